package paigow

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// setJSON turns "TD 8H | KS KH 6S 4C 2D" into a front/back JSON object.
func setJSON(s string) string {
	front, back, _ := strings.Cut(s, "|")
	list := func(cards string) string {
		b, _ := json.Marshal(strings.Fields(cards))
		return string(b)
	}
	return fmt.Sprintf(`{"front": %s, "back": %s}`, list(front), list(back))
}

// seatsJSON turns {"1: AS QD | JH JC 8S 7D 3C", ...} into a seats list.
func seatsJSON(seats []string, extra map[int]string) string {
	var parts []string
	for _, s := range seats {
		n, set, _ := strings.Cut(s, ":")
		seat, _ := strconv.Atoi(strings.TrimSpace(n))
		obj := setJSON(set)
		obj = fmt.Sprintf(`{"seat": %d, %s%s`, seat, obj[1:len(obj)-1], extra[seat]) + "}"
		parts = append(parts, obj)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func ukRecord(dealer string, seats []string, wagers, envy string) string {
	rec := fmt.Sprintf(`{"table_id": "T", "hand_number": 1, "game": "pai-gow-poker-uk", "dealt_at": "2026-11-21T22:00:00Z",
 "cards": {"dealer": %s, "seats": %s}, "wagers": [%s]`, setJSON(dealer), seatsJSON(seats, nil), wagers)
	if envy != "" {
		rec += `, "envy": [` + envy + `]`
	}
	return rec + "}"
}

func won(seat int, bet, amount, payout, commission string) string {
	return fmt.Sprintf(`{"seat": %d, "bet": %q, "amount": %q, "result": "win", "payout": %q, "commission": %q}`, seat, bet, amount, payout, commission)
}

func wager(seat int, bet, amount, result, payout string) string {
	return fmt.Sprintf(`{"seat": %d, "bet": %q, "amount": %q, "result": %q, "payout": %q}`, seat, bet, amount, result, payout)
}

// The book's example hand set against the House Way: K-K in front is a
// foul the dealer may never play (lines 3258-3267); the finding cites the
// one-pair row and the wagers are settled against K-K-6-4-2 behind 10-8.
func TestUKDealerAgainstTheHouseWay(t *testing.T) {
	rec := ukRecord("KS KH | TD 8H 6S 4C 2D", []string{"1: AS QD | JH JC 9S 7D 3C"},
		wager(1, "standard", "10.00", "win", "10.00"), "")
	v := verify(t, UK(), rec, nil)
	f := findingOn(v, 0, "dealer", "set")
	if f == nil || f.Rule != gb("3275-3277") {
		t.Fatalf("no finding of the dealer's set citing the one-pair row: %+v", v.Findings)
	}
	// Against the House Way the seat's jacks lose to kings, A-Q beats 10-8:
	// a stand-off, not the win the record declares.
	if got := expected(t, v, 1, 0, "standard"); got.Result != rules.Push {
		t.Errorf("standard: %+v, want a push", got)
	}
	// The same cards set the House Way raise nothing about the dealer.
	rec = ukRecord("TD 8H | KS KH 6S 4C 2D", []string{"1: AS QD | JH JC 9S 7D 3C"},
		wager(1, "standard", "10.00", "push", "0.00"), "")
	expectVerified(t, verify(t, UK(), rec, nil))
}

// A foul (lines 3245-3256): under option a both hands lose, under option b
// the dealer re-sets them by the House Way and they play.
func TestUKFoul(t *testing.T) {
	// Aces in front of a pair of queens: a foul. By the House Way one pair
	// goes behind... two pairs, aces and queens: always split, aces behind
	// with K-J-9, queens in front (line 3308); that beats the dealer's
	// kings and 10-8.
	seats := []string{"2: AS AH | QS QH KD JC 9S"}
	rec := ukRecord("TD 8H | KS KH 6S 4C 2D", seats, wager(2, "standard", "20.00", "lose", "0.00"), "")
	v := verify(t, UK(), rec, nil)
	expectVerified(t, v)
	if s := v.Settlements[0]; s.Rule != ukFoulLose {
		t.Errorf("foul under option a cites %v", s.Rule)
	}
	v = verify(t, UK(), rec, map[string]string{"foul": "house_way"})
	got := expected(t, v, 2, 0, "standard")
	if got.Result != rules.Win || got.Payout != rules.Dollars(20) || got.Commission != rules.Dollars(1) {
		t.Errorf("re-set by the House Way: %+v, want a win of 20.00 less 1.00", got)
	}
}

// Copies go to the dealer (lines 3386-3389): the same back hand in other
// suits, a winning front: a stand-off; both copies: the wager loses.
func TestUKCopies(t *testing.T) {
	rec := ukRecord("TD 8H | KS KH 6S 4C 2D",
		[]string{"3: AS QD | KD KC 6D 4S 2C", "4: TC 8C | JD JH 6H 4D 2H"},
		wager(3, "standard", "10.00", "push", "0.00")+", "+wager(4, "standard", "10.00", "lose", "0.00"), "")
	v := verify(t, UK(), rec, nil)
	expectVerified(t, v)
	if s := v.Settlements[0]; s.Rule != ukCopy {
		t.Errorf("a copy behind cites %v, want %v", s.Rule, ukCopy)
	}
}

// The 5% commission (line 3394) on a stake whose 5% is not whole pence,
// rounded down and up by the commission_rounding setting.
func TestUKCommissionRounding(t *testing.T) {
	rec := ukRecord("TD 8H | KS KH 6S 4C 2D", []string{"1: QH QC | AH AD 5S 5H 3D"},
		`{"seat": 1, "bet": "standard", "amount": "10.10", "result": "win", "payout": "10.10", "commission": "0.50"}`, "")
	expectVerified(t, verify(t, UK(), rec, nil))
	v := verify(t, UK(), rec, map[string]string{"commission_rounding": "up_to_cent"})
	if f := findingOn(v, 1, "standard", "commission"); f == nil || f.Expected != "0.51" || f.Rule != ukCommission {
		t.Errorf("up to the penny: %+v", v.Findings)
	}
}

// Fortune: the pay tables of rules 13.36 and 13.37 and the Three Pair
// stand-off (lines 3455-3457, 3482; pay table 2 prints none).
func TestUKFortuneTables(t *testing.T) {
	quads := ukRecord("TD 8H | KS KH 6S 4C 2D", []string{"3: JS 7C | 9S 9H 9D 9C 5C"},
		wager(3, "standard", "10.00", "win", "10.00")+", "+wager(3, "fortune", "10.00", "win", "200.00"), "")
	for table, pays := range map[string]string{"minimum": "200.00", "1": "200.00", "2": "250.00"} {
		v := verify(t, UK(), quads, map[string]string{"fortune_pay_table": table})
		if got := expected(t, v, 3, 0, "fortune"); got.Payout != money(t, pays) {
			t.Errorf("four of a kind under table %s: %v, want %s", table, got.Payout, pays)
		}
	}
	threePair := ukRecord("TD 8H | KS KH 6S 4C 2D", []string{"2: QH QC | AH AD 5S 5H 3D"},
		wager(2, "standard", "25.00", "win", "25.00")+", "+wager(2, "fortune", "5.00", "push", "0.00"), "")
	for _, c := range []struct{ table, three, want string }{
		{"1", "as_printed", rules.Push}, {"minimum", "as_printed", rules.Push}, {"2", "as_printed", rules.Lose},
		{"2", "push", rules.Push}, {"1", "lose", rules.Lose},
	} {
		v := verify(t, UK(), threePair, map[string]string{"fortune_pay_table": c.table, "fortune_three_pair": c.three})
		if got := expected(t, v, 2, 0, "fortune"); got.Result != c.want {
			t.Errorf("three pair, table %s, %s: %s, want %s", c.table, c.three, got.Result, c.want)
		}
	}
}

// The Envy Bonus (lines 3508-3523): a bonus for each other hand of four
// of a kind or better to every Fortune stake of the qualifying amount; none
// for one's own hand; none under the amount.
func TestUKEnvy(t *testing.T) {
	seats := []string{
		"1: AS QD | JH JC 8S 7D 4D",
		"3: JS 7C | 9S 9H 9D 9C 5C",
		"5: QS QH | 3S 3H 3D 3C JK",
	}
	wagers := strings.Join([]string{
		wager(1, "standard", "10.00", "push", "0.00"), wager(1, "fortune", "5.00", "lose", "0.00"),
		won(3, "standard", "10.00", "10.00", "0.50"), wager(3, "fortune", "4.00", "win", "80.00"),
		won(5, "standard", "10.00", "10.00", "0.50"), wager(5, "fortune", "5.00", "win", "100.00"),
	}, ", ")
	rec := ukRecord("TD 8H | KS KH 6S 4C 2D", seats, wagers,
		`{"seat": 1, "payout": "4.00"}, {"seat": 5, "payout": "2.00"}`)
	// Seat 1 earns two bonuses (seats 3 and 5), seat 5 one (seat 3), seat
	// 3 none: its 4.00 is under the qualifying 5.00.
	v := verify(t, UK(), rec, nil)
	expectVerified(t, v)
	if got := expected(t, v, 1, 0, BetEnvy); got.Payout != rules.Dollars(4) {
		t.Errorf("seat 1 envy %v", got)
	}
	// Pay table 2 pays four of a kind £2 as well.
	expectVerified(t, verify(t, UK(), rec, map[string]string{"envy_pay_table": "2"}))
	// With 4.00 qualifying, seat 3 earns seat 5's bonus.
	v = verify(t, UK(), rec, map[string]string{"envy_qualifying": "4.00"})
	if f := findingOn(v, 3, BetEnvy, "payout"); f == nil || f.Expected != "2.00" || f.Declared != "0.00" {
		t.Errorf("with 4.00 qualifying: %+v", v.Findings)
	}
	// An Envy Bonus paid short is a finding.
	short := strings.Replace(rec, `"payout": "4.00"}`, `"payout": "2.00"}`, 1)
	if f := findingOn(verify(t, UK(), short, nil), 1, BetEnvy, "payout"); f == nil || f.Expected != "4.00" {
		t.Errorf("envy paid short: no finding")
	}
}

// Jokolor (lines 3575-3592) at a table offering it; a Fortune wager there
// is refused (lines 3214-3216).
func TestUKJokolor(t *testing.T) {
	cases := []struct {
		seat, want string
	}{
		{"2: AH KD | QH JH 9D 8D JK", "30"},   // six red and the joker
		{"2: AH KD | QH JH 9D 8S JK", "5"},    // the joker
		{"2: AH KD | QH JH 9D 8S 7C", "lose"}, // neither
		{"2: AH KD | QH JH 9D 8D 3D", "10"},   // seven red
		{"2: AS KC | QS JC 9S 8C 3C", "10"},   // seven black
	}
	for _, c := range cases {
		rec := ukRecord("TD 8H | KS KH 6S 4C 2D", []string{c.seat},
			wager(2, "standard", "10.00", "win", "10.00")+", "+wager(2, "jokolor", "10.00", "lose", "0.00"), "")
		v := verify(t, UK(), rec, map[string]string{"side_wager": "jokolor"})
		got := expected(t, v, 2, 0, "jokolor")
		want := rules.Result{Result: rules.Lose}
		if c.want != "lose" {
			n, _ := strconv.Atoi(c.want)
			want = rules.Result{Result: rules.Win, Payout: rules.Dollars(int64(10 * n))}
		}
		if got != want {
			t.Errorf("%s: %+v, want %+v", c.seat, got, want)
		}
	}
	rec := ukRecord("TD 8H | KS KH 6S 4C 2D", []string{"2: AH KD | QH JH 9D 8D JK"},
		wager(2, "standard", "10.00", "win", "10.00")+", "+wager(2, "fortune", "10.00", "lose", "0.00"), "")
	refused(t, UK(), rec, map[string]string{"side_wager": "jokolor"}, "wagers[1].bet", "offers jokolor")
}

// Records the rules make impossible.
func TestUKRefused(t *testing.T) {
	std := wager(1, "standard", "10.00", "push", "0.00")
	dealer := "TD 8H | KS KH 6S 4C 2D"
	refused(t, UK(), ukRecord(dealer, []string{"1: AS QD JD | JH JC 9S 7D"}, std, ""), nil, "cards.seats[0].front", "two cards")
	refused(t, UK(), ukRecord(dealer, []string{"1: AS KS | JH JC 9S 7D 3C"}, std, ""), nil, "cards.seats[0].front[1]", "also at cards.dealer.back[0]")
	refused(t, UK(), ukRecord("TD JK | KS KH 6S 4C 2D", []string{"1: AS JK | JH JC 9S 7D 3C"}, std, ""), nil, "cards.seats[0].front[1]", "joker number 2")
	refused(t, UK(), ukRecord(dealer, []string{"7: AS QD | JH JC 9S 7D 3C"}, wager(7, "standard", "10.00", "push", "0.00"), ""), nil, "cards.seats[0].seat", "from 1 to 6")
	refused(t, UK(), ukRecord(dealer, []string{"1: AS QD | JH JC 9S 7D 3C"}, wager(1, "fortune", "10.00", "lose", "0.00"), ""), nil, "wagers[0].bet", "without a Standard wager")
	refused(t, UK(), ukRecord(dealer, []string{"1: AS QD | JH JC 9S 7D 3C"},
		`{"seat": 1, "backline": 1, "bet": "standard", "amount": "10.00", "result": "push", "payout": "0.00"}`, ""), nil, "wagers[0].backline", "one wager")
	refused(t, UK(), ukRecord(dealer, []string{"1: AS QD | JH JC 9S 7D 3C"}, std, `{"seat": 1, "payout": "2.00"}`), map[string]string{"side_wager": "none"}, "envy", "offers no Fortune")
}
