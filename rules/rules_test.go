package rules_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

func TestParseCard(t *testing.T) {
	for _, c := range rules.Deck52() {
		got, err := rules.ParseCard(c.String())
		if err != nil || got != c {
			t.Errorf("ParseCard(%s) = %v, %v", c, got, err)
		}
		if lower, err := rules.ParseCard(strings.ToLower(c.String())); err != nil || lower != c {
			t.Errorf("ParseCard(lower %s) = %v, %v", c, lower, err)
		}
	}
	if c, err := rules.ParseCard("JK"); err != nil || c != rules.Joker || c.String() != "JK" {
		t.Errorf("joker: %v %v", c, err)
	}
	for _, bad := range []string{"", "A", "10H", "1S", "AX", "ZS", "AS ", "JKR"} {
		if _, err := rules.ParseCard(bad); err == nil {
			t.Errorf("ParseCard(%q) accepted", bad)
		}
	}
	seen := map[int]bool{}
	for _, c := range rules.Deck52() {
		if seen[c.Index()] || c.Index() < 0 || c.Index() > 51 {
			t.Fatalf("index %d of %s repeats or is out of range", c.Index(), c)
		}
		seen[c.Index()] = true
	}
	if !rules.NewCard(rules.Ace, rules.Hearts).Suit().Red() || rules.NewCard(rules.Ace, rules.Clubs).Suit().Red() {
		t.Error("colour of suits")
	}
}

func TestShoeOverdrawn(t *testing.T) {
	one := rules.Shoe{Decks: 1}
	if c, over := one.Overdrawn(rules.MustCards("AS KD"), rules.MustCards("AS")); !over || c.String() != "AS" {
		t.Errorf("one deck, AS twice: %v %v", c, over)
	}
	eight := rules.Shoe{Decks: 8}
	cards := rules.MustCards("2S 2S 2S 2S 2S 2S 2S 2S")
	if _, over := eight.Overdrawn(cards); over {
		t.Error("eight 2S in eight decks is possible")
	}
	if _, over := eight.Overdrawn(cards, rules.MustCards("2S")); !over {
		t.Error("nine 2S in eight decks passed")
	}
	if _, over := one.Overdrawn(rules.MustCards("JK")); !over {
		t.Error("a joker in a shoe without jokers passed")
	}
	if _, over := (rules.Shoe{Decks: 1, Jokers: 1}).Overdrawn(rules.MustCards("JK")); over {
		t.Error("one joker in a shoe with one")
	}
}

func TestParseMoney(t *testing.T) {
	good := map[string]rules.Money{"0": 0, "12": 1200, "12.5": 1250, "12.50": 1250, "0.01": 1, "9999999999999.99": 999999999999999}
	for s, want := range good {
		got, err := rules.ParseMoney(s)
		if s == "9999999999999.99" {
			if err == nil {
				t.Errorf("ParseMoney(%q) above MaxMoney accepted", s)
			}
			continue
		}
		if err != nil || got != want {
			t.Errorf("ParseMoney(%q) = %d, %v; want %d", s, got, err, want)
		}
	}
	for _, bad := range []string{"", "-1", "+1", "1.234", "1e3", "1,000", " 1", "1 ", ".5", "5.", "NaN", "0x10", "１"} {
		if _, err := rules.ParseMoney(bad); err == nil {
			t.Errorf("ParseMoney(%q) accepted", bad)
		}
	}
	for _, m := range []rules.Money{0, 1, 99, 100, 12345, -305, rules.MaxMoney} {
		var back rules.Money
		b, _ := json.Marshal(m)
		if err := json.Unmarshal(b, &back); err != nil || back != m {
			t.Errorf("JSON round trip of %d: %s -> %d, %v", m, b, back, err)
		}
	}
	if rules.Money(-305).String() != "-3.05" || rules.Money(7).String() != "0.07" {
		t.Error("String of small and negative amounts")
	}
	// The most negative amount has no positive counterpart in an int64.
	if got := rules.Money(-1 << 63).String(); got != "-92233720368547758.08" {
		t.Errorf("String of the least amount = %q", got)
	}
	var m rules.Money
	if err := json.Unmarshal([]byte(`12.5`), &m); err == nil {
		t.Error("a JSON number was accepted as money")
	}
}

