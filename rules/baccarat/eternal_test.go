package baccarat

import (
	"encoding/json"
	"fmt"
	"maps"
	"math/big"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// eternalWager is one wager of an example and how the rules settle it.
// meter is set for a progressive line paid from the meter: the payout is
// then the declared one and is not compared.
type eternalWager struct {
	bet, amount, result, payout, commission string
	meter                                   rules.Rate
}

// ew is a wager settled at a payout, with no commission.
func ew(bet, amount, result, payout string) eternalWager {
	return eternalWager{bet: bet, amount: amount, result: result, payout: payout}
}

// eternalRecord returns an eternal-baccarat record of the coup dealt from
// shoe (P1 B1 P2 B2, then third cards), declaring each wager as given.
func eternalRecord(t *testing.T, shoe string, settings map[string]string, wagers []eternalWager) []byte {
	t.Helper()
	cards := rules.MustCards(shoe)
	c, ok := Play(cards)
	if !ok || c.Cards() != len(cards) {
		t.Fatalf("shoe %q deals a coup of %d cards; the example lists %d", shoe, c.Cards(), len(cards))
	}
	r := Record{
		Envelope: rules.Envelope{TableID: "ETB-1", HandNumber: 7, Game: "eternal-baccarat",
			DealtAt: time.Date(2026, 11, 21, 22, 14, 5, 0, time.FixedZone("MST", -7*3600)), TableSettings: settings},
		Wagers: []rules.WagerRecord{},
	}
	for _, card := range c.Player.Cards() {
		r.Cards.Player = append(r.Cards.Player, card.String())
	}
	for _, card := range c.Banker.Cards() {
		r.Cards.Banker = append(r.Cards.Banker, card.String())
	}
	for i, w := range wagers {
		r.Wagers = append(r.Wagers, rules.WagerRecord{Seat: i + 1, Bet: w.bet, Amount: w.amount,
			Result: w.result, Payout: w.payout, Commission: w.commission})
	}
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// verifyEternal decodes and verifies a record under its own table_settings.
func verifyEternal(t *testing.T, data []byte) *rules.Verdict {
	t.Helper()
	g := Eternal()
	h, err := g.Decode(data)
	if err != nil {
		t.Fatalf("Decode: %v", err)
	}
	s, err := g.Settings(h.Envelope().TableSettings)
	if err != nil {
		t.Fatalf("Settings: %v", err)
	}
	v, err := h.Verify(s)
	if err != nil {
		t.Fatalf("Verify: %v", err)
	}
	return v
}

// checkEternal verifies the coup dealt from shoe with the wagers declared
// as the example settles them, and checks that the rules agree: no
// findings, the same result, payout and commission, and the meter line on
// a meter win. lines names where the example comes from.
func checkEternal(t *testing.T, lines, shoe, summary string, settings map[string]string, wagers []eternalWager) {
	t.Helper()
	v := verifyEternal(t, eternalRecord(t, shoe, settings, wagers))
	if summary != "" && v.Outcome.Summary != summary {
		t.Errorf("outcome %q, want %q (%s)", v.Outcome.Summary, summary, lines)
	}
	if len(v.Settlements) != len(wagers) {
		t.Fatalf("%d settlements for %d wagers", len(v.Settlements), len(wagers))
	}
	for i, w := range wagers {
		st := v.Settlements[i]
		want := rules.Result{Result: w.result, Payout: money(t, w.payout), Commission: money(t, w.commission)}
		if st.Expected != want {
			t.Errorf("%s %s (%v): rules give %s %s commission %s; the example says %s %s commission %s (%s)",
				w.bet, w.amount, settings, st.Expected.Result, st.Expected.Payout, st.Expected.Commission,
				want.Result, want.Payout, want.Commission, lines)
		}
		switch {
		case w.meter != 0 && (st.Meter == nil || st.Meter.Percent != w.meter):
			t.Errorf("%s (%v): meter line %+v, want %s of the meter (%s)", w.bet, settings, st.Meter, w.meter, lines)
		case w.meter == 0 && st.Meter != nil:
			t.Errorf("%s (%v): paid from the meter (%s), want a fixed pay (%s)", w.bet, settings, st.Meter.Percent, lines)
		}
		if st.Rule.File != rules.Seed003 || st.Rule.Lines == "" {
			t.Errorf("%s: settlement cites %v, want a line of seed 003", w.bet, st.Rule)
		}
	}
	for _, f := range v.Findings {
		t.Errorf("finding on a record declared as the example says (%v): %+v", settings, f)
	}
}

// on returns settings with one pay-table choice.
func on(key, value string) map[string]string { return map[string]string{key: value} }

// A progressive's "$A" pays A for 1 on a $1 wager: the payout, stake not
// included, is A − 1 dollars (lines 861, 867).
func forOneDollar(a int) string { return fmt.Sprintf("%d.00", a-1) }

// eternalCase is one table's settings and the wagers the example settles
// under them.
type eternalCase struct {
	settings map[string]string
	wagers   []eternalWager
}

// The digest's derived examples (spec/seed003-colorado-baccarat.md Part E)
// as far as they concern Eternal Baccarat: the shoe, the outcome and the
// settlement of $10 wagers, and of $1 progressive wagers, under each pay
// table the example names. Pays are "to 1" for the Eternal, Single-Event
// and Golden Talons wagers and "for 1" for the progressives.
var eternalExamples = []struct {
	id, lines, shoe, summary string
	cases                    []eternalCase
}{
	{"E1", "222, 234, 143, 774, 799", "9S 7C KD AH", "Player 9 (2 cards, natural) over Banker 8 (2 cards, natural)", []eternalCase{
		{nil, []eternalWager{
			ew("player", "10.00", "win", "10.00"),
			ew("banker", "10.00", "lose", "0.00"),
			ew("tie", "10.00", "lose", "0.00"),
			ew("se_07", "10.00", "win", "200.00"),
			ew("golden_talons_player", "10.00", "win", "10.00"),
			ew("golden_talons_banker", "10.00", "lose", "0.00"),
		}},
	}},
	{"E2", "272, 132, 144, 739, 939, 948, 820, 836, 829, 783", "2C TS 3D 3S 8H", "Tie 3: Player 3 (3 cards), Banker 3 (2 cards)", []eternalCase{
		{nil, []eternalWager{
			ew("tie", "10.00", "win", "80.00"),
			ew("player", "10.00", "push", "0.00"),
			ew("banker", "10.00", "push", "0.00"),
			ew("se_16", "10.00", "win", "700.00"),
			ew("fate_38_progressive", "1.00", "win", forOneDollar(100)),
			ew("harmony_progressive", "1.00", "win", forOneDollar(6)),
		}},
		{on(keyFate38PayTable, "PT-PRG-F38-02"), []eternalWager{ew("fate_38_progressive", "1.00", "win", forOneDollar(200))}},
		{on(keyFate38PayTable, "PT-PRG-F38-03"), []eternalWager{ew("fate_38_progressive", "1.00", "win", forOneDollar(150))}},
		{on(keyFate38PayTable, "PT-PRG-F38-04"), []eternalWager{ew("fate_38_progressive", "1.00", "win", forOneDollar(200))}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-07"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(10))}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-04"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(3))}},
	}},
	{"E3", "271, 147, 701, 746, 752, 759, 892, 904", "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)", []eternalCase{
		{nil, []eternalWager{
			{bet: "banker", amount: "10.00", result: "win", payout: "10.00", commission: "0.50"},
			ew("player", "10.00", "lose", "0.00"),
			ew("tie", "10.00", "lose", "0.00"),
			ew("sun_7", "10.00", "win", "400.00"),
			ew("eclipse", "10.00", "win", "60.00"),
			ew("se_01", "10.00", "win", "400.00"),
			ew("golden_talons_banker", "10.00", "lose", "0.00"),
			ew("sun_7_progressive", "1.00", "win", forOneDollar(10)),
		}},
		// Commission-free, "all Banker wagers push with a winning Banker
		// 3-card 7" (line 701).
		{on(keyBankerCommission, bankerCommissionFree), []eternalWager{ew("banker", "10.00", "push", "0.00")}},
		{on(keySun7PayTable, "PT-PRG-S7-03"), []eternalWager{ew("sun_7_progressive", "1.00", "win", forOneDollar(20))}},
		{on(keySun7PayTable, "PT-PRG-S7-04"), []eternalWager{ew("sun_7_progressive", "1.00", "win", forOneDollar(8))}},
		{on(keySun7PayTable, "PT-PRG-S7-E01"), []eternalWager{ew("sun_7_progressive", "1.00", "win", forOneDollar(8))}},
	}},
	{"E4", "272, 795", "KS 2H QD AC JC 4D", "Banker 7 (3 cards) over Player 0 (3 cards)", []eternalCase{
		{nil, []eternalWager{ew("golden_talons_banker", "10.00", "win", "60.00")}},
		{on(keyGoldenTalonsTable, "PT-FLT-GT-02"), []eternalWager{ew("golden_talons_banker", "10.00", "win", "50.00")}},
		{on(keyGoldenTalonsTable, "PT-FLT-GT-03"), []eternalWager{ew("golden_talons_banker", "10.00", "win", "50.00")}},
		{on(keyGoldenTalonsTable, "PT-FLT-GT-04"), []eternalWager{ew("golden_talons_banker", "10.00", "win", "70.00")}},
		{on(keyGoldenTalonsTable, "PT-FLT-GT-05"), []eternalWager{ew("golden_talons_banker", "10.00", "win", "40.00")}},
	}},
	{"E5", "271, 793, 751, 752", "2C KH 3C TD 4D JS", "Player 9 (3 cards) over Banker 0 (3 cards)", []eternalCase{
		{nil, []eternalWager{
			ew("player", "10.00", "win", "10.00"),
			ew("golden_talons_player", "10.00", "win", "300.00"),
			ew("divine_9", "10.00", "win", "100.00"),
			ew("eclipse", "10.00", "win", "60.00"),
		}},
		{on(keyGoldenTalonsTable, "PT-FLT-GT-02"), []eternalWager{ew("golden_talons_player", "10.00", "win", "200.00")}},
		{on(keyGoldenTalonsTable, "PT-FLT-GT-03"), []eternalWager{ew("golden_talons_player", "10.00", "win", "300.00")}},
		{on(keyGoldenTalonsTable, "PT-FLT-GT-04"), []eternalWager{ew("golden_talons_player", "10.00", "win", "200.00")}},
		{on(keyGoldenTalonsTable, "PT-FLT-GT-05"), []eternalWager{ew("golden_talons_player", "10.00", "win", "300.00")}},
	}},
	{"E6", "273, 761, 751, 893, 905", "AS 2D 4C 2C 4H 3S", "Player 9 (3 cards) over Banker 7 (3 cards)", []eternalCase{
		{nil, []eternalWager{
			ew("se_21", "10.00", "win", "250.00"),
			ew("divine_9", "10.00", "win", "100.00"),
			ew("sun_7", "10.00", "lose", "0.00"),
			ew("sun_7_progressive", "1.00", "win", forOneDollar(8)),
		}},
		{on(keySun7PayTable, "PT-PRG-S7-05"), []eternalWager{ew("sun_7_progressive", "1.00", "win", forOneDollar(8))}},
		{on(keySun7PayTable, "PT-PRG-S7-E01"), []eternalWager{ew("sun_7_progressive", "1.00", "win", forOneDollar(5))}},
		{on(keySun7PayTable, "PT-PRG-S7-E03"), []eternalWager{ew("sun_7_progressive", "1.00", "win", forOneDollar(5))}},
		{on(keySun7PayTable, "PT-PRG-S7-02"), []eternalWager{ew("sun_7_progressive", "1.00", "lose", "0.00")}},
		{on(keySun7PayTable, "PT-PRG-S7-04"), []eternalWager{ew("sun_7_progressive", "1.00", "lose", "0.00")}},
		{on(keySun7PayTable, "PT-PRG-S7-E02"), []eternalWager{ew("sun_7_progressive", "1.00", "lose", "0.00")}},
	}},
	{"E7", "247, 279, 816, 825, 846, 784", "8S 8H 8D 8C", "Tie 6: Player 6 (2 cards), Banker 6 (2 cards)", []eternalCase{
		{nil, []eternalWager{
			ew("tie", "10.00", "win", "80.00"),
			ew("se_17", "10.00", "win", "150.00"),
			ew("harmony_progressive", "1.00", "win", forOneDollar(1000)),
		}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-03"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(600))}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-06"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(300))}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-10"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(1000))}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-11"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(2000))}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-E01"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(1000))}},
	}},
	{"E8", "273, 731, 815, 851, 783", "7S 7H 7D 7S 7C 7D", "Tie 1: Player 1 (3 cards), Banker 1 (3 cards)", []eternalCase{
		{nil, []eternalWager{
			ew("tie", "10.00", "win", "80.00"),
			ew("se_16", "10.00", "win", "700.00"),
			// 100% of the meter: the amount is the ledger's (the meter split
			// among the wagering players), so the declared one stands.
			{bet: "harmony_progressive", amount: "1.00", result: "win", payout: "2500.00", meter: 10000},
		}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-05"), []eternalWager{{bet: "harmony_progressive", amount: "1.00", result: "win", payout: "1234.56", meter: 10000}}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-09"), []eternalWager{{bet: "harmony_progressive", amount: "1.00", result: "win", payout: "3000.00", meter: 10000}}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-10"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(2))}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-11"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(2))}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-E01"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(2))}},
	}},
	{"E9", "275, 794, 751", "2S 4H 3D 2C 6C 3D", "Banker 9 (3 cards) over Player 1 (3 cards)", []eternalCase{
		{nil, []eternalWager{
			ew("golden_talons_banker", "10.00", "win", "100.00"),
			ew("divine_9", "10.00", "win", "100.00"),
		}},
		{on(keyGoldenTalonsTable, "PT-FLT-GT-03"), []eternalWager{ew("golden_talons_banker", "10.00", "win", "120.00")}},
	}},
	{"E10", "272, 940, 949", "TC TS AD 3S 8S", "Player 9 (3 cards) over Banker 3 (2 cards)", []eternalCase{
		{nil, []eternalWager{
			ew("player", "10.00", "win", "10.00"),
			ew("fate_38_progressive", "1.00", "win", forOneDollar(60)),
		}},
		{on(keyFate38PayTable, "PT-PRG-F38-02"), []eternalWager{ew("fate_38_progressive", "1.00", "win", forOneDollar(100))}},
		{on(keyFate38PayTable, "PT-PRG-F38-03"), []eternalWager{ew("fate_38_progressive", "1.00", "win", forOneDollar(80))}},
		{on(keyFate38PayTable, "PT-PRG-F38-04"), []eternalWager{ew("fate_38_progressive", "1.00", "win", forOneDollar(50))}},
	}},
	{"E11", "276, 747, 760, 752", "3C KS 2D 7D 3H", "Player 8 (3 cards) over Banker 7 (2 cards)", []eternalCase{
		{nil, []eternalWager{
			ew("moon_8", "10.00", "win", "250.00"),
			ew("se_02", "10.00", "win", "250.00"),
			ew("eclipse", "10.00", "win", "60.00"),
			ew("player", "10.00", "win", "10.00"),
		}},
	}},
	{"E12", "748-749, 752, 769, 821, 838, 784", "3S 5H 4D 2C", "Tie 7: Player 7 (2 cards), Banker 7 (2 cards)", []eternalCase{
		{nil, []eternalWager{
			ew("supreme_7", "10.00", "win", "500.00"),
			ew("eclipse", "10.00", "win", "60.00"),
			ew("tie", "10.00", "win", "80.00"),
			ew("se_17", "10.00", "win", "150.00"),
			ew("harmony_progressive", "1.00", "win", forOneDollar(3)),
		}},
		// PT-FLT-MB-02 prints "Loss" for two 2-card 7s: Supreme 7 loses and
		// no event has won, so Eclipse loses.
		{on(keyEternalPayTable, "PT-FLT-MB-02"), []eternalWager{
			ew("supreme_7", "10.00", "lose", "0.00"),
			ew("eclipse", "10.00", "lose", "0.00"),
		}},
		{on(keyEternalPayTable, "PT-FLT-MB-03"), []eternalWager{
			ew("supreme_7", "10.00", "win", "1000.00"),
			ew("eclipse", "10.00", "win", "60.00"),
		}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-07"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(3))}},
	}},
	{"E13", "273, 748, 893, 837", "2S 2H 2D 2C 3C 3D", "Tie 7: Player 7 (3 cards), Banker 7 (3 cards)", []eternalCase{
		{nil, []eternalWager{
			ew("supreme_7", "10.00", "win", "2000.00"),
			ew("tie", "10.00", "win", "80.00"),
			// Not a Sun 7 (the Banker did not win): "Any Banker 3-card 7".
			ew("sun_7", "10.00", "lose", "0.00"),
			ew("sun_7_progressive", "1.00", "win", forOneDollar(8)),
		}},
		{on(keyEternalPayTable, "PT-FLT-MB-02"), []eternalWager{ew("supreme_7", "10.00", "win", "4000.00")}},
		{on(keyEternalPayTable, "PT-FLT-MB-03"), []eternalWager{
			ew("supreme_7", "10.00", "lose", "0.00"),
			ew("eclipse", "10.00", "lose", "0.00"),
		}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-07"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(3))}},
	}},
	{"E14", "800, 785, 774, 821", "9C 4D KH 5S", "Tie 9: Player 9 (2 cards, natural), Banker 9 (2 cards, natural)", []eternalCase{
		{nil, []eternalWager{
			ew("golden_talons_player", "10.00", "push", "0.00"),
			ew("golden_talons_banker", "10.00", "push", "0.00"),
			ew("se_18", "10.00", "win", "400.00"),
			ew("se_07", "10.00", "win", "200.00"),
			ew("tie", "10.00", "win", "80.00"),
			ew("harmony_progressive", "1.00", "win", forOneDollar(3)),
		}},
		{on(keyGoldenTalonsTable, "PT-FLT-GT-02"), []eternalWager{
			ew("golden_talons_player", "10.00", "win", "20.00"),
			ew("golden_talons_banker", "10.00", "win", "20.00"),
		}},
	}},
	{"E17", "786-787, 748, 893", "2S 2S 2S 2S 3C 3H", "Tie 7: Player 7 (3 cards), Banker 7 (3 cards)", []eternalCase{
		{nil, []eternalWager{
			ew("se_19", "10.00", "win", "110.00"),
			ew("se_20", "10.00", "win", "110.00"),
			ew("tie", "10.00", "win", "80.00"),
			ew("sun_7_progressive", "1.00", "win", forOneDollar(8)),
		}},
	}},
	{"E18", "817, 826, 834, 848, 785", "4C 4D 4H 4S", "Tie 8: Player 8 (2 cards, natural), Banker 8 (2 cards, natural)", []eternalCase{
		{nil, []eternalWager{
			ew("harmony_progressive", "1.00", "win", forOneDollar(300)),
			ew("se_18", "10.00", "win", "400.00"),
			ew("tie", "10.00", "win", "80.00"),
		}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-02"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(200))}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-07"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(200))}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-10"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(500))}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-11"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(1000))}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-E01"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(750))}},
	}},
	{"E19", "818, 827, 835, 849, 862, 864, 782", "TC QD JH KS TD QS", "Tie 0: Player 0 (3 cards), Banker 0 (3 cards)", []eternalCase{
		{nil, []eternalWager{
			ew("harmony_progressive", "1.00", "win", forOneDollar(100)),
			ew("se_15", "10.00", "win", "1500.00"),
			ew("tie", "10.00", "win", "80.00"),
		}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-04"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(200))}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-08"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(50))}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-10"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(200))}},
		{on(keyHarmonyPayTable, "PT-PRG-HP-E01"), []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(150))}},
	}},
	{"E24", "273, 798", "KS 3H QD AS JC", "Banker 4 (2 cards) over Player 0 (3 cards)", []eternalCase{
		{nil, []eternalWager{
			{bet: "banker", amount: "10.00", result: "win", payout: "10.00", commission: "0.50"},
			ew("golden_talons_banker", "10.00", "win", "10.00"),
		}},
		{on(keyGoldenTalonsTable, "PT-FLT-GT-02"), []eternalWager{ew("golden_talons_banker", "10.00", "win", "10.00")}},
		{on(keyGoldenTalonsTable, "PT-FLT-GT-03"), []eternalWager{ew("golden_talons_banker", "10.00", "win", "10.00")}},
		{on(keyGoldenTalonsTable, "PT-FLT-GT-04"), []eternalWager{ew("golden_talons_banker", "10.00", "win", "10.00")}},
		{on(keyGoldenTalonsTable, "PT-FLT-GT-05"), []eternalWager{ew("golden_talons_banker", "10.00", "win", "20.00")}},
	}},
	{"E25", "272, 941, 950", "AC TS 3D 3S 8S", "Banker 3 (2 cards) over Player 2 (3 cards)", []eternalCase{
		{nil, []eternalWager{ew("fate_38_progressive", "1.00", "win", forOneDollar(50))}},
		{on(keyFate38PayTable, "PT-PRG-F38-02"), []eternalWager{ew("fate_38_progressive", "1.00", "win", forOneDollar(75))}},
		{on(keyFate38PayTable, "PT-PRG-F38-03"), []eternalWager{ew("fate_38_progressive", "1.00", "win", forOneDollar(50))}},
		{on(keyFate38PayTable, "PT-PRG-F38-04"), []eternalWager{ew("fate_38_progressive", "1.00", "win", forOneDollar(40))}},
	}},
	{"E26", "276, 894, 906", "KS 5H QD 2C JC", "Banker 7 (2 cards) over Player 0 (3 cards)", []eternalCase{
		{nil, []eternalWager{ew("sun_7_progressive", "1.00", "lose", "0.00")}},
		{on(keySun7PayTable, "PT-PRG-S7-04"), []eternalWager{ew("sun_7_progressive", "1.00", "win", forOneDollar(2))}},
		{on(keySun7PayTable, "PT-PRG-S7-E02"), []eternalWager{ew("sun_7_progressive", "1.00", "win", forOneDollar(2))}},
	}},
}

