package ledger_test

import (
	"encoding/json"
	"testing"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// reflectedAnswer is Answer without its methods: what encoding/json makes
// of its fields by reflection, the form AppendJSON must write.
type reflectedAnswer ledger.Answer

func answerWith(s string, m rules.Money, findings int) ledger.Answer {
	a := ledger.Answer{Status: 201, HandID: 1 << 40, TableID: s, HandNumber: -7, Game: "baccarat-" + s,
		GamingDay: models.Day("2026-11-" + s), Verdict: s}
	outcome, _ := json.Marshal(map[string]any{"summary": s, "winner": "banker", "total": 7})
	a.Outcome = outcome
	if findings >= 0 {
		a.Findings = []ledger.FindingView{}
	}
	for i := range findings {
		// Every other finding has a backline bettor and a spot, which are
		// left out when they have none.
		a.Findings = append(a.Findings, ledger.FindingView{ID: int64(i), Seat: i - 1, Backline: i % 2 * 3, Spot: s[:len(s)*(i%2)],
			Bet: s, Field: "wagers[0]." + s,
			Declared: s, Expected: "\u2028" + s, Rule: rules.Cite{File: s, Lines: "1-2"}, Message: s + "<&>"})
	}
	a.Totals = rules.Totals{Wagered: m, HouseWin: -m, ExpectedHouseWin: m / 3, Commission: 5, ExpectedCommission: -5,
		Fees: m * 2, ExpectedFees: 0, PlayerDealerWin: -1, ExpectedPlayerDealerWin: 99}
	return a
}

func checkAnswerJSON(t *testing.T, a ledger.Answer) {
	t.Helper()
	want, err := json.Marshal(reflectedAnswer(a))
	if err != nil {
		t.Fatal(err)
	}
	if got := a.AppendJSON(nil); string(got) != string(want) {
		t.Fatalf("AppendJSON wrote\n%s\nencoding/json writes\n%s", got, want)
	}
	// Views that embed an Answer, and a batch's answers, are written by
	// reflection: the same bytes.
	if got, _ := json.Marshal(a); string(got) != string(want) {
		t.Fatalf("encoding/json writes an Answer as\n%s\nnot\n%s", got, want)
	}
}

func TestAnswerJSON(t *testing.T) {
	for _, s := range []string{"", "BAC-1", `q"b\s/`, "\n\r\t\b\f\x00\x1f\x7f", "<script>&amp;", "é€𝄞", "\u2028\u2029",
		"bad\xff\xfeutf8", "\xe2\x80"} {
		for _, f := range []int{-1, 0, 2} {
			checkAnswerJSON(t, answerWith(s, 123456789, f))
		}
	}
	checkAnswerJSON(t, ledger.Answer{})
}

func FuzzAnswerJSON(f *testing.F) {
	f.Add("BAC-1", int64(10050), 1)
	f.Add("\u2028<\xff", int64(-1), 0)
	f.Fuzz(func(t *testing.T, s string, m int64, findings int) {
		checkAnswerJSON(t, answerWith(s, rules.Money(m), findings%4))
	})
}
