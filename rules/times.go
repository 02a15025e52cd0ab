package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"time"
)

// unknownOffset is the offset RFC 3339 reserves for a time whose local
// offset is unknown (RFC 3339 section 4.3): the instant is given in UTC but
// the station's own clock is not, so the gaming day it was dealt on cannot
// be told. Go's parser reads it as UTC, which would hide that.
const unknownOffset = "-00:00"

// errUnknownOffset words the refusal of -00:00 wherever a time is read.
var errUnknownOffset = errors.New(`has the offset -00:00, which RFC 3339 reserves for "local offset unknown": send the station's own offset, or Z for UTC`)

// ParseTime reads an RFC 3339 time with its offset, as a station or a
// person sends one, refusing the unknown offset -00:00.
func ParseTime(s string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return time.Time{}, errors.New("is not an RFC 3339 time with its offset, like \"2026-11-21T22:14:05-07:00\"")
	}
	if strings.HasSuffix(s, unknownOffset) {
		return time.Time{}, errUnknownOffset
	}
	return t, nil
}

// unknownOffsetIn reports whether a JSON string value (its raw text,
// quotes and all) is a time with the offset -00:00. The plain case is a
// suffix test; a value written with escapes is unquoted first.
func unknownOffsetIn(raw []byte) bool {
	if bytes.IndexByte(raw, '\\') < 0 {
		return bytes.HasSuffix(raw, []byte(unknownOffset+`"`))
	}
	var s string
	return json.Unmarshal(raw, &s) == nil && strings.HasSuffix(s, unknownOffset)
}
