package rules

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// A bank of 50 settles, in order, a winner due 30, a winner due 40, a loser
// of 25, a push and a winner due 10. CollectLosers: the second winner takes
// the 20 left, the loser's 25 is collected and pays the last winner 10 (net
// -30 - 20 + 25 - 10 = -35), and the push is a push. ReturnUncovered: the
// bank is exhausted after the second winner, and the last three are
// returned, the push too (net -50). EndsEitherWay: the same here.
func TestCoverExhausted(t *testing.T) {
	steps := []struct {
		stake Money
		full  Result
	}{
		{Dollars(30), Result{Result: Win, Payout: Dollars(30)}},
		{Dollars(40), Result{Result: Win, Payout: Dollars(40)}},
		{Dollars(25), Result{Result: Lose}},
		{Dollars(15), Result{Result: Push}},
		{Dollars(10), Result{Result: Win, Payout: Dollars(10)}},
	}
	for _, c := range []struct {
		mode Exhausted
		want string
		net  Money
		out  bool
	}{
		{CollectLosers, "[win 30.00 win 20.00 lose 0.00 push 0.00 win 10.00]", Dollars(-35), false},
		{ReturnUncovered, "[win 30.00 win 20.00 no_action 0.00 no_action 0.00 no_action 0.00]", Dollars(-50), true},
		{EndsEitherWay, "[win 30.00 win 20.00 no_action 0.00 no_action 0.00 no_action 0.00]", Dollars(-50), true},
	} {
		cover := Cover{Bank: Dollars(50), Exhausted: c.mode}
		var got []string
		for _, s := range steps {
			r := cover.Apply(s.stake, s.full)
			got = append(got, r.Result, r.Payout.String())
		}
		if fmt.Sprint(got) != c.want || cover.Net != c.net || cover.Out() != c.out {
			t.Errorf("mode %d: %v net %s out %v; want %s net %s", c.mode, got, cover.Net, cover.Out(), c.want, c.net)
		}
	}
	// A player-dealer that has won its whole bank collects no more; under
	// ReturnUncovered it still pays a later winner, and may then collect
	// again; under EndsEitherWay (Pokara, line 1767) the round is over.
	won := []struct {
		stake Money
		full  Result
	}{
		{Dollars(60), Result{Result: Lose}},
		{Dollars(10), Result{Result: Lose}},
		{Dollars(20), Result{Result: Win, Payout: Dollars(20)}},
		{Dollars(5), Result{Result: Lose}},
	}
	for _, c := range []struct {
		mode Exhausted
		want string
		net  Money
	}{
		{ReturnUncovered, "[lose 10.00 no_action 0.00 win 0.00 lose 0.00]", Dollars(35)},
		{EndsEitherWay, "[lose 10.00 no_action 0.00 no_action 0.00 no_action 0.00]", Dollars(50)},
	} {
		cover := Cover{Bank: Dollars(50), Exhausted: c.mode}
		var got []string
		for _, s := range won {
			r := cover.Apply(s.stake, s.full)
			got = append(got, r.Result, r.Returned.String())
		}
		if fmt.Sprint(got) != c.want || cover.Net != c.net {
			t.Errorf("mode %d, the bank won: %v net %s; want %s net %s", c.mode, got, cover.Net, c.want, c.net)
		}
	}
}

// refCover settles wagers against a bank as seed 000 words it: the
// player-dealer "may not win or lose more than the original amount
// wagered" (line 1960); wagers are "collected or paid, to the extent that
// the player-dealer's wager covers", and once "the player-dealer's wager
// has been exhausted, the wagers not covered ... shall be returned" (line
// 3422); Pokara's round "ends when the player/dealer wins or loses as much
// as he has wagered" (line 1767). Kept apart from Cover as a second
// reading: it tracks what the player-dealer holds and what it has won.
type refCover struct {
	mode       Exhausted
	bank, held Money // held: the bank plus what it has won, less what it paid
	over       bool
}

func (r *refCover) settle(stake Money, full Result) Result {
	if r.over {
		return Result{Result: NoAction}
	}
	switch full.Result {
	case Win:
		if r.held <= 0 {
			return Result{Result: NoAction}
		}
		p := full.Payout
		if p > r.held {
			p = r.held
		}
		r.held -= p
		if r.held == 0 && r.mode != CollectLosers {
			r.over = true // exhausted: the rest is not covered
		}
		return Result{Result: Win, Payout: p}
	case Lose:
		mayWin := 2*r.bank - r.held // the bank less what it has won so far
		if mayWin <= 0 {
			return Result{Result: NoAction}
		}
		take := stake
		if take > mayWin {
			take = mayWin
		}
		r.held += take
		if r.mode == EndsEitherWay && r.held == 2*r.bank {
			r.over = true // it has won as much as it wagered
		}
		return Result{Result: Lose, Returned: stake - take}
	}
	return full
}

// Random rounds in every mode: the cover agrees with the second reading
// wager by wager, its net never leaves ± the bank, and once the bank is
// exhausted (ReturnUncovered, EndsEitherWay) every later wager is returned.
func TestCoverRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(3422, 1767))
	for round := range 20000 {
		mode := Exhausted(r.IntN(3))
		bank := Money(100 * (1 + r.IntN(200)))
		cover := Cover{Bank: bank, Exhausted: mode}
		ref := &refCover{mode: mode, bank: bank, held: bank}
		for i := range 1 + r.IntN(12) {
			stake := Money(100 * (1 + r.IntN(100)))
			full := Result{Result: []string{Win, Lose, Push}[r.IntN(3)]}
			if full.Result == Win {
				full.Payout = stake * Money(1+r.IntN(3))
			}
			wasOut := cover.Out()
			got, want := cover.Apply(stake, full), ref.settle(stake, full)
			if got != want {
				t.Fatalf("round %d mode %d bank %s wager %d (%s %+v): cover %+v, reading %+v", round, mode, bank, i, stake, full, got, want)
			}
			if cover.Net > bank || cover.Net < -bank {
				t.Fatalf("round %d: net %s past the bank %s", round, cover.Net, bank)
			}
			if wasOut && got.Result != NoAction {
				t.Fatalf("round %d: %+v after the bank was out", round, got)
			}
			if cover.Net != ref.held-bank {
				t.Fatalf("round %d: net %s, reading %s", round, cover.Net, ref.held-bank)
			}
		}
	}
}
