package paigow

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

func caRecord(dice int, pd string, seats []string, extra map[int]string, pdSeat int, bank, net, wagers, tail string) string {
	return fmt.Sprintf(`{"table_id": "T", "hand_number": 1, "game": "pai-gow-poker", "dealt_at": "2026-11-21T22:00:00Z", "dice": %d,
 "cards": {"player_dealer": %s, "seats": %s},
 "player_dealer": {"seat": %d, "bank": %q, "net": %q}, "wagers": [%s]%s}`, dice, setJSON(pd), seatsJSON(seats, extra), pdSeat, bank, net, wagers, tail)
}

func bl(seat, backline int, bet, amount, result, payout string) string {
	return fmt.Sprintf(`{"seat": %d, "backline": %d, "bet": %q, "amount": %q, "result": %q, "payout": %q}`, seat, backline, bet, amount, result, payout)
}

var paiGow = map[string]string{"version": "pai_gow_poker"}

// The outcomes of lines 479 and 983: both hands win, win; one each, push;
// the player-dealer wins both or wins one and ties the other, lose; the
// player-dealer loses one and ties the other, push.
func TestCASettlementRules(t *testing.T) {
	pd := "QS 9H | KD KC 7S 4H 2C"
	cases := []struct {
		name, seat, result string
	}{
		{"both win", "3: AH QH | 8S 8H 8C 6D 4D", rules.Win},
		{"one each", "3: AS JD | TH TC 8D 5S 3C", rules.Push},
		{"both lose", "3: JS 5H | 6C 6H 9D 7D 3H", rules.Lose},
		{"tie behind, lose in front", "3: 8H 5D | KS KH 7C 4D 2D", rules.Lose},
		{"tie behind, win in front", "3: AD JH | KS KH 7C 4D 2D", rules.Push},
		{"tie in front, win behind", "3: QD 9S | AS AD 8C 5D 3D", rules.Push},
	}
	for _, c := range cases {
		rec := caRecord(10, pd, []string{c.seat}, nil, 1, "500.00", "0.00", wager(3, "standard", "10.00", "push", "0.00"), "")
		v := verify(t, California(), rec, paiGow)
		if got := expected(t, v, 3, 0, "standard"); got.Result != c.result {
			t.Errorf("%s: %s, want %s", c.name, got.Result, c.result)
		}
	}
	// Fortune Pai Gow Poker pays 9 to 10 (line 1636): 15.00 wins 13.50,
	// 15.05 wins 13.54 (fractions of a cent dropped).
	for amount, pay := range map[string]string{"15.00": "13.50", "15.05": "13.54"} {
		rec := caRecord(10, pd, []string{cases[0].seat}, nil, 1, "500.00", "0.00", wager(3, "standard", amount, "win", pay), "")
		v := verify(t, California(), rec, nil)
		if got := expected(t, v, 3, 0, "standard"); got.Payout != money(t, pay) {
			t.Errorf("9 to 10 on %s: %v, want %s", amount, got.Payout, pay)
		}
	}
}

// The dice place the action button (lines 477, 981, 1590): 1, 8 and 15
// fall on the player-dealer, whose left-hand player takes it.
func TestCAActionSeat(t *testing.T) {
	for _, c := range []struct{ dice, pd, want int }{
		{8, 1, 2}, {15, 1, 2}, {3, 1, 3}, {9, 1, 2}, {10, 1, 3}, {14, 1, 7}, {5, 4, 1}, {18, 7, 3},
	} {
		if got := caActionSeat(c.dice, c.pd); got != c.want {
			t.Errorf("dice %d from seat %d: seat %d, want %d", c.dice, c.pd, got, c.want)
		}
	}
}

