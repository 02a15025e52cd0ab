package ledger

import (
	"context"
	"errors"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// Drop box kinds. A house-banked table's drop box holds what players paid
// for chips: its count is the table's drop, one term of its win, and
// nothing in the hand records says what it should hold. A pot or
// player-dealer game's box holds the collection fees the house took: its
// count is the table's win, and the hands say what it should hold.
const (
	BoxDrop       = "drop"
	BoxCollection = "collection"
)

// BoxKind is the drop box kind of a game, by its catalog entry's banking.
func BoxKind(banking string) string {
	if banking == "pot" || banking == "player_dealer" {
		return BoxCollection
	}
	return BoxDrop
}

// CountRow is one table's line of a gaming day's count sheet: what the
// drop box held (Count, nil before it is counted) beside, for a collection
// box, what the day's hands say it should hold.
type CountRow struct {
	TableID string `json:"table_id"`
	Game    string `json:"game"`
	// Box is BoxDrop or BoxCollection.
	Box string `json:"box"`
	// Count is the table's latest drop count for the day; CountedBy who
	// recorded it.
	Count     *rules.Money `json:"count"`
	CountedBy string       `json:"counted_by,omitempty"`
	// ExpectedFees and ExpectedCommission are the collection fees and the
	// commission the rules give for the day's hands.
	ExpectedFees       rules.Money `json:"expected_fees"`
	ExpectedCommission rules.Money `json:"expected_commission"`
	// Collected is the fees and commission the hand records declare taken.
	Collected rules.Money `json:"collected"`
	// Variance is Count - Collected for a collection box: positive when the
	// box holds more than the records declare. Nil for a drop box, whose
	// count is compared with nothing the hands hold (its win is on the
	// Master Game Report), and before the box is counted.
	Variance *rules.Money `json:"variance"`
}

// RecordDropCount records the drop-box count of a table for a gaming day.
// Only count and admin users record counts (else a *RoleError). A second
// count of the same table and day is a new row that supersedes the first;
// nothing is overwritten. Audited ("count.recorded").
func (l *Ledger) RecordDropCount(ctx context.Context, by models.User, tableID string, day models.Day, amount rules.Money, note string) (models.DropCount, error) {
	if err := requireRole(by, "record a drop count", models.RoleCount, models.RoleAdmin); err != nil {
		return models.DropCount{}, err
	}
	errs := &rules.InputError{}
	if _, err := models.ParseDay(string(day)); err != nil {
		errs.Add("gaming_day", "%v", err)
	}
	if amount < 0 {
		errs.Add("amount", "must not be negative")
	}
	if len(note) > maxNote {
		errs.Add("note", "is longer than %d characters", maxNote)
	}
	if err := errs.Err(); err != nil {
		return models.DropCount{}, asInput(err)
	}
	t, prop, err := l.store.TableWithProperty(ctx, tableID)
	if errors.Is(err, models.ErrNotFound) {
		return models.DropCount{}, asInput(rules.Invalid("table_id", "there is no table %q", tableID))
	}
	if err != nil {
		return models.DropCount{}, err
	}
	now := l.now()
	today, err := prop.GamingDayOf(now)
	if err != nil {
		return models.DropCount{}, err
	}
	if day > today {
		return models.DropCount{}, asInput(rules.Invalid("gaming_day", "gaming day %s has not begun (today is %s)", day, today))
	}
	if err := l.notDropped(ctx, prop.ID, day, "gaming_day"); err != nil {
		return models.DropCount{}, err
	}
	d := models.DropCount{TableID: t.ID, GamingDay: day, Amount: amount, CountedBy: by.Name, CountedAt: now, Note: note}
	err = l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.Lock(ctx, "count:"+t.ID); err != nil {
			return err
		}
		earlier, err := l.store.DropCounts(ctx, t.ID, day)
		if err != nil {
			return err
		}
		if err := l.store.InsertDropCount(ctx, &d); err != nil {
			return err
		}
		detail := map[string]any{"count_id": d.ID, "gaming_day": day, "amount": amount, "note": note}
		if n := len(earlier); n > 0 {
			detail["supersedes"] = earlier[n-1].ID
		}
		return l.store.Audit(ctx, now, models.AuditEvent{
			Chain: models.TableChain(t.ID), Actor: "user:" + by.Name, Action: "count.recorded",
			Subject: "table:" + t.ID, Detail: detail,
		})
	})
	if err != nil {
		return models.DropCount{}, err
	}
	return d, nil
}

// CountSheet returns one row per table of the property for the gaming day,
// by table id: its latest count and what the day's hands say the drop box
// should hold. It is one query (models.Store.CountSheet).
func (l *Ledger) CountSheet(ctx context.Context, propertyID int64, day models.Day) ([]CountRow, error) {
	if _, err := models.ParseDay(string(day)); err != nil {
		return nil, asInput(rules.Invalid("gaming_day", "%v", err))
	}
	lines, err := l.store.CountSheet(ctx, propertyID, day)
	if err != nil {
		return nil, err
	}
	out := make([]CountRow, len(lines))
	for i, c := range lines {
		r := CountRow{TableID: c.TableID, Game: c.Game, Box: BoxDrop, ExpectedFees: c.ExpectedFees,
			ExpectedCommission: c.ExpectedCommission, Collected: c.Fees + c.Commission}
		if g, ok := l.games.Game(c.Game); ok {
			r.Box = BoxKind(g.Info().Banking)
		}
		if c.CountID != 0 {
			amount := c.Count
			r.Count, r.CountedBy = &amount, c.CountedBy
			if r.Box == BoxCollection {
				v := amount - r.Collected
				r.Variance = &v
			}
		}
		out[i] = r
	}
	return out, nil
}
