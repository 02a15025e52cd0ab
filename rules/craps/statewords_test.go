package craps_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
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

// A table's state reads as words: the point, or none, and every wager
// standing by seat, bet, spot and amount, without JSON; two states never
// read alike. Random states.
func TestStateWords(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 21))
	h := &craps.Hand{}
	seen := map[string]string{}
	points := []int{0, 4, 5, 6, 8, 9, 10}
	type standing struct {
		bet    string
		number func() int
	}
	box := func() int { return points[1+rng.IntN(6)] }
	none := func() int { return 0 }
	kinds := []standing{{"pass", none}, {"dont_pass", none}, {"pass_odds", none}, {"come", box}, {"come_odds", box},
		{"dont_come", box}, {"place_win", box}, {"place_lose", box}, {"hardway", func() int { return []int{4, 6, 8, 10}[rng.IntN(4)] }}}
	for range 2000 {
		st := craps.State{Point: points[rng.IntN(len(points))]}
		for range rng.IntN(5) {
			k := kinds[rng.IntN(len(kinds))]
			st.Standing = append(st.Standing, craps.StateWager{Seat: 1 + rng.IntN(6), Bet: k.bet, Number: k.number(),
				Amount: rules.Money(100 * (1 + rng.IntN(50)))})
		}
		js := st.JSON()
		words := h.StateWords(js)
		if strings.ContainsAny(words, `{}"[]`) {
			t.Fatalf("state %s reads %q", js, words)
		}
		switch {
		case st.Point == 0 && !strings.HasPrefix(words, "no point"):
			t.Errorf("state %s without a point reads %q", js, words)
		case st.Point != 0 && !strings.HasPrefix(words, fmt.Sprintf("point %d;", st.Point)):
			t.Errorf("state %s reads %q", js, words)
		}
		for _, w := range st.Standing {
			name := fmt.Sprintf("seat %d %s", w.Seat, w.Bet)
			switch {
			case w.Number != 0:
				name += fmt.Sprintf(" %d", w.Number)
			case w.Bet == "pass_odds" && st.Point != 0:
				name += fmt.Sprintf(" %d", st.Point)
			}
			if !strings.Contains(words, name+" "+w.Amount.String()) {
				t.Errorf("state %s reads %q, which does not name %s %s", js, words, name, w.Amount)
			}
		}
		if other, ok := seen[words]; ok && other != string(js) {
			t.Errorf("states %s and %s both read %q", other, js, words)
		}
		seen[words] = string(js)
	}
	if got := h.StateWords(nil); got != "no point (a Come Out Roll); nothing standing" {
		t.Errorf("a fresh table reads %q", got)
	}
}

// A throw that declares a state the table was not left in is a finding
// whose declared and expected states read as words, as the findings queue
// and the hand's page show them.
func TestStateFindingReadsAsWords(t *testing.T) {
	ctx := context.Background()
	s := modeltest.Open(t)
	l := ledger.New(s, rules.NewRegistry(craps.New()), nil)
	l.SetClock(func() time.Time { return time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC) })
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "CR-W", Game: craps.GameID}); err != nil {
		t.Fatal(err)
	}
	_, token, err := l.CreateStation(ctx, "test", "st-craps-w", []string{"CR-W"})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(api.New(l, reports.NewGenerator(s, nil), nil))
	t.Cleanup(srv.Close)
	post := func(record []byte) answer {
		t.Helper()
		var rec map[string]any
		if err := json.Unmarshal(record, &rec); err != nil {
			t.Fatal(err)
		}
		rec["table_id"] = "CR-W"
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
	first := post(throws[0])
	var left craps.State
	if err := json.Unmarshal(first.Outcome.State, &left); err != nil || len(left.Standing) == 0 {
		t.Fatalf("the documented first throw leaves %s; want wagers standing", first.Outcome.State)
	}
	// The second throw without the first wager the first throw left
	// standing: a forgotten wager.
	gone := left.Standing[0]
	var second map[string]any
	if err := json.Unmarshal(throws[1], &second); err != nil {
		t.Fatal(err)
	}
	keep := func(list []any) []any {
		var out []any
		for _, x := range list {
			w := x.(map[string]any)
			n, _ := w["number"].(float64)
			if w["bet"] == gone.Bet && int(w["seat"].(float64)) == gone.Seat && int(n) == gone.Number {
				continue
			}
			out = append(out, x)
		}
		return out
	}
	second["standing"] = keep(second["standing"].([]any))
	second["wagers"] = keep(second["wagers"].([]any))
	b, _ := json.Marshal(second)
	name := fmt.Sprintf("seat %d %s %d %s", gone.Seat, gone.Bet, gone.Number, gone.Amount)
	a := post(b)
	var state bool
	for _, f := range a.Findings {
		if f.Field != "state" {
			continue
		}
		state = true
		for _, x := range []string{f.Declared, f.Expected, f.Message} {
			if strings.ContainsAny(x, `{}"`) {
				t.Errorf("the state finding shows JSON: %q", x)
			}
		}
		if strings.Contains(f.Declared, name) || !strings.Contains(f.Expected, name) {
			t.Errorf("the state finding declares %q, expects %q; want %s expected only", f.Declared, f.Expected, name)
		}
	}
	if !state {
		t.Errorf("a throw without a wager left standing has no state finding: %+v", a.Findings)
	}
}
