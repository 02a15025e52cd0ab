package reports

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
)

// The by-shift view of a gaming day (docs/reports.md, "By shift"): each
// table's hands, wagered, engine win, commission and fees, hold, fills and
// credits in each shift of the property's gaming day (the property's
// shifts setting, models.ParseShifts), and each shift's total. The Master
// Game Report and the statistical report show it for their gaming day as
// the section ShiftSectionTitle (a sheet of that name in the .xlsx).
//
// It reads the day's hands and slips with one grouped statement each: the
// shifts' bounds are worked out in Go as instants (models.ShiftSpans, which
// knows the 23- and 25-hour days) and given to the database, which sorts
// every row into its shift with a CASE. The drop box is counted once a
// gaming day, so the drop, and the win from the box, stay per day.

// ShiftSectionTitle heads the by-shift section and names its sheet.
const ShiftSectionTitle = "By shift"

// OutsideShifts names the line of what was recorded outside the gaming
// day's hours (a slip requested after the day ended, entered late).
const OutsideShifts = "outside the day's hours"

// ShiftRow is one table's figures in one shift; with TableID "" they are
// every table's, the shift's total.
type ShiftRow struct {
	// Shift indexes ShiftView.Spans; -1 is outside the gaming day's hours.
	Shift    int
	TableID  string
	Game     string
	GameName string
	Box      string
	Hands    int64
	// Wagered is the drop as the hand records give it (their wagers);
	// EngineWin the house's result under the rules; Commission the
	// commission and fees the hands took.
	Wagered    rules.Money
	EngineWin  rules.Money
	Commission rules.Money
	// Hold is EngineWin over Wagered, of the house-banked tables.
	Hold    rules.Rate
	HasHold bool
	// Fills and Credits are the verified, not voided slips requested in
	// the shift.
	Fills, Credits rules.Money
	// bankedWagered and bankedWin sum the house-banked tables (a total's
	// hold).
	bankedWagered, bankedWin rules.Money
}

// ShiftView is a gaming day's figures by shift.
type ShiftView struct {
	Day   models.Day
	Spans []models.ShiftSpan
	// Rows holds each table with anything in a shift, by shift and table.
	Rows []ShiftRow
	// Totals holds each shift's total, every shift listed; a last one
	// with Shift -1 when anything fell outside the day's hours.
	Totals []ShiftRow
	// Total is the gaming day's (its Shift says nothing).
	Total ShiftRow
	// Dropped names the archive holding the day's records when they were
	// dropped from the database: there is then no view.
	Dropped *models.Archive
	loc     *time.Location
}

// shiftCase is a CASE giving the shift index of the instant in col
// (@shift_1.. are the starts of the second shift on, @shift_from and
// @shift_to the gaming day's bounds), and its arguments. With anyZone,
// col may hold instants written with any offset (a slip's requested_at is
// the clock's time as it came), which SQLite, comparing text, would
// misorder: it compares them as julian days there.
func shiftCase(col string, spans []models.ShiftSpan, dialect models.Dialect, anyZone bool) (string, map[string]any) {
	args := map[string]any{"shift_from": dbInstant(spans[0].From), "shift_to": dbInstant(spans[len(spans)-1].To)}
	at := func(x string) string { return x }
	if anyZone && dialect == models.SQLite {
		at = func(x string) string { return "julianday(" + x + ")" }
	}
	var b strings.Builder
	c := at(col)
	fmt.Fprintf(&b, "CASE WHEN %s < %s OR %s >= %s THEN -1", c, at("@shift_from"), c, at("@shift_to"))
	for i := 1; i < len(spans); i++ {
		name := "shift_" + strconv.Itoa(i)
		args[name] = dbInstant(spans[i].From)
		fmt.Fprintf(&b, " WHEN %s < %s THEN %d", c, at("@"+name), i-1)
	}
	fmt.Fprintf(&b, " ELSE %d END", len(spans)-1)
	return b.String(), args
}

// dbInstant is an instant as both databases keep them: UTC, to the
// microsecond (SQLite compares them as text).
func dbInstant(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }

// shiftHandsSQL sums the day's hands by table and shift ({{shift}}: the
// CASE over h.dealt_at).
const shiftHandsSQL = `
SELECT x.table_id, x.game, x.shift, COUNT(*) AS hands, SUM(x.wagered) AS wagered,
       SUM(x.engine_win) AS engine_win, SUM(x.commission) AS commission
FROM (
    SELECT h.table_id, h.game, {{shift}} AS shift, h.wagered, h.expected_house_win AS engine_win,
           h.expected_commission + h.fees AS commission
    FROM hands h
    WHERE h.property_id = @property AND h.gaming_day = @day
) x
GROUP BY x.table_id, x.game, x.shift`

