package paigowtiles

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// hr is one hand of a test record: a seat, its tiles as set ("66 45 13 26")
// and whether the house set it.
type hr struct {
	seat  int
	tiles string
	house bool
}

// rec builds a record of game id.
func rec(id string, dice, pdSeat int, bank, net string, hands []hr, wagers ...string) string {
	var hs []string
	for _, h := range hands {
		var ts []string
		for _, t := range strings.Fields(h.tiles) {
			ts = append(ts, fmt.Sprintf("%q", t))
		}
		hw := ""
		if h.house {
			hw = `, "house_way": true`
		}
		hs = append(hs, fmt.Sprintf(`{"seat": %d, "tiles": [%s]%s}`, h.seat, strings.Join(ts, ", "), hw))
	}
	return fmt.Sprintf(`{"table_id": "PGT", "hand_number": 1, "game": %q, "dealt_at": "2026-11-21T22:14:05-08:00", "dice": %d,
	 "hands": [%s],
	 "player_dealer": {"seat": %d, "bank": %q, "net": %q},
	 "wagers": [%s]}`, id, dice, strings.Join(hs, ", "), pdSeat, bank, net, strings.Join(wagers, ", "))
}

// wager writes a wager; extra is a backline number, then a returned stake.
func wager(seat int, amount, result, payout string, extra ...string) string {
	s := fmt.Sprintf(`{"seat": %d, "bet": "base", "amount": %q, "result": %q, "payout": %q`, seat, amount, result, payout)
	if len(extra) > 0 && extra[0] != "" {
		s += `, "backline": ` + extra[0]
	}
	if len(extra) > 1 {
		s += fmt.Sprintf(`, "returned": %q`, extra[1])
	}
	return s + "}"
}

func tryVerify(g rules.Game, settings map[string]string, record string) (*rules.Verdict, error) {
	s, err := g.Settings(settings)
	if err != nil {
		return nil, err
	}
	h, err := g.Decode([]byte(record))
	if err != nil {
		return nil, err
	}
	return h.Verify(s)
}

func verify(t *testing.T, g rules.Game, settings map[string]string, record string) *rules.Verdict {
	t.Helper()
	v, err := tryVerify(g, settings, record)
	if err != nil {
		t.Fatalf("%v\nrecord: %s", err, record)
	}
	return v
}

// refused checks that a record is refused naming field, the detail holding
// each of the words.
func refused(t *testing.T, g rules.Game, settings map[string]string, record, field string, words ...string) {
	t.Helper()
	_, err := tryVerify(g, settings, record)
	if err == nil {
		t.Fatalf("accepted; want a refusal naming %s\nrecord: %s", field, record)
	}
	ie, ok := rules.AsInputError(err)
	if !ok {
		t.Fatalf("error %v is not an *InputError", err)
	}
	for _, fe := range ie.Errors {
		if fe.Field != field {
			continue
		}
		for _, w := range words {
			if !strings.Contains(fe.Detail, w) {
				t.Errorf("%s: %q does not say %q", field, fe.Detail, w)
			}
		}
		return
	}
	t.Errorf("refused, but not naming %s: %v", field, err)
}

// want is one expected settlement, in settlement order.
type want struct {
	seat, backline int
	result, payout string
	returned       string
	rule           string
}

func expectSettlements(t *testing.T, v *rules.Verdict, ws ...want) {
	t.Helper()
	if len(v.Settlements) != len(ws) {
		t.Fatalf("%d settlements, want %d: %+v", len(v.Settlements), len(ws), v.Settlements)
	}
	for i, w := range ws {
		s := v.Settlements[i]
		if s.Seat != w.seat || s.Backline != w.backline {
			t.Errorf("settlement %d is seat %d/%d, want seat %d/%d (settlement order)", i, s.Seat, s.Backline, w.seat, w.backline)
			continue
		}
		if s.Expected.Result != w.result || s.Expected.Payout.String() != w.payout {
			t.Errorf("seat %d/%d: %s paid %s, want %s paid %s", w.seat, w.backline, s.Expected.Result, s.Expected.Payout, w.result, w.payout)
		}
		if w.returned != "" && s.Expected.Returned.String() != w.returned {
			t.Errorf("seat %d/%d: returned %s, want %s", w.seat, w.backline, s.Expected.Returned, w.returned)
		}
		if w.rule != "" && (s.Rule.File != rules.Seed000 || s.Rule.Lines != w.rule) {
			t.Errorf("seat %d/%d cites %s, want seed 000 line %s", w.seat, w.backline, s.Rule, w.rule)
		}
	}
}

// mustTile parses a tile code for tests.
func mustTile(t testing.TB, s string) tile {
	t.Helper()
	x, err := parseTile(s)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// score2 scores the hand of two tile codes.
func score2(t testing.TB, a, b string, wild bool) score {
	t.Helper()
	return evaluate(mustTile(t, a).class, mustTile(t, b).class, wild)
}
