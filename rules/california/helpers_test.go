package california

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// verify decodes and verifies a record, failing the test on any error.
func verify(t *testing.T, g rules.Game, settings map[string]string, record string) *rules.Verdict {
	t.Helper()
	v, err := tryVerify(g, settings, record)
	if err != nil {
		t.Fatalf("%v\nrecord: %s", err, record)
	}
	return v
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

// refused checks that a record is refused with an *rules.InputError naming
// field, its detail containing each of the words.
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

// expect checks one settlement: the expected result and payout and, when
// returned is not empty, the uncovered stake.
type want struct {
	seat, backline int
	bet            string
	result         string
	payout         string
	returned       string
	rule           string // lines cited, when not empty
}

func expectSettlements(t *testing.T, v *rules.Verdict, ws ...want) {
	t.Helper()
	if len(v.Settlements) != len(ws) {
		t.Fatalf("%d settlements, want %d: %+v", len(v.Settlements), len(ws), v.Settlements)
	}
	for i, w := range ws {
		s := v.Settlements[i]
		if s.Seat != w.seat || s.Backline != w.backline || s.Bet != w.bet {
			t.Errorf("settlement %d is seat %d/%d %s, want seat %d/%d %s (settlement order)", i, s.Seat, s.Backline, s.Bet, w.seat, w.backline, w.bet)
			continue
		}
		if s.Expected.Result != w.result || s.Expected.Payout.String() != w.payout {
			t.Errorf("seat %d/%d %s: %s paid %s, want %s paid %s", w.seat, w.backline, w.bet, s.Expected.Result, s.Expected.Payout, w.result, w.payout)
		}
		if w.returned != "" && s.Expected.Returned.String() != w.returned {
			t.Errorf("seat %d/%d %s: returned %s, want %s", w.seat, w.backline, w.bet, s.Expected.Returned, w.returned)
		}
		if w.rule != "" && (s.Rule.File != rules.Seed000 || s.Rule.Lines != w.rule) {
			t.Errorf("seat %d/%d %s cites %s, want seed 000 line %s", w.seat, w.backline, w.bet, s.Rule, w.rule)
		}
	}
}

// settingSpec is the game's setting key, or a zero spec.
func settingSpec(info rules.GameInfo, key string) rules.SettingSpec {
	for _, s := range info.Settings {
		if s.Key == key {
			return s
		}
	}
	return rules.SettingSpec{}
}
