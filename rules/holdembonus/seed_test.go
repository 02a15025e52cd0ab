package holdembonus

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// dollars writes an amount as the seed prints it: "$1,500".
func dollars(m rules.Money) string {
	s := m.String()
	s = strings.TrimSuffix(s, ".00")
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return "$" + s
}

// Every pay-table row is printed on the line it cites, with the odds,
// share or amount the game pays; a transcription error fails here.
func TestSeedPayTables(t *testing.T) {
	for _, r := range mainRows {
		want := "| " + r.outcome + " | " + r.odds.String() + " |"
		if text := seedtext.Text(t, r.rule); !strings.Contains(text, want) {
			t.Errorf("%s: %s reads %q, want %q", r.bet, r.rule, text, want)
		}
	}
	for _, r := range bonusRows {
		want := "| " + r.name + " | " + r.odds.String() + " |"
		if text := seedtext.Text(t, at(r.line)); !strings.Contains(text, want) {
			t.Errorf("line %s reads %q, want %q", r.line, text, want)
		}
	}
	for _, l := range append(append([]*progLine(nil), progHandLines...), progCommunityLines...) {
		pays := l.percent.String()
		if l.percent == 0 {
			pays = dollars(l.fixed)
		}
		text := seedtext.Text(t, l.cite())
		if !strings.Contains(text, l.name+" | "+pays+" |") {
			t.Errorf("%s: line %s reads %q, want %q paying %s", l.name, l.line, text, l.name, pays)
		}
	}
	// The River's Royal must include a hole card (the asterisk, line 142).
	if text := seedtext.Text(t, progRoyalRiver.cite()); !strings.Contains(text, "*Royal Flush on the River") || !strings.Contains(text, "Must include at least 1 Hole Card") {
		t.Errorf("lines %s read %q", progRoyalRiver.line, text)
	}
	// The tables' headings sit where the game says.
	for _, c := range []struct {
		line, heading string
	}{
		{"124", "Bonus Wager – Player's Hole Cards"},
		{"135", "4.2 The \"Progressive Jackpot\" Pay Table"},
		{"144", "Best of 7 Cards – Fixed Payout"},
		{"149", "4.2.1 \"Progressive Jackpot\" (Community) Pay Table"},
		{"151", "Based on the 5 Community Cards – Fixed Payout"},
	} {
		if text := seedtext.Text(t, at(c.line)); !strings.Contains(text, c.heading) {
			t.Errorf("line %s reads %q, want %q", c.line, text, c.heading)
		}
	}
	// The catalog shows the same tables.
	info := New().Info()
	rows := 0
	for _, pt := range info.PayTables {
		for _, r := range pt.Rows {
			rows++
			if seedtext.Text(t, r.Rule) == "" {
				t.Errorf("%s %s cites a blank line", pt.ID, r.Outcome)
			}
		}
	}
	if want := len(mainRows) + len(bonusRows) + len(progHandLines) + len(progCommunityLines); rows != want {
		t.Errorf("the catalog shows %d rows, the data holds %d", rows, want)
	}
}

// Every rule the game cites says what the code takes from it.
func TestSeedCitations(t *testing.T) {
	cases := []struct {
		cite rules.Cite
		says []string
	}{
		{citeRules, []string{"TEXAS HOLD'EM BONUS PROGRESSIVE (MBS)", "Appendix \"A\""}},
		{citeDeck, []string{"one deck of 52 cards without jokers"}},
		{citeBonusDef, []string{"\"Bonus\" wager", "if the Player's Hole cards qualify"}},
		{citeAnte, []string{"must place an \"Ante\" wager"}},
		{citeSideBets, []string{"\"Bonus\" wager and/or a \"Progressive Jackpot\" wager after placing an \"Ante\" wager"}},
		{citeDealing, []string{"five \"Community cards\"", "two cards, face down, to the Dealer"}},
		{citeFold, []string{"losing his \"Ante\" and \"Bonus\" wagers", "not be eligible for any \"Progressive Jackpot\" payout", "4.2.1", "Community Four of a Kind"}},
		{citeFlopWager, []string{"twice the value of the \"Ante\" wager", "equivalent to the \"Ante\" wager", "\"Check\""}},
		{citeShowdown, []string{"any combination of the five \"Community cards\" and the Player's or Dealer's \"Hole\" cards"}},
		{citeDeclined, []string{"declines a comparison", "deemed to have a hand that is ranked lower", "no winning \"Progressive Jackpot\" combinations"}},
		{citeWin, []string{"Straight or better", "also wins on the \"Ante\" wager", "stand-off occurs on the \"Ante\""}},
		{citeLose, []string{"loses all wagers except the qualifying wager on the \"Progressive Jackpot\""}},
		{citeStandOff, []string{"ranked the same", "stand-off"}},
		{citeRoyalOrder, []string{"Royal Flush shall be paid after the qualified lower ranking hands"}},
		{citeBonusTable, []string{"Bonus Wager", "Low Pairs"}},
		{citeProgTables, []string{"Royal Flush on the Flop", "Community Four of a Kind"}},
		{citeProgNoAnte, []string{"deemed invalid", "returned to the Player"}},
		{citeCardCount, []string{"incorrect number of \"Community cards\"", "Dealer's hand", "void"}},
		{citeSeatCount, []string{"incorrect number of cards is dealt to a Player's hand", "wager returned"}},
		{citeLayout, []string{"4 to 7 playing positions"}},
		{citeProgSystem, []string{"\"Progressive Jackpot\" wagering system"}},
		{citeUncovered, []string{"not covered by these rules"}},
		{at("81"), []string{"Straight Flush", "other than a Royal Flush"}},
	}
	for _, c := range cases {
		text := seedtext.Text(t, c.cite)
		for _, s := range c.says {
			if !strings.Contains(text, s) {
				t.Errorf("%s should say %q; it reads %q", c.cite, s, text)
			}
		}
	}
	voids := map[string]string{
		"misdealt": "incorrect number of cards is dealt to a Player's hand", "withdrawn": "permitted to withdraw",
		"barred": "fail to keep his hand confidential", "invalidated": "controls more than one hand",
		"absent": "not present to make a decision", "power_failure": "withdraw their wagers",
		"cards": "extra or missing card", "misdeal": "dealt incorrectly", "card_count": "incorrect number of \"Community cards\"",
		"exposed": "incorrectly exposed", "count": "count the cards manually",
	}
	for reason, says := range voids {
		cite, ok := voidReasons[reason]
		if !ok {
			cite, ok = roundVoidReasons[reason]
		}
		if !ok {
			t.Errorf("no void reason %s", reason)
			continue
		}
		if text := seedtext.Text(t, cite); !strings.Contains(text, says) {
			t.Errorf("void %s cites %s, which reads %q", reason, cite, text)
		}
	}
	if len(voids) != len(voidReasons)+len(roundVoidReasons) {
		t.Errorf("%d void reasons checked, the game has %d", len(voids), len(voidReasons)+len(roundVoidReasons))
	}
	for _, s := range New().Info().Settings {
		if seedtext.Text(t, s.Rule) == "" {
			t.Errorf("setting %s cites a blank line", s.Key)
		}
	}
	for _, w := range New().Info().Wagers {
		if seedtext.Text(t, w.Rule) == "" {
			t.Errorf("wager %s cites a blank line", w.Bet)
		}
	}
}
