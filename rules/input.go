package rules

import (
	"fmt"

	"github.com/tablegames/casino/strictjson"
)

// The strict reader every record and body goes through lives in package
// strictjson; these names are the rules package's own, kept for the games
// and the callers that use them.

// FieldError names one field of a record and what is wrong with it.
type FieldError = strictjson.FieldError

// InputError collects what is wrong with a record: the API answers it with
// a 4xx problem.
type InputError = strictjson.InputError

// TextProblem says what is wrong with a string that is not valid text for
// the service to keep, or returns "".
func TextProblem(s string) string { return strictjson.TextProblem(s) }

// Invalid returns an InputError with one field problem.
func Invalid(field, format string, args ...any) error {
	return strictjson.Invalid(field, format, args...)
}

// AsInputError unwraps an *InputError.
func AsInputError(err error) (*InputError, bool) { return strictjson.AsInputError(err) }

// DecodeStrict decodes one JSON object into v strictly (strictjson.DecodeStrict).
func DecodeStrict(data []byte, v any) error { return strictjson.DecodeStrict(data, v) }

// Canonical appends to dst the canonical form of a JSON document, read
// strictly (strictjson.Canonical).
func Canonical(dst, data []byte) ([]byte, error) { return strictjson.Canonical(dst, data) }

// ListMember reads data strictly as an object whose only member is key, a
// list, and returns its elements as written (strictjson.ListMember).
func ListMember(data []byte, key string) ([][]byte, error) { return strictjson.ListMember(data, key) }

func malformed(detail string) error { return strictjson.Malformed(detail) }

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
