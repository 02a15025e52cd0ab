package blackjack

import (
	"fmt"
	"maps"
	"strconv"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// hawaiian-blackjack: Hawaiian Blackjack (seed 000 lines 599-686), a
// California game played to 22 from decks of 56 cards, four jokers added
// to each (line 621). A joker counts 2 or 12 and an ace 1 or 11 (lines
// 666-672). Two aces are a Natural 22, paid 1.5 to 1; a joker with a ten
// or picture card is a Blackjack; every other winning hand is paid even
// money (lines 605-619). The player-dealer checks its down card for either
// (line 638), stands on a hard 18 and hits a soft 18 (lines 639-640).

// HawaiianID is the game's id.
const HawaiianID = "hawaiian-blackjack"

func ca(lines string) rules.Cite { return rules.At(rules.Seed000, lines) }

var (
	hbSource  = ca("599-686")
	hbNatural = ca("608")
	hbPays    = ca("608-619")
	hbDecks   = ca("621")
	hbDeal    = ca("625")
	hbAction  = ca("626")
	hbCover   = ca("627")
	// hbPlayerDealer: the player-dealer position, which rotates among the
	// seated players (line 656).
	hbPlayerDealer = ca("656")
	hbSplit        = ca("628")
	hbDouble       = ca("629")
	hbSurrender    = ca("631")
	hbBoth22       = ca("632")
	hbBothOver     = ca("633")
	hbUnder        = ca("634")
	hbPeek         = ca("638")
	hbPDDraws      = ca("639-640")
	hbSplitJoker   = ca("647")
	hbNoHit22      = ca("651")
	hbValues       = ca("666-672")
)

// hbMaxHands: "into and up to four (4) different hands" (line 628).
const hbMaxHands = 4

var hbBets = betNames(hbMaxHands)

// hbOrder is each bettor's lines in settlement order: hand by hand, each
// hand's double with it, since a double doubles that hand's wager (line
// 629) and the player-dealer settles the hand as one, as Blackjack Poker's
// bjpLineOrder does.
var hbOrder = handsInOrder(hbMaxHands)

const (
	keyJokerSoft = "joker_soft"
	jokerSoft    = "soft"
	jokerHard    = "hard"
)

var hbSpecs = []rules.SettingSpec{
	{Key: keyDecks, Default: "8", Allowed: []string{"8", "4"}, Rule: hbDecks,
		Doc: "Decks of 56 cards (a 52-card deck and four jokers) in play: eight in a dealing shoe, four in an automated shuffle machine (line 621). Cards are checked against the shoe."},
	{Key: keyJokerSoft, Default: jokerSoft, Allowed: []string{jokerSoft, jokerHard}, Rule: hbPDDraws,
		Doc: "Whether a joker counted 12 makes the player-dealer's hand soft for its drawing rule (stand on a hard 18, hit a soft 18, lines 639-640). soft: it does, as an ace counted 11 does, " +
			"both being cards that may count ten less (lines 668-669); hard: only an ace counted 11 does, reading the note \"soft eighteen is an ace and 7\" (line 639) as the whole rule."},
	{Key: keyPairs, Default: pairsSameRank, Allowed: []string{pairsSameRank, pairsEqualValue}, Rule: hbSplit,
		Doc: "What a pair is for splitting (\"any pair\", line 628): same_rank, two cards of one rank (two jokers are a pair); equal_value splits any two ten-value cards as well."},
	splitCardsSpec(ca("628"), "The rule book does not say."),
	fractionSpec(hbCover, "A Natural 22 paid 1.5 to 1 and a surrendered half"),
	fees.ScheduleSetting(HawaiianID),
	rules.BankExhaustedSpec("The game's own text says only that a winner is paid to the extent that money covers, as much as the bank has (line 627)."),
}

// HawaiianSettings are a table's compiled settings.
type HawaiianSettings struct {
	values     map[string]string
	decks      int
	jokerSoft  bool
	equalValue bool
	atOnce     bool
	toPlayer   bool
	schedule   string
	// exhausted: what follows once the player-dealer's wager is exhausted
	// (bank_exhausted; the text says only "to the extent that money
	// covers the action", line 627).
	exhausted rules.Exhausted
}

// Values returns every setting, defaults included.
func (s *HawaiianSettings) Values() map[string]string { return maps.Clone(s.values) }

func compileHawaiian(values map[string]string) (*HawaiianSettings, error) {
	v, err := rules.NormalizeSettings(hbSpecs, values)
	if err != nil {
		return nil, err
	}
	s := &HawaiianSettings{values: v, jokerSoft: v[keyJokerSoft] == jokerSoft, equalValue: v[keyPairs] == pairsEqualValue,
		atOnce: v[keySplitCards] == splitCardsAtOnce, toPlayer: v[keyFraction] == fractionToPlayer, schedule: v[fees.ScheduleKey],
		exhausted: rules.ExhaustedOf(v[rules.SettingBankExhausted])}
	s.decks, _ = strconv.Atoi(v[keyDecks])
	return s, nil
}

func hawaiianSettingsFor(st rules.Settings) (*HawaiianSettings, error) {
	switch v := st.(type) {
	case nil:
		return compileHawaiian(nil)
	case *HawaiianSettings:
		if v == nil {
			return compileHawaiian(nil)
		}
		return v, nil
	}
	return compileHawaiian(st.Values())
}

// hbRank is the rank of a hand of 22 (lines 608-610): a Natural 22 (two
// aces) above a Blackjack (a joker with a ten or picture card) above any
// other 22. Only a hand of the first two cards dealt ranks as a Natural or
// a Blackjack; a split hand does not (interpretation CA-HB6).
const (
	hbPlain = iota
	hbBlackjack
	hbNatural22
)

func hbRankOf(cards []rules.Card, split bool) int {
	if split || len(cards) != 2 {
		return hbPlain
	}
	a, b := cards[0], cards[1]
	switch {
	case a.Rank() == rules.Ace && b.Rank() == rules.Ace:
		return hbNatural22
	case a == rules.Joker && tenValue(b), b == rules.Joker && tenValue(a):
		return hbBlackjack
	}
	return hbPlain
}

// pdDraws is the player-dealer's rule: stand on a hard 18 or higher, hit a
// soft 18 or lower (lines 639-640); a hand over 22 draws no more.
func (s *HawaiianSettings) pdDraws(cards []rules.Card) bool {
	c := countOf(cards, 22)
	if c.over(22) {
		return false
	}
	soft := c.softAce() || (s.jokerSoft && c.soft())
	return c.total <= 17 || (c.total == 18 && soft)
}

// actionSeat is the seat given first action by the player-dealer's down
// card (line 626), numbered from the player-dealer: 1 to 7 for an ace
// (counting 1) to a 7, then 8 = 1, 9 = 2, 10 = 3, jack 4, queen 5, king 6,
// joker 7.
func actionSeat(down rules.Card) int {
	if down == rules.Joker {
		return 7
	}
	switch r := down.Rank(); {
	case r == rules.Ace:
		return 1
	case r <= 7:
		return int(r)
	case r <= rules.King:
		return int(r) - 7
	}
	return 1
}

// Hawaiian returns the game hawaiian-blackjack.
func Hawaiian() rules.Game { return hawaiianGame{} }

type hawaiianGame struct{}

func (hawaiianGame) Settings(values map[string]string) (rules.Settings, error) {
	return compileHawaiian(values)
}

func (hawaiianGame) Info() rules.GameInfo {
	info := rules.GameInfo{
		ID: HawaiianID, Name: "Hawaiian Blackjack (California, player-dealer)", Family: "blackjack", Banking: "player_dealer",
		Sources: []rules.Cite{hbSource},
		Decks:   "56-card decks, a 52-card deck and four jokers (not wild) each: eight in a dealing shoe or four in a shuffle machine (decks setting, line 621)",
	}
	for k := 1; k <= hbMaxHands; k++ {
		name := "Seat's hand (hand 1)"
		if k > 1 {
			name = fmt.Sprintf("Split hand %d", k)
		}
		info.Wagers = append(info.Wagers, rules.WagerInfo{Bet: handBet(k), Name: name,
			Wins: "the hand is closer to 22 than the player-dealer's, both at or under 22 (18 against 18 loses) or both over; of two 22s the higher ranked " +
				"(Natural 22, Blackjack, other 22); a hand over 22 loses to one that is not; surrendered, half the wager is lost",
			Pays: "1.5 to 1 for a Natural 22 (two aces), even money otherwise", Rule: hbPays})
	}
	for k := 1; k <= hbMaxHands; k++ {
		info.Wagers = append(info.Wagers, rules.WagerInfo{Bet: doubleBet(k), Name: fmt.Sprintf("Double on hand %d", k),
			Wins: "the stake added when hand " + strconv.Itoa(k) + " doubled (up to its wager); settled with the hand", Pays: "even money", Rule: hbDouble})
	}
	info.PayTables = []rules.PayTable{{ID: "ranking", Name: "Ranking of hands (lines 605-619)", Rows: []rules.PayRow{
		{Outcome: "1st: two aces, a Natural 22", Pays: "1.5 to 1", Rule: hbNatural},
		{Outcome: "2nd: Blackjack, a joker with a ten or picture card", Pays: "even money", Rule: ca("609")},
		{Outcome: "3rd: any other 22", Pays: "even money", Rule: ca("610")},
		{Outcome: "4th to 12th: 21 down to 13", Pays: "even money", Rule: ca("611-619")},
	}}}
	info.Settings = append([]rules.SettingSpec(nil), hbSpecs...)
	return info
}

// Notes are published figures and facts to set beside the engine's.
func (hawaiianGame) Notes() []string {
	return []string{
		"No published analysis of Hawaiian Blackjack was found; the game is the cardroom's own (line 601). The game has no wager the engine can count exhaustively: " +
			"every wager depends on how the players play their hands.",
	}
}

const hbDeck = "56-card decks (line 621)"

func (hawaiianGame) Decode(data []byte) (rules.Hand, error) {
	h, err := decodeCA(data, HawaiianID, hbBets, true, hbDeck, hbDeal, hbPlayerDealer)
	if err != nil {
		return nil, err
	}
	return &HawaiianHand{h}, nil
}

// HawaiianHand is a decoded Hawaiian Blackjack round.
type HawaiianHand struct{ *caHand }

func (s *HawaiianSettings) player(pdNatural bool) *player {
	return &player{words: []string{wordHit, wordStand, wordDouble, wordSplit, wordSurrender}, goal: 22, atOnce: s.atOnce,
		oneCard: func(c rules.Card) bool { return c == rules.Joker },
		permit: func(word string, h *hand, hands int) *refusal {
			if pdNatural {
				return refuse(hbPeek, "the player-dealer's Natural 22 or Blackjack is turned over at once; no player draws to it")
			}
			if h.oneCard {
				return refuse(hbSplitJoker, "split jokers take one hit card each")
			}
			c := countOf(h.cards, 22)
			if c.total >= 22 {
				return refuse(hbNoHit22, "a hand of 22 or more takes no card")
			}
			switch word {
			case wordHit, wordStand:
				return nil
			case wordDouble:
				if len(h.cards) != 2 {
					return refuse(hbDouble, "a player doubles on a two-card hand, before any hit card (lines 629, 652)")
				}
				return nil
			case wordSurrender:
				if len(h.cards) != 2 {
					return refuse(hbSurrender, "a player surrenders a two-card hand, before any hit card (lines 631, 652)")
				}
				return nil
			case wordSplit:
				if len(h.cards) != 2 || !pairOf(h.cards[0], h.cards[1], s.equalValue) {
					return refuse(hbSplit, "only a pair is split (pairs setting: %s)", s.values[keyPairs])
				}
				if hands >= hbMaxHands {
					return refuse(hbSplit, "a player splits into up to four hands")
				}
				return nil
			}
			return refuse(hbSource, "not a decision of the game")
		}}
}

// Verify replays every seat, draws the player-dealer's hand by its rule
// and settles every wager against its bank in the order of play.
func (h *HawaiianHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := hawaiianSettingsFor(st)
	if err != nil {
		return nil, err
	}
	if err := overdrawn(rules.Shoe{Decks: s.decks, Jokers: 4 * s.decks}, "line 621", h.pdCards, h.boxes); err != nil {
		return nil, err
	}
	pdNatural := hbRankOf(h.pdCards[:2], false) != hbPlain
	boxes := copyBoxes(h.boxes)
	errs := &rules.InputError{}
	p := s.player(pdNatural)
	for _, b := range boxes {
		p.replay(b, errs)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	t := placeWagers(boxes, h.wagers, wagerRules{list: "cards.seats", pos: "seat", maxHands: hbMaxHands, splitRule: hbSplit, doubleRule: hbDouble}, errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	caStakes(t, func(first, other rules.Money) string {
		if other != first {
			return fmt.Sprintf("a split puts up a wager equal to the first hand's, %s (line 628)", first)
		}
		return ""
	}, func(hand, dbl rules.Money) string {
		if dbl > hand {
			return fmt.Sprintf("a double is at most the hand's wager, %s (line 629; the cardroom's Blackjack Poker, line 2065)", hand)
		}
		return ""
	}, errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	d := &dealer{dealt: 2, rule: hbPDDraws, faces: faces56, draws: s.pdDraws}
	if pdNatural {
		d.draws = func([]rules.Card) bool { return false }
	}
	outcomes := map[*hand]outcome{}
	settleAll := func(pd []rules.Card) []payoff {
		pdRank := hbRankOf(pd, false)
		for _, b := range boxes {
			for _, hd := range b.hands {
				outcomes[hd] = hbOutcome(hd, pd, pdRank)
			}
		}
		payoffs := make([]payoff, len(h.wagers))
		for i, w := range h.wagers {
			kind, k := parseBet(w.Bet)
			hd := t.bettorOf[i].box.hands[k-1]
			o := outcomes[hd]
			switch {
			case hd.surrendered:
				payoffs[i] = surrendered(w.Amount, s.toPlayer, hbSurrender)
			case kind == kindDouble:
				if o.result == rules.Win {
					o.odds = evenMoney
				}
				payoffs[i] = o.line(w.Amount, s.toPlayer)
			default:
				payoffs[i] = o.line(w.Amount, s.toPlayer)
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
			totals[hd] = hbTotal(hd.cards, hd.split)
		}
	}
	first := actionSeat(h.pdCards[1])
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	h.settleCA(v, caOrder(t, h.pd.Seat, first, hbOrder), payoffs, rules.Cover{Exhausted: s.exhausted, Rule: hbCover, OutRule: rules.RuleCaliforniaCover})
	h.settleFees(v, HawaiianID, s.schedule, t, nil, ca("3149-3170"))
	if m != nil {
		v.Findings = append(v.Findings, misplayFinding(h.pd.Seat, "player_dealer", h.pdCards, m, 22, hbPDDraws))
	}
	v.Outcome = caDetail(boxes, pdHand, hbTotal(pdHand, false), results, totals, (h.pd.Seat+first-1)%caSeats+1)
	return v, nil
}

func hbTotal(cards []rules.Card, split bool) string {
	switch hbRankOf(cards, split) {
	case hbNatural22:
		return "Natural 22"
	case hbBlackjack:
		return "Blackjack"
	}
	return handTotal(cards, 22, "")
}

// hbOutcome settles a hand against the player-dealer's (lines 627,
// 632-634).
func hbOutcome(h *hand, pd []rules.Card, pdRank int) outcome {
	pc, dc := countOf(h.cards, 22), countOf(pd, 22)
	rank := hbRankOf(h.cards, h.split)
	win := outcome{result: rules.Win, odds: evenMoney, rule: hbPays}
	if rank == hbNatural22 {
		win = outcome{result: rules.Win, odds: rules.Odds{Win: 3, Per: 2}, rule: hbNatural}
	}
	lose := func(rule rules.Cite) outcome { return outcome{result: rules.Lose, rule: rule} }
	push := func(rule rules.Cite) outcome { return outcome{result: rules.Push, rule: rule} }
	pOver, dOver := pc.over(22), dc.over(22)
	switch {
	case pOver && dOver:
		// Both over 22: the hand closer to 22 wins; ties push (line 633).
		switch {
		case pc.total < dc.total:
			win.rule = hbBothOver
			return win
		case pc.total == dc.total:
			return push(hbBothOver)
		}
		return lose(hbBothOver)
	case pOver:
		return lose(ca("633-634"))
	case dOver:
		if win.rule == hbPays {
			win.rule = ca("633-634")
		}
		return win
	case pc.total == 22 && dc.total == 22:
		switch {
		case rank > pdRank:
			return win
		case rank == pdRank:
			return push(hbBoth22)
		}
		return lose(hbBoth22)
	case pc.total == 18 && dc.total == 18:
		return lose(hbUnder)
	case pc.total > dc.total:
		return win
	case pc.total == dc.total:
		return push(hbUnder)
	}
	return lose(hbUnder)
}
