package reports

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// KindFeeCollection is the fee-collection report: per table and schedule
// option, the fees the schedule expects beside the fees collected.
const KindFeeCollection = "fee_collection"

// FeeRow is one table and schedule option's line in the fee report.
type FeeRow struct {
	TableID  string `json:"table_id"`
	Game     string `json:"game"`
	GameName string `json:"game_name,omitempty"`
	Schedule string `json:"schedule"`
	Hands    int64  `json:"hands"`
	// Fees expected and collected with the hands (designated table fees,
	// player and player-dealer fees).
	FeesExpected  rules.Money `json:"fees_expected"`
	FeesCollected rules.Money `json:"fees_collected"`
	FeeFindings   int64       `json:"fee_findings"`
	// Timed collection at the half-hour boundaries of the day.
	TimedExpected  rules.Money `json:"timed_expected"`
	TimedCollected rules.Money `json:"timed_collected"`
	TimedFindings  int64       `json:"timed_findings"`
}

// Difference is what was collected beyond what the schedule expects
// (negative when short).
func (r FeeRow) Difference() rules.Money {
	return r.FeesCollected + r.TimedCollected - r.FeesExpected - r.TimedExpected
}

// FeeReport is the fee-collection report of one property's gaming day.
type FeeReport struct {
	Property  models.Property `json:"-"`
	GamingDay models.Day      `json:"gaming_day"`
	Start     time.Time       `json:"start"`
	End       time.Time       `json:"end"`
	Rows      []FeeRow        `json:"rows"`
	Totals    FeeRow          `json:"totals"`
	// Timed holds each table's timed collection, boundary by boundary.
	Timed []ledger.TimedDay `json:"timed"`
}

// feesSQL is the hand part of the fee report's query: the fees of the
// day's hands by table and by the settings they were verified under, which
// name the schedule option; and the findings on fees, counted once
// (MATERIALIZED, as dailySQL's).
const feesSQL = `
WITH fc AS MATERIALIZED (
    SELECT f.hand_id, COUNT(*) AS n
    FROM findings f JOIN hands fh ON fh.id = f.hand_id AND fh.gaming_day = f.gaming_day
    WHERE fh.property_id = @property AND fh.gaming_day = @day AND f.gaming_day = @day
      AND (f.bet LIKE 'fee:%' OR f.bet LIKE 'collection%')
    GROUP BY f.hand_id
)
SELECT h.table_id, h.game, h.settings,
       COUNT(*) AS hands,
       SUM(h.expected_fees) AS fees_expected,
       SUM(h.fees) AS fees_collected,
       COALESCE(SUM(fc.n), 0) AS fee_findings
FROM hands h
LEFT JOIN fc ON fc.hand_id = h.id
WHERE h.property_id = @property AND h.gaming_day = @day
GROUP BY h.table_id, h.game, h.settings
ORDER BY h.table_id`

type feeScan struct {
	TableID       string
	Game          string
	Settings      string
	Hands         int64
	FeesExpected  rules.Money
	FeesCollected rules.Money
	FeeFindings   int64
}

// Fees runs the fee-collection report for a property's gaming day.
func Fees(ctx context.Context, store *models.Store, propertyID int64, day models.Day, now time.Time) (FeeReport, error) {
	prop, err := store.PropertyByID(ctx, propertyID)
	if err != nil {
		return FeeReport{}, err
	}
	start, end, err := prop.GamingDayBounds(day)
	if err != nil {
		return FeeReport{}, err
	}
	r := FeeReport{Property: prop, GamingDay: day, Start: start, End: end, Rows: []FeeRow{}, Timed: []ledger.TimedDay{}}
	var scans []feeScan
	if err := store.RawScan(ctx, &scans, feesSQL, map[string]any{"property": propertyID, "day": day}); err != nil {
		return FeeReport{}, fmt.Errorf("fee report: %w", err)
	}
	type key struct{ table, schedule string }
	rows := map[key]*FeeRow{}
	row := func(table, game, schedule string) *FeeRow {
		k := key{table, schedule}
		if rows[k] == nil {
			rows[k] = &FeeRow{TableID: table, Game: game, Schedule: schedule}
		}
		return rows[k]
	}
	for _, s := range scans {
		fr := row(s.TableID, s.Game, scheduleOf(s.Settings))
		fr.Hands += s.Hands
		fr.FeesExpected += s.FeesExpected
		fr.FeesCollected += s.FeesCollected
		fr.FeeFindings += s.FeeFindings
	}
	tables, err := store.Tables(ctx)
	if err != nil {
		return FeeReport{}, err
	}
	for _, t := range tables {
		if t.PropertyID != propertyID {
			continue
		}
		td, err := ledger.TimedDayOf(ctx, store, t.ID, day, now)
		if err != nil {
			return FeeReport{}, err
		}
		if td.Collected == 0 && td.Expected == 0 && len(td.Findings) == 0 {
			continue
		}
		r.Timed = append(r.Timed, td)
		schedule := fees.NoSchedule
		if len(td.Sessions) > 0 {
			schedule = td.Sessions[len(td.Sessions)-1].Schedule
		}
		fr := row(t.ID, t.Game, schedule)
		fr.TimedExpected += td.Expected
		fr.TimedCollected += td.Collected
		fr.TimedFindings += int64(len(td.Findings))
	}
	for _, fr := range rows {
		r.Rows = append(r.Rows, *fr)
	}
	slices.SortFunc(r.Rows, func(a, b FeeRow) int {
		if a.TableID != b.TableID {
			if a.TableID < b.TableID {
				return -1
			}
			return 1
		}
		if a.Schedule < b.Schedule {
			return -1
		}
		if a.Schedule > b.Schedule {
			return 1
		}
		return 0
	})
	for _, fr := range r.Rows {
		t := &r.Totals
		t.Hands += fr.Hands
		t.FeesExpected += fr.FeesExpected
		t.FeesCollected += fr.FeesCollected
		t.FeeFindings += fr.FeeFindings
		t.TimedExpected += fr.TimedExpected
		t.TimedCollected += fr.TimedCollected
		t.TimedFindings += fr.TimedFindings
	}
	return r, nil
}

