package pot

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

func TestBuild(t *testing.T) {
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
			pots := Build(seats)
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
				for _, e := range p.Eligible {
					elig = append(elig, seats[e].Seat)
				}
				if p.Amount != m(w.amount) || !slices.Equal(elig, w.eligible) || p.Returned() != w.returned {
					t.Errorf("pot %d: %s eligible %v returned %v; want %s eligible %v returned %v",
						i, p.Amount, elig, p.Returned(), w.amount, w.eligible, w.returned)
				}
				total += p.Amount
			}
			if total != in {
				t.Errorf("pots hold %s, the seats put in %s", total, in)
			}
		})
	}
}

func TestTakeFees(t *testing.T) {
	pots := []Pot{{Amount: m("6")}, {Amount: m("96")}, {Amount: m("10")}}
	TakeFees(pots, m("10"))
	got := []rules.Money{pots[0].Amount, pots[1].Amount, pots[2].Amount, pots[0].Fees, pots[1].Fees, pots[2].Fees}
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
		share, odd := Split(m(c.amount), c.n, m(c.unit))
		if share != m(c.share) || odd != m(c.odd) {
			t.Errorf("%s among %d in chips of %s: %s each and %s odd, want %s and %s", c.amount, c.n, c.unit, share, odd, c.share, c.odd)
		}
		if share*rules.Money(c.n)+odd != m(c.amount) {
			t.Errorf("%s among %d: shares and odd chips do not add up", c.amount, c.n)
		}
	}
}
