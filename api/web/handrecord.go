package web

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// recordSection is a part of a hand's record as its game's entry form
// names it: the cards, dice or wheel a dispute turns on, with the labels
// a pit boss typed them under.
type recordSection struct {
	Legend string
	// Pairs are a section of single inputs, label and value; Columns and
	// Lines a table's labels and its filled lines.
	Pairs   [][2]string
	Columns []string
	Lines   [][]string
}

// recordSections reads a hand's record through its game's entry form, in
// the form's order, leaving out anything blank and the wagers the hand
// settled (the settlements table has them); nil when
// the game or its settings cannot be read (the raw record is still shown).
func (w *webUI) recordSections(h models.Hand) []recordSection {
	g, ok := w.ledger.Games().Game(h.Game)
	if !ok {
		return nil
	}
	values := map[string]string{}
	if h.Settings != "" && json.Unmarshal([]byte(h.Settings), &values) != nil {
		return nil
	}
	s, err := g.Settings(values)
	if err != nil {
		return nil
	}
	form := g.EntryForm(s)
	got, err := form.Values([]byte(h.Record))
	if err != nil && len(got) == 0 {
		return nil
	}
	var out []recordSection
	for _, sec := range form.Sections {
		wagers := sec.Path == "wagers" || strings.HasSuffix(sec.Path, ".wagers")
		rs := recordSection{Legend: sec.Legend}
		if sec.Rows == 0 {
			for _, f := range sec.Fields {
				if v := got[rules.EntryInput(sec.ID, f.Name, 0)]; v != "" {
					rs.Pairs = append(rs.Pairs, [2]string{f.Label, shownValue(f, v)})
				}
			}
		} else {
			for _, f := range sec.Fields {
				rs.Columns = append(rs.Columns, f.Label)
			}
			for line := 1; line <= sec.Rows; line++ {
				row, any := make([]string, len(sec.Fields)), false
				for i, f := range sec.Fields {
					if v := got[rules.EntryInput(sec.ID, f.Name, line)]; v != "" {
						row[i], any = shownValue(f, v), true
					}
				}
				if any {
					rs.Lines = append(rs.Lines, row)
				}
			}
		}
		if wagers {
			// The settlements table shows the wagers the hand settled; a
			// craps throw's new wagers it left standing are only here.
			if len(rs.Lines) <= len(h.Settlements) {
				continue
			}
			rs.Legend += " (as recorded: the hand settled " + strconv.Itoa(len(h.Settlements)) + " of " +
				strconv.Itoa(len(rs.Lines)) + "; the rest stand)"
		}
		if len(rs.Pairs) > 0 || len(rs.Lines) > 0 {
			out = append(out, rs)
		}
	}
	return out
}

// shownValue is an input's value as a person reads it: a choice by its
// label where the game names it.
func shownValue(f rules.EntryField, v string) string {
	for i, c := range f.Choices {
		if c == v && i < len(f.ChoiceLabels) {
			return f.ChoiceLabels[i]
		}
	}
	return v
}
