package strictjson

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"
)

// everyKind has a field of every kind a record holds, and of the kinds
// decodeChecked leaves to encoding/json.
type everyKind struct {
	*Inner
	Envelope
	S     string            `json:"s"`
	N     int               `json:"n,omitempty"`
	I8    int8              `json:"i8"`
	U     uint16            `json:"u"`
	F     float64           `json:"f"`
	B     bool              `json:"b"`
	M     Money             `json:"m"`
	PM    *Money            `json:"pm"`
	R     Rate              `json:"r"`
	T     time.Time         `json:"t"`
	L     []string          `json:"l"`
	LL    [][]int           `json:"ll"`
	A     [2]int            `json:"a"`
	Map   map[string]int    `json:"map"`
	Named map[label]label   `json:"named"`
	IntK  map[int]string    `json:"intk"`
	Any   any               `json:"any"`
	Raw   json.RawMessage   `json:"raw"`
	Bytes []byte            `json:"bytes"`
	Q     int               `json:"q,string"`
	Ptr   *Inner            `json:"ptr"`
	PP    **int             `json:"pp"`
	Items []Inner           `json:"items"`
	Sets  map[string][]bool `json:"sets"`
	Num   json.Number       `json:"num"`
	Dur   textual           `json:"dur"`
}

type Inner struct {
	X     int    `json:"x"`
	Deep  string `json:"deep"`
	Table string `json:"table_id"` // hidden by Envelope's, at the same depth
}

type label string

// textual reads itself from text.
type textual struct{ v string }

func (t *textual) UnmarshalText(b []byte) error { t.v = string(b); return nil }

var decodeCheckedCases = []struct {
	doc string
	// fast is whether decodeChecked reads it itself.
	fast bool
}{
	{`{}`, true},
	{`{"s":"a\u0042c\n","n":-12,"i8":127,"u":65535,"f":-1.5e3,"b":true,"m":"12.50","pm":"0.05","r":"5.25"}`, true},
	{`{"t":"2026-11-21T22:14:05-07:00","l":[],"ll":[[1,2],[],[3]],"a":[1,2,3],"map":{},"named":{"k":"v"}}`, true},
	{`{"any":{"x":[1,"2",null,true]},"raw":  {"a" : 1},"ptr":{"x":4},"pp":7,"items":[{"x":1},{"deep":"d"}]}`, true},
	{`{"x":9,"deep":"promoted","hand_number":5,"game":"g","dealt_at":"2026-11-21T22:14:05Z"}`, true},
	{`{"sets":{"a":[true,false],"b":null},"l":null,"ptr":null,"pm":null,"any":null,"t":null,"s":null,"n":null}`, true},
	{`{"table_settings":{"decks":"8"},"dealer_id":"D-1"}`, true},
	// What it leaves to encoding/json, which words the errors too.
	{`{"i8":128}`, false},
	{`{"u":-1}`, false},
	{`{"s":"set first","l":["a"],"ptr":{"x":1},"u":-1}`, false},
	{`{"m":null}`, false},
	{`{"m":"1.234"}`, false},
	{`{"intk":{"1":"a"}}`, false},
	{`{"bytes":"AQI="}`, false},
	{`{"q":"5"}`, false},
	{`{"num":"12"}`, false},
	{`{"dur":"x"}`, false},
}

// TestDecodeChecked reads each document with decodeChecked and with
// encoding/json (DecodeStrict's way) and wants the same value, or the
// same refusal.
func TestDecodeChecked(t *testing.T) {
	for _, c := range decodeCheckedCases {
		t.Run(c.doc, func(t *testing.T) {
			if err := checkDocument([]byte(c.doc), shapeOf(reflect.TypeFor[everyKind]())); err != nil {
				t.Fatalf("the case is not a checked document: %v", err)
			}
			var got everyKind
			fast := decodeChecked([]byte(c.doc), &got)
			if fast != c.fast {
				t.Fatalf("decodeChecked read it: %v, want %v", fast, c.fast)
			}
			if !fast && !reflect.ValueOf(got).IsZero() {
				t.Fatalf("decodeChecked left %+v behind for encoding/json", got)
			}
			var want everyKind
			jerr := decodeJSON([]byte(c.doc), &want)
			if fast && jerr != nil {
				t.Fatalf("decodeChecked read what encoding/json refuses (%v): %+v", jerr, got)
			}
			if fast && !reflect.DeepEqual(got, want) {
				t.Fatalf("decodeChecked read\n%#v\nencoding/json read\n%#v", got, want)
			}
			// DecodeStrict gives what encoding/json gives either way.
			var strict everyKind
			serr := DecodeStrict([]byte(c.doc), &strict)
			if (serr == nil) != (jerr == nil) {
				t.Fatalf("DecodeStrict: %v; encoding/json: %v", serr, jerr)
			}
			if serr == nil && !reflect.DeepEqual(strict, want) {
				t.Fatalf("DecodeStrict read\n%#v\nencoding/json read\n%#v", strict, want)
			}
		})
	}
}

// TestDecodeCheckedOnlyZero leaves a value that holds something to
// encoding/json, whose merging into it decodeChecked does not copy.
func TestDecodeCheckedOnlyZero(t *testing.T) {
	v := everyKind{S: "set"}
	if decodeChecked([]byte(`{"n":1}`), &v) {
		t.Fatal("decodeChecked read into a value that is not zero")
	}
	var n int
	if decodeChecked([]byte(`1`), n) {
		t.Fatal("decodeChecked read into a value that is not a pointer")
	}
}

// FuzzDecodeChecked: whatever checkDocument accepts, decodeChecked reads as
// encoding/json does, or leaves to it.
func FuzzDecodeChecked(f *testing.F) {
	for _, c := range decodeCheckedCases {
		f.Add(c.doc)
	}
	s := shapeOf(reflect.TypeFor[everyKind]())
	f.Fuzz(func(t *testing.T, doc string) {
		if checkDocument([]byte(doc), s) != nil {
			return
		}
		var got everyKind
		if !decodeChecked([]byte(doc), &got) {
			return
		}
		var want everyKind
		if err := decodeJSON([]byte(doc), &want); err != nil {
			t.Fatalf("decodeChecked read what encoding/json refuses (%v)", err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("decodeChecked read\n%#v\nencoding/json read\n%#v", got, want)
		}
	})
}

// Envelope, Money and Rate stand for the rules package's types of those
// names, which records hold.
type Envelope struct {
	TableID       string            `json:"table_id"`
	HandNumber    int64             `json:"hand_number"`
	Game          string            `json:"game"`
	DealtAt       time.Time         `json:"dealt_at"`
	TableSettings map[string]string `json:"table_settings,omitempty"`
	DealerID      string            `json:"dealer_id,omitempty"`
}

// Money is cents, read from a decimal string with two decimals.
type Money int64

func (*Money) ExpectString() string { return `a decimal string like "12.50"` }

func (m *Money) UnmarshalJSON(b []byte) error {
	n, err := hundredths(b)
	*m = Money(n)
	return err
}

// Rate is hundredths of a percent, read from a decimal string.
type Rate int64

func (r *Rate) UnmarshalJSON(b []byte) error {
	n, err := hundredths(b)
	*r = Rate(n)
	return err
}

func hundredths(b []byte) (int64, error) {
	s, err := strconv.Unquote(string(b))
	if err != nil {
		return 0, err
	}
	whole, frac, ok := strings.Cut(s, ".")
	if !ok || len(frac) != 2 {
		return 0, fmt.Errorf("%q is not a decimal with two decimals", s)
	}
	return strconv.ParseInt(whole+frac, 10, 64)
}
