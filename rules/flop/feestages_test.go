package flop

import (
	"math/rand/v2"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/xref"
)

// refFlopFees is, for each flop game, what its schedules take from a
// hand, read from the rule book: Designated Table Fees #1-#3 after the
// deal, the flop and the turn (OMAHA-1, FLOP-2, HOLDEM-1, DBO-1; line
// 6961); the Regular Table Fee after the flop (Short Deck's own schedule,
// line 5386; Five Card Omaha's, line 2226; the legacy procedures of Crazy
// Pineapple and Reverse Hold'em, lines 120-131, 452-467); the Designated
// Table Fee from every hand (Five Card Omaha's, line 2226) or only from one
// that ended before the flop (the legacy procedures); Collection Fees #1-#3
// before the deal, after the flop, after the turn (Double Board Omaha's,
// line 3771).
var refFlopFees = map[string]struct{ regular, designatedAlways, designatedBefore, collection bool }{
	CrazyPineappleID:   {regular: true, designatedBefore: true},
	ReverseHoldemID:    {regular: true, designatedBefore: true},
	ShortDeckID:        {regular: true},
	OmahaID:            {},
	FiveCardOmahaID:    {regular: true, designatedAlways: true},
	DoubleBoardOmahaID: {collection: true},
}

func refFlopFeeDue(id string, stage int, t string) bool {
	g := refFlopFees[id]
	switch t {
	case "designated_1", "designated_2", "designated_3":
		return stage >= int(t[len(t)-1]-'0')
	case "collection_1", "collection_2", "collection_3":
		return !g.collection || stage >= int(t[len(t)-1]-'0')
	case "regular":
		return !g.regular || stage >= 2
	case "designated":
		return g.designatedAlways || !g.designatedBefore || stage == 1
	}
	return true
}

// Random hands of every flop game at tables without a schedule, each with
// fees of random types: a fee is a finding exactly when no schedule of its
// game takes it from a hand that went as far (refFlopFeeDue); the fees the
// hand owes are the others.
func TestRandomFeeStagesWithoutASchedule(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, xref.Seed()))
	count := xref.Rounds(600)
	for id, g := range games {
		v := g.(game).v
		if _, ok := refFlopFees[id]; !ok {
			t.Fatalf("%s: no reading of its fees", id)
		}
		for n := 0; n < count; n++ {
			h := randomHand(rng, v)
			// The board as far as it went: the flop is the second of the
			// game's board sizes, the turn the third (FL4 for Reverse
			// Hold'em's one-card flop).
			stage := 1
			for i, size := range v.boardSizes {
				if i > 0 && i <= 2 && len(h.Board) >= size {
					stage = i + 1
				}
			}
			var owed, total rules.Money
			want := map[string]bool{}
			for _, typ := range FeeTypes {
				amount := rules.Money(1 + rng.Int64N(50))
				if rng.IntN(3) > 0 || total+amount > h.Pot() {
					continue
				}
				h.Fees = append(h.Fees, Fee{Type: typ, Amount: amount})
				total += amount
				if refFlopFeeDue(id, stage, typ) {
					owed += amount
				} else {
					want["fee:"+typ] = true
				}
			}
			vd, err := h.Verify(nil)
			if err != nil {
				t.Fatalf("%s: %v", id, err)
			}
			got := map[string]bool{}
			for _, f := range vd.Findings {
				if f.Field == "fee" {
					got[f.Bet] = true
				}
			}
			if len(got) != len(want) || vd.Totals.ExpectedFees != owed {
				t.Fatalf("%s, board of %d: fee findings %v, the rule book's %v; owed %s, want %s", id, len(h.Board), got, want,
					vd.Totals.ExpectedFees, owed)
			}
			for b := range want {
				if !got[b] {
					t.Fatalf("%s, board of %d: fee findings %v, the rule book's %v", id, len(h.Board), got, want)
				}
			}
		}
	}
}
