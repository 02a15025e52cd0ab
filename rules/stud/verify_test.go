package stud

import (
	"errors"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// findingOn returns the findings of a verdict on one field.
func findingOn(v *rules.Verdict, field string) []rules.Finding {
	var out []rules.Finding
	for _, f := range v.Findings {
		if f.Field == field {
			out = append(out, f)
		}
	}
	return out
}

// The wrong seat bringing it in is a finding naming the lowest door card's
// seat (line 143).
func TestWrongBringIn(t *testing.T) {
	rec := edit(t, examples[SevenCardStudID], func(m map[string]any) { m["bring_in"] = 1 })
	v := verifyRecord(t, SevenCardStudID, rec, nil)
	fs := findingOn(v, "bring_in")
	if len(fs) != 1 || fs[0].Expected != "2" || fs[0].Declared != "1" || fs[0].Rule.Lines != "143-144" {
		t.Fatalf("findings %+v", v.Findings)
	}
}

// The wrong first to act is a finding naming the high hand on board (line
// 145): on fifth street seat 2's pair of sevens, not seat 3's K-5-2.
func TestWrongFirstToAct(t *testing.T) {
	rec := edit(t, examples[SevenCardStudID], func(m map[string]any) {
		m["first_to_act"].(map[string]any)["fifth"] = 3
	})
	v := verifyRecord(t, SevenCardStudID, rec, nil)
	fs := findingOn(v, "first_to_act.fifth")
	if len(fs) != 1 || fs[0].Expected != "2" || fs[0].Declared != "3" || fs[0].Rule.Lines != "145" {
		t.Fatalf("findings %+v", v.Findings)
	}
	if len(v.Findings) != 1 {
		t.Fatalf("other findings: %+v", v.Findings)
	}
}

// Paying the pot to the losing hand gives two findings: the loser took
// 64.00 and the winner nothing.
func TestWrongAward(t *testing.T) {
	rec := edit(t, examples[SevenCardStudID], func(m map[string]any) {
		seatOf(m, 1)["won"] = "0.00"
		seatOf(m, 2)["won"] = "64.00"
	})
	v := verifyRecord(t, SevenCardStudID, rec, nil)
	fs := findingOn(v, "won")
	if len(fs) != 2 || fs[0].Seat != 2 || fs[0].Expected != "64.00" || fs[1].Seat != 3 || fs[1].Expected != "0.00" {
		t.Fatalf("findings %+v", v.Findings)
	}
}

// STUD-1 option 122 (4 or less players: $1, $1, $1, line 8317) is what the
// example took; option 121 ($1, $2, $1, line 8316) wants $2 after Fourth
// Street.
func TestStagedFees(t *testing.T) {
	v := verifyRecord(t, SevenCardStudID, examples[SevenCardStudID], map[string]string{"collection_schedule": "STUD-1/122"})
	if len(v.Findings) != 0 || v.Totals.ExpectedFees != rules.Dollars(3) {
		t.Fatalf("option 122: %+v %s", v.Findings, v.Totals.ExpectedFees)
	}
	v = verifyRecord(t, SevenCardStudID, examples[SevenCardStudID], map[string]string{"collection_schedule": "STUD-1/121"})
	fs := findingOn(v, "fee")
	if len(fs) != 1 || fs[0].Bet != "fee:designated_2" || fs[0].Expected != "2.00" || fs[0].Rule.Lines != "8316" {
		t.Fatalf("option 121: %+v", v.Findings)
	}
}

// A hand that ends on third street, every seat folding to the bring-in,
// owes only Designated Table Fee #1: "If the round of play does not reach
// Fourth Street, Designated Table Fee #2 will not be taken" (line 8178).
func TestFeesOfAHandEndingOnThirdStreet(t *testing.T) {
	rec := `{"table_id": "STD-1", "hand_number": 6, "game": "seven-card-stud", "dealt_at": "2026-11-21T23:24:00-08:00",
 "street": "third", "bring_in": 3,
 "seats": [
   {"seat": 1, "up": ["9H"], "folded_on": "third", "ante": "1.00", "won": "0.00"},
   {"seat": 2, "up": ["QS"], "folded_on": "third", "ante": "1.00", "won": "0.00"},
   {"seat": 3, "up": ["2C"], "ante": "1.00", "bets": {"third": "1.00"}, "won": "3.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}]}`
	v := verifyRecord(t, SevenCardStudID, rec, map[string]string{"collection_schedule": "STUD-1/121"})
	if len(v.Findings) != 0 || v.Totals.ExpectedFees != rules.Dollars(1) {
		t.Fatalf("%+v %s", v.Findings, v.Totals.ExpectedFees)
	}
	bad := edit(t, rec, func(m map[string]any) {
		m["fees"] = []any{map[string]any{"type": "designated_1", "amount": "1.00"}, map[string]any{"type": "designated_2", "amount": "2.00"}}
		seatOf(m, 2)["won"] = "1.00"
	})
	v = verifyRecord(t, SevenCardStudID, bad, map[string]string{"collection_schedule": "STUD-1/121"})
	if fs := findingOn(v, "fee"); len(fs) != 1 || fs[0].Bet != "fee:designated_2" || fs[0].Expected != "0.00" {
		t.Fatalf("%+v", v.Findings)
	}
}

// Impossible records are errors naming the field.
func TestImpossibleRecords(t *testing.T) {
	cases := []struct {
		name, field string
		fn          func(m map[string]any)
	}{
		{"a card twice", "seats[2].up[1]", func(m map[string]any) { seatOf(m, 2)["up"].([]any)[1] = "7D" }},
		{"no hole cards at the showdown", "seats[1].down", func(m map[string]any) { delete(seatOf(m, 1), "down") }},
		{"too few up cards", "seats[1].up", func(m map[string]any) { seatOf(m, 1)["up"] = []any{"3C", "7D", "7S"} }},
		{"a discard in a game without", "seats[1].discarded", func(m map[string]any) { seatOf(m, 1)["discarded"] = []any{"AH"} }},
		{"an unknown street", "street", func(m map[string]any) { m["street"] = "eighth" }},
		{"a bet after folding", "seats[0].bets.fourth", func(m map[string]any) { seatOf(m, 0)["bets"] = map[string]any{"fourth": "4.00"} }},
		{"a showdown before seventh street", "street", func(m map[string]any) { m["street"] = "sixth" }},
		{"a bring-in not dealt in", "bring_in", func(m map[string]any) { m["bring_in"] = 7 }},
		{"first to act after folding", "first_to_act.fourth", func(m map[string]any) {
			m["first_to_act"].(map[string]any)["fourth"] = 1
		}},
		{"a bad card", "seats[1].down[0]", func(m map[string]any) { seatOf(m, 1)["down"].([]any)[0] = "1X" }},
	}
	v := variantOf(t, SevenCardStudID)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := v.decode([]byte(edit(t, examples[SevenCardStudID], c.fn)))
			var ie *rules.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v", err)
			}
			if !strings.Contains(err.Error(), c.field) {
				t.Fatalf("error %v does not name %s", err, c.field)
			}
		})
	}
}

