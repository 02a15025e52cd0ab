package studtable

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// seatSpec is one position of a test record, its cards written as the
// digests write them ("KS 7D 4C 9H 2S"); "" leaves them out.
type seatSpec struct {
	seat  int
	cards string
}

// testHand is a test record of either game. Wagers are "seat bet amount
// result payout" entries separated by commas; a seat written "3/1" is
// backline bettor 1 behind seat 3, and a sixth field is the stake returned.
type testHand struct {
	game   string
	dealer string // the dealer's or the player-dealer's cards
	seats  []seatSpec
	wagers string
	// pd is "seat bank net" for caribbean-stud.
	pd          string
	collections string // "seat kind amount, ..."
}

func fields(s string) []string {
	if s == "" {
		return []string{}
	}
	return strings.Fields(s)
}

func (h testHand) json(t testing.TB) []byte {
	t.Helper()
	game := h.game
	if game == "" {
		game = CasinoStudID
	}
	rec := map[string]any{"table_id": "T-1", "hand_number": 1, "game": game, "dealt_at": "2026-11-21T22:14:05Z"}
	type seat struct {
		Seat  int      `json:"seat"`
		Cards []string `json:"cards,omitempty"`
	}
	seats := []seat{}
	for _, s := range h.seats {
		st := seat{Seat: s.seat}
		if s.cards != "" {
			st.Cards = fields(s.cards)
		}
		seats = append(seats, st)
	}
	cards := map[string]any{"seats": seats}
	if h.dealer != "" {
		if game == CasinoStudID {
			cards["dealer"] = fields(h.dealer)
		} else {
			cards["player_dealer"] = fields(h.dealer)
		}
	}
	rec["cards"] = cards
	wagers := []map[string]any{}
	for _, w := range strings.Split(h.wagers, ",") {
		f := strings.Fields(w)
		if len(f) == 0 {
			continue
		}
		if len(f) != 5 && len(f) != 6 {
			t.Fatalf("wager %q: want seat bet amount result payout [returned]", w)
		}
		seatText, back, _ := strings.Cut(f[0], "/")
		m := map[string]any{"seat": atoiT(t, seatText), "bet": f[1], "amount": f[2], "result": f[3], "payout": f[4]}
		if back != "" {
			m["backline"] = atoiT(t, back)
		}
		if len(f) == 6 {
			m["returned"] = f[5]
		}
		wagers = append(wagers, m)
	}
	rec["wagers"] = wagers
	if h.pd != "" {
		f := strings.Fields(h.pd)
		rec["player_dealer"] = map[string]any{"seat": atoiT(t, f[0]), "bank": f[1], "net": f[2]}
	}
	if h.collections != "" {
		var cs []map[string]any
		for _, c := range strings.Split(h.collections, ",") {
			f := strings.Fields(c)
			cs = append(cs, map[string]any{"seat": atoiT(t, f[0]), "kind": f[1], "amount": f[2]})
		}
		rec["collections"] = cs
	}
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func atoiT(t testing.TB, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return n
}

func gameOf(h testHand) rules.Game {
	if h.game == CaribbeanID {
		return Caribbean()
	}
	return CasinoStud()
}

// verify decodes and verifies the hand under settings, failing on a
// refusal.
func (h testHand) verify(t testing.TB, settings map[string]string) *rules.Verdict {
	t.Helper()
	g := gameOf(h)
	data := h.json(t)
	hand, err := g.Decode(data)
	if err != nil {
		t.Fatalf("decode: %v\n%s", err, data)
	}
	st, err := g.Settings(settings)
	if err != nil {
		t.Fatalf("settings: %v", err)
	}
	v, err := hand.Verify(st)
	if err != nil {
		t.Fatalf("verify: %v\n%s", err, data)
	}
	return v
}

// refused decodes and verifies the hand and returns the fields the
// *rules.InputError names, failing when there is none.
func (h testHand) refused(t testing.TB, settings map[string]string) []string {
	t.Helper()
	g := gameOf(h)
	data := h.json(t)
	hand, err := g.Decode(data)
	if err == nil {
		st, serr := g.Settings(settings)
		if serr != nil {
			t.Fatal(serr)
		}
		_, err = hand.Verify(st)
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

// noFindings fails on every finding of v.
func noFindings(t testing.TB, v *rules.Verdict) {
	t.Helper()
	for _, f := range v.Findings {
		t.Errorf("finding: seat %d %s %s: %s", f.Seat, f.Bet, f.Field, f.Message)
	}
}

// settlement returns one bettor's settlement of a bet.
func settlement(t testing.TB, v *rules.Verdict, seat, backline int, bet string) rules.Settlement {
	t.Helper()
	for _, s := range v.Settlements {
		if s.Seat == seat && s.Backline == backline && s.Bet == bet {
			return s
		}
	}
	t.Fatalf("no settlement for seat %d/%d %s in %+v", seat, backline, bet, v.Settlements)
	return rules.Settlement{}
}

func hasField(fields []string, want string) bool { return slices.Contains(fields, want) }

func cards5(t testing.TB, s string) [5]rules.Card {
	t.Helper()
	c := rules.MustCards(s)
	if len(c) != 5 {
		t.Fatalf("%q is not five cards", s)
	}
	return five(c)
}
