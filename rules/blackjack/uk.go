package blackjack

import (
	"fmt"
	"maps"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
)

// blackjack-uk: Blackjack as the Gambling Commission approves it for
// casinos in Great Britain (seed 002 lines 491-861). The house banks
// every wager. The dealer takes one card in the initial deal and draws the
// rest after the players (no hole card, lines 537-539); players playing
// behind a box ride its hand (lines 623-637, 679-687); a blackjack facing
// a dealer's ace may be insured or paid even money (lines 606-621); and the
// box may carry the 21+3, Royal Match and Perfect Pairs side wagers (lines
// 689-861).

// UKID is the game's id.
const UKID = "blackjack-uk"

func uk(lines string) rules.Cite { return rules.At(rules.Seed002, lines) }

// The rule book lines the game cites.
var (
	ukSource        = uk("491-861")
	ukDecks         = uk("512-521")
	ukNoMore        = uk("556-558")
	ukDealerDraws   = uk("560-562")
	ukSoft17        = uk("564-579")
	ukWins          = uk("581-591")
	ukNotOver       = uk("581-582")
	ukVoidScore     = uk("593-594")
	ukVoidBlackjack = uk("593-595")
	ukVoid21        = uk("593-597")
	ukLoses         = uk("581-597")
	ukPays32        = uk("602-603")
	ukPays11        = uk("605")
	ukInsurance     = uk("606-612")
	ukEvenMoney     = uk("614-617")
	ukInsuranceLost = uk("619-621")
	ukDouble        = uk("633-637")
	ukDoubleOn      = uk("639-646")
	ukSplit         = uk("648-651")
	ukSplitPairs    = uk("657-664")
	ukSplitAces     = uk("666-668")
	ukSplit21       = uk("670-672")
	ukResplit       = uk("674-677")
	ukBehindSplit   = uk("679-684")
	ukOperator      = uk("62-63")
	uk213           = uk("689-736")
	uk213Pays       = uk("721-723")
	uk213Loses      = uk("725-726")
	uk213Decks      = uk("696-698")
	ukRM            = uk("738-802")
	ukRMLoses       = uk("790-791")
	ukRMDecks       = uk("743-745")
	ukPP            = uk("803-861")
	ukPPLoses       = uk("848-849")
	ukPPDecks       = uk("808-810")
)

// The side wagers of the game.
const (
	bet213 = "twenty_one_plus_three"
	betRM  = "royal_match"
	betPP  = "perfect_pairs"
)

// ukMaxHands bounds the hands a box's splits form in a record. The rule
// book sets no limit (lines 674-677); eight hands from one box is far past
// anything dealt.
const ukMaxHands = 8

// ukMaxBoxes bounds the box numbers of a record.
const ukMaxBoxes = 9

var ukBets = betNames(ukMaxHands, betInsurance, betEvenMoney, bet213, betRM, betPP)

// Setting keys and values.
const (
	keyDecks           = "decks"
	keySoft17          = "dealer_soft_17"
	keyDoubleOn        = "double_on"
	keySplitPairs      = "split_pairs"
	keyPairs           = "pairs"
	keyResplitAces     = "resplit_aces"
	keyDealerBlackjack = "dealer_blackjack"
	keySplitCards      = "split_cards"
	keyFraction        = "payout_fraction"
	key213             = bet213
	keyRM              = betRM
	keyPP              = betPP

	soft17Stands     = "stands"
	soft17Hits       = "hits"
	double91011      = "9_10_11"
	doubleAny        = "any"
	splitNot4510     = "not_4_5_10"
	splitAny         = "any"
	pairsEqualValue  = "equal_value"
	pairsSameRank    = "same_rank"
	no               = "no"
	yes              = "yes"
	dealerTakesAll   = "takes_all"
	dealerOriginal   = "original_only"
	splitCardsInTurn = "in_turn"
	splitCardsAtOnce = "at_once"
	notOffered       = "not_offered"
)

func splitCardsSpec(rule rules.Cite, doc string) rules.SettingSpec {
	return rules.SettingSpec{Key: keySplitCards, Default: splitCardsInTurn, Allowed: []string{splitCardsInTurn, splitCardsAtOnce}, Rule: rule,
		Doc: "When the dealer gives each hand of a split its second card, which fixes how a box's flat list of cards is read (docs/hand-records.md). " +
			"in_turn: the first hand takes its card and is played out before the second takes its own; at_once: both hands take their second cards at the split. " + doc}
}

