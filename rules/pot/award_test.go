package pot

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

var (
	ruleHigh    = rules.At(rules.Seed000, "211")
	ruleLow     = rules.At(rules.Seed000, "218")
	ruleOddHigh = rules.At(rules.Seed000, "226")
	ruleOddLow  = rules.At(rules.Seed000, "226")
	ruleOddPot  = rules.At(rules.Seed000, "225")
	ruleAsOne   = rules.At(rules.Seed000, "225-226")
)

// hiLo is a split game over the seats' given high values and low values
// (0: no qualifying low); odd chips of a tie go to the lowest index for
// the high and the highest index for the low, so the two rules can be told
// apart.
func hiLo(high, low []uint64) Division {
	return Division{ChipUnit: m("1"), OddPortion: 0, OddPortionRule: ruleOddPot, Portions: []Portion{
		{Name: "high", Rule: ruleHigh, OddRule: ruleOddHigh,
			Value:    func(i int) (uint64, bool) { return high[i], true },
			Describe: func(v uint64) string { return "high " + string(rune('0'+v)) },
			OddChip:  func(w []int) int { return slices.Min(w) }},
		{Name: "low", Rule: ruleLow, OddRule: ruleOddLow, Else: 0,
			Value:    func(i int) (uint64, bool) { return low[i], low[i] > 0 },
			Describe: func(v uint64) string { return "low " + string(rune('0'+v)) },
			OddChip:  func(w []int) int { return slices.Max(w) }},
	}}
}

// amounts is the award by seat number.
func amounts(seats []Seat, a Award) map[int]string {
	out := map[int]string{}
	for i, s := range seats {
		if a.Expected[i] != 0 {
			out[s.Seat] = a.Expected[i].String()
		}
	}
	return out
}

func TestAwardHighLow(t *testing.T) {
	cases := []struct {
		name      string
		seats     []string
		high, low []uint64
		want      map[int]string
		rules     map[int]rules.Cite // seat number → its settlement's rule
		summary   string
		asOne     bool
	}{
		{"high and low, the odd chip to the high", []string{"33", "33", "35/2"}, []uint64{5, 3, 1}, []uint64{0, 0, 7},
			map[int]string{1: "51.00", 3: "50.00"}, map[int]rules.Cite{1: ruleOddPot, 3: ruleLow},
			"101.00: high to seat 1 (high 5); low to seat 3 (low 7)", false},
		{"no low: the high takes all", []string{"50", "50"}, []uint64{2, 3}, []uint64{0, 0},
			map[int]string{2: "100.00"}, nil, "low to seat 2 (none qualifies, to the high)", false},
		{"one hand scoops", []string{"50", "50", "50"}, []uint64{9, 3, 1}, []uint64{8, 2, 0},
			map[int]string{1: "150.00"}, map[int]rules.Cite{1: ruleHigh}, "", false},
		// Seats 1 and 2 tie for the high and for the low: 103 is halved, 52
		// to the high (the odd chip of halving) and 51 to the low; the high
		// half 26 each, the low half 25 each and its odd chip to the low's
		// odd-chip seat, seat 2: 51 and 52 (lines 4966, 6276).
		{"two seats tie for both, halved", []string{"51.50", "51.50"}, []uint64{4, 4}, []uint64{6, 6},
			map[int]string{1: "51.00", 2: "52.00"}, map[int]rules.Cite{1: ruleOddPot, 2: ruleOddLow}, "", false},
		// With AsOne, 103 is split as one pot, 52 and 51, the odd chip by
		// the high's rule (line 225).
		{"two seats tie for both, as one", []string{"51.50", "51.50"}, []uint64{4, 4}, []uint64{6, 6},
			map[int]string{1: "52.00", 2: "51.00"}, map[int]rules.Cite{1: ruleOddHigh, 2: ruleAsOne},
			"high to seats 1 and 2 (high 4); low to seats 1 and 2 (low 6); seats 1 and 2 split it as one", true},
		{"high split, low to a third", []string{"40", "40", "40"}, []uint64{6, 6, 1}, []uint64{0, 0, 5},
			map[int]string{1: "30.00", 2: "30.00", 3: "60.00"}, nil, "", false},
		// 102: high 51 to seat 1; low 51 split by seats 2 and 3, 25 each and
		// the odd chip to the low's odd-chip seat (the higher index here).
		{"low split with an odd chip", []string{"34", "34", "34"}, []uint64{9, 2, 1}, []uint64{0, 5, 5},
			map[int]string{1: "51.00", 2: "25.00", 3: "26.00"}, map[int]rules.Cite{3: ruleOddLow}, "", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			seats := seatsOf(c.seats...)
			pots := Build(seats)
			d := hiLo(c.high, c.low)
			d.AsOne, d.AsOneRule = c.asOne, ruleAsOne
			a := d.Award(seats, pots)
			if got := amounts(seats, a); !maps.Equal(got, c.want) {
				t.Errorf("award %v, want %v", got, c.want)
			}
			var total, in rules.Money
			for i, s := range seats {
				total += a.Expected[i]
				in += s.Contributed
			}
			if total != in {
				t.Errorf("awarded %s of %s", total, in)
			}
			for seat, rule := range c.rules {
				if got := a.Rule[seat-1]; got != rule {
					t.Errorf("seat %d's rule %v, want %v", seat, got, rule)
				}
			}
			if s := Summary(seats, a.Results, true); c.summary != "" && !strings.Contains(s, c.summary) {
				t.Errorf("summary %q lacks %q", s, c.summary)
			}
		})
	}
}

