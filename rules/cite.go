package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// The rule books the engine implements. Every rule, pay table and fee row
// cites one of them by file name and line.
const (
	// Seed000 is a California cardroom's approved game rules and collection
	// fee schedules.
	Seed000 = "000_b1ea2c6eebf99c4b.txt"
	// Seed001 is Marina Bay Sands' Texas Hold'em Bonus Progressive.
	Seed001 = "001_eb83dee4669f54f9.txt"
	// Seed002 is the Great Britain Gambling Commission's casino game rules.
	Seed002 = "002_698357c067349aee.txt"
	// Seed003 is Colorado Rule 28, baccarat and its variants.
	Seed003 = "003_b3ed2009586e0bd7.txt"
)

// Cite names the lines of a rule book a rule comes from. Lines is a single
// line ("147") or an inclusive range ("145-147").
type Cite struct {
	File  string `json:"file"`
	Lines string `json:"lines"`
}

// At returns a citation of the given line or range in a seed file.
func At(file, lines string) Cite { return Cite{File: file, Lines: lines} }

// String writes the citation as "seeds/FILE:LINES".
func (c Cite) String() string {
	if c.File == "" {
		return ""
	}
	return "seeds/" + c.File + ":" + c.Lines
}

// Range returns the first and last line cited.
func (c Cite) Range() (first, last int, err error) {
	a, b, isRange := strings.Cut(c.Lines, "-")
	first, err = strconv.Atoi(a)
	if err != nil {
		return 0, 0, fmt.Errorf("citation %q: %w", c.Lines, err)
	}
	last = first
	if isRange {
		last, err = strconv.Atoi(b)
		if err != nil {
			return 0, 0, fmt.Errorf("citation %q: %w", c.Lines, err)
		}
	}
	if first < 1 || last < first {
		return 0, 0, fmt.Errorf("citation %q: not a line range", c.Lines)
	}
	return first, last, nil
}

// ParseCite reads a citation written by Cite.String.
func ParseCite(s string) (Cite, bool) {
	rest, ok := strings.CutPrefix(s, "seeds/")
	if !ok {
		return Cite{}, false
	}
	file, lines, ok := strings.Cut(rest, ":")
	if !ok {
		return Cite{}, false
	}
	return Cite{File: file, Lines: lines}, true
}
