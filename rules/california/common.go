package california

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// payoff is how the rules settle one wager, before the player-dealer's bank
// is applied, with the line that says so.
type payoff struct {
	rules.Result
	rule rules.Cite
}

func win(stake rules.Money, odds rules.Odds, rule rules.Cite) payoff {
	return payoff{Result: rules.Result{Result: rules.Win, Payout: odds.Pay(stake)}, rule: rule}
}

func lose(rule rules.Cite) payoff {
	return payoff{Result: rules.Result{Result: rules.Lose}, rule: rule}
}

func push(rule rules.Cite) payoff {
	return payoff{Result: rules.Result{Result: rules.Push}, rule: rule}
}

// evenMoney is the odds of every base wager: none of these games prints
// them, and "the game is one-to-one" (lines 546, 1825, 1336) with no
// commission anywhere in the rules (interpretation CA-N1).
var evenMoney = rules.ToOne(1)

// bettor is one bettor at a table: a seat and, behind it, a backline
// position (0 is the seated player).
type bettor struct{ seat, backline int }

// table is the player-dealer side of a decoded record, shared by every game.
type table struct {
	env         rules.Envelope
	pd          rules.PlayerDealer
	wagers      []rules.Wager
	collections []rules.Collection
}

// decodeTable checks the envelope, the player-dealer, the wagers and the
// collections of a record. seats bounds seat numbers when the table's size
// is fixed by the rules; 0 leaves the bound to Verify.
func decodeTable(gameID string, env rules.Envelope, pd *rules.PlayerDealerRecord, wagers []rules.WagerRecord,
	collections []rules.CollectionRecord, bets []string, seats int, errs *rules.InputError) table {
	env.Check(errs)
	if env.Game != "" && env.Game != gameID {
		errs.Add("game", "%q is not %s; this decoder reads %s records", env.Game, gameID, gameID)
	}
	t := table{env: env}
	t.pd = rules.ParsePlayerDealer(pd, errs)
	if pd != nil && seats > 0 && pd.Seat > seats {
		errs.Add("player_dealer.seat", "is %d; the table has seats 1 to %d", pd.Seat, seats)
	}
	if wagers == nil {
		errs.Add("wagers", "is required: list the hand's wagers, or [] when none was placed")
	}
	t.wagers = rules.ParseWagers(wagers, bets, errs)
	for i, w := range wagers {
		switch {
		case seats > 0 && w.Seat > seats:
			errs.Add(fmt.Sprintf("wagers[%d].seat", i), "is %d; the table has seats 1 to %d", w.Seat, seats)
		case pd != nil && w.Seat == pd.Seat:
			errs.Add(fmt.Sprintf("wagers[%d].seat", i), "is the player-dealer's seat; the player-dealer banks the hand and does not bet against itself (line 1960)")
		}
	}
	t.collections = rules.ParseCollections(collections, errs)
	if seats > 0 {
		for i, c := range collections {
			if c.Seat > seats {
				errs.Add(fmt.Sprintf("collections[%d].seat", i), "is %d; the table has seats 1 to %d", c.Seat, seats)
			}
		}
	}
	return t
}

// checkSeats refuses seats beyond a table of the given size (for games whose
// table size is a setting).
func (t *table) checkSeats(seats int, handSeats []int) error {
	errs := &rules.InputError{}
	if t.pd.Seat > seats {
		errs.Add("player_dealer.seat", "is %d; the table has seats 1 to %d (seats setting)", t.pd.Seat, seats)
	}
	for i, w := range t.wagers {
		if w.Seat > seats {
			errs.Add(fmt.Sprintf("wagers[%d].seat", i), "is %d; the table has seats 1 to %d (seats setting)", w.Seat, seats)
		}
	}
	for i, s := range handSeats {
		if s > seats {
			errs.Add(fmt.Sprintf("cards.seats[%d].seat", i), "is %d; the table has seats 1 to %d (seats setting)", s, seats)
		}
	}
	for i, c := range t.collections {
		if c.Seat > seats {
			errs.Add(fmt.Sprintf("collections[%d].seat", i), "is %d; the table has seats 1 to %d (seats setting)", c.Seat, seats)
		}
	}
	return errs.Err()
}

// settle settles the wagers in the given order against the player-dealer's
// bank: each gets what expected gives it, as far as the bank covers it
// (rules.Cover: cover says what follows once the bank is exhausted and
// which lines of the game's own text the bank's changes cite), and counts
// toward the player-dealer's totals. A net result other than the one the
// bank gives is a finding.
func (t *table) settle(v *rules.Verdict, order []int, cover rules.Cover, expected func(i int) payoff) {
	cover.Bank = t.pd.Bank
	for _, i := range order {
		p := expected(i)
		cover.Settle(v, t.wagers[i], p.Result, p.rule)
	}
	cover.CheckNet(v, t.pd)
}

