package california

import (
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// The data cites seed 000; the cited lines must print what the data says.
// The strings looked for are made from the data where the data holds a
// number, so a transcription error fails here.

func seedHas(t *testing.T, c rules.Cite, words ...string) {
	t.Helper()
	text := seedtext.Text(t, c)
	for _, w := range words {
		if !strings.Contains(text, w) {
			t.Errorf("%s does not read %q: %q", c, w, text)
		}
	}
}

var numberWords = map[int]string{2: "two", 3: "three", 4: "four", 6: "six", 8: "eight", 12: "twelve"}

func TestSeedBonusTieTable(t *testing.T) {
	seedHas(t, at("1953"), "Tie Hand", "Payout")
	for _, r := range bonusTieRows {
		seedHas(t, r.rule, r.name+"\t"+r.odds.String())
	}
	// The table the game's Info gives is the same, nine first.
	for _, g := range []rules.Game{Pan9(), Super9()} {
		rows := g.Info().PayTables[0].Rows
		for i, total := range []int{9, 8, 7} {
			r := bonusTieRows[total-7]
			if rows[i].Pays != r.odds.String() || rows[i].Rule != r.rule {
				t.Errorf("%s row %d: %+v", g.Info().ID, i, rows[i])
			}
		}
	}
	seedHas(t, pan9Cites.bonus, "natural dealt hand", "7, 8 or 9")
	seedHas(t, super9BonusCites.bonus, "natural three card hand", "seven or above")
	seedHas(t, at("1964"), "Pan 9 with Bonus Tie Bet")
}

func TestSeedNinesRules(t *testing.T) {
	for _, c := range []*ninesCites{&pan9Cites, &super9Cites, &super9BonusCites} {
		seedHas(t, c.deck, "7s, 8s, 9s")
		seedHas(t, c.values, "zero", "one")
		seedHas(t, c.logicalWay, "5")
	}
	// Logical way: must stand 6-9, must hit 0-5; the player's and the
	// player-dealer's bands 7-9, 0-4, 5 and 6 (lines 1898-1933).
	seedHas(t, at("1900"), "7-9 0-4 5&6")
	seedHas(t, at("1914"), "7-9 0-4 5&6")
	seedHas(t, at("1930"), "6-9 0-5")
	seedHas(t, at("572-573"), "Draw on 5 or less", "Stand on 6 or more")
	seedHas(t, at("1846-1847"), "Draw on 5 or less", "Stand on 6 or more")
	seedHas(t, at("555"), "option of drawing on hand totals of 5 or 6", "must draw on hand totals of 4 or less")
	seedHas(t, at("557"), "stand on hand totals of 7 or above")
	seedHas(t, at("1832-1833"), "5 or 6", "4 or less", "7 or above")
	// The ties.
	seedHas(t, super9Cites.lowTie, "the player-dealer wins all ties on 0 or 1")
	seedHas(t, super9BonusCites.lowTie, "zero (0) or one (1) are won by the player-dealer", "natural 7's, 8's and 9's will be a push")
	seedHas(t, at("546"), "all ties, including ties on 0 or 1, are a push")
	seedHas(t, pan9Cites.tie, "same total, it is called a push")
	// The dice: 9 and 17 fall on the player-dealer; the counting positions
	// are therefore eight (ninesSeats).
	for _, c := range []rules.Cite{super9Cites.dice, pan9Cites.dice} {
		seedHas(t, c, "dice totals 9 and 17")
	}
	seedHas(t, super9BonusCites.dice, "nine or seventeen")
	seedHas(t, at("1890"), "up eight seated players", "all base game wagers, then all Bonus Tie Bet wagers")
	if 9-ninesSeats != 1 || 17-2*ninesSeats != 1 {
		t.Errorf("dice 9 and 17 do not both fall on position 1 of %d", ninesSeats)
	}
	seedHas(t, pan9Cites.order, "Game Wager, Bonus Bet")
	seedHas(t, pan9Cites.bonusBase, "placed a game wager")
	seedHas(t, super9BonusCites.bonusBase, "also placed a base game wager")
	// Decks: two to twelve.
	spec := Pan9().Info().Settings[0]
	seedHas(t, spec.Rule, "minimum of "+numberWords[2]+" and a maximum of "+numberWords[12])
	if spec.Range != "2 to 12" {
		t.Errorf("decks range %q", spec.Range)
	}
	seedHas(t, at("1960"), "may not win or lose more than the original amount wagered")
	seedHas(t, at("1880"), "wagers not covered by the Player/Dealer will be returned")
}

func TestSeedBaccarat9(t *testing.T) {
	seedHas(t, b9v1.deck, "Six or eight decks", "7's, 8's, 9's, and 10's are removed",
		strings.ToUpper(numberWords[b9v1.extraTens][:1])+numberWords[b9v1.extraTens][1:]+" extra 10-valued cards")
	seedHas(t, b9v2.deck, "six or eight decks", "stripped of all 7's, 8's and 9's",
		strings.ToUpper(numberWords[b9v2.extraTens][:1])+numberWords[b9v2.extraTens][1:]+" extra ten (10) valued cards")
	seedHas(t, b9v1.mustHit, "zero to "+numberWords[b9v1.playerMustHit])
	seedHas(t, b9v1.option, numberWords[b9v1.playerMustHit+1]+" to six")
	seedHas(t, b9v2.mustHit, "zero, one, two, three or "+numberWords[b9v2.playerMustHit])
	seedHas(t, b9v2.option, "5 or 6")
	seedHas(t, b9v1.bankDraw, "hit on five or below and stand on six and above")
	seedHas(t, b9v2.bankDraw, "5 or less", "6 or greater")
	seedHas(t, b9v1.houseWay, "Hit on five or less and stand on six or above")
	seedHas(t, b9v2.houseWay, "hit on 0-5 and stand on 6-9")
	seedHas(t, at("1300"), "nine (9), no cards will be drawn")
	seedHas(t, b9v1.tie, strconv.Itoa(8)+" to 1", "house-way")
	seedHas(t, b9v2.tie, strconv.Itoa(8)+":1", "All other ties 'Push'", "House Way")
	seedHas(t, b9v1.lowTie, `wins all ties on "0" and "1"`, "push")
	seedHas(t, b9v2.bankerLowTie, "0 or 1, that customer wins")
	seedHas(t, ruleB9BankerLosesTies, "any other number, that customer loses")
	seedHas(t, b9v2.bankerWin, "less than the Banker hand, that customer wins")
	seedHas(t, b9v2.bankerLose, "more than the Banker hand, that customer loses")
	seedHas(t, at("1316"), "Backline betting is not allowed")
	seedHas(t, at("1085"), "Backline betting is allowed")
	seedHas(t, at("1078"), "action button")
	seedHas(t, b9v1.seats, "1–8 players")
	seedHas(t, b9v2.seats, "1-8 players")
	seedHas(t, at("1308"), "total of 5", "hit on 0-5")
	for _, c := range []rules.Cite{b9v1.values, at("1064"), at("1275"), at("1299")} {
		seedHas(t, c, "7 + 6 = 13 = 3")
	}
}

func TestSeedNineAndAHalf(t *testing.T) {
	seedHas(t, ruleHalf65, "9 1⁄2", "6:5")
	info := NineAndAHalf().Info()
	rows := info.PayTables[0].Rows
	for _, r := range rows[1:] {
		seedHas(t, r.Rule, "Even money", r.Outcome[:1])
	}
	if len(rows) != 10 {
		t.Errorf("%d ranks, the table has 10", len(rows))
	}
	seedHas(t, ruleHalfValues, "Ace through Nine is face value", "King, Queen, Jack and Tens are ½ point each")
	seedHas(t, ruleHalfDealer, "5 ½ or less", "6 or more")
	seedHas(t, ruleHalfHits, "up to a point value of 9")
	seedHas(t, ruleHalfBust, "ten (10) or higher", "automatically loses")
	seedHas(t, ruleHalfPush, "same point value", "push")
	seedHas(t, ruleHalfOver, "exceeds 9", "loses")
	seedHas(t, ruleHalfDecks, numberWords[2]+" (2) to "+numberWords[8]+" (8) decks", numberWords[4]+" (4) decks per automated shuffle machine")
	if s := settingSpec(info, keyDecks); s.Range != "2 to 8" {
		t.Errorf("decks range %q", s.Range)
	}
	seedHas(t, ruleHalfDeal, "first player located to the left of the player/dealer", "one (1) card")
}

// Every line any of the games cites is in the seed and not blank.
func TestSeedCitationsExist(t *testing.T) {
	for _, g := range []rules.Game{Pan9(), Super9(), Baccarat9(), NineAndAHalf()} {
		info := g.Info()
		cites := append([]rules.Cite{}, info.Sources...)
		for _, w := range info.Wagers {
			cites = append(cites, w.Rule)
		}
		for _, s := range info.Settings {
			cites = append(cites, s.Rule)
		}
		for _, pt := range info.PayTables {
			for _, r := range pt.Rows {
				cites = append(cites, r.Rule)
			}
		}
		for _, c := range cites {
			if c.File != rules.Seed000 {
				t.Errorf("%s cites %s", info.ID, c)
			}
			if strings.TrimSpace(seedtext.Text(t, c)) == "" {
				t.Errorf("%s cites blank lines %s", info.ID, c)
			}
		}
	}
	for _, c := range []*ninesCites{&pan9Cites, &super9Cites, &super9BonusCites} {
		for _, x := range []rules.Cite{c.deck, c.values, c.dice, c.playerDraw, c.dealerDraw, c.logicalWay, c.win, c.lose, c.tie, c.order} {
			if strings.TrimSpace(seedtext.Text(t, x)) == "" {
				t.Errorf("blank citation %s", x)
			}
		}
	}
	for _, v := range []*b9Version{&b9v1, &b9v2} {
		for _, x := range []rules.Cite{v.deck, v.values, v.mustHit, v.option, v.stand, v.bankDraw, v.houseWay, v.seats,
			v.win, v.lose, v.bankerWin, v.bankerLose, v.lowTie, v.otherTie, v.bankerLowTie, v.tie} {
			if strings.TrimSpace(seedtext.Text(t, x)) == "" {
				t.Errorf("blank citation %s", x)
			}
		}
	}
}
