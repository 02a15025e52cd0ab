package baccarat

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// W1, seed 003 line 118: "A hand composed of an Ace, a 2 and a 4 has a
// point count of 7".
func TestW1PointCountAce2And4(t *testing.T) {
	if got := Points(rules.MustCards("AS 2H 4D")...); got != 7 {
		t.Errorf("A+2+4 = %d points, want 7 (seed 003 line 118)", got)
	}
}

// W2, seed 003 line 119: "A hand composed of an Ace, a 2 and a 9 has a
// total of 12 but only a point count of 2".
func TestW2PointCountAce2And9(t *testing.T) {
	if got := Points(rules.MustCards("AC 2C 9C")...); got != 2 {
		t.Errorf("A+2+9 = %d points, want 2 (seed 003 line 119)", got)
	}
}

// Card values, seed 003 lines 113-116.
func TestValues(t *testing.T) {
	want := map[rules.Rank]int{2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9,
		rules.Ten: 0, rules.Jack: 0, rules.Queen: 0, rules.King: 0, rules.Ace: 1}
	for r, v := range want {
		for s := rules.Spades; s <= rules.Clubs; s++ {
			if got := Value(rules.NewCard(r, s)); got != v {
				t.Errorf("Value(%v) = %d, want %d", rules.NewCard(r, s), got, v)
			}
		}
	}
}

// The drawing rules as the seed prints them in text, written out here
// independently of the code: Table 1 / PLAYERS' RULES (lines 237-248) and
// TABLE 2 (lines 269-279).
var (
	playersRules = []struct{ totals, action string }{
		{"0-1-2-3-4-5", "Draw a Card"},               // line 246
		{"6-7", "Stand"},                             // line 247
		{"8-9", "Stand (Natural, Bank cannot draw)"}, // line 248
	}
	table2 = []struct{ totals, draws string }{
		{"0-1-2", "Always draws *"},                    // line 271
		{"3", "0-1-2-3-4-5-6-7-9"},                     // line 272
		{"4", "2-3-4-5-6-7"},                           // line 273
		{"5", "4-5-6-7"},                               // line 274
		{"6", "6-7"},                                   // line 275
		{"7", "Stands"},                                // line 276
		{"8-9", "STAND (Natural, PLAYER cannot draw)"}, // line 277
	}
	// Line 279: "If the PLAYER takes no cards, the BANKER must draw 0-5 and
	// stand on 6-9".
	bankerAloneDraws = "0-1-2-3-4-5"
)

func numbers(s string) []int {
	var out []int
	for _, f := range strings.Split(s, "-") {
		n, err := strconv.Atoi(f)
		if err != nil {
			panic(err)
		}
		out = append(out, n)
	}
	return out
}

// textRules answers from the text tables above: does the Player draw on p,
// and does the Banker draw on b given the Player's third card (or
// NoThirdCard)?
func textPlayerDraws(p int) bool {
	for _, r := range playersRules {
		if slices.Contains(numbers(r.totals), p) {
			return r.action == "Draw a Card"
		}
	}
	panic("no row for " + strconv.Itoa(p))
}

func textBankerDraws(b, third int) bool {
	if third == NoThirdCard {
		return slices.Contains(numbers(bankerAloneDraws), b)
	}
	for _, r := range table2 {
		if !slices.Contains(numbers(r.totals), b) {
			continue
		}
		switch {
		case strings.HasPrefix(r.draws, "Always"):
			return true
		case strings.HasPrefix(strings.ToUpper(r.draws), "STAND"):
			return false
		}
		return slices.Contains(numbers(r.draws), third)
	}
	panic("no row for " + strconv.Itoa(b))
}

// cardOf returns a card worth v points.
func cardOf(v int, s rules.Suit) rules.Card {
	if v == 0 {
		return rules.NewCard(rules.King, s)
	}
	if v == 1 {
		return rules.NewCard(rules.Ace, s)
	}
	return rules.NewCard(rules.Rank(v), s)
}

