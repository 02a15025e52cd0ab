package stud

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

func value(t *testing.T, f func([]rules.Card, *Settings) (uint64, bool), cards string, st *Settings) (uint64, bool) {
	t.Helper()
	return f(rules.MustCards(cards), st)
}

// "A hand of 7, 6, 4, 3 and ace is lower than 8, 5, 4, 3 and 2" (line
// 4878); a nine disqualifies, a pair disqualifies, a straight or a flush
// does not (lines 4871-4874).
func TestSuper7HiLoLow(t *testing.T) {
	st := super7HiLo.defaults()
	low := super7HiLo.Portions[1].Value
	a, okA := value(t, low, "7H 6S 4D 3C AS", st)
	b, okB := value(t, low, "8H 5S 4D 3C 2S", st)
	if !okA || !okB || a <= b {
		t.Fatalf("7-6-4-3-A %d (%v) should beat 8-5-4-3-2 %d (%v)", a, okA, b, okB)
	}
	for _, cards := range []string{"9H 5S 4D 3C 2S", "8H 8S 4D 3C 2S"} {
		if _, ok := value(t, low, cards, st); ok {
			t.Errorf("%s qualifies", cards)
		}
	}
	for _, cards := range []string{"5H 4H 3H 2H AH", "6S 5H 4D 3C 2S"} {
		if _, ok := value(t, low, cards, st); !ok {
			t.Errorf("%s does not qualify", cards)
		}
	}
}

// The rule book's example (line 6272): A has two pair, aces and nines with
// a ten; B a king-high straight and wins the high; A's 10-9-7-2-A beats
// B's J-10-9-5-4 for low.
func TestStudHiLoRegularExample(t *testing.T) {
	st := studHiLoRegular.defaults()
	high, low := studHiLoRegular.Portions[0], studHiLoRegular.Portions[1]
	a, b := "AS AC 2S 7H 9C 9D TD", "4S 5D 9S TC JH QC KH"
	ha, _ := value(t, high.Value, a, st)
	hb, _ := value(t, high.Value, b, st)
	la, _ := value(t, low.Value, a, st)
	lb, _ := value(t, low.Value, b, st)
	if hb <= ha || la <= lb {
		t.Fatalf("high %s / %s, low %s / %s", high.Describe(ha), high.Describe(hb), low.Describe(la), low.Describe(lb))
	}
	// The ten is the kicker: the same two pair with a seven is lower.
	if k, _ := value(t, high.Value, "AS AC 2S 7H 9C 9D", st); k >= ha {
		t.Errorf("the ten kicker does not play")
	}
	for got, want := range map[string]string{
		high.Describe(ha): "Two pair, aces and nines",
		high.Describe(hb): "Straight, king high",
		low.Describe(la):  "T-9-7-2-A",
		low.Describe(lb):  "J-T-9-5-4",
	} {
		if got != want {
			t.Errorf("%q, want %q", got, want)
		}
	}
}

// The Super 7 Card Stud Hi/Lo Regular chart: 7-5-4-3-2 is the best high
// card low and A-K-Q-J-9 the worst (lines 5088-5089), so a straight counts
// against a low; under no_straights 6-5-4-3-2 is the best (line 5081).
func TestSuper7HiLoRegularLow(t *testing.T) {
	chart := super7HiLoRegular.defaults()
	free, err := super7HiLoRegular.compile(map[string]string{"low_ranking": LowRankingNoStraights})
	if err != nil {
		t.Fatal(err)
	}
	low := super7HiLoRegular.Portions[1]
	order := func(st *Settings, better, worse string) {
		t.Helper()
		a, _ := value(t, low.Value, better, st)
		b, _ := value(t, low.Value, worse, st)
		if a <= b {
			t.Errorf("%s: %s (%s) should beat %s (%s)", st.Value("low_ranking"), better, low.Describe(a), worse, low.Describe(b))
		}
	}
	order(chart, "7S 5H 4D 3C 2S", "7S 6H 4D 3C 2S")
	order(chart, "7S 5H 4D 3C 2S", "6S 5H 4D 3C 2D")
	order(chart, "AS KH QD JC 9S", "2S 2H 3D 4C 5S")
	order(chart, "KS QH JD TC 8S", "AS KH QD JC 9S")
	order(free, "6S 5H 4D 3C 2D", "7S 5H 4D 3C 2S")
	order(free, "AS KH QD JC 9S", "2S 2H 3D 4C 5S")
	order(free, "2S 2H 3D 4C 5S", "AS AH KD QC JS")
	for _, c := range []struct {
		st         *Settings
		cards, say string
	}{
		{chart, "7S 5H 4D 3C 2S", "High card, seven high"},
		{free, "6S 5H 4D 3C 2D", "6-5-4-3-2"},
		{free, "AS AH 3D 4C 5S", "pair of As, 5-4-3"},
		{free, "AS KH QD JC 9S", "A-K-Q-J-9"},
	} {
		v, _ := value(t, low.Value, c.cards, c.st)
		if got := low.Describe(v); got != c.say {
			t.Errorf("%s: %q, want %q", c.cards, got, c.say)
		}
	}
}

