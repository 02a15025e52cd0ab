package studtable

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// The pay tables are read from the rule books' text: every row is printed
// on the line it cites, with the odds the game pays; a transcription error
// fails here.
func TestSeedPayTables(t *testing.T) {
	// Casino Stud's Raise (seed 002 lines 1368-1379), as printed; the Royal
	// Flush row cites the Straight Flush's line (CS2).
	raiseNames := []string{"Straight Flush", "Straight Flush", "Four of a Kind", "Full House", "Flush", "Straight", "Three of a Kind", "Two pairs", "One pair or less"}
	for i, r := range raiseTable.rows {
		want := fmt.Sprintf("%s - minimum odds payable %d to 1", raiseNames[i], r.min)
		if text := seedtext.Text(t, r.cite); !strings.Contains(text, want) {
			t.Errorf("raise row %s: %s reads %q, want %q", r.name, r.cite, text, want)
		}
	}
	insNames := []string{"Royal Flush", "Straight Flush", "Four of a Kind", "Full House", "Flush", "7 High", "8 High", "9 or 10 High", "Less than an Ace/King"}
	for i, r := range insuranceTable.rows {
		want := fmt.Sprintf("%s %d-1", insNames[i], r.min)
		if text := seedtext.Text(t, r.cite); !strings.HasPrefix(strings.TrimSpace(text), want) {
			t.Errorf("insurance row %s: %s reads %q, want %q", r.name, r.cite, text, want)
		}
	}
	for _, l := range progLines {
		pays := fmt.Sprintf("%d times the value of the wager", l.times)
		if l.percent != 0 {
			pays = l.percent.String() + " of the Progressive Jackpot Meter"
		}
		want := l.name + " (" + pays + ")"
		if text := seedtext.Text(t, l.cite); !strings.Contains(text, want) {
			t.Errorf("progressive %s: %s reads %q, want %q", l.name, l.cite, text, want)
		}
	}
	// Caribbean Stud's Bonus Payout Schedule (seed 000 lines 735-744).
	for _, r := range callTable.rows {
		odds := strconv.FormatInt(r.min, 10) + ":1"
		if r.min == 1 {
			odds = "Even money"
		}
		want := r.name + " " + odds
		if text := seedtext.Text(t, r.cite); strings.Join(strings.Fields(text), " ") != want {
			t.Errorf("call row %s: %s reads %q, want %q", r.name, r.cite, text, want)
		}
	}
	if text := seedtext.Text(t, ca("735")); !strings.Contains(text, "Table Odds on CALL BET") {
		t.Errorf("line 735 reads %q", text)
	}
}

// The first-action table (seed 000 lines 719-725) is read from the text:
// "Ace or 8 Position #2" and so on.
func TestSeedFirstAction(t *testing.T) {
	names := map[string]rules.Rank{"Ace": rules.Ace, "Jack": rules.Jack, "Queen": rules.Queen, "King": rules.King}
	for i := 2; i <= 10; i++ {
		names[strconv.Itoa(i)] = rules.Rank(i)
	}
	seen := 0
	for line := 719; line <= 725; line++ {
		text := seedtext.Text(t, ca(strconv.Itoa(line)))
		before, pos, ok := strings.Cut(text, "Position #")
		if !ok {
			t.Fatalf("line %d reads %q", line, text)
		}
		want, err := strconv.Atoi(strings.TrimSpace(pos))
		if err != nil {
			t.Fatalf("line %d reads %q", line, text)
		}
		for _, w := range strings.Split(strings.TrimSpace(before), " or ") {
			r, ok := names[w]
			if !ok {
				t.Fatalf("line %d: %q is no rank", line, w)
			}
			if got := firstActionOffset(r) + 1; got != want {
				t.Errorf("%s: position #%d, line %d says #%d", r, got, line, want)
			}
			seen++
		}
	}
	if seen != 13 {
		t.Errorf("the table names %d ranks", seen)
	}
}

