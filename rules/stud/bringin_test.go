package stud

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/xref"
)

// Every seat folds to the bring-in on third street. Seat 2's deuce of
// clubs is the lowest door card, so seat 2 brings it in (line 143); its
// bring-in is not called, and the record may carry it in its bets (the
// bring-in put in and collected again with the antes) or leave it out (the
// uncalled bet returned, as every other uncalled bet is). Both records are
// the same hand and are verified alike: seat 2 takes the pot, and it is the
// bring-in, not a seat all in for its ante.
func TestBringInWhenEveryoneFolds(t *testing.T) {
	without := `{"table_id": "STD-4", "hand_number": 30, "game": "seven-card-stud", "dealt_at": "2026-11-21T23:56:00-08:00",
 "street": "third", "bring_in": 2,
 "seats": [
   {"seat": 1, "up": ["9H"], "folded_on": "third", "ante": "1.00", "won": "0.00"},
   {"seat": 2, "up": ["2C"], "ante": "1.00", "won": "3.00"},
   {"seat": 5, "up": ["KD"], "folded_on": "third", "ante": "1.00", "won": "0.00"}],
 "fees": []}`
	with := edit(t, without, func(m map[string]any) {
		seatOf(m, 1)["bets"] = map[string]any{"third": "1.00"}
		seatOf(m, 1)["won"] = "4.00"
	})
	for name, rec := range map[string]string{"the bring-in left out": without, "the bring-in carried": with} {
		v := verifyRecord(t, SevenCardStudID, rec, nil)
		if len(v.Findings) != 0 {
			t.Errorf("%s: %+v", name, v.Findings)
		}
		if d := v.Outcome.Detail.(Detail); d.BringIn != 2 {
			t.Errorf("%s: the bring-in is seat %d", name, d.BringIn)
		}
	}
	// Seat 2 could also have been all in for its ante, seat 5 to its left
	// then folding instead of bringing it in (lines 158-166): the record
	// cannot tell, and seat 5 named as the bring-in is accepted.
	allIn := edit(t, without, func(m map[string]any) { m["bring_in"] = 5 })
	if v := verifyRecord(t, SevenCardStudID, allIn, nil); len(v.Findings) != 0 {
		t.Errorf("all in for the ante: %+v", v.Findings)
	}
	// Another seat named as the bring-in is still a finding.
	bad := edit(t, without, func(m map[string]any) { m["bring_in"] = 1 })
	fs := findingOn(verifyRecord(t, SevenCardStudID, bad, nil), "bring_in")
	if len(fs) != 1 || fs[0].Expected != "2" {
		t.Fatalf("%+v", fs)
	}
}

// Random first streets of every stud game on which every seat folds to the
// bring-in, the seat a plain sort of the door cards names: the record
// carrying the uncalled bring-in and the record leaving it out are both
// verified, the bring-in taking everything in the pot.
func TestRandomFoldsToTheBringIn(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, xref.Seed()))
	count := xref.Rounds(300)
	for _, v := range variants {
		for n := 0; n < count; n++ {
			var values map[string]string
			for _, sp := range v.Specs {
				values = map[string]string{sp.Key: sp.Allowed[rng.IntN(len(sp.Allowed))]}
			}
			st, err := v.compile(values)
			if err != nil {
				t.Fatal(err)
			}
			deck := slices.Clone(v.Deck)
			rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
			seats := v.MinSeats + rng.IntN(v.MaxSeats-v.MinSeats+1)
			numbers := rng.Perm(v.Seats)[:seats]
			slices.Sort(numbers)
			h := &Hand{v: v, env: rules.Envelope{TableID: "T", HandNumber: 1, Game: v.ID}, FirstToAct: make([]int, len(v.Streets))}
			if v.Button {
				h.Button = 1 + rng.IntN(v.Seats)
			}
			down, up := v.cards(0)
			for _, s := range numbers {
				seat := Seat{Seat: s + 1, FoldedOn: 0, Ante: rules.Dollars(1), Bets: make([]rules.Money, len(v.Streets))}
				seat.Down, deck = slices.Clone(deck[:down]), deck[down:]
				seat.Up, deck = slices.Clone(deck[:up]), deck[up:]
				if rng.IntN(2) == 0 {
					seat.Down = nil // a folded hand need not be shown
				}
				h.Seats = append(h.Seats, seat)
			}
			bringIn := v.BringIn
			if v.Order != nil {
				bringIn, _ = v.Order(st)
			}
			h.BringIn = refBringIn(h, bringIn, v.ID == SuperRazzID && st.Value("action_order") == OrderChart)
			if seat := refSplitLowBringIn(h, st); seat >= 0 {
				h.BringIn = seat
			}
			if v.ID == MexicanPokerID {
				h.BringIn = refMexicanBringIn(h)
			}
			var pot rules.Money
			for i := range h.Seats {
				s := &h.Seats[i]
				if s.Seat == h.BringIn {
					s.FoldedOn = -1
					if rng.IntN(2) == 0 {
						s.Bets[0] = rules.Dollars(int64(1 + rng.IntN(3))) // the bring-in, carried
					}
				}
				pot += s.Contributed()
			}
			for i := range h.Seats {
				if h.Seats[i].Seat == h.BringIn {
					h.Seats[i].Won = pot
				}
			}
			vd, err := h.Verify(st)
			if err != nil {
				t.Fatalf("%s: %v\n%s", v.ID, err, recordOf(t, h))
			}
			if len(vd.Findings) != 0 {
				t.Fatalf("%s %v: %+v\n%s", v.ID, values, vd.Findings, recordOf(t, h))
			}
		}
	}
}
