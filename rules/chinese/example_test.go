package chinese_test

import (
	"fmt"

	"github.com/tablegames/casino/rules/chinese"
)

// A 13-Card hand where the table paid a fouled hand's penalty as a
// Shot against a Home Run: seat 3's three eights in the middle outrank its
// tens in back, so it pays seat 1's Home Run nine points (line 891), not
// six.
func Example() {
	record := []byte(`{"table_id": "CP-1", "hand_number": 5, "game": "chinese-poker-13",
	 "dealt_at": "2026-11-21T23:40:00-08:00", "button": 4,
	 "seats": [
	   {"seat": 1, "front": ["AS", "AH", "KC"], "middle": ["KS", "KH", "KD", "2C", "3C"], "back": ["5D", "6D", "7D", "8D", "9D"], "points": 24, "won": "120.00"},
	   {"seat": 2, "front": ["QS", "JH", "2S"], "middle": ["QH", "QD", "3S", "4H", "5S"], "back": ["JS", "JD", "TS", "TH", "9S"], "points": -4, "won": "-20.00"},
	   {"seat": 3, "front": ["JC", "9H", "2H"], "middle": ["9C", "8S", "8H", "8C", "7S"], "back": ["TD", "TC", "3H", "4S", "6S"], "points": -18, "won": "-90.00"},
	   {"seat": 4, "front": ["QC", "4D", "2D"], "middle": ["AD", "AC", "7H", "6H", "5H"], "back": ["7C", "6C", "5C", "4C", "3D"], "points": -2, "won": "-10.00"}]}`)
	game := chinese.CP13()
	hand, err := game.Decode(record)
	if err != nil {
		fmt.Println(err)
		return
	}
	verdict, err := hand.Verify(nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(verdict.Outcome.Summary)
	for _, f := range verdict.Findings {
		fmt.Println(f.Field, f.Declared, f.Expected)
	}
	// Output:
	// Seat 1 +27 points (135.00), home run; seat 2 -4 points (-20.00); seat 3 -21 points (-105.00), fouled; seat 4 -2 points (-10.00)
	// points +24 +27
	// won 120.00 135.00
	// points -18 -21
	// won -90.00 -105.00
}
