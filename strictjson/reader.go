package strictjson

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// Canonical appends to dst the canonical form of a JSON document: no
// insignificant white space, every object's members in key order, every
// string written one way (escapes only for the quote, the backslash and
// control characters; "\u0042" is "B"), and -0 written 0. Two records that
// differ only in formatting have the same canonical form, which is what
// decides whether a repeated post is the same hand.
//
// Canonical reads the document strictly, as every record is read: it must
// be valid JSON, hold valid text (UTF-8, no NUL, no unpaired surrogate
// escape) and state no key twice in one object, in any case. Each problem
// is an *InputError naming its path.
func Canonical(dst, data []byte) ([]byte, error) {
	r := reader{data: data, out: dst, emit: true}
	r.document(nil)
	if err := r.err(); err != nil {
		return dst, err
	}
	return r.out, nil
}

// ListMember reads data strictly, as Canonical does, as an object whose only
// member is key, a list, and returns the list's elements as written: slices
// of data, not copies, for a caller that reads each element on its own (the
// hand records of a batch). An element is read for its syntax only, so that
// invalid text or a repeated key in one record refuses that record, not the
// list.
func ListMember(data []byte, key string) ([][]byte, error) {
	if t := bytes.TrimLeft(data, " \t\r\n"); len(t) == 0 || t[0] != '{' {
		return nil, malformed("the body must be a JSON object")
	}
	var elems [][]byte
	r := reader{data: data, element: func(v []byte) { elems = append(elems, v) }}
	r.document(&shape{kind: objectShape, expect: "an object",
		fields: map[string]*shape{key: {kind: listShape, expect: "a list", elem: &shape{}}}})
	if err := r.err(); err != nil {
		return nil, err
	}
	return elems, nil
}

// checkDocument reads a document strictly and, when s is not nil, checks
// it against the shape of the Go value it will be decoded into: every key
// one of its fields, exactly (case-sensitively), and every value of the
// field's JSON kind.
func checkDocument(data []byte, s *shape) error {
	r := reader{data: data}
	r.document(s)
	return r.err()
}

// maxDepth bounds how deeply a document may nest; no record comes near it.
const maxDepth = 64

// reader is a validating recursive-descent reader of one JSON document. It
// allocates only for objects with more than eight members, for keys that
// hold escapes and for the paths of errors.
type reader struct {
	data []byte
	i    int
	out  []byte
	emit bool
	errs InputError
	// stop is set by a syntax error: nothing after it can be read.
	stop    bool
	path    []pathSeg
	depth   int
	scratch []byte
	// capture, when set, is given every member of the top-level object
	// with its value as written.
	capture func(key, value []byte)
	// element, when set, is given every element, as written, of a list
	// that is a member of the top-level object. The elements are read for
	// their syntax only: their text and keys are the caller's to check.
	element func(value []byte)
	// lax is set while such an element is read.
	lax bool
}

type pathSeg struct {
	key   []byte // decoded
	index int    // -1 for an object member
}

func (r *reader) err() error {
	if len(r.errs.Errors) == 0 {
		return nil
	}
	e := r.errs
	return &e
}

func (r *reader) syntax(format string, args ...any) {
	if r.stop {
		return
	}
	r.stop = true
	r.errs.Malformed = true
	if r.i >= len(r.data) && len(r.errs.Errors) == 0 {
		if len(bytes.TrimSpace(r.data)) == 0 {
			r.errs.Add("", "the record is empty")
			return
		}
		r.errs.Add("", "the record is cut short: it ends inside a value (byte %d)", len(r.data))
		return
	}
	r.errs.Add("", "is not valid JSON at byte %d: %s", r.i+1, fmt.Sprintf(format, args...))
}

// field records a problem with the value at the current path (and key,
// when the problem is a key's).
func (r *reader) field(key []byte, format string, args ...any) {
	r.errs.Add(r.pathString(key), format, args...)
}

func (r *reader) put(b ...byte) {
	if r.emit {
		r.out = append(r.out, b...)
	}
}

func (r *reader) ws() {
	for r.i < len(r.data) {
		switch r.data[r.i] {
		case ' ', '\t', '\r', '\n':
			r.i++
		default:
			return
		}
	}
}

func (r *reader) document(s *shape) {
	r.ws()
	r.value(s)
	if r.stop {
		return
	}
	r.ws()
	if r.i < len(r.data) {
		r.stop = true
		r.errs.Malformed = true
		r.errs.Add("", "the record must be a single JSON value with nothing after it")
	}
}

