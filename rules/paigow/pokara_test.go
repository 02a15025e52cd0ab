package paigow

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

func three(t testing.TB, s string) [3]rules.Card {
	t.Helper()
	c := rules.MustCards(s)
	if len(c) != 3 {
		t.Fatalf("%q is not three cards", s)
	}
	return [3]rules.Card(c)
}

// The hand ratings (seed 000 lines 1769-1790): the classes in order, and
// the highest and lowest hand the book names for each.
func TestPokaraRatings(t *testing.T) {
	var cards []rules.Card
	for rk := rules.Ten; rk <= rules.Ace; rk++ {
		for s := rules.Spades; s <= rules.Clubs; s++ {
			cards = append(cards, rules.NewCard(rk, s))
		}
	}
	hi, lo := map[string]PokaraValue{}, map[string]PokaraValue{}
	for i := range cards {
		for j := i; j < len(cards); j++ {
			for k := j; k < len(cards); k++ {
				v := EvalPokara([3]rules.Card{cards[i], cards[j], cards[k]})
				c := v.String()
				if v > hi[c] {
					hi[c] = v
				}
				if lo[c] == 0 || v < lo[c] {
					lo[c] = v
				}
			}
		}
	}
	cases := []struct {
		class, highest, lowest, line string
	}{
		{"Trip Flush", "AS AS AS", "TH TH TH", "1774-1775"},
		{"Royal Flush", "AS KS QS", "AH KH QH", "1779"},
		{"Straight Flush", "KS QS JS", "QD JD TD", "1780"},
		{"Three of a Kind", "AS AH AD", "TS TH TD", "1781-1782"},
		{"Flush", "AS AS KS", "KC JC TC", "1783-1784"},
		{"Straight", "AS KH QD", "QS JH TD", "1785"},
		{"Pair", "AS AH KD", "TS TH JD", "1786-1787"},
		{"High Card", "AS KH JD", "KS JH TD", "1788-1790"},
	}
	var prevLow PokaraValue = 1 << 30
	for _, c := range cases {
		h, l := EvalPokara(three(t, c.highest)), EvalPokara(three(t, c.lowest))
		if h.String() != c.class || l.String() != c.class || h != hi[c.class] || l != lo[c.class] {
			t.Errorf("line %s: %s is %v, %s is %v; the class runs %v to %v", c.line, c.highest, h, c.lowest, l, hi[c.class], lo[c.class])
		}
		if !(h < prevLow) {
			t.Errorf("line %s: %s is not below the class above", c.line, c.class)
		}
		prevLow = l
	}
	// All suits are equal (line 1771).
	if EvalPokara(three(t, "AS KH JD")) != EvalPokara(three(t, "AC KD JS")) {
		t.Error("suits break a tie")
	}
}

// The House Way (lines 1730-1749): each listed hand's discard, the flush
// that stands, and a hand not listed that stands pat.
func TestPokaraHouseWay(t *testing.T) {
	cases := []struct {
		dealt string
		want  rules.Rank
		line  string
	}{
		{"AS KH JD", rules.Jack, "1736"}, {"AS KH TD", rules.Ten, "1737"},
		{"AS QH JD", rules.Ace, "1738"}, // printed with a Cyrillic А
		{"AS QH TD", rules.Ten, "1739"}, {"AS JH TD", rules.Ten, "1740"},
		{"KS QH TD", rules.Ten, "1741"}, {"KS JH TD", rules.Ten, "1742"},
		{"AS AH TD", rules.Ten, "1743"}, {"KS KH TD", rules.Ten, "1744"},
		{"QS QH TD", rules.Ten, "1745"}, {"JS JH TD", rules.Ten, "1746"},
		{"TS TH JD", rules.Jack, "1747"}, {"JD TS TH", rules.Jack, "1747"},
		{"AS KS JS", 0, "1732"}, // a flush stands
		{"AS KH QD", 0, "1749"}, // a straight is not listed
		{"AS AH KD", 0, "1749"},
	}
	for _, c := range cases {
		got, rule := PokaraHouseWay(three(t, c.dealt))
		if got != c.want || rule != ca(c.line) {
			t.Errorf("%s: discard %v (%v), want %v (line %s)", c.dealt, got, rule, c.want, c.line)
		}
	}
}

