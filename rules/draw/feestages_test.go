package draw

import (
	"math/rand/v2"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/xref"
)

// refDrawFeeDue says whether a draw game's hand may carry a fee of type t
// at a table without a schedule, read from the rule book: every schedule
// set of the draw games takes Designated Table Fees #1-#3 after the deal
// and after the first and second draws (lines 7854, 3587, 8371), the
// Dramaha games' after the deal, the flop and the turn (lines 6516, 7499),
// Match-It's (a Hold'em schedule) after the flop as the table's fee_stages
// reads it (MI-3); Lowball's legacy procedure takes the Regular Table Fee
// from a hand whose draw is complete and the Designated Table Fee from one
// that ended before (lines 311-313). A type no schedule of the game names
// is kept.
func refDrawFeeDue(h *Hand, st *Settings, t string) bool {
	stage := 1 + min(h.Draws, 2)
	switch {
	case h.game.id == "dramaha" || h.game.id == "dramaha-27":
		stage = map[int]int{0: 1, 3: 2, 4: 3, 5: 3}[len(h.Board)]
	case h.game.id == "match-it" && st.FeeStages == FeeStagesFlop:
		stage = 2
	}
	legacy := h.game.id == "lowball"
	switch t {
	case "designated_1", "designated_2", "designated_3":
		return stage >= int(t[len(t)-1]-'0')
	case "regular":
		return !legacy || h.Draws >= 1
	case "designated":
		return !legacy || h.Draws == 0
	}
	return true
}

// Simulated hands of every draw game at tables without a schedule, each
// with fees of random types: a fee is a finding exactly when no schedule
// of its game takes it from a hand that went as far (refDrawFeeDue); the
// fees the hand owes are the others.
func TestRandomFeeStagesWithoutASchedule(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, xref.Seed()))
	count := xref.Rounds(300)
	for _, g := range variants {
		settings := []map[string]string{nil}
		if g.feeStages {
			settings = append(settings, map[string]string{"fee_stages": FeeStagesDraws})
		}
		for _, values := range settings {
			st, err := g.compile(values)
			if err != nil {
				t.Fatal(err)
			}
			for n := 0; n < count; n++ {
				hand, err := game{g}.Decode(simulate(rng, g))
				if err != nil {
					t.Fatal(err)
				}
				h := handOfRecord(hand)
				var owed, total rules.Money
				want := map[string]bool{}
				for _, typ := range feeTypes {
					amount := rules.Money(1 + rng.Int64N(50))
					if rng.IntN(3) > 0 || total+amount > h.Pot() {
						continue
					}
					h.Fees = append(h.Fees, Fee{Type: typ, Amount: amount, From: FromPot})
					total += amount
					if refDrawFeeDue(h, st, typ) {
						owed += amount
					} else {
						want["fee:"+typ] = true
					}
				}
				vd, err := hand.Verify(st)
				if err != nil {
					t.Fatalf("%s: %v", g.id, err)
				}
				got := map[string]bool{}
				for _, f := range vd.Findings {
					if f.Field == "fee" {
						got[f.Bet] = true
					}
				}
				if len(got) != len(want) || vd.Totals.ExpectedFees != owed {
					t.Fatalf("%s %v, %d draws, board of %d: fee findings %v, the rule book's %v; owed %s, want %s", g.id, values,
						h.Draws, len(h.Board), got, want, vd.Totals.ExpectedFees, owed)
				}
				for b := range want {
					if !got[b] {
						t.Fatalf("%s: fee findings %v, the rule book's %v", g.id, got, want)
					}
				}
			}
		}
	}
}