// value reads one value; s is the shape it must have (nil: any).
func (r *reader) value(s *shape) {
	if r.i >= len(r.data) {
		r.syntax("a value is missing")
		return
	}
	switch c := r.data[r.i]; {
	case c == '{':
		if r.want(s, jsonObject) {
			r.object(s)
		} else {
			r.object(nil)
		}
	case c == '[':
		if r.want(s, jsonArray) {
			r.array(s)
		} else {
			r.array(nil)
		}
	case c == '"':
		r.want(s, jsonString)
		start := r.i
		text, escaped, ok := r.str()
		if !ok {
			return
		}
		r.checkText(nil, text, r.data[start:r.i])
		r.putString(r.data[start:r.i], text, escaped)
	case c == '-' || (c >= '0' && c <= '9'):
		start := r.i
		if !r.number() {
			return
		}
		lit := r.data[start:r.i]
		if r.want(s, jsonNumber) && s != nil && s.kind == intShape && bytes.ContainsAny(lit, ".eE") {
			r.field(nil, "must be a whole number, not %s", lit)
		}
		if bytes.Equal(lit, []byte("-0")) {
			lit = lit[1:]
		}
		r.put(lit...)
	case c == 't':
		r.want(s, jsonBool)
		r.literal("true")
	case c == 'f':
		r.want(s, jsonBool)
		r.literal("false")
	case c == 'n':
		r.literal("null")
	default:
		r.syntax("unexpected character %q", c)
	}
}

func (r *reader) literal(word string) {
	if !bytes.HasPrefix(r.data[r.i:], []byte(word)) {
		r.syntax("expected %s", word)
		return
	}
	r.i += len(word)
	r.put([]byte(word)...)
}

// number reads a JSON number: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func (r *reader) number() bool {
	d := r.data
	if r.i < len(d) && d[r.i] == '-' {
		r.i++
	}
	switch {
	case r.i < len(d) && d[r.i] == '0':
		r.i++
	case r.i < len(d) && d[r.i] >= '1' && d[r.i] <= '9':
		r.digits()
	default:
		r.syntax("a number needs a digit")
		return false
	}
	if r.i < len(d) && d[r.i] == '.' {
		r.i++
		if !r.digits() {
			r.syntax("a number needs a digit after its decimal point")
			return false
		}
	}
	if r.i < len(d) && (d[r.i] == 'e' || d[r.i] == 'E') {
		r.i++
		if r.i < len(d) && (d[r.i] == '+' || d[r.i] == '-') {
			r.i++
		}
		if !r.digits() {
			r.syntax("a number needs a digit in its exponent")
			return false
		}
	}
	return true
}

func (r *reader) digits() bool {
	start := r.i
	for r.i < len(r.data) && r.data[r.i] >= '0' && r.data[r.i] <= '9' {
		r.i++
	}
	return r.i > start
}

// str reads a string (r.i at its opening quote) and returns its text: the
// bytes between the quotes when it has no escape, else the decoded text in
// r.scratch, valid until the next call. Invalid UTF-8 and an unpaired
// surrogate escape are kept (as U+FFFD for the latter) for checkText to
// name; they are not syntax errors.
func (r *reader) str() (text []byte, escaped, ok bool) {
	d := r.data
	r.i++
	start := r.i
	for r.i < len(d) {
		c := d[r.i]
		switch {
		case c == '"':
			text = d[start:r.i]
			r.i++
			return text, false, true
		case c == '\\':
			return r.escapedStr(start)
		case c < 0x20:
			r.syntax("a control character (%#02x) must be escaped inside a string", c)
			return nil, false, false
		default:
			r.i++
		}
	}
	r.syntax("a string is not closed")
	return nil, false, false
}

// escapedStr decodes a string holding escapes into r.scratch; the string's
// text up to r.i has none.
func (r *reader) escapedStr(start int) ([]byte, bool, bool) {
	d := r.data
	buf := append(r.scratch[:0], d[start:r.i]...)
	for r.i < len(d) {
		c := d[r.i]
		switch {
		case c == '"':
			r.i++
			r.scratch = buf
			return buf, true, true
		case c < 0x20:
			r.syntax("a control character (%#02x) must be escaped inside a string", c)
			return nil, false, false
		case c != '\\':
			buf = append(buf, c)
			r.i++
			continue
		}
		if r.i+1 >= len(d) {
			break
		}
		r.i += 2
		switch d[r.i-1] {
		case '"', '\\', '/':
			buf = append(buf, d[r.i-1])
		case 'b':
			buf = append(buf, '\b')
		case 'f':
			buf = append(buf, '\f')
		case 'n':
			buf = append(buf, '\n')
		case 'r':
			buf = append(buf, '\r')
		case 't':
			buf = append(buf, '\t')
		case 'u':
			u, ok := hex4(d[r.i:])
			if !ok {
				r.syntax("a \\u escape needs four hex digits")
				return nil, false, false
			}
			r.i += 4
			ru := rune(u)
			if utf16.IsSurrogate(ru) {
				ru = unicode.ReplacementChar
				if lo, ok := hex4(d[min(r.i+2, len(d)):]); ok && u < 0xDC00 && bytes.HasPrefix(d[r.i:], []byte(`\u`)) &&
					lo >= 0xDC00 && lo <= 0xDFFF {
					ru = utf16.DecodeRune(rune(u), rune(lo))
					r.i += 6
				}
				if ru == unicode.ReplacementChar {
					// Marked with a byte no valid text holds, for checkText.
					buf = append(buf, 0xff, 'S')
					continue
				}
			}
			buf = utf8.AppendRune(buf, ru)
		default:
			r.i--
			r.syntax("unknown escape \\%c in a string", d[r.i])
			return nil, false, false
		}
	}
	r.syntax("a string is not closed")
	return nil, false, false
}

