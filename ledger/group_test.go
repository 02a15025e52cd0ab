package ledger

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/tablegames/casino/models"
)

// fakeWrites stands in for the database: it records the hands of every
// transaction, and a transaction can be held open until the test lets it go.
type fakeWrites struct {
	mu      sync.Mutex
	groups  [][]int64     // hand numbers, one slice per transaction
	hold    chan struct{} // while non-nil, a transaction waits for it to close
	started chan int      // receives each transaction's size as it starts
	fail    func(ps []*prepared) error
}

func (f *fakeWrites) write(ctx context.Context, ps []*prepared) error {
	f.mu.Lock()
	hold := f.hold
	f.mu.Unlock()
	if f.started != nil {
		f.started <- len(ps)
	}
	if hold != nil {
		<-hold
	}
	var numbers []int64
	for _, p := range ps {
		numbers = append(numbers, p.hand.HandNumber)
	}
	f.mu.Lock()
	f.groups = append(f.groups, numbers)
	f.mu.Unlock()
	if f.fail != nil {
		return f.fail(ps)
	}
	return nil
}

// release lets the held transaction go; later ones are not held.
func (f *fakeWrites) release() {
	f.mu.Lock()
	hold := f.hold
	f.hold = nil
	f.mu.Unlock()
	close(hold)
}

func preparedHand(n int64) *prepared {
	return &prepared{hand: &models.Hand{TableID: "BAC-1", HandNumber: n, ReceivedAt: time.Unix(n, 0)}}
}

func newTestWriter(f *fakeWrites, max int) *groupWriter {
	return &groupWriter{writeHands: f.write, inTx: func(context.Context) bool { return false }, max: max, limit: MaxBatch}
}

