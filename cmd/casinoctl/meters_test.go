package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"strings"
	"testing"
)

// casinoStud writes a Casino Stud hand at table CS-M against the dealer's
// A-K-9-5-2 (it qualifies): seat 1 holds hand (a Royal Flush, a Straight
// Flush or nothing), seat 4 king high, each with a Progressive wager.
// seat1Pays is seat 1's declared Progressive payout, "" when it loses.
func casinoStud(number int64, hand string, stake1, stake4, seat1Pays string) []byte {
	cards := map[string][]string{"royal": {"AH", "KH", "QH", "JH", "TH"}, "straight_flush": {"9H", "8H", "7H", "6H", "5H"},
		"nothing": {"QC", "JC", "8D", "4D", "3D"}}[hand]
	ante, raise := `"result": "win", "payout": "10.00"`, `"result": "win", "payout": "1000.00"`
	if hand == "nothing" {
		ante, raise = `"result": "lose", "payout": "0.00"`, `"result": "lose", "payout": "0.00"`
	}
	prog := `"result": "lose", "payout": "0.00"`
	if seat1Pays != "" {
		prog = fmt.Sprintf(`"result": "win", "payout": %q`, seat1Pays)
	}
	c, _ := json.Marshal(cards)
	return []byte(fmt.Sprintf(`{"table_id": "CS-M", "hand_number": %d, "game": "casino-stud", "dealt_at": "2026-11-21T%02d:%02d:00Z", `+
		`"cards": {"dealer": ["AS", "KD", "9C", "5D", "2S"], "seats": [{"seat": 1, "cards": %s}, {"seat": 4, "cards": ["KC", "JD", "8S", "4S", "3C"]}]}, `+
		`"wagers": [{"seat": 1, "bet": "ante", "amount": "10.00", %s}, {"seat": 1, "bet": "raise", "amount": "20.00", %s}, `+
		`{"seat": 1, "bet": "progressive", "amount": %q, %s}, `+
		`{"seat": 4, "bet": "ante", "amount": "10.00", "result": "lose", "payout": "0.00"}, {"seat": 4, "bet": "raise", "amount": "20.00", "result": "lose", "payout": "0.00"}, `+
		`{"seat": 4, "bet": "progressive", "amount": %q, "result": "lose", "payout": "0.00"}]}`,
		number, 12+number/60, number%60, c, ante, raise, stake1, prog, stake4))
}

func cents(c int64) string { return fmt.Sprintf("%d.%02d", c/100, c%100) }

// A share of a progressive meter, read by casinoctl verify, is checked
// against the meters of the file's pool lines as the service checks it
// against its own, and agrees with a reading of the meter rules kept
// here: each Progressive wager puts rate × stake on the main meter in
// whole cents, the fraction carried to the next; a hit pays its percentage
// of the meter as the hand's contributions left it, rounded down to the
// cent (seed 002 lines 1408-1414); a meter below its seed after a hit is
// reset to it. Random hands, some paid right, some a cent off or nothing.
// Both ways.
func TestProgressiveSharesBothWays(t *testing.T) {
	rng := rand.New(rand.NewPCG(1413, 1414))
	const seed, rate = 1000000, 1733 // cents; hundredths of a percent
	main := int64(1234567)
	var carry int64 // the fraction of a cent carried, in cents × 10000
	pool := func(id string) []byte {
		return []byte(fmt.Sprintf(`{"pool": {"id": %q, "seed": "%s", "main_rate": "17.33", "main": "%s", "links": [{"table_id": "CS-M", "bet": "progressive"}]}}`,
			id, cents(seed), cents(main)))
	}
	lines := [][]byte{pool("CS-MP")}
	wantVerdict := []string{""}
	stakes := []int64{100, 250, 500, 135}
	for n := int64(1); n <= 120; n++ {
		s1, s4 := stakes[rng.IntN(len(stakes))], stakes[rng.IntN(len(stakes))]
		for _, s := range []int64{s1, s4} {
			exact := carry + s*rate
			main += exact / 10000
			carry = exact % 10000
		}
		hand := []string{"nothing", "nothing", "royal", "straight_flush"}[rng.IntN(4)]
		pays, verdict := "", "verified"
		if hand != "nothing" {
			pct := map[string]int64{"royal": 10000, "straight_flush": 1000}[hand]
			share := main * pct / 10000
			main -= share
			if main < seed {
				main = seed
			}
			switch rng.IntN(4) {
			case 0:
				share--
				verdict = "discrepancy"
			case 1:
				share = 0
				verdict = "discrepancy"
			}
			pays = cents(share)
		}
		lines = append(lines, casinoStud(n, hand, cents(s1), cents(s4), pays))
		wantVerdict = append(wantVerdict, verdict)
	}
	answers := bothWays(t, lines)
	for i, a := range answers {
		if a.verdict != wantVerdict[i] {
			t.Errorf("line %d: %s %v; the meter's reading gives %s\n%s", i+1, a.verdict, a.findings, wantVerdict[i], lines[i])
		}
	}
}