// hex4 reads the four hex digits of a \u escape at the start of b.
func hex4(b []byte) (uint16, bool) {
	if len(b) < 4 {
		return 0, false
	}
	var v uint16
	for _, c := range b[:4] {
		var n byte
		switch {
		case c >= '0' && c <= '9':
			n = c - '0'
		case c >= 'a' && c <= 'f':
			n = c - 'a' + 10
		case c >= 'A' && c <= 'F':
			n = c - 'A' + 10
		default:
			return 0, false
		}
		v = v<<4 | uint16(n)
	}
	return v, true
}

// checkText names a string (a value, or the key key) that is not valid
// text: invalid UTF-8, a NUL character or an unpaired surrogate escape.
// Such text cannot be stored as it was sent, and what a reader makes of it
// depends on the reader.
func (r *reader) checkText(key, text, written []byte) {
	if r.lax || bytes.IndexByte(text, 0) < 0 && utf8.Valid(text) {
		return
	}
	r.errs.Malformed = true
	if bytes.Contains(text, []byte{0xff, 'S'}) && utf8.Valid(written) {
		r.field(key, "holds an unpaired UTF-16 surrogate escape, which is not a character")
		return
	}
	r.field(key, "%s", TextProblem(string(text)))
}

// putString writes a string in canonical form: as written when that is
// canonical already, else from its decoded text.
func (r *reader) putString(written, text []byte, escaped bool) {
	if !r.emit {
		return
	}
	if !escaped {
		r.out = append(r.out, '"')
		r.out = append(r.out, text...)
		r.out = append(r.out, '"')
		return
	}
	r.out = appendCanonicalString(r.out, text)
}

// appendCanonicalString writes text as a JSON string, escaping only what
// must be: the quote, the backslash and control characters.
func appendCanonicalString(dst, text []byte) []byte {
	const hexDigits = "0123456789abcdef"
	dst = append(dst, '"')
	for _, c := range text {
		switch {
		case c == '"' || c == '\\':
			dst = append(dst, '\\', c)
		case c == '\n':
			dst = append(dst, '\\', 'n')
		case c == '\r':
			dst = append(dst, '\\', 'r')
		case c == '\t':
			dst = append(dst, '\\', 't')
		case c == '\b':
			dst = append(dst, '\\', 'b')
		case c == '\f':
			dst = append(dst, '\\', 'f')
		case c < 0x20:
			dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
		default:
			dst = append(dst, c)
		}
	}
	return append(dst, '"')
}

func (r *reader) array(s *shape) {
	r.i++
	if r.depth++; r.depth > maxDepth {
		r.syntax("the record nests more than %d levels deep", maxDepth)
		return
	}
	r.put('[')
	var elem *shape
	if s != nil {
		elem = s.elem
	}
	r.path = append(r.path, pathSeg{index: 0})
	r.ws()
	if r.i < len(r.data) && r.data[r.i] == ']' {
		r.i++
	} else {
		top := r.depth == 2 && r.element != nil
		for n := 0; ; n++ {
			r.ws()
			r.path[len(r.path)-1].index = n
			start := r.i
			r.lax = top
			r.value(elem)
			r.lax = false
			if r.stop {
				return
			}
			if top {
				r.element(r.data[start:r.i])
			}
			more, ok := r.separator(']', "a list")
			if !ok {
				return
			}
			if !more {
				break
			}
		}
	}
	r.path = r.path[:len(r.path)-1]
	r.put(']')
	r.depth--
}

// separator reads what follows a list element or an object member: a
// comma (more follows) or the closing bracket. ok is false after a syntax
// error.
func (r *reader) separator(closing byte, what string) (more, ok bool) {
	r.ws()
	if r.i < len(r.data) && r.data[r.i] == ',' {
		r.i++
		r.put(',')
		return true, true
	}
	if r.i < len(r.data) && r.data[r.i] == closing {
		r.i++
		return false, true
	}
	r.syntax("expected , or %c in %s", closing, what)
	return false, false
}

