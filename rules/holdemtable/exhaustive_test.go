package holdemtable

import (
	"fmt"
	"math/big"
	"math/bits"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// The seven-card counts of every class over the 133,784,560 sets of seven
// cards, against the published counts (Brian Alspach, "7-Card Poker
// Hands", http://people.math.sfu.ca/~alspach/comp20/, and the 7-card table
// of Wikipedia's "Poker probability"). The Trips Bonus and the Blind pay
// tables are paid on these classes.
func TestSevenCardClasses(t *testing.T) {
	published := map[int]uint64{
		classRoyal: 4_324, int(poker.StraightFlush): 37_260, int(poker.FourOfAKind): 224_848, int(poker.FullHouse): 3_473_184,
		int(poker.Flush): 4_047_644, int(poker.Straight): 6_180_020, int(poker.ThreeOfAKind): 6_461_620,
		int(poker.TwoPair): 31_433_400, int(poker.OnePair): 58_627_800, int(poker.HighCard): 23_294_460,
	}
	s := sevenCards()
	var total uint64
	for c, n := range published {
		if s.class[c] != n {
			t.Errorf("class %d: %d sets, published %d", c, s.class[c], n)
		}
		total += s.class[c]
	}
	if total != 133_784_560 {
		t.Errorf("%d sets", total)
	}
	// The board is the best five in one split of each Royal set (the other
	// two cards are the hole cards): 4 × C(47,2). A Straight Flush board is
	// beaten only by the one card that extends it upward, so it plays
	// against C(46,2) of the hole pairs: 36 × 1,035.
	if s.boardPlays[classRoyal] != 4*1081 || s.boardPlays[poker.StraightFlush] != 36*1035 {
		t.Errorf("board plays: royal %d, straight flush %d", s.boardPlays[classRoyal], s.boardPlays[poker.StraightFlush])
	}
}

// The one-pair sets by the pair's rank, counted again by rank classes
// without the evaluator: a pair and five other ranks with no five in a row
// (the ace also low), times the suit patterns with no five cards of one
// suit. Casino Hold 'Em's dealer qualifies with a pair of fours or better
// (2632-2633); the count gives its chance.
func TestOnePairByRank(t *testing.T) {
	// Suits: the pair takes two of four suits, each single any of four;
	// a flush needs five of one suit among them.
	noFlush := uint64(0)
	for pair := 0; pair < 16; pair++ {
		if bits.OnesCount(uint(pair)) != 2 {
			continue
		}
		for singles := 0; singles < 1<<10; singles++ {
			var n [4]int
			for s := 0; s < 4; s++ {
				if pair&(1<<s) != 0 {
					n[s]++
				}
			}
			for k := 0; k < 5; k++ {
				n[singles>>(2*k)&3]++
			}
			if max(n[0], n[1], n[2], n[3]) < 5 {
				noFlush++
			}
		}
	}
	// straight reports five ranks in a row in a rank mask (bit 0 the
	// deuce, bit 12 the ace), the ace also below the deuce.
	straight := func(mask int) bool {
		ext := mask<<1 | mask>>12&1
		for lo := 0; lo <= 9; lo++ {
			if ext>>lo&0b11111 == 0b11111 {
				return true
			}
		}
		return false
	}
	s := sevenCards()
	var total uint64
	for p := 0; p < 13; p++ {
		var sets uint64
		for others := 0; others < 1<<13; others++ {
			if others&(1<<p) != 0 || bits.OnesCount(uint(others)) != 5 || straight(others|1<<p) {
				continue
			}
			sets++
		}
		want := sets * noFlush
		total += want
		if got := s.pairRank[p+2]; got != want {
			t.Errorf("pairs of %s: %d sets, by rank classes %d", rules.Rank(p+2), got, want)
		}
	}
	if total != 58_627_800 {
		t.Errorf("one-pair sets by rank classes: %d", total)
	}
}

// The five-card counts over 2,598,960 sets, against the published counts,
// and the AA Bonus lines by formula: a Flush or higher; a pair of aces
// (one thirteenth of the one-pair hands), any two pairs, three of a kind or
// straight.
func TestFiveCardClasses(t *testing.T) {
	published := [numClasses]uint64{0, 1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 36, 4}
	f := fiveCards()
	if f.class != published {
		t.Errorf("five-card classes %v, published %v", f.class, published)
	}
	flushUp := uint64(5_108 + 3_744 + 624 + 36 + 4)
	acesUp := uint64(1_098_240/13 + 123_552 + 54_912 + 10_200)
	if f.aa != [3]uint64{flushUp, acesUp, 2_598_960 - flushUp - acesUp} {
		t.Errorf("AA Bonus lines %v", f.aa)
	}
}

// edge writes a return as a house edge in percent, four decimals.
func edge(r *big.Rat) string {
	f, _ := new(big.Rat).Neg(r).Float64()
	return fmt.Sprintf("%.4f%%", f*100)
}

// The Trips Bonus's house edge under every UK table and the California
// tables, from the enumeration, against the same edge by formula from the
// published seven-card counts and the printed odds; and beside the
// published edge of 3.50% for 50-40-30-8-7-4-3 ("the most common
// 50-40-30-8-7-4-3 Trips pay table ... has a house edge of 3.50%", Wizard of
// Odds,
// https://wizardofodds.com/games/three-card-poker/side-bets/millionaire-maker/florida-variant-trips-bet/).
// The UK rule book says its minimum odds carry a house edge of 9.12% (line
// 2544); counted exactly they carry 10.8002%, which the test pins and
// docs/interpretations.md reports.
func TestTripsHouseEdges(t *testing.T) {
	counts := []uint64{4_324, 37_260, 224_848, 3_473_184, 4_047_644, 6_180_020, 6_461_620} // Royal down to Three of a Kind
	byFormula := func(odds [7]rules.Odds) *big.Rat {
		ret := new(big.Rat)
		var hit uint64
		for i, n := range counts {
			ret.Add(ret, new(big.Rat).Mul(big.NewRat(odds[i].Win, odds[i].Per), big.NewRat(int64(n), 1)))
			hit += n
		}
		ret.Sub(ret, big.NewRat(int64(133_784_560-hit), 1))
		return ret.Quo(ret, big.NewRat(133_784_560, 1))
	}
	cases := []struct {
		game, key, value string
		odds             [7]rules.Odds
		published        string
	}{
		{UltimateUKGameID, keyTripsTable, "1", toOne(50, 40, 30, 9, 7, 4, 3), ""},
		{UltimateUKGameID, keyTripsTable, "2", toOne(50, 40, 30, 8, 6, 5, 3), ""},
		{UltimateUKGameID, keyTripsTable, "3", toOne(50, 40, 30, 8, 7, 4, 3), "3.50%"},
		{UltimateUKGameID, keyTripsTable, "4", toOne(50, 40, 20, 7, 6, 5, 3), ""},
		{UltimateUKGameID, keyTripsTable, "minimum", toOne(50, 40, 20, 7, 6, 4, 3), "10.80%"},
		{UltimateGameID, keyTripsFlush, tripsFlushSeven, toOne(50, 40, 30, 8, 7, 4, 3), "3.50%"},
		{UltimateGameID, keyTripsFlush, tripsFlushPrint, [7]rules.Odds{rules.ToOne(50), rules.ToOne(40), rules.ToOne(30), rules.ToOne(8), {Win: 7, Per: 2}, rules.ToOne(4), rules.ToOne(3)}, ""},
	}
	for _, c := range cases {
		g := gameOf(t, c.game)
		s, err := g.Settings(map[string]string{c.key: c.value})
		if err != nil {
			t.Fatal(err)
		}
		fs, err := g.(rules.Enumerator).Enumerate(s)
		if err != nil {
			t.Fatal(err)
		}
		bf := fs[0].Bet(BetTrips)
		want := byFormula(c.odds)
		if bf.Return.Cmp(want) != 0 {
			t.Errorf("%s %s=%s: return %s, by formula %s", c.game, c.key, c.value, bf.Return.FloatString(8), want.FloatString(8))
		}
		got := edge(bf.Return)
		f, _ := new(big.Rat).Neg(bf.Return).Float64()
		if c.published != "" && fmt.Sprintf("%.2f%%", f*100) != c.published {
			t.Errorf("%s %s=%s: house edge %s, published %s", c.game, c.key, c.value, got, c.published)
		}
		t.Logf("%s %s=%s: house edge %s (published %s)", c.game, c.key, c.value, got, c.published)
	}
}

// The Bonus Jackpot's lines over every pair of player and dealer hole
// cards, counted by formula: a pair of one rank in C(4,2) = 6 ways, a
// suited two-card hand of two ranks in 4, an unsuited one in 12; the
// dealer's two cards from the other 50 (1,225), of which one pair is the
// other two aces.
func TestBonusJackpotLines(t *testing.T) {
	for _, top := range []bool{true, false} {
		value := topBonusOffered
		if !top {
			value = topBonusNotOffered
		}
		s, _ := compileBonus(map[string]string{keyTopBonus: value})
		fs, err := bonusGame{}.Enumerate(s)
		if err != nil {
			t.Fatal(err)
		}
		bf := fs[0].Bet(BetBonus)
		board := choose(48, 5)
		want := map[string]uint64{
			"2312": 6 * 1225, "2313": 4 * 1225, "2314": 8 * 1225, "2315": 12 * 1225,
			"2316": 18 * 1225, "2317": 24 * 1225, "2318": 54 * 1225,
		}
		if top {
			want["2311"] = 6
			want["2312"] -= 6
		}
		var hit uint64
		for line, n := range want {
			if got := bf.Ways(gb(line)); got != n*board {
				t.Errorf("top=%v line %s: %d deals, want %d", top, line, got, n*board)
			}
			hit += n
		}
		if got := bf.Ways(thbBonusLoses); got != (1326*1225-hit)*board {
			t.Errorf("top=%v: %d losing deals", top, got)
		}
	}
}

// The Progressive tables' lines sum to every deal, and the board lines are
// the closed forms of TestSevenCardClasses scaled to each deal space.
func TestProgressiveLines(t *testing.T) {
	fs, err := bonusGame{}.Enumerate(nil)
	if err != nil {
		t.Fatal(err)
	}
	bf := fs[0].Bet(BetProgressive)
	var sum uint64
	for _, l := range bf.Lines {
		sum += l.Ways
	}
	if sum != fs[0].Deals || bf.Return != nil || bf.FixedReturn == nil {
		t.Errorf("lines sum to %d of %d deals; return %v", sum, fs[0].Deals, bf.Return)
	}
	if got := bf.Ways(gb("2381-2382")); got != 4*1081*990 {
		t.Errorf("a Royal Flush on the board: %d deals", got)
	}
	if got := bf.Ways(gb("2369")); got != (4324*21-4*1081)*990 {
		t.Errorf("a Royal Flush with a hole card: %d deals", got)
	}
	if got := bf.Ways(gb("2375")); got != 4_047_644*21*990 {
		t.Errorf("a Flush: %d deals", got)
	}
	fs, err = casinoGame{}.Enumerate(nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := fs[0].Bet(BetProgressive).Ways(gb("2699-2701")); got != 36*1035*10 {
		t.Errorf("Casino Hold 'Em, a Straight Flush on the board: %d deals", got)
	}
	if got := fs[0].Bet(BetAABonus).Ways(gb("2620")); got != 273_144*10*1081 {
		t.Errorf("Casino Hold 'Em, AA Bonus 7 to 1: %d deals", got)
	}
}

// The dealers' chances to qualify, for the notes on the games' pages:
// a pair or better (Ultimate, Two Way), a pair of fours or better (Casino
// Hold 'Em).
func TestDealerQualifies(t *testing.T) {
	s := sevenCards()
	pair := new(big.Rat).SetFrac64(int64(133_784_560-s.class[poker.HighCard]), 133_784_560)
	fours := new(big.Rat).SetFrac64(int64(133_784_560-s.class[poker.HighCard]-s.pairRank[2]-s.pairRank[3]), 133_784_560)
	if pair.FloatString(6) != "0.825881" || fours.FloatString(6) != "0.757772" {
		t.Errorf("a pair or better %s, a pair of fours or better %s", pair.FloatString(6), fours.FloatString(6))
	}
}

// The Two Way count over every deal: each hand's classes, summed over the
// other, give the seven-card counts (each player's seven cards are 21 hole
// pairs and boards, against 990 dealer hands); the player's and the
// dealer's are alike; and the shortcut by card-sharing pairs agrees with a
// direct count over every player and dealer hand on a few boards.
func TestTwoWayCounts(t *testing.T) {
	tw, seven := twoWayDeals(), sevenCards()
	for a := 1; a < numClasses; a++ {
		var row uint64
		for b := 1; b < numClasses; b++ {
			row += tw.pair[a][b]
			if tw.pair[a][b] != tw.pair[b][a] {
				t.Errorf("classes %d, %d: %d deals, but %d the other way", a, b, tw.pair[a][b], tw.pair[b][a])
			}
		}
		if row != seven.class[a]*21*990 {
			t.Errorf("class %d: %d deals, seven-card count × 20,790 = %d", a, row, seven.class[a]*21*990)
		}
	}
	for _, b := range []string{"AS KS QS JS TS", "2C 2D 7H 7S KC", "3H 4H 5H 9C 9D"} {
		var board [5]rules.Card
		copy(board[:], rules.MustCards(b))
		var direct [numClasses][numClasses]uint64
		var rest []rules.Card
		for _, c := range rules.Deck52() {
			if c != board[0] && c != board[1] && c != board[2] && c != board[3] && c != board[4] {
				rest = append(rest, c)
			}
		}
		class := func(x, y rules.Card) int {
			return classOf(poker.Best([]rules.Card{x, y, board[0], board[1], board[2], board[3], board[4]}))
		}
		for i := range rest {
			for j := i + 1; j < len(rest); j++ {
				a := class(rest[i], rest[j])
				for k := range rest {
					for l := k + 1; l < len(rest); l++ {
						if k == i || k == j || l == i || l == j {
							continue
						}
						direct[a][class(rest[k], rest[l])]++
					}
				}
			}
		}
		if got := boardPairs(board); got != direct {
			t.Errorf("board %s: %v, directly %v", b, got, direct)
		}
	}
}

// The Two Way wager's return, from its lines by the printed odds; no
// published analysis of the wager was found.
func TestTwoWayReturn(t *testing.T) {
	fs, err := twoWayGame{}.Enumerate(nil)
	if err != nil {
		t.Fatal(err)
	}
	bf := fs[0].Bet(BetTwoWay)
	var sum uint64
	for _, l := range bf.Lines {
		sum += l.Ways
	}
	if sum != fs[0].Deals {
		t.Errorf("lines sum to %d of %d deals", sum, fs[0].Deals)
	}
	t.Logf("Two Way: house edge %s", edge(bf.Return))
}
