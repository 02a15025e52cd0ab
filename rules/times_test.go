package rules

import (
	"strings"
	"testing"
)

func TestParseTimeRefusesTheUnknownOffset(t *testing.T) {
	for _, ok := range []string{"2026-11-21T22:14:05-07:00", "2026-11-22T05:14:05Z", "2026-11-22T05:14:05+00:00"} {
		if _, err := ParseTime(ok); err != nil {
			t.Errorf("%s: %v", ok, err)
		}
	}
	for _, bad := range []string{"2026-11-22T05:14:05-00:00", "2026-11-22 05:14:05Z", "yesterday", ""} {
		if _, err := ParseTime(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	for raw, want := range map[string]bool{`"2026-11-22T05:14:05-00:00"`: true, `"2026-11-22T05:14:05\u002d00:00"`: true,
		`"2026-11-22T05:14:05+00:00"`: false, `"2026-11-22T05:14:05Z"`: false} {
		if got := unknownOffsetIn([]byte(raw)); got != want {
			t.Errorf("%s: %v", raw, got)
		}
	}
}

// A whole number too large for its field, of any integer kind, is named
// and said to be out of range; a fraction is not a whole number.
func TestNumbersOutOfRangeAreNamed(t *testing.T) {
	type rec struct {
		A int8   `json:"a"`
		B int32  `json:"b"`
		C uint16 `json:"c"`
		D int64  `json:"d"`
		E []struct {
			F int `json:"f"`
		} `json:"e"`
	}
	for body, want := range map[string]string{
		`{"a": 128}`:                           "a: 128 is out of range: a whole number from -128 to 127",
		`{"b": -2147483649}`:                   "b: -2147483649 is out of range: a whole number from -2147483648 to 2147483647",
		`{"c": 65536}`:                         "c: 65536 is out of range: a whole number from 0 to 65535",
		`{"d": 9223372036854775808}`:           "d: 9223372036854775808 is out of range",
		`{"e": [{"f": 1}, {"f": 1e400}]}`:      "e[1].f: must be a whole number, not 1e400",
		`{"e": [{"f": 99999999999999999999}]}`: "e[0].f: 99999999999999999999 is out of range",
		`{"d": 1.5}`:                           "d: must be a whole number, not 1.5",
	} {
		var v rec
		err := DecodeStrict([]byte(body), &v)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%s: %v; want %q", body, err, want)
		}
	}
	if _, err := PeekEnvelope([]byte(`{"table_id": "BAC-1", "hand_number": 99999999999999999999}`)); err == nil ||
		!strings.HasPrefix(err.Error(), "hand_number: 99999999999999999999 is out of range") {
		t.Errorf("envelope: %v", err)
	}
}