func TestEternalDerivedExamples(t *testing.T) {
	for _, e := range eternalExamples {
		t.Run(e.id, func(t *testing.T) {
			for _, c := range e.cases {
				checkEternal(t, e.id+", seed 003 lines "+e.lines, e.shoe, e.summary, c.settings, c.wagers)
			}
		})
	}
}

// The seed's own worked example of Eternal is its Fate 38 definition
// (line 963, digest W9): "the PLAYER's third card is an 8, and the BANKER
// stands with a 2-card 3". Every Banker 2-card 3 against a Player's third
// card worth 8 is a Fate 38, whatever the Player's first two cards; a
// third card of another value makes the Banker 3 draw (line 272), and a
// Banker 3 made of a 3 and a ten is the same as one of an ace and a two.
func TestW9Fate38(t *testing.T) {
	results := map[int]string{} // the Player's two-card total → result
	for p := 0; p <= 5; p++ {
		for _, third := range []string{"8S", "8H"} {
			p1, p2 := "T", fmt.Sprint(p)
			switch p {
			case 0:
				p2 = "K"
			case 1:
				p2 = "A"
			}
			shoe := p1 + "C " + "AS " + p2 + "D 2S " + third
			c, _ := Play(rules.MustCards(shoe))
			if !fate38(&c) {
				t.Errorf("%s is not a Fate 38", shoe)
			}
			results[p] = c.Winner().String()
		}
	}
	// Digest Part B7 (f): 2-card 0 or 1 and an 8 win for the Player, 2 to
	// 4 lose to the Banker's 3, 5 ties at 3.
	want := map[int]string{0: "player", 1: "player", 2: "banker", 3: "banker", 4: "banker", 5: "tie"}
	if !maps.Equal(results, want) {
		t.Errorf("Fate 38 results by the Player's two-card total %v, want %v", results, want)
	}
	// A Player's third card worth 9 (or any other): the Banker 3 draws.
	if c, _ := Play(rules.MustCards("TC AS 2D 2S 9H 5C")); fate38(&c) || c.Banker.Len() != 3 {
		t.Error("a Banker 3 against a third card worth 9 must draw and is no Fate 38")
	}
}