// The named rounding rules, each with the cases that tell them apart.
func TestRounding(t *testing.T) {
	cases := []struct {
		rule     rules.Rounding
		num, den int64
		want     rules.Money
	}{
		{rules.DownToCent, 1299, 10, 129},    // 129.9 cents -> 1.29
		{rules.DownToCent, 1, 3, 0},          // a third of a cent -> 0
		{rules.DownToCent, 0, 1, 0},          // nothing
		{rules.UpToQuarter, 100, 1, 100},     // exact quarters stay
		{rules.UpToQuarter, 65, 1, 75},       // 0.65 -> 0.75
		{rules.UpToQuarter, 15, 1, 25},       // at least a quarter
		{rules.UpToQuarter, 110, 1, 125},     // 1.10 -> 1.25
		{rules.UpToQuarter, 10001, 100, 125}, // 100.01 cents -> 1.25
	}
	for _, c := range cases {
		if got := c.rule.Apply(c.num, c.den); got != c.want {
			t.Errorf("%s(%d/%d) = %s; want %s", c.rule, c.num, c.den, got, c.want)
		}
	}
	five, _ := rules.ParseRate("5")
	if got := five.Of(rules.Money(1234), rules.DownToCent); got != 61 { // 61.7 cents
		t.Errorf("5%% of 12.34 = %s; want 0.61", got)
	}
	if got := five.Of(rules.Money(1234), rules.UpToQuarter); got != 75 {
		t.Errorf("5%% of 12.34 rounded up to a quarter = %s; want 0.75", got)
	}
}

func TestRateAndOdds(t *testing.T) {
	r, err := rules.ParseRate("12.5%")
	if err != nil || r != 1250 || r.String() != "12.5%" {
		t.Errorf("ParseRate(12.5%%) = %d %v %s", r, err, r)
	}
	if _, err := rules.ParseRate("five"); err == nil {
		t.Error("ParseRate(five) accepted")
	}
	threeToTwo := rules.Odds{Win: 3, Per: 2}
	if got := threeToTwo.Pay(rules.Money(505)); got != 757 { // 7.575 -> 7.57
		t.Errorf("3 to 2 on 5.05 = %s; want 7.57", got)
	}
	if got := rules.ToOne(8).Pay(rules.Dollars(10)); got != rules.Dollars(80) || rules.ToOne(8).String() != "8 to 1" {
		t.Errorf("8 to 1 on 10 = %s", got)
	}
}

type sample struct {
	rules.Envelope
	Wagers []struct {
		Amount string `json:"amount"`
		Seat   int    `json:"seat"`
	} `json:"wagers"`
	Cards struct {
		Player []string `json:"player"`
	} `json:"cards"`
}

