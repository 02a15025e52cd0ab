package craps_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/api"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/craps"
)

// documentedHand returns the shooter's hand docs/hand-records.md shows:
// its first throw (a json block, which the docs and api tests post alone to
// a fresh table) and the throws that follow it (json sequence blocks).
func documentedHand(t *testing.T) [][]byte {
	t.Helper()
	b, err := os.ReadFile("../../docs/hand-records.md")
	if err != nil {
		t.Fatal(err)
	}
	var out [][]byte
	for _, m := range regexp.MustCompile("(?s)```json( sequence)?\n(.*?)```").FindAllSubmatch(b, -1) {
		var env struct {
			Game string `json:"game"`
		}
		if err := json.Unmarshal(m[2], &env); err != nil {
			t.Fatal(err)
		}
		if env.Game == craps.GameID {
			out = append(out, m[2])
		}
	}
	if len(out) < 5 {
		t.Fatalf("docs/hand-records.md shows %d craps throws; want the shooter's hand", len(out))
	}
	return out
}

type answer struct {
	Verdict string `json:"verdict"`
	Outcome struct {
		Summary string          `json:"summary"`
		State   json.RawMessage `json:"state"`
	} `json:"outcome"`
	Findings []struct {
		Bet      string     `json:"bet"`
		Field    string     `json:"field"`
		Declared string     `json:"declared"`
		Expected string     `json:"expected"`
		Message  string     `json:"message"`
		Rule     rules.Cite `json:"rule"`
	} `json:"findings"`
}

// The shooter's hand posted throw by throw to one table through
// POST /api/v1/hands verifies; posted to another table with a throw left
// out, the throw after the gap is a finding citing the rule that carries
// the point from throw to throw, and so is the missing throw when it
// arrives late; a throw that declares a state the table was not left in
// is a finding naming both states.
func TestThrowsThroughTheAPI(t *testing.T) {
	ctx := context.Background()
	s := modeltest.Open(t)
	l := ledger.New(s, rules.NewRegistry(craps.New()), nil)
	l.SetClock(func() time.Time { return time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC) })
	tables := []string{"CR-1", "CR-2", "CR-3"}
	for _, id := range tables {
		if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: id, Game: craps.GameID}); err != nil {
			t.Fatal(err)
		}
	}
	_, token, err := l.CreateStation(ctx, "test", "st-craps", tables)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(api.New(l, reports.NewGenerator(s, nil), nil))
	t.Cleanup(srv.Close)
	post := func(table string, record []byte) answer {
		t.Helper()
		var rec map[string]any
		if err := json.Unmarshal(record, &rec); err != nil {
			t.Fatal(err)
		}
		rec["table_id"] = table
		body, _ := json.Marshal(rec)
		req, _ := http.NewRequest("POST", srv.URL+"/api/v1/hands", bytes.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusCreated {
			t.Fatalf("POST %s: %d %s", body, resp.StatusCode, b)
		}
		var a answer
		if err := json.Unmarshal(b, &a); err != nil {
			t.Fatal(err)
		}
		return a
	}
	throws := documentedHand(t)
	for i, rec := range throws {
		a := post("CR-1", rec)
		if a.Verdict != "verified" {
			t.Errorf("throw %d: %s %+v", i+1, a.Verdict, a.Findings)
		}
		if i+1 < len(throws) {
			h, err := craps.New().Decode(throws[i+1])
			if err != nil {
				t.Fatal(err)
			}
			next := h.(rules.Sequenced).StateBefore()
			if c, _ := rules.Canonical(nil, a.Outcome.State); !bytes.Equal(c, next) && !(len(a.Outcome.State) == 0 && next == nil) {
				t.Errorf("throw %d leaves %s; throw %d declares %s", i+1, a.Outcome.State, i+2, next)
			}
		}
	}
	rule := (&craps.Hand{}).SequenceRule()
	// CR-2: the third throw is left out.
	post("CR-2", throws[0])
	post("CR-2", throws[1])
	a := post("CR-2", throws[3])
	if a.Verdict != "discrepancy" {
		t.Fatalf("a throw after a gap: %s", a.Verdict)
	}
	var gap, state bool
	for _, f := range a.Findings {
		if f.Rule != rule {
			t.Errorf("%s cites %s, want %s", f.Field, f.Rule, rule)
		}
		switch f.Field {
		case "sequence":
			gap = strings.Contains(f.Message, "hands 503 to 503 are missing")
		case "state":
			state = f.Declared != f.Expected
		default:
			t.Errorf("a settlement finding on a throw whose wagers are right: %+v", f)
		}
	}
	if !gap || !state {
		t.Errorf("after the gap: %+v", a.Findings)
	}
	// The missing throw arrives late: out of order.
	a = post("CR-2", throws[2])
	if len(a.Findings) == 0 || a.Findings[0].Field != "sequence" || !strings.Contains(a.Findings[0].Message, "out of order") {
		t.Errorf("a late throw: %+v", a.Findings)
	}
	// CR-3: the second throw declares a state the first did not leave (the
	// place bet forgotten).
	post("CR-3", throws[0])
	var second map[string]any
	if err := json.Unmarshal(throws[1], &second); err != nil {
		t.Fatal(err)
	}
	second["standing"] = second["standing"].([]any)[1:]
	wagers := second["wagers"].([]any)
	for i, w := range wagers {
		if w.(map[string]any)["bet"] == "place_win" {
			second["wagers"] = append(wagers[:i:i], wagers[i+1:]...)
			break
		}
	}
	b, _ := json.Marshal(second)
	a = post("CR-3", b)
	if len(a.Findings) != 1 || a.Findings[0].Field != "state" || !strings.Contains(a.Findings[0].Expected, "place_win") ||
		strings.Contains(a.Findings[0].Declared, "place_win") {
		t.Errorf("a wrong state: %+v", a.Findings)
	}
}
