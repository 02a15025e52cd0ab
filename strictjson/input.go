package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"reflect"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"
)

// FieldError names one field of a record and what is wrong with it. Field is
// a path in the record: "wagers[1].amount", "cards.player[2]".
type FieldError struct {
	Field  string `json:"field"`
	Detail string `json:"detail"`
}

// InputError collects what is wrong with a record. It is the engine's way to
// say "this record is malformed or impossible", which the API answers with a
// 4xx problem.
type InputError struct {
	Errors []FieldError
	// Malformed is set when the input could not be read at all, or not
	// unambiguously: invalid JSON, invalid text, a key stated twice. The
	// API answers it 400; a record that reads but is wrong is 422.
	Malformed bool
}

// maxFieldErrors keeps an answer readable when a record is wrong everywhere.
const maxFieldErrors = 20

// Add records a problem with a field.
func (e *InputError) Add(field, format string, args ...any) {
	if len(e.Errors) >= maxFieldErrors {
		return
	}
	e.Errors = append(e.Errors, FieldError{Field: field, Detail: fmt.Sprintf(format, args...)})
}

// Err returns the error, or nil when nothing was added.
func (e *InputError) Err() error {
	if e == nil || len(e.Errors) == 0 {
		return nil
	}
	return e
}

func (e *InputError) Error() string {
	parts := make([]string, len(e.Errors))
	for i, f := range e.Errors {
		parts[i] = f.Detail
		if f.Field != "" {
			parts[i] = f.Field + ": " + f.Detail
		}
	}
	return strings.Join(parts, "; ")
}

// TextProblem says what is wrong with a string that is not valid text for
// the service to keep, or returns "": invalid UTF-8, or a NUL character,
// which PostgreSQL cannot store in text and which ends strings in C.
func TextProblem(s string) string {
	if strings.IndexByte(s, 0) >= 0 {
		return "holds a NUL character (\\u0000), which no text field may hold"
	}
	if !utf8.ValidString(s) {
		return "is not valid UTF-8 text"
	}
	return ""
}

// CheckText adds a problem with field when s is not valid text.
func (e *InputError) CheckText(field, s string) {
	if p := TextProblem(s); p != "" {
		e.Add(field, "%s", p)
		e.Malformed = true
	}
}

// malformed is an InputError about a whole input that cannot be read.
func malformed(detail string) error {
	return &InputError{Errors: []FieldError{{Detail: detail}}, Malformed: true}
}

// Malformed is an InputError about a whole input that cannot be read: not
// JSON, not text, not the object it must be.
func Malformed(detail string) error { return malformed(detail) }

// Invalid returns an InputError with one field problem.
func Invalid(field, format string, args ...any) error {
	e := &InputError{}
	e.Add(field, format, args...)
	return e
}

// AsInputError unwraps an *InputError.
func AsInputError(err error) (*InputError, bool) {
	var ie *InputError
	ok := errors.As(err, &ie)
	return ie, ok
}

// DecodeStrict decodes one JSON object into v. It reads the object strictly
// first (Canonical's rules: valid JSON and valid text, no key twice in any
// case) and checks it against v's type: every key is one of v's fields,
// matched case-sensitively, and every value is of its field's JSON kind.
// Problems are an *InputError naming each field with its path.
func DecodeStrict(data []byte, v any) error {
	if t := bytes.TrimLeft(data, " \t\r\n"); len(t) > 0 && t[0] != '{' {
		return malformed("the record must be a JSON object")
	}
	if err := checkDocument(data, shapeOf(reflect.TypeOf(v))); err != nil {
		return err
	}
	if decodeChecked(data, v) {
		if crossCheckDecode() {
			mustDecodeAlike(data, v)
		}
		return nil
	}
	if err := decodeJSON(data, v); err != nil {
		return decodeError(data, err)
	}
	return nil
}

// decodeJSON decodes with encoding/json, refusing fields v does not have.
func decodeJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// crossCheckDecode is true in test binaries that run no benchmark: every
// record decodeChecked reads is read again by encoding/json, and a
// difference panics, so that every game's tests and fuzz targets check the
// one against the other. Benchmarks measure the service's own path.
var crossCheckDecode = sync.OnceValue(func() bool {
	if !testing.Testing() {
		return false
	}
	f := flag.Lookup("test.bench")
	return f == nil || f.Value.String() == ""
})

// mustDecodeAlike panics when encoding/json reads data other than
// decodeChecked read it into v.
func mustDecodeAlike(data []byte, v any) {
	want := reflect.New(reflect.TypeOf(v).Elem())
	err := decodeJSON(data, want.Interface())
	if err != nil || !reflect.DeepEqual(want.Elem().Interface(), reflect.ValueOf(v).Elem().Interface()) {
		panic(fmt.Sprintf("strictjson: decodeChecked and encoding/json read %s differently (encoding/json: %v):\n%#v\n%#v",
			data, err, reflect.ValueOf(v).Elem().Interface(), want.Elem().Interface()))
	}
}

// DecodeError turns encoding/json's error decoding data into an
// InputError naming the field at fault.
func DecodeError(data []byte, err error) error { return decodeError(data, err) }

