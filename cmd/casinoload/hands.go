package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"time"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/baccarat"
)

// gameID is the game every load table deals.
const gameID = "baccarat-co"

// cutCards is how many cards are left behind the cut card: when fewer
// remain, the shoe is reshuffled before the next coup, as a dealer does.
const cutCards = 16

// seats is how many seats a load table has (a midi baccarat layout).
const seats = 9

// betWeights is how often each bet is chosen for a wager: the main bets
// most, the side bets less. A bet the game adds later gets weight 3.
var betWeights = map[string]int{
	"banker": 30, "player": 25, "tie": 8,
	"perfect_pair": 6, "match_pair_player": 4, "match_pair_banker": 4,
	"total_cards_4": 3, "total_cards_5": 2, "total_cards_6": 2,
	"bonus_player": 5, "bonus_banker": 5,
}

// Stakes in cents: main bets from the table minimum up, side bets small.
// Some are not whole dollars so that commissions have cents to round.
var (
	mainStakes = []rules.Money{2500, 2500, 2500, 5000, 5000, 7500, 10000, 10000, 12500, 15000, 20000, 25000, 37500, 50000, 100000, 250000}
	sideStakes = []rules.Money{500, 500, 1000, 1000, 2500, 2500, 5000, 10000}
)

// mainBets are the bets that take main stakes.
var mainBets = map[string]bool{"banker": true, "player": true}

// body is a generated hand without its envelope: the JSON members
// "cards":…,"wagers":… (no braces), whose settlement does not depend on the
// table, the hand number or the time, so it can be stamped with any of them.
type body struct {
	json []byte
	// wrong is set when one wager was deliberately short-paid, so the
	// service must answer "discrepancy" with one finding.
	wrong bool
}

// generator deals hands at one table: its own shoe, its own random source
// and the table's compiled settings.
type generator struct {
	rng      *rand.Rand
	game     rules.Game
	settings rules.Settings
	decks    int
	shoe     []rules.Card
	pos      int
	bets     []string
	weights  []int
	total    int
	wrong    float64 // percent of hands to short-pay
}

// newGenerator returns a generator for a table with the given settings
// (the table's stored, normalized settings).
func newGenerator(seed uint64, game rules.Game, values map[string]string, wrongPercent float64) (*generator, error) {
	s, err := game.Settings(values)
	if err != nil {
		return nil, err
	}
	decks := 8
	if v, ok := s.Values()["decks"]; ok {
		if decks, err = strconv.Atoi(v); err != nil {
			return nil, fmt.Errorf("decks setting %q: %w", v, err)
		}
	}
	g := &generator{rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), game: game, settings: s,
		decks: decks, wrong: wrongPercent}
	for _, w := range game.Info().Wagers {
		weight, ok := betWeights[w.Bet]
		if !ok {
			weight = 3
		}
		g.bets = append(g.bets, w.Bet)
		g.weights = append(g.weights, weight)
		g.total += weight
	}
	if len(g.bets) == 0 {
		return nil, fmt.Errorf("game %s offers no bets", game.Info().ID)
	}
	g.shuffle()
	return g, nil
}

// shuffle refills the shoe with its decks and shuffles it.
func (g *generator) shuffle() {
	g.shoe = g.shoe[:0]
	for range g.decks {
		g.shoe = append(g.shoe, rules.Deck52()...)
	}
	g.rng.Shuffle(len(g.shoe), func(i, j int) { g.shoe[i], g.shoe[j] = g.shoe[j], g.shoe[i] })
	g.pos = 0
}

// deal plays the next coup from the shoe by the engine's drawing rules.
func (g *generator) deal() baccarat.Coup {
	if len(g.shoe)-g.pos < cutCards {
		g.shuffle()
	}
	c, ok := baccarat.Play(g.shoe[g.pos:])
	if !ok { // cannot happen with cutCards > 6, but never loop on it
		g.shuffle()
		c, _ = baccarat.Play(g.shoe)
	}
	g.pos += c.Cards()
	return c
}

func (g *generator) pickBet() string {
	n := g.rng.IntN(g.total)
	for i, w := range g.weights {
		if n < w {
			return g.bets[i]
		}
		n -= w
	}
	return g.bets[len(g.bets)-1]
}

func (g *generator) stake(bet string) rules.Money {
	if mainBets[bet] {
		return mainStakes[g.rng.IntN(len(mainStakes))]
	}
	return sideStakes[g.rng.IntN(len(sideStakes))]
}

// wagers places 2 to 5 wagers, at most one of each bet per seat.
func (g *generator) wagers() []rules.WagerRecord {
	n := 2 + g.rng.IntN(4)
	type key struct {
		seat int
		bet  string
	}
	taken := make(map[key]bool, n)
	out := make([]rules.WagerRecord, 0, n)
	for len(out) < n {
		k := key{seat: 1 + g.rng.IntN(seats), bet: g.pickBet()}
		if taken[k] {
			continue
		}
		taken[k] = true
		out = append(out, rules.WagerRecord{Seat: k.seat, Bet: k.bet, Amount: g.stake(k.bet).String(),
			Result: rules.Lose, Payout: rules.Money(0).String()})
	}
	return out
}

