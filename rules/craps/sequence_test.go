package craps

import (
	"testing"
)

// shooterHand is a shooter's hand, throw by throw, as docs/hand-records.md
// shows it: each throw starts from the state the one before left.
var shooterHand = []spec{
	{number: 501, dice: [2]int{5, 6}, wagers: []string{
		"1 pass 10 win 10", "2 dont_pass 10 lose 0", "3 field 5 win 5", "3 eleven 2 win 32", "3 combination:56 1 win 16",
		"4 place_win@6 12", "4 hardway@8 5", "5 any_craps 5 lose 0"}},
	{number: 502, standing: []string{"4 place_win@6 12", "4 hardway@8 5"}, dice: [2]int{4, 2}, wagers: []string{
		"1 pass 10", "2 dont_pass 10", "4 place_win@6 12 on win 14", "4 hardway@8 5", "5 any_craps 5 lose 0"}},
	{number: 503, point: 6, standing: []string{"1 pass 10", "2 dont_pass 10", "4 hardway@8 5"}, dice: [2]int{5, 3}, wagers: []string{
		"1 pass 10", "1 pass_odds 10", "2 dont_pass 10", "2 dont_pass_odds 12", "3 come 10", "3 field 5 lose 0",
		"4 place_win@6 12", "4 hardway@8 5 lose 0", "5 place_lose@4 22"}},
	{number: 504, point: 6, standing: []string{"1 pass 10", "1 pass_odds 10", "2 dont_pass 10", "2 dont_pass_odds 12", "3 come@8 10",
		"4 place_win@6 12", "5 place_lose@4 22"}, dice: [2]int{4, 4}, wagers: []string{
		"1 pass 10", "1 pass_odds 10", "2 dont_pass 10", "2 dont_pass_odds 12", "2 dont_come 10", "3 come@8 10 win 10",
		"3 come_odds@8 10 win 12", "4 place_win@6 12", "4 hardway@6 5", "5 place_lose@4 22"}},
	{number: 505, point: 6, standing: []string{"1 pass 10", "1 pass_odds 10", "2 dont_pass 10", "2 dont_pass_odds 12", "2 dont_come@8 10",
		"4 place_win@6 12", "4 hardway@6 5", "5 place_lose@4 22"}, dice: [2]int{3, 3}, wagers: []string{
		"1 pass 10 win 10", "1 pass_odds 10 win 12", "2 dont_pass 10 lose 0", "2 dont_pass_odds 12 lose 0", "2 dont_come@8 10",
		"4 place_win@6 12 win 14", "4 hardway@6 5 win 47.50", "5 place_lose@4 22"}},
	{number: 506, standing: []string{"2 dont_come@8 10", "5 place_lose@4 22"}, dice: [2]int{6, 1}, wagers: []string{
		"1 pass 10 win 10", "2 dont_come@8 10 win 10", "2 dont_come_odds@8 12 win 10", "4 place_win@5 10",
		"5 place_lose@4 22 win 10", "6 any_seven 5 win 20"}},
	{number: 507, standing: []string{"4 place_win@5 10"}, dice: [2]int{1, 1}, wagers: []string{
		"1 pass 10 lose 0", "2 dont_pass 10 push 0", "3 craps_2 1 win 33", "3 field 5 win 10", "4 place_win@5 10"}},
}

// Each throw of the shooter's hand verifies, and leaves the state the next
// declares; the states are written out here as the rules give them.
func TestShooterHand(t *testing.T) {
	want := []string{
		stateOf(t, 0, "4 place_win@6 12", "4 hardway@8 5"),
		stateOf(t, 6, "1 pass 10", "2 dont_pass 10", "4 hardway@8 5"),
		stateOf(t, 6, "1 pass 10", "1 pass_odds 10", "2 dont_pass 10", "2 dont_pass_odds 12", "3 come@8 10", "4 place_win@6 12", "5 place_lose@4 22"),
		stateOf(t, 6, "1 pass 10", "1 pass_odds 10", "2 dont_pass 10", "2 dont_pass_odds 12", "2 dont_come@8 10", "4 place_win@6 12",
			"4 hardway@6 5", "5 place_lose@4 22"),
		stateOf(t, 0, "2 dont_come@8 10", "5 place_lose@4 22"),
		stateOf(t, 0, "4 place_win@5 10"),
		stateOf(t, 0, "4 place_win@5 10"),
	}
	var prev string
	for i, sp := range shooterHand {
		v := mustVerify(t, sp)
		got := string(v.Outcome.State)
		if got != want[i] {
			t.Errorf("throw %d leaves %s, want %s", sp.number, got, want[i])
		}
		before := string(decode(t, sp.json(t)).StateBefore())
		if before != prev {
			t.Errorf("throw %d declares %s; the throw before left %s", sp.number, before, prev)
		}
		prev = got
	}
}
