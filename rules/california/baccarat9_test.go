package california

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

var (
	b9V1 = map[string]string{keyVersion: "1"}
	b9V2 = map[string]string{keyVersion: "2"}
)

// b9Record writes a Baccarat 9 record. hits lists the seats whose Player
// wagers took the hit card; extra is spliced in as more top-level fields.
func b9Record(player, banker string, hits []int, bank, net, extra string, wagers ...string) string {
	var hs []string
	for _, s := range hits {
		hs = append(hs, fmt.Sprintf(`{"seat": %d}`, s))
	}
	h := ""
	if len(hs) > 0 {
		h = `"player_hits": [` + strings.Join(hs, ", ") + `],`
	}
	return fmt.Sprintf(`{"table_id": "B9", "hand_number": 1, "game": "baccarat-9", "dealt_at": "2026-11-21T22:14:05-08:00",
	 "cards": {"player": %s, "banker": %s}, %s %s
	 "player_dealer": {"seat": 1, "bank": %q, "net": %q},
	 "wagers": [%s]}`, cardsJSON(player), cardsJSON(banker), h, extra, bank, net, strings.Join(wagers, ", "))
}

// "When the combined cards have a total sum of more than ten the last digit
// of the total sum is the value of the hand, i.e. 7 + 6 = 13 = 3" (lines
// 1038, 1064, 1275, 1299). The shoe holds no 7, so the sum is dealt as
// 6, 4 and 3.
func TestBaccarat9ThirteenIsThree(t *testing.T) {
	if lastDigit(7+6) != 3 {
		t.Errorf("13 counts %d", lastDigit(13))
	}
	if got := b9Total(rules.MustCards("6H 4D 3C")); got != 3 {
		t.Errorf("6, 4, 3 = %d", got)
	}
	for _, c := range []string{"AS", "2S", "3S", "4S", "5S", "6S", "TS", "JS", "QS", "KS"} {
		want := map[byte]int{'A': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6}[c[0]]
		if got := b9Value(rules.MustCards(c)[0]); got != want {
			t.Errorf("%s counts %d, want %d (lines 1096-1105, 1323-1330)", c, got, want)
		}
	}
	rec := b9Record("7H 6D KC", "QS 6H AD", nil, "100.00", "0.00", "", wager(2, 0, BetPlayer, "10.00", "lose", "0.00"))
	refused(t, Baccarat9(), nil, rec, "cards.player[0]", "holds no 7s")
	v := verify(t, Baccarat9(), b9V1, b9Record("6H 4D 3C KC", "QS 6H AD", nil, "100.00", "10.00", "", wager(2, 0, BetPlayer, "10.00", "lose", "0.00")))
	if d := v.Outcome.Detail.(*Baccarat9Detail); d.PlayerThree != 3 || *d.PlayerHit != 3 || !v.Verified() {
		t.Errorf("%+v %+v", d, v.Findings)
	}
}

// Version 2, rule 21 (lines 1306-1312): "If customer #2 is betting on the
// Banker hand and the Player hand is a total of 5", the house way hits the
// Player hand and customer #2's Banker wager is settled against that total.
func TestBaccarat9Rule21Example(t *testing.T) {
	player := "AH KD 4C" // 5
	banker := "QS 6H AD" // 7, stands
	cases := []struct {
		hit    string
		result string
		payout string
		rule   string
	}{
		{"3S", "lose", "0.00", "1310"}, // 8 is more than the Banker's 7
		{"KS", "win", "50.00", "1309"}, // 5 is less
		{"2S", "push", "0.00", "1315"}, // 7 ties: rule 24 pushes (default)
	}
	for _, c := range cases {
		rec := b9Record(player+" "+c.hit, banker, nil, "300.00", "0.00", "", wager(2, 0, BetBanker, "50.00", c.result, c.payout))
		v := verify(t, Baccarat9(), nil, rec)
		expectSettlements(t, v, want{seat: 2, bet: BetBanker, result: c.result, payout: c.payout, rule: c.rule})
	}
	// Rule 21's last bullet: the customer "loses" a tie at 7.
	v := verify(t, Baccarat9(), map[string]string{keyBankerOtherTies: "lose"},
		b9Record(player+" 2S", banker, nil, "300.00", "50.00", "", wager(2, 0, BetBanker, "50.00", "lose", "0.00")))
	expectSettlements(t, v, want{seat: 2, bet: BetBanker, result: "lose", payout: "0.00", rule: "1312"})
	if !v.Verified() {
		t.Errorf("findings %+v", v.Findings)
	}
	// The hit card must be dealt for the Banker wager.
	refused(t, Baccarat9(), nil, b9Record(player, banker, nil, "300.00", "0.00", "", wager(2, 0, BetBanker, "50.00", "win", "50.00")),
		"cards.player", "house way", "1306-1308")
}

