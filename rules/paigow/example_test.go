package paigow

import (
	"os"
	"regexp"
	"testing"

	"github.com/tablegames/casino/rules"
)

// The examples of docs/hand-records.md and the other versions' examples.
// Each settlement was worked out by hand from the rule book, as the
// comments beside each record say.

// ukExample: the dealer holds the rule book's own example hand, K K 2 4 6 8
// 10 (seed 002 lines 3239-3243), set the House Way: K-K-6-4-2 behind 10-8.
// Seat 1's jacks lose to kings and its A-Q beats 10-8: a stand-off (lines
// 3379-3381); its Fortune loses on a pair. Seat 2's aces and fives and
// queens beat both: 25.00 less 5% (1.25, line 3394); its seven cards are
// three pair, a stand-off under pay table 1 (line 3482). Seat 3's four
// nines and J-7 win 100.00 less 5.00, and its Fortune pays 20 to 1
// (line 3477). Seats 1 and 2 each staked at least the 5.00 qualifying
// amount on the Fortune and are paid the £2 Envy Bonus for seat 3's four
// of a kind (line 3541); seat 3 gets none for its own hand (line 3512).
const ukExample = `{"table_id": "PG-1", "hand_number": 12, "game": "pai-gow-poker-uk",
 "dealt_at": "2026-11-21T22:14:05Z",
 "cards": {"dealer": {"front": ["TD", "8H"], "back": ["KS", "KH", "6S", "4C", "2D"]},
           "seats": [{"seat": 1, "front": ["AS", "QD"], "back": ["JH", "JC", "8S", "7D", "3C"]},
                     {"seat": 2, "front": ["QH", "QC"], "back": ["AH", "AD", "5S", "5H", "3D"]},
                     {"seat": 3, "front": ["JS", "7C"], "back": ["9S", "9H", "9D", "9C", "5C"]}]},
 "wagers": [
   {"seat": 1, "bet": "standard", "amount": "10.00", "result": "push", "payout": "0.00"},
   {"seat": 1, "bet": "fortune", "amount": "10.00", "result": "lose", "payout": "0.00"},
   {"seat": 2, "bet": "standard", "amount": "25.00", "result": "win", "payout": "25.00", "commission": "1.25"},
   {"seat": 2, "bet": "fortune", "amount": "5.00", "result": "push", "payout": "0.00"},
   {"seat": 3, "bet": "standard", "amount": "100.00", "result": "win", "payout": "100.00", "commission": "5.00"},
   {"seat": 3, "bet": "fortune", "amount": "5.00", "result": "win", "payout": "100.00"}],
 "envy": [{"seat": 1, "payout": "2.00"}, {"seat": 2, "payout": "2.00"}]}`

// caExample: Pai Gow Poker (seed 000 lines 973-1028). Dice 10 from the
// player-dealer at seat 1, counted as 1 round the seven positions, fall on
// seat 3, which takes the action button. The player-dealer sets kings
// behind Q-9. Seat 3's player sets the ace and the joker in front, a pair
// of aces over a pair of tens: fouled (line 1020), his 20.00 is forfeited;
// the backline bettor's 10.00 is settled on the hand set the logical way
// (line 1023): aces and tens always split (seed 002 line 3308), aces
// behind and tens in front, and beats kings and Q-9: paid 10.00. Seat 5's
// three eights and A-Q win 40.00; seat 6's sixes and J-5 lose 25.00. From
// seat 3: +20, -10, -40, +25: the player-dealer is 5.00 down. The
// collections are option 3 of the Pai Gow games' schedule: 1.00 a betting
// circle, two at seat 3, and 2.00 from the player-dealer (lines 3061,
// 3066).
const caExample = `{"table_id": "PGP-2", "hand_number": 31, "game": "pai-gow-poker",
 "dealt_at": "2026-11-21T23:02:10-08:00", "dice": 10,
 "cards": {"player_dealer": {"front": ["QS", "9H"], "back": ["KD", "KC", "7S", "4H", "2C"]},
           "seats": [{"seat": 3, "front": ["AS", "JK"], "back": ["TH", "TC", "8D", "5S", "3C"]},
                     {"seat": 5, "front": ["AH", "QH"], "back": ["8S", "8H", "8C", "6D", "4D"]},
                     {"seat": 6, "front": ["JS", "5H"], "back": ["6C", "6H", "9D", "7D", "3H"]}]},
 "player_dealer": {"seat": 1, "bank": "300.00", "net": "-5.00"},
 "wagers": [
   {"seat": 3, "bet": "standard", "amount": "20.00", "result": "lose", "payout": "0.00"},
   {"seat": 3, "backline": 1, "bet": "standard", "amount": "10.00", "result": "win", "payout": "10.00"},
   {"seat": 5, "bet": "standard", "amount": "40.00", "result": "win", "payout": "40.00"},
   {"seat": 6, "bet": "standard", "amount": "25.00", "result": "lose", "payout": "0.00"}],
 "collections": [
   {"seat": 1, "kind": "player_dealer", "amount": "2.00"},
   {"seat": 3, "kind": "player", "amount": "2.00"},
   {"seat": 5, "kind": "player", "amount": "1.00"},
   {"seat": 6, "kind": "player", "amount": "1.00"}]}`

