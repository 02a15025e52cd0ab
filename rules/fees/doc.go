// Package fees holds the collection-fee schedules of seed 000, the
// California cardroom's rule book (000_b1ea2c6eebf99c4b.txt), as embedded,
// versioned data (data/*.json, one file per schedule set) with the rules for
// charging them.
//
// # Data
//
// A schedule set is one heading of the seed and the numbered options under
// it. The same option number means different fees in different sets (Texas
// Hold'em option 8 is $1/$3/$0.50 in HOLDEM-1 but $0.50/$3.50/$0.50 in
// FLOP-2), so an option is always named by set and label. Every row carries
// the seed line it is printed on, a quality mark (clean, markup, interpreted,
// unresolved) and, where the seed is garbled, a note; Decode refuses a file
// with a percentage or fractional fee, a repeated option number the set does
// not declare, more collection rates than the seed allows, or tiers out of
// order or overlapping. A test re-reads every cited line of the seed.
//
// Sets: FUCP-1 and FUCP-2 (Face-Up Chinese Poker), HOLDEM-1, OMAHA-1,
// DRAMAHA-1, DBO-1, ARCHIE-1, BADUGI-1, STUD-1, LOWBALL-1, 13CP, FLOP-2,
// STUD-2, LOWBALL-2, DRAW-2 (poker), LEG-LOWBALL and LEG-BAC9 (the legacy
// Lowball and Baccarat 9 tables), CA-PGTW, CA-PG, CA-BJP, CA-HB, CA-PAN9,
// CA-EZB, CA-912, CA-UTH (the California games), PAN9-BT (Pan 9 with Bonus
// Tie Bet) and EZB-OWN (EZ Baccarat Panda 8's own schedule); the flop
// games' own schedules FCO-OWN (Five Card Omaha High/Low Split), DBO-OWN
// (Double Board Omaha) and SDH-OWN (Short Deck Texas Hold'em), and their
// legacy pot collection procedures LEG-PINEAPPLE (Crazy Pineapple) and
// LEG-REVERSE (Reverse Hold'em); flop.go describes their mechanisms;
// ARCHIE-OWN, BADACEY-OWN, BADEUCEY-OWN, DRAMAHA27-OWN and DRAMAHA-OWN (the
// schedules printed in those draw games' rules); the stud games' own
// schedules RAZZDEUCEY-OWN, RAZZDACEY-OWN, SUPER-RAZZDACEY-OWN,
// SUPER-7-STUD-OWN, SUPER-7-STUD-HILO-OWN, SUPER-7-STUD-HILO-REGULAR-OWN,
// SUPER-RAZZDEUCEY-OWN, SUPER-RAZZ-OWN and STUD-HILO-REGULAR-OWN, and the
// legacy pot collection procedures LEG-HOLDEM, LEG-STUD, LEG-STUDHILO,
// LEG-MEXICAN and LEG-RAZZ; stud.go describes their mechanisms; LEG-NLP
// (the legacy No-Limit and Pot-Limit Poker rates, legacypoker.go), FPG-OWN
// (Fortune Pai Gow Poker's own), BJP-OWN (Blackjack Poker's own) and UTH-OWN
// (Ultimate Texas Hold'em's own).
//
// # API
//
//	Sets() []*Set                          every set, in the seed's order
//	FindSet(id) (*Set, error)              one set ("CA-EZB")
//	Lookup(set, option) (*Option, error)   Lookup("CA-EZB", "31"); ErrUnknownOption names the set's options
//	SetsForGame(gameID) []*Set             the sets naming a catalog game ("holdem" → HOLDEM-1, FLOP-2)
//	(*Set).OptionForTableLimit(limit)      Face-Up Chinese Poker and 13 Card Poker, keyed by limit
//
// California games (player-dealer games; per-bet options FM7, table-action
// options FM8, the match play coupon fee FM9):
//
//	(*Option).PlayerFeePerBet() (Amount, error)             per base-game betting circle; $0.00 under FM8
//	(*Option).PlayerDealerFee(totalTableAction) (Amount, error)  flat (FM7) or by tier of total table action (FM8)
//	(*Option).TierFor(totalTableAction) (Tier, Placement, error) the tier, and whether the action fell in a gap
//	(*Option).MatchPlayFee() (Amount, error)                per coupon: $1.00 under EZ Baccarat 31 and 39
//	(*Option).HandFees(CaliforniaHand) ([]Charge, error)    all of one hand's fees
//	LegacyBaccarat9Collection(min, max) (Baccarat9Rate, error)  the legacy Baccarat 9 table and its line-1130 rule
//
// Between printed tiers ("$1 - $100" then "$105 - $300") a total table
// action of $101-$104 pays the lower tier's fee (Placement InGap); below the
// first tier's start it pays the first tier's (BelowFirst).
//
// Poker (the house takes a fee; players play for the pot):
//
//	(*Option).StageFees(players, reached) ([]Amount, error)  designated table fees #1-#3 (FM1), one per stage reached
//	Mechanism.StageFeeTypes() []string                       the record's name of each staged fee ("designated_1", "regular")
//	(*Option).CheckHand(players, reached, declared)          a pot game hand's fees against the option: the total and a finding per wrong fee
//	(*Set).PlayerGroups() []*Option                          the rows of one block with the same fees for different numbers of players (F15)
//	(*Option).RowFor(players) *Option                        the row in force for the players dealt in: a group's narrowest, nil when none admits them
//	(*Option).LegacyDesignatedFee(reachedOpeningRound)      the legacy $1.00 of a flop game's hand ended before the flop
//	(*Option).StageFee(stage) (Amount, error)
//	(*Option).HalfHourFee(players) (Amount, error)           per player per half hour (FM2 by players, FM3 by limit)
//	CollectionTimes(start, end) []time.Time                  the :00/:30 boundaries collected
//	(*Option).DealFee(players) (Amount, error)               13 Card Poker, per player per deal (FM4)
//	LegacyLowballHandFee(limit, players, reachedOpeningRound) (Amount, error)  legacy Lowball (FM5)
//	(*Option).LegacyPokerFee(players) (Amount, error)        legacy No-Limit and Pot-Limit Poker rate per hand (FM5P)
//	(*Option).JackpotFee() (Amount, error)                   FM6: no amount is printed anywhere
//
// Every Amount carries the cite of the seed line it is printed on (Rule), the
// paragraph that says how it is collected (Procedure), who pays and what it
// is charged per. No function takes a pot, a wager or a win: the seed forbids
// rates "calculated as a fraction or percentage of wagers made or winnings
// earned", and a fee here depends only on the option, the player count, the
// stage reached, the clock, the number of bets or coupons, and for
// table-action options the band the total table action falls in.
//
// The decisions on the seed's ambiguities are in docs/interpretations.md
// (ids A1-A25 follow the collection digest; F1-F15 are this package's;
// SF1-SF12 the stud games' schedules'; OS1-OS8 the other schedules').
package fees