// A Player bettor in the option band chooses; the Banker and Tie wagers
// face the house way. Player 6: seat 3 hits to 9, seat 4 stands on 6, the
// Banker has 7; the house way stands on 6.
func TestBaccarat9PlayerChoice(t *testing.T) {
	for _, version := range []map[string]string{b9V1, b9V2} {
		rec := b9Record("2H 4H KH 3C", "3S 4D KS", []int{3}, "500.00", "-25.00", "",
			wager(3, 0, BetPlayer, "40.00", "win", "40.00"),
			wager(4, 0, BetPlayer, "20.00", "lose", "0.00"),
			wager(5, 0, BetBanker, "10.00", "win", "10.00"),
			wager(6, 0, BetTie, "5.00", "lose", "0.00"),
		)
		v := verify(t, Baccarat9(), version, rec)
		if !v.Verified() {
			t.Errorf("version %s: findings %+v", version[keyVersion], v.Findings)
		}
		if d := v.Outcome.Detail.(*Baccarat9Detail); d.HouseWay != 6 || *d.PlayerHit != 9 {
			t.Errorf("detail %+v", d)
		}
	}
	// Nobody hit and the house way stands on 6: no hit card may be dealt.
	refused(t, Baccarat9(), nil, b9Record("2H 4H KH 3C", "3S 4D KS", nil, "500.00", "0.00", "", wager(4, 0, BetPlayer, "20.00", "lose", "0.00")),
		"cards.player", "no bettor took the hit card")
	// A hitter but no hit card.
	refused(t, Baccarat9(), nil, b9Record("2H 4H KH", "3S 4D KS", []int{4}, "500.00", "0.00", "", wager(4, 0, BetPlayer, "20.00", "lose", "0.00")),
		"cards.player", "player_hits")
	// On 5 the house way hits: a hit card nobody took is allowed (the
	// dealer may complete the house-way hand), and the standing Player
	// bettor keeps its 5.
	v := verify(t, Baccarat9(), nil, b9Record("2H 3H KH 4C", "3S 4D KS", nil, "500.00", "20.00", "", wager(4, 0, BetPlayer, "20.00", "lose", "0.00")))
	if !v.Verified() {
		t.Errorf("findings %+v", v.Findings)
	}
}

