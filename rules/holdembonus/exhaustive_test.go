package holdembonus

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

var deck = rules.Deck52()

// handName writes hole cards the way pay tables do: "AKs", "AQo", "TT".
func handName(a, b rules.Card) string {
	hi, lo := a, b
	if lo.Rank() > hi.Rank() {
		hi, lo = lo, hi
	}
	name := hi.Rank().String() + lo.Rank().String()
	switch {
	case hi.Rank() == lo.Rank():
	case hi.Suit() == lo.Suit():
		name += "s"
	default:
		name += "o"
	}
	return name
}

// bonusOddsByName is the Bonus pay table (lines 124-133) keyed by the hole
// cards' names, written out independently of the game's table; A-A pays 30
// unless the dealer holds A-A too.
var bonusOddsByName = map[string]int64{
	"AA": 30, "AKs": 25, "AQs": 20, "AJs": 20, "AKo": 15,
	"KK": 10, "QQ": 10, "JJ": 10, "AQo": 5, "AJo": 5,
	"TT": 3, "99": 3, "88": 3, "77": 3, "66": 3, "55": 3, "44": 3, "33": 3, "22": 3,
}

// Every one of the 1,326 pairs of hole cards, through Decode and Verify of
// a real record (the Bonus paid whatever the showdown, so that only the
// hole cards count), against the pay table written by name. A-A is dealt
// once more against the dealer's two other aces for the 1000 to 1 line.
func TestBonusEveryHoleHand(t *testing.T) {
	settings := map[string]string{keyBonusWhenBeaten: BonusPays}
	count := map[int64]int{}
	hands := 0
	for i := 0; i < 52; i++ {
		for j := i + 1; j < 52; j++ {
			p := [2]rules.Card{deck[i], deck[j]}
			rest := make([]rules.Card, 0, 50)
			for _, c := range deck {
				if c != p[0] && c != p[1] {
					rest = append(rest, c)
				}
			}
			dealers := [][]rules.Card{rest[:2]}
			name := handName(p[0], p[1])
			if name == "AA" {
				var others []rules.Card
				for _, c := range rest {
					if c.Rank() == rules.Ace {
						others = append(others, c)
					}
				}
				dealers = append(dealers, others)
			}
			for _, d := range dealers {
				want := bonusOddsByName[name]
				if name == "AA" && d[0].Rank() == rules.Ace && d[1].Rank() == rules.Ace {
					want = 1000
				}
				var board []string
				for _, c := range rest {
					if c != d[0] && c != d[1] && len(board) < 5 {
						board = append(board, c.String())
					}
				}
				r := round{board: strings.Join(board, " "), dealer: d[0].String() + " " + d[1].String(),
					seats:  []seatSpec{{seat: 1, cards: p[0].String() + " " + p[1].String()}},
					wagers: "1 ante 1 push 0, 1 flop 2 push 0, 1 bonus 1 lose 0"}
				s := settlement(t, r.verify(t, settings), 1, BetBonus)
				switch {
				case want == 0 && (s.Expected.Result != rules.Lose || s.Rule != citeBonusTable):
					t.Errorf("%s %s: %+v, want a loss", p[0], p[1], s)
				case want != 0 && (s.Expected.Result != rules.Win || s.Expected.Payout != rules.Dollars(want)):
					t.Errorf("%s %s vs %s %s: %+v, want %d to 1", p[0], p[1], d[0], d[1], s.Expected, want)
				}
				count[want]++
				hands++
			}
		}
	}
	// The hands each line holds, counted by formula: a pair of one rank in
	// C(4,2) = 6 ways, a suited two-card hand of two ranks in 4, an
	// unsuited one in 12.
	want := map[int64]int{1000: 6, 30: 6, 25: 4, 20: 2 * 4, 15: 12, 10: 3 * 6, 5: 2 * 12, 3: 9 * 6}
	want[0] = 1326 - (6 + 4 + 8 + 12 + 18 + 24 + 54)
	if hands != 1326+6 {
		t.Errorf("%d records, want 1,332", hands)
	}
	for odds, n := range want {
		if count[odds] != n {
			t.Errorf("%d to 1: %d hands, want %d", odds, count[odds], n)
		}
	}
}

