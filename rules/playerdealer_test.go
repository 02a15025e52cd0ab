package rules

import (
	"fmt"
	"testing"
)

// A bank of 50 settles, in order, a winner due 30, a winner due 40, a loser
// of 25 and a winner due 10. Without EndsWhenOut the second winner takes
// the 20 left, the loser's 25 is collected and pays the last winner 10
// (net -30 - 20 + 25 - 10 = -35); with it, the bank is out after the
// second winner and the last two are returned (net -50).
func TestCoverEndsWhenOut(t *testing.T) {
	steps := []struct {
		stake Money
		full  Result
	}{
		{Dollars(30), Result{Result: Win, Payout: Dollars(30)}},
		{Dollars(40), Result{Result: Win, Payout: Dollars(40)}},
		{Dollars(25), Result{Result: Lose}},
		{Dollars(10), Result{Result: Win, Payout: Dollars(10)}},
	}
	for _, c := range []struct {
		ends bool
		want string
		net  Money
	}{
		{false, "[win 30.00 win 20.00 lose 0.00 win 10.00]", Dollars(-35)},
		{true, "[win 30.00 win 20.00 no_action 0.00 no_action 0.00]", Dollars(-50)},
	} {
		cover := Cover{Bank: Dollars(50), EndsWhenOut: c.ends}
		var got []string
		for _, s := range steps {
			r := cover.Apply(s.stake, s.full)
			got = append(got, r.Result, r.Payout.String())
		}
		if fmt.Sprint(got) != c.want || cover.Net != c.net || cover.Out() != c.ends {
			t.Errorf("EndsWhenOut=%v: %v net %s out %v; want %s net %s", c.ends, got, cover.Net, cover.Out(), c.want, c.net)
		}
	}
}
