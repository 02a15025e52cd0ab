package stud

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
)

// variantOf returns a registered variant by id.
func variantOf(t testing.TB, id string) *Variant {
	t.Helper()
	for _, v := range variants {
		if v.ID == id {
			return v
		}
	}
	t.Fatalf("no stud game %q", id)
	return nil
}

// verifyRecord decodes and verifies a record under the settings given.
func verifyRecord(t testing.TB, id, rec string, settings map[string]string) *rules.Verdict {
	t.Helper()
	v := variantOf(t, id)
	h, err := v.decode([]byte(rec))
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	st, err := v.compile(settings)
	if err != nil {
		t.Fatalf("settings: %v", err)
	}
	verdict, err := h.Verify(st)
	if err != nil {
		t.Fatalf("verify: %v", err)
	}
	return verdict
}

// edit returns a record with its JSON changed by fn.
func edit(t testing.TB, rec string, fn func(m map[string]any)) string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(rec), &m); err != nil {
		t.Fatal(err)
	}
	fn(m)
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// seatOf returns seat i of a record being edited.
func seatOf(m map[string]any, i int) map[string]any {
	return m["seats"].([]any)[i].(map[string]any)
}

func mustUnmarshal(t testing.TB, rec string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(rec), v); err != nil {
		t.Fatal(err)
	}
}

// normalize is a record as edit writes it, unchanged.
func normalize(t testing.TB, rec string) string {
	return edit(t, rec, func(map[string]any) {})
}

func money(t testing.TB, s string) rules.Money {
	t.Helper()
	m, err := rules.ParseMoney(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// recordOf writes a Hand as its JSON record.
func recordOf(t testing.TB, h *Hand) []byte {
	t.Helper()
	v := h.v
	r := record{Envelope: rules.Envelope{TableID: "T-1", HandNumber: 1, Game: v.ID, DealtAt: exampleTime},
		Street: v.Streets[h.Street].Name, BringIn: h.BringIn, FirstToAct: map[string]int{}, Fees: []feeRecord{}}
	for k, s := range h.FirstToAct {
		if s != 0 {
			r.FirstToAct[v.Streets[k].Name] = s
		}
	}
	for _, s := range h.Seats {
		sr := seatRecord{Seat: s.Seat, Down: cardStrings(s.Down), Up: cardStrings(s.Up), Ante: s.Ante.String(), Won: s.Won.String(), Bets: map[string]string{}}
		if len(s.Discarded) > 0 {
			sr.Discarded = cardStrings(s.Discarded)
		}
		if s.Folded() {
			sr.FoldedOn = v.Streets[s.FoldedOn].Name
		}
		for k, b := range s.Bets {
			if b != 0 {
				sr.Bets[v.Streets[k].Name] = b.String()
			}
		}
		r.Seats = append(r.Seats, sr)
	}
	if h.Community != 0 {
		r.Community = []string{h.Community.String()}
	}
	for _, f := range h.Fees {
		r.Fees = append(r.Fees, feeRecord{Type: f.Type, Amount: f.Amount.String()})
	}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var exampleTime = time.Date(2026, 11, 21, 23, 0, 0, 0, time.UTC)