// The Bonus's exact return over every pair of player and dealer hole cards
// (1,326 × 1,225), settled by the game's table, against the same return by
// formula from the printed odds.
func TestBonusReturn(t *testing.T) {
	sum := new(big.Int)
	deals := int64(0)
	for i := 0; i < 52; i++ {
		for j := i + 1; j < 52; j++ {
			for k := 0; k < 52; k++ {
				for l := k + 1; l < 52; l++ {
					if k == i || k == j || l == i || l == j {
						continue
					}
					deals++
					row := bonusRowOf([2]rules.Card{deck[i], deck[j]}, [2]rules.Card{deck[k], deck[l]})
					if row == bonusNone {
						sum.Sub(sum, big.NewInt(1))
						continue
					}
					sum.Add(sum, big.NewInt(bonusRows[row].odds.Win))
				}
			}
		}
	}
	if deals != 1326*1225 {
		t.Fatalf("%d deals", deals)
	}
	got := new(big.Rat).SetFrac(sum, big.NewInt(deals))
	// Per player hand: A-A in 6 ways, the dealer's A-A then 1 of 1,225;
	// the other rows by their counts; 1,200 hands lose.
	want := new(big.Rat).SetFrac64(6*(1000+30*1224), 1225)
	want.Add(want, big.NewRat(4*25+8*20+12*15+18*10+24*5+54*3-1200, 1))
	want.Quo(want, big.NewRat(1326, 1))
	if got.Cmp(want) != 0 {
		t.Errorf("return %s, want %s", got.RatString(), want.RatString())
	}
	if got.RatString() != "-13873/162435" {
		t.Errorf("return %s; the game's notes publish -13,873/162,435", got.RatString())
	}
	edge, _ := new(big.Rat).Neg(got).Float64()
	if s := fmt.Sprintf("%.4f%%", edge*100); !strings.Contains(strings.Join(New().(game).Notes(), " "), s) {
		t.Errorf("the notes should state the house edge %s", s)
	}
}

// A Royal Flush on the Flop uses both hole cards and the three flop cards.
// Over all 1,326 × 19,600 hole cards and flops (every five-card hand, each
// split into two hole cards and a flop) exactly 40 are one: 4 Royals × the
// C(5,2) = 10 ways to hold two of its cards, so the probability is
// 4/C(52,5) = 1 in 649,740.
func TestRoyalOnTheFlopEveryDeal(t *testing.T) {
	if testing.Short() {
		t.Skip("26 million hole cards and flops")
	}
	var royals, deals int64
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			hole := [2]rules.Card{deck[a], deck[b]}
			for c := 0; c < 52; c++ {
				if c == a || c == b {
					continue
				}
				for d := c + 1; d < 52; d++ {
					if d == a || d == b {
						continue
					}
					for e := d + 1; e < 52; e++ {
						if e == a || e == b {
							continue
						}
						deals++
						// The turn and river are no card at all: only
						// the flop can complete the Royal here.
						if s, _ := royalStage(hole, [5]rules.Card{deck[c], deck[d], deck[e]}); s == 5 {
							royals++
						}
					}
				}
			}
		}
	}
	if deals != 1326*19600 || royals != 40 {
		t.Fatalf("%d royals in %d deals, want 40 in 25,989,600", royals, deals)
	}
	got := big.NewRat(royals, deals)
	if want := big.NewRat(4, 2598960); got.Cmp(want) != 0 {
		t.Errorf("probability %s, want 4/C(52,5) = %s", got, want)
	}
}

