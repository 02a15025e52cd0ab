// Package xref holds what the cross-check tests of the card games share: a
// poker ranking written straight from the rule books' lists, kept apart from
// rules/poker so that the tests compare two readings of the books and not one
// evaluator with itself; shuffled shoes; the player-dealer's bank as seed 000
// describes it; and the plumbing that posts a reference settlement to a game
// and reads back the findings. Only tests import it.
//
// Each game's xcheck_test.go plays a few thousand random rounds, forcing
// rare hands now and then; XCHECK_ROUNDS=200000 plays more and
// XCHECK_SEED=n other ones.
package xref

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// Five-card classes, lowest first, as the Great Britain books list them
// (seed 002 lines 2158-2179). A royal flush is the ace-high straight flush;
// it has a class of its own only so that pay tables can name it.
const (
	HighCard = iota
	OnePair
	TwoPair
	Trips
	Straight
	Flush
	FullHouse
	Quads
	StraightFlush
	RoyalFlush
)

// ClassNames names the five-card classes for messages.
var ClassNames = [...]string{"high card", "one pair", "two pairs", "three of a kind", "straight", "flush",
	"full house", "four of a kind", "straight flush", "royal flush"}

// Value is a ranked hand: its class, then the ranks that break ties in order
// of significance (a pair's rank before its kickers, a straight's top card).
type Value struct {
	Class int
	Ranks [5]int
}

// Cmp orders two values: negative when a ranks below b.
func Cmp(a, b Value) int {
	if a.Class != b.Class {
		return a.Class - b.Class
	}
	for i := range a.Ranks {
		if a.Ranks[i] != b.Ranks[i] {
			return a.Ranks[i] - b.Ranks[i]
		}
	}
	return 0
}

func (v Value) String() string { return fmt.Sprintf("%s %v", ClassNames[v.Class], v.Ranks) }

// Eval5 ranks five jokerless cards by the standard ranking: the ace is high,
// or low in 5-4-3-2-A only, the lowest straight.
func Eval5(cs []rules.Card) Value {
	if len(cs) != 5 {
		panic("xref.Eval5: want five cards")
	}
	var count [15]int
	flush := true
	for _, c := range cs {
		count[c.Rank()]++
		if c.Suit() != cs[0].Suit() {
			flush = false
		}
	}
	// Ranks grouped: larger groups first, then higher ranks.
	type group struct{ n, r int }
	var gs [5]group
	ng := 0
	for r := 14; r >= 2; r-- {
		if count[r] == 0 {
			continue
		}
		g := group{count[r], r}
		j := ng
		for j > 0 && gs[j-1].n < g.n {
			gs[j] = gs[j-1]
			j--
		}
		gs[j] = g
		ng++
	}
	var v Value
	i := 0
	for _, g := range gs[:ng] {
		for k := 0; k < g.n && i < 5; k++ {
			v.Ranks[i] = g.r
			i++
		}
	}
	straightTop := 0
	if ng == 5 {
		if v.Ranks[0]-v.Ranks[4] == 4 {
			straightTop = v.Ranks[0]
		} else if v.Ranks == [5]int{14, 5, 4, 3, 2} {
			straightTop = 5
		}
	}
	switch {
	case straightTop > 0 && flush:
		v.Class = StraightFlush
		if straightTop == 14 {
			v.Class = RoyalFlush
		}
		v.Ranks = [5]int{straightTop}
	case gs[0].n >= 4:
		v.Class = Quads
	case gs[0].n == 3 && ng == 2:
		v.Class = FullHouse
	case flush:
		// Several decks can deal a flush holding a pair: a flush compares
		// card by card from the highest, whatever pairs it holds.
		v.Class = Flush
		slices.SortFunc(v.Ranks[:], func(a, b int) int { return b - a })
	case straightTop > 0:
		v.Class = Straight
		v.Ranks = [5]int{straightTop}
	case gs[0].n == 3:
		v.Class = Trips
	case gs[0].n == 2 && gs[1].n == 2:
		v.Class = TwoPair
	case gs[0].n == 2:
		v.Class = OnePair
	default:
		v.Class = HighCard
	}
	return v
}

// Best5 is the best five of cs (five to seven jokerless cards), with the
// five cards that make it.
func Best5(cs []rules.Card) (Value, []rules.Card) {
	n := len(cs)
	best := Value{Class: -1}
	var bestCards []rules.Card
	hand := make([]rules.Card, 5)
	var rec func(start, k int)
	rec = func(start, k int) {
		if k == 5 {
			v := Eval5(hand)
			if Cmp(v, best) > 0 {
				best = v
				bestCards = slices.Clone(hand)
			}
			return
		}
		for i := start; i <= n-(5-k); i++ {
			hand[k] = cs[i]
			rec(i+1, k+1)
		}
	}
	rec(0, 0)
	return best, bestCards
}

// Three-card classes as Three Card Poker ranks them (seed 002 lines
// 908-921): a straight above a flush, three of a kind above a straight.
const (
	T3High = iota
	T3Pair
	T3Flush
	T3Straight
	T3Trips
	T3StraightFlush
)

