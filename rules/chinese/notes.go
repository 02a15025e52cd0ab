package chinese

// The figures the games' pages set beside the rules: counts of hands
// checked by this package's exhaustive tests.

var frontNote = "Front rows (both games): of the 22,100 three-card fronts, 52 are three of a kind, 3,744 a pair and " +
	"18,304 high cards. These are the published Three Card Poker counts (the Wizard of Odds, " +
	"https://wizardofodds.com/games/three-card-poker/: 48 straight flushes, 52 three of a kind, 720 straights, " +
	"1,096 flushes, 3,744 pairs, 16,440 high cards) with the straights and flushes counted as high cards, since " +
	"\"Straights and Flushes are not considered in the three-card hand\" (line 6822; interpretation CH-1). " +
	"TestEveryFrontRow counts every front."

// Notes gives 13-Card's page its counts.
func (cp13) Notes() []string {
	return []string{
		frontNote,
		"Clean Sweep hands among the C(52,13) = 635,013,559,600 thirteen-card hands, each hand counted for every " +
			"Clean Sweep it makes: Pure Dragon 4; Black or Red Dragon 2 × 2^13 = 16,384; Dragon 4^13 = 67,108,864; " +
			"All Blacks or All Reds 2 × C(26,13) = 20,801,200; Twelve Black or Twelve Red 2 × 26 × C(26,12) = " +
			"502,200,400; Minor Hand C(32,13) = 347,373,600; Six Wheels 2,856,863,152 (counted rank by rank, " +
			"interpretation CP-10). TestCleanSweepsByRankCounts and TestCleanSweepsBySuitCounts deal every hand by " +
			"its rank and suit counts and check each figure.",
	}
}

// Notes gives Face-Up's page its counts.
func (faceUp) Notes() []string {
	return []string{
		frontNote,
		"Bonus rows among the 2,598,960 five-card hands, from the published counts (the same in both rows): " +
			"three of a kind 54,912 (2 points in the middle), straights 10,200, flushes 5,108, full houses 3,744, " +
			"four of a kind 624, straight flushes 36 and royal flushes 4. TestEveryFiveCardRowBonus ranks every hand " +
			"and checks each row's bonus against these counts.",
	}
}
