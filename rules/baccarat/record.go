package baccarat

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
)

// Record is the JSON form of one baccarat hand, shared by every variant:
//
//	{"table_id": "BAC-1", "hand_number": 1042, "game": "baccarat-co",
//	 "dealt_at": "2026-11-21T22:14:05-07:00",
//	 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
//	 "wagers": [{"seat": 3, "bet": "banker", "amount": "100.00",
//	             "result": "win", "payout": "100.00", "commission": "5.00"}]}
//
// Each hand lists its cards in the order dealt; the shoe order was P1, B1,
// P2, B2, then the Player's third card, then the Banker's (seed 003 lines
// 222-223, 227-229). A hand with no wagers is a free hand (line 54).
type Record struct {
	rules.Envelope
	Cards  RecordCards         `json:"cards"`
	Wagers []rules.WagerRecord `json:"wagers"`
	// PlayerDealer and Collections belong to California games, where a
	// player-dealer banks the hand and the house takes collection fees
	// (playerdealer.go); other variants refuse them.
	PlayerDealer *rules.PlayerDealerRecord `json:"player_dealer,omitempty"`
	Collections  []rules.CollectionRecord  `json:"collections,omitempty"`
}

// RecordCards holds the cards of both hands.
type RecordCards struct {
	Player []string `json:"player"`
	Banker []string `json:"banker"`
}

// hand is a decoded record of a variant with settings S.
type hand[S tableSettings] struct {
	game   *game[S]
	env    rules.Envelope
	player []rules.Card
	banker []rules.Card
	wagers []rules.Wager
	bets   []int // bets[i] indexes game.bets for wagers[i]
	// pd and collections are a California game's.
	pd          rules.PlayerDealer
	collections []rules.Collection
}

// Decode reads one record strictly. Unknown fields, bad cards (a joker
// included: baccarat has none, seed 003 lines 113-116), bad money, unknown
// bets and hands of fewer than 2 or more than 3 cards are an
// *rules.InputError naming the field.
func (g *game[S]) Decode(data []byte) (rules.Hand, error) {
	var r Record
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	r.Envelope.Check(errs)
	if r.Game != "" && r.Game != g.id {
		errs.Add("game", "%q is not %s; this decoder reads %s records", r.Game, g.id, g.id)
	}
	h := &hand[S]{game: g, env: r.Envelope}
	h.player = decodeCards("cards.player", r.Cards.Player, errs)
	h.banker = decodeCards("cards.banker", r.Cards.Banker, errs)
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list the hand's wagers, or [] for a free hand (seed 003 line 54)")
	}
	h.wagers = rules.ParseWagers(r.Wagers, g.betIDs, errs)
	if g.california != nil {
		h.pd = rules.ParsePlayerDealer(r.PlayerDealer, errs)
		h.collections = rules.ParseCollections(r.Collections, errs)
		for i, w := range r.Wagers {
			if w.Seat == h.pd.Seat && w.Backline == 0 && h.pd.Seat != 0 {
				errs.Add(fmt.Sprintf("wagers[%d].seat", i), "is the player-dealer's seat; the player-dealer banks the hand and does not bet against itself (seed 000 line 2652)")
			}
		}
	} else {
		if r.PlayerDealer != nil {
			errs.Add("player_dealer", "%s is banked by the house; only California games have a player-dealer", g.id)
		}
		if r.Collections != nil {
			errs.Add("collections", "%s takes no collection fees; only California games do", g.id)
		}
		for i, w := range r.Wagers {
			if w.Backline != 0 {
				errs.Add(fmt.Sprintf("wagers[%d].backline", i), "backline bettors belong to California games; %s has none", g.id)
			}
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	h.bets = make([]int, len(h.wagers))
	for i, w := range h.wagers {
		h.bets[i] = g.betIndex[w.Bet]
	}
	return h, nil
}

// decodeCards parses one hand's cards: two, and at most one more (seed 003
// lines 222, 229), none of them a joker.
func decodeCards(field string, in []string, errs *rules.InputError) []rules.Card {
	if len(in) < 2 || len(in) > 3 {
		errs.Add(field, "has %d cards; each hand gets two cards and at most one more (seed 003 lines 222, 229)", len(in))
	}
	for i, s := range in {
		if strings.EqualFold(s, "JK") {
			errs.Add(fmt.Sprintf("%s[%d]", field, i), "is a joker; baccarat is dealt without jokers (seed 003 lines 104, 113-116)")
		}
	}
	return rules.ParseCards(field, in, errs)
}

func (h *hand[S]) Envelope() rules.Envelope { return h.env }

// Verify recomputes the hand under the table's settings: it refuses cards the
// shoe cannot hold and card counts the drawing rules forbid (an
// *rules.InputError naming "cards", "cards.player" or "cards.banker"), and
// otherwise settles every wager by the variant's bets.
func (h *hand[S]) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, ok := st.(S)
	if !ok {
		return nil, fmt.Errorf("baccarat: %s cannot verify a hand with %T settings", h.game.id, st)
	}
	if c, over := s.shoe().Overdrawn(h.player, h.banker); over {
		decks := s.shoe().Decks
		return nil, rules.Invalid("cards", "%s appears %d times; the table's shoe of %d decks holds it at most %d times (decks setting, seed 003 lines 104, 120)",
			c, count(c, h.player, h.banker), decks, decks)
	}
	c, err := h.game.drawing.Deal(h.player, h.banker)
	if err != nil {
		var de *DrawError
		if !errors.As(err, &de) {
			return nil, err
		}
		field := "cards.player"
		if de.Side == Banker {
			field = "cards.banker"
		}
		return nil, rules.Invalid(field, "%s", de.Detail)
	}
	// One allocation holds the verdict, its detail and the settlements of a
	// typical hand: verification runs for every hand posted, and the
	// allocations, not the rules, are most of its cost.
	blk := &verdictBlock{}
	v := &blk.verdict
	blk.detail = detailOf(&c)
	v.Outcome = rules.Outcome{Summary: summaryOf(&c), Detail: &blk.detail}
	if len(h.wagers) <= len(blk.settlements) {
		v.Settlements = blk.settlements[:0:len(h.wagers)]
	} else {
		v.Settlements = make([]rules.Settlement, 0, len(h.wagers))
	}
	if h.game.california != nil {
		if err := h.checkSeats(s); err != nil {
			return nil, err
		}
		h.settleCalifornia(v, c, s)
		return v, nil
	}
	for i, w := range h.wagers {
		b := &h.game.bets[h.bets[i]]
		p := b.settle(b, c, w.Amount, s)
		if p.meter != 0 {
			v.SettleMeter(w, p.Result, p.meter, p.rule)
			v.Settlements[len(v.Settlements)-1].Meter.Split = p.split
			continue
		}
		v.Settle(w, p.Result, p.rule, p.commissionRule)
		if p.fromMeter {
			st := &v.Settlements[len(v.Settlements)-1]
			st.Meter = &rules.MeterLine{Fixed: st.Expected.Payout, FromMeter: true}
		}
	}
	return v, nil
}

