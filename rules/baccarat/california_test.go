package baccarat

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// testCA is a California game for these tests: Player and Banker at even
// money, banked by a player-dealer, its collections checked against the
// schedules that cover EZ Baccarat Panda 8 (seed 000 lines 3218-3341).
type testCASettings struct {
	settingValues
	collectionSchedule
}

func (*testCASettings) shoe() rules.Shoe { return rules.Shoe{Decks: 8} }

var testCA = newGame(game[*testCASettings]{
	id:    "ez-baccarat-panda-8",
	specs: []rules.SettingSpec{fees.ScheduleSetting("ez-baccarat-panda-8")},
	compile: func(v map[string]string) *testCASettings {
		return &testCASettings{settingValues: v, collectionSchedule: compileSchedule("ez-baccarat-panda-8", v[fees.ScheduleKey])}
	},
	bets: []bet[*testCASettings]{
		{id: "player", rule: rules.At(rules.Seed000, "2686"), odds: rules.ToOne(1), settle: evenMoney(Player)},
		{id: "banker", rule: rules.At(rules.Seed000, "2687"), odds: rules.ToOne(1), settle: evenMoney(Banker)},
	},
	california: &california[*testCASettings]{order: []string{"player", "banker"}, orderRule: rules.RulePlayerDealerOrder,
		cover: rules.RulePlayerDealerCover, exhausted: func(*testCASettings) rules.Exhausted { return rules.ReturnUncovered },
		seats: func(*testCASettings) int { return 8 }, feeBets: []string{"player", "banker"}},
})

func evenMoney(side Side) func(b *bet[*testCASettings], c Coup, stake rules.Money, _ *testCASettings) payoff {
	return func(b *bet[*testCASettings], c Coup, stake rules.Money, _ *testCASettings) payoff {
		switch c.Winner() {
		case side:
			return win(stake, b.odds, b.rule)
		case Tie:
			return push(b.rule)
		}
		return lose(b.rule)
	}
}

