// Package e2e builds the real casinod and casinoctl binaries and drives them
// the way an operator and the dealer stations do: it sets a property, tables,
// a station and users up with casinoctl, starts casinod, posts hands over
// HTTP, resolves a finding with a correction that a second user approves,
// produces the daily report both ways, reads the .xlsx and .pdf files back
// and checks their figures against numbers worked out by hand below,
// verifies the audit log and stops casinod with SIGTERM.
//
// The database is SQLite in a temporary directory, or a fresh schema of the
// PostgreSQL database named by CASINO_TEST_DATABASE_URL (models/modeltest).
package e2e

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/tablegames/casino/models/modeltest"
)

// binDir holds the binaries TestMain's tests build once.
var (
	binDir    string
	buildOnce sync.Once
	buildErr  error
)

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "casino-e2e-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		os.Exit(1)
	}
	binDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// moduleRoot finds the directory holding this module's go.mod, walking up
// from the test's working directory (the package directory under go test).
func moduleRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && strings.Contains(string(b), "module github.com/tablegames/casino\n") {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod of github.com/tablegames/casino above the working directory")
		}
		dir = parent
	}
}

// binaries builds casinod and casinoctl once per test binary and returns
// the directory that holds them.
func binaries(t *testing.T, root string) string {
	t.Helper()
	buildOnce.Do(func() {
		start := time.Now()
		cmd := exec.Command("go", "build", "-o", binDir+string(filepath.Separator), "./cmd/casinod", "./cmd/casinoctl")
		cmd.Dir = root
		out, err := cmd.CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
			return
		}
		t.Logf("built casinod and casinoctl in %s", time.Since(start).Round(time.Millisecond))
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binDir
}

// childEnv is the environment of the binaries: this process's, without any
// CASINO_ setting that could point them elsewhere, plus the database.
func childEnv(dbURL string) []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "CASINO_") {
			env = append(env, kv)
		}
	}
	// The fixtures deal on fixed days: whenever the test runs, they are
	// neither too far ahead of the clock nor too old for a station.
	env = append(env, "CASINO_LOG_FORMAT=json", "CASINO_FUTURE_TOLERANCE=87600h", "CASINO_LATE_ENTRY_WINDOW=87600h",
		// casinoctl names its operator in the audit log; a test run as
		// root has no login to name.
		"CASINO_ACTOR=e2e")
	if dbURL != "" {
		env = append(env, "CASINO_DATABASE_URL="+dbURL)
	}
	return env
}

// ctl runs casinoctl and returns its standard output and exit status. It
// fails the test when casinoctl cannot run at all.
type ctl struct {
	t       *testing.T
	bin     string
	dir     string
	env     []string
	timeout time.Duration
	stdin   string // casinoctl's standard input, if any
}

