package paigow

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// Counting by ranks gives the tallies of dealing every hand one by one, on
// a deck of sevens to aces (4,272,048 hands with a joker), for each joker
// rule and deck.
func TestCountByRanksAgrees(t *testing.T) {
	for _, c := range []struct {
		jokers int
		r      Ranking
	}{{1, Ranking{Joker: Bug}}, {1, Ranking{Joker: Wild}}, {0, Ranking{Joker: Wild}}, {1, Ranking{Joker: Bug, Wheel: WheelLowest}}} {
		want := countSevens(7, c.jokers, c.r)
		got := countByRanks(7, c.jokers, c.r)
		if *got != *want {
			t.Errorf("%d jokers %+v:\n by ranks %+v\n one by one %+v", c.jokers, c.r, *got, *want)
		}
	}
	_ = rules.Ace
}
