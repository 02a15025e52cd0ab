package draw

import (
	"encoding/json"
	"fmt"
	"strings"
)

// StateWords writes the kill button a Lowball hand starts from for the
// findings on it (rules.StateWords): "kill button neutral", "kill button
// with seat 3, 1 leg". A state that does not read is written as it is.
func (h *LowballHand) StateWords(state json.RawMessage) string {
	var b KillButton
	if t := strings.TrimSpace(string(state)); t != "" && t != "null" {
		if err := json.Unmarshal(state, &b); err != nil {
			return string(state)
		}
	}
	if b.Neutral() {
		return "kill button neutral"
	}
	legs := "legs"
	if b.Legs == 1 {
		legs = "leg"
	}
	return fmt.Sprintf("kill button with seat %d, %d %s", b.Seat, b.Legs, legs)
}
