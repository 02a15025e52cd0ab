package stud

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// withFees is a record with its fees replaced ("type:amount" each) and its
// collections set to what the rules give, so that only fees can differ.
func withFees(t *testing.T, id, rec string, fees ...string) string {
	t.Helper()
	set := func(m map[string]any) {
		fs := []any{}
		for _, f := range fees {
			typ, amount, _ := strings.Cut(f, ":")
			fs = append(fs, map[string]any{"type": typ, "amount": amount})
		}
		m["fees"] = fs
	}
	rec = edit(t, rec, set)
	v := verifyRecord(t, id, rec, nil)
	return edit(t, rec, func(m map[string]any) {
		for i, s := range v.Settlements {
			seatOf(m, i)["won"] = s.Expected.Payout.String()
		}
	})
}

// thirdStreetHand is a hand of the game that ends on third street: every
// seat but the bring-in folds to it.
func thirdStreetHand(t *testing.T, id string) string {
	t.Helper()
	rec := fmt.Sprintf(`{"table_id": "F-1", "hand_number": 2, "game": %q, "dealt_at": "2026-11-21T23:00:00-08:00",
 "street": "third", "bring_in": 1,
 "seats": [
   {"seat": 1, "up": ["2C"], "ante": "1.00", "bets": {"third": "1.00"}, "won": "0.00"},
   {"seat": 2, "up": ["KS"], "folded_on": "third", "ante": "1.00", "won": "0.00"},
   {"seat": 3, "up": ["9H"], "folded_on": "third", "ante": "1.00", "won": "0.00"}],
 "fees": []}`, id)
	v := verifyRecord(t, id, rec, nil)
	bringIn := v.Outcome.Detail.(Detail).BringIn
	return edit(t, rec, func(m map[string]any) {
		m["bring_in"] = bringIn
		for i := 0; i < 3; i++ {
			s := seatOf(m, i)
			delete(s, "folded_on")
			delete(s, "bets")
			if int(s["seat"].(float64)) == bringIn {
				s["bets"] = map[string]any{"third": "1.00"}
			} else {
				s["folded_on"] = "third"
			}
		}
	})
}

// Each game's own schedule (the sets loaded from its rules) and legacy Pot
// Collection Procedures, stage by stage: fee #1 for every hand dealt, #2
// once Fourth Street is dealt, #3 once Fifth Street is; a wrong amount is a
// finding citing the row.
func TestOwnSchedules(t *testing.T) {
	cases := []struct {
		game, option string
		// fees of a hand that ends on third street, and of one that goes to
		// seventh street
		third, seventh []string
		line           string
	}{
		{Super7ID, "SUPER-7-STUD-OWN/20", []string{"collection_1:1.00"}, []string{"collection_1:1.00", "collection_2:1.00", "collection_3:1.00"}, "4785"},
		{Super7ID, "SUPER-7-STUD-OWN/38", []string{"collection_1:1.00"}, []string{"collection_1:1.00", "collection_2:1.00", "collection_3:1.00"}, "4810"},
		{Super7HiLoID, "SUPER-7-STUD-HILO-OWN/19", []string{"collection_1:1.00"}, []string{"collection_1:1.00", "collection_2:1.00"}, "4997"},
		{Super7HiLoRegularID, "SUPER-7-STUD-HILO-REGULAR-OWN/20", []string{"collection_1:1.00"}, []string{"collection_1:1.00", "collection_2:1.00", "collection_3:1.00"}, "5216"},
		{SuperRazzID, "SUPER-RAZZ-OWN/19", []string{"collection_1:1.00"}, []string{"collection_1:1.00", "collection_2:1.00", "collection_3:1.00"}, "5878"},
		{StudHiLoRegularID, "STUD-HILO-REGULAR-OWN/19", []string{"collection_1:1.00"}, []string{"collection_1:1.00", "collection_2:1.00", "collection_3:1.00"}, "6306"},
		{StudHiLoRegularID, "STUD-HILO-REGULAR-OWN/36", []string{"collection_1:1.00"}, []string{"collection_1:1.00", "collection_2:1.00"}, "6330"},
		// The legacy procedures: $1.00 Designated Table Fee before the
		// Opening Round (the second upcard); after it the Regular Table
		// Fee, posted at the table, kept as recorded (lines 200-201,
		// 238-240, 417-419).
		{SevenCardStudID, "LEG-STUD/D", []string{"designated:1.00"}, []string{"regular:3.00"}, "201"},
		{StudHiLoID, "LEG-STUDHILO/D", []string{"designated:1.00"}, []string{"regular:2.00"}, "240"},
		{RazzID, "LEG-RAZZ/D", []string{"designated:1.00"}, []string{"regular:3.00"}, "419"},
	}
	for _, c := range cases {
		t.Run(c.option, func(t *testing.T) {
			settings := map[string]string{"collection_schedule": c.option}
			for _, h := range []struct {
				rec  string
				fees []string
			}{{thirdStreetHand(t, c.game), c.third}, {examples[c.game], c.seventh}} {
				rec := withFees(t, c.game, h.rec, h.fees...)
				v := verifyRecord(t, c.game, rec, settings)
				if len(v.Findings) != 0 {
					t.Fatalf("fees %v: %+v", h.fees, v.Findings)
				}
				var want rules.Money
				for _, f := range h.fees {
					_, amount, _ := strings.Cut(f, ":")
					want += money(t, amount)
				}
				if v.Totals.ExpectedFees != want {
					t.Fatalf("expected fees %s, want %s", v.Totals.ExpectedFees, want)
				}
			}
			// Fee #1 (or the designated fee) a dollar short: a finding citing
			// the row.
			typ, _, _ := strings.Cut(c.third[0], ":")
			short := withFees(t, c.game, thirdStreetHand(t, c.game), typ+":0.00")
			v := verifyRecord(t, c.game, short, settings)
			fs := findingOn(v, "fee")
			if len(fs) != 1 || fs[0].Bet != "fee:"+typ || fs[0].Expected != "1.00" || fs[0].Rule.Lines != c.line {
				t.Fatalf("%+v", v.Findings)
			}
			// A fee of a street the hand did not reach: a finding.
			later := "collection_2:1.00"
			if strings.HasPrefix(c.option, "LEG-") {
				later = "regular:1.00"
			}
			extra := withFees(t, c.game, thirdStreetHand(t, c.game), append(append([]string{}, c.third...), later)...)
			if fs := findingOn(verifyRecord(t, c.game, extra, settings), "fee"); len(fs) != 1 {
				t.Fatalf("%s on a hand that ended on third street: %+v", later, fs)
			}
		})
	}
}

