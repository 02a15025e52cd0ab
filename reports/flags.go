package reports

import (
	"context"
	"fmt"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports/render"
)

// The figures a report flags out of line, and their explanations: the
// statistical report's win to drop of a table, a game or the property,
// for the day, the month to date or the year to date, outside its band
// under the property's variance rule. Compliance explains each
// (ledger.ExplainFlag); the report shows the latest explanation beside its
// flag and lists the flags still unexplained.

// lineID names a statistical report's line as a flag names it: a table's
// id, game:CODE, property:CODE.
func lineID(r StatRow, prop models.Property) string {
	switch r.Level {
	case LevelGame:
		return "game:" + r.ID
	case LevelProperty:
		return "property:" + prop.Code
	}
	return r.ID
}

// Flags lists the figures the report flags out of line, in its order.
func (s Statistical) Flags() []models.Flag {
	var out []models.Flag
	for _, r := range s.Rows {
		for _, x := range []struct {
			n, kind string
			h       Hold
		}{{"day", models.FlagWinToDropDay, r.Day}, {"month to date", models.FlagWinToDropMTD, r.Month}, {"year to date", models.FlagWinToDropYTD, r.Year}} {
			if !x.h.Flag {
				continue
			}
			out = append(out, models.Flag{Report: KindStatistical, TableID: lineID(r, s.Property), Kind: x.kind,
				Detail: fmt.Sprintf("%s: win to drop of the %s %s%%, band %s", r.Name, x.n, x.h.Pct.Percent(), bandText(r.Band, s.Rule))})
		}
	}
	return out
}

// explainedText is what follows a flag on the report: its latest
// explanation, or that it has none.
func explainedText(ex map[models.FlagKey]models.FlagExplanation, k models.FlagKey) string {
	if e, ok := ex[k]; ok {
		return " (Explained: " + e.Text + " (by " + e.WrittenBy + "))"
	}
	return " (unexplained)"
}

// flagSection lists every flag of the report with its explanation.
func (s Statistical) flagSection() render.Section {
	sec := render.Section{Title: "Out-of-line figures and their explanations", Columns: []render.Column{
		{Header: "Line", Kind: render.Text, Width: 1},
		{Header: "Flag", Kind: render.Text, Width: 2.4},
		{Header: "Explanation", Kind: render.Text, Width: 3},
		{Header: "By", Kind: render.Text, Width: 0.8},
		{Header: "When", Kind: render.Text, Width: 1.1},
	}}
	loc, err := s.Property.Location()
	if err != nil {
		loc = time.UTC
	}
	for _, f := range s.Flags() {
		row := []render.Cell{render.TextCell(f.TableID), render.TextCell(f.Detail)}
		if e, ok := s.Explanations[f.Key()]; ok {
			row = append(row, render.TextCell("Explained: "+e.Text), render.TextCell(e.WrittenBy),
				render.TextCell(e.WrittenAt.In(loc).Format("2006-01-02 15:04")))
		} else {
			row = append(row, render.TextCell("UNEXPLAINED"), render.TextCell(""), render.TextCell(""))
		}
		sec.Rows = append(sec.Rows, row)
	}
	sec.Notes = []string{s.flagNote(),
		"A line is a table's id, game:CODE for a game's line, property:CODE for the property's. Each explanation is compliance's; a later explanation of a flag supersedes the one before, and both are kept (GET /api/v1/explanations)."}
	return sec
}

// flagNote counts the report's flags and those not explained.
func (s Statistical) flagNote() string {
	flags := s.Flags()
	unexplained := 0
	for _, f := range flags {
		if _, ok := s.Explanations[f.Key()]; !ok {
			unexplained++
		}
	}
	if len(flags) == 0 {
		return "Out-of-line figures: none."
	}
	return fmt.Sprintf("Out-of-line figures: %d, of which %d not explained.", len(flags), unexplained)
}

// Flags lists what the reports of a property's gaming day flag out of
// line, read from the primary in the caller's transaction, if any: the
// ledger's flag source (ledger.SetFlagSource).
func (g *Generator) Flags(ctx context.Context, prop models.Property, day models.Day) ([]models.Flag, error) {
	src := source{store: g.store, games: g.games, books: models.BookOptions{RecordsOnly: g.recordsOnly}, flagsOnly: true}
	s, err := statistical(ctx, src, prop, day)
	if err != nil {
		return nil, fmt.Errorf("statistical flags of %s: %w", day, err)
	}
	return s.Flags(), nil
}
