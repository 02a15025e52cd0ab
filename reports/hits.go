package reports

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
)

// Hit is one progressive award: where, on which line, how it was paid
// (from the meter, or a fixed pay from the tray), the main meter before and
// after it, and whether it is paid.
type Hit struct {
	PoolID     string      `gorm:"column:pool_id"`
	Seq        int64       `gorm:"column:seq"`
	Kind       string      `gorm:"column:kind"`
	At         time.Time   `gorm:"column:at"`
	TableID    string      `gorm:"column:table_id"`
	HandNumber int64       `gorm:"column:hand_number"`
	Seat       int         `gorm:"column:seat"`
	Line       string      `gorm:"column:line"`
	Percent    rules.Rate  `gorm:"column:percent"`
	Amount     rules.Money `gorm:"column:amount"`
	Confirmed  string      `gorm:"column:confirmed_by"`
	// MeterBefore and MeterAfter are the pool's main meter before and
	// after the award: equal for a fixed pay from the tray, which leaves
	// the meter as the hand's wagers left it.
	MeterBefore rules.Money `gorm:"column:meter_before"`
	MeterAfter  rules.Money `gorm:"column:meter_after"`
	// Game and Bet name a fixed pay's wager (empty on a meter's hit).
	Game string `gorm:"column:game"`
	Bet  string `gorm:"column:bet"`
}

// HitFixed is the kind of a fixed pay from the tray: a progressive wager's
// win the rules fix (a pay-table amount, not a share of the meter), which
// the hand's settlement records and no pool event does.
const HitFixed = "fixed"

// Reading is a meter reading beside the computed meter.
type Reading struct {
	ID       int64       `gorm:"column:id"`
	PoolID   string      `gorm:"column:pool_id"`
	ReadAt   time.Time   `gorm:"column:read_at"`
	Reader   string      `gorm:"column:reader"`
	Amount   rules.Money `gorm:"column:amount"`
	Computed rules.Money `gorm:"column:computed"`
	Note     string      `gorm:"column:note"`
}

// Variance is the reading less the computed meter.
func (r Reading) Variance() rules.Money { return r.Amount - r.Computed }

// Hits is the progressive hit log and meter verification of a gaming day.
type Hits struct {
	Property models.Property
	Day      models.Day
	Hits     []Hit
	Readings []Reading
	// Paid is what the meters paid; Tray the fixed pays from the tray.
	Paid, Tray rules.Money
}

const hitsSQL = `
SELECT e.pool_id, e.seq, e.kind, e.at, COALESCE(e.table_id, '') AS table_id, COALESCE(h.hand_number, 0) AS hand_number,
       e.seat, e.line, e.percent, -(e.main) AS amount, e.main_after - e.main AS meter_before, e.main_after AS meter_after,
       COALESCE((SELECT c.approver FROM progressive_events c WHERE c.pool_id = e.pool_id AND c.kind = 'hit_confirmed'
                 AND c.ref_seq = e.seq ORDER BY c.seq LIMIT 1), '') AS confirmed_by
FROM progressive_events e
LEFT JOIN hands h ON h.id = e.hand_id AND h.gaming_day = e.hand_day
WHERE e.kind IN ('hit', 'hit_pending') AND e.gaming_day = @day
  AND e.pool_id IN (SELECT l.pool_id FROM progressive_links l JOIN game_tables t ON t.id = l.table_id
                    WHERE t.property_id = @property)
ORDER BY e.pool_id, e.seq`

// fixedHitsSQL is every won wager of the day's hands of @games (those
// with a progressive wager: only their tables' hands are read) whose bet
// is one of @bets (the progressive bets of those games; the pair is
// checked after)
// with what its rules fix beyond what the meters paid it: the whole
// payout of a fixed pay-table line, or the tray's part beside a share of
// the meter (Hold'em Bonus's Community Straight Flush with a Royal Flush).
// Its meter is the main meter of the pool the table's bet feeds after the
// hand's last contribution to it (before any hit of the hand). A hand's
// pool events are of its gaming day (the ledger books them there), so
// both read the pool's events of the day by their index, not the log.
const fixedHitsSQL = `
SELECT COALESCE(l.pool_id, '') AS pool_id, 0 AS seq, 'fixed' AS kind, h.received_at AS at, h.table_id, h.hand_number,
       s.seat, s.rule AS line, 0 AS percent, h.game, s.bet, '' AS confirmed_by,
       s.expected_payout - COALESCE((SELECT SUM(-(e.main)) FROM progressive_events e WHERE e.pool_id = l.pool_id AND e.gaming_day = @day
                                     AND e.hand_id = h.id AND e.hand_day = h.gaming_day AND e.seat = s.seat
                                     AND e.kind IN ('hit', 'hit_pending')), 0) AS amount,
       COALESCE((SELECT e.main_after FROM progressive_events e WHERE e.pool_id = l.pool_id AND e.gaming_day = @day
                 AND e.hand_id = h.id AND e.hand_day = h.gaming_day AND e.kind = 'contribution'
                 ORDER BY e.seq DESC LIMIT 1), 0) AS meter_before
FROM settlements s
JOIN hands h ON h.id = s.hand_id AND h.gaming_day = s.gaming_day
JOIN game_tables t ON t.id = h.table_id
LEFT JOIN progressive_links l ON l.table_id = h.table_id AND l.bet = s.bet
WHERE s.gaming_day = @day AND h.gaming_day = @day AND t.property_id = @property AND t.game IN @games AND h.game IN @games
  AND s.bet IN @bets AND s.expected_payout > 0
ORDER BY h.received_at, h.table_id, h.hand_number, s.seat`

