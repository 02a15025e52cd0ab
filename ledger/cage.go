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

// Table inventories and cage transactions. A house-banked table's win is
// computed from its drop, its chip tray when the gaming day opened and
// closed (opener, closer), and the chips the cage sent it (fills) and took
// back (credits). Each of these is a row that is never changed: a recount
// of the tray is a new inventory, a slip written in error is voided with a
// reason. A fill or credit is requested on the floor and moves chips in the
// books only once the cage has verified it: two signatures, two users.

// ErrAlreadyVerified and ErrAlreadyVoided refuse a second verification or
// void of one slip.
var (
	ErrAlreadyVerified = errors.New("the slip is already verified")
	ErrAlreadyVoided   = errors.New("the slip is already voided")
	// ErrSelfVerification refuses a slip verified by the user who requested
	// it: the cage's signature is a second person's.
	ErrSelfVerification = errors.New("a fill or credit must be verified by a different user than the one who requested it")
)

// InventoryInput is a count of a table's tray.
type InventoryInput struct {
	TableID string
	// GamingDay is the day it opens or closes; empty means the property's
	// current gaming day.
	GamingDay models.Day
	Kind      string // models.InventoryOpener or models.InventoryCloser
	Chips     models.ChipCount
	Note      string
}

// InventoryRow is a recorded inventory as answers show it.
type InventoryRow struct {
	ID        int64            `json:"id"`
	TableID   string           `json:"table_id"`
	GamingDay models.Day       `json:"gaming_day"`
	Kind      string           `json:"kind"`
	Amount    rules.Money      `json:"amount"`
	Chips     models.ChipCount `json:"chips"`
	EnteredBy string           `json:"entered_by"`
	EnteredAt time.Time        `json:"entered_at"`
	Note      string           `json:"note"`
	// Supersedes is the inventory of the same table, day and kind this one
	// replaces, if any.
	Supersedes *int64 `json:"supersedes,omitempty"`
	// Confirms is the count this one confirms: the same table, day and
	// kind counted again by another user to the same chips, its second
	// signature. A confirming count replaces nothing.
	Confirms *int64 `json:"confirms,omitempty"`
	// ConfirmedBy and ConfirmedAt are the count's second signature, in
	// the day's inventories: who counted the tray again to the same chips,
	// and when; absent while the count has only its counter's.
	ConfirmedBy *string    `json:"confirmed_by,omitempty"`
	ConfirmedAt *time.Time `json:"confirmed_at,omitempty"`
}

// accountingDay resolves the gaming day of an accounting record: the given
// one (not before the days the service keeps, not one that has not begun),
// or the property's current one. It also reports whether the day is signed
// off. Call it inside the record's transaction.
func (l *Ledger) accountingDay(ctx context.Context, prop models.Property, day models.Day, now time.Time) (models.Day, bool, error) {
	today, err := prop.GamingDayOf(now)
	if err != nil {
		return "", false, err
	}
	if day == "" {
		day = today
	}
	if _, err := models.ParseDay(string(day)); err != nil {
		return "", false, asInput(rules.Invalid("gaming_day", "%v", err))
	}
	if day > today {
		return "", false, asInput(rules.Invalid("gaming_day", "gaming day %s has not begun (today is %s)", day, today))
	}
	if err := l.notDropped(ctx, prop.ID, day, "gaming_day"); err != nil {
		return "", false, err
	}
	if err := l.store.Lock(ctx, signOffLock(prop.ID, day)); err != nil {
		return "", false, err
	}
	_, err = l.store.DaySignOff(ctx, prop.ID, day)
	switch {
	case err == nil:
		return day, true, nil
	case errors.Is(err, models.ErrNotFound):
		return day, false, nil
	}
	return "", false, err
}

// accountingTable looks a table up for an accounting record.
func (l *Ledger) accountingTable(ctx context.Context, tableID string) (models.Table, models.Property, error) {
	if strings.TrimSpace(tableID) == "" {
		return models.Table{}, models.Property{}, asInput(rules.Invalid("table_id", "is required"))
	}
	t, prop, err := l.store.TableWithProperty(ctx, tableID)
	if errors.Is(err, models.ErrNotFound) {
		return t, prop, asInput(rules.Invalid("table_id", "there is no table %q", tableID))
	}
	return t, prop, err
}