func scheduleOf(settings string) string {
	var v map[string]string
	if json.Unmarshal([]byte(settings), &v) != nil || v[fees.ScheduleKey] == "" {
		return fees.NoSchedule
	}
	return v[fees.ScheduleKey]
}

// Document lays the fee report out for the file renderers: one line per
// table and schedule option, then every timed-collection finding.
func (r FeeReport) Document(generated time.Time, by string) render.Document {
	d := render.Document{
		Title:     "Fee collection",
		Subtitle:  subtitle(r.Property, daySpan(r.GamingDay, r.Start, r.End, r.Property.TimeZone), generated, by),
		Generated: generated,
		Columns: []render.Column{
			{Header: "Table", Kind: render.Text, Width: 1},
			{Header: "Game", Kind: render.Text, Width: 1.3},
			{Header: "Schedule option", Kind: render.Text, Width: 1.3},
			{Header: "Hands", Kind: render.Int, Width: 0.7},
			{Header: "Fees expected", Kind: render.Money, Width: 1.1},
			{Header: "Fees collected", Kind: render.Money, Width: 1.1},
			{Header: "Fee findings", Kind: render.Int, Width: 0.8},
			{Header: "Timed expected", Kind: render.Money, Width: 1.1},
			{Header: "Timed collected", Kind: render.Money, Width: 1.1},
			{Header: "Timed findings", Kind: render.Int, Width: 0.8},
			{Header: "Difference", Kind: render.Money, Width: 1},
		},
		Notes: []string{
			"Fees expected are what the table's collection schedule option (seed 000, GET /api/v1/schedules) gives for each hand: the designated table fees of the stages the hand reached, the player fee per bet and the player-dealer fee per hand. A table without a schedule option (none) has its fees recorded but not checked.",
			"Timed expected is the fee per player per half hour due from the players seated at each :00 and :30, the first half hour free when a game starts between boundaries (seed 000 line 7055).",
			"Difference is everything collected less everything expected; each finding names the hand or boundary, the seat and the seed line.",
		},
	}
	for _, fr := range r.Rows {
		d.Rows = append(d.Rows, feeCells(fr))
	}
	t := r.Totals
	t.TableID = "Total"
	d.Totals = feeCells(t)
	for _, td := range r.Timed {
		for _, f := range td.Findings {
			d.Notes = append(d.Notes, fmt.Sprintf("%s %s: %s (%s)", td.TableID, f.At.In(locOf(r.Property)).Format(stampMinutes), f.Message, f.Rule))
		}
	}
	return d
}

func feeCells(r FeeRow) []render.Cell {
	return []render.Cell{
		render.TextCell(r.TableID), render.TextCell(nameOr(r.GameName, r.Game)), render.TextCell(r.Schedule), render.IntCell(r.Hands),
		render.MoneyCell(r.FeesExpected), render.MoneyCell(r.FeesCollected), render.IntCell(r.FeeFindings),
		render.MoneyCell(r.TimedExpected), render.MoneyCell(r.TimedCollected), render.IntCell(r.TimedFindings),
		render.MoneyCell(r.Difference()),
	}
}
