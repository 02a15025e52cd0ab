package models

import "context"

// Neighbours are the hands of a table recorded on either side of a hand
// number: the one just before it (its outcome, which carries the state a
// sequenced game's table was left in) and the first one after it.
type Neighbours struct {
	// Before is the highest hand number below the hand's, 0 for none;
	// BeforeOutcome its outcome.
	Before        int64
	BeforeOutcome string
	// After is the lowest hand number above the hand's, 0 for none.
	After int64
}

// HandNeighbours looks up the hands of a table recorded just before and
// just after number, each one probe of the (table_id, hand_number) index.
func (s *Store) HandNeighbours(ctx context.Context, tableID string, number int64) (Neighbours, error) {
	var n Neighbours
	var before []struct {
		HandNumber int64  `gorm:"column:hand_number"`
		Outcome    string `gorm:"column:outcome"`
	}
	err := s.conn(ctx).Raw("SELECT hand_number, outcome FROM hands WHERE table_id = ? AND hand_number < ? ORDER BY hand_number DESC LIMIT 1",
		tableID, number).Scan(&before).Error
	if err != nil {
		return n, err
	}
	if len(before) == 1 {
		n.Before, n.BeforeOutcome = before[0].HandNumber, before[0].Outcome
	}
	var after []struct {
		HandNumber int64 `gorm:"column:hand_number"`
	}
	err = s.conn(ctx).Raw("SELECT hand_number FROM hands WHERE table_id = ? AND hand_number > ? ORDER BY hand_number LIMIT 1",
		tableID, number).Scan(&after).Error
	if err == nil && len(after) == 1 {
		n.After = after[0].HandNumber
	}
	return n, err
}
