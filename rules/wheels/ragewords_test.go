package wheels

import (
	"encoding/json"
	"testing"
)

// A Roulette Rage state finding reads as words: the run's colour, its
// numbers in order and how many spins, written out from the red numbers
// of the layout (lines 321-325), not from the engine's colour function.
func TestRageStateWords(t *testing.T) {
	red := map[int]bool{1: true, 3: true, 5: true, 7: true, 9: true, 12: true, 14: true, 16: true, 18: true,
		19: true, 21: true, 23: true, 25: true, 27: true, 30: true, 32: true, 34: true, 36: true}
	for _, c := range []struct {
		state, want string
	}{
		{"", "no Roulette Rage run"},
		{"null", "no Roulette Rage run"},
		{`{"run":[12]}`, "Roulette Rage run of red: 12 (1 spin)"},
		{`{"run":[12,3,14]}`, "Roulette Rage run of red: 12, 3, 14 (3 spins)"},
		{`{"run":[2,4]}`, "Roulette Rage run of black: 2, 4 (2 spins)"},
		{`{"run":`, `{"run":`},
	} {
		if got := (&RouletteHand{}).StateWords(json.RawMessage(c.state)); got != c.want {
			t.Errorf("%q reads %q; want %q", c.state, got, c.want)
		}
	}
	for n := 1; n <= 36; n++ {
		want := "black"
		if red[n] {
			want = "red"
		}
		got := (&RouletteHand{}).StateWords(rageState([]int{n}))
		if got != "Roulette Rage run of "+want+": "+itoa(n)+" (1 spin)" {
			t.Errorf("a run of %d reads %q", n, got)
		}
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
