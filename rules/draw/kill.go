package draw

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/tablegames/casino/rules"
)

// Lowball's kill pots (seed 000 lines 281-302). "A plastic disk called a
// 'kill button' is used to indicate the winners of each pot" (line 283): a
// player who wins a main pot takes the button with one "leg up"; winning
// the next main pot as well makes the next hand a kill pot, in which that
// player must post a kill blind (lines 283, 285, 300). The kill button is
// the table's state from hand to hand (rules.Sequenced): each record
// declares the button as the previous hand left it, the verdict returns the
// button as this hand leaves it, and rules.CheckSequence compares the two.
//
//   - One main pot won alone by the seat holding the button: two in a row,
//     the seat must kill the next pot (line 283); a seat that killed and
//     wins again "must kill it again" (line 287).
//   - Won alone by another seat: it takes the button with one leg up.
//   - Split, the holder among the winners: the holder keeps its leg up,
//     and a holder who had to kill must kill again (line 288).
//   - Split, the holder not among the winners: the button is neutral
//     (line 292).
//   - A holder who has quit the game since leaves it neutral (line 291):
//     the record says so with kill_holder_left. A holder who only leaves
//     the table keeps the leg up (line 293), so the button is unchanged.
//   - The first hand of a new game starts neutral (line 290): the record
//     says so with new_game.
//
// Side pots do not count: "a player must win two consecutive main pots"
// (line 285).

var (
	citeKill        = rules.At(rules.Seed000, "281-302")
	citeKillTwoWins = rules.At(rules.Seed000, "283-285")
	citeKillAgain   = rules.At(rules.Seed000, "287")
	citeKillSplit   = rules.At(rules.Seed000, "288")
	citeKillNeutral = rules.At(rules.Seed000, "289-293")
	citeKillMust    = rules.At(rules.Seed000, "300")
	citeKillPart    = rules.At(rules.Seed000, "287") // "Kill blinds are considered part of the pot"
)

// KillButton is the kill button's holder and how many consecutive main
// pots it has won: 1, a "leg up"; 2, it must kill the next pot. The zero
// value is a neutral button.
type KillButton struct {
	Seat int `json:"seat"`
	Legs int `json:"legs"`
}

// Neutral reports whether the button belongs to no player.
func (b KillButton) Neutral() bool { return b.Seat == 0 }

// MustKill reports whether the holder must post a kill blind.
func (b KillButton) MustKill() bool { return b.Seat != 0 && b.Legs >= 2 }

func (b KillButton) String() string {
	switch {
	case b.Neutral():
		return "neutral"
	case b.MustKill():
		return fmt.Sprintf("seat %d, who must kill", b.Seat)
	}
	return fmt.Sprintf("seat %d with a leg up", b.Seat)
}

// state is the button as JSON state: null when neutral.
func (b KillButton) state() json.RawMessage {
	if b.Neutral() {
		return nil
	}
	return json.RawMessage(fmt.Sprintf(`{"legs":%d,"seat":%d}`, b.Legs, b.Seat))
}

// KillState is what a Lowball record says of the kill.
type KillState struct {
	// Button is the kill button as the previous hand left it.
	Button KillButton
	// HolderLeft: the holder has quit the game since (line 291).
	HolderLeft bool
	// NewGame: the hand is the first of a new game (line 290).
	NewGame bool
	// KilledBy is the seat that posted a kill blind this hand, 0 when the
	// pot was not killed. Only one kill is allowed per hand (line 299).
	KilledBy int
}

// Effective is the button the hand is played under.
func (k KillState) Effective() KillButton {
	if k.HolderLeft || k.NewGame {
		return KillButton{}
	}
	return k.Button
}

func (k KillState) check(h *Hand, errs *rules.InputError) {
	b := k.Button
	switch {
	case b.Seat == 0 && b.Legs != 0:
		errs.Add("kill_button.seat", "a kill button with %s up needs the seat that holds it", plural(b.Legs, "leg", "legs"))
	case b.Seat != 0 && (b.Seat < 1 || b.Seat > h.game.positions):
		errs.Add("kill_button.seat", "must be a seat number from 1 to %d, not %d", h.game.positions, b.Seat)
	case b.Seat != 0 && b.Legs != 1 && b.Legs != 2:
		errs.Add("kill_button.legs", "must be 1 (a leg up: the holder won the last main pot) or 2 (two in a row: the holder must kill), not %d (%s)", b.Legs, citeKillTwoWins)
	}
	if k.HolderLeft && b.Neutral() {
		errs.Add("kill_holder_left", "the kill button is neutral; no holder can have left (%s)", citeKillNeutral)
	}
	if k.HolderLeft && k.NewGame {
		errs.Add("kill_holder_left", "a new game starts with a neutral button whoever held it: give new_game alone (%s)", citeKillNeutral)
	}
	if k.KilledBy != 0 && !slices.ContainsFunc(h.Seats, func(s Seat) bool { return s.Seat == k.KilledBy }) {
		errs.Add("killed_by", "seat %d posted the kill blind, so it must be listed among the seats: kill blinds are part of the pot (%s)", k.KilledBy, citeKillPart)
	}
}

// LowballHand is a Lowball hand: a Hand that carries the kill button from
// the hand before it.
type LowballHand struct {
	*Hand
}