// Every rule the games cite says what the code takes from it.
func TestSeedCitations(t *testing.T) {
	cases := []struct {
		cite rules.Cite
		says []string
	}{
		{citeCSRules, []string{"7. Casino Stud Poker", "they will not be paid both"}},
		{citeCSLayout, []string{"Figure 9", "Progressive and Bonus Insurance wagers"}},
		{citeCSDeck, []string{"single pack of 52 cards"}},
		{citeCSRanking, []string{"Ace may be used as a value of one", "j) No pair"}},
		{citeCSOnePosition, []string{"Only one wager may be accepted on each playing position"}},
		{citeCSAnte, []string{"Ante", "before any cards are"}},
		{citeCSDeal, []string{"five cards", "dealer’s fifth card, which shall be dealt face up"}},
		{citeCSRaise, []string{"exactly twice the original", "surrender the", "Ante to the bank"}},
		{citeCSNotQualified, []string{"does not have a hand containing Ace/King or better", "the Ante wager will only win", "1 to 1"}},
		{citeCSOutranks, []string{"does have a hand containing Ace/King or better", "Raise wager will win"}},
		{citeCSSign, []string{"bonus odds payable"}},
		{citeCSOutranked, []string{"outranked by the dealer’s hand will lose both"}},
		{citeCSEqual, []string{"void", "exactly equal ranking"}},
		{citeCSProgOffered, []string{"Progressive Jackpot wager", "2.7 of section 2"}},
		{citeCSProgAnte, []string{"may not be placed unless an Ante wager"}},
		{citeCSProgWins, []string{"regardless of whether the hand also beat the dealer"}},
		{citeCSProgTable, []string{"paid from the Progressive Jackpot", "Flush (50 times the value of the wager)"}},
		{citeCSMultipleWins, []string{"multiple wins occurring at the same time"}},
		{citeCSMinimumOdds, []string{"minimum odds", "more favourable odds may be"}},
		{citeCSBIOffered, []string{"Casino Stud", "Bonus Insurance (CSBI)", "Insurance wager and Double wager"}},
		{citeCSBIAnte, []string{"may not place an Insurance wager unless", "before any cards are dealt"}},
		{citeCSBIUpCard, []string{"dealer’s up card"}},
		{citeCSBIDouble, []string{"two, three, four or five", "equal amount to their Insurance wager"}},
		{citeCSBINoDouble, []string{"other than two, three, four or five", "without the option to double"}},
		{citeCSBIFolded, []string{"CSBI wager(s) and", "remain in action"}},
		{citeCSBIFoldedNone, []string{"does not have any CSBI wagers", "collected by the dealer"}},
		{citeCSBIQualifies, []string{"qualifying hand of Ace/King or better", "all CSBI wagers will lose"}},
		{citeCSBINotQual, []string{"does not have a qualifying hand", "Double wager, will be paid"}},
		{citeCSBIPlayer, []string{"Flush or higher", "player’s own hand ranking"}},
		{citeCSBIDealer, []string{"less than a Flush", "dealer’s hand ranking"}},
		{citeCSBIOneSet, []string{"only be paid one set of odds"}},
		{gb("1319"), []string{"Royal Flush - Ace, King, Queen, Jack and 10 of the same suit"}},
		{gb("1320"), []string{"Straight Flush - five cards of consecutive values of the same suit"}},
		{gb("1410"), []string{"Progressive Jackpot wager shall win, and be paid from the Progressive Jackpot"}},
		{gb("2392-2395"), []string{"payment will be made in seating order", "starting from the", "dealer’s right"}},
		{gb("2381-2386"), []string{"share the jackpot meter equally", "equal share"}},
		{citeCBRules, []string{"CARIBBEAN STUD POKER", "Back bet (CALL BET)"}},
		{citeCBRanking, []string{"Royal Flush", "High Card"}},
		{citeCBDeck, []string{"eight (8) decks per dealing shoe", "four (4) decks per automated shuffle machine"}},
		{citeCBAnte, []string{"must place an ANTE"}},
		{citeCBDeal, []string{"five (5) downcards", "player-dealer's top card face up"}},
		{citeCBFold, []string{"forfeits his or her entire ANTE", "exactly equal to two times the ANTE"}},
		{citeCBFirstAction, []string{"last downcard will determine the position to receive first action", "Position #2 is always the first position located to the left of the player-dealer"}},
		{citeCBQualify, []string{"at least an Ace and a King", "paid even money on his or her ANTE", "CALL BET is a push"}},
		{citeCBCompare, []string{"starting with the player who was determined to receive action first"}},
		{citeCBLoses, []string{"loses both his or her ANTE and CALL"}},
		{citeCBWins, []string{"paid even money on his or her ANTE and a bonus"}},
		{citeCBTie, []string{"remaining cards will be added in", "push"}},
		{citeCBBackline, []string{"maximum of two (2) backline bets"}},
		{citeCBDecision, []string{"most money bet on the hand makes the final decision"}},
		{citeCBCollection, []string{"collected from each player before any cards are dealt"}},
		{citeCBKumKum, []string{"kum-kum"}},
		{citeCBIncrease, []string{"only be modified to increase the game's return to the players"}},
		{citeCBOrder, []string{"collected or paid, to the extent that money covers", "Front bet (ANTE)", "Back bet (CALL BET)"}},
		{ca("3104-3106"), []string{"Caribbean Stud Poker", "total table action", "each betting circle"}},
	}
	for _, c := range cases {
		text := strings.Join(strings.Fields(seedtext.Text(t, c.cite)), " ")
		for _, s := range c.says {
			if !strings.Contains(text, s) {
				t.Errorf("%s should say %q; it reads %q", c.cite, s, text)
			}
		}
	}
	for _, g := range []rules.Game{CasinoStud(), Caribbean()} {
		info := g.Info()
		for _, s := range info.Settings {
			if seedtext.Text(t, s.Rule) == "" {
				t.Errorf("%s setting %s cites a blank line", info.ID, s.Key)
			}
		}
		for _, w := range info.Wagers {
			if seedtext.Text(t, w.Rule) == "" {
				t.Errorf("%s wager %s cites a blank line", info.ID, w.Bet)
			}
		}
	}
}
