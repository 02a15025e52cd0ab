package wheels

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/tablegames/casino/rules"
)

// Roulette Rage spans spins (lines 365-423): a wager is placed after an
// establishing spin and settled on the spin of the other colour, or the
// zero, that ends the run of its colour. A spin is one hand record, so a
// roulette table that offers Roulette Rage carries the run from spin to
// spin (rules.Sequenced): the state after each spin is the run a Roulette
// Rage wager would be settled on so far, the establishing spin and the
// spins of its colour since. A spin that settles Roulette Rage wagers
// declares the run in rage_spins, and the service checks it against the
// spins the table recorded before it; a spin that settles none declares
// nothing and is checked for nothing, but carries the run on
// (rules.StateOptional).
var citeRageRun = uk("365-423")

// RageState is a roulette table's state between spins: the run so far,
// the establishing spin first. It is left out (JSON null) after a zero,
// which ends a run and starts none (lines 373-376), and at a table that
// does not offer Roulette Rage.
type RageState struct {
	Run []int `json:"run"`
}

// rageState writes a run in its canonical form, nil for none.
func rageState(run []int) json.RawMessage {
	if len(run) == 0 {
		return nil
	}
	b := append(make([]byte, 0, 10+3*len(run)), `{"run":[`...)
	for i, n := range run {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(n), 10)
	}
	return append(b, "]}"...)
}

// runAfter is the run after a spin of number when run was the run before
// it: a zero ends it and starts none (lines 373-376); a number of the run's
// colour adds to it (lines 399-413); any other number, or the first number
// after a zero or at a fresh table, is the establishing spin of a new run
// (lines 365-371, 378-384). No record may list a run longer than
// maxRageSpins, so the state keeps no more.
func runAfter(run []int, number int) []int {
	switch {
	case number == 0:
		return nil
	case len(run) > 0 && colour(run[0]) == colour(number):
		if len(run) >= maxRageSpins {
			return run
		}
		return append(run[:len(run):len(run)], number)
	}
	return []int{number}
}

// SequenceRule cites the Roulette Rage run.
func (h *RouletteHand) SequenceRule() rules.Cite { return citeRageRun }

// StateBefore is the run the record declares, its rage_spins, when it
// settles Roulette Rage wagers; nil otherwise.
func (h *RouletteHand) StateBefore() json.RawMessage {
	if h.rage < 0 {
		return nil
	}
	return rageState(h.rageSpins)
}

// DeclaresState reports whether the spin settles Roulette Rage wagers, the
// only spins whose record depends on the spins before them.
func (h *RouletteHand) DeclaresState() bool { return h.rage >= 0 }

// StateFrom is the run after this spin when the spins before it left
// before (rules.Sequenced); nil at a table that does not offer Roulette
// Rage.
func (h *RouletteHand) StateFrom(st rules.Settings, before json.RawMessage) (json.RawMessage, error) {
	s, err := rouletteSettingsFor(st)
	if err != nil {
		return nil, err
	}
	var from RageState
	if len(before) > 0 {
		if err := json.Unmarshal(before, &from); err != nil {
			return nil, fmt.Errorf("the Roulette Rage state %s: %w", before, err)
		}
	}
	if s.Rage == nil {
		return nil, nil
	}
	return rageState(runAfter(from.Run, h.number)), nil
}

// EntryCarry offers the run the table carries beside the next spin's
// Roulette Rage input (rules.EntryCarrier): a spin declares it only when it
// settles Roulette Rage wagers (StateOptional), so it is offered, not
// filled in.
func (roulette) EntryCarry(st rules.Settings, state json.RawMessage) (fill, offer json.RawMessage, err error) {
	s, err := rouletteSettingsFor(st)
	if err != nil {
		return nil, nil, err
	}
	if s.Rage == nil || len(state) == 0 || string(state) == "null" {
		return nil, nil, nil
	}
	var from RageState
	if err := json.Unmarshal(state, &from); err != nil {
		return nil, nil, fmt.Errorf("the Roulette Rage state %s: %w", state, err)
	}
	if len(from.Run) == 0 {
		return nil, nil, nil
	}
	offer, err = json.Marshal(map[string][]int{"rage_spins": from.Run})
	return nil, offer, err
}