// RecordInventory records a table's opener or closer (pit boss, admin):
// the chips by denomination, totalled. A later count of the same table,
// day and kind supersedes it; both are kept. A count has two signatures:
// a later count to the same chips by another user confirms it (its second
// signature) and supersedes nothing; the same chips counted again by the
// same user are refused, naming chips. The closer of one gaming day is the
// next day's opener unless an opener is recorded for it. Audited
// ("inventory.recorded").
func (l *Ledger) RecordInventory(ctx context.Context, by models.User, in InventoryInput) (InventoryRow, error) {
	if err := requireRole(by, "record a table inventory", models.RolePitBoss, models.RoleAdmin); err != nil {
		return InventoryRow{}, err
	}
	errs := &rules.InputError{}
	if in.Kind != models.InventoryOpener && in.Kind != models.InventoryCloser {
		errs.Add("kind", "%q is not opener or closer", in.Kind)
	}
	total := models.CheckChips("chips", in.Chips, errs)
	if len(in.Note) > maxNote {
		errs.Add("note", "is longer than %d characters", maxNote)
	}
	if err := errs.Err(); err != nil {
		return InventoryRow{}, asInput(err)
	}
	t, prop, err := l.accountingTable(ctx, in.TableID)
	if err != nil {
		return InventoryRow{}, err
	}
	now := l.now()
	var row InventoryRow
	err = l.store.InTx(ctx, func(ctx context.Context) error {
		day, late, err := l.accountingDay(ctx, prop, in.GamingDay, now)
		if err != nil {
			return err
		}
		if err := l.store.Lock(ctx, "inventory:"+t.ID); err != nil {
			return err
		}
		earlier, err := l.store.Inventories(ctx, prop.ID, day)
		if err != nil {
			return err
		}
		inv := models.TableInventory{TableID: t.ID, GamingDay: day, Kind: in.Kind, Amount: total,
			Chips: in.Chips.JSON(), EnteredBy: by.ID, EnteredAt: now, Note: in.Note}
		var last *models.InventoryView
		for i, e := range earlier {
			if e.TableID == t.ID && e.Kind == in.Kind {
				last = &earlier[i]
			}
		}
		confirms := last != nil && last.Chips == inv.Chips && last.Amount == inv.Amount
		if confirms && last.EnteredBy == by.ID {
			return asInput(rules.Invalid("chips", "%s already counted this %s of %s to the same chips (count %d): "+
				"its second signature is another user's count", by.Name, in.Kind, t.ID, last.ID))
		}
		if err := l.store.InsertInventory(ctx, &inv); err != nil {
			return err
		}
		row = InventoryRow{ID: inv.ID, TableID: t.ID, GamingDay: day, Kind: in.Kind, Amount: total,
			Chips: in.Chips.Normal(), EnteredBy: by.Name, EnteredAt: now, Note: in.Note}
		detail := map[string]any{"inventory_id": inv.ID, "gaming_day": day, "kind": in.Kind, "amount": total,
			"chips": row.Chips, "note": in.Note}
		switch {
		case confirms:
			id := last.ID
			row.Confirms = &id
			detail["confirms"] = id
		case last != nil:
			id := last.ID
			row.Supersedes = &id
			detail["supersedes"] = id
		}
		if late {
			detail["late"] = true
		}
		return l.store.Audit(ctx, now, models.AuditEvent{Chain: models.TableChain(t.ID), Actor: "user:" + by.Name,
			Action: "inventory.recorded", Subject: "table:" + t.ID, Detail: detail})
	})
	return row, err
}

// SlipInput is a fill or credit the floor requests.
type SlipInput struct {
	Kind    string // models.SlipFill or models.SlipCredit
	TableID string
	// GamingDay is the day the chips move in; empty means today.
	GamingDay models.Day
	Chips     models.ChipCount
	Note      string
}

// SlipRow is a fill or credit as answers show it.
type SlipRow struct {
	ID          int64            `json:"id"`
	Kind        string           `json:"kind"`
	TableID     string           `json:"table_id"`
	GamingDay   models.Day       `json:"gaming_day"`
	Amount      rules.Money      `json:"amount"`
	Chips       models.ChipCount `json:"chips"`
	State       string           `json:"state"`
	RequestedBy string           `json:"requested_by"`
	RequestedAt time.Time        `json:"requested_at"`
	Note        string           `json:"note"`
	Late        bool             `json:"late,omitempty"`
	VerifiedBy  *string          `json:"verified_by,omitempty"`
	VerifiedAt  *time.Time       `json:"verified_at,omitempty"`
	VoidedBy    *string          `json:"voided_by,omitempty"`
	VoidedAt    *time.Time       `json:"voided_at,omitempty"`
	VoidReason  *string          `json:"void_reason,omitempty"`
}