// Suits and colours of the Sun 7 Progressive (lines 887-891, 927): every
// card of both hands, or the Banker's. Each shoe below is a Sun 7.
func TestEternalSun7Tiers(t *testing.T) {
	const (
		allSpades   = "KS AS QS AS JS 5S" // P K Q J = 0; B A A 5 = 7
		allBlack    = "KS AC QS AS JC 5S"
		bankerSuit  = "KH AS QD AS JC 5S" // Banker A♠ A♠ 5♠; Player mixed
		bankerBlack = "KH AS QD AC JC 5S" // Banker all black, two suits
	)
	suit := func(table, s string) map[string]string {
		return map[string]string{keySun7PayTable: table, keySun7Suit: s}
	}
	meter := func(amount string) []eternalWager {
		return []eternalWager{{bet: "sun_7_progressive", amount: "1.00", result: "win", payout: amount, meter: 10000}}
	}
	fixed := func(a int) []eternalWager {
		return []eternalWager{ew("sun_7_progressive", "1.00", "win", forOneDollar(a))}
	}
	for _, c := range []struct {
		lines, shoe string
		settings    map[string]string
		wagers      []eternalWager
	}{
		{"887, 927", allSpades, suit("PT-PRG-S7-01", "spades"), meter("5000.00")},
		{"888", allSpades, suit("PT-PRG-S7-01", "hearts"), fixed(2000)},
		{"888", allSpades, suit("PT-PRG-S7-02", "clubs"), fixed(1000)},
		{"888 (two 100% rows)", allSpades, suit("PT-PRG-S7-05", "hearts"), meter("800.00")},
		{"899 (two 100% rows)", allSpades, suit("PT-PRG-S7-E03", "diamonds"), meter("800.00")},
		{"889", allBlack, nil, fixed(100)},
		{"889", allBlack, on(keySun7PayTable, "PT-PRG-S7-03"), fixed(200)},
		{"901 (X34: $100)", allBlack, on(keySun7PayTable, "PT-PRG-S7-E03"), fixed(100)},
		{"890", bankerSuit, nil, fixed(75)},
		{"913", bankerSuit, on(keySun7PayTable, "PT-PRG-S7-E05"), fixed(100)},
		{"891", bankerBlack, nil, fixed(25)},
		{"914", bankerBlack, on(keySun7PayTable, "PT-PRG-S7-E04"), fixed(40)},
		// S7-E04 and E05 print no "Any Sun 7" (X35): mixed colours lose.
		{"908-914", "TC AS 4D AH TH 5C", on(keySun7PayTable, "PT-PRG-S7-E04"), []eternalWager{ew("sun_7_progressive", "1.00", "lose", "0.00")}},
	} {
		checkEternal(t, "seed 003 lines "+c.lines, c.shoe, "", c.settings, c.wagers)
	}
}

// Fate 38 suits (lines 936-938, 945-947, 964, 966) and "Any Banker 2-card
// 3" (lines 942, 951; digest X38).
func TestEternalFate38Tiers(t *testing.T) {
	const (
		allSpades = "KS TS AS 3S 8S" // P K A 8 = 9; B T 3 = 3
		allBlack  = "KS TC AS 3S 8C"
	)
	set := func(kv ...string) map[string]string {
		m := map[string]string{}
		for i := 0; i < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return m
	}
	meter := []eternalWager{{bet: "fate_38_progressive", amount: "1.00", result: "win", payout: "4321.00", meter: 10000}}
	fixed := func(a int) []eternalWager {
		return []eternalWager{ew("fate_38_progressive", "1.00", "win", forOneDollar(a))}
	}
	lost := []eternalWager{ew("fate_38_progressive", "1.00", "lose", "0.00")}
	for _, c := range []struct {
		lines, shoe string
		settings    map[string]string
		wagers      []eternalWager
	}{
		{"936, 964", allSpades, set(keyFate38Suit, "spades"), meter},
		{"937", allSpades, set(keyFate38Suit, "hearts"), fixed(2000)},
		{"937 (two 100% rows)", allSpades, set(keyFate38PayTable, "PT-PRG-F38-03", keyFate38Suit, "clubs"), meter},
		{"945, 966", allSpades, set(keyFate38PayTable, "PT-PRG-F38-04", keyFate38TwoSuits, "spades+hearts"), meter},
		{"945, 966", allSpades, set(keyFate38PayTable, "PT-PRG-F38-04", keyFate38TwoSuits, "hearts+spades"), nil},
		{"946", allSpades, set(keyFate38PayTable, "PT-PRG-F38-04", keyFate38TwoSuits, "hearts+clubs"), fixed(2000)},
		{"938", allBlack, nil, fixed(300)},
		{"947", allBlack, set(keyFate38PayTable, "PT-PRG-F38-04"), fixed(400)},
		// The Banker stands on a 2-card 3 against the Player's natural 9.
		{"942", "9S AH KD 2C", nil, fixed(10)},
		{"951", "9S AH KD 2C", set(keyFate38PayTable, "PT-PRG-F38-04"), fixed(8)},
		{"942 (F38-02 has no row)", "9S AH KD 2C", set(keyFate38PayTable, "PT-PRG-F38-02"), lost},
		// A Banker 3 that draws is no "2-card 3".
		{"739", "TC AS 2D 2S 9H 5C", nil, lost},
	} {
		if c.wagers == nil {
			// An unordered pair is written in suit order.
			if _, err := Eternal().Settings(c.settings); err == nil {
				t.Errorf("settings %v accepted", c.settings)
			}
			continue
		}
		checkEternal(t, "seed 003 lines "+c.lines, c.shoe, "", c.settings, c.wagers)
	}
}

// Harmony colour and rank rows (lines 828, 843-850, 863-865), and a hand
// that is no tie (line 731).
func TestEternalHarmonyTiers(t *testing.T) {
	hp := func(id string) map[string]string { return on(keyHarmonyPayTable, id) }
	fixed := func(a int) []eternalWager {
		return []eternalWager{ew("harmony_progressive", "1.00", "win", forOneDollar(a))}
	}
	for _, c := range []struct {
		lines, shoe string
		settings    map[string]string
		wagers      []eternalWager
	}{
		{"828", "3S 5C 4C 2S", hp("PT-PRG-HP-04"), fixed(20)}, // 7-7, all black
		{"850", "3S 5C 4C 2S", hp("PT-PRG-HP-E01"), fixed(20)},
		{"821", "3S 5C 4C 2S", nil, fixed(3)},
		{"829", "3S 5H 4C 2S", hp("PT-PRG-HP-06"), fixed(5)},
		{"843-845", "8S 8C 8S 8C", hp("PT-PRG-HP-10"), []eternalWager{{bet: "harmony_progressive", amount: "1.00", result: "win", payout: "777.00", meter: 10000}}},
		{"816", "8S 8C 8S 8C", nil, fixed(1000)},
		{"817", "9S 9H 9D 9C", nil, fixed(300)},
		{"843-845", "3H 3D 3D 3H", hp("PT-PRG-HP-11"), []eternalWager{{bet: "harmony_progressive", amount: "1.00", result: "win", payout: "1.00", meter: 10000}}},
		{"731", "9S 7C KD AH", nil, []eternalWager{ew("harmony_progressive", "1.00", "lose", "0.00")}},
		{"731", "9S 7C KD AH", hp("PT-PRG-HP-10"), []eternalWager{ew("harmony_progressive", "1.00", "lose", "0.00")}},
	} {
		checkEternal(t, "seed 003 lines "+c.lines, c.shoe, "", c.settings, c.wagers)
	}
}

// A progressive pays "for 1" on a $1 base wager, multiplied for another
// unit (lines 861, 867): $50 for 1 on $5 is $250 returned, 245.00 won.
func TestEternalProgressiveStakes(t *testing.T) {
	checkEternal(t, "seed 003 lines 941, 961, 967", "AC TS 3D 3S 8S", "", nil, []eternalWager{
		ew("fate_38_progressive", "5.00", "win", "245.00"),
	})
	checkEternal(t, "seed 003 lines 816, 861, 867", "8S 8H 8D 8C", "", nil, []eternalWager{
		ew("harmony_progressive", "25.00", "win", "24975.00"),
	})
	// A record that pays the $ amount as if "to 1" is a finding.
	v := verifyEternal(t, eternalRecord(t, "AC TS 3D 3S 8S", nil, []eternalWager{ew("fate_38_progressive", "1.00", "win", "50.00")}))
	if len(v.Findings) != 1 || v.Findings[0].Field != "payout" || v.Findings[0].Expected != "49.00" {
		t.Errorf("findings %+v, want one on the payout expecting 49.00", v.Findings)
	}
}

// The base game under each commission setting (line 701; rounding line
// 149), and the optional wagers' corners.
func TestEternalSettlements(t *testing.T) {
	free := on(keyBankerCommission, bankerCommissionFree)
	for _, c := range []struct {
		lines, shoe string
		settings    map[string]string
		wagers      []eternalWager
	}{
		{"701", "KS 3H QD AS JC", free, []eternalWager{ew("banker", "10.00", "win", "10.00")}},
		{"701, 131", "TC AS 4D AH TH 5C", free, []eternalWager{ew("player", "10.00", "lose", "0.00"), ew("banker", "13.00", "push", "0.00")}},
		{"701, 128", "3S 5H 4D 2C", free, []eternalWager{ew("banker", "10.00", "push", "0.00")}},
		{"701, 149", "KS 3H QD AS JC", on(keyCommissionRounding, "up_to_quarter"),
			[]eternalWager{{bet: "banker", amount: "13.00", result: "win", payout: "13.00", commission: "0.75"}}},
		{"701, 145", "TC AS 4D AH TH 5C", nil,
			[]eternalWager{{bet: "banker", amount: "13.00", result: "win", payout: "13.00", commission: "0.65"}}},
		{"144", "3S 5H 4D 2C", on(keyTieOdds, "9"), []eternalWager{ew("tie", "10.00", "win", "90.00")}},
		// A natural winner is paid as a natural, not by the margin (line 806).
		{"799", "9S KC KD KH", nil, []eternalWager{ew("golden_talons_player", "10.00", "win", "10.00")}},
		// A non-natural tie loses Golden Talons (X29).
		{"727", "2C TS 3D 3S 8H", on(keyGoldenTalonsTable, "PT-FLT-GT-02"), []eternalWager{ew("golden_talons_player", "10.00", "lose", "0.00")}},
		// A 2-card 7 ties a 3-card 7: no Supreme 7 row (X10), no Eclipse.
		{"720, 769", "3S 2H 4D 2C 3C", nil, []eternalWager{ew("supreme_7", "10.00", "lose", "0.00"), ew("eclipse", "10.00", "lose", "0.00"), ew("tie", "10.00", "win", "80.00")}},
		// Single events: either hand "over" the other (X28).
		{"771", "5S AH 3D KC", nil, []eternalWager{ew("se_22", "10.00", "win", "500.00")}},
		{"771", "AH 5S KC 3D", nil, []eternalWager{ew("se_22", "10.00", "win", "500.00")}},
		{"778", "3S 9H 4D KC", nil, []eternalWager{ew("se_11", "10.00", "win", "300.00")}},
		{"777, 781", "2S KH 3D KC 3H KD", nil, []eternalWager{ew("se_10", "10.00", "win", "1300.00"), ew("se_14", "10.00", "win", "2500.00")}},
		{"777, 781", "KS AH KD AC KH 6D", nil, []eternalWager{ew("se_10", "10.00", "win", "1300.00"), ew("se_14", "10.00", "lose", "0.00")}},
		{"773, 775", "KS KH QD QC JH AD", nil, []eternalWager{ew("se_06", "10.00", "win", "600.00"), ew("se_08", "10.00", "win", "900.00")}},
		{"774", "2S KH 3D KC 3H 8D", nil, []eternalWager{ew("se_07", "10.00", "win", "200.00")}},
		{"786-787", "4S 5H 4D 6H", nil, []eternalWager{ew("se_19", "10.00", "win", "110.00"), ew("se_20", "10.00", "lose", "0.00")}},
	} {
		checkEternal(t, "seed 003 lines "+c.lines, c.shoe, "", c.settings, c.wagers)
	}
}

