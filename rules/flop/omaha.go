package flop

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// OmahaID is the catalog id of Omaha, Omaha High/Low and No Limit Omaha.
const OmahaID = "omaha"

// Betting structures of Omaha (line 1223).
const (
	StructureLimit    = "limit"
	StructureNoLimit  = "no_limit"
	StructurePotLimit = "pot_limit"
)

// Omaha and Omaha High/Low (seed 000 lines 1219-1263): four downcards, of
// which exactly two play with exactly three board cards (lines 1227,
// 1231); in high/low the pot is halved with an 8-or-better low unless a
// table posts otherwise (line 1229), the high taking the whole pot when no
// hand makes a low (line 1230). The No Limit rules (lines 1223, 1252-1263)
// change the betting only.
var omaha = &variant{
	id:      OmahaID,
	name:    "Omaha, Omaha High/Low and No Limit Omaha",
	sources: []rules.Cite{rules.At(rules.Seed000, "1219-1263")},
	decks:   "one 52-card deck",
	hole:    4, seats: 10, players: 10,
	boards: 1, boardSizes: []int{0, 3, 4, 5}, streets: []string{"the flop", "the turn", "the river"},
	hand:         exactlyTwo,
	citeDeal:     rules.At(rules.Seed000, "1227"),
	citeShowdown: rules.At(rules.Seed000, "1227"),
	citeBoard:    rules.At(rules.Seed000, "5"),
	citeFees:     rules.At(rules.Seed000, "7274"),
	citeSeats:    rules.At(rules.Seed000, "1244"),
	wins: "each main or side pot goes to the best five-card hand of exactly two of the four hole cards and exactly three " +
		"board cards, among the seats that have not folded and put in enough to be eligible for it; under split=high_low " +
		"half goes to the best qualifying low of two hole cards and three board cards (another two and three if the seat " +
		"likes), the whole pot to the high when no hand qualifies; a seat left alone when the others fold takes the pot",
	pays: "the pot less the house's fees; tied hands split their part, odd chips by the odd_chip and split_odd_chip " +
		"settings; seats tying for the high and for the low split each half (or the pot as one) by the tied_halves setting",
	specs: []rules.SettingSpec{
		{
			Key:     "split",
			Default: SplitHigh,
			Allowed: []string{SplitHigh, SplitHighLow},
			Doc:     "Omaha (the whole pot to the best high hand) or Omaha High/Low (the pot halved between the best high hand and the best qualifying low, lines 1229-1231).",
			Rule:    rules.At(rules.Seed000, "1229-1231"),
		},
		{
			Key:     "low_qualifier",
			Default: "8",
			Allowed: []string{"none", "5", "6", "7", "8", "9", "10", "11", "12", "13"},
			Doc: "The highest card of a qualifying low under split=high_low: 8 for 8-or-better (line 1229), or another number " +
				"the table posts (\"unless a specific posting to the contrary is displayed\"; line 211: \"a table may post a " +
				"different qualifying number\"), 13 for king; none ranks every five cards as a low, pairs included.",
			Rule: rules.At(rules.Seed000, "1229"),
		},
		{
			Key:     "split_odd_chip",
			Default: OddChipHighHand,
			Allowed: []string{OddChipHighHand, OddChipLeftOfButton},
			Doc: "Who takes the odd chip when a pot is halved between a high and a low: the high hand (line 225, the book's " +
				"rule for its high/low split games), or the winner of either half closest to the left of the button (the rule " +
				"of Five Card Omaha High/Low, line 2222). The Omaha rules state neither.",
			Rule: rules.At(rules.Seed000, "225"),
		},
		{
			Key:     "tied_halves",
			Default: TiedHalvesHalves,
			Allowed: []string{TiedHalvesHalves, TiedHalvesAsOne},
			Doc: "How a pot is divided under split=high_low when the same seats tie for the high and for the low: halves " +
				"(the pot halved, each half split among its own winners with its own odd chips, as Five Card Omaha " +
				"High/Low, line 2218, and the book's other split games say), or as_one (the pot split among them as one, " +
				"\"as evenly as possible\", Seven-Card Stud High-Low's rule, line 225). The Omaha rules state neither.",
			Rule: rules.At(rules.Seed000, "2218"),
		},
		{
			Key:     "structure",
			Default: StructureLimit,
			Allowed: []string{StructureLimit, StructureNoLimit, StructurePotLimit},
			Doc: "Limit, No Limit (lines 1223, 1252-1263) or pot-limit Omaha. It does not change who wins a pot: the " +
				"no-limit rules govern the betting, which a record does not show.",
			Rule: rules.At(rules.Seed000, "1223"),
		},
		chipUnitSpec(rules.At(rules.Seed000, "2222")),
		oddChipSpec("Omaha"),
		fees.ScheduleSetting(OmahaID),
	},
}

// Omaha returns the Omaha game (high, high/low, no limit).
func Omaha() rules.Game { return game{omaha} }
