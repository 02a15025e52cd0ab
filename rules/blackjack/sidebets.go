package blackjack

import (
	"github.com/tablegames/casino/rules"
)

// payRow is one line of a side wager's pay table.
type payRow struct {
	// id names the line in code and tests.
	id string
	// outcome is the line as the rule book prints it.
	outcome string
	odds    rules.Odds
	// line is the seed line that prints it.
	line string
}

// 21+3 (seed 002 lines 689-736): the box's first two cards and the
// dealer's first card as a three-card poker hand (lines 700-703). Every
// winning hand pays one rate, at least 9 to 1 (lines 721-723); a Flush that
// is also Three of a Kind is one winning hand (lines 718-719).

// The 21+3 hands, in the order the engine names them.
const (
	t3None = iota
	t3StraightFlush
	t3SuitedTrips
	t3Trips
	t3Straight
	t3Flush
)

// t3Rows are the 21+3 hands (lines 704-719); odds are the table's
// twenty_one_plus_three setting.
var t3Rows = [...]payRow{
	t3StraightFlush: {id: "straight_flush", outcome: "Straight Flush: three cards in sequence of one suit (A-2-3 and Q-K-A included)", line: "714-716"},
	t3SuitedTrips:   {id: "suited_trips", outcome: "Three of a Kind of one suit, a Flush too: one winning hand", line: "718-719"},
	t3Trips:         {id: "three_of_a_kind", outcome: "Three of a Kind: three cards of one rank", line: "711-712"},
	t3Straight:      {id: "straight", outcome: "Straight: three cards in sequence, not of one suit (A-2-3 and Q-K-A included)", line: "707-709"},
	t3Flush:         {id: "flush", outcome: "Flush: three cards of one suit", line: "704-705"},
}

// twentyOnePlusThree classifies three cards.
func twentyOnePlusThree(a, b, c rules.Card) int {
	flush := a.Suit() == b.Suit() && b.Suit() == c.Suit()
	ra, rb, rc := a.Rank(), b.Rank(), c.Rank()
	if ra == rb && rb == rc {
		if flush {
			return t3SuitedTrips
		}
		return t3Trips
	}
	// Sort the ranks: x <= y <= z.
	x, y, z := ra, rb, rc
	if x > y {
		x, y = y, x
	}
	if y > z {
		y, z = z, y
	}
	if x > y {
		x, y = y, x
	}
	straight := (y == x+1 && z == y+1) || (x == 2 && y == 3 && z == rules.Ace) // A-2-3; Q-K-A is in sequence
	switch {
	case straight && flush:
		return t3StraightFlush
	case straight:
		return t3Straight
	case flush:
		return t3Flush
	}
	return t3None
}

// Royal Match (lines 738-802): the box's first two cards of one suit
// (lines 747-753), paid by the highest line they make.
const (
	rmNone = iota
	rmRoyal
	rmSuitedPair
	rmStraightFlush
	rmSuited
	rmLines
)

// rmTables are the minimum odds (rule 4.42, lines 754-759) and the two
// permitted pay tables (lines 772-788).
var rmTables = map[string][rmLines]payRow{
	payMinimum: {
		rmRoyal:         {id: "royal_match", outcome: "Royal Match - King and Queen of the same suit", odds: rules.ToOne(30), line: "756"},
		rmSuitedPair:    {id: "suited_pair", outcome: "Suited Pair - two cards of one rank and suit", odds: rules.ToOne(8), line: "757"},
		rmStraightFlush: {id: "straight_flush", outcome: "Straight Flush - two consecutive cards of the same suit", odds: rules.ToOne(4), line: "758"},
		rmSuited:        {id: "suited", outcome: "Two suited cards - any two cards of the same suit", odds: rules.Odds{Win: 3, Per: 2}, line: "759"},
	},
	payTable1: {
		rmRoyal:         {id: "royal_match", outcome: "Royal Match", odds: rules.ToOne(30), line: "774"},
		rmSuitedPair:    {id: "suited_pair", outcome: "Suited Pair", odds: rules.ToOne(9), line: "775"},
		rmStraightFlush: {id: "straight_flush", outcome: "Straight Flush", odds: rules.ToOne(5), line: "777"},
		rmSuited:        {id: "suited", outcome: "Two suited cards", odds: rules.Odds{Win: 3, Per: 2}, line: "779"},
	},
	payTable2: {
		rmRoyal:         {id: "royal_match", outcome: "Royal Match", odds: rules.ToOne(40), line: "783"},
		rmSuitedPair:    {id: "suited_pair", outcome: "Suited Pair", odds: rules.ToOne(8), line: "784"},
		rmStraightFlush: {id: "straight_flush", outcome: "Straight Flush", odds: rules.ToOne(4), line: "786"},
		rmSuited:        {id: "suited", outcome: "Two suited cards", odds: rules.Odds{Win: 3, Per: 2}, line: "788"},
	},
}