func pokaraRecord(pd string, seats []string, pdSeat int, bank, net, wagers string) string {
	hand := func(s string) string {
		parts := strings.Split(s, "|")
		list := func(x string) string {
			b, _ := json.Marshal(strings.Fields(x))
			return string(b)
		}
		out := `"dealt": ` + list(parts[0])
		if len(parts) == 3 {
			out += `, "discard": ` + list(parts[1]) + `, "drawn": ` + list(parts[2])
		}
		return out
	}
	var ss []string
	for _, s := range seats {
		n, h, _ := strings.Cut(s, ":")
		ss = append(ss, fmt.Sprintf(`{"seat": %s, %s}`, strings.TrimSpace(n), hand(h)))
	}
	return fmt.Sprintf(`{"table_id": "T", "hand_number": 1, "game": "pokara", "dealt_at": "2026-11-21T22:00:00Z",
 "cards": {"player_dealer": {%s}, "seats": [%s]},
 "player_dealer": {"seat": %d, "bank": %q, "net": %q}, "wagers": [%s]}`, hand(pd), strings.Join(ss, ", "), pdSeat, bank, net, wagers)
}

// A draw that does not improve loses at once (lines 1726, 1761); a
// player-dealer's that does not loses to every live hand (line 1764).
func TestPokaraImprovement(t *testing.T) {
	// Seat 2 throws the jack of A-K-J and draws a ten: lower, and A-K-10 is
	// below A-K-J. It loses whatever the player-dealer holds.
	pd := "AS KD JH | JH | QC"
	rec := pokaraRecord(pd, []string{"2: AC KC JD | JD | TH"}, 1, "100.00", "10.00", wager(2, "base", "10.00", "lose", "0.00"))
	v := verify(t, Pokara(), rec, nil)
	expectVerified(t, v)
	if v.Settlements[0].Rule != ca("1761") {
		t.Errorf("cites %v", v.Settlements[0].Rule)
	}
	// The player-dealer throws the jack of A-K-J and draws a ten: it loses
	// to a seat standing on K-J-10.
	rec = pokaraRecord("AS KD JH | JH | TC", []string{"2: KS JD TS"}, 1, "100.00", "-10.00", wager(2, "base", "10.00", "win", "10.00"))
	v = verify(t, Pokara(), rec, nil)
	expectVerified(t, v)
	if v.Settlements[0].Rule != ca("1764") {
		t.Errorf("cites %v", v.Settlements[0].Rule)
	}
	// A drawn card that ranks higher improves even when the hand does not
	// rise a class: Q-Q-10, throw the 10, draw a jack.
	rec = pokaraRecord("AS KD JH | JH | QC", []string{"2: QS QD TS | TS | JS"}, 1, "100.00", "10.00",
		wager(2, "base", "10.00", "lose", "0.00")+", "+wager(2, "double", "10.00", "lose", "0.00")+"")
	v = verify(t, Pokara(), rec, nil)
	if got := expected(t, v, 2, 0, "base"); got.Result != rules.Lose || v.Settlements[0].Rule != ca("1765") {
		t.Errorf("improved pair against a straight: %+v (%v)", got, v.Settlements[0].Rule)
	}
	// Equal hands push (line 1766).
	rec = pokaraRecord("AS KD QH", []string{"2: AC KS QD"}, 1, "100.00", "0.00", wager(2, "base", "10.00", "push", "0.00"))
	expectVerified(t, verify(t, Pokara(), rec, nil))
}

// The player-dealer's draw against its House Way is a finding; the hand is
// settled as played.
func TestPokaraPlayerDealerMisplay(t *testing.T) {
	rec := pokaraRecord("AS KD JH", []string{"2: QS QD TS"}, 1, "100.00", "-10.00", wager(2, "base", "10.00", "win", "10.00"))
	v := verify(t, Pokara(), rec, nil)
	if f := findingOn(v, 1, "player_dealer", "draw"); f == nil || f.Rule != ca("1736") || len(v.Findings) != 1 {
		t.Errorf("stood on A-K-J: %+v", v.Findings)
	}
}

// Bonus Bets in both versions (lines 1514-1519, 1812-1817), on the three
// cards dealt whatever the draw.
func TestPokaraBonus(t *testing.T) {
	cases := []struct {
		dealt, version, pays string
	}{
		{"AH AH AH", "a", "500"}, {"AH AH AH", "b", "50"}, {"AC AC AC", "b", "200"}, {"TC TC TC", "a", "60"},
		{"AS KS QS", "b", "30"}, {"KS QS JS", "a", "20"}, {"JS JH JD", "a", "10"}, {"JS JH JD", "b", "8"},
		{"AS AS KS", "b", "3"}, {"AS KH QD", "b", "0"},
	}
	for _, c := range cases {
		rec := pokaraRecord("AD KD QH", []string{"2: " + c.dealt}, 1, "10000.00", "0.00",
			wager(2, "base", "10.00", "push", "0.00")+", "+wager(2, "bonus", "10.00", "lose", "0.00"))
		v := verify(t, Pokara(), rec, map[string]string{"bonus_bet": c.version})
		got := expected(t, v, 2, 0, "bonus")
		want := money(t, c.pays+"0.00")
		if got.Payout != want || (want == 0) != (got.Result == rules.Lose) {
			t.Errorf("%s, version %s: %+v, want %s", c.dealt, c.version, got, want)
		}
	}
}

