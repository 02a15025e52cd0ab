package archive_test

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/archive"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/reports/render"
)

// played is a floor with November and December 2025 played, closed and
// signed off; CS-1 plays on the progressive pool from December.
func played(t *testing.T, seed uint64) *floor {
	t.Helper()
	f := newFloor(t, seed)
	f.progressiveFrom = "2025-12-01"
	f.run("2025-11-01", "2025-12-31")
	f.distributions()
	return f
}

// distributions stores made-up wager distributions for every game and
// settings played, so that the expected win is read from them, never left
// pending while an enumeration in the background races the comparison of
// a report before and after a drop.
func (f *floor) distributions() {
	f.t.Helper()
	var played []struct {
		Game     string `gorm:"column:game"`
		Settings string `gorm:"column:settings"`
	}
	f.store.DB().Raw("SELECT DISTINCT game, settings FROM hands").Scan(&played)
	var ds []models.WagerDistribution
	for _, p := range played {
		for i, bet := range []string{"banker", "player", "tie", "ante", "progressive", "raise"} {
			ds = append(ds, models.WagerDistribution{Game: p.Game, Settings: p.Settings, Bet: bet,
				Mean: fmt.Sprintf("%d/1000", 3+i*7), SecondMoment: fmt.Sprintf("%d/100", 90+i*13), Deals: "1", Lines: 2,
				ComputedAt: f.clock, Revision: reports.DistributionRevision})
		}
	}
	if err := f.store.InsertWagerDistributions(context.Background(), ds); err != nil {
		f.t.Fatal(err)
	}
}

// verified exports a month, verifies it and records the verification.
func (f *floor) verified(m models.Month, dir string) archive.Exported {
	f.t.Helper()
	ctx := context.Background()
	x, err := archive.Export(ctx, f.store, f.prop, m, dir, f.clock, "cli:test")
	if err != nil {
		f.t.Fatalf("export %s: %v", m, err)
	}
	f.verify(x)
	return x
}

// verify verifies an export and records the verification.
func (f *floor) verify(x archive.Exported) {
	f.t.Helper()
	ctx := context.Background()
	m, dir := x.Manifest.Month, x.Directory
	res, err := archive.Verify(dir, f.store.Key())
	if err != nil {
		f.t.Fatal(err)
	}
	if !res.OK() {
		f.t.Fatalf("the archive of %s as written does not verify:\n%v", m, res.Problems)
	}
	if res.ManifestSHA256 != x.ManifestSHA256 {
		f.t.Fatalf("verify read manifest %s; export wrote %s", res.ManifestSHA256, x.ManifestSHA256)
	}
	a := models.Archive{PropertyID: f.prop.ID, Month: m, Event: models.ArchiveVerified, Directory: dir,
		ManifestSHA256: res.ManifestSHA256, At: f.clock, Actor: "cli:test"}
	if err := f.store.RecordArchive(ctx, &a, models.ArchiveDetail{}, f.prop.Code); err != nil {
		f.t.Fatal(err)
	}
}

// figuresOf is a report's figures: rows, totals and sections.
func figuresOf(d render.Document) render.Document {
	// The by-shift section reads the day's hands, not the day books: a
	// dropped day has none (checked below).
	secs := slices.DeleteFunc(slices.Clone(d.Sections), func(s render.Section) bool { return s.Title == reports.ShiftSectionTitle })
	return render.Document{Columns: d.Columns, Rows: d.Rows, Totals: d.Totals, Sections: secs}
}

