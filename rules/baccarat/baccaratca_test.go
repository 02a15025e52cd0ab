package baccarat

import (
	"encoding/json"
	"math/big"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// Helpers shared by the tests of the California games that deal a
// Player/Banker coup (baccarat-ca, ez-baccarat-panda-8, fortune-7-baccarat).

// ccWager is one wager of a California hand as the record declares it.
type ccWager struct {
	seat, backline                        int
	bet, amount, result, payout, returned string
}

// ccHand is a California hand: each hand's cards in the order dealt, the
// player-dealer's seat, bank and declared net, and the wagers.
type ccHand struct {
	game           string
	player, banker string
	settings       map[string]string
	pdSeat         int
	bank, net      string
	wagers         []ccWager
	collections    []rules.CollectionRecord
}

func (h ccHand) json(t testing.TB) []byte {
	t.Helper()
	r := Record{
		Envelope: rules.Envelope{TableID: "CA-1", HandNumber: 7, Game: h.game,
			DealtAt: time.Date(2026, 11, 21, 22, 14, 5, 0, time.FixedZone("PST", -8*3600)), TableSettings: h.settings},
		Cards:        RecordCards{Player: strings.Fields(h.player), Banker: strings.Fields(h.banker)},
		Wagers:       []rules.WagerRecord{},
		PlayerDealer: &rules.PlayerDealerRecord{Seat: h.pdSeat, Bank: h.bank, Net: h.net},
		Collections:  h.collections,
	}
	for _, w := range h.wagers {
		r.Wagers = append(r.Wagers, rules.WagerRecord{Seat: w.seat, Backline: w.backline, Bet: w.bet,
			Amount: w.amount, Result: w.result, Payout: w.payout, Returned: w.returned})
	}
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// ccVerify decodes and verifies a record under its own table_settings.
func ccVerify(t testing.TB, g rules.Game, data []byte) (*rules.Verdict, error) {
	t.Helper()
	h, err := g.Decode(data)
	if err != nil {
		return nil, err
	}
	s, err := g.Settings(h.Envelope().TableSettings)
	if err != nil {
		t.Fatalf("Settings: %v", err)
	}
	return h.Verify(s)
}

// ccCheck verifies a hand whose record declares what the rules give: no
// finding, the summary, and every settlement citing seed 000.
func ccCheck(t *testing.T, g rules.Game, h ccHand, summary, lines string) *rules.Verdict {
	t.Helper()
	v, err := ccVerify(t, g, h.json(t))
	if err != nil {
		t.Fatalf("lines %s: %v", lines, err)
	}
	if summary != "" && v.Outcome.Summary != summary {
		t.Errorf("lines %s: outcome %q, want %q", lines, v.Outcome.Summary, summary)
	}
	for _, f := range v.Findings {
		t.Errorf("lines %s: finding %s seat %d %s: declared %s, expected %s (%s)", lines, f.Field, f.Seat, f.Bet, f.Declared, f.Expected, f.Rule)
	}
	if len(v.Settlements) != len(h.wagers) {
		t.Fatalf("%d settlements for %d wagers", len(v.Settlements), len(h.wagers))
	}
	for _, s := range v.Settlements {
		if s.Rule.File != rules.Seed000 || s.Rule.Lines == "" {
			t.Errorf("seat %d %s cites %v, want a line of seed 000", s.Seat, s.Bet, s.Rule)
		}
	}
	return v
}

// ccSettlement returns the settlement of seat's bet.
func ccSettlement(t *testing.T, v *rules.Verdict, seat, backline int, bet string) rules.Settlement {
	t.Helper()
	for _, s := range v.Settlements {
		if s.Seat == seat && s.Backline == backline && s.Bet == bet {
			return s
		}
	}
	t.Fatalf("no settlement for seat %d/%d %s", seat, backline, bet)
	return rules.Settlement{}
}

// ccRefused checks that a record is refused naming field, with every
// fragment in the message.
func ccRefused(t *testing.T, g rules.Game, data []byte, field string, fragments ...string) {
	t.Helper()
	_, err := ccVerify(t, g, data)
	ie, ok := rules.AsInputError(err)
	if !ok {
		t.Fatalf("want an input error on %s, got %v", field, err)
	}
	msg := err.Error()
	found := false
	for _, fe := range ie.Errors {
		found = found || fe.Field == field
	}
	if !found {
		t.Errorf("error %q does not name %s", msg, field)
	}
	for _, f := range fragments {
		if !strings.Contains(msg, f) {
			t.Errorf("error %q does not say %q", msg, f)
		}
	}
}

// ccGrid is a Banker drawing table as text: row b (the Banker's two-card
// count, 0-7) has one letter per Player's third card worth 0-9, H to draw
// and S to stand, transcribed from the rule book.
type ccGrid [8]string

// ccGridCalifornia is baccarat-ca's table, lines 1461-1468, the Cyrillic
// "Н" read as H.
var ccGridCalifornia = ccGrid{
	7: "SSSSSSSSSS",
	6: "SSSSSSSSSS",
	5: "SSSHHHHHSS",
	4: "SSSHHHHHSS",
	3: "HHHHHHHHHH",
	2: "HHHHHHHHHH",
	1: "HHHHHHHHHH",
	0: "HHHHHHHHHH",
}

// ccGridStandard is the chart of EZ Baccarat Panda 8 (lines 2706-2713) and
// Fortune 7 Baccarat (lines 2851-2858), read as the text rules above each
// say (lines 2697-2700, 2842-2845).
var ccGridStandard = ccGrid{
	7: "SSSSSSSSSS",
	6: "SSSSSSHHSS",
	5: "SSSSHHHHSS",
	4: "SSHHHHHHSS",
	3: "HHHHHHHHSH",
	2: "HHHHHHHHHH",
	1: "HHHHHHHHHH",
	0: "HHHHHHHHHH",
}

func (g *ccGrid) draws(b, third int) bool { return g[b][third] == 'H' }

// ccCheckDrawing compares a Drawing with a text grid in every cell, and
// plays and deals every combination of two-card counts and third card with
// it: a natural (8 or 9 on two cards) ends the drawing, the Player draws
// on 0-5, and a Banker whose Player stood draws on 0-5.
func ccCheckDrawing(t *testing.T, d *Drawing, g ccGrid) {
	t.Helper()
	for b := 0; b <= 7; b++ {
		for third := 0; third <= 9; third++ {
			if got := d.BankerDrawsOn[b]>>third&1 == 1; got != g.draws(b, third) {
				t.Errorf("Banker %d vs third card %d: draws=%v, the table says %c", b, third, got, g[b][third])
			}
		}
	}
	for _, b := range []int{8, 9} {
		if d.BankerDrawsOn[b] != 0 {
			t.Errorf("Banker %d (a natural) has a drawing row", b)
		}
	}
	for p := 0; p <= 9; p++ {
		for b := 0; b <= 9; b++ {
			natural := p >= 8 || b >= 8
			wantP := !natural && p <= 5
			thirds := []int{NoThirdCard}
			if wantP {
				thirds = []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
			}
			for _, third := range thirds {
				var wantB bool
				switch {
				case natural:
				case third == NoThirdCard:
					wantB = b <= 5
				default:
					wantB = g.draws(b, third)
				}
				fifth := cardOf(max(third, 0), rules.Hearts)
				shoe := []rules.Card{cardOf(p, rules.Spades), cardOf(b, rules.Spades),
					rules.NewCard(rules.Ten, rules.Clubs), rules.NewCard(rules.Ten, rules.Diamonds),
					fifth, rules.NewCard(rules.Queen, rules.Hearts)}
				c, ok := d.Play(shoe)
				if !ok || (c.Player.Len() == 3) != wantP || (c.Banker.Len() == 3) != wantB {
					t.Errorf("P%d B%d third %d: Play gave %d and %d cards; want Player draws %v, Banker draws %v", p, b, third, c.Player.Len(), c.Banker.Len(), wantP, wantB)
				}
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
						_, err := d.Deal(player, banker)
						legal := (pn == 3) == wantP && (bn == 3) == wantB
						if legal != (err == nil) {
							t.Errorf("Deal(P%d %d cards, B%d %d cards, third %d) = %v; legal %v", p, pn, b, bn, third, err, legal)
						}
						if err != nil && !strings.Contains(err.Error(), rules.Seed000) {
							t.Errorf("Deal error %q does not cite seed 000", err)
						}
					}
				}
			}
		}
	}
}

