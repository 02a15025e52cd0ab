// Package paigowtiles verifies the two Pai Gow Tiles games of seed 000
// (000_b1ea2c6eebf99c4b.txt), California games banked by a player-dealer:
//
//   - Pai Gow Tiles, Hawaiian Gardens Casino's rules (lines 1132-1217),
//     game id pai-gow-tiles;
//   - Pai Gow Tiles Wild, the Bureau's rules (lines 2911-3007, with its
//     collection schedule at 3009-3057), game id pai-gow-tiles-wild.
//
// Both deal the 32 Chinese dominoes ("tiles"), four to each hand; each
// player and the player-dealer set their four tiles as two hands of two
// tiles, and a player wins when both hands outrank the player-dealer's,
// loses when both rank lower or copy them, and pushes otherwise. The
// player-dealer pays winners and collects losers within the bank it put up
// (rules.Cover), in the order the dice give, and the house takes only the
// collection fees of the table's schedule (rules/fees).
//
// tiles.go holds the 32 tiles and their codes, hand.go the value of a
// two-tile hand in each game, houseway.go the house way, record.go the
// record both games share, game.go what they share in verifying it, and
// paigowtiles.go and wild.go each game's own lines. Both games are
// rules.Enumerators: enumerate.go counts every deal of four tiles to a
// player and four of the other 28 to the player-dealer, each side setting
// its tiles in every way the rules allow, by tile classes.
package paigowtiles