// Every combination of Player two-card total, Banker two-card total and
// Player third card, against the text of the rule book: the rule functions,
// Play (which deals from a shoe) and Deal (which checks recorded hands).
func TestDrawingRulesExhaustive(t *testing.T) {
	for p := 0; p <= 9; p++ {
		for b := 0; b <= 9; b++ {
			natural := p >= 8 || b >= 8 // line 234
			wantP := !natural && textPlayerDraws(p)
			if !natural && PlayerDraws(p) != wantP {
				t.Errorf("PlayerDraws(%d) = %v, Table 1 says %v", p, !wantP, wantP)
			}
			thirds := []int{NoThirdCard}
			if wantP {
				thirds = []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
			}
			for _, third := range thirds {
				wantB := !natural && textBankerDraws(b, third)
				if !natural && BankerDraws(b, third) != wantB {
					t.Errorf("BankerDraws(%d, %d) = %v, TABLE 2 says %v", b, third, !wantB, wantB)
				}
				// The shoe: P1 B1 P2 B2 then two more cards.
				fifth := cardOf(max(third, 0), rules.Hearts)
				shoe := []rules.Card{cardOf(p, rules.Spades), cardOf(b, rules.Spades),
					rules.NewCard(rules.Ten, rules.Clubs), rules.NewCard(rules.Ten, rules.Diamonds),
					fifth, rules.NewCard(rules.Queen, rules.Hearts)}
				c, ok := Play(shoe)
				if !ok {
					t.Fatalf("Play ran out of a 6-card shoe")
				}
				if got := c.Player.Len() == 3; got != wantP {
					t.Errorf("P%d B%d third %d: Play gave the Player a third card = %v, want %v", p, b, third, got, wantP)
				}
				if got := c.Banker.Len() == 3; got != wantB {
					t.Errorf("P%d B%d third %d: Play gave the Banker a third card = %v, want %v", p, b, third, got, wantB)
				}
				// Deal accepts exactly the counts the rules give and refuses
				// the other three.
				for _, pn := range []int{2, 3} {
					for _, bn := range []int{2, 3} {
						player := []rules.Card{shoe[0], shoe[2]}
						banker := []rules.Card{shoe[1], shoe[3]}
						if pn == 3 {
							player = append(player, fifth)
						}
						if bn == 3 {
							banker = append(banker, shoe[5])
						}
						_, err := Deal(player, banker)
						legal := (pn == 3) == wantP && (bn == 3) == wantB
						if legal != (err == nil) {
							t.Errorf("Deal(P%d %d cards, B%d %d cards, third %d) = %v; legal %v", p, pn, b, bn, third, err, legal)
						}
					}
				}
			}
		}
	}
}

// The Banker grid (seed 003 lines 253-267) agrees with TABLE 2 in every
// cell except the two the copy garbled: line 260 prints "Ø" and line 261
// prints "8" for Banker 5 and Banker 4 against a third card worth 1, where
// TABLE 2 (lines 273-274) says stand.
func TestBankerGridAgreesWithTable2(t *testing.T) {
	lines := seedtext.Lines(t, rules.Seed003)
	garbled := map[[2]int]string{{5, 1}: "Ø", {4, 1}: "8"}
	seen := map[int]bool{}
	for n := 257; n <= 265; n++ {
		f := strings.Fields(lines[n-1])
		if len(f) == 0 {
			continue
		}
		if len(f) != 11 {
			t.Fatalf("line %d: want a score and 10 cells, got %q", n, lines[n-1])
		}
		b, err := strconv.Atoi(f[0])
		if err != nil {
			t.Fatalf("line %d: %v", n, err)
		}
		seen[b] = true
		for third, cell := range f[1:] {
			code := BankerDraws(b, third)
			if g, ok := garbled[[2]int{b, third}]; ok {
				if cell != g || code {
					t.Errorf("line %d, third card %d: grid %q, code draws=%v; want the garbled %q and stand per TABLE 2", n, third, cell, code, g)
				}
				continue
			}
			if want := cell == "D"; (cell != "D" && cell != "S") || code != want {
				t.Errorf("line %d: Banker %d vs third card %d: grid %q, code draws=%v", n, b, third, cell, code)
			}
		}
	}
	for b := 0; b <= 7; b++ {
		if !seen[b] {
			t.Errorf("grid row for Banker %d not found at lines 257-265", b)
		}
	}
}