// ccGlyphs reads the cells of the rule book's drawing charts. The charts
// of lines 1461-1468, 2706-2713 and 2851-2858 print H partly as look-alike
// letters (Cyrillic Н and н, Greek Η) and, in a few cells, as other OCR
// debris (Cyrillic Т, I); S is once or twice printed as the Malayalam ഗ.
// Every debris cell is also checked against the text rules where the rule
// book gives them.
var ccGlyphs = map[string]byte{
	"S": 'S', "ഗ": 'S',
	"H": 'H', "Н": 'H', "н": 'H', "Η": 'H', "Т": 'H', "I": 'H',
}

// ccSeedGrid reads a chart of the rule book: the score line ("Score 0 1 …
// 9") at scoreLine, then one row per Banker count from 7 down to 0. It
// returns the grid and the cells that were not a plain S or H.
func ccSeedGrid(t *testing.T, scoreLine int) (ccGrid, map[[2]int]string) {
	t.Helper()
	lines := seedtext.Lines(t, rules.Seed000)
	head := strings.Fields(lines[scoreLine-1])
	if len(head) != 11 || !strings.EqualFold(head[0], "Score") || strings.Join(head[1:], "") != "0123456789" {
		t.Fatalf("line %d is not the chart's score line: %q", scoreLine, lines[scoreLine-1])
	}
	var g ccGrid
	odd := map[[2]int]string{}
	for i := range 8 {
		n := scoreLine + 1 + i
		f := strings.Fields(lines[n-1])
		if len(f) != 11 {
			t.Fatalf("line %d: want a score and 10 cells, got %q", n, lines[n-1])
		}
		b, err := strconv.Atoi(f[0])
		if err != nil || b != 7-i {
			t.Fatalf("line %d: row %q, want Banker %d", n, f[0], 7-i)
		}
		row := make([]byte, 10)
		for third, cell := range f[1:] {
			r, ok := ccGlyphs[cell]
			if !ok {
				t.Fatalf("line %d, third card %d: cell %q is neither S nor H", n, third, cell)
			}
			if cell != "S" && cell != "H" {
				odd[[2]int{b, third}] = cell
			}
			row[third] = r
		}
		g[b] = string(row)
	}
	return g, odd
}

func TestCaliforniaBaccaratDrawing(t *testing.T) {
	ccCheckDrawing(t, californiaDrawing, ccGridCalifornia)
	if CaliforniaBaccarat().(*game[*bcaSettings]).drawing != californiaDrawing {
		t.Error("baccarat-ca does not deal by its own table")
	}
	// The table differs from standard baccarat (seed 003's TABLE 2) in
	// exactly these cells.
	diff := map[[2]int]bool{}
	for b := 0; b <= 7; b++ {
		for third := 0; third <= 9; third++ {
			if ccGridCalifornia.draws(b, third) != BankerDraws(b, third) {
				diff[[2]int{b, third}] = true
			}
		}
	}
	want := [][2]int{{3, 8}, {4, 2}, {5, 3}, {6, 6}, {6, 7}}
	if len(diff) != len(want) {
		t.Errorf("baccarat-ca's table differs from TABLE 2 in %v, want %v", diff, want)
	}
	for _, c := range want {
		if !diff[c] {
			t.Errorf("Banker %d vs third card %d: expected to differ from TABLE 2", c[0], c[1])
		}
	}
}

