package holdembonus

import (
	"slices"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// d8 is digest example D8, a valid round the cases below break.
func d8() round {
	return round{board: "KH 7C 4D 2S 9H", dealer: "QS JS", seats: []seatSpec{{seat: 1, cards: "KC KD"}},
		wagers: std(1, "push 0", "win 50", "win 20", "win 10", "win 10", "lose 0")}
}

// Records the rules make impossible are refused, naming the field.
func TestRefusedRecords(t *testing.T) {
	cases := []struct {
		name     string
		edit     func(r *round)
		settings map[string]string
		field    string
	}{
		{"four community cards (Rule 5.3)", func(r *round) { r.board = "KH 7C 4D 2S" }, nil, "cards.community"},
		{"three dealer cards (Rule 5.3)", func(r *round) { r.dealer = "QS JS 3C" }, nil, "cards.dealer"},
		{"a card dealt twice", func(r *round) { r.seats[0].cards = "KC KH" }, nil, "cards.seats[0].cards[1]"},
		{"a card on the board twice", func(r *round) { r.board = "KH 7C 4D 2S 7C" }, nil, "cards.community[4]"},
		{"a joker", func(r *round) { r.dealer = "QS JK" }, nil, "cards.dealer[1]"},
		{"a bad card", func(r *round) { r.dealer = "QS 1S" }, nil, "cards.dealer[1]"},
		{"a Flop wager not twice the Ante", func(r *round) { r.wagers = strings.Replace(r.wagers, "1 flop 20", "1 flop 15", 1) }, nil, "wagers[2].amount"},
		{"a Turn wager not equal to the Ante", func(r *round) { r.wagers = strings.Replace(r.wagers, "1 turn 10", "1 turn 20", 1) }, nil, "wagers[3].amount"},
		{"a River without the Flop", func(r *round) {
			r.seats[0].folded = true
			r.wagers = "1 ante 10 lose 0, 1 river 10 lose 0"
		}, nil, "wagers[1].bet"},
		{"a folded hand with a Flop wager", func(r *round) { r.seats[0].folded = true }, nil, "cards.seats[0].folded"},
		{"an Ante with neither a fold nor a Flop", func(r *round) { r.wagers = "1 ante 10 lose 0, 1 bonus 5 lose 0" }, nil, "cards.seats[0]"},
		{"a Bonus without an Ante", func(r *round) { r.wagers = "1 bonus 5 lose 0" }, nil, "wagers[0].bet"},
		{"a folded position without an Ante", func(r *round) {
			r.seats[0].folded = true
			r.wagers = "1 progressive 5 push 0"
		}, nil, "cards.seats[0]"},
		{"a wager on an unlisted seat", func(r *round) { r.wagers += ", 3 progressive 5 push 0" }, nil, "wagers[6].seat"},
		{"a listed seat without a wager", func(r *round) { r.seats = append(r.seats, seatSpec{seat: 2}) }, nil, "cards.seats[1]"},
		{"a seat past the largest layout", func(r *round) {
			r.seats[0].seat = 8
			r.wagers = strings.ReplaceAll(r.wagers, "1 ", "8 ")
		}, nil, "cards.seats[0].seat"},
		{"a seat listed twice", func(r *round) { r.seats = append(r.seats, seatSpec{seat: 1, cards: "2C 3C"}) }, nil, "cards.seats[1].seat"},
		{"a seat past the table's layout", func(r *round) {
			r.seats[0].seat = 6
			r.wagers = strings.ReplaceAll(r.wagers, "1 ", "6 ")
		}, map[string]string{keyPositions: "5"}, "cards.seats[0].seat"},
		{"a Progressive of another amount than the table's", func(r *round) {}, map[string]string{keyProgressiveWager: "1.00"}, "wagers[5].amount"},
		{"an unknown round irregularity", func(r *round) { r.void = "storm" }, nil, "void"},
		{"an unknown hand irregularity", func(r *round) { r.seats[0].void = "asleep" }, nil, "cards.seats[0].void"},
		{"absent for the Flop decision with a Flop wager (Rule 5.11)", func(r *round) { r.seats[0].void = "absent" }, nil, "cards.seats[0].void"},
		{"a voided hand that folded", func(r *round) {
			r.seats[0].void, r.seats[0].folded = "barred", true
			r.wagers = "1 ante 10 push 0"
		}, nil, "cards.seats[0].void"},
		{"folded and declined", func(r *round) {
			r.seats[0].folded, r.seats[0].declined = true, true
			r.wagers = "1 ante 10 lose 0"
		}, nil, "cards.seats[0].declined"},
		{"declined without a Flop wager", func(r *round) {
			r.seats[0].declined = true
			r.wagers = "1 ante 10 lose 0"
		}, nil, "cards.seats[0].declined"},
		{"a compared hand without its cards", func(r *round) { r.seats[0].cards = "" }, nil, "cards.seats[0].cards"},
		{"a hand of one card (Rule 5.7)", func(r *round) { r.seats[0].cards = "KC" }, nil, "cards.seats[0].cards"},
		{"a misdealt hand of four cards", func(r *round) {
			r.seats[0].cards, r.seats[0].void = "KC KD 3C 3D", "misdealt"
		}, nil, "cards.seats[0].cards"},
		{"an unknown bet", func(r *round) { r.wagers += ", 1 insurance 5 lose 0" }, nil, "wagers[6].bet"},
		{"a zero wager", func(r *round) { r.wagers = strings.Replace(r.wagers, "1 bonus 5", "1 bonus 0", 1) }, nil, "wagers[1].amount"},
		{"a bet held twice", func(r *round) { r.wagers += ", 1 bonus 5 win 50" }, nil, "wagers[6]"},
		{"no positions", func(r *round) { r.seats, r.wagers = nil, "" }, nil, "cards.seats"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := d8()
			c.edit(&r)
			if fields := inputError(t, r.json(t), c.settings); !slices.Contains(fields, c.field) {
				t.Errorf("fields %v, want %s", fields, c.field)
			}
		})
	}
}

