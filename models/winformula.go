package models

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tablegames/casino/rules"
)

// DefaultWinFormula is a house-banked table's win as New Jersey (N.J.A.C.
// 13:69D-1.34), Maryland, Kansas and Nevada define it: what the drop box
// held, plus the chips left at the table and those it sent back to the
// cage, less the chips it started with and those the cage sent it.
const DefaultWinFormula = "drop + closer + credits - opener - fills"

// The terms a win formula may name.
const (
	TermDrop    = "drop"
	TermCloser  = "closer"
	TermCredits = "credits"
	TermOpener  = "opener"
	TermFills   = "fills"
)

var winTerms = []string{TermDrop, TermCloser, TermCredits, TermOpener, TermFills}

// WinFormula is a parsed win formula: each term it names with its sign.
type WinFormula struct {
	text  string
	signs map[string]int64
}

// WinInputs are a table's figures for a gaming day (or a sum of days).
type WinInputs struct {
	Drop, Closer, Credits, Opener, Fills rules.Money
}

// ParseWinFormula reads a formula such as "drop + closer + credits - opener
// - fills": terms among drop, closer, credits, opener and fills, each at
// most once, joined by + and -. The drop must be added: a win is what the
// table took in.
func ParseWinFormula(s string) (WinFormula, error) {
	f := WinFormula{signs: map[string]int64{}}
	src := strings.TrimSpace(s)
	if src == "" {
		return f, fmt.Errorf("the win formula is empty; the usual one is %q", DefaultWinFormula)
	}
	// Tokens: words and signs.
	var tokens []string
	for i := 0; i < len(src); {
		switch c := src[i]; {
		case c == ' ' || c == '\t':
			i++
		case c == '+' || c == '-':
			tokens = append(tokens, string(c))
			i++
		case c >= 'a' && c <= 'z':
			j := i
			for j < len(src) && src[j] >= 'a' && src[j] <= 'z' {
				j++
			}
			tokens = append(tokens, src[i:j])
			i = j
		default:
			return f, fmt.Errorf("%q: %q is not a term or a sign", s, string(c))
		}
	}
	// [sign] term (sign term)*
	var parts []string
	for i := 0; i < len(tokens); {
		sign := int64(1)
		if t := tokens[i]; t == "+" || t == "-" {
			if t == "-" {
				sign = -1
			}
			i++
		} else if i > 0 {
			return f, fmt.Errorf("%q: a sign is missing before %q", s, t)
		}
		if i == len(tokens) {
			return f, fmt.Errorf("%q ends with a sign", s)
		}
		word := tokens[i]
		i++
		if word == "+" || word == "-" {
			return f, fmt.Errorf("%q: two signs in a row", s)
		}
		if !slices.Contains(winTerms, word) {
			return f, fmt.Errorf("%q: %q is not a term (terms: %s)", s, word, strings.Join(winTerms, ", "))
		}
		if _, dup := f.signs[word]; dup {
			return f, fmt.Errorf("%q: %s is named twice", s, word)
		}
		f.signs[word] = sign
		switch {
		case sign < 0:
			parts = append(parts, "- "+word)
		case len(parts) > 0:
			parts = append(parts, "+ "+word)
		default:
			parts = append(parts, word)
		}
	}
	if f.signs[TermDrop] != 1 {
		return f, fmt.Errorf("%q must add the drop", s)
	}
	f.text = strings.Join(parts, " ")
	return f, nil
}

// MustWinFormula parses a formula known to be valid (a stored property's,
// checked when it was set); an invalid one falls back to the default.
func MustWinFormula(s string) WinFormula {
	f, err := ParseWinFormula(s)
	if err != nil {
		f, _ = ParseWinFormula(DefaultWinFormula)
	}
	return f
}

// String writes the formula in its normal form.
func (f WinFormula) String() string { return f.text }

// Uses reports whether the formula names a term.
func (f WinFormula) Uses(term string) bool { return f.signs[term] != 0 }

// Win applies the formula.
func (f WinFormula) Win(in WinInputs) rules.Money {
	values := map[string]rules.Money{TermDrop: in.Drop, TermCloser: in.Closer, TermCredits: in.Credits,
		TermOpener: in.Opener, TermFills: in.Fills}
	var w rules.Money
	for t, sign := range f.signs {
		w += rules.Money(sign) * values[t]
	}
	return w
}