// The player-dealer pays in order from the action button while its bank
// lasts (lines 518, 3422); the rest is paid in part and then returned.
func TestCACover(t *testing.T) {
	pd := "QS 9H | KD KC 7S 4H 2C"
	seats := []string{"3: AH QH | 8S 8H 8C 6D 4D", "5: AS JD | AD AC 9D 5S 3C"}
	wagers := wager(3, "standard", "40.00", "win", "40.00") + ", " +
		`{"seat": 5, "bet": "standard", "amount": "40.00", "result": "win", "payout": "10.00"}`
	// Dice 10 from seat 1: seat 3 first; the bank of 50.00 pays 40.00 and
	// then 10.00 of seat 5's 40.00.
	expectVerified(t, verify(t, California(), caRecord(10, pd, seats, nil, 1, "50.00", "-50.00", wagers, ""), paiGow))
	// Dice 12: the button is on seat 5 (position 5 from the player-dealer
	// is seat 5), so seat 5 is paid in full and seat 3 gets 10.00.
	v := verify(t, California(), caRecord(12, pd, seats, nil, 1, "50.00", "-50.00", wagers, ""), paiGow)
	if got := expected(t, v, 5, 0, "standard"); got.Payout != rules.Dollars(40) {
		t.Errorf("seat 5 first: %+v", got)
	}
	if got := expected(t, v, 3, 0, "standard"); got.Payout != rules.Dollars(10) {
		t.Errorf("seat 3 second: %+v", got)
	}
	// Once the bank is exhausted the wagers not covered are returned, a
	// loser too (bank_exhausted=returned, line 3422); under
	// losers_collected a loser is still collected and the player-dealer
	// ends 0.00. Seat 6's hand loses both ways.
	seats = append(seats, "6: 3S 2D | 9C 7C 5H 4S 2H")
	returned := wagers + ", " + wager(6, "standard", "50.00", "no_action", "0.00")
	v = verify(t, California(), caRecord(10, pd, seats, nil, 1, "50.00", "-50.00", returned, ""), paiGow)
	expectVerified(t, v)
	if st := v.Settlements[2]; st.Seat != 6 || st.Rule != rules.RuleCaliforniaCover {
		t.Errorf("the returned wager: %+v", st)
	}
	settings := map[string]string{"version": "pai_gow_poker", rules.SettingBankExhausted: rules.ExhaustedCollected}
	collected := wagers + ", " + wager(6, "standard", "50.00", "lose", "0.00")
	expectVerified(t, verify(t, California(), caRecord(10, pd, seats, nil, 1, "50.00", "0.00", collected, ""), settings))
}

// A fouled player-dealer's hand is set the logical way (lines 541, 1027)
// and a finding names the set.
func TestCAPlayerDealerFoul(t *testing.T) {
	// Kings in front of Q-9-7-4-2: fouled; the House Way plays kings behind
	// and Q-9 in front, against which seat 3's three eights and A-Q win.
	rec := caRecord(10, "KD KC | QS 9H 7S 4H 2C", []string{"3: AH QH | 8S 8H 8C 6D 4D"}, nil, 1, "500.00", "-10.00",
		wager(3, "standard", "10.00", "win", "10.00"), "")
	v := verify(t, California(), rec, paiGow)
	if f := findingOn(v, 1, "player_dealer", "set"); f == nil || f.Rule != ca("1027") {
		t.Fatalf("no finding on the player-dealer's fouled set: %+v", v.Findings)
	}
	if len(v.Findings) != 1 {
		t.Errorf("findings %+v", v.Findings)
	}
	// Joker's Wild cites its own rule 18.
	v = verify(t, California(), rec, map[string]string{"version": "jokers_wild"})
	if f := findingOn(v, 1, "player_dealer", "set"); f == nil || f.Rule != ca("541") {
		t.Errorf("Joker's Wild: %+v", v.Findings)
	}
}

// A hand set three and four cards fouls (lines 536, 1021): the seated
// player's wager is forfeited; the backline wager plays the logical way.
func TestCASplitFoul(t *testing.T) {
	rec := caRecord(10, "QS 9H | KD KC 7S 4H 2C", []string{"3: AH QH 8S | 8H 8C 6D 4D"}, nil, 1, "500.00", "0.00",
		wager(3, "standard", "10.00", "lose", "0.00")+", "+bl(3, 1, "standard", "10.00", "win", "10.00"), "")
	v := verify(t, California(), rec, paiGow)
	expectVerified(t, v)
	if s := v.Settlements[0]; s.Rule != ca("1020") || v.Settlements[1].Rule != ca("1023") {
		t.Errorf("rules cited: %v, %v", s.Rule, v.Settlements[1].Rule)
	}
}

// A hand the dealer set on request must be the logical way (lines 532,
// 1018); it is settled as set.
func TestCAHouseWayOnRequest(t *testing.T) {
	extra := map[int]string{3: `, "house_way": true`}
	// A-Q in front of three eights is the House Way (three of a kind in
	// back, next two highest in front).
	good := caRecord(10, "QS 9H | KD KC 7S 4H 2C", []string{"3: AH QH | 8S 8H 8C 6D 4D"}, extra, 1, "500.00", "-10.00",
		wager(3, "standard", "10.00", "win", "10.00"), "")
	expectVerified(t, verify(t, California(), good, paiGow))
	bad := caRecord(10, "QS 9H | KD KC 7S 4H 2C", []string{"3: 6D 4D | 8S 8H 8C AH QH"}, extra, 1, "500.00", "0.00",
		wager(3, "standard", "10.00", "push", "0.00"), "")
	v := verify(t, California(), bad, paiGow)
	if f := findingOn(v, 3, "standard", "set"); f == nil || f.Rule != ca("1018") || len(v.Findings) != 1 {
		t.Errorf("set against the house way: %+v", v.Findings)
	}
}

