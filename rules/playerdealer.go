package rules

import (
	"fmt"
	"slices"
)

// California games are banked by a player-dealer, not by the house: the
// player-dealer "shall collect all losing wagers, pay all winning wagers,
// and may not win or lose more than the original amount wagered", and once
// its wager is used up "the wagers not covered ... shall be returned"
// (seed 000 lines 1960, 2652; the same rule recurs in every California
// game). The house takes only collection fees.

// Citations of the player-dealer rules shared by every California game.
var (
	RulePlayerDealerCover = At(Seed000, "2652")
	RulePlayerDealerOrder = At(Seed000, "2678")
)

// NoAction is the result of a wager the player-dealer could not cover: it is
// returned to the bettor, neither won nor lost.
const NoAction = "no_action"

// PlayerDealerRecord is the player-dealer of a California game's hand as a
// record carries it: the seat, the amount it put up to bank the hand, and
// its declared net result against the players (positive when it won).
type PlayerDealerRecord struct {
	Seat int    `json:"seat"`
	Bank string `json:"bank"`
	Net  string `json:"net"`
}

// PlayerDealer is a parsed PlayerDealerRecord.
type PlayerDealer struct {
	Seat int
	Bank Money
	Net  Money
}

// ParsePlayerDealer checks the player_dealer object of a record.
func ParsePlayerDealer(in *PlayerDealerRecord, errs *InputError) PlayerDealer {
	if in == nil {
		errs.Add("player_dealer", "is required: the player-dealer's seat, the bank it put up and its net result (seed 000 line 2652)")
		return PlayerDealer{}
	}
	var pd PlayerDealer
	if in.Seat < 1 || in.Seat > MaxSeat {
		errs.Add("player_dealer.seat", "must be a seat number from 1 to %d", MaxSeat)
	}
	pd.Seat = in.Seat
	bank, err := ParseMoney(in.Bank)
	switch {
	case err != nil:
		errs.Add("player_dealer.bank", "%v", err)
	case bank == 0:
		errs.Add("player_dealer.bank", "must be more than zero: the player-dealer banks the hand with it")
	}
	pd.Bank = bank
	net, err := ParseSignedMoney(in.Net)
	if err != nil {
		errs.Add("player_dealer.net", "%v", err)
	}
	pd.Net = net
	return pd
}

// CollectionRecord is one collection fee the table took for the hand: from a
// player per bet ("player"), from the player-dealer per hand
// ("player_dealer"), or per match-play coupon ("match_play").
type CollectionRecord struct {
	Seat   int    `json:"seat"`
	Kind   string `json:"kind"`
	Amount string `json:"amount"`
}

// Collection kinds.
const (
	CollectPlayer       = "player"
	CollectPlayerDealer = "player_dealer"
	CollectMatchPlay    = "match_play"
)

// Collection is a parsed CollectionRecord.
type Collection struct {
	Seat   int
	Kind   string
	Amount Money
}

// ParseCollections checks a record's collections: one per seat and kind.
func ParseCollections(in []CollectionRecord, errs *InputError) []Collection {
	out := make([]Collection, 0, len(in))
	type key struct {
		seat int
		kind string
	}
	seen := map[key]bool{}
	for i, c := range in {
		f := fmt.Sprintf("collections[%d]", i)
		if c.Seat < 1 || c.Seat > MaxSeat {
			errs.Add(f+".seat", "must be a seat number from 1 to %d", MaxSeat)
		}
		switch c.Kind {
		case CollectPlayer, CollectPlayerDealer, CollectMatchPlay:
		default:
			errs.Add(f+".kind", "%q is not one of player, player_dealer, match_play", c.Kind)
		}
		amount, err := ParseMoney(c.Amount)
		if err != nil {
			errs.Add(f+".amount", "%v", err)
		}
		k := key{c.Seat, c.Kind}
		if seen[k] {
			errs.Add(f, "seat %d has two %s collections; record their sum once", c.Seat, c.Kind)
		}
		seen[k] = true
		out = append(out, Collection{Seat: c.Seat, Kind: c.Kind, Amount: amount})
	}
	return out
}

// SettlementOrder sorts wagers the way a California game settles them:
// by bet, in the order the game's rules list the bets, then seat by seat
// clockwise starting with the seat left of the player-dealer, seated player
// before backline bettors. Seats are numbered clockwise from 1 to seats.
func SettlementOrder(ws []Wager, betOrder []string, pdSeat, seats int) []int {
	rank := make(map[string]int, len(betOrder))
	for i, b := range betOrder {
		rank[b] = i
	}
	idx := make([]int, len(ws))
	for i := range idx {
		idx[i] = i
	}
	pos := func(seat int) int { return ((seat-pdSeat-1)%seats + seats) % seats }
	slices.SortStableFunc(idx, func(a, b int) int {
		wa, wb := &ws[a], &ws[b]
		if d := rank[wa.Bet] - rank[wb.Bet]; d != 0 {
			return d
		}
		if d := pos(wa.Seat) - pos(wb.Seat); d != 0 {
			return d
		}
		return wa.Backline - wb.Backline
	})
	return idx
}

// Cover settles wagers in order against a player-dealer's bank: it pays a
// winner no more than the player-dealer has left and collects a loser no
// more than the player-dealer may still win, so that its net stays within
// its bank both ways. A wager it cannot touch at all is returned (NoAction);
// one it can touch in part is paid, or collected, in part and the rest of
// the stake returned.
type Cover struct {
	Bank Money
	// Net is the player-dealer's result so far, positive when it won.
	Net Money
	// EndsWhenOut: once a winner has taken the last of the bank, every
	// wager after it is returned, losers too ("all bets not acted upon will
	// not win or lose", Pan 9 and Super 9, seed 000 lines 562, 1839).
	// Without it, later losers are still collected and pay later winners.
	EndsWhenOut bool
	out         bool
}

// Out reports whether a winner has taken the last of the bank under
// EndsWhenOut: every wager after it is returned.
func (c *Cover) Out() bool { return c.out }

// Apply turns the full settlement of a wager of stake into the one the
// player-dealer's bank allows, and moves the bank.
func (c *Cover) Apply(stake Money, full Result) Result {
	if c.out && (full.Result == Win || full.Result == Lose) {
		return Result{Result: NoAction}
	}
	switch full.Result {
	case Win:
		left := c.Bank + c.Net
		if left <= 0 {
			return Result{Result: NoAction}
		}
		pay := min(full.Payout, left)
		c.Net -= pay
		c.out = c.EndsWhenOut && c.Bank+c.Net == 0
		return Result{Result: Win, Payout: pay, Commission: full.Commission}
	case Lose:
		room := c.Bank - c.Net
		if room <= 0 {
			return Result{Result: NoAction}
		}
		take := min(stake, room)
		c.Net += take
		return Result{Result: Lose, Returned: stake - take, Commission: full.Commission}
	}
	return full
}
