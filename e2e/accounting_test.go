package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/baccarat"
	"github.com/tablegames/casino/rules/catalog"
)

// A month of play, October 2026, at a property in Denver: two baccarat
// tables, a Hold'em table and a Texas Hold'em Bonus table on a progressive
// pool. Every day the stations post hands, the pit counts the trays, fills
// and credits go through the cage, the count team counts the boxes; a short
// pay is corrected, another left open, a box recounted, a fill voided,
// another left unverified, a royal flush hits the meter. Compliance signs
// off the days to the 29th. Every report is run, read back from its .xlsx
// and its PDF's text, and checked against figures worked out here from
// what was posted, not from the service.
func TestMonthOfPlay(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the end-to-end test builds and runs the binaries")
	}
	start := time.Now()
	root := moduleRoot(t)
	bin := binaries(t, root)
	dbURL := modeltest.URL(t)
	t.Logf("database: %s", modeltest.Describe())
	work := t.TempDir()
	env := childEnv(dbURL)
	c := ctl{t: t, bin: filepath.Join(bin, "casinoctl"), dir: work, env: env, timeout: 2 * time.Minute}

	c.ok("property", "set", "--time-zone", "America/Denver", "--adjustment-threshold", "500.00")
	for _, tb := range [][]string{{"BAC-1", "baccarat-co"}, {"BAC-2", "baccarat-co"}, {"HE-1", "holdem"}, {"THB-1", "holdem-bonus-progressive"}} {
		c.ok("table", "add", tb[0], "--game", tb[1])
	}
	c.ok("pool", "add", "PB", "--seed", "1000", "--rate", "10")
	c.ok("pool", "link", "PB", "THB-1", "progressive")
	station := strings.TrimSpace(c.ok("station", "add", "st-1", "--tables", "BAC-1,BAC-2,HE-1,THB-1"))
	tokens := map[string]string{}
	for _, u := range [][2]string{{"pat", "pit_boss"}, {"sam", "pit_boss"}, {"cass", "cage"}, {"cole", "count"}, {"dana", "compliance"}} {
		c.ok("user", "add", u[0], "--role", u[1])
		tokens[u[0]] = strings.TrimSpace(c.ok("user", "token", u[0]))
	}
	srv := startServerWith(t, filepath.Join(bin, "casinod"), work, env, "--no-jobs")
	post := func(path, who string, body any, want int) reply {
		t.Helper()
		b, ok := body.([]byte)
		if !ok && body != nil {
			var err error
			if b, err = json.Marshal(body); err != nil {
				t.Fatal(err)
			}
		}
		token := tokens[who]
		if who == "station" {
			token = station
		}
		r := srv.do(t, "POST", path, token, b)
		if r.status != want {
			t.Fatalf("POST %s as %s: %d, want %d: %s", path, who, r.status, want, r.body)
		}
		return r
	}

	// The books of the month, worked out as they are posted (cents).
	type tableDay struct {
		drop, fills, credits, opener, closer, engine int64
		hands, banker, tie, player                   int64 // wagers of 100.00, 10.00, 50.00
	}
	books := map[string]map[int]*tableDay{"BAC-1": {}, "BAC-2": {}, "HE-1": {}, "THB-1": {}}
	dayOf := func(d int) string { return fmt.Sprintf("2026-10-%02d", d) }
	dealtAt := func(d, i int) string { return fmt.Sprintf("2026-10-%02dT20:%02d:00-06:00", d, i) }
	type dealerTally struct{ hands, findings int64 }
	dealers := map[string]*dealerTally{}
	tally := func(dealer string, findings int64) {
		if dealers[dealer] == nil {
			dealers[dealer] = &dealerTally{}
		}
		dealers[dealer].hands++
		dealers[dealer].findings += findings
	}

	// Hands. A: the Banker's 7 beats the Player's 3; banker 100.00 wins
	// 100.00 less 5.00 commission, tie 10.00 loses: the house -85.00.
	// B: the same cards; player 50.00 loses: the house +50.00.
	bacA := func(table string, n int, at, payout, dealer string) string {
		return fmt.Sprintf(`{"table_id": %q, "hand_number": %d, "game": "baccarat-co", "dealt_at": %q, "dealer_id": %q,
		 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
		 "wagers": [{"seat": 3, "bet": "banker", "amount": "100.00", "result": "win", "payout": %q, "commission": "5.00"},
		            {"seat": 5, "bet": "tie", "amount": "10.00", "result": "lose", "payout": "0.00"}]}`, table, n, at, dealer, payout)
	}
	bacB := func(table string, n int, at, dealer string) string {
		return fmt.Sprintf(`{"table_id": %q, "hand_number": %d, "game": "baccarat-co", "dealt_at": %q, "dealer_id": %q,
		 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
		 "wagers": [{"seat": 1, "bet": "player", "amount": "50.00", "result": "lose", "payout": "0.00"}]}`, table, n, at, dealer)
	}
	holdem := func(n int, at string) string {
		return fmt.Sprintf(`{"table_id": "HE-1", "hand_number": %d, "game": "holdem", "dealt_at": %q, "button": 6,
		 "board": ["5C", "6D", "7H", "8S", "KD"],
		 "seats": [{"seat": 2, "cards": ["9C", "2H"], "contributed": "20.00", "won": "19.00"},
		           {"seat": 4, "cards": ["9D", "3C"], "contributed": "20.00", "won": "19.00"},
		           {"seat": 6, "folded": true, "contributed": "2.00", "won": "0.00"}],
		 "fees": [{"type": "regular", "amount": "4.00"}]}`, n, at)
	}
	thb := func(n int, at string, hole, community [2]string, board [3]string, anteResult, ante, progressive string) string {
		result := "lose"
		if progressive != "0.00" {
			result = "win"
		}
		return fmt.Sprintf(`{"table_id": "THB-1", "hand_number": %d, "game": "holdem-bonus-progressive", "dealt_at": %q,
		 "cards": {"community": [%q, %q, %q, %q, %q], "dealer": ["4H", "5H"], "seats": [{"seat": 1, "cards": [%q, %q], "folded": false}]},
		 "wagers": [{"seat": 1, "bet": "ante", "amount": "10.00", "result": %q, "payout": %q},
		            {"seat": 1, "bet": "flop", "amount": "20.00", "result": "win", "payout": "20.00"},
		            {"seat": 1, "bet": "progressive", "amount": "5.00", "result": %q, "payout": %q}]}`,
			n, at, board[0], board[1], board[2], community[0], community[1], hole[0], hole[1], anteResult, ante, result, progressive)
	}
	type answer struct {
		ID       int64 `json:"id"`
		Verdict  string
		Findings []struct {
			ID int64 `json:"id"`
		} `json:"findings"`
		Totals struct {
			ExpectedHouseWin string `json:"expected_house_win"`
		} `json:"totals"`
	}
	cents := func(s string) int64 {
		neg := strings.HasPrefix(s, "-")
		w, f, _ := strings.Cut(strings.TrimPrefix(s, "-"), ".")
		n, _ := strconv.ParseInt(w, 10, 64)
		m, _ := strconv.ParseInt((f + "00")[:2], 10, 64)
		if neg {
			return -(n*100 + m)
		}
		return n*100 + m
	}
	record := func(raw string) answer {
		t.Helper()
		var a answer
		post("/api/v1/hands", "station", []byte(raw), http.StatusCreated).want(t, http.StatusCreated, &a)
		return a
	}
	var shortOpen, shortFixed answer
	for d := 1; d <= 31; d++ {
		for _, tb := range []string{"BAC-1", "BAC-2", "HE-1", "THB-1"} {
			books[tb][d] = &tableDay{}
		}
		nA, nB := 2+d%3, 1+d%4
		if d == 5 || d == 9 { // one of the A hands is short-paid by 10.00
			nA--
		}
		for i := range nA {
			dealer := "D-1"
			if (d+i)%2 == 0 {
				dealer = "D-2"
			}
			record(bacA("BAC-1", d*100+i, dealtAt(d, i), "100.00", dealer))
			tally(dealer, 0)
		}
		for i := range nB {
			record(bacB("BAC-1", d*100+50+i, dealtAt(d, 30+i), "D-3"))
			tally("D-3", 0)
		}
		b1 := books["BAC-1"][d]
		b1.hands, b1.banker, b1.tie, b1.player = int64(nA+nB), int64(nA), int64(nA), int64(nB)
		b1.engine = -8500*int64(nA) + 5000*int64(nB)
		if d == 5 || d == 9 {
			a := record(bacA("BAC-1", d*100+99, dealtAt(d, 59), "90.00", "D-2"))
			if a.Verdict != "discrepancy" || len(a.Findings) != 1 {
				t.Fatalf("a short pay: %+v", a)
			}
			tally("D-2", 1)
			b1.hands++
			b1.banker++
			b1.tie++
			b1.engine -= 8500 // the rules settle the hand as if paid right
			if d == 5 {
				shortFixed = a
			} else {
				shortOpen = a
			}
		}
		n2 := 1 + d%2
		for i := range n2 {
			record(bacA("BAC-2", d*100+i, dealtAt(d, i), "100.00", ""))
			tally("", 0)
		}
		record(bacB("BAC-2", d*100+50, dealtAt(d, 50), ""))
		tally("", 0)
		b2 := books["BAC-2"][d]
		b2.hands, b2.banker, b2.tie, b2.player, b2.engine = int64(n2+1), int64(n2), int64(n2), 1, -8500*int64(n2)+5000
		record(holdem(d, dealtAt(d, 10)))
		tally("", 0)
		books["HE-1"][d].hands, books["HE-1"][d].engine = 1, 400
	}
	// THB-1: a hand on the 3rd feeds the meter 0.50 (10% of 5.00); on the
	// 12th a royal flush on the flop pays 100% of the meter after its own
	// 0.50: 1,001.00.
	a := record(thb(1, dealtAt(3, 40), [2]string{"KC", "KD"}, [2]string{"9D", "2C"}, [3]string{"7S", "8C", "2S"}, "push", "0.00", "0.00"))
	books["THB-1"][3].hands, books["THB-1"][3].engine = 1, cents(a.Totals.ExpectedHouseWin)
	a = record(thb(2, dealtAt(12, 40), [2]string{"AS", "KS"}, [2]string{"2D", "3C"}, [3]string{"QS", "JS", "TS"}, "win", "10.00", "1001.00"))
	if a.Verdict != "verified" {
		t.Fatalf("the royal flush: %+v", a)
	}
	books["THB-1"][12].hands, books["THB-1"][12].engine = 1, cents(a.Totals.ExpectedHouseWin)
	tally("", 0)
	tally("", 0)

	// The pit's trays: closers of 2026-09-30, then every day's.
	chipBody := func(table, day, kind string, hundreds int64) map[string]any {
		return map[string]any{"table_id": table, "gaming_day": day, "kind": kind,
			"chips": []map[string]any{{"denomination": "100.00", "count": hundreds}}}
	}
	post("/api/v1/inventories", "pat", chipBody("BAC-1", "2026-09-30", "closer", 500), http.StatusCreated)
	post("/api/v1/inventories", "pat", chipBody("BAC-2", "2026-09-30", "closer", 200), http.StatusCreated)
	for d := 1; d <= 31; d++ {
		b1, b2 := books["BAC-1"][d], books["BAC-2"][d]
		b1.opener, b2.opener = 5000000+10000*int64(d-1), 2000000
		if d == 1 {
			b1.opener = 5000000
		}
		b1.closer, b2.closer = 5000000+10000*int64(d), 2000000
		post("/api/v1/inventories", "pat", chipBody("BAC-1", dayOf(d), "closer", 500+int64(d)), http.StatusCreated)
		if d == 15 { // counted 201 hundreds, recounted 200
			post("/api/v1/inventories", "pat", chipBody("BAC-2", dayOf(d), "closer", 201), http.StatusCreated)
		}
		post("/api/v1/inventories", "pat", chipBody("BAC-2", dayOf(d), "closer", 200), http.StatusCreated)
	}
	// BAC-2's opener of the 10th is counted at 19,900.00, not the 20,000.00
	// of the closer before it.
	post("/api/v1/inventories", "pat", chipBody("BAC-2", dayOf(10), "opener", 199), http.StatusCreated)
	books["BAC-2"][10].opener = 1990000

	// Fills and credits at BAC-1: a 2,000.00 fill every fifth day, a
	// 1,500.00 credit on the 7th, both verified; an 800.00 fill on the
	// 20th voided; a 300.00 fill on the 25th never verified.
	type slip struct {
		ID int64 `json:"id"`
	}
	request := func(kind string, d int, hundreds int64) int64 {
		var s slip
		post("/api/v1/slips", "pat", map[string]any{"kind": kind, "table_id": "BAC-1", "gaming_day": dayOf(d),
			"chips": []map[string]any{{"denomination": "100.00", "count": hundreds}}}, http.StatusCreated).want(t, http.StatusCreated, &s)
		return s.ID
	}
	for d := 5; d <= 31; d += 5 {
		post(fmt.Sprintf("/api/v1/slips/%d/verify", request("fill", d, 20)), "cass", nil, http.StatusOK)
		books["BAC-1"][d].fills += 200000
	}
	post(fmt.Sprintf("/api/v1/slips/%d/verify", request("credit", 7, 15)), "cass", nil, http.StatusOK)
	books["BAC-1"][7].credits += 150000
	voided := request("fill", 20, 8)
	post(fmt.Sprintf("/api/v1/slips/%d/verify", voided), "pat", nil, http.StatusForbidden)
	post(fmt.Sprintf("/api/v1/slips/%d/void", voided), "cass", map[string]string{"reason": "sent to the wrong table"}, http.StatusOK)
	request("fill", 25, 3)

	// The count: BAC-1's box held 3,000.00 + 50.00 a day; on the 8th it was
	// counted 2,700.00 first. BAC-2's 1,000.00. HE-1's box, the fees, 4.00,
	// but 3.00 on the 6th; not counted on the 30th.
	count := func(table string, d int, amount int64) {
		var bills []map[string]any
		for _, b := range models.BillsFor(rules.Money(amount)) {
			bills = append(bills, map[string]any{"denomination": b.Denomination.String(), "count": b.Count})
		}
		post("/api/v1/counts", "cole", map[string]any{"table_id": table, "gaming_day": dayOf(d),
			"amount": fmt.Sprintf("%d.%02d", amount/100, amount%100), "denominations": bills,
			"team": []string{"Ann Lee", "Bo Ma", "Cy Ortiz"}, "started_at": dayOf(d) + "T23:00:00Z", "ended_at": dayOf(d) + "T23:10:00Z"},
			http.StatusCreated)
	}
	for d := 1; d <= 31; d++ {
		drop := 300000 + 5000*int64(d)
		if d == 8 {
			count("BAC-1", d, 270000)
		}
		count("BAC-1", d, drop)
		books["BAC-1"][d].drop = drop
		count("BAC-2", d, 100000)
		books["BAC-2"][d].drop = 100000
		if d != 30 {
			he := int64(400)
			if d == 6 {
				he = 300
			}
			count("HE-1", d, he)
			books["HE-1"][d].drop = he
		}
	}

	// The short pay of the 5th is corrected, 10.00 paid to the player.
	var corr struct {
		ID int64 `json:"id"`
	}
	post(fmt.Sprintf("/api/v1/hands/%d/corrections", shortFixed.ID), "pat", map[string]any{"reason_code": "dealer_payout_error",
		"note": "paid the 10.00 short", "adjustment": "10.00"}, http.StatusCreated).want(t, http.StatusCreated, &corr)
	post(fmt.Sprintf("/api/v1/corrections/%d/approve", corr.ID), "sam", nil, http.StatusOK)

	// A meter reading today: the meter is back at its seed, 1,000.00; the
	// display read 1,000.25.
	post("/api/v1/progressives/PB/readings", "dana", map[string]string{"amount": "1000.25", "note": "display"}, http.StatusCreated)

	// Compliance signs off the 1st to the 29th; the 9th's open finding
	// and the 25th's unverified fill need a reason.
	post("/api/v1/gaming-days/2026-10-09/sign-off", "dana", map[string]string{"note": "n"}, http.StatusUnprocessableEntity)
	for d := 1; d <= 29; d++ {
		post("/api/v1/gaming-days/"+dayOf(d)+"/sign-off", "dana",
			map[string]string{"note": "audited", "override_reason": "investigated; see the exceptions report"}, http.StatusCreated)
	}

	// Every report, read back.
	files := map[string]map[string][]byte{}
	run := func(kind, day string) {
		t.Helper()
		var made struct {
			Reports []struct {
				Format   string `json:"format"`
				Download string `json:"download"`
			} `json:"reports"`
		}
		post("/api/v1/reports", "dana", map[string]string{"kind": kind, "gaming_day": day}, http.StatusCreated).
			want(t, http.StatusCreated, &made)
		files[kind+" "+day] = map[string][]byte{}
		for _, m := range made.Reports {
			r := srv.do(t, "GET", m.Download, tokens["dana"], nil)
			r.want(t, http.StatusOK, nil)
			files[kind+" "+day][m.Format] = r.body
		}
	}
	for _, k := range []string{"master_game", "statistical", "exceptions", "adjustments", "progressive_hits", "daily_summary",
		"fee_collection", "progressive_liability"} {
		run(k, "2026-10-08")
	}
	for _, k := range []string{"monthly", "adjustments_monthly", "dealer_errors", "statistical"} {
		run(k, "2026-10-31")
	}
	run("exceptions", "2026-10-30")
	run("exceptions", "2026-10-09")
	run("progressive_hits", "2026-10-12")
	today := time.Now().In(mustLoc(t, "America/Denver")).Add(-6 * time.Hour).Format(time.DateOnly)
	run("progressive_hits", today)

	// The independent figures.
	win := func(tb string, d int) int64 {
		b := books[tb][d]
		if tb == "HE-1" {
			return b.drop
		}
		return b.drop + b.closer + b.credits - b.opener - b.fills
	}
	var mDrop, mWin, mFills, mCredits, mEngine, mHands int64
	for d := 1; d <= 31; d++ {
		b := books["BAC-1"][d]
		mDrop += b.drop
		mWin += win("BAC-1", d)
		mFills += b.fills
		mCredits += b.credits
		mEngine += b.engine
		mHands += b.hands
	}
	hold := func(w, dr int64) string { // half away from zero, to a hundredth of a point
		q := new(big.Rat).SetFrac64(w*10000, dr)
		f, _ := q.Float64()
		bp := int64(f + 0.5)
		return fmt.Sprintf("%d.%02d%%", bp/100, bp%100)
	}

	t.Run("master game report", func(t *testing.T) {
		s := readXLSX(t, files["master_game 2026-10-08"]["xlsx"])
		rows := s["Master Game Report"]
		b1 := books["BAC-1"][8]
		want := []string{"BAC-1", "Baccarat (Colorado Rule 28)", money(b1.drop), money(b1.fills), money(b1.credits), money(b1.opener),
			money(b1.closer), money(win("BAC-1", 8)), hold(win("BAC-1", 8), b1.drop), "0.00", money(b1.engine),
			money(win("BAC-1", 8) - b1.engine), strconv.FormatInt(b1.hands, 10)}
		if got := rowOf(rows, "BAC-1"); len(got) < len(want) || strings.Join(got[:len(want)], "|") != strings.Join(want, "|") {
			t.Errorf("BAC-1 of the 8th:\n%q\nwant\n%q", got, want)
		}
		he := rowOf(rows, "HE-1")
		if len(he) < 8 || he[2] != money(400) || he[7] != money(400) {
			t.Errorf("HE-1, a collection box: %q", he)
		}
		if hasText(rows, "PROVISIONAL") {
			t.Error("the 8th is signed off, its report is not provisional")
		}
		if text, ok := pdfTextOf(t, work, files["master_game 2026-10-08"]["pdf"]); ok {
			for _, w := range []string{money(win("BAC-1", 8)), "Reviewed by: dana, gaming day signed off", "Prepared by: dana"} {
				if !strings.Contains(text, w) {
					t.Errorf("the PDF lacks %q", w)
				}
			}
		}
	})

	t.Run("monthly report", func(t *testing.T) {
		s := readXLSX(t, files["monthly 2026-10-31"]["xlsx"])
		rows := s["Monthly report"]
		got := rowOf(rows, "BAC-1")
		want := []string{"BAC-1", "Baccarat (Colorado Rule 28)", money(mDrop), money(mFills), money(mCredits), money(mWin),
			hold(mWin, mDrop), money(mEngine)}
		if len(got) < len(want) || strings.Join(got[:len(want)], "|") != strings.Join(want, "|") {
			t.Errorf("BAC-1 of October:\n%q\nwant\n%q", got, want)
		}
		if !hasText(rows, "PROVISIONAL: 2 of the 31 gaming days from 2026-10-01 to 2026-10-31 are not signed off") {
			t.Error("the monthly report does not say it is provisional")
		}
		roll := s["Year to date by month"]
		if oct := rowOf(roll, "2026-10"); len(oct) < 3 || oct[1] == "" {
			t.Errorf("the year-to-date roll-up: %q", roll)
		}
		if text, ok := pdfTextOf(t, work, files["monthly 2026-10-31"]["pdf"]); ok {
			pages := strings.Split(strings.TrimRight(text, "\f"), "\f")
			for i, p := range pages {
				if !strings.Contains(p, "PROVISIONAL") {
					t.Errorf("page %d of the monthly PDF does not say PROVISIONAL", i+1)
				}
			}
			if !strings.Contains(text, money(mWin)) {
				t.Errorf("the monthly PDF lacks the month's win %s", money(mWin))
			}
		}
	})

	t.Run("statistical report", func(t *testing.T) {
		// The expected win from the engine's own enumeration, summed here.
		g, _ := catalog.Default().Game("baccarat-co")
		st, _ := g.Settings(nil)
		fs, err := baccarat.Enumerate(g, st)
		if err != nil {
			t.Fatal(err)
		}
		mean := new(big.Rat)
		var banker, tie, player int64
		for d := 1; d <= 31; d++ {
			b := books["BAC-1"][d]
			banker, tie, player = banker+b.banker, tie+b.tie, player+b.player
		}
		for _, w := range []struct {
			bet      string
			n, stake int64
		}{{"banker", banker, 10000}, {"tie", tie, 1000}, {"player", player, 5000}} {
			mean.Add(mean, new(big.Rat).Mul(new(big.Rat).Neg(fs[0].Bet(w.bet).Return), big.NewRat(w.n*w.stake, 1)))
		}
		f, _ := mean.Float64()
		s := readXLSX(t, files["statistical 2026-10-31"]["xlsx"])
		var mtd []string
		for _, r := range s["Expected win (pay tables)"] {
			if len(r) > 2 && r[0] == "table" && strings.HasPrefix(r[1], "BAC-1") && r[2] == "MTD" {
				mtd = r
			}
		}
		if len(mtd) < 8 {
			t.Fatalf("no BAC-1 MTD expectation: %q", s["Expected win (pay tables)"])
		}
		got := float64(cents(mtd[7]))
		if d := got - f; d > 1 || d < -1 {
			t.Errorf("BAC-1 expected win %s, want %.2f cents", mtd[7], f)
		}
		if mtd[3] != strconv.FormatInt(banker+tie+player, 10) || mtd[6] != money(mEngine) {
			t.Errorf("BAC-1 MTD wagers %s and win %s; want %d and %s", mtd[3], mtd[6], banker+tie+player, money(mEngine))
		}
		var line []string
		for _, r := range s["Statistical report"] {
			if len(r) > 1 && r[0] == "table" && strings.HasPrefix(r[1], "BAC-1") {
				line = r
			}
		}
		if len(line) < 8 || line[5] != money(mDrop) || line[6] != money(mWin) || line[7] != hold(mWin, mDrop) {
			t.Errorf("BAC-1 month to date %q; want drop %s, win %s, %s", line, money(mDrop), money(mWin), hold(mWin, mDrop))
		}
	})

	t.Run("adjustments and exceptions", func(t *testing.T) {
		s := readXLSX(t, files["adjustments_monthly 2026-10-31"]["xlsx"])
		rows := s["Adjustments of the month"]
		want := map[string]string{"correction": "10.00/", "drop recount": "700.00/YES", "closer recount": "-100.00/", "voided fill": "800.00/YES"}
		for _, r := range rows {
			if len(r) > 5 {
				if w, ok := want[r[1]]; ok {
					if r[4]+"/"+r[5] != w {
						t.Errorf("%s: %s/%s, want %s", r[1], r[4], r[5], w)
					}
					delete(want, r[1])
				}
			}
		}
		if len(want) != 0 {
			t.Errorf("adjustments missing: %v in %q", want, rows)
		}
		ex := readXLSX(t, files["exceptions 2026-10-30"]["xlsx"])["Exceptions"]
		if !hasRow(ex, "uncounted table", "HE-1") {
			t.Errorf("the 30th's exceptions lack HE-1 uncounted: %q", ex)
		}
		ex9 := readXLSX(t, files["exceptions 2026-10-09"]["xlsx"])["Exceptions"]
		if got := rowOf(ex9, "open finding"); len(got) < 3 || got[1] != "BAC-1" || !strings.Contains(got[2], fmt.Sprintf("finding %d", shortOpen.Findings[0].ID)) {
			t.Errorf("the 9th's open finding: %q", got)
		}
		ex8 := readXLSX(t, files["exceptions 2026-10-08"]["xlsx"])["Exceptions"]
		if hasRow(ex8, "uncounted table", "HE-1") || hasRow(ex8, "no closer", "BAC-1") {
			t.Errorf("the 8th has exceptions it should not: %q", ex8)
		}
	})

	t.Run("dealers and progressives", func(t *testing.T) {
		rows := readXLSX(t, files["dealer_errors 2026-10-31"]["xlsx"])["Dealer error report"]
		for name, d := range dealers {
			label := name
			if name == "" {
				label = "(none)"
			}
			got := rowOf(rows, label)
			if len(got) < 4 || got[1] != strconv.FormatInt(d.hands, 10) || got[3] != strconv.FormatInt(d.findings, 10) {
				t.Errorf("dealer %s: %q; want %d hands, %d findings", label, got, d.hands, d.findings)
			}
		}
		hits := readXLSX(t, files["progressive_hits 2026-10-12"]["xlsx"])["Hit log"]
		if got := rowOf(hits, "PB"); len(got) < 9 || got[3] != "THB-1" || got[8] != "1,001.00" {
			t.Errorf("the royal flush in the hit log: %q", got)
		}
		readings := readXLSX(t, files["progressive_hits "+today]["xlsx"])["Meter verification"]
		if got := rowOf(readings, "PB"); len(got) < 6 || got[3] != "1,000.25" || got[4] != "1,000.00" || got[5] != "0.25" {
			t.Errorf("the meter reading: %q", got)
		}
	})
	t.Logf("a month of play on %s took %s", modeltest.Describe(), time.Since(start).Round(time.Millisecond))
}

