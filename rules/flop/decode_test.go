package flop

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// games are the six games by id.
var games = map[string]rules.Game{
	CrazyPineappleID:   CrazyPineapple(),
	ReverseHoldemID:    ReverseHoldem(),
	ShortDeckID:        ShortDeckHoldem(),
	OmahaID:            Omaha(),
	FiveCardOmahaID:    FiveCardOmaha(),
	DoubleBoardOmahaID: DoubleBoardOmaha(),
}

func m(s string) rules.Money {
	v, err := rules.ParseMoney(s)
	if err != nil {
		panic(err)
	}
	return v
}

// edit returns a game's example with changes made to its JSON tree.
func edit(t testing.TB, id string, change func(r map[string]any)) []byte {
	t.Helper()
	var r map[string]any
	if err := json.Unmarshal([]byte(examples[id]), &r); err != nil {
		t.Fatal(err)
	}
	change(r)
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func seatMap(r map[string]any, i int) map[string]any {
	return r["seats"].([]any)[i].(map[string]any)
}

func decode(t testing.TB, id string, data []byte) *Hand {
	t.Helper()
	h, err := games[id].Decode(data)
	if err != nil {
		t.Fatalf("%s: decode: %v", id, err)
	}
	return h.(*Hand)
}

// refusal decodes a record that must be refused and returns the fields the
// error names.
func refusal(t *testing.T, id string, data []byte) map[string]string {
	t.Helper()
	_, err := games[id].Decode(data)
	if err == nil {
		t.Fatalf("%s: %s was accepted", id, data)
	}
	ie, ok := rules.AsInputError(err)
	if !ok {
		t.Fatalf("%s: not an InputError: %v", id, err)
	}
	out := map[string]string{}
	for _, f := range ie.Errors {
		out[f.Field] = f.Detail
	}
	return out
}

func TestDecodeExamples(t *testing.T) {
	h := decode(t, CrazyPineappleID, []byte(examples[CrazyPineappleID]))
	if h.Button != 3 || len(h.Board) != 5 || len(h.Seats) != 3 || h.Pot() != m("32") || h.FeeTotal() != m("1") || !h.Showdown() {
		t.Errorf("crazy pineapple: %+v", h)
	}
	if kept := h.Seats[0].Kept(); len(kept) != 2 || kept[0] != rules.MustCards("AH")[0] || kept[1] != rules.MustCards("KH")[0] {
		t.Errorf("seat 1 kept %v", kept)
	}
	d := decode(t, DoubleBoardOmahaID, []byte(examples[DoubleBoardOmahaID]))
	if len(d.Board) != 5 || len(d.Board2) != 5 || d.Board2[0] != rules.MustCards("QS")[0] || d.Button != 5 {
		t.Errorf("double board: %+v", d)
	}
	f := decode(t, FiveCardOmahaID, []byte(examples[FiveCardOmahaID]))
	if len(f.Seats[0].Cards) != 5 || f.Seats[2].Seat != 6 || f.Fees[1].Type != "regular" {
		t.Errorf("five card: %+v", f)
	}
	for id, rec := range examples {
		h := decode(t, id, []byte(rec))
		if h.Envelope().Game != id || h.v != games[id].(game).v {
			t.Errorf("%s: envelope %+v", id, h.Envelope())
		}
	}
}

// Every record a game's rules make impossible is refused, naming the field
// and, where a rule decides it, the rule's line.
func TestDecodeRefusals(t *testing.T) {
	cases := []struct {
		name   string
		game   string
		change func(r map[string]any)
		field  string
		says   string
	}{
		{"another game's shape", OmahaID, func(r map[string]any) { r["board_2"] = []any{} }, "board_2", ""},
		{"discards outside Crazy Pineapple", OmahaID, func(r map[string]any) { seatMap(r, 0)["discards"] = []any{"AS"} }, "seats[0].discards", ""},
		{"a second board outside Double Board Omaha", ShortDeckID, func(r map[string]any) { r["board_1"] = []any{} }, "board_1", ""},
		{"the game named is another", OmahaID, func(r map[string]any) { r["game"] = "holdem" }, "game", "omaha"},
		{"three hole cards in Omaha", OmahaID, func(r map[string]any) { seatMap(r, 0)["cards"] = []any{"AS", "KH", "9D"} }, "seats[0].cards", "4 hole cards"},
		{"four hole cards in Five Card Omaha", FiveCardOmahaID, func(r map[string]any) { seatMap(r, 0)["cards"] = []any{"AS", "2H", "9D", "9C"} }, "seats[0].cards", "5 hole cards"},
		{"two hole cards in Crazy Pineapple", CrazyPineappleID, func(r map[string]any) {
			seatMap(r, 0)["cards"] = []any{"AH", "KH"}
			seatMap(r, 0)["discards"] = []any{}
		}, "seats[0].cards", "000_b1ea2c6eebf99c4b.txt:80"},
		{"a five in the Short Deck", ShortDeckID, func(r map[string]any) { seatMap(r, 0)["cards"] = []any{"QS", "5S"} }, "seats[0].cards[1]", "36-card deck"},
		{"a joker", OmahaID, func(r map[string]any) { r["board"].([]any)[0] = "JK" }, "board[0]", "joker"},
		{"a card twice", OmahaID, func(r map[string]any) { seatMap(r, 1)["cards"].([]any)[0] = "KS" }, "seats[1].cards[0]", "already at board[0]"},
		{"a card on both boards", DoubleBoardOmahaID, func(r map[string]any) { r["board_2"].([]any)[0] = "AH" }, "board_2[0]", "already at board_1[0]"},
		{"boards of different lengths", DoubleBoardOmahaID, func(r map[string]any) { r["board_2"] = r["board_2"].([]any)[:4] }, "board_2", "3719-3744"},
		{"a three-card flop in Reverse Hold'em", ReverseHoldemID, func(r map[string]any) {
			r["board"] = r["board"].([]any)[:3]
			seatMap(r, 1)["folded"] = true
		}, "board", "0, 1, 2 or 5"},
		{"a showdown before the river", ReverseHoldemID, func(r map[string]any) { r["board"] = r["board"].([]any)[:2] }, "board", "all 5 cards"},
		{"nine seats dealt in Double Board Omaha", DoubleBoardOmahaID, func(r map[string]any) {
			var seats []any
			for s := 1; s <= 9; s++ {
				seats = append(seats, map[string]any{"seat": s, "folded": s > 1, "contributed": "1", "won": "0"})
			}
			seats[0].(map[string]any)["won"] = "6"
			r["seats"] = seats
			r["board_1"], r["board_2"] = []any{}, []any{}
		}, "seats", "000_b1ea2c6eebf99c4b.txt:3692"},
		{"seat ten in Reverse Hold'em", ReverseHoldemID, func(r map[string]any) { seatMap(r, 1)["seat"] = 10 }, "seats[1].seat", "426"},
		{"button off the table", DoubleBoardOmahaID, func(r map[string]any) { r["button"] = 10 }, "button", "1 to 9"},
		{"a discard not held", CrazyPineappleID, func(r map[string]any) { seatMap(r, 0)["discards"] = []any{"QD"} }, "seats[0].discards[0]", "not one of the seat's hole cards"},
		{"a card discarded twice", CrazyPineappleID, func(r map[string]any) { seatMap(r, 0)["discards"] = []any{"QC", "QC"} }, "seats[0].discards[1]", "discarded twice"},
		{"three discards", CrazyPineappleID, func(r map[string]any) { seatMap(r, 0)["discards"] = []any{"QC", "AH", "KH"} }, "seats[0].discards", "at most two"},
		{"a discard before the flop", CrazyPineappleID, func(r map[string]any) {
			r["board"] = []any{}
			seatMap(r, 0)["folded"] = true
		}, "seats[0].discards", "first betting round"},
		{"a showdown seat without cards", FiveCardOmahaID, func(r map[string]any) { delete(seatMap(r, 2), "cards") }, "seats[2].cards", "must show its 5 hole cards"},
		{"an unknown fee", OmahaID, func(r map[string]any) { r["fees"].([]any)[0].(map[string]any)["type"] = "rake" }, "fees[0].type", "not a fee type"},
		{"fees above the pot", OmahaID, func(r map[string]any) { r["fees"].([]any)[0].(map[string]any)["amount"] = "100.00" }, "fees", "000_b1ea2c6eebf99c4b.txt:7274"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			errs := refusal(t, c.game, edit(t, c.game, c.change))
			d, ok := errs[c.field]
			if !ok {
				t.Fatalf("refused, but not naming %s: %v", c.field, errs)
			}
			if !strings.Contains(d, c.says) {
				t.Errorf("%s: %q should say %q", c.field, d, c.says)
			}
		})
	}
}

