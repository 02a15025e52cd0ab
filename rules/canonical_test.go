package rules_test

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/tablegames/casino/rules"
)

func canonical(t *testing.T, s string) string {
	t.Helper()
	out, err := rules.Canonical(nil, []byte(s))
	if err != nil {
		t.Fatalf("Canonical(%s): %v", s, err)
	}
	return string(out)
}

func TestCanonical(t *testing.T) {
	cases := []struct{ in, want string }{
		{`{"b": 1, "a": [3, {"z": true, "y": null}], "c": "x"}`, `{"a":[3,{"y":null,"z":true}],"b":1,"c":"x"}`},
		{` { "a" : "}{,:\"" , "A" : 1.50 } `, `{"A":1.50,"a":"}{,:\""}`},
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
	}
	for _, c := range cases {
		_, err := rules.Canonical(nil, []byte(c.in))
		ie, ok := rules.AsInputError(err)
		if !ok || ie.Errors[0].Field != c.field {
			t.Errorf("Canonical(%s): err = %v; want the field %s", c.in, err, c.field)
		}
	}
}

// FuzzCanonical: for any valid JSON without repeated keys, the canonical
// form is valid JSON with the same content, and canonical again is itself.
func FuzzCanonical(f *testing.F) {
	for _, s := range []string{`{"b":1,"a":[1,2,{"d":"\"","c":-0.5e3}]}`, `[]`, `"s"`, `{"a":{"a":{"a":1}}}`, `{"a":1,"a":1}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if !json.Valid(data) {
			return
		}
		out, err := rules.Canonical(nil, data)
		if err != nil {
			if _, ok := rules.AsInputError(err); !ok {
				t.Fatalf("error %T %v", err, err)
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
			return v
		}
		if !reflect.DeepEqual(decode(data), decode(out)) {
			t.Fatalf("Canonical(%q) = %q changes the content", data, out)
		}
		again, err := rules.Canonical(nil, out)
		if err != nil || !bytes.Equal(again, out) {
			t.Fatalf("Canonical is not idempotent on %q: %q", out, again)
		}
	})
}
