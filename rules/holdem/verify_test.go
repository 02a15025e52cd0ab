package holdem

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

func verify(t testing.TB, data []byte, settings map[string]string) *rules.Verdict {
	t.Helper()
	h := decode(t, data)
	st, err := New().Settings(settings)
	if err != nil {
		t.Fatalf("settings: %v", err)
	}
	v, err := h.Verify(st)
	if err != nil {
		t.Fatalf("verify: %v", err)
	}
	return v
}

func expectedWon(v *rules.Verdict) map[int]string {
	out := map[int]string{}
	for _, s := range v.Settlements {
		out[s.Seat] = s.Expected.Payout.String()
	}
	return out
}

func results(v *rules.Verdict) map[int]string {
	out := map[int]string{}
	for _, s := range v.Settlements {
		out[s.Seat] = s.Expected.Result
	}
	return out
}

func sameMap(a, b map[int]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func TestCorrectHandVerifies(t *testing.T) {
	v := verify(t, []byte(sampleRecord), nil)
	if !v.Verified() {
		t.Fatalf("findings on a correct hand: %+v", v.Findings)
	}
	if want := "Seat 1 wins 97.00 with Three of a kind, aces"; v.Outcome.Summary != want {
		t.Errorf("summary %q, want %q", v.Outcome.Summary, want)
	}
	if got, want := results(v), map[int]string{1: ResultWin, 2: ResultFold, 3: ResultLose}; !sameMap(got, want) {
		t.Errorf("results %v, want %v", got, want)
	}
	for _, s := range v.Settlements {
		if s.Bet != BetPot || s.Rule != citeShowdown || s.Declared.Result != "" {
			t.Errorf("settlement %+v", s)
		}
	}
	if v.Settlements[0].Amount != m("50") || v.Settlements[1].Amount != m("2") {
		t.Errorf("settlement amounts should be the contributions: %+v", v.Settlements)
	}
	want := rules.Totals{Wagered: m("102"), Fees: m("5"), ExpectedFees: m("5"), HouseWin: m("5"), ExpectedHouseWin: m("5")}
	if v.Totals != want {
		t.Errorf("totals %+v, want %+v", v.Totals, want)
	}
	b, err := json.Marshal(v)
	if err != nil || !strings.Contains(string(b), `"best_five":["AH","AD","AS","KD","9S"]`) {
		t.Errorf("verdict JSON %s (%v) should show the best five cards", b, err)
	}
}

// TestRecordAsBriefed: the record with one 3.00 fee leaves 99.00 in the pot,
// so declaring 97.00 for the winner is two findings: the seat and the total.
func TestRecordAsBriefed(t *testing.T) {
	data := edit(t, func(r map[string]any) { r["fees"] = r["fees"].([]any)[:1] })
	v := verify(t, data, nil)
	if len(v.Findings) != 2 {
		t.Fatalf("findings %+v, want two", v.Findings)
	}
	f := v.Findings[0]
	if f.Seat != 1 || f.Field != "won" || f.Declared != "97.00" || f.Expected != "99.00" {
		t.Errorf("seat finding %+v", f)
	}
	tot := v.Findings[1]
	if tot.Seat != 0 || tot.Bet != BetPot || tot.Field != "total" || tot.Declared != "97.00" || tot.Expected != "99.00" ||
		!strings.Contains(tot.Message, "2.00 of it is unaccounted for") || tot.Rule != citeFees {
		t.Errorf("total finding %+v", tot)
	}
}

func TestWrongAwardIsAFinding(t *testing.T) {
	data := edit(t, func(r map[string]any) {
		seatMap(r, 0)["won"] = "0.00"
		seatMap(r, 2)["won"] = "97.00"
	})
	v := verify(t, data, nil)
	if len(v.Findings) != 2 {
		t.Fatalf("findings %+v, want one per wrong seat and no total finding", v.Findings)
	}
	for _, c := range []struct {
		seat               int
		declared, expected string
		says               string
	}{
		{1, "0.00", "97.00", "it wins the main pot of 97.00 with Three of a kind, aces"},
		{3, "97.00", "0.00", "it loses the main pot of 97.00 to seat 1 with Three of a kind, aces"},
	} {
		var f *rules.Finding
		for i := range v.Findings {
			if v.Findings[i].Seat == c.seat {
				f = &v.Findings[i]
			}
		}
		if f == nil {
			t.Fatalf("no finding for seat %d", c.seat)
		}
		if f.Field != "won" || f.Bet != BetPot || f.Declared != c.declared || f.Expected != c.expected || f.Rule != citeShowdown {
			t.Errorf("seat %d finding %+v", c.seat, f)
		}
		for _, part := range []string{"seat " + string(rune('0'+c.seat)), "collected " + c.declared, "give " + c.expected, c.says, "seeds/000_b1ea2c6eebf99c4b.txt:7"} {
			if !strings.Contains(f.Message, part) {
				t.Errorf("seat %d message %q should say %q", c.seat, f.Message, part)
			}
		}
	}
}

func TestFoldedSeatWinsNothing(t *testing.T) {
	data := edit(t, func(r map[string]any) {
		seatMap(r, 0)["won"] = "95.00"
		seatMap(r, 1)["won"] = "2.00"
	})
	v := verify(t, data, nil)
	var found bool
	for _, f := range v.Findings {
		if f.Seat == 2 {
			found = true
			if f.Declared != "2.00" || f.Expected != "0.00" || !strings.Contains(f.Message, "folded") {
				t.Errorf("folded seat finding %+v", f)
			}
		}
	}
	if !found {
		t.Errorf("a folded seat that collected 2.00 is not a finding: %+v", v.Findings)
	}
}

func TestOverpaidTotal(t *testing.T) {
	data := edit(t, func(r map[string]any) { seatMap(r, 0)["won"] = "100.00" })
	v := verify(t, data, nil)
	last := v.Findings[len(v.Findings)-1]
	if last.Field != "total" || !strings.Contains(last.Message, "3.00 more than the pot held") {
		t.Errorf("total finding %+v", last)
	}
}

// splitRecord: both live seats play the board's broadway straight and split
// a pot of contributed amounts; seat 1 holds the ten of hearts, seat 4 the
// ten of diamonds; the button is on seat 3, so seat 4 is just left of it.
func splitRecord(t testing.TB, contributed string, dead string) []byte {
	return edit(t, func(r map[string]any) {
		r["board"] = []any{"AS", "KD", "QC", "JH", "2S"}
		r["fees"] = []any{}
		seats := []any{
			map[string]any{"seat": 1, "cards": []any{"TH", "3C"}, "contributed": contributed, "won": "0"},
			map[string]any{"seat": 4, "cards": []any{"TD", "4C"}, "contributed": contributed, "won": "0"},
		}
		if dead != "" {
			seats = append(seats, map[string]any{"seat": 6, "folded": true, "contributed": dead, "dead": dead, "won": "0"})
		}
		r["seats"] = seats
	})
}

func TestSplitPotsAndOddChips(t *testing.T) {
	cases := []struct {
		name         string
		contributed  string
		dead         string
		settings     map[string]string
		seat1, seat4 string
		oddRule      rules.Cite
	}{
		{"even split", "50", "", nil, "50.00", "50.00", rules.Cite{}},
		// 107.00 in chips of 1.00: 53 each and one odd chip.
		{"odd chip left of the button", "53.50", "", nil, "53.00", "54.00", citeOddLeft},
		{"odd chip to the high card by suit", "53.50", "", map[string]string{"odd_chip": OddChipHighCardBySuit}, "54.00", "53.00", citeOddSuit},
		// In 5.00 chips: 50 each, and all 7.00 left over goes to one player.
		{"five-dollar chips", "53.50", "", map[string]string{"chip_unit": "5.00"}, "50.00", "57.00", citeOddLeft},
		{"quarter chips split evenly", "53.50", "", map[string]string{"chip_unit": "0.25"}, "53.50", "53.50", rules.Cite{}},
		// A dead half blind of 0.50 is smaller than a chip: it is all
		// remainder and goes by the odd-chip rule.
		{"dead half blind", "50", "0.50", nil, "50.00", "50.50", citeOddLeft},
		{"dead half blind by suit", "50", "0.50", map[string]string{"odd_chip": OddChipHighCardBySuit}, "50.50", "50.00", citeOddSuit},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := verify(t, splitRecord(t, c.contributed, c.dead), c.settings)
			got := expectedWon(v)
			if got[1] != c.seat1 || got[4] != c.seat4 {
				t.Errorf("seat 1 gets %s and seat 4 %s, want %s and %s", got[1], got[4], c.seat1, c.seat4)
			}
			if r := results(v); r[1] != ResultSplit || r[4] != ResultSplit {
				t.Errorf("results %v, want split", r)
			}
			oddRules := 0
			for _, s := range v.Settlements {
				if s.Rule != citeShowdown {
					oddRules++
					if s.Rule != c.oddRule {
						t.Errorf("seat %d cites %s, want %s", s.Seat, s.Rule, c.oddRule)
					}
				}
			}
			if (c.oddRule == rules.Cite{}) != (oddRules == 0) {
				t.Errorf("%d settlements cite an odd-chip rule; want the odd-chip rule only when there are odd chips", oddRules)
			}
			if !strings.Contains(v.Outcome.Summary, "Seats 1 and 4 split") || !strings.Contains(v.Outcome.Summary, "Straight, ace high") {
				t.Errorf("summary %q", v.Outcome.Summary)
			}
		})
	}
}

