package draw

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// A dealer, played out card by card as the rules describe it: shuffle,
// deal clockwise from the left of the button, burn before each draw,
// replace discards seat by seat, fold hands into the discard pile, and when
// the deck runs out reshuffle the burns and the discard pile without the
// current draw's discards, then, if that is not enough, the discards of
// the seats already served (lines 3562-3568). Its records must all decode
// and, with the awards the engine gives, verify: the deck check refuses no
// hand a dealer can deal.
type dealer struct {
	rng  *rand.Rand
	deck []rules.Card
	// pile is the discard pile: burns, folded hands and discards, each
	// with the draw it went there in.
	pile []pileCard
}

type pileCard struct {
	c     rules.Card
	round int
	// seatPos is the drawing position of the seat that discarded it in
	// its draw; -1 for burns and folded hands.
	seatPos int
}

func (d *dealer) next(round, servedBefore int) rules.Card {
	if len(d.deck) == 0 {
		var keep []pileCard
		for _, p := range d.pile {
			if p.round < round || p.round == round && p.seatPos >= 0 && p.seatPos < servedBefore {
				d.deck = append(d.deck, p.c)
			} else {
				keep = append(keep, p)
			}
		}
		d.pile = keep
		d.rng.Shuffle(len(d.deck), func(i, j int) { d.deck[i], d.deck[j] = d.deck[j], d.deck[i] })
		if len(d.deck) > 1 {
			d.burn(round) // the re-burn
		}
	}
	c := d.deck[0]
	d.deck = d.deck[1:]
	return c
}

func (d *dealer) burn(round int) {
	if len(d.deck) == 0 {
		return
	}
	d.pile = append(d.pile, pileCard{c: d.deck[0], round: round, seatPos: -1})
	d.deck = d.deck[1:]
}

func simulate(rng *rand.Rand, g *variant) []byte {
	d := &dealer{rng: rng, deck: rules.Deck52()}
	if g.joker && rng.IntN(2) == 0 {
		d.deck = append(d.deck, rules.Joker)
	}
	rng.Shuffle(len(d.deck), func(i, j int) { d.deck[i], d.deck[j] = d.deck[j], d.deck[i] })
	n := g.minSeats + rng.IntN(g.maxSeats-g.minSeats+1)
	numbers := rng.Perm(g.positions)[:n]
	for i := range numbers {
		numbers[i]++
	}
	button := 1 + rng.IntN(g.positions)
	h := &Hand{game: g, Button: button}
	for _, s := range numbers {
		h.Seats = append(h.Seats, Seat{Seat: s})
	}
	order := h.drawOrder()
	// When each seat folds: -1 never, k after draw k (0 before the first).
	foldAt := make([]int, n)
	for i := range foldAt {
		foldAt[i] = -1
		if rng.IntN(3) == 0 {
			foldAt[i] = rng.IntN(g.draws + 1)
		}
	}
	if !slices.Contains(foldAt, -1) {
		foldAt[rng.IntN(n)] = -1
	}
	live := 0
	last := 0
	for _, f := range foldAt {
		if f < 0 {
			live++
		}
		last = max(last, f)
	}
	draws := g.draws
	if live < 2 {
		draws = last
	}
	hands := make([][]rules.Card, n)
	for k := 0; k < g.handSize; k++ {
		for _, i := range order {
			c := d.next(0, 0)
			hands[i] = append(hands[i], c)
			h.Seats[i].Dealt = append(h.Seats[i].Dealt, c)
		}
	}
	var board []rules.Card
	if g.board == matchFlop {
		board = []rules.Card{d.next(0, 0), d.next(0, 0), d.next(0, 0)}
	}
	flop := g.board == dramahaBoard && (draws > 0 || rng.IntN(2) == 0)
	if flop {
		d.burn(0)
		board = []rules.Card{d.next(0, 0), d.next(0, 0), d.next(0, 0)}
	}
	fold := func(round int) {
		for i, f := range foldAt {
			if f == round {
				for _, c := range hands[i] {
					d.pile = append(d.pile, pileCard{c: c, round: round, seatPos: -1})
				}
				h.Seats[i].Folded = true
			}
		}
	}
	fold(0)
	for k := 1; k <= draws; k++ {
		d.burn(k)
		// No more discards than the deck and the earlier discard pile can
		// replace, less a re-burn.
		budget := len(d.deck) - 1
		for _, p := range d.pile {
			if p.round < k {
				budget++
			}
		}
		want := make([]int, n)
		for pos, i := range order {
			if f := foldAt[i]; f >= 0 && f < k {
				continue
			}
			var keep []rules.Card
			for _, c := range hands[i] {
				if rng.IntN(5) < 2 && budget > 0 {
					budget--
					h.Seats[i].Discarded[k-1] = append(h.Seats[i].Discarded[k-1], c)
					d.pile = append(d.pile, pileCard{c: c, round: k, seatPos: pos})
				} else {
					keep = append(keep, c)
				}
			}
			want[i] = g.handSize - len(keep)
			hands[i] = keep
		}
		for pos, i := range order {
			for j := 0; j < want[i]; j++ {
				c := d.next(k, pos)
				hands[i] = append(hands[i], c)
				h.Seats[i].Drawn[k-1] = append(h.Seats[i].Drawn[k-1], c)
			}
		}
		fold(k)
	}
	if g.board == dramahaBoard && draws > 0 && (live >= 2 || rng.IntN(2) == 0) {
		board = append(board, d.next(draws+1, 0))
		if live >= 2 || rng.IntN(2) == 0 {
			d.burn(draws + 1)
			board = append(board, d.next(draws+1, 0))
		}
	}
	// The record, with random contributions and nothing won yet.
	rec := map[string]any{"table_id": "SIM-1", "hand_number": 1, "game": g.id, "dealt_at": "2026-11-22T20:00:00Z",
		"button": button, "draws": draws, "fees": []any{}}
	if len(board) > 0 {
		rec["board"] = cardStrings(board)
	}
	var seats []any
	for i, s := range h.Seats {
		m := map[string]any{"seat": s.Seat, "contributed": rules.Dollars(int64(1 + rng.IntN(60))).String(), "won": "0.00"}
		if s.Folded {
			m["folded"] = true
		}
		if !s.Folded || rng.IntN(3) != 0 {
			m["dealt"] = cardStrings(s.Dealt)
			for k := 0; k < draws; k++ {
				if len(s.Discarded[k]) > 0 {
					m["discarded_"+itoa(k+1)] = cardStrings(s.Discarded[k])
					m["drawn_"+itoa(k+1)] = cardStrings(s.Drawn[k])
				}
			}
		}
		_ = i
		seats = append(seats, m)
	}
	rec["seats"] = seats
	b, err := json.Marshal(rec)
	if err != nil {
		panic(err)
	}
	return b
}

