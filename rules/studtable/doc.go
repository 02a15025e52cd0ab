// Package studtable verifies the five-card stud table games, where each
// player's five cards are set against the dealer's five:
//
//   - casino-stud: Casino Stud Poker as Great Britain deals it (seed 002,
//     002_698357c067349aee.txt lines 1271-1502), house-banked, with the
//     Ante and Raise, the dealer's Ace/King qualification, the Raise pay
//     table as a table setting, the optional Progressive Jackpot wager
//     (lines 1390-1419, fed to a progressive pool as Hold'em Bonus
//     Progressive's is) and the Casino Stud Bonus Insurance (lines
//     1420-1502);
//   - caribbean-stud: Caribbean Stud Poker, the California player-dealer
//     version (seed 000, 000_b1ea2c6eebf99c4b.txt lines 688-772), dealt
//     from a shoe of eight decks or a shuffle machine of four, settled
//     against the player-dealer's bank (rules.Cover) in the book's order,
//     with the collection fees of the CA-BJP schedule set.
//
// Hands are ranked by rules/poker. A California shoe of several decks can
// deal two identical cards into one hand, which a one-deck evaluator
// cannot see; such hands are ranked by this package's own evaluator
// (value.go), which the tests check against rules/poker on every hand of
// one deck.
//
// casino-stud is a rules.Enumerator: every deal of the player's five cards
// and the dealer's five, the dealer's up card told apart
// (19,933,230,517,200 deals), is counted exactly, the player raising by the
// strategy that maximises his expected result given his cards and the
// dealer's up card (enumerate.go). The same counting, run on the pay table
// of the Caribbean Stud Poker analyses, gives their published figures,
// which the tests check.
package studtable
