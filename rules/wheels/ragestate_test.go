package wheels

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
)

// refRed are the red numbers of the standard single-zero wheel
// (docs/interpretations.md R1), written out here apart from the engine's.
var refRed = []int{1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36}

func refColour(n int) string {
	switch {
	case n == 0:
		return "zero"
	case slices.Contains(refRed, n):
		return "red"
	}
	return "black"
}

// The Roulette Rage run carried from spin to spin (lines 365-423): each
// spin's state, reached by playing it from the state the spin before left
// (StateFrom), is the run a reading of the rule book keeps: a zero ends it
// and starts none (373-376), a number of the run's colour adds to it, any
// other number establishes a new one (365-371, 378-384). Every spin that
// ends a run of the establishing spin and at least one more settles a
// Roulette Rage wager declaring that run, which is the state carried. At a
// table without Roulette Rage no state is carried. Random spins.
func TestRageRunCarried(t *testing.T) {
	rng := rand.New(rand.NewPCG(365, 423))
	s, err := Roulette().Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	none, err := Roulette().Settings(map[string]string{keyRagePayTable: rageNotOffered})
	if err != nil {
		t.Fatal(err)
	}
	var run []int      // the reference's run
	var carried []byte // the engine's state, spin after spin
	settled := 0
	for i := range 5000 {
		n := rng.IntN(37)
		if rng.IntN(3) == 0 && len(run) > 0 {
			// Long runs: the run's colour again.
			for refColour(n) != refColour(run[0]) {
				n = 1 + rng.IntN(36)
			}
		}
		fields := map[string]any{"number": n}
		var wagers []string
		ends := len(run) > 1 && refColour(n) != refColour(run[0])
		if ends {
			// A Roulette Rage wager settled on the run: lost, or paid by
			// pay table 1 for four spins or more (lines 415-423, 467).
			fields["rage_spins"] = run
			wager := "4 rage - 1.00 lose 0.00"
			if k := min(len(run)-1, 14); k >= 4 {
				wager = fmt.Sprintf("4 rage - 1.00 win %d.00", []int{6, 10, 20, 30, 40, 60, 100, 200, 400, 1000, 2000}[k-4])
			}
			wagers = append(wagers, wager)
		}
		h, err := Roulette().Decode(record(t, RouletteID, fields, wagers...))
		if err != nil {
			t.Fatalf("spin %d (%d after %v): %v", i, n, run, err)
		}
		sq := h.(rules.Sequenced)
		if declares := sq.(rules.StateOptional).DeclaresState(); declares != ends {
			t.Fatalf("spin %d declares a state: %v", i, declares)
		}
		if ends {
			settled++
			if !bytes.Equal(sq.StateBefore(), carried) {
				t.Fatalf("spin %d declares %s; the spins before left %s", i, sq.StateBefore(), carried)
			}
			v, err := h.Verify(s)
			if err != nil || !v.Verified() {
				t.Fatalf("spin %d: %v %+v", i, err, v)
			}
		}
		after, err := sq.StateFrom(s, carried)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case n == 0:
			run = nil
		case len(run) > 0 && refColour(n) == refColour(run[0]):
			run = append(run, n)
		default:
			run = []int{n}
		}
		var want []byte
		if len(run) > 0 {
			want, _ = json.Marshal(RageState{Run: run})
		}
		if !bytes.Equal(after, want) {
			t.Fatalf("spin %d of %d after %s: %s, want %s", i, n, carried, after, want)
		}
		if off, err := sq.StateFrom(none, carried); err != nil || off != nil {
			t.Fatalf("a table without Roulette Rage carries %s (%v)", off, err)
		}
		carried = after
	}
	if settled < 100 {
		t.Errorf("only %d runs settled", settled)
	}
}
