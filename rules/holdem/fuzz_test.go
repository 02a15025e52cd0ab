package holdem

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// FuzzDecodeVerify: no record makes Decode or Verify panic, and a decoded
// hand always verifies to a verdict whose awards add up.
func FuzzDecodeVerify(f *testing.F) {
	f.Add([]byte(sampleRecord))
	f.Add(splitRecord(f, "53.50", "0.50"))
	f.Add(edit(f, func(r map[string]any) {
		r["board"] = []any{}
		seatMap(r, 2)["folded"] = true
		seatMap(r, 0)["dead"] = "1.00"
	}))
	f.Add(edit(f, func(r map[string]any) {
		r["seats"] = []any{
			map[string]any{"seat": 1, "cards": []any{"KH", "KD"}, "contributed": "20", "won": "0"},
			map[string]any{"seat": 2, "cards": []any{"JS", "JD"}, "contributed": "50", "dead": "5", "won": "0"},
			map[string]any{"seat": 3, "cards": []any{"AS", "QD"}, "contributed": "80", "won": "0"},
			map[string]any{"seat": 4, "folded": true, "contributed": "100", "won": "0"},
		}
	}))
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"seats":[{"seat":1},{"seat":1}]}`))
	settings := []rules.Settings{
		DefaultSettings(),
		&Settings{Structure: StructureNoLimit, ChipUnit: 500, OddChip: OddChipHighCardBySuit},
		&Settings{Structure: StructureLimit, ChipUnit: 1, OddChip: OddChipLeftOfButton},
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := New().Decode(data)
		if err != nil {
			if _, ok := rules.AsInputError(err); !ok {
				t.Fatalf("decode error is not an InputError: %v", err)
			}
			return
		}
		hand := h.(*Hand)
		for _, s := range settings {
			v, err := h.Verify(s)
			if err != nil {
				t.Fatalf("a decoded hand failed to verify: %v", err)
			}
			var sum rules.Money
			for _, st := range v.Settlements {
				sum += st.Expected.Payout
			}
			if sum != hand.Pot()-hand.FeeTotal() {
				t.Fatalf("awards %s, pot less fees %s", sum, hand.Pot()-hand.FeeTotal())
			}
		}
	})
}
