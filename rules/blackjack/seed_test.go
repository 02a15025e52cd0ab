package blackjack

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// The side wagers' pay tables, read from the rule book: every row the
// engine pays is printed on the line it cites with the odds it pays.
func TestSeedPayTables(t *testing.T) {
	dash := func(o rules.Odds) string { return fmt.Sprintf("%d-%d", o.Win, o.Per) }
	for id, rows := range rmTables {
		for _, r := range rows[1:] {
			text := seedtext.Text(t, uk(r.line))
			name, _, _ := strings.Cut(r.outcome, " - ")
			if !strings.Contains(text, name) || !strings.HasSuffix(strings.TrimSpace(text), dash(r.odds)) {
				t.Errorf("Royal Match %s: line %s reads %q, want %q at %s", id, r.line, text, name, dash(r.odds))
			}
		}
	}
	for id, rows := range ppTables {
		for _, r := range rows[1:] {
			text := seedtext.Text(t, uk(r.line))
			name, _, _ := strings.Cut(r.outcome, " - ")
			if !strings.Contains(text, name) || !strings.HasSuffix(strings.TrimSpace(text), dash(r.odds)) {
				t.Errorf("Perfect Pairs %s: line %s reads %q, want %q at %s", id, r.line, text, name, dash(r.odds))
			}
		}
	}
	// The tables' headings sit above the rows.
	for line, heading := range map[string]string{"772": "Pay table 1", "781": "Pay table 2", "836": "Pay table 1", "842": "Pay table 2", "754": "Minimum odds", "820": "Minimum odds"} {
		if text := seedtext.Text(t, uk(line)); !strings.Contains(text, heading) {
			t.Errorf("line %s reads %q, want %q", line, text, heading)
		}
	}
	// 21+3: the hands and the one rate (extracted as "9to 1").
	for _, r := range t3Rows[1:] {
		name, _, _ := strings.Cut(r.outcome, ":")
		if r.line == "718-719" {
			name = "Flush may include Three of a Kind"
		}
		if text := seedtext.Text(t, uk(r.line)); !strings.Contains(text, name) {
			t.Errorf("21+3 %s: lines %s read %q", r.id, r.line, text)
		}
	}
	if text := seedtext.Text(t, uk213Pays); !strings.Contains(text, "9to 1") {
		t.Errorf("lines %s read %q", uk213Pays.Lines, text)
	}
	// Blackjack Poker's Perfect Pair Bonus Bet.
	for _, r := range bjpPairRows[1:] {
		text := seedtext.Text(t, ca(r.line))
		if !strings.Contains(text, r.outcome) || !strings.HasSuffix(strings.TrimSpace(text), r.odds.String()) {
			t.Errorf("line %s reads %q, want %q at %s", r.line, text, r.outcome, r.odds)
		}
	}
}

// The main wagers' odds and the rules the code takes from the text.
func TestSeedRules(t *testing.T) {
	cases := []struct {
		cite rules.Cite
		want []string
	}{
		{ukPays32, []string{"blackjack", "3 to 2"}},
		{ukPays11, []string{"1 to 1"}},
		{ukInsurance, []string{"no more than half", "2 to 1", "dealer's first card is an Ace"}},
		{ukEvenMoney, []string{"1 to 1"}},
		{ukInsuranceLost, []string{"not a 10", "lost"}},
		{ukSoft17, []string{"Ace and 6 equals a score of 17", "Ace and 6 will equal 7"}},
		{ukDealerDraws, []string{"16 or less", "17 or more"}},
		{ukNoMore, []string{"not permitted to take any further cards"}},
		{ukDoubleOn, []string{"9,100r 11", "any score"}},
		{ukSplitPairs, []string{"4s, 5s", "10s", "any pair"}},
		{ukSplitAces, []string{"Aces", "one further card each"}},
		{ukSplit21, []string{"not constitute a blackjack"}},
		{ukBehindSplit, []string{"playing behind", "equal amount", "second split"}},
		{ukVoidBlackjack, []string{"void", "21 with a hand of two cards only"}},
		{ukVoid21, []string{"21 with more than two cards"}},
		{uk213Decks, []string{"four or six decks"}},
		{ukRMDecks, []string{"four or six decks"}},
		{ukPPDecks, []string{"four or six decks"}},
		{hbNatural, []string{"Ace-Ace", "1.5:1"}},
		{hbCover, []string{"$2.00", "$3.00", "as much as the bank has"}},
		{hbAction, []string{"card 8 = seat 1", "card Joker = seat 7"}},
		{hbSplit, []string{"four (4) different hands", "one hit card", "Jokers"}},
		{hbDouble, []string{"two-card hand", "1st or 2nd ranked"}},
		{hbSurrender, []string{"fifty percent (50%)"}},
		{hbBoth22, []string{"higher-ranked hand wins"}},
		{hbBothOver, []string{"closer to 22 wins"}},
		{hbUnder, []string{"both hands total 18, then the player loses"}},
		{hbPDDraws, []string{"hard eighteen (18)", "soft (18) or lower"}},
		{hbValues, []string{"2 or 12", "1 or 11"}},
		{hbDecks, []string{"56 cards", "8 decks per dealing shoe", "4 decks per automated shuffle machine"}},
		{bjpTop, []string{"Two Aces (Ace-Ace) of hearts", "3:1"}},
		{bjpBlackjack, []string{"Blackjack", "6:5"}},
		{bjpDecks, []string{"minimum of one and a maximum of twelve decks"}},
		{bjpOrder, []string{"the game wager, then the Perfect Pair Bonus Bet"}},
		{bjpPDDraws, []string{"Hard 17 or more", "Soft 17 or less"}},
		{bjp26, []string{"three-card hand totaling twenty-six"}},
		{bjpDouble, []string{"first two cards only", "less than or equal to"}},
		{bjpSplit, []string{"one half his/her original wager", "one extra card per ace", "originally dealt"}},
		{bjpInsurance, []string{"half (1/2)", "2 to 1"}},
		{bjpSurrender, []string{"half of their wager", "before the player-dealer's down card is exposed"}},
		{bjpPPAmount, []string{"not greater than the Blackjack Poker game wager"}},
		{bjpCover, []string{"wagers not covered by the player-dealer shall be returned"}},
	}
	for _, c := range cases {
		text := strings.Join(strings.Fields(seedtext.Text(t, c.cite)), " ")
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s does not say %q: %q", c.cite, w, text)
			}
		}
	}
}