func (c ctl) run(args ...string) (stdout, stderr string, code int) {
	c.t.Helper()
	cmd := exec.Command(c.bin, args...)
	cmd.Dir, cmd.Env = c.dir, c.env
	if c.stdin != "" {
		cmd.Stdin = strings.NewReader(c.stdin)
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		c.t.Fatalf("casinoctl %s: %v", strings.Join(args, " "), err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var err error
	select {
	case err = <-done:
	case <-time.After(c.timeout):
		cmd.Process.Kill()
		<-done
		c.t.Fatalf("casinoctl %s: still running after %s", strings.Join(args, " "), c.timeout)
	}
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		code = exit.ExitCode()
	case err != nil:
		c.t.Fatalf("casinoctl %s: %v", strings.Join(args, " "), err)
	}
	return out.String(), errb.String(), code
}

// ok runs casinoctl and fails the test unless it exits 0.
func (c ctl) ok(args ...string) string {
	c.t.Helper()
	out, errs, code := c.run(args...)
	if code != 0 {
		c.t.Fatalf("casinoctl %s: exit %d\nstdout: %s\nstderr: %s", strings.Join(args, " "), code, out, errs)
	}
	return out
}

// syncBuffer collects a process's output while it runs.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// server is a running casinod.
type server struct {
	cmd    *exec.Cmd
	base   string
	stderr *syncBuffer
	exited chan struct{}
	err    error // cmd.Wait's result, once exited is closed
}

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// startServer starts casinod without its scheduled jobs on a free port and
// waits for /readyz.
func startServer(t *testing.T, bin, dir string, env []string) *server {
	t.Helper()
	return startServerWith(t, bin, dir, env, "--no-jobs")
}

// startServerWith is startServer with casinod's flags after --addr.
func startServerWith(t *testing.T, bin, dir string, env []string, flags ...string) *server {
	t.Helper()
	addr := "127.0.0.1:" + strconv.Itoa(freePort(t))
	s := &server{base: "http://" + addr, stderr: &syncBuffer{}, exited: make(chan struct{})}
	s.cmd = exec.Command(bin, append([]string{"--addr", addr}, flags...)...)
	s.cmd.Dir, s.cmd.Env = dir, env
	s.cmd.Stdout, s.cmd.Stderr = s.stderr, s.stderr
	if err := s.cmd.Start(); err != nil {
		t.Fatalf("start casinod: %v", err)
	}
	go func() {
		s.err = s.cmd.Wait()
		close(s.exited)
	}()
	t.Cleanup(func() {
		select {
		case <-s.exited:
		default:
			s.cmd.Process.Kill()
			<-s.exited
		}
		if t.Failed() {
			t.Logf("casinod output:\n%s", s.stderr.String())
		}
	})
	deadline := time.Now().Add(60 * time.Second)
	for {
		select {
		case <-s.exited:
			t.Fatalf("casinod exited before it was ready: %v", s.err)
		default:
		}
		resp, err := client.Get(s.base + "/readyz")
		if err == nil {
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				t.Logf("casinod ready at %s: %s", s.base, bytes.TrimSpace(body))
				return s
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("casinod not ready after 60s (last error %v)", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// reply is an HTTP answer.
type reply struct {
	status int
	header http.Header
	body   []byte
}

var client = &http.Client{Timeout: 60 * time.Second}

func (s *server) do(t *testing.T, method, path, token string, body []byte) reply {
	t.Helper()
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequest(method, s.base+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("%s %s: read body: %v", method, path, err)
	}
	return reply{status: resp.StatusCode, header: resp.Header, body: b}
}

// want fails the test unless the reply has the status, and decodes the body
// into v when v is not nil.
func (r reply) want(t *testing.T, status int, v any) {
	t.Helper()
	if r.status != status {
		t.Fatalf("status %d, want %d: %s", r.status, status, r.body)
	}
	if v != nil {
		if err := json.Unmarshal(r.body, v); err != nil {
			t.Fatalf("decode %s: %v", r.body, err)
		}
	}
}

// The shapes of the answers the test reads (docs/openapi.yaml).
type (
	cite struct {
		File  string `json:"file"`
		Lines string `json:"lines"`
	}
	finding struct {
		ID         int64  `json:"id"`
		Seat       int    `json:"seat"`
		Bet        string `json:"bet"`
		Field      string `json:"field"`
		Declared   string `json:"declared"`
		Expected   string `json:"expected"`
		Rule       cite   `json:"rule"`
		Message    string `json:"message"`
		Status     string `json:"status"`
		HandID     int64  `json:"hand_id"`
		TableID    string `json:"table_id"`
		HandNumber int64  `json:"hand_number"`
		GamingDay  string `json:"gaming_day"`
	}
	totals struct {
		Wagered            string `json:"wagered"`
		HouseWin           string `json:"house_win"`
		ExpectedHouseWin   string `json:"expected_house_win"`
		Commission         string `json:"commission"`
		ExpectedCommission string `json:"expected_commission"`
		Fees               string `json:"fees"`
	}
	answer struct {
		ID         int64  `json:"id"`
		TableID    string `json:"table_id"`
		HandNumber int64  `json:"hand_number"`
		Game       string `json:"game"`
		GamingDay  string `json:"gaming_day"`
		Verdict    string `json:"verdict"`
		Outcome    struct {
			Summary string          `json:"summary"`
			Detail  json.RawMessage `json:"detail"`
		} `json:"outcome"`
		Findings []finding `json:"findings"`
		Totals   totals    `json:"totals"`
	}
	fieldError struct {
		Field  string `json:"field"`
		Detail string `json:"detail"`
	}
	problem struct {
		Type      string       `json:"type"`
		Title     string       `json:"title"`
		Status    int          `json:"status"`
		Detail    string       `json:"detail"`
		Instance  string       `json:"instance"`
		RequestID string       `json:"request_id"`
		Errors    []fieldError `json:"errors"`
		Existing  *answer      `json:"existing"`
	}
	correction struct {
		ID         int64   `json:"id"`
		HandID     int64   `json:"hand_id"`
		FindingID  *int64  `json:"finding_id"`
		ReasonCode string  `json:"reason_code"`
		Adjustment string  `json:"adjustment"`
		EnteredBy  string  `json:"entered_by"`
		ApprovedBy string  `json:"approved_by"`
		ApprovedAt *string `json:"approved_at"`
	}
	reportRun struct {
		ID          int64  `json:"id"`
		Kind        string `json:"kind"`
		GamingDay   string `json:"gaming_day"`
		Format      string `json:"format"`
		Trigger     string `json:"trigger"`
		RequestedBy string `json:"requested_by"`
		FileName    string `json:"file_name"`
		SHA256      string `json:"sha256"`
		Size        int64  `json:"size"`
		Download    string `json:"download"`
	}
)

// wantProblem checks an error answer: the status, the problem+json media
// type, the type slug, and that the body's status and instance agree.
func wantProblem(t *testing.T, r reply, status int, slug, path string) problem {
	t.Helper()
	var p problem
	r.want(t, status, &p)
	if ct := r.header.Get("Content-Type"); !strings.HasPrefix(ct, "application/problem+json") {
		t.Errorf("Content-Type %q, want application/problem+json", ct)
	}
	if !strings.HasSuffix(p.Type, "/docs/api.md#"+slug) {
		t.Errorf("problem type %q, want …/docs/api.md#%s", p.Type, slug)
	}
	if p.Status != status || p.Instance != path || p.Title == "" || p.RequestID == "" {
		t.Errorf("problem %+v: want status %d, instance %s, a title and a request id", p, status, path)
	}
	if id := r.header.Get("X-Request-ID"); id != p.RequestID {
		t.Errorf("X-Request-ID %q, problem request_id %q", id, p.RequestID)
	}
	return p
}

// wantTotals compares a hand's totals with figures worked out by hand.
func wantTotals(t *testing.T, a answer, want totals) {
	t.Helper()
	if a.Totals != want {
		t.Errorf("hand %s #%d totals %+v, want %+v", a.TableID, a.HandNumber, a.Totals, want)
	}
}

// seed003 and seed000 are the rule books the findings cite.
const (
	seed003 = "003_b3ed2009586e0bd7.txt"
	seed000 = "000_b1ea2c6eebf99c4b.txt"
)

// The hands this test posts, all on gaming day 2026-11-21 at a Denver
// property whose gaming day starts at 06:00 (the default): from
// 2026-11-21T06:00-07:00 to 2026-11-22T06:00-07:00 (MST, UTC-7). Table BAC-1
// takes 5% commission rounded up to the quarter (commission_rounding
// up_to_quarter); HE-1 has the Hold'em defaults (chip unit 1.00, odd chips
// left of the button). The sample record of the README,
// testdata/hands/baccarat-sample.json, is BAC-1 #1042.
const (
	// BAC-1 #1042 again, a different record: seat 5 bet 20.00 on the tie.
	conflicting = `{"table_id": "BAC-1", "hand_number": 1042, "game": "baccarat-co",
	 "dealt_at": "2026-11-21T22:14:05-07:00",
	 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
	 "wagers": [
	   {"seat": 3, "bet": "banker", "amount": "100.00", "result": "win", "payout": "100.00", "commission": "5.00"},
	   {"seat": 5, "bet": "tie", "amount": "20.00", "result": "lose", "payout": "0.00"}]}`

	// BAC-1 #1043: the Player's 9H KC is a natural 9, the Banker's 4S 3C
	// is 7, no more cards: the Player wins. Seat 1's Player wager of 50.00
	// is paid 45.00; 1 to 1 (seed 003 line 143) pays 50.00.
	wrongPayout = `{"table_id": "BAC-1", "hand_number": 1043, "game": "baccarat-co",
	 "dealt_at": "2026-11-21T22:16:30-07:00",
	 "cards": {"player": ["9H", "KC"], "banker": ["4S", "3C"]},
	 "wagers": [
	   {"seat": 1, "bet": "player", "amount": "50.00", "result": "win", "payout": "45.00"},
	   {"seat": 2, "bet": "banker", "amount": "25.00", "result": "lose", "payout": "0.00"},
	   {"seat": 4, "bet": "tie", "amount": "5.00", "result": "lose", "payout": "0.00"}]}`

	// BAC-1 #1044 with a negative amount: refused, nothing stored.
	negativeAmount = `{"table_id": "BAC-1", "hand_number": 1044, "game": "baccarat-co",
	 "dealt_at": "2026-11-21T22:18:00-07:00",
	 "cards": {"player": ["9H", "KC"], "banker": ["4S", "3C"]},
	 "wagers": [
	   {"seat": 1, "bet": "player", "amount": "50.00", "result": "win", "payout": "50.00"},
	   {"seat": 2, "bet": "tie", "amount": "-5.00", "result": "lose", "payout": "0.00"}]}`

	// HE-1 #1, a split pot: on a 5C 6D 7H 8S KD board seats 2 and 4 both
	// make a nine-high straight with their 9. Seat 6 folded after putting
	// in 2.00. Pot 20 + 20 + 2 = 42.00, less the 4.00 fee, 38.00: 19.00
	// each, in whole 1.00 chips, no odd chip.
	splitPot = `{"table_id": "HE-1", "hand_number": 1, "game": "holdem",
	 "dealt_at": "2026-11-21T21:10:00-07:00", "button": 6,
	 "board": ["5C", "6D", "7H", "8S", "KD"],
	 "seats": [
	   {"seat": 2, "cards": ["9C", "2H"], "contributed": "20.00", "won": "19.00"},
	   {"seat": 4, "cards": ["9D", "3C"], "contributed": "20.00", "won": "19.00"},
	   {"seat": 6, "folded": true, "contributed": "2.00", "won": "0.00"}],
	 "fees": [{"type": "regular", "amount": "4.00"}]}`

	// BAC-1 #1045, dealt at 1:05 on November 22nd, local time, which is
	// still gaming day 2026-11-21: Player 3C 2D is 5, Banker 6H 2S a
	// natural 8, four cards in all. Seat 1's Banker wager of 7.00 is paid
	// 7.00 less 5% of 7.00 = 0.35, rounded up to the quarter: 0.50. Seat
	// 3's total-cards-4 wager of 10.00 is paid 3 to 2, 15.00.
	quarterCommission = `{"table_id": "BAC-1", "hand_number": 1045, "game": "baccarat-co",
	 "dealt_at": "2026-11-22T01:05:00-07:00",
	 "cards": {"player": ["3C", "2D"], "banker": ["6H", "2S"]},
	 "wagers": [
	   {"seat": 1, "bet": "banker", "amount": "7.00", "result": "win", "payout": "7.00", "commission": "0.50"},
	   {"seat": 2, "bet": "player", "amount": "20.00", "result": "lose", "payout": "0.00"},
	   {"seat": 3, "bet": "total_cards_4", "amount": "10.00", "result": "win", "payout": "15.00"}]}`

	// BAC-1 #1046, dealt at 08:15 UTC on November 22nd = 01:15 MST, gaming
	// day 2026-11-21: Player KH 7D is 7, Banker 5S 4C a natural 9. Seat 6's
	// Banker wager of 12.00 is charged 0.60 commission (5%, rounded down to
	// the cent); this table rounds up to the quarter: 0.75.
	wrongCommission = `{"table_id": "BAC-1", "hand_number": 1046, "game": "baccarat-co",
	 "dealt_at": "2026-11-22T08:15:00Z",
	 "cards": {"player": ["KH", "7D"], "banker": ["5S", "4C"]},
	 "wagers": [
	   {"seat": 6, "bet": "banker", "amount": "12.00", "result": "win", "payout": "12.00", "commission": "0.60"},
	   {"seat": 7, "bet": "player", "amount": "15.00", "result": "lose", "payout": "0.00"}]}`

	// HE-1 #2: seat 1's aces beat seat 3's queens; seat 5 folded 1.00.
	// Pot 30 + 30 + 1 = 61.00, less 3.00 in fees, 58.00 to seat 1.
	holdemWin = `{"table_id": "HE-1", "hand_number": 2, "game": "holdem",
	 "dealt_at": "2026-11-21T23:40:00-07:00", "button": 1,
	 "board": ["2C", "7D", "9H", "JS", "KD"],
	 "seats": [
	   {"seat": 1, "cards": ["AS", "AH"], "contributed": "30.00", "won": "58.00"},
	   {"seat": 3, "cards": ["QC", "QD"], "contributed": "30.00", "won": "0.00"},
	   {"seat": 5, "folded": true, "contributed": "1.00", "won": "0.00"}],
	 "fees": [{"type": "regular", "amount": "3.00"}]}`
)

// dailyRow is one line of the daily summary: money in cents.
type dailyRow struct {
	table, game                           string
	hands                                 int64
	wagered, houseWin, expectedWin        int64
	commission, fees, adjustments         int64
	discrepancies, findings, openFindings int64
}

// The daily summary of 2026-11-21, worked out by hand from the hands above
// (money in cents). Hand #1044 was refused and the conflicting #1042 was
// not recorded, so neither counts.
//
// BAC-1, four hands:
//
//	hand  wagered           house win (declared)                 expected                     commission
//	1042  100+10 = 110.00   -100+5 (banker) +10 (tie) = -85.00   -85.00                       5.00
//	1043  50+25+5 = 80.00   -45 (player) +25 +5 = -15.00         -50 +25 +5 = -20.00          0.00
//	1045  7+20+10 = 37.00   -7+0.50 +20 -15 = -1.50              -1.50                        0.50
//	1046  12+15 = 27.00     -12+0.60 +15 = 3.60                  -12+0.75 +15 = 3.75          0.60
//	      254.00            -97.90                               -102.75                      6.10
//
// Discrepant hands 1043 and 1046, one finding each (2); the correction of
// #1043's finding is approved with an adjustment of 5.00 paid to the
// player, so one finding (#1046's) stays open.
//
// HE-1, two hands; the house's win in a pot game is its fees:
//
//	hand  wagered             fees = house win = expected
//	1     20+20+2 = 42.00     4.00
//	2     30+30+1 = 61.00     3.00
//	      103.00              7.00
//
// Totals: 6 hands; wagered 254.00 + 103.00 = 357.00; house win -97.90 +
// 7.00 = -90.90; expected -102.75 + 7.00 = -95.75; commission 6.10; fees
// 7.00; adjustments 5.00; 2 discrepant hands, 2 findings, 1 open.
var wantDaily = []dailyRow{
	{table: "BAC-1", game: "Baccarat (Colorado Rule 28)", hands: 4,
		wagered: 11000 + 8000 + 3700 + 2700, houseWin: -8500 - 1500 - 150 + 360, expectedWin: -8500 - 2000 - 150 + 375,
		commission: 500 + 0 + 50 + 60, fees: 0, adjustments: 500, discrepancies: 2, findings: 2, openFindings: 1},
	{table: "HE-1", game: "Texas Hold'em", hands: 2,
		wagered: 4200 + 6100, houseWin: 400 + 300, expectedWin: 400 + 300,
		commission: 0, fees: 400 + 300, adjustments: 0, discrepancies: 0, findings: 0, openFindings: 0},
	{table: "Total", game: "", hands: 6,
		wagered: 35700, houseWin: -9090, expectedWin: -9575,
		commission: 610, fees: 700, adjustments: 500, discrepancies: 2, findings: 2, openFindings: 1},
}

// money formats cents as the reports do: "-1,234.50".
func money(cents int64) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	whole := strconv.FormatInt(cents/100, 10)
	for i := len(whole) - 3; i > 0; i -= 3 {
		whole = whole[:i] + "," + whole[i:]
	}
	return fmt.Sprintf("%s%s.%02d", sign, whole, cents%100)
}

// cells is the row as the files show it, in column order.
func (r dailyRow) cells() []string {
	return []string{r.table, r.game, strconv.FormatInt(r.hands, 10),
		money(r.wagered), money(r.houseWin), money(r.expectedWin), money(r.commission), money(r.fees),
		money(r.adjustments), strconv.FormatInt(r.discrepancies, 10), strconv.FormatInt(r.findings, 10),
		strconv.FormatInt(r.openFindings, 10)}
}

var dailyHeader = []string{"Table", "Game", "Hands", "Wagered", "House win", "Expected win", "Commission",
	"Fees", "Adjustments", "Discrepant hands", "Findings", "Open"}

func TestEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the end-to-end test builds and runs the binaries")
	}
	start := time.Now()
	root := moduleRoot(t)
	bin := binaries(t, root)
	dbURL := modeltest.URL(t)
	t.Logf("database: %s", modeltest.Describe())
	work := t.TempDir() // the binaries' working directory: nothing may land in the repository
	env := childEnv(dbURL)
	c := ctl{t: t, bin: filepath.Join(bin, "casinoctl"), dir: work, env: env, timeout: 2 * time.Minute}

	// step runs one stage as a subtest and stops the test when it fails:
	// every stage builds on the ones before it.
	step := func(name string, f func(t *testing.T)) {
		t.Helper()
		if !t.Run(name, f) {
			t.FailNow()
		}
	}

	// 1. The property, tables, station and people, with casinoctl.
	var station, pat, sam, dana string
	step("setup", func(t *testing.T) {
		c := c
		c.t = t
		out := c.ok("property", "set", "--time-zone", "America/Denver")
		var prop map[string]string
		if err := json.Unmarshal([]byte(out), &prop); err != nil {
			t.Fatalf("property set printed %q: %v", out, err)
		}
		if prop["time_zone"] != "America/Denver" || prop["gaming_day_start"] != "06:00" || prop["code"] != "main" {
			t.Fatalf("property set: %v", prop)
		}
		out = c.ok("table", "add", "BAC-1", "--game", "baccarat-co", "--setting", "commission_rounding=up_to_quarter")
		if !strings.Contains(out, "table BAC-1 added: baccarat-co") || !strings.Contains(out, "up_to_quarter") {
			t.Errorf("table add BAC-1 printed %q", out)
		}
		out = c.ok("table", "add", "HE-1", "--game", "holdem")
		if !strings.Contains(out, "table HE-1 added: holdem") {
			t.Errorf("table add HE-1 printed %q", out)
		}
		station = strings.TrimSpace(c.ok("station", "add", "st-1", "--tables", "BAC-1,HE-1"))
		if !strings.HasPrefix(station, "st_") || strings.ContainsAny(station, " \n") {
			t.Fatalf("station add printed %q, want the token alone", station)
		}
		for _, u := range []struct{ name, role string }{{"pat", "pit_boss"}, {"sam", "pit_boss"}, {"dana", "compliance"}} {
			if out := c.ok("user", "add", u.name, "--role", u.role); !strings.Contains(out, "user "+u.name+" added ("+u.role+")") {
				t.Errorf("user add %s printed %q", u.name, out)
			}
		}
		token := func(name string) string {
			tok := strings.TrimSpace(c.ok("user", "token", name))
			if !strings.HasPrefix(tok, "us_") || strings.ContainsAny(tok, " \n") {
				t.Fatalf("user token %s printed %q, want the token alone", name, tok)
			}
			return tok
		}
		pat, sam, dana = token("pat"), token("sam"), token("dana")
		out = c.ok("table", "list")
		if !strings.Contains(out, "BAC-1\tbaccarat-co") || !strings.Contains(out, "HE-1\tholdem") {
			t.Errorf("table list printed %q", out)
		}
	})

	// 2. casinod.
	srv := startServer(t, filepath.Join(bin, "casinod"), work, env)

	sample, err := os.ReadFile(filepath.Join(root, "testdata", "hands", "baccarat-sample.json"))
	if err != nil {
		t.Fatal(err)
	}
	const day = "2026-11-21"
	hands := map[int64]answer{} // BAC-1 hands by number
	var splitAnswer answer

	// 3. A station posts hands.
	step("post hands", func(t *testing.T) {
		// The README's sample: correctly settled.
		r := srv.do(t, "POST", "/api/v1/hands", station, sample)
		var a answer
		r.want(t, http.StatusCreated, &a)
		if ct := r.header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
			t.Errorf("Content-Type %q", ct)
		}
		if a.ID == 0 || a.TableID != "BAC-1" || a.HandNumber != 1042 || a.Game != "baccarat-co" ||
			a.GamingDay != day || a.Verdict != "verified" || len(a.Findings) != 0 {
			t.Errorf("sample hand: %s", r.body)
		}
		if a.Outcome.Summary != "Banker 7 (2 cards) over Player 3 (3 cards)" {
			t.Errorf("outcome %q", a.Outcome.Summary)
		}
		// Wagered 100 + 10; the house pays the banker 100, takes 5.00
		// commission and wins the 10.00 tie bet: -85.00.
		wantTotals(t, a, totals{"110.00", "-85.00", "-85.00", "5.00", "5.00", "0.00"})
		hands[1042] = a
		first := r.body

		// A wrong payout: recorded (201) as a discrepancy with one finding.
		r = srv.do(t, "POST", "/api/v1/hands", station, []byte(wrongPayout))
		r.want(t, http.StatusCreated, &a)
		if a.Verdict != "discrepancy" || a.GamingDay != day || len(a.Findings) != 1 {
			t.Fatalf("wrong payout: %s", r.body)
		}
		f := a.Findings[0]
		if f.ID == 0 || f.Seat != 1 || f.Bet != "player" || f.Field != "payout" || f.Declared != "45.00" ||
			f.Expected != "50.00" || f.Rule != (cite{seed003, "143"}) {
			t.Errorf("wrong payout finding %+v, want seat 1 player payout 45.00/50.00 at %s:143", f, seed003)
		}
		if !strings.Contains(f.Message, "seat 1 player was paid 45.00; the rules give 50.00") {
			t.Errorf("finding message %q", f.Message)
		}
		// Declared: -45 + 25 + 5 = -15.00; expected -50 + 25 + 5 = -20.00.
		wantTotals(t, a, totals{"80.00", "-15.00", "-20.00", "0.00", "0.00", "0.00"})
		hands[1043] = a

		// The sample again, byte for byte and then compacted with its keys
		// sorted: the first answer, unchanged, with 200.
		r = srv.do(t, "POST", "/api/v1/hands", station, sample)
		r.want(t, http.StatusOK, nil)
		if !bytes.Equal(r.body, first) {
			t.Errorf("repeat answered\n%s\nthe first answer was\n%s", r.body, first)
		}
		var m map[string]any
		dec := json.NewDecoder(bytes.NewReader(sample))
		dec.UseNumber()
		if err := dec.Decode(&m); err != nil {
			t.Fatal(err)
		}
		compact, _ := json.Marshal(m)
		r = srv.do(t, "POST", "/api/v1/hands", station, compact)
		r.want(t, http.StatusOK, nil)
		if !bytes.Equal(r.body, first) {
			t.Errorf("repeat in canonical form answered\n%s\nthe first answer was\n%s", r.body, first)
		}

		// A different record under the same key: 409, naming the hand
		// already recorded.
		r = srv.do(t, "POST", "/api/v1/hands", station, []byte(conflicting))
		p := wantProblem(t, r, http.StatusConflict, "hand-conflict", "/api/v1/hands")
		if p.Existing == nil || p.Existing.ID != hands[1042].ID || p.Existing.Verdict != "verified" ||
			p.Existing.Totals != hands[1042].Totals {
			t.Errorf("conflict: existing %+v, want hand %d as first recorded", p.Existing, hands[1042].ID)
		}

		// A negative amount: 422 naming the field.
		r = srv.do(t, "POST", "/api/v1/hands", station, []byte(negativeAmount))
		p = wantProblem(t, r, http.StatusUnprocessableEntity, "invalid-record", "/api/v1/hands")
		if len(p.Errors) != 1 || p.Errors[0].Field != "wagers[1].amount" || !strings.Contains(p.Errors[0].Detail, "negative") {
			t.Errorf("negative amount: errors %+v, want wagers[1].amount", p.Errors)
		}
		// Not JSON at all: 400.
		r = srv.do(t, "POST", "/api/v1/hands", station, []byte(`{"table_id": "BAC-1", "hand_number": 1044,`))
		wantProblem(t, r, http.StatusBadRequest, "malformed-record", "/api/v1/hands")

		// A split pot at the Hold'em table.
		r = srv.do(t, "POST", "/api/v1/hands", station, []byte(splitPot))
		r.want(t, http.StatusCreated, &splitAnswer)
		if splitAnswer.Verdict != "verified" || splitAnswer.GamingDay != day || splitAnswer.Game != "holdem" {
			t.Errorf("split pot: %s", r.body)
		}
		var detail struct {
			Pots []struct {
				Amount  string `json:"amount"`
				Fees    string `json:"fees"`
				Winners []int  `json:"winners"`
				Shares  []struct {
					Seat   int    `json:"seat"`
					Amount string `json:"amount"`
				} `json:"shares"`
			} `json:"pots"`
		}
		if err := json.Unmarshal(splitAnswer.Outcome.Detail, &detail); err != nil {
			t.Fatalf("split pot detail: %v", err)
		}
		if len(detail.Pots) != 1 || detail.Pots[0].Amount != "38.00" || detail.Pots[0].Fees != "4.00" ||
			!slices.Equal(detail.Pots[0].Winners, []int{2, 4}) || len(detail.Pots[0].Shares) != 2 ||
			detail.Pots[0].Shares[0].Amount != "19.00" || detail.Pots[0].Shares[1].Amount != "19.00" {
			t.Errorf("split pot: pots %+v, want one pot of 38.00 split 19.00/19.00 between seats 2 and 4", detail.Pots)
		}
		// 42.00 in, the house's fee of 4.00 is its win.
		wantTotals(t, splitAnswer, totals{"42.00", "4.00", "4.00", "0.00", "0.00", "4.00"})

		// A batch: two new baccarat hands, a Hold'em hand, and the sample
		// once more.
		batch := fmt.Sprintf(`{"hands": [%s, %s, %s, %s]}`, quarterCommission, wrongCommission, holdemWin, sample)
		r = srv.do(t, "POST", "/api/v1/hands/batch", station, []byte(batch))
		var br struct {
			Results []struct {
				Index   int      `json:"index"`
				Status  int      `json:"status"`
				Hand    *answer  `json:"hand"`
				Problem *problem `json:"problem"`
			} `json:"results"`
			Summary map[string]int `json:"summary"`
		}
		r.want(t, http.StatusOK, &br)
		if len(br.Results) != 4 {
			t.Fatalf("batch: %s", r.body)
		}
		for i, want := range []int{201, 201, 201, 200} {
			res := br.Results[i]
			if res.Index != i || res.Status != want || res.Hand == nil || res.Problem != nil {
				t.Fatalf("batch result %d: status %d, want %d: %s", i, res.Status, want, r.body)
			}
			if res.Hand.GamingDay != day {
				t.Errorf("batch result %d: gaming day %s, want %s", i, res.Hand.GamingDay, day)
			}
		}
		if want := map[string]int{"recorded": 3, "repeated": 1, "refused": 0, "conflicts": 0}; fmt.Sprint(br.Summary) != fmt.Sprint(want) {
			t.Errorf("batch summary %v, want %v", br.Summary, want)
		}
		q := *br.Results[0].Hand
		if q.HandNumber != 1045 || q.Verdict != "verified" {
			t.Errorf("quarter commission: %+v", q)
		}
		// -7.00 + 0.50 + 20.00 - 15.00 = -1.50.
		wantTotals(t, q, totals{"37.00", "-1.50", "-1.50", "0.50", "0.50", "0.00"})
		hands[1045] = q
		w := *br.Results[1].Hand
		if w.HandNumber != 1046 || w.Verdict != "discrepancy" || len(w.Findings) != 1 {
			t.Fatalf("wrong commission: %+v", w)
		}
		f = w.Findings[0]
		if f.Seat != 6 || f.Bet != "banker" || f.Field != "commission" || f.Declared != "0.60" || f.Expected != "0.75" ||
			f.Rule != (cite{seed003, "145-150"}) {
			t.Errorf("wrong commission finding %+v, want seat 6 banker commission 0.60/0.75 at %s:145-150", f, seed003)
		}
		// Declared -12.00 + 0.60 + 15.00 = 3.60; expected with 0.75, 3.75.
		wantTotals(t, w, totals{"27.00", "3.60", "3.75", "0.60", "0.75", "0.00"})
		hands[1046] = w
		h := *br.Results[2].Hand
		if h.TableID != "HE-1" || h.Verdict != "verified" || h.Outcome.Summary != "Seat 1 wins 58.00 with One pair, aces" {
			t.Errorf("holdem win: %+v", h)
		}
		wantTotals(t, h, totals{"61.00", "3.00", "3.00", "0.00", "0.00", "3.00"})
		if rep := *br.Results[3].Hand; rep.ID != hands[1042].ID || rep.Totals != hands[1042].Totals {
			t.Errorf("repeat in batch answered hand %d, want %d", rep.ID, hands[1042].ID)
		}
	})

	// 4. The exception queue and a correction approved by a second person.
	step("correct a finding", func(t *testing.T) {
		var open struct {
			Items []finding `json:"items"`
		}
		srv.do(t, "GET", "/api/v1/findings?status=open", pat, nil).want(t, http.StatusOK, &open)
		var got []string
		for _, f := range open.Items {
			got = append(got, fmt.Sprintf("%s#%d %s %s", f.TableID, f.HandNumber, f.Field, f.Status))
		}
		if want := []string{"BAC-1#1043 payout open", "BAC-1#1046 commission open"}; !slices.Equal(got, want) {
			t.Fatalf("open findings %q, want %q", got, want)
		}
		payout := hands[1043].Findings[0]
		if open.Items[0].ID != payout.ID || open.Items[0].HandID != hands[1043].ID || open.Items[0].GamingDay != day {
			t.Errorf("open finding %+v, want finding %d of hand %d", open.Items[0], payout.ID, hands[1043].ID)
		}

		// The station may not read the queue; compliance may not file.
		wantProblem(t, srv.do(t, "GET", "/api/v1/findings", station, nil), http.StatusForbidden, "forbidden", "/api/v1/findings")

		path := fmt.Sprintf("/api/v1/hands/%d/corrections", hands[1043].ID)
		body := fmt.Sprintf(`{"finding_id": %d, "reason_code": "dealer_payout_error", "note": "seat 1 was short-paid 5.00 and was paid the difference", "adjustment": "5.00"}`, payout.ID)
		wantProblem(t, srv.do(t, "POST", path, dana, []byte(body)), http.StatusForbidden, "forbidden", path)
		var corr correction
		srv.do(t, "POST", path, pat, []byte(body)).want(t, http.StatusCreated, &corr)
		if corr.ID == 0 || corr.HandID != hands[1043].ID || corr.FindingID == nil || *corr.FindingID != payout.ID ||
			corr.Adjustment != "5.00" || corr.EnteredBy != "pat" || corr.ApprovedBy != "" {
			t.Fatalf("correction: %+v", corr)
		}
		// Filed, not approved: the finding is still open.
		srv.do(t, "GET", "/api/v1/findings?status=open", pat, nil).want(t, http.StatusOK, &open)
		if len(open.Items) != 2 {
			t.Errorf("after filing, %d open findings, want 2", len(open.Items))
		}

		approve := fmt.Sprintf("/api/v1/corrections/%d/approve", corr.ID)
		wantProblem(t, srv.do(t, "POST", approve, pat, nil), http.StatusForbidden, "self-approval", approve)
		var approved correction
		srv.do(t, "POST", approve, sam, nil).want(t, http.StatusOK, &approved)
		if approved.ID != corr.ID || approved.ApprovedBy != "sam" || approved.ApprovedAt == nil || approved.EnteredBy != "pat" {
			t.Errorf("approved correction %+v", approved)
		}
		wantProblem(t, srv.do(t, "POST", approve, sam, nil), http.StatusConflict, "already-approved", approve)

		srv.do(t, "GET", "/api/v1/findings?status=open", pat, nil).want(t, http.StatusOK, &open)
		if len(open.Items) != 1 || open.Items[0].HandNumber != 1046 {
			t.Errorf("open findings after the approval: %+v, want only #1046's", open.Items)
		}
		var resolved struct {
			Items []finding `json:"items"`
		}
		srv.do(t, "GET", "/api/v1/findings?status=resolved", pat, nil).want(t, http.StatusOK, &resolved)
		if len(resolved.Items) != 1 || resolved.Items[0].ID != payout.ID || resolved.Items[0].Status != "resolved" {
			t.Errorf("resolved findings %+v, want finding %d", resolved.Items, payout.ID)
		}
		var hand struct {
			answer
			Corrections []correction `json:"corrections"`
		}
		srv.do(t, "GET", fmt.Sprintf("/api/v1/hands/%d", hands[1043].ID), pat, nil).want(t, http.StatusOK, &hand)
		if len(hand.Findings) != 1 || hand.Findings[0].Status != "resolved" || len(hand.Corrections) != 1 ||
			hand.Corrections[0].ID != corr.ID || hand.Verdict != "discrepancy" || hand.Totals != hands[1043].Totals {
			t.Errorf("hand %d after the correction: %+v", hands[1043].ID, hand)
		}
	})

	// 5. The daily report, from the command line and over HTTP.
	files := map[string][]byte{} // "cli.xlsx", "api.pdf", ...
	step("daily report", func(t *testing.T) {
		c := c
		c.t = t
		outDir := filepath.Join(work, "reports")
		out := c.ok("report", "daily", "--gaming-day", day, "--out", outDir)
		cliRuns := map[string]string{} // format -> sha256 printed
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			// report ID FORMAT FILE sha256 HEX PATH
			f := strings.Fields(line)
			if len(f) != 7 || f[0] != "report" || f[4] != "sha256" {
				t.Fatalf("report daily printed %q", line)
			}
			format, name, sum, path := f[2], f[3], f[5], f[6]
			if name != "daily_summary_main_"+day+"."+format || path != filepath.Join(outDir, name) {
				t.Errorf("report daily: file %s at %s", name, path)
			}
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if got := sha256Hex(b); got != sum {
				t.Errorf("%s: sha256 %s, printed %s", path, got, sum)
			}
			files["cli."+format] = b
			cliRuns[format] = sum
		}
		if len(cliRuns) != 2 || cliRuns["xlsx"] == "" || cliRuns["pdf"] == "" {
			t.Fatalf("report daily printed %q, want an xlsx and a pdf", out)
		}

		wantProblem(t, srv.do(t, "POST", "/api/v1/reports", pat, []byte(`{"gaming_day": "`+day+`"}`)),
			http.StatusForbidden, "forbidden", "/api/v1/reports")
		var made struct {
			Reports []reportRun `json:"reports"`
		}
		srv.do(t, "POST", "/api/v1/reports", dana, []byte(`{"gaming_day": "`+day+`"}`)).want(t, http.StatusCreated, &made)
		if len(made.Reports) != 2 {
			t.Fatalf("POST /reports made %+v", made.Reports)
		}
		var list struct {
			Reports []reportRun `json:"reports"`
		}
		srv.do(t, "GET", "/api/v1/reports", dana, nil).want(t, http.StatusOK, &list)
		if len(list.Reports) != 4 {
			t.Fatalf("GET /reports lists %d reports, want 4 (two from casinoctl, two from the API): %+v", len(list.Reports), list.Reports)
		}
		byID := map[int64]reportRun{}
		for _, r := range list.Reports {
			byID[r.ID] = r
			if r.Kind != "daily_summary" || r.GamingDay != day || r.Trigger != "on_demand" {
				t.Errorf("listed report %+v", r)
			}
		}
		for _, r := range list.Reports {
			if r.RequestedBy == "user:dana" {
				continue
			}
			if !strings.HasPrefix(r.RequestedBy, "cli:") || r.SHA256 != cliRuns[r.Format] {
				t.Errorf("report %d by %s, sha256 %s: want casinoctl's with %s", r.ID, r.RequestedBy, r.SHA256, cliRuns[r.Format])
			}
		}
		contentTypes := map[string]string{
			"xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
			"pdf":  "application/pdf",
		}
		for _, m := range made.Reports {
			l, ok := byID[m.ID]
			if !ok || l != m || m.RequestedBy != "user:dana" {
				t.Errorf("made %+v, listed %+v", m, l)
			}
			if m.Download != fmt.Sprintf("/api/v1/reports/%d/file", m.ID) {
				t.Errorf("download link %q", m.Download)
			}
			r := srv.do(t, "GET", m.Download, dana, nil)
			r.want(t, http.StatusOK, nil)
			sum := sha256Hex(r.body)
			if h := r.header.Get("X-Content-SHA256"); h != sum || sum != m.SHA256 || int64(len(r.body)) != m.Size {
				t.Errorf("%s: X-Content-SHA256 %s, body's %s, listed %s; %d bytes, listed %d", m.Download, h, sum, m.SHA256, len(r.body), m.Size)
			}
			if ct := r.header.Get("Content-Type"); ct != contentTypes[m.Format] {
				t.Errorf("%s: Content-Type %q", m.Download, ct)
			}
			if cd := r.header.Get("Content-Disposition"); !strings.Contains(cd, m.FileName) {
				t.Errorf("%s: Content-Disposition %q", m.Download, cd)
			}
			files["api."+m.Format] = r.body
		}
		if len(files) != 4 {
			t.Fatalf("files %v", slices.Sorted(maps.Keys(files)))
		}
	})

	// 6. The spreadsheets' figures against the ones worked out by hand.
	step("xlsx figures", func(t *testing.T) {
		for _, name := range []string{"cli.xlsx", "api.xlsx"} {
			checkXLSX(t, name, files[name])
		}
	})

	// 7. The PDFs' text, when poppler's pdftotext is here.
	_, noPDFText := exec.LookPath("pdftotext")
	if noPDFText != nil {
		t.Log("pdftotext (poppler-utils) is not installed; .ci/run installs it")
	}
	t.Run("pdf figures", func(t *testing.T) {
		if noPDFText != nil {
			if os.Getenv("CI") == "true" {
				t.Fatal("CI=true and no pdftotext on PATH; .ci/run installs it")
			}
			t.Skip("skipped: no pdftotext on PATH")
		}
		for _, name := range []string{"cli.pdf", "api.pdf"} {
			checkPDF(t, work, name, files[name])
		}
	})

	// 8. The audit log, then a graceful stop.
	step("audit and shutdown", func(t *testing.T) {
		c := c
		c.t = t
		out := c.ok("audit", "verify")
		if strings.Contains(out, "BROKEN") || !strings.Contains(out, "audit log verified: ") {
			t.Errorf("audit verify printed %q", out)
		}
		for _, chain := range []string{"chain system: ", "chain table:BAC-1: ", "chain table:HE-1: "} {
			if !strings.Contains(out, chain) {
				t.Errorf("audit verify printed no %q line: %s", chain, out)
			}
		}
		var v struct {
			Status string `json:"status"`
		}
		srv.do(t, "GET", "/api/v1/audit/verify", dana, nil).want(t, http.StatusOK, &v)
		if v.Status != "verified" {
			t.Errorf("GET /audit/verify: %q", v.Status)
		}

		if err := srv.cmd.Process.Signal(syscall.SIGTERM); err != nil {
			t.Fatal(err)
		}
		select {
		case <-srv.exited:
		case <-time.After(40 * time.Second):
			t.Fatal("casinod still running 40s after SIGTERM")
		}
		if srv.err != nil {
			t.Errorf("casinod exited with %v after SIGTERM, want status 0", srv.err)
		}
		if code := srv.cmd.ProcessState.ExitCode(); code != 0 {
			t.Errorf("casinod exit status %d", code)
		}
		if log := srv.stderr.String(); !strings.Contains(log, `"msg":"shutting down"`) || !strings.Contains(log, `"msg":"stopped"`) {
			t.Errorf("casinod's log does not show a graceful stop:\n%s", log)
		}
	})
	t.Logf("end-to-end on %s took %s", modeltest.Describe(), time.Since(start).Round(time.Millisecond))
}

