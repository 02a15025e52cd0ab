package craps

import (
	"fmt"
	"testing"
)

// busyThrow is a throw on the point 6 at a full table: eight players, each
// with line wagers and odds, come wagers on numbers with odds, place bets,
// lays, hardways and one-throw wagers, 104 wagers in all.
func busyThrow() spec {
	sp := spec{number: 9, point: 6, dice: [2]int{4, 4}}
	for seat := 1; seat <= 8; seat++ {
		standing := []string{
			"%d pass 10", "%d pass_odds 10", "%d come@5 10", "%d come_odds@5 10", "%d dont_come@9 10", "%d dont_come_odds@9 15",
			"%d place_win@4 10", "%d place_win@10 10", "%d place_lose@5 16", "%d hardway@4 5", "%d hardway@10 5",
		}
		for _, s := range standing {
			sp.standing = append(sp.standing, fmt.Sprintf(s, seat))
			sp.wagers = append(sp.wagers, fmt.Sprintf(s, seat))
		}
		sp.wagers = append(sp.wagers, fmt.Sprintf("%d come 10", seat), fmt.Sprintf("%d field 5 lose 0", seat))
	}
	return sp
}

func TestBusyThrow(t *testing.T) { mustVerify(t, busyThrow()) }

func BenchmarkVerify(b *testing.B) {
	h := decode(b, busyThrow().json(b))
	s := DefaultSettings()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := h.Verify(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeVerify(b *testing.B) {
	data := busyThrow().json(b)
	s := DefaultSettings()
	b.ReportAllocs()
	for b.Loop() {
		h, err := New().Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := h.Verify(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEnumerate(b *testing.B) {
	for b.Loop() {
		if _, err := (game{}).Enumerate(); err != nil {
			b.Fatal(err)
		}
	}
}
