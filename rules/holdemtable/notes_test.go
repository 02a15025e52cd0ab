package holdemtable

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// grouped writes n with thousands separators.
func grouped(n int64) string {
	s := fmt.Sprint(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		return "-" + s
	}
	return s
}

func ratText(r *big.Rat) string {
	return grouped(r.Num().Int64()) + "/" + grouped(r.Denom().Int64())
}

// Every figure of the engine's own in the games' notes is the one its
// enumeration gives now.
func TestNotesFigures(t *testing.T) {
	returnOf := func(g rules.Game, settings map[string]string, bet string) *big.Rat {
		s, err := g.Settings(settings)
		if err != nil {
			t.Fatal(err)
		}
		fs, err := g.(rules.Enumerator).Enumerate(s)
		if err != nil {
			t.Fatal(err)
		}
		bf := fs[0].Bet(bet)
		if bf.Return != nil {
			return bf.Return
		}
		return bf.FixedReturn
	}
	notes := func(g rules.Game) string {
		return strings.Join(g.(interface{ Notes() []string }).Notes(), "\n")
	}
	want := map[rules.Game][]string{
		BonusUK(): {
			returnOf(BonusUK(), nil, BetBonus).FloatString(7), edge(returnOf(BonusUK(), nil, BetBonus)),
			edge(returnOf(BonusUK(), map[string]string{keyTopBonus: topBonusNotOffered}, BetBonus)),
			"+" + returnOf(BonusUK(), nil, BetProgressive).FloatString(7),
		},
		Casino(): {ratText(returnOf(Casino(), nil, BetAABonus)), edge(returnOf(Casino(), nil, BetAABonus)),
			ratText(returnOf(Casino(), nil, BetProgressive)), strings.TrimPrefix(edge(returnOf(Casino(), nil, BetProgressive)), "-")},
		TwoWay(): {ratText(returnOf(TwoWay(), nil, BetTwoWay)), edge(returnOf(TwoWay(), nil, BetTwoWay))},
	}
	for _, v := range []string{"1", "2", "3", "4", "minimum"} {
		want[UltimateUK()] = append(want[UltimateUK()], edge(returnOf(UltimateUK(), map[string]string{keyTripsTable: v}, BetTrips)))
	}
	for _, v := range []string{tripsFlushPrint, tripsFlushSeven} {
		want[Ultimate()] = append(want[Ultimate()], edge(returnOf(Ultimate(), map[string]string{keyTripsFlush: v}, BetTrips)))
	}
	s := sevenCards()
	pair := int64(133_784_560 - s.class[poker.HighCard])
	fours := pair - int64(s.pairRank[2]+s.pairRank[3])
	pct := func(n int64) string {
		f, _ := big.NewRat(n, 133_784_560).Float64()
		return fmt.Sprintf("%.4f%%", f*100)
	}
	for _, g := range []rules.Game{UltimateUK(), Ultimate()} {
		want[g] = append(want[g], grouped(pair), pct(pair))
	}
	want[TwoWay()] = append(want[TwoWay()], pct(pair))
	want[Casino()] = append(want[Casino()], grouped(fours), pct(fours), grouped(int64(s.pairRank[2]+s.pairRank[3])))
	for g, figures := range want {
		text := notes(g)
		for _, f := range figures {
			if !strings.Contains(text, f) {
				t.Errorf("%s: the notes do not give %s", g.Info().ID, f)
			}
		}
	}
}
