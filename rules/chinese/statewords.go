package chinese

import (
	"encoding/json"
	"strconv"
	"strings"
)

// StateWords writes the seats a Face-Up hand under the Fantasy variation
// starts with in Fantasy Land, for the findings on it (rules.StateWords):
// "Fantasy Land: seats 2, 5", "no seat in Fantasy Land". A state that
// does not read is written as it is.
func (h fantasyHand) StateWords(state json.RawMessage) string {
	var st FantasyState
	if t := strings.TrimSpace(string(state)); t != "" && t != "null" {
		if err := json.Unmarshal(state, &st); err != nil {
			return string(state)
		}
	}
	if len(st.Fantasy) == 0 {
		return "no seat in Fantasy Land"
	}
	seats := make([]string, len(st.Fantasy))
	for i, s := range st.Fantasy {
		seats[i] = strconv.Itoa(s)
	}
	word := "seats "
	if len(seats) == 1 {
		word = "seat "
	}
	return "Fantasy Land: " + word + strings.Join(seats, ", ")
}
