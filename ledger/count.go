package ledger

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

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
	// entered it and CountedAt when.
	Count     *rules.Money `json:"count"`
	CountedBy string       `json:"counted_by,omitempty"`
	CountedAt *time.Time   `json:"counted_at,omitempty"`
	// CountID is the latest count's id (0 before the table is counted).
	CountID int64 `json:"count_id,omitempty"`
	// Denominations, Team, StartedAt and EndedAt are the latest count's
	// sheet: the bills and chips found, the count team, and when the count
	// began and ended. Absent before the table is counted and for a count
	// recorded before counts kept their sheet.
	Denominations models.ChipCount `json:"denominations,omitempty"`
	Team          []string         `json:"team,omitempty"`
	StartedAt     *time.Time       `json:"started_at,omitempty"`
	EndedAt       *time.Time       `json:"ended_at,omitempty"`
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

// DropCountInput is a table's drop count as the count sheet holds it.
type DropCountInput struct {
	TableID   string
	GamingDay models.Day
	// Amount is what the box held; the denominations add up to it.
	Amount        rules.Money
	Denominations models.ChipCount
	// Team is the names of the count team's members, as they sign the
	// sheet: at least MinCountTeam distinct ones. The user who enters the
	// count is recorded apart (counted_by) and need not be one of them.
	Team []string
	// StartedAt and EndedAt are when the count began and ended.
	StartedAt, EndedAt time.Time
	Note               string
}

// Count team bounds: the MICS ask for at least three people in the count
// room; MaxCountTeam and maxTeamName only catch typing errors.
const (
	MinCountTeam = 3
	MaxCountTeam = 20
	maxTeamName  = 100
)

// checkTeam trims the team's names and checks them: none blank or too
// long, none twice (names are compared without case and extra spaces),
// at least MinCountTeam of them.
func checkTeam(team []string, errs *rules.InputError) []string {
	if len(team) > MaxCountTeam {
		errs.Add("team", "has %d members; at most %d are kept", len(team), MaxCountTeam)
		return nil
	}
	out := make([]string, 0, len(team))
	seen := map[string]int{}
	bad := false
	for i, name := range team {
		f := fmt.Sprintf("team[%d]", i)
		name = strings.Join(strings.Fields(name), " ")
		key := strings.ToLower(name)
		switch {
		case name == "":
			errs.Add(f, "is blank: give the member's name")
			bad = true
			continue
		case len(name) > maxTeamName:
			errs.Add(f, "is longer than %d characters", maxTeamName)
			bad = true
			continue
		case rules.TextProblem(name) != "":
			errs.Add(f, "%s", rules.TextProblem(name))
			bad = true
			continue
		}
		if j, ok := seen[key]; ok {
			errs.Add(f, "names %s again (team[%d]): the count team needs %d different people", name, j, MinCountTeam)
			bad = true
			continue
		}
		seen[key] = i
		out = append(out, name)
	}
	if !bad && len(out) < MinCountTeam {
		errs.Add("team", "names %d %s; a count needs a team of at least %d different people", len(out), plural(len(out), "member", "members"), MinCountTeam)
	}
	return out
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// RecordDropCount records the drop-box count of a table for a gaming day,
// with its count sheet: the bills and chips by denomination (adding up to
// the amount), the count team and the count's times. Only count and admin
// users record counts (else a *RoleError); the user is kept as who
// entered it. A second count of the same table and day is a new row that
// supersedes the first; nothing is overwritten. Audited ("count.recorded").
func (l *Ledger) RecordDropCount(ctx context.Context, by models.User, in DropCountInput) (models.DropCount, error) {
	if err := requireRole(by, "record a drop count", models.RoleCount, models.RoleAdmin); err != nil {
		return models.DropCount{}, err
	}
	tableID, day, amount, note := in.TableID, in.GamingDay, in.Amount, in.Note
	errs := &rules.InputError{}
	if _, err := models.ParseDay(string(day)); err != nil {
		errs.Add("gaming_day", "%v", err)
	}
	if amount < 0 {
		errs.Add("amount", "must not be negative")
	}
	before := len(errs.Errors)
	total := models.CheckChips("denominations", in.Denominations, errs)
	switch {
	case len(errs.Errors) > before || amount < 0:
	case len(in.Denominations) == 0 && amount > 0:
		errs.Add("denominations", "are required: the bills and chips found, by denomination, adding up to the amount %s", amount)
	case total != amount:
		errs.Add("denominations", "add up to %s, not the amount %s", total, amount)
	}
	team := checkTeam(in.Team, errs)
	switch {
	case in.StartedAt.IsZero():
		errs.Add("started_at", "is required: when the count began")
	case in.StartedAt.Year() < 2000:
		errs.Add("started_at", "%s is not a time the count could have begun", in.StartedAt.Format(time.RFC3339))
	}
	switch {
	case in.EndedAt.IsZero():
		errs.Add("ended_at", "is required: when the count ended")
	case !in.StartedAt.IsZero() && in.EndedAt.Before(in.StartedAt):
		errs.Add("ended_at", "%s is before the count began (started_at %s)", in.EndedAt.UTC().Format(time.RFC3339), in.StartedAt.UTC().Format(time.RFC3339))
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
	start, end := in.StartedAt.UTC().Truncate(time.Microsecond), in.EndedAt.UTC().Truncate(time.Microsecond)
	d.SetSheet(models.CountSheet{Denominations: in.Denominations.Normal(), Team: team, StartedAt: &start, EndedAt: &end})
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
		detail := map[string]any{"count_id": d.ID, "gaming_day": day, "amount": amount, "note": note,
			"team": team, "started_at": start, "ended_at": end}
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
			r.Count, r.CountedBy, r.CountID = &amount, c.CountedBy, c.CountID
			if c.CountedAt != nil {
				at := c.CountedAt.UTC()
				r.CountedAt = &at
			}
			sheet := c.Sheet()
			r.Denominations, r.Team, r.StartedAt, r.EndedAt = sheet.Denominations.Normal(), sheet.Team, sheet.StartedAt, sheet.EndedAt
			// Only a collection box is compared with what the hands
			// declare: a drop box (baccarat's, whose hands declare
			// commission, too) holds buy-ins, not the fees.
			if r.Box == BoxCollection {
				v := amount - r.Collected
				r.Variance = &v
			}
		}
		out[i] = r
	}
	return out, nil
}
