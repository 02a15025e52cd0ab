package strictjson_test

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/tablegames/casino/strictjson"
)

func canonical(t *testing.T, s string) string {
	t.Helper()
	out, err := strictjson.Canonical(nil, []byte(s))
	if err != nil {
		t.Fatalf("Canonical(%s): %v", s, err)
	}
	return string(out)
}

func TestCanonical(t *testing.T) {
	cases := []struct{ in, want string }{
		{`{"b": 1, "a": [3, {"z": true, "y": null}], "c": "x"}`, `{"a":[3,{"y":null,"z":true}],"b":1,"c":"x"}`},
		{` { "a" : "}{,:\"" , "B" : 1.50 } `, `{"B":1.50,"a":"}{,:\""}`},
		// Strings are written one way: escapes only where JSON needs them.
		{`{"t":"\u0042AC-1","\u0064ealt\u005fat":"a\/b","n":"\u00e9\ud83c\udca1","c":"\u001f\n\"\\"}`,
			`{"c":"\u001f\n\"\\","dealt_at":"a/b","n":"é🂡","t":"BAC-1"}`},
		{`[-0, 0, -0.0, 1E2]`, `[0,0,-0.0,1E2]`},
		{`{}`, `{}`},
		{`{"only": []}`, `{"only":[]}`},
		{`[{"b":2,"a":1},{"d":4,"c":3}]`, `[{"a":1,"b":2},{"c":3,"d":4}]`},
	}
	for _, c := range cases {
		if got := canonical(t, c.in); got != c.want {
			t.Errorf("Canonical(%s) = %s; want %s", c.in, got, c.want)
		}
	}
	// Key order and spacing do not change the canonical form; a value does.
	a := canonical(t, `{"table_id": "BAC-1", "hand_number": 7, "wagers": [{"seat": 1, "bet": "tie"}]}`)
	b := canonical(t, "{\n  \"wagers\": [{\"bet\": \"tie\", \"seat\": 1}],\n  \"hand_number\": 7,\n  \"table_id\": \"BAC-1\"\n}")
	c := canonical(t, `{"table_id": "BAC-1", "hand_number": 8, "wagers": [{"seat": 1, "bet": "tie"}]}`)
	if a != b || a == c {
		t.Errorf("canonical forms: %s / %s / %s", a, b, c)
	}
}

func TestCanonicalRefusesRepeatedKeys(t *testing.T) {
	cases := []struct{ in, field string }{
		{`{"a": 1, "a": 2}`, "a"},
		{`{"w": [{"s": 1}, {"s": 2, "b": 0, "s": 3}]}`, "w[1].s"},
		{`{"x": {"y": {"k": 1, "\u006b": 2}}}`, "x.y.k"},
		// In any case: encoding/json would read either into one field.
		{`{"hand_number": 1, "Hand_Number": 2}`, "Hand_Number"},
		{`{"wagers": [], "WAGERS": [{"seat": 1}]}`, "WAGERS"},
		{`{"w": [{"seat": 1, "SEAT": 2}]}`, "w[0].SEAT"},
		// The Kelvin sign folds to k, as encoding/json folds it.
		{`{"k": 1, "\u212a": 2}`, "\u212a"},
	}
	for _, c := range cases {
		_, err := strictjson.Canonical(nil, []byte(c.in))
		ie, ok := strictjson.AsInputError(err)
		if !ok || ie.Errors[0].Field != c.field {
			t.Errorf("Canonical(%s): err = %v; want the field %s", c.in, err, c.field)
		}
	}
}

// Text that cannot be stored as sent, or that readers read differently, is
// refused with the path of the string that holds it.
func TestCanonicalRefusesInvalidText(t *testing.T) {
	cases := []struct {
		in, field, detail string
	}{
		{`{"table_id": "BAC\u00001"}`, "table_id", "NUL"},
		{`{"wagers": [{"note": "x\u0000"}]}`, "wagers[0].note", "NUL"},
		{"{\"note\": \"caf\xe9\"}", "note", "UTF-8"},
		{`{"a": "\ud800"}`, "a", "surrogate"},
		{`{"a": "\udc00\ud800x"}`, "a", "surrogate"},
		{`{"a\u0000b": 1}`, `a\x00b`, "NUL"},
		{"{\"\xff\": 1}", `\xff`, "UTF-8"},
	}
	for _, c := range cases {
		_, err := strictjson.Canonical(nil, []byte(c.in))
		ie, ok := strictjson.AsInputError(err)
		if !ok || ie.Errors[0].Field != c.field || !strings.Contains(ie.Errors[0].Detail, c.detail) {
			t.Errorf("Canonical(%q): err = %v; want %s about %s", c.in, err, c.field, c.detail)
		}
	}
}

