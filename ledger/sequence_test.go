package ledger_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules"
)

// seqGame is a sequenced game for these tests: the table's state is a
// count, each hand declares the count it starts from ("before", absent for
// a fresh table) and adds "add" to it.
type seqGame struct{}

var seqRule = rules.At(rules.Seed002, "1503")

func (seqGame) Info() rules.GameInfo {
	return rules.GameInfo{ID: "test-sequenced", Name: "Sequenced test", Family: "test", Banking: "house",
		Wagers: []rules.WagerInfo{{Bet: "line", Rule: seqRule}}}
}
func (seqGame) Settings(map[string]string) (rules.Settings, error) { return progSettings{}, nil }
func (g seqGame) EntryForm(rules.Settings) rules.EntryForm {
	return rules.EntryForm{Sections: []rules.EntrySection{rules.WagersSection(g.Info(), 1, false)}}
}

type seqRecord struct {
	rules.Envelope
	Before *int `json:"before"`
	Add    int  `json:"add"`
}

type seqHand struct{ r seqRecord }

func (seqGame) Decode(b []byte) (rules.Hand, error) {
	var r seqRecord
	if err := rules.DecodeStrict(b, &r); err != nil {
		return nil, err
	}
	return &seqHand{r: r}, nil
}

func (h *seqHand) Envelope() rules.Envelope { return h.r.Envelope }
func (h *seqHand) SequenceRule() rules.Cite { return seqRule }
func (h *seqHand) StateBefore() json.RawMessage {
	if h.r.Before == nil {
		return nil
	}
	return json.RawMessage(fmt.Sprintf(`{"count": %d}`, *h.r.Before))
}

func (h *seqHand) Verify(s rules.Settings) (*rules.Verdict, error) {
	state, err := h.StateFrom(s, h.StateBefore())
	if err != nil {
		return nil, err
	}
	return &rules.Verdict{Outcome: rules.Outcome{Summary: "counted", State: state}}, nil
}

func (h *seqHand) StateFrom(_ rules.Settings, before json.RawMessage) (json.RawMessage, error) {
	var st struct{ Count int }
	if len(before) > 0 {
		if err := json.Unmarshal(before, &st); err != nil {
			return nil, err
		}
	}
	return json.RawMessage(fmt.Sprintf(`{"count":%d}`, st.Count+h.r.Add)), nil
}

func seqRaw(number int64, before *int, add int) []byte {
	b := "null"
	if before != nil {
		b = fmt.Sprint(*before)
	}
	if before == nil {
		return []byte(fmt.Sprintf(`{"table_id":"SEQ-1","hand_number":%d,"game":"test-sequenced","dealt_at":"2026-11-22T20:00:00Z","add":%d}`, number, add))
	}
	return []byte(fmt.Sprintf(`{"table_id":"SEQ-1","hand_number":%d,"game":"test-sequenced","dealt_at":"2026-11-22T20:00:00Z","before":%s,"add":%d}`, number, b, add))
}

func ptr(n int) *int { return &n }

// A sequenced game's hands are checked against the hand their table
// recorded before them: numbers in order, no gap, and the state the
// previous hand left.
func TestSequencedHands(t *testing.T) {
	ctx := context.Background()
	s := modeltest.Open(t)
	l := ledger.New(s, rules.NewRegistry(seqGame{}), nil)
	l.SetClock(fixedNow)
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "SEQ-1", Game: "test-sequenced"}); err != nil {
		t.Fatal(err)
	}
	boss, err := l.CreateUser(ctx, "test", "pat", models.RolePitBoss)
	if err != nil {
		t.Fatal(err)
	}
	src := ledger.Source{User: &boss}
	post := func(raw []byte) ledger.Answer {
		t.Helper()
		a, err := l.Record(ctx, src, raw)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	fields := func(a ledger.Answer) string {
		var out []string
		for _, f := range a.Findings {
			out = append(out, f.Field+": "+f.Message)
		}
		return strings.Join(out, "\n")
	}
	// A fresh table: nothing before it, and nothing claimed.
	if a := post(seqRaw(1, nil, 4)); a.Verdict != "verified" {
		t.Fatalf("first hand: %s", fields(a))
	}
	// Starting from the count the first hand left, with the state written
	// in another form: verified.
	if a := post(seqRaw(2, ptr(4), 3)); a.Verdict != "verified" {
		t.Errorf("second hand: %s", fields(a))
	}
	// A wrong starting state.
	a := post(seqRaw(3, ptr(6), 1))
	if f := fields(a); !strings.Contains(f, `state: hand 3 starts from {"count":6}, but hand 2 left table SEQ-1 at {"count":7}`) {
		t.Errorf("wrong state: %s", f)
	}
	// The next hand is checked against the state the rules give, hand 3
	// counted from the 7 hand 2 left: 8. Declaring it, it is verified: one
	// wrong record is one finding.
	if a := post(seqRaw(4, ptr(8), 1)); a.Verdict != "verified" {
		t.Errorf("the hand after a wrong state: %s", fields(a))
	}
	// Hand 5 is missing: hand 6 follows a gap, though its state is right,
	// and is checked against the state hand 4 left.
	a = post(seqRaw(6, ptr(9), 1))
	if f := fields(a); len(a.Findings) != 1 || !strings.Contains(f, "sequence: hand 6 follows hand 4 of table SEQ-1: hands 5 to 5 are missing") {
		t.Errorf("gap: want the gap alone: %s", f)
	}
	// Hand 5 arrives now: out of order.
	a = post(seqRaw(5, ptr(9), 0))
	if f := fields(a); !strings.Contains(f, "sequence: hand 5 arrived after hand 6 of table SEQ-1 was recorded") {
		t.Errorf("out of order: %s", f)
	}
	if a.Findings[0].Rule != seqRule {
		t.Errorf("rule %v", a.Findings[0].Rule)
	}
	// A batch carries hands that follow one another: each is checked
	// against the one before it in the batch. Hand 6 followed a gap, so it
	// left the state it declared, counted: 10.
	items := l.RecordBatch(ctx, src, [][]byte{seqRaw(7, ptr(10), 1), seqRaw(8, ptr(11), 1), seqRaw(9, ptr(12), 1)})
	for i, it := range items {
		if it.Err != nil || it.Answer.Verdict != "verified" {
			t.Errorf("batch item %d: %v %s", i, it.Err, fields(it.Answer))
		}
	}
	// A record that claims a state on a table with no hand before it.
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "SEQ-2", Game: "test-sequenced"}); err != nil {
		t.Fatal(err)
	}
	raw := []byte(strings.Replace(string(seqRaw(1, ptr(5), 1)), "SEQ-1", "SEQ-2", 1))
	if f := fields(post(raw)); !strings.Contains(f, "starts from a state the table was left in, but no earlier hand") {
		t.Errorf("claimed state on a fresh table: %s", f)
	}
}