// The two versions' option bands: 4 to 6 in version 1 (lines 1065-1067),
// 5 and 6 in version 2 (lines 1301-1305).
func TestBaccarat9Bands(t *testing.T) {
	four := "2H 2D KH"
	// Version 1: a Player bettor may stand on 4 ...
	v := verify(t, Baccarat9(), b9V1, b9Record(four, "3S 4D KS", nil, "100.00", "10.00", "", wager(2, 0, BetPlayer, "10.00", "lose", "0.00")))
	if !v.Verified() {
		t.Errorf("findings %+v", v.Findings)
	}
	// ... or hit.
	v = verify(t, Baccarat9(), b9V1, b9Record(four+" 4C", "3S 4D KS", []int{2}, "100.00", "-10.00", "", wager(2, 0, BetPlayer, "10.00", "win", "10.00")))
	if !v.Verified() {
		t.Errorf("findings %+v", v.Findings)
	}
	// Version 2: 4 must hit, and there is no choice to record.
	refused(t, Baccarat9(), b9V2, b9Record(four, "3S 4D KS", nil, "100.00", "0.00", "", wager(2, 0, BetPlayer, "10.00", "lose", "0.00")),
		"cards.player", "must hit on 4 or less", "1301")
	refused(t, Baccarat9(), b9V2, b9Record(four+" 4C", "3S 4D KS", []int{2}, "100.00", "0.00", "", wager(2, 0, BetPlayer, "10.00", "win", "10.00")),
		"player_hits[0]", "outside the option band")
	// Version 1: 3 must hit.
	refused(t, Baccarat9(), b9V1, b9Record("2H AD KH", "3S 4D KS", nil, "100.00", "0.00", "", wager(2, 0, BetPlayer, "10.00", "lose", "0.00")),
		"cards.player", "must hit on 3 or less", "1065")
	// 7 stands: no hit card, no choice.
	refused(t, Baccarat9(), b9V1, b9Record("3H 4D KH AC", "3S 4D KS", nil, "100.00", "0.00", "", wager(2, 0, BetBanker, "10.00", "lose", "0.00")),
		"cards.player", "no bettor took the hit card")
	refused(t, Baccarat9(), b9V1, b9Record("3H 4D KH", "3S 4D KS", []int{2}, "100.00", "0.00", "", wager(2, 0, BetPlayer, "10.00", "push", "0.00")),
		"player_hits[0]", "outside the option band")
	// The Banker hits on 5 or less and stands on 6 or more (lines 1080, 1313).
	refused(t, Baccarat9(), b9V1, b9Record("3H 4D KH", "3S 2D KS", nil, "100.00", "0.00", "", wager(2, 0, BetBanker, "10.00", "lose", "0.00")),
		"cards.banker", "must hit on 5 or less", "1080")
	refused(t, Baccarat9(), b9V2, b9Record("3H 4D KH", "3S 3D KS AH", nil, "100.00", "0.00", "", wager(2, 0, BetBanker, "10.00", "lose", "0.00")),
		"cards.banker", "stands on 6 or more", "1313")
}

// Version 2, rule 17 (line 1300): a three-card 9 on either hand stops the
// drawing. Version 1 has no such rule.
func TestBaccarat9ThreeCardNine(t *testing.T) {
	player, banker := "AH 2D KC", "4S 5S KS" // 3 against a three-card 9
	v := verify(t, Baccarat9(), b9V2, b9Record(player, banker, nil, "100.00", "10.00", "",
		wager(2, 0, BetPlayer, "10.00", "lose", "0.00")))
	if d := v.Outcome.Detail.(*Baccarat9Detail); !d.Natural || !v.Verified() {
		t.Errorf("%+v %+v", d, v.Findings)
	}
	refused(t, Baccarat9(), b9V2, b9Record(player+" 6H", banker, nil, "100.00", "0.00", "", wager(2, 0, BetPlayer, "10.00", "push", "0.00")),
		"cards.player", "three-card 9", "1300")
	refused(t, Baccarat9(), b9V2, b9Record("4H 5D KC", "AS 2S KS 3H", nil, "100.00", "0.00", "", wager(2, 0, BetPlayer, "10.00", "win", "10.00")),
		"cards.banker", "three-card 9")
	// Version 1 draws as usual: the 3 must hit and a 6 ties the 9 at 9:
	// the Player push, the Tie wins 8 to 1.
	v = verify(t, Baccarat9(), b9V1, b9Record(player+" 6H", banker, nil, "100.00", "-40.00", "",
		wager(2, 0, BetPlayer, "10.00", "push", "0.00"), wager(3, 0, BetTie, "5.00", "win", "40.00")))
	if !v.Verified() {
		t.Errorf("findings %+v", v.Findings)
	}
}

