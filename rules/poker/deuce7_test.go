package poker

import (
	"math/rand/v2"
	"os"
	"runtime"
	"sync"
	"testing"

	"github.com/tablegames/casino/rules"
)

// low27Brute is the best deuce-to-seven low by trying every five cards.
func low27Brute(cards []rules.Card) Value {
	best := Value(^uint32(0))
	n := len(cards)
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			for c := b + 1; c < n; c++ {
				for d := c + 1; d < n; d++ {
					for e := d + 1; e < n; e++ {
						best = min(best, Low27([5]rules.Card{cards[a], cards[b], cards[c], cards[d], cards[e]}))
					}
				}
			}
		}
	}
	return best
}

// Every five-card hand: Low27Best is Low27, and the high-card lows are the
// published 1,302,540 high-card hands (TestAllFiveCardHands) and the 1,020
// A-5-4-3-2 hands of two suits or more, no straight with the ace high, in
// 1,277 + 1 distinct values (1,287 sets of five ranks less the ten
// straights, and A-5-4-3-2).
func TestLow27BestEveryFiveCardHand(t *testing.T) {
	var hand [5]rules.Card
	highCard := 0
	distinct := map[Value]bool{}
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				for d := c + 1; d < 52; d++ {
					for e := d + 1; e < 52; e++ {
						hand = [5]rules.Card{deck[a], deck[b], deck[c], deck[d], deck[e]}
						v := Low27Best(hand[:])
						if w := Low27(hand); v != w {
							t.Fatalf("%v: %s, Low27 %s", hand, v, w)
						}
						if v.Category() == HighCard {
							highCard++
							distinct[v] = true
						}
					}
				}
			}
		}
	}
	if highCard != 1302540+1020 || len(distinct) != 1277+1 {
		t.Fatalf("%d high-card lows, %d distinct; want %d and %d", highCard, len(distinct), 1302540+1020, 1278)
	}
}

// Every six-card hand, 20,358,520 of them, and a million seven-card hands
// (all 133,784,560 with CASINO_ENUMERATE_SLOW=1): Low27Best is the best
// of Low27 over every five of the cards.
func TestLow27BestAgainstEveryFive(t *testing.T) {
	jobs := make(chan int, 52)
	for a := 0; a < 52; a++ {
		jobs <- a
	}
	close(jobs)
	slow := os.Getenv("CASINO_ENUMERATE_SLOW") != ""
	var wg sync.WaitGroup
	var mu sync.Mutex
	var bad []rules.Card
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			hand := make([]rules.Card, 7)
			for a := range jobs {
				hand[0] = deck[a]
				for b := a + 1; b < 52; b++ {
					hand[1] = deck[b]
					for c := b + 1; c < 52; c++ {
						hand[2] = deck[c]
						for d := c + 1; d < 52; d++ {
							hand[3] = deck[d]
							for e := d + 1; e < 52; e++ {
								hand[4] = deck[e]
								for f := e + 1; f < 52; f++ {
									hand[5] = deck[f]
									if Low27Best(hand[:6]) != low27Brute(hand[:6]) {
										mu.Lock()
										bad = append([]rules.Card{}, hand[:6]...)
										mu.Unlock()
										return
									}
									if !slow {
										continue
									}
									for g := f + 1; g < 52; g++ {
										hand[6] = deck[g]
										if Low27Best(hand) != low27Brute(hand) {
											mu.Lock()
											bad = append([]rules.Card{}, hand...)
											mu.Unlock()
											return
										}
									}
								}
							}
						}
					}
				}
			}
		}()
	}
	wg.Wait()
	if bad != nil {
		t.Fatalf("%v: Low27Best %s, every five %s", bad, Low27Best(bad), low27Brute(bad))
	}
	rng := rand.New(rand.NewPCG(27, 7))
	for range 1_000_000 {
		d := rules.Deck52()
		for i := 0; i < 7; i++ {
			j := i + rng.IntN(52-i)
			d[i], d[j] = d[j], d[i]
		}
		if got, want := Low27Best(d[:7]), low27Brute(d[:7]); got != want {
			t.Fatalf("%v: Low27Best %s, every five %s", d[:7], got, want)
		}
	}
}

// The chart's best and worst high-card lows (lines 5088-5089), and hands
// whose best five avoid a straight or a flush.
func TestLow27BestExamples(t *testing.T) {
	cases := []struct{ cards, want string }{
		{"7S 5H 4D 3C 2S KD KH", "7S 5H 4D 3C 2S"},
		{"AS KH QD JC 9S 9D 9H", "AS KH QD JC 9S"},
		{"6S 5S 4S 3S 2S 7H 8D", "7H 5S 4S 3S 2S"},
		{"7S 5S 4S 3S 2S 8S 9S", "7S 5S 4S 3S 2S"},
		{"AS 2H 3D 4C 5S 6H KD", "KD 5S 4C 3D 2H"},
	}
	for _, c := range cases {
		if got, want := Low27Best(rules.MustCards(c.cards)), Low27([5]rules.Card(rules.MustCards(c.want))); got != want {
			t.Errorf("%s: %s, want %s", c.cards, got, want)
		}
	}
}

func BenchmarkLow27Best7(b *testing.B) {
	rng := rand.New(rand.NewPCG(9, 9))
	hands := make([][]rules.Card, 1024)
	for i := range hands {
		d := rules.Deck52()
		rng.Shuffle(len(d), func(a, c int) { d[a], d[c] = d[c], d[a] })
		hands[i] = d[:7]
	}
	i := 0
	var sink Value
	for b.Loop() {
		sink += Low27Best(hands[i&1023])
		i++
	}
	_ = sink
}