func TestEternalSettings(t *testing.T) {
	g := Eternal()
	s, err := g.Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	es := s.(*eternalSettings)
	if es.decks != 8 || es.commissionFree || es.commission.rate != 500 || es.eternal.id != "PT-FLT-MB-01" ||
		es.talons.id != "PT-FLT-GT-01" || es.harmony.id != "PT-PRG-HP-01" || es.sun7.id != "PT-PRG-S7-01" ||
		es.fate38.id != "PT-PRG-F38-01" || es.tieOdds != rules.ToOne(8) {
		t.Errorf("defaults %+v", es)
	}
	for _, c := range []struct {
		values map[string]string
		field  string
	}{
		{on(keyHarmonyPayTable, "PT-PRG-HP-12"), "settings.harmony_pay_table"}, // X30: garbled
		{on(keyHarmonyPayTable, "PT-PRG-HP-E02"), "settings.harmony_pay_table"},
		{on(keySun7PayTable, "PT-PRG-S7-1"), "settings.sun_7_pay_table"},
		{on(keyBankerCommission, "10"), "settings.banker_commission"},
		{on(keyTieOdds, "7"), "settings.tie_odds"},
		{on(keyDecks, "4"), "settings.decks"},
		{on(keySun7Suit, "stars"), "settings.sun_7_suit"},
		{on("commission_rate", "5"), "settings.commission_rate"}, // the rate is fixed at 5% (line 701)
		{on("perfect_pair_odds", "25"), "settings.perfect_pair_odds"},
	} {
		_, err := g.Settings(c.values)
		ie, ok := rules.AsInputError(err)
		if !ok || len(ie.Errors) != 1 || ie.Errors[0].Field != c.field {
			t.Errorf("Settings(%v) = %v, want an error naming %s", c.values, err, c.field)
		}
	}
	// Every listed pay table is selectable, and compiles to itself.
	for _, spec := range g.Info().Settings {
		if !strings.HasSuffix(spec.Key, "_pay_table") {
			continue
		}
		for _, id := range spec.Allowed {
			s, err := g.Settings(on(spec.Key, id))
			if err != nil {
				t.Errorf("%s=%s: %v", spec.Key, id, err)
				continue
			}
			es := s.(*eternalSettings)
			got := map[string]string{keyEternalPayTable: es.eternal.id, keyGoldenTalonsTable: es.talons.id,
				keyHarmonyPayTable: es.harmony.id, keySun7PayTable: es.sun7.id, keyFate38PayTable: es.fate38.id}[spec.Key]
			if got != id {
				t.Errorf("%s=%s compiles to %s", spec.Key, id, got)
			}
		}
	}
}

func TestEternalInfo(t *testing.T) {
	info := Eternal().Info()
	if info.ID != "eternal-baccarat" || info.Family != "baccarat" || info.Banking != "house" {
		t.Errorf("info %+v", info)
	}
	var bets []string
	for _, w := range info.Wagers {
		bets = append(bets, w.Bet)
		if w.Pays == "" || w.Wins == "" || w.Rule.File != rules.Seed003 {
			t.Errorf("wager %+v is incomplete", w)
		}
	}
	want := []string{"player", "banker", "tie", "sun_7", "moon_8", "supreme_7", "divine_9", "eclipse",
		"se_01", "se_02", "se_21", "se_22", "se_05", "se_06", "se_07", "se_08", "se_23", "se_10", "se_11",
		"se_24", "se_13", "se_14", "se_15", "se_16", "se_17", "se_18", "se_19", "se_20",
		"golden_talons_player", "golden_talons_banker", "harmony_progressive", "sun_7_progressive", "fate_38_progressive"}
	if !slices.Equal(bets, want) {
		t.Errorf("bets %v\nwant %v", bets, want)
	}
	// 3 Eternal, 1 Single-Event, 5 Golden Talons, 15 Harmony, 10 Sun 7 and
	// 4 Fate 38 pay tables.
	if n := len(info.PayTables); n != 38 {
		t.Errorf("%d pay tables, want 38", n)
	}
	for _, pt := range info.PayTables {
		if len(pt.Rows) == 0 {
			t.Errorf("pay table %s has no rows", pt.ID)
		}
		if strings.HasPrefix(pt.ID, "PT-PRG-HP-") && (pt.Setting == "") != slices.Contains([]string{"PT-PRG-HP-12", "PT-PRG-HP-13", "PT-PRG-HP-E02"}, pt.ID) {
			t.Errorf("pay table %s setting %q", pt.ID, pt.Setting)
		}
	}
	if len(info.Sources) == 0 || info.Decks == "" || len(eternal.notes) == 0 {
		t.Error("sources, decks or notes missing")
	}
}

// The meter configuration the progressive ledger reads: every progressive
// pay table once, with the rates as printed (the seed cross-check reads
// them against lines 875-882, 918-920, 955-957).
func TestEternalProgressiveConfigs(t *testing.T) {
	cfgs := EternalProgressiveConfigs()
	if len(cfgs) != 29 {
		t.Fatalf("%d configurations, want 15 Harmony + 10 Sun 7 + 4 Fate 38", len(cfgs))
	}
	tables := map[string]*progressiveTable{}
	for _, ts := range [][]progressiveTable{harmonyTables, sun7Tables, fate38Tables} {
		for i := range ts {
			tables[ts[i].id] = &ts[i]
		}
	}
	seen := map[string]bool{}
	for _, c := range cfgs {
		pt, ok := tables[c.PayTable]
		if !ok || pt.bet != c.Bet || seen[c.PayTable] {
			t.Errorf("configuration %+v names no pay table of its bet, or twice", c)
			continue
		}
		seen[c.PayTable] = true
		if c.Game != "eternal-baccarat" || c.BaseUnit != rules.Dollars(1) || c.MainRate <= 0 || c.Selectable != pt.selectable {
			t.Errorf("configuration %+v", c)
		}
		// A table without a reserve has a fixed seed, and one with a reserve
		// none (notes viii-ix, lines 868-869, 930-931).
		if c.HasReserve == (c.Seed != 0) {
			t.Errorf("%s: reserve %v with seed %s", c.PayTable, c.HasReserve, c.Seed)
		}
	}
	byID := map[string]ProgressiveConfig{}
	for _, c := range cfgs {
		byID[c.PayTable] = c
	}
	for id, want := range map[string]ProgressiveConfig{
		"PT-PRG-HP-02":  {MainRate: 1900, ReserveRate: 500, HasReserve: true},
		"PT-PRG-HP-13":  {MainRate: 2800, Seed: rules.Dollars(2000)},
		"PT-PRG-S7-05":  {MainRate: 1700, Seed: rules.Dollars(2000)},
		"PT-PRG-S7-E03": {MainRate: 2100, Seed: rules.Dollars(1500)},
		"PT-PRG-S7-E04": {MainRate: 1700, ReserveRate: 1700, HasReserve: true},
		"PT-PRG-F38-02": {MainRate: 1700, ReserveRate: 400, HasReserve: true},
		"PT-PRG-F38-03": {MainRate: 1900, Seed: rules.Dollars(2000)},
	} {
		got := byID[id]
		if got.MainRate != want.MainRate || got.ReserveRate != want.ReserveRate || got.HasReserve != want.HasReserve || got.Seed != want.Seed {
			t.Errorf("%s: %+v, want %+v", id, got, want)
		}
	}
}

// The seed cross-check: the cited lines print what the data holds. Pay
// tables are compared cell by cell, in the order the rule book prints them.

// lastFields returns the last n fields of text.
func lastFields(text string, n int) []string {
	f := strings.Fields(text)
	if len(f) < n {
		return f
	}
	return f[len(f)-n:]
}

// payTokens returns the pays printed in text, in order: "$A", "P%", "-"
// and "N/A".
func payTokens(text string) []string {
	var out []string
	for _, f := range strings.Fields(text) {
		if f == "-" || f == "N/A" || strings.HasPrefix(f, "$") || strings.HasSuffix(f, "%") {
			out = append(out, f)
		}
	}
	return out
}

// flat is text on one line with single spaces; spaceless has no spaces.
func flat(text string) string      { return strings.Join(strings.Fields(text), " ") }
func spaceless(text string) string { return strings.Join(strings.Fields(text), "") }

func TestEternalSeedEternalWagers(t *testing.T) {
	header := spaceless(seedtext.Text(t, co("745")))
	for i, r := range eternalRows {
		text := seedtext.Text(t, co(r.line))
		var want []string
		for _, tbl := range eternalTables {
			if i == 0 && !strings.Contains(header, tbl.id) {
				t.Errorf("line 745 does not head %s: %q", tbl.id, header)
			}
			want = append(want, tbl.cells[i])
		}
		if got := lastFields(text, 3); !slices.Equal(got, want) {
			t.Errorf("line %s prints %v, the data %v", r.line, got, want)
		}
		if _, event, _ := strings.Cut(r.outcome, ": "); !strings.Contains(text, event) {
			t.Errorf("line %s does not read %q: %q", r.line, event, text)
		}
	}
	// The bets' fixed odds are the rows' (the same in every table).
	for _, c := range []struct {
		bet  string
		line string
	}{{"sun_7", "746"}, {"moon_8", "747"}, {"eclipse", "752"}} {
		b := &eternal.bets[eternal.betIndex[c.bet]]
		if b.rule != co(c.line) || lastFields(seedtext.Text(t, b.rule), 1)[0] != fmt.Sprint(b.odds.Win) || b.odds.Per != 1 {
			t.Errorf("%s pays %s, but line %s reads %q", c.bet, b.odds, c.line, seedtext.Text(t, co(c.line)))
		}
	}
}

func TestEternalSeedSingleEvents(t *testing.T) {
	for _, e := range singleEvents {
		text := seedtext.Text(t, co(e.line))
		f := strings.Fields(text)
		if f[0] != e.table || f[len(f)-1] != e.pay || !strings.Contains(text, e.event) {
			t.Errorf("%s %q pays %s, but line %s reads %q", e.table, e.event, e.pay, e.line, text)
		}
		b := &eternal.bets[eternal.betIndex[e.betID()]]
		if b.odds != toOneCell(e.pay) || b.rule != co(e.line) {
			t.Errorf("%s: bet pays %s citing %s", e.table, b.odds, b.rule)
		}
	}
}

func TestEternalSeedGoldenTalons(t *testing.T) {
	header := spaceless(seedtext.Text(t, co("792")))
	for i, r := range talonsRows {
		text := seedtext.Text(t, co(r.line))
		var want []string
		for _, tbl := range talonsTables {
			if i == 0 && !strings.Contains(header, tbl.id) {
				t.Errorf("line 792 does not head %s", tbl.id)
			}
			want = append(want, tbl.cells[i])
		}
		if got := lastFields(text, 5); !slices.Equal(got, want) {
			t.Errorf("line %s prints %v, the data %v", r.line, got, want)
		}
		stem, _, _ := strings.Cut(r.outcome, " (")
		if !strings.HasPrefix(text, stem) {
			t.Errorf("line %s does not read %q: %q", r.line, stem, text)
		}
	}
}

// progressiveHeaders are the lines heading each printed block, with what
// they read once spaces are removed (the headers of lines 896 and 852-857
// are garbled; X30, X33).
var progressiveHeaders = map[string][]string{
	"814":     {"PT-PRG-HP-01", "PT-PRG-HP-02", "PT-PRG-HP-03"},
	"823":     {"PT-PRG-HP-04", "PT-PRG-HP-05", "PT-PRG-HP-06"},
	"831":     {"PT-PRG-HP-07", "PT-PRG-HP-08", "PT-PRG-HP-09"},
	"840-841": {"HP-10", "HP-11", "HP-E01", "DealerEnvy"},
	"852-857": {"HP-12", "HP-13", "HP-E02", "DealerEnvy"},
	"886":     {"PT-PRG-S7-01", "PT-PRG-S7-02", "PT-PRG-S7-03", "PT-PRG-S7-04", "PT-PRG-S7-05"},
	"896-897": {"RG-S7-01", "6-S7-E02", "PT-PRG-S7-E03", "PaysDealerEnvyPaysDealerEnvyPaysDealerEnvy"},
	"908-909": {"S7-E04", "S7-E05", "PaysDealerEnvyPaysDealerEnvy"},
	"935":     {"PT-PRG-F38-01", "PT-PRG-F38-02", "PT-PRG-F38-03"},
	"944":     {"PT-PRG-F38-04"},
}

