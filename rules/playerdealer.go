package rules

import (
	"fmt"
	"slices"
)

// California games are banked by a player-dealer, not by the house: the
// player-dealer "shall collect all losing wagers, pay all winning wagers,
// and may not win or lose more than the original amount wagered", and
// wagers are "collected or paid, to the extent that the player-dealer's
// wager covers. Once the player-dealer's wager has been exhausted, the
// wagers not covered by the player-dealer shall be returned" (seed 000 line
// 3422, the California Games' collection procedures; most games' own texts
// repeat it). The house takes only collection fees.

// Citations of the player-dealer rules.
var (
	// RulePlayerDealerCover is EZ Baccarat Panda 8's statement of the cover
	// (line 2652). A game cites its own line through Cover.Rule; this
	// stays for the games that settle through Cover.Apply alone.
	RulePlayerDealerCover = At(Seed000, "2652")
	RulePlayerDealerOrder = At(Seed000, "2678")
	// RuleCaliforniaCover is the collection procedures' rule for every
	// California game (line 3422): the bank_exhausted setting cites it.
	RuleCaliforniaCover = At(Seed000, "3422")
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
		errs.Add("player_dealer", "is required: the player-dealer's seat, the bank it put up and its net result (seed 000 line 3422)")
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

// Exhausted is what a player-dealer's cover does with the wagers it
// reaches after its wager is exhausted.
type Exhausted uint8

const (
	// CollectLosers: a winner the bank cannot pay at all is returned, but
	// a later loser is still collected, as far as the player-dealer may
	// still win, and pays later winners.
	CollectLosers Exhausted = iota
	// ReturnUncovered: once a winner has taken the last of the bank, the
	// wagers not covered are returned: every later wager is NoAction,
	// whatever it would have been, a push too.
	ReturnUncovered
	// EndsEitherWay: once the player-dealer has won or lost as much as its
	// wager the round ends, and every later wager is NoAction (Pokara, seed
	// 000 line 1767).
	EndsEitherWay
)

// The table setting that chooses Exhausted where a game's own rules do not
// say: returned (ReturnUncovered) or losers_collected (CollectLosers).
const (
	SettingBankExhausted = "bank_exhausted"
	ExhaustedReturned    = "returned"
	ExhaustedCollected   = "losers_collected"
)

// BankExhaustedSpec is the bank_exhausted setting of a California game
// whose own text does not say what follows once the player-dealer's wager
// is exhausted; says tells what the text does say of the bank ("" when
// nothing).
func BankExhaustedSpec(says string) SettingSpec {
	if says == "" {
		says = "The game's own text says nothing of the player-dealer's bank. "
	} else {
		says += " "
	}
	return SettingSpec{Key: SettingBankExhausted, Default: ExhaustedReturned, Allowed: []string{ExhaustedReturned, ExhaustedCollected}, Rule: RuleCaliforniaCover,
		Doc: "What the player-dealer does with the wagers it reaches once a winner has taken the last of its wager (the bank). " + says +
			"returned: the wagers not covered are returned, every later wager no_action whatever its outcome, as the California Games' collection procedures say (line 3422) and the other California games' own texts repeat. " +
			"losers_collected: a later loser is still collected, as far as the player-dealer may still win, and pays later winners; a winner it cannot pay at all is no_action. " +
			"Either way a winner is paid at most what is left and a loser collected at most what the player-dealer may still win, the rest of its stake returned."}
}

// ExhaustedOf reads a bank_exhausted value that passed its check.
func ExhaustedOf(v string) Exhausted {
	if v == ExhaustedCollected {
		return CollectLosers
	}
	return ReturnUncovered
}

// Cover settles wagers in order against a player-dealer's bank: it pays a
// winner no more than the player-dealer has left and collects a loser no
// more than the player-dealer may still win, so that its net stays within
// its bank both ways. A wager it cannot touch at all is returned (NoAction);
// one it can touch in part is paid, or collected, in part and the rest of
// the stake returned. What follows once the bank is exhausted is Exhausted.
type Cover struct {
	Bank Money
	// Net is the player-dealer's result so far, positive when it won.
	Net       Money
	Exhausted Exhausted
	// Rule cites the game's own statement of the cover: a wager the bank
	// changes and a net result other than the cover's cite it.
	Rule Cite
	// OutRule cites the rule that returns the wagers reached once the bank
	// is exhausted (or, EndsEitherWay, the round is over); Rule when zero.
	OutRule Cite
	out     bool
}

// Out reports whether every wager still to come is returned: a winner has
// taken the last of the bank (ReturnUncovered, EndsEitherWay), or the
// player-dealer has won its whole wager (EndsEitherWay).
func (c *Cover) Out() bool { return c.out }

// Apply turns the full settlement of a wager of stake into the one the
// player-dealer's bank allows, and moves the bank.
func (c *Cover) Apply(stake Money, full Result) Result {
	if c.out {
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
		c.out = c.Exhausted != CollectLosers && c.Bank+c.Net == 0
		return Result{Result: Win, Payout: pay, Commission: full.Commission}
	case Lose:
		room := c.Bank - c.Net
		if room <= 0 {
			return Result{Result: NoAction}
		}
		take := min(stake, room)
		c.Net += take
		c.out = c.Exhausted == EndsEitherWay && c.Net == c.Bank
		return Result{Result: Lose, Returned: stake - take, Commission: full.Commission}
	}
	return full
}

// Settle applies the bank to a wager's full settlement, whose rule is
// rule, and settles the wager on v; a wager the bank changes cites the
// cover's rule, or once the bank is out the rule that returns it. It
// returns the settlement the bank allows.
func (c *Cover) Settle(v *Verdict, w Wager, full Result, rule Cite) Result {
	out := c.out
	got := c.Apply(w.Amount, full)
	if got != full {
		rule = c.Rule
		if out && c.OutRule != (Cite{}) {
			rule = c.OutRule
		}
	}
	n := len(v.Findings)
	v.SettleCovered(w, got, rule)
	if c.Rule != (Cite{}) {
		// A stake returned uncovered is the bank's doing: the game's own
		// line says so, not the generic one Verdict cites.
		for i := n; i < len(v.Findings); i++ {
			if v.Findings[i].Field == "returned" {
				v.Findings[i].Rule = c.Rule
			}
		}
	}
	return got
}

// CheckNet appends a finding when the player-dealer's declared net result
// is not the one settling the wagers against its bank gave.
func (c *Cover) CheckNet(v *Verdict, pd PlayerDealer) {
	if pd.Net == c.Net {
		return
	}
	rule := c.Rule
	if rule == (Cite{}) {
		rule = RulePlayerDealerCover
	}
	v.Findings = append(v.Findings, Finding{Seat: pd.Seat, Bet: "player_dealer", Field: "net",
		Declared: pd.Net.String(), Expected: c.Net.String(), Rule: rule,
		Message: "the player-dealer's net result was declared " + pd.Net.String() + "; settling the wagers in order against its bank of " +
			pd.Bank.String() + " gives " + c.Net.String()})
}
