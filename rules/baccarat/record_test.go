package baccarat

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// validRecord is a legal baccarat-co hand: Player 2+K draws an A (3),
// Banker 4+3 stands (7).
const (
	validRecord = `{"table_id": "BAC-1", "hand_number": 1042, "game": "baccarat-co",
 "dealt_at": "2026-11-21T22:14:05-07:00",
 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
 ` + validWagers + `}`
	validWagers = `"wagers": [
   {"seat": 3, "bet": "banker", "amount": "100.00", "result": "win", "payout": "100.00", "commission": "5.00"},
   {"seat": 5, "bet": "tie", "amount": "10.00", "result": "lose", "payout": "0.00"},
   {"seat": 5, "bet": "player", "amount": "25.00", "result": "lose", "payout": "0.00"}]`
)

func TestDecodeValid(t *testing.T) {
	h, err := Colorado().Decode([]byte(validRecord))
	if err != nil {
		t.Fatal(err)
	}
	if e := h.Envelope(); e.TableID != "BAC-1" || e.HandNumber != 1042 || e.Game != "baccarat-co" {
		t.Errorf("envelope %+v", e)
	}
	v := verify(t, []byte(validRecord))
	if !v.Verified() || v.Outcome.Summary != "Banker 7 (2 cards) over Player 3 (3 cards)" {
		t.Errorf("verdict %s, findings %+v", v.Outcome.Summary, v.Findings)
	}
	want := CoupDetail{Winner: "banker", PlayerTotal: 3, BankerTotal: 7, PlayerCards: 3, BankerCards: 2}
	if d, ok := v.Outcome.Detail.(*CoupDetail); !ok || *d != want {
		t.Errorf("detail %#v; want %#v", v.Outcome.Detail, want)
	}
	if v.Totals.Wagered != rules.Money(13500) {
		t.Errorf("wagered %s, want 135.00", v.Totals.Wagered)
	}

	// A free hand has no wagers (seed 003 line 54).
	if v := verify(t, edit(t, validWagers, `"wagers": []`)); len(v.Settlements) != 0 || !v.Verified() {
		t.Errorf("free hand: %+v", v)
	}
}

// edit returns the valid record with old replaced by new, which must occur.
func edit(t *testing.T, old, new string) []byte {
	t.Helper()
	if !strings.Contains(validRecord, old) {
		t.Fatalf("the valid record has no %q", old)
	}
	return []byte(strings.Replace(validRecord, old, new, 1))
}

func TestDecodeErrors(t *testing.T) {
	for _, c := range []struct {
		name, old, new string
		field          string
	}{
		{"unknown field", `"game": "baccarat-co",`, `"game": "baccarat-co", "shoe": 7,`, "shoe"},
		{"unknown field in cards", `"banker": ["4S", "3C"]`, `"banker": ["4S", "3C"], "burn": ["7D"]`, "cards.burn"},
		{"unknown field in a wager", `"payout": "0.00"}]`, `"payout": "0.00", "tip": "1.00"}]`, "wagers[2].tip"},
		{"bad card", `"AH"]`, `"1H"]`, "cards.player[2]"},
		{"bad suit", `"4S", "3C"`, `"4S", "3X"`, "cards.banker[1]"},
		{"joker", `"4S", "3C"`, `"JK", "3C"`, "cards.banker[0]"},
		{"one card", `["4S", "3C"]`, `["4S"]`, "cards.banker"},
		{"four cards", `["2D", "KC", "AH"]`, `["2D", "KC", "AH", "5S"]`, "cards.player"},
		{"no cards", `"cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},`, ``, "cards.player"},
		{"card not a string", `"AH"]`, `14]`, "cards.player[2]"},
		{"bad money", `"amount": "100.00"`, `"amount": "100.001"`, "wagers[0].amount"},
		{"negative money", `"amount": "10.00"`, `"amount": "-10.00"`, "wagers[1].amount"},
		{"money as a number", `"amount": "10.00"`, `"amount": 10`, "wagers[1].amount"},
		{"bad commission", `"commission": "5.00"`, `"commission": "5,00"`, "wagers[0].commission"},
		{"unknown bet", `"bet": "tie"`, `"bet": "dragon_7"`, "wagers[1].bet"},
		{"bad result", `"result": "win"`, `"result": "won"`, "wagers[0].result"},
		{"bad seat", `"seat": 3`, `"seat": 0`, "wagers[0].seat"},
		{"same bet twice", `"bet": "player"`, `"bet": "tie"`, "wagers[2]"},
		{"no wagers", ",\n " + validWagers, ``, "wagers"},
		{"wagers null", validWagers, `"wagers": null`, "wagers"},
		{"no table", `"table_id": "BAC-1",`, ``, "table_id"},
		{"hand number", `1042`, `-4`, "hand_number"},
		{"hand number type", `1042`, `"1042"`, "hand_number"},
		{"other game", `"game": "baccarat-co"`, `"game": "ez-baccarat"`, "game"},
		{"bad time", `"2026-11-21T22:14:05-07:00"`, `"21/11/2026 22:14"`, "dealt_at"},
		{"trailing data", `"payout": "0.00"}]}`, `"payout": "0.00"}]} {}`, ""},
		{"not an object", validRecord, `[1, 2]`, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Colorado().Decode(edit(t, c.old, c.new))
			ie, ok := rules.AsInputError(err)
			if !ok {
				t.Fatalf("Decode = %v, want an *InputError", err)
			}
			for _, f := range ie.Errors {
				if f.Field == c.field {
					return
				}
			}
			t.Errorf("Decode = %v; want an error naming %q", err, c.field)
		})
	}
}