// member is one object member: its decoded key and where its "key":value
// starts and ends in out.
type member struct {
	key        []byte
	start, end int
}

func (r *reader) object(s *shape) {
	r.i++
	if r.depth++; r.depth > maxDepth {
		r.syntax("the record nests more than %d levels deep", maxDepth)
		return
	}
	top := r.depth == 1
	r.put('{')
	base := len(r.out)
	var buf [8]member
	members := buf[:0]
	r.ws()
	if r.i < len(r.data) && r.data[r.i] == '}' {
		r.i++
	} else {
		for {
			r.ws()
			if r.i >= len(r.data) || r.data[r.i] != '"' {
				r.syntax("expected a key in quotes")
				return
			}
			kstart := r.i
			key, escaped, ok := r.str()
			if !ok {
				return
			}
			if escaped {
				key = bytes.Clone(key)
			}
			r.checkText(key, key, r.data[kstart:r.i])
			r.ws()
			if r.i >= len(r.data) || r.data[r.i] != ':' {
				r.syntax("expected : after a key")
				return
			}
			r.i++
			r.ws()
			start := len(r.out)
			r.putString(r.data[kstart:r.i], key, escaped)
			r.put(':')
			var child *shape
			if !r.repeated(members, key) {
				child = r.memberShape(s, key)
			}
			r.path = append(r.path, pathSeg{key: key, index: -1})
			vstart := r.i
			r.value(child)
			r.path = r.path[:len(r.path)-1]
			if r.stop {
				return
			}
			if top && r.capture != nil {
				r.capture(key, r.data[vstart:r.i])
			}
			members = append(members, member{key: key, start: start, end: len(r.out)})
			more, ok := r.separator('}', "an object")
			if !ok {
				return
			}
			if !more {
				break
			}
		}
	}
	if len(members) > 1 && r.emit {
		r.sortMembers(base, members)
	}
	r.put('}')
	r.depth--
}

// memberShape is the shape of a member's value, and names a key that is
// not a field of the object's shape.
func (r *reader) memberShape(s *shape, key []byte) *shape {
	if s == nil {
		return nil
	}
	switch s.kind {
	case mapShape:
		return s.elem
	case objectShape:
		if f, ok := s.fields[string(key)]; ok {
			return f
		}
		for name := range s.fields {
			if strings.EqualFold(name, string(key)) {
				r.field(key, "is not a field of this record (field names are case-sensitive: the field is %q)", name)
				return nil
			}
		}
		// An open object leaves its other members to another reader.
		if !s.open {
			r.field(key, "is not a field of this record")
		}
	}
	return nil
}

// repeated refuses a key already stated in the object, in any case:
// encoding/json would keep the last value, and match "Hand_Number" to
// hand_number, so which value counts would depend on the reader.
func (r *reader) repeated(members []member, key []byte) bool {
	if r.lax {
		return false
	}
	for _, m := range members {
		if !bytes.EqualFold(m.key, key) {
			continue
		}
		r.errs.Malformed = true
		if bytes.Equal(m.key, key) {
			r.field(key, "appears twice in the same object")
		} else {
			r.field(key, "repeats the key %q in another case: a key may appear only once in an object, in any case", m.key)
		}
		return true
	}
	return false
}

// sortMembers rewrites the members from base in key order when they were
// not written in it.
func (r *reader) sortMembers(base int, members []member) {
	cmp := func(a, b member) int { return bytes.Compare(a.key, b.key) }
	if slices.IsSortedFunc(members, cmp) {
		return
	}
	slices.SortStableFunc(members, cmp)
	chunks := append([]byte(nil), r.out[base:]...)
	r.out = r.out[:base]
	for k, m := range members {
		if k > 0 {
			r.out = append(r.out, ',')
		}
		r.out = append(r.out, chunks[m.start-base:m.end-base]...)
	}
}

// pathString writes the current path, with a last key when key is not
// nil, as field errors name fields: "wagers[1].seat". Text that is not
// printable is written escaped.
func (r *reader) pathString(key []byte) string {
	var b strings.Builder
	for _, s := range r.path {
		if s.index >= 0 {
			fmt.Fprintf(&b, "[%d]", s.index)
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		writeKey(&b, s.key)
	}
	if key != nil {
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		writeKey(&b, key)
	}
	return b.String()
}

func writeKey(b *strings.Builder, key []byte) {
	if utf8.Valid(key) && bytes.IndexFunc(key, func(r rune) bool { return !unicode.IsPrint(r) }) < 0 {
		b.Write(key)
		return
	}
	q := fmt.Sprintf("%+q", key)
	b.WriteString(q[1 : len(q)-1])
}