// "The bank hand wins all ties on 0 and 1. All other ties 2 9 are a push"
// (lines 1057, 1079, 1311, 1315); a Tie wager wins 8 to 1 on every tie
// (lines 1081, 1315).
func TestBaccarat9Ties(t *testing.T) {
	zero := [2]string{"KH QH JH KC", "KS QS JS KD"}
	six := [2]string{"2H 4H KH", "3S 3D KS"}
	for _, version := range []map[string]string{b9V1, b9V2} {
		r := verify(t, Baccarat9(), version, b9Record(zero[0], zero[1], nil, "500.00", "-90.00", "",
			wager(2, 0, BetPlayer, "20.00", "lose", "0.00"),
			wager(3, 0, BetBanker, "30.00", "win", "30.00"),
			wager(4, 0, BetTie, "10.00", "win", "80.00")))
		if !r.Verified() {
			t.Errorf("version %s, tie at 0: %+v", version[keyVersion], r.Findings)
		}
		r = verify(t, Baccarat9(), version, b9Record(six[0], six[1], nil, "500.00", "-80.00", "",
			wager(2, 0, BetPlayer, "20.00", "push", "0.00"),
			wager(3, 0, BetBanker, "30.00", "push", "0.00"),
			wager(4, 0, BetTie, "10.00", "win", "80.00")))
		if !r.Verified() {
			t.Errorf("version %s, tie at 6: %+v", version[keyVersion], r.Findings)
		}
	}
	r := verify(t, Baccarat9(), map[string]string{keyBankerOtherTies: "lose"}, b9Record(six[0], six[1], nil, "500.00", "-50.00", "",
		wager(2, 0, BetPlayer, "20.00", "push", "0.00"),
		wager(3, 0, BetBanker, "30.00", "lose", "0.00"),
		wager(4, 0, BetTie, "10.00", "win", "80.00")))
	if !r.Verified() {
		t.Errorf("rule 21 tie at 6: %+v", r.Findings)
	}
}

// Version 1: the action button (line 1078) starts the settlement; the bets
// go Player, Banker, Tie, seat by seat from it.
func TestBaccarat9ActionSeat(t *testing.T) {
	// Player 8 over Banker 7: Player wagers win. Bank 30.
	rec := func(action string, r2, p2, r6, p6 string) string {
		return b9Record("4H 4D KH", "3S 4D KS", nil, "30.00", "-30.00", action,
			wager(2, 0, BetPlayer, "20.00", r2, p2), wager(6, 0, BetPlayer, "20.00", r6, p6))
	}
	v := verify(t, Baccarat9(), b9V1, rec("", "win", "20.00", "win", "10.00"))
	if !v.Verified() {
		t.Errorf("from seat 2: %+v", v.Findings)
	}
	v = verify(t, Baccarat9(), b9V1, rec(`"action_seat": 5,`, "win", "10.00", "win", "20.00"))
	if !v.Verified() {
		t.Errorf("from seat 5: %+v", v.Findings)
	}
	refused(t, Baccarat9(), b9V2, rec(`"action_seat": 5,`, "win", "10.00", "win", "20.00"), "action_seat", "version 2")
	refused(t, Baccarat9(), b9V1, rec(`"action_seat": 1,`, "win", "10.00", "win", "20.00"), "action_seat", "player-dealer")
	refused(t, Baccarat9(), b9V1, rec(`"action_seat": 9,`, "win", "10.00", "win", "20.00"), "action_seat", "1 to 8")
}

