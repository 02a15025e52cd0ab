package ledger

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"github.com/tablegames/casino/rules"
)

// checkSequence compares a sequenced hand (rules.Sequenced: a craps throw,
// a lowball hand with its kill button) with the hand its table recorded
// before it: the numbers must follow one another, no later hand may be
// recorded already, and the state the record starts from must be the state
// the previous hand left. Each difference is a finding on the hand, citing
// the game's rule; the hand is still verified from the state it declares,
// so a missing throw is reported, never guessed.
func (l *Ledger) checkSequence(ctx context.Context, env rules.Envelope, h rules.Sequenced, v *rules.Verdict) error {
	n, err := l.store.HandNeighbours(ctx, env.TableID, env.HandNumber)
	if err != nil {
		return err
	}
	rule := h.SequenceRule()
	add := func(field, declared, expected, msg string) {
		v.Findings = append(v.Findings, rules.Finding{Bet: "table", Field: field, Declared: declared, Expected: expected,
			Rule: rule, Message: msg})
	}
	before := h.StateBefore()
	switch {
	case n.After != 0:
		add("sequence", fmt.Sprint(env.HandNumber), fmt.Sprintf("after %d", n.After),
			fmt.Sprintf("hand %d arrived after hand %d of table %s was recorded: it is out of order (%s)", env.HandNumber, n.After, env.TableID, rule))
	case n.Before == 0 && before != nil:
		add("sequence", fmt.Sprint(env.HandNumber), "a hand before it",
			fmt.Sprintf("hand %d starts from a state the table was left in, but no earlier hand of table %s is recorded (%s)", env.HandNumber, env.TableID, rule))
	case n.Before != 0 && n.Before != env.HandNumber-1:
		add("sequence", fmt.Sprint(env.HandNumber), fmt.Sprint(n.Before+1),
			fmt.Sprintf("hand %d follows hand %d of table %s: hands %d to %d are missing (%s)", env.HandNumber, n.Before, env.TableID, n.Before+1, env.HandNumber-1, rule))
	}
	if n.Before == 0 {
		return nil
	}
	var prev struct {
		State json.RawMessage `json:"state"`
	}
	if err := json.Unmarshal([]byte(n.BeforeOutcome), &prev); err != nil {
		return fmt.Errorf("hand %d of table %s: its stored outcome does not read: %w", n.Before, env.TableID, err)
	}
	want, got := canonicalState(prev.State), canonicalState(before)
	if !bytes.Equal(want, got) {
		add("state", stateText(h, got), stateText(h, want),
			fmt.Sprintf("hand %d starts from %s, but hand %d left table %s at %s (%s)", env.HandNumber, stateText(h, got), n.Before, env.TableID, stateText(h, want), rule))
	}
	return nil
}

// stateText is a state as the findings show it: in words where the game
// writes them (rules.StateWords), else its canonical JSON.
func stateText(h rules.Sequenced, s []byte) string {
	if w, ok := h.(rules.StateWords); ok {
		return w.StateWords(s)
	}
	return orFresh(s)
}

// canonicalState is a state in one written form, null for none, so that
// formatting never makes two states differ.
func canonicalState(s json.RawMessage) []byte {
	if len(bytes.TrimSpace(s)) == 0 || bytes.Equal(bytes.TrimSpace(s), []byte("null")) {
		return []byte("null")
	}
	c, err := rules.Canonical(nil, s)
	if err != nil {
		return s
	}
	return c
}

func orFresh(s []byte) string {
	if string(s) == "null" {
		return "a fresh table"
	}
	return string(s)
}