// StateBefore is the kill button the record declares, nil when neutral.
func (h *LowballHand) StateBefore() json.RawMessage { return h.Kill.Button.state() }

// SequenceRule cites the kill pot rules.
func (h *LowballHand) SequenceRule() rules.Cite { return citeKill }

// StateFrom is the kill button the hand leaves when the previous hand left
// it as before (rules.Sequenced), whatever the record declares: the same
// hand, its new game or its holder's leaving as the record says, played
// under that button.
func (h *LowballHand) StateFrom(s rules.Settings, before json.RawMessage) (json.RawMessage, error) {
	var b KillButton
	if len(before) > 0 {
		if err := json.Unmarshal(before, &b); err != nil {
			return nil, fmt.Errorf("kill button %s: %w", before, err)
		}
	}
	played := *h.Hand
	played.Kill.Button = b
	if b.Neutral() {
		// No holder can have quit a neutral button's game; the hand is
		// played under a neutral button either way.
		played.Kill.HolderLeft = false
	}
	v, err := played.Verify(s)
	if err != nil {
		return nil, err
	}
	return v.Outcome.State, nil
}

// killAfter returns the kill button as a hand leaves it, given the seats
// that won its main pot.
func killAfter(before KillButton, mainWinners []int) KillButton {
	switch {
	case len(mainWinners) == 1 && mainWinners[0] == before.Seat:
		return KillButton{Seat: before.Seat, Legs: 2}
	case len(mainWinners) == 1:
		return KillButton{Seat: mainWinners[0], Legs: 1}
	case slices.Contains(mainWinners, before.Seat):
		return before
	}
	return KillButton{}
}

// KillDetail is the kill in a Lowball verdict's Outcome.Detail["kill"].
type KillDetail struct {
	Before KillButton `json:"before"`
	// HolderLeft: the holder quit the game, so the hand was played under a
	// neutral button; NewGame: the hand began a new game, likewise.
	HolderLeft bool       `json:"holder_left,omitempty"`
	NewGame    bool       `json:"new_game,omitempty"`
	KilledBy   int        `json:"killed_by,omitempty"`
	After      KillButton `json:"after"`
	Why        string     `json:"why"`
}

// checkKill compares the kill the record declares with the button, and
// returns the button the hand leaves.
func (h *Hand) checkKill(v *rules.Verdict, mainWinners []int) KillDetail {
	k := h.Kill
	eff := k.Effective()
	after := killAfter(eff, mainWinners)
	d := KillDetail{Before: k.Button, HolderLeft: k.HolderLeft, NewGame: k.NewGame, KilledBy: k.KilledBy, After: after}
	if eff.MustKill() && k.KilledBy != eff.Seat {
		declared := "no kill"
		if k.KilledBy != 0 {
			declared = fmt.Sprintf("seat %d", k.KilledBy)
		}
		v.Findings = append(v.Findings, rules.Finding{Seat: eff.Seat, Bet: "kill", Field: "killed_by",
			Declared: declared, Expected: fmt.Sprintf("seat %d", eff.Seat), Rule: citeKillMust,
			Message: fmt.Sprintf("seat %d won the last two main pots and must kill this pot (%s); the record says %s (%s)",
				eff.Seat, citeKillTwoWins, declared, citeKillMust)})
	}
	winners := pluralSeats(mainWinners)
	switch {
	case len(mainWinners) == 1 && mainWinners[0] == eff.Seat && eff.MustKill():
		d.Why = fmt.Sprintf("seat %d killed and won the main pot again, so it must kill the next pot (%s)", eff.Seat, citeKillAgain)
	case len(mainWinners) == 1 && mainWinners[0] == eff.Seat:
		d.Why = fmt.Sprintf("seat %d won a second main pot in a row, so the next hand is a kill pot (%s)", eff.Seat, citeKillTwoWins)
	case len(mainWinners) == 1:
		d.Why = fmt.Sprintf("seat %d won the main pot and takes the kill button with a leg up (%s)", mainWinners[0], citeKillTwoWins)
	case !eff.Neutral() && slices.Contains(mainWinners, eff.Seat):
		d.Why = fmt.Sprintf("%s split the main pot; seat %d keeps the kill button as it was (%s)", winners, eff.Seat, citeKillSplit)
	default:
		d.Why = fmt.Sprintf("%s split the main pot and none held the kill button, so it is neutral (%s)", winners, citeKillNeutral)
	}
	return d
}

func pluralSeats(seats []int) string {
	parts := make([]string, len(seats))
	for i, s := range seats {
		parts[i] = fmt.Sprint(s)
	}
	if len(seats) == 1 {
		return "seat " + parts[0]
	}
	return "seats " + joinAnd(parts)
}

// EntryCarry fills the next hand's kill button with the button the table's
// last hand left (rules.EntryCarrier); nothing at a game without a kill.
func (g game) EntryCarry(_ rules.Settings, state json.RawMessage) (fill, offer json.RawMessage, err error) {
	if !g.v.kill || len(state) == 0 || string(state) == "null" {
		return nil, nil, nil
	}
	var b KillButton
	if err := json.Unmarshal(state, &b); err != nil {
		return nil, nil, fmt.Errorf("kill button %s: %w", state, err)
	}
	if b.Neutral() {
		return nil, nil, nil
	}
	fill, err = json.Marshal(map[string]KillButton{"kill_button": b})
	return fill, nil, err
}