// "The round of play ends when the player/dealer wins or loses as much as
// he has wagered" (line 1767): wagers after that are returned.
func TestPokaraRoundEnds(t *testing.T) {
	wagers := wager(2, "base", "50.00", "lose", "0.00") + ", " + wager(3, "base", "20.00", "win", "20.00")
	rec := pokaraRecord("AS KD QH", []string{"2: KS JD TS", "3: AH AD AC"}, 1, "50.00", "50.00",
		strings.Replace(wagers, `"result": "win", "payout": "20.00"`, `"result": "no_action", "payout": "0.00"`, 1))
	v := verify(t, Pokara(), rec, nil)
	expectVerified(t, v)
	// Every later wager is no_action, whatever it would have been: a push
	// too (PK8), and a loser after the player-dealer has lost its bank.
	wagers = wager(2, "base", "50.00", "win", "50.00") + ", " + wager(3, "base", "20.00", "no_action", "0.00") + ", " + wager(4, "base", "20.00", "no_action", "0.00")
	rec = pokaraRecord("AS KD QH", []string{"2: AH AD AC", "3: AC KS QD", "4: KS JD TS"}, 1, "50.00", "-50.00", wagers)
	v = verify(t, Pokara(), rec, nil)
	expectVerified(t, v)
	for _, st := range v.Settlements[1:] {
		if st.Rule != ca("1767") {
			t.Errorf("seat %d cites %s", st.Seat, st.Rule)
		}
	}
	rec = pokaraRecord("AS KD QH", []string{"2: AH AD AC", "3: AC KS QD"}, 1, "50.00", "-50.00",
		wager(2, "base", "50.00", "win", "50.00")+", "+wager(3, "base", "20.00", "push", "0.00"))
	if v := verify(t, Pokara(), rec, nil); len(v.Findings) != 1 || v.Findings[0].Seat != 3 || v.Findings[0].Expected != rules.NoAction {
		t.Errorf("a push after the round ended: %+v", v.Findings)
	}
}

// The table's posted limits are its collection schedule option's (one
// option, one table limit, lines 3423-3424; CA-HB, lines 3152-3170): a hand
// wager below the minimum or above the maximum is a finding on its amount,
// citing the option's row; the wagers are settled as placed. The double
// equals the hand wager by rule (line 1762), and the Bonus Bet goes by its
// own bounds, at most the hand wager in $5.00 increments (lines 1504,
// 1806). A table without a schedule posts no limits the service knows.
func TestPokaraTableLimits(t *testing.T) {
	withFees := func(rec string, seats ...int) string {
		fees := `{"seat": 1, "kind": "player_dealer", "amount": "2.00"}`
		for _, s := range seats {
			fees += fmt.Sprintf(`, {"seat": %d, "kind": "player", "amount": "1.00"}`, s)
		}
		return strings.TrimSuffix(rec, "}") + `, "collections": [` + fees + `]}`
	}
	option3 := map[string]string{"collection_schedule": "CA-HB/3"} // $10 - $100, line 3156
	rec := withFees(pokaraRecord("AS KD QH", []string{"2: KS JD TS", "3: AH AD AC"}, 1, "500.00", "-5.00",
		wager(2, "base", "5.00", "lose", "0.00")+", "+wager(3, "base", "10.00", "win", "10.00")), 2, 3)
	v := verify(t, Pokara(), rec, option3)
	if len(v.Findings) != 1 {
		t.Fatalf("a 5.00 hand wager at a $10-$100 table: %+v", v.Findings)
	}
	if f := v.Findings[0]; f.Seat != 2 || f.Bet != BetBase || f.Field != "amount" || f.Declared != "5.00" || f.Expected != "10.00 to 100.00" || f.Rule != ca("3156") {
		t.Errorf("the finding %+v", f)
	}
	expectVerified(t, verify(t, Pokara(), rec, nil))
	// Above the maximum; a double of a 100.00 wager and a 5.00 Bonus Bet
	// beside a 10.00 one are within the rules.
	rec = withFees(pokaraRecord("AS KD QH", []string{"2: KS JD TS", "3: AH AD AC", "4: AS KS JH|JH|QS"}, 1, "1000.00", "-100.00",
		wager(2, "base", "150.00", "lose", "0.00")+", "+wager(3, "base", "10.00", "win", "10.00")+", "+wager(3, "bonus", "5.00", "win", "40.00")+", "+
			wager(4, "base", "100.00", "win", "100.00")+", "+wager(4, "double", "100.00", "win", "100.00")), 2, 3, 4)
	v = verify(t, Pokara(), rec, option3)
	if len(v.Findings) != 1 || v.Findings[0].Seat != 2 || v.Findings[0].Field != "amount" || v.Findings[0].Declared != "150.00" {
		t.Errorf("a 150.00 hand wager at a $10-$100 table: %+v", v.Findings)
	}
}