// In every example, naming another seat as the bring-in or as the first
// to act on any street, or moving a chip from one seat's collection to
// another's, is a finding.
func TestExamplesCatchEveryChange(t *testing.T) {
	for id, rec := range examples {
		t.Run(id, func(t *testing.T) {
			var m map[string]any
			mustUnmarshal(t, rec, &m)
			seats := m["seats"].([]any)
			n := len(seats)
			other := func(seat float64) float64 {
				for _, s := range seats {
					if x := s.(map[string]any)["seat"].(float64); x != seat {
						if _, folded := s.(map[string]any)["folded_on"]; !folded {
							return x
						}
					}
				}
				t.Fatal("no other live seat")
				return 0
			}
			bad := edit(t, rec, func(m map[string]any) { m["bring_in"] = other(m["bring_in"].(float64)) })
			if fs := findingOn(verifyRecord(t, id, bad, nil), "bring_in"); len(fs) != 1 {
				t.Errorf("bring-in changed: findings %+v", fs)
			}
			for street, seat := range m["first_to_act"].(map[string]any) {
				bad := edit(t, rec, func(m map[string]any) { m["first_to_act"].(map[string]any)[street] = other(seat.(float64)) })
				if fs := findingOn(verifyRecord(t, id, bad, nil), "first_to_act."+street); len(fs) != 1 {
					t.Errorf("%s street changed: findings %+v", street, fs)
				}
			}
			for i := 0; i < n; i++ {
				for j := 0; j < n; j++ {
					if i == j {
						continue
					}
					bad := edit(t, rec, func(m map[string]any) {
						a, b := seatOf(m, i), seatOf(m, j)
						wa, wb := money(t, a["won"].(string)), money(t, b["won"].(string))
						if wa == 0 {
							return
						}
						a["won"], b["won"] = (wa - 1).String(), (wb + 1).String()
					})
					if bad == normalize(t, rec) {
						continue
					}
					if fs := findingOn(verifyRecord(t, id, bad, nil), "won"); len(fs) != 2 {
						t.Errorf("a cent from seats[%d] to seats[%d]: findings %+v", i, j, fs)
					}
				}
			}
		})
	}
}