const readingsSQL = `
SELECT m.id, m.pool_id, m.read_at, u.name AS reader, m.amount, m.note,
       COALESCE((SELECT e.main_after FROM progressive_events e WHERE e.pool_id = m.pool_id AND e.at <= m.read_at
                 ORDER BY e.seq DESC LIMIT 1), 0) AS computed
FROM meter_readings m JOIN users u ON u.id = m.read_by
WHERE m.gaming_day = @day
  AND m.pool_id IN (SELECT l.pool_id FROM progressive_links l JOIN game_tables t ON t.id = l.table_id
                    WHERE t.property_id = @property)
ORDER BY m.read_at, m.id`

func buildHits(ctx context.Context, src source, req Request, p period) (report, error) {
	h := Hits{Property: p.Property, Day: p.To, Hits: []Hit{}, Readings: []Reading{}}
	args := map[string]any{"property": p.Property.ID, "day": p.To}
	if err := src.store.RawScan(ctx, &h.Hits, hitsSQL, args); err != nil {
		return report{}, fmt.Errorf("hit log: %w", err)
	}
	if games, bets := progressiveBetNames(src.games); len(bets) > 0 {
		args["games"], args["bets"] = games, bets
		var fixed []Hit
		if err := src.store.RawScan(ctx, &fixed, fixedHitsSQL, args); err != nil {
			return report{}, fmt.Errorf("fixed progressive pays: %w", err)
		}
		for _, x := range fixed {
			if x.Amount > 0 && isProgressiveBet(src.games, x.Game, x.Bet) {
				x.MeterAfter = x.MeterBefore
				h.Hits = append(h.Hits, x)
			}
		}
	}
	// One list of every award, in the order they were recorded: a hand's
	// hits in the order its meters paid them, its fixed pays after.
	slices.SortStableFunc(h.Hits, func(a, b Hit) int {
		return cmp.Or(a.At.Compare(b.At), cmp.Compare(a.TableID, b.TableID), cmp.Compare(a.HandNumber, b.HandNumber),
			cmp.Compare(a.PoolID, b.PoolID), cmp.Compare(fixedLast(a), fixedLast(b)), cmp.Compare(a.Seq, b.Seq), cmp.Compare(a.Seat, b.Seat))
	})
	if err := src.store.RawScan(ctx, &h.Readings, readingsSQL, args); err != nil {
		return report{}, fmt.Errorf("meter readings: %w", err)
	}
	for _, x := range h.Hits {
		// A pending hit also moves its amount off the main meter, to
		// pending, where the confirmation pays it from.
		if x.Kind == HitFixed {
			h.Tray += x.Amount
		} else {
			h.Paid += x.Amount
		}
	}
	return report{doc: h.Document(p), hands: int64(len(h.Hits)), data: h}, nil
}

func fixedLast(h Hit) int {
	if h.Kind == HitFixed {
		return 1
	}
	return 0
}

// progressiveBetNames is every game of the registry with a bet that feeds
// a progressive meter, and every such bet.
func progressiveBetNames(games *rules.Registry) (ids, bets []string) {
	if games == nil {
		return nil, nil
	}
	for _, id := range games.IDs() {
		if g, ok := games.Game(id); ok {
			for _, w := range g.Info().Wagers {
				if !w.Progressive {
					continue
				}
				if !slices.Contains(ids, id) {
					ids = append(ids, id)
				}
				if !slices.Contains(bets, w.Bet) {
					bets = append(bets, w.Bet)
				}
			}
		}
	}
	slices.Sort(bets)
	return ids, bets
}

// isProgressiveBet reports whether game's bet feeds a progressive meter.
func isProgressiveBet(games *rules.Registry, game, bet string) bool {
	g, ok := games.Game(game)
	if !ok {
		return false
	}
	for _, w := range g.Info().Wagers {
		if w.Bet == bet {
			return w.Progressive
		}
	}
	return false
}

