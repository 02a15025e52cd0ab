package models

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/tablegames/casino/rules"
)

// Reason codes a correction may give. They are few and fixed so that the
// reports can count corrections by cause.
var ReasonCodes = map[string]string{
	"dealer_payout_error": "the dealer paid or collected the wrong amount; the player was made whole",
	"station_entry_error": "the station recorded the hand wrongly; the table settled it correctly",
	"card_misread":        "a card was misread or misrecorded",
	"misdeal":             "the hand was misdealt and handled under the irregularity rules",
	"procedure":           "the table followed a posted procedure the engine does not model",
	"other":               "another cause, explained in the note",
}

// Correction is a pit boss's resolution of a hand's findings: a new row that
// names the hand (and, optionally, the one finding it resolves), the reason
// and who entered it. It takes effect when a second user approves it, which
// is a row of its own (CorrectionApproval). Neither is ever changed, nor is
// the hand.
type Correction struct {
	ID     int64 `gorm:"column:id;primaryKey" json:"id"`
	HandID int64 `gorm:"column:hand_id" json:"hand_id"`
	// GamingDay is the hand's, with which the correction names it.
	GamingDay  Day         `gorm:"column:gaming_day" json:"-"`
	FindingID  *int64      `gorm:"column:finding_id" json:"finding_id,omitempty"`
	ReasonCode string      `gorm:"column:reason_code" json:"reason_code"`
	Note       string      `gorm:"column:note" json:"note"`
	Adjustment rules.Money `gorm:"column:adjustment" json:"adjustment"`
	EnteredBy  int64       `gorm:"column:entered_by" json:"entered_by"`
	EnteredAt  time.Time   `gorm:"column:entered_at" json:"entered_at"`
	// FiledLate is set when the correction was filed after the hand's
	// gaming day was signed off.
	FiledLate bool `gorm:"column:late" json:"-"`
	// Approval is the second user's approval, loaded with the correction.
	Approval *CorrectionApproval `gorm:"foreignKey:CorrectionID" json:"-"`
}

func (Correction) TableName() string { return "corrections" }

// CorrectionApproval is the approval of a correction by a user other than
// the one who entered it (the database refuses the same user). A correction
// has one at most.
type CorrectionApproval struct {
	ID           int64     `gorm:"column:id;primaryKey"`
	CorrectionID int64     `gorm:"column:correction_id"`
	EnteredBy    int64     `gorm:"column:entered_by"`
	ApprovedBy   int64     `gorm:"column:approved_by"`
	ApprovedAt   time.Time `gorm:"column:approved_at"`
	// Late is set when it was approved after the hand's gaming day was
	// signed off.
	Late bool `gorm:"column:late"`
}

func (CorrectionApproval) TableName() string { return "correction_approvals" }

// Approved reports whether a second user approved the correction.
func (c Correction) Approved() bool { return c.Approval != nil }

// ApprovedBy is the approving user's id, or nil.
func (c Correction) ApprovedBy() *int64 {
	if c.Approval == nil {
		return nil
	}
	return &c.Approval.ApprovedBy
}

// ApprovedAt is when it was approved, or nil.
func (c Correction) ApprovedAt() *time.Time {
	if c.Approval == nil {
		return nil
	}
	return &c.Approval.ApprovedAt
}

// Late reports whether it was filed or approved after the hand's gaming day
// was signed off.
func (c Correction) Late() bool { return c.FiledLate || (c.Approval != nil && c.Approval.Late) }

// InsertCorrection writes a correction.
func (s *Store) InsertCorrection(ctx context.Context, c *Correction) error {
	return s.conn(ctx).Omit("Approval").Create(c).Error
}

// CorrectionByID returns one correction with its approval.
func (s *Store) CorrectionByID(ctx context.Context, id int64) (Correction, error) {
	var c Correction
	err := s.conn(ctx).Preload("Approval").First(&c, id).Error
	return c, notFound(err)
}

// ErrAlreadyApproved is returned when a correction is approved twice.
var ErrAlreadyApproved = errors.New("the correction is already approved")

// ApproveCorrection records an approval: a row of its own. A second
// approval of the same correction is ErrAlreadyApproved; the database
// refuses an approval by the user who entered the correction.
func (s *Store) ApproveCorrection(ctx context.Context, a *CorrectionApproval) error {
	err := s.conn(ctx).Create(a).Error
	if IsUniqueViolation(err) {
		return ErrAlreadyApproved
	}
	if err != nil {
		return fmt.Errorf("approve correction %d: %w", a.CorrectionID, err)
	}
	return nil
}

