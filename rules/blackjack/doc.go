// Package blackjack verifies the blackjack games of the rule books:
//
//   - blackjack-uk: Blackjack as the Great Britain Gambling Commission
//     approves it (seed 002 lines 491-861), house-banked, with no dealer's
//     hole card, playing behind, insurance and even money for a blackjack,
//     and the 21+3, Royal Match and Perfect Pairs side wagers;
//   - hawaiian-blackjack: Hawaiian Blackjack (seed 000 lines 599-686), a
//     California game played to 22 with four jokers a deck, banked by a
//     player-dealer;
//   - blackjack-poker: Blackjack Poker with the Perfect Pair Bonus Bet
//     (seed 000 lines 1971-2099), a California game.
//
// A record lists, box by box (seat by seat), the cards the box received in
// the order dealt and the controlling player's decisions in order; the
// engine replays the box to rebuild every hand a split formed (play.go),
// refusing a decision the table's rules forbid, draws the dealer's hand by
// the book's rule (dealer.go), and settles every wager of every bettor on
// the box, the bettors playing behind included. The shared code holds the
// counting of cards (cards.go), the replay, the bettors and their wagers
// (bettors.go), the side wagers (sidebets.go), the player-dealer's bank and
// collections of the California games (california.go), the hand-entry
// forms (form.go) and the exact counts (enumerate.go); each game is one
// file (uk.go, hawaiian.go, bjpoker.go).
package blackjack