// TestOddChipsAllToOnePlayer: a three-way split of 102.00 in 5.00 chips
// gives 30.00 each and leaves 12.00, which the literal reading of line 5384
// gives all to the one player closest to the button's left.
func TestOddChipsAllToOnePlayer(t *testing.T) {
	data := edit(t, func(r map[string]any) {
		r["board"] = []any{"AS", "KD", "QC", "JH", "TS"}
		r["fees"] = []any{}
		r["button"] = 9
		r["seats"] = []any{
			map[string]any{"seat": 2, "cards": []any{"2H", "3C"}, "contributed": "34", "won": "0"},
			map[string]any{"seat": 5, "cards": []any{"2D", "4C"}, "contributed": "34", "won": "0"},
			map[string]any{"seat": 10, "cards": []any{"5D", "6C"}, "contributed": "34", "won": "0"},
		}
	})
	v := verify(t, data, map[string]string{"chip_unit": "5"})
	got := expectedWon(v)
	want := map[int]string{2: "30.00", 5: "30.00", 10: "42.00"}
	if !sameMap(got, want) {
		t.Errorf("awards %v, want %v (all odd chips to seat 10, first left of the button on 9)", got, want)
	}
	pots := v.Outcome.Detail.(map[string]any)["pots"].([]PotResult)
	if len(pots) != 1 || pots[0].OddChips != m("12") || pots[0].OddChipSeat != 10 {
		t.Errorf("pot detail %+v", pots[0])
	}
}