var ukSpecs = []rules.SettingSpec{
	{Key: keyDecks, Default: "6", Allowed: []string{"6", "4"}, Range: "1 to 8", Check: rules.IntBetween(1, 8), Rule: ukDecks,
		Doc: "Decks in the shoe, shown at the table (lines 512-521); the rule book fixes no number. The side wagers may be offered only with four or six decks " +
			"(lines 523-524, 696-698, 743-745, 808-810): at a table of another number a side wager is refused. Cards are checked against the shoe."},
	{Key: keySoft17, Default: soft17Stands, Allowed: []string{soft17Stands, soft17Hits}, Rule: ukSoft17,
		Doc: "Option a) of rule 4.15: the dealer's first ace counts 11 and the dealer stands on a soft 17 (lines 567-571); hits is option b), " +
			"the 'Soft 17' rule: an ace making 17 counts one, so the dealer draws to A-6 and stands on 18 to 21 (lines 573-579)."},
	{Key: keyDoubleOn, Default: double91011, Allowed: []string{double91011, doubleAny}, Rule: ukDoubleOn,
		Doc: "Option a): doubling is offered only on a score of 9, 10 or 11, an ace counting 11 as the values rule gives it (lines 641-642, 543-545: A-8 scores 19, not 9); " +
			"any is option b), any score (line 644). Either way on the first two cards of a hand, split hands included (lines 633-634, 686-687)."},
	{Key: keySplitPairs, Default: splitNot4510, Allowed: []string{splitNot4510, splitAny}, Rule: ukSplitPairs,
		Doc: "Option a): a pair of 4s, 5s or 10s (any two ten-value cards) is not split (lines 659-660); any is option b), any pair (line 662)."},
	{Key: keyPairs, Default: pairsEqualValue, Allowed: []string{pairsEqualValue, pairsSameRank}, Rule: ukSplit,
		Doc: "What a pair is for splitting: \"cards of equal value (ie a pair)\" (lines 648-649). equal_value splits any two ten-value cards (a king and a ten) as the words say; " +
			"same_rank splits only two cards of one rank."},
	{Key: keyResplitAces, Default: no, Allowed: []string{no, yes}, Rule: ukSplitAces,
		Doc: "Split aces take one further card each (lines 666-668). no: a split ace dealt another ace is not split again, which would give it more than one further card; " +
			"yes: it may be, as pairs formed by a split generally may (lines 675-677)."},
	{Key: keyDealerBlackjack, Default: dealerTakesAll, Allowed: []string{dealerTakesAll, dealerOriginal}, Rule: ukLoses,
		Doc: "With no hole card the dealer's blackjack is known only after the players have doubled and split. takes_all: every stake on a hand that is not a blackjack loses, " +
			"as rules 4.16 and 4.17 give (lines 581-597); original_only returns doubled and split stakes and takes the original wager only, a house rule the rule book leaves to the operator (lines 62-63)."},
	splitCardsSpec(uk("666-677"), "Lines 666-668 say the dealer deals \"a second card to each of the split cards\", and the player completes the first hand first (lines 674-675)."),
	fractionSpec(uk("599-605"), "Blackjack paid 3 to 2 and Royal Match's two suited cards at 3 to 2"),
	{Key: key213, Default: "9", Allowed: []string{"9"}, Range: "odds to 1, 9 to 50; or not_offered", Rule: uk213Pays,
		Check: oddsOrNotOffered(9, 50),
		Doc:   "21+3: offered at the licence holder's discretion (lines 691-694), every winning hand paid at one rate of at least 9 to 1 (lines 721-723); not_offered refuses a 21+3 wager."},
	{Key: keyRM, Default: payTable1, Allowed: []string{payTable1, payTable2, payMinimum}, Range: "1, 2, minimum or not_offered", Rule: ukRM,
		Check: notOfferedOr(),
		Doc:   "Royal Match: pay table 1 or 2 (lines 772-788), or the minimum odds of rule 4.42 (lines 754-759), which the rule book recommends as a guide only (lines 761-766); not_offered refuses the wager."},
	{Key: keyPP, Default: payTable2, Allowed: []string{payTable2, payTable1, payMinimum}, Range: "2, 1, minimum or not_offered", Rule: ukPP,
		Check: notOfferedOr(),
		Doc:   "Perfect Pairs: pay table 2, recommended for six decks (lines 842-846), or 1, recommended for four (lines 836-840), or the minimum odds of rule 4.51 (lines 820-830); not_offered refuses the wager."},
}

func oddsOrNotOffered(lo, hi int) func(string) error {
	between := rules.IntBetween(lo, hi)
	return func(v string) error {
		if v == notOffered {
			return nil
		}
		return between(v)
	}
}

func notOfferedOr() func(string) error {
	return func(v string) error {
		if v == notOffered {
			return nil
		}
		return fmt.Errorf("%q is not one of 1, 2, minimum, not_offered", v)
	}
}

// UKSettings are a Great Britain table's compiled settings.
type UKSettings struct {
	values       map[string]string
	decks        int
	hitSoft17    bool
	doubleAny    bool
	splitAny     bool
	equalValue   bool
	resplitAces  bool
	originalOnly bool
	atOnce       bool
	toPlayer     bool
	// odds213 is the 21+3 rate to 1, zero when not offered.
	odds213 int64
	// rmTable and ppTable are the pay tables, "" when not offered.
	rmTable, ppTable string
}