func TestVerifyErrors(t *testing.T) {
	defaults, _ := Colorado().Settings(nil)
	for _, c := range []struct {
		name, player, banker string
		field, contains      string
	}{
		{"Player stands on 6", `"6D", "KC", "AH"`, `"4S", "3C"`, "cards.player", "the Player stands on 6; the record shows a third card (seeds/003_b3ed2009586e0bd7.txt:237-248)"},
		{"Player draws on 2", `"2D", "KC"`, `"4S", "3C"`, "cards.player", "the Player draws on 2; the record shows no third card"},
		{"issue sample: natural 9 then a card", `"9H", "KC", "2D"`, `"4S", "3C"`, "cards.player", "the Player has a natural 9, so no more cards are dealt to either hand"},
		{"Banker natural, Banker draws", `"2D", "KC"`, `"4S", "4C", "2S"`, "cards.banker", "the Banker has a natural 8"},
		{"Banker must draw", `"2D", "KC", "2H"`, `"4S", "TC"`, "cards.banker", "the Banker draws on 4 when the Player's third card is worth 2; the record shows no third card (seeds/003_b3ed2009586e0bd7.txt:269-278)"},
		{"Banker must stand", `"2D", "KC", "AH"`, `"5S", "TC", "2C"`, "cards.banker", "the Banker stands on 5 when the Player's third card is worth 1"},
		{"Banker alone stands on 7", `"7D", "KC"`, `"5S", "2C", "2D"`, "cards.banker", "the Player stood, so the Banker draws on 0-5 and stands on 6-7; the Banker stands on 7"},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := edit(t, `"cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]}`,
				`"cards": {"player": [`+c.player+`], "banker": [`+c.banker+`]}`)
			h, err := Colorado().Decode(data)
			if err != nil {
				t.Fatalf("Decode: %v", err)
			}
			_, err = h.Verify(defaults)
			ie, ok := rules.AsInputError(err)
			if !ok || len(ie.Errors) != 1 {
				t.Fatalf("Verify = %v, want an *InputError", err)
			}
			if f := ie.Errors[0]; f.Field != c.field || !strings.Contains(f.Detail, c.contains) {
				t.Errorf("Verify = %s: %s\nwant %s containing %q", f.Field, f.Detail, c.field, c.contains)
			}
		})
	}
}

// No baccarat-co record can show a card more often than its shoe holds it:
// a coup has six cards and a shoe at least six decks. The check is the
// family's, for variants dealt from fewer decks; it is exercised here with
// a one-deck shoe.
func TestVerifyOverdrawn(t *testing.T) {
	h, err := Colorado().Decode(edit(t, `["4S", "3C"]`, `["2D", "3C"]`))
	if err != nil {
		t.Fatal(err)
	}
	s, _ := Colorado().Settings(nil)
	oneDeck := *s.(*coSettings)
	oneDeck.decks = 1
	_, err = h.Verify(&oneDeck)
	ie, ok := rules.AsInputError(err)
	if !ok || ie.Errors[0].Field != "cards" || !strings.Contains(ie.Errors[0].Detail, "2D appears 2 times; the table's shoe of 1 decks holds it at most 1 times") {
		t.Errorf("Verify = %v, want an InputError naming cards", err)
	}
	if v, err := h.Verify(s); err != nil || v == nil {
		t.Errorf("8 decks: Verify = %v", err)
	}
}

