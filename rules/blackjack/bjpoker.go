package blackjack

import (
	"fmt"
	"maps"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// blackjack-poker: Blackjack Poker with the Perfect Pair Bonus Bet (seed
// 000 lines 1971-2099), a California game dealt from one to twelve
// 52-card decks (line 1975). Two aces of hearts are the top hand, paid 3
// to 1; an ace with a ten or picture card is a blackjack, paid 6 to 5;
// every other winning hand even money (lines 1981, 1992-2008). The
// player-dealer checks its down card behind an ace or ten-value up card
// (line 2019), stands on a hard 17 and hits a soft 17 (lines 2026-2033).

// BlackjackPokerID is the game's id.
const BlackjackPokerID = "blackjack-poker"

var (
	bjpSource     = ca("1971-2099")
	bjpDecks      = ca("1975")
	bjpOrder      = ca("1977")
	bjpPays       = ca("1981")
	bjpTop        = ca("1995")
	bjpBlackjack  = ca("1996")
	bjpEven       = ca("1997-2008")
	bjpDeal       = ca("2019")
	bjpPlayerOpts = ca("2023-2024")
	bjpPDDraws    = ca("2026-2033")
	bjpPushAHAH   = ca("2039")
	bjpPushEqual  = ca("2040")
	bjpCloser     = ca("2041")
	bjpTopBeats   = ca("2042")
	bjp26         = ca("2043")
	bjpPPAmount   = ca("2049")
	bjpPPLoses    = ca("2050")
	bjpPPTable    = ca("2058-2061")
	bjpDouble     = ca("2065")
	bjpSplit      = ca("2067")
	bjpInsurance  = ca("2069-2071")
	bjpSurrender  = ca("2073")
	bjpCover      = ca("2081")
)

// bjpMaxHands: only the two cards originally dealt may be split (line
// 2067).
const bjpMaxHands = 2

const betPerfectPair = "perfect_pair"

var bjpBets = betNames(bjpMaxHands, betInsurance, betPerfectPair)

// bjpOrder is each bettor's lines in settlement order: insurance, settled
// when the player-dealer's hand is known, then the game wager's hands
// (line 1977), then the Perfect Pair Bonus Bet.
var bjpLineOrder = append(append([]string{betInsurance}, handsInOrder(bjpMaxHands)...), betPerfectPair)

const (
	keyEqualTotals  = "equal_totals"
	equalRank       = "rank"
	equalPush       = "push"
	keySplitWager   = "split_wager"
	splitHalfToFull = "half_to_original"
	splitHalf       = "half"
	splitEqual      = "equal"
)

var bjpSpecs = []rules.SettingSpec{
	{Key: keyDecks, Default: "8", Allowed: []string{"8", "6", "4", "2", "1"}, Range: "1 to 12", Check: rules.IntBetween(1, 12), Rule: bjpDecks,
		Doc: "52-card decks in the shoe: \"a minimum of one and a maximum of twelve decks\" (line 1975). Eight is the cardroom's dealing shoe (lines 621, 706). Two aces of hearts need two decks or more. Cards are checked against the shoe."},
	{Key: keyEqualTotals, Default: equalRank, Allowed: []string{equalRank, equalPush}, Rule: ca("2040-2041"),
		Doc: "Two standing hands of one total but different rank: a blackjack, an ace with a ten after a split and a 21 of more cards all total 21 (lines 1996-1999). " +
			"rank: the higher-ranked hand wins, as the ranking chart orders them (lines 1992-2008, 2041); push: \"the same total\" pushes (line 2040) and the chart decides different totals only."},
	{Key: keySplitWager, Default: splitHalfToFull, Allowed: []string{splitHalfToFull, splitHalf, splitEqual}, Rule: bjpSplit,
		Doc: "The wager on a split's second hand: \"a second wager equal to one half his/her original wager ... The second wager may not exceed the original game wager\" (line 2067). " +
			"half_to_original accepts from half the original up to the original; half only the half; equal only the original amount."},
	splitCardsSpec(bjpSplit, "The rule book does not say."),
	fractionSpec(bjpPays, "A blackjack paid 6 to 5 and a surrendered half"),
	fees.ScheduleSetting(BlackjackPokerID),
}

// BlackjackPokerSettings are a table's compiled settings.
type BlackjackPokerSettings struct {
	values   map[string]string
	decks    int
	rankWins bool
	split    string
	atOnce   bool
	toPlayer bool
	schedule string
}

// Values returns every setting, defaults included.
func (s *BlackjackPokerSettings) Values() map[string]string { return maps.Clone(s.values) }

func compileBJP(values map[string]string) (*BlackjackPokerSettings, error) {
	v, err := rules.NormalizeSettings(bjpSpecs, values)
	if err != nil {
		return nil, err
	}
	s := &BlackjackPokerSettings{values: v, rankWins: v[keyEqualTotals] == equalRank, split: v[keySplitWager],
		atOnce: v[keySplitCards] == splitCardsAtOnce, toPlayer: v[keyFraction] == fractionToPlayer, schedule: v[fees.ScheduleKey]}
	s.decks, _ = strconv.Atoi(v[keyDecks])
	return s, nil
}

func bjpSettingsFor(st rules.Settings) (*BlackjackPokerSettings, error) {
	switch v := st.(type) {
	case nil:
		return compileBJP(nil)
	case *BlackjackPokerSettings:
		if v == nil {
			return compileBJP(nil)
		}
		return v, nil
	}
	return compileBJP(st.Values())
}

// The ranks of a standing hand (lines 1994-2008): the lower, the better.
const (
	bjpRankTop      = 1 // two aces of hearts
	bjpRankBJ       = 2 // an ace with a ten or picture card
	bjpRankSplitTop = 3 // two aces of hearts after a split
	bjpRankSplitBJ  = 4 // ace and ten after a split
)

var aceOfHearts = rules.NewCard(rules.Ace, rules.Hearts)

// bjpStanding ranks a hand: its rank (1 to 4 for the two-card hands of the
// chart, then 5 for 21 down to 14 for 12, and on below), its total, and
// whether it is bust (22 or more, but for two aces of hearts).
func bjpStanding(cards []rules.Card, split bool) (rank, total int, bust bool) {
	if len(cards) == 2 && cards[0] == aceOfHearts && cards[1] == aceOfHearts {
		if split {
			return bjpRankSplitTop, 22, false
		}
		return bjpRankTop, 22, false
	}
	c := countOf(cards, 21)
	if c.over(21) {
		return 0, c.total, true
	}
	if len(cards) == 2 && c.total == 21 {
		if split {
			return bjpRankSplitBJ, 21, false
		}
		return bjpRankBJ, 21, false
	}
	return 5 + 21 - c.total, c.total, false
}

// pdDraws: the player-dealer stands on a hard 17 or more and hits a soft
// 17 or less (lines 2026-2033); a 1st- or 2nd-ranked hand takes no card.
func bjpPDDrawsOn(cards []rules.Card) bool {
	if rank, _, _ := bjpStanding(cards, false); rank == bjpRankTop || rank == bjpRankBJ {
		return false
	}
	c := countOf(cards, 21)
	return c.total < 17 || (c.total == 17 && c.soft())
}

// BlackjackPoker returns the game blackjack-poker.
func BlackjackPoker() rules.Game { return bjpGame{} }

type bjpGame struct{}

func (bjpGame) Settings(values map[string]string) (rules.Settings, error) { return compileBJP(values) }

func (bjpGame) Info() rules.GameInfo {
	info := rules.GameInfo{
		ID: BlackjackPokerID, Name: "Blackjack Poker with the Perfect Pair Bonus Bet (California, player-dealer)", Family: "blackjack", Banking: "player_dealer",
		Sources: []rules.Cite{bjpSource},
		Decks:   "52-card decks without jokers, one to twelve (decks setting, default 8; line 1975)",
		Wagers: []rules.WagerInfo{
			{Bet: handBet(1), Name: "Game wager (hand 1)",
				Wins: "the hand ranks above the player-dealer's (lines 1994-2008, 2037-2043): two aces of hearts beat everything; a bust hand loses, or pushes against a three-card 26; a hand standing against a bust player-dealer wins; surrendered, half the wager is lost",
				Pays: "3 to 1 for two aces of hearts, 6 to 5 for a blackjack, even money otherwise", Rule: bjpPays},
			{Bet: handBet(2), Name: "Split hand (hand 2)",
				Wins: "as the game wager; a split hand is no two-card top hand or blackjack (3rd and 4th ranks)", Pays: "even money", Rule: bjpEven},
			{Bet: doubleBet(1), Name: "Double on hand 1", Wins: "the stake added on doubling, up to the hand's wager; settled with the hand", Pays: "even money", Rule: bjpDouble},
			{Bet: doubleBet(2), Name: "Double on hand 2", Wins: "the stake added on doubling the split hand; settled with it", Pays: "even money", Rule: bjpDouble},
			{Bet: betInsurance, Name: "Insurance",
				Wins: "taken behind the player-dealer's ace, up to half the wager: the player-dealer holds a 1st- or 2nd-ranked hand and the player does not",
				Pays: "2 to 1", Rule: bjpInsurance},
			{Bet: betPerfectPair, Name: "Perfect Pair Bonus Bet",
				Wins: "the first two cards of the hand are a pair; at most the game wager", Pays: "6 to 1 mixed, 12 to 1 coloured, 25 to 1 suited", Rule: bjpPPTable},
		},
		PayTables: []rules.PayTable{
			{ID: "ranking", Name: "Ranking of hands (lines 1994-2008)", Rows: []rules.PayRow{
				{Outcome: "1st: two aces of hearts", Pays: "3 to 1", Rule: bjpTop},
				{Outcome: "2nd: blackjack, an ace with a ten or picture card", Pays: "6 to 5", Rule: bjpBlackjack},
				{Outcome: "3rd to 14th: two aces of hearts after a split, ace and ten after a split, 21 down to 12", Pays: "even money", Rule: bjpEven},
			}},
		},
		Settings: append([]rules.SettingSpec(nil), bjpSpecs...),
	}
	pp := rules.PayTable{ID: betPerfectPair, Name: "Perfect Pair Bonus Bet Payout Table"}
	for _, r := range bjpPairRows[1:] {
		pp.Rows = append(pp.Rows, rules.PayRow{Outcome: r.outcome, Pays: r.odds.String(), Rule: ca(r.line)})
	}
	info.PayTables = append(info.PayTables, pp)
	return info
}

// Notes are published figures to set beside the engine's.
func (bjpGame) Notes() []string {
	return append([]string{
		"The Perfect Pair Bonus Bet pays 6, 12 and 25 to 1 on the first two cards, the pay table the Wizard of Odds lists as Perfect Pairs \"Pay Table A\" " +
			"(https://wizardofodds.com/games/blackjack/side-bets/perfect-pairs/): over the 86,320 two-card combinations of eight decks, 1,456 perfect, 1,664 coloured and 3,328 " +
			"mixed pairs and a house edge of 4.0964% (expected return -0.040964). The engine's eight-deck counts are those times two, the orders of two cards, and its house edge the same.",
		"No published analysis of the game wager was found; it depends on how the players play their hands.",
	}, bjpDeckCounts()...)
}

// bjpDeckCounts writes the Perfect Pair Bonus Bet's counts, line by line,
// for each other deck count the page's alternatives show.
func bjpDeckCounts() []string {
	var out []string
	for _, d := range bjpSpecs[0].Allowed[1:] {
		st, err := compileBJP(map[string]string{keyDecks: d})
		if err != nil {
			panic(err)
		}
		fs, _ := bjpGame{}.Enumerate(st)
		f := fs[0]
		var parts []string
		for _, l := range f.Bets[0].Lines {
			parts = append(parts, fmt.Sprintf("%s (%s) %s", l.Rule.Lines, l.Result, group(l.Ways)))
		}
		ret, _ := f.Bets[0].Return.Float64()
		out = append(out, fmt.Sprintf("Engine, %s deck(s) (%s deals), `perfect_pair`: deals by rule line %s; house edge %.4f%%.", d, group(f.Deals), strings.Join(parts, ", "), -100*ret))
	}
	return out
}

const bjpDeck = "52-card decks with no joker (line 1975)"

func (bjpGame) Decode(data []byte) (rules.Hand, error) {
	h, err := decodeCA(data, BlackjackPokerID, bjpBets, false, bjpDeck, bjpDeal, bjpCover)
	if err != nil {
		return nil, err
	}
	return &BlackjackPokerHand{h}, nil
}

// BlackjackPokerHand is a decoded Blackjack Poker round.
type BlackjackPokerHand struct{ *caHand }

func (s *BlackjackPokerSettings) player(pdNatural bool) *player {
	return &player{words: []string{wordHit, wordStand, wordDouble, wordSplit, wordSurrender}, goal: 21, atOnce: s.atOnce,
		oneCard: func(c rules.Card) bool { return c.Rank() == rules.Ace },
		permit: func(word string, h *hand, hands int) *refusal {
			if h.oneCard {
				return refuse(bjpSplit, "a split ace receives one extra card only")
			}
			if rank, total, bust := bjpStanding(h.cards, h.split); bust || total >= 21 || rank == bjpRankTop {
				return refuse(bjpPlayerOpts, "a player must stand on 21 or higher")
			}
			switch word {
			case wordHit, wordStand:
				return nil
			case wordDouble:
				if len(h.cards) != 2 {
					return refuse(bjpDouble, "a player doubles on the first two cards only (of a split hand too, line 2067)")
				}
				return nil
			case wordSurrender:
				switch {
				case len(h.cards) != 2:
					return refuse(bjpSurrender, "a player surrenders after the first two cards only (of a split hand too, line 2067)")
				case pdNatural:
					return refuse(bjpSurrender, "surrender is declared before the player-dealer's down card is exposed, and its 1st- or 2nd-ranked hand was exposed at once (line 2019)")
				}
				return nil
			case wordSplit:
				switch {
				case h.split:
					return refuse(bjpSplit, "only the two cards originally dealt are split")
				case len(h.cards) != 2 || !pairOf(h.cards[0], h.cards[1], true):
					return refuse(bjpSplit, "only two cards of the same value or rank are split")
				}
				return nil
			}
			return refuse(bjpSource, "not a decision of the game")
		}}
}

// Verify replays every seat, draws the player-dealer's hand by its rule
// and settles every wager against its bank, seat by seat from the left of
// the player-dealer (line 1977).
func (h *BlackjackPokerHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := bjpSettingsFor(st)
	if err != nil {
		return nil, err
	}
	if err := overdrawn(rules.Shoe{Decks: s.decks}, "line 1975", h.pdCards, h.boxes); err != nil {
		return nil, err
	}
	pdRank, _, _ := bjpStanding(h.pdCards[:2], false)
	pdNatural := pdRank == bjpRankTop || pdRank == bjpRankBJ
	boxes := copyBoxes(h.boxes)
	errs := &rules.InputError{}
	p := s.player(pdNatural)
	for _, b := range boxes {
		p.replay(b, errs)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	t := placeWagers(boxes, h.wagers, wagerRules{list: "cards.seats", pos: "seat", maxHands: bjpMaxHands, splitRule: bjpSplit, doubleRule: bjpDouble}, errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	caStakes(t, s.splitStake, func(hand, dbl rules.Money) string {
		if dbl > hand {
			return fmt.Sprintf("a double is at most the wager originally placed, %s (line 2065)", hand)
		}
		return ""
	}, errs)
	for i, w := range h.wagers {
		f := fmt.Sprintf("wagers[%d]", i)
		stake := t.bettorOf[i].stake(h.wagers)
		switch w.Bet {
		case betInsurance:
			if h.pdCards[0].Rank() != rules.Ace {
				errs.Add(f+".bet", "insurance is taken when the player-dealer has an ace showing (line 2069); its up card is %s", h.pdCards[0])
			}
			if 2*w.Amount > stake {
				errs.Add(f+".amount", "%s insures a wager of %s: insurance is half the original wager (lines 2069-2071)", w.Amount, stake)
			}
		case betPerfectPair:
			if w.Amount > stake {
				errs.Add(f+".amount", "%s on a game wager of %s: the Perfect Pair Bonus Bet may not be greater than the game wager (line 2049)", w.Amount, stake)
			}
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	d := &dealer{dealt: 2, rule: bjpPDDraws, faces: faces52, draws: bjpPDDrawsOn}
	outcomes := map[*hand]outcome{}
	settleAll := func(pd []rules.Card) []payoff {
		for _, b := range boxes {
			for _, hd := range b.hands {
				outcomes[hd] = s.outcome(hd, pd)
			}
		}
		payoffs := make([]payoff, len(h.wagers))
		for i, w := range h.wagers {
			bt := t.bettorOf[i]
			kind, k := parseBet(w.Bet)
			switch kind {
			case kindHand, kindDouble:
				hd := bt.box.hands[k-1]
				o := outcomes[hd]
				switch {
				case hd.surrendered:
					payoffs[i] = surrendered(w.Amount, s.toPlayer, bjpSurrender)
				case kind == kindDouble && o.result == rules.Win:
					o.odds = evenMoney
					payoffs[i] = o.line(w.Amount, s.toPlayer)
				default:
					payoffs[i] = o.line(w.Amount, s.toPlayer)
				}
			case kindInsurance:
				// Settled on the player-dealer's first two cards, which
				// no draw changes (lines 2069-2071).
				own, _, _ := bjpStanding(bt.box.first(), false)
				if pdNatural && own != bjpRankTop && own != bjpRankBJ {
					payoffs[i] = won(w.Amount, rules.ToOne(2), s.toPlayer, bjpInsurance)
				} else {
					payoffs[i] = lost(bjpInsurance)
				}
			default: // perfect_pair
				first := bt.box.first()
				if c := pairKind(first[0], first[1]); c != ppNone {
					r := bjpPairRows[c]
					payoffs[i] = won(w.Amount, r.odds, s.toPlayer, ca(r.line))
				} else {
					payoffs[i] = lost(bjpPPLoses)
				}
			}
		}
		return payoffs
	}
	pdHand, m := d.play(h.pdCards, settleAll)
	payoffs := settleAll(pdHand)
	results, totals := map[*hand]string{}, map[*hand]string{}
	for _, b := range boxes {
		for _, hd := range b.hands {
			results[hd] = outcomes[hd].result
			totals[hd] = bjpTotal(hd.cards, hd.split)
		}
	}
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	// Once the player-dealer's wager is exhausted the wagers not covered
	// are returned (lines 2053, 2081).
	h.settleCA(v, caOrder(t, h.pd.Seat, 1, bjpLineOrder), payoffs, rules.Cover{Exhausted: rules.ReturnUncovered, Rule: bjpCover})
	h.settleFees(v, BlackjackPokerID, s.schedule, t, []string{betPerfectPair}, ca("3104-3147"))
	if m != nil {
		v.Findings = append(v.Findings, misplayFinding(h.pd.Seat, "player_dealer", h.pdCards, m, 21, bjpPDDraws))
	}
	v.Outcome = caDetail(boxes, pdHand, bjpTotal(pdHand, false), results, totals, 0)
	return v, nil
}

// splitStake checks a split hand's wager against the first hand's (line
// 2067, split_wager setting).
func (s *BlackjackPokerSettings) splitStake(first, other rules.Money) string {
	half := first / 2
	ok := false
	switch s.split {
	case splitHalf:
		ok = other == half || other == first-half
	case splitEqual:
		ok = other == first
	default:
		ok = other >= half && other <= first
	}
	if ok {
		return ""
	}
	return fmt.Sprintf("split_wager=%s: the second wager is %s of the original %s (line 2067)", s.split,
		map[string]string{splitHalf: "one half", splitEqual: "the amount", splitHalfToFull: "from one half up to the amount"}[s.split], first)
}

func bjpTotal(cards []rules.Card, split bool) string {
	rank, _, _ := bjpStanding(cards, split)
	switch rank {
	case bjpRankTop:
		return "two aces of hearts"
	case bjpRankBJ:
		return "blackjack"
	case bjpRankSplitTop:
		return "two aces of hearts after a split"
	}
	return handTotal(cards, 21, "")
}

// outcome settles a hand against the player-dealer's (lines 2037-2043).
func (s *BlackjackPokerSettings) outcome(h *hand, pd []rules.Card) outcome {
	pRank, pTotal, pBust := bjpStanding(h.cards, h.split)
	dRank, dTotal, dBust := bjpStanding(pd, false)
	win := outcome{result: rules.Win, odds: evenMoney, rule: bjpEven}
	switch pRank {
	case bjpRankTop:
		win = outcome{result: rules.Win, odds: rules.ToOne(3), rule: bjpTop}
	case bjpRankBJ:
		win = outcome{result: rules.Win, odds: rules.Odds{Win: 6, Per: 5}, rule: bjpBlackjack}
	}
	switch {
	case pRank == bjpRankTop && dRank == bjpRankTop:
		return outcome{result: rules.Push, rule: bjpPushAHAH}
	case pRank == bjpRankTop:
		return win
	case dRank == bjpRankTop:
		return outcome{result: rules.Lose, rule: bjpTopBeats}
	case pBust:
		if len(pd) == 3 && countOf(pd, 21).total == 26 {
			return outcome{result: rules.Push, rule: bjp26}
		}
		return outcome{result: rules.Lose, rule: bjp26}
	case dBust:
		return win
	case !s.rankWins && pTotal == dTotal:
		return outcome{result: rules.Push, rule: bjpPushEqual}
	case pRank < dRank:
		return win
	case pRank == dRank:
		return outcome{result: rules.Push, rule: bjpPushEqual}
	}
	return outcome{result: rules.Lose, rule: bjpCloser}
}