// With OddChipSeat, the odd chip of halving a pot goes to the seat it picks
// among every winner of the pot (Five Card Omaha, seed 000 line 2222), not
// to the high half.
func TestAwardDivisionOddChipToASeat(t *testing.T) {
	seats := seatsOf("33", "33", "35/2")
	d := hiLo([]uint64{5, 3, 1}, []uint64{0, 0, 7})
	var offered []int
	d.OddChipSeat = func(w []int) int { offered = w; return slices.Max(w) }
	a := d.Award(seats, Build(seats))
	// 101: 50 to the high (seat 1), 50 to the low (seat 3), the odd chip to
	// the seat picked among seats 1 and 3.
	if got, want := amounts(seats, a), map[int]string{1: "50.00", 3: "51.00"}; !maps.Equal(got, want) {
		t.Errorf("award %v, want %v", got, want)
	}
	if !slices.Equal(offered, []int{0, 2}) || a.Rule[2] != ruleOddPot {
		t.Errorf("offered %v, rule %v", offered, a.Rule[2])
	}
	r := a.Results[0]
	if !r.DivisionOddChip || r.OddChips != m("1") || r.OddChipSeat != 3 || *r.Portions[0].Amount != m("50") || *r.Portions[1].Amount != m("50") {
		t.Errorf("result %+v", r)
	}
	if why := Reasons(seats, 2, a.Results); !strings.Contains(why, "odd chips of 1.00 left over from dividing the pot") {
		t.Errorf("reason %q", why)
	}
	// A seat that shares a portion and takes the odd chip still splits.
	seats = seatsOf("34", "34", "35/1")
	d = hiLo([]uint64{9, 2, 1}, []uint64{0, 5, 5})
	d.OddChipSeat = func(w []int) int { return slices.Max(w) }
	a = d.Award(seats, Build(seats))
	// 103: 51 to seat 1; 51 split by seats 2 and 3, 25 and 26; the odd chip
	// of halving to seat 3.
	if got, want := amounts(seats, a), map[int]string{1: "51.00", 2: "25.00", 3: "27.00"}; !maps.Equal(got, want) {
		t.Errorf("award %v, want %v", got, want)
	}
	if a.WonAlone[2] || !a.Shared[2] {
		t.Errorf("seat 3 shared the low: alone %v, shared %v", a.WonAlone[2], a.Shared[2])
	}
}

// Side pots are each divided among their own eligible seats: the short
// all-in seat wins the low of the main pot only.
func TestAwardSidePotsDivided(t *testing.T) {
	seats := seatsOf("10", "50", "50")
	a := hiLo([]uint64{1, 8, 5}, []uint64{7, 0, 2}).Award(seats, Build(seats))
	// Main pot 30: high 15 to seat 2, low 15 to seat 1. Side pot 80 between
	// seats 2 and 3: high 40 to seat 2, low 40 to seat 3.
	want := map[int]string{1: "15.00", 2: "55.00", 3: "40.00"}
	if got := amounts(seats, a); !maps.Equal(got, want) {
		t.Errorf("award %v, want %v", got, want)
	}
	if len(a.Results) != 2 || len(a.Results[1].Portions) != 2 || a.Results[1].Portions[1].Winners[0] != 3 {
		t.Errorf("results %+v", a.Results)
	}
}

// The verdict compares each seat's collection with the award and names
// the portion that decides it.
func TestSettleFindings(t *testing.T) {
	seats := seatsOf("33", "33", "35/2")
	seats[0].Won, seats[2].Won = m("50"), m("51") // the odd chip went to the low
	a := hiLo([]uint64{5, 3, 1}, []uint64{0, 0, 7}).Award(seats, Build(seats))
	v := &rules.Verdict{}
	Settle(v, seats, a, Settlement{Bet: "pot", Showdown: true, FeesRule: ruleHigh, ShowdownRule: ruleHigh})
	if len(v.Findings) != 2 {
		t.Fatalf("findings %+v", v.Findings)
	}
	f := v.Findings[0]
	if f.Seat != 1 || f.Expected != "51.00" || f.Rule != ruleOddPot || !strings.Contains(f.Message, "it takes the high (high 5) of 51.00") {
		t.Errorf("finding %+v", f)
	}
	if v.Settlements[2].Expected.Result != ResultWin || v.Settlements[1].Expected.Result != ResultLose {
		t.Errorf("settlements %+v", v.Settlements)
	}
	// Collections that do not add up to the pot are a finding of their own.
	seats[1].Won = m("5")
	v = &rules.Verdict{}
	Settle(v, seats, a, Settlement{Bet: "pot", Showdown: true, FeesRule: ruleHigh, ShowdownRule: ruleHigh})
	if last := v.Findings[len(v.Findings)-1]; last.Field != "total" || !strings.Contains(last.Message, "5.00 more than the pot held") {
		t.Errorf("total finding %+v", last)
	}
}

