package paigow

import (
	"sync"

	"github.com/tablegames/casino/rules"
)

// HouseWayCounts tallies the House Way over every seven-card hand of a
// deck: how often each row of rule 13.21 sets the hand, and the
// categories of the hands it plays behind and in front.
type HouseWayCounts struct {
	Hands uint64
	Rows  [numRows]uint64
	// Back counts the back hand's category; FrontPairs the sets with a
	// pair in front.
	Back       [FiveOfAKind + 1]uint64
	FrontPairs uint64
	// Fouls counts sets whose front outranks the back: always zero.
	Fouls uint64
}

// HouseWayTally sets every seven-card hand of the deck of ranks low to ace
// in four suits and the jokers by the House Way (Great Britain's ranking:
// the bug, A-2-3-4-5 second highest), split over workers goroutines by
// the hand's first card.
func HouseWayTally(low rules.Rank, jokers, workers int) *HouseWayCounts {
	deck := deckFrom(low, jokers)
	n := len(deck)
	var mu sync.Mutex
	total := &HouseWayCounts{}
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(workers, 1) {
		wg.Go(func() {
			var c HouseWayCounts
			var seven [7]rules.Card
			for a := range next {
				seven[0] = deck[a]
				eachRest(deck, a+1, seven[:], 1, func() { c.add(seven) })
			}
			mu.Lock()
			total.merge(&c)
			mu.Unlock()
		})
	}
	for a := 0; a < n; a++ {
		next <- a
	}
	close(next)
	wg.Wait()
	return total
}

// eachRest fills hand[i:] with every choice of later cards of the deck.
func eachRest(deck []rules.Card, from int, hand []rules.Card, i int, f func()) {
	if i == len(hand) {
		f()
		return
	}
	for j := from; j <= len(deck)-(len(hand)-i); j++ {
		hand[i] = deck[j]
		eachRest(deck, j+1, hand, i+1, f)
	}
}

func (c *HouseWayCounts) add(seven [7]rules.Card) {
	set, row := ukRanking.HouseWay(seven)
	f, b := ukRanking.Eval2(set.Front), ukRanking.Eval5(set.Back)
	c.Hands++
	c.Rows[row]++
	c.Back[b.Category()]++
	if f.Category() == OnePair {
		c.FrontPairs++
	}
	if f > b {
		c.Fouls++
	}
}

func (c *HouseWayCounts) merge(o *HouseWayCounts) {
	c.Hands += o.Hands
	for i := range c.Rows {
		c.Rows[i] += o.Rows[i]
	}
	for i := range c.Back {
		c.Back[i] += o.Back[i]
	}
	c.FrontPairs += o.FrontPairs
	c.Fouls += o.Fouls
}