// Values returns every setting, defaults included.
func (s *UKSettings) Values() map[string]string { return maps.Clone(s.values) }

func compileUK(values map[string]string) (*UKSettings, error) {
	v, err := rules.NormalizeSettings(ukSpecs, values)
	if err != nil {
		return nil, err
	}
	s := &UKSettings{values: v,
		hitSoft17: v[keySoft17] == soft17Hits, doubleAny: v[keyDoubleOn] == doubleAny, splitAny: v[keySplitPairs] == splitAny,
		equalValue: v[keyPairs] == pairsEqualValue, resplitAces: v[keyResplitAces] == yes, originalOnly: v[keyDealerBlackjack] == dealerOriginal,
		atOnce: v[keySplitCards] == splitCardsAtOnce, toPlayer: v[keyFraction] == fractionToPlayer}
	s.decks, _ = strconv.Atoi(v[keyDecks])
	if o := v[key213]; o != notOffered {
		n, _ := strconv.Atoi(o)
		s.odds213 = int64(n)
	}
	if t := v[keyRM]; t != notOffered {
		s.rmTable = t
	}
	if t := v[keyPP]; t != notOffered {
		s.ppTable = t
	}
	return s, nil
}

func ukSettingsFor(st rules.Settings) (*UKSettings, error) {
	switch v := st.(type) {
	case nil:
		return compileUK(nil)
	case *UKSettings:
		if v == nil {
			return compileUK(nil)
		}
		return v, nil
	}
	return compileUK(st.Values())
}

// sideDecks reports whether the shoe allows the side wagers: four or six
// decks.
func (s *UKSettings) sideDecks() bool { return s.decks == 4 || s.decks == 6 }

// player is the controlling player's options under the settings.
func (s *UKSettings) player() *player {
	return &player{words: []string{wordHit, wordStand, wordDouble, wordSplit, wordSurrender}, goal: 21, atOnce: s.atOnce,
		oneCard: func(c rules.Card) bool { return c.Rank() == rules.Ace },
		permit:  s.permit}
}

func (s *UKSettings) permit(word string, h *hand, hands int) *refusal {
	c := countOf(h.cards, 21)
	pair := len(h.cards) == 2 && pairOf(h.cards[0], h.cards[1], s.equalValue)
	if h.oneCard {
		if (word == wordSplit || word == wordStand) && s.resplitAces && pair && hands < ukMaxHands {
			return nil
		}
		if word == wordSplit && pair && !s.resplitAces {
			return refuse(ukSplitAces, "split aces take one further card each and are not split again (resplit_aces=no)")
		}
		return refuse(ukSplitAces, "split aces take one further card each and no decision")
	}
	switch {
	case c.total > 21:
		return refuse(ukNotOver, "the hand is bust")
	case c.total == 21:
		return refuse(ukNoMore, "a hand of 21 takes no further card")
	}
	switch word {
	case wordHit, wordStand:
		return nil
	case wordDouble:
		if len(h.cards) != 2 {
			return refuse(ukDouble, "a hand is doubled on its first two cards, for a third card and no more")
		}
		if !s.doubleAny && (c.total < 9 || c.total > 11) {
			return refuse(ukDoubleOn, "double_on=9_10_11: doubling is offered on a score of 9, 10 or 11 only, an ace counting 11")
		}
		return nil
	case wordSplit:
		if len(h.cards) != 2 || !pair {
			what := "cards of equal value"
			if !s.equalValue {
				what = "cards of one rank (pairs=same_rank)"
			}
			return refuse(ukSplit, "only a hand's first two cards, %s, are split", what)
		}
		if v := lowValue(h.cards[0]); !s.splitAny && (v == 4 || v == 5 || v == 10) {
			return refuse(ukSplitPairs, "split_pairs=not_4_5_10: a pair of 4s, 5s or 10s is not split")
		}
		if hands >= ukMaxHands {
			return refuse(ukResplit, "a record holds at most %d hands a box", ukMaxHands)
		}
		return nil
	}
	return refuse(uk("633-687"), "the player's options are to draw, stand, double and split; the rules of Great Britain have no %s", word)
}

// ukDealer is the dealer's drawing rule: draw on 16 or less, stand on 17
// or more (lines 560-562), a soft 17 counting 7 under dealer_soft_17=hits
// (lines 573-576).
func (s *UKSettings) dealer() *dealer {
	return &dealer{dealt: 1, rule: ukSoft17, faces: faces52, draws: func(cards []rules.Card) bool {
		c := countOf(cards, 21)
		return c.total < 17 || (c.total == 17 && c.soft() && s.hitSoft17)
	}}
}

