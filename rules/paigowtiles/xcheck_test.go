package paigowtiles_test

// A settlement of Pai Gow Tiles (seed 000 lines 1132-1217) and Pai Gow
// Tiles Wild (lines 2911-3057) written from the rule book and
// docs/interpretations.md PGT-1 to PGT-W5, independent of the package's
// tables: random deals of the 32 tiles, set at random, are valued and
// settled here against a player-dealer's bank, written as records with
// these settlements declared, and the engine must verify each with no
// finding; a changed settlement must be a finding.

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/paigowtiles"
)

// xRows are the 16 rows of tiles in HGC's single ranking (lines
// 1177-1192), highest first, with their faces.
var xRows = [][]string{
	{"66"}, {"11"}, {"44"}, {"13"}, {"55"}, {"33"}, {"22"}, {"56"}, {"46"}, {"16"}, {"15"},
	{"45", "36"}, {"26", "35"}, {"25", "34"}, {"14", "23"}, {"12", "24"},
}

const (
	xTeen    = 0
	xDay     = 1
	xYun     = 2
	xNine    = 11 // Chop Gow, the mixed nines
	xEight   = 12 // Chop Bot, the mixed eights
	xGeeJoon = 15
)

type xTile struct {
	face string
	row  int
}

func (t xTile) spots() int { return int(t.face[0]-'0') + int(t.face[1]-'0') }

// xSet is the 32 tiles: two of each identical twin, one of each face of
// the mixed rows (line 1143).
func xSet() []xTile {
	var out []xTile
	for row, faces := range xRows {
		for _, f := range faces {
			out = append(out, xTile{f, row})
			if len(faces) == 1 {
				out = append(out, xTile{f, row})
			}
		}
	}
	return out
}

// xValue ranks a hand of two tiles: a higher value is a better hand. The
// order: the Gee Joon pair (HGC) or the Supreme Pair (Wild); the pairs in
// the order of the single rows (lines 1150-1164); Wongs, Teen then Day;
// Gongs, Teen then Day (1165-1168); then the last digit of the spots
// (2925), the higher-ranked tile breaking an equal value (2929). Two hands
// of one value equal are a copy, and every 0 is one (2931).
func xValue(a, b xTile, wild bool) int {
	if a.row > b.row {
		a, b = b, a
	}
	switch {
	case a.row == xGeeJoon && b.row == xGeeJoon:
		return 4000
	case wild && b.row == xGeeJoon:
		// A lone wild tile becomes the twin of the tile beside it
		// (PGT-W1): a pair of that row.
		return 3000 - a.row
	case a.row == b.row:
		return 3000 - a.row
	case (a.row == xTeen || a.row == xDay) && b.row == xNine:
		return 2000 - a.row
	case (a.row == xTeen || a.row == xDay) && (b.row == xEight || b.row == xYun):
		return 1900 - a.row
	}
	v := (a.spots() + b.spots()) % 10
	if b.row == xGeeJoon {
		// Tile 3 and Tile 6 count as 3 or 6 (line 1194).
		v = max((a.spots()+3)%10, (a.spots()+6)%10)
	}
	if v == 0 {
		return 0
	}
	return v*100 - a.row
}

type xHand struct {
	seat  int
	tiles []xTile
}

// hiLo values the two hands as set: the first two tiles and the last two.
func (h xHand) hiLo(wild bool) (int, int) {
	p, q := xValue(h.tiles[0], h.tiles[1], wild), xValue(h.tiles[2], h.tiles[3], wild)
	return max(p, q), min(p, q)
}

func xMoney(c int64) string {
	if c < 0 {
		return "-" + xMoney(-c)
	}
	return fmt.Sprintf("%d.%02d", c/100, c%100)
}

