package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
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
		parts[i] = f.Field + ": " + f.Detail
	}
	return strings.Join(parts, "; ")
}

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

// DecodeStrict decodes one JSON object into v, refusing unknown fields,
// trailing data and values of the wrong type, and names the field at fault.
func DecodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return decodeError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return Invalid("", "the record must be a single JSON object with nothing after it")
	}
	return nil
}

func decodeError(err error) error {
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
		return Invalid(jsonPath(field), "must be %s, not %s", jsonKind(typ.Type.Kind().String()), typ.Value)
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

// jsonPath turns encoding/json's "wagers.1.amount" into "wagers[1].amount".
func jsonPath(field string) string {
	parts := strings.Split(field, ".")
	var b strings.Builder
	for i, p := range parts {
		if p != "" && strings.Trim(p, "0123456789") == "" {
			b.WriteString("[" + p + "]")
			continue
		}
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(p)
	}
	return b.String()
}

func jsonKind(goKind string) string {
	switch goKind {
	case "string":
		return "a string"
	case "int", "int64", "int32", "uint8", "uint", "uint64":
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

// ParseCards parses a list of cards, naming each bad one by its index in field.
func ParseCards(field string, in []string, errs *InputError) []Card {
	out := make([]Card, 0, len(in))
	for i, s := range in {
		c, err := ParseCard(s)
		if err != nil {
			errs.Add(fmt.Sprintf("%s[%d]", field, i), "%v", err)
			continue
		}
		out = append(out, c)
	}
	return out
}

// ParseAmount parses a money field, naming it on error. Empty optional
// fields are zero when optional is true.
func ParseAmount(field, s string, optional bool, errs *InputError) Money {
	if s == "" && optional {
		return 0
	}
	m, err := ParseMoney(s)
	if err != nil {
		errs.Add(field, "%v", err)
	}
	return m
}
