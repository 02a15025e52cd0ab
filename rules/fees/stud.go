package fees

// The schedules printed in the stud games' own rules of seed 000, beside
// the stud schedule sets STUD-1 and STUD-2 and the legacy pot collection
// procedures:
//
//   - StudStagesBeforeDeal (FM1k), Razzdeucey (line 3968), Razzdacey
//     (4164), Super Razzdacey (4362), Super 7 Card Stud (4761), Super 7
//     Card Stud Hi/Lo (4973), Super 7 Card Stud Hi/Lo Regular (5192),
//     Super Razzdeucey (5672) and Super Razz (5855): Collection Fee #1
//     "taken from the pot, made up of the antes, by the house dealer
//     before cards are dealt", #2 from the pot after Fourth Street, #3
//     after Fifth Street. A hand that was dealt has paid fee #1; the later
//     fees follow the streets dealt, as STUD-1's (interpretations SF1-SF3).
//   - StudStagesAfterHoleCards (FM1l), 7 Card Stud Hi/Lo Regular (line
//     6283): Collection Fee #1 "from the pot after all players have been
//     dealt their first two face-down cards", #2 after Fourth Street, #3
//     after Fifth Street (SF4).
//   - TimedByPlayerColumns (FM2b): every one of them ends with a timed
//     table taken "from each player in advance every thirty minutes",
//     columns "8 to 5" and "4 or less" (SF5).
//   - LegacyDesignatedFlat (FM5DA), the Pot Collection Procedures of
//     Hold'em (lines 46-59), Seven-Card Stud (191-204), Seven-Card Stud
//     High-Low Split (229-242), Mexican Poker (380-393) and Razz (408-422):
//     $1.00 for a hand that ends before the Opening Round (the flop; in the
//     stud games the second upcard); the Regular Table Fee is on a table
//     posted at the tables, not printed (SF8).
//
// The stages a stud game reports are the same for FM1d, FM1k and FM1l:
// StageDealt for a hand that was dealt, StageSecond once Fourth Street
// (the second upcard) was dealt, StageThird once Fifth Street was.

// studStageNames names when each staged fee of the stud games' own
// schedules is taken.
func (m Mechanism) studStageNames() []string {
	switch m {
	case StudStagesBeforeDeal:
		return []string{"from the pot of antes before the cards are dealt", "after Fourth Street", "after Fifth Street"}
	case StudStagesAfterHoleCards:
		return []string{"after the first two face-down cards are dealt", "after Fourth Street", "after Fifth Street"}
	}
	return nil
}
