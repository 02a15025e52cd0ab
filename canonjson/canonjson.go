// Package canonjson writes JSON in the canonical form of RFC 8785, the JSON
// Canonicalization Scheme (JCS), so that a hash over a record can be
// recomputed by anyone with a JCS implementation: Python, jq with sorted
// keys, or the jsontext package this one builds on. It imports only the
// standard library and github.com/go-json-experiment/json, so every package
// of the service may use it, rules included.
package canonjson

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"
)

// Canonicalize appends to dst the RFC 8785 form of the JSON document src:
// no white space, object members ordered by the UTF-16 code units of their
// names, strings escaped only where JCS requires, numbers written as
// ECMAScript writes a double. src is read strictly: valid JSON, valid
// UTF-8, no name twice in one object.
func Canonicalize(dst, src []byte) ([]byte, error) {
	v := jsontext.Value(slices.Clone(src))
	if err := v.Canonicalize(); err != nil {
		return dst, fmt.Errorf("canonjson: %w", err)
	}
	return append(dst, v...), nil
}

// Member is one member of an object AppendObject writes. Value is nil (null),
// a bool, an int, int32 or int64, a string, a time.Time, or a []Member (an
// object nested in it), or a [][]Member (a list of objects).
type Member struct {
	Name  string
	Value any
}

// ErrValue is returned for a Member value of a kind AppendObject does not
// write.
var ErrValue = errors.New("canonjson: value of a kind not written")

// MaxExactInt is the largest integer a double holds exactly (2^53). JCS
// writes every number as a double, so larger integers are written as
// strings, as RFC 8785 section 6 advises, lest two hand numbers hash alike.
const MaxExactInt = 1 << 53

// TimeLayout is how AppendObject writes a time: UTC, always six fractional
// digits, what both databases keep.
const TimeLayout = "2006-01-02T15:04:05.000000Z"

// AppendObject appends the RFC 8785 form of the object whose members are
// given, in any order: they are sorted here. Names must differ.
func AppendObject(dst []byte, members []Member) ([]byte, error) {
	byName := func(a, b Member) int { return compareUTF16(a.Name, b.Name) }
	sorted := members
	if !slices.IsSortedFunc(members, byName) {
		sorted = slices.Clone(members)
		slices.SortFunc(sorted, byName)
	}
	dst = append(dst, '{')
	for i, m := range sorted {
		if i > 0 {
			if sorted[i-1].Name == m.Name {
				return dst, fmt.Errorf("canonjson: name %q twice", m.Name)
			}
			dst = append(dst, ',')
		}
		dst = AppendString(dst, m.Name)
		dst = append(dst, ':')
		var err error
		if dst, err = appendValue(dst, m.Value); err != nil {
			return dst, fmt.Errorf("%w: %s is %T", err, m.Name, m.Value)
		}
	}
	return append(dst, '}'), nil
}

func appendValue(dst []byte, v any) ([]byte, error) {
	switch x := v.(type) {
	case nil:
		return append(dst, "null"...), nil
	case bool:
		return strconv.AppendBool(dst, x), nil
	case int:
		return AppendInt(dst, int64(x)), nil
	case int32:
		return AppendInt(dst, int64(x)), nil
	case int64:
		return AppendInt(dst, x), nil
	case string:
		return AppendString(dst, x), nil
	case time.Time:
		return AppendString(dst, x.UTC().Format(TimeLayout)), nil
	case []Member:
		return AppendObject(dst, x)
	case [][]Member:
		dst = append(dst, '[')
		for i, o := range x {
			if i > 0 {
				dst = append(dst, ',')
			}
			var err error
			if dst, err = AppendObject(dst, o); err != nil {
				return dst, err
			}
		}
		return append(dst, ']'), nil
	}
	return dst, ErrValue
}

// AppendInt appends n as JCS writes it when it is within ±2^53, where a
// double holds it exactly; beyond, as a string of its decimal digits.
func AppendInt(dst []byte, n int64) []byte {
	if n >= -MaxExactInt && n <= MaxExactInt {
		return strconv.AppendInt(dst, n, 10)
	}
	dst = append(dst, '"')
	dst = strconv.AppendInt(dst, n, 10)
	return append(dst, '"')
}

// AppendString appends s as a JCS string: the quote and the backslash
// escaped, control characters as \b \t \n \f \r or \u00xx (lower-case
// hexadecimal), everything else as its UTF-8. Invalid UTF-8 is written as
// U+FFFD, as encoding/json does.
func AppendString(dst []byte, s string) []byte {
	const hex = "0123456789abcdef"
	valid := utf8.ValidString(s)
	dst = append(dst, '"')
	// Runs of bytes that need no escape are copied whole.
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && (c < utf8.RuneSelf || valid) {
			i++
			continue
		}
		dst = append(dst, s[start:i]...)
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				dst = utf8.AppendRune(dst, utf8.RuneError)
			} else {
				dst = append(dst, s[i:i+size]...)
			}
			i += size
			start = i
			continue
		}
		switch c {
		case '"', '\\':
			dst = append(dst, '\\', c)
		case '\b':
			dst = append(dst, '\\', 'b')
		case '\t':
			dst = append(dst, '\\', 't')
		case '\n':
			dst = append(dst, '\\', 'n')
		case '\f':
			dst = append(dst, '\\', 'f')
		case '\r':
			dst = append(dst, '\\', 'r')
		default:
			dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
		}
		i++
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// compareUTF16 orders names as RFC 8785 section 3.2.3 does: by their UTF-16
// code units, which differs from UTF-8 byte order only above U+FFFF against
// U+E000..U+FFFF.
func compareUTF16(a, b string) int {
	ascii := func(s string) bool {
		for i := 0; i < len(s); i++ {
			if s[i] >= utf8.RuneSelf {
				return false
			}
		}
		return true
	}
	if ascii(a) && ascii(b) {
		switch {
		case a < b:
			return -1
		case a > b:
			return 1
		}
		return 0
	}
	return slices.Compare(utf16.Encode([]rune(a)), utf16.Encode([]rune(b)))
}