// UK returns the game blackjack-uk.
func UK() rules.Game { return ukGame{} }

type ukGame struct{}

func (ukGame) Settings(values map[string]string) (rules.Settings, error) { return compileUK(values) }

func (ukGame) Info() rules.GameInfo {
	info := rules.GameInfo{
		ID: UKID, Name: "Blackjack (Great Britain) with 21+3, Royal Match and Perfect Pairs", Family: "blackjack", Banking: "house",
		Sources: []rules.Cite{ukSource},
		Decks:   "standard 52-card decks, as many as the table shows (decks setting, default 6; the side wagers need four or six)",
	}
	for k := 1; k <= ukMaxHands; k++ {
		w := rules.WagerInfo{Bet: handBet(k), Name: "Box's hand (hand 1)", Rule: ukWins,
			Wins: "the hand beats the dealer's without passing 21: the dealer busts, the hand scores higher, or it is a blackjack against a dealer's 21 of more cards; " +
				"void on equal scores below 21, on two blackjacks and on two 21s of more cards; a 21 of more cards loses to the dealer's blackjack",
			Pays: "3 to 2 for a blackjack, 1 to 1 otherwise"}
		if k > 1 {
			w.Name = fmt.Sprintf("Hand %d, formed by a split", k)
			w.Wins = "the hand beats the dealer's without passing 21: the dealer busts or the hand scores higher; void on equal scores; " +
				"it loses to the dealer's blackjack, or is returned under dealer_blackjack=original_only"
			w.Pays = "1 to 1 (a split hand's 21 is no blackjack, lines 670-672)"
		}
		info.Wagers = append(info.Wagers, w)
	}
	for k := 1; k <= ukMaxHands; k++ {
		info.Wagers = append(info.Wagers, rules.WagerInfo{Bet: doubleBet(k), Name: fmt.Sprintf("Double on hand %d", k),
			Wins: "the stake added when hand " + strconv.Itoa(k) + " doubled, equal to its wager; settled with the hand (returned against a dealer's blackjack under dealer_blackjack=original_only)",
			Pays: "1 to 1", Rule: ukDouble})
	}
	info.Wagers = append(info.Wagers,
		rules.WagerInfo{Bet: betInsurance, Name: "Insurance",
			Wins: "taken by a blackjack against a dealer's ace, at most half the bettor's stake: the dealer's second card is worth 10",
			Pays: "2 to 1", Rule: ukInsurance},
		rules.WagerInfo{Bet: betEvenMoney, Name: "Even money",
			Wins: "the stake of a blackjack against a dealer's ace, paid at once instead of playing on (it replaces the bettor's hand_1 line)",
			Pays: "1 to 1", Rule: ukEvenMoney},
		rules.WagerInfo{Bet: bet213, Name: "21+3",
			Wins: "the box's first two cards and the dealer's first card make a Flush, Straight, Three of a Kind or Straight Flush (A-2-3 and Q-K-A included)",
			Pays: "one rate, at least 9 to 1 (twenty_one_plus_three setting)", Rule: uk("700-723")},
		rules.WagerInfo{Bet: betRM, Name: "Royal Match",
			Wins: "the box's first two cards are of one suit", Pays: "the royal_match pay table: 30 or 40 to 1 down to 3 to 2", Rule: uk("747-788")},
		rules.WagerInfo{Bet: betPP, Name: "Perfect Pairs",
			Wins: "the box's first two cards are a pair", Pays: "the perfect_pairs pay table: 5 to 1 up to 25 or 30 to 1", Rule: uk("812-846")},
	)
	info.PayTables = ukPayTables()
	info.Settings = append([]rules.SettingSpec(nil), ukSpecs...)
	return info
}

func ukPayTables() []rules.PayTable {
	main := rules.PayTable{ID: "main", Name: "Blackjack (rule 4.18)", Rows: []rules.PayRow{
		{Outcome: "A winning blackjack (21 with two cards)", Pays: "3 to 2", Rule: ukPays32},
		{Outcome: "Any other winning hand", Pays: "1 to 1", Rule: ukPays11},
		{Outcome: "Insurance, the dealer's second card worth 10", Pays: "2 to 1", Rule: ukInsurance},
		{Outcome: "Even money on a blackjack against a dealer's ace", Pays: "1 to 1", Rule: ukEvenMoney},
	}}
	t3 := rules.PayTable{ID: "twenty_one_plus_three", Name: "21+3 (rule 4.33), at the twenty_one_plus_three rate"}
	for _, r := range t3Rows[1:] {
		t3.Rows = append(t3.Rows, rules.PayRow{Outcome: r.outcome, Pays: "9 to 1 (at least)", Rule: uk(r.line)})
	}
	tables := []rules.PayTable{main, t3}
	for _, id := range []string{payTable1, payTable2, payMinimum} {
		pt := rules.PayTable{ID: betRM + "_" + id, Name: "Royal Match, " + tableName(id) + " (royal_match = " + id + ")"}
		rows := rmTables[id]
		for _, r := range rows[1:] {
			pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.outcome, Pays: r.odds.String(), Rule: uk(r.line)})
		}
		tables = append(tables, pt)
	}
	for _, id := range []string{payTable2, payTable1, payMinimum} {
		pt := rules.PayTable{ID: betPP + "_" + id, Name: "Perfect Pairs, " + tableName(id) + " (perfect_pairs = " + id + ")"}
		rows := ppTables[id]
		for _, r := range rows[1:] {
			pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.outcome, Pays: r.odds.String(), Rule: uk(r.line)})
		}
		tables = append(tables, pt)
	}
	return tables
}

