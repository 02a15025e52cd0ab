package studtable

import (
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// The counts below are checked against published figures and against
// counts made another way (by brute force, or by formula), never against
// the code's own output.

var (
	deckOnce sync.Once
	theDeck  *deck1

	sweepOnce sync.Once
	sweepMain []mainTally
	// spied holds the dealer counts of a few player hands, for the brute
	// force check.
	spied map[[5]uint8]*[47]dealerCounts

	insOnce sync.Once
	theIns  insuranceTally
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

// The tables the sweep counts: casino-stud's two listed Raise tables, the
// published analyses' table, and caribbean-stud's Bonus Payout Schedule.
const (
	tabUK = iota
	tabUKRoyal100
	tabUS
	tabCalifornia
)

var sweepTables = [][]int64{
	raiseTable.minimums(),
	{100, 50, 20, 8, 6, 4, 3, 2, 1},
	usTable,
	callTable.minimums(),
}

// spiedHands are player hands (each the first of its suit class in the
// canonical order: spades' ranks the most) whose dealer counts the brute
// force check recounts.
var spiedHands = []string{"AS KS 9S 4H 2D", "QS QH 8S 5S 3H", "9S 8S 7S 6S 5S"}

func testSweep(t testing.TB) []mainTally {
	t.Helper()
	d := testDeck(t)
	sweepOnce.Do(func() {
		want := map[[5]uint8]bool{}
		for _, h := range spiedHands {
			want[sortedIndexes(rules.MustCards(h))] = true
		}
		spied = map[[5]uint8]*[47]dealerCounts{}
		start := time.Now()
		sweepMain = tallyMain(d, sweepTables, func(p *[5]uint8, _ value, _ uint64, counts *[47]dealerCounts) {
			if want[*p] {
				c := *counts
				spied[*p] = &c
			}
		})
		t.Logf("the sweep over every deal, %d pay tables, in %v", len(sweepTables), time.Since(start))
	})
	return sweepMain
}

func testInsurance(t testing.TB) insuranceTally {
	t.Helper()
	d := testDeck(t)
	insOnce.Do(func() { theIns = tallyInsurance(d) })
	return theIns
}

func sortedIndexes(cards []rules.Card) [5]uint8 {
	var out [5]uint8
	for i, c := range cards {
		out[i] = uint8(c.Index())
	}
	for i := 1; i < 5; i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// This package's own evaluator, which ranks hands holding two identical
// cards, ranks every hand of one deck exactly as rules/poker does.
func TestEvalCountsMatchesPoker(t *testing.T) {
	d := testDeck(t)
	for i, c := range d.cards {
		cards := [5]rules.Card{cardOf(c[0]), cardOf(c[1]), cardOf(c[2]), cardOf(c[3]), cardOf(c[4])}
		if got := evalCounts(cards, false); got != d.val[i] {
			t.Fatalf("%v: own %s (%x), rules/poker %s (%x)", cards, got, uint32(got), d.val[i], uint32(d.val[i]))
		}
	}
	if len(d.cards) != nHands {
		t.Fatalf("%d hands", len(d.cards))
	}
}

// Hands with identical cards, which only a shoe of several decks deals
// (interpretation CB7).
func TestEvalIdenticalCards(t *testing.T) {
	cases := []struct {
		a, b string
		cmp  int
		cat  poker.Category
	}{
		{"AS AS AS AS AS", "AS AH AD AC KS", 1, poker.FourOfAKind},  // five aces: four aces with an ace
		{"AS AS KS 9S 3S", "AS KS QS JS 9S", 1, poker.Flush},        // a flush holding a pair, card by card
		{"AS AS AS KS KS", "AS KS QS JS 9S", 1, poker.FullHouse},    // a full house in one suit
		{"7S 7S 7S 7S 2S", "AH KH QH JH TH", -1, poker.FourOfAKind}, // four of a kind in one suit, below a royal
		{"KD KD 5C 5C 2H", "KD KH 5C 5S 2H", 0, poker.TwoPair},
		{"9C 9C 8D 4H 2S", "9C 9D 8D 4H 3S", -1, poker.OnePair},
	}
	for _, c := range cases {
		a, b := valueOf(cards5(t, c.a)), valueOf(cards5(t, c.b))
		if a.category() != c.cat {
			t.Errorf("%s is %s, want %s", c.a, a.category(), c.cat)
		}
		got := 0
		switch {
		case a > b:
			got = 1
		case a < b:
			got = -1
		}
		if got != c.cmp {
			t.Errorf("%s (%s) against %s (%s): %d, want %d", c.a, a, c.b, b, got, c.cmp)
		}
	}
}

// Under a chart listing the Flush above the Full House (Caribbean Stud's
// ranking=as_charted) a full house in one suit is a Flush, card by card;
// four of a kind in one suit stays Four of a Kind.
func TestEvalIdenticalCardsFlushFirst(t *testing.T) {
	cases := []struct {
		hand string
		cat  poker.Category
		top  rules.Rank
	}{
		{"AS AS AS KS KS", poker.Flush, rules.Ace},
		{"2H 6H 2H 6H 6H", poker.Flush, 6},
		{"AS AH AS KS KS", poker.FullHouse, rules.Ace},
		{"7C 7C 7C 7C 3C", poker.FourOfAKind, 7},
		{"7C 7C 7C 7C 7C", poker.FourOfAKind, 7},
	}
	for _, c := range cases {
		v := valueAs(cards5(t, c.hand), true)
		if v.category() != c.cat || v.rank(0) != c.top {
			t.Errorf("%s as charted: %s", c.hand, v)
		}
	}
	if a, b := valueAs(cards5(t, "6H 6H 6H 2H 2H"), true), valueAs(cards5(t, "6C 5C 4C 2C 2C"), true); a <= b {
		t.Errorf("6H 6H 6H 2H 2H (%s) does not beat 6C 5C 4C 2C 2C (%s) as charted", a, b)
	}
}

// Every deal of the player's five cards (2,598,960) by hand, the counts
// every table of poker probabilities gives (e.g. Wikipedia, "Poker
// probability", frequency of 5-card poker hands): 4 royal flushes, 36
// other straight flushes, 624, 3,744, 5,108, 10,200, 54,912, 123,552,
// 1,098,240 and 1,302,540.
func TestPlayerHandsOneDeck(t *testing.T) {
	want := [9]uint64{4, 36, 624, 3744, 5108, 10200, 54912, 123552, 1098240 + 1302540}
	if got := playerRows(1); got != want {
		t.Errorf("one deck by Raise row: %v, want %v", got, want)
	}
	// The Progressive's lines on the player's five cards.
	var prog [6]uint64
	for _, v := range testDeck(t).val {
		prog[progIndex(v)]++
	}
	if w := [6]uint64{4, 36, 624, 3744, 5108, nHands - 4 - 36 - 624 - 3744 - 5108}; prog != w {
		t.Errorf("Progressive lines %v, want %v", prog, w)
	}
}

// Every deal of a California shoe's five cards, counted by faces with
// their copies, against formulas: C(52d, 5) in all; a Royal Flush in one
// of 4 suits, d copies of each of its cards; 36 other straight flushes;
// straights of any suits but one; four or five cards of one rank; three of
// one rank and two of another.
func TestPlayerHandsShoe(t *testing.T) {
	for _, d := range []int64{4, 8} {
		rows := playerRows(int(d))
		c := func(n, k int64) int64 { return new(big.Int).Binomial(n, k).Int64() }
		pow5 := func(x int64) int64 { return x * x * x * x * x }
		n := 4 * d // copies of a rank
		want := map[int]int64{
			0: 4 * pow5(d),
			1: 36 * pow5(d),
			2: 13*c(n, 4)*(52*d-n) + 13*c(n, 5),
			3: 13 * 12 * c(n, 3) * c(n, 2),
			5: 10 * (pow5(n) - 4*pow5(d)),
		}
		var sum uint64
		for _, x := range rows {
			sum += x
		}
		if all := uint64(c(52*d, 5)); sum != all {
			t.Errorf("%d decks: %d deals, want C(%d, 5) = %d", d, sum, 52*d, all)
		}
		for row, w := range want {
			if rows[row] != uint64(w) {
				t.Errorf("%d decks, %s: %d, want %d", d, raiseTable.rows[row].name, rows[row], w)
			}
		}
		t.Logf("%d decks: %v", d, rows)
	}
}

// The sweep, under the Raise pay table of the published analyses, gives
// their figures: over 19,933,230,517,200 deals the optimal player loses
// 1,041,372,912,372 Antes, a house edge of 5.224%; he wins with a Royal
// Flush 16,759,740 times, a Straight Flush 156,929,720, Four of a Kind
// 2,832,435,800 and a Full House 16,624,475,280. Source: Michael
// Shackleford, "Caribbean Stud Poker", Wizard of Odds
// (https://wizardofodds.com/games/caribbean-stud-poker/): the strategy
// statistics ("Perfect strategy 1,041,372,912,372 5.224% 2.555%") and the
// U.S. rules return table.
func TestSweepMatchesPublished(t *testing.T) {
	ts := testSweep(t)
	us := &ts[tabUS]
	if got := us.folded + us.notQualified + us.won + us.tied + us.lost; got != 19933230517200 || csDeals != 19933230517200 {
		t.Errorf("%d deals (csDeals %d), want 19,933,230,517,200", got, csDeals)
	}
	if got := us.anteLoss(); got != 1041372912372 {
		t.Errorf("the optimal player loses %d Antes, want 1,041,372,912,372", got)
	}
	for row, want := range map[int]uint64{0: 16759740, 1: 156929720, 2: 2832435800, 3: 16624475280} {
		if us.wonBy[row] != want {
			t.Errorf("wins with %s: %d, want %d", raiseTable.rows[row].name, us.wonBy[row], want)
		}
	}
	// Element of risk: the loss over the Antes and Raises staked, 2.555%.
	staked := 3*(csDeals-us.folded) + us.folded
	if r, _ := new(big.Rat).SetFrac64(us.anteLoss(), int64(staked)).Float64(); r < 0.02555 || r >= 0.02556 {
		t.Errorf("element of risk %.6f, want 2.555%%", r)
	}
	// The same deals are won and lost under every table; only the pays,
	// and where they tip it, the raise, change.
	for i, tab := range ts {
		if tab.notQualified+tab.won+tab.tied+tab.lost+tab.folded != csDeals {
			t.Errorf("table %d: %+v does not add up", i, tab)
		}
	}
}

// The dealer counts of the sweep, recounted by dealing the dealer's four
// other cards every way beside a few player hands.
func TestSweepAgainstBruteForce(t *testing.T) {
	testSweep(t)
	for _, h := range spiedHands {
		p := sortedIndexes(rules.MustCards(h))
		counts := spied[p]
		if counts == nil {
			t.Fatalf("%s was not visited", h)
		}
		pv := valueOf(cards5(t, h))
		var qs [47]query
		queriesOf(&p, &qs)
		for u := 0; u < 47; u += 5 { // every fifth up card
			up := qs[u].up
			var got dealerCounts
			var rest []uint8
			for c := uint8(0); c < 52; c++ {
				if c != up && c != p[0] && c != p[1] && c != p[2] && c != p[3] && c != p[4] {
					rest = append(rest, c)
				}
			}
			for a := 0; a < len(rest); a++ {
				for b := a + 1; b < len(rest); b++ {
					for c := b + 1; c < len(rest); c++ {
						for e := c + 1; e < len(rest); e++ {
							dv := poker.Eval5([5]rules.Card{cardOf(up), cardOf(rest[a]), cardOf(rest[b]), cardOf(rest[c]), cardOf(rest[e])})
							v := pack(dv.Category(), dv.Ranks())
							switch {
							case !v.qualifies():
								got.notQualified++
							case v < pv:
								got.below++
							case v == pv:
								got.equal++
							default:
								got.above++
							}
						}
					}
				}
			}
			if got != counts[u] {
				t.Errorf("%s, up card %s: sweep %+v, brute force %+v", h, cardOf(up), counts[u], got)
			}
		}
	}
}

// The Bonus Insurance's counts. The dealer fails to qualify in 1,135,260
// hands: the 1,302,540 hands of no pair, no straight and no flush, less
// the 164 such rank sets holding an ace and a king (C(11,3) less A-K-Q-J-T)
// in 1,020 suitings each; every other dealer hand loses the Insurance
// against every player hand, 5 up cards each. The dealer's rows hold 4, 14,
// 34 + 69 such rank sets topped by a seven, an eight, a nine or a ten. The
// Flush-or-better player hands beside a few dealer hands are recounted by
// dealing them every way.
func TestInsuranceCounts(t *testing.T) {
	ins := testInsurance(t)
	const nq = 1302540 - 164*1020
	if ins.dealerNQ != nq {
		t.Errorf("%d dealer hands do not qualify, want %d", ins.dealerNQ, nq)
	}
	if want := uint64(nHands-nq) * csOthers * 5; ins.lost != want {
		t.Errorf("Insurance lost on %d deals, want %d", ins.lost, want)
	}
	var sum uint64
	for _, n := range ins.rows {
		sum += n
	}
	if sum+ins.lost != csDeals {
		t.Errorf("Insurance lines add to %d, want %d", sum+ins.lost, csDeals)
	}
	// The pairs of each dealer row, player hands a Flush or better among
	// them, against the rank sets.
	var pairs uint64
	for row := 5; row < 9; row++ {
		pairs += ins.rows[row]
	}
	if want := 5*uint64(nq)*csOthers - 5*ins.playerFlushUp; pairs != want {
		t.Errorf("dealer rows hold %d, want %d", pairs, want)
	}
	d := testDeck(t)
	f := newFlushUpCounter(d)
	dealerRowHands := map[int]uint64{}
	for i := range d.cards {
		if v := d.val[i]; !v.qualifies() {
			dealerRowHands[insuranceRow(pack(poker.HighCard, [5]rules.Rank{}), v)]++
		}
	}
	for row, sets := range map[int]uint64{5: 4, 6: 14, 7: 34 + 69} {
		if dealerRowHands[row] != sets*1020 {
			t.Errorf("%s: %d dealer hands, want %d", insuranceTable.rows[row].name, dealerRowHands[row], sets*1020)
		}
	}
	for _, dealer := range []string{"7S 5S 4H 3D 2C", "QH JH 9H 8C 2H", "AS QD TC 6H 4S"} {
		c := sortedIndexes(rules.MustCards(dealer))
		got := f.disjoint(&c)
		var want [5]int64
		for i := range d.cards {
			h := &d.cards[i]
			shared := false
			for _, x := range h {
				for _, y := range c {
					shared = shared || x == y
				}
			}
			if r := flushUpRow(d.val[i]); !shared && r >= 0 {
				want[r]++
			}
		}
		if got != want {
			t.Errorf("beside %s: %v Flush-or-better hands, brute force %v", dealer, got, want)
		}
	}
}

// The frequencies the game's page shows, from the same tallies: every bet's
// lines add up to every deal, and the returns agree with the losses.
func TestCasinoStudFrequencies(t *testing.T) {
	ts := testSweep(t)
	ins := testInsurance(t)
	def, _ := compileCS(nil)
	pays, _ := compileCS(map[string]string{keyProgressiveFolded: FoldedPays, "raise_odds": raiseRoyal100})
	fs := csFrequencies([]*csSettings{def, pays}, []mainTally{ts[tabUK], ts[tabUKRoyal100]}, ins)
	for _, f := range fs {
		if f.Deals != csDeals {
			t.Errorf("deals %d", f.Deals)
		}
		for _, b := range f.Bets {
			var sum uint64
			for _, l := range b.Lines {
				sum += l.Ways
			}
			if sum != f.Deals {
				t.Errorf("%s: lines add to %d of %d deals", b.Bet, sum, f.Deals)
			}
		}
		ante, raise := f.Bet(BetAnte), f.Bet(BetRaise)
		// Ante and Raise together per Ante: the Ante's return plus twice
		// the Raise's over the deals raised.
		raised := new(big.Rat).SetFrac(new(big.Int).SetUint64(csDeals-raise.WaysOf(notPlaced)), new(big.Int).SetUint64(csDeals))
		total := new(big.Rat).Add(ante.Return, new(big.Rat).Mul(big.NewRat(2, 1), new(big.Rat).Mul(raise.Return, raised)))
		m := &ts[tabUK]
		if f.Settings["raise_odds"] == raiseRoyal100 {
			m = &ts[tabUKRoyal100]
		}
		if want := big.NewRat(-m.anteLoss(), int64(csDeals)); total.Cmp(want) != 0 {
			t.Errorf("Ante and Raise return %s, the tally's loss gives %s", total.FloatString(8), want.FloatString(8))
		}
		if f.Bet(BetProgressive).Return != nil {
			t.Error("the Progressive's return is fixed, but it pays shares of the meter")
		}
		// Every Flush or better raises: the fixed lines pay 100, 75 and 50
		// times on the 624, 3,744 and 5,108 hands of Four of a Kind, Full
		// House and Flush, the 40 straight flushes pay the meter, and the
		// other hands lose.
		want := big.NewRat(624*100+3744*75+5108*50-(nHands-624-3744-5108-40), nHands)
		if got := f.Bet(BetProgressive).FixedReturn; got.Cmp(want) != 0 {
			t.Errorf("the Progressive's fixed return is %s, want %s", got.FloatString(6), want.FloatString(6))
		}
	}
	// The UK table's raise wins, from the US table's deals (the same hands
	// raise: no hand the UK table pays less on is raised on a margin).
	uk, us := &ts[tabUK], &ts[tabUS]
	if uk.folded != us.folded {
		t.Logf("the UK table folds %d deals, the US one %d", uk.folded, us.folded)
	} else {
		diff := int64(0)
		for row := range uk.wonBy {
			diff += 2 * (us.odds[row] - uk.odds[row]) * int64(us.wonBy[row])
		}
		if uk.anteLoss()-us.anteLoss() != diff {
			t.Errorf("UK loss %d, US loss %d: difference %d, the pays give %d", uk.anteLoss(), us.anteLoss(), uk.anteLoss()-us.anteLoss(), diff)
		}
	}
	for i, tab := range ts {
		r := big.NewRat(tab.anteLoss(), int64(csDeals))
		f, _ := r.Float64()
		t.Logf("table %v: loss %d Antes, house edge %.4f%% of the Ante", sweepTables[i], tab.anteLoss(), 100*f)
	}
}

// The figures the games' pages print are the counts.
func TestNotesFigures(t *testing.T) {
	ts := testSweep(t)
	for tab, want := range map[int]int64{tabUS: lossPublished, tabUK: lossUK, tabUKRoyal100: lossUKRoyal100, tabCalifornia: lossCalifornia} {
		if got := ts[tab].anteLoss(); got != want {
			t.Errorf("table %v: loss %d, the notes print %d", sweepTables[tab], got, want)
		}
	}
	for d, want := range shoeRows {
		if got := playerRows(d); got != want {
			t.Errorf("%d decks: %v, the notes print %v", d, got, want)
		}
	}
	if n := CasinoStud().(interface{ Notes() []string }).Notes(); !strings.Contains(n[0], "1,041,372,912,372") || !strings.Contains(n[1], "4.8466%") {
		t.Errorf("notes %q", n[:2])
	}
	if n := Caribbean().(interface{ Notes() []string }).Notes(); !strings.Contains(n[1], "4.9862%") {
		t.Errorf("notes %q", n)
	}
}
