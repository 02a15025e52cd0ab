package stud

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// Every line a game cites says what the code takes from it.
func TestSeedCitations(t *testing.T) {
	says := map[string][]string{
		// Seven-Card Stud.
		"133-204": {"SEVEN-CARD STUD"},
		"137":     {"two downcards and one upcard", "three more upcards", "dealt face down", "best five-card poker hand wins the pot"},
		"143-144": {"upcard with the lowest value must place the forced bet", "Deuce (2) being the lowest and the Ace being the highest", "lowest suit must place the forced bet", "spades, hearts, diamonds, and clubs"},
		"145":     {"high hand on board initiates the action", "received cards first acting first"},
		"181":     {"Players must have seven cards to win at the showdown"},
		"158-166": {"all-in for the ante and he has the lowest card, the player to his left", "come in for the forced bet", "fold the hand"},
		"191-204": {"Pot Collection Procedures for Seven-Card Stud", "when the second upcard is delivered", "$1.00 per hand for all limits"},
		// Seven-Card Stud High-Low Split.
		"206-242": {"SEVEN-CARD STUD HIGH-LOW SPLIT"},
		"210":     {"no one card possessing a face value higher than eight", "a table may post a different qualifying number"},
		"212":     {"the player with the highest-ranking hand initiates the action", "first player clockwise from the Casino dealer acts first"},
		"218":     {"qualifier of 8-or-better", "unless a specific posting to the contrary"},
		"218-219": {"qualifier of 8-or-better", "whether the same cards as the high hand or not"},
		"219":     {"any five cards to make the best high hand"},
		"221":     {"The low card, by suit, initiates the action", "ace counting as a high card"},
		"225":     {"the chip goes to the high hand", "tying for both the high and the low, the pot shall be split as evenly as possible"},
		"225-226": {"the player with the highest card by suit receiving the odd chip", "all cards are used"},
		"226":     {"odd chip goes to the player with the high card by suit", "odd chip goes to the player with the low card by suit"},
		"227":     {"All rules for Seven-Card Stud apply"},
		"229-242": {"Pot Collection Procedures for Seven-Card Stud High-Low Split", "when the second upcard is delivered"},
		// Razz.
		"395-422": {"RAZZ"},
		"397":     {"52-card deck", "two down cards and one up card", "seventh card is dealt face down"},
		"401":     {"The lowest hand wins the pot", "Aces are low", "5-4-3-2-A"},
		"402":     {"The highest card starts the action with a forced bet", "spades hearts, diamonds, and clubs", "The low hand acts first", "first player clockwise from the casino dealer"},
		"406":     {"All regular Seven-Card Stud rules and collections apply in Razz"},
		"408-422": {"Pot Collection Procedures", "when the second upcard is delivered"},
		// Super 7 Card Stud.
		"4646-4832": {"Super 7 Card Stud"},
		"4656":      {"one standard 52-card deck and no joker"},
		"4680":      {"up to eight seated positions"},
		"4689":      {"three cards face-down", "one card face-up", "first active player to the left of the house dealer"},
		"4693":      {"lowest ranked door card by suit", "spades, hearts, diamonds and clubs"},
		"4697":      {"does not have the option to fold"},
		"4713":      {"highest ranked cards face-up"},
		"4752":      {"any five of their own seven cards"},
		"4754":      {"highest-ranking five-card poker hand"},
		"4757":      {"odd chips will be awarded to the player with the highest card in their hand by suit"},
		"4759-4822": {"Collection"},
		// Super 7 Card Stud Hi/Lo.
		"4834-5045": {"Super 7 Card Stud Hi/Lo"},
		"4844":      {"one standard 52-card deck and no joker"},
		"4871-4876": {"8 high or lower", "pair or higher in their low hand, the hand does not qualify", "the lowest high card would be the winning hand"},
		"4882":      {"up to eight seated positions"},
		"4892":      {"three cards face-down", "first active player to the left of the house dealer"},
		"4896":      {"lowest ranked door card by suit"},
		"4900":      {"does not have the option to fold"},
		"4917":      {"highest ranked cards face-up"},
		"4957":      {"any five of their own seven cards"},
		"4960":      {"divided equally in half", "highest ranked five-card high hand"},
		"4968":      {"odd chips will be awarded to the player with the highest card in their hand by suit"},
		"4971-5035": {"Collection"},
		// Super 7 Card Stud Hi/Lo Regular.
		"5047-5265": {"Super 7 Card Stud Hi/Lo Regular"},
		"5057":      {"one standard 52-card deck and no joker"},
		"5081-5100": {"2, 3, 4, 5, 6, 7, 8, 9", "Straights and flushes will not be counted against", "7, 5, 4, 3 and 2 is the highest ranked high card hand"},
		"5106":      {"up to eight seated positions"},
		"5116":      {"three cards face-down", "first active player to the left of the house dealer"},
		"5120":      {"lowest ranked door card by suit"},
		"5123":      {"does not have the option to fold"},
		"5138":      {"highest ranked cards face-up as described in the High Hand Rankings"},
		"5177":      {"highest ranking five-card poker low hand"},
		"5179":      {"divided equally in half", "highest ranking five-card low"},
		"5187":      {"odd chips will be awarded to the player with the highest ranked card in their hand by suit"},
		"5190-5255": {"Collection"},
		// Super Razz.
		"5746-5927": {"Super Razz"},
		"5756":      {"one standard 52-card deck and no joker"},
		"5774":      {"up to eight seated positions"},
		"5784":      {"three cards face-down", "first active player to the left of the house dealer"},
		"5788":      {"highest ranked door card by suit", "spades, hearts, diamonds, and clubs"},
		"5804":      {"lowest ranked up-cards as described in the Hand Ranking chart"},
		"5847":      {"odd chips shall be awarded to the player with the highest card by suit"},
		"5849":      {"highest ranking five-card poker hand according to the hand and card rankings"},
		"5853-5917": {"Collection"},
		// 7 Card Stud Hi/Lo Regular.
		"6153-6352": {"7 Card Stud Hi/Lo Regular"},
		"6163":      {"one standard 52-card deck and no Joker"},
		"6203":      {"up to eight seated positions"},
		"6213":      {"two cards face-down", "first active player to the left of the house dealer"},
		"6216":      {"highest ranked door card by suit", "clubs, diamonds, hearts, then spades"},
		"6228":      {"lowest ranked face-up cards as described in the Low Hand Ranking Chart"},
		"6268":      {"highest and lowest five-card poker hands"},
		"6270":      {"divided equally in half", "lowest ranked five-card hand"},
		"6279":      {"highest card by suit for the high hand", "lowest card by suit for the low hand"},
		"6281-6342": {"Collection"},
		// Mexican Poker.
		"341-393": {"MEXICAN POKER", "Pot Collection Procedures for Mexican Poker"},
		"345":     {"40 cards and one Joker", "All 8s, 9s and 10s are removed", "beginning to the left of the player-dealer button"},
		"347":     {"four of which are dealt face up", "one face up, one face down", "may expose their downcard", "delivered up or down depending on whether or not previously dealt cards have been turned face up"},
		"347-356": {"The player with the highest-ranking hand wins the pot", "Five of a kind", "Flush", "Full House"},
		"360":     {"wild\" in all cases when dealt face down", "wild only with Aces, Flushes and Straights"},
		"361":     {"highest card clockwise of the player dealer-button will make a forced bet", "considered an Ace for the purposes of the forced bet"},
		"362":     {"highest-ranking hand in the upcards will start the action", "not judged inferior if they include a Joker", "closest to the player-dealer acts first"},
		"380-393": {"Pot Collection Procedures for Mexican Poker", "when the second upcard is delivered", "$1.00 per hand for all limits"},
		// Asian Five-Card Stud.
		"774-816":   {"To determine the lowest ranked card or hand", "Rules of Asian Five-Card Stud"},
		"774":       {"spades, hearts, diamonds and clubs", "suit ranking does not count in determining the winning hand", "closest to the right of the Casino dealer"},
		"775-781":   {"deal one (1) upcard to each seated player", "lowest ranked hand face up", "highest hand face up", "final upcard"},
		"776":       {"lowest ranked hand face up"},
		"778":       {"fourth card", "highest hand face up"},
		"781":       {"fifth card", "highest hand face up"},
		"782":       {"The player with the highest ranking hand wins"},
		"799":       {"Each player should receive five (5) cards"},
		"803":       {"splitting of pots among players will not be allowed under any circumstances"},
		"8176-8178": {"Asian 5-Card Stud (GEGA-001457)", "Designated Table Fee #2 will be taken after Fourth Street", "Designated Table Fee #3 will be taken after Fifth Street"},
	}
	for lines, phrases := range splitLowSays {
		says[lines] = phrases
	}
	seen := map[string]bool{}
	check := func(what string, c rules.Cite) {
		if c.File == "" {
			return
		}
		text := seedtext.Text(t, c)
		if text == "" {
			t.Errorf("%s cites an empty %s", what, c)
		}
		phrases, ok := says[c.Lines]
		if !ok {
			t.Errorf("%s cites %s, which this test does not read", what, c)
		}
		seen[c.Lines] = true
		for _, p := range phrases {
			if !strings.Contains(text, p) {
				t.Errorf("%s: %s should say %q", what, c, p)
			}
		}
	}
	for _, v := range variants {
		cites := append([]rules.Cite{}, v.Sources...)
		cites = append(cites, v.DeckRule, v.SeatsRule, v.StreetRule, v.ShowdownRule, v.DivisionRule, v.AsOneRule, v.BringIn.Rule, v.BringInPlayRule, v.FeesRule, v.TurnRule, v.ButtonRule)
		for _, p := range v.Portions {
			cites = append(cites, p.Rule, p.OddRule)
		}
		boards := [][]BoardRule{v.FirstToAct}
		bringIns := []BringIn{v.BringIn}
		if v.Order != nil {
			for _, sp := range v.Specs {
				for _, a := range sp.Allowed {
					st, err := v.compile(map[string]string{sp.Key: a})
					if err != nil {
						t.Fatal(err)
					}
					b, r := v.Order(st)
					bringIns, boards = append(bringIns, b), append(boards, r)
				}
			}
		}
		for _, b := range bringIns {
			cites = append(cites, b.Rule)
		}
		for _, rs := range boards {
			for _, r := range rs {
				cites = append(cites, r.Rule, r.Ties)
			}
		}
		for _, sp := range New(v).Info().Settings {
			if sp.Key != "collection_schedule" {
				cites = append(cites, sp.Rule)
			}
		}
		for _, c := range cites {
			check(v.ID, c)
		}
	}
	check("all in for the ante", citeAllInAnte)
	for lines := range says {
		if !seen[lines] {
			t.Errorf("line %s is read here but cited nowhere", lines)
		}
	}
}
