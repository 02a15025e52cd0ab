package main

import (
	"bytes"
	"context"
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules/catalog"
)

// commandsOfUsage lists the commands the usage text shows ("table add",
// "verify", "games"): the words after casinoctl up to the first argument.
func commandsOfUsage() []string {
	var out []string
	for _, line := range strings.Split(usage, "\n") {
		if !strings.HasPrefix(line, "  casinoctl ") {
			continue // the introduction, a continued line
		}
		for _, part := range strings.Split(line, "| casinoctl ") {
			fields := strings.Fields(strings.TrimPrefix(strings.TrimSpace(part), "casinoctl "))
			var words []string
			for _, f := range fields {
				if !regexp.MustCompile(`^[a-z]+$`).MatchString(f) || len(words) == 2 {
					break
				}
				words = append(words, f)
			}
			if cmd := strings.Join(words, " "); cmd != "" && !slices.Contains(out, cmd) {
				out = append(out, cmd)
			}
		}
	}
	return out
}

// refusalLabel is how a refusal names what is wrong: a flag (--rate), a
// setting given with a flag or after the table (--setting
// commission_rate=…, bonus_pay_table=…), an argument (NAME, ID,
// setting=value), or the password read from standard input; never a
// field of the API (settings.commission_rate, main_rate, table_id).
var refusalLabel = regexp.MustCompile(`^  (--[a-z-]+( [a-z0-9_]+=…)?|[A-Z]+|[a-z0-9_]+=…|setting=value|the password \(standard input\)): `)