func TestEternalSeedProgressiveTables(t *testing.T) {
	blocks := slices.Concat(harmonyBlocks, sun7Blocks, fate38Blocks)
	headers := slices.Sorted(maps.Keys(progressiveHeaders))
	if len(headers) != len(blocks) {
		t.Fatalf("%d headers for %d blocks", len(headers), len(blocks))
	}
	for bi, b := range blocks {
		header := headers[bi]
		text := spaceless(seedtext.Text(t, co(header)))
		for _, want := range progressiveHeaders[header] {
			if !strings.Contains(text, want) {
				t.Errorf("block of %s: line %s does not read %q: %q", b.columns[0].table, header, want, text)
			}
		}
		garbled := !b.selectable
		for ri, r := range b.rows {
			text := seedtext.Text(t, co(r.line))
			stem, _, _ := strings.Cut(r.event.String(), " (Only")
			if !strings.Contains(flat(text), stem) {
				t.Errorf("line %s does not read %q: %q", r.line, stem, text)
			}
			got := payTokens(text)
			if garbled {
				// Line 857 prints the two rows of HP-12, HP-13 and HP-E02
				// table by table, then the two Envy cells.
				want := []string{b.rows[0].cells[0], b.rows[1].cells[0], b.rows[0].cells[1], b.rows[1].cells[1],
					b.rows[0].cells[2], b.rows[1].cells[2], b.rows[0].cells[3], b.rows[1].cells[3]}
				if ri == 0 && !slices.Equal(got, want) {
					t.Errorf("line 857 prints %v, the reconstruction %v", got, want)
				}
				continue
			}
			if !slices.Equal(got, r.cells) {
				t.Errorf("line %s prints %v, the data %v", r.line, got, r.cells)
			}
		}
	}
	// The notes the settlement relies on.
	for line, want := range map[string]string{
		"701": "push with a winning Banker 3-card 7", "763": `All pays are "to 1."`, "804": `All pays are "to 1."`,
		"812": "single event optional bonus wager", "806": "A natural is defined as a 2-card 8 or 9",
		"861": `All pays are "for 1."`, "924": `All pays are "for 1."`, "961": `All pays are "for 1."`,
		"862": "Only the highest qualifying hand is paid.", "925": "Only the highest qualifying hand is paid.",
		"962": "Only the highest qualifying hand is paid.", "863": "all six cards of a single rank",
		"864": "any combination of six 0-value cards", "865": "total number of cards dealt is four",
		"867": "based off a $1 wager", "929": "based off a $1 wager", "967": "based off a $1 wager",
		"866": "fixed Envy pay for each winning player", "928": "fixed Envy pay for each winning player",
		"926": "Sun 7 refers to a winning BANKER 3-card 7", "963": "PLAYER's third card is an 8, and the BANKER stands with a 2-card 3",
		"927": "Suit Specific refers to the suit", "964": "Suit Specific refers to the suit", "966": "2 Specific Suits refers to the two suits",
		"731": "split evenly between all wagering players", "735": "split evenly between all wagering players",
		"739": "split evenly between all wagering players", "765": "one of the three available pay table options",
		"769": "is a winning scenario/event", "868": "any initial seed amount", "869": "specified fixed seed/reseed amount",
		"720": "have a 2-card 7 or a 3-card 7", "727": "natural winner or a non-natural winner by a specific number of points",
	} {
		if text := flat(seedtext.Text(t, co(line))); !strings.Contains(text, want) {
			t.Errorf("line %s does not read %q: %q", line, want, text)
		}
	}
}

func TestEternalSeedProgressiveConfigs(t *testing.T) {
	for _, b := range progressiveConfigBlocks {
		header := spaceless(seedtext.Text(t, co(b.lines)))
		for _, id := range b.tables {
			short := strings.TrimPrefix(id, "PT-PRG-")
			// Line 917 heads S7-01 to 05 as "S7-1" to "S7-5" (X36).
			if !strings.Contains(header, short) && !strings.Contains(header, strings.Replace(short, "S7-0", "S7-", 1)) {
				t.Errorf("lines %s do not head %s", b.lines, id)
			}
		}
		for _, row := range []struct {
			line, name string
			cells      []string
		}{{b.mainLine, "Main Increment Rate", b.main}, {b.reserveLine, "Reserve Increment Rate", b.reserve}, {b.seedRowLine, "Initial Seed Value", b.seed}} {
			if row.line == "" {
				if row.cells != nil {
					t.Errorf("%s: %s has cells but no line", b.lines, row.name)
				}
				continue
			}
			text := seedtext.Text(t, co(row.line))
			if !strings.HasPrefix(text, row.name) || !slices.Equal(payTokens(text), row.cells) {
				t.Errorf("line %s reads %q, the data %s %v", row.line, text, row.name, row.cells)
			}
		}
	}
}

func TestEternalSeedSettings(t *testing.T) {
	for _, s := range Eternal().Info().Settings {
		if s.Rule.File != rules.Seed003 || seedtext.Text(t, s.Rule) == "" {
			t.Errorf("%s cites %v", s.Key, s.Rule)
		}
	}
	for line, want := range map[string]string{"144": "at least 8 to 1", "143": "1 to 1", "145": "1 to 1",
		"701": "5% commission", "149": "25 cents", "104": "six to ten decks"} {
		if text := flat(seedtext.Text(t, co(line))); !strings.Contains(text, want) {
			t.Errorf("line %s does not read %q: %q", line, want, text)
		}
	}
}

// An independent count of every deal, for the enumeration tests: the shoe
// is dealt by card value (ten values, the 0 value four ranks), each coup
// completed by the drawing rules and weighted by the six-card deals that
// begin with it. Suits, where an event needs them, are dealt per coup by
// suitClasses. Nothing here uses the bets' settlement code.

// valueCoup is one sequence of card values that makes a complete coup.
type valueCoup struct {
	c    Coup // the coup, cards of representative rank and suit
	vals [6]int
	k    int    // cards dealt
	ways uint64 // six-card deals that begin with these values
	tail uint64 // deals of the cards after the k
}

func falling(n, k uint64) uint64 {
	w := uint64(1)
	for i := range k {
		w *= n - i
	}
	return w
}

// eachValueCoup visits every value sequence of a complete coup dealt from
// decks decks and returns the deals they cover.
func eachValueCoup(decks int, visit func(*valueCoup)) uint64 {
	n := uint64(52 * decks)
	var left [10]uint64
	for v := range left {
		left[v] = uint64(4 * decks)
	}
	left[0] = uint64(16 * decks)
	var vc valueCoup
	var cards [6]rules.Card
	var total uint64
	var deal func(k int, ways uint64)
	deal = func(k int, ways uint64) {
		if k >= 4 {
			if c, ok := Play(cards[:k]); ok && c.Cards() == k {
				vc.c, vc.k, vc.tail = c, k, falling(n-uint64(k), uint64(6-k))
				vc.ways = ways * vc.tail
				total += vc.ways
				visit(&vc)
				return
			}
		}
		for v := range left {
			if left[v] == 0 {
				continue
			}
			w := ways * left[v]
			left[v]--
			vc.vals[k] = v
			cards[k] = cardOf(v, rules.Spades)
			deal(k+1, w)
			left[v]++
		}
	}
	deal(0, 1)
	return total
}

// suitClass sums the deals of a value coup whose suits share a key, with
// one suit assignment of the class to deal it.
type suitClass struct {
	ways  uint64
	suits [6]rules.Suit
}

// suitClasses deals every suit to the cards of a value coup: a card of
// value v and suit s has decks copies (4 × decks for the value 0), less
// those of the same value and suit dealt before it.
func suitClasses(vc *valueCoup, decks int, key func(suits *[6]rules.Suit) int) map[int]*suitClass {
	return cardClasses(vc, decks, 4, key)
}

// colourClasses is suitClasses by colour: class 0 black, 1 red.
func colourClasses(vc *valueCoup, decks int, key func(colours *[6]rules.Suit) int) map[int]*suitClass {
	return cardClasses(vc, decks, 2, key)
}

// cardClasses deals each card of a value coup one of n classes of equal
// size (4 suits, or 2 colours).
func cardClasses(vc *valueCoup, decks, n int, key func(classes *[6]rules.Suit) int) map[int]*suitClass {
	out := map[int]*suitClass{}
	var used [10][4]uint64
	var suits [6]rules.Suit
	var walk func(i int, w uint64)
	walk = func(i int, w uint64) {
		if i == vc.k {
			k := key(&suits)
			c := out[k]
			if c == nil {
				c = &suitClass{suits: suits}
				out[k] = c
			}
			c.ways += w * vc.tail
			return
		}
		v := vc.vals[i]
		copies := uint64(decks * 4 / n)
		if v == 0 {
			copies *= 4
		}
		for s := range n {
			if used[v][s] == copies {
				continue
			}
			left := copies - used[v][s]
			used[v][s]++
			suits[i] = rules.Suit(s)
			walk(i+1, w*left)
			used[v][s]--
		}
	}
	walk(0, 1)
	return out
}

// cardsOf deals a value coup with the given suits.
func (vc *valueCoup) cardsOf(suits *[6]rules.Suit) Coup {
	var cards [6]rules.Card
	for i := range vc.k {
		cards[i] = cardOf(vc.vals[i], suits[i])
	}
	c, _ := Play(cards[:vc.k])
	return c
}

// settleLine is a settlement as the enumeration tallies it: result, cited
// lines and payout per unit staked.
func settleLine(result, lines string, pay string) string { return result + " " + lines + " " + pay }