// shiftSlipsSQL sums the day's verified, not voided fills and credits by
// table and the shift they were requested in ({{shift}}: the CASE over
// s.requested_at).
const shiftSlipsSQL = `
SELECT x.table_id, x.game, x.shift,
       SUM(CASE WHEN x.kind = 'fill' THEN x.amount ELSE 0 END) AS fills,
       SUM(CASE WHEN x.kind = 'credit' THEN x.amount ELSE 0 END) AS credits
FROM (
    SELECT s.table_id, t.game, {{shift}} AS shift, s.kind, s.amount
    FROM cage_slips s
    JOIN game_tables t ON t.id = s.table_id
    JOIN cage_slip_verifications v ON v.slip_id = s.id
    LEFT JOIN cage_slip_voids vd ON vd.slip_id = s.id
    WHERE t.property_id = @property AND s.gaming_day = @day AND vd.id IS NULL
) x
GROUP BY x.table_id, x.game, x.shift`

// shiftView reads a gaming day's figures by shift.
func shiftView(ctx context.Context, src source, prop models.Property, day models.Day) (ShiftView, error) {
	v := ShiftView{Day: day}
	spans, err := prop.ShiftSpans(day)
	if err != nil {
		return v, fmt.Errorf("shifts of %s: %w", day, err)
	}
	v.Spans = spans
	v.loc, _ = prop.Location()
	drops, err := src.store.DroppedMonths(ctx, prop.ID, day, day)
	if err != nil {
		return v, err
	}
	if len(drops) > 0 {
		v.Dropped = &drops[0]
		return v, nil
	}
	var hands []struct {
		TableID, Game                  string
		Shift                          int
		Hands                          int64
		Wagered, EngineWin, Commission rules.Money
	}
	var slips []struct {
		TableID, Game  string
		Shift          int
		Fills, Credits rules.Money
	}
	// A hand's dealt_at is kept in UTC (ledger.Record); a slip's
	// requested_at as the clock gave it.
	for _, q := range []struct {
		sql, col string
		anyZone  bool
		dest     any
	}{{shiftHandsSQL, "h.dealt_at", false, &hands}, {shiftSlipsSQL, "s.requested_at", true, &slips}} {
		cs, args := shiftCase(q.col, spans, src.store.Dialect(), q.anyZone)
		args["property"], args["day"] = prop.ID, day
		if err := src.store.RawScan(ctx, q.dest, strings.Replace(q.sql, "{{shift}}", cs, 1), args); err != nil {
			return v, fmt.Errorf("by shift: %w", err)
		}
	}
	type key struct {
		shift int
		table string
	}
	rows := map[key]*ShiftRow{}
	get := func(shift int, table, game string) *ShiftRow {
		k := key{shift, table}
		if rows[k] == nil {
			rows[k] = &ShiftRow{Shift: shift, TableID: table, Game: game, GameName: src.gameName(game), Box: src.box(game)}
		}
		return rows[k]
	}
	for _, h := range hands {
		r := get(h.Shift, h.TableID, h.Game)
		r.Hands += h.Hands
		r.Wagered += h.Wagered
		r.EngineWin += h.EngineWin
		r.Commission += h.Commission
	}
	for _, s := range slips {
		r := get(s.Shift, s.TableID, s.Game)
		r.Fills += s.Fills
		r.Credits += s.Credits
	}
	totals := make([]ShiftRow, len(spans)+1)
	for i := range totals {
		totals[i] = ShiftRow{Shift: i}
	}
	totals[len(spans)].Shift = -1
	for _, r := range rows {
		if r.Box == ledger.BoxDrop {
			r.bankedWagered, r.bankedWin = r.Wagered, r.EngineWin
		}
		r.Hold, r.HasHold = WinToDrop(r.bankedWin, r.bankedWagered)
		v.Rows = append(v.Rows, *r)
		t := &totals[len(spans)]
		if r.Shift >= 0 {
			t = &totals[r.Shift]
		}
		t.add(*r)
		v.Total.add(*r)
	}
	slices.SortFunc(v.Rows, func(a, b ShiftRow) int {
		if sa, sb := shiftOrder(a.Shift), shiftOrder(b.Shift); sa != sb {
			return sa - sb
		}
		return cmpString(a.TableID, b.TableID)
	})
	outside := totals[len(spans)]
	v.Totals = totals[:len(spans)]
	if outside.Hands != 0 || outside.Fills != 0 || outside.Credits != 0 || slices.ContainsFunc(v.Rows, func(r ShiftRow) bool { return r.Shift < 0 }) {
		v.Totals = append(v.Totals, outside)
	}
	for i := range v.Totals {
		v.Totals[i].Hold, v.Totals[i].HasHold = WinToDrop(v.Totals[i].bankedWin, v.Totals[i].bankedWagered)
	}
	v.Total.Hold, v.Total.HasHold = WinToDrop(v.Total.bankedWin, v.Total.bankedWagered)
	return v, nil
}

// shiftOrder puts what fell outside the day's hours last.
func shiftOrder(i int) int {
	if i < 0 {
		return 1 << 20
	}
	return i
}

