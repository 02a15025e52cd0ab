package fees

import (
	"errors"
	"regexp"
	"slices"
	"strconv"
	"testing"
)

// Every option a rule paragraph announces is in the data, once, and no other.
func TestDataCoversEveryAnnouncedOption(t *testing.T) {
	rangeRe := regexp.MustCompile(`options? (\d+)(?: through (\d+))?`)
	extraRe := regexp.MustCompile(`(?:options|option) (\d+)-(\d+)|and schedule option (\d+)$`)
	total := 0
	for _, s := range Sets() {
		for _, b := range s.Blocks {
			if digestSets[s.ID] {
				total += len(b.Options)
			}
			if b.Says == "" {
				continue
			}
			want := map[int]bool{}
			m := rangeRe.FindStringSubmatch(b.Says)
			lo, _ := strconv.Atoi(m[1])
			hi := lo
			if m[2] != "" {
				hi, _ = strconv.Atoi(m[2])
			}
			for n := lo; n <= hi; n++ {
				want[n] = true
			}
			for _, e := range extraRe.FindAllStringSubmatch(b.Says, -1) {
				if e[3] != "" {
					n, _ := strconv.Atoi(e[3])
					want[n] = true
					continue
				}
				a, _ := strconv.Atoi(e[1])
				z, _ := strconv.Atoi(e[2])
				for n := a; n <= z; n++ {
					want[n] = true
				}
			}
			got := map[int]bool{}
			for _, o := range b.Options {
				// A declared repeat (9 1/2's 5b and 6b, Five Card Omaha's
				// 28b) counts as its number.
				if !want[o.Number] && !printedBeyondAnnounced[s.ID+"/"+o.Label] {
					t.Errorf("%s block %s: option %d is not in %q", s.ID, b.ID, o.Number, b.Says)
				}
				got[o.Number] = true
			}
			for n := range want {
				if !got[n] {
					t.Errorf("%s block %s: %q announces option %d, which is missing", s.ID, b.ID, b.Says, n)
				}
			}
		}
	}
	// The digest's totals (seed000-collection.md §3.1, §3.6) plus the
	// schedules in the game rules: Pan 9 with Bonus Tie Bet, EZ Baccarat
	// Panda 8, and Three Card Poker 6 Card Bonus (9 options, lines
	// 2597-2632). The games' own schedules are counted in their tests.
	if total != 2159 {
		t.Errorf("%d options in the sets counted here; the seed's schedules have 2159", total)
	}
}

// printedBeyondAnnounced are the options a table prints beyond the range
// its paragraph announces: Super 7 Card Stud Hi/Lo Regular's paragraph says
// "options 39 through 41" (line 5245) above a table of 39 to 42
// (interpretation SF6).
var printedBeyondAnnounced = map[string]bool{"SUPER-7-STUD-HILO-REGULAR-OWN/42": true}

// digestSets are the sets counted above: the collection digest's and the
// game-rule schedules listed with them; the flop games' own schedules are
// counted in flop_test.go.
var digestSets = map[string]bool{"FUCP-1": true, "HOLDEM-1": true, "OMAHA-1": true, "DRAMAHA-1": true, "DBO-1": true,
	"ARCHIE-1": true, "BADUGI-1": true, "STUD-1": true, "LOWBALL-1": true, "13CP": true, "FUCP-2": true, "FLOP-2": true,
	"STUD-2": true, "LOWBALL-2": true, "DRAW-2": true, "LEG-LOWBALL": true, "LEG-BAC9": true, "CA-PGTW": true, "CA-PG": true,
	"CA-BJP": true, "CA-HB": true, "CA-PAN9": true, "CA-EZB": true, "CA-912": true, "CA-UTH": true, "PAN9-BT": true, "EZB-OWN": true,
	"TCP6-OWN": true}

