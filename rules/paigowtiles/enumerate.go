package paigowtiles

import (
	"fmt"
	"math/big"
	"math/bits"
	"sync"

	"github.com/tablegames/casino/rules"
)

// Every deal, counted. A deal is four of the 32 tiles to a player and four
// of the other 28 to the player-dealer: C(32,4) × C(28,4) = 35,960 × 20,475
// = 736,281,000 deals, equally likely. Each side then sets its four tiles
// in one of the ways the rules allow, each equally likely: any of the three
// ways to make two hands of two, except that a Wild hand holding both wild
// tiles has one (line 2927) and, at a table whose player-dealer is held to
// the house way (player_dealer_way=house_way), a player-dealer hand the
// house way decides has the one or two sets that are its house way (two
// when the tiles it splits are a class's two tiles). The settlement of the
// player's base wager is counted for every deal and pair of sets, each
// weighted so that a deal weighs the same whatever its number of sets:
// the frequencies count units of 1/9 of a deal (1/18 under the house way,
// where a side may have two sets).
//
// The count runs over tile classes: the 3,620 hands of four tiles when the
// two tiles of a class are not told apart (the 35,960 hands of four tiles
// fall into them, 2 ways for each class held once), and for each the
// player-dealer's 3,620 hands whose classes the two hands do not overdraw.

// classHand is four tiles as classes, in class order.
type classHand struct {
	cs [4]class
	// mask holds the count of each class in 3 bits; ones has a bit for each
	// class held once, absent for each class not held.
	mask         uint64
	ones, absent uint16
	// ways is the number of hands of four tiles with these classes.
	ways uint64
	// sets holds the allowed sets, high hand's score first, and pd the
	// player-dealer's under the house way: nsets and npd of each.
	sets, pd   [3][2]score
	nsets, npd int
}

const (
	fieldOnes  uint64 = 0x249249249249 // 0b001 in each of 16 fields of 3 bits
	fieldFours uint64 = fieldOnes << 2
)

// partitions are the three ways to make two hands of four tiles.
var partitions = [3][4]int{{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}}

func (h *classHand) partition(p [4]int) [2][2]class {
	return [2][2]class{{h.cs[p[0]], h.cs[p[1]]}, {h.cs[p[2]], h.cs[p[3]]}}
}

func setScores(x [2][2]class, wild bool) [2]score {
	a, b := evaluate(x[0][0], x[0][1], wild), evaluate(x[1][0], x[1][1], wild)
	if b > a {
		a, b = b, a
	}
	return [2]score{a, b}
}

// classHands lists the 3,620 hands of a game.
func classHands(wild bool) []classHand {
	var out []classHand
	for a := range numClasses {
		for b := a; b < numClasses; b++ {
			for c := b; c < numClasses; c++ {
				for d := c; d < numClasses; d++ {
					if a == c || b == d {
						continue // three of a class
					}
					out = append(out, newClassHand([4]class{a, b, c, d}, wild))
				}
			}
		}
	}
	return out
}

func newClassHand(cs [4]class, wild bool) classHand {
	h := classHand{cs: cs}
	var count [numClasses]int
	for _, c := range cs {
		count[c]++
		h.mask += 1 << (3 * uint(c))
	}
	for c := range numClasses {
		switch count[c] {
		case 0:
			h.absent |= 1 << c
		case 1:
			h.ones |= 1 << c
		}
	}
	h.ways = 1 << bits.OnesCount16(h.ones)
	forced := wild && count[geeJoon] == 2
	want, _, decided := houseWay(cs, wild)
	for _, p := range partitions {
		x := h.partition(p)
		if forced && (x[0][0] == geeJoon) != (x[0][1] == geeJoon) {
			continue // the wild tiles apart
		}
		sc := setScores(x, wild)
		h.sets[h.nsets] = sc
		h.nsets++
		if !decided || samePartition(want, x) {
			h.pd[h.npd] = sc
			h.npd++
		}
	}
	return h
}

var (
	handsOnce    [2]sync.Once
	handsOfGames [2][]classHand
)

func handsOf(wild bool) []classHand {
	i := 0
	if wild {
		i = 1
	}
	handsOnce[i].Do(func() { handsOfGames[i] = classHands(wild) })
	return handsOfGames[i]
}

// tally counts the settlements of every deal by how the player fared,
// in units of 1/unit of a deal.
type tally struct {
	unit uint64
	n    [5]uint64
}

// count tallies every deal of the game, the player-dealer setting its
// tiles the house way where it decides when houseWay is set.
func count(wild, houseWay bool) tally {
	hands := handsOf(wild)
	t := tally{unit: 9}
	if houseWay {
		t.unit = 18
	}
	for i := range hands {
		countPlayer(&hands[i], hands, houseWay, &t)
	}
	return t
}