// Razz and Super Razz: 5-4-3-2-A is the best hand (line 401); in Super
// Razz's chart two aces are the best pair and two kings the worst, aces
// full of deuces the best full house (lines 5763-5767).
func TestRazzLows(t *testing.T) {
	st := razz.defaults()
	order := func(better, worse string) {
		t.Helper()
		a, _ := value(t, LowA5, better, st)
		b, _ := value(t, LowA5, worse, st)
		if a <= b {
			t.Errorf("%s should beat %s", better, worse)
		}
	}
	order("5S 4H 3D 2C AS", "6S 4H 3D 2C AS")
	order("5S 4S 3S 2S AS", "6S 4H 3D 2C AD")
	order("KS QH JD TC 9S", "AS AH 2D 3C 4S")
	order("AS AH 2D 3C 4S", "KS KH 2D 3C 4S")
	order("AS AH AD 2C 2S", "KS KH KD QC QS")
}

// The bring-in example (lines 4705, 4908, 5129, 6223): Player A brings it
// in for $1 at $4-$8 and Player B completes to $4. The record carries the
// amounts; the seat that brought it in is what is checked.
func TestBringInCompletionExample(t *testing.T) {
	rec := `{"table_id": "S7S-2", "hand_number": 3, "game": "super-7-stud", "dealt_at": "2026-11-21T23:50:00-08:00",
 "street": "third", "bring_in": 1,
 "seats": [
   {"seat": 1, "up": ["2C"], "folded_on": "third", "ante": "0.50", "bets": {"third": "1.00"}, "won": "0.00"},
   {"seat": 2, "up": ["KS"], "ante": "0.50", "bets": {"third": "4.00"}, "won": "6.00"}],
 "fees": []}`
	if v := verifyRecord(t, Super7ID, rec, nil); len(v.Findings) != 0 {
		t.Fatalf("%+v", v.Findings)
	}
	// Had the bring-in folded without putting it in: a finding (line 4697).
	bad := edit(t, rec, func(m map[string]any) {
		delete(seatOf(m, 0), "bets")
		seatOf(m, 1)["won"] = "5.00"
	})
	if fs := findingOn(verifyRecord(t, Super7ID, bad, nil), "folded_on"); len(fs) != 1 || fs[0].Rule.Lines != "4697" {
		t.Fatalf("%+v", fs)
	}
}

// The betting examples of Seven-Card Stud, as a record carries them: in
// $15-$30 stud the low card opens for $5 and the next player completes to
// $15 (line 148); player A, a pair of twos showing, calls player B's pair
// of kings and may not take the call back (lines 187-189): it stays in the
// pot that B's kings win.
func TestSeedBettingExamples(t *testing.T) {
	rec := `{"table_id": "STD-4", "hand_number": 20, "game": "seven-card-stud", "dealt_at": "2026-11-21T23:56:00-08:00",
 "street": "seventh", "bring_in": 1,
 "first_to_act": {"fourth": 2, "fifth": 2, "sixth": 2, "seventh": 2},
 "seats": [
   {"seat": 1, "down": ["9C", "4D", "JS"], "up": ["2C", "2D", "7H", "8C"], "ante": "2.00",
    "bets": {"third": "15.00", "fourth": "15.00", "fifth": "30.00", "sixth": "30.00", "seventh": "30.00"}, "won": "0.00"},
   {"seat": 2, "down": ["AS", "3H", "6S"], "up": ["KC", "KD", "TH", "5C"], "ante": "2.00",
    "bets": {"third": "15.00", "fourth": "15.00", "fifth": "30.00", "sixth": "30.00", "seventh": "30.00"}, "won": "244.00"}],
 "fees": []}`
	if v := verifyRecord(t, SevenCardStudID, rec, nil); len(v.Findings) != 0 {
		t.Fatalf("%+v", v.Findings)
	}
	// Handing A its call back is a finding.
	bad := edit(t, rec, func(m map[string]any) {
		seatOf(m, 0)["won"] = "30.00"
		seatOf(m, 1)["won"] = "214.00"
	})
	if fs := findingOn(verifyRecord(t, SevenCardStudID, bad, nil), "won"); len(fs) != 2 {
		t.Fatalf("%+v", fs)
	}
}
