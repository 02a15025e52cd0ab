package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// ErrForbidden is what a RoleError is: the user's role may not do this.
var ErrForbidden = errors.New("ledger: not allowed for the user's role")

// RoleError refuses a user whose role may not do something. It matches
// ErrForbidden under errors.Is.
type RoleError struct {
	Role    string
	Action  string
	Allowed []string
}

func (e *RoleError) Error() string {
	return fmt.Sprintf("role %s may not %s (roles allowed: %s)", e.Role, e.Action, strings.Join(e.Allowed, ", "))
}

// Is makes errors.Is(err, ErrForbidden) true.
func (e *RoleError) Is(target error) bool { return target == ErrForbidden }

// requireRole returns a RoleError unless the user holds one of the roles.
func requireRole(by models.User, action string, roles ...string) error {
	if slices.Contains(roles, by.Role) {
		return nil
	}
	return &RoleError{Role: by.Role, Action: action, Allowed: roles}
}

// ErrAlreadySignedOff is returned when a gaming day is signed off a second
// time; the error wrapping it says by whom and when.
var ErrAlreadySignedOff = errors.New("ledger: the gaming day is already signed off")

// maxNote bounds free-text notes.
const maxNote = 4000

// Checklist is what a gaming day's sign-off passes over: open findings,
// corrections waiting for approval, tables without a drop count, fills
// and credits neither verified nor voided, house-banked tables active on
// the day without an opener (counted, or an earlier closer to roll) or
// without a closer, progressive pools whose tables dealt hands with no
// meter reading of the day, hands dealt while their table had no open
// session, and figures the day's reports flag out of line that no one has
// explained.
type Checklist struct {
	GamingDay          models.Day             `json:"gaming_day"`
	OpenFindings       []models.ChecklistItem `json:"open_findings"`
	PendingCorrections []models.ChecklistItem `json:"pending_corrections"`
	UncountedTables    []models.ChecklistItem `json:"uncounted_tables"`
	UnverifiedSlips    []models.ChecklistItem `json:"unverified_slips"`
	MissingOpeners     []models.ChecklistItem `json:"missing_openers"`
	MissingClosers     []models.ChecklistItem `json:"missing_closers"`
	MetersNotRead      []models.ChecklistItem `json:"meters_not_read"`
	ClosedTableHands   []models.ChecklistItem `json:"closed_table_hands"`
	// UnexplainedFlags are the figures the day's reports flag out of line
	// with no explanation written (ExplainFlag).
	UnexplainedFlags []models.ChecklistItem `json:"unexplained_flags"`
}

// Empty reports whether nothing is outstanding.
func (c Checklist) Empty() bool {
	return len(c.OpenFindings)+len(c.PendingCorrections)+len(c.UncountedTables)+len(c.UnverifiedSlips)+
		len(c.MissingOpeners)+len(c.MissingClosers)+len(c.MetersNotRead)+len(c.ClosedTableHands)+len(c.UnexplainedFlags) == 0
}

// Summary says what is outstanding in words: "2 open findings, 1 table
// without a drop count".
func (c Checklist) Summary() string {
	var parts []string
	add := func(n int, one, many string) {
		switch {
		case n == 1:
			parts = append(parts, "1 "+one)
		case n > 1:
			parts = append(parts, fmt.Sprintf("%d %s", n, many))
		}
	}
	add(len(c.OpenFindings), "open finding", "open findings")
	add(len(c.PendingCorrections), "correction waiting for approval", "corrections waiting for approval")
	add(len(c.UncountedTables), "table without a drop count", "tables without a drop count")
	add(len(c.UnverifiedSlips), "fill or credit not verified", "fills and credits not verified")
	add(len(c.MissingOpeners), "table without an opener", "tables without an opener")
	add(len(c.MissingClosers), "table without a closer", "tables without a closer")
	add(len(c.MetersNotRead), "progressive meter not read", "progressive meters not read")
	add(len(c.ClosedTableHands), "hand dealt at a closed table", "hands dealt at closed tables")
	add(len(c.UnexplainedFlags), "out-of-line figure not explained", "out-of-line figures not explained")
	if len(parts) == 0 {
		return "nothing outstanding"
	}
	return strings.Join(parts, ", ")
}

// DayChecklist returns what is outstanding on a property's gaming day.
func (l *Ledger) DayChecklist(ctx context.Context, propertyID int64, day models.Day) (Checklist, error) {
	if _, err := models.ParseDay(string(day)); err != nil {
		return Checklist{}, asInput(rules.Invalid("gaming_day", "%v", err))
	}
	prop, err := l.store.PropertyByID(ctx, propertyID)
	if err != nil {
		return Checklist{}, err
	}
	return l.checklist(ctx, prop, day)
}

