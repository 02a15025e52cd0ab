package craps

import (
	"encoding/json"
	"fmt"

	"github.com/tablegames/casino/rules"
)

// EntryCarry fills the next throw's form with the table as the last throw
// left it (rules.EntryCarrier): the point and the standing wagers, which
// the record declares before the throw, and the same wagers again among
// those on the layout at the throw, where they still are until a throw
// settles them (the record's wagers list every wager on the layout). The
// person adds the dice, the wagers placed since and the results.
func (game) EntryCarry(_ rules.Settings, state json.RawMessage) (fill, offer json.RawMessage, err error) {
	if len(state) == 0 || string(state) == "null" {
		return nil, nil, nil
	}
	var st State
	if err := json.Unmarshal(state, &st); err != nil {
		return nil, nil, fmt.Errorf("craps state %s: %w", state, err)
	}
	rec := struct {
		Point    int              `json:"point,omitempty"`
		Standing []StandingRecord `json:"standing,omitempty"`
		Wagers   []WagerRecord    `json:"wagers,omitempty"`
	}{Point: st.Point}
	for _, w := range st.Standing {
		rec.Standing = append(rec.Standing, StandingRecord{Seat: w.Seat, Bet: w.Bet, Number: w.Number, Amount: w.Amount.String()})
		rec.Wagers = append(rec.Wagers, WagerRecord{Seat: w.Seat, Bet: w.Bet, Number: w.Number, Amount: w.Amount.String()})
	}
	fill, err = json.Marshal(rec)
	return fill, nil, err
}