// The collection fees of the Pai Gow games' schedule (lines 3061-3102):
// a per-bet fee per Pai Gow wager and a per-hand fee from the
// player-dealer under options 1 to 16; under 17 to 20 the player-dealer's
// fee by the total table action, the Fortune Bonus counted in it.
func TestCACollections(t *testing.T) {
	v := verify(t, California(), caExample, map[string]string{"version": "pai_gow_poker", "collection_schedule": "CA-PG/7"})
	if f := findingOn(v, 3, "collection:player", "fee"); f == nil || f.Expected != "4.00" {
		t.Errorf("option 7, 2.00 a bet, two bets at seat 3: %+v", v.Findings)
	}
	// Option 19: fortuneExample's table action is 75.00 of Pai Gow wagers
	// and 20.00 of Fortune Bonuses, 95.00, in the lowest tier ($25 - $100):
	// 1.00 from the player-dealer and nothing from the players.
	v = verify(t, California(), fortuneExample, map[string]string{"collection_schedule": "CA-PG/19"})
	if f := findingOn(v, 1, "collection:player", "fee"); f == nil || f.Expected != "0.00" {
		t.Errorf("option 19 takes no player fee: %+v", v.Findings)
	}
	if f := findingOn(v, 4, "collection:player_dealer", "fee"); f == nil || f.Expected != "1.00" {
		t.Errorf("option 19 on 90.00 of action: %+v", v.Findings)
	}
}

// Fortune Bonus table (lines 1676-1685) and the Envy Bonus (lines
// 1621-1624): four of a kind pays 25 to 1 and no Envy ("N/A").
func TestCAFortune(t *testing.T) {
	pd := "QS 9H | KD KC 7S 4H 2C"
	seats := []string{"3: AH QH | 8S 8H 8C 8D 4D", "5: AS JD | TH TC 9D 5S 3C"}
	wagers := strings.Join([]string{
		wager(3, "standard", "10.00", "win", "9.00"), wager(3, "fortune", "5.00", "win", "125.00"),
		wager(5, "standard", "10.00", "push", "0.00"), wager(5, "fortune", "5.00", "lose", "0.00"),
	}, ", ")
	rec := caRecord(10, pd, seats, nil, 1, "500.00", "-129.00", wagers, "")
	expectVerified(t, verify(t, California(), rec, nil))
	// Five of a kind with the joker earns the others $100 each.
	seats[0] = "3: AH QH | 8S 8H 8C 8D JK"
	rec = caRecord(10, pd, seats, nil, 1, "1500.00", "-1104.00", strings.Replace(wagers, `"125.00"`, `"1000.00"`, 1),
		`, "envy": [{"seat": 5, "payout": "100.00"}]`)
	expectVerified(t, verify(t, California(), rec, nil))
	// Under $5 no Envy.
	low := strings.Replace(rec, `{"seat": 5, "bet": "fortune", "amount": "5.00"`, `{"seat": 5, "bet": "fortune", "amount": "4.00"`, 1)
	v := verify(t, California(), low, nil)
	if f := findingOn(v, 5, BetEnvy, "payout"); f == nil || f.Expected != "0.00" {
		t.Errorf("envy on 4.00: %+v", v.Findings)
	}
	// Without the Fortune version there is no Fortune Bonus.
	refused(t, California(), rec, paiGow, "wagers[1].bet", "no Fortune Bonus")
}

