package reports_test

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules/catalog"
)

// bacPlayer is a hand the Banker wins 7 to 3 with a lone Player wager of
// $50: the house wins $50.
func bacPlayer(table string, n int, dealt string) []byte {
	return []byte(fmt.Sprintf(`{"table_id": %q, "hand_number": %d, "game": "baccarat-co", "dealt_at": %q,
	 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
	 "wagers": [{"seat": 2, "bet": "player", "amount": "50.00", "result": "lose", "payout": "0.00"}]}`, table, n, dealt))
}

func holdemAt(n int, dealt string) []byte {
	return bytes.Replace(holdem(n), []byte("2026-11-21T20:00:00-07:00"), []byte(dealt), 1)
}

// shiftFloor is a Los Angeles floor with three shifts and gaming day
// 2026-10-31, the day clocks go back: it runs 25 hours, from 06:00 PDT
// (13:00 UTC) to 06:00 PST on 1 November (14:00 UTC), and its grave shift,
// from 22:00 PDT, 9 hours.
func shiftFloor(t *testing.T) (*models.Store, *reports.Generator, models.Property) {
	t.Helper()
	ctx := context.Background()
	s := modeltest.Open(t)
	clock := time.Date(2026, 10, 31, 12, 0, 0, 0, time.UTC)
	l := ledger.New(s, catalog.Default(), nil)
	l.SetClock(func() time.Time { return clock })
	p, _ := s.PropertyByCode(ctx, "main")
	p.TimeZone = "America/Los_Angeles"
	p.Shifts = "day 06:00, swing 14:00, grave 22:00"
	if err := l.SetProperty(ctx, "test", p); err != nil {
		t.Fatal(err)
	}
	p, _ = s.PropertyByCode(ctx, "main")
	for _, tb := range []ledger.TableInput{{ID: "BAC-1", Game: "baccarat-co"}, {ID: "BAC-2", Game: "baccarat-co"}, {ID: "HE-1", Game: "holdem"}} {
		if _, err := l.CreateTable(ctx, "test", tb); err != nil {
			t.Fatal(err)
		}
	}
	boss, _ := l.CreateUser(ctx, "test", "pat", models.RolePitBoss)
	cage, _ := l.CreateUser(ctx, "test", "cass", models.RoleCage)
	slip := func(at, kind, table string, dollars int64) int64 {
		t.Helper()
		clock, _ = time.Parse(time.RFC3339, at)
		r, err := l.RequestSlip(ctx, boss, ledger.SlipInput{Kind: kind, TableID: table, GamingDay: "2026-10-31", Chips: chips(10000, dollars/100)})
		if err != nil {
			t.Fatal(err)
		}
		return r.ID
	}
	verified := []int64{
		slip("2026-10-31T13:59:59.987654321-07:00", models.SlipFill, "BAC-1", 500), // day, its last instants
		slip("2026-10-31T15:00:00-07:00", models.SlipCredit, "BAC-1", 200),         // swing
		slip("2026-11-01T01:15:00-08:00", models.SlipFill, "BAC-2", 300),           // grave, the second 01:15
		slip("2026-11-01T08:00:00-08:00", models.SlipFill, "BAC-1", 400),           // after the day: entered late
		slip("2026-10-31T13:59:00-07:00", models.SlipCredit, "BAC-2", 1000),        // day; verified in the swing shift
	}
	voided := slip("2026-10-31T23:00:00-07:00", models.SlipFill, "BAC-2", 1000)
	slip("2026-10-31T23:05:00-07:00", models.SlipFill, "BAC-2", 700) // never verified
	clock = time.Date(2026, 11, 1, 16, 30, 0, 0, time.UTC)
	for _, id := range verified {
		if _, err := l.VerifySlip(ctx, cage, id); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := l.VoidSlip(ctx, boss, voided, "asked twice"); err != nil {
		t.Fatal(err)
	}
	clock = time.Date(2026, 11, 2, 0, 0, 0, 0, time.UTC)
	for _, raw := range [][]byte{
		bac("BAC-1", 1, "2026-10-31T07:00:00-07:00", "100.00"), // day
		bacPlayer("BAC-1", 2, "2026-10-31T13:59:59-07:00"),     // day, its last second
		bacPlayer("BAC-1", 3, "2026-10-31T14:00:00-07:00"),     // swing, its first
		holdemAt(1, "2026-10-31T20:00:00-07:00"),               // swing
		bac("BAC-2", 1, "2026-10-31T23:30:00-07:00", "100.00"), // grave, before midnight
		bacPlayer("BAC-2", 2, "2026-11-01T00:30:00-07:00"),     // grave, after midnight
		bacPlayer("BAC-2", 3, "2026-11-01T01:30:00-08:00"),     // grave, the repeated hour
		bacPlayer("BAC-2", 4, "2026-11-01T05:59:00-08:00"),     // grave, the day's last minute
		bacPlayer("BAC-1", 4, "2026-11-01T06:00:00-08:00"),     // the next gaming day
	} {
		if _, err := l.Record(ctx, ledger.Source{User: &boss}, raw); err != nil {
			t.Fatal(err)
		}
	}
	g := reports.NewGenerator(s, nil)
	g.SetClock(func() time.Time { return clock })
	g.SetOddsWait(5 * time.Minute)
	return s, g, p
}

func sectionOf(t *testing.T, d render.Document, title string) render.Section {
	t.Helper()
	for _, sec := range d.Sections {
		if sec.Title == title {
			return sec
		}
	}
	t.Fatalf("%s has no section %q", d.Title, title)
	return render.Section{}
}

func cellTexts(row []render.Cell) string {
	out := make([]string, len(row))
	for i, c := range row {
		out[i] = c.String()
	}
	return strings.Join(out, " | ")
}

// Worked by hand (dollars). A Banker hand wagers 110 and the house gets
// -85 (banker 100 paid 100, tie 10 lost, 5 commission); a Player hand
// wagers 50 and the house wins 50; the Hold'em hand's pot of 102 paid a
// 3 fee.
//
//	day    BAC-1: hands 1 and 2: 160 wagered, -35, commission 5, hold
//	       -21.875% → -21.88%; fill 500. BAC-2: credit 1,000 (requested at
//	       13:59, verified the next day: in the day shift).
//	       Total: 2 hands, hold over BAC-1 -21.88%.
//	swing  BAC-1: hand 3: 50, 50, 100.00%; credit 200. HE-1: 102, 3, fee
//	       3, no hold (a collection box). Total: 152, 53, 3, hold over the
//	       house-banked 50/50 = 100.00%.
//	grave  BAC-2: hands 1-4: 110 + 150 = 260 wagered, -85 + 150 = 65,
//	       commission 5, 25.00%; fill 300 (the voided 1,000 and the
//	       unverified 700 left out).
//	outside BAC-1: the fill of 400 requested at 08:00 on 1 November.
//	Day: 8 hands, 572 wagered, 83, 13; hold 80 / 470 = 17.021…% → 17.02%;
//	fills 1,200, credits 1,200.
func TestByShift(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	_, g, p := shiftFloor(t)
	ctx := context.Background()
	build := func(kind string) reports.Built {
		b, err := g.Build(ctx, reports.Request{Kind: kind, PropertyID: p.ID, GamingDay: "2026-10-31", Trigger: models.TriggerOnDemand, By: "user:olga"})
		if err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		return b
	}
	want := []string{
		"day | BAC-1 | %s | 2 | 160.00 | -35.00 | 5.00 | -21.88% | 500.00 | 0.00",
		"day | BAC-2 | %s | 0 | 0.00 | 0.00 | 0.00 |  | 0.00 | 1,000.00",
		"day | Shift total |  | 2 | 160.00 | -35.00 | 5.00 | -21.88% | 500.00 | 1,000.00",
		"swing | BAC-1 | %s | 1 | 50.00 | 50.00 | 0.00 | 100.00% | 0.00 | 200.00",
		"swing | HE-1 | %h | 1 | 102.00 | 3.00 | 3.00 |  | 0.00 | 0.00",
		"swing | Shift total |  | 2 | 152.00 | 53.00 | 3.00 | 100.00% | 0.00 | 200.00",
		"grave | BAC-2 | %s | 4 | 260.00 | 65.00 | 5.00 | 25.00% | 300.00 | 0.00",
		"grave | Shift total |  | 4 | 260.00 | 65.00 | 5.00 | 25.00% | 300.00 | 0.00",
		"outside the day's hours | BAC-1 | %s | 0 | 0.00 | 0.00 | 0.00 |  | 400.00 | 0.00",
		"outside the day's hours | Shift total |  | 0 | 0.00 | 0.00 | 0.00 |  | 400.00 | 0.00",
	}
	bacName, heName := gameName(t, "baccarat-co"), gameName(t, "holdem")
	for i := range want {
		want[i] = strings.NewReplacer("%s", bacName, "%h", heName).Replace(want[i])
	}
	wantTotal := "Gaming day | Total |  | 8 | 572.00 | 83.00 | 13.00 | 17.02% | 1,200.00 | 1,200.00"
	for _, kind := range []string{reports.KindMasterGame, reports.KindStatistical} {
		b := build(kind)
		sec := sectionOf(t, b.Doc, reports.ShiftSectionTitle)
		if len(sec.Rows) != len(want) {
			for _, r := range sec.Rows {
				t.Log(cellTexts(r))
			}
			t.Fatalf("%s: %d rows, want %d", kind, len(sec.Rows), len(want))
		}
		for i, r := range sec.Rows {
			if got := cellTexts(r); got != want[i] {
				t.Errorf("%s row %d:\n got %s\nwant %s", kind, i, got, want[i])
			}
		}
		if got := cellTexts(sec.Totals); got != wantTotal {
			t.Errorf("%s total:\n got %s\nwant %s", kind, got, wantTotal)
		}
		notes := strings.Join(sec.Notes, "\n")
		for _, w := range []string{"grave from 2026-10-31 22:00 PDT to 2026-11-01 06:00 PST (9 h)", "day from 2026-10-31 06:00 PDT to 2026-10-31 14:00 PDT (8 h)",
			"counted once per gaming day", "rounded half away from zero", "requested"} {
			if !strings.Contains(notes, w) {
				t.Errorf("%s: the notes lack %q:\n%s", kind, w, notes)
			}
		}
	}
	// The next gaming day has the hand dealt at 06:00 PST in its day shift.
	next, err := g.Build(ctx, reports.Request{Kind: reports.KindMasterGame, PropertyID: p.ID, GamingDay: "2026-11-01", Trigger: models.TriggerOnDemand, By: "user:olga"})
	if err != nil {
		t.Fatal(err)
	}
	sec := sectionOf(t, next.Doc, reports.ShiftSectionTitle)
	if got := cellTexts(sec.Rows[0]); !strings.HasPrefix(got, "day | BAC-1 | "+bacName+" | 1 | 50.00 | 50.00 |") {
		t.Errorf("2026-11-01: %s", got)
	}

	// The spreadsheet has the sheet "By shift" with the same figures.
	runs, err := g.Run(ctx, reports.Request{Kind: reports.KindMasterGame, PropertyID: p.ID, GamingDay: "2026-10-31", Trigger: models.TriggerOnDemand, By: "user:olga"})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range runs {
		if r.Format != "xlsx" {
			if text, ok := pdfText(t, r.Content); ok && (!strings.Contains(text, "By shift") || !strings.Contains(text, "17.02%")) {
				t.Error("the PDF lacks the by-shift section")
			}
			continue
		}
		f, err := excelize.OpenReader(bytes.NewReader(r.Content))
		if err != nil {
			t.Fatal(err)
		}
		rows, err := f.GetRows("By shift")
		if err != nil {
			t.Fatalf("sheets %v: %v", f.GetSheetList(), err)
		}
		var grave, total []string
		for _, row := range rows {
			if len(row) > 1 && row[0] == "grave" && row[1] == "BAC-2" {
				grave = row
			}
			if len(row) > 1 && row[0] == "Gaming day" {
				total = row
			}
		}
		if strings.Join(grave, "|") != "grave|BAC-2|"+bacName+"|4|260.00|65.00|5.00|25.00%|300.00|0.00" {
			t.Errorf("xlsx grave row %q", grave)
		}
		if strings.Join(total, "|") != "Gaming day|Total||8|572.00|83.00|13.00|17.02%|1,200.00|1,200.00" {
			t.Errorf("xlsx total row %q", total)
		}
	}
}

func gameName(t *testing.T, id string) string {
	g, ok := catalog.Default().Game(id)
	if !ok {
		t.Fatalf("no game %s", id)
	}
	return g.Info().Name
}
