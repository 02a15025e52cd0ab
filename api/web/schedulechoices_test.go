package web_test

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/rules/fees"
)

// fourHanded is a Hold'em hand of four players dealt in that runs to the
// river: seat 1 (A A) beats seat 2 (K Q); seats 3 and 4 folded before the
// flop, $1 each. The pot is $20 + $20 + $2 = $42, less the fees taken.
func fourHanded(hand int, designated ...string) string {
	var taken int
	var feeJSON []string
	for i, f := range designated {
		var d, c int
		fmt.Sscanf(f, "%d.%d", &d, &c)
		taken += d*100 + c
		feeJSON = append(feeJSON, fmt.Sprintf(`{"type": "designated_%d", "amount": %q}`, i+1, f))
	}
	won := 4200 - taken
	return fmt.Sprintf(`{"table_id": "HE-1", "hand_number": %d, "game": "holdem", "dealt_at": "2026-11-21T23:02:11-08:00",
	 "button": 4, "board": ["2C", "7D", "9H", "JC", "3S"],
	 "seats": [{"seat": 1, "cards": ["AH", "AD"], "contributed": "20.00", "won": "%d.%02d"},
	           {"seat": 2, "cards": ["KS", "QS"], "contributed": "20.00", "won": "0.00"},
	           {"seat": 3, "folded": true, "contributed": "1.00", "won": "0.00"},
	           {"seat": 4, "folded": true, "contributed": "1.00", "won": "0.00"}],
	 "fees": [%s]}`, hand, won/100, won%100, strings.Join(feeJSON, ", "))
}

// The Hold'em table's select offers its schedules by set and block, the
// player-count groups first, every choice in words; a table opened with a
// group checks a four-handed hand under the group's "4 or less" row,
// HOLDEM-1 option 77 (seed 000 line 7044: $1 / $2 / $1).
func TestWebOpenTableWithPlayerGroup(t *testing.T) {
	e := newWebEnv(t)
	b := e.signedIn(t, "pat")
	page := b.get("/web/tables/HE-1/open")
	const group = "HOLDEM-1/by-players:9,26,48,57,77,81"
	page.want(t, 200,
		`options 1 through 85 · Limit Games Minimum Wagering Limit $1-$2 Maximum Wagering Limit $2,000-$4,000">`,
		`<option value="`+group+`">fee by players dealt in · $1 / $2 / $1 · options 9 (7 or more), 26 (6), 48 (5), 57 (5 or less), 77 (4 or less), 81 (3 or less)</option>`,
		`<option value="HOLDEM-1/26">option 26 · 6 players · $1 / $2 / $1</option>`,
		`<option value="HOLDEM-1/6">option 6 · 7 or more players · $1 / $3.50 / $1</option>`,
		`<option value="FLOP-2/1">option 1 · `)
	// No choice is a bare id: each label says more than its value.
	opts := regexp.MustCompile(`<option value="([^"]*)"[^>]*>([^<]*)</option>`).FindAllStringSubmatch(page.body, -1)
	if len(opts) < 400 {
		t.Fatalf("%d choices for holdem", len(opts))
	}
	for _, o := range opts {
		if o[2] == o[1] || strings.HasPrefix(o[2], "HOLDEM-1/") || strings.HasPrefix(o[2], "FLOP-2/") {
			t.Errorf("choice %q is labelled %q", o[1], o[2])
		}
	}
	// One optgroup per block of options, each with its set's id.
	groups := regexp.MustCompile(`<optgroup label="([^"]*)"`).FindAllStringSubmatch(page.body, -1)
	blocks := 0
	for _, s := range fees.SetsForGame("holdem") {
		blocks += len(s.Blocks)
	}
	if len(groups) != blocks {
		t.Errorf("%d optgroups, want one per block: %d", len(groups), blocks)
	}

	b.post("/web/tables/HE-1/open", map[string][]string{"csrf_token": {page.csrf(t)}, "collection_schedule": {"HOLDEM-1/by-players:9,26"}}).
		want(t, 422, `id="collection_schedule-error"`, "player_groups")
	openWith(t, b, "HE-1", group)
	b.get("/web/floor").want(t, 200, `<span title="`+group+`">HOLDEM-1 · fee by players dealt in · $1 / $2 / $1</span>`)

	ctx := context.Background()
	pat := e.users["pat"]
	a, err := e.l.Record(ctx, ledger.Source{User: &pat}, []byte(fourHanded(1, "1.00", "2.00", "1.00")))
	if err != nil {
		t.Fatal(err)
	}
	if a.Verdict != "verified" || len(a.Findings) != 0 {
		t.Errorf("four-handed at $1 / $2 / $1: %s %+v", a.Verdict, a.Findings)
	}
	// $3 after the flop: the 4-player row, option 77, gives $2.
	a, err = e.l.Record(ctx, ledger.Source{User: &pat}, []byte(fourHanded(2, "1.00", "3.00", "1.00")))
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Findings) != 1 || a.Findings[0].Bet != "fee:designated_2" || a.Findings[0].Expected != "2.00" ||
		a.Findings[0].Rule.Lines != "7044" || !strings.Contains(a.Findings[0].Message, "HOLDEM-1 option 77") {
		t.Errorf("four-handed, $3 after the flop: %+v", a.Findings)
	}
}

// A table that names one option keeps it: option 26 is a six-player row,
// so a four-handed hand under it is a fee:schedule finding, as before.
func TestWebOpenTableWithOneOptionKeepsIt(t *testing.T) {
	e := newWebEnv(t)
	b := e.signedIn(t, "pat")
	openWith(t, b, "HE-1", "HOLDEM-1/26")
	pat := e.users["pat"]
	a, err := e.l.Record(context.Background(), ledger.Source{User: &pat}, []byte(fourHanded(1, "1.00", "2.00", "1.00")))
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Findings) != 1 || a.Findings[0].Bet != "fee:schedule" || a.Findings[0].Expected != "6" || a.Findings[0].Rule.Lines != "6992" {
		t.Errorf("four-handed under option 26: %+v", a.Findings)
	}
}