// Offline, without a pool line, a share of a meter is not checked, and
// says so: any amount, 0.00 included, is listed as unchecked and the
// line's verdict is unchecked (exit status 1), never verified. With the
// pool line, 0.00 is a finding on the payout, as in the service.
func TestShareOfAMeterWithoutItsPool(t *testing.T) {
	hand := casinoStud(1, "royal", "1.00", "1.00", "0.00")
	got := verifyOffline(t, [][]byte{hand})
	if got[0].Verdict != "unchecked" || len(got[0].Findings) != 0 || len(got[0].Unchecked) != 1 ||
		got[0].Unchecked[0]["bet"] != "progressive" || got[0].Unchecked[0]["declared"] != "0.00" ||
		!strings.Contains(got[0].Unchecked[0]["message"].(string), "no pool line links table CS-M's progressive") {
		t.Errorf("without a pool line: %+v", got[0])
	}
	var out strings.Builder
	err := run(t.Context(), []string{"verify", "-"}, strings.NewReader(string(hand)+"\n"), &out)
	if code, ok := err.(exitCode); !ok || code != 1 {
		t.Errorf("exit %v", err)
	}
	pool := []byte(`{"pool": {"id": "P", "seed": "10000.00", "main_rate": "1", "main": "10000.00", "links": [{"table_id": "CS-M", "bet": "progressive"}]}}`)
	answers := bothWays(t, [][]byte{pool, hand})
	if a := answers[1]; a.status != http.StatusCreated || a.verdict != "discrepancy" || len(a.findings) != 1 ||
		a.findings[0]["field"] != "payout" || a.findings[0]["expected"] != "10000.02" {
		t.Errorf("with the pool line: %+v", a)
	}
}

// Pool lines are read strictly and held to what the service holds a pool
// to; a wrong one is invalid, naming the field, and states no pool.
func TestPoolLinesRefused(t *testing.T) {
	for _, c := range []struct{ line, field string }{
		{`{"pool": {"id": "P", "seed": "10.00", "main_rate": "1", "main": "10.00", "links": [{"table_id": "T", "bet": "progressive"}], "colour": "red"}}`, "pool.colour"},
		{`{"pool": {"id": "P", "seed": "10.00", "main_rate": "1", "links": [{"table_id": "T", "bet": "progressive"}]}}`, "pool.main"},
		{`{"pool": {"id": "P", "seed": "10.00", "main_rate": "101", "main": "10.00", "links": [{"table_id": "T", "bet": "progressive"}]}}`, "pool.main_rate"},
		{`{"pool": {"id": "P", "seed": "10.00", "main_rate": "1", "main": "-1.00", "links": [{"table_id": "T", "bet": "progressive"}]}}`, "pool.main"},
		{`{"pool": {"id": "P", "seed": "10.00", "main_rate": "1", "main": "10.00"}}`, "pool.links"},
		{`{"pool": {"id": "P", "seed": "10.00", "main_rate": "1", "main": "10.00", "links": [{"table_id": "T"}]}}`, "pool.links[0].bet"},
		{`{"pool": {"id": "a b", "seed": "10.00", "main_rate": "1", "main": "10.00", "links": [{"table_id": "T", "bet": "progressive"}]}}`, "pool.id"},
		{`{"pool": {"id": "P", "seed": "10.00", "main_rate": "1", "cap": "5.00", "main": "10.00", "links": [{"table_id": "T", "bet": "progressive"}]}}`, "pool.cap"},
	} {
		got := verifyOffline(t, [][]byte{[]byte(c.line)})
		if got[0].Verdict != "invalid" || len(got[0].Errors) == 0 || got[0].Errors[0].Field != c.field {
			t.Errorf("%s: %s %+v; want invalid naming %s", c.line, got[0].Verdict, got[0].Errors, c.field)
		}
	}
	// A pool listed by GET /api/v1/progressives is a pool line as it is.
	listed := `{"pool": {"id": "P", "name": "Stud progressive", "seed": "10000.00", "main_rate": "1", "reserve_rate": "0.5", "closed": false, ` +
		`"main": "10000.00", "reserve": "0.00", "pending": "0.00", "liability": "10000.00", "last_seq": 1, ` +
		`"links": [{"pool_id": "P", "table_id": "CS-M", "bet": "progressive"}], "pending_hits": []}}`
	if got := verifyOffline(t, [][]byte{[]byte(listed)}); got[0].Verdict != "pool" {
		t.Errorf("a listed pool: %+v", got[0])
	}
}
