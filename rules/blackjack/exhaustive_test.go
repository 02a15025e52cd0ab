package blackjack

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

func ukFreq(t *testing.T, settings map[string]string) *rules.Frequencies {
	t.Helper()
	st, err := UK().Settings(settings)
	if err != nil {
		t.Fatal(err)
	}
	fs, err := UK().(rules.Enumerator).Enumerate(st)
	if err != nil {
		t.Fatal(err)
	}
	return fs[0]
}

func edge(b *rules.BetFrequency) float64 {
	f, _ := b.Return.Float64()
	return -100 * f
}

// 21+3 at 9 to 1: the Wizard of Odds' six-deck counts of three-card
// combinations (https://wizardofodds.com/games/blackjack/side-bets/21plus3/,
// "Version 1"): 10,368 straight flushes, 26,312 three of a kind, 155,520
// straights, 292,896 flushes (236,736 plus 56,160 with a pair), among
// 5,013,320; and house edges by decks 13.30%, 7.26%, 4.24%, 3.24%, 2.74%.
// The engine counts ordered deals: each combination six times.
func TestUK21Plus3AgainstPublishedCounts(t *testing.T) {
	f := ukFreq(t, nil)
	if f.Deals != 5013320*6 {
		t.Fatalf("deals %d", f.Deals)
	}
	b := f.Bet(bet213)
	want := map[string]uint64{"714-716": 10368, "711-712": 26312 - 1040, "718-719": 1040, "707-709": 155520, "704-705": 292896}
	for lines, n := range want {
		if got := b.Ways(uk(lines)); got != 6*n {
			t.Errorf("lines %s: %d deals, want %d", lines, got, 6*n)
		}
	}
	for decks, pct := range map[string]float64{"1": 13.30, "2": 7.26, "4": 4.24, "6": 3.24, "8": 2.74} {
		got := edge(ukFreq(t, map[string]string{keyDecks: decks}).Bet(bet213))
		if math.Abs(got-pct) > 0.005 {
			t.Errorf("%s decks: house edge %.4f%%, published %.2f%%", decks, got, pct)
		}
	}
}

// Royal Match counted by hand: of the ordered pairs of a shoe of d decks,
// K-Q suited 8d², a suited pair 52d(d-1), two consecutive suited cards
// (A-2 to K-A, K-Q apart: 12 rank pairs a suit) 96d², any suited pair
// 52d(13d-1) in all; each pair of cards is dealt with every one of the
// N-2 dealer cards. The rule book puts the minimum odds' house edge between
// 10.2% and 11.5% (lines 761-766); four and six decks give 11.59% and
// 10.29%, which those figures truncate.
func TestUKRoyalMatchCounts(t *testing.T) {
	for _, d := range []uint64{4, 6} {
		f := ukFreq(t, map[string]string{keyDecks: strconv.FormatUint(d, 10), keyRM: payMinimum})
		n := 52 * d
		b := f.Bet(betRM)
		royal, pair, sf := 8*d*d, 52*d*(d-1), 96*d*d
		suited := 52*d*(13*d-1) - royal - pair - sf
		for lines, w := range map[string]uint64{"756": royal, "757": pair, "758": sf, "759": suited} {
			if got := b.Ways(uk(lines)); got != w*(n-2) {
				t.Errorf("%d decks, line %s: %d deals, want %d", d, lines, got, w*(n-2))
			}
		}
		truncated := math.Floor(edge(b)*10) / 10
		if want := map[uint64]float64{4: 11.5, 6: 10.2}[d]; truncated != want {
			t.Errorf("%d decks: minimum odds' house edge %.4f%%, the rule book %.1f%%", d, edge(b), want)
		}
	}
}

