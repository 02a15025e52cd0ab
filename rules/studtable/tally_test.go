package studtable

import (
	"sync"
	"testing"
	"time"
)

var (
	deckOnce sync.Once
	theDeck  *deck1
)

func testDeck(t testing.TB) *deck1 {
	t.Helper()
	deckOnce.Do(func() {
		start := time.Now()
		theDeck = newDeck1()
		t.Logf("every hand of one deck in %v", time.Since(start))
	})
	return theDeck
}

// usTable is the Raise pay table of the published Caribbean Stud Poker
// analyses: Royal Flush 100, Straight Flush 50, Four of a Kind 20, Full
// House 7, Flush 5, Straight 4, Three of a Kind 3, Two pair 2, the rest 1.
var usTable = []int64{100, 50, 20, 7, 5, 4, 3, 2, 1}

func TestSweepAgainstPublished(t *testing.T) {
	d := testDeck(t)
	start := time.Now()
	ts := tallyMain(d, [][]int64{usTable})
	t.Logf("sweep in %v", time.Since(start))
	us := &ts[0]
	t.Logf("%+v loss %d", *us, us.anteLoss())
}
