package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules/catalog"
)

func bacLine(n int, payout string) string {
	return fmt.Sprintf(`{"table_id": "BAC-1", "hand_number": %d, "game": "baccarat-co", "dealt_at": "2026-11-21T22:14:05-07:00", "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]}, "wagers": [{"seat": 3, "bet": "banker", "amount": "100.00", "result": "win", "payout": %q, "commission": "5.00"}]}`, n, payout)
}

// verify prints one verdict per non-blank line, in input order, even when
// the lines are checked in parallel, and exits 1 when any is not verified.
func TestVerifyKeepsInputOrder(t *testing.T) {
	var in strings.Builder
	const n = verifyChunk + 50 // more than one parallel chunk
	for i := 1; i <= n; i++ {
		switch {
		case i == 7:
			in.WriteString(bacLine(i, "90.00") + "\n")
		case i == 9:
			in.WriteString("{not json\n")
		case i == 11:
			in.WriteString("\n") // blank lines are skipped, line numbers kept
		default:
			in.WriteString(bacLine(i, "100.00") + "\n")
		}
	}
	// A line with its own table settings: 25% commission is $25.
	in.WriteString(strings.Replace(bacLine(n+1, "100.00"), `"game"`, `"table_settings": {"commission_rate": "25"}, "game"`, 1) + "\n")
	var out bytes.Buffer
	err := run(context.Background(), []string{"verify", "-"}, strings.NewReader(in.String()), &out)
	var code exitCode
	if !errors.As(err, &code) || code != 1 {
		t.Fatalf("err = %v; want exit status 1", err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != n {
		t.Fatalf("%d verdicts for %d non-blank lines", len(lines), n)
	}
	prev := 0
	for _, l := range lines {
		var v lineVerdict
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatal(err)
		}
		if v.Line <= prev {
			t.Fatalf("line %d after %d: out of order", v.Line, prev)
		}
		prev = v.Line
		want := "verified"
		switch v.Line {
		case 7, n + 1:
			want = "discrepancy"
		case 9:
			want = "invalid"
		}
		if v.Verdict != want {
			t.Errorf("line %d: %s; want %s (%s)", v.Line, v.Verdict, want, l)
		}
		if v.Line == n+1 && (len(v.Findings) != 1 || v.Findings[0].Expected != "25.00") {
			t.Errorf("table_settings not applied: %s", l)
		}
	}
}

func TestAdminCommands(t *testing.T) {
	ctx := context.Background()
	db := "sqlite:" + filepath.Join(t.TempDir(), "c.db")
	key := modeltest.KeyFile(t)
	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append(args, "--database", db, "--audit-key", key), strings.NewReader(""), &out)
		return out.String(), err
	}
	if _, err := do("table", "add", "BAC-1", "--game", "baccarat-co", "--setting", "commission_rate=7.5"); err != nil {
		t.Fatal(err)
	}
	if _, err := do("table", "add", "BAC-2", "--game", "baccarat-co", "--setting", "commission_rate=30"); err == nil || !strings.Contains(err.Error(), "--setting commission_rate=…") {
		t.Errorf("a 30%% commission was accepted: %v", err)
	}
	if _, err := do("table", "add", "X-1", "--game", "roulette-xyz"); err == nil || !strings.Contains(err.Error(), "--game") {
		t.Errorf("unknown game: %v", err)
	}
	if out, err := do("table", "open", "BAC-1"); err != nil || out != "table BAC-1 opened\n" {
		t.Errorf("table open: %q %v", out, err)
	}
	if _, err := do("table", "open", "BAC-1"); err == nil {
		t.Error("an open table was opened again")
	}
	if out, err := do("table", "close", "BAC-1"); err != nil || out != "table BAC-1 closed\n" {
		t.Errorf("table close: %q %v", out, err)
	}
	if _, err := do("table", "open", "BAC-1", "bonus_pay_table=Q"); err == nil || !strings.Contains(err.Error(), "bonus_pay_table=…") {
		t.Errorf("an unknown pay table was accepted: %v", err)
	}
	if out, err := do("table", "open", "BAC-1", "bonus_pay_table=C"); err != nil || out != "table BAC-1 opened\n" {
		t.Errorf("table open with a pay table: %q %v", out, err)
	}
	if out, err := do("table", "list"); err != nil || !strings.Contains(out, `"bonus_pay_table":"C"`) {
		t.Errorf("table list after opening with pay table C: %q %v", out, err)
	}
	if _, err := do("table", "close", "BAC-1"); err != nil {
		t.Error(err)
	}
	tok, err := do("station", "add", "st-1", "--tables", "BAC-1")
	if err != nil || !strings.HasPrefix(tok, "st_") {
		t.Errorf("station token %q, %v", tok, err)
	}
	if _, err := do("station", "add", "st-2", "--tables", "NOPE"); err == nil {
		t.Error("a station for a missing table was added")
	}
	if _, err := do("user", "add", "dana", "--role", "compliance"); err != nil {
		t.Fatal(err)
	}
	if _, err := do("user", "add", "eve", "--role", "croupier"); err == nil {
		t.Error("an unknown role was accepted")
	}
	utok, err := do("user", "token", "dana")
	if err != nil || !strings.HasPrefix(utok, "us_") {
		t.Errorf("user token %q, %v", utok, err)
	}
	if _, err := do("property", "set", "--time-zone", "Mars/Olympus"); err == nil {
		t.Error("an unknown time zone was accepted")
	}
	if out, err := do("property", "set", "--win-formula", "drop+closer+credits-opener-fills", "--variance-rule", "base_points",
		"--variance-points", "3", "--adjustment-threshold", "2000.00", "--currency-symbol", "$"); err != nil ||
		!strings.Contains(out, `"win_formula":"drop + closer + credits - opener - fills"`) || !strings.Contains(out, `"variance_rule":"base_points"`) {
		t.Errorf("property set: %q %v", out, err)
	}
	if _, err := do("property", "set", "--win-formula", "drop + chips"); err == nil || !strings.Contains(err.Error(), "--win-formula") {
		t.Errorf("a win formula with an unknown term: %v", err)
	}
	if _, err := do("user", "add", "cass", "--role", "cage"); err != nil {
		t.Errorf("a cage user: %v", err)
	}
	if out, err := do("report", "run", "master_game", "--gaming-day", "2026-11-21"); err != nil || !strings.Contains(out, "master_game_main_2026-11-21.pdf") {
		t.Errorf("report run master_game: %q %v", out, err)
	}
	if _, err := do("report", "run", "bogus", "--gaming-day", "2026-11-21"); err == nil {
		t.Error("an unknown report kind was run")
	}
	if _, err := do("report", "run", "master_game", "--gaming-day", "2026-11-21", "--reports-database", "postgres://postgres@127.0.0.1:1/test"); err == nil ||
		!strings.Contains(err.Error(), "hot standby of a PostgreSQL database") {
		t.Errorf("a reporting replica of a SQLite database: %v", err)
	}
	out, err := do("report", "daily", "--gaming-day", "2026-11-21", "--out", t.TempDir())
	if err != nil || strings.Count(out, "sha256") != 2 {
		t.Errorf("report: %q %v", out, err)
	}
	out, err = do("report", "fees", "--gaming-day", "2026-11-21")
	if err != nil || strings.Count(out, "sha256") != 2 || !strings.Contains(out, "fee_collection_main_2026-11-21.pdf") {
		t.Errorf("fee report: %q %v", out, err)
	}
	if out, err := do("pool", "add", "THBP", "--seed", "10000", "--rate", "15", "--reserve-rate", "2.5"); err != nil || out != "pool THBP opened at 10000.00\n" {
		t.Errorf("pool add: %q %v", out, err)
	}
	if _, err := do("pool", "add", "BAD", "--seed", "10", "--rate", "101"); err == nil || !strings.Contains(err.Error(), "--rate") {
		t.Errorf("a 101%% rate: %v", err)
	}
	if _, err := do("pool", "link", "THBP", "BAC-1", "banker"); err == nil || !strings.Contains(err.Error(), "not a progressive wager") {
		t.Errorf("linking a non-progressive bet: %v", err)
	}
	out, err = do("report", "liability", "--gaming-day", "2026-11-21")
	if err != nil || strings.Count(out, "sha256") != 2 {
		t.Errorf("liability report: %q %v", out, err)
	}
	out, err = do("audit", "verify")
	if err != nil || !strings.Contains(out, "audit log verified") {
		t.Errorf("audit verify: %q %v", out, err)
	}
	if _, err := do("frobnicate"); err == nil {
		t.Error("an unknown command was accepted")
	}
	// A command that takes subcommands, alone, lists them.
	for word, sub := range map[string]string{"table": "table add ID", "user": "user disable NAME", "report": "report fees",
		"station": "station revoke NAME", "pool": "pool link", "audit": "audit verify", "property": "property set"} {
		out, err := do(word)
		if err != nil || !strings.Contains(out, "casinoctl "+word+" takes a subcommand") || !strings.Contains(out, "casinoctl "+sub) {
			t.Errorf("casinoctl %s: %q %v", word, out, err)
		}
	}
	if _, err := do("table", "frob"); err == nil || !strings.Contains(err.Error(), "casinoctl table list") {
		t.Errorf("casinoctl table frob: %v; want the list of table's subcommands", err)
	}
}