// Lines 1459-1468, cell by cell: the H cells are partly the Cyrillic "Н".
func TestSeedCaliforniaBaccaratChart(t *testing.T) {
	g, odd := ccSeedGrid(t, 1460)
	if g != ccGridCalifornia {
		t.Errorf("lines 1461-1468 read %q; the tests transcribe %q", g, ccGridCalifornia)
	}
	for cell, glyph := range odd {
		if glyph != "Н" {
			t.Errorf("Banker %d vs %d: cell %q, want only the Cyrillic Н in this chart", cell[0], cell[1], glyph)
		}
	}
	if len(odd) == 0 {
		t.Error("no Cyrillic cell found; the chart is expected to print some H as Н")
	}
	for third := 0; third <= 9; third++ {
		for b := 0; b <= 7; b++ {
			if got := californiaDrawing.BankerDrawsOn[b]>>third&1 == 1; got != (g[b][third] == 'H') {
				t.Errorf("line %d: Banker %d vs %d: chart %c, code draws=%v", 1468-b, b, third, g[b][third], got)
			}
		}
	}
	for _, c := range []struct {
		cite rules.Cite
		says string
	}{
		{californiaDrawing.Natural, "8 or 9, no cards will be drawn"},
		{californiaDrawing.Player, "0 through 5, it will be given a hit card"},
		{californiaDrawing.Player, "6, 7, 8 or 9 the player must stand"},
		{californiaDrawing.BankerAlone, "hit on 5 or less and stand on 6"},
		{californiaDrawing.BankerTable, "according to the hitting rules below"},
	} {
		if text := seedtext.Text(t, c.cite); !strings.Contains(text, c.says) {
			t.Errorf("%s does not read %q: %q", c.cite, c.says, text)
		}
	}
}

// The rule book's examples: "9 + 7 = 16 and 6 is the value of the hand"
// (line 1442); a tie pushes Player and Banker bets and pays Tie bets 8 to 1
// (line 1470); Banker pays 19 to 20 (line 1479).
func TestCaliforniaBaccaratExamples(t *testing.T) {
	g := CaliforniaBaccarat()
	if p := Points(rules.MustCards("9S 7H")...); p != 6 {
		t.Errorf("9 + 7 counts %d, line 1442 says 6", p)
	}
	// Player 9 + 7 = 6 stands; the Banker's 5 draws (line 1456) a 4: 9.
	v := ccCheck(t, g, ccHand{game: "baccarat-ca", player: "9S 7H", banker: "2D 3C 4H", pdSeat: 1, bank: "1000.00", net: "17.25",
		wagers: []ccWager{
			{seat: 2, bet: "banker", amount: "20.00", result: "win", payout: "19.00"},
			{seat: 3, bet: "player", amount: "50.00", result: "lose", payout: "0.00"},
			{seat: 4, bet: "tie", amount: "10.00", result: "lose", payout: "0.00"},
			{seat: 5, bet: "banker", amount: "25.00", result: "win", payout: "23.75"},
		}}, "Banker 9 (3 cards) over Player 6 (2 cards)", "1442, 1456, 1479")
	if got := ccSettlement(t, v, 2, 0, "banker").Rule; got != cardroom("1479") {
		t.Errorf("Banker win cites %s, want line 1479", got)
	}
	// Both hands 6: Player and Banker push, Tie pays 8 to 1.
	v = ccCheck(t, g, ccHand{game: "baccarat-ca", player: "KS 6H", banker: "QD 6C", pdSeat: 1, bank: "1000.00", net: "-160.00",
		wagers: []ccWager{
			{seat: 2, bet: "player", amount: "100.00", result: "push", payout: "0.00"},
			{seat: 3, bet: "banker", amount: "100.00", result: "push", payout: "0.00"},
			{seat: 4, bet: "tie", amount: "20.00", result: "win", payout: "160.00"},
		}}, "Tie 6: Player 6 (2 cards), Banker 6 (2 cards)", "1470")
	for _, bet := range []string{"player", "banker"} {
		seat := map[string]int{"player": 2, "banker": 3}[bet]
		if got := ccSettlement(t, v, seat, 0, bet).Rule; got != cardroom("1470") {
			t.Errorf("%s push cites %s, want line 1470", bet, got)
		}
	}
	if v.Totals.ExpectedPlayerDealerWin != rules.Dollars(-160) || v.Totals.ExpectedHouseWin != 0 {
		t.Errorf("totals %+v: the player-dealer pays 160, the house has no stake", v.Totals)
	}
}

// Derived from lines 1461-1468: the hands where the rule book's table and
// standard baccarat part, each verified as the rule book deals it and
// refused as standard baccarat would deal it.
func TestCaliforniaBaccaratTableDerived(t *testing.T) {
	g := CaliforniaBaccarat()
	for _, c := range []struct {
		name           string
		player, banker string // as the rule book deals them
		standard       string // the Banker's cards as standard baccarat deals them
		summary        string
		wagers         []ccWager
		net            string
		refusal        string
	}{
		{"Banker 4 stands on a third card of 2 (line 1464)", "2S 3H 2D", "4C KD", "4C KD 5S",
			"Player 7 (3 cards) over Banker 4 (2 cards)",
			[]ccWager{{seat: 2, bet: "player", amount: "10.00", result: "win", payout: "10.00"}}, "-10.00",
			"the Banker stands on 4 when the Player's third card is worth 2"},
		{"Banker 6 stands on a third card of 6 (line 1462)", "AS 2H 6D", "3C 3D", "3C 3D 2S",
			"Player 9 (3 cards) over Banker 6 (2 cards)",
			[]ccWager{{seat: 2, bet: "banker", amount: "10.00", result: "lose", payout: "0.00"}}, "10.00",
			"the Banker stands on 6 when the Player's third card is worth 6"},
		{"Banker 3 draws on a third card of 8 (line 1465)", "AS AH 8D", "2C AD 5S", "2C AD",
			"Banker 8 (3 cards) over Player 0 (3 cards)",
			[]ccWager{{seat: 2, bet: "banker", amount: "40.00", result: "win", payout: "38.00"}}, "-38.00",
			"the Banker draws on 3 when the Player's third card is worth 8"},
		{"Banker 5 draws on a third card of 3 (line 1463)", "4S KH 3D", "2C 3S 2H", "2C 3S",
			"Tie 7: Player 7 (3 cards), Banker 7 (3 cards)",
			[]ccWager{{seat: 2, bet: "tie", amount: "5.00", result: "win", payout: "40.00"},
				{seat: 3, bet: "player", amount: "5.00", result: "push", payout: "0.00"}}, "-40.00",
			"the Banker draws on 5 when the Player's third card is worth 3"},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := ccHand{game: "baccarat-ca", player: c.player, banker: c.banker, pdSeat: 1, bank: "500.00", net: c.net, wagers: c.wagers}
			ccCheck(t, g, h, c.summary, "1457-1468")
			h.banker = c.standard
			ccRefused(t, g, h.json(t), "cards.banker", c.refusal, "000_b1ea2c6eebf99c4b.txt:1457-1468")
		})
	}
	// A natural ends the drawing (line 1452).
	h := ccHand{game: "baccarat-ca", player: "9S KH", banker: "2C 3D 4H", pdSeat: 1, bank: "500.00", net: "0.00", wagers: []ccWager{}}
	ccRefused(t, g, h.json(t), "cards.banker", "natural 9", "000_b1ea2c6eebf99c4b.txt:1452")
	// The Player draws on 0-5 (line 1453) and the Banker alone on 5 or
	// less (line 1456).
	h = ccHand{game: "baccarat-ca", player: "2S 3H", banker: "KC 7D", pdSeat: 1, bank: "500.00", net: "0.00", wagers: []ccWager{}}
	ccRefused(t, g, h.json(t), "cards.player", "the Player draws on 5", ":1453-1454")
	h = ccHand{game: "baccarat-ca", player: "KS 6H", banker: "2C 3D", pdSeat: 1, bank: "500.00", net: "0.00", wagers: []ccWager{}}
	ccRefused(t, g, h.json(t), "cards.banker", "the Player stood", ":1456")
}