// settleCollections adds the declared collections to the totals and, when
// the table's collection schedule is known (fees), compares them with what
// it expects. The house's whole result in a California game is its
// collections (line 1960: it "has no interest in the outcome").
func (t *table) settleCollections(v *rules.Verdict, s rules.Settings, schedule FeeSchedule, feeBets []string) {
	if schedule == nil {
		fees.CheckDues(v, t.collections, nil)
		return
	}
	expected, err := schedule(s, t.feeHand(feeBets))
	switch {
	case errors.Is(err, errUnchecked):
		fees.CheckDues(v, t.collections, nil)
	case err != nil:
		fees.NoDues(v, t.pd.Seat, t.collections, ruleCollectionSchedule, err)
	default:
		fees.CheckDues(v, t.collections, expected)
	}
}

// feeHand is what a collection schedule needs of the hand.
func (t *table) feeHand(feeBets []string) FeeHand {
	h := FeeHand{PlayerDealerSeat: t.pd.Seat, BaseBets: map[int]int{}, Collections: t.collections}
	for _, w := range t.wagers {
		h.TotalAction += w.Amount
		if slices.Contains(feeBets, w.Bet) {
			h.BaseBets[w.Seat]++
		}
	}
	return h
}

// orderBetsThenSeats is the order "all base game wagers, then all Bonus Tie
// Bet wagers" (line 1890): bet by bet in the given order, each seat by seat
// clockwise from first, the seated player before the backline bettors.
func orderBetsThenSeats(ws []rules.Wager, bets []string, first, seats int) []int {
	// rules.SettlementOrder starts at the seat after the one it is given.
	return rules.SettlementOrder(ws, bets, first-1, seats)
}

// orderSeatsThenBets is the order "each player's wager receives action in
// the following order: Game Wager, Bonus Bet" (line 1879): seat by seat
// clockwise from first, each bettor's wagers in the given bet order.
func orderSeatsThenBets(ws []rules.Wager, bets []string, first, seats int) []int {
	rank := make(map[string]int, len(bets))
	for i, b := range bets {
		rank[b] = i
	}
	idx := make([]int, len(ws))
	for i := range idx {
		idx[i] = i
	}
	pos := func(seat int) int { return ((seat-first)%seats + seats) % seats }
	slices.SortStableFunc(idx, func(a, b int) int {
		wa, wb := &ws[a], &ws[b]
		if d := pos(wa.Seat) - pos(wb.Seat); d != 0 {
			return d
		}
		if d := wa.Backline - wb.Backline; d != 0 {
			return d
		}
		return rank[wa.Bet] - rank[wb.Bet]
	})
	return idx
}

// leftOf is the seat clockwise next to seat at a table of seats seats.
func leftOf(seat, seats int) int { return seat%seats + 1 }

// decodeCards parses one hand's cards, refusing jokers (none of these games
// deals one) and the ranks the game's shoe does not hold.
func decodeCards(field string, in []string, removed []rules.Rank, removedRule string, errs *rules.InputError) []rules.Card {
	out := make([]rules.Card, 0, len(in))
	for i, s := range in {
		f := fmt.Sprintf("%s[%d]", field, i)
		c, err := rules.ParseCard(s)
		if err != nil {
			errs.Add(f, "%v", err)
			continue
		}
		if c == rules.Joker {
			errs.Add(f, "is a joker; the game is dealt without jokers")
			continue
		}
		if slices.Contains(removed, c.Rank()) {
			errs.Add(f, "is %s; the game's shoe holds no %ss (%s)", c, rankName(c.Rank()), removedRule)
			continue
		}
		out = append(out, c)
	}
	return out
}

func rankName(r rules.Rank) string {
	switch r {
	case rules.Ten:
		return "ten"
	case rules.Jack:
		return "jack"
	case rules.Queen:
		return "queen"
	case rules.King:
		return "king"
	case rules.Ace:
		return "ace"
	}
	return strconv.Itoa(int(r))
}

// overdrawn refuses cards seen more often than a shoe of plain decks holds.
func overdrawn(decks int, rule string, hands ...[]rules.Card) error {
	if c, over := (rules.Shoe{Decks: decks}).Overdrawn(hands...); over {
		n := 0
		for _, h := range hands {
			for _, x := range h {
				if x == c {
					n++
				}
			}
		}
		return rules.Invalid("cards", "%s appears %d times; the table's shoe of %d decks holds it at most %d times (decks setting, %s)", c, n, decks, decks, rule)
	}
	return nil
}

// Settings helpers.

// settingValues holds a game's normalized settings.
type settingValues map[string]string

// Values returns a copy of every setting, defaults included.
func (v settingValues) Values() map[string]string { return maps.Clone(map[string]string(v)) }

func atoi(v string) int {
	n, err := strconv.Atoi(v)
	if err != nil {
		panic(fmt.Sprintf("california: setting %q passed its check but is not a whole number", v))
	}
	return n
}

func intSpec(key string, def, lo, hi int, rule rules.Cite, doc string) rules.SettingSpec {
	return rules.SettingSpec{Key: key, Default: strconv.Itoa(def), Range: fmt.Sprintf("%d to %d", lo, hi),
		Doc: doc, Rule: rule, Check: rules.IntBetween(lo, hi)}
}

// settingsOf asserts a game's settings type.
func settingsOf[S rules.Settings](gameID string, st rules.Settings) (S, error) {
	s, ok := st.(S)
	if !ok {
		var zero S
		return zero, fmt.Errorf("california: %s cannot verify a hand with %T settings", gameID, st)
	}
	return s, nil
}