// FindingView is a finding with where it was found and whether it is open.
type FindingView struct {
	Finding
	TableID    string `gorm:"column:table_id"`
	HandNumber int64  `gorm:"column:hand_number"`
	Game       string `gorm:"column:game"`
	Open       bool   `gorm:"column:open"`
	// Stake is the money at stake (StakeSQL) and Pending is set when a
	// correction covering the finding waits for its approval; both only
	// with FindingFilter.Queue.
	Stake   rules.Money `gorm:"column:stake"`
	Pending bool        `gorm:"column:pending"`
}

// Orders of the findings queue.
const (
	FindingsByID    = ""      // the order they were found in
	FindingsByStake = "stake" // the most money at stake first
	FindingsByAge   = "age"   // the oldest first
)

// FindingFilter selects findings.
type FindingFilter struct {
	Status    string // "open", "resolved" or "" for both
	TableID   string
	GamingDay Day
	AfterID   int64
	Limit     int
	// Queue adds each finding's money at stake and whether a correction
	// covering it is pending; Sort orders by FindingsByStake or
	// FindingsByAge (then by id), paged by Offset rather than AfterID.
	Queue  bool
	Sort   string
	Offset int
}

// resolvedSQL is true for a finding an approved correction covers: one
// naming the finding, or one naming the hand without a finding.
const resolvedSQL = `EXISTS (SELECT 1 FROM corrections c JOIN correction_approvals a ON a.correction_id = c.id
	WHERE c.hand_id = f.hand_id AND (c.finding_id = f.id OR c.finding_id IS NULL))`

// pendingSQL is true for a finding a filed correction not yet approved
// covers (one naming it, or the hand without a finding).
const pendingSQL = `EXISTS (SELECT 1 FROM corrections c WHERE c.hand_id = f.hand_id AND (c.finding_id = f.id OR c.finding_id IS NULL)
	AND NOT EXISTS (SELECT 1 FROM correction_approvals a WHERE a.correction_id = c.id))`

// Findings lists findings in id order, or the queue's (FindingFilter.Sort).
func (s *Store) Findings(ctx context.Context, f FindingFilter) ([]FindingView, error) {
	sel := "f.*, h.table_id, h.hand_number, h.game, NOT " + resolvedSQL + " AS open"
	if f.Queue {
		sel += ", " + s.StakeSQL() + " AS stake, " + pendingSQL + " AS pending"
	}
	q := s.conn(ctx).Table("findings f").Select(sel).
		Joins("JOIN hands h ON h.id = f.hand_id AND h.gaming_day = f.gaming_day")
	switch f.Status {
	case "open":
		q = q.Where("NOT " + resolvedSQL)
	case "resolved":
		q = q.Where(resolvedSQL)
	}
	if f.TableID != "" {
		q = q.Where("h.table_id = ?", f.TableID)
	}
	if f.GamingDay != "" {
		q = q.Where("f.gaming_day = ?", f.GamingDay)
	}
	if f.AfterID > 0 {
		q = q.Where("f.id > ?", f.AfterID)
	}
	limit := f.Limit
	if limit <= 0 || limit > 1000 {
		limit = 100
	}
	switch f.Sort {
	case FindingsByStake:
		if !f.Queue {
			return nil, fmt.Errorf("findings by stake: the stake is the queue's")
		}
		q = q.Order("stake DESC").Order("f.id")
	case FindingsByAge:
		q = q.Order("f.created_at").Order("f.id")
	default:
		q = q.Order("f.id")
	}
	if f.Offset > 0 {
		q = q.Offset(f.Offset)
	}
	var out []FindingView
	err := q.Limit(limit).Scan(&out).Error
	return out, err
}

// OpenFindingIDs returns which of a hand's findings are still open.
func (s *Store) OpenFindingIDs(ctx context.Context, handID int64) (map[int64]bool, error) {
	var ids []int64
	err := s.conn(ctx).Table("findings f").Where("f.hand_id = ? AND NOT "+resolvedSQL, handID).
		Pluck("f.id", &ids).Error
	out := make(map[int64]bool, len(ids))
	for _, id := range ids {
		out[id] = true
	}
	return out, err
}