func cardStrings(cs []rules.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// next deals a hand, places its wagers and settles them as the engine does:
// the record is decoded and verified by the game, and each wager's expected
// result, payout and commission becomes its declared one. With probability
// wrong percent one winning wager is then short-paid.
func (g *generator) next() (body, error) {
	c := g.deal()
	rec := baccarat.Record{
		Envelope: rules.Envelope{TableID: "GEN", HandNumber: 1, Game: gameID, DealtAt: time.Unix(0, 0).UTC()},
		Cards:    baccarat.RecordCards{Player: cardStrings(c.Player.Cards()), Banker: cardStrings(c.Banker.Cards())},
		Wagers:   g.wagers(),
	}
	v, err := g.settle(&rec)
	if err != nil {
		return body{}, err
	}
	wrong := g.wrong > 0 && g.rng.Float64()*100 < g.wrong
	if wrong {
		i := winningWager(v)
		if i < 0 {
			// Nobody won: move one wager to the winning side, which always
			// pays, and settle again.
			g.betOnWinner(&rec, &c)
			if v, err = g.settle(&rec); err != nil {
				return body{}, err
			}
			if i = winningWager(v); i < 0 {
				return body{}, fmt.Errorf("no winning wager after betting on the winner: %+v", rec)
			}
		}
		paid := v.Settlements[i].Expected.Payout
		short := max(paid/5, 1)
		rec.Wagers[i].Payout = (paid - short).String()
	}
	b, err := json.Marshal(struct {
		Cards  baccarat.RecordCards `json:"cards"`
		Wagers []rules.WagerRecord  `json:"wagers"`
	}{rec.Cards, rec.Wagers})
	if err != nil {
		return body{}, err
	}
	return body{json: b[1 : len(b)-1], wrong: wrong}, nil
}

// settle runs the engine on the record and copies every wager's expected
// settlement into the record.
func (g *generator) settle(rec *baccarat.Record) (*rules.Verdict, error) {
	raw, err := json.Marshal(rec)
	if err != nil {
		return nil, err
	}
	h, err := g.game.Decode(raw)
	if err != nil {
		return nil, fmt.Errorf("the engine refuses a generated hand: %w\n%s", err, raw)
	}
	v, err := h.Verify(g.settings)
	if err != nil {
		return nil, fmt.Errorf("the engine refuses a generated hand: %w\n%s", err, raw)
	}
	if len(v.Settlements) != len(rec.Wagers) {
		return nil, fmt.Errorf("%d settlements for %d wagers", len(v.Settlements), len(rec.Wagers))
	}
	for i, st := range v.Settlements {
		w := &rec.Wagers[i]
		if st.Seat != w.Seat || st.Bet != w.Bet {
			return nil, fmt.Errorf("settlement %d is seat %d %s, wager is seat %d %s", i, st.Seat, st.Bet, w.Seat, w.Bet)
		}
		w.Result = st.Expected.Result
		w.Payout = st.Expected.Payout.String()
		w.Commission = ""
		if st.Expected.Commission != 0 {
			w.Commission = st.Expected.Commission.String()
		}
	}
	return v, nil
}

// winningWager returns the index of a wager that the rules pay, or -1.
func winningWager(v *rules.Verdict) int {
	for i, st := range v.Settlements {
		if st.Expected.Result == rules.Win && st.Expected.Payout > 0 {
			return i
		}
	}
	return -1
}

// betOnWinner turns the first wager into a wager on the side that won (the
// tie bet on a tie), at a seat that does not hold that bet yet.
func (g *generator) betOnWinner(rec *baccarat.Record, c *baccarat.Coup) {
	bet := c.Winner().String() // "player", "banker" or "tie": each a bet
	held := map[int]bool{}
	for _, w := range rec.Wagers[1:] {
		if w.Bet == bet {
			held[w.Seat] = true
		}
	}
	seat := 1
	for held[seat] {
		seat++
	}
	rec.Wagers[0] = rules.WagerRecord{Seat: seat, Bet: bet, Amount: g.stake(bet).String(),
		Result: rules.Lose, Payout: rules.Money(0).String()}
}

// stamper turns bodies into full records for one table.
type stamper struct {
	prefix []byte // {"table_id":"…","game":"baccarat-co","hand_number":
}

func newStamper(tableID string) stamper {
	id, _ := json.Marshal(tableID)
	p := append([]byte(`{"table_id":`), id...)
	p = append(p, `,"game":"`+gameID+`","hand_number":`...)
	return stamper{prefix: p}
}

// appendRecord appends the record of hand number n, dealt at t, to dst.
func (s stamper) appendRecord(dst []byte, n int64, t time.Time, b body) []byte {
	dst = append(dst, s.prefix...)
	dst = strconv.AppendInt(dst, n, 10)
	dst = append(dst, `,"dealt_at":"`...)
	dst = t.AppendFormat(dst, time.RFC3339Nano)
	dst = append(dst, `",`...)
	dst = append(dst, b.json...)
	return append(dst, '}')
}
