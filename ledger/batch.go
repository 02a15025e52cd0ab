package ledger

import (
	"context"
	"errors"
	"time"

	"github.com/tablegames/casino/models"
)

// MaxBatch is the most hands one batch may carry.
const MaxBatch = 1000

// Item is the outcome of one hand of a batch: an answer or an error (a
// *Rejection, a *Conflict or another error).
type Item struct {
	Answer Answer
	Err    error
}

// RecordBatch verifies and records hands, each judged on its own: a bad
// hand is refused without affecting the others. The new hands are written
// in one transaction, which is what makes batches fast.
func (l *Ledger) RecordBatch(ctx context.Context, src Source, raws [][]byte) []Item {
	items := make([]Item, len(raws))
	tables := map[string]tableInfo{}
	var fresh []*prepared
	var freshIdx []int
	firstOf := map[models.HandKey]int{} // key -> index in fresh
	type dup struct{ idx, first int }
	var dups []dup
	var keys []models.HandKey
	for i, raw := range raws {
		p, err := l.prepare(ctx, src, raw, tables)
		if err != nil {
			items[i].Err = l.reject(ctx, src, raw, err)
			continue
		}
		k := models.HandKey{TableID: p.hand.TableID, HandNumber: p.hand.HandNumber}
		if j, seen := firstOf[k]; seen {
			dups = append(dups, dup{idx: i, first: j})
			continue
		}
		firstOf[k] = len(fresh)
		fresh = append(fresh, p)
		freshIdx = append(freshIdx, i)
		keys = append(keys, k)
	}
	existing, err := l.store.HandsByKeys(ctx, keys)
	if err != nil {
		for _, i := range freshIdx {
			items[i].Err = err
		}
		return items
	}
	var todo []*prepared
	var todoIdx []int
	repeat := make([]*models.Hand, len(fresh)) // the stored hand a fresh item repeats
	for j, p := range fresh {
		if h, ok := existing[models.HandKey{TableID: p.hand.TableID, HandNumber: p.hand.HandNumber}]; ok {
			repeat[j] = h
			items[freshIdx[j]].Answer, items[freshIdx[j]].Err = l.settleRepeat(ctx, src, p, h)
			continue
		}
		if l.isProgressive(p) {
			// A progressive hand moves a pool's meters under the pool's
			// lock; it is recorded on its own.
			items[freshIdx[j]].Answer, items[freshIdx[j]].Err = l.Record(ctx, src, []byte(p.hand.Record))
			continue
		}
		todo = append(todo, p)
		todoIdx = append(todoIdx, freshIdx[j])
	}
	writes := make([]models.HandWrite, len(todo))
	events := make([]models.AuditEvent, len(todo))
	for j, p := range todo {
		writes[j], events[j] = p.write(), recordedEvent(p)
	}
	var at time.Time
	if len(todo) > 0 {
		at = todo[0].hand.ReceivedAt
	}
	err = l.store.RecordHands(ctx, writes, at, events)
	fellBack := errors.Is(err, models.ErrHandKeyTaken) || errors.Is(err, models.ErrTableChanged)
	switch {
	case fellBack:
		// Another writer recorded some of these hands meanwhile, or a table
		// changed: one hand at a time sorts out repeats, conflicts and
		// settings.
		for _, p := range todo {
			l.tables.Delete(p.hand.TableID)
		}
		for j, p := range todo {
			items[todoIdx[j]].Answer, items[todoIdx[j]].Err = l.Record(ctx, src, []byte(p.hand.Record))
		}
	case err != nil:
		for _, i := range todoIdx {
			items[i].Err = err
		}
	default:
		for j, p := range todo {
			items[todoIdx[j]].Answer = AnswerOf(p.hand, 201)
		}
	}
	// A key posted twice in one batch: the later copy is a repeat of the
	// first, or a conflict with it.
	for _, d := range dups {
		if fellBack {
			items[d.idx].Answer, items[d.idx].Err = l.Record(ctx, src, raws[d.idx])
			continue
		}
		first := fresh[d.first]
		stored := repeat[d.first]
		if stored == nil {
			stored = first.hand
		}
		if items[freshIdx[d.first]].Err != nil && stored.ID == 0 {
			items[d.idx].Err = items[freshIdx[d.first]].Err
			continue
		}
		p, err := l.prepare(ctx, src, raws[d.idx], tables)
		if err != nil {
			items[d.idx].Err = err
			continue
		}
		items[d.idx].Answer, items[d.idx].Err = l.settleRepeat(ctx, src, p, stored)
	}
	return items
}