// waitQueued waits until n hands wait in the writer's queue.
func waitQueued(t *testing.T, g *groupWriter, n int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		g.mu.Lock()
		queued := len(g.queue)
		g.mu.Unlock()
		if queued == n {
			return
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatalf("%d hands never came to wait in the queue", n)
}

// TestGroupWriterSharesTransactions: hands that arrive while every writer
// is busy are written together, in the order they arrived, as soon as a
// writer is free; a hand that finds a writer free is written at once.
func TestGroupWriterSharesTransactions(t *testing.T) {
	f := &fakeWrites{hold: make(chan struct{}), started: make(chan int, 64)}
	g := newTestWriter(f, 1)
	results := make(chan error, 8)
	go func() { results <- g.write(context.Background(), preparedHand(1)) }()
	if n := <-f.started; n != 1 {
		t.Fatalf("the first hand was written with %d others", n-1)
	}
	for n := int64(2); n <= 6; n++ {
		go func(n int64) { results <- g.write(context.Background(), preparedHand(n)) }(n)
		waitQueued(t, g, int(n-1))
	}
	f.release()
	for i := 0; i < 6; i++ {
		if err := <-results; err != nil {
			t.Fatal(err)
		}
	}
	// The five waiting hands can arrive in any order; they share one
	// transaction in the order they queued.
	if len(f.groups) != 2 || len(f.groups[0]) != 1 || len(f.groups[1]) != 5 {
		t.Fatalf("transactions %v; want one of hand 1, then one of the five others", f.groups)
	}
	if g.active != 0 || len(g.queue) != 0 {
		t.Errorf("after the last write: %d writers active, %d hands queued", g.active, len(g.queue))
	}
}

// TestGroupWriterWritesEachAloneWhenOneFails: when one hand's key is taken,
// the others are not refused with it: each is written again on its own and
// only that hand gets the error.
func TestGroupWriterWritesEachAloneWhenOneFails(t *testing.T) {
	f := &fakeWrites{hold: make(chan struct{}), started: make(chan int, 64)}
	f.fail = func(ps []*prepared) error {
		for _, p := range ps {
			if p.hand.HandNumber == 4 {
				return models.ErrHandKeyTaken
			}
		}
		return nil
	}
	g := newTestWriter(f, 1)
	results := make(map[int64]error)
	var mu sync.Mutex
	var wg sync.WaitGroup
	post := func(n int64) {
		defer wg.Done()
		err := g.write(context.Background(), preparedHand(n))
		mu.Lock()
		results[n] = err
		mu.Unlock()
	}
	wg.Add(1)
	go post(1)
	<-f.started
	for n := int64(2); n <= 5; n++ {
		wg.Add(1)
		go post(n)
		waitQueued(t, g, int(n-1))
	}
	f.release()
	wg.Wait()
	for n := int64(1); n <= 5; n++ {
		want := error(nil)
		if n == 4 {
			want = models.ErrHandKeyTaken
		}
		if !errors.Is(results[n], want) || (want == nil && results[n] != nil) {
			t.Errorf("hand %d: %v; want %v", n, results[n], want)
		}
	}
	// Hand 1 alone, the group of four that failed, then each of them alone.
	if len(f.groups) != 6 || len(f.groups[1]) != 4 {
		t.Errorf("transactions %v; want [1], the four together, then each of the four alone", f.groups)
	}
}

// TestGroupWriterSurvivesAPanic: a writer that panics answers the hands
// that waited on it and gives its place back.
func TestGroupWriterSurvivesAPanic(t *testing.T) {
	f := &fakeWrites{hold: make(chan struct{}), started: make(chan int, 64)}
	f.fail = func(ps []*prepared) error {
		if len(ps) > 1 {
			panic("the database driver panicked")
		}
		return nil
	}
	g := newTestWriter(f, 1)
	first := make(chan error, 1)
	go func() { first <- g.write(context.Background(), preparedHand(1)) }()
	<-f.started
	waiting := make(chan error, 2)
	leaderPanicked := make(chan any, 1)
	go func() {
		defer func() { leaderPanicked <- recover() }()
		waiting <- g.write(context.Background(), preparedHand(2))
	}()
	waitQueued(t, g, 1)
	go func() { waiting <- g.write(context.Background(), preparedHand(3)) }()
	waitQueued(t, g, 2)
	f.release()
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	// Hand 2 leads the group of two and panics; hand 3 is told.
	if p := <-leaderPanicked; p == nil {
		t.Fatal("the leading write did not panic")
	}
	if err := <-waiting; !errors.Is(err, errGroupAborted) {
		t.Errorf("the hand waiting on the panicking writer: %v; want errGroupAborted", err)
	}
	if err := g.write(context.Background(), preparedHand(4)); err != nil {
		t.Errorf("a hand after the panic: %v", err)
	}
}

// TestGroupWriterConcurrency writes many hands from many goroutines: each
// is written exactly once, whatever the interleaving (run with -race).
func TestGroupWriterConcurrency(t *testing.T) {
	for _, writers := range []int{1, 3} {
		t.Run(fmt.Sprintf("writers=%d", writers), func(t *testing.T) {
			f := &fakeWrites{}
			g := newTestWriter(f, writers)
			g.limit = 7
			var wg sync.WaitGroup
			for w := 0; w < 16; w++ {
				wg.Add(1)
				go func(w int) {
					defer wg.Done()
					for i := 0; i < 50; i++ {
						if err := g.write(context.Background(), preparedHand(int64(w*1000+i))); err != nil {
							t.Error(err)
						}
					}
				}(w)
			}
			wg.Wait()
			seen := map[int64]int{}
			for _, grp := range f.groups {
				if len(grp) > g.limit {
					t.Errorf("a transaction of %d hands; the limit is %d", len(grp), g.limit)
				}
				for _, n := range grp {
					seen[n]++
				}
			}
			if len(seen) != 16*50 {
				t.Errorf("%d hands written; want %d", len(seen), 16*50)
			}
			for n, c := range seen {
				if c != 1 {
					t.Errorf("hand %d written %d times", n, c)
				}
			}
			if g.active != 0 || len(g.queue) != 0 {
				t.Errorf("at rest: %d writers active, %d hands queued", g.active, len(g.queue))
			}
		})
	}
}

func TestDefaultHandWriters(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for procs, want := range map[int]int{1: 1, 2: 1, 3: 1, 8: 4} {
		runtime.GOMAXPROCS(procs)
		if got := DefaultHandWriters(); got != want {
			t.Errorf("with %d CPUs: %d writers, want %d", procs, got, want)
		}
	}
}