// Perfect Pairs: the Wizard of Odds' eight-deck counts of two-card
// combinations (https://wizardofodds.com/games/blackjack/side-bets/perfect-pairs/):
// 1,456 perfect, 1,664 coloured, 3,328 mixed pairs of 86,320. The rule book
// gives the minimum odds a house edge of 13.8% at six decks (lines
// 825-830); its 11.5% matches no deck count (interpretation UK-P2).
func TestUKPerfectPairsCounts(t *testing.T) {
	f := ukFreq(t, map[string]string{keyDecks: "8", keyPP: payMinimum})
	b := f.Bet(betPP)
	n := uint64(416)
	if f.Deals != 86320*2*(n-2) {
		t.Fatalf("deals %d", f.Deals)
	}
	for lines, w := range map[string]uint64{"823": 1456, "822": 1664, "821": 3328} {
		if got := b.Ways(uk(lines)); got != 2*w*(n-2) {
			t.Errorf("line %s: %d deals, want %d", lines, got, 2*w*(n-2))
		}
	}
	six := edge(ukFreq(t, map[string]string{keyPP: payMinimum}).Bet(betPP))
	if math.Floor(six*10)/10 != 13.8 {
		t.Errorf("six decks: %.4f%%", six)
	}
	for _, d := range []string{"1", "2", "3", "4", "5", "6", "7", "8"} {
		e := edge(ukFreq(t, map[string]string{keyDecks: d, keyPP: payMinimum}).Bet(betPP))
		if math.Floor(e*10)/10 == 11.5 {
			t.Errorf("%s decks give 11.5%%: interpretation UK-P2 is wrong", d)
		}
	}
}

// The Perfect Pair Bonus Bet pays 6, 12 and 25 to 1: the Wizard of Odds'
// Pay Table A, expected return -0.040964 with eight decks and -0.223301
// with two.
func TestBlackjackPokerPerfectPairAgainstPublished(t *testing.T) {
	for decks, ret := range map[string]float64{"8": -0.040964, "2": -0.223301} {
		st, _ := BlackjackPoker().Settings(map[string]string{keyDecks: decks})
		fs, err := BlackjackPoker().(rules.Enumerator).Enumerate(st)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := fs[0].Bets[0].Return.Float64()
		if math.Abs(got-ret) > 5e-7 {
			t.Errorf("%s decks: return %.6f, published %.6f", decks, got, ret)
		}
	}
}

// dealerFinals draws every dealer hand from first, out of a shoe of decks
// decks less that card, by the engine's drawing rule, and returns the
// exact probability of each final: "17" … "21", "BJ", "bust".
func dealerFinals(decks int, first rules.Card, draws func([]rules.Card) bool, goal int) map[string]*big.Rat {
	return dealerFinalsJokers(decks, 0, first, draws, goal)
}

// dealerFinalsJokers is dealerFinals with jokers a deck in the shoe.
func dealerFinalsJokers(decks, jokers int, first rules.Card, draws func([]rules.Card) bool, goal int) map[string]*big.Rat {
	reps := []rules.Card{}
	var counts []int64
	for r := rules.Two; r <= rules.Ace; r++ {
		if r > rules.Ten && r < rules.Ace {
			continue // the ten's class holds the picture cards
		}
		reps = append(reps, rules.NewCard(r, rules.Spades))
		n := int64(4 * decks)
		if r == rules.Ten {
			n = 16 * int64(decks)
		}
		counts = append(counts, n)
	}
	if jokers > 0 {
		reps = append(reps, rules.Joker)
		counts = append(counts, int64(jokers*decks))
	}
	left := int64((52 + jokers) * decks)
	for i, c := range reps {
		if (c == rules.Joker) == (first == rules.Joker) && lowValue(c) == lowValue(first) {
			counts[i]--
			left--
		}
	}
	out := map[string]*big.Rat{}
	var rec func(cards []rules.Card, p *big.Rat, left int64)
	rec = func(cards []rules.Card, p *big.Rat, left int64) {
		if !draws(cards) {
			c := countOf(cards, goal)
			key := strconv.Itoa(c.total)
			switch {
			case c.over(goal):
				key = "bust"
			case len(cards) == 2 && c.total == goal:
				key = "BJ"
			}
			if out[key] == nil {
				out[key] = new(big.Rat)
			}
			out[key].Add(out[key], p)
			return
		}
		for i, c := range reps {
			if counts[i] == 0 {
				continue
			}
			q := new(big.Rat).Mul(p, big.NewRat(counts[i], left))
			counts[i]--
			rec(append(cards, c), q, left-1)
			counts[i]++
		}
	}
	rec([]rules.Card{first}, big.NewRat(1, 1), left)
	return out
}

