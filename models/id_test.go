package models

import (
	"strings"
	"testing"
)

func TestIDAlphabet(t *testing.T) {
	for _, ok := range []string{"P1", "BAC-1", "st_2", "load-pit", "a.b", strings.Repeat("x", 64)} {
		if p := IDProblem(ok); p != "" {
			t.Errorf("%q: %s", ok, p)
		}
	}
	for id, want := range map[string]string{
		"":                      "required",
		"P\u200b1":              "U+200B, an invisible formatting character",
		"P1\u202e":              "U+202E, an invisible formatting character",
		"\ufeffP1":              "U+FEFF, an invisible formatting character",
		"P\u00ad1":              "U+00AD, an invisible formatting character",
		"P\x001":                "U+0000, a control character",
		"P\x1b1":                "U+001B, a control character",
		"P\u00851":              "U+0085, a control character",
		"P 1":                   "U+0020, a space",
		"P\u00a01":              "U+00A0, a space",
		"\u04201":               "U+0420 'Р', outside the ASCII id alphabet",
		"P\xff1":                "not valid UTF-8",
		"-P1":                   `starts with '-'`,
		"a/b":                   `holds '/'`,
		strings.Repeat("x", 65): "65 bytes long",
	} {
		if p := IDProblem(id); !strings.Contains(p, want) {
			t.Errorf("%q: %q; want it to say %q", id, p, want)
		}
	}
}