// The Baccarat Bonus Wager (lines 1488-1491) on the four original cards.
func TestCaliforniaBaccaratBonus(t *testing.T) {
	g := CaliforniaBaccarat()
	every := map[string]string{keyBonusPays: bonusPaysEvery}
	for _, c := range []struct {
		name            string
		player, banker  string
		highest, summed string // payouts on 10.00
		rule            string // the line the highest pays by
	}{
		{"a pair in either hand, 3:1", "8S 8H", "KD 7C", "30.00", "30.00", "1489"},
		{"a four card flush, 10:1", "2H 4H", "3H KH 5C", "100.00", "100.00", "1490"},
		{"a pair in both hands, 40:1", "5S 5D 9C", "7C 7H", "400.00", "430.00", "1491"},
		// Two identical cards from a multi-deck shoe: a pair within a flush.
		{"a flush holding a pair", "6S 6S 3D", "KS QS 4C", "100.00", "130.00", "1490"},
		{"a flush of two pairs", "6S 6S", "9S 9S", "400.00", "530.00", "1491"},
		{"nothing", "2S 4H", "3H KH 5C", "", "", "1488"},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, mode := range []struct {
				settings map[string]string
				payout   string
			}{{nil, c.highest}, {every, c.summed}} {
				// The Bonus Wager needs a Player, Banker or Tie bet by the
				// same bettor (line 1495): a losing 5.00 Tie.
				result, payout, net := "lose", "0.00", "15.00"
				if mode.payout != "" {
					p, _ := rules.ParseMoney(mode.payout)
					result, payout, net = "win", mode.payout, (rules.Dollars(5) - p).String()
				}
				h := ccHand{game: "baccarat-ca", player: c.player, banker: c.banker, settings: mode.settings,
					pdSeat: 5, bank: "1000.00", net: net,
					wagers: []ccWager{{seat: 6, bet: "bonus", amount: "10.00", result: result, payout: payout},
						{seat: 6, bet: "tie", amount: "5.00", result: "lose", payout: "0.00"}}}
				v := ccCheck(t, g, h, "", "1488-1491")
				rule := ccSettlement(t, v, 6, 0, "bonus").Rule
				if mode.settings == nil && rule != cardroom(c.rule) {
					t.Errorf("highest: cites %s, want line %s", rule, c.rule)
				}
			}
		})
	}
}

// The Bonus Wager pays on the four cards first dealt, whatever the drawing
// does next (line 1488): the enumeration settles it on those alone.
func TestCaliforniaBaccaratBonusFirstFour(t *testing.T) {
	b := &californiaBaccarat.bets[californiaBaccarat.betIndex["bonus"]]
	if !b.firstFour || b.suited == nil {
		t.Fatal("the Bonus Wager must be enumerated on the first four cards, with suits")
	}
	s, _ := CaliforniaBaccarat().Settings(nil)
	four, _ := californiaDrawing.Deal(rules.MustCards("8S 8H"), rules.MustCards("KD 7C"))
	if p := b.settle(b, four, rules.Dollars(10), s.(*bcaSettings)); p.Result.Result != rules.Win || p.Payout != rules.Dollars(30) {
		t.Errorf("pair 8s: %+v", p)
	}
}

// California settlement: in order, against the player-dealer's bank. The
// player-dealer sits at seat 12 of 14; the order runs 13, 14, 1, 2, ….
func TestCaliforniaBaccaratCover(t *testing.T) {
	g := CaliforniaBaccarat()
	// Banker 7 over Player 3: the player-dealer collects the Player
	// wagers first (seat 13, then 14, then 1), pays the Banker wagers,
	// then collects Tie and Bonus.
	h := ccHand{game: "baccarat-ca", player: "2D KC AH", banker: "4S 3C", pdSeat: 12, bank: "100.00", net: "100.00",
		wagers: []ccWager{
			{seat: 1, bet: "player", amount: "10.00", result: "no_action", payout: "0.00"},
			{seat: 14, bet: "player", amount: "50.00", result: "lose", payout: "0.00", returned: "20.00"},
			{seat: 13, bet: "player", amount: "70.00", result: "lose", payout: "0.00"},
			{seat: 2, bet: "banker", amount: "40.00", result: "win", payout: "38.00"},
			{seat: 3, bet: "tie", amount: "25.00", result: "lose", payout: "0.00"},
			{seat: 13, bet: "bonus", amount: "20.00", result: "lose", payout: "0.00", returned: "7.00"},
			{seat: 14, bet: "bonus", amount: "10.00", result: "no_action", payout: "0.00"},
		}}
	v := ccCheck(t, g, h, "Banker 7 (2 cards) over Player 3 (3 cards)", "1497")
	if v.Totals.ExpectedPlayerDealerWin != rules.Dollars(100) {
		t.Errorf("player-dealer win %s, want its whole bank, 100.00", v.Totals.ExpectedPlayerDealerWin)
	}
	order := []string{}
	for _, s := range v.Settlements {
		order = append(order, strconv.Itoa(s.Seat)+" "+s.Bet)
	}
	if got := strings.Join(order, ", "); got != "13 player, 14 player, 1 player, 2 banker, 3 tie, 13 bonus, 14 bonus" {
		t.Errorf("settled in the order %s", got)
	}
	ccCoverFindings(t, g, h, cardroom("1497"), 14, "player", 1, "player")
	ccCoverRefusal(t, g, h)
}

