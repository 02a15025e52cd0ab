package canonjson

import (
	"math"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestCanonicalizeRFC8785 is the example of RFC 8785 section 3.2.4.
func TestCanonicalizeRFC8785(t *testing.T) {
	in := `{
  "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
  "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
  "literals": [null, true, false]
}`
	want := `{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`
	got, err := Canonicalize(nil, []byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// TestCanonicalizeNumbers is RFC 8785 appendix B: IEEE 754 doubles, by
// their bits, and how JCS writes them.
func TestCanonicalizeNumbers(t *testing.T) {
	for _, c := range []struct {
		bits uint64
		want string
	}{
		{0x0000000000000000, "0"},
		{0x8000000000000000, "0"},
		{0x0000000000000001, "5e-324"},
		{0x8000000000000001, "-5e-324"},
		{0x7fefffffffffffff, "1.7976931348623157e+308"},
		{0xffefffffffffffff, "-1.7976931348623157e+308"},
		{0x4340000000000000, "9007199254740992"},
		{0xc340000000000000, "-9007199254740992"},
		{0x4430000000000000, "295147905179352830000"},
		{0x44b52d02c7e14af5, "9.999999999999997e+22"},
		{0x44b52d02c7e14af6, "1e+23"},
		{0x44b52d02c7e14af7, "1.0000000000000001e+23"},
		{0x444b1ae4d6e2ef4e, "999999999999999700000"},
		{0x444b1ae4d6e2ef4f, "999999999999999900000"},
		{0x444b1ae4d6e2ef50, "1e+21"},
		{0x3eb0c6f7a0b5ed8c, "9.999999999999997e-7"},
		{0x3eb0c6f7a0b5ed8d, "0.000001"},
		{0x41b3de4355555553, "333333333.3333332"},
		{0x41b3de4355555554, "333333333.33333325"},
		{0x41b3de4355555555, "333333333.3333333"},
		{0x41b3de4355555556, "333333333.3333334"},
		{0x41b3de4355555557, "333333333.33333343"},
		{0xbecbf647612f3696, "-0.0000033333333333333333"},
		{0x43143ff3c1cb0959, "1424953923781206.2"},
	} {
		in := strconv.FormatFloat(math.Float64frombits(c.bits), 'e', -1, 64)
		got, err := Canonicalize(nil, []byte(in))
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		if string(got) != c.want {
			t.Errorf("%016x (%s): got %s, want %s", c.bits, in, got, c.want)
		}
	}
}

// rfcSortInput is the object of RFC 8785 section 3.2.3, whose names sort
// by UTF-16 code units: the emoji (a surrogate pair, D83D DE00) before
// U+FB33, though its UTF-8 sorts after.
const rfcSortInput = `{"\u20ac":"Euro Sign","\r":"Carriage Return","\ufb33":"Hebrew Letter Dalet With Dagesh","1":"One","\ud83d\ude00":"Emoji: Grinning Face","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis"}`

var rfcSortOrder = []string{"\r", "1", "\u0080", "\u00f6", "\u20ac", "\U0001F600", "\ufb33"}

func TestCanonicalizeSortsByUTF16(t *testing.T) {
	got, err := Canonicalize(nil, []byte(rfcSortInput))
	if err != nil {
		t.Fatal(err)
	}
	checkOrder(t, string(got))
}

func checkOrder(t *testing.T, got string) {
	t.Helper()
	last := -1
	for _, name := range rfcSortOrder {
		i := strings.Index(got, string(AppendString(nil, name))+":")
		if i <= last {
			t.Fatalf("%q out of order in %s", name, got)
		}
		last = i
	}
}

func TestAppendObjectSortsByUTF16(t *testing.T) {
	var ms []Member
	for i := len(rfcSortOrder) - 1; i >= 0; i-- {
		ms = append(ms, Member{rfcSortOrder[i], i})
	}
	got, err := AppendObject(nil, ms)
	if err != nil {
		t.Fatal(err)
	}
	checkOrder(t, string(got))
}

// TestAppendObjectIsJCS: what AppendObject writes is its own canonical
// form, so that any JCS implementation given the same values agrees.
func TestAppendObjectIsJCS(t *testing.T) {
	got, err := AppendObject(nil, []Member{
		{"note", "tab\there \"quoted\" \\ \x01 \x7f é €"},
		{"adjustment", int64(-250)},
		{"big", int64(1) << 60},
		{"neg", int64(-MaxExactInt)},
		{"late", false},
		{"finding_id", nil},
		{"at", time.Date(2026, 12, 7, 10, 30, 0, 123000, time.FixedZone("x", 3600))},
		{"rows", [][]Member{{{"b", 1}, {"a", "x"}}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := `{"adjustment":-250,"at":"2026-12-07T09:30:00.000123Z","big":"1152921504606846976","finding_id":null,"late":false,"neg":-9007199254740992,"note":"tab\there \"quoted\" \\ \u0001 ` + "\x7f" + ` é €","rows":[{"a":"x","b":1}]}`
	if string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	again, err := Canonicalize(nil, got)
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != string(got) {
		t.Errorf("not canonical:\n%s\n%s", got, again)
	}
}

func TestAppendObjectRefuses(t *testing.T) {
	if _, err := AppendObject(nil, []Member{{"a", 1}, {"a", 2}}); err == nil {
		t.Error("a name twice was written")
	}
	if _, err := AppendObject(nil, []Member{{"a", 1.5}}); err == nil {
		t.Error("a float was written")
	}
}

func TestCanonicalizeIsStrict(t *testing.T) {
	for _, in := range []string{`{"a":1,"a":2}`, "\"\xff\"", `{"a":}`, `[1,]`, `{"a":1} x`} {
		if _, err := Canonicalize(nil, []byte(in)); err == nil {
			t.Errorf("%q was accepted", in)
		}
	}
}

// TestAppendStringInvalidUTF8: bytes that are not UTF-8 are written as
// U+FFFD, each, and what surrounds them as it is.
func TestAppendStringInvalidUTF8(t *testing.T) {
	got := string(AppendString(nil, "a\xffé\x01\"b"))
	if want := "\"a\uFFFDé\\u0001\\\"b\""; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