func sha256Hex(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// checkXLSX reads a daily summary workbook back and compares it with
// wantDaily. Numbers are read raw (the stored number, not its formatted
// text) and must be spreadsheet numbers equal to the cents worked out by
// hand.
func checkXLSX(t *testing.T, name string, b []byte) {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	defer f.Close()
	sheets := f.GetSheetList()
	if len(sheets) != 1 || sheets[0] != "Daily table-games summary" {
		t.Errorf("%s: sheets %q", name, sheets)
	}
	rows, err := f.GetRows(sheets[0], excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if len(rows) == 0 || len(rows[0]) == 0 || rows[0][0] != "Daily table-games summary" {
		t.Fatalf("%s: title row %q", name, rows)
	}
	var sub string
	for _, r := range rows[1:4] {
		if len(r) > 0 {
			sub += r[0] + "\n"
		}
	}
	if !strings.Contains(sub, "Gaming day: 2026-11-21") || !strings.Contains(sub, "America/Denver") ||
		!strings.Contains(sub, "2026-11-21 06:00 MST") || !strings.Contains(sub, "2026-11-22 06:00 MST") {
		t.Errorf("%s: subtitle %q", name, sub)
	}
	header := -1
	for i, r := range rows {
		if len(r) > 0 && r[0] == "Table" {
			header = i
			break
		}
	}
	if header < 0 || !slices.Equal(rows[header], dailyHeader) {
		t.Fatalf("%s: no header row %q in %q", name, dailyHeader, rows)
	}
	if len(rows) < header+1+len(wantDaily) {
		t.Fatalf("%s: %d rows after the header, want %d", name, len(rows)-header-1, len(wantDaily))
	}
	for i, want := range wantDaily {
		got := rows[header+1+i]
		for len(got) < len(dailyHeader) {
			got = append(got, "")
		}
		cells := want.cells()
		for j, col := range dailyHeader {
			axis, _ := excelize.CoordinatesToCellName(j+1, header+2+i)
			switch j {
			case 0, 1: // text
				if got[j] != cells[j] {
					t.Errorf("%s %s (%s, %s): %q, want %q", name, axis, want.table, col, got[j], cells[j])
				}
				continue
			}
			// The stored number must be the one nearest the exact
			// decimal: the same float64 the decimal parses to.
			v, err := strconv.ParseFloat(got[j], 64)
			if err != nil {
				t.Errorf("%s %s (%s, %s): %q is not a number", name, axis, want.table, col, got[j])
				continue
			}
			w, err := strconv.ParseFloat(strings.ReplaceAll(cells[j], ",", ""), 64)
			if err != nil {
				t.Fatal(err)
			}
			if v != w {
				t.Errorf("%s %s (%s, %s): %s, want %s", name, axis, want.table, col, got[j], cells[j])
			}
		}
	}
	if extra := rows[header+1+len(wantDaily):]; len(extra) > 0 && len(extra[0]) > 0 && extra[0][0] != "" {
		t.Errorf("%s: a row after the totals: %q", name, extra[0])
	}
}

// checkPDF extracts a daily summary PDF's text with pdftotext -layout and
// looks for the title and each row's figures, in order, on one line.
func checkPDF(t *testing.T, dir, name string, b []byte) {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v", name, err)
	}
	text := string(out)
	for _, s := range []string{"Daily table-games summary", "Gaming day: 2026-11-21", "America/Denver", "Page 1 of 1"} {
		if !strings.Contains(text, s) {
			t.Errorf("%s: no %q in the text:\n%s", name, s, text)
		}
	}
	lines := strings.Split(text, "\n")
	for _, want := range wantDaily {
		cells := want.cells()
		if want.game == "" {
			cells = slices.Delete(cells, 1, 2) // the totals row has no game
		}
		found := false
		for _, l := range lines {
			if f := strings.Fields(l); len(f) > 0 && f[0] == want.table {
				found = true
				// The game's name may wrap in its column: the line holds
				// the first of its words, the figures after it.
				figures := cells[1:]
				var words []string
				if want.game != "" {
					figures, words = cells[2:], strings.Fields(want.game)
				}
				mid := len(f) - 1 - len(figures)
				if mid < 0 || mid > len(words) || (len(words) > 0 && mid == 0) ||
					!slices.Equal(f[1:1+mid], words[:mid]) || !slices.Equal(f[1+mid:], figures) {
					t.Errorf("%s: row %q, want %q", name, f, cells)
				}
				break
			}
		}
		if !found {
			t.Errorf("%s: no %s row in the text:\n%s", name, want.table, text)
		}
	}
}

// TestVerifySample runs casinoctl verify on testdata/hands/sample.jsonl: one
// JSON verdict per non-blank line, in input order, with the verdicts
// testdata/hands/README.md promises, and exit status 1 because some lines
// are not verified. It needs no database.
func TestVerifySample(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the end-to-end test builds and runs the binaries")
	}
	root := moduleRoot(t)
	bin := binaries(t, root)
	work := t.TempDir()
	c := ctl{t: t, bin: filepath.Join(bin, "casinoctl"), dir: work, env: childEnv("sqlite:" + filepath.Join(work, "unused.db")), timeout: time.Minute}
	file := filepath.Join(root, "testdata", "hands", "sample.jsonl")
	out, errs, code := c.run("verify", file)
	if code != 1 {
		t.Errorf("casinoctl verify exit status %d, want 1 (some lines are not verified); stderr %q", code, errs)
	}
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var nonBlank []int
	for i, l := range strings.Split(strings.TrimSuffix(string(raw), "\n"), "\n") {
		if strings.TrimSpace(l) != "" {
			nonBlank = append(nonBlank, i+1)
		}
	}

	type verdict struct {
		Line       int          `json:"line"`
		TableID    string       `json:"table_id"`
		HandNumber int64        `json:"hand_number"`
		Game       string       `json:"game"`
		Verdict    string       `json:"verdict"`
		Findings   []finding    `json:"findings"`
		Totals     *totals      `json:"totals"`
		Errors     []fieldError `json:"errors"`
	}
	type want struct {
		line     int
		table    string
		hand     int64
		verdict  string
		findings []string // "seat bet field declared->expected file:lines"
		errField string   // the field an invalid line names
		wagered  string
		houseWin string
	}
	wants := []want{
		{line: 1, table: "BAC-1", hand: 1001, verdict: "verified", wagered: "110.00", houseWin: "-85.00"},
		{line: 2, table: "BAC-1", hand: 1002, verdict: "discrepancy", wagered: "80.00", houseWin: "-15.00",
			findings: []string{"1 player payout 45.00->50.00 " + seed003 + ":143"}},
		{line: 3, table: "BAC-1", hand: 1003, verdict: "discrepancy", wagered: "140.00", houseWin: "-56.00",
			findings: []string{"2 banker commission 4.00->5.00 " + seed003 + ":145-150"}},
		{line: 4, table: "BAC-2", hand: 2001, verdict: "verified", wagered: "37.00", houseWin: "-1.50"},
		{line: 5, table: "HE-1", hand: 1, verdict: "verified", wagered: "42.00", houseWin: "4.00"},
		{line: 6, table: "HE-1", hand: 2, verdict: "verified", wagered: "61.00", houseWin: "3.00"},
		{line: 7, table: "HE-1", hand: 89, verdict: "discrepancy", wagered: "81.00", houseWin: "5.00",
			findings: []string{"3 pot won 76.00->0.00 " + seed000 + ":7", "5 pot won 0.00->76.00 " + seed000 + ":7"}},
		{line: 9, verdict: "invalid", errField: ""},
		{line: 10, table: "BAC-1", hand: 1005, verdict: "verified", wagered: "85.00", houseWin: "-80.00"},
		{line: 11, table: "BAC-1", hand: 1006, verdict: "invalid", errField: "cards.player"},
	}
	outLines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(outLines) != len(nonBlank) {
		t.Fatalf("%d verdicts for %d non-blank lines:\n%s", len(outLines), len(nonBlank), out)
	}
	if len(wants) != len(nonBlank) {
		t.Fatalf("sample.jsonl has %d non-blank lines, the test expects %d: update the test and testdata/hands/README.md", len(nonBlank), len(wants))
	}
	for i, l := range outLines {
		var v verdict
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("verdict %d is not JSON: %q", i, l)
		}
		w := wants[i]
		if v.Line != nonBlank[i] || v.Line != w.line {
			t.Errorf("verdict %d is for line %d, want line %d", i, v.Line, w.line)
		}
		if v.Verdict != w.verdict || v.TableID != w.table || v.HandNumber != w.hand {
			t.Errorf("line %d: %s %s #%d, want %s %s #%d", v.Line, v.Verdict, v.TableID, v.HandNumber, w.verdict, w.table, w.hand)
		}
		var got []string
		for _, f := range v.Findings {
			got = append(got, fmt.Sprintf("%d %s %s %s->%s %s:%s", f.Seat, f.Bet, f.Field, f.Declared, f.Expected, f.Rule.File, f.Rule.Lines))
		}
		if !slices.Equal(got, w.findings) {
			t.Errorf("line %d: findings %q, want %q", v.Line, got, w.findings)
		}
		if w.verdict == "invalid" {
			if len(v.Errors) == 0 || v.Errors[0].Field != w.errField || v.Totals != nil {
				t.Errorf("line %d: errors %+v, want one naming %q", v.Line, v.Errors, w.errField)
			}
			continue
		}
		if v.Totals == nil || v.Totals.Wagered != w.wagered || v.Totals.HouseWin != w.houseWin {
			t.Errorf("line %d: totals %+v, want wagered %s, house win %s", v.Line, v.Totals, w.wagered, w.houseWin)
		}
	}
}
