package letitride

import "testing"

// fullTable is seven seats, every bet, both decisions each way.
func fullTable() round {
	return round{community: "7H 9S", seats: []seatSpec{
		{1, "JS JD 4C", "withdraw ride"}, {2, "8S 8D 8C", "ride ride"}, {3, "6H 3D 2C", "withdraw withdraw"},
		{4, "TS JH QD", "ride ride"}, {5, "AH 4H 2H", "withdraw ride"}, {6, "KS KH 5D", "ride ride"}, {7, "5S 6S 2D", "withdraw withdraw"}},
		wagers: three(1, "10", "push", "0", "win", "10", "win", "10") + ", " +
			three(2, "10", "win", "30", "win", "30", "win", "30") + ", 2 three_card_bonus 5 win 150, " +
			three(3, "10", "push", "0", "push", "0", "lose", "0") + ", " +
			three(4, "10", "lose", "0", "lose", "0", "lose", "0") + ", 4 three_card_bonus 5 win 30, " +
			three(5, "10", "push", "0", "lose", "0", "lose", "0") + ", 5 three_card_bonus 5 win 20, " +
			three(6, "10", "win", "10", "win", "10", "win", "10") + ", 6 three_card_bonus 5 win 5, " +
			three(7, "10", "push", "0", "push", "0", "lose", "0")}
}

func TestFullTable(t *testing.T) { mustVerify(t, fullTable(), nil) }

func BenchmarkVerify(b *testing.B) {
	h, err := New().Decode(fullTable().json(b))
	if err != nil {
		b.Fatal(err)
	}
	s := DefaultSettings()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := h.Verify(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeVerify(b *testing.B) {
	data := fullTable().json(b)
	b.ReportAllocs()
	for b.Loop() {
		h, err := New().Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := h.Verify(nil); err != nil {
			b.Fatal(err)
		}
	}
}
