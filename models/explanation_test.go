package models_test

import (
	"context"
	"testing"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
)

// A later explanation of a flag supersedes the one before; both are kept,
// the latest is the one shown, and one written after a report's time is
// not the report's.
func TestFlagExplanationsSupersede(t *testing.T) {
	ctx := context.Background()
	s := modeltest.Open(t)
	t0 := time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)
	mk := func(table, kind, text string, at time.Time, sup *int64) models.FlagExplanation {
		t.Helper()
		e := models.FlagExplanation{PropertyID: 1, GamingDay: "2026-11-21", Report: "statistical", TableID: table, Flag: kind,
			Text: text, Detail: "d", WrittenBy: "olga", WrittenAt: at, Supersedes: sup}
		if err := s.InsertFlagExplanation(ctx, &e); err != nil {
			t.Fatal(err)
		}
		return e
	}
	first := mk("BAC-1", models.FlagWinToDropDay, "first", t0, nil)
	mk("BAC-2", models.FlagWinToDropDay, "other table", t0, nil)
	second := mk("BAC-1", models.FlagWinToDropDay, "second", t0.Add(time.Hour), &first.ID)
	key := models.FlagKey{Report: "statistical", TableID: "BAC-1", Kind: models.FlagWinToDropDay}
	latest, err := s.LatestFlagExplanations(ctx, 1, "2026-11-21", time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if len(latest) != 2 || latest[key].Text != "second" {
		t.Errorf("latest = %+v; want 2 flags, BAC-1's second", latest)
	}
	before, err := s.LatestFlagExplanations(ctx, 1, "2026-11-21", t0.Add(30*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	if before[key].Text != "first" {
		t.Errorf("as of half an hour after the first: %q; want first", before[key].Text)
	}
	if other, _ := s.LatestFlagExplanations(ctx, 1, "2026-11-20", time.Time{}); len(other) != 0 {
		t.Errorf("another day has %d explanations", len(other))
	}
	// Two explanations cannot both supersede the first.
	e := models.FlagExplanation{PropertyID: 1, GamingDay: "2026-11-21", Report: "statistical", TableID: "BAC-1",
		Flag: models.FlagWinToDropDay, Text: "third", Detail: "d", WrittenBy: "olga", WrittenAt: t0, Supersedes: &first.ID}
	if err := s.InsertFlagExplanation(ctx, &e); !models.IsUniqueViolation(err) {
		t.Errorf("a second explanation superseding the first: %v; want a unique violation", err)
	}
	// Nor be blank: the database checks it too.
	blank := models.FlagExplanation{PropertyID: 1, GamingDay: "2026-11-21", Report: "statistical", TableID: "BAC-1",
		Flag: models.FlagWinToDropMTD, Text: "   ", Detail: "d", WrittenBy: "olga", WrittenAt: t0}
	if err := s.InsertFlagExplanation(ctx, &blank); err == nil {
		t.Error("a blank explanation was stored")
	}
	list, superseded, err := s.FlagExplanations(ctx, models.ExplanationFilter{PropertyID: 1, GamingDay: "2026-11-21", Limit: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].ID != first.ID || !superseded[first.ID] || superseded[list[1].ID] {
		t.Errorf("first page %+v, superseded %v", list, superseded)
	}
	rest, _, err := s.FlagExplanations(ctx, models.ExplanationFilter{PropertyID: 1, AfterID: list[1].ID})
	if err != nil {
		t.Fatal(err)
	}
	if len(rest) != 1 || rest[0].ID != second.ID {
		t.Errorf("second page %+v; want the second explanation alone", rest)
	}
}