func TestCanonicalRefusesInvalidJSON(t *testing.T) {
	for _, in := range []string{``, ` `, `{`, `{"a"}`, `{"a":}`, `{"a":1,}`, `[1,]`, `{'a':1}`, `{"a":01}`, `{"a":1.}`,
		`{"a":-}`, `{"a":1e}`, `{"a":tru}`, `{"a":"\x"}`, `{"a":"\u12"}`, "{\"a\":\"\t\"}", `{"a":1} 2`, `{"a":1}}`,
		strings.Repeat("[", 65) + strings.Repeat("]", 65)} {
		if json.Valid([]byte(in)) && !strings.HasPrefix(in, "[[[") {
			t.Fatalf("%q is valid JSON; the case is wrong", in)
		}
		_, err := strictjson.Canonical(nil, []byte(in))
		if _, ok := strictjson.AsInputError(err); !ok {
			t.Errorf("Canonical(%q): err = %v; want an input error", in, err)
		}
	}
}

// FuzzCanonical: Canonical accepts only valid JSON; what it refuses beside
// that is repeated keys and invalid text; what it accepts has a canonical
// form that is valid JSON with the same content, and canonical again is
// itself.
func FuzzCanonical(f *testing.F) {
	for _, s := range []string{`{"b":1,"a":[1,2,{"d":"\"","c":-0.5e3}]}`, `[]`, `"s"`, `{"a":{"a":{"a":1}}}`, `{"a":1,"a":1}`,
		`{"t":"\u0042AC","\u0061":"\ud83c\udca1"}`, `{"a":"\ud800"}`, `[-0]`, `{"A":1,"a":2}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		out, err := strictjson.Canonical(nil, data)
		if !json.Valid(data) {
			if err == nil {
				t.Fatalf("Canonical accepted %q, which is not valid JSON", data)
			}
			return
		}
		if err != nil {
			ie, ok := strictjson.AsInputError(err)
			if !ok {
				t.Fatalf("error %T %v", err, err)
			}
			for _, e := range ie.Errors {
				if !strings.Contains(e.Detail, "twice") && !strings.Contains(e.Detail, "another case") &&
					!strings.Contains(e.Detail, "NUL") && !strings.Contains(e.Detail, "UTF-8") &&
					!strings.Contains(e.Detail, "surrogate") && !strings.Contains(e.Detail, "nests more than") {
					t.Fatalf("Canonical refused valid JSON %q: %v", data, err)
				}
			}
			return
		}
		if !json.Valid(out) {
			t.Fatalf("Canonical(%q) = %q is not valid JSON", data, out)
		}
		decode := func(b []byte) any {
			d := json.NewDecoder(bytes.NewReader(b))
			d.UseNumber()
			var v any
			if err := d.Decode(&v); err != nil {
				t.Fatal(err)
			}
			return withoutNegativeZero(v)
		}
		if !reflect.DeepEqual(decode(data), decode(out)) {
			t.Fatalf("Canonical(%q) = %q changes the content", data, out)
		}
		again, err := strictjson.Canonical(nil, out)
		if err != nil || !bytes.Equal(again, out) {
			t.Fatalf("Canonical is not idempotent on %q: %q", out, again)
		}
	})
}

// withoutNegativeZero writes -0 as 0, as the canonical form does.
func withoutNegativeZero(v any) any {
	switch x := v.(type) {
	case json.Number:
		if x == "-0" {
			return json.Number("0")
		}
	case []any:
		for i := range x {
			x[i] = withoutNegativeZero(x[i])
		}
	case map[string]any:
		for k := range x {
			x[k] = withoutNegativeZero(x[k])
		}
	}
	return v
}

// ListMember gives a batch's records as written, and reads the batch as
// strictly as any record: the key exactly, once, and nothing else.
func TestListMember(t *testing.T) {
	data := []byte(` {"hands": [ {"a": 1} , {"b": [2, {"c": "]"}]} ,"x", 5 ]} `)
	got, err := strictjson.ListMember(data, "hands")
	want := []string{`{"a": 1}`, `{"b": [2, {"c": "]"}]}`, `"x"`, `5`}
	if err != nil || len(got) != len(want) {
		t.Fatalf("ListMember = %q, %v", got, err)
	}
	for i := range want {
		if string(got[i]) != want[i] {
			t.Errorf("element %d = %s; want %s", i, got[i], want[i])
		}
	}
	// An element's own text and keys are its reader's to check.
	if got, err := strictjson.ListMember([]byte(`{"hands": ["\u0000", {"a": 1, "A": 2}]}`), "hands"); err != nil || len(got) != 2 {
		t.Errorf("elements with invalid text or repeated keys: %q %v; want both, for their reader", got, err)
	}
	for in, field := range map[string]string{
		`{"Hands": [{}]}`:              "Hands",
		`{"hands": [{}], "HANDS": []}`: "HANDS",
		`{"hands": [{}], "more": 1}`:   "more",
		`{"hands": {}}`:                "hands",
		`{"hands": [{}, ]}`:            "",
		`[{}]`:                         "",
	} {
		_, err := strictjson.ListMember([]byte(in), "hands")
		ie, ok := strictjson.AsInputError(err)
		if !ok || ie.Errors[0].Field != field {
			t.Errorf("ListMember(%s) = %v; want an error naming %q", in, err, field)
		}
	}
}
