package flop

// The documented example of each game (docs/hand-records.md shows the same
// records): correct hands, each verified by hand in its comment.
var examples = map[string]string{
	// Seat 2's kept nines make two pair with the board's fives; seat 1
	// threw away the queen that would have made its straight and plays
	// A-K with a pair of fives. 15 + 15 + 2 less the 1.00 fee: 31.00.
	CrazyPineappleID: `{"table_id": "CPN-1", "hand_number": 12, "game": "crazy-pineapple",
 "dealt_at": "2026-11-21T23:10:00-08:00",
 "button": 3,
 "board": ["JH", "TD", "5C", "5S", "2H"],
 "seats": [
   {"seat": 1, "cards": ["AH", "KH", "QC"], "discards": ["QC"], "contributed": "15.00", "won": "0.00"},
   {"seat": 2, "cards": ["QD", "9S", "9C"], "discards": ["QD"], "contributed": "15.00", "won": "31.00"},
   {"seat": 3, "folded": true, "contributed": "2.00", "won": "0.00"}],
 "fees": [{"type": "regular", "amount": "1.00"}]}`,
	// The board is 7S (the flop), 7D (the turn) and K-2-9 (the river):
	// seat 2's nines full of sevens beat seat 1's kings and sevens.
	ReverseHoldemID: `{"table_id": "RHE-1", "hand_number": 40, "game": "reverse-holdem",
 "dealt_at": "2026-11-21T23:12:00-08:00",
 "button": 1,
 "board": ["7S", "7D", "KH", "2C", "9S"],
 "seats": [
   {"seat": 1, "cards": ["KS", "QD"], "contributed": "20.00", "won": "0.00"},
   {"seat": 2, "cards": ["9D", "9C"], "contributed": "20.00", "won": "39.00"}],
 "fees": [{"type": "regular", "amount": "1.00"}]}`,
	// Seat 1's spade flush beats both full houses: in Short Deck a flush
	// ranks above a full house (lines 5295-5300). 30 less 1: 29.00.
	ShortDeckID: `{"table_id": "SDH-1", "hand_number": 7, "game": "short-deck-holdem",
 "dealt_at": "2026-11-21T23:14:00-08:00",
 "button": 3,
 "board": ["AS", "KS", "9S", "9D", "7C"],
 "seats": [
   {"seat": 1, "cards": ["QS", "6S"], "contributed": "10.00", "won": "29.00"},
   {"seat": 2, "cards": ["9H", "KH"], "contributed": "10.00", "won": "0.00"},
   {"seat": 3, "cards": ["AD", "AH"], "contributed": "10.00", "won": "0.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}]}`,
	// Two hole cards and three board cards each: seat 3's aces and fours
	// beat seat 1's kings and nines and seat 2's queens and fours. 60 less
	// 2: 58.00.
	OmahaID: `{"table_id": "OMA-1", "hand_number": 21, "game": "omaha",
 "dealt_at": "2026-11-21T23:16:00-08:00",
 "button": 3,
 "board": ["KS", "9H", "4D", "4C", "2S"],
 "seats": [
   {"seat": 1, "cards": ["AS", "KH", "9D", "8C"], "contributed": "20.00", "won": "0.00"},
   {"seat": 2, "cards": ["QS", "QH", "5D", "3C"], "contributed": "20.00", "won": "0.00"},
   {"seat": 3, "cards": ["AD", "AH", "7S", "6S"], "contributed": "20.00", "won": "58.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}, {"type": "designated_2", "amount": "1.00"}]}`,
	// High: seat 4's three jacks. Low: seat 2's 8-4-3-2-A beats seat 4's
	// 8-5-4-3-2. 75 less 2 is 73: 36 to each half and the odd chip to
	// seat 2, the winner closest to the left of the button (line 2222).
	FiveCardOmahaID: `{"table_id": "FCO-1", "hand_number": 3, "game": "five-card-omaha-hilo",
 "dealt_at": "2026-11-21T23:18:00-08:00",
 "button": 1,
 "board": ["3S", "4H", "8D", "JC", "JS"],
 "seats": [
   {"seat": 2, "cards": ["AS", "2H", "9D", "9C", "KH"], "contributed": "25.00", "won": "37.00"},
   {"seat": 4, "cards": ["5D", "6S", "JH", "QD", "2C"], "contributed": "25.00", "won": "36.00"},
   {"seat": 6, "cards": ["TS", "TD", "7C", "7H", "KS"], "contributed": "25.00", "won": "0.00"}],
 "fees": [{"type": "designated", "amount": "1.00"}, {"type": "regular", "amount": "1.00"}]}`,
	// Board 1: seat 1's aces full. Board 2: seats 1 and 3 tie with queen-
	// high straights. 120 less 3 is 117: 58 per board, 29 to each of the
	// second board's winners, and the odd chip of halving the pot to seat
	// 1, closest to the left of the button (line 3767).
	DoubleBoardOmahaID: `{"table_id": "DBO-1", "hand_number": 5, "game": "double-board-omaha",
 "dealt_at": "2026-11-21T23:20:00-08:00",
 "button": 5,
 "board_1": ["AH", "KH", "7C", "7D", "2S"],
 "board_2": ["QS", "JS", "TD", "3C", "3H"],
 "seats": [
   {"seat": 1, "cards": ["AS", "AD", "9S", "8S"], "contributed": "40.00", "won": "88.00"},
   {"seat": 3, "cards": ["9H", "8H", "6D", "6C"], "contributed": "40.00", "won": "29.00"},
   {"seat": 5, "cards": ["6H", "5H", "4C", "4S"], "contributed": "40.00", "won": "0.00"}],
 "fees": [{"type": "collection_1", "amount": "1.00"}, {"type": "collection_2", "amount": "1.00"}, {"type": "collection_3", "amount": "1.00"}]}`,
}
