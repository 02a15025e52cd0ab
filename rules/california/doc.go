// Package california verifies the California player-dealer games of seed 000
// (000_b1ea2c6eebf99c4b.txt) whose hands are not a standard baccarat coup:
//
//   - Pan 9 with the Bonus Tie Bet (lines 1821-1880, pay table 1953-1956),
//   - Super 9, with or without the Bonus Tie Bet (lines 544-597, 1884-1969),
//   - Baccarat 9, versions 1 (lines 1032-1130) and 2 (lines 1267-1332),
//   - 9 1/2 (lines 1336-1396).
//
// Each is a rules.Game. A player-dealer banks the hand: it pays winners and
// collects losers in the order the rules give, within the bank it put up
// (rules.Cover), and the house takes only collection fees. A record carries
// the cards of the player-dealer and of each seat in the order dealt, the
// wagers as []rules.WagerRecord, the player-dealer as
// rules.PlayerDealerRecord and the collections as []rules.CollectionRecord.
// Verify refuses a hand the shoe or the drawing rules make impossible (an
// *rules.InputError naming the field), settles every wager against the bank
// and reports each difference from the record as a finding, the
// player-dealer's net result included.
//
// Every game is also a rules.Enumerator: it deals every hand of its modified
// shoe exactly, by card value with exact weights, with the player and the
// player-dealer playing the house way where they have options. The exact
// counts (ExactFrequencies) can exceed 64 bits; Enumerate returns them as
// rules.Frequencies when they fit.
package california