// expectFixed settles the fixed-odds bets of eternal-baccarat's defaults
// (5% commission, PT-FLT-MB-01, PT-FLT-GT-01) on a coup, from the rule
// book's text: bet id → settleLine. The pair bets are counted apart.
func expectFixed(c *Coup) map[string]string {
	p, b := c.Player.Points(), c.Banker.Points()
	p3 := func(n int) bool { return c.Player.Len() == 3 && p == n }
	b3 := func(n int) bool { return c.Banker.Len() == 3 && b == n }
	p2 := func(n int) bool { return c.Player.Len() == 2 && p == n }
	b2 := func(n int) bool { return c.Banker.Len() == 2 && b == n }
	out := map[string]string{}
	set := func(bet string, win bool, line, pay, loseLine string) {
		if win {
			out[bet] = settleLine("win", line, pay)
		} else {
			out[bet] = settleLine("lose", loseLine, "0")
		}
	}
	switch {
	case p > b:
		out["player"], out["banker"], out["tie"] = settleLine("win", "143", "1"), settleLine("lose", "127", "0"), settleLine("lose", "133", "0")
	case b > p:
		out["player"], out["banker"], out["tie"] = settleLine("lose", "131", "0"), settleLine("win", "145", "1"), settleLine("lose", "133", "0")
	default:
		out["player"], out["banker"], out["tie"] = settleLine("push", "132", "0"), settleLine("push", "128", "0"), settleLine("win", "144", "8")
	}
	sun, moon := b > p && b3(7), p > b && p3(8)
	set("sun_7", sun, "746", "40", "718")
	set("moon_8", moon, "747", "25", "719")
	switch {
	case p3(7) && b3(7):
		out["supreme_7"] = settleLine("win", "748", "200")
	case p2(7) && b2(7):
		out["supreme_7"] = settleLine("win", "749", "50")
	default:
		out["supreme_7"] = settleLine("lose", "720", "0")
	}
	switch {
	case p3(9) && b3(9):
		out["divine_9"] = settleLine("win", "750", "75")
	case p3(9) || b3(9):
		out["divine_9"] = settleLine("win", "751", "10")
	default:
		out["divine_9"] = settleLine("lose", "721", "0")
	}
	set("eclipse", sun || moon || strings.HasPrefix(out["supreme_7"], "win") || strings.HasPrefix(out["divine_9"], "win"), "752", "6", "769")
	over := func(a, bb func(h int, n int) bool) bool {
		return (p > b && a(0, p) && bb(1, b)) || (b > p && a(1, b) && bb(0, p))
	}
	cards := func(h int) int {
		if h == 0 {
			return c.Player.Len()
		}
		return c.Banker.Len()
	}
	anyN := func(n int) func(int, int) bool { return func(_ int, t int) bool { return t == n } }
	threeN := func(n int) func(int, int) bool { return func(h, t int) bool { return t == n && cards(h) == 3 } }
	twoN := func(n int) func(int, int) bool { return func(h, t int) bool { return t == n && cards(h) == 2 } }
	tie := p == b
	for _, e := range []struct {
		bet, line, pay string
		win            bool
	}{
		{"se_01", "759", "40", sun},
		{"se_02", "760", "25", moon},
		{"se_21", "761", "25", over(anyN(9), anyN(7))},
		{"se_22", "771", "50", over(twoN(8), twoN(1))},
		{"se_05", "772", "40", p > b && p3(6)},
		{"se_06", "773", "60", b > p && (b == 1 || b == 2)},
		{"se_07", "774", "20", p >= 8 && b >= 8},
		{"se_08", "775", "90", over(anyN(1), anyN(0))},
		{"se_23", "776", "150", over(threeN(6), threeN(3))},
		{"se_10", "777", "130", over(threeN(8), threeN(0))},
		{"se_11", "778", "30", b > p && p2(7)},
		{"se_24", "779", "200", over(threeN(9), threeN(6))},
		{"se_13", "780", "200", over(threeN(9), threeN(8))},
		{"se_14", "781", "250", p > b && p3(8) && b3(0)},
		{"se_15", "782", "150", tie && p == 0},
		{"se_16", "783", "70", tie && p >= 1 && p <= 3},
		{"se_17", "784", "15", tie && p >= 4 && p <= 7},
		{"se_18", "785", "40", tie && p >= 8},
	} {
		set(e.bet, e.win, e.line, e.pay, "724")
	}
	// Golden Talons, PT-FLT-GT-01 (lines 793-800): 30, 10, 6, 4, 2, 1 by
	// 9 to 4 points, a natural win 1, a natural tie push.
	byMargin := map[int][2]string{9: {"793", "30"}, 8: {"794", "10"}, 7: {"795", "6"}, 6: {"796", "4"}, 5: {"797", "2"}, 4: {"798", "1"}}
	natural := c.Player.Natural() || c.Banker.Natural()
	for side, h := range map[string]*Hand{"player": &c.Player, "banker": &c.Banker} {
		other := c.Banker.Points()
		if side == "banker" {
			other = p
		}
		bet := "golden_talons_" + side
		switch {
		case tie && natural:
			out[bet] = settleLine("push", "800", "0")
		case h.Points() <= other:
			out[bet] = settleLine("lose", "727", "0")
		case h.Natural():
			out[bet] = settleLine("win", "799", "1")
		case h.Points()-other >= 4:
			m := byMargin[h.Points()-other]
			out[bet] = settleLine("win", m[0], m[1])
		default:
			out[bet] = settleLine("lose", "727", "0")
		}
	}
	return out
}

// eternalSubset is eternal-baccarat with only the bets keep accepts, so
// that an enumeration settles only those.
func eternalSubset(keep func(b *eternalBet) bool) *game[*eternalSettings] {
	var bets []eternalBet
	for _, b := range eternal.bets {
		if keep(&b) {
			bets = append(bets, b)
		}
	}
	return newGame(game[*eternalSettings]{id: "eternal-baccarat", specs: eternalSpecs, compile: compileEternal, bets: bets})
}

func isProgressive(b *eternalBet) bool { return strings.HasSuffix(b.id, "_progressive") }

// lineKeys tallies an enumerated bet's lines by settleLine.
func lineKeys(b *BetFrequency) map[string]uint64 {
	out := map[string]uint64{}
	for _, l := range b.Lines {
		out[settleLine(l.Result, l.Rule.Lines, l.Payout.RatString())] += l.Ways
	}
	return out
}

// Every fixed-odds bet of eternal-baccarat, enumerated over all deals of
// eight decks, against the independent count line by line, and against the
// published figures.
func TestEternalEnumerateFixedOdds(t *testing.T) {
	fs, err := Enumerate(eternalSubset(func(b *eternalBet) bool { return !isProgressive(b) }))
	if err != nil {
		t.Fatal(err)
	}
	f := fs[0]
	const deals = 4_998_398_275_503_360 // 416 × 415 × … × 411
	if f.Deals != deals {
		t.Fatalf("deals %d, want %d", f.Deals, uint64(deals))
	}
	want := map[string]map[string]uint64{}
	total := eachValueCoup(8, func(vc *valueCoup) {
		for bet, line := range expectFixed(&vc.c) {
			if want[bet] == nil {
				want[bet] = map[string]uint64{}
			}
			want[bet][line] += vc.ways
		}
	})
	if total != deals {
		t.Fatalf("the value count covers %d deals, want %d", total, uint64(deals))
	}
	// A pair: the second card of the hand has the first one's rank, 31 of
	// the other 415 cards.
	for _, side := range []string{"se_19", "se_20"} {
		line := map[string]string{"se_19": "786", "se_20": "787"}[side]
		want[side] = map[string]uint64{settleLine("win", line, "11"): deals / 415 * 31, settleLine("lose", "724", "0"): deals / 415 * 384}
	}
	for _, b := range f.Bets {
		got := lineKeys(&b)
		if !maps.Equal(got, want[b.Bet]) {
			t.Errorf("%s: enumeration %v\nindependent count %v", b.Bet, got, want[b.Bet])
		}
		var sum uint64
		for _, w := range got {
			sum += w
		}
		if sum != deals {
			t.Errorf("%s covers %d deals", b.Bet, sum)
		}
	}
	if len(f.Bets) != len(want) {
		t.Errorf("%d bets enumerated, %d counted", len(f.Bets), len(want))
	}

	// Published: the Wizard of Odds counts (5 Treasures: Fortune 7 is Sun
	// 7, Golden 8 is Moon 8; Dragon Bonus is PT-FLT-GT-01), and Advanced
	// Advantage Play's 7.372% for "88 89 98 99" at 20 to 1 (SE-07).
	if got := f.Bet("sun_7").WaysOf(rules.Win); got != 112_633_011_329_024 {
		t.Errorf("Sun 7 wins %d deals, published 112,633,011,329,024", got)
	}
	if got := f.Bet("moon_8").WaysOf(rules.Win); got != 172_660_763_262_976 {
		t.Errorf("Moon 8 wins %d deals, published 172,660,763,262,976", got)
	}
	for _, c := range []struct {
		bet       string
		published map[string]uint64 // line → combinations
	}{
		{"golden_talons_player", map[string]uint64{"793": 18_409_431_764_992, "794": 34_097_645_543_424, "795": 89_590_261_473_280,
			"796": 141_238_897_317_888, "797": 166_169_165_987_840, "798": 186_780_352_174_080, "799": 812_685_054_124_032, "800": 89_325_908_267_520}},
		{"golden_talons_banker", map[string]uint64{"793": 15_390_342_909_952, "794": 28_305_092_784_128, "795": 79_517_099_278_336,
			"796": 119_200_072_366_080, "797": 157_275_882_332_160, "798": 201_147_167_287_296, "799": 812_685_054_124_032, "800": 89_325_908_267_520}},
	} {
		b := f.Bet(c.bet)
		for line, w := range c.published {
			if got := b.Ways(co(line)); got != w {
				t.Errorf("%s line %s: %d deals, published %d", c.bet, line, got, w)
			}
		}
	}
	for _, c := range []struct {
		bet  string
		edge float64 // published house edge
		tol  float64
	}{
		{"sun_7", 0.0761, 0.00005}, {"moon_8", 0.1019, 0.00005},
		{"golden_talons_player", 0.0265, 0.00005}, {"golden_talons_banker", 0.0937, 0.00005},
		{"se_07", 0.07372, 0.000005},
	} {
		got, _ := new(big.Rat).Neg(f.Bet(c.bet).Return).Float64()
		if d := got - c.edge; d > c.tol || d < -c.tol {
			t.Errorf("%s house edge %.6f, published %.5f", c.bet, got, c.edge)
		}
	}
}

// Harmony, counted apart from the engine: the ties of the value count by
// total, number of cards and colour, less the ties that are of one rank
// (four of a kind in four cards, six of a kind) or six 0-value cards,
// which are counted directly.

// harmonyPiece is a set of tying deals that every Harmony row either
// wholly pays or wholly does not.
type harmonyPiece struct {
	total, cards      int
	oneRank           bool
	rank              rules.Rank
	zeros, sameColour bool
	ways              uint64
}

// harmonyPieces partitions the ties of an 8-deck shoe.
func harmonyPieces(t *testing.T) (pieces []harmonyPiece, ties uint64) {
	const decks = 8
	n := uint64(52 * decks)
	type cell struct{ total, cards int }
	all, colour := map[cell]uint64{}, map[cell]uint64{}
	eachValueCoup(decks, func(vc *valueCoup) {
		if vc.c.Winner() != Tie {
			return
		}
		k := cell{vc.c.Player.Points(), vc.c.Cards()}
		all[k] += vc.ways
		for key, cl := range colourClasses(vc, decks, func(cs *[6]rules.Suit) int {
			for i := 1; i < vc.k; i++ {
				if cs[i] != cs[0] {
					return 0
				}
			}
			return 1
		}) {
			if key == 1 {
				colour[k] += cl.ways
			}
		}
	})
	// split adds a piece's deals, its one-colour deals apart.
	split := func(p harmonyPiece, ways, oneColour uint64) {
		k := cell{p.total, p.cards}
		all[k] -= ways
		colour[k] -= oneColour
		q := p
		q.sameColour, q.ways = true, oneColour
		pieces = append(pieces, q)
		p.ways = ways - oneColour
		pieces = append(pieces, p)
	}
	perRank := uint64(4 * decks) // copies of a rank
	perRankColour := perRank / 2
	for r := rules.Two; r <= rules.Ace; r++ {
		v := Value(rules.NewCard(r, rules.Spades))
		two := (2 * v) % 10
		switch {
		case two >= 6:
			// Both hands stand (or are naturals) on four cards of a rank.
			split(harmonyPiece{total: two, cards: 4, oneRank: true, rank: r, zeros: v == 0},
				falling(perRank, 4)*falling(n-4, 2), 2*falling(perRankColour, 4)*falling(n-4, 2))
		case BankerDraws(two, v):
			total := (two + v) % 10
			split(harmonyPiece{total: total, cards: 6, oneRank: true, rank: r, zeros: v == 0},
				falling(perRank, 6), 2*falling(perRankColour, 6))
		}
	}
	// Six 0-value cards (16 × decks of them) not of one rank.
	zeroRanks := uint64(4) // ten, jack, queen, king: each deals six cards
	split(harmonyPiece{total: 0, cards: 6, zeros: true},
		falling(16*decks, 6)-zeroRanks*falling(perRank, 6), 2*falling(8*decks, 6)-zeroRanks*2*falling(perRankColour, 6))
	for k, w := range all {
		split(harmonyPiece{total: k.total, cards: k.cards}, w, colour[k])
	}
	for _, p := range pieces {
		if p.ways > 1<<62 {
			t.Fatalf("negative piece %+v", p)
		}
		ties += p.ways
	}
	return pieces, ties
}