func decodeError(data []byte, err error) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		return Invalid("", "is not valid JSON at byte %d: %v", syntax.Offset, syntax)
	case errors.As(err, &typ):
		field := typ.Field
		if field == "" {
			return Invalid("", "must be a JSON object")
		}
		return Invalid(locate(data, field, typ.Value), "%s", typeProblem(typ))
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return Invalid("", "the record is empty or cut short")
	}
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "json: unknown field "); ok {
		return Invalid(strings.Trim(name, `"`), "is not a field of this record")
	}
	if strings.Contains(msg, "parsing time") {
		return Invalid("dealt_at", "must be an RFC 3339 time with its offset, like \"2026-11-21T22:14:05-07:00\"")
	}
	return Invalid("", "%s", strings.TrimPrefix(msg, "json: "))
}

// EnvelopeError words the error encoding/json gave for one envelope
// field, decoded alone: its UnmarshalTypeError names no field, so the key
// is named here.
func EnvelopeError(record []byte, key string, err error) error {
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) {
		return Invalid(key, "%s", typeProblem(typ))
	}
	return decodeError(record, err)
}

// typeProblem says what is wrong with a value of the wrong kind. A whole
// number too large for its field is of the right kind, and is said to be
// out of range rather than "not a whole number".
func typeProblem(typ *json.UnmarshalTypeError) string {
	want := jsonKind(typ.Type.Kind().String())
	lit, isNumber := strings.CutPrefix(typ.Value, "number ")
	if isNumber && want == "a whole number" && !strings.ContainsAny(lit, ".eE") {
		lo, hi := intRange(typ.Type.Kind())
		return fmt.Sprintf("%s is out of range: a whole number from %s to %s", lit, lo, hi)
	}
	return fmt.Sprintf("must be %s, not %s", want, typ.Value)
}

// intRange is the range of an integer kind.
func intRange(k reflect.Kind) (lo, hi string) {
	switch k {
	case reflect.Int8:
		return fmt.Sprint(math.MinInt8), fmt.Sprint(math.MaxInt8)
	case reflect.Int16:
		return fmt.Sprint(math.MinInt16), fmt.Sprint(math.MaxInt16)
	case reflect.Int32:
		return fmt.Sprint(math.MinInt32), fmt.Sprint(math.MaxInt32)
	case reflect.Uint8:
		return "0", fmt.Sprint(math.MaxUint8)
	case reflect.Uint16:
		return "0", fmt.Sprint(math.MaxUint16)
	case reflect.Uint32:
		return "0", fmt.Sprint(uint32(math.MaxUint32))
	case reflect.Uint, reflect.Uint64:
		return "0", fmt.Sprint(uint64(math.MaxUint64))
	}
	return fmt.Sprint(math.MinInt64), fmt.Sprint(math.MaxInt64)
}

// locate turns encoding/json's path of a wrongly typed value
// ("wagers.amount", "Envelope.hand_number") into the record's own path with
// list indexes ("wagers[1].amount", "hand_number"). encoding/json leaves out
// the indexes and names embedded structs by their Go names, so the record is
// walked again to find the first value of the reported JSON kind.
func locate(data []byte, field, kind string) string {
	var segs []string
	for _, s := range strings.Split(field, ".") {
		if s == "Envelope" || s == "" {
			continue
		}
		segs = append(segs, s)
	}
	var root any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if dec.Decode(&root) == nil {
		if p, ok := find(root, segs, kind, ""); ok {
			return p
		}
	}
	return strings.Join(segs, ".")
}

// find walks node along segs, trying every element of a list, and returns
// the path of the first value whose JSON kind is kind.
func find(node any, segs []string, kind, path string) (string, bool) {
	if list, ok := node.([]any); ok {
		for i, el := range list {
			if p, ok := find(el, segs, kind, fmt.Sprintf("%s[%d]", path, i)); ok {
				return p, true
			}
		}
		return "", false
	}
	if len(segs) == 0 {
		return path, sameKind(node, kind)
	}
	obj, ok := node.(map[string]any)
	if !ok {
		return "", false
	}
	child, ok := obj[segs[0]]
	if !ok {
		return "", false
	}
	next := segs[0]
	if path != "" {
		next = path + "." + segs[0]
	}
	return find(child, segs[1:], kind, next)
}

// sameKind reports whether a decoded value is of the JSON kind that
// encoding/json's UnmarshalTypeError.Value names: "string", "bool",
// "array", "object", "number" or "number 12.5".
func sameKind(v any, kind string) bool {
	switch x := v.(type) {
	case string:
		return kind == "string"
	case json.Number:
		return kind == "number" || kind == "number "+x.String()
	case bool:
		return kind == "bool"
	case []any:
		return kind == "array"
	case map[string]any:
		return kind == "object"
	}
	return false
}

func jsonKind(goKind string) string {
	switch goKind {
	case "string":
		return "a string"
	case "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64":
		return "a whole number"
	case "bool":
		return "true or false"
	case "slice":
		return "a list"
	case "struct", "map":
		return "an object"
	}
	return "a " + goKind
}