// TestSidePots: seat 1 is all in for 20 with the best hand, seat 2 all in
// for 50 with the second best, seat 3 covers with the worst.
func TestSidePots(t *testing.T) {
	data := edit(t, func(r map[string]any) {
		r["board"] = []any{"2S", "7D", "9C", "JH", "KS"}
		r["fees"] = []any{map[string]any{"type": "regular", "amount": "4.00"}}
		r["seats"] = []any{
			map[string]any{"seat": 1, "cards": []any{"KH", "KD"}, "contributed": "20", "won": "0"},
			map[string]any{"seat": 2, "cards": []any{"JS", "JD"}, "contributed": "50", "won": "0"},
			map[string]any{"seat": 3, "cards": []any{"AS", "QD"}, "contributed": "80", "won": "0"},
			map[string]any{"seat": 4, "folded": true, "contributed": "10", "won": "0"},
		}
	})
	v := verify(t, data, nil)
	// Main pot 20×3 + 10 = 70 less 4.00 fees = 66 to seat 1; side pot 1
	// 30×2 = 60 to seat 2; seat 3's last 30 comes back.
	want := map[int]string{1: "66.00", 2: "60.00", 3: "30.00", 4: "0.00"}
	if got := expectedWon(v); !sameMap(got, want) {
		t.Errorf("awards %v, want %v", got, want)
	}
	if got, want := results(v), map[int]string{1: ResultWin, 2: ResultWin, 3: ResultLose, 4: ResultFold}; !sameMap(got, want) {
		t.Errorf("results %v, want %v", got, want)
	}
	pots := v.Outcome.Detail.(map[string]any)["pots"].([]PotResult)
	if len(pots) != 3 || pots[0].Fees != m("4") || !pots[2].Returned || pots[1].Hand != "Three of a kind, jacks" {
		t.Errorf("pots %+v", pots)
	}
	wantSummary := "Main pot: seat 1 wins 66.00 with Three of a kind, kings; side pot 1: seat 2 wins 60.00 with Three of a kind, jacks; side pot 2: seat 3 gets back 30.00, its own uncalled chips"
	if v.Outcome.Summary != wantSummary {
		t.Errorf("summary\n %q\nwant\n %q", v.Outcome.Summary, wantSummary)
	}
}