func (l *Ledger) checklist(ctx context.Context, prop models.Property, day models.Day) (Checklist, error) {
	start, end, err := prop.GamingDayBounds(day)
	if err != nil {
		return Checklist{}, err
	}
	items, err := l.store.Checklist(ctx, prop.ID, day, start, end)
	if err != nil {
		return Checklist{}, err
	}
	c := Checklist{GamingDay: day, OpenFindings: []models.ChecklistItem{}, PendingCorrections: []models.ChecklistItem{},
		UncountedTables: []models.ChecklistItem{}, UnverifiedSlips: []models.ChecklistItem{},
		MissingOpeners: []models.ChecklistItem{}, MissingClosers: []models.ChecklistItem{},
		MetersNotRead: []models.ChecklistItem{}, ClosedTableHands: []models.ChecklistItem{},
		UnexplainedFlags: []models.ChecklistItem{}}
	// A collection box's table keeps no tray: it has no opener or closer
	// to miss.
	tray := func(game string) bool {
		g, ok := l.games.Game(game)
		return !ok || BoxKind(g.Info().Banking) == BoxDrop
	}
	for _, it := range items {
		switch it.Kind {
		case models.CheckOpenFinding:
			c.OpenFindings = append(c.OpenFindings, it)
		case models.CheckPendingCorrection:
			c.PendingCorrections = append(c.PendingCorrections, it)
		case models.CheckUncountedTable:
			c.UncountedTables = append(c.UncountedTables, it)
		case models.CheckUnverifiedSlip:
			c.UnverifiedSlips = append(c.UnverifiedSlips, it)
		case models.CheckNoOpener:
			if tray(it.Game) {
				c.MissingOpeners = append(c.MissingOpeners, it)
			}
		case models.CheckNoCloser:
			if tray(it.Game) {
				c.MissingClosers = append(c.MissingClosers, it)
			}
		case models.CheckMeterNotRead:
			c.MetersNotRead = append(c.MetersNotRead, it)
		}
	}
	closed, err := l.store.ClosedTableHands(ctx, prop.ID, day)
	if err != nil {
		return Checklist{}, err
	}
	loc, err := prop.Location()
	if err != nil {
		return Checklist{}, err
	}
	for _, h := range closed {
		c.ClosedTableHands = append(c.ClosedTableHands, models.ChecklistItem{Kind: models.CheckClosedTableHand, TableID: h.TableID,
			HandID: h.HandID, HandNumber: h.HandNumber,
			Detail: "dealt at " + h.DealtAt.In(loc).Format("2006-01-02 15:04:05") + " while the table had no open session"})
	}
	flags, err := l.DayFlags(ctx, prop, day)
	if err != nil {
		return Checklist{}, err
	}
	for _, f := range flags {
		if f.Explanation == nil {
			c.UnexplainedFlags = append(c.UnexplainedFlags, models.ChecklistItem{Kind: models.CheckUnexplainedFlag,
				TableID: f.TableID, Report: f.Report, Flag: f.Kind, Detail: f.Detail})
		}
	}
	return c, nil
}

// SignOffInput is what a compliance officer gives with a sign-off.
type SignOffInput struct {
	Note string
	// OverrideReason is required when the day's checklist is not empty:
	// why the day is signed off past what is outstanding.
	OverrideReason string
}

// SignOffDay signs off a gaming day with a note and nothing outstanding
// (SignOff with no override).
func (l *Ledger) SignOffDay(ctx context.Context, by models.User, propertyID int64, day models.Day, note string) (models.DaySignOff, error) {
	return l.SignOff(ctx, by, propertyID, day, SignOffInput{Note: note})
}

