package rules

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"
)

func testForm() EntryForm {
	info := GameInfo{Wagers: []WagerInfo{{Bet: "player"}, {Bet: "banker"}}}
	return EntryForm{Sections: []EntrySection{
		{ID: "cards", Legend: "Cards", Path: "cards", Picker: true, Fields: []EntryField{
			{Name: "player", Label: "Player", Kind: EntryCards},
			{Name: "banker", Label: "Banker", Kind: EntryCards},
		}},
		{ID: "round", Legend: "Round", Fields: []EntryField{
			{Name: "dice", Label: "Dice", Kind: EntryDice},
			{Name: "void", Label: "Void", Kind: EntryChoice, Choices: []string{"power_failure"}},
		}},
		{ID: "boxes", Legend: "Boxes", Path: "cards.boxes", Rows: 3, Fields: []EntryField{
			{Name: "box", Label: "Box", Kind: EntryInt},
			{Name: "actions", Label: "Decisions", Kind: EntryWords},
			{Name: "insured", Label: "Insured", Kind: EntryCheck},
		}},
		WagersSection(info, 4, true),
		PlayerDealerSection(),
		CollectionsSection(2),
	}}
}

func TestEntryFormCheck(t *testing.T) {
	if err := testForm().Check(); err != nil {
		t.Fatal(err)
	}
	bad := []struct {
		name string
		edit func(*EntryForm)
		want string
	}{
		{"no sections", func(f *EntryForm) { f.Sections = nil }, "no sections"},
		{"section twice", func(f *EntryForm) { f.Sections[1].ID = "cards" }, "declared twice"},
		{"odd id", func(f *EntryForm) { f.Sections[0].ID = "Cards" }, "lower-case"},
		{"table without a list", func(f *EntryForm) { f.Sections[2].Path = "" }, "fills no list"},
		{"choice without choices", func(f *EntryForm) { f.Sections[1].Fields[1].Choices = nil }, "no choices"},
		{"unknown kind", func(f *EntryForm) { f.Sections[1].Fields[0].Kind = "wheel" }, "no kind"},
		{"two inputs, one key", func(f *EntryForm) { f.Sections[0].Fields[1].Key = "player" }, "fills cards.player"},
		{"value and object", func(f *EntryForm) {
			f.Sections[1].Fields = append(f.Sections[1].Fields, EntryField{Name: "c", Label: "C", Kind: EntryText, Key: "cards"})
		}, "holds"},
		{"no label", func(f *EntryForm) { f.Sections[0].Fields[0].Label = "" }, "no label"},
		{"empty range", func(f *EntryForm) { f.Sections[2].Fields[0].Min, f.Sections[2].Fields[0].Max = 5, 5 }, "the range 5 to 5"},
		{"range on cards", func(f *EntryForm) { f.Sections[0].Fields[0].Max = 3 }, "no number"},
	}
	for _, tc := range bad {
		f := testForm()
		// Sections share their field slices with nothing else: copy them so
		// that one case does not leak into the next.
		for i := range f.Sections {
			f.Sections[i].Fields = append([]EntryField(nil), f.Sections[i].Fields...)
		}
		tc.edit(&f)
		err := f.Check()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
}

func TestEntryFormBuild(t *testing.T) {
	f := testForm()
	values := map[string]string{
		"cards-player":       "9h 10c",
		"cards-banker":       " kc, 4D ",
		"round-dice":         "3 5 6",
		"round-void":         "",
		"boxes-box-2":        "2",
		"boxes-actions-2":    "Split HIT stand",
		"boxes-insured-2":    "1",
		"wagers-seat-1":      "1",
		"wagers-bet-1":       "player",
		"wagers-amount-1":    "10.00",
		"wagers-result-1":    "win",
		"wagers-payout-1":    "10.00",
		"wagers-seat-3":      "2",
		"wagers-bet-3":       "banker",
		"wagers-amount-3":    "20",
		"wagers-result-3":    "lose",
		"wagers-payout-3":    "0",
		"player_dealer-seat": "4",
		"player_dealer-bank": "500.00",
		"player_dealer-net":  "\u221210.00",
	}
	b := f.Build(values)
	if len(b.Errors) != 0 {
		t.Fatalf("errors: %v", b.Errors)
	}
	raw, err := b.Marshal(Envelope{TableID: "T-1", HandNumber: 7, Game: "g", DealtAt: time.Date(2026, 11, 21, 22, 14, 5, 0, time.UTC)})
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"table_id": "T-1", "hand_number": 7.0, "game": "g", "dealt_at": "2026-11-21T22:14:05Z",
		"cards": map[string]any{
			"player": []any{"9H", "TC"}, "banker": []any{"KC", "4D"},
			"boxes": []any{map[string]any{"box": 2.0, "actions": []any{"split", "hit", "stand"}, "insured": true}},
		},
		"dice": []any{3.0, 5.0, 6.0},
		"wagers": []any{
			map[string]any{"seat": 1.0, "bet": "player", "amount": "10.00", "result": "win", "payout": "10.00"},
			map[string]any{"seat": 2.0, "bet": "banker", "amount": "20", "result": "lose", "payout": "0"},
		},
		"player_dealer": map[string]any{"seat": 4.0, "bank": "500.00", "net": "-10.00"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("record:\n got %s\nwant %v", raw, want)
	}
	if !reflect.DeepEqual(b.Lines["wagers"], []int{1, 3}) || !reflect.DeepEqual(b.Lines["cards.boxes"], []int{2}) {
		t.Errorf("lines: %v", b.Lines)
	}
	// Errors the game reports about the record land at the inputs.
	for field, input := range map[string]string{
		"wagers[1].amount":     "wagers-amount-3",
		"wagers[1]":            "wagers-3",
		"wagers[0].backline":   "wagers-1",
		"wagers":               "wagers",
		"cards.player[1]":      "cards-player",
		"cards.player":         "cards-player",
		"cards":                "cards",
		"cards.boxes[0].cards": "boxes-2",
		"cards.boxes[0].box":   "boxes-box-2",
		"player_dealer.net":    "player_dealer-net",
		"player_dealer":        "player_dealer",
		"dice[2]":              "round-dice",
		"collections":          "collections",
		"hand_number":          "form",
	} {
		if got := f.InputFor(field, b.Lines); got != input {
			t.Errorf("InputFor(%q) = %q, want %q", field, got, input)
		}
	}
}

func TestEntryFormBuildErrors(t *testing.T) {
	f := testForm()
	b := f.Build(map[string]string{
		"round-dice":      "3 x",
		"round-void":      "flood",
		"wagers-seat-2":   "two",
		"boxes-box-1":     "1\x00",
		"wagers-amount-2": "5",
	})
	got := map[string]bool{}
	for _, e := range b.Errors {
		got[e.Input] = true
	}
	for _, in := range []string{"round-dice", "round-void", "wagers-seat-2", "boxes-box-1"} {
		if !got[in] {
			t.Errorf("no error at %s: %v", in, b.Errors)
		}
	}
	// The unreadable value is left out; the line still counts.
	ws := b.Record["wagers"].([]any)
	if len(ws) != 1 || ws[0].(map[string]any)["seat"] != nil || b.Lines["wagers"][0] != 2 {
		t.Errorf("wagers: %v lines %v", ws, b.Lines)
	}
	// No line filled: an empty list, or none where the section says so.
	if _, ok := b.Record["collections"]; ok {
		t.Errorf("collections present: %v", b.Record)
	}
	empty := f.Build(nil)
	if l, ok := empty.Record["wagers"].([]any); !ok || len(l) != 0 {
		t.Errorf("empty form's wagers: %#v", empty.Record["wagers"])
	}
}

func TestEntryFormBounds(t *testing.T) {
	f := EntryForm{Sections: []EntrySection{{ID: "round", Legend: "Round", Fields: []EntryField{
		{Name: "dice", Label: "Dice", Kind: EntryDice},
		{Name: "number", Label: "Number", Kind: EntryInt, Min: 0, Max: 36},
		{Name: "stops", Label: "Stops", Kind: EntryInts, Min: 1, Max: 54},
	}}}}
	if err := f.Check(); err != nil {
		t.Fatal(err)
	}
	b := f.Build(map[string]string{"round-dice": "3 7 1", "round-number": "37", "round-stops": "0 5"})
	got := map[string]string{}
	for _, e := range b.Errors {
		got[e.Input] = e.Detail
	}
	want := map[string]string{"round-dice": "must be numbers from 1 to 6, separated by spaces",
		"round-number": "must be from 0 to 36", "round-stops": "must be numbers from 1 to 54, separated by spaces"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("errors %v, want %v", got, want)
	}
	b = f.Build(map[string]string{"round-dice": "6 6 1", "round-number": "0", "round-stops": "54"})
	if len(b.Errors) != 0 || !reflect.DeepEqual(b.Record["dice"], []int64{6, 6, 1}) || b.Record["number"] != int64(0) {
		t.Errorf("record %v, errors %v", b.Record, b.Errors)
	}
}

func TestCardCodes(t *testing.T) {
	if got := CardCodes("10h, kc\tJK as"); !reflect.DeepEqual(got, []string{"TH", "KC", "JK", "AS"}) {
		t.Errorf("CardCodes = %v", got)
	}
	if got := CardCodes("  "); got == nil || len(got) != 0 {
		t.Errorf("CardCodes of blank = %#v", got)
	}
}

func TestEntryFormValuesRoundTrip(t *testing.T) {
	f := testForm()
	record := `{"table_id":"T-1","hand_number":7,"game":"g","dealt_at":"2026-11-21T22:14:05Z",
	 "cards":{"player":["9H","TC"],"banker":["KC","4D"],"boxes":[{"box":2,"actions":["split","hit"],"insured":true}]},
	 "dice":[3,5,6],
	 "wagers":[{"seat":1,"bet":"player","amount":"10.00","result":"win","payout":"10.00"},
	           {"seat":2,"bet":"banker","amount":"20","result":"lose","payout":"0","commission":"0.25"}],
	 "player_dealer":{"seat":4,"bank":"500.00","net":"-10.00"},
	 "collections":[{"seat":4,"kind":"player_dealer","amount":"1.00"}]}`
	values, err := f.Values([]byte(record))
	if err != nil {
		t.Fatal(err)
	}
	if values["wagers-commission-2"] != "0.25" || values["boxes-actions-1"] != "split hit" || values["cards-player"] != "9H TC" {
		t.Errorf("values: %v", values)
	}
	b := f.Build(values)
	raw, err := b.Marshal(Envelope{TableID: "T-1", HandNumber: 7, Game: "g", DealtAt: time.Date(2026, 11, 21, 22, 14, 5, 0, time.UTC)})
	if err != nil {
		t.Fatal(err)
	}
	a, err := Canonical(nil, []byte(record))
	if err != nil {
		t.Fatal(err)
	}
	c, err := Canonical(nil, raw)
	if err != nil {
		t.Fatal(err)
	}
	if string(a) != string(c) {
		t.Errorf("round trip:\n got %s\nwant %s", c, a)
	}

	for _, tc := range []struct{ record, want string }{
		{`{"cards":{"player":["9H"],"shoe":3}}`, "cards.shoe: no input takes it"},
		{`{"wagers":[{"seat":1,"bet":"player","odds":"2"}]}`, "wagers[0].odds: no input takes it"},
		{`{"cards":{"boxes":[{"box":1},{"box":2},{"box":3},{"box":4}]}}`, "4 items; the form has 3 lines"},
		{`{"dice":"3 5"}`, "dice: is not a list"},
		{`{"cards":{"boxes":[{"box":1.5}]}}`, "not a whole number"},
		{`{"cards":{"boxes":[{"box":1,"actions":["Hit"]}]}}`, "not a lower-case word"},
	} {
		_, err := f.Values([]byte(tc.record))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Values(%s) = %v, want %q", tc.record, err, tc.want)
		}
	}
}
