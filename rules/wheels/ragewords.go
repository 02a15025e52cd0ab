package wheels

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// StateWords writes the Roulette Rage run a spin starts from for the
// findings on it (rules.StateWords): "no Roulette Rage run", "Roulette Rage
// run of red: 12, 3, 14 (3 spins)". A state that does not read is written
// as it is.
func (h *RouletteHand) StateWords(state json.RawMessage) string {
	var s RageState
	if t := strings.TrimSpace(string(state)); t != "" && t != "null" {
		if err := json.Unmarshal(state, &s); err != nil {
			return string(state)
		}
	}
	if len(s.Run) == 0 {
		return "no Roulette Rage run"
	}
	nums := make([]string, len(s.Run))
	for i, n := range s.Run {
		nums[i] = strconv.Itoa(n)
	}
	spins := "spins"
	if len(s.Run) == 1 {
		spins = "spin"
	}
	return fmt.Sprintf("Roulette Rage run of %s: %s (%d %s)", colour(s.Run[0]), strings.Join(nums, ", "), len(s.Run), spins)
}