// Every command of the usage text refuses what is wrong by naming the flag
// or argument the person typed, not the field of the API behind it.
func TestRefusalsNameFlagsAndArguments(t *testing.T) {
	ctx := context.Background()
	db := modeltest.URL(t)
	key := modeltest.KeyFile(t)
	do := func(stdin string, args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append(args, "--database", db, "--audit-key", key), strings.NewReader(stdin), &out)
		return out.String(), err
	}
	for _, setup := range [][]string{
		{"table", "add", "BAC-1", "--game", "baccarat-co"},
		{"table", "add", "THB-1", "--game", "holdem-bonus-progressive"},
		{"station", "add", "st-1", "--tables", "BAC-1"},
		{"user", "add", "pat", "--role", "pit_boss"},
		{"pool", "add", "P1", "--seed", "1000", "--rate", "5"},
	} {
		if out, err := do("", setup...); err != nil {
			t.Fatalf("%s: %v %s", strings.Join(setup, " "), err, out)
		}
	}
	cases := []struct {
		stdin string
		args  []string
		// names is what the message must name: the flag or argument at
		// fault, or the command whose usage it shows.
		names string
	}{
		{"", []string{"table", "add", "BAC-2"}, "--game"},
		{"", []string{"table", "add", "BAC-2", "--game", "bacarat"}, "--game"},
		{"", []string{"table", "add", "BAC-2", "--game", "baccarat-co", "--setting", "commission_rate=50"}, "--setting commission_rate=…"},
		{"", []string{"table", "add", "BAC-2", "--game", "baccarat-co", "--setting", "comission_rate=5"}, "--setting comission_rate=…"},
		{"", []string{"table", "add", "BAC-2", "--game", "baccarat-co", "--setting", "commission_rate"}, "--setting"},
		{"", []string{"table", "add", "BAC-2", "--game", "baccarat-co", "--min-bet", "100", "--max-bet", "5"}, "--max-bet"},
		{"", []string{"table", "add", "BAC-2", "--game", "baccarat-co", "--min-bet", "-5"}, "--min-bet"},
		{"", []string{"table", "add", "BAC-2", "--game", "baccarat-co", "--property", "north"}, "--property"},
		{"", []string{"table", "add", "BAC 2", "--game", "baccarat-co"}, "ID"},
		{"", []string{"table", "add", "BAC-\u200b1", "--game", "baccarat-co"}, "ID"},
		{"", []string{"table", "add", "BAC-1\u202e", "--game", "baccarat-co"}, "ID"},
		{"", []string{"station", "add", "st\u200b-1", "--tables", "BAC-1"}, "NAME"},
		{"", []string{"station", "add", "st-\x1b1", "--tables", "BAC-1"}, "NAME"},
		{"", []string{"user", "add", "p\u0430t", "--role", "pit_boss"}, "NAME"},
		{"", []string{"user", "add", "pat\u2060", "--role", "pit_boss"}, "NAME"},
		{"", []string{"pool", "add", "P\u200b1", "--seed", "100", "--rate", "5"}, "ID"},
		{"", []string{"pool", "add", "\u04201", "--seed", "100", "--rate", "5"}, "ID"},
		{"", []string{"table", "add", "BAC-1", "--game", "baccarat-co"}, "ID"},
		{"", []string{"table", "add", "BAC-2", "--gmae", "baccarat-co"}, "--gmae"},
		{"", []string{"table", "add"}, "usage: casinoctl table add"},
		{"", []string{"table", "list", "BAC-1"}, "usage: casinoctl table list"},
		{"", []string{"table", "open", "BAC-9"}, "ID"},
		{"", []string{"table", "open", "BAC-1", "bonus_pay_table=Q"}, "bonus_pay_table=…"},
		{"", []string{"table", "open", "BAC-1", "bonus_pay_table"}, "setting=value"},
		{"", []string{"table", "close", "BAC-1"}, "ID"},
		{"", []string{"station", "add", "st-2"}, "usage: casinoctl station add"},
		{"", []string{"station", "add", "st-2", "--tables", "BAC-9"}, "--tables"},
		{"", []string{"station", "add", "st-1", "--tables", "BAC-1"}, "NAME"},
		{"", []string{"station", "list", "st-1"}, "usage: casinoctl station list"},
		{"", []string{"station", "revoke", "st-9"}, "NAME"},
		{"", []string{"user", "add", "eve", "--role", "croupier"}, "--role"},
		{"", []string{"user", "add", "pat", "--role", "pit_boss"}, "NAME"},
		{"", []string{"user", "token", "eve"}, "NAME"},
		{"", []string{"user", "token", "pat", "--expires", "-5h"}, "--expires"},
		{"", []string{"user", "token", "pat", "--expires", "soon"}, "--expires"},
		{"short\n", []string{"user", "password", "pat"}, "the password (standard input)"},
		{"a long passphrase\n", []string{"user", "password", "eve"}, "NAME"},
		{"", []string{"user", "disable", "eve"}, "NAME"},
		{"", []string{"user", "enable", "pat"}, "NAME"},
		{"", []string{"user", "unlock", "pat"}, "NAME"},
		{"", []string{"user", "list", "pat"}, "usage: casinoctl user list"},
		{"", []string{"property", "set", "--time-zone", "Mars/Olympus"}, "--time-zone"},
		{"", []string{"property", "set", "--gaming-day-start", "25:00"}, "--gaming-day-start"},
		{"", []string{"property", "set", "--win-formula", "drop + chips"}, "--win-formula"},
		{"", []string{"property", "set", "--variance-rule", "gut"}, "--variance-rule"},
		{"", []string{"property", "set", "--variance-confidence", "100"}, "--variance-confidence"},
		{"", []string{"property", "set", "--variance-points", "0"}, "--variance-points"},
		{"", []string{"property", "set", "--variance-points", "three"}, "--variance-points"},
		{"", []string{"property", "set", "--adjustment-threshold", "lots"}, "--adjustment-threshold"},
		{"", []string{"property", "set", "--currency-symbol", "dollars!!"}, "--currency-symbol"},
		{"", []string{"property", "set", "--code", "north"}, "--code"},
		{"", []string{"verify", "no-such-file.jsonl"}, "FILE"},
		{"", []string{"verify"}, "usage: casinoctl verify"},
		{"", []string{"report", "daily"}, "--gaming-day"},
		{"", []string{"report", "fees", "--gaming-day", "21/11/2026"}, "--gaming-day"},
		{"", []string{"report", "liability", "--gaming-day", "2026-11-21", "--property", "north"}, "--property"},
		{"", []string{"report", "run", "master_game", "--gaming-day", "2199-12-31"}, "--gaming-day"},
		{"", []string{"report", "run", "bogus", "--gaming-day", "2026-11-21"}, "KIND"},
		{"", []string{"report", "run"}, "usage: casinoctl report run"},
		{"", []string{"pool", "add", "P2", "--seed", "100"}, "--rate"},
		{"", []string{"pool", "add", "P2", "--seed", "100", "--rate", "101"}, "--rate"},
		{"", []string{"pool", "add", "P2", "--seed", "100", "--rate", "5", "--reserve-rate", "96"}, "--reserve-rate"},
		{"", []string{"pool", "add", "P2", "--seed", "100", "--rate", "5", "--cap", "50"}, "--cap"},
		{"", []string{"pool", "add", "P2", "--seed", "ten", "--rate", "5"}, "--seed"},
		{"", []string{"pool", "add", "P1", "--seed", "100", "--rate", "5"}, "ID"},
		{"", []string{"pool", "link", "P9", "THB-1", "progressive"}, "POOL"},
		{"", []string{"pool", "link", "P1", "THB-9", "progressive"}, "TABLE"},
		{"", []string{"pool", "link", "P1", "BAC-1", "banker"}, "BET"},
		{"", []string{"pool", "list", "P1"}, "usage: casinoctl pool list"},
		{"", []string{"audit", "verify", "now"}, "usage: casinoctl audit verify"},
		{"", []string{"audit", "verify", "--anchors", "/nonexistent/anchors.log"}, "--anchors"},
		{"", []string{"audit", "prove", "--hand", "BAC-1"}, "--hand"},
		{"", []string{"audit", "prove", "--hand", "BAC-1/0"}, "--hand"},
		{"", []string{"audit", "prove", "--hand", "BAC-1/999"}, "--hand"},
		{"", []string{"audit", "prove", "now"}, "usage: casinoctl audit prove"},
		{"", []string{"games", "bacarat-co"}, "ID"},
		{"", []string{"games", "baccarat-co", "craps"}, "usage: casinoctl games"},
		{"", []string{"report", "run", "monthly", "--gaming-day", "2026-11-21", "--books-revision", "-4"}, "--books-revision"},
		{"", []string{"report", "run", "monthly", "--gaming-day", "2026-11-21", "--books-revision", "4", "--from-records"}, "--from-records"},
		{"", []string{"report", "run", "monthly", "--gaming-day", "2026-11-21", "--odds-wait", "-1s"}, "--odds-wait"},
		{"", []string{"books", "close", "--through", "2199-12-31"}, "--through"},
		{"", []string{"books", "close", "--through", "21/11/2026"}, "--through"},
		{"", []string{"books", "close", "--property", "north"}, "--property"},
		{"", []string{"books", "status", "--property", "north"}, "--property"},
		{"", []string{"books", "status", "now"}, "usage: casinoctl books status"},
		{"", []string{"archive", "export", "--month", "2026-13", "/tmp/nowhere"}, "--month"},
		{"", []string{"archive", "export", "/tmp/nowhere"}, "--month"},
		{"", []string{"archive", "export", "--month", "2026-10"}, "usage: casinoctl archive export"},
		{"", []string{"archive", "verify", "/no/such/archive"}, "DIR"},
		{"", []string{"archive", "verify"}, "usage: casinoctl archive verify"},
		{"", []string{"archive", "drop", "--month", "2026-10"}, "--month"},
		{"", []string{"archive", "drop", "--month", "2026-10", "--property", "north"}, "--property"},
		{"", []string{"archive", "list", "--property", "north"}, "--property"},
		{"", []string{"archive", "list", "now"}, "usage: casinoctl archive list"},
	}
	covered := map[string]bool{}
	for _, c := range cases {
		cmd := strings.Join(c.args[:min(2, len(c.args))], " ")
		if !slices.Contains(commandsOfUsage(), cmd) {
			cmd = c.args[0]
		}
		covered[cmd] = true
		out, err := do(c.stdin, c.args...)
		if err == nil {
			t.Errorf("casinoctl %s: accepted (%q); want a refusal naming %s", strings.Join(c.args, " "), out, c.names)
			continue
		}
		msg := err.Error()
		if strings.HasPrefix(c.names, "usage: ") {
			if !strings.HasPrefix(msg, c.names) {
				t.Errorf("casinoctl %s: %q; want %q", strings.Join(c.args, " "), msg, c.names)
			}
			continue
		}
		lines := strings.Split(msg, "\n")
		if lines[0] != "refused:" || len(lines) < 2 {
			t.Errorf("casinoctl %s: %q; want refused: and a line naming %s", strings.Join(c.args, " "), msg, c.names)
			continue
		}
		named := false
		for _, l := range lines[1:] {
			if !refusalLabel.MatchString(l) {
				t.Errorf("casinoctl %s: %q does not begin with a flag or an argument", strings.Join(c.args, " "), l)
			}
			named = named || strings.HasPrefix(l, "  "+c.names+": ")
		}
		if !named {
			t.Errorf("casinoctl %s: %q does not name %s", strings.Join(c.args, " "), msg, c.names)
		}
	}
	for _, cmd := range commandsOfUsage() {
		if !covered[cmd] {
			t.Errorf("no refusal of casinoctl %s is checked", cmd)
		}
	}
}

