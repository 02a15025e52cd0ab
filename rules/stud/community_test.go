package stud

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// Eight seats at Seven-Card Stud to seventh street: 48 cards dealt and
// three burns leave one card, too few for eight seats, so the dealer burns
// it and turns a common card that plays in every hand (lines 170-178).
func TestCommonCard(t *testing.T) {
	v := variantOf(t, SevenCardStudID)
	rng := rand.New(rand.NewPCG(8, 8))
	deck := rules.Deck52()
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	h := &Hand{v: v, env: rules.Envelope{TableID: "T", HandNumber: 1, Game: v.ID, DealtAt: exampleTime},
		Street: 4, FirstToAct: make([]int, 5), Community: deck[48]}
	for i := 0; i < 8; i++ {
		h.Seats = append(h.Seats, Seat{Seat: i + 1, FoldedOn: -1, Down: slices.Clone(deck[i*6 : i*6+2]), Up: slices.Clone(deck[i*6+2 : i*6+6]),
			Ante: rules.Dollars(1), Bets: []rules.Money{rules.Dollars(2), 0, 0, 0, 0}})
	}
	h.BringIn = 1
	vd, err := h.Verify(nil)
	if err != nil {
		t.Fatal(err)
	}
	d := vd.Outcome.Detail.(Detail)
	h.BringIn = d.BringIn
	for k := 1; k < 4; k++ {
		h.FirstToAct[k] = d.FirstToAct[v.Streets[k].Name]
	}
	if _, ok := d.FirstToAct["seventh"]; ok {
		t.Errorf("the first to act on seventh street is named: %v", d.FirstToAct)
	}
	for i, s := range vd.Settlements {
		h.Seats[i].Won = s.Expected.Payout
	}
	rec := recordOf(t, h)
	vd = verifyRecord(t, SevenCardStudID, string(rec), nil)
	if !vd.Verified() {
		t.Fatalf("%+v", vd.Findings)
	}
	for _, sh := range vd.Outcome.Detail.(Detail).Hands {
		if len(sh.Cards) != 7 || sh.Cards[6] != deck[48].String() {
			t.Fatalf("seat %d plays %v", sh.Seat, sh.Cards)
		}
	}
	// With three seats there are cards enough: no common card.
	few := edit(t, examples[SevenCardStudID], func(m map[string]any) {
		m["community"] = []any{"JD"}
		for i := 1; i < 3; i++ {
			s := seatOf(m, i)
			s["down"] = s["down"].([]any)[:2]
		}
	})
	_, err = v.decode([]byte(few))
	if err == nil || !strings.Contains(err.Error(), "community") {
		t.Fatalf("a common card with cards to spare: %v", err)
	}
	// A seat at the showdown with its own seventh card beside a common
	// card, or a common card already dealt, is refused.
	for _, bad := range []func(m map[string]any){
		func(m map[string]any) { seatOf(m, 0)["down"] = append(seatOf(m, 0)["down"].([]any), "XX") },
		func(m map[string]any) { m["community"] = []any{seatOf(m, 0)["up"].([]any)[0]} },
	} {
		if _, err := v.decode([]byte(edit(t, string(rec), bad))); err == nil {
			t.Errorf("accepted")
		}
	}
}