// Exhaustive: every ordered 6-card deal from an 8-deck shoe, grouped by the
// ten point values (value 0: 128 cards, values 1-9: 32 cards each), weighted
// by the number of ordered ways to draw it, and played by Play. All six
// cards come from the shoe whether the coup uses them or not.
func TestEnumerateEightDeckShoe(t *testing.T) {
	var counts [10]uint64
	counts[0] = 4 * 4 * 8 // ten, jack, queen, king
	for v := 1; v <= 9; v++ {
		counts[v] = 4 * 8
	}
	var shoe [6]rules.Card
	var wins [3]uint64 // by Side
	var byCards [7]uint64
	var naturals, total uint64
	var deal func(depth int, ways uint64)
	deal = func(depth int, ways uint64) {
		if depth == 6 {
			c, ok := Play(shoe[:])
			if !ok {
				t.Fatal("Play ran out of six cards")
			}
			wins[c.Winner()] += ways
			byCards[c.Cards()] += ways
			if c.Natural() {
				naturals += ways
			}
			total += ways
			return
		}
		for v := 0; v <= 9; v++ {
			if counts[v] == 0 {
				continue
			}
			w := ways * counts[v]
			counts[v]--
			shoe[depth] = cardOf(v, rules.Spades)
			deal(depth+1, w)
			counts[v]++
		}
	}
	deal(0, 1)

	const all = 416 * 415 * 414 * 413 * 412 * 411
	if total != all {
		t.Fatalf("weighted deals = %d, want %d", total, uint64(all))
	}
	for _, c := range []struct {
		side Side
		want uint64
	}{
		{Banker, 2_292_252_566_437_888},
		{Player, 2_230_518_282_592_256},
		{Tie, 475_627_426_473_216},
	} {
		if wins[c.side] != c.want {
			t.Errorf("%v wins %d of %d deals, want %d", c.side, wins[c.side], total, c.want)
		}
	}
	if s := byCards[4] + byCards[5] + byCards[6]; s != total {
		t.Errorf("4/5/6-card coups sum to %d, want %d", s, total)
	}

	// Cross-check naturals and four-card coups from the first four cards
	// alone (the last two are drawn from the other 412 in 412 × 411 ways):
	// a natural, or both hands on 6-7, leaves four cards (lines 234, 247, 279).
	var wantNat, wantFour uint64
	for v0 := range 10 {
		for v1 := range 10 {
			for v2 := range 10 {
				for v3 := range 10 {
					left := counts
					ways := uint64(1)
					for _, v := range [4]int{v0, v1, v2, v3} {
						ways *= left[v]
						left[v]--
					}
					ways *= 412 * 411
					p, b := (v0+v2)%10, (v1+v3)%10
					switch {
					case p >= 8 || b >= 8:
						wantNat += ways
						wantFour += ways
					case p >= 6 && b >= 6:
						wantFour += ways
					}
				}
			}
		}
	}
	if naturals != wantNat {
		t.Errorf("coups with a natural: %d, want %d", naturals, wantNat)
	}
	if byCards[4] != wantFour {
		t.Errorf("four-card coups: %d, want %d", byCards[4], wantFour)
	}
	// The split of five and six cards has no closed form as simple as the
	// one above; these are this enumeration's counts, kept as regression
	// values (4 cards 37.8868%, 5 cards 30.3444%, 6 cards 31.7687%).
	for n, want := range map[int]uint64{4: 1_893_735_611_458_560, 5: 1_516_734_808_780_800, 6: 1_587_927_855_264_000} {
		if byCards[n] != want {
			t.Errorf("%d-card coups: %d, want %d", n, byCards[n], want)
		}
	}
	if naturals > byCards[4] {
		t.Errorf("%d coups with a natural but only %d four-card coups; a natural ends the drawing", naturals, byCards[4])
	}
}

func TestPlayShortShoe(t *testing.T) {
	// Player 0 draws, Banker 0 draws: a coup needs six cards.
	shoe := rules.MustCards("KS KH QS QH JS JH")
	for n := 0; n < 6; n++ {
		if _, ok := Play(shoe[:n]); ok {
			t.Errorf("Play of %d cards completed a coup that needs 6", n)
		}
	}
	if c, ok := Play(shoe); !ok || c.Cards() != 6 {
		t.Errorf("Play(6 cards) = %d cards, %v", c.Cards(), ok)
	}
}

func TestDealErrors(t *testing.T) {
	for _, c := range []struct {
		name           string
		player, banker string
		side           Side
		line, contains string
	}{
		{"one card", "AS", "2S 3S", Player, "222-229", "has 1 cards"},
		{"four cards", "AS 2S 3S", "2S 3S 4S 5S", Banker, "222-229", "has 4 cards"},
		{"natural then a Banker card", "9S KS", "2S 3S 4S", Banker, "234", "the Player has a natural 9"},
		{"natural then a Player card", "2S 3S 4S", "8S KS", Player, "234", "the Banker has a natural 8"},
		{"Player stands on 6", "6S KS 2S", "2S 3S", Player, "237-248", "the Player stands on 6"},
		{"Player draws on 5", "2S 3S", "2S 3S 4S", Player, "237-248", "the Player draws on 5"},
		{"Banker alone draws on 5", "6S KS", "2S 3S", Banker, "279", "the Banker draws on 5"},
		{"Banker alone stands on 6", "7S KS", "2S 4S 4D", Banker, "279", "the Banker stands on 6"},
		{"Banker 3 stands on an 8", "2S 3S 8S", "KS 3S 4S", Banker, "269-278", "the Banker stands on 3 when the Player's third card is worth 8"},
		{"Banker 6 draws on a 7", "2S 3S 7S", "KS 6S", Banker, "269-278", "the Banker draws on 6 when the Player's third card is worth 7"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Deal(rules.MustCards(c.player), rules.MustCards(c.banker))
			var de *DrawError
			if !errors.As(err, &de) {
				t.Fatalf("Deal = %v, want a *DrawError", err)
			}
			if de.Side != c.side || de.Rule.Lines != c.line || !strings.Contains(de.Detail, c.contains) {
				t.Errorf("Deal = %v (side %v, rule %s); want side %v, lines %s, containing %q", de, de.Side, de.Rule, c.side, c.line, c.contains)
			}
			if !strings.Contains(de.Detail, "seeds/"+rules.Seed003+":"+c.line) {
				t.Errorf("detail %q does not cite its line", de.Detail)
			}
		})
	}
}