func mustLoc(t *testing.T, name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

// readXLSX reads every sheet of a workbook as the cells show (formatted).
func readXLSX(t *testing.T, b []byte) map[string][][]string {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][][]string{}
	for _, sh := range f.GetSheetList() {
		rows, err := f.GetRows(sh)
		if err != nil {
			t.Fatal(err)
		}
		out[sh] = rows
	}
	return out
}

func rowOf(rows [][]string, first string) []string {
	for _, r := range rows {
		if len(r) > 0 && r[0] == first {
			return r
		}
	}
	return nil
}

func hasRow(rows [][]string, first, second string) bool {
	for _, r := range rows {
		if len(r) > 1 && r[0] == first && r[1] == second {
			return true
		}
	}
	return false
}

func hasText(rows [][]string, s string) bool {
	for _, r := range rows {
		for _, c := range r {
			if strings.Contains(c, s) {
				return true
			}
		}
	}
	return false
}

// pdfTextOf is a PDF's text by pdftotext -layout, pages split by form
// feeds; ok is false when pdftotext is missing (CI=true requires it).
func pdfTextOf(t *testing.T, dir string, b []byte) (string, bool) {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("CI=true and no pdftotext on PATH; .ci/run installs it")
		}
		t.Log("pdftotext is not installed; the PDF's text is not checked")
		return "", false
	}
	path := filepath.Join(dir, fmt.Sprintf("report-%d.pdf", time.Now().UnixNano()))
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	return string(out), true
}
