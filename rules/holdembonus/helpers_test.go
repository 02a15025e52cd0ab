package holdembonus

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// seatSpec is one position of a test record.
type seatSpec struct {
	seat     int
	cards    string // space-separated; "" leaves them out
	folded   bool
	declined bool
	void     string
}

// round is a test record: cards written as the digest writes them
// ("KS 7D 4C 9H 2S"), wagers as "seat bet amount result payout" entries
// separated by commas.
type round struct {
	void   string
	board  string
	dealer string
	seats  []seatSpec
	wagers string
}

func fields(s string) []string {
	if s == "" {
		return []string{}
	}
	return strings.Fields(s)
}

// json writes the round as a record.
func (r round) json(t testing.TB) []byte {
	t.Helper()
	type seat struct {
		Seat     int      `json:"seat"`
		Cards    []string `json:"cards,omitempty"`
		Folded   bool     `json:"folded"`
		Declined bool     `json:"declined,omitempty"`
		Void     string   `json:"void,omitempty"`
	}
	rec := map[string]any{
		"table_id": "THB-1", "hand_number": 1, "game": GameID, "dealt_at": "2026-11-21T22:14:05+08:00",
	}
	if r.void != "" {
		rec["void"] = r.void
	}
	var seats []seat
	for _, s := range r.seats {
		st := seat{Seat: s.seat, Folded: s.folded, Declined: s.declined, Void: s.void}
		if s.cards != "" {
			st.Cards = fields(s.cards)
		}
		seats = append(seats, st)
	}
	rec["cards"] = map[string]any{"community": fields(r.board), "dealer": fields(r.dealer), "seats": seats}
	wagers := []map[string]any{}
	for _, w := range strings.Split(r.wagers, ",") {
		f := strings.Fields(w)
		if len(f) == 0 {
			continue
		}
		if len(f) != 5 {
			t.Fatalf("wager %q: want seat bet amount result payout", w)
		}
		var seatNo int
		if err := json.Unmarshal([]byte(f[0]), &seatNo); err != nil {
			t.Fatalf("wager %q: %v", w, err)
		}
		wagers = append(wagers, map[string]any{"seat": seatNo, "bet": f[1], "amount": f[2], "result": f[3], "payout": f[4]})
	}
	rec["wagers"] = wagers
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func decode(t testing.TB, data []byte) *Hand {
	t.Helper()
	h, err := New().Decode(data)
	if err != nil {
		t.Fatalf("decode: %v\n%s", err, data)
	}
	return h.(*Hand)
}

func verifyJSON(t testing.TB, data []byte, settings map[string]string) *rules.Verdict {
	t.Helper()
	st, err := New().Settings(settings)
	if err != nil {
		t.Fatalf("settings: %v", err)
	}
	v, err := decode(t, data).Verify(st)
	if err != nil {
		t.Fatalf("verify: %v\n%s", err, data)
	}
	return v
}

func (r round) verify(t testing.TB, settings map[string]string) *rules.Verdict {
	t.Helper()
	return verifyJSON(t, r.json(t), settings)
}

// settlement returns the settlement of one seat's bet.
func settlement(t testing.TB, v *rules.Verdict, seat int, bet string) rules.Settlement {
	t.Helper()
	for _, s := range v.Settlements {
		if s.Seat == seat && s.Bet == bet {
			return s
		}
	}
	t.Fatalf("no settlement for seat %d %s in %+v", seat, bet, v.Settlements)
	return rules.Settlement{}
}

func money(t testing.TB, s string) rules.Money {
	t.Helper()
	m, err := rules.ParseMoney(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// inputError decodes and verifies data and returns the fields the
// *rules.InputError names, failing when there is none.
func inputError(t testing.TB, data []byte, settings map[string]string) []string {
	t.Helper()
	h, err := New().Decode(data)
	if err == nil {
		st, serr := New().Settings(settings)
		if serr != nil {
			t.Fatal(serr)
		}
		_, err = h.Verify(st)
	}
	if err == nil {
		t.Fatalf("accepted:\n%s", data)
	}
	ie, ok := rules.AsInputError(err)
	if !ok {
		t.Fatalf("%v is not an InputError", err)
	}
	var out []string
	for _, f := range ie.Errors {
		out = append(out, f.Field)
	}
	return out
}
