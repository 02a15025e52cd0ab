package chinese

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// fuzzOne decodes and verifies one record under several settings: no
// record makes either panic, every refusal is an InputError, and every
// verdict's points and money add up to zero, each seat's money within its
// stack.
func fuzzOne(t *testing.T, g rules.Game, data []byte, settings []map[string]string) {
	h, err := g.Decode(data)
	if err != nil {
		if _, ok := rules.AsInputError(err); !ok {
			t.Fatalf("decode error is not an InputError: %v", err)
		}
		return
	}
	for _, sv := range settings {
		s, err := g.Settings(sv)
		if err != nil {
			t.Fatal(err)
		}
		v, err := h.Verify(s)
		if err != nil {
			if _, ok := rules.AsInputError(err); !ok {
				t.Fatalf("verify error is not an InputError: %v", err)
			}
			continue
		}
		var money rules.Money
		points := 0
		for _, d := range v.Outcome.Detail.(Detail).Seats {
			money += d.Won
			points += d.Points
		}
		if money != 0 || points != 0 {
			t.Fatalf("money %s and points %d do not add up to zero", money, points)
		}
		var seats []Seat
		switch x := h.(type) {
		case *CP13Hand:
			seats = x.Seats
		case *FaceUpHand:
			seats = x.Seats
		case fantasyHand:
			seats = x.Seats
		}
		for i, s := range seats {
			if w := v.Settlements[i].Expected.Payout; s.HasStack && (w > s.stake() || w < -s.stake()) {
				t.Fatalf("seat %d: %s beyond its stake %s", s.Seat, w, s.stake())
			}
		}
	}
}

func FuzzCP13(f *testing.F) {
	f.Add(record(f, CP13GameID, map[string]any{"button": 4},
		seatsWith(homeRun, []int{27, -9, -16, -2}, []string{"135.00", "-45.00", "-80.00", "-10.00"})...))
	seats := []st{
		{seat: 1, rows: "2S 3C 4D | 5H 6S 7C 8D 9H | TS JC QD KH AS", points: 39, won: "195.00"},
		{seat: 2, rows: "2H 2D 8S | 3S 3H 4S 4H 5S | 5D 6H 6D 7S 7H", points: -5, won: "-25.00"},
		{seat: 3, rows: "2C 3D 4C | 9S 9D 5C 6C 7D | TH TD TC 8H 8C", points: -11, won: "-55.00"},
		{seat: 4, rows: "AH AD AC | KS KD KC QS QH | JS JH JD QC 9C", points: -23, won: "-115.00"},
	}
	seats[0] = seats[0].with("clean_sweep", "dragon").with("stack", "60.00")
	seats[1] = seats[1].with("clean_sweep", "six_wheels").with("fee", "3.00")
	f.Add(record(f, CP13GameID, map[string]any{"button": 2}, seats...))
	f.Add(record(f, CP13GameID, map[string]any{"button": 1}, st{seat: 1, rows: "KS QS | 9S 9H 5C 4C 3C 2C | AS AH 7D 6D 5D", won: "-1"},
		st{seat: 2, rows: "KH QH 2H | 8S 8H 6C 4D 3D | KC KD 7C 6S 4S", won: "1"}))
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"seats":[{"seat":1},{"seat":1}]}`))
	settings := []map[string]string{nil, {"basic_points": TwoFour, "equal_rows": EqualFouls}, {"collection_schedule": "13CP/1"}}
	f.Fuzz(func(t *testing.T, data []byte) { fuzzOne(t, CP13(), data, settings) })
}

func FuzzFaceUp(f *testing.F) {
	f.Add(record(f, FaceUpGameID, map[string]any{"button": 1},
		seatsWith(faceUpDeal, []int{30, -4, -26}, []string{"150.00", "-20.00", "-130.00"})...))
	fu := []st{
		{seat: 1, rows: "KS 7D 3C | QS QH 9C 5D 2S | 8S 8H 8D 8C 4S", points: -20, won: "-100.00"},
		{seat: 2, rows: "AH AD AC | TD JD QD 4D 2D | 9S 9H 9D 3S 3D", points: 20, won: "100.00"},
	}
	fu[0] = fu[0].with("discards", []string{"KD", "5H", "TS", "7C"}).with("stack", "60.00")
	fu[1] = fu[1].with("fantasy", true).with("discards", []string{"KD"})
	f.Add(record(f, FaceUpGameID, map[string]any{"button": 1, "fantasy_variation": true}, fu...))
	f.Add([]byte(`{}`))
	settings := []map[string]string{nil, {"fantasy": FantasyOn, "equal_rows": EqualAllowed}, {"collection_schedule": "FUCP-1/1"}}
	f.Fuzz(func(t *testing.T, data []byte) { fuzzOne(t, FaceUp(), data, settings) })
}