func TestBaccarat9Refusals(t *testing.T) {
	g := Baccarat9()
	backline := b9Record("4H 4D KH", "3S 4D KS", nil, "100.00", "-20.00", "",
		wager(2, 0, BetPlayer, "10.00", "win", "10.00"), wager(2, 1, BetPlayer, "10.00", "win", "10.00"))
	if v := verify(t, g, b9V1, backline); !v.Verified() {
		t.Errorf("version 1 backline: %+v", v.Findings)
	}
	refused(t, g, b9V2, backline, "wagers[1].backline", "1316")
	refused(t, g, nil, b9Record("4H 4D KH", "3S 4D KS", []int{3}, "100.00", "0.00", "", wager(3, 0, BetBanker, "10.00", "lose", "0.00")),
		"player_hits[0]", "no Player wager")
	refused(t, g, nil, b9Record("4H 4D", "3S 4D KS", nil, "100.00", "0.00", "", wager(3, 0, BetBanker, "10.00", "lose", "0.00")),
		"cards.player", "has 2 cards")
	refused(t, g, nil, b9Record("4H 4D KH", "3S 4D KS AH 2H", nil, "100.00", "0.00", "", wager(3, 0, BetBanker, "10.00", "lose", "0.00")),
		"cards.banker", "has 5 cards")
	refused(t, g, nil, b9Record("4H 4D KH", "3S 9D KS", nil, "100.00", "0.00", "", wager(3, 0, BetBanker, "10.00", "lose", "0.00")),
		"cards.banker[1]", "holds no 9s")
	refused(t, g, nil, b9Record("4H 4D KH", "3S 4D KS", nil, "100.00", "0.00", "", wager(9, 0, BetBanker, "10.00", "lose", "0.00")),
		"wagers[0].seat", "1 to 8")
	for _, bad := range []map[string]string{
		{keyVersion: "1", keyDecks: "4"},
		{keyVersion: "1", keyBankerOtherTies: "lose"},
		{keyVersion: "3"},
		{keyDecks: "9"},
	} {
		if _, err := g.Settings(bad); err == nil {
			t.Errorf("settings %v accepted", bad)
		}
	}
}

// The shoe: version 1 decks hold no tens but eight extra ten-valued cards
// each; version 2 keeps the tens and adds four (lines 1040, 1277).
func TestBaccarat9Shoe(t *testing.T) {
	many := func(card string, n int) []rules.Card {
		var out []rules.Card
		for range n {
			out = append(out, rules.MustCards(card)...)
		}
		return out
	}
	tens := func(n int) [][]rules.Card {
		return [][]rules.Card{many("TS", n), many("TH", n), many("TD", n), many("TC", n)}
	}
	// Version 1, six decks: 48 extra ten-valued cards.
	if err := b9Overdrawn(&b9v1, 6, tens(12)...); err != nil {
		t.Errorf("48 tens: %v", err)
	}
	if err := b9Overdrawn(&b9v1, 6, append(tens(12), many("TS", 1))...); err == nil {
		t.Error("49 tens accepted in version 1's six decks")
	}
	// Version 2, two decks: two of each ten and eight extra.
	if err := b9Overdrawn(&b9v2, 2, tens(4)...); err != nil {
		t.Errorf("16 tens: %v", err)
	}
	if err := b9Overdrawn(&b9v2, 2, append(tens(4), many("KS", 3))...); err == nil {
		t.Error("a ninth extra ten-valued card accepted")
	}
	if err := b9Overdrawn(&b9v2, 2, many("AS", 3)); err == nil || !strings.Contains(err.Error(), "AS appears 3 times") {
		t.Errorf("three aces of spades in two decks: %v", err)
	}
	// Through a record: version 1 deals tens (extra cards).
	if v := verify(t, Baccarat9(), b9V1, b9Record("TH 4D 4H", "TS 3D 4S", nil, "100.00", "-10.00", "", wager(2, 0, BetPlayer, "10.00", "win", "10.00"))); !v.Verified() {
		t.Errorf("findings %+v", v.Findings)
	}
}
