package rules

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Neighbours are the hands a table has recorded on either side of a hand's
// number: the service reads them from its database, casinoctl verify from
// the lines of its file it has read so far.
type Neighbours struct {
	// Before is the highest hand number below the hand's, 0 for none;
	// BeforeState the state that hand left its table in (its
	// Outcome.State, nil for none).
	Before      int64
	BeforeState json.RawMessage
	// After is the lowest hand number above the hand's, 0 for none.
	After int64
}

// CheckSequence checks a sequenced hand, verified into v under settings s,
// against the hands its table recorded around it, and sets
// v.Outcome.State to the state the next hand is checked against. The
// service and casinoctl verify both call it, so a file of hands is checked
// as the same hands posted in order.
//
// The numbers must follow one another, no later hand may be recorded
// already, and the state the record declares must be the state the
// previous hand left. Each difference is a finding on the hand (bet
// "table", field "sequence" or "state"), citing the game's rule. The hand
// itself is settled from the state it declares.
//
// The state a hand leaves is the state the rules give: when the hand
// follows the one numbered just before it, its cards, dice or spin and its
// wagers played from the state that hand left (Sequenced.StateFrom), so a
// record that declared a wrong state is the only record flagged, and the
// next one, starting where the table really was, is not. When nothing
// recorded comes just before it (the table's first hand, or a hand after a
// gap), the hand is played from the state it declares: a missing hand is
// reported, never guessed. A refused record is no hand: the state stays
// what its table's last recorded hand left.
func CheckSequence(env Envelope, h Sequenced, s Settings, v *Verdict, n Neighbours) error {
	declares := true
	if o, ok := h.(StateOptional); ok {
		declares = o.DeclaresState()
	}
	before := canonicalState(h.StateBefore())
	carried := canonicalState(n.BeforeState)
	if declares {
		checkDeclared(env, h, h.SequenceRule(), before, carried, n, v)
	}
	follows := n.Before != 0 && n.Before == env.HandNumber-1
	if !follows || (declares && bytes.Equal(before, carried)) {
		// Verify played the hand from the state it declares, which is
		// the state to go on from.
		return nil
	}
	var from json.RawMessage
	if string(carried) != "null" {
		from = carried
	}
	after, err := h.StateFrom(s, from)
	if err != nil {
		return fmt.Errorf("hand %d of table %s left a state its next hand cannot be played from: %w", n.Before, env.TableID, err)
	}
	v.Outcome.State = after
	return nil
}

// checkDeclared adds the findings on a hand that declares its state.
func checkDeclared(env Envelope, h Sequenced, rule Cite, before, carried []byte, n Neighbours, v *Verdict) {
	add := func(field, declared, expected, msg string) {
		v.Findings = append(v.Findings, Finding{Bet: "table", Field: field, Declared: declared, Expected: expected,
			Rule: rule, Message: msg})
	}
	switch {
	case n.After != 0:
		add("sequence", fmt.Sprint(env.HandNumber), fmt.Sprintf("after %d", n.After),
			fmt.Sprintf("hand %d arrived after hand %d of table %s was recorded: it is out of order (%s)", env.HandNumber, n.After, env.TableID, rule))
	case n.Before == 0 && string(before) != "null":
		add("sequence", fmt.Sprint(env.HandNumber), "a hand before it",
			fmt.Sprintf("hand %d starts from a state the table was left in, but no earlier hand of table %s is recorded (%s)", env.HandNumber, env.TableID, rule))
	case n.Before != 0 && n.Before != env.HandNumber-1:
		add("sequence", fmt.Sprint(env.HandNumber), fmt.Sprint(n.Before+1),
			fmt.Sprintf("hand %d follows hand %d of table %s: hands %d to %d are missing (%s)", env.HandNumber, n.Before, env.TableID, n.Before+1, env.HandNumber-1, rule))
	}
	if n.Before != 0 && !bytes.Equal(carried, before) {
		add("state", stateText(h, before), stateText(h, carried),
			fmt.Sprintf("hand %d starts from %s, but hand %d left table %s at %s (%s)", env.HandNumber, stateText(h, before), n.Before, env.TableID, stateText(h, carried), rule))
	}
}

// stateText is a state as the findings show it: in words where the game
// writes them (StateWords), else its canonical JSON.
func stateText(h Sequenced, s []byte) string {
	if w, ok := h.(StateWords); ok {
		return w.StateWords(s)
	}
	return orFresh(s)
}

// canonicalState is a state in one written form, null for none, so that
// formatting never makes two states differ.
func canonicalState(s json.RawMessage) []byte {
	t := bytes.TrimSpace(s)
	if len(t) == 0 || bytes.Equal(t, []byte("null")) {
		return []byte("null")
	}
	c, err := Canonical(nil, t)
	if err != nil {
		return t
	}
	return c
}

func orFresh(s []byte) string {
	if string(s) == "null" {
		return "a fresh table"
	}
	return string(s)
}