// TestFeesComeFromTheMainPotFirst: fees larger than the main pot empty it
// and take the rest from the side pot.
func TestFeesComeFromTheMainPotFirst(t *testing.T) {
	data := edit(t, func(r map[string]any) {
		r["board"] = []any{"2S", "7D", "9C", "JH", "KS"}
		r["fees"] = []any{map[string]any{"type": "regular", "amount": "4.00"}, map[string]any{"type": "jackpot", "amount": "6.00"}}
		r["seats"] = []any{
			map[string]any{"seat": 1, "cards": []any{"KH", "KD"}, "contributed": "2", "won": "0"},
			map[string]any{"seat": 2, "cards": []any{"JS", "JD"}, "contributed": "50", "won": "92"},
			map[string]any{"seat": 3, "cards": []any{"AS", "QD"}, "contributed": "50", "won": "0"},
		}
	})
	v := verify(t, data, nil)
	if !v.Verified() {
		t.Errorf("findings %+v", v.Findings)
	}
	pots := v.Outcome.Detail.(map[string]any)["pots"].([]PotResult)
	if pots[0].Amount != 0 || pots[0].Fees != m("6") || pots[1].Amount != m("92") || pots[1].Fees != m("4") {
		t.Errorf("pots %+v: main pot 6.00 all fees, side pot 96.00 less the other 4.00", pots)
	}
}

func TestUncontested(t *testing.T) {
	data := edit(t, func(r map[string]any) {
		r["board"] = []any{}
		r["fees"] = []any{map[string]any{"type": "designated", "amount": "1.00"}}
		r["seats"] = []any{
			map[string]any{"seat": 1, "folded": true, "contributed": "1", "won": "0"},
			map[string]any{"seat": 2, "contributed": "2", "won": "2"},
			map[string]any{"seat": 3, "folded": true, "contributed": "0", "won": "0"},
		}
	})
	v := verify(t, data, nil)
	if !v.Verified() || v.Outcome.Summary != "Seat 2 wins 2.00 uncontested; every other seat folded" {
		t.Errorf("summary %q, findings %+v", v.Outcome.Summary, v.Findings)
	}
	if r := results(v); r[2] != ResultWin {
		t.Errorf("results %v", r)
	}
}

// TestNoLimitExampleIsAboutBetting: the example at line 67 (A bets 100, B
// raises to 200, C goes all in for less than a full raise, A calls, B may
// not re-raise) governs who may raise, which a record without the action
// sequence cannot show. Whatever the structure, the pots come from the
// contributions alone, so the verdict is the same.
func TestNoLimitExampleIsAboutBetting(t *testing.T) {
	data := edit(t, func(r map[string]any) {
		r["fees"] = []any{}
		r["board"] = []any{"2S", "7D", "9C", "JH", "KS"}
		r["seats"] = []any{ // A, B and C all end at C's all-in of 250
			map[string]any{"seat": 1, "cards": []any{"AH", "AD"}, "contributed": "250", "won": "750"},
			map[string]any{"seat": 2, "cards": []any{"QH", "QD"}, "contributed": "250", "won": "0"},
			map[string]any{"seat": 3, "cards": []any{"3H", "4D"}, "contributed": "250", "won": "0"},
		}
	})
	base := verify(t, data, nil)
	for _, s := range []string{StructureNoLimit, StructurePotLimit, StructureLimitBuyIn} {
		v := verify(t, data, map[string]string{"structure": s})
		if v.Outcome.Summary != base.Outcome.Summary || !sameMap(expectedWon(v), expectedWon(base)) || !v.Verified() {
			t.Errorf("%s: %q %v; limit: %q %v", s, v.Outcome.Summary, expectedWon(v), base.Outcome.Summary, expectedWon(base))
		}
	}
}

