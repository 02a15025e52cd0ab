package holdem

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// sampleRecord is a correct hand: seat 1's aces make three of a kind with
// the board and take the pot of 102.00 less 5.00 in fees.
const sampleRecord = `{"table_id": "HE-1", "hand_number": 88, "game": "holdem",
 "dealt_at": "2026-11-21T23:02:11-08:00",
 "button": 3,
 "board": ["AS", "KD", "7C", "2H", "9S"],
 "seats": [
   {"seat": 1, "cards": ["AH", "AD"], "contributed": "50.00", "won": "97.00"},
   {"seat": 2, "folded": true, "contributed": "2.00", "won": "0.00"},
   {"seat": 3, "cards": ["KS", "QS"], "contributed": "50.00", "won": "0.00"}],
 "fees": [{"type": "regular", "amount": "3.00"}, {"type": "jackpot", "amount": "2.00"}]}`

// edit returns the sample record with changes made to its JSON tree.
func edit(t testing.TB, change func(r map[string]any)) []byte {
	t.Helper()
	var r map[string]any
	if err := json.Unmarshal([]byte(sampleRecord), &r); err != nil {
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

func decode(t testing.TB, data []byte) *Hand {
	t.Helper()
	h, err := New().Decode(data)
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	return h.(*Hand)
}

func TestDecodeSample(t *testing.T) {
	h := decode(t, []byte(sampleRecord))
	if h.Envelope().TableID != "HE-1" || h.Button != 3 || len(h.Board) != 5 || len(h.Seats) != 3 {
		t.Fatalf("decoded %+v", h)
	}
	if h.Seats[0].Won != m("97") || !h.Seats[1].Folded || h.Seats[2].Cards[1] != rules.MustCards("QS")[0] {
		t.Errorf("seats decoded as %+v", h.Seats)
	}
	if h.FeeTotal() != m("5") || h.Pot() != m("102") || !h.Showdown() {
		t.Errorf("fees %s, pot %s, showdown %v", h.FeeTotal(), h.Pot(), h.Showdown())
	}
}

// TestDecodeErrors: every impossible or malformed record is an InputError
// naming the field at fault.
func TestDecodeErrors(t *testing.T) {
	seat := func(i int, k string, v any) func(map[string]any) {
		return func(r map[string]any) { seatMap(r, i)[k] = v }
	}
	set := func(k string, v any) func(map[string]any) {
		return func(r map[string]any) { r[k] = v }
	}
	cases := []struct {
		name   string
		change func(map[string]any)
		field  string
		detail string
	}{
		{"unknown field", set("rake", "3.00"), "rake", "not a field"},
		{"missing table", func(r map[string]any) { delete(r, "table_id") }, "table_id", "required"},
		{"hand number", set("hand_number", 0), "hand_number", "positive"},
		{"another game", set("game", "omaha"), "game", "holdem"},
		{"dealt_at", set("dealt_at", "yesterday"), "dealt_at", "RFC 3339"},
		{"button missing", func(r map[string]any) { delete(r, "button") }, "button", "dealer button"},
		{"button off the table", set("button", 11), "button", "1 to 10"},
		{"button wrong type", set("button", "3"), "button", "whole number"},
		{"two board cards", set("board", []any{"AS", "KD"}), "board", "0, 3, 4 or 5"},
		{"showdown before the river", set("board", []any{"AS", "KD", "7C", "2H"}), "board", "all five"},
		{"bad board card", set("board", []any{"AS", "KX", "7C", "2H", "9S"}), "board[1]", "suit"},
		{"joker on the board", set("board", []any{"JK", "KD", "7C", "2H", "9S"}), "board[0]", "joker"},
		{"one seat", func(r map[string]any) { r["seats"] = r["seats"].([]any)[:1] }, "seats", "2 to 10"},
		{"eleven seats", func(r map[string]any) {
			var s []any
			for i := 1; i <= 11; i++ {
				s = append(s, map[string]any{"seat": i, "folded": i > 1, "contributed": "1", "won": "0"})
			}
			r["seats"] = s
		}, "seats", "2 to 10"},
		{"seat zero", seat(0, "seat", 0), "seats[0].seat", "1 to 10"},
		{"seat listed twice", seat(2, "seat", 1), "seats[2].seat", "already listed"},
		{"one hole card", seat(0, "cards", []any{"AH"}), "seats[0].cards", "two hole cards"},
		{"three hole cards", seat(0, "cards", []any{"AH", "AD", "3C"}), "seats[0].cards", "two hole cards"},
		{"live seat hides its cards", func(r map[string]any) { delete(seatMap(r, 2), "cards") }, "seats[2].cards", "showdown"},
		{"bad hole card", seat(2, "cards", []any{"KS", "1S"}), "seats[2].cards[1]", "rank"},
		{"card on the board and in a hand", seat(2, "cards", []any{"KS", "AS"}), "seats[2].cards[1]", "already at board[0]"},
		{"card in two hands", seat(2, "cards", []any{"AD", "QS"}), "seats[2].cards[0]", "already at seats[0].cards[1]"},
		{"card twice in one hand", seat(0, "cards", []any{"AH", "AH"}), "seats[0].cards[1]", "already at seats[0].cards[0]"},
		{"folded seat's shown card repeats the board", seat(1, "cards", []any{"9S", "8S"}), "seats[1].cards[0]", "already at board[4]"},
		{"contributed missing", func(r map[string]any) { delete(seatMap(r, 0), "contributed") }, "seats[0].contributed", "empty"},
		{"contributed negative", seat(0, "contributed", "-5.00"), "seats[0].contributed", "negative"},
		{"contributed three decimals", seat(0, "contributed", "5.001"), "seats[0].contributed", "decimal"},
		{"contributed a number", seat(0, "contributed", 50), "seats[0].contributed", "a string"},
		{"won missing", func(r map[string]any) { delete(seatMap(r, 1), "won") }, "seats[1].won", "empty"},
		{"dead more than contributed", seat(1, "dead", "2.50"), "seats[1].dead", "more than"},
		{"dead malformed", seat(1, "dead", "abc"), "seats[1].dead", "decimal"},
		{"everyone folded", func(r map[string]any) {
			seatMap(r, 0)["folded"] = true
			seatMap(r, 2)["folded"] = true
		}, "seats", "every seat folded"},
		{"fee type", set("fees", []any{map[string]any{"type": "rake", "amount": "3.00"}}), "fees[0].type", "regular"},
		{"fee amount", set("fees", []any{map[string]any{"type": "regular", "amount": "3,00"}}), "fees[0].amount", "decimal"},
		{"fees larger than the pot", set("fees", []any{map[string]any{"type": "regular", "amount": "200.00"}}), "fees", "only 102.00"},
		{"not an object", nil, "", "object"},
		{"trailing data", nil, "", "nothing after"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var data []byte
			switch c.name {
			case "not an object":
				data = []byte(`["holdem"]`)
			case "trailing data":
				data = []byte(sampleRecord + " {}")
			default:
				data = edit(t, c.change)
			}
			_, err := New().Decode(data)
			ie, ok := rules.AsInputError(err)
			if !ok {
				t.Fatalf("want an InputError naming %q, got %v", c.field, err)
			}
			for _, fe := range ie.Errors {
				if fe.Field == c.field && strings.Contains(fe.Detail, c.detail) {
					return
				}
			}
			t.Errorf("want %q with %q in the detail; got %v", c.field, c.detail, ie)
		})
	}
}

// TestDecodeWithoutShowdown: when everyone else folds, the last seat needs
// no cards and the board may stop anywhere.
func TestDecodeWithoutShowdown(t *testing.T) {
	data := edit(t, func(r map[string]any) {
		r["board"] = []any{}
		seatMap(r, 2)["folded"] = true
		delete(seatMap(r, 0), "cards")
		delete(seatMap(r, 2), "cards")
	})
	h := decode(t, data)
	if h.Showdown() {
		t.Error("one seat left is not a showdown")
	}
}

// TestVerifyChecksHandsBuiltInCode: Verify holds a Hand made without Decode
// to the same rules.
func TestVerifyChecksHandsBuiltInCode(t *testing.T) {
	h := decode(t, []byte(sampleRecord))
	h.Board = h.Board[:4]
	_, err := h.Verify(nil)
	if ie, ok := rules.AsInputError(err); !ok || ie.Errors[0].Field != "board" {
		t.Errorf("a four-card board at a showdown: %v", err)
	}
	h = decode(t, []byte(sampleRecord))
	h.Seats[2].Cards[0] = rules.Joker
	if _, err := h.Verify(nil); err == nil {
		t.Error("a joker in a hand built in code was accepted")
	}
}