// Document lays the hit log and the meter readings out.
func (h Hits) Document(p period) render.Document {
	loc, err := h.Property.Location()
	if err != nil {
		loc = time.UTC
	}
	d := render.Document{
		Title:     "Progressive hits and meter verification",
		Sheet:     "Hit log",
		Subtitle:  subtitle(h.Property, periodSpan(p), p.Now, personOf(p.By)),
		Generated: p.Now,
		Columns: []render.Column{
			{Header: "Pool", Kind: render.Text, Width: 0.8},
			{Header: "Event", Kind: render.Int, Width: 0.6},
			{Header: "At", Kind: render.Text, Width: 1.1},
			{Header: "Table", Kind: render.Text, Width: 0.8},
			{Header: "Hand", Kind: render.Int, Width: 0.7},
			{Header: "Seat", Kind: render.Int, Width: 0.5},
			{Header: "Line", Kind: render.Text, Width: 1.6},
			{Header: "Paid as", Kind: render.Text, Width: 1.1},
			{Header: "Amount", Kind: render.Money, Width: 1.0},
			{Header: "Meter before", Kind: render.Money, Width: 1.0},
			{Header: "Meter after", Kind: render.Money, Width: 1.0},
			{Header: "Status", Kind: render.Text, Width: 1.2},
		},
		Notes: []string{
			"Every progressive award of the gaming day (the day of the hand that won it): a share of the meter (the percentage shown), a fixed pay taken off the meter, or a fixed pay from the tray (the pay-table amount the rules fix, its rule as the line), each with the pool's main meter before and after it. A fixed pay from the tray leaves the meter as the hand's wagers left it: before and after are the same.",
			"A hit above the pool's threshold waits for a second supervisor: pending until confirmed.",
			"Meter verification: each reading a person took off a pool's display, beside the main meter the event log held at that moment; every variance is to be investigated (N.J.A.C. 13:69D-1.34).",
		},
	}
	for _, x := range h.Hits {
		as := "fixed from the meter"
		switch {
		case x.Kind == HitFixed:
			as = "fixed from the tray"
		case x.Percent != 0:
			as = x.Percent.String() + " of the meter"
		}
		status, seq, before, after := "paid", render.IntCell(x.Seq), render.MoneyCell(x.MeterBefore), render.MoneyCell(x.MeterAfter)
		if x.Kind == HitFixed {
			// No pool event: the hand's settlement records it.
			seq = render.TextCell("")
			if x.PoolID == "" {
				before, after = render.TextCell("no pool"), render.TextCell("")
			}
		}
		if x.Kind == "hit_pending" {
			status = "pending confirmation"
			if x.Confirmed != "" {
				status = "confirmed by " + personOf(x.Confirmed)
			}
		}
		d.Rows = append(d.Rows, []render.Cell{render.TextCell(x.PoolID), seq,
			render.TextCell(x.At.In(loc).Format(stampSeconds)), render.TextCell(x.TableID), render.IntCell(x.HandNumber),
			render.IntCell(int64(x.Seat)), render.TextCell(x.Line), render.TextCell(as), render.MoneyCell(x.Amount), before, after,
			render.TextCell(status)})
	}
	d.Totals = []render.Cell{render.TextCell("Total"), render.TextCell(""), render.TextCell(""), render.TextCell(""),
		render.TextCell(""), render.TextCell(""), render.TextCell(fmt.Sprintf("%d awards", len(h.Hits))),
		render.TextCell(fmt.Sprintf("%s from the meters", h.Paid)), render.MoneyCell(h.Paid + h.Tray), render.TextCell(""),
		render.TextCell(""), render.TextCell("")}
	sec := render.Section{Title: "Meter verification", Columns: []render.Column{
		{Header: "Pool", Kind: render.Text}, {Header: "Read at", Kind: render.Text}, {Header: "Read by", Kind: render.Text},
		{Header: "Reading", Kind: render.Money}, {Header: "Computed meter", Kind: render.Money}, {Header: "Variance", Kind: render.Money},
		{Header: "Note", Kind: render.Text, Width: 2},
	}}
	for _, r := range h.Readings {
		sec.Rows = append(sec.Rows, []render.Cell{render.TextCell(r.PoolID), render.TextCell(r.ReadAt.In(loc).Format(stampSeconds)),
			render.TextCell(r.Reader), render.MoneyCell(r.Amount), render.MoneyCell(r.Computed), render.MoneyCell(r.Variance()),
			render.TextCell(r.Note)})
	}
	d.Sections = []render.Section{sec}
	return d
}