// ViewSlip converts a stored slip.
func ViewSlip(v models.SlipView) SlipRow {
	return SlipRow{ID: v.ID, Kind: v.Kind, TableID: v.TableID, GamingDay: v.GamingDay, Amount: v.Amount,
		Chips: models.ParseChipsJSON(v.Chips), State: v.State(), RequestedBy: v.RequestedName, RequestedAt: v.RequestedAt,
		Note: v.Note, Late: v.Late, VerifiedBy: v.VerifiedBy, VerifiedAt: v.VerifiedAt, VoidedBy: v.VoidedBy,
		VoidedAt: v.VoidedAt, VoidReason: v.VoidReason}
}

// RequestSlip records a fill or credit requested on the floor (pit boss,
// admin): the first signature. It moves nothing until the cage verifies it.
// Audited ("slip.requested").
func (l *Ledger) RequestSlip(ctx context.Context, by models.User, in SlipInput) (SlipRow, error) {
	if err := requireRole(by, "request a fill or credit", models.RolePitBoss, models.RoleAdmin); err != nil {
		return SlipRow{}, err
	}
	errs := &rules.InputError{}
	if in.Kind != models.SlipFill && in.Kind != models.SlipCredit {
		errs.Add("kind", "%q is not fill or credit", in.Kind)
	}
	if len(in.Chips) == 0 {
		errs.Add("chips", "lists no chips")
	}
	total := models.CheckChips("chips", in.Chips, errs)
	if len(in.Note) > maxNote {
		errs.Add("note", "is longer than %d characters", maxNote)
	}
	if err := errs.Err(); err != nil {
		return SlipRow{}, asInput(err)
	}
	t, prop, err := l.accountingTable(ctx, in.TableID)
	if err != nil {
		return SlipRow{}, err
	}
	if t.RetiredAt != nil {
		return SlipRow{}, asInput(rules.Invalid("table_id", "table %s is retired", t.ID))
	}
	now := l.now()
	var out SlipRow
	err = l.store.InTx(ctx, func(ctx context.Context) error {
		day, late, err := l.accountingDay(ctx, prop, in.GamingDay, now)
		if err != nil {
			return err
		}
		slip := models.CageSlip{Kind: in.Kind, TableID: t.ID, GamingDay: day, Amount: total, Chips: in.Chips.JSON(),
			RequestedBy: by.ID, RequestedAt: now, Note: in.Note, Late: late}
		if err := l.store.InsertCageSlip(ctx, &slip); err != nil {
			return err
		}
		out = SlipRow{ID: slip.ID, Kind: slip.Kind, TableID: t.ID, GamingDay: day, Amount: total, Chips: in.Chips.Normal(),
			State: models.SlipRequested, RequestedBy: by.Name, RequestedAt: now, Note: in.Note, Late: late}
		detail := map[string]any{"slip_id": slip.ID, "kind": slip.Kind, "gaming_day": day, "amount": total,
			"chips": out.Chips, "note": in.Note}
		if late {
			detail["late"] = true
		}
		return l.store.Audit(ctx, now, models.AuditEvent{Chain: models.TableChain(t.ID), Actor: "user:" + by.Name,
			Action: "slip.requested", Subject: fmt.Sprintf("slip:%d", slip.ID), Detail: detail})
	})
	return out, err
}