func TestSettings(t *testing.T) {
	g := New()
	s, err := g.Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"structure": "limit", "chip_unit": "1.00", "odd_chip": "left_of_button", "collection_schedule": "none"}
	got := s.Values()
	for k, v := range want {
		if got[k] != v {
			t.Errorf("default %s = %q, want %q", k, got[k], v)
		}
	}
	if len(got) != len(want) {
		t.Errorf("settings %v", got)
	}
	s, err = g.Settings(map[string]string{"structure": "no_limit", "chip_unit": "5", "odd_chip": "high_card_by_suit"})
	if err != nil {
		t.Fatal(err)
	}
	if hs := s.(*Settings); hs.ChipUnit != m("5") || hs.Structure != StructureNoLimit || hs.OddChip != OddChipHighCardBySuit {
		t.Errorf("compiled %+v", hs)
	}
	for _, c := range []struct {
		values map[string]string
		field  string
	}{
		{map[string]string{"structure": "spread_limit"}, "settings.structure"},
		{map[string]string{"chip_unit": "0"}, "settings.chip_unit"},
		{map[string]string{"chip_unit": "-1"}, "settings.chip_unit"},
		{map[string]string{"odd_chip": "dealer_choice"}, "settings.odd_chip"},
		{map[string]string{"rake": "5%"}, "settings.rake"},
	} {
		_, err := g.Settings(c.values)
		ie, ok := rules.AsInputError(err)
		if !ok || ie.Errors[0].Field != c.field {
			t.Errorf("%v: %v, want an error naming %s", c.values, err, c.field)
		}
	}
	// Verify rejects compiled settings that were edited into nonsense.
	h := decode(t, []byte(sampleRecord))
	if _, err := h.Verify(&Settings{Structure: "limit", ChipUnit: 0, OddChip: "left_of_button"}); err == nil {
		t.Error("a zero chip unit was accepted")
	}
	// and accepts any rules.Settings by its values.
	if v, err := h.Verify(otherSettings{"odd_chip": "high_card_by_suit"}); err != nil || !v.Verified() {
		t.Errorf("foreign settings: %v", err)
	}
	if _, err := h.Verify(otherSettings{"odd_chip": "nobody"}); err == nil {
		t.Error("foreign settings with a bad value were accepted")
	}
}

type otherSettings map[string]string

func (o otherSettings) Values() map[string]string { return o }

func TestInfo(t *testing.T) {
	info := New().Info()
	if info.ID != "holdem" || info.Name != "Texas Hold'em" || info.Family != "poker" || info.Banking != "pot" ||
		info.Decks != "one 52-card deck" || len(info.PayTables) != 0 {
		t.Errorf("info %+v", info)
	}
	if len(info.Sources) != 2 || info.Sources[0].Lines != "1-59" || info.Sources[1].Lines != "61-74" {
		t.Errorf("sources %v", info.Sources)
	}
	if len(info.Wagers) != 1 || info.Wagers[0].Bet != "pot" || info.Wagers[0].Rule != citeShowdown {
		t.Errorf("wagers %+v", info.Wagers)
	}
	keys := map[string]string{}
	for _, s := range info.Settings {
		keys[s.Key] = s.Default
		if s.Doc == "" || s.Rule.File == "" {
			t.Errorf("setting %s lacks a doc or a rule", s.Key)
		}
	}
	if keys["structure"] != "limit" || keys["chip_unit"] != "1.00" || keys["odd_chip"] != "left_of_button" {
		t.Errorf("settings %v", keys)
	}
}

// TestRegistryPath runs the sample through rules.Registry.VerifyRecord, the
// path casinoctl verify takes, with settings carried in the record.
func TestRegistryPath(t *testing.T) {
	reg := rules.NewRegistry(New())
	data := edit(t, func(r map[string]any) {
		r["table_settings"] = map[string]any{"odd_chip": "high_card_by_suit"}
	})
	_, v, err := reg.VerifyRecord(data)
	if err != nil || !v.Verified() {
		t.Fatalf("%v %+v", err, v)
	}
	if got := v.Outcome.Detail.(map[string]any)["settings"].(map[string]string)["odd_chip"]; got != OddChipHighCardBySuit {
		t.Errorf("settings in the verdict: %v", got)
	}
}