// Eval3 ranks three cards of one deck as Three Card Poker does: the ace is
// high, or low in 3-2-A, the lowest straight (seed 002 lines 903-906).
func Eval3(cs []rules.Card) Value {
	r := []int{int(cs[0].Rank()), int(cs[1].Rank()), int(cs[2].Rank())}
	slices.SortFunc(r, func(a, b int) int { return b - a })
	flush := cs[0].Suit() == cs[1].Suit() && cs[1].Suit() == cs[2].Suit()
	top := 0
	if r[0] != r[1] && r[1] != r[2] {
		if r[0]-r[2] == 2 {
			top = r[0]
		} else if r[0] == 14 && r[1] == 3 && r[2] == 2 {
			top = 3
		}
	}
	switch {
	case top > 0 && flush:
		return Value{Class: T3StraightFlush, Ranks: [5]int{top}}
	case r[0] == r[2]:
		return Value{Class: T3Trips, Ranks: [5]int{r[0]}}
	case top > 0:
		return Value{Class: T3Straight, Ranks: [5]int{top}}
	case flush:
		return Value{Class: T3Flush, Ranks: [5]int{r[0], r[1], r[2]}}
	case r[0] == r[1]:
		return Value{Class: T3Pair, Ranks: [5]int{r[0], r[2]}}
	case r[1] == r[2]:
		return Value{Class: T3Pair, Ranks: [5]int{r[1], r[0]}}
	}
	return Value{Class: T3High, Ranks: [5]int{r[0], r[1], r[2]}}
}

// Shoe returns decks standard decks and jokers jokers.
func Shoe(decks, jokers int) []rules.Card {
	var out []rules.Card
	for range decks {
		out = append(out, rules.Deck52()...)
	}
	for range jokers {
		out = append(out, rules.Joker)
	}
	return out
}

// Shuffled returns the shoe shuffled.
func Shuffled(r *rand.Rand, decks, jokers int) []rules.Card {
	s := Shoe(decks, jokers)
	r.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
	return s
}

// Deal is a shoe dealt from the top.
type Deal struct{ Cards []rules.Card }

// Take returns the next n cards.
func (d *Deal) Take(n int) []rules.Card {
	out := d.Cards[:n:n]
	d.Cards = d.Cards[n:]
	return out
}

// Remove takes the given cards out of the shoe (to force a hand) and
// reports whether they were all there; when one is missing it takes none.
func (d *Deal) Remove(cs ...rules.Card) bool {
	left := slices.Clone(d.Cards)
	for _, c := range cs {
		i := slices.Index(left, c)
		if i < 0 {
			return false
		}
		left = slices.Delete(left, i, i+1)
	}
	d.Cards = left
	return true
}