func tableName(id string) string {
	if id == payMinimum {
		return "minimum odds"
	}
	return "pay table " + id
}

// Notes are published figures to set beside the engine's, and the
// engine's line-by-line counts for four decks, the other shoe the side
// wagers allow.
func (ukGame) Notes() []string {
	return append([]string{
		"21+3 paying 9 to 1 on every winning hand: the Wizard of Odds' analysis of this version (\"Version 1\", https://wizardofodds.com/games/blackjack/side-bets/21plus3/, " +
			"read at its copy https://www.jndiario.com/games/blackjack/side-bets/21plus3/) counts, over the 5,013,320 three-card combinations of six decks, 10,368 straight flushes, " +
			"26,312 three of a kind, 155,520 straights and 292,896 flushes (236,736 plus 56,160 flushes holding a pair), a house edge of 3.2386%, and 4.24% with four decks. " +
			"The engine's counts are those times 6, the orders of three cards, and its house edges 3.2386% and 4.2439%.",
		"Royal Match: the rule book gives its minimum odds a house edge \"of between 10.2% and 11.5% depending on whether four or six decks are used\" (seed 002 lines 761-766). " +
			"The engine's enumeration gives 11.5942% with four decks and 10.2894% with six when an ace is consecutive to both the king and the two; counting A-2 as no straight " +
			"flush it would give 12.34% and 11.03%, outside the stated range, so the engine reads the ace both ways (interpretation UK-B7).",
		"Perfect Pairs: the rule book gives its minimum odds a house edge \"of between 11.5% and 13.8%, depending on whether four or six decks are used\" (lines 825-830). " +
			"The engine gives 13.8264% with six decks, and 17.8744% with four; 11.5% matches no deck count (eight decks give 11.81%) and reads as the Royal Match paragraph's four-deck figure repeated. " +
			"The Wizard of Odds (https://wizardofodds.com/games/blackjack/side-bets/perfect-pairs/) counts 1,456 perfect, 1,664 coloured and 3,328 mixed pairs among the 86,320 two-card combinations of eight decks, " +
			"which the engine's pair counting reproduces (tested at eight decks).",
		"The dealer's final totals from each first card, drawn from a shoe without that card, match the Wizard of Odds' tables for European (no hole card) blackjack " +
			"(https://wizardofodds.com/games/blackjack/appendix/2b/), one and two decks, dealer standing on soft 17, to the six decimals printed, and blackjackinfo.com's " +
			"single-deck table for a dealer hitting soft 17 (https://www.blackjackinfo.com/dealer-outcome-probabilities/) to the two decimals printed (tested).",
	}, ukFourDecks()...)
}

// ukFourDecks writes the engine's four-deck counts of every side wager
// line, under each pay table, as notes.
func ukFourDecks() []string {
	var out []string
	for _, alt := range []map[string]string{{keyDecks: "4"}, {keyDecks: "4", keyRM: payTable2, keyPP: payTable1}, {keyDecks: "4", keyRM: payMinimum, keyPP: payMinimum}} {
		s, err := compileUK(alt)
		if err != nil {
			panic(err)
		}
		f := s.enumerate()
		for _, b := range f.Bets {
			if alt[keyRM] != "" && b.Bet == bet213 {
				continue
			}
			var parts []string
			for _, l := range b.Lines {
				parts = append(parts, fmt.Sprintf("%s (%s) %s", l.Rule.Lines, l.Result, group(l.Ways)))
			}
			ret, _ := b.Return.Float64()
			what := b.Bet
			switch b.Bet {
			case betRM:
				what += " " + tableName(s.rmTable)
			case betPP:
				what += " " + tableName(s.ppTable)
			}
			out = append(out, fmt.Sprintf("Engine, four decks (%s deals), `%s`: deals by rule line %s; house edge %.4f%%.", group(f.Deals), what, strings.Join(parts, ", "), -100*ret))
		}
	}
	return out
}

