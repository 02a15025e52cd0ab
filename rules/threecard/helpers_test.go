package threecard

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// seatSpec is one seat of a test record: its cards ("KS KH 4D") and its
// decision ("play", "fold" or "").
type seatSpec struct {
	seat     int
	cards    string
	decision string
}

// round is a test record. Wagers are "seat bet amount result payout"
// entries separated by commas; a California round may add the returned
// stake as a sixth field. Collections are "seat kind amount" entries.
type round struct {
	game        string // UKGameID or GameID
	dealer      string
	seats       []seatSpec
	wagers      string
	pd          *rules.PlayerDealerRecord
	collections string
}

func fields(s string) []string {
	if s == "" {
		return []string{}
	}
	return strings.Fields(s)
}

func (r round) record(t testing.TB) map[string]any {
	t.Helper()
	rec := map[string]any{"table_id": "TCP-1", "hand_number": 1, "game": r.game, "dealt_at": "2026-11-21T22:14:05+00:00"}
	var seats []map[string]any
	for _, s := range r.seats {
		m := map[string]any{"seat": s.seat, "cards": fields(s.cards)}
		if s.decision != "" {
			m["decision"] = s.decision
		}
		seats = append(seats, m)
	}
	cards := map[string]any{"seats": seats}
	if r.game == GameID {
		cards["player_dealer"] = fields(r.dealer)
		rec["player_dealer"] = r.pd
	} else if r.dealer != "" {
		cards["dealer"] = fields(r.dealer)
	}
	rec["cards"] = cards
	wagers := []map[string]any{}
	for _, w := range strings.Split(r.wagers, ",") {
		f := strings.Fields(w)
		if len(f) == 0 {
			continue
		}
		if len(f) != 5 && len(f) != 6 {
			t.Fatalf("wager %q: want seat bet amount result payout [returned]", w)
		}
		seat, err := strconv.Atoi(f[0])
		if err != nil {
			t.Fatalf("wager %q: %v", w, err)
		}
		m := map[string]any{"seat": seat, "bet": f[1], "amount": f[2], "result": f[3], "payout": f[4]}
		if len(f) == 6 {
			m["returned"] = f[5]
		}
		wagers = append(wagers, m)
	}
	rec["wagers"] = wagers
	if r.collections != "" {
		var cs []map[string]any
		for _, c := range strings.Split(r.collections, ",") {
			f := strings.Fields(c)
			seat, err := strconv.Atoi(f[0])
			if err != nil || len(f) != 3 {
				t.Fatalf("collection %q: want seat kind amount", c)
			}
			cs = append(cs, map[string]any{"seat": seat, "kind": f[1], "amount": f[2]})
		}
		rec["collections"] = cs
	}
	return rec
}

// json writes the round as a record.
func (r round) json(t testing.TB) []byte {
	t.Helper()
	b, err := json.Marshal(r.record(t))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustJSON(t testing.TB, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func gameOf(id string) rules.Game {
	if id == GameID {
		return California()
	}
	return UK()
}

func decode(t testing.TB, data []byte, id string) rules.Hand {
	t.Helper()
	h, err := gameOf(id).Decode(data)
	if err != nil {
		t.Fatalf("decode: %v\n%s", err, data)
	}
	return h
}

func verify(t testing.TB, r round, s rules.Settings) *rules.Verdict {
	t.Helper()
	v, err := decode(t, r.json(t), r.game).Verify(s)
	if err != nil {
		t.Fatalf("verify: %v", err)
	}
	return v
}

// mustVerify fails on any finding.
func mustVerify(t testing.TB, r round, s rules.Settings) *rules.Verdict {
	t.Helper()
	v := verify(t, r, s)
	for _, f := range v.Findings {
		t.Errorf("finding: %s (%s %s: declared %s, expected %s, %s)", f.Message, f.Bet, f.Field, f.Declared, f.Expected, f.Rule)
	}
	return v
}

// inputError decodes and verifies, expecting an InputError naming field
// with a detail containing want.
func inputError(t *testing.T, r round, s rules.Settings, field, want string) {
	t.Helper()
	h, err := gameOf(r.game).Decode(r.json(t))
	if err == nil {
		_, err = h.Verify(s)
	}
	ie, ok := rules.AsInputError(err)
	if !ok {
		t.Fatalf("want an InputError at %s, got %v", field, err)
	}
	for _, e := range ie.Errors {
		if e.Field == field && strings.Contains(e.Detail, want) {
			return
		}
	}
	t.Errorf("want %s: ...%s..., got %v", field, want, err)
}
