package docs_test

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"regexp"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// A finding names the bettor of the wager it is about, as fields: the seat
// and, for a bettor behind it, the backline bettor, so that a backline
// bettor's wrong payout never reads as the seated player's. Every
// documented record with wagers, each with random wagers declared paid a
// cent more than the rules give: the payout finding on each must name
// that wager's seat, backline bettor and bet, and its message the
// backline bettor. Every backline bettor's wager is tried.
func TestFindingsNameTheBettor(t *testing.T) {
	b, err := os.ReadFile("hand-records.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```json\n(.*?)```").FindAllSubmatch(b, -1)
	reg := catalog.Default()
	rng := rand.New(rand.NewPCG(21, 7))
	backlines := 0
	for i, m := range blocks {
		var rec map[string]any
		if err := json.Unmarshal(m[1], &rec); err != nil {
			t.Fatalf("example %d: %v", i+1, err)
		}
		wagers, _ := rec["wagers"].([]any)
		// Every backline bettor's wager, and three at random.
		var tries []int
		for j, w := range wagers {
			if intOf(w.(map[string]any)["backline"]) != 0 {
				tries = append(tries, j)
			}
		}
		for range min(3, len(wagers)) {
			tries = append(tries, rng.IntN(len(wagers)))
		}
		for _, j := range tries {
			w, _ := wagers[j].(map[string]any)
			payout, ok := w["payout"].(string)
			if !ok {
				continue
			}
			p, err := rules.ParseMoney(payout)
			if err != nil {
				t.Fatalf("example %d: %v", i+1, err)
			}
			wrong := (p + 1).String()
			w["payout"] = wrong
			data, _ := json.Marshal(rec)
			w["payout"] = payout
			_, v, err := reg.VerifyRecord(data)
			if err != nil {
				continue // a payout the record's shape refuses
			}
			seat, backline := intOf(w["seat"]), intOf(w["backline"])
			found := false
			for _, f := range v.Findings {
				if f.Field != "payout" || f.Declared != wrong {
					continue
				}
				found = true
				if f.Seat != seat || f.Backline != backline || f.Bet != w["bet"] {
					t.Errorf("example %d (%s): seat %d backline %d %s declared %s; the finding names seat %d backline %d %s: %s",
						i+1, rec["game"], seat, backline, w["bet"], wrong, f.Seat, f.Backline, f.Bet, f.Message)
				}
				if backline != 0 {
					backlines++
					if want := rules.WagerName(seat, backline, f.Bet, f.Spot); !regexp.MustCompile(regexp.QuoteMeta(want) + `\b`).MatchString(f.Message) {
						t.Errorf("example %d (%s): the message %q does not name %s", i+1, rec["game"], f.Message, want)
					}
				}
			}
			if !found {
				t.Errorf("example %d (%s): seat %d backline %d %s declared %s; no payout finding names it: %+v", i+1, rec["game"], seat, backline, w["bet"], wrong, v.Findings)
			}
		}
	}
	if backlines == 0 {
		t.Error("no backline wager was tried")
	}
}

func intOf(v any) int {
	f, _ := v.(float64)
	return int(f)
}

// Every game whose hands carry the table's state from one to the next
// writes that state in words for its findings: each documented record of
// such a game, its declared state and a fresh table's.
func TestSequencedStatesReadAsWords(t *testing.T) {
	b, err := os.ReadFile("hand-records.md")
	if err != nil {
		t.Fatal(err)
	}
	reg := catalog.Default()
	games := map[string]bool{}
	for _, m := range regexp.MustCompile("(?s)```json( sequence)?\n(.*?)```").FindAllSubmatch(b, -1) {
		h, _, err := reg.VerifyRecord(m[2])
		if err != nil {
			continue
		}
		sq, ok := h.(rules.Sequenced)
		if !ok {
			continue
		}
		game := h.Envelope().Game
		games[game] = true
		w, ok := h.(rules.StateWords)
		if !ok {
			t.Errorf("%s carries its table's state but does not write it in words", game)
			continue
		}
		for _, st := range []json.RawMessage{sq.StateBefore(), nil} {
			if words := w.StateWords(st); words == "" || regexp.MustCompile(`[{}"\[\]]`).MatchString(words) {
				t.Errorf("%s: state %s reads %q", game, st, words)
			}
		}
	}
	if len(games) < 2 {
		t.Errorf("documented records of %d games carry a state; want craps and Lowball at least", len(games))
	}
}