// pokaraExample: the player-dealer's A-K-J must discard the jack (line
// 1736); it draws a queen, a straight, improved (line 1726). Seat 2 stands
// on a pair of queens and loses 20.00; its Bonus Bet loses. Seat 4 doubles
// and discards its ace from K-K-A (a pair must double to draw, line 1762)
// and draws a king: three kings beat the straight, 20.00 and 20.00. Seat 5
// throws its ten from A-Q-10 and draws a jack: improved, since the jack
// ranks higher than the ten, but A-Q-J loses to the straight. Seat 6 stands
// on Q-J-10 of clubs, a straight flush: its 10.00 wins and its 5.00 Bonus
// Bet pays 20 to 1 (line 1815). From seat 2: +20, +5, -20, -20, +10, +5,
// -10, -100: the player-dealer is 110.00 down. The collections are option
// 3 of the schedule that covers Pokara, 1.00 a hand wager and 2.00 from the
// player-dealer (line 3156).
const pokaraExample = `{"table_id": "PK-1", "hand_number": 4, "game": "pokara",
 "dealt_at": "2026-11-21T23:40:00-08:00",
 "cards": {"player_dealer": {"dealt": ["AS", "KD", "JH"], "discard": ["JH"], "drawn": ["QC"]},
           "seats": [{"seat": 2, "dealt": ["QS", "QH", "TD"]},
                     {"seat": 4, "dealt": ["KC", "KS", "AD"], "discard": ["AD"], "drawn": ["KH"]},
                     {"seat": 5, "dealt": ["AH", "QD", "TC"], "discard": ["TC"], "drawn": ["JC"]},
                     {"seat": 6, "dealt": ["QC", "JC", "TC"]}]},
 "player_dealer": {"seat": 1, "bank": "200.00", "net": "-110.00"},
 "wagers": [
   {"seat": 2, "bet": "base", "amount": "20.00", "result": "lose", "payout": "0.00"},
   {"seat": 2, "bet": "bonus", "amount": "5.00", "result": "lose", "payout": "0.00"},
   {"seat": 4, "bet": "base", "amount": "20.00", "result": "win", "payout": "20.00"},
   {"seat": 4, "bet": "double", "amount": "20.00", "result": "win", "payout": "20.00"},
   {"seat": 5, "bet": "base", "amount": "10.00", "result": "lose", "payout": "0.00"},
   {"seat": 5, "bet": "bonus", "amount": "5.00", "result": "lose", "payout": "0.00"},
   {"seat": 6, "bet": "base", "amount": "10.00", "result": "win", "payout": "10.00"},
   {"seat": 6, "bet": "bonus", "amount": "5.00", "result": "win", "payout": "100.00"}],
 "collections": [
   {"seat": 1, "kind": "player_dealer", "amount": "2.00"},
   {"seat": 2, "kind": "player", "amount": "1.00"},
   {"seat": 4, "kind": "player", "amount": "1.00"},
   {"seat": 5, "kind": "player", "amount": "1.00"},
   {"seat": 6, "kind": "player", "amount": "1.00"}]}`

func TestExamples(t *testing.T) {
	expectVerified(t, verify(t, UK(), ukExample, nil))
	expectVerified(t, verify(t, California(), caExample, map[string]string{"version": "pai_gow_poker"}))
	expectVerified(t, verify(t, California(), caExample, map[string]string{"version": "pai_gow_poker", "collection_schedule": "CA-PG/3"}))
	expectVerified(t, verify(t, Pokara(), pokaraExample, nil))
	expectVerified(t, verify(t, Pokara(), pokaraExample, map[string]string{"collection_schedule": "CA-HB/3"}))
}