func TestRefusedJSON(t *testing.T) {
	valid := string(d8().json(t))
	cases := []struct {
		name, record, field string
	}{
		{"an unknown field", strings.Replace(valid, `"folded":false`, `"folded":false,"mucked":true`, 1), "cards.seats[0].mucked"},
		{"another game", strings.Replace(valid, GameID, "holdem", 1), "game"},
		{"a backline bettor", strings.Replace(valid, `"result":"push","seat":1}`, `"result":"push","seat":1,"backline":1}`, 1), "wagers[0].backline"},
		{"no wagers", valid[:strings.Index(valid, `,"wagers"`)] + "}", "wagers"},
		{"a number for money", strings.Replace(valid, `"amount":"10"`, `"amount":10`, 1), "wagers[0].amount"},
		{"folded as a string", strings.Replace(valid, `"folded":false`, `"folded":"no"`, 1), "cards.seats[0].folded"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if fields := inputError(t, []byte(c.record), nil); !slices.Contains(fields, c.field) {
				t.Errorf("fields %v, want %s", fields, c.field)
			}
		})
	}
}

// Irregularities that return wagers: what the record may then hold.
func TestVoidedHandsAndRounds(t *testing.T) {
	// A misdealt hand lists the three cards it was dealt; every wager of it
	// is returned, whatever it was.
	r := d8()
	r.seats = append(r.seats, seatSpec{seat: 2, cards: "3C 3D 3H", void: "misdealt"})
	r.wagers += ", 2 ante 10 push 0, 2 flop 20 push 0, 2 progressive 5 push 0"
	v := r.verify(t, nil)
	if !v.Verified() {
		t.Errorf("findings %+v", v.Findings)
	}
	if s := settlement(t, v, 2, BetFlop); s.Rule != citeSeatCount {
		t.Errorf("misdealt flop cites %s", s.Rule)
	}
	// A void round may hold any cards, even a card twice (Rule 5.1).
	r = d8()
	r.void, r.board = "cards", "KH KH 4D"
	r.wagers = std(1, "push 0", "push 0", "push 0", "push 0", "push 0", "push 0")
	v = r.verify(t, nil)
	if !v.Verified() || v.Settlements[0].Rule != at("159-161") {
		t.Errorf("void round: %+v", v)
	}
	// ... and a win declared in it is a finding.
	r.wagers = std(1, "push 0", "win 50", "push 0", "push 0", "push 0", "push 0")
	if v := r.verify(t, nil); len(v.Findings) != 2 || v.Findings[0].Bet != BetBonus {
		t.Errorf("findings %+v", v.Findings)
	}
	// A power failure: the player withdrew all his wagers (Rule 5.16.1).
	r = d8()
	r.seats[0].void = "power_failure"
	r.wagers = std(1, "push 0", "push 0", "push 0", "push 0", "push 0", "push 0")
	if v := r.verify(t, nil); !v.Verified() || v.Settlements[5].Rule != at("184-185") {
		t.Errorf("power failure: %+v", v)
	}
}

func TestSettings(t *testing.T) {
	g := New()
	s, err := g.Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{keyBonusWhenBeaten: BonusLoses, keyCommunityWithHand: AwardOnce, keyProgressiveWager: AnyAmount, keyPositions: "7"}
	for k, v := range want {
		if s.Values()[k] != v {
			t.Errorf("%s = %q, want %q", k, s.Values()[k], v)
		}
	}
	s, err = g.Settings(map[string]string{keyProgressiveWager: "5", keyPositions: "4", keyBonusWhenBeaten: BonusPays})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.(*Settings); got.ProgressiveWager != rules.Dollars(5) || got.Positions != 4 || got.BonusWhenBeaten != BonusPays {
		t.Errorf("settings %+v", got)
	}
	for _, bad := range []map[string]string{
		{keyPositions: "8"}, {keyPositions: "3"}, {keyProgressiveWager: "-1"}, {keyBonusWhenBeaten: "sometimes"},
		{keyCommunityWithHand: "twice"}, {"decks": "2"},
	} {
		if _, err := g.Settings(bad); err == nil {
			t.Errorf("%v accepted", bad)
		} else if _, ok := rules.AsInputError(err); !ok {
			t.Errorf("%v: %v is not an InputError", bad, err)
		}
	}
	// Settings built in code are checked as their record form.
	if _, err := decode(t, d8().json(t)).Verify(&Settings{BonusWhenBeaten: "maybe", CommunityWithHand: AwardOnce, Positions: 7}); err == nil {
		t.Error("a bad bonus_when_beaten in code was accepted")
	}
	if _, err := decode(t, d8().json(t)).Verify(nil); err != nil {
		t.Errorf("nil settings: %v", err)
	}
}
