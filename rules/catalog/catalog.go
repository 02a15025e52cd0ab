// Package catalog registers every game the engine verifies. Adding a game is
// one rules file with its data and tests, and one line here.
package catalog

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/baccarat"
	"github.com/tablegames/casino/rules/blackjack"
	"github.com/tablegames/casino/rules/california"
	"github.com/tablegames/casino/rules/chinese"
	"github.com/tablegames/casino/rules/craps"
	"github.com/tablegames/casino/rules/draw"
	"github.com/tablegames/casino/rules/flop"
	"github.com/tablegames/casino/rules/holdem"
	"github.com/tablegames/casino/rules/holdembonus"
	"github.com/tablegames/casino/rules/holdemtable"
	"github.com/tablegames/casino/rules/letitride"
	"github.com/tablegames/casino/rules/paigow"
	"github.com/tablegames/casino/rules/paigowtiles"
	"github.com/tablegames/casino/rules/stud"
	"github.com/tablegames/casino/rules/studtable"
	"github.com/tablegames/casino/rules/threecard"
	"github.com/tablegames/casino/rules/wheels"
)

// Default returns the registry of all games.
func Default() *rules.Registry {
	return rules.NewRegistry(
		// Colorado (seed 003).
		baccarat.Colorado(),
		baccarat.FiveTreasures(),
		baccarat.NinetyNineFortunes(),
		baccarat.DragonBonus(),
		baccarat.EZBaccarat(),
		baccarat.GoldenFrog(),
		baccarat.InfiniteFortune(),
		baccarat.Eternal(),
		// Great Britain (seed 002).
		baccarat.PuntoBanco(),
		studtable.CasinoStud(),
		// California player-dealer games (seed 000).
		baccarat.CaliforniaBaccarat(),
		baccarat.Panda8(),
		baccarat.Fortune7(),
		california.Baccarat9(),
		california.NineAndAHalf(),
		california.Pan9(),
		california.Super9(),
		studtable.Caribbean(),
		// Blackjack.
		blackjack.UK(),
		blackjack.Hawaiian(),
		blackjack.BlackjackPoker(),
		paigowtiles.PaiGowTiles(),
		paigowtiles.PaiGowTilesWild(),
		// Poker.
		holdem.New(),
		holdembonus.New(),
		threecard.UK(),
		threecard.California(),
		letitride.New(),
		// Hold'em table games: Great Britain (seed 002) and California
		// (seed 000).
		holdemtable.BonusUK(),
		holdemtable.UltimateUK(),
		holdemtable.Ultimate(),
		holdemtable.Casino(),
		holdemtable.TwoWay(),
		// Pai Gow Poker (seeds 002 and 000) and Pokara (seed 000).
		paigow.UK(),
		paigow.California(),
		paigow.Pokara(),
		// Wheels and dice (seed 002).
		wheels.Roulette(),
		wheels.SicBo(),
		wheels.BigSix(),
		// Dice: craps as Great Britain deals it (seed 002).
		craps.New(),
		// Flop games played for a pot (seed 000).
		flop.CrazyPineapple(),
		flop.ReverseHoldem(),
		flop.ShortDeckHoldem(),
		flop.Omaha(),
		flop.FiveCardOmaha(),
		flop.DoubleBoardOmaha(),
		// Chinese poker (seed 000).
		chinese.CP13(),
		chinese.FaceUp(),
		// Draw poker and board-and-draw games (seed 000).
		draw.Lowball(),
		draw.KansasCity(),
		draw.Badugi(),
		draw.Badacey(),
		draw.Badeucey(),
		draw.Archie(),
		draw.MatchIt(),
		draw.Dramaha(),
		draw.Dramaha27(),
		// Stud poker games played for a pot (seed 000).
		stud.SevenCardStud(),
		stud.StudHiLo(),
		stud.StudHiLoRegular(),
		stud.Razz(),
		stud.Super7(),
		stud.Super7HiLo(),
		stud.Super7HiLoRegular(),
		stud.SuperRazz(),
		stud.Razzdeucey(),
		stud.SuperRazzdeucey(),
		stud.Razzdacey(),
		stud.SuperRazzdacey(),
		stud.MexicanPoker(),
		stud.AsianFiveCardStud(),
	)
}
