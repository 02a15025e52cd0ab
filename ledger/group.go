package ledger

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/tablegames/casino/models"
)

// groupWriter writes hands posted one at a time in shared transactions.
// A transaction's fixed costs (the round trip, the function call, the
// commit that waits for the disk) are most of what a lone hand costs the
// database; when several stations post at once, their hands can share them.
//
// At most max transactions are in flight. A hand that arrives while one is
// free is written at once, alone, so a quiet table waits for nothing. A
// hand that arrives while all are busy joins a queue; each transaction, when
// it ends, hands the whole queue (up to limit hands) to the oldest waiter,
// which writes it as one transaction. Every hand's answer is sent after its
// own transaction has committed. No goroutine runs in the background: the
// requests themselves do the writing.
type groupWriter struct {
	// writeHands writes hands in one transaction (recordPrepared, or a
	// test's stand-in).
	writeHands func(ctx context.Context, ps []*prepared) error
	// inTx reports whether ctx carries the caller's own transaction.
	inTx  func(ctx context.Context) bool
	max   int // transactions in flight at most
	limit int // hands per transaction at most

	mu     sync.Mutex
	active int
	queue  []*queuedHand
}

type queuedHand struct {
	p    *prepared
	done chan groupTurn // buffered: the sender never waits
}

// groupTurn is what a waiting hand is told: its result, or that it leads
// the next transaction, which holds group (itself first).
type groupTurn struct {
	err   error
	group []*queuedHand
}

// errWriteAlone tells the hands of a group that one of them could not be
// written (its key was taken, or its table changed meanwhile): each is then
// written on its own, so that only that hand's answer tells of it.
var errWriteAlone = errors.New("ledger: a hand of the group could not be written; writing each alone")

// errGroupAborted is the answer of a group whose writer stopped without a
// result (a panic, answered as 500 by the writer's own request).
var errGroupAborted = errors.New("ledger: the transaction writing this hand was aborted")

func newGroupWriter(store *models.Store, max, limit int) *groupWriter {
	return &groupWriter{max: max, limit: limit, inTx: store.InTransaction,
		writeHands: func(ctx context.Context, ps []*prepared) error { return recordPrepared(ctx, store, ps) }}
}

// write records one prepared hand and its audit entry, sharing a
// transaction with the hands posted at the same time. Inside a caller's
// transaction the hand is written there, alone.
func (g *groupWriter) write(ctx context.Context, p *prepared) error {
	if g.inTx(ctx) || g.max < 1 {
		return g.writeHands(ctx, []*prepared{p})
	}
	q := &queuedHand{p: p, done: make(chan groupTurn, 1)}
	g.mu.Lock()
	var group []*queuedHand
	if g.active < g.max {
		g.active++
		group = []*queuedHand{q}
	} else {
		g.queue = append(g.queue, q)
	}
	g.mu.Unlock()
	var err error
	if group != nil {
		err = g.lead(ctx, group)
	} else if turn := <-q.done; turn.group != nil {
		err = g.lead(ctx, turn.group)
	} else {
		err = turn.err
	}
	if errors.Is(err, errWriteAlone) {
		return g.writeHands(ctx, []*prepared{p})
	}
	return err
}

// lead writes group (the caller's hand first), tells the others their
// result, and hands the queue on. The transaction does not end with the
// leading request: another station's hand is in it.
func (g *groupWriter) lead(ctx context.Context, group []*queuedHand) (err error) {
	told := false
	defer func() {
		if !told {
			for _, q := range group[1:] {
				q.done <- groupTurn{err: errGroupAborted}
			}
		}
		g.handOn()
	}()
	ps := make([]*prepared, len(group))
	for i, q := range group {
		ps[i] = q.p
	}
	err = g.writeHands(context.WithoutCancel(ctx), ps)
	if len(group) > 1 && (errors.Is(err, models.ErrHandKeyTaken) || errors.Is(err, models.ErrTableChanged)) {
		err = errWriteAlone
	}
	for _, q := range group[1:] {
		q.done <- groupTurn{err: err}
	}
	told = true
	return err
}

// handOn gives the queued hands to the oldest of them to write, or frees
// the caller's place if none wait.
func (g *groupWriter) handOn() {
	g.mu.Lock()
	if len(g.queue) == 0 {
		g.active--
		g.mu.Unlock()
		return
	}
	n := min(len(g.queue), g.limit)
	next := make([]*queuedHand, n)
	copy(next, g.queue)
	g.queue = append(g.queue[:0], g.queue[n:]...)
	g.mu.Unlock()
	next[0].done <- groupTurn{group: next}
}

// recordPrepared writes prepared hands and their audit entries in one
// transaction; the audit entries are dated when the last of the hands was
// received.
func recordPrepared(ctx context.Context, store *models.Store, ps []*prepared) error {
	writes := make([]models.HandWrite, len(ps))
	events := make([]models.AuditEvent, 0, len(ps))
	var at time.Time
	for i, p := range ps {
		writes[i] = p.write()
		events = append(events, recordedEvents(p)...)
		if p.hand.ReceivedAt.After(at) {
			at = p.hand.ReceivedAt
		}
	}
	return store.RecordHands(ctx, writes, at, events)
}
