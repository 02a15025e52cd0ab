package paigowtiles

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// Pai Gow Tiles Wild (seed 000 lines 2911-3007, collection schedule
// 3009-3057). The two Gee Joon tiles are wild: together the Supreme Pair,
// which may not be split, and alone any tile (line 2927). Hands are valued
// by their spots and high tiles, copies and every 0 against 0 going to the
// player-dealer (2925-2931); the house way decides the hands holding a pair
// (2980-2987). The dice count the positions clockwise from the
// player-dealer (3001) and wagers are settled clockwise from the action
// button (3007). Back-line betting is not permitted (2991).

func wildAt(lines string) rules.Cite { return rules.At(rules.Seed000, lines) }

var wildCites = cites{
	win: wildAt("3007"), lose: wildAt("3007"), push: wildAt("3007"), copy: wildAt("2931"),
	dice: wildAt("3001-3003"), order: wildAt("3007"), cover: wildAt("3007"), runsOut: wildAt("2913"),
	houseWay: wildAt("2997"), playerDealerSets: wildAt("2997"),
	noBackline: wildAt("2991"), wilds: wildAt("2927"),
	fees: wildAt("3015"),
}

// PaiGowTilesWild returns the game pai-gow-tiles-wild.
func PaiGowTilesWild() rules.Game { return paiGowTilesWild }

var paiGowTilesWild = &game{
	id: "pai-gow-tiles-wild", name: "Pai Gow Tiles Wild (California, player-dealer)",
	sources:   []rules.Cite{wildAt("2911-3007"), wildAt("3009-3057")},
	wild:      true,
	countDir:  1,
	settleDir: 1,
	c:         wildCites,
	specs: []rules.SettingSpec{
		playerDealerWaySpec(wildAt("2997")),
		fees.ScheduleSetting("pai-gow-tiles-wild"),
	},
	notes: tilesNotes,
}