// DecodeStrict names the field at fault, with list indexes and without the
// Go names of embedded structs.
func TestDecodeStrictNamesTheField(t *testing.T) {
	cases := []struct {
		json, field string
	}{
		{`{"hand_number": "7"}`, "hand_number"},
		{`{"wagers": [{"amount": "1.00"}, {"amount": 5}]}`, "wagers[1].amount"},
		{`{"wagers": [{"seat": 1}, {"seat": "two"}]}`, "wagers[1].seat"},
		{`{"cards": {"player": ["AS", 7]}}`, "cards.player[1]"},
		{`{"colour": "red"}`, "colour"},
		{`{"dealt_at": "yesterday"}`, "dealt_at"},
		{`{"table_id": "A"} {}`, ""},
		{`{"hand_number": 7, "hand_number": 8}`, "hand_number"},
		{`{"wagers": [{"seat": 1}, {"seat": 2, "seat": 3}]}`, "wagers[1].seat"},
		{`{"dealt_at": 5}`, "dealt_at"},
		{`{"wagers": [{"seat": 1.5}]}`, "wagers[0].seat"},
		{`{"cards": []}`, "cards"},
		{`null`, ""},
		{`[1]`, ""},
		{`{"table_id": `, ""},
		{``, ""},
	}
	for _, c := range cases {
		var s sample
		err := rules.DecodeStrict([]byte(c.json), &s)
		ie, ok := rules.AsInputError(err)
		if !ok || len(ie.Errors) != 1 {
			t.Errorf("%s: err = %v; want one field error", c.json, err)
			continue
		}
		if ie.Errors[0].Field != c.field {
			t.Errorf("%s: field %q; want %q (%s)", c.json, ie.Errors[0].Field, c.field, ie.Errors[0].Detail)
		}
	}
}

func TestNormalizeSettings(t *testing.T) {
	specs := []rules.SettingSpec{
		{Key: "mode", Default: "a", Allowed: []string{"a", "b"}},
		{Key: "decks", Default: "8", Check: rules.IntBetween(6, 20)},
		{Key: "rate", Default: "5", Check: rules.RateBetween(500, 2500)},
	}
	got, err := rules.NormalizeSettings(specs, map[string]string{"mode": "b"})
	if err != nil || got["mode"] != "b" || got["decks"] != "8" || got["rate"] != "5" {
		t.Errorf("normalize: %v %v", got, err)
	}
	_, err = rules.NormalizeSettings(specs, map[string]string{"mode": "c", "decks": "30", "rate": "26", "colour": "red"})
	ie, ok := rules.AsInputError(err)
	if !ok || len(ie.Errors) != 4 {
		t.Fatalf("err = %v; want four field errors", err)
	}
	for i, f := range []string{"settings.mode", "settings.decks", "settings.rate", "settings.colour"} {
		if ie.Errors[i].Field != f {
			t.Errorf("error %d names %s; want %s", i, ie.Errors[i].Field, f)
		}
	}
}

func TestCite(t *testing.T) {
	c := rules.At(rules.Seed003, "145-147")
	if c.String() != "seeds/003_b3ed2009586e0bd7.txt:145-147" {
		t.Errorf("String = %s", c)
	}
	back, ok := rules.ParseCite(c.String())
	if !ok || back != c {
		t.Errorf("ParseCite = %v %v", back, ok)
	}
	if a, b, err := c.Range(); err != nil || a != 145 || b != 147 {
		t.Errorf("Range = %d %d %v", a, b, err)
	}
	for _, bad := range []string{"", "x", "9-3", "0"} {
		if _, _, err := rules.At(rules.Seed000, bad).Range(); err == nil {
			t.Errorf("Range(%q) accepted", bad)
		}
	}
}

// FuzzParseMoney: whatever it accepts formats back to an amount it parses
// to the same value, and it never accepts a negative or oversized amount.
func FuzzParseMoney(f *testing.F) {
	for _, s := range []string{"0", "12.50", "1.5", "-1", "1e3", "9999999999999", "0.001"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := rules.ParseMoney(s)
		if err != nil {
			return
		}
		if m < 0 || m > rules.MaxMoney {
			t.Fatalf("ParseMoney(%q) = %d", s, m)
		}
		back, err := rules.ParseMoney(m.String())
		if err != nil || back != m {
			t.Fatalf("round trip of %q: %s -> %d, %v", s, m, back, err)
		}
	})
}