func (r *ShiftRow) add(o ShiftRow) {
	r.Hands += o.Hands
	r.Wagered += o.Wagered
	r.EngineWin += o.EngineWin
	r.Commission += o.Commission
	r.Fills += o.Fills
	r.Credits += o.Credits
	r.bankedWagered += o.bankedWagered
	r.bankedWin += o.bankedWin
}

// ShiftName names a shift of the view ("swing"), or the line outside the
// day's hours.
func (v ShiftView) ShiftName(i int) string {
	if i < 0 || i >= len(v.Spans) {
		return OutsideShifts
	}
	return v.Spans[i].Name
}

// spanText says when a shift runs, in local time, with its length.
func (v ShiftView) spanText(s models.ShiftSpan) string {
	from, to := s.From, s.To
	if v.loc != nil {
		from, to = from.In(v.loc), to.In(v.loc)
	}
	d := to.Sub(from)
	length := strconv.FormatFloat(d.Hours(), 'f', -1, 64) + " h"
	return fmt.Sprintf("%s from %s to %s (%s)", s.Name, from.Format("2006-01-02 15:04 MST"), to.Format("2006-01-02 15:04 MST"), length)
}

// Section lays the view out: each shift's tables and its total, the day's
// total last.
func (v ShiftView) Section(tz string) render.Section {
	sec := render.Section{Title: ShiftSectionTitle, Columns: []render.Column{
		{Header: "Shift", Kind: render.Text, Width: 1},
		{Header: "Table", Kind: render.Text, Width: 0.9},
		{Header: "Game", Kind: render.Text, Width: 1.3},
		{Header: "Hands", Kind: render.Int, Width: 0.7},
		{Header: "Wagered", Kind: render.Money, Width: 1.1},
		{Header: "Engine win", Kind: render.Money, Width: 1.1},
		{Header: "Commission and fees", Kind: render.Money, Width: 1.1},
		{Header: "Hold", Kind: render.Percent, Width: 0.8},
		{Header: "Fills", Kind: render.Money, Width: 1},
		{Header: "Credits", Kind: render.Money, Width: 1},
	}}
	if v.Dropped != nil {
		sec.Notes = []string{fmt.Sprintf("The records of gaming day %s were archived and dropped from the database (archive manifest SHA-256 %s): the by-shift view reads the day's hands and slips, which that archive holds; the day's figures above come from its day books.",
			v.Day, v.Dropped.ManifestSHA256)}
		return sec
	}
	cells := func(name, table, game string, r ShiftRow) []render.Cell {
		hold := render.TextCell("")
		if r.HasHold {
			hold = render.PercentCell(r.Hold)
		}
		return []render.Cell{render.TextCell(name), render.TextCell(table), render.TextCell(game), render.IntCell(r.Hands),
			render.MoneyCell(r.Wagered), render.MoneyCell(r.EngineWin), render.MoneyCell(r.Commission), hold,
			render.MoneyCell(r.Fills), render.MoneyCell(r.Credits)}
	}
	for _, t := range v.Totals {
		for _, r := range v.Rows {
			if r.Shift == t.Shift {
				sec.Rows = append(sec.Rows, cells(v.ShiftName(r.Shift), r.TableID, r.GameName, r))
			}
		}
		sec.Rows = append(sec.Rows, cells(v.ShiftName(t.Shift), "Shift total", "", t))
	}
	sec.Totals = cells("Gaming day", "Total", "", v.Total)
	var spans []string
	for _, s := range v.Spans {
		spans = append(spans, v.spanText(s))
	}
	sec.Notes = []string{
		"Shifts of gaming day " + string(v.Day) + " (the property's setting, " + tz + "): " + strings.Join(spans, "; ") +
			". A hand is in the shift it was dealt in (its dealt_at); on the days clocks change the shift they change in is an hour shorter or longer.",
		"The drop box is counted once per gaming day: the drop, and the win from the box and the trays (the win formula), are the day's and are not split by shift. The figures here are the hands' and the slips'.",
		"Wagered is the drop as the hand records give it (the sum of their wagers); engine win the house's result under the rules for those hands (losing wagers collected, less payouts, plus commission and fees); commission and fees the part of it the rules took as commission and the fees the hands record. Hold is engine win over wagered, to a hundredth of a point, rounded half away from zero, for the house-banked tables; a shift's and the day's total are over the house-banked tables.",
		"Fills and credits are in the shift their slip was requested in (when the floor asked for the chips, whenever the cage verified it), and count, as in the day's figures, once the cage has verified them and while they are not voided. A slip requested outside the gaming day's hours (entered late) is on the line \"" + OutsideShifts + "\".",
	}
	return sec
}

// addShiftSection appends the by-shift view of a report's gaming day to
// its document.
func addShiftSection(ctx context.Context, src source, p period, d *render.Document) error {
	v, err := shiftView(ctx, src, p.Property, p.To)
	if err != nil {
		return err
	}
	d.Sections = append(d.Sections, v.Section(p.Property.TimeZone))
	return nil
}