// user password reads the password from standard input; the user then
// signs in with it.
func TestUserPassword(t *testing.T) {
	ctx := context.Background()
	db := "sqlite:" + filepath.Join(t.TempDir(), "c.db")
	key := modeltest.KeyFile(t)
	do := func(stdin string, args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append(args, "--database", db, "--audit-key", key), strings.NewReader(stdin), &out)
		return out.String(), err
	}
	if _, err := do("", "user", "add", "dana", "--role", "compliance"); err != nil {
		t.Fatal(err)
	}
	if _, err := do("short\n", "user", "password", "dana"); err == nil || !strings.Contains(err.Error(), "the password (standard input): must have at least 10 characters") {
		t.Errorf("a short password: %v", err)
	}
	if _, err := do("", "user", "password", "dana"); err == nil || !strings.Contains(err.Error(), "the password (standard input):") {
		t.Errorf("no password on standard input: %v", err)
	}
	if _, err := do("long enough password\n", "user", "password", "nobody"); err == nil || !strings.Contains(err.Error(), "NAME:") {
		t.Errorf("an unknown user: %v", err)
	}
	if _, err := do("", "user", "password"); err == nil || !strings.Contains(err.Error(), "usage") {
		t.Errorf("no name: %v", err)
	}
	out, err := do("long enough password\r\nignored second line\n", "user", "password", "dana")
	if err != nil || out != "password set for user dana\n" {
		t.Fatalf("user password: %q %v", out, err)
	}
	store, err := models.Open(db, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	if err := store.OpenAuditKey(ctx, key); err != nil {
		t.Fatal(err)
	}
	l := ledger.New(store, catalog.Default(), nil)
	if u, err := l.SignIn(ctx, "dana", "long enough password"); err != nil || u.Role != "compliance" {
		t.Errorf("sign-in with the password set: %+v, %v", u, err)
	}
	if _, err := l.SignIn(ctx, "dana", "long enough password\r"); !errors.Is(err, ledger.ErrSignIn) {
		t.Errorf("the line ending became part of the password: %v", err)
	}
	out, err = do("", "audit", "verify")
	if err != nil || !strings.Contains(out, "audit log verified") {
		t.Errorf("audit verify: %q %v", out, err)
	}
}
