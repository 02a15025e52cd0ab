// Package chinese verifies the two Chinese poker games of seed 000
// (000_b1ea2c6eebf99c4b.txt): 13-Card Chinese Poker (lines 818-904) and
// Face-Up Chinese Poker, the open-face game with its Fantasy variation
// (lines 6781-6957).
//
// In both, each player sets thirteen cards in three rows, a three-card
// front, a five-card middle and a five-card back, each row ranking no
// higher than the one behind it; the rows are compared with every other
// player's, row by row, and points change hands between every pair of
// players, each point worth the table's point value. The house has no
// stake: it takes a collection fee, per hand by point value and number of
// players in 13-Card (schedule 13CP) and per player per half hour by table
// limit in Face-Up (FUCP-1, FUCP-2).
//
// A record lists each seat dealt in with its three rows, what it declared
// it won or lost in points and money, the fee taken from it and, where the
// table plays to a limit, the chips it had in play. Verify checks that no
// card appears twice, rules on fouled hands, scores every pair of seats
// (royalties, scoops, the Shot and Home Run, the Clean Sweep hands),
// settles the pairs in the book's order within each seat's chips, checks
// the declared points, money and fees, and that the money sums to zero.
//
// The rows are ranked by rows.go: the five-card rows with rules/poker, the
// front with the three-card ranking both books give it (three of a kind,
// pair, high card: no straights or flushes).
package chinese
