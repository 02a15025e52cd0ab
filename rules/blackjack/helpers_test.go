package blackjack

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
)

// A test round is written compactly: boxes as "BOX: CARDS / DECISIONS",
// wagers as "SEAT[/BACKLINE] BET AMOUNT RESULT PAYOUT [RETURNED]".

type round struct {
	game   string
	dealer string
	boxes  []string
	wagers []string
	// California only.
	pd          string // "SEAT BANK NET"
	collections []string
}

func (r round) record(t testing.TB) []byte {
	t.Helper()
	rec := map[string]any{"table_id": "T-1", "hand_number": 1, "game": r.game, "dealt_at": "2026-11-21T22:14:05Z"}
	var boxes []map[string]any
	key, list, dealerKey := "box", "boxes", "dealer"
	if r.game != UKID {
		key, list, dealerKey = "seat", "seats", "player_dealer"
	}
	for _, b := range r.boxes {
		num, rest, ok := strings.Cut(b, ":")
		if !ok {
			t.Fatalf("box %q", b)
		}
		cards, words, _ := strings.Cut(rest, "/")
		var n int
		fmt.Sscan(num, &n)
		m := map[string]any{key: n, "cards": strings.Fields(cards)}
		if w := strings.Fields(words); len(w) > 0 {
			m["decisions"] = w
		}
		boxes = append(boxes, m)
	}
	rec["cards"] = map[string]any{dealerKey: strings.Fields(r.dealer), list: boxes}
	wagers := []map[string]any{}
	for _, w := range r.wagers {
		f := strings.Fields(w)
		if len(f) < 5 {
			t.Fatalf("wager %q", w)
		}
		var seat, backline int
		s, b, hasB := strings.Cut(f[0], "/")
		fmt.Sscan(s, &seat)
		m := map[string]any{"seat": seat, "bet": f[1], "amount": f[2], "result": f[3], "payout": f[4]}
		if hasB {
			fmt.Sscan(b, &backline)
			m["backline"] = backline
		}
		if len(f) > 5 {
			m["returned"] = f[5]
		}
		wagers = append(wagers, m)
	}
	rec["wagers"] = wagers
	if r.pd != "" {
		f := strings.Fields(r.pd)
		var seat int
		fmt.Sscan(f[0], &seat)
		rec["player_dealer"] = map[string]any{"seat": seat, "bank": f[1], "net": f[2]}
	}
	if len(r.collections) > 0 {
		var cs []map[string]any
		for _, c := range r.collections {
			f := strings.Fields(c)
			var seat int
			fmt.Sscan(f[0], &seat)
			cs = append(cs, map[string]any{"seat": seat, "kind": f[1], "amount": f[2]})
		}
		rec["collections"] = cs
	}
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func gameOf(id string) rules.Game {
	switch id {
	case UKID:
		return UK()
	case HawaiianID:
		return Hawaiian()
	}
	return BlackjackPoker()
}

// verify decodes and verifies a round under settings (nil: defaults).
func (r round) verify(t testing.TB, settings map[string]string) (*rules.Verdict, error) {
	t.Helper()
	g := gameOf(r.game)
	h, err := g.Decode(r.record(t))
	if err != nil {
		return nil, err
	}
	st, err := g.Settings(settings)
	if err != nil {
		t.Fatalf("settings %v: %v", settings, err)
	}
	return h.Verify(st)
}

// verified fails unless the round verifies without findings.
func (r round) verified(t testing.TB, settings map[string]string) *rules.Verdict {
	t.Helper()
	v, err := r.verify(t, settings)
	if err != nil {
		t.Fatalf("refused: %v", err)
	}
	for _, f := range v.Findings {
		t.Errorf("finding: %s %s %s: declared %s, expected %s (%s): %s", strings.TrimSpace(fmt.Sprint(f.Seat)), f.Bet, f.Field, f.Declared, f.Expected, f.Rule, f.Message)
	}
	if t.Failed() {
		t.Logf("outcome: %s", v.Outcome.Summary)
	}
	return v
}

// refused fails unless the round is an InputError naming field with a
// detail holding want.
func (r round) refused(t testing.TB, settings map[string]string, field, want string) {
	t.Helper()
	_, err := r.verify(t, settings)
	ie, ok := rules.AsInputError(err)
	if !ok {
		t.Fatalf("want a refusal naming %s (%q); got %v", field, want, err)
	}
	for _, e := range ie.Errors {
		if e.Field == field && strings.Contains(e.Detail, want) {
			return
		}
	}
	t.Fatalf("want a refusal naming %s (%q); got %v", field, want, err)
}

// finding returns the verdict's findings on field of bet.
func findings(v *rules.Verdict, bet, field string) []rules.Finding {
	var out []rules.Finding
	for _, f := range v.Findings {
		if f.Bet == bet && f.Field == field {
			out = append(out, f)
		}
	}
	return out
}

func rulesCards(s string) []rules.Card { return rules.MustCards(s) }

func mustTime(t testing.TB) time.Time {
	t.Helper()
	tm, err := time.Parse(time.RFC3339, "2026-11-21T22:14:05Z")
	if err != nil {
		t.Fatal(err)
	}
	return tm
}
