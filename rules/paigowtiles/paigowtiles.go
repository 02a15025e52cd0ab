package paigowtiles

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// Pai Gow Tiles as Hawaiian Gardens Casino deals it (seed 000 lines
// 1132-1217). The rules rank the pairs and the Wongs and Gongs (lines
// 1147-1170) and the single tiles (1176-1192), make the two Gee Joon tiles
// count 3 or 6 (1194), and give ties to the player-dealer (1197); they do
// not say how other hands are valued, which this package takes from the
// Wild's text (lines 2925-2931; interpretation PGT-2). The dice count the
// positions counterclockwise from the player-dealer (1140) and wagers are
// settled counterclockwise from the action button (1210).

func hgc(lines string) rules.Cite { return rules.At(rules.Seed000, lines) }

var hgcCites = cites{
	// A copy, and every 0 against 0, is the player-dealer's: line 1197
	// gives it ties; what a tie is, the Wild's line 2931 says
	// (interpretation PGT-2), and citing it tells a copy from a plain loss.
	win: hgc("1197"), lose: hgc("1197"), push: hgc("1210"), copy: ruleCopy,
	dice: hgc("1140"), order: hgc("1210"), cover: hgc("1197"), runsOut: rules.RuleCaliforniaCover,
	houseWay: hgc("1205"), playerDealerSets: hgc("1206-1208"),
	fees: hgc("3061"),
}

// PaiGowTiles returns the game pai-gow-tiles.
func PaiGowTiles() rules.Game { return paiGowTiles }

var paiGowTiles = &game{
	id: "pai-gow-tiles", name: "Pai Gow Tiles (California, player-dealer)",
	sources:   []rules.Cite{hgc("1132-1217")},
	countDir:  -1,
	settleDir: -1,
	c:         hgcCites,
	specs: []rules.SettingSpec{
		{Key: keyHouseWay, Default: houseWayPairRules, Allowed: []string{houseWayPairRules, houseWayUnchecked}, Rule: hgc("1205"),
			Doc: "The \"logical way\" the casino dealer sets a hand left stacked (lines 1205, 1208), which these rules do not define. pair_rules: the house way of Pai Gow Tiles Wild, the only one the rule book prints (lines 2980-2987), whose lines decide the hands holding a pair; a hand the house set against it is a finding. unchecked: hands the house set are not checked (interpretation PGT-5)."},
		playerDealerWaySpec(hgc("1206-1208")),
		fees.ScheduleSetting("pai-gow-tiles"),
		rules.BankExhaustedSpec("The game's own text says only that winning bets are paid to the extent that money covers (line 1197)."),
	},
	notes: tilesNotes,
}