func verifyCA(t *testing.T, settings map[string]string, record string) *rules.Verdict {
	t.Helper()
	s, err := testCA.Settings(settings)
	if err != nil {
		t.Fatal(err)
	}
	h, err := testCA.Decode([]byte(record))
	if err != nil {
		t.Fatal(err)
	}
	v, err := h.Verify(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// Player 9 (natural) over Banker 7. The player-dealer at seat 1 banks 100:
// in order (player wagers first, seat by seat from seat 2), seat 2's Player
// 60 wins 60, seat 5's Player 50 wins the 40 left, and the player-dealer's
// wager is exhausted: seat 7's Player 20 and seat 3's Banker 30, which
// would have lost, are returned (line 2678).
const caHand = `{"table_id": "EZ-1", "hand_number": 7, "game": "ez-baccarat-panda-8", "dealt_at": "2026-11-21T22:14:05-08:00",
 "cards": {"player": ["9S", "KH"], "banker": ["4D", "3C"]},
 "player_dealer": {"seat": 1, "bank": "100.00", "net": "%NET%"},
 "wagers": [
   {"seat": 7, "bet": "player", "amount": "20.00", "result": "no_action", "payout": "0.00"},
   {"seat": 5, "bet": "player", "amount": "50.00", "result": "win", "payout": "40.00"},
   {"seat": 2, "bet": "player", "amount": "60.00", "result": "win", "payout": "60.00"},
   {"seat": 3, "bet": "banker", "amount": "30.00", "result": "no_action", "payout": "0.00"}],
 "collections": [%COLLECT%]}`

func caRecord(net, collections string) string {
	return strings.NewReplacer("%NET%", net, "%COLLECT%", collections).Replace(caHand)
}

func TestCaliforniaCoverInOrder(t *testing.T) {
	v := verifyCA(t, nil, caRecord("-100.00", ""))
	if !v.Verified() {
		t.Fatalf("findings: %+v", v.Findings)
	}
	// 100 bank: pays 60 + 40 and is exhausted: net -100.
	if v.Totals.ExpectedPlayerDealerWin != rules.Dollars(-100) || v.Totals.ExpectedHouseWin != 0 {
		t.Errorf("totals %+v", v.Totals)
	}
	v = verifyCA(t, nil, caRecord("-70.00", ""))
	if len(v.Findings) != 1 || v.Findings[0].Field != "net" || v.Findings[0].Expected != "-100.00" {
		t.Errorf("wrong net: %+v", v.Findings)
	}
}

// Collections under schedule options of the California Games Collection
// Rates (seed 000): option 2 ($5-$50) takes $0.50 per bet and $2.00 from the
// player-dealer (line 3223 of the digest's table); option 26, by total table
// action, $8.00 for $305-$1,000 (line 3273) and no player fee.
func TestCaliforniaCollections(t *testing.T) {
	perBet := map[string]string{fees.ScheduleKey: "CA-EZB/2"}
	ok := `{"seat": 1, "kind": "player_dealer", "amount": "2.00"}, {"seat": 2, "kind": "player", "amount": "0.50"},
	       {"seat": 3, "kind": "player", "amount": "0.50"}, {"seat": 5, "kind": "player", "amount": "0.50"}, {"seat": 7, "kind": "player", "amount": "0.50"}`
	v := verifyCA(t, perBet, caRecord("-100.00", ok))
	if !v.Verified() || v.Totals.Fees != rules.Dollars(4) || v.Totals.ExpectedFees != rules.Dollars(4) || v.Totals.HouseWin != rules.Dollars(4) {
		t.Fatalf("findings %+v totals %+v", v.Findings, v.Totals)
	}
	wrong := strings.Replace(ok, `"amount": "2.00"`, `"amount": "3.00"`, 1)
	v = verifyCA(t, perBet, caRecord("-100.00", wrong))
	if len(v.Findings) != 1 || v.Findings[0].Bet != "collection:player_dealer" || v.Findings[0].Expected != "2.00" || v.Findings[0].Rule.File == "" {
		t.Errorf("wrong player-dealer fee: %+v", v.Findings)
	}
	missing := `{"seat": 1, "kind": "player_dealer", "amount": "2.00"}`
	v = verifyCA(t, perBet, caRecord("-100.00", missing))
	if len(v.Findings) != 4 {
		t.Errorf("four player fees missing: %+v", v.Findings)
	}

	// Total table action 20 + 50 + 60 + 30 = 160: option 26's first tier is
	// $50-$300, $4.00.
	action := map[string]string{fees.ScheduleKey: "CA-EZB/26"}
	v = verifyCA(t, action, caRecord("-100.00", `{"seat": 1, "kind": "player_dealer", "amount": "4.00"}`))
	if !v.Verified() {
		t.Errorf("table-action fee: %+v", v.Findings)
	}
	v = verifyCA(t, action, caRecord("-100.00", `{"seat": 1, "kind": "player_dealer", "amount": "4.00"}, {"seat": 2, "kind": "player", "amount": "1.00"}`))
	if len(v.Findings) != 1 || v.Findings[0].Bet != "collection:player" || v.Findings[0].Expected != "0.00" {
		t.Errorf("a player fee under a table-action option: %+v", v.Findings)
	}
	// Without a schedule the fees are kept, not checked.
	v = verifyCA(t, nil, caRecord("-100.00", wrong))
	if !v.Verified() || v.Totals.Fees != rules.Dollars(5) {
		t.Errorf("no schedule: %+v %+v", v.Findings, v.Totals)
	}
	if _, err := testCA.Settings(map[string]string{fees.ScheduleKey: "CA-PAN9/1"}); err == nil || !strings.Contains(err.Error(), "settings.collection_schedule") {
		t.Errorf("a Pan 9 schedule on an EZ Baccarat table: %v", err)
	}
	if _, err := testCA.Settings(map[string]string{fees.ScheduleKey: "CA-EZB/99"}); err == nil {
		t.Error("option 99 accepted")
	}
}

func TestCaliforniaRefusals(t *testing.T) {
	bad := strings.Replace(caRecord("-100.00", ""), `{"seat": 3, "bet": "banker"`, `{"seat": 1, "bet": "banker"`, 1)
	if _, err := testCA.Decode([]byte(bad)); err == nil || !strings.Contains(err.Error(), "wagers[3].seat") {
		t.Errorf("a wager from the player-dealer's seat: %v", err)
	}
	noPD := strings.Replace(caRecord("-100.00", ""), `"player_dealer": {"seat": 1, "bank": "100.00", "net": "-100.00"},`, "", 1)
	if _, err := testCA.Decode([]byte(noPD)); err == nil || !strings.Contains(err.Error(), "player_dealer") {
		t.Errorf("no player-dealer: %v", err)
	}
	if _, err := colorado.Decode([]byte(strings.Replace(caRecord("-100.00", ""), "ez-baccarat-panda-8", "baccarat-co", 1))); err == nil ||
		!strings.Contains(err.Error(), "player_dealer") || !strings.Contains(err.Error(), "collections") {
		t.Errorf("a player-dealer at a house-banked table: %v", err)
	}
}

// A seat past the table's last is refused, naming it: the settlement order
// goes round the table's seats (Panda 8 has 8 by default).
func TestCaliforniaSeatBeyondTheTable(t *testing.T) {
	rec := strings.Replace(caRecord("10.00", ""), `"seat": 7, "bet": "player"`, `"seat": 12, "bet": "player"`, 1)
	h, err := Panda8().Decode([]byte(rec))
	if err != nil {
		t.Fatal(err)
	}
	s, _ := Panda8().Settings(nil)
	_, err = h.Verify(s)
	ie, ok := rules.AsInputError(err)
	if !ok || len(ie.Errors) != 1 || ie.Errors[0].Field != "wagers[0].seat" || !strings.Contains(ie.Errors[0].Detail, "seats 1 to 8") {
		t.Fatalf("seat 12 at an 8-seat table: %v", err)
	}
}

// A side bet needs a line bet by the same bettor: the Baccarat Bonus
// Wager a Player, Banker or Tie bet (seed 000 line 1495), Panda 8's Tie,
// Dragon 7 and Panda 8 a player or banker line wager (lines 2686-2691).
// The seated player and a backline bettor behind the seat are two bettors.
func TestSideBetNeedsALineBet(t *testing.T) {
	for _, c := range []struct {
		game   rules.Game
		record string
		field  string
	}{
		{CaliforniaBaccarat(), `{"table_id": "CA-1", "hand_number": 1, "game": "baccarat-ca", "dealt_at": "2026-11-21T22:14:05-08:00",
		  "cards": {"player": ["9S", "KH"], "banker": ["4D", "3C"]}, "player_dealer": {"seat": 1, "bank": "100.00", "net": "10.00"},
		  "wagers": [{"seat": 2, "bet": "player", "amount": "10.00", "result": "win", "payout": "10.00"},
		             {"seat": 3, "bet": "bonus", "amount": "10.00", "result": "lose", "payout": "0.00"},
		             {"seat": 2, "backline": 1, "bet": "bonus", "amount": "10.00", "result": "lose", "payout": "0.00"}]}`, "wagers[1].bet"},
		{Panda8(), `{"table_id": "EZ-1", "hand_number": 1, "game": "ez-baccarat-panda-8", "dealt_at": "2026-11-21T22:14:05-08:00",
		  "cards": {"player": ["9S", "KH"], "banker": ["4D", "3C"]}, "player_dealer": {"seat": 1, "bank": "100.00", "net": "10.00"},
		  "wagers": [{"seat": 2, "bet": "player", "amount": "10.00", "result": "win", "payout": "10.00"},
		             {"seat": 2, "bet": "dragon_7", "amount": "10.00", "result": "lose", "payout": "0.00"},
		             {"seat": 4, "bet": "tie", "amount": "10.00", "result": "lose", "payout": "0.00"}]}`, "wagers[2].bet"},
	} {
		h, err := c.game.Decode([]byte(c.record))
		if err != nil {
			t.Fatal(err)
		}
		s, _ := c.game.Settings(nil)
		_, err = h.Verify(s)
		ie, ok := rules.AsInputError(err)
		if !ok {
			t.Fatalf("%s: %v", c.game.Info().ID, err)
		}
		fields := map[string]bool{}
		for _, fe := range ie.Errors {
			fields[fe.Field] = true
		}
		if !fields[c.field] || (c.game.Info().ID == "baccarat-ca" && !fields["wagers[2].bet"]) || len(ie.Errors) != map[string]int{"baccarat-ca": 2, "ez-baccarat-panda-8": 1}[c.game.Info().ID] {
			t.Errorf("%s: %v", c.game.Info().ID, err)
		}
	}
}