// ccCoverFindings checks the findings of a covered hand declared wrongly:
// a wrong player-dealer net, a partly covered loser without its returned
// part, and a wager with no action settled as lost; each cites the game's
// own statement of the cover.
func ccCoverFindings(t *testing.T, g rules.Game, h ccHand, cover rules.Cite, partSeat int, partBet string, noActionSeat int, noActionBet string) {
	t.Helper()
	wrong := h
	wrong.net = "55.00"
	v, err := ccVerify(t, g, wrong.json(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Findings) != 1 || v.Findings[0].Bet != "player_dealer" || v.Findings[0].Field != "net" ||
		v.Findings[0].Expected != h.net || v.Findings[0].Rule != cover {
		t.Errorf("wrong net: %+v", v.Findings)
	}
	wrong = h
	wrong.wagers = append([]ccWager(nil), h.wagers...)
	for i, w := range wrong.wagers {
		switch {
		case w.seat == partSeat && w.bet == partBet:
			wrong.wagers[i].returned = ""
		case w.seat == noActionSeat && w.bet == noActionBet:
			wrong.wagers[i].result = "lose"
		}
	}
	v, err = ccVerify(t, g, wrong.json(t))
	if err != nil {
		t.Fatal(err)
	}
	fields := map[string]rules.Finding{}
	for _, f := range v.Findings {
		fields[f.Field] = f
	}
	if f, ok := fields["returned"]; !ok || f.Seat != partSeat || f.Rule != cover {
		t.Errorf("a partly covered loser without its returned part: %+v", v.Findings)
	}
	if f, ok := fields["result"]; !ok || f.Seat != noActionSeat || f.Expected != rules.NoAction || f.Rule != cover {
		t.Errorf("an uncovered wager settled as lost: %+v", v.Findings)
	}
}

// ccCoverRefusal checks that a wager from the player-dealer's own seat is
// refused, and a backline bettor behind it is not.
func ccCoverRefusal(t *testing.T, g rules.Game, h ccHand) {
	t.Helper()
	bad := h
	bad.wagers = append(append([]ccWager(nil), h.wagers...), ccWager{seat: h.pdSeat, bet: "player", amount: "5.00", result: "no_action", payout: "0.00"})
	_, err := g.Decode(bad.json(t))
	if err == nil || !strings.Contains(err.Error(), "wagers["+strconv.Itoa(len(h.wagers))+"].seat") || !strings.Contains(err.Error(), "player-dealer") {
		t.Errorf("a wager from the player-dealer's seat: %v", err)
	}
	bad.wagers[len(h.wagers)].backline = 1
	if _, err := g.Decode(bad.json(t)); err != nil {
		t.Errorf("a backline bettor behind the player-dealer: %v", err)
	}
	noPD := strings.Replace(string(h.json(t)), `"player_dealer"`, `"player_dealer_x"`, 1)
	if _, err := g.Decode([]byte(noPD)); err == nil {
		t.Error("a record without its player-dealer was accepted")
	}
}

func TestCaliforniaBaccaratSettings(t *testing.T) {
	g := CaliforniaBaccarat()
	info := g.Info()
	if info.Banking != "player_dealer" || info.ID != "baccarat-ca" {
		t.Errorf("info %s banking %s", info.ID, info.Banking)
	}
	s, err := g.Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	bs := s.(*bcaSettings)
	if bs.decks != 8 || bs.seats != 14 || bs.bonusEvery || bs.schedule() != nil {
		t.Errorf("defaults %+v", bs)
	}
	for _, bad := range []map[string]string{{keyDecks: "1"}, {keyDecks: "9"}, {keyCASeats: "8"}, {keyBonusPays: "sum"}, {"collection_schedule": "CA-EZB/2"}} {
		if _, err := g.Settings(bad); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
	if s, err := g.Settings(map[string]string{"collection_schedule": "CA-HB/1"}); err != nil || s.(*bcaSettings).schedule() == nil {
		t.Errorf("the Baccarat collection schedule (seed 000 lines 3149-3170): %v", err)
	}
	// Two decks hold a card twice, not three times.
	h := ccHand{game: "baccarat-ca", player: "6S 6S", banker: "6S KD", settings: map[string]string{keyDecks: "2"}, pdSeat: 1, bank: "10.00", net: "0.00", wagers: []ccWager{}}
	ccRefused(t, g, h.json(t), "cards", "2 decks")
}

// Collections under the Baccarat schedule of the California Games
// Collection Rates (seed 000 lines 3149-3170), option 1: $1.00 from the
// player-dealer per hand and $0.50 per betting spot (line 1474) holding a
// Player, Banker or Tie wager; none on the Bonus Wager (line 1496).
func TestCaliforniaBaccaratCollections(t *testing.T) {
	g := CaliforniaBaccarat()
	h := ccHand{game: "baccarat-ca", player: "KS 6H", banker: "QD 6C", settings: map[string]string{"collection_schedule": "CA-HB/1"},
		pdSeat: 1, bank: "100.00", net: "-70.00", // pays the Tie 80, collects the Bonus 10
		wagers: []ccWager{
			{seat: 2, bet: "player", amount: "10.00", result: "push", payout: "0.00"},
			{seat: 3, bet: "tie", amount: "10.00", result: "win", payout: "80.00"},
			{seat: 3, bet: "banker", amount: "10.00", result: "push", payout: "0.00"},
			{seat: 4, bet: "bonus", amount: "10.00", result: "lose", payout: "0.00"},
			{seat: 4, bet: "banker", amount: "10.00", result: "push", payout: "0.00"},
		},
		collections: []rules.CollectionRecord{
			{Seat: 1, Kind: "player_dealer", Amount: "1.00"},
			{Seat: 2, Kind: "player", Amount: "0.50"},
			{Seat: 3, Kind: "player", Amount: "1.00"},
			{Seat: 4, Kind: "player", Amount: "0.50"},
		}}
	v := ccCheck(t, g, h, "", "1474, 1496")
	if v.Totals.Fees != rules.Money(300) || v.Totals.ExpectedFees != rules.Money(300) || v.Totals.ExpectedHouseWin != rules.Money(300) {
		t.Errorf("totals %+v", v.Totals)
	}
	// A player fee on the Bonus Wager: seat 4 paid for two spots.
	h.collections[3].Amount = "1.00"
	v, err := ccVerify(t, g, h.json(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Findings) != 1 || v.Findings[0].Seat != 4 || v.Findings[0].Expected != "0.50" {
		t.Errorf("a fee on the Bonus Wager: %+v", v.Findings)
	}
}

// BenchmarkCaliforniaCoup decodes and verifies one California hand.
func BenchmarkCaliforniaCoup(b *testing.B) {
	h := ccHand{game: "ez-baccarat-panda-8", player: "9S KH", banker: "4D 3C", pdSeat: 3, bank: "100.00", net: "-45.00",
		wagers: []ccWager{
			{seat: 2, bet: "dragon_7", amount: "10.00", result: "lose", payout: "0.00"},
			{seat: 1, bet: "player", amount: "20.00", result: "no_action", payout: "0.00"},
			{seat: 6, bet: "player", amount: "50.00", result: "win", payout: "30.00"},
			{seat: 4, backline: 1, bet: "player", amount: "10.00", result: "win", payout: "10.00"},
			{seat: 4, bet: "player", amount: "60.00", result: "win", payout: "60.00"},
			{seat: 5, bet: "banker", amount: "30.00", result: "lose", payout: "0.00"},
			{seat: 7, bet: "tie", amount: "10.00", result: "lose", payout: "0.00"},
			{seat: 4, bet: "panda_8", amount: "5.00", result: "lose", payout: "0.00"},
		}}
	data := h.json(b)
	g := Panda8()
	s, _ := g.Settings(nil)
	b.ReportAllocs()
	for b.Loop() {
		hand, err := g.Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		if v, err := hand.Verify(s); err != nil || !v.Verified() {
			b.Fatalf("%v %+v", err, v)
		}
	}
}

// Every deal of the default shoe, against a separate count by point value
// with the table as printed, and the Bonus Wager against a count of every
// four-card sequence.
func TestEnumerateCaliforniaBaccarat(t *testing.T) {
	g := CaliforniaBaccarat()
	def, _ := g.Settings(nil)
	every, _ := g.Settings(map[string]string{keyBonusPays: bonusPaysEvery})
	fs, err := Enumerate(g, def, every)
	if err != nil {
		t.Fatal(err)
	}
	f := fs[0]
	var pw, bw, tw uint64
	total := ccCountByValue(8, ccGridCalifornia, func(d ccDeal, ways uint64) {
		switch {
		case d.pt > d.bt:
			pw += ways
		case d.bt > d.pt:
			bw += ways
		default:
			tw += ways
		}
	})
	if f.Deals != total || total != 416*415*414*413*412*411 {
		t.Fatalf("deals %d, the count %d", f.Deals, total)
	}
	for _, c := range []struct {
		bet, result string
		want        uint64
	}{
		{"player", rules.Win, pw}, {"player", rules.Lose, bw}, {"player", rules.Push, tw},
		{"banker", rules.Win, bw}, {"banker", rules.Lose, pw}, {"banker", rules.Push, tw},
		{"tie", rules.Win, tw}, {"tie", rules.Lose, pw + bw},
	} {
		if got := f.Bet(c.bet).WaysOf(c.result); got != c.want {
			t.Errorf("%s %s: enumeration %d deals, the count %d", c.bet, c.result, got, c.want)
		}
	}
	n := new(big.Rat).SetInt(new(big.Int).SetUint64(total))
	ratio := func(num *big.Rat) *big.Rat { return new(big.Rat).Quo(num, n) }
	u := func(x uint64) *big.Rat { return new(big.Rat).SetInt(new(big.Int).SetUint64(x)) }
	wantReturn := map[string]*big.Rat{
		"player": ratio(new(big.Rat).Sub(u(pw), u(bw))),
		"banker": ratio(new(big.Rat).Sub(new(big.Rat).Mul(big.NewRat(19, 20), u(bw)), u(pw))),
		"tie":    ratio(new(big.Rat).Sub(new(big.Rat).Mul(big.NewRat(8, 1), u(tw)), u(pw+bw))),
	}
	for bet, want := range wantReturn {
		if got := f.Bet(bet).Return; got.Cmp(want) != 0 {
			t.Errorf("%s returns %s, the count %s", bet, got.FloatString(6), want.FloatString(6))
		}
	}

	// The Bonus Wager, every ordered four-card sequence of 52 cards × 8.
	var bothFlush, both, flushPair, flush, one, nothing uint64
	ccEachFour(8, func(c [4]int, ways uint64) {
		pPair, bPair := c[0]/4 == c[2]/4, c[1]/4 == c[3]/4
		fl := c[0]%4 == c[1]%4 && c[1]%4 == c[2]%4 && c[2]%4 == c[3]%4
		switch {
		case pPair && bPair && fl:
			bothFlush += ways
		case pPair && bPair:
			both += ways
		case fl && (pPair || bPair):
			flushPair += ways
		case fl:
			flush += ways
		case pPair || bPair:
			one += ways
		default:
			nothing += ways
		}
	})
	if bothFlush == 0 || flushPair == 0 {
		t.Fatal("no flush holding a pair in eight decks")
	}
	rest := uint64(412 * 411)
	bonus := f.Bet("bonus")
	for _, c := range []struct {
		line string
		want uint64
	}{{"1491", bothFlush + both}, {"1490", flushPair + flush}, {"1489", one}, {"1488", nothing}} {
		if got := bonus.Ways(cardroom(c.line)); got != c.want*rest {
			t.Errorf("bonus line %s: %d deals, the count %d", c.line, got, c.want*rest)
		}
	}
	want := ratio(new(big.Rat).Sub(u(rest*(40*(bothFlush+both)+10*(flushPair+flush)+3*one)), u(rest*nothing)))
	if got := bonus.Return; got.Cmp(want) != 0 {
		t.Errorf("bonus returns %s, the count %s", got.FloatString(6), want.FloatString(6))
	}
	// Every: a pair in both hands is also a pair in either (43), a flush
	// holding a pair 13, a flush of two pairs 53.
	want = ratio(new(big.Rat).Sub(u(rest*(53*bothFlush+43*both+13*flushPair+10*flush+3*one)), u(rest*nothing)))
	if got := fs[1].Bet("bonus").Return; got.Cmp(want) != 0 {
		t.Errorf("bonus (every) returns %s, the count %s", got.FloatString(6), want.FloatString(6))
	}
	t.Run("seed lines", func(t *testing.T) { ccSeedLines(t, f) })
	t.Logf("8 decks: Player %s, Banker %s, Tie %s, Bonus %s / %s",
		f.Bet("player").Return.FloatString(6), f.Bet("banker").Return.FloatString(6), f.Bet("tie").Return.FloatString(6),
		bonus.Return.FloatString(6), fs[1].Bet("bonus").Return.FloatString(6))
}

// ccDeal is a coup by point values: the final totals and card counts.
type ccDeal struct{ pt, bt, pn, bn int }

// ccCountByValue deals every ordered six-card sequence of a shoe of decks
// by point value (value 0: 16 cards a deck, 1-9: 4 each), plays each by the
// rules as text (a natural ends the drawing, the Player draws on 0-5, the
// Banker whose Player stood on 0-5, otherwise by the grid) and calls visit
// with the coup and its number of deals. It returns the number of deals.
func ccCountByValue(decks int, g ccGrid, visit func(d ccDeal, ways uint64)) uint64 {
	var left [10]uint64
	for v := range left {
		left[v] = uint64(4 * decks)
	}
	left[0] = uint64(16 * decks)
	var v [6]int
	var total uint64
	var walk func(k int, ways uint64)
	walk = func(k int, ways uint64) {
		if k == 6 {
			p, b := (v[0]+v[2])%10, (v[1]+v[3])%10
			d := ccDeal{pt: p, bt: b, pn: 2, bn: 2}
			if p < 8 && b < 8 {
				next, third := 4, -1
				if p <= 5 {
					third = v[next]
					d.pt, d.pn = (p+third)%10, 3
					next++
				}
				if (third < 0 && b <= 5) || (third >= 0 && g.draws(b, third)) {
					d.bt, d.bn = (b+v[next])%10, 3
				}
			}
			visit(d, ways)
			total += ways
			return
		}
		for x := range left {
			if left[x] == 0 {
				continue
			}
			w := ways * left[x]
			left[x]--
			v[k] = x
			walk(k+1, w)
			left[x]++
		}
	}
	walk(0, 1)
	return total
}

// ccEachFour visits every ordered sequence of four cards (P1, B1, P2, B2)
// from decks × 52 cards, each card numbered rank*4+suit, with its ways.
func ccEachFour(decks int, visit func(c [4]int, ways uint64)) {
	var left [52]uint64
	for i := range left {
		left[i] = uint64(decks)
	}
	var c [4]int
	var walk func(k int, ways uint64)
	walk = func(k int, ways uint64) {
		if k == 4 {
			visit(c, ways)
			return
		}
		for x := range left {
			if left[x] == 0 {
				continue
			}
			w := ways * left[x]
			left[x]--
			c[k] = x
			walk(k+1, w)
			left[x]++
		}
	}
	walk(0, 1)
}

// The data cites seed 000; the cited lines print what the data says.
func TestSeedCaliforniaBaccarat(t *testing.T) {
	ccSeedWagers(t, californiaBaccarat.Info(), map[string]string{"bonus": ""})
	for _, r := range bcaBonusRows {
		text := seedtext.Text(t, cardroom(r.line))
		colon := strconv.FormatInt(r.odds.Win, 10) + ":1"
		if !strings.Contains(text, r.outcome) || !strings.Contains(text, "Payoff "+colon) {
			t.Errorf("line %s reads %q; the data says %s %s", r.line, text, r.outcome, colon)
		}
	}
	for _, c := range []struct {
		cite rules.Cite
		says string
	}{
		{cardroom("1444"), "multiple standard 52 card decks (six to eight decks are preferred)"},
		{cardroom("1444"), "up to fourteen players"},
		{cardroom("1470"), "Player and Bank bets push"},
		{cardroom("1471"), "collect all losing bets"},
		{cardroom("1488"), "original four cards dealt to Player and Banker"},
		{cardroom("1496"), "no collection for the Bonus Wager"},
		{californiaBaccarat.california.orderRule, "in order from the Player/Dealer button"},
	} {
		if text := seedtext.Text(t, c.cite); !strings.Contains(text, c.says) {
			t.Errorf("%s does not read %q: %q", c.cite, c.says, text)
		}
	}
	ccSeedSettings(t, californiaBaccarat.Info().Settings, map[string]string{
		keyDecks:     "multiple standard 52 card decks",
		keyCASeats:   "fourteen players",
		keyBonusPays: "A pair in both hands",
	})
}

// ccSeedWagers checks that each wager's cited lines print its odds ("N to
// M"); skip names wagers whose odds a pay table gives.
func ccSeedWagers(t *testing.T, info rules.GameInfo, skip map[string]string) {
	t.Helper()
	for _, w := range info.Wagers {
		if w.Rule.File != rules.Seed000 {
			t.Errorf("%s cites %v", w.Bet, w.Rule)
			continue
		}
		text := seedtext.Text(t, w.Rule)
		if _, ok := skip[w.Bet]; ok {
			continue
		}
		odds, _, _ := strings.Cut(w.Pays, " (")
		if !strings.Contains(text, odds) {
			t.Errorf("%s pays %s, but %s reads %q", w.Bet, odds, w.Rule, text)
		}
	}
}

// ccSeedSettings checks that each setting cites seed 000 and its lines say
// what the setting is about.
func ccSeedSettings(t *testing.T, specs []rules.SettingSpec, says map[string]string) {
	t.Helper()
	for _, s := range specs {
		if s.Rule.File != rules.Seed000 {
			t.Errorf("%s cites %v", s.Key, s.Rule)
		}
		text := seedtext.Text(t, s.Rule)
		if want, ok := says[s.Key]; ok && !strings.Contains(text, want) {
			t.Errorf("%s cites %s, which does not read %q: %q", s.Key, s.Rule, want, text)
		}
	}
}

// ccSeedLines checks every line the enumeration settles by: a win cites a
// line that prints its odds, a loss one that speaks of losing or
// collecting.
func ccSeedLines(t *testing.T, f *Frequencies) {
	t.Helper()
	for _, b := range f.Bets {
		for _, l := range b.Lines {
			text := strings.ToLower(seedtext.Text(t, l.Rule))
			switch l.Result {
			case rules.Win:
				odds := l.Payout.RatString()
				num, den, ok := strings.Cut(odds, "/")
				if !ok {
					den = "1"
				}
				if !strings.Contains(text, num+" to "+den) && !strings.Contains(text, num+":"+den) &&
					!(b.Bet == "bonus" && l.Rule.Lines == "1489-1491") {
					t.Errorf("%s wins %s by %s, which reads %q", b.Bet, odds, l.Rule, text)
				}
			case rules.Lose:
				if !strings.Contains(text, "los") && !strings.Contains(text, "collect") && !strings.Contains(text, "designated combination") {
					t.Errorf("%s loses by %s, which reads %q", b.Bet, l.Rule, text)
				}
			}
		}
	}
}

// FuzzCaliforniaCoup decodes and verifies arbitrary records with the three
// California games: every error is an input error, every wager is settled,
// and the player-dealer's net stays within its bank.
func FuzzCaliforniaCoup(f *testing.F) {
	seedHands := []ccHand{
		{game: "baccarat-ca", player: "2D KC AH", banker: "4S 3C", pdSeat: 12, bank: "100.00", net: "100.00",
			wagers: []ccWager{{seat: 13, bet: "player", amount: "70.00", result: "lose", payout: "0.00"},
				{seat: 14, bet: "bonus", amount: "50.00", result: "lose", payout: "0.00", returned: "20.00"}}},
		{game: "ez-baccarat-panda-8", player: "3S 2H 3D", banker: "KC 7D", pdSeat: 1, bank: "200.00", net: "-190.00",
			settings: map[string]string{keyCASeats: "14", keyP8BankerSeven: p8BankerSevenPush},
			wagers: []ccWager{{seat: 2, bet: "player", amount: "100.00", result: "win", payout: "100.00"},
				{seat: 3, bet: "panda_8", amount: "10.00", result: "win", payout: "100.00"},
				{seat: 2, backline: 1, bet: "dragon_7", amount: "10.00", result: "lose", payout: "0.00"}}},
		{game: "fortune-7-baccarat", player: "4S 5H", banker: "KC QD", pdSeat: 8, bank: "50.00", net: "-50.00",
			wagers: []ccWager{{seat: 1, bet: "dragon_9", amount: "10.00", result: "win", payout: "50.00"},
				{seat: 2, bet: "dragon_9", amount: "10.00", result: "no_action", payout: "0.00"}}},
	}
	for _, h := range seedHands {
		f.Add(h.json(f))
	}
	f.Add([]byte(`{"table_id":"T","hand_number":1,"game":"fortune-7-baccarat","dealt_at":"2026-01-01T00:00:00Z","cards":{"player":["9H","KC"],"banker":["9S","KD"]},"player_dealer":{"seat":1,"bank":"0.01","net":"0"},"wagers":[{"seat":1,"backline":2,"bet":"tie","amount":"1","result":"win","payout":"0.01"}],"collections":[{"seat":1,"kind":"player_dealer","amount":"1.00"}]}`))
	games := []rules.Game{CaliforniaBaccarat(), Panda8(), Fortune7()}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, g := range games {
			h, err := g.Decode(data)
			if err != nil {
				if _, ok := rules.AsInputError(err); !ok {
					t.Fatalf("%s: Decode error %v is not an *InputError", g.Info().ID, err)
				}
				continue
			}
			s, err := g.Settings(h.Envelope().TableSettings)
			if err != nil {
				s, _ = g.Settings(nil)
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
			if len(v.Settlements) != len(r.Wagers) {
				t.Fatalf("%d settlements for %d wagers", len(v.Settlements), len(r.Wagers))
			}
			bank, err := rules.ParseMoney(r.PlayerDealer.Bank)
			if err != nil {
				t.Fatalf("the bank %q was accepted: %v", r.PlayerDealer.Bank, err)
			}
			if net := v.Totals.ExpectedPlayerDealerWin; net > bank || net < -bank {
				t.Fatalf("the player-dealer's net %s is beyond its bank %s", net, bank)
			}
			if v.Totals.ExpectedHouseWin != v.Totals.ExpectedFees {
				t.Fatalf("the house won %s beside its fees %s", v.Totals.ExpectedHouseWin, v.Totals.ExpectedFees)
			}
			for _, st := range v.Settlements {
				e := st.Expected
				if e.Returned < 0 || e.Returned > st.Amount || (e.Result == rules.NoAction && e.Payout != 0) {
					t.Fatalf("settlement %+v", st)
				}
			}
		}
	})
}