// VerifySlip is the cage's signature on a fill or credit (cage, admin), by
// a user other than the one who requested it; from then on the chips count
// in the table's win. A voided slip cannot be verified. Audited
// ("slip.verified").
func (l *Ledger) VerifySlip(ctx context.Context, by models.User, id int64) (SlipRow, error) {
	if err := requireRole(by, "verify a fill or credit", models.RoleCage, models.RoleAdmin); err != nil {
		return SlipRow{}, err
	}
	var out SlipRow
	err := l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.Lock(ctx, fmt.Sprintf("slip:%d", id)); err != nil {
			return err
		}
		v, err := l.store.SlipByID(ctx, id)
		if err != nil {
			return err
		}
		if err := l.slipNotDropped(ctx, v); err != nil {
			return err
		}
		switch {
		case v.RequestedBy == by.ID:
			return ErrSelfVerification
		case v.VoidedAt != nil:
			return fmt.Errorf("%w: slip %d was voided by %s: %s", ErrAlreadyVoided, id, deref(v.VoidedBy), deref(v.VoidReason))
		case v.VerifiedAt != nil:
			return fmt.Errorf("%w: slip %d was verified by %s", ErrAlreadyVerified, id, deref(v.VerifiedBy))
		}
		now := l.now()
		if err := l.store.InsertSlipVerification(ctx, &models.CageSlipVerification{SlipID: id, RequestedBy: v.RequestedBy,
			VerifiedBy: by.ID, VerifiedAt: now}); err != nil {
			if models.IsUniqueViolation(err) {
				return fmt.Errorf("%w: slip %d", ErrAlreadyVerified, id)
			}
			return err
		}
		v.VerifiedBy, v.VerifiedAt = &by.Name, &now
		out = ViewSlip(v)
		return l.store.Audit(ctx, now, models.AuditEvent{Chain: models.TableChain(v.TableID), Actor: "user:" + by.Name,
			Action: "slip.verified", Subject: fmt.Sprintf("slip:%d", id),
			Detail: map[string]any{"slip_id": id, "kind": v.Kind, "gaming_day": v.GamingDay, "amount": v.Amount,
				"requested_by": v.RequestedName}})
	})
	return out, err
}

// VoidSlip voids a fill or credit with a reason (pit boss, cage, admin):
// the slip and its verification stay, and it no longer counts in the
// table's win. Audited ("slip.voided").
func (l *Ledger) VoidSlip(ctx context.Context, by models.User, id int64, reason string) (SlipRow, error) {
	if err := requireRole(by, "void a fill or credit", models.RolePitBoss, models.RoleCage, models.RoleAdmin); err != nil {
		return SlipRow{}, err
	}
	reason = strings.TrimSpace(reason)
	switch {
	case reason == "":
		return SlipRow{}, asInput(rules.Invalid("reason", "is required: say why the slip is void"))
	case len(reason) > maxNote:
		return SlipRow{}, asInput(rules.Invalid("reason", "is longer than %d characters", maxNote))
	}
	var out SlipRow
	err := l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.Lock(ctx, fmt.Sprintf("slip:%d", id)); err != nil {
			return err
		}
		v, err := l.store.SlipByID(ctx, id)
		if err != nil {
			return err
		}
		if err := l.slipNotDropped(ctx, v); err != nil {
			return err
		}
		if v.VoidedAt != nil {
			return fmt.Errorf("%w: slip %d was voided by %s: %s", ErrAlreadyVoided, id, deref(v.VoidedBy), deref(v.VoidReason))
		}
		now := l.now()
		if err := l.store.InsertSlipVoid(ctx, &models.CageSlipVoid{SlipID: id, VoidedBy: by.ID, VoidedAt: now, Reason: reason}); err != nil {
			if models.IsUniqueViolation(err) {
				return fmt.Errorf("%w: slip %d", ErrAlreadyVoided, id)
			}
			return err
		}
		v.VoidedBy, v.VoidedAt, v.VoidReason = &by.Name, &now, &reason
		out = ViewSlip(v)
		return l.store.Audit(ctx, now, models.AuditEvent{Chain: models.TableChain(v.TableID), Actor: "user:" + by.Name,
			Action: "slip.voided", Subject: fmt.Sprintf("slip:%d", id),
			Detail: map[string]any{"slip_id": id, "kind": v.Kind, "gaming_day": v.GamingDay, "amount": v.Amount,
				"reason": reason, "was_verified": v.VerifiedBy != nil}})
	})
	return out, err
}

// Slips lists a property's fills and credits of a gaming day.
func (l *Ledger) Slips(ctx context.Context, propertyID int64, day models.Day) ([]SlipRow, error) {
	if _, err := models.ParseDay(string(day)); err != nil {
		return nil, asInput(rules.Invalid("gaming_day", "%v", err))
	}
	views, err := l.store.Slips(ctx, propertyID, day)
	if err != nil {
		return nil, err
	}
	out := make([]SlipRow, len(views))
	for i, v := range views {
		out[i] = ViewSlip(v)
	}
	return out, nil
}