// Pay table setting values.
const (
	payMinimum = "minimum"
	payTable1  = "1"
	payTable2  = "2"
)

// royalMatch classifies two cards. Consecutive ranks include an ace with a
// king and an ace with a two (interpretation UK-B7).
func royalMatch(a, b rules.Card) int {
	if a.Suit() != b.Suit() {
		return rmNone
	}
	ra, rb := a.Rank(), b.Rank()
	if ra > rb {
		ra, rb = rb, ra
	}
	switch {
	case ra == rules.Queen && rb == rules.King:
		return rmRoyal
	case ra == rb:
		return rmSuitedPair
	case rb == ra+1 || (ra == 2 && rb == rules.Ace):
		return rmStraightFlush
	}
	return rmSuited
}

// Perfect Pairs (lines 803-861) and Blackjack Poker's Perfect Pair Bonus
// Bet (seed 000 lines 2045-2061): the box's first two cards of one rank,
// paid by their suits and colours.
const (
	ppNone = iota
	ppMixed
	ppColoured
	ppPerfect
	ppLines
)

// pairKind classifies two cards: a pair of one rank (interpretation UK-P1)
// of two colours, of one colour in two suits, or of one suit.
func pairKind(a, b rules.Card) int {
	switch {
	case a.Rank() != b.Rank():
		return ppNone
	case a.Suit() == b.Suit():
		return ppPerfect
	case a.Suit().Red() == b.Suit().Red():
		return ppColoured
	}
	return ppMixed
}

// ppTables are the Perfect Pairs minimum odds (rule 4.51, lines 820-823)
// and pay tables (lines 836-846).
var ppTables = map[string][ppLines]payRow{
	payMinimum: {
		ppMixed:    {id: "mixed_pair", outcome: "Mixed Pair - one red, one black", odds: rules.ToOne(5), line: "821"},
		ppColoured: {id: "coloured_pair", outcome: "Coloured Pair - both red or black, but different suits", odds: rules.ToOne(10), line: "822"},
		ppPerfect:  {id: "perfect_pair", outcome: "Perfect Pair - both of the same suit", odds: rules.ToOne(25), line: "823"},
	},
	payTable1: {
		ppMixed:    {id: "mixed_pair", outcome: "Mixed Pair", odds: rules.ToOne(5), line: "838"},
		ppColoured: {id: "coloured_pair", outcome: "Coloured Pair", odds: rules.ToOne(12), line: "839"},
		ppPerfect:  {id: "perfect_pair", outcome: "Perfect Pair", odds: rules.ToOne(30), line: "840"},
	},
	payTable2: {
		ppMixed:    {id: "mixed_pair", outcome: "Mixed Pair", odds: rules.ToOne(5), line: "844"},
		ppColoured: {id: "coloured_pair", outcome: "Coloured Pair", odds: rules.ToOne(10), line: "845"},
		ppPerfect:  {id: "perfect_pair", outcome: "Perfect Pair", odds: rules.ToOne(30), line: "846"},
	},
}

// bjpPairRows are Blackjack Poker's Perfect Pair Bonus Bet (seed 000 lines
// 2058-2061).
var bjpPairRows = [ppLines]payRow{
	ppMixed:    {id: "mixed_pair", outcome: "Mixed Pair (Any Pair)", odds: rules.ToOne(6), line: "2059"},
	ppColoured: {id: "colored_pair", outcome: "Colored Pair (Same Color, Not Same Suit)", odds: rules.ToOne(12), line: "2060"},
	ppPerfect:  {id: "perfect_pair", outcome: "Perfect Pair (Same Suit)", odds: rules.ToOne(25), line: "2061"},
}