// Keys match their fields exactly: encoding/json alone would read
// "Hand_Number" into hand_number, so that a record could answer for one hand
// and be stored reading as another.
func TestDecodeStrictMatchesKeysCaseSensitively(t *testing.T) {
	cases := []struct {
		json, field, detail string
	}{
		{`{"Hand_Number": 7}`, "Hand_Number", `the field is "hand_number"`},
		{`{"hand_number": 7, "Hand_Number": 8}`, "Hand_Number", "in any case"},
		{`{"wagers": [{"seat": 1}], "WAGERS": [{"seat": 2}]}`, "WAGERS", "in any case"},
		{`{"Wagers": [{"seat": 1}]}`, "Wagers", `the field is "wagers"`},
		{`{"wagers": [{"Seat": 1}]}`, "wagers[0].Seat", `the field is "seat"`},
		{`{"cards": {"PLAYER": ["AS"]}}`, "cards.PLAYER", `the field is "player"`},
		{`{"Envelope": {}}`, "Envelope", "not a field"},
		{`{"hand_\u212aumber": 7}`, "hand_\u212aumber", "not a field"},
	}
	for _, c := range cases {
		var s sample
		err := rules.DecodeStrict([]byte(c.json), &s)
		ie, ok := rules.AsInputError(err)
		if !ok || ie.Errors[0].Field != c.field || !strings.Contains(ie.Errors[0].Detail, c.detail) {
			t.Errorf("%s: err = %v; want %s: ...%s...", c.json, err, c.field, c.detail)
		}
		if s.HandNumber != 0 || len(s.Wagers) != 0 {
			t.Errorf("%s: decoded %+v despite the error", c.json, s)
		}
	}
	// Escapes in a key are the same key.
	var s sample
	if err := rules.DecodeStrict([]byte(`{"hand\u005fnumber": 7}`), &s); err != nil || s.HandNumber != 7 {
		t.Errorf("escaped key: %v %+v", err, s)
	}
}

// PeekEnvelope reads the envelope's keys exactly, and the whole record
// strictly, so that the table and hand it finds are the ones stored.
func TestPeekEnvelopeIsExact(t *testing.T) {
	for _, rec := range []string{`{"table_id": "BAC-1", "Hand_Number": 9, "hand_number": 5, "game": "g"}`,
		`{"table_id": "BAC-1", "Hand_Number": 9, "game": "g"}`} {
		e, err := rules.PeekEnvelope([]byte(rec))
		if ie, ok := rules.AsInputError(err); !ok || ie.Errors[0].Field != "Hand_Number" || e.HandNumber != 0 {
			t.Errorf("%s: %v %+v; want Hand_Number refused", rec, err, e)
		}
	}
	e, err := rules.PeekEnvelope([]byte(`{"table_id": "\u0042AC-1", "hand_number": 9, "game": "g", "other": {"a": [1]}}`))
	if err != nil || e.TableID != "BAC-1" || e.HandNumber != 9 || e.Game != "g" {
		t.Errorf("PeekEnvelope = %+v, %v; want BAC-1 hand 9", e, err)
	}
	_, err = rules.PeekEnvelope([]byte(`{"table_id": "A", "dealt_at": 5}`))
	if ie, ok := rules.AsInputError(err); !ok || ie.Errors[0].Field != "dealt_at" || !strings.Contains(ie.Errors[0].Detail, "RFC 3339") {
		t.Errorf("dealt_at 5: %v", err)
	}
	_, err = rules.PeekEnvelope([]byte(`{"table_id": "A\u0000", "game": "g"}`))
	if ie, ok := rules.AsInputError(err); !ok || ie.Errors[0].Field != "table_id" {
		t.Errorf("NUL in table_id: %v", err)
	}
}

// FuzzDecodeStrict: any input either decodes or gives an InputError; never
// a panic or another kind of error.
func FuzzDecodeStrict(f *testing.F) {
	for _, s := range []string{`{"hand_number": 1}`, `{"wagers": [{"amount": 5}]}`, `{"cards": {"player": [1]}}`, `[`, `null`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var s sample
		err := rules.DecodeStrict(b, &s)
		if err != nil {
			if _, ok := rules.AsInputError(err); !ok {
				t.Fatalf("DecodeStrict(%q) = %T %v", b, err, err)
			}
		}
	})
}
