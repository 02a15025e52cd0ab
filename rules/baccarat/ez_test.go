package baccarat

import (
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// An independent count of every deal by card values, for the enumeration
// tests of the Colorado side bets: it walks the ten point values of six
// positions (a value-0 card is any of 16 per deck, every other value 4),
// deals the coup by the drawing rules as the rule book writes them (lines
// 237-248, 269-279), and counts ordered six-card deals per outcome. It
// shares nothing with coup.go or enumerate.go.

// valueOutcome is what the card values of a coup decide.
type valueOutcome struct {
	winner                   Side
	pPoints, bPoints         int8
	pCards, bCards           int8
	pTwo, bTwo               int8 // the two-card counts
	pThirdValue, bThirdValue int8 // -1 without a third card
}

func (k valueOutcome) natural() bool {
	return (k.pCards == 2 && k.pTwo >= 8) || (k.bCards == 2 && k.bTwo >= 8)
}

func (k valueOutcome) margin() int {
	m := int(k.pPoints) - int(k.bPoints)
	if m < 0 {
		return -m
	}
	return m
}

// winnerLoser returns the winning hand's points and cards, then the
// losing hand's; ok is false on a tie.
func (k valueOutcome) winnerLoser() (wp, wc, lp, lc int8, ok bool) {
	switch k.winner {
	case Player:
		return k.pPoints, k.pCards, k.bPoints, k.bCards, true
	case Banker:
		return k.bPoints, k.bCards, k.pPoints, k.pCards, true
	}
	return 0, 0, 0, 0, false
}

type valueCounts map[valueOutcome]uint64

// count sums the deals of the outcomes pred accepts.
func (vc valueCounts) count(pred func(valueOutcome) bool) uint64 {
	var n uint64
	for k, w := range vc {
		if pred(k) {
			n += w
		}
	}
	return n
}

// bankerDrawsByText is TABLE 2 and the rule after it as the rule book
// writes them (lines 271-279); third is -1 when the Player stood.
func bankerDrawsByText(b, third int) bool {
	if third < 0 {
		return b <= 5
	}
	switch b {
	case 0, 1, 2:
		return true
	case 3:
		return third != 8
	case 4:
		return third >= 2 && third <= 7
	case 5:
		return third >= 4 && third <= 7
	case 6:
		return third == 6 || third == 7
	}
	return false
}

func countByValue(decks int) valueCounts {
	var left [10]uint64
	for v := range left {
		left[v] = uint64(4 * decks)
	}
	left[0] = uint64(16 * decks)
	out := valueCounts{}
	var vals [6]int
	var walk func(i int, w uint64)
	walk = func(i int, w uint64) {
		if i == 6 {
			p2, b2 := (vals[0]+vals[2])%10, (vals[1]+vals[3])%10
			k := valueOutcome{pTwo: int8(p2), bTwo: int8(b2), pCards: 2, bCards: 2, pThirdValue: -1, bThirdValue: -1}
			p, b := p2, b2
			if p2 < 8 && b2 < 8 {
				next, third := 4, -1
				if p2 <= 5 {
					third = vals[next]
					next++
					p = (p + third) % 10
					k.pCards, k.pThirdValue = 3, int8(third)
				}
				if bankerDrawsByText(b2, third) {
					b = (b + vals[next]) % 10
					k.bCards, k.bThirdValue = 3, int8(vals[next])
				}
			}
			k.pPoints, k.bPoints = int8(p), int8(b)
			switch {
			case p > b:
				k.winner = Player
			case b > p:
				k.winner = Banker
			default:
				k.winner = Tie
			}
			out[k] += w
			return
		}
		for v := range left {
			if left[v] == 0 {
				continue
			}
			n := left[v]
			left[v]--
			vals[i] = v
			walk(i+1, w*n)
			left[v]++
		}
	}
	walk(0, 1)
	return out
}

// The Wizard of Odds' EZ Baccarat figures for eight decks (Michael
// Shackleford's page, copied at user-casino.com/games/ez-baccarat/): deals
// of the 4,998,398,275,503,360.
const (
	publishedDeals8            = 4_998_398_275_503_360
	publishedDragon7           = 112_633_011_329_024
	publishedPanda8            = 172_660_763_262_976
	publishedBankerWinsNot7    = 2_179_619_555_108_870 // rounded past 2^53
	publishedBankerWins8Decks  = 2_292_252_566_437_888
	publishedPlayerWins8Decks  = 2_230_518_282_592_256
	publishedTies8Decks        = 475_627_426_473_216
	publishedEZBankerEdge      = "0.0102"
	publishedDragon7Edge       = "0.0761"
	publishedPanda8Edge        = "0.1019"
	publishedDragon7EdgeFine   = "0.076113" // Jacobson, 7.6113%
	publishedPanda8EdgeFine    = "0.101876" // Jacobson, 10.1876%
	publishedBankerWinsNot7Tol = 100
)

// The digest's derived examples and the seed's W8 (lines 596-598) as far
// as they touch EZ Baccarat: $10 wagers, and a $1 progressive wager.
var ezExamples = []sideExample{
	{"W8 E3 Dragon 7", "590, 596, 644", "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)", nil, []sideWager{
		sw("banker", "10.00", "push", "0.00", "590"),
		sw("player", "10.00", "lose", "0.00", "131"),
		sw("tie", "10.00", "lose", "0.00", "133"),
		sw("dragon_7", "10.00", "win", "400.00", "596"),
		sw("panda_8", "10.00", "lose", "0.00", "598"),
		sw("ez_progressive", "1.00", "lose", "0.00", "600"),
	}},
	{"E3 Paytable 2", "634", "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)", set("ez_progressive_paytable", "2"), []sideWager{
		sw("ez_progressive", "1.00", "lose", "0.00", "600"),
	}},
	{"E3 Paytable 3, 10 to 1 as printed", "644", "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)", set("ez_progressive_paytable", "3"), []sideWager{
		sw("ez_progressive", "1.00", "win", "10.00", "644"),
		sw("ez_progressive", "5.00", "win", "50.00", "644"),
	}},
	{"E3 Paytable 3, read as 10 for 1", "644", "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)",
		set("ez_progressive_paytable", "3", "ez_progressive_panda_or_dragon", "10_for_1"), []sideWager{
			sw("ez_progressive", "1.00", "win", "9.00", "644"),
		}},
	{"E4 Dragon 7 – Player 0", "596, 634", "KS 2H QD AC JC 4D", "Banker 7 (3 cards) over Player 0 (3 cards)", nil, []sideWager{
		sw("banker", "10.00", "push", "0.00", "590"),
		sw("dragon_7", "10.00", "win", "400.00", "596"),
		sw("ez_progressive", "1.00", "win", "74.00", "634"),
		sw("ez_progressive", "5.00", "win", "370.00", "634"),
	}},
	{"E4 Paytable 2", "634", "KS 2H QD AC JC 4D", "Banker 7 (3 cards) over Player 0 (3 cards)", set("ez_progressive_paytable", "2"), []sideWager{
		sw("ez_progressive", "1.00", "win", "74.00", "634"),
	}},
	{"E4 Paytable 3", "644", "KS 2H QD AC JC 4D", "Banker 7 (3 cards) over Player 0 (3 cards)", set("ez_progressive_paytable", "3"), []sideWager{
		sw("ez_progressive", "1.00", "win", "10.00", "644"),
	}},
	{"W8 E11 Panda 8", "598, 644", "3C KS 2D 7D 3H", "Player 8 (3 cards) over Banker 7 (2 cards)", set("ez_progressive_paytable", "3"), []sideWager{
		sw("panda_8", "10.00", "win", "250.00", "598"),
		sw("player", "10.00", "win", "10.00", "143"),
		sw("banker", "10.00", "lose", "0.00", "127"),
		sw("tie", "10.00", "lose", "0.00"),
		sw("dragon_7", "10.00", "lose", "0.00"),
		// The Banker's 7 has two cards: not "vs. Banker 3-card 7".
		sw("ez_progressive", "1.00", "win", "10.00", "644"),
	}},
	{"E11 Paytable 1", "600", "3C KS 2D 7D 3H", "Player 8 (3 cards) over Banker 7 (2 cards)", nil, []sideWager{
		sw("ez_progressive", "1.00", "lose", "0.00", "600"),
	}},
	{"E2 tie", "590", "2C TS 3D 3S 8H", "Tie 3: Player 3 (3 cards), Banker 3 (2 cards)", nil, []sideWager{
		sw("tie", "10.00", "win", "80.00", "144"),
		sw("player", "10.00", "push", "0.00", "132"),
		sw("banker", "10.00", "push", "0.00", "128"),
		sw("dragon_7", "10.00", "lose", "0.00"),
		sw("panda_8", "10.00", "lose", "0.00"),
	}},
	{"E13 tie of 3-card 7s", "596", "2S 2H 2D 2C 3C 3D", "Tie 7: Player 7 (3 cards), Banker 7 (3 cards)", nil, []sideWager{
		sw("tie", "10.00", "win", "80.00"),
		sw("player", "10.00", "push", "0.00"),
		sw("banker", "10.00", "push", "0.00", "128"),
		sw("dragon_7", "10.00", "lose", "0.00", "596"),
	}},
	{"E16 Dragon 7 by 1", "596", "5S 5D 9H 9C 2C 3H", "Banker 7 (3 cards) over Player 6 (3 cards)", nil, []sideWager{
		sw("banker", "10.00", "push", "0.00", "590"),
		sw("dragon_7", "10.00", "win", "400.00", "596"),
	}},
	{"E26 Banker 2-card 7 – Player 0", "590, 635", "KS 5H QD 2C JC", "Banker 7 (2 cards) over Player 0 (3 cards)", nil, []sideWager{
		sw("banker", "10.00", "win", "10.00", "145"),
		sw("dragon_7", "10.00", "lose", "0.00"),
		sw("ez_progressive", "1.00", "win", "59.00", "635"),
	}},
	{"E26 Paytable 2", "635", "KS 5H QD 2C JC", "Banker 7 (2 cards) over Player 0 (3 cards)", set("ez_progressive_paytable", "2"), []sideWager{
		sw("ez_progressive", "1.00", "win", "59.00", "635"),
	}},
	{"E1 natural", "143", "9S 7C KD AH", "Player 9 (2 cards, natural) over Banker 8 (2 cards, natural)", set("tie_odds", "9"), []sideWager{
		sw("player", "10.00", "win", "10.00"),
		sw("banker", "10.00", "lose", "0.00"),
		sw("tie", "10.00", "lose", "0.00"),
		sw("panda_8", "10.00", "lose", "0.00"),
		sw("ez_progressive", "1.00", "lose", "0.00"),
	}},
	{"E12 tie odds 9", "144", "3S 5H 4D 2C", "Tie 7: Player 7 (2 cards), Banker 7 (2 cards)", set("tie_odds", "9"), []sideWager{
		sw("tie", "10.00", "win", "90.00", "144"),
	}},
}

// The suit rows (lines 632-633, 640-643) under each reading of "Suited" and
// "Same Color" (digest X19; setting ez_progressive_suits).
var ezSuitExamples = []sideExample{
	// E4's values, the Player's three cards spades, the Banker's hearts.
	{"Dragon 7 – Player 0, each hand suited", "632", "KS 2H QS AH JS 4H", "Banker 7 (3 cards) over Player 0 (3 cards)", nil, []sideWager{
		sw("ez_progressive", "1.00", "win", "meter", "632"),
		sw("dragon_7", "10.00", "win", "400.00"),
	}},
	{"… all_cards: two suits, two colours", "634", "KS 2H QS AH JS 4H", "Banker 7 (3 cards) over Player 0 (3 cards)", set("ez_progressive_suits", "all_cards"), []sideWager{
		sw("ez_progressive", "1.00", "win", "74.00", "634"),
	}},
	{"… qualifying_hand: the Dragon 7 is hearts", "632", "KS 2H QS AH JS 4H", "Banker 7 (3 cards) over Player 0 (3 cards)", set("ez_progressive_suits", "qualifying_hand"), []sideWager{
		sw("ez_progressive", "1.00", "win", "meter", "632"),
	}},
	// Player black (spades, clubs), Banker red (hearts, diamonds).
	{"Dragon 7 – Player 0, each hand one colour", "633", "KS 2H QC AD JS 4H", "Banker 7 (3 cards) over Player 0 (3 cards)", nil, []sideWager{
		sw("ez_progressive", "1.00", "win", "249.00", "633"),
	}},
	{"… Paytable 2", "633", "KS 2H QC AD JS 4H", "Banker 7 (3 cards) over Player 0 (3 cards)", set("ez_progressive_paytable", "2"), []sideWager{
		sw("ez_progressive", "1.00", "win", "229.00", "633"),
	}},
	{"… all_cards", "634", "KS 2H QC AD JS 4H", "Banker 7 (3 cards) over Player 0 (3 cards)", set("ez_progressive_suits", "all_cards"), []sideWager{
		sw("ez_progressive", "1.00", "win", "74.00", "634"),
	}},
	{"… qualifying_hand", "633", "KS 2H QC AD JS 4H", "Banker 7 (3 cards) over Player 0 (3 cards)", set("ez_progressive_suits", "qualifying_hand"), []sideWager{
		sw("ez_progressive", "1.00", "win", "249.00", "633"),
	}},
	// Only the Player's 0 is suited: nothing but the plain row, except
	// where only the Dragon 7 counts, which is mixed.
	{"Dragon 7 – Player 0, Player suited only", "634", "KS 2H QS AC JS 4D", "Banker 7 (3 cards) over Player 0 (3 cards)", nil, []sideWager{
		sw("ez_progressive", "1.00", "win", "74.00", "634"),
	}},
	// All six cards spades, from one eight-deck shoe.
	{"Dragon 7 – Player 0, all spades, all_cards", "632", "KS 2S QS AS JS 4S", "Banker 7 (3 cards) over Player 0 (3 cards)", set("ez_progressive_suits", "all_cards"), []sideWager{
		sw("ez_progressive", "1.00", "win", "meter", "632"),
	}},
	{"All six cards black, all_cards", "633", "KS 2C QS AS JC 4S", "Banker 7 (3 cards) over Player 0 (3 cards)", set("ez_progressive_suits", "all_cards"), []sideWager{
		sw("ez_progressive", "1.00", "win", "249.00", "633"),
	}},
	// Panda 8 (A+3 draws a 4) over a Banker 3-card 7 (A+4 draws a 2 on the
	// Player's 4): Player clubs, Banker hearts.
	{"Panda 8 vs. Banker 3-card 7, each hand suited", "640", "AC AH 3C 4H 4C 2H", "Player 8 (3 cards) over Banker 7 (3 cards)", set("ez_progressive_paytable", "3"), []sideWager{
		sw("ez_progressive", "1.00", "win", "meter", "640"),
		sw("panda_8", "10.00", "win", "250.00"),
	}},
	{"… all_cards", "642", "AC AH 3C 4H 4C 2H", "Player 8 (3 cards) over Banker 7 (3 cards)",
		set("ez_progressive_paytable", "3", "ez_progressive_suits", "all_cards"), []sideWager{
			sw("ez_progressive", "1.00", "win", "49.00", "642"),
		}},
	{"… qualifying_hand", "640", "AC AH 3C 4H 4C 2H", "Player 8 (3 cards) over Banker 7 (3 cards)",
		set("ez_progressive_paytable", "3", "ez_progressive_suits", "qualifying_hand"), []sideWager{
			sw("ez_progressive", "1.00", "win", "meter", "640"),
		}},
	{"Panda 8 vs. Banker 3-card 7, each hand one colour", "641", "AC AH 3S 4D 4C 2H", "Player 8 (3 cards) over Banker 7 (3 cards)", set("ez_progressive_paytable", "3"), []sideWager{
		sw("ez_progressive", "1.00", "win", "499.00", "641"),
	}},
	{"Panda 8 vs. Banker 3-card 7, mixed", "642", "AC AH 3D 4S 4C 2H", "Player 8 (3 cards) over Banker 7 (3 cards)", set("ez_progressive_paytable", "3"), []sideWager{
		sw("ez_progressive", "1.00", "win", "49.00", "642"),
	}},
	// A suited Panda 8 over a mixed Banker 3-card 7: the pair of hands is
	// not suited, but the Panda 8 is (line 643 pays less than line 642, so
	// the higher row wins).
	{"Panda 8 suited vs. mixed Banker 3-card 7", "642", "AC AH 3C 4S 4C 2H", "Player 8 (3 cards) over Banker 7 (3 cards)", set("ez_progressive_paytable", "3"), []sideWager{
		sw("ez_progressive", "1.00", "win", "49.00", "642"),
	}},
	{"… qualifying_hand", "640", "AC AH 3C 4S 4C 2H", "Player 8 (3 cards) over Banker 7 (3 cards)",
		set("ez_progressive_paytable", "3", "ez_progressive_suits", "qualifying_hand"), []sideWager{
			sw("ez_progressive", "1.00", "win", "meter", "640"),
		}},
	// E11 with the Player's three cards clubs: a suited Panda 8 over a
	// 2-card 7.
	{"Panda 8 suited", "643", "3C KS 2C 7D 3C", "Player 8 (3 cards) over Banker 7 (2 cards)", set("ez_progressive_paytable", "3"), []sideWager{
		sw("ez_progressive", "1.00", "win", "19.00", "643"),
	}},
	{"… all_cards", "644", "3C KS 2C 7D 3C", "Player 8 (3 cards) over Banker 7 (2 cards)",
		set("ez_progressive_paytable", "3", "ez_progressive_suits", "all_cards"), []sideWager{
			sw("ez_progressive", "1.00", "win", "10.00", "644"),
		}},
	// E3 with the Banker's three cards spades: a suited Dragon 7.
	{"Dragon 7 suited", "643", "TC AS 4D 2S TH 4S", "Banker 7 (3 cards) over Player 4 (3 cards)", set("ez_progressive_paytable", "3"), []sideWager{
		sw("ez_progressive", "1.00", "win", "19.00", "643"),
		sw("dragon_7", "10.00", "win", "400.00"),
	}},
}

func TestEZExamples(t *testing.T) {
	for _, e := range ezExamples {
		t.Run(e.id, func(t *testing.T) { e.check(t, EZBaccarat()) })
	}
}

func TestEZProgressiveSuits(t *testing.T) {
	for _, e := range ezSuitExamples {
		t.Run(e.id, func(t *testing.T) { e.check(t, EZBaccarat()) })
	}
}

// A commission on a Banker wager of a commission-free game is a finding
// citing the commission-free rule (line 590); so is a Banker wager paid on
// a Dragon 7.
func TestEZFindings(t *testing.T) {
	data := sideRecord(t, "ez-baccarat", "TC AS 4D AH TH 5C", nil, []sideWager{
		{bet: "banker", amount: "20.00", result: "win", payout: "20.00", commission: "1.00"},
	})
	v := verifySide(t, EZBaccarat(), data)
	fields := map[string]rules.Cite{}
	for _, f := range v.Findings {
		fields[f.Field] = f.Rule
	}
	if fields["result"] != co("590") || fields["payout"] != co("590") || fields["commission"] != co("590") {
		t.Errorf("findings %+v, want result, payout and commission citing line 590", v.Findings)
	}
	data = sideRecord(t, "ez-baccarat", "KS 5H QD 2C JC", nil, []sideWager{
		{bet: "banker", amount: "20.00", result: "win", payout: "19.00", commission: ""},
	})
	v = verifySide(t, EZBaccarat(), data)
	if len(v.Findings) != 1 || v.Findings[0].Field != "payout" || v.Findings[0].Expected != "20.00" {
		t.Errorf("findings %+v, want the payout: a Banker 2-card 7 is paid 1 to 1", v.Findings)
	}
}

func TestEZSettings(t *testing.T) {
	g := EZBaccarat()
	s, err := g.Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	es := s.(*ezSettings)
	if es.decks != 8 || len(es.progressive) != 4 || es.suits != suitsEachHand || !es.banker.free {
		t.Errorf("defaults %+v", es)
	}
	for _, bad := range []map[string]string{
		{"ez_progressive_paytable": "4"},
		{"ez_progressive_suits": "both"},
		{"ez_progressive_panda_or_dragon": "11_to_1"},
		{"ez_progressive_fixed_pays_from": "bank"},
		{"commission_rate": "5"},
		{"tie_odds": "7"},
	} {
		if _, err := g.Settings(bad); err == nil {
			t.Errorf("settings %v accepted", bad)
		}
	}
	// The funding of fixed pays changes no settlement.
	a, _ := g.Settings(set("ez_progressive_fixed_pays_from", "meter"))
	if fmt.Sprint(a.(*ezSettings).progressive) != fmt.Sprint(es.progressive) {
		t.Error("ez_progressive_fixed_pays_from changed the paytable")
	}
}

// The EZ data against its lines: every paytable cell is the printed one in
// its column (Paytables 1 and 2 side by side on lines 632-635), each row's
// outcome is the printed hand, and the wagers' odds are on their lines.
func TestEZSeedCrossCheck(t *testing.T) {
	norm := func(s string) string {
		s = strings.ToLower(strings.ReplaceAll(s, "–", "-"))
		return strings.Join(strings.Fields(strings.ReplaceAll(s, " ", "")), "")
	}
	if h := seedtext.Text(t, co("630")); !strings.Contains(h, "Paytable 1\tPaytable 2") {
		t.Fatalf("line 630 reads %q", h)
	}
	if h := seedtext.Text(t, co("638")); !strings.Contains(h, "Paytable 3") {
		t.Fatalf("line 638 reads %q", h)
	}
	for _, tbl := range ezPaytables {
		col := 1
		if tbl.id == "2" {
			col = 2
		}
		for _, r := range tbl.rows {
			fields := strings.Split(seedtext.Text(t, co(r.line)), "\t")
			if len(fields) <= col {
				t.Fatalf("line %s has %d columns", r.line, len(fields))
			}
			if got := strings.TrimSpace(fields[col]); got != r.cell {
				t.Errorf("Paytable %s line %s prints %q; the data says %q", tbl.id, r.line, got, r.cell)
			}
			if norm(fields[0]) != norm(r.outcome()) {
				t.Errorf("Paytable %s line %s names %q; the data says %q", tbl.id, r.line, fields[0], r.outcome())
			}
		}
	}
	for _, c := range []struct {
		line, want string
	}{
		{"590", "the Bank hand is a \"push\""},
		{"596", "The Banker side is a \"Push\""},
		{"598", "The Player side is paid even money"},
		{"600", "progressive wager"},
		{"618", "split among all players, at that table"},
	} {
		if text := seedtext.Text(t, co(c.line)); !strings.Contains(text, c.want) {
			t.Errorf("line %s reads %q, not %q", c.line, text, c.want)
		}
	}
	checkSeedWagers(t, ezBaccarat.bets)
	checkSeedSettings(t, EZBaccarat(), map[string]string{
		keyEZTenToOne:  "10 to 1",
		keyEZFixedPays: "from the tray or from the meter",
		keyEZPaytable:  "sample pay tables",
		keyEZSuits:     "Suited",
		keyTieOdds:     "at least 8 to 1",
	})
}

// Every deal of eight decks: the published counts, an independent count
// by values, and the suit rows of the progressive counted directly.
func TestEnumerateEZ(t *testing.T) {
	fs, err := Enumerate(EZBaccarat())
	if err != nil {
		t.Fatal(err)
	}
	f := fs[0]
	if f.Deals != publishedDeals8 {
		t.Fatalf("deals %d", f.Deals)
	}
	vc := countByValue(8)
	dragon7 := vc.count(func(k valueOutcome) bool { return k.winner == Banker && k.bCards == 3 && k.bPoints == 7 })
	panda8 := vc.count(func(k valueOutcome) bool { return k.winner == Player && k.pCards == 3 && k.pPoints == 8 })
	if dragon7 != publishedDragon7 || panda8 != publishedPanda8 {
		t.Fatalf("independent count: Dragon 7 %d, Panda 8 %d; published %d, %d", dragon7, panda8, publishedDragon7, publishedPanda8)
	}
	banker := f.Bet("banker")
	for _, c := range []struct {
		what      string
		got, want uint64
	}{
		{"Dragon 7 wins", f.Bet("dragon_7").WaysOf(rules.Win), publishedDragon7},
		{"Panda 8 wins", f.Bet("panda_8").WaysOf(rules.Win), publishedPanda8},
		{"Banker pushes on a Dragon 7", banker.Ways(co("590")), publishedDragon7},
		{"Banker wins", banker.WaysOf(rules.Win), publishedBankerWins8Decks - publishedDragon7},
		{"Banker pushes", banker.WaysOf(rules.Push), publishedTies8Decks + publishedDragon7},
		{"Player wins", f.Bet("player").WaysOf(rules.Win), publishedPlayerWins8Decks},
	} {
		if c.got != c.want {
			t.Errorf("%s: %d deals, want %d", c.what, c.got, c.want)
		}
	}
	if d := int64(banker.WaysOf(rules.Win)) - publishedBankerWinsNot7; d < -publishedBankerWinsNot7Tol || d > publishedBankerWinsNot7Tol {
		t.Errorf("Banker wins (except on 7) %d, published (rounded) %d", banker.WaysOf(rules.Win), int64(publishedBankerWinsNot7))
	}
	checkEdge(t, banker, publishedEZBankerEdge, "EZ Banker")
	checkEdge(t, f.Bet("dragon_7"), publishedDragon7Edge, "Dragon 7")
	checkEdge(t, f.Bet("panda_8"), publishedPanda8Edge, "Panda 8")
	if got := new(big.Rat).Neg(f.Bet("dragon_7").Return).FloatString(6); got != publishedDragon7EdgeFine {
		t.Errorf("Dragon 7 house edge %s, Jacobson %s", got, publishedDragon7EdgeFine)
	}
	if got := new(big.Rat).Neg(f.Bet("panda_8").Return).FloatString(6); got != publishedPanda8EdgeFine {
		t.Errorf("Panda 8 house edge %s, Jacobson %s", got, publishedPanda8EdgeFine)
	}

	prog := f.Bet("ez_progressive")
	if prog.Return != nil || prog.FixedReturn == nil {
		t.Errorf("a bet with a meter line has no fixed return: %+v", prog)
	}
	checkEZPaytable1(t, f, suitsEachHand)
}

// checkEZPaytable1 checks the progressive's lines of an eight-deck
// enumeration under Paytable 1 or 2: the plain rows against the independent
// count by values, the suit rows against a direct count over ranks and
// suits.
func checkEZPaytable1(t *testing.T, f *Frequencies, reading ezSuitReading) {
	t.Helper()
	vc := countByValue(8)
	prog := f.Bet("ez_progressive")
	d7p0 := vc.count(func(k valueOutcome) bool {
		return k.winner == Banker && k.bCards == 3 && k.bPoints == 7 && k.pPoints == 0
	})
	b2c7p0 := vc.count(func(k valueOutcome) bool {
		return k.winner == Banker && k.bCards == 2 && k.bPoints == 7 && k.pPoints == 0
	})
	suited, sameColour := countSuitedDragon7Player0(8, reading)
	if suited == 0 || sameColour <= suited || d7p0 <= sameColour {
		t.Fatalf("direct count: suited %d, same colour %d of %d", suited, sameColour, d7p0)
	}
	for _, c := range []struct {
		line string
		want uint64
	}{
		{"632", suited},
		{"633", sameColour - suited},
		{"634", d7p0 - sameColour},
		{"635", b2c7p0},
	} {
		if got := prog.Ways(co(c.line)); got != c.want {
			t.Errorf("%v: EZ progressive line %s: %d deals, counted %d", f.Settings, c.line, got, c.want)
		}
	}
	if got := prog.WaysOf(rules.Lose); got != f.Deals-d7p0-b2c7p0 {
		t.Errorf("%v: EZ progressive loses %d deals, want %d", f.Settings, got, f.Deals-d7p0-b2c7p0)
	}
}

// countSuitedDragon7Player0 counts, over ranks and suits of a shoe, the
// deals of a Dragon 7 over a Player 0 whose cards are "Suited", and those
// that are "Same Color" (suited ones included), under a reading of X19.
// Only the ranks decide the coup, and all six cards of such a coup are
// dealt, so each rank sequence's suits are counted exactly, card by card.
func countSuitedDragon7Player0(decks int, reading ezSuitReading) (suited, sameColour uint64) {
	all := []rules.Suit{rules.Spades, rules.Hearts, rules.Diamonds, rules.Clubs}
	colours := [][]rules.Suit{{rules.Spades, rules.Clubs}, {rules.Hearts, rules.Diamonds}}
	singles := [][]rules.Suit{{rules.Spades}, {rules.Hearts}, {rules.Diamonds}, {rules.Clubs}}
	// patterns lists disjoint assignments of allowed suits to the
	// Player's positions (0, 2, 4) and the Banker's (1, 3, 5).
	patterns := func(groups [][]rules.Suit) (out [][2][]rules.Suit) {
		for _, a := range groups {
			switch reading {
			case suitsEachHand:
				for _, b := range groups {
					out = append(out, [2][]rules.Suit{a, b})
				}
			case suitsAllCards:
				out = append(out, [2][]rules.Suit{a, a})
			case suitsQualifying: // the Dragon 7, the Banker's hand
				out = append(out, [2][]rules.Suit{all, a})
			}
		}
		return out
	}
	suitedPatterns, colourPatterns := patterns(singles), patterns(colours)

	var ranks [6]rules.Rank
	var used [13][4]uint64
	var assign func(k int, p [2][]rules.Suit, w uint64) uint64
	assign = func(k int, p [2][]rules.Suit, w uint64) uint64 {
		if k == 6 {
			return w
		}
		var n uint64
		for _, s := range p[k%2] {
			r := ranks[k] - 2
			copies := uint64(decks) - used[r][s]
			if copies == 0 {
				continue
			}
			used[r][s]++
			n += assign(k+1, p, w*copies)
			used[r][s]--
		}
		return n
	}
	var walk func(i int)
	walk = func(i int) {
		if i == 6 {
			var cards [6]rules.Card
			for k, r := range ranks {
				cards[k] = rules.NewCard(r, rules.Spades)
			}
			c, ok := Play(cards[:])
			if !ok || c.Cards() != 6 || !isDragon7(&c) || c.Player.Points() != 0 {
				return
			}
			for _, p := range suitedPatterns {
				suited += assign(0, p, 1)
			}
			for _, p := range colourPatterns {
				sameColour += assign(0, p, 1)
			}
			return
		}
		for r := rules.Rank(2); r <= 14; r++ {
			ranks[i] = r
			walk(i + 1)
		}
	}
	walk(0)
	return suited, sameColour
}

// Paytable 2 under the other readings of X19 against the direct count
// (TestEnumerateEZ checks Paytable 1 under the default).
func TestEnumerateEZReadings(t *testing.T) {
	g := EZBaccarat()
	var variants []rules.Settings
	readings := []string{"all_cards", "qualifying_hand"}
	for _, r := range readings {
		s, err := g.Settings(set("ez_progressive_paytable", "2", "ez_progressive_suits", r))
		if err != nil {
			t.Fatal(err)
		}
		variants = append(variants, s)
	}
	fs, err := Enumerate(g, variants...)
	if err != nil {
		t.Fatal(err)
	}
	for i, f := range fs {
		checkEZPaytable1(t, f, ezSuitReadings[readings[i]])
	}
}

// The enumeration deals suits only where the table's paytable may look at
// them (ezPaytable.suitsMatter). On random coups where it says they do
// not, new suits must not change any settlement, under every paytable and
// reading.
func TestEZSuitsMatterIsSound(t *testing.T) {
	shoe := make([]rules.Card, 0, 416)
	for range 8 {
		shoe = append(shoe, rules.Deck52()...)
	}
	rng := uint64(20261122)
	next := func(n int) int {
		rng ^= rng << 13
		rng ^= rng >> 7
		rng ^= rng << 17
		return int(rng % uint64(n))
	}
	g := EZBaccarat()
	var all []*ezSettings
	for _, pt := range ezPaytableIDs() {
		for r := range ezSuitReadings {
			s, err := g.Settings(set("ez_progressive_paytable", pt, "ez_progressive_suits", r))
			if err != nil {
				t.Fatal(err)
			}
			all = append(all, s.(*ezSettings))
		}
	}
	checked := 0
	for range 200_000 {
		for i := range 6 {
			j := i + next(len(shoe)-i)
			shoe[i], shoe[j] = shoe[j], shoe[i]
		}
		c, _ := Play(shoe[:6])
		var resuited [6]rules.Card
		for i, x := range shoe[:6] {
			resuited[i] = rules.NewCard(x.Rank(), rules.Suit(next(4)))
		}
		r, _ := Play(resuited[:])
		for _, s := range all {
			if s.paytable.suitsMatter(&c) {
				continue
			}
			checked++
			if a, b := s.settleProgressive(&c, 100), s.settleProgressive(&r, 100); a != b {
				t.Fatalf("Paytable %s, %v: suits changed %v into %v on a coup it deals by ranks only", s.paytable.id, s.suits, a, b)
			}
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}

// Paytable 3 deals every suit of every Dragon 7 and Panda 8 (minutes):
// every line, the plain rows against the independent count, and the
// readings in their order (all_cards is the strictest, qualifying_hand the
// loosest). It runs when CASINO_ENUMERATE_SLOW is set.
func TestEnumerateEZPaytable3Slow(t *testing.T) {
	if os.Getenv("CASINO_ENUMERATE_SLOW") == "" {
		t.Skip("deals every suit of every Dragon 7 and Panda 8 three times (minutes); set CASINO_ENUMERATE_SLOW=1 to run")
	}
	g := EZBaccarat()
	var variants []rules.Settings
	for _, r := range []string{"each_hand", "all_cards", "qualifying_hand"} {
		s, err := g.Settings(set("ez_progressive_paytable", "3", "ez_progressive_suits", r))
		if err != nil {
			t.Fatal(err)
		}
		variants = append(variants, s)
	}
	fs, err := Enumerate(g, variants...)
	if err != nil {
		t.Fatal(err)
	}
	vc := countByValue(8)
	p8b37 := vc.count(func(k valueOutcome) bool {
		return k.winner == Player && k.pCards == 3 && k.pPoints == 8 && k.bCards == 3 && k.bPoints == 7
	})
	p8orD7 := vc.count(func(k valueOutcome) bool {
		return (k.winner == Player && k.pCards == 3 && k.pPoints == 8) || (k.winner == Banker && k.bCards == 3 && k.bPoints == 7)
	})
	var top []uint64
	for _, f := range fs {
		prog := f.Bet("ez_progressive")
		var sum uint64
		for _, l := range prog.Lines {
			sum += l.Ways
		}
		if sum != f.Deals {
			t.Fatalf("%v: lines cover %d of %d deals", f.Settings, sum, f.Deals)
		}
		if got := prog.Ways(co("640")) + prog.Ways(co("641")) + prog.Ways(co("642")); got != p8b37 {
			t.Errorf("%v: Panda 8 vs. Banker 3-card 7 rows %d deals, counted %d", f.Settings, got, p8b37)
		}
		if got := prog.WaysOf(rules.Win); got != p8orD7 {
			t.Errorf("%v: wins %d deals, counted %d", f.Settings, got, p8orD7)
		}
		top = append(top, prog.Ways(co("640")))
	}
	if !(top[1] < top[0] && top[0] < top[2]) || top[1] == 0 {
		t.Errorf("100%% deals by reading %v; want all_cards < each_hand < qualifying_hand", top)
	}
}

// FuzzColoradoSideBetsDecodeVerify: no record makes Decode or Verify of
// dragon-bonus-co, ez-baccarat, golden-frog or infinite-fortune panic,
// every refusal is an *InputError, and a verdict settles each wager once,
// sums the stakes and pays nothing negative.
func FuzzColoradoSideBetsDecodeVerify(f *testing.F) {
	games := []rules.Game{DragonBonus(), EZBaccarat(), GoldenFrog(), InfiniteFortune()}
	for _, gs := range []struct {
		g  rules.Game
		es []sideExample
	}{{DragonBonus(), dragonBonusExamples}, {EZBaccarat(), ezExamples}, {EZBaccarat(), ezSuitExamples},
		{GoldenFrog(), goldenFrogExamples}, {InfiniteFortune(), infiniteFortuneExamples}} {
		for _, e := range gs.es {
			f.Add(sideRecord(f, gs.g.Info().ID, e.shoe, e.settings, e.wagers))
		}
	}
	f.Add([]byte(`{"table_id":"T","hand_number":1,"game":"golden-frog","dealt_at":"2026-01-01T00:00:00Z","cards":{"player":["9H","KC"],"banker":["7S","KD"]},"wagers":[{"seat":1,"bet":"2_card_9_over_2_card_7","amount":"1.00","result":"win","payout":"50.00"}],"table_settings":{"decks":"1"}}`))
	f.Add([]byte(`{"table_id":"T","hand_number":1,"game":"infinite-fortune","dealt_at":"2026-01-01T00:00:00Z","cards":{"player":["2S","2S"],"banker":["2S","2S"]},"wagers":[],"table_settings":{"decks":"6","banker_commission":"commission_free"}}`))
	defaults := make([]rules.Settings, len(games))
	for i, g := range games {
		defaults[i], _ = g.Settings(nil)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for i, g := range games {
			h, err := g.Decode(data)
			if err != nil {
				if _, ok := rules.AsInputError(err); !ok {
					t.Fatalf("%s: Decode error %v is not an *InputError", g.Info().ID, err)
				}
				continue
			}
			s, err := g.Settings(h.Envelope().TableSettings)
			if err != nil {
				s = defaults[i]
			}
			v, err := h.Verify(s)
			if err != nil {
				if _, ok := rules.AsInputError(err); !ok {
					t.Fatalf("%s: Verify error %v is not an *InputError", g.Info().ID, err)
				}
				continue
			}
			var r Record
			if err := json.Unmarshal(data, &r); err != nil {
				t.Fatalf("Decode accepted what encoding/json refuses: %v", err)
			}
			var sum rules.Money
			for _, w := range r.Wagers {
				m, err := rules.ParseMoney(w.Amount)
				if err != nil {
					t.Fatalf("Decode accepted amount %q: %v", w.Amount, err)
				}
				sum += m
			}
			if len(v.Settlements) != len(r.Wagers) || v.Totals.Wagered != sum {
				t.Fatalf("%d settlements for %d wagers, wagered %s of %s", len(v.Settlements), len(r.Wagers), v.Totals.Wagered, sum)
			}
			for _, st := range v.Settlements {
				e := st.Expected
				if e.Payout < 0 || e.Commission < 0 || (e.Result != rules.Win && e.Payout != 0) {
					t.Fatalf("impossible settlement %+v", st)
				}
				if st.Rule.File != rules.Seed003 {
					t.Fatalf("settlement cites %v", st.Rule)
				}
			}
		}
	})
}

func BenchmarkEZVerify(b *testing.B) {
	data := sideRecord(b, "ez-baccarat", "KS 2H QD AC JC 4D", nil, []sideWager{
		sw("banker", "10.00", "push", "0.00"), sw("dragon_7", "10.00", "win", "400.00"), sw("ez_progressive", "1.00", "win", "74.00"),
	})
	g := EZBaccarat()
	h, err := g.Decode(data)
	if err != nil {
		b.Fatal(err)
	}
	s, _ := g.Settings(nil)
	b.ReportAllocs()
	for b.Loop() {
		if v, err := h.Verify(s); err != nil || !v.Verified() {
			b.Fatal(err)
		}
	}
}
