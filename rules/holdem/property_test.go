package holdem

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// randomHand deals a random valid hand: 2 to 10 seats at random seat
// numbers, random folds (at least one seat left), random contributions,
// dead chips and fees.
func randomHand(rng *rand.Rand) *Hand {
	deck := rules.Deck52()
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	n := 2 + rng.IntN(MaxSeats-1)
	numbers := rng.Perm(MaxSeats)[:n]
	h := &Hand{
		env:    rules.Envelope{TableID: "T", HandNumber: 1, Game: GameID},
		Button: 1 + rng.IntN(MaxSeats),
	}
	live := 0
	for i, num := range numbers {
		s := Seat{Seat: num + 1, Cards: deck[5+2*i : 7+2*i]}
		s.Folded = rng.IntN(5) < 2
		if !s.Folded {
			live++
		}
		// Amounts in cents, quarters or dollars, so that chip units bite.
		switch rng.IntN(3) {
		case 0:
			s.Contributed = rules.Money(rng.IntN(50_000))
		case 1:
			s.Contributed = rules.Money(25 * rng.IntN(400))
		default:
			s.Contributed = rules.Money(100 * rng.IntN(300))
		}
		if rng.IntN(6) == 0 {
			s.Dead = rules.Money(rng.IntN(int(s.Contributed) + 1))
		}
		h.Seats = append(h.Seats, s)
	}
	if live == 0 {
		h.Seats[rng.IntN(n)].Folded = false
		live = 1
	}
	h.Board = deck[:5]
	if live == 1 {
		h.Board = deck[:[]int{0, 3, 4, 5}[rng.IntN(4)]]
		for i := range h.Seats {
			if rng.IntN(2) == 0 {
				h.Seats[i].Cards = nil
			}
		}
	}
	pot := h.Pot()
	// Only fees a hand that went so far can owe (the staged fees, line
	// 6961; the legacy Regular or Designated Table Fee, lines 56-57).
	due := map[int][]string{0: {"designated_1", "designated", "jackpot", "time"},
		3: {"designated_1", "designated_2", "regular", "jackpot", "time"},
		4: {"designated_1", "designated_2", "designated_3", "regular", "jackpot", "time"}}
	due[5] = due[4]
	for k := rng.IntN(4); k > 0 && pot > 0; k-- {
		types := due[len(h.Board)]
		f := Fee{Type: types[rng.IntN(len(types))], Amount: rules.Money(rng.Int64N(int64(pot)/4 + 1))}
		h.Fees = append(h.Fees, f)
		pot -= f.Amount
	}
	return h
}

var chipUnits = []rules.Money{1, 25, 100, 500, 2500}

// TestPropertyAwards: for random valid hands the expected awards add up to
// the contributions less the fees to the cent, no folded seat wins, every
// pot goes to its best eligible hands in equal shares of whole chips plus
// odd chips to one of them, and declaring the expected awards verifies.
func TestPropertyAwards(t *testing.T) {
	rng := rand.New(rand.NewPCG(88, 2026))
	runs := 20_000
	if testing.Short() {
		runs = 2_000
	}
	for run := 0; run < runs; run++ {
		h := randomHand(rng)
		st := &Settings{Structure: StructureLimit, ChipUnit: chipUnits[rng.IntN(len(chipUnits))],
			OddChip: []string{OddChipLeftOfButton, OddChipHighCardBySuit}[rng.IntN(2)]}
		v, err := h.Verify(st)
		if err != nil {
			t.Fatalf("run %d: %v\n%+v", run, err, h)
		}
		var sum rules.Money
		for i, s := range v.Settlements {
			sum += s.Expected.Payout
			if h.Seats[i].Folded && (s.Expected.Payout != 0 || s.Expected.Result != ResultFold) {
				t.Fatalf("run %d: folded seat %d expected %s %s", run, s.Seat, s.Expected.Result, s.Expected.Payout)
			}
			// (A live seat may "win" 0.00: a pot the fees emptied is still won.)
			if !h.Seats[i].Folded && s.Expected.Result == ResultFold {
				t.Fatalf("run %d: live seat %d expected %s %s\n%s", run, s.Seat, s.Expected.Result, s.Expected.Payout, v.Outcome.Summary)
			}
		}
		if want := h.Pot() - h.FeeTotal(); sum != want {
			t.Fatalf("run %d: awards total %s, contributions less fees %s\n%+v", run, sum, want, h)
		}

		values := map[int]poker.Value{}
		if h.Showdown() {
			for _, s := range h.Seats {
				if !s.Folded {
					values[s.Seat] = poker.Best(append(slices.Clone(s.Cards), h.Board...))
				}
			}
		}
		for _, p := range v.Outcome.Detail.(map[string]any)["pots"].([]PotResult) {
			var total rules.Money
			for _, s := range p.Shares {
				total += s.Amount
			}
			if total != p.Amount {
				t.Fatalf("run %d: %s shares total %s of %s", run, p.Name, total, p.Amount)
			}
			for _, w := range p.Winners {
				if !slices.Contains(p.Eligible, w) {
					t.Fatalf("run %d: %s won by seat %d, not eligible %v", run, p.Name, w, p.Eligible)
				}
				for _, e := range p.Eligible {
					if len(p.Eligible) > 1 && values[e] > values[w] {
						t.Fatalf("run %d: %s won by seat %d but seat %d holds better", run, p.Name, w, e)
					}
				}
			}
			if len(p.Winners) > 1 {
				share := p.Shares[0].Amount
				if p.Shares[0].Seat == p.OddChipSeat {
					share = p.Shares[1].Amount
				}
				for _, s := range p.Shares {
					extra := s.Amount - share
					if s.Seat != p.OddChipSeat && extra != 0 || share%st.ChipUnit != 0 ||
						extra < 0 || extra >= rules.Money(len(p.Winners))*st.ChipUnit || (s.Seat == p.OddChipSeat && extra != p.OddChips) {
						t.Fatalf("run %d: %s shares %+v in chips of %s", run, p.Name, p.Shares, st.ChipUnit)
					}
				}
			}
		}

		// Declaring the expected awards verifies.
		for i := range h.Seats {
			h.Seats[i].Won = v.Settlements[i].Expected.Payout
		}
		if v2, err := h.Verify(st); err != nil || !v2.Verified() {
			t.Fatalf("run %d: the expected awards do not verify: %v %+v", run, err, v2.Findings)
		}
	}
}