// SignOff freezes a property's gaming day: its records are final, and a
// correction filed or approved afterwards for one of its hands is marked
// late. Only compliance and admin users sign off (else a *RoleError); a day
// is signed off once (else an error wrapping ErrAlreadySignedOff) and only
// after it has ended (else an input error on gaming_day). When the day's
// checklist is not empty, the sign-off needs an override reason (else an
// input error on override_reason saying what is outstanding); what it
// passed over is kept with the sign-off and in its audit entry. Audited
// ("gaming_day.signed_off"). The sign-off is anchored: in its transaction
// an anchor records every audit chain's head, and the sign-off names it.
// The day is sealed in the same transaction (models.Store.SealDay): the
// Merkle root over its records, under the audit key and naming the anchor.
func (l *Ledger) SignOff(ctx context.Context, by models.User, propertyID int64, day models.Day, in SignOffInput) (models.DaySignOff, error) {
	if err := requireRole(by, "sign off a gaming day", models.RoleCompliance, models.RoleAdmin); err != nil {
		return models.DaySignOff{}, err
	}
	if _, err := models.ParseDay(string(day)); err != nil {
		return models.DaySignOff{}, asInput(rules.Invalid("gaming_day", "%v", err))
	}
	in.OverrideReason = strings.TrimSpace(in.OverrideReason)
	if len(in.Note) > maxNote {
		return models.DaySignOff{}, asInput(rules.Invalid("note", "is longer than %d characters", maxNote))
	}
	if len(in.OverrideReason) > maxNote {
		return models.DaySignOff{}, asInput(rules.Invalid("override_reason", "is longer than %d characters", maxNote))
	}
	prop, err := l.store.PropertyByID(ctx, propertyID)
	if errors.Is(err, models.ErrNotFound) {
		return models.DaySignOff{}, asInput(rules.Invalid("property", "there is no property %d", propertyID))
	}
	if err != nil {
		return models.DaySignOff{}, err
	}
	_, end, err := prop.GamingDayBounds(day)
	if err != nil {
		return models.DaySignOff{}, err
	}
	now := l.now()
	if now.Before(end) {
		loc, _ := prop.Location()
		return models.DaySignOff{}, asInput(rules.Invalid("gaming_day",
			"gaming day %s has not ended: it ends at %s (%s)", day, end.In(loc).Format("2006-01-02 15:04"), prop.TimeZone))
	}
	so := models.DaySignOff{PropertyID: propertyID, GamingDay: day, SignedBy: by.Name, SignedAt: now, Note: in.Note}
	err = l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.Lock(ctx, signOffLock(propertyID, day)); err != nil {
			return err
		}
		if prev, err := l.store.DaySignOff(ctx, propertyID, day); err == nil {
			return alreadySignedOff(prev)
		} else if !errors.Is(err, models.ErrNotFound) {
			return err
		}
		list, err := l.checklist(ctx, prop, day)
		if err != nil {
			return err
		}
		if !list.Empty() {
			if in.OverrideReason == "" {
				return asInput(rules.Invalid("override_reason", "gaming day %s has %s: resolve them, or give the reason to sign off past them",
					day, list.Summary()))
			}
			b, err := json.Marshal(list)
			if err != nil {
				return err
			}
			so.Outstanding, so.OverrideReason = string(b), in.OverrideReason
		}
		subject := "gaming_day:" + prop.Code + "/" + string(day)
		anchor, err := l.store.WriteAnchor(ctx, now, models.AnchorKindSignOff, subject)
		if err != nil {
			return err
		}
		so.AnchorID, so.Anchor = &anchor.ID, &anchor
		// The seal before the sign-off's own row: it covers the day's
		// records, and the sign-off names it.
		seal, err := l.store.SealDay(ctx, prop, day, models.SealKindSignOff, "user:"+by.Name, now, anchor)
		if err != nil {
			return err
		}
		so.Seal = &seal
		if err := l.store.InsertDaySignOff(ctx, &so); err != nil {
			if models.IsUniqueViolation(err) {
				return fmt.Errorf("%w: gaming day %s of property %s", ErrAlreadySignedOff, day, prop.Code)
			}
			return err
		}
		detail := map[string]any{"signoff_id": so.ID, "property": prop.Code, "gaming_day": day, "note": in.Note,
			"anchor_id": anchor.ID, "anchor_seq": anchor.Seq, "seal_id": seal.ID, "seal_root": seal.Root}
		if !list.Empty() {
			detail["override_reason"] = in.OverrideReason
			detail["outstanding"] = list.Summary()
			detail["checklist"] = list
		}
		return l.store.Audit(ctx, now, models.AuditEvent{
			Chain: models.SystemChain, Actor: "user:" + by.Name, Action: "gaming_day.signed_off", Subject: subject,
			Detail: detail,
		})
	})
	if err != nil {
		return models.DaySignOff{}, err
	}
	return so, nil
}

func alreadySignedOff(prev models.DaySignOff) error {
	return fmt.Errorf("%w: gaming day %s was signed off by %s at %s", ErrAlreadySignedOff,
		prev.GamingDay, prev.SignedBy, prev.SignedAt.UTC().Format(time.RFC3339))
}

// signOffLock is taken by a sign-off and by a correction to a hand of the
// day, so a correction is late exactly when the sign-off committed first.
func signOffLock(propertyID int64, day models.Day) string {
	return fmt.Sprintf("signoff:%d/%s", propertyID, day)
}

// signedOff reports whether a hand's gaming day is signed off. Call it in
// the transaction that writes the correction.
func (l *Ledger) signedOff(ctx context.Context, h models.Hand) (bool, error) {
	if err := l.store.Lock(ctx, signOffLock(h.PropertyID, h.GamingDay)); err != nil {
		return false, err
	}
	_, err := l.store.DaySignOff(ctx, h.PropertyID, h.GamingDay)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, models.ErrNotFound):
		return false, nil
	}
	return false, err
}

// FirstGamingDay is the first gaming day of a property: the day it was
// created, or the day of its earliest record if that is earlier (records
// brought over from before). A day before it has nothing to sign off.
func (l *Ledger) FirstGamingDay(ctx context.Context, prop models.Property) (models.Day, error) {
	first, err := prop.GamingDayOf(prop.CreatedAt)
	if err != nil {
		return "", err
	}
	rec, err := l.store.FirstRecordDay(ctx, prop.ID)
	if err != nil {
		return "", err
	}
	if rec != "" && rec < first {
		first = rec
	}
	return first, nil
}