func count(c rules.Card, hands ...[]rules.Card) int {
	n := 0
	for _, h := range hands {
		for _, x := range h {
			if x == c {
				n++
			}
		}
	}
	return n
}

// verdictBlock is a verdict with room for its detail and four settlements.
type verdictBlock struct {
	verdict     rules.Verdict
	detail      CoupDetail
	settlements [4]rules.Settlement
}

func detailOf(c *Coup) CoupDetail {
	return CoupDetail{
		Winner:        c.Winner().String(),
		PlayerTotal:   c.Player.Points(),
		BankerTotal:   c.Banker.Points(),
		PlayerCards:   c.Player.Len(),
		BankerCards:   c.Banker.Len(),
		PlayerNatural: c.Player.Natural(),
		BankerNatural: c.Banker.Natural(),
	}
}

// summaries holds every outcome summary, by the Player's total and card
// count and the Banker's: the cards' totals and counts decide the winner and
// the naturals, so 400 strings describe every coup and none is built per
// hand.
var summaries = func() (t [10][2][10][2]string) {
	for pt := range 10 {
		for pn := range 2 {
			for bt := range 10 {
				for bn := range 2 {
					p := Hand{total: uint8(pt), n: uint8(pn + 2)}
					b := Hand{total: uint8(bt), n: uint8(bn + 2)}
					// Only a two-card hand can be a natural.
					if pn == 0 {
						p.two = p.total
					}
					if bn == 0 {
						b.two = b.total
					}
					t[pt][pn][bt][bn] = summary(&p, &b)
				}
			}
		}
	}
	return t
}()

func summaryOf(c *Coup) string {
	return summaries[c.Player.total][c.Player.n-2][c.Banker.total][c.Banker.n-2]
}

// summary describes a coup: "Banker 7 (3 cards) over Player 3 (2 cards)",
// or "Tie 6: Player 6 (2 cards), Banker 6 (3 cards)".
func summary(p, bk *Hand) string {
	var b []byte
	switch {
	case p.total > bk.total:
		b = appendHand(b, "Player ", p)
		b = append(b, " over "...)
		b = appendHand(b, "Banker ", bk)
	case bk.total > p.total:
		b = appendHand(b, "Banker ", bk)
		b = append(b, " over "...)
		b = appendHand(b, "Player ", p)
	default:
		b = append(b, "Tie "...)
		b = strconv.AppendInt(b, int64(p.total), 10)
		b = append(b, ": "...)
		b = appendHand(b, "Player ", p)
		b = append(b, ", "...)
		b = appendHand(b, "Banker ", bk)
	}
	return string(b)
}

// CoupDetail is a baccarat verdict's Outcome.Detail.
type CoupDetail struct {
	Winner        string `json:"winner"`
	PlayerTotal   int    `json:"player_total"`
	BankerTotal   int    `json:"banker_total"`
	PlayerCards   int    `json:"player_cards"`
	BankerCards   int    `json:"banker_cards"`
	PlayerNatural bool   `json:"player_natural"`
	BankerNatural bool   `json:"banker_natural"`
}

func appendHand(b []byte, name string, h *Hand) []byte {
	b = append(b, name...)
	b = strconv.AppendInt(b, int64(h.total), 10)
	b = append(b, " ("...)
	b = strconv.AppendInt(b, int64(h.n), 10)
	b = append(b, " cards"...)
	if h.Natural() {
		b = append(b, ", natural"...)
	}
	return append(b, ')')
}
