package rules_test

import (
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
)

// A record may name its dealer. The envelope reads it by its exact key, the
// canonical form keeps it, an entry form leaves it to the page (as every
// envelope key) and Marshal writes it back, and a wrong one is named.
func TestDealerID(t *testing.T) {
	rec := `{"table_id": "BAC-1", "hand_number": 9, "game": "g", "dealt_at": "2026-11-21T22:14:05-07:00", "dealer_id": "D-1042", "x": 1}`
	env, canon, err := rules.ReadEnvelope(nil, []byte(rec))
	if err != nil || env.DealerID != "D-1042" {
		t.Fatalf("ReadEnvelope = %+v, %v; want dealer D-1042", env, err)
	}
	if !strings.Contains(string(canon), `"dealer_id":"D-1042"`) {
		t.Errorf("canonical form %s lost the dealer", canon)
	}
	if _, err := rules.PeekEnvelope([]byte(`{"table_id": "A", "Dealer_ID": "D-1", "dealer_id": "D-2"}`)); err == nil {
		t.Error("dealer_id stated twice in two cases was read")
	}
	if _, err := rules.PeekEnvelope([]byte(`{"table_id": "A", "dealer_id": 7}`)); err == nil {
		t.Error("a number as the dealer id was read")
	}
	errs := &rules.InputError{}
	rules.Envelope{TableID: "A", HandNumber: 1, Game: "g", DealtAt: time.Now(), DealerID: strings.Repeat("d", rules.MaxDealerID+1)}.Check(errs)
	rules.Envelope{TableID: "A", HandNumber: 1, Game: "g", DealtAt: time.Now(), DealerID: " D-1"}.Check(errs)
	if len(errs.Errors) != 2 || errs.Errors[0].Field != "dealer_id" || errs.Errors[1].Field != "dealer_id" {
		t.Errorf("errors %v; want two naming dealer_id", errs.Errors)
	}
	raw, err := rules.EntryBuild{Record: map[string]any{}}.Marshal(env)
	if err != nil || !strings.Contains(string(raw), `"dealer_id":"D-1042"`) {
		t.Errorf("Marshal = %s, %v; want the dealer", raw, err)
	}
	if _, err := (rules.EntryForm{}).Values([]byte(`{"table_id": "BAC-1", "hand_number": 9, "dealer_id": "D-1042"}`)); err != nil {
		t.Errorf("Values does not leave the dealer to the page: %v", err)
	}
	env.DealerID = ""
	if raw, _ := (rules.EntryBuild{Record: map[string]any{}}).Marshal(env); strings.Contains(string(raw), "dealer_id") {
		t.Errorf("Marshal without a dealer wrote %s", raw)
	}
}