// Every stud game's collection_schedule takes STUD-1 and STUD-2, its own
// schedule where its rules print one, and its legacy procedures where the
// book has them.
func TestScheduleSets(t *testing.T) {
	want := map[string][]string{
		SevenCardStudID:     {"STUD-1", "STUD-2", "LEG-STUD"},
		StudHiLoID:          {"STUD-1", "STUD-2", "LEG-STUDHILO"},
		StudHiLoRegularID:   {"STUD-1", "STUD-2", "STUD-HILO-REGULAR-OWN"},
		RazzID:              {"STUD-1", "STUD-2", "LEG-RAZZ"},
		Super7ID:            {"STUD-1", "STUD-2", "SUPER-7-STUD-OWN"},
		Super7HiLoID:        {"STUD-1", "STUD-2", "SUPER-7-STUD-HILO-OWN"},
		Super7HiLoRegularID: {"STUD-1", "STUD-2", "SUPER-7-STUD-HILO-REGULAR-OWN"},
		SuperRazzID:         {"STUD-1", "STUD-2", "SUPER-RAZZ-OWN"},
	}
	for id, sets := range want {
		for _, set := range sets {
			opt := set + "/1"
			if strings.HasPrefix(set, "LEG-") {
				opt = set + "/D"
			}
			if _, err := variantOf(t, id).compile(map[string]string{"collection_schedule": opt}); err != nil {
				t.Errorf("%s: %v", id, err)
			}
		}
	}
}

// The fees of the documented examples are the ones STUD-1 gives them: the
// three-seat hands to seventh street under option 122 ($1, $1, $1, line
// 8317) and the High-Low one under option 123 ($1, $1, $0, line 8318).
func TestExampleFeesUnderStud1(t *testing.T) {
	for id, option := range map[string]string{
		SevenCardStudID:     "STUD-1/122",
		StudHiLoID:          "STUD-1/123",
		StudHiLoRegularID:   "STUD-1/122",
		RazzID:              "STUD-1/122",
		Super7ID:            "STUD-1/122",
		Super7HiLoID:        "STUD-1/123",
		Super7HiLoRegularID: "STUD-1/122",
		SuperRazzID:         "STUD-1/122",
	} {
		if v := verifyRecord(t, id, examples[id], map[string]string{"collection_schedule": option}); len(v.Findings) != 0 {
			t.Errorf("%s under %s: %+v", id, option, v.Findings)
		}
	}
}
