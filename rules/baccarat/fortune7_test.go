package baccarat

import (
	"math/big"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

func TestFortune7Drawing(t *testing.T) {
	ccCheckDrawing(t, fortune7Drawing, ccGridStandard)
	if Fortune7().(*game[*f7Settings]).drawing != fortune7Drawing {
		t.Error("fortune-7-baccarat does not deal by its own drawing")
	}
}

// Lines 2837-2858: the text rules and the chart, cell by cell.
func TestSeedFortune7Chart(t *testing.T) {
	ccSeedStandardChart(t, fortune7Drawing, 2850, 2842, 2845)
	for _, c := range []struct {
		cite rules.Cite
		says string
	}{
		{fortune7Drawing.Natural, "player hand equal a natural, the banker hand shall not be allowed to draw"},
		{fortune7Drawing.Natural, "banker hand equal a natural, the player hand shall not be allowed to draw"},
		{fortune7Drawing.Player, "stand when the hand is valued at 6 through 9, and must hit when the hand is valued at 5 or less"},
		{fortune7Drawing.BankerAlone, "If the player's hand stands, then the banker hand hits on a total of 5 or less"},
		{fortune7Drawing.BankerTable, "the banker hits (H) or stands (S)"},
	} {
		if text := seedtext.Text(t, c.cite); !strings.Contains(text, c.says) {
			t.Errorf("%s does not read %q: %q", c.cite, c.says, text)
		}
	}
}

// The digest's derived cases (seed 000 part 2 §2 "Test cases"): a banker
// win with a three-card 7 pushes the banker line and wins the Dragon 7 when
// the player has 6 or less; a final 9 against 0 pays the Dragon 9 25 to 1.
func TestFortune7Derived(t *testing.T) {
	g := Fortune7()
	v := ccCheck(t, g, ccHand{game: "fortune-7-baccarat", player: "2S 4H", banker: "3C KD 4S", pdSeat: 1, bank: "1000.00", net: "-280.00",
		wagers: []ccWager{
			{seat: 2, bet: "dragon_7", amount: "10.00", result: "win", payout: "400.00"},
			{seat: 2, bet: "banker", amount: "100.00", result: "push", payout: "0.00"},
			{seat: 3, bet: "player", amount: "100.00", result: "lose", payout: "0.00"},
			{seat: 4, bet: "dragon_9", amount: "10.00", result: "lose", payout: "0.00"},
			{seat: 5, bet: "tie", amount: "10.00", result: "lose", payout: "0.00"},
		}}, "Banker 7 (3 cards) over Player 6 (2 cards)", "2830, 2865, 2888-2889")
	if r := ccSettlement(t, v, 2, 0, "banker").Rule; r != cardroom("2865") {
		t.Errorf("the pushed banker line cites %s, want line 2865", r)
	}
	// A banker two-card 7 is paid 1 to 1.
	ccCheck(t, g, ccHand{game: "fortune-7-baccarat", player: "2S 4H", banker: "3C 4D", pdSeat: 1, bank: "1000.00", net: "-90.00",
		wagers: []ccWager{
			{seat: 2, bet: "banker", amount: "100.00", result: "win", payout: "100.00"},
			{seat: 2, bet: "dragon_7", amount: "10.00", result: "lose", payout: "0.00"},
		}}, "Banker 7 (2 cards) over Player 6 (2 cards)", "2830")

	for _, c := range []struct {
		name           string
		player, banker string
		summary        string
		dragon9        string // result on 10.00
		line           string // the line cited
	}{
		{"a natural 9 over 0", "4S 5H", "KC QD", "Player 9 (2 cards, natural) over Banker 0 (2 cards)", "win", "2902"},
		{"a three-card 9 over a three-card 0", "2S 2H 5D", "KC QD KS", "Player 9 (3 cards) over Banker 0 (3 cards)", "win", "2902"},
		{"the banker's natural 9 over 0", "KS QH", "4C 5D", "Banker 9 (2 cards, natural) over Player 0 (2 cards)", "win", "2902"},
		{"9 over 1", "4S 5H", "AC KD", "Player 9 (2 cards, natural) over Banker 1 (2 cards)", "lose", "2903"},
		{"0-0", "KS QH KD", "KC QD JS", "Tie 0: Player 0 (3 cards), Banker 0 (3 cards)", "lose", "2903"},
	} {
		t.Run(c.name, func(t *testing.T) {
			payout, net := "250.00", "-250.00"
			if c.dragon9 == "lose" {
				payout, net = "0.00", "10.00"
			}
			v := ccCheck(t, g, ccHand{game: "fortune-7-baccarat", player: c.player, banker: c.banker, pdSeat: 4, bank: "500.00", net: net,
				wagers: []ccWager{{seat: 5, bet: "dragon_9", amount: "10.00", result: c.dragon9, payout: payout}}}, c.summary, "2896-2903")
			if r := ccSettlement(t, v, 5, 0, "dragon_9").Rule; r != cardroom(c.line) {
				t.Errorf("Dragon 9 cites %s, want line %s", r, c.line)
			}
		})
	}

	// A banker three-card 7 against a player 7: a tie; the lines push, the
	// Dragon 7 loses, the Tie Bet pays 8 to 1.
	ccCheck(t, g, ccHand{game: "fortune-7-baccarat", player: "KS 7H", banker: "2C AD 4S", pdSeat: 1, bank: "1000.00", net: "-70.00",
		wagers: []ccWager{
			{seat: 2, bet: "dragon_7", amount: "10.00", result: "lose", payout: "0.00"},
			{seat: 2, bet: "tie", amount: "10.00", result: "win", payout: "80.00"},
			{seat: 3, bet: "player", amount: "100.00", result: "push", payout: "0.00"},
			{seat: 4, bet: "banker", amount: "100.00", result: "push", payout: "0.00"},
		}}, "Tie 7: Player 7 (2 cards), Banker 7 (3 cards)", "2864-2867, 2878, 2888")

	// The naturals (lines 2838-2839).
	h := ccHand{game: "fortune-7-baccarat", player: "9S KH", banker: "2C 3D 4H", pdSeat: 1, bank: "100.00", net: "0.00", wagers: []ccWager{}}
	ccRefused(t, g, h.json(t), "cards.banker", "natural 9", ":2838-2839")
	h = ccHand{game: "fortune-7-baccarat", player: "2S 3H 4D", banker: "8C KD", pdSeat: 1, bank: "100.00", net: "0.00", wagers: []ccWager{}}
	ccRefused(t, g, h.json(t), "cards.player", "the Banker has a natural 8", ":2838-2839")
	// Banker 6 draws on a Player's third card of 6 (line 2845).
	h = ccHand{game: "fortune-7-baccarat", player: "AS 2H 6D", banker: "3C 3D", pdSeat: 1, bank: "100.00", net: "0.00", wagers: []ccWager{}}
	ccRefused(t, g, h.json(t), "cards.banker", "the Banker draws on 6 when the Player's third card is worth 6", ":2841-2858")
}

// California settlement in the order of line 2862.
func TestFortune7Cover(t *testing.T) {
	g := Fortune7()
	h := ccHand{game: "fortune-7-baccarat", player: "2D KC AH", banker: "4S 3C", pdSeat: 8, bank: "100.00", net: "100.00",
		wagers: []ccWager{
			{seat: 1, bet: "player", amount: "70.00", result: "lose", payout: "0.00"},
			{seat: 3, bet: "player", amount: "50.00", result: "lose", payout: "0.00", returned: "20.00"},
			{seat: 5, bet: "player", amount: "10.00", result: "no_action", payout: "0.00"},
			{seat: 2, bet: "banker", amount: "40.00", result: "win", payout: "40.00"},
			{seat: 4, bet: "tie", amount: "25.00", result: "lose", payout: "0.00"},
			{seat: 6, bet: "dragon_9", amount: "20.00", result: "lose", payout: "0.00", returned: "5.00"},
			{seat: 7, bet: "dragon_7", amount: "10.00", result: "no_action", payout: "0.00"},
		}}
	ccCheck(t, g, h, "Banker 7 (2 cards) over Player 3 (3 cards)", "2862")
	ccCoverFindings(t, g, h, cardroom("2798"), 3, "player", 5, "player")
	ccCoverRefusal(t, g, h)

	// Dragon 9 wagers before Dragon 7 wagers: the Dragon 9 at seat 3 takes
	// what is left of the bank, which is then exhausted, and the Dragon 7
	// at seat 2 is returned (line 2862); settled first, it would have been
	// collected and left 110 for the Dragon 9.
	h = ccHand{game: "fortune-7-baccarat", player: "4S 5H", banker: "KC QD", pdSeat: 1, bank: "200.00", net: "-200.00",
		wagers: []ccWager{
			{seat: 2, bet: "dragon_7", amount: "10.00", result: "no_action", payout: "0.00"},
			{seat: 3, bet: "dragon_9", amount: "10.00", result: "win", payout: "100.00"},
			{seat: 2, bet: "player", amount: "100.00", result: "win", payout: "100.00"},
		}}
	v := ccCheck(t, g, h, "", "2862")
	if v.Totals.ExpectedPlayerDealerWin != rules.Dollars(-200) {
		t.Errorf("player-dealer %s", v.Totals.ExpectedPlayerDealerWin)
	}
}

func TestFortune7Settings(t *testing.T) {
	g := Fortune7()
	if info := g.Info(); info.Banking != "player_dealer" || info.ID != "fortune-7-baccarat" {
		t.Errorf("info %s banking %s", info.ID, info.Banking)
	}
	s, err := g.Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	if fs := s.(*f7Settings); fs.seats != 8 || fs.shoe().Decks != 8 || fs.schedule() != nil {
		t.Errorf("defaults %+v", fs)
	}
	for _, bad := range []map[string]string{{keyDecks: "6"}, {keyCASeats: "14"}, {"collection_schedule": "EZB-OWN/1"}} {
		if _, err := g.Settings(bad); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
	if s, err := g.Settings(map[string]string{"collection_schedule": "CA-EZB/31"}); err != nil || s.(*f7Settings).schedule() == nil {
		t.Errorf("the California Games Collection Rates (line 2909): %v", err)
	}
}

// Every deal of the eight-deck shoe: the Dragon 7 and the Banker line as
// the Wizard of Odds counts them for EZ Baccarat (Fortune 7 on
// https://wizardofodds.com/games/baccarat/side-bets/5-treasures/: 112,633,
// 011,329,024 deals of 4,998,398,275,503,360, house edge 7.6113%; the
// Banker bet that pushes a winning three-card 7, -1.0183%, on "EZ
// Baccarat", copied at http://user-casino.com/games/ez-baccarat/), and the
// Dragon 9 against a separate count by point value.
func TestEnumerateFortune7(t *testing.T) {
	fs, err := Enumerate(Fortune7())
	if err != nil {
		t.Fatal(err)
	}
	f := fs[0]
	const deals, dragon7, ties = 4_998_398_275_503_360, 112_633_011_329_024, 475_627_426_473_216
	if f.Deals != deals || f.Decks != 8 {
		t.Fatalf("%d deals of %d decks", f.Deals, f.Decks)
	}
	if got := f.Bet("dragon_7").WaysOf(rules.Win); got != dragon7 {
		t.Errorf("Dragon 7 wins %d deals, published %d", got, uint64(dragon7))
	}
	if got := f.Bet("banker").WaysOf(rules.Push); got != dragon7+ties {
		t.Errorf("banker pushes %d deals, want %d", got, uint64(dragon7+ties))
	}
	if got := f.Bet("banker").Ways(cardroom("2865")); got != dragon7 {
		t.Errorf("banker pushes on a three-card 7 in %d deals, want %d", got, uint64(dragon7))
	}
	for _, c := range []struct {
		bet  string
		edge float64
	}{{"dragon_7", 0.076113}, {"banker", 0.010183}} {
		got, _ := new(big.Rat).Neg(f.Bet(c.bet).Return).Float64()
		if d := got - c.edge; d > 0.0000005 || d < -0.0000005 {
			t.Errorf("%s: house edge %.7f, published %.6f", c.bet, got, c.edge)
		}
	}
	var nineZero uint64
	total := ccCountByValue(8, ccGridStandard, func(d ccDeal, ways uint64) {
		if (d.pt == 9 && d.bt == 0) || (d.pt == 0 && d.bt == 9) {
			nineZero += ways
		}
	})
	if total != deals {
		t.Fatalf("the count deals %d", total)
	}
	d9 := f.Bet("dragon_9")
	if got := d9.Ways(cardroom("2902")); got != nineZero {
		t.Errorf("Dragon 9 wins %d deals, the count %d", got, nineZero)
	}
	if got := d9.Ways(cardroom("2903")); got != deals-nineZero {
		t.Errorf("Dragon 9 loses %d deals, the count %d", got, deals-nineZero)
	}
	want := new(big.Rat).SetFrac(new(big.Int).SetUint64(26*nineZero), new(big.Int).SetUint64(deals))
	want.Sub(want, big.NewRat(1, 1))
	if got := d9.Return; got.Cmp(want) != 0 {
		t.Errorf("Dragon 9 returns %s, the count %s", got.FloatString(6), want.FloatString(6))
	}
	t.Logf("Dragon 9: %d of %d deals, return %s; Player %s, Banker %s, Tie %s", nineZero, total, d9.Return.FloatString(6),
		f.Bet("player").Return.FloatString(6), f.Bet("banker").Return.FloatString(6), f.Bet("tie").Return.FloatString(6))
	t.Run("seed lines", func(t *testing.T) { ccSeedLines(t, f) })
}

func TestSeedFortune7(t *testing.T) {
	ccSeedWagers(t, fortune7.Info(), nil)
	ccSeedSettings(t, fortune7.Info().Settings, map[string]string{keyCASeats: "a total of eight seated positions"})
	if text := seedtext.Text(t, cardroom("2806")); !strings.Contains(text, "8 standard 52-card decks") || f7Decks != 8 {
		t.Errorf("line 2806 reads %q; the shoe holds %d decks", text, f7Decks)
	}
	ccSeedOrder(t, fortune7.california.orderRule, []string{"player", "banker", "tie", "dragon_9", "dragon_7"},
		[]string{"all Player line wagers", "all Banker line wagers", "all Tie Bet wagers", "all Dragon 9 Bonus Bet wagers", "all Dragon 7 Bonus Bet wagers"},
		fortune7.california.order)
	for _, pt := range fortune7.Info().PayTables {
		for _, r := range pt.Rows {
			text := seedtext.Text(t, r.Rule)
			if !strings.Contains(text, r.Outcome) || !strings.Contains(text, r.Pays) {
				t.Errorf("pay table %s row %q %q, but %s reads %q", pt.ID, r.Outcome, r.Pays, r.Rule, text)
			}
		}
	}
	for _, c := range []struct{ cite, says string }{
		{"2865", "If the banker's hand wins with a three-card total of seven, the wager shall push"},
		{"2888", "seven using three cards and the player's hand has a value of six or less"},
		{"2896", "the final value of the player's hand and the final value of the banker's hand"},
		{"2896", "beats the banker's hand 9-0"},
		{"2798", "wagers not covered by the player-dealer shall be returned"},
	} {
		if text := seedtext.Text(t, cardroom(c.cite)); !strings.Contains(text, c.says) {
			t.Errorf("line %s does not read %q: %q", c.cite, c.says, text)
		}
	}
}
