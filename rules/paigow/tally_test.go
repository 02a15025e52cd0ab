package paigow

import (
	"testing"
)

// The House Way tally in housewaytally.go comes from dealing all
// 154,143,080 hands (go run ./rules/paigow/internal/housewaytally, about
// a minute and a half on two cores). This test deals again every hand of
// the eights to aces and the joker (1,560,780 hands) and expects the
// tally the command printed for them, and checks the full tally against
// what the Fortune counts give by another road.
func TestHouseWayTally(t *testing.T) {
	if got := HouseWayTally(8, 1, 2); *got != houseWaySample {
		t.Errorf("eights to aces: dealt %+v, the command printed %+v", *got, houseWaySample)
	}
	full := &houseWayFull
	if full.Hands != binom(53, 7) || full.Fouls != 0 {
		t.Errorf("%d hands, %d fouls", full.Hands, full.Fouls)
	}
	var sum uint64
	for _, n := range full.Rows {
		sum += n
	}
	if sum != full.Hands {
		t.Errorf("rows sum to %d", sum)
	}
	// The rows that only a seven-card category reaches agree with the
	// count of that category over every hand (countByRanks).
	best := tallyFor(1, Bug).best
	if got := full.Rows[RowHighCard]; got != best[HighCard] {
		t.Errorf("no pair, no straight or flush: %d; hands whose best is high card: %d", got, best[HighCard])
	}
	if got := full.Rows[RowFiveAces] + full.Rows[RowFiveAcesKings]; got != best[FiveOfAKind] {
		t.Errorf("five aces rows %d; five aces %d", got, best[FiveOfAKind])
	}
}