func TestSetsForGame(t *testing.T) {
	cases := map[string][]string{
		"holdem":                {"LEG-HOLDEM", "LEG-NLP", "HOLDEM-1", "FLOP-2"},
		"reverse-holdem":        {"LEG-REVERSE", "HOLDEM-1"},
		"omaha":                 {"OMAHA-1", "FLOP-2"},
		"double-board-omaha":    {"DBO-OWN", "DBO-1", "FLOP-2"},
		"seven-card-stud":       {"LEG-STUD", "STUD-1", "STUD-2"},
		"super-razzdacey":       {"SUPER-RAZZDACEY-OWN", "STUD-1", "STUD-2"},
		"lowball":               {"LEG-LOWBALL", "LOWBALL-1", "LOWBALL-2", "DRAW-2"},
		"kansas-city-lowball":   {"LOWBALL-1", "LOWBALL-2", "DRAW-2"},
		"badugi":                {"BADUGI-1", "DRAW-2"},
		"archie":                {"ARCHIE-OWN", "ARCHIE-1", "DRAW-2"},
		"badacey":               {"BADACEY-OWN", "BADUGI-1", "DRAW-2"},
		"badeucey":              {"BADEUCEY-OWN", "BADUGI-1", "DRAW-2"},
		"dramaha-27":            {"DRAMAHA27-OWN", "DRAMAHA-1", "FLOP-2"},
		"dramaha":               {"DRAMAHA-OWN", "DRAMAHA-1", "FLOP-2"},
		"face-up-chinese-poker": {"FUCP-1", "FUCP-2"},
		"chinese-poker-13":      {"13CP"},
		"baccarat-ca":           {"CA-HB"},
		"baccarat-9":            {"LEG-BAC9", "CA-HB"},
		"pan-9":                 {"PAN9-BT", "CA-PAN9"},
		"super-9":               {"PAN9-BT", "CA-PAN9"},
		"nine-and-a-half":       {"CA-912"},
		"ez-baccarat-panda-8":   {"EZB-OWN", "CA-EZB"},
		"fortune-7-baccarat":    {"CA-EZB"},
		"pai-gow-poker":         {"FPG-OWN", "CA-PG"},
		"pai-gow-tiles":         {"CA-PG"},
		"pai-gow-tiles-wild":    {"CA-PGTW", "CA-PG"},
		"three-card-poker":      {"TCP6-OWN", "CA-BJP"},
		"caribbean-stud":        {"CA-BJP"},
		"blackjack-poker":       {"BJP-OWN", "CA-BJP"},
		"hawaiian-blackjack":    {"CA-HB"},
		"pokara":                {"CA-HB"},
		"ultimate-holdem":       {"UTH-OWN", "CA-UTH"},
		"baccarat-co":           nil, // seed 003: commission, no collection fee
	}
	for game, want := range cases {
		var got []string
		for _, s := range SetsForGame(game) {
			got = append(got, s.ID)
		}
		if !slices.Equal(got, want) {
			t.Errorf("SetsForGame(%q) = %v, want %v", game, got, want)
		}
	}
}

func TestLookupErrors(t *testing.T) {
	if _, err := Lookup("CA-EZB", "40"); err == nil || !errors.Is(err, ErrUnknownOption) {
		t.Fatalf("option 40 of CA-EZB: %v", err)
	} else if want := "options 1 to 39"; !regexp.MustCompile(want).MatchString(err.Error()) {
		t.Errorf("the error should name the set's options: %v", err)
	}
	if _, err := Lookup("CA-912", "19"); err == nil || !regexp.MustCompile(`options 1 to 18 and 5b, 6b`).MatchString(err.Error()) {
		t.Errorf("CA-912 option 19: %v", err)
	}
	if _, err := Lookup("CA-EZ", "1"); err == nil || !errors.Is(err, ErrUnknownSet) {
		t.Errorf("unknown set: %v", err)
	}
	if _, err := Lookup("LEG-BAC9", "25-250"); err == nil || !regexp.MustCompile(`25-200`).MatchString(err.Error()) {
		t.Errorf("an unnumbered set's error should list its labels: %v", err)
	}
	for _, l := range []string{"5", "5b", "6b"} {
		if _, err := Lookup("CA-912", l); err != nil {
			t.Errorf("CA-912 %s: %v", l, err)
		}
	}
	o5, _ := Lookup("CA-912", "5")
	o5b, _ := Lookup("CA-912", "5b")
	if o5.Limit.Text != "$10 to $100" || o5b.Limit.Text != "$25 to $200" || o5b.Number != 5 {
		t.Errorf("CA-912 5 = %q, 5b = %q (number %d)", o5.Limit.Text, o5b.Limit.Text, o5b.Number)
	}
}

// Every game a set names maps to a catalog id of the spec's game table.
func TestCatalogIDs(t *testing.T) {
	known := map[string]bool{}
	for _, id := range []string{"holdem", "crazy-pineapple", "reverse-holdem", "short-deck-holdem", "match-it", "omaha",
		"five-card-omaha-hilo", "double-board-omaha", "seven-card-stud", "stud-hilo", "stud-hilo-regular", "super-7-stud",
		"super-7-stud-hilo", "super-7-stud-hilo-regular", "razz", "super-razz", "razzdeucey", "super-razzdeucey", "razzdacey",
		"super-razzdacey", "lowball", "kansas-city-lowball", "badugi", "badacey", "badeucey", "archie", "dramaha", "dramaha-27",
		"mexican-poker", "asian-five-card-stud", "face-up-chinese-poker", "chinese-poker-13", "ultimate-holdem",
		"three-card-poker", "caribbean-stud", "pai-gow-poker", "pokara", "blackjack-poker", "hawaiian-blackjack",
		"pai-gow-tiles", "pai-gow-tiles-wild", "baccarat-ca", "baccarat-9", "nine-and-a-half", "pan-9", "super-9",
		"ez-baccarat-panda-8", "fortune-7-baccarat"} {
		known[id] = true
	}
	for _, s := range Sets() {
		for _, g := range s.Games {
			if !known[g.Catalog] {
				t.Errorf("%s: game %s maps to %q, not a catalog id", s.ID, g.Name, g.Catalog)
			}
		}
	}
	for id := range known {
		if len(SetsForGame(id)) == 0 {
			t.Errorf("catalog game %s has no fee schedule", id)
		}
	}
}