// station list and pool list show what casinoctl added: the tables a
// station posts for and whether it is revoked; a pool's rates, meters and
// the bets that feed it.
func TestStationAndPoolLists(t *testing.T) {
	ctx := context.Background()
	db := modeltest.URL(t)
	key := modeltest.KeyFile(t)
	do := func(args ...string) string {
		t.Helper()
		var out bytes.Buffer
		if err := run(ctx, append(args, "--database", db, "--audit-key", key), strings.NewReader(""), &out); err != nil {
			t.Fatalf("casinoctl %s: %v", strings.Join(args, " "), err)
		}
		return out.String()
	}
	do("table", "add", "BAC-1", "--game", "baccarat-co")
	do("table", "add", "BAC-2", "--game", "baccarat-co")
	do("table", "add", "THB-1", "--game", "holdem-bonus-progressive")
	do("station", "add", "pit-2", "--tables", "BAC-2,BAC-1")
	do("station", "add", "pit-1", "--tables", "THB-1")
	do("station", "revoke", "pit-1")
	rows := table(t, do("station", "list"), "NAME TABLES ADDED REVOKED")
	if len(rows) != 2 || rows[0][0] != "pit-1" || rows[0][1] != "THB-1" || !strings.HasPrefix(rows[0][3], "20") ||
		rows[1][0] != "pit-2" || rows[1][1] != "BAC-1,BAC-2" || rows[1][3] != "no" {
		t.Errorf("station list: %q", rows)
	}
	do("pool", "add", "THBP", "--name", "Bonus Jackpot", "--seed", "10000", "--rate", "15", "--reserve-rate", "2.5", "--cap", "50000")
	do("pool", "link", "THBP", "THB-1", "progressive")
	rows = table(t, do("pool", "list"),
		"ID NAME SEED MAIN RATE RESERVE RATE CAP PENDING OVER MAIN RESERVE PENDING PRIZES PENDING FED BY STATE")
	want := []string{"THBP", "Bonus Jackpot", "10000.00", "15%", "2.5%", "50000.00", "none", "10000.00", "0.00", "0.00", "0", "THB-1 progressive", "open"}
	if len(rows) != 1 || strings.Join(rows[0], "|") != strings.Join(want, "|") {
		t.Errorf("pool list: %q; want %q", rows, want)
	}
}

