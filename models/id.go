package models

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// MaxIDLength bounds the id of a table, pool, station or user.
const MaxIDLength = 64

// The id alphabet: the ids people give tables, pools, stations and users
// are 1 to MaxIDLength of the ASCII letters and digits and - _ . , starting
// with a letter or a digit. An id is read by people off a screen, a slip or
// the audit log, and compared by machines byte for byte: a character that
// shows nothing (U+200B ZERO WIDTH SPACE, U+202E RIGHT-TO-LEFT OVERRIDE),
// a control character, or a letter of another script that looks like a
// Latin one (Cyrillic Р for P) would make two ids that read the same and
// are not, so that "P1" on a report might not be the P1 the floor knows.
// ASCII alone leaves no look-alike but the ones people already tell apart
// (0 and O, 1 and l).

// IDProblem says what is wrong with an id, or returns "".
func IDProblem(id string) string {
	const alphabet = "must be 1 to 64 of the ASCII letters and digits and - _ . , starting with a letter or digit"
	if id == "" {
		return "is required: " + alphabet[len("must be "):]
	}
	if len(id) > MaxIDLength {
		return fmt.Sprintf("is %d bytes long; an id %s", len(id), alphabet)
	}
	for i, r := range id {
		ok := r < utf8.RuneSelf && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' ||
			i > 0 && (r == '-' || r == '_' || r == '.'))
		if ok {
			continue
		}
		var what string
		switch {
		case r == utf8.RuneError:
			what = "is not valid UTF-8"
		case unicode.Is(unicode.Cf, r):
			what = fmt.Sprintf("holds %U, an invisible formatting character", r)
		case unicode.IsControl(r):
			what = fmt.Sprintf("holds %U, a control character", r)
		case unicode.IsSpace(r):
			what = fmt.Sprintf("holds %U, a space", r)
		case r >= utf8.RuneSelf:
			what = fmt.Sprintf("holds %U %q, outside the ASCII id alphabet (a letter of another script may look like a Latin one)", r, r)
		case i == 0:
			what = fmt.Sprintf("starts with %q", r)
		default:
			what = fmt.Sprintf("holds %q", r)
		}
		return fmt.Sprintf("%s at byte %d: an id %s", what, i, alphabet)
	}
	return ""
}