func TestCrossCheckPaiGowTiles(t *testing.T) {
	r := rand.New(rand.NewPCG(32, 16))
	games := []struct {
		g    rules.Game
		wild bool
		// dir is the direction the dice count and the wagers are
		// settled: -1 counterclockwise (HGC, lines 1140, 1210), +1
		// clockwise (the Wild, lines 3001-3007), seats numbered
		// clockwise (PGT-7).
		dir int
	}{{paigowtiles.PaiGowTiles(), false, -1}, {paigowtiles.PaiGowTilesWild(), true, 1}}
	// Pai Gow Tiles' bank_exhausted setting both ways; the Wild returns
	// the wagers not covered once the bank is exhausted (lines 2913, 3007).
	var settings []rules.Settings
	for _, values := range []map[string]string{nil, nil, {"bank_exhausted": "losers_collected"}} {
		s, err := games[len(settings)%2].g.Settings(values)
		if err != nil {
			t.Fatal(err)
		}
		settings = append(settings, s)
	}
	seen := map[string]int{}
	for round := 0; round < 3000; round++ {
		gm := games[round%2]
		s := settings[round%2]
		if !gm.wild && r.IntN(2) == 0 {
			s = settings[2]
		}
		returns := s.Values()["bank_exhausted"] != "losers_collected"
		set := xSet()
		r.Shuffle(len(set), func(i, j int) { set[i], set[j] = set[j], set[i] })
		pdSeat := 1 + r.IntN(8)
		seats := []int{pdSeat}
		for s := 1; s <= 8; s++ {
			if s != pdSeat && r.IntN(3) > 0 {
				seats = append(seats, s)
			}
		}
		var hands []xHand
		for i, s := range seats {
			ts := slices.Clone(set[4*i : 4*i+4])
			r.Shuffle(4, func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
			if gm.wild {
				// The wild tiles are never separated (line 2927).
				var w, o []xTile
				for _, x := range ts {
					if x.row == xGeeJoon {
						w = append(w, x)
					} else {
						o = append(o, x)
					}
				}
				if len(w) == 2 {
					ts = append(w, o...)
					if r.IntN(2) == 0 {
						ts = append(o, w...)
					}
				}
			}
			hands = append(hands, xHand{s, ts})
		}
		pdHi, pdLo := hands[0].hiLo(gm.wild)
		type xw struct {
			seat, backline   int
			amount           int64
			result           string
			payout, returned int64
			full             string
		}
		var ws []*xw
		for _, h := range hands[1:] {
			bettors := 1
			if !gm.wild && r.IntN(4) == 0 {
				bettors += 1 + r.IntN(2)
			}
			hi, lo := h.hiLo(gm.wild)
			// Both higher wins even money; both lower, or any copy with
			// none higher, loses; one higher is a push (lines 1197,
			// 3007; PGT-3, PGT-4).
			res := rules.Push
			switch {
			case hi > pdHi && lo > pdLo:
				res = rules.Win
			case hi <= pdHi && lo <= pdLo:
				res = rules.Lose
			}
			for b := 0; b < bettors; b++ {
				ws = append(ws, &xw{seat: h.seat, backline: b, amount: int64(100 * (5 + r.IntN(300))), full: res})
			}
		}
		// The order: from the action seat, (dice - 1) mod 8 positions
		// from the player-dealer's, or the next when that is the
		// player-dealer's own (PGT-7).
		dice := 3 + r.IntN(16)
		k := (dice - 1) % 8
		if k == 0 {
			k = 1
		}
		mod := func(a int) int { return ((a % 8) + 8) % 8 }
		action := mod(pdSeat-1+gm.dir*k) + 1
		pos := func(w *xw) int { return mod(gm.dir*(w.seat-action))*10 + w.backline }
		order := slices.Clone(ws)
		slices.SortStableFunc(order, func(a, b *xw) int { return pos(a) - pos(b) })
		// The bank: winners paid as far as it covers, losers collected as
		// far as the player-dealer may still win; once a winner took the
		// last of it, every later wager returned, or (losers_collected)
		// later losers still collected (PGT-8, K1).
		var total int64
		for _, w := range ws {
			total += w.amount
		}
		bank := int64(100 * (1 + r.IntN(int(total/100)+1)))
		if r.IntN(2) == 0 {
			bank = total + 100
		}
		var net int64
		exhausted := false
		for _, w := range order {
			w.result = w.full
			switch {
			case exhausted:
				w.result = rules.NoAction
			case w.full == rules.Win:
				left := bank + net
				if left <= 0 {
					w.result = rules.NoAction
					break
				}
				w.payout = min(w.amount, left)
				net -= w.payout
				exhausted = returns && bank+net == 0
			case w.full == rules.Lose:
				room := bank - net
				if room <= 0 {
					w.result = rules.NoAction
					break
				}
				take := min(w.amount, room)
				net += take
				w.returned = w.amount - take
			}
			seen[fmt.Sprintf("%v %s %s %v", gm.wild, w.full, w.result, w.returned > 0)]++
		}
		rec := map[string]any{"table_id": "X-3", "hand_number": round + 1, "game": gm.g.Info().ID,
			"dealt_at": "2026-11-21T22:14:05-08:00", "dice": dice,
			"player_dealer": map[string]any{"seat": pdSeat, "bank": xMoney(bank), "net": xMoney(net)}}
		var hs []map[string]any
		for _, h := range hands {
			var faces []string
			for _, x := range h.tiles {
				f := x.face
				if r.IntN(4) == 0 {
					f = string([]byte{f[1], f[0]}) // either order of the halves
				}
				faces = append(faces, f)
			}
			hs = append(hs, map[string]any{"seat": h.seat, "tiles": faces})
		}
		rec["hands"] = hs
		wagers := func(flip int) []map[string]any {
			var out []map[string]any
			for i, w := range ws {
				m := map[string]any{"seat": w.seat, "bet": "base", "amount": xMoney(w.amount), "result": w.result, "payout": xMoney(w.payout)}
				if w.backline > 0 {
					m["backline"] = w.backline
				}
				if w.returned > 0 {
					m["returned"] = xMoney(w.returned)
				}
				if i == flip {
					switch w.result {
					case rules.Win:
						m["result"] = rules.Push
						m["payout"] = "0.00"
					default:
						m["result"], m["payout"] = rules.Win, xMoney(w.amount)
					}
				}
				out = append(out, m)
			}
			if out == nil {
				out = []map[string]any{}
			}
			return out
		}
		verify := func(flip int) (*rules.Verdict, []byte) {
			rec["wagers"] = wagers(flip)
			data, err := json.Marshal(rec)
			if err != nil {
				t.Fatal(err)
			}
			h, err := gm.g.Decode(data)
			if err != nil {
				t.Fatalf("decode %s: %v", data, err)
			}
			v, err := h.Verify(s)
			if err != nil {
				t.Fatalf("verify %s: %v", data, err)
			}
			return v, data
		}
		v, data := verify(-1)
		for _, f := range v.Findings {
			t.Errorf("%s\nfinding: %s (%s)", data, f.Message, f.Rule)
		}
		if t.Failed() {
			t.FailNow()
		}
		if len(ws) > 0 {
			if v, data := verify(r.IntN(len(ws))); len(v.Findings) == 0 {
				t.Fatalf("a changed settlement was verified: %s", data)
			}
		}
	}
	for _, wild := range []bool{false, true} {
		for _, k := range []string{"win win false", "lose lose false", "push push false", "win no_action false", "lose lose true", "lose no_action false", "push no_action false"} {
			if seen[fmt.Sprintf("%v %s", wild, k)] == 0 {
				t.Errorf("wild=%v: %s never seen", wild, k)
			}
		}
	}
}

// xLow is the value of the lower of two hands for the house way's "the low
// hand after the split has a value of": a Wong or Gong is better than
// every value (PGT-5).
func xLow(p, x, y xTile, wild bool) int {
	a, b := xValue(p, x, wild), xValue(p, y, wild)
	low := min(a, b)
	if low >= 1000 {
		return 10
	}
	return (low + 99) / 100 // v*100 less the high tile's row
}

// xHouseWay decides a hand of one pair p, p and two other tiles x, y by
// the Wild's house way (lines 2980-2987, read as PGT-5 reads its two loose
// lines): true to split the pair.
func xHouseWay(p, x, y xTile, wild bool) bool {
	teenOrDay := x.row <= xDay || y.row <= xDay
	switch p.spots() {
	case 7:
		return teenOrDay && xLow(p, x, y, wild) >= 7
	case 8:
		return xLow(p, x, y, wild) >= 7
	case 9:
		return xLow(p, x, y, wild) >= 9
	case 12, 2:
		nineAndEleven := (x.spots() == 9 && y.spots() == 11) || (x.spots() == 11 && y.spots() == 9)
		return xLow(p, x, y, wild) >= 6 || nineAndEleven
	}
	// 4, 5, 6, 10 and 11 spots: never split (line 2987).
	return false
}

func TestCrossCheckHouseWay(t *testing.T) {
	r := rand.New(rand.NewPCG(29, 80))
	games := []struct {
		g    rules.Game
		wild bool
	}{{paigowtiles.PaiGowTiles(), false}, {paigowtiles.PaiGowTilesWild(), true}}
	var settings []rules.Settings
	for _, gm := range games {
		s, err := gm.g.Settings(nil)
		if err != nil {
			t.Fatal(err)
		}
		settings = append(settings, s)
	}
	var dealerWay []rules.Settings
	for _, gm := range games {
		s, err := gm.g.Settings(map[string]string{"player_dealer_way": "house_way"})
		if err != nil {
			t.Fatal(err)
		}
		dealerWay = append(dealerWay, s)
	}
	unchecked, err := paigowtiles.PaiGowTiles().Settings(map[string]string{"house_way": "unchecked"})
	if err != nil {
		t.Fatal(err)
	}
	splits := 0
	for round := 0; round < 2000; round++ {
		gm := games[round%2]
		set := xSet()
		take := func(keep func(xTile) bool) xTile {
			for {
				i := r.IntN(len(set))
				if x := set[i]; keep(x) {
					set = slices.Delete(set, i, i+1)
					return x
				}
			}
		}
		p1 := take(func(x xTile) bool { return x.row != xGeeJoon })
		p2 := take(func(x xTile) bool { return x.row == p1.row })
		x := take(func(x xTile) bool { return x.row != p1.row && (!gm.wild || x.row != xGeeJoon) })
		y := take(func(y xTile) bool { return y.row != p1.row && y.row != x.row && (!gm.wild || y.row != xGeeJoon) })
		split := xHouseWay(p1, x, y, gm.wild)
		if split {
			splits++
		}
		r.Shuffle(len(set), func(i, j int) { set[i], set[j] = set[j], set[i] })
		pd := slices.Clone(set[:4])
		if gm.wild {
			slices.SortFunc(pd, func(a, b xTile) int { return b.row - a.row }) // any wild tiles together
		}
		settle := func(tiles []xTile) (string, int64) {
			ph, pl := xHand{2, tiles}.hiLo(gm.wild)
			dh, dl := xHand{1, pd}.hiLo(gm.wild)
			switch {
			case ph > dh && pl > dl:
				return rules.Win, 1000
			case ph <= dh && pl <= dl:
				return rules.Lose, 0
			}
			return rules.Push, 0
		}
		// asDealer gives the hand to the player-dealer, unmarked, and the
		// other four tiles to the player.
		record := func(tiles []xTile, asDealer bool) []byte {
			res, pay := settle(tiles)
			net := map[string]int64{rules.Win: -pay, rules.Lose: 1000}[res]
			dealer, player := pd, tiles
			marked := true
			if asDealer {
				dealer, player, marked = tiles, pd, false
				ph, pl := xHand{2, pd}.hiLo(gm.wild)
				dh, dl := xHand{1, tiles}.hiLo(gm.wild)
				res, pay, net = rules.Push, 0, 0
				switch {
				case ph > dh && pl > dl:
					res, pay, net = rules.Win, 1000, -1000
				case ph <= dh && pl <= dl:
					res, net = rules.Lose, 1000
				}
			}
			faces := func(ts []xTile) []string {
				var out []string
				for _, x := range ts {
					out = append(out, x.face)
				}
				return out
			}
			rec := map[string]any{"table_id": "X-4", "hand_number": 1, "game": gm.g.Info().ID,
				"dealt_at": "2026-11-21T22:14:05-08:00", "dice": 9,
				"player_dealer": map[string]any{"seat": 1, "bank": "100.00", "net": xMoney(net)},
				"hands":         []map[string]any{{"seat": 1, "tiles": faces(dealer)}, {"seat": 2, "tiles": faces(player), "house_way": marked}},
				"wagers":        []map[string]any{{"seat": 2, "bet": "base", "amount": "10.00", "result": res, "payout": xMoney(pay)}}}
			data, err := json.Marshal(rec)
			if err != nil {
				t.Fatal(err)
			}
			return data
		}
		keep, apart := []xTile{p1, p2, x, y}, []xTile{p1, x, p2, y}
		if r.IntN(2) == 0 {
			keep, apart = []xTile{x, y, p1, p2}, []xTile{y, p2, x, p1}
		}
		right, wrong := keep, apart
		if split {
			right, wrong = apart, keep
		}
		for _, c := range []struct {
			tiles    []xTile
			want     bool
			asDealer bool
		}{{right, false, false}, {wrong, true, false}, {right, false, true}, {wrong, true, true}} {
			data := record(c.tiles, c.asDealer)
			h, err := gm.g.Decode(data)
			if err != nil {
				t.Fatalf("decode %s: %v", data, err)
			}
			st := settings[round%2]
			if c.asDealer {
				// The player-dealer's own hand, unmarked, is held to
				// the house way under player_dealer_way=house_way
				// (PGT-6).
				st = dealerWay[round%2]
				if v, err := h.Verify(settings[round%2]); err != nil || len(v.Findings) > 0 {
					t.Errorf("%s: the player-dealer's own choice was checked: %v %v", data, err, v)
				}
			}
			v, err := h.Verify(st)
			if err != nil {
				t.Fatalf("verify %s: %v", data, err)
			}
			found := false
			for _, f := range v.Findings {
				if f.Field != "set" {
					t.Errorf("%s\nfinding: %s (%s)", data, f.Message, f.Rule)
				}
				found = true
			}
			if found != c.want {
				t.Errorf("%s: split=%v by the reference; the engine's house-way findings: %v", data, split, v.Findings)
			}
			// A table of pai-gow-tiles that leaves the logical way
			// unchecked finds nothing.
			if !gm.wild && !c.asDealer {
				if v, err := h.Verify(unchecked); err != nil || len(v.Findings) > 0 {
					t.Errorf("%s under house_way=unchecked: %v %v", data, err, v)
				}
			}
		}
		if t.Failed() {
			t.FailNow()
		}
	}
	t.Logf("%d of 2000 hands split", splits)
}
