package web

import (
	"strings"
	"testing"
)

// The floor names a table's schedule in words: a group by its fees and
// rows, an option by its number, players and fees; a value no set offers
// as it is.
func TestScheduleName(t *testing.T) {
	for _, tt := range []struct{ game, value, want string }{
		{"holdem", "HOLDEM-1/26", "HOLDEM-1 · option 26 · "},
		{"holdem", "HOLDEM-1/by-players:9,26,48,57,77,81", "HOLDEM-1 · fee by players dealt in · $1 / $2 / $1"},
		{"holdem", "NOSUCH-1/3", "NOSUCH-1/3"},
	} {
		if got := scheduleName(tt.game, tt.value); !strings.HasPrefix(got, tt.want) || strings.Contains(got, "· options") {
			t.Errorf("scheduleName(%q, %q) = %q, want it to start %q", tt.game, tt.value, got, tt.want)
		}
	}
}