// A high portion with a qualifier and a Fallback, and a low portion with a
// qualifier, each falling to the other (Archie, seed 000 lines 3462, 3583):
// whoever qualifies takes what nobody qualifies for; when nobody qualifies
// for either, the best hand by the Fallback takes the pot.
func TestAwardFallback(t *testing.T) {
	seats := seatsOf("50", "50", "50")
	raw := []uint64{3, 9, 5} // high hands; 6 and up qualify
	div := func(low []uint64) Division {
		d := hiLo(raw, low)
		d.Portions[0].Value = func(i int) (uint64, bool) { return raw[i], raw[i] >= 6 }
		d.Portions[0].Else = 1
		d.Portions[0].Fallback = func(i int) uint64 { return raw[i] }
		return d
	}
	for _, c := range []struct {
		name string
		raw  []uint64
		low  []uint64
		want map[int]string
	}{
		{"both qualify", []uint64{3, 9, 5}, []uint64{7, 0, 0}, map[int]string{1: "75.00", 2: "75.00"}},
		{"no low: the high takes all", []uint64{3, 9, 5}, []uint64{0, 0, 0}, map[int]string{2: "150.00"}},
		{"no high: the low takes all", []uint64{3, 4, 5}, []uint64{7, 0, 0}, map[int]string{1: "150.00"}},
		{"neither: the best non-qualifying high", []uint64{3, 4, 5}, []uint64{0, 0, 0}, map[int]string{3: "150.00"}},
	} {
		raw = c.raw
		a := div(c.low).Award(seats, Build(seats))
		if got := amounts(seats, a); !maps.Equal(got, c.want) {
			t.Errorf("%s: award %v, want %v", c.name, got, c.want)
		}
	}
}

// The result says how each pot was divided: a pot halved gives each half's
// amount and shares, even when one seat or the same seats take both; a pot
// that went whole to the high, or was split as one, gives no half an
// amount of its own.
func TestAwardDetailShowsTheDivision(t *testing.T) {
	for _, c := range []struct {
		name      string
		high, low []uint64
		asOne     bool
		division  string
		halves    []string // each portion's amount, "" for none
		reason    string   // part of seat 1's reason
	}{
		{"scoop", []uint64{9, 3}, []uint64{8, 2}, false, DividedPortions, []string{"52.00", "51.00"},
			"it takes the high (high 9) of 52.00, it takes the low (low 8) of 51.00"},
		{"tied both ways, halved", []uint64{4, 4}, []uint64{6, 6}, false, DividedPortions, []string{"52.00", "51.00"},
			"it splits the low (low 6) of 51.00 with seat 2 and takes 25.00"},
		{"tied both ways, as one", []uint64{4, 4}, []uint64{6, 6}, true, DividedAsOne, []string{"", ""},
			"the high (high 4) goes to seats 1 and 2, the low (low 6) goes to seats 1 and 2, they split the pot as one, and it takes 52.00, including the odd chips of 1.00"},
		{"no low", []uint64{4, 4}, []uint64{0, 0}, true, DividedWhole, []string{"", ""},
			"no hand qualifies for the low, the high (high 4) goes to seats 1 and 2, so the high takes the whole pot, split as one, and it takes 52.00"},
	} {
		seats := seatsOf("51.50", "51.50")
		d := hiLo(c.high, c.low)
		d.AsOne, d.AsOneRule = c.asOne, ruleAsOne
		a := d.Award(seats, Build(seats))
		r := a.Results[0]
		if r.Division != c.division || len(r.Portions) != 2 {
			t.Errorf("%s: %+v", c.name, r)
			continue
		}
		for j, want := range c.halves {
			got := ""
			if r.Portions[j].Amount != nil {
				got = r.Portions[j].Amount.String()
			}
			if got != want {
				t.Errorf("%s: %s amount %q, want %q", c.name, r.Portions[j].Name, got, want)
			}
		}
		if why := Reasons(seats, 0, a.Results); !strings.Contains(why, c.reason) {
			t.Errorf("%s: reason %q lacks %q", c.name, why, c.reason)
		}
	}
}