// The Crazy Pineapple discard rule is a table setting: each seat at the
// showdown must have discarded as the table plays (line 80).
func TestDiscardRule(t *testing.T) {
	g := games[CrazyPineappleID]
	for _, c := range []struct {
		setting  string
		discards []any
		ok       bool
	}{
		{DiscardsAsRecorded, []any{"QC"}, true},
		{DiscardsAsRecorded, []any{"QC", "KH"}, true},
		{DiscardsAsRecorded, []any{}, false},
		{DiscardsOne, []any{"QC"}, true},
		{DiscardsOne, []any{"QC", "KH"}, false},
		{DiscardsTwo, []any{"QC"}, false},
		{DiscardsTwo, []any{"QC", "KH"}, true},
	} {
		data := edit(t, CrazyPineappleID, func(r map[string]any) {
			seatMap(r, 0)["discards"] = c.discards
			if len(c.discards) == 2 { // seat 2 discards as many
				seatMap(r, 1)["discards"] = []any{"QD", "9S"}
			}
		})
		h, err := g.Decode(data)
		if err != nil {
			t.Fatalf("%v: %v", c.discards, err)
		}
		st, _ := g.Settings(map[string]string{"discards": c.setting})
		_, err = h.Verify(st)
		if (err == nil) != c.ok {
			t.Errorf("discards=%s with %v: %v", c.setting, c.discards, err)
		}
		if err != nil {
			if ie, _ := rules.AsInputError(err); ie == nil || ie.Errors[0].Field != "seats[0].discards" {
				t.Errorf("discards=%s with %v: %v", c.setting, c.discards, err)
			}
		}
	}
	// A folded seat's discards are its own business, one or two.
	data := edit(t, CrazyPineappleID, func(r map[string]any) {
		s := seatMap(r, 2)
		s["cards"], s["discards"] = []any{"3S", "4S", "6S"}, []any{"3S", "4S"}
	})
	st, _ := g.Settings(map[string]string{"discards": DiscardsOne})
	if h, err := g.Decode(data); err != nil {
		t.Fatal(err)
	} else if _, err := h.Verify(st); err != nil {
		t.Errorf("a folded seat's two discards under discards=one: %v", err)
	}
}
