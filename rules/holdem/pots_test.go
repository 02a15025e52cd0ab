package holdem

import (
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
)

func m(s string) rules.Money {
	v, err := rules.ParseMoney(s)
	if err != nil {
		panic(err)
	}
	return v
}

// seatsOf builds seats from "contributed[/dead][f]" strings, numbered 1 up:
// "50", "30f" (folded), "15/5" (5.00 of it dead).
func seatsOf(specs ...string) []Seat {
	out := make([]Seat, len(specs))
	for i, s := range specs {
		seat := Seat{Seat: i + 1}
		if n := len(s); n > 0 && s[n-1] == 'f' {
			seat.Folded = true
			s = s[:n-1]
		}
		for j := 0; j < len(s); j++ {
			if s[j] == '/' {
				seat.Dead = m(s[j+1:])
				s = s[:j]
				break
			}
		}
		seat.Contributed = m(s)
		out[i] = seat
	}
	return out
}

type wantPot struct {
	amount   string
	eligible []int // seat numbers
	returned bool
}

func TestBuildPots(t *testing.T) {
	cases := []struct {
		name  string
		seats []string
		want  []wantPot
	}{
		{"heads-up", []string{"50", "50"},
			[]wantPot{{"100", []int{1, 2}, false}}},
		{"folded blind joins the main pot", []string{"50", "2f", "50"},
			[]wantPot{{"102", []int{1, 3}, false}}},
		// 20 all-in, 50 all-in, two covering 100: a main pot and two side pots.
		{"three-way all-in with two side pots", []string{"20", "50", "100", "100"},
			[]wantPot{{"80", []int{1, 2, 3, 4}, false}, {"90", []int{2, 3, 4}, false}, {"100", []int{3, 4}, false}}},
		// The folded seat's 30 fills the main pot to 20 and the side pot
		// with the rest; it can win neither.
		{"folded contributor across layers", []string{"30f", "50", "20"},
			[]wantPot{{"60", []int{2, 3}, false}, {"40", []int{2}, false}}},
		// Dead chips are not part of the bet (line 11): seat 1's bet is 20,
		// not 25, and its dead 5 goes to the main pot.
		{"dead blind", []string{"25/5", "10", "20"},
			[]wantPot{{"35", []int{1, 2, 3}, false}, {"20", []int{1, 3}, false}}},
		{"dead blind of a folded seat", []string{"15/5", "10", "2.50/2.50f"},
			[]wantPot{{"27.50", []int{1, 2}, false}}},
		// Seat 1 folded after putting in 100; the most a live seat put in
		// is 60. Its last 40 is a layer no live seat is eligible for: it
		// joins the highest pot below (side pot 1, seat 3's).
		{"a layer no live seat is eligible for", []string{"100f", "40", "60"},
			[]wantPot{{"120", []int{2, 3}, false}, {"80", []int{3}, false}}},
		{"everyone else folded", []string{"100f", "30", "2f"},
			[]wantPot{{"132", []int{2}, false}}},
		// An uncalled bet left in the record comes back as a pot of the
		// seat's own chips.
		{"uncalled bet not returned", []string{"100", "50"},
			[]wantPot{{"100", []int{1, 2}, false}, {"50", []int{1}, true}}},
		{"no live seat put anything in", []string{"0", "0", "5f"},
			[]wantPot{{"5", []int{1, 2}, false}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			seats := seatsOf(c.seats...)
			pots := buildPots(seats)
			var total, in rules.Money
			for _, s := range seats {
				in += s.Contributed
			}
			if len(pots) != len(c.want) {
				t.Fatalf("%d pots %v, want %d", len(pots), pots, len(c.want))
			}
			for i, p := range pots {
				w := c.want[i]
				var elig []int
				for _, e := range p.eligible {
					elig = append(elig, seats[e].Seat)
				}
				if p.amount != m(w.amount) || !slices.Equal(elig, w.eligible) || p.returned() != w.returned {
					t.Errorf("pot %d: %s eligible %v returned %v; want %s eligible %v returned %v",
						i, p.amount, elig, p.returned(), w.amount, w.eligible, w.returned)
				}
				total += p.amount
			}
			if total != in {
				t.Errorf("pots hold %s, the seats put in %s", total, in)
			}
		})
	}
}

func TestTakeFees(t *testing.T) {
	pots := []pot{{amount: m("6")}, {amount: m("96")}, {amount: m("10")}}
	takeFees(pots, m("10"))
	got := []rules.Money{pots[0].amount, pots[1].amount, pots[2].amount, pots[0].fees, pots[1].fees, pots[2].fees}
	want := []rules.Money{0, m("92"), m("10"), m("6"), m("4"), 0}
	if !slices.Equal(got, want) {
		t.Errorf("after fees: amounts and fees %v, want %v (main pot first, then the next)", got, want)
	}
}

func TestSplit(t *testing.T) {
	cases := []struct {
		amount     string
		n          int
		unit       string
		share, odd string
	}{
		{"97", 2, "1", "48", "1"},
		{"100", 2, "1", "50", "0"},
		{"100.50", 2, "1", "50", "0.50"}, // half a dead blind is below a chip: part of the remainder
		{"0.50", 2, "1", "0", "0.50"},
		{"107", 2, "5", "50", "7"},
		{"107", 2, "1", "53", "1"},
		{"107", 2, "0.25", "53.50", "0"},
		{"100", 3, "5", "30", "10"},
		{"10", 3, "0.25", "3.25", "0.25"},
		{"1.01", 2, "0.01", "0.50", "0.01"},
		{"99", 1, "5", "95", "4"}, // one winner: the odd amount is still his
	}
	for _, c := range cases {
		share, odd := split(m(c.amount), c.n, m(c.unit))
		if share != m(c.share) || odd != m(c.odd) {
			t.Errorf("%s among %d in chips of %s: %s each and %s odd, want %s and %s", c.amount, c.n, c.unit, share, odd, c.share, c.odd)
		}
		if share*rules.Money(c.n)+odd != m(c.amount) {
			t.Errorf("%s among %d: shares and odd chips do not add up", c.amount, c.n)
		}
	}
}

func TestClockwiseFromButton(t *testing.T) {
	cases := []struct{ seat, button, want int }{
		{4, 3, 1}, {5, 3, 2}, {10, 3, 7}, {1, 3, 8}, {2, 3, 9}, {3, 3, 10},
		{1, 10, 1}, {10, 10, 10}, {10, 1, 9},
	}
	for _, c := range cases {
		if got := clockwiseFromButton(c.seat, c.button); got != c.want {
			t.Errorf("seat %d, button %d: %d seats to the left, want %d", c.seat, c.button, got, c.want)
		}
	}
}

func TestHighCardKey(t *testing.T) {
	// Rank first, then suit: spades, hearts, diamonds, clubs (line 3964).
	order := []string{"AC 2S", "KS QS", "KH 2C", "KD 3D", "KC 9S", "QS JS"}
	for i := 1; i < len(order); i++ {
		a, b := rules.MustCards(order[i-1]), rules.MustCards(order[i])
		if highCardKey(a) <= highCardKey(b) {
			t.Errorf("%s should hold a higher card than %s", order[i-1], order[i])
		}
	}
}