// harmonyHits says, from the rule book's words, whether a piece of ties is
// a Harmony row's outcome (lines 815-851, 863-865; "Same Color": every
// card of both hands, X31).
func harmonyHits(ev progEvent, p *harmonyPiece) bool {
	switch ev {
	case evSixOfAKind:
		return p.oneRank && p.cards == 6
	case evFourEights:
		return p.oneRank && p.cards == 4 && p.rank == 8
	case evFourOfAKind:
		return p.oneRank && p.cards == 4
	case evFourOfAKindSameColor:
		return p.oneRank && p.cards == 4 && p.sameColour
	case evSixZeros:
		return p.zeros && p.cards == 6
	case evTieWith0:
		return p.total == 0
	case evTieWith1To5:
		return p.total >= 1 && p.total <= 5
	case evTieWith6To9:
		return p.total >= 6
	case evTieSameColor:
		return p.sameColour
	case evAnyTie:
		return true
	case evFourCardTie, evFiveCardTie, evSixCardTie:
		return p.cards == 4+int(ev-evFourCardTie)
	}
	panic("not a Harmony event")
}

// expectedRows is what a progressive table pays per row line, and its
// losses under the line of the wager's event.
func (t *progressiveTable) expectedRows(hits func(ev progEvent) bool, ways uint64, into map[string]uint64) {
	for _, r := range t.rows {
		if hits(r.event) {
			into[r.line] += ways
			return
		}
	}
	into[t.event.Lines] += ways
}

// rowWays tallies an enumerated progressive bet by line, checking that
// each line pays what its row says.
func rowWays(t *testing.T, pt *progressiveTable, b *BetFrequency) map[string]uint64 {
	t.Helper()
	out := map[string]uint64{}
	for _, l := range b.Lines {
		out[l.Rule.Lines] += l.Ways
		if l.Result == rules.Lose {
			continue
		}
		for _, r := range pt.rows {
			if r.line != l.Rule.Lines {
				continue
			}
			want := big.NewRat(int64(r.amount-rules.Dollars(1)), int64(rules.Dollars(1)))
			if l.Meter != r.meter || (r.meter == 0 && l.Payout.Cmp(want) != 0) {
				t.Errorf("%s line %s pays %s (meter %s), the row %s", pt.id, r.line, l.Payout.RatString(), l.Meter, r.cell)
			}
		}
	}
	return out
}

// The Harmony tables without a colour row, enumerated over every deal
// (suits cannot change them, so the enumeration deals ranks only), against
// the independent count: one table of each printed block, the others
// sharing its rows' lines.
func TestEternalEnumerateHarmony(t *testing.T) {
	pieces, ties := harmonyPieces(t)
	const deals = 4_998_398_275_503_360
	if ties != 475_627_426_473_216 { // TestEnumerateEightDeckShoe's ties
		t.Fatalf("pieces cover %d ties", ties)
	}
	g := eternalSubset(func(b *eternalBet) bool { return b.id == "harmony_progressive" })
	g.bets[0].suited = nil
	for _, id := range []string{"PT-PRG-HP-01", "PT-PRG-HP-09"} {
		pt := progressive(harmonyTables, id)
		for _, r := range pt.rows {
			if r.event == evTieSameColor || r.event == evFourOfAKindSameColor {
				t.Fatalf("%s has a colour row; its enumeration needs suits", id)
			}
		}
		want := map[string]uint64{"731": deals - ties}
		for i := range pieces {
			pt.expectedRows(func(ev progEvent) bool { return harmonyHits(ev, &pieces[i]) }, pieces[i].ways, want)
		}
		s, err := g.Settings(on(keyHarmonyPayTable, id))
		if err != nil {
			t.Fatal(err)
		}
		fs, err := Enumerate(g, s)
		if err != nil {
			t.Fatal(err)
		}
		if got := rowWays(t, pt, &fs[0].Bets[0]); !maps.Equal(got, want) {
			t.Errorf("%s: enumeration %v\nindependent count %v", id, got, want)
		}
	}
	// Four 8's in four cards: 32 × 31 × 30 × 29 of the first four cards.
	if w := progressiveRowWays(pieces, "PT-PRG-HP-01", "816"); w != 32*31*30*29*412*411 {
		t.Errorf("Four 8's: %d deals", w)
	}
}

// progressiveRowWays is the independent count of one Harmony row.
func progressiveRowWays(pieces []harmonyPiece, id, line string) uint64 {
	got := map[string]uint64{}
	pt := progressive(harmonyTables, id)
	for i := range pieces {
		pt.expectedRows(func(ev progEvent) bool { return harmonyHits(ev, &pieces[i]) }, pieces[i].ways, got)
	}
	return got[line]
}

// sunFateFacts are the facts of a coup with suits that the Sun 7 and Fate
// 38 rows name, worked out from the rule book's words: a Sun 7 is a
// winning Banker 3-card 7 (line 926); a Fate 38 the Player's third card
// worth 8 with the Banker on a 2-card 3 (line 963); "Player & Banker"
// suits and colours cover every card (X37).
type sunFateFacts struct {
	sun, fate                  bool
	winner                     Side
	allSuit                    int // the suit of every card, or 4
	allColour, bankerSuit      bool
	bankerColour               bool
	banker3Card7, bankerWin2c7 bool
	banker2Card3               bool
	// playerSuit: the Player's cards are of one suit (for the reading of
	// "Player & Banker Suited" as each hand suited, X37).
	playerSuit bool
}

func sunFateOf(vc *valueCoup, suits *[6]rules.Suit) sunFateFacts {
	c := &vc.c
	p, b := c.Player.Points(), c.Banker.Points()
	f := sunFateFacts{winner: c.Winner(),
		sun:          b > p && c.Banker.Len() == 3 && b == 7,
		fate:         c.Player.Len() == 3 && vc.vals[4] == 8 && c.Banker.Len() == 2 && b == 3,
		banker3Card7: c.Banker.Len() == 3 && b == 7,
		bankerWin2c7: b > p && c.Banker.Len() == 2 && b == 7,
		banker2Card3: c.Banker.Len() == 2 && b == 3,
		allSuit:      4}
	if suits == nil {
		return f
	}
	// The Banker's cards are positions 1, 3 and, when it drew, the last.
	bankerThird := -1
	if c.Banker.Len() == 3 {
		bankerThird = vc.k - 1
	}
	f.allColour, f.bankerSuit, f.bankerColour, f.playerSuit = true, true, true, true
	suited := true
	for i := 1; i < vc.k; i++ {
		x := suits[i]
		if x != suits[0] {
			suited = false
		}
		if x.Red() != suits[0].Red() {
			f.allColour = false
		}
		if (i == 2 || i == 4) && i != bankerThird && x != suits[0] {
			f.playerSuit = false
		}
		if i == 3 || i == bankerThird {
			if x != suits[1] {
				f.bankerSuit = false
			}
			if x.Red() != suits[1].Red() {
				f.bankerColour = false
			}
		}
	}
	if suited {
		f.allSuit = int(suits[0])
	}
	return f
}

func (f sunFateFacts) key() int {
	k := f.allSuit
	for i, b := range []bool{f.allColour, f.bankerSuit, f.bankerColour, f.playerSuit} {
		if b {
			k |= 8 << i
		}
	}
	return k
}

// sunFateHits says whether the facts are a Sun 7 or Fate 38 row's outcome
// under the table's suit settings.
func sunFateHits(ev progEvent, f *sunFateFacts, s *eternalSettings, eachHand bool) bool {
	switch ev {
	case evSun7Suited, evFate38Suited:
		if eachHand {
			return (f.sun || f.fate) && f.playerSuit && f.bankerSuit
		}
	}
	switch ev {
	case evSun7SuitSpecific:
		return f.sun && f.allSuit == int(s.sun7Suit)
	case evSun7Suited:
		return f.sun && f.allSuit < 4
	case evSun7SameColor:
		return f.sun && f.allColour
	case evSun7BankerSuited:
		return f.sun && f.bankerSuit
	case evSun7BankerSameColor:
		return f.sun && f.bankerColour
	case evAnySun7:
		return f.sun
	case evBanker3Card7:
		return f.banker3Card7
	case evBankerWin2Card7:
		return f.bankerWin2c7
	case evFate38SuitSpecific:
		return f.fate && f.allSuit == int(s.fate38Suit)
	case evFate38TwoSpecificSuits:
		return f.fate && (f.allSuit == int(s.fate38Suits[0]) || f.allSuit == int(s.fate38Suits[1]))
	case evFate38Suited:
		return f.fate && f.allSuit < 4
	case evFate38SameColor:
		return f.fate && f.allColour
	case evFate38Tie:
		return f.fate && f.winner == Tie
	case evFate38PlayerWin:
		return f.fate && f.winner == Player
	case evFate38BankerWin:
		return f.fate && f.winner == Banker
	case evBanker2Card3:
		return f.banker2Card3
	}
	panic("not a Sun 7 or Fate 38 event")
}

// sunFateVariant is a progressive bet under one table's settings.
type sunFateVariant struct {
	bet      string
	settings map[string]string
	// eachHand counts "Player & Banker Suited" as each hand suited, a
	// reading the engine does not take (X37); the bet is not settled.
	eachHand bool
}

func (v sunFateVariant) table(s *eternalSettings) *progressiveTable {
	if v.bet == "sun_7_progressive" {
		return s.sun7
	}
	return s.fate38
}

var sunFateVariants = func() []sunFateVariant {
	var out []sunFateVariant
	for _, id := range progressiveIDs(sun7Tables) {
		out = append(out, sunFateVariant{"sun_7_progressive", on(keySun7PayTable, id), false})
	}
	out = append(out, sunFateVariant{"sun_7_progressive", map[string]string{keySun7Suit: "diamonds"}, false},
		sunFateVariant{"sun_7_progressive", nil, true})
	for _, id := range progressiveIDs(fate38Tables) {
		out = append(out, sunFateVariant{"fate_38_progressive", on(keyFate38PayTable, id), false})
	}
	return append(out,
		sunFateVariant{"fate_38_progressive", map[string]string{keyFate38Suit: "clubs"}, false},
		sunFateVariant{"fate_38_progressive", map[string]string{keyFate38PayTable: "PT-PRG-F38-04", keyFate38TwoSuits: "diamonds+clubs"}, false},
		sunFateVariant{"fate_38_progressive", nil, true})
}()

// sunFateCounts counts every Sun 7 and Fate 38 variant's rows apart from
// the engine, and checks on one deal of every value sequence and suit
// class that the bet settles on the row counted.
func sunFateCounts(t *testing.T) []map[string]uint64 {
	t.Helper()
	const decks = 8
	type variant struct {
		eachHand bool
		s        *eternalSettings
		pt       *progressiveTable
		bet      *eternalBet
		want     map[string]uint64
	}
	var vs []variant
	for _, v := range sunFateVariants {
		st, err := Eternal().Settings(v.settings)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*eternalSettings)
		vs = append(vs, variant{v.eachHand, s, v.table(s), &eternal.bets[eternal.betIndex[v.bet]], map[string]uint64{}})
	}
	mismatches := 0
	check := func(v *variant, c Coup, f *sunFateFacts, ways uint64) {
		line := v.pt.event.Lines
		for _, r := range v.pt.rows {
			if sunFateHits(r.event, f, v.s, v.eachHand) {
				line = r.line
				break
			}
		}
		v.want[line] += ways
		if v.eachHand {
			return
		}
		if p := v.bet.settle(v.bet, c, rules.Dollars(1), v.s); p.rule.Lines != line && mismatches < 10 {
			mismatches++
			t.Errorf("%s %s: %v (%+v) settles on line %s, the rule book's words on %s", v.bet.id, v.pt.id, c.Player.Cards(), c.Banker.Cards(), p.rule.Lines, line)
		}
	}
	eachValueCoup(decks, func(vc *valueCoup) {
		f := sunFateOf(vc, nil)
		if !f.sun && !f.fate {
			for i := range vs {
				check(&vs[i], vc.c, &f, vc.ways)
			}
			return
		}
		for _, cl := range suitClasses(vc, decks, func(suits *[6]rules.Suit) int { return sunFateOf(vc, suits).key() }) {
			f := sunFateOf(vc, &cl.suits)
			c := vc.cardsOf(&cl.suits)
			for i := range vs {
				check(&vs[i], c, &f, cl.ways)
			}
		}
	})
	out := make([]map[string]uint64, len(vs))
	for i := range vs {
		out[i] = vs[i].want
	}
	return out
}

