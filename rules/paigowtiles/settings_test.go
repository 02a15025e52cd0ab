package paigowtiles

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

func TestSettings(t *testing.T) {
	for _, c := range []struct {
		g      rules.Game
		values map[string]string
		ok     bool
	}{
		{PaiGowTiles(), nil, true},
		{PaiGowTiles(), map[string]string{"house_way": "unchecked", "player_dealer_way": "house_way"}, true},
		{PaiGowTiles(), map[string]string{"house_way": "foxwoods"}, false},
		{PaiGowTiles(), map[string]string{"collection_schedule": "CA-PG/16"}, true},
		{PaiGowTiles(), map[string]string{"collection_schedule": "CA-PGTW/3"}, false}, // the Wild's own schedule
		{PaiGowTilesWild(), map[string]string{"collection_schedule": "CA-PGTW/20"}, true},
		{PaiGowTilesWild(), map[string]string{"collection_schedule": "CA-PG/17"}, true},
		{PaiGowTilesWild(), map[string]string{"house_way": "unchecked"}, false}, // the Wild prints its house way
		{PaiGowTilesWild(), map[string]string{"decks": "2"}, false},
	} {
		_, err := c.g.Settings(c.values)
		if (err == nil) != c.ok {
			t.Errorf("%s %v: %v", c.g.Info().ID, c.values, err)
		}
	}
	s, _ := PaiGowTilesWild().Settings(nil)
	if st := s.(*settings); !st.checkHouseWay || st.playerDealerHouseWay {
		t.Errorf("the Wild's defaults: %+v", st)
	}
}

func TestInfo(t *testing.T) {
	for _, g := range []rules.Game{PaiGowTiles(), PaiGowTilesWild()} {
		info := g.Info()
		if info.Banking != "player_dealer" || len(info.Wagers) != 1 || info.Wagers[0].Bet != BetBase || info.Wagers[0].Rule.File != rules.Seed000 {
			t.Errorf("%+v", info)
		}
		if _, ok := g.(rules.Enumerator); !ok {
			t.Errorf("%s is not an Enumerator", info.ID)
		}
	}
}
