package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"regexp"
	"testing"
	"time"

	"github.com/tablegames/casino/api"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// docExamples returns the JSON records of docs/hand-records.md, each a
// record of a registered game that verifies (docs/docs_test.go checks).
func docExamples(t *testing.T) []map[string]any {
	t.Helper()
	b, err := os.ReadFile("../docs/hand-records.md")
	if err != nil {
		t.Fatal(err)
	}
	var out []map[string]any
	for _, m := range regexp.MustCompile("(?s)```json\n(.*?)```").FindAllSubmatch(b, -1) {
		var rec map[string]any
		if err := json.Unmarshal(m[1], &rec); err != nil {
			t.Fatalf("example %d: %v", len(out)+1, err)
		}
		out = append(out, rec)
	}
	return out
}

// Every game of the catalog is served by GET /api/v1/games with its wagers,
// pay tables and citations, and verifies its documented example through
// POST /api/v1/hands: as recorded it is verified; with one wager paid a
// dollar too much it is a discrepancy naming that wager, the payout and
// the rule; for a California game, with the player-dealer's net a dollar
// off, a discrepancy naming the player-dealer.
func TestEveryGameThroughTheAPI(t *testing.T) {
	ctx := context.Background()
	s := modeltest.Open(t)
	reg := catalog.Default()
	l := ledger.New(s, reg, nil)
	l.SetClock(func() time.Time { return time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC) })
	examples := docExamples(t)
	var tables []string
	for i, rec := range examples {
		id := fmt.Sprintf("T-%d", i+1)
		rec["table_id"] = id
		if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: id, Game: rec["game"].(string)}); err != nil {
			t.Fatalf("table for example %d (%s): %v", i+1, rec["game"], err)
		}
		tables = append(tables, id)
	}
	_, station, err := l.CreateStation(ctx, "test", "st-all", tables)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.CreateUser(ctx, "test", "olive", models.RoleCompliance); err != nil {
		t.Fatal(err)
	}
	officer, err := l.IssueUserToken(ctx, "test", "olive")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(api.New(l, reports.NewGenerator(s, nil), nil))
	t.Cleanup(srv.Close)
	e := env{srv: srv, store: s}

	documented := map[string]bool{}
	for _, rec := range examples {
		documented[rec["game"].(string)] = true
	}
	for _, id := range reg.IDs() {
		var g struct {
			ID     string `json:"id"`
			Wagers []struct {
				Bet  string     `json:"bet"`
				Rule rules.Cite `json:"rule"`
			} `json:"wagers"`
			Settings []struct {
				Key  string     `json:"key"`
				Rule rules.Cite `json:"rule"`
			} `json:"settings"`
		}
		r := e.do(t, "GET", "/api/v1/games/"+id, officer, nil)
		r.json(t, &g)
		if r.status != 200 || g.ID != id {
			t.Errorf("GET /api/v1/games/%s: %d %s", id, r.status, r.body)
			continue
		}
		for _, w := range g.Wagers {
			if w.Rule.File == "" || w.Rule.Lines == "" {
				t.Errorf("%s wager %s cites no rule", id, w.Bet)
			}
		}
		for _, st := range g.Settings {
			if st.Rule.File == "" {
				t.Errorf("%s setting %s cites no rule", id, st.Key)
			}
		}
		if !documented[id] {
			t.Errorf("%s has no example in docs/hand-records.md", id)
		}
	}

	for i, rec := range examples {
		game := rec["game"].(string)
		t.Run(fmt.Sprintf("%d-%s", i+1, game), func(t *testing.T) {
			var a answer
			r := e.do(t, "POST", "/api/v1/hands", station, rec)
			r.json(t, &a)
			if r.status != 201 || a.Verdict != "verified" {
				t.Fatalf("example as documented: %d %s", r.status, r.body)
			}
			wagers, _ := rec["wagers"].([]any)
			if wagers == nil {
				return // pot games settle seats, tested in their own package
			}
			overpaid := clone(t, rec)
			overpaid["hand_number"] = rec["hand_number"].(float64) + 1000
			w := firstWinner(overpaid)
			if w == nil {
				t.Fatalf("example has no winning wager to overpay")
			}
			paid := money(t, w["payout"].(string)) + rules.Dollars(1)
			w["payout"] = paid.String()
			r = e.do(t, "POST", "/api/v1/hands", station, overpaid)
			a = answer{}
			r.json(t, &a)
			if r.status != 201 || a.Verdict != "discrepancy" {
				t.Fatalf("overpaid example: %d %s", r.status, r.body)
			}
			f := a.Findings[0]
			if f.Seat != int(w["seat"].(float64)) || f.Bet != w["bet"] || f.Field != "payout" || f.Declared != paid.String() || f.Rule.File == "" {
				t.Errorf("overpaid %v: findings %+v", w, a.Findings)
			}
			pd, ok := rec["player_dealer"].(map[string]any)
			if !ok {
				return
			}
			off := clone(t, rec)
			off["hand_number"] = rec["hand_number"].(float64) + 2000
			net := money(t, pd["net"].(string)) + rules.Dollars(1)
			off["player_dealer"].(map[string]any)["net"] = net.String()
			r = e.do(t, "POST", "/api/v1/hands", station, off)
			a = answer{}
			r.json(t, &a)
			if r.status != 201 || a.Verdict != "discrepancy" || len(a.Findings) != 1 ||
				a.Findings[0].Bet != "player_dealer" || a.Findings[0].Field != "net" || a.Findings[0].Declared != net.String() {
				t.Errorf("player-dealer net off by a dollar: %d %s", r.status, r.body)
			}
		})
	}
}

func clone(t *testing.T, rec map[string]any) map[string]any {
	t.Helper()
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// firstWinner returns the first wager that won a fixed payout (a share of
// a progressive meter is not the engine's to check).
func firstWinner(rec map[string]any) map[string]any {
	for _, x := range rec["wagers"].([]any) {
		w := x.(map[string]any)
		if w["result"] == "win" && w["payout"] != "0.00" {
			return w
		}
	}
	return nil
}

func money(t *testing.T, s string) rules.Money {
	t.Helper()
	m, err := rules.ParseSignedMoney(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