// Random hand wagers against every option of CA-HB, its limits typed from
// the seed (lines 3154-3170): a finding on the amount exactly when a hand
// wager falls outside them.
func TestPokaraTableLimitsRandom(t *testing.T) {
	limits := [17][2]rules.Money{{}, {5, 10}, {5, 100}, {10, 100}, {25, 100}, {50, 100}, {100, 100}, {50, 300}, {100, 300}, {100, 500},
		{200, 500}, {300, 500}, {300, 1000}, {300, 1000}, {500, 1000}, {500, 2000}, {1000, 5000}}
	r := rand.New(rand.NewPCG(3154, 3170))
	for range 2000 {
		opt := 1 + r.IntN(16)
		lo, hi := limits[opt][0]*100, limits[opt][1]*100
		var ws []string
		outside := map[int]bool{}
		for seat := 2; seat <= 4; seat++ {
			amount := rules.Money(100 * (1 + r.IntN(int(hi/100)+100)))
			if r.IntN(3) == 0 {
				amount = []rules.Money{lo, hi, lo - 1, hi + 1}[r.IntN(4)]
			}
			outside[seat] = amount < lo || amount > hi
			ws = append(ws, wager(seat, "base", amount.String(), "push", "0.00"))
		}
		rec := pokaraRecord("AS KD QH", []string{"2: AC KS QD", "3: AH KH QC", "4: AD KC QS"}, 1, "100.00", "0.00", strings.Join(ws, ", "))
		v := verify(t, Pokara(), rec, map[string]string{"collection_schedule": fmt.Sprintf("CA-HB/%d", opt)})
		got := map[int]bool{}
		for _, f := range v.Findings {
			if f.Field == "amount" {
				got[f.Seat] = true
			}
		}
		for seat := 2; seat <= 4; seat++ {
			if got[seat] != outside[seat] {
				t.Fatalf("option %d: seat %d outside the limits %v, finding %v\n%s", opt, seat, outside[seat], got[seat], rec)
			}
		}
	}
}

func TestPokaraRefused(t *testing.T) {
	base := wager(2, "base", "20.00", "lose", "0.00")
	refused(t, Pokara(), pokaraRecord("AS KD QH", []string{"2: QS QD TS | TS | JS"}, 1, "100.00", "0.00", base), nil, "cards.seats[0].discard", "must double")
	refused(t, Pokara(), pokaraRecord("AS KD QH", []string{"2: QS JD TS"}, 1, "100.00", "0.00", base+", "+wager(2, "double", "20.00", "lose", "0.00")), nil, "wagers[1].bet", "may not double")
	refused(t, Pokara(), pokaraRecord("AS KD QH", []string{"2: QS QD TS | TS | JS"}, 1, "100.00", "0.00", base+", "+wager(2, "double", "10.00", "lose", "0.00")), nil, "wagers[1].amount", "doubles the original")
	refused(t, Pokara(), pokaraRecord("AS KD QH", []string{"2: QS JD TS"}, 1, "100.00", "0.00", base+", "+wager(2, "bonus", "25.00", "lose", "0.00")), nil, "wagers[1].amount", "exceeds")
	refused(t, Pokara(), pokaraRecord("AS KD QH", []string{"2: QS JD TS"}, 1, "100.00", "0.00", base+", "+wager(2, "bonus", "7.00", "lose", "0.00")), nil, "wagers[1].amount", "$5.00 increments")
	refused(t, Pokara(), pokaraRecord("AS KD QH", []string{"2: QS JD 9S"}, 1, "100.00", "0.00", base), nil, "cards.seats[0]", "only aces")
	refused(t, Pokara(), pokaraRecord("AS KD QH", []string{"2: QS JD TS | AS | KS"}, 1, "100.00", "0.00", base), nil, "cards.seats[0].discard", "not one of the cards")
	refused(t, Pokara(), pokaraRecord("AS KD QH", []string{"2: QS JD TS"}, 1, "100.00", "0.00", bl(2, 1, "base", "20.00", "lose", "0.00")), nil, "wagers[0].backline", "backline")
	refused(t, Pokara(), pokaraRecord("AS AS AS", []string{"2: AS AS AS"}, 1, "100.00", "0.00", base), map[string]string{"decks": "5"}, "cards", "appears more often")
	refused(t, Pokara(), pokaraRecord("AS KD QH", []string{"2: QS JD TS"}, 1, "100.00", "0.00", base+", "+wager(2, "bonus", "5.00", "lose", "0.00")), map[string]string{"bonus_bet": "none"}, "wagers[1].bet", "no Pokara Bonus Bet")
}