// The Great Britain dealer's totals from each first card, with no hole
// card, against the Wizard of Odds' tables for European blackjack
// (https://wizardofodds.com/games/blackjack/appendix/2b/): one deck and two
// decks, dealer stands on soft 17; columns 17, 18, 19, 20, 21, BJ, bust.
func TestUKDealerFinalsAgainstPublished(t *testing.T) {
	oneDeck := map[string][7]float64{
		"A": {0.126128, 0.131003, 0.129486, 0.131553, 0.0515646, 0.313726, 0.11654},
		"2": {0.138976, 0.131762, 0.131815, 0.123948, 0.120526, 0, 0.352973},
		"3": {0.130313, 0.130946, 0.123761, 0.123345, 0.116047, 0, 0.375588},
		"4": {0.130973, 0.114163, 0.120679, 0.116286, 0.115096, 0, 0.402803},
		"5": {0.119687, 0.123483, 0.116909, 0.104694, 0.106321, 0, 0.428905},
		"6": {0.166948, 0.106454, 0.107192, 0.100705, 0.0978785, 0, 0.420823},
		"7": {0.372345, 0.138583, 0.0773344, 0.0788967, 0.072987, 0, 0.259854},
		"8": {0.130857, 0.362989, 0.129445, 0.0682898, 0.0697914, 0, 0.238627},
		"9": {0.121886, 0.103921, 0.357391, 0.12225, 0.0611088, 0, 0.233442},
		"T": {0.114418, 0.112879, 0.114662, 0.328879, 0.0364661, 0.0784314, 0.214264},
	}
	twoDecks := map[string][7]float64{
		"A": {0.128467, 0.13089, 0.130179, 0.131159, 0.0527542, 0.31068, 0.115872},
		"2": {0.139367, 0.133348, 0.130744, 0.123997, 0.119254, 0, 0.353291},
		"3": {0.132764, 0.130676, 0.124575, 0.121811, 0.11538, 0, 0.374794},
		"4": {0.130704, 0.120208, 0.121038, 0.116366, 0.113145, 0, 0.39854},
		"5": {0.121005, 0.122831, 0.117318, 0.109022, 0.10732, 0, 0.422505},
	}
	keys := []string{"17", "18", "19", "20", "21", "BJ", "bust"}
	check := func(decks int, table map[string][7]float64) {
		st, _ := compileUK(map[string]string{keyDecks: strconv.Itoa(decks)})
		draws := st.dealer().draws
		for up, row := range table {
			first, _ := rules.ParseCard(up + "H")
			got := dealerFinals(decks, first, draws, 21)
			sum := new(big.Rat)
			for k, v := range got {
				sum.Add(sum, v)
				if k != "bust" && k != "BJ" && (k < "17" || k > "21") {
					t.Errorf("%d decks, %s: final %s", decks, up, k)
				}
			}
			if sum.Cmp(big.NewRat(1, 1)) != 0 {
				t.Errorf("%d decks, %s: probabilities sum to %s", decks, up, sum.FloatString(12))
			}
			for i, k := range keys {
				var g float64
				if v := got[k]; v != nil {
					g, _ = v.Float64()
				}
				if math.Abs(g-row[i]) > 1e-6 {
					t.Errorf("%d decks, first card %s, %s: %.7f, published %g", decks, up, k, g, row[i])
				}
			}
		}
	}
	check(1, oneDeck)
	check(2, twoDecks)
}

