package craps

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// The next throw's form starts from the state the last throw left: the
// point, the standing wagers, and the same wagers on the layout at the
// throw, so a person types only the dice, what was placed since and the
// results.
func TestEntryCarryFillsPointAndStandingWagers(t *testing.T) {
	g := New().(rules.EntryCarrier)
	state := State{Point: 6, Standing: []StateWager{
		{Seat: 1, Bet: "pass", Amount: 1000},
		{Seat: 2, Bet: "come", Number: 8, Amount: 500},
	}}.JSON()
	fill, offer, err := g.EntryCarry(nil, state)
	if err != nil || offer != nil {
		t.Fatalf("EntryCarry: %s, %s, %v", fill, offer, err)
	}
	form := New().(rules.EntryDeclarer).EntryForm(nil)
	values, err := form.Values(fill)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"throw-point":     "6",
		"standing-seat-1": "1", "standing-bet-1": "pass", "standing-amount-1": "10.00",
		"standing-seat-2": "2", "standing-bet-2": "come", "standing-number-2": "8", "standing-amount-2": "5.00",
		"wagers-seat-1": "1", "wagers-bet-1": "pass", "wagers-amount-1": "10.00",
		"wagers-seat-2": "2", "wagers-bet-2": "come", "wagers-number-2": "8", "wagers-amount-2": "5.00",
	}
	for k, v := range want {
		if values[k] != v {
			t.Errorf("%s = %q, want %q", k, values[k], v)
		}
	}
	if len(values) != len(want) {
		t.Errorf("values %v, want %v", values, want)
	}
	// A fresh table carries nothing.
	if fill, offer, err := g.EntryCarry(nil, nil); fill != nil || offer != nil || err != nil {
		t.Errorf("fresh table: %s, %s, %v", fill, offer, err)
	}
	// The form shows the layout's lines, not the record's 200.
	for _, s := range form.Sections {
		if s.Rows > 0 && s.Shown(form.Seats) >= s.Rows {
			t.Errorf("section %s shows all %d lines", s.ID, s.Rows)
		}
	}
}
