package paigow

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// verify decodes and verifies a record under the given settings.
func verify(t testing.TB, g rules.Game, record string, settings map[string]string) *rules.Verdict {
	t.Helper()
	h, err := g.Decode([]byte(record))
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	s, err := g.Settings(settings)
	if err != nil {
		t.Fatalf("settings: %v", err)
	}
	v, err := h.Verify(s)
	if err != nil {
		t.Fatalf("verify: %v", err)
	}
	return v
}

// refused decodes and verifies a record and expects an input error naming
// field and containing want.
func refused(t testing.TB, g rules.Game, record string, settings map[string]string, field, want string) {
	t.Helper()
	h, err := g.Decode([]byte(record))
	if err == nil {
		var s rules.Settings
		if s, err = g.Settings(settings); err == nil {
			_, err = h.Verify(s)
		}
	}
	ie, ok := rules.AsInputError(err)
	if !ok {
		t.Fatalf("want an input error on %s (%q), got %v", field, want, err)
	}
	for _, fe := range ie.Errors {
		if fe.Field == field && strings.Contains(fe.Detail, want) {
			return
		}
	}
	t.Fatalf("want an input error on %s containing %q, got %v", field, want, err)
}

// expectVerified fails the test with the verdict's findings.
func expectVerified(t testing.TB, v *rules.Verdict) {
	t.Helper()
	if !v.Verified() {
		for _, f := range v.Findings {
			t.Errorf("finding: seat %d %s %s: declared %s, expected %s (%s): %s", f.Seat, f.Bet, f.Field, f.Declared, f.Expected, f.Rule, f.Message)
		}
		t.FailNow()
	}
}

// expected returns the expected settlement of seat's bet (backline 0).
func expected(t testing.TB, v *rules.Verdict, seat, backline int, bet string) rules.Result {
	t.Helper()
	for _, s := range v.Settlements {
		if s.Seat == seat && s.Backline == backline && s.Bet == bet {
			return s.Expected
		}
	}
	t.Fatalf("no settlement for seat %d/%d %s", seat, backline, bet)
	return rules.Result{}
}

// findingOn returns the finding on seat's bet and field, or nil.
func findingOn(v *rules.Verdict, seat int, bet, field string) *rules.Finding {
	for i, f := range v.Findings {
		if f.Seat == seat && f.Bet == bet && f.Field == field {
			return &v.Findings[i]
		}
	}
	return nil
}

func money(t testing.TB, s string) rules.Money {
	t.Helper()
	m, err := rules.ParseSignedMoney(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
