package ledger

import (
	"context"
	"errors"

	"github.com/tablegames/casino/models"
)

// notDropped refuses a record of a gaming day whose records were archived
// and dropped (docs/operations.md, "Retention and archives"): its books
// are final, and a count, a slip or a hand added to it would be read by
// no report. The error names field, and the archive.
func (l *Ledger) notDropped(ctx context.Context, propertyID int64, day models.Day, field string) error {
	err := l.store.CheckNotDropped(ctx, propertyID, day)
	var d *models.DroppedError
	if errors.As(err, &d) {
		return d.Refusal(field, "it takes no new records: ")
	}
	return err
}

// slipNotDropped refuses to verify or void a slip of a dropped day.
func (l *Ledger) slipNotDropped(ctx context.Context, v models.SlipView) error {
	_, prop, err := l.store.TableWithProperty(ctx, v.TableID)
	if err != nil {
		return err
	}
	return l.notDropped(ctx, prop.ID, v.GamingDay, "gaming_day")
}