// An Envy Bonus the player-dealer's bank can no longer pay is not paid: a
// record leaves it out (or lists 0.00), the only thing a station can
// declare of it, and verifies. Dice 12 puts seat 5 first: its Fortune
// Bonus is collected, seat 3 is paid 9.00 and then the last 992.00 of the
// bank for its five of a kind, and nothing is left for seat 5's $100 Envy.
func TestCAEnvyBeyondTheBank(t *testing.T) {
	pd := "QS 9H | KD KC 7S 4H 2C"
	seats := []string{"3: AH QH | 8S 8H 8C 8D JK", "5: AS JD | TH TC 9D 5S 3C"}
	wagers := strings.Join([]string{
		wager(3, "standard", "10.00", "win", "9.00"), wager(3, "fortune", "5.00", "win", "992.00"),
		wager(5, "standard", "10.00", "push", "0.00"), wager(5, "fortune", "5.00", "lose", "0.00"),
	}, ", ")
	expectVerified(t, verify(t, California(), caRecord(12, pd, seats, nil, 1, "996.00", "-996.00", wagers, ""), nil))
	expectVerified(t, verify(t, California(), caRecord(12, pd, seats, nil, 1, "996.00", "-996.00", wagers,
		`, "envy": [{"seat": 5, "payout": "0.00"}]`), nil))
	// Declared paid, it is a finding.
	v := verify(t, California(), caRecord(12, pd, seats, nil, 1, "996.00", "-1096.00", wagers,
		`, "envy": [{"seat": 5, "payout": "100.00"}]`), nil)
	if f := findingOn(v, 5, BetEnvy, "payout"); f == nil || f.Expected != "0.00" {
		t.Errorf("envy beyond the bank declared paid: %+v", v.Findings)
	}
}

func TestCARefused(t *testing.T) {
	pd := "QS 9H | KD KC 7S 4H 2C"
	std := wager(3, "standard", "10.00", "push", "0.00")
	refused(t, California(), caRecord(2, pd, []string{"3: AS JD | TH TC 9D 5S 3C"}, nil, 1, "10.00", "0.00", std, ""), paiGow, "dice", "3 to 18")
	refused(t, California(), caRecord(10, pd, []string{"8: AS JD | TH TC 9D 5S 3C"}, nil, 1, "10.00", "0.00", wager(8, "standard", "10.00", "push", "0.00"), ""), paiGow, "cards.seats[0].seat", "from 1 to 7")
	refused(t, California(), caRecord(10, pd, []string{"3: AS JD | TH TC 9D 5S 3C"}, nil, 1, "10.00", "0.00",
		std+", "+wager(1, "standard", "10.00", "push", "0.00"), ""), paiGow, "wagers[1].seat", "player-dealer's seat")
	refused(t, California(), caRecord(10, pd, []string{"3: AS JD | TH TC 9D 5S 3C"}, nil, 1, "10.00", "0.00",
		bl(3, 1, "fortune", "5.00", "lose", "0.00")+", "+std, ""), nil, "wagers[0].bet", "same bettor")
	refused(t, California(), caRecord(10, pd, []string{"3: AS JD | TH TC 9D 5S 3C"}, nil, 1, "10.00", "0.00", std, ""),
		map[string]string{"version": "pai_gow_poker", "jokers": "2"}, "settings.jokers", "one joker")
}

// Fortune Pai Gow Poker's own "Collection Fees for this game" (FPG-OWN,
// seed 000 lines 1693-1708): per hand from the player-dealer, per bet from
// the players. fortuneExample takes 2.00 and 1.00 a Pai Gow wager, the
// "$10 to $100" row (line 1698); under "$25 to $200" (line 1701) the
// player-dealer owes 3.00 and each wager 2.00, and each difference is a
// finding citing that row. The Fortune Bonus carries no fee.
func TestFortuneOwnCollections(t *testing.T) {
	expectVerified(t, verify(t, California(), fortuneExample, map[string]string{"collection_schedule": "FPG-OWN/10-100"}))
	v := verify(t, California(), fortuneExample, map[string]string{"collection_schedule": "FPG-OWN/25-200"})
	if f := findingOn(v, 4, "collection:player_dealer", "fee"); f == nil || f.Expected != "3.00" || f.Rule.Lines != "1701" {
		t.Errorf("the player-dealer's fee under $25 to $200: %+v", v.Findings)
	}
	for _, seat := range []int{1, 2, 3, 6} {
		if f := findingOn(v, seat, "collection:player", "fee"); f == nil || f.Expected != "2.00" || f.Rule.Lines != "1701" {
			t.Errorf("seat %d's fee under $25 to $200: %+v", seat, v.Findings)
		}
	}
	if len(v.Findings) != 5 {
		t.Errorf("want five findings, got %+v", v.Findings)
	}
	// The schedule is Fortune Pai Gow Poker's only (interpretation OS6).
	for _, version := range []string{VersionPaiGow, VersionJokersWild} {
		if _, err := California().Settings(map[string]string{"version": version, "collection_schedule": "FPG-OWN/10-100"}); err == nil || !strings.Contains(err.Error(), "collection_schedule") {
			t.Errorf("FPG-OWN at a %s table: %v", version, err)
		}
	}
}
