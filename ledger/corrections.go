package ledger

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// CorrectionInput is what a pit boss files against a hand.
type CorrectionInput struct {
	// FindingID names the one finding the correction resolves; nil means
	// every finding of the hand.
	FindingID  *int64
	ReasonCode string
	Note       string
	// Adjustment is money paid to (positive) or collected from (negative)
	// players to put the hand right, if any.
	Adjustment rules.Money
	// OverrideReason says why a hand the service verified with no finding
	// is corrected all the same; it is required for such a hand and
	// refused for any other.
	OverrideReason string
}

// ErrSelfApproval is returned when a user approves their own correction.
var ErrSelfApproval = errors.New("a correction must be approved by a different user than the one who filed it")

// FileCorrection records a correction against a hand. It resolves nothing
// until a second user approves it. The hand is never changed. A correction
// to a hand of a gaming day already signed off is marked late.
func (l *Ledger) FileCorrection(ctx context.Context, by models.User, handID int64, in CorrectionInput) (models.Correction, error) {
	errs := &rules.InputError{}
	if _, ok := models.ReasonCodes[in.ReasonCode]; !ok {
		codes := make([]string, 0, len(models.ReasonCodes))
		for c := range models.ReasonCodes {
			codes = append(codes, c)
		}
		sort.Strings(codes)
		errs.Add("reason_code", "%q is not a reason code (codes: %s)", in.ReasonCode, strings.Join(codes, ", "))
	}
	if strings.TrimSpace(in.Note) == "" {
		errs.Add("note", "is required: say what happened and what was done")
	} else if len(in.Note) > 4000 {
		errs.Add("note", "is longer than 4000 characters")
	}
	if err := errs.Err(); err != nil {
		return models.Correction{}, err
	}
	h, err := l.store.HandByID(ctx, handID)
	if err != nil {
		return models.Correction{}, err
	}
	// A correction resolves what the verifier found. On a hand it verified
	// with no finding there is nothing to resolve, and a correction with an
	// adjustment would move money against a clean record; but the verifier
	// sees only the record, and a card misread into it or a payout other
	// than the one recorded is invisible to it. So such a correction is
	// filed only with a reason of its own, kept in the audit entry, and a
	// second person still approves it.
	switch {
	case len(h.Findings) == 0 && strings.TrimSpace(in.OverrideReason) == "":
		return models.Correction{}, rules.Invalid("override_reason", "is required: hand %d was verified with no finding, so a correction "+
			"resolves nothing the service found; say what the record does not show (a misread card, a payout other than the one recorded)", handID)
	case len(h.Findings) > 0 && in.OverrideReason != "":
		return models.Correction{}, rules.Invalid("override_reason", "is only for a hand verified with no finding; hand %d has %d finding(s) for the correction to resolve",
			handID, len(h.Findings))
	case len(in.OverrideReason) > 4000:
		return models.Correction{}, rules.Invalid("override_reason", "is longer than 4000 characters")
	}
	if in.FindingID != nil {
		found := false
		for _, f := range h.Findings {
			found = found || f.ID == *in.FindingID
		}
		if !found {
			return models.Correction{}, rules.Invalid("finding_id", "hand %d has no finding %d", handID, *in.FindingID)
		}
	}
	c := models.Correction{HandID: handID, GamingDay: h.GamingDay, FindingID: in.FindingID, ReasonCode: in.ReasonCode, Note: in.Note,
		Adjustment: in.Adjustment, EnteredBy: by.ID, EnteredAt: l.now()}
	err = l.store.InTx(ctx, func(ctx context.Context) error {
		late, err := l.signedOff(ctx, h)
		if err != nil {
			return err
		}
		c.FiledLate = late
		if err := l.store.InsertCorrection(ctx, &c); err != nil {
			return err
		}
		detail := map[string]any{"correction_id": c.ID, "finding_id": in.FindingID, "reason_code": in.ReasonCode,
			"note": in.Note, "adjustment": in.Adjustment}
		if late {
			detail["late"] = true
		}
		if in.OverrideReason != "" {
			detail["override_reason"] = in.OverrideReason
		}
		return l.store.Audit(ctx, c.EnteredAt, models.AuditEvent{
			Chain: models.TableChain(h.TableID), Actor: "user:" + by.Name, Action: "correction.filed",
			Subject: fmt.Sprintf("hand:%d", handID), Detail: detail,
		})
	})
	return c, err
}

// ApproveCorrection approves a correction filed by another user. The
// findings it covers are resolved from then on. The approval is a row of
// its own; approved after the hand's gaming day was signed off, it is
// marked late.
func (l *Ledger) ApproveCorrection(ctx context.Context, by models.User, id int64) (models.Correction, error) {
	var c models.Correction
	err := l.store.InTx(ctx, func(ctx context.Context) error {
		var err error
		c, err = l.store.CorrectionByID(ctx, id)
		if err != nil {
			return err
		}
		if c.EnteredBy == by.ID {
			return ErrSelfApproval
		}
		if c.Approved() {
			return models.ErrAlreadyApproved
		}
		h, err := l.store.HandByID(ctx, c.HandID)
		if err != nil {
			return err
		}
		late, err := l.signedOff(ctx, h)
		if err != nil {
			return err
		}
		a := &models.CorrectionApproval{CorrectionID: id, EnteredBy: c.EnteredBy, ApprovedBy: by.ID, ApprovedAt: l.now(), Late: late}
		if err := l.store.ApproveCorrection(ctx, a); err != nil {
			return err
		}
		c.Approval = a
		detail := map[string]any{"correction_id": id, "entered_by": c.EnteredBy}
		if late {
			detail["late"] = true
		}
		return l.store.Audit(ctx, a.ApprovedAt, models.AuditEvent{
			Chain: models.TableChain(h.TableID), Actor: "user:" + by.Name, Action: "correction.approved",
			Subject: fmt.Sprintf("hand:%d", c.HandID), Detail: detail,
		})
	})
	return c, err
}
