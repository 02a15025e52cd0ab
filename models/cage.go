package models

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/tablegames/casino/rules"
)

// Slip kinds: a fill brings chips from the cage to a table, a credit takes
// them back.
const (
	SlipFill   = "fill"
	SlipCredit = "credit"
)

// CageSlip is a fill or a credit as the floor requested it: the table, the
// chips by denomination and who asked. It moves chips in the books once the
// cage verifies it (CageSlipVerification, by another user); it may be
// voided with a reason (CageSlipVoid). None of the three is ever changed.
type CageSlip struct {
	ID          int64       `gorm:"column:id;primaryKey"`
	Kind        string      `gorm:"column:kind"`
	TableID     string      `gorm:"column:table_id"`
	GamingDay   Day         `gorm:"column:gaming_day"`
	Amount      rules.Money `gorm:"column:amount"`
	Chips       string      `gorm:"column:chips"`
	RequestedBy int64       `gorm:"column:requested_by"`
	RequestedAt time.Time   `gorm:"column:requested_at"`
	Note        string      `gorm:"column:note"`
	// Late is set for a slip requested after its gaming day was signed off.
	Late bool `gorm:"column:late"`
}

func (CageSlip) TableName() string { return "cage_slips" }

// CageSlipVerification is the cage's signature on a slip: the second
// signature, which the database refuses from the user who requested it.
type CageSlipVerification struct {
	ID          int64     `gorm:"column:id;primaryKey"`
	SlipID      int64     `gorm:"column:slip_id"`
	RequestedBy int64     `gorm:"column:requested_by"`
	VerifiedBy  int64     `gorm:"column:verified_by"`
	VerifiedAt  time.Time `gorm:"column:verified_at"`
}

func (CageSlipVerification) TableName() string { return "cage_slip_verifications" }

// CageSlipVoid voids a slip, with the reason.
type CageSlipVoid struct {
	ID       int64     `gorm:"column:id;primaryKey"`
	SlipID   int64     `gorm:"column:slip_id"`
	VoidedBy int64     `gorm:"column:voided_by"`
	VoidedAt time.Time `gorm:"column:voided_at"`
	Reason   string    `gorm:"column:reason"`
}

func (CageSlipVoid) TableName() string { return "cage_slip_voids" }

// InsertCageSlip writes a slip.
func (s *Store) InsertCageSlip(ctx context.Context, c *CageSlip) error {
	return s.conn(ctx).Create(c).Error
}

// InsertSlipVerification writes a verification; a second one of the same
// slip is a unique violation.
func (s *Store) InsertSlipVerification(ctx context.Context, v *CageSlipVerification) error {
	return s.conn(ctx).Create(v).Error
}

// InsertSlipVoid writes a void; a second one of the same slip is a unique
// violation.
func (s *Store) InsertSlipVoid(ctx context.Context, v *CageSlipVoid) error {
	return s.conn(ctx).Create(v).Error
}

// SlipView is a slip with its state, people by name.
type SlipView struct {
	CageSlip
	PropertyID    int64      `gorm:"column:property_id"`
	RequestedName string     `gorm:"column:requested_name"`
	VerifiedBy    *string    `gorm:"column:verified_name"`
	VerifiedAt    *time.Time `gorm:"column:verified_at"`
	VoidedBy      *string    `gorm:"column:voided_name"`
	VoidedAt      *time.Time `gorm:"column:voided_at"`
	VoidReason    *string    `gorm:"column:void_reason"`
}

// Slip states.
const (
	SlipRequested = "requested"
	SlipVerified  = "verified"
	SlipVoided    = "voided"
)

// State is requested, verified or voided (a voided slip may have been
// verified first).
func (v SlipView) State() string {
	switch {
	case v.VoidedAt != nil:
		return SlipVoided
	case v.VerifiedAt != nil:
		return SlipVerified
	}
	return SlipRequested
}

const slipViewSelect = `c.*, t.property_id, ru.name AS requested_name,
	vu.name AS verified_name, v.verified_at, xu.name AS voided_name, x.voided_at, x.reason AS void_reason`

func (s *Store) slipViews(ctx context.Context) *gorm.DB {
	return s.conn(ctx).Table("cage_slips c").Select(slipViewSelect).
		Joins("JOIN game_tables t ON t.id = c.table_id").
		Joins("JOIN users ru ON ru.id = c.requested_by").
		Joins("LEFT JOIN cage_slip_verifications v ON v.slip_id = c.id").
		Joins("LEFT JOIN users vu ON vu.id = v.verified_by").
		Joins("LEFT JOIN cage_slip_voids x ON x.slip_id = c.id").
		Joins("LEFT JOIN users xu ON xu.id = x.voided_by")
}

// SlipByID returns one slip with its state.
func (s *Store) SlipByID(ctx context.Context, id int64) (SlipView, error) {
	var out []SlipView
	if err := s.slipViews(ctx).Where("c.id = ?", id).Scan(&out).Error; err != nil {
		return SlipView{}, err
	}
	if len(out) == 0 {
		return SlipView{}, ErrNotFound
	}
	return out[0], nil
}

// Slips lists a property's slips of a gaming day, by id.
func (s *Store) Slips(ctx context.Context, propertyID int64, day Day) ([]SlipView, error) {
	out := []SlipView{}
	err := s.slipViews(ctx).Where("t.property_id = ? AND c.gaming_day = ?", propertyID, day).Order("c.id").Scan(&out).Error
	return out, err
}
