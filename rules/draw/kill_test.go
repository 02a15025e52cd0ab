package draw

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/tablegames/casino/rules"
)

// Only Lowball hands carry the kill button from hand to hand; the ledger
// checks sequences only for hands that are rules.Sequenced.
func TestOnlyLowballIsSequenced(t *testing.T) {
	for _, g := range variants {
		seats := []st{{seat: 1, contributed: "2.00", won: "3.00"}, {seat: 2, fold: true, contributed: "1.00", won: "0.00"}}
		if g.minSeats > 2 {
			seats = append(seats, st{seat: 3, fold: true, contributed: "0.00", won: "0.00"})
		}
		h, err := game{g}.Decode(hr(t, g.id, 2, 0, "", seats, nil, nil))
		if err != nil {
			t.Fatalf("%s: %v", g.id, err)
		}
		if _, ok := h.(rules.Sequenced); ok != g.kill {
			t.Errorf("%s: sequenced %v", g.id, ok)
		}
	}
}

// killHand is a Lowball hand at which the seats in wins split the main pot
// (one seat: it wins it), every other seat of 1 to 4 folding.
func killHand(t *testing.T, number int64, before map[string]any, killedBy int, wins ...int) []byte {
	t.Helper()
	cards := map[int]string{1: "AS 2S 3S 4S 5S", 2: "AH 2H 3H 4H 5H", 3: "AD 2D 3D 4D 5D", 4: "AC 2C 3C 4C 5C"}
	var seats []st
	share := map[int]string{1: "40.00", 2: "20.00", 3: "13.33", 4: "10.00"}[len(wins)]
	for s := 1; s <= 4; s++ {
		x := st{seat: s, contributed: "10.00", won: "0.00", fold: true}
		for _, w := range wins {
			if w == s {
				x = st{seat: s, dealt: cards[s], contributed: "10.00", won: share}
			}
		}
		seats = append(seats, x)
	}
	extra := map[string]any{}
	if before != nil {
		extra["kill_button"] = before
	}
	if killedBy != 0 {
		extra["killed_by"] = killedBy
	}
	b := hr(t, "lowball", 4, 1, "", seats, nil, extra)
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	m["hand_number"] = number
	if len(wins) == 1 {
		m["draws"] = 0
	}
	b, _ = json.Marshal(m)
	return b
}

// The kill button across a table's hands (lines 281-302), each hand
// starting from the button its predecessor left, as the ledger checks:
// two wins in a row make a kill pot; the killer who wins again must kill
// again; a split keeps the holder's button; a split without the holder
// leaves it neutral; a new winner takes it with one leg.
func TestKillButtonAcrossHands(t *testing.T) {
	steps := []struct {
		name     string
		killedBy int
		wins     []int
		after    string // the state left, "" for neutral
		findings int
	}{
		{"seat 2 wins: a leg up", 0, []int{2}, `{"legs":1,"seat":2}`, 0},
		{"seat 2 wins again: it must kill", 0, []int{2}, `{"legs":2,"seat":2}`, 0},
		{"seat 2 kills and wins: it must kill again", 2, []int{2}, `{"legs":2,"seat":2}`, 0},
		{"seat 2 kills and splits with seat 3: still the kill", 2, []int{2, 3}, `{"legs":2,"seat":2}`, 0},
		{"the pot is not killed though seat 2 had to: a finding; seat 3 wins", 0, []int{3}, `{"legs":1,"seat":3}`, 1},
		{"seats 1 and 4 split; seat 3 is not among them: neutral", 0, []int{1, 4}, "", 0},
		{"seat 1 kills voluntarily and wins: a leg up", 1, []int{1}, `{"legs":1,"seat":1}`, 0},
	}
	var state json.RawMessage
	for i, s := range steps {
		var before map[string]any
		if state != nil {
			_ = json.Unmarshal(state, &before)
		}
		raw := killHand(t, int64(i+1), before, s.killedBy, s.wins...)
		h, err := Lowball().Decode(raw)
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		sq := h.(rules.Sequenced)
		// What the ledger compares: the state this record declares against
		// the one the previous hand left, in canonical form.
		if !sameState(sq.StateBefore(), state) {
			t.Fatalf("%s: the record starts from %s, the previous hand left %s", s.name, sq.StateBefore(), state)
		}
		v, err := h.Verify(nil)
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if len(v.Findings) != s.findings {
			t.Errorf("%s: findings %+v", s.name, v.Findings)
		}
		if !sameState(v.Outcome.State, json.RawMessage(s.after)) {
			t.Errorf("%s: leaves %s, want %s", s.name, v.Outcome.State, s.after)
		}
		state = v.Outcome.State
		if s.findings > 0 && (v.Findings[0].Field != "killed_by" || v.Findings[0].Rule != citeKillMust) {
			t.Errorf("%s: finding %+v", s.name, v.Findings[0])
		}
	}
}

func sameState(a, b json.RawMessage) bool {
	canon := func(s json.RawMessage) []byte {
		if len(bytes.TrimSpace(s)) == 0 || string(s) == "null" {
			return []byte("null")
		}
		c, err := rules.Canonical(nil, s)
		if err != nil {
			return s
		}
		return c
	}
	return bytes.Equal(canon(a), canon(b))
}

