// Package baccarat verifies baccarat and its variants. The family shares one
// coup (this file: card values, point counts, the drawing rules and the facts
// side bets look at), one record format (record.go) and one game mechanism
// (game.go); each variant is one file that declares its settings, bets and
// pay tables as data with the rule book lines they come from (co.go:
// Colorado Rule 28, seed 003).
package baccarat

import (
	"fmt"

	"github.com/tablegames/casino/rules"
)

// Cited lines of seed 003 that the coup relies on.
var (
	ruleHandSize    = rules.At(rules.Seed003, "222-229") // two cards each, at most one more
	ruleNatural     = rules.At(rules.Seed003, "234")     // a natural ends the drawing
	rulePlayerDraws = rules.At(rules.Seed003, "237-248") // Table 1
	ruleBankerTable = rules.At(rules.Seed003, "269-278") // TABLE 2
	ruleBankerAlone = rules.At(rules.Seed003, "279")     // Banker rule when the Player stood
)

// values maps a rank to its point value: 2-9 face value, ten and faces 0,
// ace 1 (seed 003 lines 113-116). Index 0 (the joker) is never used: jokers
// are refused when a record is decoded.
var values = [15]uint8{2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9, 14: 1}

// Value returns a card's point value (seed 003 lines 113-116).
func Value(c rules.Card) int { return int(values[c.Rank()]) }

// Points returns the point count of cards: the sum of their values with the
// tens digit discarded (seed 003 line 117).
func Points(cards ...rules.Card) int {
	t := 0
	for _, c := range cards {
		t += Value(c)
	}
	return t % 10
}

// NoThirdCard stands for the Player's third card when the Player stood.
const NoThirdCard = -1

// Natural reports whether a two-card point count is a natural: 8 or 9
// (seed 003 lines 63, 234).
func Natural(twoCardPoints int) bool { return twoCardPoints >= 8 }

// PlayerDraws reports whether the Player's hand takes a third card on its
// two-card point count when neither hand is a natural: draw on 0-5, stand on
// 6-7 (Table 1 and "PLAYERS' RULES", seed 003 lines 237-248).
func PlayerDraws(playerPoints int) bool { return playerPoints <= 5 }

// bankerDrawsOn[b] is TABLE 2 (seed 003 lines 269-277): bit v is set when a
// Banker holding b on two cards draws against a Player's third card worth v.
// The grid printed above it (lines 253-267) says the same except for two
// cells garbled in the copy: line 260 shows "Ø" and line 261 shows "8" for
// Banker 5 and Banker 4 against a third card worth 1. TABLE 2 is legible and
// says both stand, so it is the rule used here.
var bankerDrawsOn = [10]uint16{
	0: 0b11_1111_1111, // line 271: always draws
	1: 0b11_1111_1111,
	2: 0b11_1111_1111,
	3: 0b10_1111_1111, // line 272: draws on 0-7 and 9, not on 8
	4: 0b00_1111_1100, // line 273: draws on 2-7
	5: 0b00_1111_0000, // line 274: draws on 4-7
	6: 0b00_1100_0000, // line 275: draws on 6-7
	7: 0,              // line 276: stands
	// 8 and 9 are naturals (line 277): nothing is drawn.
}

// BankerDraws reports whether the Banker's hand takes a third card on its
// two-card point count when neither hand is a natural. playerThird is the
// value of the Player's third card, or NoThirdCard when the Player stood, in
// which case the Banker draws on 0-5 and stands on 6-7 (seed 003 line 279);
// otherwise TABLE 2 decides (lines 269-278).
func BankerDraws(bankerPoints, playerThird int) bool {
	if playerThird == NoThirdCard {
		return bankerPoints <= 5
	}
	return bankerDrawsOn[bankerPoints]>>playerThird&1 == 1
}

// Hand is one of the two hands of a coup (seed 003 line 220): its cards in
// the order dealt and their point counts.
type Hand struct {
	cards [3]rules.Card
	n     uint8
	two   uint8 // point count of the first two cards
	total uint8 // final point count
}

func newHand(first, second rules.Card) Hand {
	p := uint8(Points(first, second))
	return Hand{cards: [3]rules.Card{first, second}, n: 2, two: p, total: p}
}

func (h *Hand) draw(c rules.Card) {
	h.cards[2] = c
	h.n = 3
	h.total = (h.two + values[c.Rank()]) % 10
}

// Cards returns the hand's cards in the order dealt.
func (h *Hand) Cards() []rules.Card { return h.cards[:h.n] }

// Len returns the number of cards in the hand, 2 or 3.
func (h *Hand) Len() int { return int(h.n) }

