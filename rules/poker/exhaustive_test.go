package poker

import (
	"runtime"
	"sync"
	"testing"

	"github.com/tablegames/casino/rules"
)

// deck is the 52 cards the exhaustive loops deal from.
var deck = rules.Deck52()

// TestAllFiveCardHands evaluates every one of the 2,598,960 five-card hands
// and checks the published category counts and that exactly 7,462 distinct
// values occur (the number of distinct five-card poker hands when suits do
// not break ties, lines 2119, 2288).
func TestAllFiveCardHands(t *testing.T) {
	want := map[Category]int{
		StraightFlush: 40, FourOfAKind: 624, FullHouse: 3744, Flush: 5108,
		Straight: 10200, ThreeOfAKind: 54912, TwoPair: 123552, OnePair: 1098240,
		HighCard: 1302540,
	}
	got := map[Category]int{}
	royal, total := 0, 0
	distinct := map[Value]bool{}
	var hand [5]rules.Card
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				for d := c + 1; d < 52; d++ {
					for e := d + 1; e < 52; e++ {
						hand = [5]rules.Card{deck[a], deck[b], deck[c], deck[d], deck[e]}
						v := Eval5(hand)
						got[v.Category()]++
						if v.IsRoyal() {
							royal++
						}
						distinct[v] = true
						total++
					}
				}
			}
		}
	}
	if total != 2598960 {
		t.Fatalf("enumerated %d hands, want 2,598,960", total)
	}
	for _, c := range Categories {
		if got[c] != want[c] {
			t.Errorf("%s: %d hands, want %d", c, got[c], want[c])
		}
	}
	if royal != 4 {
		t.Errorf("royal flushes: %d, want 4", royal)
	}
	if len(distinct) != 7462 {
		t.Errorf("%d distinct hand values, want 7,462", len(distinct))
	}
	perCategory := map[Category]int{}
	for v := range distinct {
		perCategory[v.Category()]++
	}
	// Distinct hands per category (e.g. 10 straights, 156 full houses).
	wantDistinct := map[Category]int{
		StraightFlush: 10, FourOfAKind: 156, FullHouse: 156, Flush: 1277,
		Straight: 10, ThreeOfAKind: 858, TwoPair: 858, OnePair: 2860, HighCard: 1277,
	}
	for _, c := range Categories {
		if perCategory[c] != wantDistinct[c] {
			t.Errorf("%s: %d distinct values, want %d", c, perCategory[c], wantDistinct[c])
		}
	}
}

// TestAllSevenCardHands evaluates every one of the 133,784,560 seven-card
// hands (two hole cards and a five-card board) and checks the published
// counts of the best five-card hand. It takes a few seconds on two cores.
func TestAllSevenCardHands(t *testing.T) {
	want := [StraightFlush + 1]int64{
		StraightFlush: 41584, FourOfAKind: 224848, FullHouse: 3473184, Flush: 4047644,
		Straight: 6180020, ThreeOfAKind: 6461620, TwoPair: 31433400, OnePair: 58627800,
		HighCard: 23294460,
	}
	const wantRoyal = 4324

	type tally struct {
		cat   [StraightFlush + 1]int64
		royal int64
	}
	firsts := make(chan int, 52)
	for a := 0; a < 52-6; a++ {
		firsts <- a
	}
	close(firsts)
	var mu sync.Mutex
	var sum tally
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var local tally
			for a := range firsts {
				var ma masks
				ma.add(deck[a])
				for b := a + 1; b < 52; b++ {
					mb := ma
					mb.add(deck[b])
					for c := b + 1; c < 52; c++ {
						mc := mb
						mc.add(deck[c])
						for d := c + 1; d < 52; d++ {
							md := mc
							md.add(deck[d])
							for e := d + 1; e < 52; e++ {
								me := md
								me.add(deck[e])
								for f := e + 1; f < 52; f++ {
									mf := me
									mf.add(deck[f])
									for g := f + 1; g < 52; g++ {
										mg := mf
										mg.add(deck[g])
										v := mg.eval()
										local.cat[v.Category()]++
										if v.IsRoyal() {
											local.royal++
										}
									}
								}
							}
						}
					}
				}
			}
			mu.Lock()
			for i := range sum.cat {
				sum.cat[i] += local.cat[i]
			}
			sum.royal += local.royal
			mu.Unlock()
		}()
	}
	wg.Wait()

	var total int64
	for _, c := range Categories {
		total += sum.cat[c]
		if sum.cat[c] != want[c] {
			t.Errorf("%s: %d hands, want %d", c, sum.cat[c], want[c])
		}
	}
	if total != 133784560 {
		t.Errorf("enumerated %d hands, want 133,784,560", total)
	}
	if sum.royal != wantRoyal {
		t.Errorf("royal flushes: %d, want %d", sum.royal, wantRoyal)
	}
}
