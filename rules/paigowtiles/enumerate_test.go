package paigowtiles

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// Every deal is counted once, in units of 1/9 (1/18) of a deal; the count
// is symmetric: a player beats both of the player-dealer's hands as often
// as the player-dealer beats both of the player's, the copies apart, so
// the copies are the player-dealer's whole advantage.
func TestEnumerate(t *testing.T) {
	for _, g := range []*game{paiGowTiles, paiGowTilesWild} {
		def, err := g.Settings(nil)
		if err != nil {
			t.Fatal(err)
		}
		held, err := g.Settings(map[string]string{keyPlayerDealerWay: playerDealerHouse})
		if err != nil {
			t.Fatal(err)
		}
		fs, err := g.Enumerate(def, held)
		if err != nil {
			t.Fatal(err)
		}
		for i, f := range fs {
			unit := uint64(9 * (i + 1))
			if f.Deals != 736_281_000*unit || f.Decks != 1 || len(f.Bets) != 1 || f.Bets[0].Bet != BetBase {
				t.Fatalf("%s: %d deals, %+v", g.id, f.Deals, f)
			}
			var sum uint64
			for _, l := range f.Bets[0].Lines {
				sum += l.Ways
			}
			if sum != f.Deals {
				t.Errorf("%s: lines sum to %d of %d", g.id, sum, f.Deals)
			}
		}
		b := fs[0].Bets[0]
		win, lose := b.Lines[0], b.Lines[4]
		if win.Result != rules.Win || lose.Result != rules.Lose || win.Ways != lose.Ways || win.Ways == 0 {
			t.Errorf("%s: wins %d, losses without a copy %d; want equal", g.id, win.Ways, lose.Ways)
		}
		if b.Return.Sign() >= 0 {
			t.Errorf("%s: the bettor returns %s; the copies should give the player-dealer the edge", g.id, b.Return.FloatString(6))
		}
		// Copies are counted on the copy rule's lines.
		if b.Lines[2].Rule != ruleCopy || b.Lines[3].Rule != ruleCopy || b.Lines[2].Ways == 0 || b.Lines[3].Ways <= b.Lines[2].Ways {
			t.Errorf("%s: copy lines %+v %+v", g.id, b.Lines[2], b.Lines[3])
		}
		t.Logf("%s: win %d push %d push-copy %d lose-copy %d lose %d of %d; return %s", g.id, b.Lines[0].Ways, b.Lines[1].Ways,
			b.Lines[2].Ways, b.Lines[3].Ways, b.Lines[4].Ways, fs[0].Deals, b.Return.FloatString(6))
	}
}

// The count by classes agrees with a count tile by tile for a sample of
// player hands: every one of the 20,475 hands of the other 28 tiles to the
// player-dealer, each side's sets found from its own four tiles.
func TestEnumerateByTiles(t *testing.T) {
	var set []tile
	for c := range numClasses {
		for _, f := range classes[c].faces {
			for range copiesOf(f) {
				set = append(set, tile{face: f, class: c})
			}
		}
	}
	if len(set) != 32 {
		t.Fatalf("%d tiles", len(set))
	}
	samples := [][4]int{}
	// The sample: hands with no pair, one pair, two pairs, a Gee Joon pair,
	// one Gee Joon tile, pairs the house way splits and keeps.
	find := func(codes ...string) [4]int {
		var ids [4]int
		used := map[int]bool{}
		for k, code := range codes {
			f := mustTile(t, code).face
			for i, x := range set {
				if x.face == f && !used[i] {
					ids[k], used[i] = i, true
					break
				}
			}
		}
		return ids
	}
	for _, h := range []string{"66 45 13 26", "11 11 55 16", "44 44 56 55", "12 24 66 11", "12 66 66 13", "26 35 45 36", "66 66 44 44", "14 23 25 34", "16 16 66 55", "24 46 33 15"} {
		var codes [4]string
		copy(codes[:], splitCodes(h))
		samples = append(samples, find(codes[:]...))
	}
	for _, wild := range []bool{false, true} {
		hands := handsOf(wild)
		for _, houseWayOn := range []bool{false, true} {
			unit := uint64(9)
			if houseWayOn {
				unit = 18
			}
			for _, p := range samples {
				var byTiles [5]uint64
				pSets := tileSets(set, p, wild, false)
				var rest []int
				for i := range set {
					if i != p[0] && i != p[1] && i != p[2] && i != p[3] {
						rest = append(rest, i)
					}
				}
				for a := 0; a < len(rest); a++ {
					for b := a + 1; b < len(rest); b++ {
						for c := b + 1; c < len(rest); c++ {
							for d := c + 1; d < len(rest); d++ {
								dSets := tileSets(set, [4]int{rest[a], rest[b], rest[c], rest[d]}, wild, houseWayOn)
								w := unit / uint64(len(pSets)*len(dSets))
								for _, ps := range pSets {
									for _, ds := range dSets {
										byTiles[against(ps[0], ps[1], ds[0], ds[1])] += w
									}
								}
							}
						}
					}
				}
				// The same player hand by classes: the class hand's count
				// covers its tile hands, each counting the same.
				cs := [4]class{set[p[0]].class, set[p[1]].class, set[p[2]].class, set[p[3]].class}
				ch := newClassHand(sortClasses(cs), wild)
				byClasses := tally{unit: unit}
				countPlayer(&ch, hands, houseWayOn, &byClasses)
				for k := range byTiles {
					if byTiles[k]*ch.ways != byClasses.n[k] {
						t.Errorf("wild %v, house way %v, %v: outcome %d counted %d by tiles (× %d hands) and %d by classes",
							wild, houseWayOn, cs, k, byTiles[k], ch.ways, byClasses.n[k])
					}
				}
			}
		}
	}
}

func splitCodes(s string) []string {
	var out []string
	for i := 0; i+1 < len(s); i += 3 {
		out = append(out, s[i:i+2])
	}
	return out
}

func sortClasses(cs [4]class) [4]class {
	for i := 1; i < 4; i++ {
		for j := i; j > 0 && cs[j] < cs[j-1]; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
	return cs
}

// tileSets lists the (high, low) scores of each set four tiles allow: the
// three ways to make two hands, the wild tiles never apart, and for the
// player-dealer under the house way the sets it decides.
func tileSets(set []tile, ids [4]int, wild, houseWayOn bool) [][2]score {
	var cs [4]class
	for i, id := range ids {
		cs[i] = set[id].class
	}
	want, _, decided := houseWay(cs, wild)
	var out [][2]score
	for _, p := range [3][4]int{{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}} {
		x := [2][2]class{{cs[p[0]], cs[p[1]]}, {cs[p[2]], cs[p[3]]}}
		g0 := (x[0][0] == geeJoon) != (x[0][1] == geeJoon)
		nGee := 0
		for _, c := range cs {
			if c == geeJoon {
				nGee++
			}
		}
		if wild && nGee == 2 && g0 {
			continue
		}
		if houseWayOn && decided && !samePartition(want, x) {
			continue
		}
		a, b := evaluate(x[0][0], x[0][1], wild), evaluate(x[1][0], x[1][1], wild)
		out = append(out, [2]score{max(a, b), min(a, b)})
	}
	return out
}