var (
	sunFateOnce  sync.Once
	sunFateTotal []map[string]uint64
)

// sunFateCountsOnce shares the independent count between tests.
func sunFateCountsOnce(t *testing.T) []map[string]uint64 {
	t.Helper()
	sunFateOnce.Do(func() { sunFateTotal = sunFateCounts(t) })
	if sunFateTotal == nil {
		t.Fatal("the Sun 7 and Fate 38 count failed")
	}
	return sunFateTotal
}

// The Sun 7 and Fate 38 progressives under every pay table: the
// independent count of each row, the bet's settlement on a deal of every
// value sequence and suit class, and the enumeration of the Fate 38
// tables (the Sun 7 enumeration deals every suit of every Banker 3-card 7
// and runs with TestEternalEnumerateSlow).
func TestEternalEnumerateSun7Fate38(t *testing.T) {
	counts := sunFateCountsOnce(t)
	const deals = 4_998_398_275_503_360
	for i, v := range sunFateVariants {
		var sum uint64
		for _, w := range counts[i] {
			sum += w
		}
		if sum != deals {
			t.Errorf("%v covers %d deals", v.settings, sum)
		}
	}
	// Any Sun 7 rows together are the Sun 7 count of the Wizard of Odds.
	var sun uint64
	for line, w := range counts[0] {
		if line >= "887" && line <= "892" {
			sun += w
		}
	}
	if sun != 112_633_011_329_024 {
		t.Errorf("Sun 7 rows cover %d deals, published 112,633,011,329,024", sun)
	}
	// Suit Specific is one suit of the four "Suited" ones.
	if a, b := counts[0]["887"], counts[0]["888"]; b != 3*a || a == 0 {
		t.Errorf("Suit Specific %d, Suited %d: want three times as many", a, b)
	}
	g := eternalSubset(func(b *eternalBet) bool { return b.id == "fate_38_progressive" })
	for i, v := range sunFateVariants {
		if v.bet != "fate_38_progressive" || (v.settings[keyFate38PayTable] != "PT-PRG-F38-01" && v.settings[keyFate38PayTable] != "PT-PRG-F38-04") {
			continue
		}
		s, err := g.Settings(v.settings)
		if err != nil {
			t.Fatal(err)
		}
		fs, err := Enumerate(g, s)
		if err != nil {
			t.Fatal(err)
		}
		if got := rowWays(t, s.(*eternalSettings).fate38, &fs[0].Bets[0]); !maps.Equal(got, counts[i]) {
			t.Errorf("%v: enumeration %v\nindependent count %v", v.settings, got, counts[i])
		}
	}
}

// longRunReturn is what a progressive table returns per $1 wagered in the
// long run: its fixed rows ("$A" returns A), and the meter, which pays
// out every main and reserve contribution, plus, on a fixed-seed table,
// the seed the house puts up at each 100% hit.
func longRunReturn(pt *progressiveTable, rows map[string]uint64, cfg ProgressiveConfig) float64 {
	const deals = 4_998_398_275_503_360.0
	ret := float64(cfg.MainRate+cfg.ReserveRate) / 10000
	for _, r := range pt.rows {
		p := float64(rows[r.line]) / deals
		if r.meter != 0 {
			ret += p * float64(cfg.Seed) / 100
			continue
		}
		ret += p * float64(r.amount) / 100
	}
	return ret
}

// The readings of the garbled or doubtful progressive rows (X34, X35,
// X38) against the long-run return they give: a reading under which a
// table returns more than the wager cannot be the approved one.
func TestEternalProgressiveReadings(t *testing.T) {
	counts := sunFateCountsOnce(t)
	cfgs := map[string]ProgressiveConfig{}
	for _, c := range EternalProgressiveConfigs() {
		cfgs[c.PayTable] = c
	}
	const deals = 4_998_398_275_503_360.0
	returns := map[string]float64{}
	var log []string
	for i, v := range sunFateVariants {
		st, _ := Eternal().Settings(v.settings)
		pt := v.table(st.(*eternalSettings))
		if v.eachHand {
			// X37: "Player & Banker Suited" read as each hand suited.
			alt := longRunReturn(pt, counts[i], cfgs[pt.id])
			if alt <= 1 {
				t.Errorf("%s with each hand suited: %.4f; the reading no longer decides", pt.id, alt)
			}
			log = append(log, fmt.Sprintf("%s with each hand suited: %.4f", pt.id, alt))
			continue
		}
		if _, seen := returns[pt.id]; seen {
			continue
		}
		returns[pt.id] = longRunReturn(pt, counts[i], cfgs[pt.id])
		log = append(log, fmt.Sprintf("%s %.4f", pt.id, returns[pt.id]))
		if returns[pt.id] >= 1 {
			t.Errorf("%s returns %.4f per $1 as read", pt.id, returns[pt.id])
		}
		switch pt.id {
		case "PT-PRG-S7-E03":
			// X34: "$100 0" read as $1000 adds $900 on every one-colour Sun 7.
			alt := returns[pt.id] + 900*float64(counts[i]["901"])/deals
			if alt <= 1 {
				t.Errorf("S7-E03 with $1000: %.4f; the reading no longer decides", alt)
			}
			log = append(log, fmt.Sprintf("S7-E03 read as $1000: %.4f", alt))
		case "PT-PRG-F38-01", "PT-PRG-F38-03", "PT-PRG-F38-04":
			// X38: "Any Banker 2-card 3" read as the Banker's first two
			// cards, whether or not it drew.
			var first3, fate uint64
			eachValueCoup(8, func(vc *valueCoup) {
				if vc.c.Banker.TwoCardPoints() == 3 {
					first3 += vc.ways
					if f := sunFateOf(vc, nil); f.fate {
						fate += vc.ways
					}
				}
			})
			row := pt.rows[len(pt.rows)-1]
			alt := returns[pt.id] + float64(row.amount)/100*float64(first3-fate-counts[i][row.line])/deals
			if alt <= 1 {
				t.Errorf("%s with any Banker two-card 3: %.4f; the reading no longer decides", pt.id, alt)
			}
			log = append(log, fmt.Sprintf("%s with any first-two-card Banker 3: %.4f", pt.id, alt))
		}
	}
	t.Logf("long-run return per $1 (fixed rows + main and reserve rates + seed at each hit):\n%s", strings.Join(log, "\n"))
}

// The enumerations that deal every suit of every Sun 7 and every tie take
// minutes; they run when CASINO_ENUMERATE_SLOW is set.
func TestEternalEnumerateSlow(t *testing.T) {
	if os.Getenv("CASINO_ENUMERATE_SLOW") == "" {
		t.Skip("deals every suit of every Sun 7 and every tie (minutes); set CASINO_ENUMERATE_SLOW=1 to run")
	}
	counts := sunFateCountsOnce(t)
	pieces, ties := harmonyPieces(t)
	const deals = 4_998_398_275_503_360
	g := eternalSubset(func(b *eternalBet) bool { return b.id == "sun_7_progressive" || b.id == "harmony_progressive" })
	for _, c := range []struct{ sun7, harmony string }{{"PT-PRG-S7-01", "PT-PRG-HP-04"}, {"PT-PRG-S7-E04", "PT-PRG-HP-10"}} {
		st, err := g.Settings(map[string]string{keySun7PayTable: c.sun7, keyHarmonyPayTable: c.harmony})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*eternalSettings)
		fs, err := Enumerate(g, st)
		if err != nil {
			t.Fatal(err)
		}
		f := fs[0]
		for i, v := range sunFateVariants {
			if v.bet == "sun_7_progressive" && v.settings[keySun7PayTable] == c.sun7 {
				if got := rowWays(t, s.sun7, f.Bet("sun_7_progressive")); !maps.Equal(got, counts[i]) {
					t.Errorf("%s: enumeration %v\nindependent count %v", c.sun7, got, counts[i])
				}
			}
		}
		want := map[string]uint64{"731": deals - ties}
		for i := range pieces {
			s.harmony.expectedRows(func(ev progEvent) bool { return harmonyHits(ev, &pieces[i]) }, pieces[i].ways, want)
		}
		if got := rowWays(t, s.harmony, f.Bet("harmony_progressive")); !maps.Equal(got, want) {
			t.Errorf("%s: enumeration %v\nindependent count %v", c.harmony, got, want)
		}
	}
}

// FuzzEternalDecodeVerify: no record makes Decode or Verify panic, every
// refusal is an *InputError, and a verdict settles each wager once and
// sums its stakes.
func FuzzEternalDecodeVerify(f *testing.F) {
	for _, e := range eternalExamples {
		for _, c := range e.cases {
			var ws []rules.WagerRecord
			for i, w := range c.wagers {
				ws = append(ws, rules.WagerRecord{Seat: i + 1, Bet: w.bet, Amount: w.amount, Result: w.result, Payout: w.payout, Commission: w.commission})
			}
			cards, _ := Play(rules.MustCards(e.shoe))
			r := Record{Envelope: rules.Envelope{TableID: "T", HandNumber: 9, Game: "eternal-baccarat",
				DealtAt: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), TableSettings: c.settings}, Wagers: ws}
			for _, x := range cards.Player.Cards() {
				r.Cards.Player = append(r.Cards.Player, x.String())
			}
			for _, x := range cards.Banker.Cards() {
				r.Cards.Banker = append(r.Cards.Banker, x.String())
			}
			data, _ := json.Marshal(r)
			f.Add(data)
		}
	}
	f.Add([]byte(`{"table_id":"T","hand_number":1,"game":"eternal-baccarat","dealt_at":"2026-01-01T00:00:00Z","cards":{"player":["KS","QS","JS"],"banker":["AS","AS","5S"]},"wagers":[{"seat":1,"bet":"sun_7_progressive","amount":"1","result":"win","payout":"99.99"}],"table_settings":{"sun_7_suit":"spades","harmony_pay_table":"PT-PRG-HP-12"}}`))
	g := Eternal()
	defaults, _ := g.Settings(nil)
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := g.Decode(data)
		if err != nil {
			if _, ok := rules.AsInputError(err); !ok {
				t.Fatalf("Decode error %v is not an *InputError", err)
			}
			return
		}
		s, err := g.Settings(h.Envelope().TableSettings)
		if err != nil {
			s = defaults
		}
		v, err := h.Verify(s)
		if err != nil {
			if _, ok := rules.AsInputError(err); !ok {
				t.Fatalf("Verify error %v is not an *InputError", err)
			}
			return
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
			t.Fatalf("%d settlements for %d wagers; wagered %s, stakes %s", len(v.Settlements), len(r.Wagers), v.Totals.Wagered, sum)
		}
		for _, st := range v.Settlements {
			e := st.Expected
			if e.Payout < 0 || e.Commission < 0 || (e.Result != rules.Win && e.Payout != 0) || (st.Meter != nil && e.Result != rules.Win) {
				t.Fatalf("impossible settlement %+v", st)
			}
		}
	})
}

func BenchmarkEternalVerify(b *testing.B) {
	data := []byte(`{"table_id":"T","hand_number":1,"game":"eternal-baccarat","dealt_at":"2026-01-01T00:00:00Z","cards":{"player":["TC","4D","TH"],"banker":["AS","AH","5C"]},"wagers":[` +
		`{"seat":1,"bet":"banker","amount":"10","result":"win","payout":"10","commission":"0.50"},` +
		`{"seat":1,"bet":"sun_7","amount":"10","result":"win","payout":"400"},` +
		`{"seat":2,"bet":"sun_7_progressive","amount":"1","result":"win","payout":"9"},` +
		`{"seat":3,"bet":"harmony_progressive","amount":"1","result":"lose","payout":"0"}]}`)
	g := Eternal()
	h, err := g.Decode(data)
	if err != nil {
		b.Fatal(err)
	}
	s, _ := g.Settings(nil)
	b.ReportAllocs()
	for b.Loop() {
		v, err := h.Verify(s)
		if err != nil || !v.Verified() {
			b.Fatal(err, v.Findings)
		}
	}
}