// fortuneExample: Fortune Pai Gow Poker with the Joker's Wild joker (the
// defaults). Dice 5 counted from the player-dealer at seat 4 as 1 fall on
// seat 1. The player-dealer plays queens behind 9-8. Seat 1's four sevens
// and the joker are five sevens, and A-K beats 9-8: 20.00 is paid 9 to 10,
// 18.00 (line 1636), and its Fortune Bonus pays 200 to 1 on five of a kind
// (line 1678, printed "2,00"). Seat 2's tens lose to queens and
// its Q-J beats 9-8: a push; its Fortune loses on a pair. Seat 3's seven
// spades are an ace-high flush behind K-2: 10.00 is paid 9.00 and its
// Fortune 4 to 1, 40.00. Seat 6's jacks and 8-3 lose 30.00. Seats 2 and 3
// staked at least $5 on the Fortune and are each paid the $100 Envy Bonus
// for seat 1's five of a kind (lines 1621-1624, 1678) at the end of the
// round. From seat 1: -18, -1000, +5, -9, -40, +30, then -100 and -100:
// the player-dealer is 1,232.00 down on its 2,000.00.
const fortuneExample = `{"table_id": "FPG-1", "hand_number": 77, "game": "pai-gow-poker",
 "dealt_at": "2026-11-22T00:15:42-08:00", "dice": 5,
 "cards": {"player_dealer": {"front": ["9D", "8C"], "back": ["QS", "QD", "6H", "4S", "3D"]},
           "seats": [{"seat": 1, "front": ["AC", "KD"], "back": ["7S", "7H", "7D", "7C", "JK"]},
                     {"seat": 2, "front": ["QH", "JH"], "back": ["TS", "TC", "6D", "5S", "2H"]},
                     {"seat": 3, "front": ["KS", "2S"], "back": ["AS", "JS", "9S", "6S", "3S"]},
                     {"seat": 6, "front": ["8H", "3C"], "back": ["JC", "JD", "5H", "4D", "2C"]}]},
 "player_dealer": {"seat": 4, "bank": "2000.00", "net": "-1232.00"},
 "wagers": [
   {"seat": 1, "bet": "standard", "amount": "20.00", "result": "win", "payout": "18.00"},
   {"seat": 1, "bet": "fortune", "amount": "5.00", "result": "win", "payout": "1000.00"},
   {"seat": 2, "bet": "standard", "amount": "15.00", "result": "push", "payout": "0.00"},
   {"seat": 2, "bet": "fortune", "amount": "5.00", "result": "lose", "payout": "0.00"},
   {"seat": 3, "bet": "standard", "amount": "10.00", "result": "win", "payout": "9.00"},
   {"seat": 3, "bet": "fortune", "amount": "10.00", "result": "win", "payout": "40.00"},
   {"seat": 6, "bet": "standard", "amount": "30.00", "result": "lose", "payout": "0.00"}],
 "envy": [{"seat": 2, "payout": "100.00"}, {"seat": 3, "payout": "100.00"}],
 "collections": [
   {"seat": 4, "kind": "player_dealer", "amount": "2.00"},
   {"seat": 1, "kind": "player", "amount": "1.00"},
   {"seat": 2, "kind": "player", "amount": "1.00"},
   {"seat": 3, "kind": "player", "amount": "1.00"},
   {"seat": 6, "kind": "player", "amount": "1.00"}]}`

// jokersWildExample: Joker's Wild Pai Gow Poker with three wild jokers
// (line 473). The player-dealer's joker and king in front are a pair of
// kings, behind its three nines and a joker, four nines (line 531). Seat
// 2's joker and queen are a pair of queens in front of aces and eights: it
// loses both and its 10.00 is collected. Seat 5's straight flush, four to
// eight of hearts, beats four nines; its A-K loses to kings: a push (line
// 479). The player-dealer is 10.00 up.
const jokersWildExample = `{"table_id": "JW-1", "hand_number": 5, "game": "pai-gow-poker",
 "dealt_at": "2026-11-22T01:00:00-08:00", "dice": 8,
 "cards": {"player_dealer": {"front": ["JK", "KC"], "back": ["9S", "9H", "9D", "JK", "2C"]},
           "seats": [{"seat": 2, "front": ["JK", "QD"], "back": ["AS", "AH", "8D", "8C", "3S"]},
                     {"seat": 5, "front": ["AD", "KH"], "back": ["4H", "5H", "6H", "7H", "8H"]}]},
 "player_dealer": {"seat": 7, "bank": "100.00", "net": "10.00"},
 "wagers": [
   {"seat": 2, "bet": "standard", "amount": "10.00", "result": "lose", "payout": "0.00"},
   {"seat": 5, "bet": "standard", "amount": "10.00", "result": "push", "payout": "0.00"}]}`

func TestOtherVersionExamples(t *testing.T) {
	expectVerified(t, verify(t, California(), fortuneExample, nil))
	expectVerified(t, verify(t, California(), fortuneExample, map[string]string{"collection_schedule": "CA-PG/3"}))
	expectVerified(t, verify(t, California(), jokersWildExample, map[string]string{"version": "jokers_wild", "jokers": "3"}))
	// Two jokers too many for a one-joker table.
	refused(t, California(), jokersWildExample, map[string]string{"version": "jokers_wild"}, "cards.player_dealer.back[3]", "joker number 2")
}

// The records docs/hand-records.md shows are these examples.
func TestDocumentedExamples(t *testing.T) {
	md, err := os.ReadFile("../../docs/hand-records.md")
	if err != nil {
		t.Skip("docs/hand-records.md is not beside the package:", err)
	}
	want := map[string]bool{}
	for _, ex := range []string{ukExample, fortuneExample, caExample, jokersWildExample, pokaraExample} {
		c, err := rules.Canonical(nil, []byte(ex))
		if err != nil {
			t.Fatal(err)
		}
		want[string(c)] = false
	}
	for _, m := range regexp.MustCompile("(?s)```jsonc?\n(.*?)```").FindAllSubmatch(md, -1) {
		c, err := rules.Canonical(nil, m[1])
		if err != nil {
			continue
		}
		if _, ok := want[string(c)]; ok {
			want[string(c)] = true
		}
	}
	for ex, seen := range want {
		if !seen {
			t.Errorf("docs/hand-records.md does not show %s", ex)
		}
	}
}