// A holder who quit the game leaves the button neutral (line 291): its
// kill is no longer due. A holder who only stepped away keeps it (line
// 293).
func TestKillHolderLeft(t *testing.T) {
	before := map[string]any{"seat": 2, "legs": 2}
	raw := killHand(t, 1, before, 0, 3)
	var m map[string]any
	_ = json.Unmarshal(raw, &m)
	m["kill_holder_left"] = true
	raw, _ = json.Marshal(m)
	v := verify(t, raw, nil)
	if len(v.Findings) != 0 || string(v.Outcome.State) != `{"legs":1,"seat":3}` {
		t.Errorf("findings %+v state %s", v.Findings, v.Outcome.State)
	}
	// A new game starts neutral too (line 290).
	_ = json.Unmarshal(raw, &m)
	delete(m, "kill_holder_left")
	m["new_game"] = true
	raw, _ = json.Marshal(m)
	if v := verify(t, raw, nil); len(v.Findings) != 0 || string(v.Outcome.State) != `{"legs":1,"seat":3}` {
		t.Errorf("new game: findings %+v state %s", v.Findings, v.Outcome.State)
	}
	// Without the flags, seat 2 had to kill.
	v = verify(t, killHand(t, 1, before, 0, 3), nil)
	if len(v.Findings) != 1 {
		t.Errorf("findings %+v", v.Findings)
	}
	// Impossible kill records.
	for _, c := range []struct {
		before map[string]any
		left   bool
		killer int
		field  string
	}{
		{map[string]any{"seat": 0, "legs": 1}, false, 0, "kill_button.seat"},
		{map[string]any{"seat": 2, "legs": 3}, false, 0, "kill_button.legs"},
		{nil, true, 0, "kill_holder_left"},
		{nil, false, 9, "killed_by"},
	} {
		raw := killHand(t, 1, c.before, c.killer, 3)
		var m map[string]any
		_ = json.Unmarshal(raw, &m)
		if c.left {
			m["kill_holder_left"] = true
		}
		raw, _ = json.Marshal(m)
		if ie := refused(t, raw, nil); !hasError(ie, c.field, "") {
			t.Errorf("%s: %v", c.field, ie)
		}
	}
	// Other games refuse the kill fields.
	seats := []st{{seat: 1, contributed: "2.00", won: "3.00"}, {seat: 2, fold: true, contributed: "1.00", won: "0.00"}}
	if ie := refused(t, hr(t, "badugi", 2, 0, "", seats, nil, map[string]any{"killed_by": 1}), nil); !hasError(ie, "kill_button", "no kill pots") {
		t.Errorf("badugi with a kill: %v", ie)
	}
}

// refKillAfter is the kill button after a hand, read from lines 283-292:
// the holder (seat, legs; seat 0 neutral) the hand was played under, the
// seats that won its main pot. Won alone by the holder: it must kill the
// next pot; alone by another: that seat has a leg up; split with the
// holder: unchanged; split without: neutral.
func refKillAfter(seat, legs int, winners []int) (int, int) {
	holderWon := false
	for _, w := range winners {
		holderWon = holderWon || (seat != 0 && w == seat)
	}
	switch {
	case len(winners) == 1 && holderWon:
		return seat, 2
	case len(winners) == 1:
		return winners[0], 1
	case holderWon:
		return seat, legs
	}
	return 0, 0
}

// The same hand played under another button (StateFrom: what the ledger
// carries on from a hand whose record declared a wrong one) leaves the
// button the rules give under that one, whatever the record declared; a
// new game or a holder who quit leaves it neutral for the hand either way.
// Random hands.
func TestKillStateFromAnotherButton(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 283))
	button := func() (map[string]any, int, int) {
		seat := rng.IntN(5)
		if seat == 0 {
			return nil, 0, 0
		}
		legs := 1 + rng.IntN(2)
		return map[string]any{"seat": seat, "legs": legs}, seat, legs
	}
	for i := range 400 {
		declared, _, _ := button()
		_, seat, legs := button()
		winners := rng.Perm(4)[:1+rng.IntN(3)]
		for j := range winners {
			winners[j]++
		}
		raw := killHand(t, int64(i+1), declared, 0, winners...)
		var m map[string]any
		_ = json.Unmarshal(raw, &m)
		fresh := false
		switch rng.IntN(6) {
		case 0:
			m["new_game"], fresh = true, true
		case 1:
			if declared != nil {
				m["kill_holder_left"], fresh = true, true
			}
		}
		raw, _ = json.Marshal(m)
		h, err := Lowball().Decode(raw)
		if err != nil {
			t.Fatalf("%v\n%s", err, raw)
		}
		sq := h.(rules.Sequenced)
		from := json.RawMessage(nil)
		if seat != 0 {
			from = json.RawMessage(fmt.Sprintf(`{"legs":%d,"seat":%d}`, legs, seat))
		}
		got, err := sq.StateFrom(nil, from)
		if err != nil {
			t.Fatal(err)
		}
		if fresh {
			seat, legs = 0, 0
		}
		ws, wl := refKillAfter(seat, legs, winners)
		want := json.RawMessage(nil)
		if ws != 0 {
			want = json.RawMessage(fmt.Sprintf(`{"legs":%d,"seat":%d}`, wl, ws))
		}
		if !sameState(got, want) {
			t.Errorf("played under %s, won by %v (new game or holder gone: %v): leaves %s, want %s\n%s", from, winners, fresh, got, want, raw)
		}
		// Played under the button it declares, it leaves what Verify says.
		v := verify(t, raw, nil)
		if again, _ := sq.StateFrom(nil, sq.StateBefore()); !sameState(again, v.Outcome.State) {
			t.Errorf("StateFrom its own button %s, Verify %s", again, v.Outcome.State)
		}
	}
}