// Strs writes cards in record form.
func Strs(cs []rules.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// Pay is a winning stake's payout at win to per, fractions of a cent
// dropped (interpretation S1).
func Pay(stake rules.Money, win, per int64) rules.Money {
	return rules.Money(int64(stake) * win / per)
}

// Bet is one wager of a round as the reference settles it.
type Bet struct {
	Seat     int
	Backline int
	Bet      string
	Amount   rules.Money
	Result   string
	Payout   rules.Money
	Returned rules.Money
}

// Record turns the bets into the wagers list of a record.
func Record(bets []Bet) []map[string]any {
	out := make([]map[string]any, 0, len(bets))
	for _, b := range bets {
		m := map[string]any{"seat": b.Seat, "bet": b.Bet, "amount": b.Amount.String(),
			"result": b.Result, "payout": b.Payout.String()}
		if b.Backline != 0 {
			m["backline"] = b.Backline
		}
		if b.Returned != 0 {
			m["returned"] = b.Returned.String()
		}
		out = append(out, m)
	}
	return out
}

// Bank is a player-dealer's bank as seed 000 describes it (lines 1960,
// 3422): it "may not win or lose more than the original amount wagered"; a
// winner is paid what is left, a loser collected as far as the
// player-dealer may still win, the rest of the stake returned; a wager it
// cannot touch is returned. With Returns, once "the player-dealer's wager
// has been exhausted, the wagers not covered ... shall be returned"
// (line 3422): after a winner took the last of the bank every later wager
// is returned, a push too. Without it later losers still pay later
// winners.
type Bank struct {
	Bank, Net rules.Money
	Returns   bool
	exhausted bool
}

// Settle moves the bank for one wager fully settled as result and payout
// (lost is the part of the stake a loss takes, the whole stake but for a
// surrender) and returns the wager as the bank allows it.
func (k *Bank) Settle(b Bet, lost rules.Money) Bet {
	if k.exhausted {
		b.Result, b.Payout, b.Returned = rules.NoAction, 0, 0
		return b
	}
	switch b.Result {
	case rules.Win:
		left := k.Bank + k.Net
		if left <= 0 {
			b.Result, b.Payout = rules.NoAction, 0
			return b
		}
		b.Payout = min(b.Payout, left)
		k.Net -= b.Payout
		k.exhausted = k.Returns && k.Bank+k.Net == 0
	case rules.Lose:
		room := k.Bank - k.Net
		if room <= 0 {
			b.Result, b.Payout = rules.NoAction, 0
			return b
		}
		take := min(lost, room)
		k.Net += take
		b.Returned = b.Amount - take
	}
	return b
}

// Round is one record to verify and the reference's settlement of it.
type Round struct {
	Record   map[string]any
	Settings map[string]string
	// Note says what the round exercised, for a failure message.
	Note string
}

// JSON marshals the record.
func (r Round) JSON(t testing.TB) []byte {
	t.Helper()
	b, err := json.Marshal(r.Record)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Envelope fills the fields every record has.
func Envelope(game string, hand int) map[string]any {
	return map[string]any{"table_id": "XCHECK-1", "hand_number": hand + 1, "game": game,
		"dealt_at": "2026-11-21T22:14:05+00:00"}
}

// Verify decodes and verifies a round under its settings.
func Verify(g rules.Game, r Round, data []byte) (*rules.Verdict, error) {
	s, err := g.Settings(r.Settings)
	if err != nil {
		return nil, fmt.Errorf("settings %v: %w", r.Settings, err)
	}
	h, err := g.Decode(data)
	if err != nil {
		return nil, err
	}
	return h.Verify(s)
}

// Describe lists a verdict's findings.
func Describe(v *rules.Verdict) string {
	var b strings.Builder
	for _, f := range v.Findings {
		fmt.Fprintf(&b, "  seat %d %s %s: declared %s, engine %s (%s)\n", f.Seat, f.Bet, f.Field, f.Declared, f.Expected, f.Message)
	}
	return b.String()
}

// Checker runs rounds through a game and keeps count of what failed, so
// that a run reports a handful of disagreements, not thousands.
type Checker struct {
	T        testing.TB
	Game     rules.Game
	Failures int
	// Max is how many failures to print before stopping (default 10).
	Max int
}

// Agree requires the engine to verify the round with no finding.
func (c *Checker) Agree(r Round) bool {
	c.T.Helper()
	data := r.JSON(c.T)
	v, err := Verify(c.Game, r, data)
	if err == nil && v.Verified() {
		return true
	}
	c.Failures++
	max := c.Max
	if max == 0 {
		max = 10
	}
	if c.Failures <= max {
		if err != nil {
			c.T.Errorf("%s: refused: %v\nsettings %v\n%s", r.Note, err, r.Settings, data)
		} else {
			c.T.Errorf("%s: the engine disagrees with the reference:\n%ssettings %v\n%s", r.Note, Describe(v), r.Settings, data)
		}
	}
	if c.Failures == max {
		c.T.Fatalf("stopping after %d disagreements", max)
	}
	return false
}

// Flip changes one settlement of the round (a payout raised by a cent, or
// a result turned over) and requires the engine to find it.
func (c *Checker) Flip(r Round, rng *rand.Rand) {
	c.T.Helper()
	ws, _ := r.Record["wagers"].([]map[string]any)
	if len(ws) == 0 {
		return
	}
	i := rng.IntN(len(ws))
	w := ws[i]
	orig := map[string]any{}
	for k, v := range w {
		orig[k] = v
	}
	switch w["result"] {
	case rules.Win:
		p, _ := rules.ParseMoney(w["payout"].(string))
		w["payout"] = (p + 1).String()
	case rules.Lose:
		w["result"], w["payout"] = rules.Push, "0.00"
		delete(w, "returned")
	default:
		w["result"], w["payout"] = rules.Lose, "0.00"
	}
	defer func() { ws[i] = orig }()
	data := r.JSON(c.T)
	v, err := Verify(c.Game, r, data)
	if err != nil {
		return // a flipped result the record's shape forbids is refused: caught too
	}
	if v.Verified() {
		for _, st := range v.Settlements {
			if st.Meter != nil && st.Seat == w["seat"] && st.Bet == w["bet"] {
				return // a share of a progressive meter: the ledger checks its amount
			}
		}
		c.Failures++
		c.T.Errorf("%s: wager %d changed to %v and still verified\n%s", r.Note, i, w, data)
	}
}

// Rounds is how many random rounds a cross-check plays: def, or the
// XCHECK_ROUNDS environment variable for a longer run.
func Rounds(def int) int {
	if s := os.Getenv("XCHECK_ROUNDS"); s != "" {
		if n, err := strconv.Atoi(s); err == nil && n > 0 {
			return n
		}
	}
	return def
}

// Seed is the random seed of a cross-check: fixed, or XCHECK_SEED.
func Seed() uint64 {
	if s := os.Getenv("XCHECK_SEED"); s != "" {
		if n, err := strconv.ParseUint(s, 10, 64); err == nil {
			return n
		}
	}
	return 1
}

// Amount is a random stake from 1.00 to 100.99, odd cents included so that
// fractional odds are exercised.
func Amount(r *rand.Rand) rules.Money {
	m := rules.Money(100 + r.IntN(10000))
	if r.IntN(3) == 0 {
		m = m / 100 * 100 // whole amounts too
	}
	return m
}

// Signed writes a signed amount as a record does ("-120.00").
func Signed(m rules.Money) string {
	if m < 0 {
		return "-" + (-m).String()
	}
	return m.String()
}