// table splits a tabwriter listing into rows of columns (two spaces or
// more apart) after checking its header.
func table(t *testing.T, out, header string) [][]string {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if strings.Join(strings.Fields(lines[0]), " ") != header {
		t.Fatalf("header %q; want %q", lines[0], header)
	}
	var rows [][]string
	for _, l := range lines[1:] {
		rows = append(rows, regexp.MustCompile(` {2,}`).Split(strings.TrimSpace(l), -1))
	}
	return rows
}

// games ID shows one game: every wager, pay-table row and setting with
// the rule-book lines it cites; --json is the document the API answers.
func TestGamesID(t *testing.T) {
	for _, id := range []string{"baccarat-co", "holdem", "craps"} {
		g, _ := catalog.Default().Game(id)
		info := g.Info()
		var out bytes.Buffer
		if err := run(context.Background(), []string{"games", id}, strings.NewReader(""), &out); err != nil {
			t.Fatal(err)
		}
		text := out.String()
		if !strings.HasPrefix(text, id+": "+info.Name+" (") {
			t.Errorf("%s: heading %q", id, strings.SplitN(text, "\n", 2)[0])
		}
		for _, w := range info.Wagers {
			if !strings.Contains(text, "  "+w.Bet+": "+w.Name) || !strings.Contains(text, "pays: "+w.Pays) {
				t.Errorf("%s: wager %s is not shown with its name and pay", id, w.Bet)
			}
			lineEndsWith(t, text, "  "+w.Bet+": ", w.Rule.String())
		}
		for _, pt := range info.PayTables {
			for _, r := range pt.Rows {
				if !regexp.MustCompile(`(?m)^ +` + regexp.QuoteMeta(r.Outcome) + ` +` + regexp.QuoteMeta(r.Pays) + ` +` + regexp.QuoteMeta(r.Rule.String()) + `$`).MatchString(text) {
					t.Errorf("%s: pay table %s row %q is not shown with its pay and lines", id, pt.ID, r.Outcome)
				}
			}
		}
		for _, s := range info.Settings {
			lineEndsWith(t, text, "  "+s.Key+": default ", s.Rule.String())
		}
		out.Reset()
		if err := run(context.Background(), []string{"games", id, "--json"}, strings.NewReader(""), &out); err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(info)
		var got bytes.Buffer
		if err := json.Compact(&got, out.Bytes()); err != nil || got.String() != string(want) {
			t.Errorf("games %s --json is not the game's document: %v\n%s", id, err, out.String())
		}
	}
}

// lineEndsWith checks that the line of text beginning with prefix ends
// with suffix.
func lineEndsWith(t *testing.T, text, prefix, suffix string) {
	t.Helper()
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, prefix) {
			if !strings.HasSuffix(l, suffix) {
				t.Errorf("%q does not end with %s", l, suffix)
			}
			return
		}
	}
	t.Errorf("no line begins %q", prefix)
}