// Slip returns one fill or credit as stored, with the property of its
// table (whose name and time zone a printed slip shows); ErrNotFound for
// an id no slip has.
func (l *Ledger) Slip(ctx context.Context, id int64) (models.SlipView, models.Property, error) {
	v, err := l.store.SlipByID(ctx, id)
	if err != nil {
		return models.SlipView{}, models.Property{}, err
	}
	p, err := l.store.PropertyByID(ctx, v.PropertyID)
	return v, p, err
}

// TableInventoryDay is a table's opener and closer of a gaming day as the
// books take them: the opener recorded for the day, or else the closer of
// the table's last earlier day (rolled).
type TableInventoryDay struct {
	TableID string `json:"table_id"`
	Game    string `json:"game"`
	// Opener is nil when neither an opener nor an earlier closer exists.
	Opener       *InventoryRow `json:"opener"`
	OpenerRolled bool          `json:"opener_rolled"`
	Closer       *InventoryRow `json:"closer"`
	// Superseded lists the earlier counts of the day that later ones
	// replaced.
	Superseded []InventoryRow `json:"superseded"`
}

// Inventories answers every table's opener and closer of a property's
// gaming day, by table id.
func (l *Ledger) Inventories(ctx context.Context, propertyID int64, day models.Day) ([]TableInventoryDay, error) {
	if _, err := models.ParseDay(string(day)); err != nil {
		return nil, asInput(rules.Invalid("gaming_day", "%v", err))
	}
	tables, err := l.store.Tables(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := l.store.Inventories(ctx, propertyID, day)
	if err != nil {
		return nil, err
	}
	byTable := map[string][]models.InventoryView{}
	for _, r := range rows {
		byTable[r.TableID] = append(byTable[r.TableID], r)
	}
	out := []TableInventoryDay{}
	for _, t := range tables {
		if t.PropertyID != propertyID || (t.RetiredAt != nil && len(byTable[t.ID]) == 0) {
			continue
		}
		d := TableInventoryDay{TableID: t.ID, Game: t.Game, Superseded: []InventoryRow{}}
		// The last count of each kind, as stored, to tell a confirming
		// count (the same chips, another user) from a recount.
		last := map[string]models.InventoryView{}
		for _, r := range byTable[t.ID] {
			v := inventoryRow(r)
			var slot **InventoryRow
			if r.Kind == models.InventoryOpener {
				slot = &d.Opener
			} else {
				slot = &d.Closer
			}
			prev, seen := last[r.Kind]
			last[r.Kind] = r
			if *slot != nil && seen && confirming(prev, r) {
				if (*slot).ConfirmedBy == nil {
					name, at := r.EnteredByName, r.EnteredAt
					(*slot).ConfirmedBy, (*slot).ConfirmedAt = &name, &at
				}
				// The count stands as first counted, now signed twice.
				continue
			}
			if *slot != nil {
				d.Superseded = append(d.Superseded, **slot)
				id := (*slot).ID
				v.Supersedes = &id
			}
			*slot = &v
		}
		if d.Opener == nil {
			prev, err := l.store.LastCloser(ctx, t.ID, day)
			switch {
			case err == nil:
				u, err := l.store.UserByID(ctx, prev.EnteredBy)
				if err != nil {
					return nil, err
				}
				v := inventoryRow(models.InventoryView{TableInventory: prev, EnteredByName: u.Name})
				// A closer confirmed by a second count keeps the first
				// counter and gains the second signature.
				if first, err := l.store.InventoryBefore(ctx, prev); err == nil && confirming(first, models.InventoryView{TableInventory: prev}) {
					fu, err := l.store.UserByID(ctx, first.EnteredBy)
					if err != nil {
						return nil, err
					}
					name, at := u.Name, prev.EnteredAt
					v = inventoryRow(models.InventoryView{TableInventory: first.TableInventory, EnteredByName: fu.Name})
					v.ConfirmedBy, v.ConfirmedAt = &name, &at
				} else if err != nil && !errors.Is(err, models.ErrNotFound) {
					return nil, err
				}
				d.Opener, d.OpenerRolled = &v, true
			case !errors.Is(err, models.ErrNotFound):
				return nil, err
			}
		}
		out = append(out, d)
	}
	return out, nil
}

// confirming reports whether count b, the next of its table, day and kind
// after a, confirms it: the same chips, counted by another user.
func confirming(a, b models.InventoryView) bool {
	return a.Chips == b.Chips && a.Amount == b.Amount && a.EnteredBy != b.EnteredBy
}

func inventoryRow(r models.InventoryView) InventoryRow {
	return InventoryRow{ID: r.ID, TableID: r.TableID, GamingDay: r.GamingDay, Kind: r.Kind, Amount: r.Amount,
		Chips: models.ParseChipsJSON(r.Chips), EnteredBy: r.EnteredByName, EnteredAt: r.EnteredAt, Note: r.Note}
}

// MeterReadingInput is a pool's main meter as read off its display.
type MeterReadingInput struct {
	PoolID string
	// ReadAt is when it was read; zero means now.
	ReadAt time.Time
	Amount rules.Money
	Note   string
}

// MeterReadingRow is a reading beside the meter the event log computes at
// the moment it was read.
type MeterReadingRow struct {
	ID        int64       `json:"id"`
	PoolID    string      `json:"pool_id"`
	ReadAt    time.Time   `json:"read_at"`
	GamingDay models.Day  `json:"gaming_day"`
	Amount    rules.Money `json:"amount"`
	Computed  rules.Money `json:"computed"`
	Variance  rules.Money `json:"variance"`
	ReadBy    string      `json:"read_by"`
	Note      string      `json:"note"`
}

// RecordMeterReading records a person's reading of a pool's main meter
// (pit boss, compliance, admin) and answers it beside the meter the event
// log holds at that moment. Audited ("pool.meter_read").
func (l *Ledger) RecordMeterReading(ctx context.Context, by models.User, in MeterReadingInput) (MeterReadingRow, error) {
	if err := requireRole(by, "record a meter reading", models.RolePitBoss, models.RoleCompliance, models.RoleAdmin); err != nil {
		return MeterReadingRow{}, err
	}
	now := l.now()
	if in.ReadAt.IsZero() {
		in.ReadAt = now
	}
	errs := &rules.InputError{}
	if in.Amount < 0 {
		errs.Add("amount", "must not be negative")
	}
	l.checkTime(errs, "read_at", in.ReadAt, now)
	if len(in.Note) > maxNote {
		errs.Add("note", "is longer than %d characters", maxNote)
	}
	if err := errs.Err(); err != nil {
		return MeterReadingRow{}, asInput(err)
	}
	var out MeterReadingRow
	err := l.store.InTx(ctx, func(ctx context.Context) error {
		if _, err := l.store.PoolByID(ctx, in.PoolID); err != nil {
			return poolInput(err, in.PoolID)
		}
		prop, err := l.poolProperty(ctx, in.PoolID)
		if err != nil {
			return err
		}
		day, err := prop.GamingDayOf(in.ReadAt)
		if err != nil {
			return err
		}
		var computed rules.Money
		if e, err := l.store.MeterAt(ctx, in.PoolID, in.ReadAt); err == nil {
			computed = e.MainAfter
		} else if !errors.Is(err, models.ErrNotFound) {
			return err
		}
		r := models.MeterReading{PoolID: in.PoolID, ReadAt: in.ReadAt.UTC(), GamingDay: day, Amount: in.Amount,
			ReadBy: by.ID, EnteredAt: now, Note: in.Note}
		if err := l.store.InsertMeterReading(ctx, &r); err != nil {
			return err
		}
		out = MeterReadingRow{ID: r.ID, PoolID: r.PoolID, ReadAt: r.ReadAt, GamingDay: day, Amount: in.Amount,
			Computed: computed, Variance: in.Amount - computed, ReadBy: by.Name, Note: in.Note}
		return l.store.Audit(ctx, now, models.AuditEvent{Chain: models.SystemChain, Actor: "user:" + by.Name,
			Action: "pool.meter_read", Subject: "pool:" + in.PoolID,
			Detail: map[string]any{"reading_id": r.ID, "read_at": r.ReadAt, "gaming_day": day, "amount": in.Amount,
				"computed": computed, "variance": out.Variance, "note": in.Note}})
	})
	return out, err
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
