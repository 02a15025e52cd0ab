package paigowtiles

import (
	"fmt"

	"github.com/tablegames/casino/rules"
)

// Record is the JSON form of one hand of Pai Gow Tiles or Pai Gow Tiles
// Wild:
//
//	{"table_id": "PGT-2", "hand_number": 57, "game": "pai-gow-tiles",
//	 "dealt_at": "2026-11-21T22:14:05-08:00",
//	 "dice": 12,
//	 "hands": [{"seat": 1, "tiles": ["66", "45", "13", "26"]},
//	           {"seat": 3, "tiles": ["11", "11", "55", "16"]},
//	           {"seat": 4, "tiles": ["22", "34", "25", "12"]},
//	           {"seat": 6, "tiles": ["44", "56", "44", "55"], "house_way": true}],
//	 "player_dealer": {"seat": 1, "bank": "300.00", "net": "-45.00"},
//	 "wagers": [{"seat": 3, "bet": "base", "amount": "50.00", "result": "win", "payout": "50.00"},
//	            {"seat": 3, "backline": 1, "bet": "base", "amount": "20.00", "result": "win", "payout": "20.00"},
//	            {"seat": 4, "bet": "base", "amount": "25.00", "result": "lose", "payout": "0.00"},
//	            {"seat": 6, "bet": "base", "amount": "30.00", "result": "push", "payout": "0.00"}]}
//
// The player-dealer's Teen and nine are a Wong, its 4 and 8 a 2. Seat 3's
// pair of Days and 7 beat both and win; seat 4's 3 and 1 lose both; the
// house set seat 6's pair of Yuns apart, as the house way does when the low
// hand after the split is 7 or better (line 2984): its 9 loses to the Wong
// and its 8 beats the 2, a push. Counting the player-dealer's position as 1
// and going counterclockwise round the eight positions, the dice's 12 falls
// on seat 6, and the wagers are settled from there counterclockwise: a
// push, +25.00, -50.00, -20.00.
//
// dice is the total of the three dice, which places the action button.
// hands holds the player-dealer's hand and the hand of every seat with a
// wager, each as its four tiles as set: the first two are one hand, the
// last two the other, in either order (the higher-ranked is the high hand).
// house_way marks a hand the house dealer set: at the player's request or,
// when a player left the tiles stacked, the "logical way" (lines 1205,
// 1208, 2997). Tiles are written as their faces (tiles.go).
type Record struct {
	rules.Envelope
	Dice         int                       `json:"dice"`
	Hands        []HandRecord              `json:"hands"`
	PlayerDealer *rules.PlayerDealerRecord `json:"player_dealer"`
	Wagers       []rules.WagerRecord       `json:"wagers"`
	Collections  []rules.CollectionRecord  `json:"collections,omitempty"`
}

// HandRecord is one seat's four tiles as set.
type HandRecord struct {
	Seat     int      `json:"seat"`
	Tiles    []string `json:"tiles"`
	HouseWay bool     `json:"house_way,omitempty"`
}

// BetBase is the one wager of both games: "one separate betting space ...
// for one separate base game wagers" (line 2991).
const BetBase = "base"

// seats is the table's size: "up to eight total" (line 1142), "a total of
// eight seated positions" (line 2991). The dice count these eight positions
// from the player-dealer, which 9 and 17 fall on (lines 1140, 3001).
const seats = 8

// setHand is a decoded hand: its seat, its tiles as set and the scores of
// its two hands, high first.
type setHand struct {
	seat     int
	tiles    [4]tile
	houseWay bool
	field    string
	hi, lo   score
	// swapped says the record lists the low hand first.
	swapped bool
}

func (h *setHand) classes() [4]class {
	return [4]class{h.tiles[0].class, h.tiles[1].class, h.tiles[2].class, h.tiles[3].class}
}

// set is the hand's two hands as classes, as recorded.
func (h *setHand) set() [2][2]class {
	c := h.classes()
	return [2][2]class{{c[0], c[1]}, {c[2], c[3]}}
}

// text writes the hand's tiles as set, high hand first: "66 45 | 13 26".
func (h *setHand) text() string {
	t := h.tiles
	if h.swapped {
		return fmt.Sprintf("%s %s | %s %s", t[2], t[3], t[0], t[1])
	}
	return fmt.Sprintf("%s %s | %s %s", t[0], t[1], t[2], t[3])
}

// score scores both hands of the set.
func (h *setHand) score(wild bool) {
	c := h.classes()
	a, b := evaluate(c[0], c[1], wild), evaluate(c[2], c[3], wild)
	h.hi, h.lo, h.swapped = a, b, false
	if b > a {
		h.hi, h.lo, h.swapped = b, a, true
	}
}

// names describes the high and the low hand.
func (h *setHand) names(wild bool) (hi, lo string) {
	c := h.classes()
	a, b := describe(c[0], c[1], wild), describe(c[2], c[3], wild)
	if h.swapped {
		return b, a
	}
	return a, b
}

// decodeHands reads the hands of a record: seats on the table, one hand a
// seat, four tiles each.
func decodeHands(in []HandRecord, pdSeat int, errs *rules.InputError) []setHand {
	if in == nil {
		errs.Add("hands", "is required: the player-dealer's four tiles and every wagering seat's, as set")
		return nil
	}
	out := make([]setHand, 0, len(in))
	seen := map[int]bool{}
	for i, r := range in {
		f := fmt.Sprintf("hands[%d]", i)
		ok := true
		switch {
		case r.Seat < 1 || r.Seat > seats:
			errs.Add(f+".seat", "must be a seat number from 1 to %d: the table has eight positions, the player-dealer's included (lines 1142, 2991)", seats)
			ok = false
		case seen[r.Seat]:
			errs.Add(f+".seat", "seat %d has two hands; each seat is dealt one stack of four tiles (lines 1142, 2997)", r.Seat)
			ok = false
		}
		seen[r.Seat] = true
		if len(r.Tiles) != 4 {
			errs.Add(f+".tiles", "has %d tiles; each hand is dealt four and set as two hands of two (lines 1142-1143, 2997)", len(r.Tiles))
			continue
		}
		h := setHand{seat: r.Seat, houseWay: r.HouseWay, field: f + ".tiles"}
		for j, s := range r.Tiles {
			t, err := parseTile(s)
			if err != nil {
				errs.Add(fmt.Sprintf("%s.tiles[%d]", f, j), "%v", err)
				ok = false
				continue
			}
			h.tiles[j] = t
		}
		if ok {
			out = append(out, h)
		}
	}
	if pdSeat >= 1 && pdSeat <= seats && !seen[pdSeat] {
		errs.Add("hands", "has no hand for the player-dealer's seat %d; its four tiles, as set, are needed to settle every wager", pdSeat)
	}
	all := make([][]tile, len(out))
	for i := range out {
		all[i] = out[i].tiles[:]
	}
	if f, n, over := overdealt(all); over {
		errs.Add("hands", "tile %s appears %d times; the set of 32 holds it %s (%s)", f, n, timesText(copiesOf(f)), tilesRule)
	}
	return out
}

func timesText(n int) string {
	if n == 1 {
		return "once"
	}
	return "twice"
}