// Dealer hits soft 17 (option b): blackjackinfo.com's single-deck table
// (https://www.blackjackinfo.com/dealer-outcome-probabilities/, "Dealer
// hits soft 17"), in percent to two places, for the first cards 2 to 9,
// where no blackjack is possible and the table's peek changes nothing:
// bust, 17, 18, 19, 20, 21.
func TestUKDealerHitsSoft17AgainstPublished(t *testing.T) {
	rows := map[string][6]float64{
		"2": {35.63, 12.98, 13.31, 13.32, 12.56, 12.20},
		"3": {37.81, 12.35, 13.19, 12.50, 12.42, 11.73},
		"4": {40.58, 12.28, 11.54, 12.19, 11.78, 11.63},
		"5": {43.00, 11.67, 12.38, 11.74, 10.52, 10.69},
		"6": {43.78, 11.61, 11.38, 11.61, 10.96, 10.67},
		"7": {25.99, 37.23, 13.86, 7.73, 7.89, 7.30},
		"8": {23.86, 13.09, 36.30, 12.94, 6.83, 6.98},
		"9": {23.34, 12.19, 10.39, 35.74, 12.23, 6.11},
	}
	st, _ := compileUK(map[string]string{keyDecks: "1", keySoft17: soft17Hits})
	keys := []string{"bust", "17", "18", "19", "20", "21"}
	for up, row := range rows {
		first, _ := rules.ParseCard(up + "C")
		got := dealerFinals(1, first, st.dealer().draws, 21)
		for i, k := range keys {
			g, _ := got[k].Float64()
			if math.Abs(100*g-row[i]) > 0.0051 {
				t.Errorf("first card %s, %s: %.4f%%, published %.2f%%", up, k, 100*g, row[i])
			}
		}
	}
}

// The California player-dealers' rules: every final of every first two
// cards is reached with probabilities summing to one, and no hand stops
// short of the rule (a check on the drawing functions' totals, printed for
// the docs with -v).
func TestPlayerDealerFinals(t *testing.T) {
	hb, _ := compileHawaiian(nil)
	for _, up := range []string{"AH", "5H", "TH", "JK"} {
		first, _ := rules.ParseCard(up)
		got := dealerFinalsJokers(8, 4, first, func(c []rules.Card) bool { return len(c) < 2 || hb.pdDraws(c) }, 22)
		sum := new(big.Rat)
		line := ""
		for _, k := range []string{"18", "19", "20", "21", "22", "BJ", "bust"} {
			if v := got[k]; v != nil {
				sum.Add(sum, v)
				f, _ := v.Float64()
				line += fmt.Sprintf(" %s %.4f", k, f)
			}
		}
		t.Logf("Hawaiian, first card %s:%s", up, line)
		if sum.Cmp(big.NewRat(1, 1)) != 0 {
			t.Errorf("Hawaiian %s: the finals sum to %s", up, sum.FloatString(12))
		}
	}
}

// The figures the game's notes quote from the engine are the engine's.
func TestUKNotesQuoteTheEngine(t *testing.T) {
	notes := strings.Join(ukGame{}.Notes(), "\n")
	rm4 := edge(ukFreq(t, map[string]string{keyDecks: "4", keyRM: payMinimum}).Bet(betRM))
	rm6 := edge(ukFreq(t, map[string]string{keyRM: payMinimum}).Bet(betRM))
	pp4 := edge(ukFreq(t, map[string]string{keyDecks: "4", keyPP: payMinimum}).Bet(betPP))
	pp6 := edge(ukFreq(t, map[string]string{keyPP: payMinimum}).Bet(betPP))
	t3a := edge(ukFreq(t, nil).Bet(bet213))
	t3b := edge(ukFreq(t, map[string]string{keyDecks: "4"}).Bet(bet213))
	for _, want := range []string{
		fmt.Sprintf("%.4f%% with four decks and %.4f%% with six", rm4, rm6),
		fmt.Sprintf("%.4f%% with six decks, and %.4f%% with four", pp6, pp4),
		fmt.Sprintf("its house edges %.4f%% and %.4f%%", t3a, t3b),
	} {
		if !strings.Contains(notes, want) {
			t.Errorf("the notes do not say %q", want)
		}
	}
}