func TestVerifyForeignSettings(t *testing.T) {
	h, err := Colorado().Decode([]byte(validRecord))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.Verify(foreignSettings{}); err == nil {
		t.Error("Verify accepted settings of another game")
	} else if _, ok := rules.AsInputError(err); ok {
		t.Error("settings of another game are a programming error, not the record's")
	}
}

type foreignSettings struct{}

func (foreignSettings) Values() map[string]string { return nil }

// FuzzDecodeVerify: no record makes Decode or Verify panic, every refusal is
// an *InputError, and a verdict settles each wager once and sums its stakes.
func FuzzDecodeVerify(f *testing.F) {
	f.Add([]byte(validRecord))
	for _, e := range derivedExamples[:6] {
		var ws []rules.WagerRecord
		for i, w := range e.wagers {
			ws = append(ws, rules.WagerRecord{Seat: i + 1, Bet: w.bet, Amount: w.amount, Result: w.result, Payout: w.payout, Commission: w.commission})
		}
		c, _ := Play(rules.MustCards(e.shoe))
		r := Record{Envelope: rules.Envelope{TableID: "T", HandNumber: 9, Game: "baccarat-co", TableSettings: e.settings}, Wagers: ws}
		for _, x := range c.Player.Cards() {
			r.Cards.Player = append(r.Cards.Player, x.String())
		}
		for _, x := range c.Banker.Cards() {
			r.Cards.Banker = append(r.Cards.Banker, x.String())
		}
		data, _ := json.Marshal(r)
		f.Add(data)
	}
	f.Add([]byte(`{"table_id":"T","hand_number":1,"game":"baccarat-co","dealt_at":"2026-01-01T00:00:00Z","cards":{"player":["9H","KC"],"banker":["9S","KD"]},"wagers":[],"table_settings":{"commission_mode":"tie"}}`))
	g := Colorado()
	fuzzVerdicts(f, g, func(t *testing.T, r Record, v *rules.Verdict) {
		var sum rules.Money
		for _, w := range r.Wagers {
			m, err := rules.ParseMoney(w.Amount)
			if err != nil {
				t.Fatalf("Decode accepted amount %q: %v", w.Amount, err)
			}
			sum += m
		}
		if v.Totals.Wagered != sum {
			t.Fatalf("wagered %s, stakes sum to %s", v.Totals.Wagered, sum)
		}
		for _, st := range v.Settlements {
			e := st.Expected
			if e.Payout < 0 || e.Commission < 0 || (e.Result != rules.Win && e.Payout != 0) {
				t.Fatalf("impossible settlement %+v", st)
			}
		}
	})
}

func BenchmarkVerify(b *testing.B) {
	h, err := Colorado().Decode([]byte(validRecord))
	if err != nil {
		b.Fatal(err)
	}
	s, _ := Colorado().Settings(nil)
	b.ReportAllocs()
	for b.Loop() {
		v, err := h.Verify(s)
		if err != nil || !v.Verified() {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecode(b *testing.B) {
	data := []byte(validRecord)
	g := Colorado()
	b.ReportAllocs()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := g.Decode(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPlay(b *testing.B) {
	shoe := rules.MustCards("TC AS 4D AH TH 5C")
	for b.Loop() {
		if c, ok := Play(shoe); !ok || c.Winner() != Banker {
			b.Fatal("E3 is a Banker win")
		}
	}
}

// fuzzVerdicts runs what every game's fuzz target checks: no record makes
// Decode or Verify panic, every refusal is an *InputError, Decode accepts
// only what encoding/json reads, and a verdict settles each wager once;
// check adds the game's own invariants.
func fuzzVerdicts(f *testing.F, g rules.Game, check func(t *testing.T, r Record, v *rules.Verdict)) {
	defaults, _ := g.Settings(nil)
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := g.Decode(data)
		if err != nil {
			if _, ok := rules.AsInputError(err); !ok {
				t.Fatalf("Decode error %v is not an *InputError", err)
			}
			return
		}
		s, err := g.Settings(h.Envelope().TableSettings)
		if err != nil {
			s = defaults
		}
		v, err := h.Verify(s)
		if err != nil {
			if _, ok := rules.AsInputError(err); !ok {
				t.Fatalf("Verify error %v is not an *InputError", err)
			}
			return
		}
		var r Record
		if err := json.Unmarshal(data, &r); err != nil {
			t.Fatalf("Decode accepted what encoding/json refuses: %v", err)
		}
		if len(v.Settlements) != len(r.Wagers) {
			t.Fatalf("%d settlements for %d wagers", len(v.Settlements), len(r.Wagers))
		}
		check(t, r, v)
	})
}
