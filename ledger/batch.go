package ledger

import (
	"context"
	"errors"

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
	}
	var todo []int // indexes in fresh of the hands to write together
	for j, p := range fresh {
		if l.isProgressive(p) || p.sequenced {
			// A progressive hand moves a pool's meters under the pool's
			// lock, and a sequenced hand follows the hand before it, which
			// may be earlier in this batch: each is recorded on its own, in
			// order.
			items[freshIdx[j]].Answer, items[freshIdx[j]].Err = l.Record(ctx, src, []byte(p.hand.Record))
			continue
		}
		todo = append(todo, j)
	}
	// Written first and looked up only if a key turns out to be taken: a
	// repeated key is the exception (a station sending a batch again).
	repeat := make([]*models.Hand, len(fresh)) // the stored hand a fresh item repeats
	err := l.writeFresh(ctx, fresh, todo)
	if errors.Is(err, models.ErrHandKeyTaken) {
		todo, err = l.settleTaken(ctx, src, fresh, freshIdx, todo, repeat, items)
		if err == nil {
			err = l.writeFresh(ctx, fresh, todo)
		}
	}
	fellBack := errors.Is(err, models.ErrHandKeyTaken) || errors.Is(err, models.ErrTableChanged)
	switch {
	case fellBack:
		// Another writer recorded some of these hands meanwhile, or a table
		// changed: one hand at a time sorts out repeats, conflicts and
		// settings.
		for _, j := range todo {
			l.tables.Delete(fresh[j].hand.TableID)
		}
		for _, j := range todo {
			items[freshIdx[j]].Answer, items[freshIdx[j]].Err = l.Record(ctx, src, []byte(fresh[j].hand.Record))
		}
	case err != nil:
		for _, j := range todo {
			items[freshIdx[j]].Err = err
		}
	default:
		for _, j := range todo {
			items[freshIdx[j]].Answer = AnswerOf(fresh[j].hand, 201)
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

// writeFresh writes the hands fresh[todo] in one transaction.
func (l *Ledger) writeFresh(ctx context.Context, fresh []*prepared, todo []int) error {
	if len(todo) == 0 {
		return nil
	}
	ps := make([]*prepared, len(todo))
	for k, j := range todo {
		ps[k] = fresh[j]
	}
	return recordPrepared(ctx, l.store, ps)
}

// settleTaken answers the hands of todo whose keys are already recorded (a
// repeat or a conflict, each noted in repeat) and returns the others.
func (l *Ledger) settleTaken(ctx context.Context, src Source, fresh []*prepared, freshIdx, todo []int,
	repeat []*models.Hand, items []Item) ([]int, error) {
	keys := make([]models.HandKey, len(todo))
	for k, j := range todo {
		keys[k] = models.HandKey{TableID: fresh[j].hand.TableID, HandNumber: fresh[j].hand.HandNumber}
	}
	existing, err := l.store.HandsByKeys(ctx, keys)
	if err != nil {
		return todo, err
	}
	var rest []int
	for k, j := range todo {
		h, ok := existing[keys[k]]
		if !ok {
			rest = append(rest, j)
			continue
		}
		repeat[j] = h
		items[freshIdx[j]].Answer, items[freshIdx[j]].Err = l.settleRepeat(ctx, src, fresh[j], h)
	}
	return rest, nil
}
