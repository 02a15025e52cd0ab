package fees

import (
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
)

// HOLDEM-1 option 86: six or more players pay $20 each per half hour (seed
// 000 line 7062, collected under the rule at line 7055).
func TestCheckTimed(t *testing.T) {
	o, err := Lookup("HOLDEM-1", "86")
	if err != nil {
		t.Fatal(err)
	}
	la, _ := time.LoadLocation("America/Los_Angeles")
	at := func(h, m int) time.Time { return time.Date(2026, 11, 21, h, m, 0, 0, la) }
	start, end := at(22, 10), at(23, 45)
	var events []SeatEvent
	for s := 1; s <= 6; s++ {
		events = append(events, SeatEvent{Seat: s, Sit: true, At: start})
	}
	// Seat 7 sits at 22:50 and leaves at 23:20; seat 6 leaves at 23:10.
	events = append(events, SeatEvent{Seat: 7, Sit: true, At: at(22, 50)}, SeatEvent{Seat: 7, At: at(23, 20)},
		SeatEvent{Seat: 6, At: at(23, 10)})
	var got []Collected
	// 22:30 is free: the game started between boundaries. At 23:00 seven
	// are seated; seat 4 is missed. At 23:30 five are seated: option 86 is
	// for six or more.
	for _, s := range []int{1, 2, 3, 5, 6, 7} {
		got = append(got, Collected{Seat: s, At: at(23, 0), Amount: rules.Dollars(20)})
	}
	got = append(got, Collected{Seat: 1, At: at(22, 30), Amount: rules.Dollars(20)})
	bs, fs, err := CheckTimed(o, start, end, events, got)
	if err != nil {
		t.Fatal(err)
	}
	if len(bs) != 2 || !bs[0].At.Equal(at(23, 0)) || !bs[1].At.Equal(at(23, 30)) {
		t.Fatalf("boundaries %+v", bs)
	}
	if bs[0].Players != 7 || bs[0].Fee != rules.Dollars(20) || bs[0].Rule.Lines != "7062" {
		t.Errorf("23:00: %+v", bs[0])
	}
	if bs[1].Players != 5 || bs[1].Problem == "" {
		t.Errorf("23:30: %+v", bs[1])
	}
	var msgs []string
	for _, f := range fs {
		msgs = append(msgs, f.Message)
	}
	all := strings.Join(msgs, "\n")
	for _, want := range []string{"seat 4 was seated at 23:00 and paid nothing; the schedule gives 20.00",
		"5 players were seated at 23:30", "seat 1 paid 20.00 at 22:30, which is not due"} {
		if !strings.Contains(all, want) {
			t.Errorf("missing finding %q in:\n%s", want, all)
		}
	}
	if len(fs) != 3 {
		t.Errorf("%d findings:\n%s", len(fs), all)
	}
	// A game that starts on a boundary pays from the next one.
	bs, _, _ = CheckTimed(o, at(22, 0), at(23, 0), events, nil)
	if len(bs) != 2 || !bs[0].At.Equal(at(22, 30)) {
		t.Errorf("from 22:00: %+v", bs)
	}
	if _, _, err := CheckTimed(mustLookup(t, "HOLDEM-1", "2"), start, end, nil, nil); err == nil {
		t.Error("a staged option checked as timed")
	}
}

func mustLookup(t *testing.T, set, option string) *Option {
	t.Helper()
	o, err := Lookup(set, option)
	if err != nil {
		t.Fatal(err)
	}
	return o
}