// countPlayer adds the deals of one player's hand to t.
func countPlayer(p *classHand, hands []classHand, houseWay bool, t *tally) {
	for j := range hands {
		d := &hands[j]
		if (p.mask+d.mask+fieldOnes)&fieldFours != 0 {
			continue // a class dealt three or four times
		}
		dsets := d.sets[:d.nsets]
		if houseWay {
			dsets = d.pd[:d.npd]
		}
		ways := p.ways << bits.OnesCount16(d.ones&p.absent)
		w := ways * (t.unit / uint64(p.nsets*len(dsets)))
		for _, ps := range p.sets[:p.nsets] {
			for _, ds := range dsets {
				t.n[against(ps[0], ps[1], ds[0], ds[1])] += w
			}
		}
	}
}

// dealsTotal is C(32,4) × C(28,4).
const dealsTotal = 35960 * 20475

// Enumerate counts every deal under each of the settings.
func (g *game) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	out := make([]*rules.Frequencies, 0, len(variants))
	for _, st := range variants {
		s, ok := st.(*settings)
		if !ok {
			return nil, fmt.Errorf("paigowtiles: %s cannot enumerate with %T settings", g.id, st)
		}
		t := count(g.wild, s.checkHouseWay && s.playerDealerHouseWay)
		f, err := g.frequencies(s, t)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

func (g *game) frequencies(s *settings, t tally) (*rules.Frequencies, error) {
	deals := uint64(dealsTotal) * t.unit
	var sum uint64
	for _, n := range t.n {
		sum += n
	}
	if sum != deals {
		return nil, fmt.Errorf("paigowtiles: %s counted %d units of deals, want %d", g.id, sum, deals)
	}
	one, zero := big.NewRat(1, 1), new(big.Rat)
	lines := []rules.Line{
		{Result: rules.Win, Payout: one, Commission: zero, Rule: g.c.win, Ways: t.n[vsWin]},
		{Result: rules.Push, Payout: zero, Commission: zero, Rule: g.c.push, Ways: t.n[vsPush]},
		{Result: rules.Push, Payout: zero, Commission: zero, Rule: g.c.copy, Ways: t.n[vsPushCopy]},
		{Result: rules.Lose, Payout: zero, Commission: zero, Rule: g.c.copy, Ways: t.n[vsLoseCopy]},
		{Result: rules.Lose, Payout: zero, Commission: zero, Rule: g.c.lose, Ways: t.n[vsLose]},
	}
	net := new(big.Int).SetUint64(t.n[vsWin])
	net.Sub(net, new(big.Int).SetUint64(t.n[vsLoseCopy]+t.n[vsLose]))
	ret := new(big.Rat).SetFrac(net, new(big.Int).SetUint64(deals))
	return &rules.Frequencies{Settings: s.Values(), Decks: 1, Shoe: "the 32 tiles", Deals: deals,
		Bets: []rules.BetFrequency{{Bet: BetBase, Lines: lines, Return: ret, FixedReturn: new(big.Rat).Set(ret)}}}, nil
}

// tilesNotes are the page's remarks beside the engine's counts.
var tilesNotes = []string{
	"How the deals are counted: four of the 32 tiles to a player, four of the other 28 to the player-dealer (736,281,000 deals), each side setting its tiles in each of the ways the rules allow with equal weight (three ways to make two hands; one for a Wild hand holding both wild tiles; under player_dealer_way=house_way, the player-dealer's house way where it decides). The deals column counts ninths of a deal (eighteenths under the house way). Neither side plays a strategy, so the house edge shown is the player-dealer's advantage against a bettor setting at random: the copies, which the player-dealer wins, make it positive.",
	"Wikipedia's Pai gow article (https://en.wikipedia.org/wiki/Pai_gow, mirrored at http://w.owiki.org/wiki/Pai_gow) gives 35,960 hands of four tiles, 3,620 when the two tiles of a pair are not told apart, 496 hands of two tiles and 136 by classes; the package's tests count the same from its tile set.",
	"No published analysis of these California rules (no commission, copies and every 0 against 0 to the player-dealer, no complete house way) or of the Wild's wild tiles was found. The published house ways of house-banked Pai Gow Tiles (the Wizard of Odds' pages, such as https://wizardofodds.com/games/pai-gow-tiles/house-way/foxwoods/) set every hand, which these rules do not; their pair rules word the two lines the Wild words loosely (2983, 2986) as the service reads them (interpretation PGT-5).",
}