// A month is exported, verified from its files, and dropped: its hands,
// settlements, findings and audit entries leave the database, the audit
// log still verifies, the reports of many days give the figures they gave
// before, and a one-day report of a dropped day says where its records
// went.
func TestArchiveRoundTrip(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	ctx := context.Background()
	f := played(t, 2026)
	kinds := []struct {
		kind string
		day  models.Day
	}{{reports.KindMonthly, "2025-11-30"}, {reports.KindMonthly, "2025-12-31"}, {reports.KindStatistical, "2025-11-30"},
		{reports.KindStatistical, "2025-12-31"}, {reports.KindDealerErrors, "2025-11-30"}, {reports.KindMasterGame, "2025-11-14"},
		{reports.KindProgressiveLiability, "2025-12-31"}}
	before := map[string]render.Document{}
	for _, k := range kinds {
		b, err := f.build(k.kind, k.day)
		if err != nil {
			t.Fatal(err)
		}
		before[k.kind+string(k.day)] = figuresOf(b.Doc)
	}
	monthly, _ := f.build(reports.KindMonthly, "2025-11-30")

	dir := filepath.Join(t.TempDir(), "2025-11")
	x := f.verified("2025-11", dir)
	if x.Manifest.Totals.Property.Hands == 0 {
		t.Fatal("the month's totals count no hands")
	}
	// The manifest's totals are the monthly report's, worked out by the
	// reports' own code.
	m := monthly.Data.(reports.Monthly)
	if got, want := x.Manifest.Totals.Property.Hands, m.Total.Month.Hands; got != want {
		t.Errorf("manifest hands %d; the monthly report %d", got, want)
	}
	if got, want := x.Manifest.Totals.Property.Drop, m.Total.Month.Drop; got != want {
		t.Errorf("manifest drop %s; the monthly report %s", got, want)
	}
	if got, want := x.Manifest.Totals.Property.Win, m.Total.Month.Win; got != want {
		t.Errorf("manifest win %s; the monthly report %s", got, want)
	}

	var handsBefore int64
	f.store.DB().Raw("SELECT COUNT(*) FROM hands WHERE gaming_day < '2025-12-01'").Scan(&handsBefore)
	f.clock = time.Date(2031, 1, 5, 12, 0, 0, 0, time.UTC)
	res, err := f.store.DropMonth(ctx, f.prop.ID, "2025-11", f.clock, "cli:test")
	if err != nil {
		t.Fatalf("drop: %v", err)
	}
	t.Logf("dropped: %v; partitions %v; %d chains cut", res.Rows, res.Partitions, len(res.Floors))
	if res.Rows["hands"] != handsBefore || handsBefore == 0 {
		t.Errorf("dropped %d hands; November had %d", res.Rows["hands"], handsBefore)
	}
	for _, table := range []string{"hands", "settlements", "findings"} {
		var n int64
		f.store.DB().Raw("SELECT COUNT(*) FROM " + table + " WHERE id IN (SELECT id FROM hands WHERE gaming_day < '2025-12-01')").Scan(&n)
		if table == "hands" && n != 0 {
			t.Errorf("%d hands of November are left", n)
		}
	}
	var left int64
	// The month's part of the log: the entries written on its days (an
	// entry is written on the day it was written, or on its chain's
	// previous entry's if that is later).
	f.store.DB().Raw("SELECT COUNT(*) FROM audit_entries WHERE written_on < '2025-12-01'").Scan(&left)
	if left != 0 {
		t.Errorf("%d audit entries written in November are left", left)
	}
	if rep, err := f.store.VerifyAudit(ctx); err != nil {
		t.Errorf("the audit log does not verify after the drop: %v\n%+v", err, rep)
	}
	for _, k := range kinds {
		b, err := f.build(k.kind, k.day)
		if err != nil {
			t.Errorf("%s of %s after the drop: %v", k.kind, k.day, err)
			continue
		}
		if !reflect.DeepEqual(figuresOf(b.Doc), before[k.kind+string(k.day)]) {
			t.Errorf("%s of %s differs after the drop:\n%v\n%v", k.kind, k.day, figuresOf(b.Doc).Rows, before[k.kind+string(k.day)].Rows)
		}
		if !strings.Contains(strings.Join(b.Doc.Notes, " "), x.ManifestSHA256) && k.day < "2025-12-01" {
			t.Errorf("%s of %s does not name the archive: %q", k.kind, k.day, b.Doc.Notes)
		}
		for _, sec := range b.Doc.Sections {
			if sec.Title == reports.ShiftSectionTitle && k.day < "2025-12-01" &&
				(len(sec.Rows) != 0 || !strings.Contains(strings.Join(sec.Notes, " "), x.ManifestSHA256)) {
				t.Errorf("%s of %s by shift after the drop: %d rows, notes %q", k.kind, k.day, len(sec.Rows), sec.Notes)
			}
		}
	}
	for _, kind := range []string{reports.KindDailySummary, reports.KindExceptions, reports.KindFeeCollection, reports.KindAdjustments,
		reports.KindProgressiveHits, reports.KindAdjustmentsMonthly} {
		_, err := f.build(kind, "2025-11-14")
		if !errors.Is(err, models.ErrArchived) || !strings.Contains(err.Error(), x.ManifestSHA256) {
			t.Errorf("%s of a dropped day: err = %v; want one naming the archive", kind, err)
		}
	}
	// The archive still verifies from its files.
	if r, err := archive.Verify(dir, f.store.Key()); err != nil || !r.OK() {
		t.Errorf("the archive no longer verifies: %v %v", err, r.Problems)
	}
	// A month is dropped once.
	if _, err := f.store.DropMonth(ctx, f.prop.ID, "2025-11", f.clock, "cli:test"); !errors.Is(err, models.ErrDropRefused) {
		t.Errorf("a second drop: %v", err)
	}
	// December's hands fed the pool: the pool's events outlive them (its
	// meters' history), and its liability and the month's reports give
	// what they gave.
	var events int64
	f.store.DB().Raw("SELECT COUNT(*) FROM progressive_events WHERE hand_id IS NOT NULL AND hand_day >= '2025-12-01'").Scan(&events)
	if events == 0 {
		t.Fatal("December's hands fed no pool")
	}
	f.verified("2025-12", filepath.Join(t.TempDir(), "2025-12"))
	if _, err := f.store.DropMonth(ctx, f.prop.ID, "2025-12", f.clock, "cli:test"); err != nil {
		t.Fatalf("drop of December: %v", err)
	}
	var after int64
	f.store.DB().Raw("SELECT COUNT(*) FROM progressive_events WHERE hand_id IS NOT NULL AND hand_day >= '2025-12-01'").Scan(&after)
	if after != events {
		t.Errorf("%d of December's %d progressive events are left", after, events)
	}
	for _, k := range kinds {
		if k.day < "2025-12-01" || k.kind == reports.KindMasterGame {
			continue
		}
		b, err := f.build(k.kind, k.day)
		if err != nil {
			t.Errorf("%s of %s after December's drop: %v", k.kind, k.day, err)
			continue
		}
		if !reflect.DeepEqual(figuresOf(b.Doc), before[k.kind+string(k.day)]) {
			t.Errorf("%s of %s differs after December's drop:\n%v\n%v", k.kind, k.day, figuresOf(b.Doc).Rows, before[k.kind+string(k.day)].Rows)
		}
	}
	if rep, err := f.store.VerifyAudit(ctx); err != nil {
		t.Errorf("the audit log does not verify after December's drop: %v\n%+v", err, rep)
	}
}
