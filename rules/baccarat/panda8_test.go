package baccarat

import (
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

func TestPanda8Drawing(t *testing.T) {
	ccCheckDrawing(t, panda8Drawing, ccGridStandard)
	if Panda8().(*game[*p8Settings]).drawing != panda8Drawing {
		t.Error("ez-baccarat-panda-8 does not deal by its own drawing")
	}
}

// ccTextBankerRows reads the text rules for a Banker facing a Player's
// third card ("If the banker's hand total is 3, then the banker's hand is
// dealt a third card unless the third card dealt to the player's hand was
// an 8.") into rows of the grid, H to draw and S to stand.
func ccTextBankerRows(t *testing.T, first, last int) map[int]string {
	t.Helper()
	re := regexp.MustCompile(`total is (\d), then the banker's hand is dealt a third card (unless|if) the third card dealt to the player's hand was (.*)\.$`)
	lines := seedtext.Lines(t, rules.Seed000)
	rows := map[int]string{}
	for n := first; n <= last; n++ {
		m := re.FindStringSubmatch(strings.TrimSpace(lines[n-1]))
		if m == nil {
			t.Fatalf("line %d is not a Banker drawing rule: %q", n, lines[n-1])
		}
		b, _ := strconv.Atoi(m[1])
		listed := map[int]bool{}
		for _, d := range regexp.MustCompile(`\d`).FindAllString(m[3], -1) {
			v, _ := strconv.Atoi(d)
			listed[v] = true
		}
		row := make([]byte, 10)
		for third := range row {
			// "unless" lists the cards it stands on, "if" those it draws on.
			if listed[third] == (m[2] == "if") {
				row[third] = 'H'
			} else {
				row[third] = 'S'
			}
		}
		rows[b] = string(row)
	}
	return rows
}

// ccSeedStandardChart checks a chart of the rule book (its score line at
// scoreLine) and the text rules above it (lines first-last) against the
// standard grid: every cell, the debris ones included, reads as the text
// rules say where they speak (Banker 3-6), and as the grid elsewhere.
func ccSeedStandardChart(t *testing.T, d *Drawing, scoreLine, first, last int) {
	t.Helper()
	g, odd := ccSeedGrid(t, scoreLine)
	text := ccTextBankerRows(t, first, last)
	if len(text) != 4 {
		t.Fatalf("lines %d-%d give rules for Banker %v, want 3, 4, 5 and 6", first, last, text)
	}
	for b, row := range text {
		if row != g[b] {
			t.Errorf("Banker %d: the text rules say %s, the chart %s", b, row, g[b])
		}
	}
	if g != ccGridStandard {
		t.Errorf("the chart at line %d reads %q; the tests transcribe %q", scoreLine, g, ccGridStandard)
	}
	for b := 0; b <= 7; b++ {
		for third := 0; third <= 9; third++ {
			if got := d.BankerDrawsOn[b]>>third&1 == 1; got != (g[b][third] == 'H') {
				t.Errorf("line %d: Banker %d vs %d: chart %c, code draws=%v", scoreLine+8-b, b, third, g[b][third], got)
			}
		}
	}
	debris := map[[2]int]string{}
	for cell, glyph := range odd {
		if glyph != "Н" && glyph != "Η" && glyph != "н" {
			debris[cell] = glyph
		}
	}
	t.Logf("cells printed as neither S nor a look-alike of H (Banker, third card): %v", debris)
}

// Lines 2694-2713: the text rules and the chart, cell by cell.
func TestSeedPanda8Chart(t *testing.T) {
	ccSeedStandardChart(t, panda8Drawing, 2705, 2697, 2700)
	for _, c := range []struct {
		cite rules.Cite
		says string
	}{
		{panda8Drawing.Natural, "Natural 9"},
		{panda8Drawing.Natural, "Natural 8"},
		{panda8Drawing.Natural, "Nine or Eight"},
		{panda8Drawing.Player, "stand when the hand is valued at 6 through 9, and must hit when the hand is valued at 5 or less"},
		{panda8Drawing.BankerAlone, "If the player's hand stands, then the banker hand hits on a total of 5 or less"},
		{panda8Drawing.BankerTable, "the banker hits (H) or stands (S)"},
	} {
		if text := seedtext.Text(t, c.cite); !strings.Contains(text, c.says) {
			t.Errorf("%s does not read %q: %q", c.cite, c.says, text)
		}
	}
}

// Derived from the rules (the rule book gives no worked example, seed 000
// part 2 digest §1): the Dragon 7 and Panda 8 as worded (lines 2740,
// 2750), the banker line on a three-card 7 under both readings, ties, and
// the naturals.
func TestPanda8Derived(t *testing.T) {
	g := Panda8()
	push := map[string]string{keyP8BankerSeven: p8BankerSevenPush}
	// Banker 3 draws a 4 to 7 on three cards over the Player's 6.
	dragon := func(settings map[string]string, banker ccWager, net string) ccHand {
		return ccHand{game: "ez-baccarat-panda-8", player: "2S 4H", banker: "3C KD 4S", settings: settings, pdSeat: 1, bank: "1000.00", net: net,
			wagers: []ccWager{
				{seat: 2, bet: "dragon_7", amount: "10.00", result: "win", payout: "400.00"},
				banker,
				{seat: 3, bet: "player", amount: "100.00", result: "lose", payout: "0.00"},
				{seat: 3, bet: "panda_8", amount: "10.00", result: "lose", payout: "0.00"},
				{seat: 3, bet: "tie", amount: "10.00", result: "lose", payout: "0.00"},
			}}
	}
	const dragonWon = "Banker 7 (3 cards) over Player 6 (2 cards)"
	v := ccCheck(t, g, dragon(nil, ccWager{seat: 2, bet: "banker", amount: "100.00", result: "win", payout: "100.00"}, "-380.00"), dragonWon, "2687, 2740-2741")
	if r := ccSettlement(t, v, 2, 0, "dragon_7").Rule; r != cardroom("2740-2741") {
		t.Errorf("Dragon 7 cites %s", r)
	}
	v = ccCheck(t, g, dragon(push, ccWager{seat: 2, bet: "banker", amount: "100.00", result: "push", payout: "0.00"}, "-280.00"), dragonWon, "2830")
	if r := ccSettlement(t, v, 2, 0, "banker").Rule; r != cardroom("2830") {
		t.Errorf("the pushed banker line cites %s, want line 2830", r)
	}
	// The banker line paid under push where the rules push it: a finding.
	v, err := ccVerify(t, g, dragon(push, ccWager{seat: 2, bet: "banker", amount: "100.00", result: "win", payout: "100.00"}, "-380.00").json(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Findings) != 3 { // result, payout, net
		t.Errorf("banker line paid on a three-card 7 at a push table: %+v", v.Findings)
	}

	// Player 5 draws a 3 to 8 on three cards over the Banker's 7.
	ccCheck(t, g, ccHand{game: "ez-baccarat-panda-8", player: "3S 2H 3D", banker: "KC 7D", pdSeat: 1, bank: "1000.00", net: "-240.00",
		wagers: []ccWager{
			{seat: 2, bet: "panda_8", amount: "10.00", result: "win", payout: "250.00"},
			{seat: 2, bet: "player", amount: "100.00", result: "win", payout: "100.00"},
			{seat: 3, bet: "banker", amount: "100.00", result: "lose", payout: "0.00"},
			{seat: 3, bet: "dragon_7", amount: "10.00", result: "lose", payout: "0.00"},
		}}, "Player 8 (3 cards) over Banker 7 (2 cards)", "2750-2751")

	// A banker three-card 7 against a player 7 is a tie: the Dragon 7
	// loses (the player's hand is not "six or less"), the lines push (at
	// either setting), the Tie Bet pays 8 to 1.
	for _, settings := range []map[string]string{nil, push} {
		ccCheck(t, g, ccHand{game: "ez-baccarat-panda-8", player: "KS 7H", banker: "2C AD 4S", settings: settings, pdSeat: 1, bank: "1000.00", net: "-70.00",
			wagers: []ccWager{
				{seat: 3, bet: "dragon_7", amount: "10.00", result: "lose", payout: "0.00"},
				{seat: 3, bet: "tie", amount: "10.00", result: "win", payout: "80.00"},
				{seat: 3, bet: "player", amount: "100.00", result: "push", payout: "0.00"},
				{seat: 4, bet: "banker", amount: "100.00", result: "push", payout: "0.00"},
			}}, "Tie 7: Player 7 (2 cards), Banker 7 (3 cards)", "2719-2722, 2731, 2740")
	}
	// A player three-card 8 against a banker 8: a tie; the Panda 8 loses.
	ccCheck(t, g, ccHand{game: "ez-baccarat-panda-8", player: "AS 4H 3D", banker: "KC 2D 6S", pdSeat: 1, bank: "1000.00", net: "-70.00",
		wagers: []ccWager{
			{seat: 2, bet: "panda_8", amount: "10.00", result: "lose", payout: "0.00"},
			{seat: 2, bet: "tie", amount: "10.00", result: "win", payout: "80.00"},
			{seat: 2, bet: "player", amount: "10.00", result: "push", payout: "0.00"},
		}}, "Tie 8: Player 8 (3 cards), Banker 8 (3 cards)", "2731, 2750")

	// The naturals end the drawing (interpretation: lines 2664-2670).
	h := ccHand{game: "ez-baccarat-panda-8", player: "9S KH", banker: "2C 3D 4H", pdSeat: 1, bank: "100.00", net: "0.00", wagers: []ccWager{}}
	ccRefused(t, g, h.json(t), "cards.banker", "natural 9", ":2664-2670")
	h = ccHand{game: "ez-baccarat-panda-8", player: "2S 3H 4D", banker: "9C KD", pdSeat: 1, bank: "100.00", net: "0.00", wagers: []ccWager{}}
	ccRefused(t, g, h.json(t), "cards.player", "the Banker has a natural 9", ":2664-2670")
	// Banker 3 stands on a Player's third card of 8 (line 2697).
	h = ccHand{game: "ez-baccarat-panda-8", player: "AS AH 8D", banker: "2C AD", pdSeat: 1, bank: "100.00", net: "-10.00",
		wagers: []ccWager{{seat: 2, bet: "banker", amount: "10.00", result: "win", payout: "10.00"}}}
	ccCheck(t, g, h, "Banker 3 (2 cards) over Player 0 (3 cards)", "2697")
	h.banker = "2C AD 5S"
	ccRefused(t, g, h.json(t), "cards.banker", "the Banker stands on 3 when the Player's third card is worth 8", ":2696-2713")
}

// California settlement in the order of line 2678, against the
// player-dealer's bank.
func TestPanda8Cover(t *testing.T) {
	g := Panda8()
	// Player natural 9 over Banker 7. The player-dealer at seat 3 banks 100
	// and pays the player line from seat 4 (the seated player, then the
	// one behind), and runs out at seat 6: its wager is exhausted, and
	// every wager after it is returned (lines 2652, 2678), seat 1's winner
	// and the losers of the later bets alike. The player-dealer ends the
	// hand down its whole bank.
	h := ccHand{game: "ez-baccarat-panda-8", player: "9S KH", banker: "4D 3C", pdSeat: 3, bank: "100.00", net: "-100.00",
		wagers: []ccWager{
			{seat: 6, bet: "dragon_7", amount: "10.00", result: "no_action", payout: "0.00"},
			{seat: 1, bet: "player", amount: "20.00", result: "no_action", payout: "0.00"},
			{seat: 6, bet: "player", amount: "50.00", result: "win", payout: "30.00"},
			{seat: 4, backline: 1, bet: "player", amount: "10.00", result: "win", payout: "10.00"},
			{seat: 4, bet: "player", amount: "60.00", result: "win", payout: "60.00"},
			{seat: 5, bet: "banker", amount: "30.00", result: "no_action", payout: "0.00"},
			{seat: 5, bet: "tie", amount: "10.00", result: "no_action", payout: "0.00"},
			{seat: 4, bet: "panda_8", amount: "5.00", result: "no_action", payout: "0.00"},
		}}
	v := ccCheck(t, g, h, "Player 9 (2 cards, natural) over Banker 7 (2 cards)", "2678")
	if v.Totals.ExpectedPlayerDealerWin != rules.Dollars(-100) || v.Totals.ExpectedHouseWin != 0 {
		t.Errorf("totals %+v", v.Totals)
	}
	if r := ccSettlement(t, v, 6, 0, "player").Rule; r != rules.RulePlayerDealerCover {
		t.Errorf("the winner paid in part cites %s", r)
	}
	if r := ccSettlement(t, v, 1, 0, "player").Rule; r != rules.RulePlayerDealerOrder {
		t.Errorf("the uncovered wager cites %s", r)
	}
	// Collecting the later losers, as a cover that keeps collecting
	// would, leaves the player-dealer 45.00 down: four results and the net
	// are findings.
	collected := h
	collected.net = "-45.00"
	collected.wagers = append([]ccWager(nil), h.wagers...)
	for i, w := range collected.wagers {
		if w.seat != 1 && w.result == "no_action" {
			collected.wagers[i].result = "lose"
		}
	}
	cv, err := ccVerify(t, g, collected.json(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(cv.Findings) != 5 {
		t.Errorf("later losers collected: %+v", cv.Findings)
	}

	// Banker 7 over Player 3: the player-dealer at seat 8 collects the
	// player line from seat 1 up to its bank, returns part of seat 3's
	// stake, and later what it can no longer win.
	h = ccHand{game: "ez-baccarat-panda-8", player: "2D KC AH", banker: "4S 3C", pdSeat: 8, bank: "100.00", net: "100.00",
		wagers: []ccWager{
			{seat: 1, bet: "player", amount: "70.00", result: "lose", payout: "0.00"},
			{seat: 3, bet: "player", amount: "50.00", result: "lose", payout: "0.00", returned: "20.00"},
			{seat: 5, bet: "player", amount: "10.00", result: "no_action", payout: "0.00"},
			{seat: 2, bet: "banker", amount: "40.00", result: "win", payout: "40.00"},
			{seat: 3, bet: "tie", amount: "25.00", result: "lose", payout: "0.00"},
			{seat: 1, bet: "panda_8", amount: "20.00", result: "lose", payout: "0.00", returned: "5.00"},
			{seat: 2, bet: "dragon_7", amount: "10.00", result: "no_action", payout: "0.00"},
		}}
	ccCheck(t, g, h, "", "2678")
	ccCoverFindings(t, g, h, rules.RulePlayerDealerCover, 3, "player", 5, "player")
	ccCoverRefusal(t, g, h)

	// Panda 8 wagers are settled before Dragon 7 wagers (line 2678): seat
	// 13's Panda 8 takes what is left of the bank, which is exhausted, and
	// its Dragon 7 is returned after it. On a 14-seat table.
	h = ccHand{game: "ez-baccarat-panda-8", player: "3S 2H 3D", banker: "KC 7D", settings: map[string]string{keyCASeats: "14"},
		pdSeat: 14, bank: "200.00", net: "-200.00",
		wagers: []ccWager{
			{seat: 13, bet: "dragon_7", amount: "10.00", result: "no_action", payout: "0.00"},
			{seat: 13, bet: "panda_8", amount: "10.00", result: "win", payout: "100.00"},
			{seat: 13, bet: "player", amount: "100.00", result: "win", payout: "100.00"},
		}}
	ccCheck(t, g, h, "Player 8 (3 cards) over Banker 7 (2 cards)", "2678")
}

func TestPanda8Settings(t *testing.T) {
	g := Panda8()
	if info := g.Info(); info.Banking != "player_dealer" || info.ID != "ez-baccarat-panda-8" {
		t.Errorf("info %s banking %s", info.ID, info.Banking)
	}
	s, err := g.Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	ps := s.(*p8Settings)
	if ps.decks != 8 || ps.seats != 8 || ps.bankerSevenPushes || ps.schedule() != nil {
		t.Errorf("defaults %+v", ps)
	}
	for _, bad := range []map[string]string{{keyDecks: "2"}, {keyDecks: "9"}, {keyCASeats: "10"}, {keyP8BankerSeven: "loses"}, {"collection_schedule": "CA-HB/1"}} {
		if _, err := g.Settings(bad); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
	for _, sched := range []string{"CA-EZB/2", "EZB-OWN/1"} {
		if s, err := g.Settings(map[string]string{"collection_schedule": sched}); err != nil || s.(*p8Settings).schedule() == nil {
			t.Errorf("schedule %s: %v", sched, err)
		}
	}
	// Three decks hold a card three times, not four.
	h := ccHand{game: "ez-baccarat-panda-8", player: "6S 6S", banker: "6S 6S", settings: map[string]string{keyDecks: "3"}, pdSeat: 1, bank: "10.00", net: "0.00", wagers: []ccWager{}}
	ccRefused(t, g, h.json(t), "cards", "3 decks")
}

// Every deal of eight and of three decks. At eight decks the Wizard of
// Odds' EZ Baccarat counts (Michael Shackleford, "EZ Baccarat", copied at
// http://user-casino.com/games/ez-baccarat/; Fortune 7 and Golden 8 on
// https://wizardofodds.com/games/baccarat/side-bets/5-treasures/): of
// 4,998,398,275,503,360 deals, 112,633,011,329,024 Banker wins with a
// three-card 7 (Dragon 7, house edge 7.6113%), 172,660,763,262,976 Player
// wins with a three-card 8 (Panda 8, 10.1876%), 475,627,426,473,216 ties,
// and the Banker bet that pushes a winning three-card 7 returns -1.0183%.
// At both, a separate count by point value.
func TestEnumeratePanda8(t *testing.T) {
	g := Panda8()
	def, _ := g.Settings(nil)
	push, _ := g.Settings(map[string]string{keyP8BankerSeven: p8BankerSevenPush})
	three, _ := g.Settings(map[string]string{keyDecks: "3"})
	fs, err := Enumerate(g, def, push, three)
	if err != nil {
		t.Fatal(err)
	}
	f8, fpush, f3 := fs[0], fs[1], fs[2]

	// Published, eight decks.
	const deals, dragon7, panda8, ties = 4_998_398_275_503_360, 112_633_011_329_024, 172_660_763_262_976, 475_627_426_473_216
	if f8.Deals != deals {
		t.Fatalf("deals %d, published %d", f8.Deals, uint64(deals))
	}
	for _, c := range []struct {
		bet  string
		want uint64
	}{{"dragon_7", dragon7}, {"panda_8", panda8}, {"tie", ties}} {
		if got := f8.Bet(c.bet).WaysOf(rules.Win); got != c.want {
			t.Errorf("%s wins %d deals, published %d", c.bet, got, c.want)
		}
	}
	// The published table prints the Banker's other wins and the Player's
	// wins to 15 significant digits.
	for _, c := range []struct {
		name      string
		got, want uint64
	}{
		{"Banker wins but a 3-card 7", fpush.Bet("banker").WaysOf(rules.Win), 2_179_619_555_108_870},
		{"Player wins", f8.Bet("player").WaysOf(rules.Win), 2_230_518_282_592_250},
	} {
		if d := int64(c.got - c.want); d < -10 || d > 10 {
			t.Errorf("%s: %d deals, published %d", c.name, c.got, c.want)
		}
	}
	for _, c := range []struct {
		f     *Frequencies
		bet   string
		edge  float64 // published house edge
		label string
	}{
		{f8, "dragon_7", 0.076113, "Dragon 7"},
		{f8, "panda_8", 0.101876, "Panda 8"},
		{fpush, "banker", 0.010183, "Banker, a winning 3-card 7 pushes"},
	} {
		got, _ := new(big.Rat).Neg(c.f.Bet(c.bet).Return).Float64()
		if d := got - c.edge; d > 0.0000005 || d < -0.0000005 {
			t.Errorf("%s: house edge %.7f, published %.6f", c.label, got, c.edge)
		}
	}
	if got := fpush.Bet("banker").WaysOf(rules.Push); got != ties+dragon7 {
		t.Errorf("banker pushes %d deals, want the ties and the Dragon 7s, %d", got, uint64(ties+dragon7))
	}

	// A separate count by point value, at eight and three decks.
	for _, c := range []struct {
		decks int
		f     *Frequencies
	}{{8, f8}, {3, f3}} {
		var pw, bw, tw, d7, p8 uint64
		total := ccCountByValue(c.decks, ccGridStandard, func(d ccDeal, ways uint64) {
			switch {
			case d.pt > d.bt:
				pw += ways
				if d.pn == 3 && d.pt == 8 {
					p8 += ways
				}
			case d.bt > d.pt:
				bw += ways
				if d.bn == 3 && d.bt == 7 {
					d7 += ways
				}
			default:
				tw += ways
			}
		})
		if c.f.Deals != total || c.f.Decks != c.decks {
			t.Fatalf("%d decks: %d deals, the count %d", c.decks, c.f.Deals, total)
		}
		for _, w := range []struct {
			bet, result string
			want        uint64
		}{
			{"player", rules.Win, pw}, {"player", rules.Push, tw}, {"player", rules.Lose, bw},
			{"banker", rules.Win, bw}, {"banker", rules.Push, tw}, {"banker", rules.Lose, pw},
			{"tie", rules.Win, tw}, {"dragon_7", rules.Win, d7}, {"panda_8", rules.Win, p8},
			{"dragon_7", rules.Lose, total - d7}, {"panda_8", rules.Lose, total - p8},
		} {
			if got := c.f.Bet(w.bet).WaysOf(w.result); got != w.want {
				t.Errorf("%d decks: %s %s %d deals, the count %d", c.decks, w.bet, w.result, got, w.want)
			}
		}
		t.Logf("%d decks: Player %s, Banker %s, Tie %s, Panda 8 %s, Dragon 7 %s", c.decks,
			c.f.Bet("player").Return.FloatString(6), c.f.Bet("banker").Return.FloatString(6), c.f.Bet("tie").Return.FloatString(6),
			c.f.Bet("panda_8").Return.FloatString(6), c.f.Bet("dragon_7").Return.FloatString(6))
	}
	// The banker line paid on every Banker win returns (Banker − Player
	// wins) / deals to the bettor: about +1.235% at eight decks.
	want := new(big.Rat).SetFrac(new(big.Int).SetUint64(2_292_252_566_437_888-2_230_518_282_592_256), new(big.Int).SetUint64(deals))
	if got := f8.Bet("banker").Return; got.Cmp(want) != 0 {
		t.Errorf("banker line returns %s, want %s", got.FloatString(7), want.FloatString(7))
	}
	t.Run("seed lines", func(t *testing.T) {
		ccSeedLines(t, f8)
		ccSeedLines(t, fpush)
	})
}

// ccSeedOrder checks that the cited lines name the bets in the game's
// settlement order: phrases[i] names order[i].
func ccSeedOrder(t *testing.T, cite rules.Cite, order, phrases []string, got []string) {
	t.Helper()
	if strings.Join(got, ",") != strings.Join(order, ",") {
		t.Errorf("the game settles %v, want %v", got, order)
	}
	text := seedtext.Text(t, cite)
	at := -1
	for i, p := range phrases {
		j := strings.Index(text, p)
		if j < 0 || j < at {
			t.Errorf("%s: %q (%s) is not where the order puts it: %q", cite, p, order[i], text)
		}
		at = j
	}
}

func TestSeedPanda8(t *testing.T) {
	ccSeedWagers(t, panda8.Info(), nil)
	ccSeedSettings(t, panda8.Info().Settings, map[string]string{
		keyDecks:         "minimum of three decks and a maximum of eight decks",
		keyCASeats:       "eight seated positions",
		keyP8BankerSeven: "The banker line which pays 1 to 1",
	})
	if text := seedtext.Text(t, cardroom("2674")); !strings.Contains(text, "fourteen seated positions") {
		t.Errorf("line 2674 does not offer fourteen seats: %q", text)
	}
	if text := seedtext.Text(t, cardroom("2830")); !strings.Contains(text, "three-card 7 which shall push") {
		t.Errorf("line 2830 does not push a three-card 7: %q", text)
	}
	ccSeedOrder(t, panda8.california.orderRule, []string{"player", "banker", "tie", "panda_8", "dragon_7"},
		[]string{"all player line wagers", "all banker line wagers", "all Tie Bet wagers", "all Panda 8 wagers", "all Dragon 7 Bonus Bet wagers"},
		panda8.california.order)
	if text := seedtext.Text(t, panda8.california.orderRule); !strings.Contains(text, "begin with the player to the left of the player-dealer position and continue clockwise") {
		t.Errorf("%s: %q", panda8.california.orderRule, text)
	}
	for _, c := range []struct{ cite, says string }{
		{"2740", "seven using three cards and the player's hand has a value of six or less"},
		{"2750", "eight using three cards and the banker's hand has a value of seven or less"},
		{"2652", "wagers not covered by the player-dealer shall be returned"},
	} {
		if text := seedtext.Text(t, cardroom(c.cite)); !strings.Contains(text, c.says) {
			t.Errorf("line %s does not read %q: %q", c.cite, c.says, text)
		}
	}
}