// For three kinds of hole cards, every ordered board (19,600 flops × 47
// turns × 46 rivers): how often each Royal Flush line of the Progressive is
// hit, against counts worked out by hand.
func TestRoyalStagesEveryBoard(t *testing.T) {
	if testing.Short() {
		t.Skip("127 million boards")
	}
	type counts struct{ flop, turn, river, community int64 }
	cases := []struct {
		hole string
		want counts
	}{
		// A♠ K♠ hold two spades of the Royal; Q♠ J♠ T♠ are missing.
		//   flop: the flop is those three (1), any turn and river (47 × 46);
		//   turn: the flop holds two of them (3) and one of 47 others, the
		//     turn is the third, any river (46);
		//   river: the flop and turn hold two of them (3), two of 47 others
		//     (1,081), either of the four as the turn (4), the river the third;
		//   community: another suit's Royal is the whole board, its flop any
		//     3 of 5 (10), turn and river in 2 orders: 3 × 20.
		{"AS KS", counts{flop: 47 * 46, turn: 3 * 47 * 46, river: 3 * 1081 * 4, community: 3 * 20}},
		// A♠ 3♣: K♠ Q♠ J♠ T♠ are missing.
		//   turn: the flop is three of them (4), the turn the fourth, any river;
		//   river: flop and turn hold three of them (4) and one of 46 others,
		//     either of the four as the turn (4), the river the fourth.
		{"AS 3C", counts{turn: 4 * 46, river: 4 * 46 * 4, community: 3 * 20}},
		// 7♣ 2♦ hold no Royal card: only a board Royal, of any suit.
		{"7C 2D", counts{community: 4 * 20}},
	}
	for _, c := range cases {
		t.Run(c.hole, func(t *testing.T) {
			t.Parallel()
			hc := rules.MustCards(c.hole)
			hole := [2]rules.Card{hc[0], hc[1]}
			var rest []rules.Card
			for _, x := range deck {
				if x != hole[0] && x != hole[1] {
					rest = append(rest, x)
				}
			}
			var got counts
			var boards int64
			var b [5]rules.Card
			for i := 0; i < 50; i++ {
				for j := i + 1; j < 50; j++ {
					for k := j + 1; k < 50; k++ {
						b[0], b[1], b[2] = rest[i], rest[j], rest[k]
						for t4 := 0; t4 < 50; t4++ {
							if t4 == i || t4 == j || t4 == k {
								continue
							}
							b[3] = rest[t4]
							for r5 := 0; r5 < 50; r5++ {
								if r5 == i || r5 == j || r5 == k || r5 == t4 {
									continue
								}
								b[4] = rest[r5]
								boards++
								switch s, usesHole := royalStage(hole, b); {
								case s == 5:
									got.flop++
								case s == 6:
									got.turn++
								case s == 7 && usesHole:
									got.river++
								case s == 7:
									got.community++
								}
							}
						}
					}
				}
			}
			if boards != 19600*47*46 {
				t.Fatalf("%s: %d boards", c.hole, boards)
			}
			if got != c.want {
				t.Errorf("%s: flop, turn, river, community royals %+v, want %+v", c.hole, got, c.want)
			}
		})
	}
}

// Over every five-card board: the community lines of Rule 4.2.1 are hit by
// the published five-card counts (4 Royal Flushes, 36 other Straight
// Flushes, 624 Four of a Kinds in 2,598,960).
func TestCommunityLinesEveryBoard(t *testing.T) {
	if testing.Short() {
		t.Skip("2.6 million boards")
	}
	got := map[string]int{}
	var b [5]rules.Card
	for a := 0; a < 52; a++ {
		for c := a + 1; c < 52; c++ {
			for d := c + 1; d < 52; d++ {
				for e := d + 1; e < 52; e++ {
					for f := e + 1; f < 52; f++ {
						b = [5]rules.Card{deck[a], deck[c], deck[d], deck[e], deck[f]}
						if l := communityLine(poker.Eval5(b)); l != nil {
							got[l.name]++
						}
					}
				}
			}
		}
	}
	want := map[string]int{"Community Royal Flush": 4, "Community Straight Flush": 36, "Community Four of a Kind": 624}
	if len(got) != len(want) {
		t.Errorf("lines %v, want %v", got, want)
	}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("%s: %d boards, want %d", k, got[k], n)
		}
	}
}

// royalStage against the hand evaluator on random deals: a Royal within
// the first five, six or seven cards, and one made by the board alone.
func TestRoyalStageAgreesWithTheEvaluator(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	d := rules.Deck52()
	stages := map[int]int{}
	for n := 0; n < 400000; n++ {
		// Bias toward royals: deal from the twenty high cards half the time.
		pool := d
		if n%2 == 0 {
			pool = nil
			for _, c := range d {
				if c.Rank() >= rules.Ten {
					pool = append(pool, c)
				}
			}
		}
		rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		var cards [7]rules.Card
		copy(cards[:], pool[:7])
		hole := [2]rules.Card{cards[0], cards[1]}
		var board [5]rules.Card
		copy(board[:], cards[2:])
		stage, usesHole := royalStage(hole, board)
		stages[stage]++
		first := 0
		for k := 5; k <= 7; k++ {
			if poker.Best(cards[:k]).IsRoyal() {
				first = k
				break
			}
		}
		if stage != first {
			t.Fatalf("%v: royalStage %d, the evaluator first sees a Royal after %d cards", cards, stage, first)
		}
		if stage == 7 && usesHole == poker.Eval5(board).IsRoyal() {
			t.Fatalf("%v: usesHole %v, board Royal %v", cards, usesHole, poker.Eval5(board).IsRoyal())
		}
		if stage != 0 && stage < 7 && !usesHole {
			t.Fatalf("%v: a Royal after %d cards must use a hole card", cards, stage)
		}
	}
	for _, s := range []int{0, 5, 6, 7} {
		if stages[s] == 0 {
			t.Errorf("no deal reached stage %d: %v", s, stages)
		}
	}
}