// group writes n with thousands separators.
func group(n uint64) string {
	s := strconv.FormatUint(n, 10)
	var b strings.Builder
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// UKRecord is the JSON form of one Great Britain round:
//
//	{"table_id": "BJ-1", "hand_number": 7, "game": "blackjack-uk", "dealt_at": "...",
//	 "cards": {"dealer": ["6H", "TS", "5C"],
//	           "boxes": [{"box": 3, "cards": ["8S", "8D", "3C", "TD", "AH"], "decisions": ["split", "double", "stand"]}]},
//	 "wagers": [{"seat": 3, "bet": "hand_1", "amount": "10.00", "result": "push", "payout": "0.00"}, ...]}
type UKRecord struct {
	rules.Envelope
	Cards  UKCards             `json:"cards"`
	Wagers []rules.WagerRecord `json:"wagers"`
}

// UKCards are the round's cards: the dealer's in the order dealt (the
// first card of the initial deal, then the cards drawn after the players)
// and each box's.
type UKCards struct {
	Dealer []string    `json:"dealer"`
	Boxes  []BoxRecord `json:"boxes"`
}

// UKHand is a decoded Great Britain round.
type UKHand struct {
	env    rules.Envelope
	dealer []rules.Card
	boxes  []*box
	wagers []rules.Wager
}

// Envelope returns the fields every record shares.
func (h *UKHand) Envelope() rules.Envelope { return h.env }

// Wagers returns the round's wagers in record order.
func (h *UKHand) Wagers() []rules.Wager { return h.wagers }

const ukDeck = "52-card decks without jokers (lines 541-552)"

func (ukGame) Decode(data []byte) (rules.Hand, error) {
	var r UKRecord
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	r.Envelope.Check(errs)
	if r.Game != "" && r.Game != UKID {
		errs.Add("game", "%q is not %s; this decoder reads %s records", r.Game, UKID, UKID)
	}
	h := &UKHand{env: r.Envelope}
	switch n := len(r.Cards.Dealer); {
	case n == 0:
		errs.Add("cards.dealer", "is required: the dealer's first card is dealt before any player decides (lines 537-539)")
	case n > maxDealerCards:
		errs.Add("cards.dealer", "has %d cards; a dealer's hand holds at most %d", n, maxDealerCards)
	}
	h.dealer = decodeCards("cards.dealer", r.Cards.Dealer, false, ukDeck, errs)
	nums, cards, words := make([]int, len(r.Cards.Boxes)), make([][]string, len(r.Cards.Boxes)), make([][]string, len(r.Cards.Boxes))
	for i, b := range r.Cards.Boxes {
		nums[i], cards[i], words[i] = b.Box, b.Cards, b.Decisions
	}
	h.boxes = decodeBoxes("boxes", "box", nums, cards, words, ukMaxBoxes, false, ukDeck, errs)
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list the round's wagers")
	}
	h.wagers = rules.ParseWagers(r.Wagers, ukBets, errs)
	for i, w := range h.wagers {
		if w.Declared.Commission != 0 {
			errs.Add(fmt.Sprintf("wagers[%d].commission", i), "the house takes no commission on a blackjack wager")
		}
		if w.Declared.Result == rules.NoAction || w.Declared.Returned != 0 {
			errs.Add(fmt.Sprintf("wagers[%d]", i), "no_action and returned belong to California games, where a player-dealer may not cover a wager; the house covers every wager")
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

// copyBoxes gives a Verify its own boxes to replay.
func copyBoxes(in []*box) []*box {
	out := make([]*box, len(in))
	for i, b := range in {
		c := *b
		c.hands = nil
		out[i] = &c
	}
	return out
}

// Verify replays every box under the table's settings, draws the dealer's
// hand by the rule and settles every wager in record order.
func (h *UKHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := ukSettingsFor(st)
	if err != nil {
		return nil, err
	}
	if err := overdrawn(rules.Shoe{Decks: s.decks}, "lines 512-521", h.dealer, h.boxes); err != nil {
		return nil, err
	}
	boxes := copyBoxes(h.boxes)
	errs := &rules.InputError{}
	p := s.player()
	for _, b := range boxes {
		p.replay(b, errs)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	t := placeWagers(boxes, h.wagers, wagerRules{list: "cards.boxes", pos: "box", maxHands: ukMaxHands, splitRule: ukSplit, doubleRule: ukDouble}, errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	s.checkStakes(t, h.dealer, errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	outcomes := make(map[*hand]outcome)
	settleAll := func(d []rules.Card) []payoff {
		for _, b := range boxes {
			for _, hd := range b.hands {
				outcomes[hd] = s.outcome(hd, d)
			}
		}
		dealerBJ := len(d) == 2 && countOf(d, 21).total == 21
		ps := make([]payoff, len(h.wagers))
		for i, w := range h.wagers {
			ps[i] = s.settle(w, t.bettorOf[i], t, outcomes, d, dealerBJ)
		}
		return ps
	}
	dealerHand, m := s.dealer().play(h.dealer, settleAll)

	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	for i, p := range settleAll(dealerHand) {
		v.Settle(h.wagers[i], p.Result, p.rule, rules.Cite{})
	}
	if m != nil {
		v.Findings = append(v.Findings, misplayFinding(0, "dealer", h.dealer, m, 21, ukSoft17))
	}
	v.Outcome = ukOutcomeDetail(boxes, dealerHand, outcomes)
	return v, nil
}

// checkStakes checks the amounts each bettor staked and the wagers the
// round allows it.
func (s *UKSettings) checkStakes(t *table, dealerCards []rules.Card, errs *rules.InputError) {
	ace := dealerCards[0].Rank() == rules.Ace
	for i, w := range t.wagers {
		bt := t.bettorOf[i]
		f := wagerField(i)
		kind, k := parseBet(w.Bet)
		b := bt.box
		blackjack := len(b.hands) == 1 && len(b.hands[0].cards) == 2 && countOf(b.hands[0].cards, 21).total == 21
		stake := bt.stake(t.wagers)
		switch kind {
		case kindHand:
			if w.Amount != stake {
				rule := ukSplit
				if bt.backline > 0 {
					rule = ukBehindSplit
				}
				errs.Add(f+".amount", "%s on hand %d: a split hand's wager equals the one already staked, %s (seed 002 lines %s)", w.Amount, k, stake, rule.Lines)
			}
		case kindDouble:
			if hw := t.wagers[bt.hands[k-1]].Amount; w.Amount != hw {
				errs.Add(f+".amount", "%s doubles a wager of %s: doubling puts up the amount of the stake again (lines 633-637)", w.Amount, hw)
			}
		case kindInsurance, kindEvenMoney:
			what, rule := "insurance", ukInsurance
			if kind == kindEvenMoney {
				what, rule = "even money", ukEvenMoney
			}
			if !ace || !blackjack {
				errs.Add(f+".bet", "%s is offered only to a blackjack when the dealer's first card is an ace (seed 002 lines %s); box %d holds %s against the dealer's %s", what, rule.Lines, b.pos, handsList(b), dealerCards[0])
				continue
			}
			if kind == kindInsurance && 2*w.Amount > stake {
				errs.Add(f+".amount", "%s insures a stake of %s: insurance is at most half the stake (lines 606-608)", w.Amount, stake)
			}
			if kind == kindInsurance && len(dealerCards) < 2 {
				errs.Add("cards.dealer", "holds one card; an insurance wager is settled on the dealer's second card (lines 619-621), which must be dealt")
			}
		case kindSide:
			offered, rule, deckRule := true, uk213, uk213Decks
			switch w.Bet {
			case bet213:
				offered = s.odds213 > 0
			case betRM:
				offered, rule, deckRule = s.rmTable != "", ukRM, ukRMDecks
			case betPP:
				offered, rule, deckRule = s.ppTable != "", ukPP, ukPPDecks
			}
			switch {
			case !offered:
				errs.Add(f+".bet", "the table does not offer %s (%s setting; seed 002 lines %s)", w.Bet, w.Bet, rule.Lines)
			case !s.sideDecks():
				errs.Add(f+".bet", "%s may be offered only where four or six decks are in use (seed 002 lines %s); the table deals %d (decks setting)", w.Bet, deckRule.Lines, s.decks)
			}
		}
	}
}

// outcome settles one hand against the dealer's (rules 4.16-4.18).
func (s *UKSettings) outcome(h *hand, d []rules.Card) outcome {
	pc, dc := countOf(h.cards, 21), countOf(d, 21)
	pBJ := !h.split && len(h.cards) == 2 && pc.total == 21
	dBJ := len(d) == 2 && dc.total == 21
	switch {
	case pc.over(21):
		return outcome{result: rules.Lose, rule: ukNotOver}
	case pBJ && dBJ:
		return outcome{result: rules.Push, rule: ukVoidBlackjack}
	case dBJ:
		return outcome{result: rules.Lose, rule: ukLoses}
	case pBJ:
		return outcome{result: rules.Win, odds: rules.Odds{Win: 3, Per: 2}, rule: ukPays32}
	case dc.over(21):
		return outcome{result: rules.Win, odds: evenMoney, rule: ukPays11}
	case pc.total > dc.total:
		return outcome{result: rules.Win, odds: evenMoney, rule: ukPays11}
	case pc.total == dc.total && pc.total == 21:
		return outcome{result: rules.Push, rule: ukVoid21}
	case pc.total == dc.total:
		return outcome{result: rules.Push, rule: ukVoidScore}
	}
	return outcome{result: rules.Lose, rule: ukWins}
}

// settle gives one wager line's settlement.
func (s *UKSettings) settle(w rules.Wager, bt *bettor, t *table, outcomes map[*hand]outcome, d []rules.Card, dealerBJ bool) payoff {
	b := bt.box
	kind, k := parseBet(w.Bet)
	switch kind {
	case kindHand, kindDouble:
		h := b.hands[k-1]
		o := outcomes[h]
		if dealerBJ && s.originalOnly && o.result == rules.Lose {
			// Only the bettor's original wager is taken: its first hand
			// line; split hands' wagers and doubles are returned.
			if kind == kindDouble || bt.firstHand() != k {
				return pushed(ukOperator)
			}
		}
		if kind == kindDouble && o.result == rules.Win {
			o.odds = evenMoney
			o.rule = ukPays11
		}
		return o.line(w.Amount, s.toPlayer)
	case kindInsurance:
		if len(d) >= 2 && tenValue(d[1]) {
			return won(w.Amount, rules.ToOne(2), s.toPlayer, ukInsurance)
		}
		return lost(ukInsuranceLost)
	case kindEvenMoney:
		return won(w.Amount, evenMoney, s.toPlayer, ukEvenMoney)
	}
	first := b.first()
	switch w.Bet {
	case bet213:
		if c := twentyOnePlusThree(first[0], first[1], d[0]); c != t3None {
			return won(w.Amount, rules.ToOne(s.odds213), s.toPlayer, uk(t3Rows[c].line))
		}
		return lost(uk213Loses)
	case betRM:
		if c := royalMatch(first[0], first[1]); c != rmNone {
			r := rmTables[s.rmTable][c]
			return won(w.Amount, r.odds, s.toPlayer, uk(r.line))
		}
		return lost(ukRMLoses)
	case betPP:
		if c := pairKind(first[0], first[1]); c != ppNone {
			r := ppTables[s.ppTable][c]
			return won(w.Amount, r.odds, s.toPlayer, uk(r.line))
		}
		return lost(ukPPLoses)
	}
	return lost(ukSource)
}

// firstHand is the number of the bettor's first hand line: its original
// wager.
func (b *bettor) firstHand() int {
	for k, i := range b.hands {
		if i >= 0 {
			return k + 1
		}
	}
	return 0
}

// Detail is the verdict's Outcome.Detail for the blackjack games.
type Detail struct {
	// Dealer is the dealer's (player-dealer's) hand settled against, and
	// its total.
	Dealer      string `json:"dealer"`
	DealerTotal string `json:"dealer_total"`
	// ActionSeat is the seat given first action (Hawaiian Blackjack).
	ActionSeat int         `json:"action_seat,omitempty"`
	Boxes      []BoxDetail `json:"boxes"`
}

// BoxDetail is one box's hands.
type BoxDetail struct {
	Box   int          `json:"box"`
	Hands []HandDetail `json:"hands"`
}

// HandDetail is one hand and how it fared.
type HandDetail struct {
	Cards  string `json:"cards"`
	Total  string `json:"total"`
	Result string `json:"result"`
	// Doubled, Surrendered mark the hand's last decision.
	Doubled     bool `json:"doubled,omitempty"`
	Surrendered bool `json:"surrendered,omitempty"`
}

func handTotal(cards []rules.Card, goal int, natural string) string {
	if natural != "" {
		return natural
	}
	c := countOf(cards, goal)
	switch {
	case c.over(goal):
		return strconv.Itoa(c.total) + ", bust"
	case c.soft() && c.total < goal:
		return "soft " + strconv.Itoa(c.total)
	}
	return strconv.Itoa(c.total)
}

func ukOutcomeDetail(boxes []*box, d []rules.Card, outcomes map[*hand]outcome) rules.Outcome {
	det := &Detail{Dealer: cardList(d), DealerTotal: handTotal(d, 21, ukNatural(d, false))}
	var sum strings.Builder
	fmt.Fprintf(&sum, "Dealer %s (%s)", det.Dealer, det.DealerTotal)
	for _, b := range boxes {
		bd := BoxDetail{Box: b.pos}
		fmt.Fprintf(&sum, "; box %d", b.pos)
		for k, hd := range b.hands {
			o := outcomes[hd]
			hdt := HandDetail{Cards: cardList(hd.cards), Total: handTotal(hd.cards, 21, ukNatural(hd.cards, hd.split)), Result: o.result, Doubled: hd.doubled}
			bd.Hands = append(bd.Hands, hdt)
			if len(b.hands) > 1 {
				fmt.Fprintf(&sum, " hand %d", k+1)
			}
			fmt.Fprintf(&sum, " %s (%s) %s", hdt.Cards, hdt.Total, o.result)
		}
		det.Boxes = append(det.Boxes, bd)
	}
	return rules.Outcome{Summary: sum.String(), Detail: det}
}

func ukNatural(cards []rules.Card, split bool) string {
	if !split && len(cards) == 2 && countOf(cards, 21).total == 21 {
		return "blackjack"
	}
	return ""
}