// Points returns the hand's final point count.
func (h *Hand) Points() int { return int(h.total) }

// TwoCardPoints returns the point count of the hand's first two cards, the
// count the drawing rules look at.
func (h *Hand) TwoCardPoints() int { return int(h.two) }

// Natural reports whether the hand is a natural: 8 or 9 on its first two
// cards (seed 003 line 63).
func (h *Hand) Natural() bool { return Natural(int(h.two)) }

// Third returns the hand's third card, if it drew one.
func (h *Hand) Third() (rules.Card, bool) { return h.cards[2], h.n == 3 }

// Pair reports whether the first two cards share a rank, suited or not (the
// Match Pair wager, seed 003 line 60).
func (h *Hand) Pair() bool { return h.cards[0].Rank() == h.cards[1].Rank() }

// PerfectPair reports whether the first two cards are identical in rank and
// suit (seed 003 lines 67, 134).
func (h *Hand) PerfectPair() bool { return h.cards[0] == h.cards[1] }

// Side names a hand of the coup. Tie stands for neither hand where a winner
// is asked for.
type Side uint8

const (
	Tie Side = iota
	Player
	Banker
)

func (s Side) String() string {
	switch s {
	case Player:
		return "player"
	case Banker:
		return "banker"
	}
	return "tie"
}

// Coup is one round of baccarat: a Player's hand and a Banker's hand (seed
// 003 line 52), dealt by the drawing rules.
type Coup struct {
	Player Hand
	Banker Hand
}

// Hand returns the hand on the given side (nil for Tie).
func (c *Coup) Hand(s Side) *Hand {
	switch s {
	case Player:
		return &c.Player
	case Banker:
		return &c.Banker
	}
	return nil
}

// Winner returns the hand with the higher point count, or Tie when the
// counts are equal (seed 003 lines 126-133, 283).
func (c *Coup) Winner() Side {
	switch {
	case c.Player.total > c.Banker.total:
		return Player
	case c.Banker.total > c.Player.total:
		return Banker
	}
	return Tie
}

// Margin returns how many points the winner won by; 0 on a tie.
func (c *Coup) Margin() int {
	m := int(c.Player.total) - int(c.Banker.total)
	if m < 0 {
		return -m
	}
	return m
}

// Cards returns the number of cards dealt to both hands, 4 to 6 (the total
// card wager, seed 003 lines 80, 135).
func (c *Coup) Cards() int { return int(c.Player.n + c.Banker.n) }

// Natural reports whether either hand is a natural, which ends the drawing
// (seed 003 line 234).
func (c *Coup) Natural() bool { return c.Player.Natural() || c.Banker.Natural() }

// Drawing is a variant's rules for drawing third cards, as data: the
// Player's rule, the Banker's table against the Player's third card, and the
// Banker's rule when the Player stood, with the lines that give them. A
// natural (8 or 9 on two cards) ends the drawing in every variant.
type Drawing struct {
	// PlayerDrawsTo is the highest two-card count on which the Player draws.
	PlayerDrawsTo int
	// BankerDrawsOn[b] has bit v set when a Banker holding b on two cards
	// draws against a Player's third card worth v.
	BankerDrawsOn [10]uint16
	// BankerAloneDrawsTo is the highest two-card count on which the Banker
	// draws when the Player stood.
	BankerAloneDrawsTo int
	// Natural, Player, BankerTable and BankerAlone cite the rules.
	Natural, Player, BankerTable, BankerAlone rules.Cite
}

// Standard is the drawing of Colorado Rule 28 (seed 003 lines 234-279),
// which most variants share.
var Standard = &Drawing{
	PlayerDrawsTo:      5,
	BankerDrawsOn:      bankerDrawsOn,
	BankerAloneDrawsTo: 5,
	Natural:            ruleNatural,
	Player:             rulePlayerDraws,
	BankerTable:        ruleBankerTable,
	BankerAlone:        ruleBankerAlone,
}

func (d *Drawing) playerDraws(p int) bool { return p <= d.PlayerDrawsTo }

func (d *Drawing) bankerDraws(b, playerThird int) bool {
	if playerThird == NoThirdCard {
		return b <= d.BankerAloneDrawsTo
	}
	return d.BankerDrawsOn[b]>>playerThird&1 == 1
}

// Play deals one coup from the top of a shoe: P1, B1, P2, B2 (seed 003 lines
// 222-223), then the Player's third card and then the Banker's, as the
// drawing rules call for them (lines 227-229, 234-279). ok is false when the
// shoe runs out before the coup is complete, which voids the round (line
// 301). The coup uses the first c.Cards() cards of the shoe.
func Play(shoe []rules.Card) (c Coup, ok bool) { return Standard.Play(shoe) }