// Every simulated hand of every game decodes, verifies, awards exactly the
// pot, and verifies without a finding once the record declares the awards.
func TestSimulatedHandsVerify(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 16))
	reshuffled := 0
	for _, g := range variants {
		for i := 0; i < 400; i++ {
			raw := simulate(rng, g)
			gm := game{g}
			h, err := gm.Decode(raw)
			if err != nil {
				t.Fatalf("%s: a dealt hand is refused: %v\n%s", g.id, err, raw)
			}
			v, err := h.Verify(nil)
			if err != nil {
				t.Fatalf("%s: %v\n%s", g.id, err, raw)
			}
			var rec map[string]any
			if err := json.Unmarshal(raw, &rec); err != nil {
				t.Fatal(err)
			}
			var sum rules.Money
			for j, st := range v.Settlements {
				rec["seats"].([]any)[j].(map[string]any)["won"] = st.Expected.Payout.String()
				sum += st.Expected.Payout
			}
			if hand := handOfRecord(h); sum != hand.Pot() {
				t.Fatalf("%s: awards %s of a pot of %s\n%s", g.id, sum, hand.Pot(), raw)
			}
			fixed, _ := json.Marshal(rec)
			h2, err := gm.Decode(fixed)
			if err != nil {
				t.Fatal(err)
			}
			v2, err := h2.Verify(nil)
			if err != nil || len(v2.Findings) != 0 {
				t.Fatalf("%s: the awarded record has findings %+v %v\n%s", g.id, v2.Findings, err, fixed)
			}
			if strings.Contains(string(raw), `"drawn_`) && reuses(handOfRecord(h)) {
				reshuffled++
			}
		}
	}
	if reshuffled == 0 {
		t.Error("no simulated hand dealt a discarded card again; the reshuffle is not exercised")
	}
	t.Logf("%d hands dealt a discarded card again", reshuffled)
}

func handOfRecord(h rules.Hand) *Hand {
	if l, ok := h.(*LowballHand); ok {
		return l.Hand
	}
	return h.(*Hand)
}

// reuses reports whether a card was dealt twice in the hand.
func reuses(h *Hand) bool {
	seen := map[rules.Card]bool{}
	for _, s := range h.Seats {
		cards := slices.Clone(s.Dealt)
		for k := 0; k < maxDraws; k++ {
			cards = append(cards, s.Drawn[k]...)
		}
		for _, c := range cards {
			if seen[c] {
				return true
			}
			seen[c] = true
		}
	}
	return false
}
