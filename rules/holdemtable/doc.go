// Package holdemtable verifies the banked Hold'em table games, where each
// player plays two hole cards and five community cards against the dealer's
// hand:
//
//   - holdem-bonus-uk: Texas Hold 'Em Bonus Poker as Great Britain deals it
//     (seed 002 lines 2231-2400), with the Bonus Jackpot and the
//     Progressive Jackpot wagers;
//   - ultimate-holdem-uk: Ultimate Texas Hold 'Em Poker, Great Britain
//     (seed 002 lines 2401-2587);
//   - ultimate-holdem: Ultimate Texas Hold'em as a California game banked by
//     a player-dealer (seed 000 lines 2278-2415), with its collection fees;
//   - casino-holdem: Casino Hold 'Em Poker with the AA Bonus and the
//     Progressive 5/7 wagers (seed 002 lines 2588-2715);
//   - two-way-holdem: Two Way Texas Hold 'Em Casino Poker (seed 002 lines
//     2716-2793).
//
// One record shape serves them all: the community cards in the order
// exposed, the dealer's hole cards, and for each playing position its hole
// cards and its decisions in order, as words a dealer can type ("check",
// "4x", "fold"), with the wagers as settled at the table. Decode refuses a
// decision a game's rules do not allow at that point, or a wager whose
// amount the decisions do not give; Verify recomputes every wager from the
// cards with rules/poker. The rules common to Great Britain's four games
// (one pack of 52 cards, the hand rankings, the best five of seven) are at
// seed 002 lines 2140-2229.
package holdemtable