// Play deals one coup from the top of a shoe under these drawing rules.
func (d *Drawing) Play(shoe []rules.Card) (c Coup, ok bool) {
	if len(shoe) < 4 {
		return Coup{}, false
	}
	c.Player = newHand(shoe[0], shoe[2])
	c.Banker = newHand(shoe[1], shoe[3])
	if c.Natural() {
		return c, true
	}
	next := 4
	third := NoThirdCard
	if d.playerDraws(int(c.Player.two)) {
		if next >= len(shoe) {
			return Coup{}, false
		}
		c.Player.draw(shoe[next])
		third = Value(shoe[next])
		next++
	}
	if d.bankerDraws(int(c.Banker.two), third) {
		if next >= len(shoe) {
			return Coup{}, false
		}
		c.Banker.draw(shoe[next])
	}
	return c, true
}

// DrawError says how recorded hands contradict the rules for dealing.
type DrawError struct {
	// Side is the hand whose cards are wrong.
	Side Side
	// Rule is the rule book line the cards break.
	Rule rules.Cite
	// Detail explains the rule and what the cards show.
	Detail string
}

func (e *DrawError) Error() string { return e.Side.String() + ": " + e.Detail }

func drawError(s Side, rule rules.Cite, format string, args ...any) *DrawError {
	return &DrawError{Side: s, Rule: rule,
		Detail: fmt.Sprintf(format, args...) + " (" + rule.String() + ")"}
}

// Deal builds the coup from each hand's cards in the order dealt, checking
// that the number of cards is the one the drawing rules give: two cards
// each, then at most one more (seed 003 lines 222, 229), none after a
// natural (line 234), the Player's third card by Table 1 (lines 237-248) and
// the Banker's by TABLE 2 (lines 269-279). It returns a *DrawError
// otherwise. The Player's hand is checked first because the Banker's rule
// depends on the Player's third card.
func Deal(player, banker []rules.Card) (Coup, error) { return Standard.Deal(player, banker) }

// Deal builds the coup from each hand's cards under these drawing rules.
func (d *Drawing) Deal(player, banker []rules.Card) (Coup, error) {
	hands := [...]struct {
		side  Side
		cards []rules.Card
	}{{Player, player}, {Banker, banker}}
	for _, h := range hands {
		if n := len(h.cards); n < 2 || n > 3 {
			return Coup{}, drawError(h.side, ruleHandSize,
				"has %d cards; each hand gets two cards and at most one more", n)
		}
	}
	var c Coup
	c.Player = newHand(player[0], player[1])
	c.Banker = newHand(banker[0], banker[1])
	p, b := int(c.Player.two), int(c.Banker.two)
	if c.Natural() {
		who, pts := "Player", p
		if !c.Player.Natural() {
			who, pts = "Banker", b
		}
		for _, h := range hands {
			if len(h.cards) == 3 {
				return Coup{}, drawError(h.side, d.Natural,
					"the %s has a natural %d, so no more cards are dealt to either hand; the record shows a third card for the %s",
					who, pts, sideName(h.side))
			}
		}
		return c, nil
	}
	third := NoThirdCard
	switch draws := d.playerDraws(p); {
	case draws && len(player) == 2:
		return Coup{}, drawError(Player, d.Player, "the Player draws on %d; the record shows no third card", p)
	case !draws && len(player) == 3:
		return Coup{}, drawError(Player, d.Player, "the Player stands on %d; the record shows a third card", p)
	case draws:
		c.Player.draw(player[2])
		third = Value(player[2])
	}
	draws := d.bankerDraws(b, third)
	if draws == (len(banker) == 3) {
		if draws {
			c.Banker.draw(banker[2])
		}
		return c, nil
	}
	verb, shows := "stands", "a third card"
	if draws {
		verb, shows = "draws", "no third card"
	}
	if third == NoThirdCard {
		return Coup{}, drawError(Banker, d.BankerAlone,
			"the Player stood, so the Banker draws on 0-%d and stands on %d-7; the Banker %s on %d and the record shows %s",
			d.BankerAloneDrawsTo, d.BankerAloneDrawsTo+1, verb, b, shows)
	}
	return Coup{}, drawError(Banker, d.BankerTable,
		"the Banker %s on %d when the Player's third card is worth %d; the record shows %s", verb, b, third, shows)
}

// sideName is the side as the rule book writes it, for messages.
func sideName(s Side) string {
	if s == Player {
		return "Player"
	}
	return "Banker"
}
