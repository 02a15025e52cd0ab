package reports_test

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// heFees is a heads-up Hold'em hand to the river: seats 1 and 3 put in 50
// each, seat 2 folded its 2; seat 1 wins the pot less the designated fees
// declared.
func heFees(table string, n int, dtf ...string) []byte {
	var fees []string
	var taken rules.Money
	for i, a := range dtf {
		m, _ := rules.ParseMoney(a)
		taken += m
		fees = append(fees, fmt.Sprintf(`{"type": "designated_%d", "amount": %q}`, i+1, a))
	}
	return []byte(fmt.Sprintf(`{"table_id": %q, "hand_number": %d, "game": "holdem",
	 "dealt_at": "2026-11-21T20:00:00-08:00", "button": 3,
	 "board": ["AS", "KD", "7C", "2H", "9S"],
	 "seats": [
	   {"seat": 1, "cards": ["AH", "AD"], "contributed": "50.00", "won": %q},
	   {"seat": 2, "folded": true, "contributed": "2.00", "won": "0.00"},
	   {"seat": 3, "cards": ["KS", "QS"], "contributed": "50.00", "won": "0.00"}],
	 "fees": [%s]}`, table, n, rules.Dollars(102)-taken, strings.Join(fees, ", ")))
}

// The fee report: a Hold'em table under HOLDEM-1 option 240 and a timed
// table under option 86, on one gaming day.
func TestFeeReport(t *testing.T) {
	ctx := context.Background()
	s := modeltest.Open(t)
	l := ledger.New(s, catalog.Default(), nil)
	la, _ := time.LoadLocation("America/Los_Angeles")
	clock := time.Date(2026, 11, 21, 22, 10, 0, 0, la)
	l.SetClock(func() time.Time { return clock.UTC() })
	p, _ := s.PropertyByCode(ctx, "main")
	p.TimeZone = "America/Los_Angeles"
	if err := l.SetProperty(ctx, "test", p); err != nil {
		t.Fatal(err)
	}
	// Option 240 is for "4 or less" players (seed 000 line 7237): $1 after
	// the deal, $0 after the flop, $1 after the turn.
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "HE-1", Game: "holdem", Settings: map[string]string{"collection_schedule": "HOLDEM-1/240"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "HE-T", Game: "holdem", Settings: map[string]string{"collection_schedule": "HOLDEM-1/86"}}); err != nil {
		t.Fatal(err)
	}
	boss, _ := l.CreateUser(ctx, "test", "pat", models.RolePitBoss)
	src := ledger.Source{User: &boss}
	for i, dtf := range [][]string{{"1.00", "0.00", "1.00"}, {"1.00", "2.00", "1.00"}} {
		if _, err := l.Record(ctx, src, heFees("HE-1", i+1, dtf...)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := l.OpenTable(ctx, "user:pat", "HE-T", nil); err != nil {
		t.Fatal(err)
	}
	var sit []ledger.SeatEventInput
	for seat := 1; seat <= 6; seat++ {
		sit = append(sit, ledger.SeatEventInput{Seat: seat, Event: models.SeatSit, At: clock})
	}
	if err := l.RecordSeatEvents(ctx, "user:pat", "HE-T", sit); err != nil {
		t.Fatal(err)
	}
	clock = time.Date(2026, 11, 21, 23, 5, 0, 0, la)
	var paid []ledger.CollectionInput
	for seat := 1; seat <= 5; seat++ { // seat 6 missed
		paid = append(paid, ledger.CollectionInput{Seat: seat, Amount: rules.Dollars(20)})
	}
	if err := l.RecordTimedCollections(ctx, "user:pat", "HE-T", time.Date(2026, 11, 21, 23, 0, 0, 0, la), paid); err != nil {
		t.Fatal(err)
	}
	if err := l.CloseTable(ctx, "user:pat", "HE-T"); err != nil {
		t.Fatal(err)
	}

	now := time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)
	r, err := reports.Fees(ctx, s, p.ID, "2026-11-21", now)
	if err != nil {
		t.Fatal(err)
	}
	// Worked by hand: HE-1 expects $2 a hand and took $2 and $4; HE-T
	// expects 6 × $20 at 23:00 (22:30 is free) and took 5 × $20.
	want := []reports.FeeRow{
		{TableID: "HE-1", Game: "holdem", Schedule: "HOLDEM-1/240", Hands: 2, FeesExpected: rules.Dollars(4),
			FeesCollected: rules.Dollars(6), FeeFindings: 1},
		{TableID: "HE-T", Game: "holdem", Schedule: "HOLDEM-1/86", TimedExpected: rules.Dollars(120),
			TimedCollected: rules.Dollars(100), TimedFindings: 1},
	}
	if len(r.Rows) != len(want) {
		t.Fatalf("rows %+v", r.Rows)
	}
	for i := range want {
		if r.Rows[i] != want[i] {
			t.Errorf("row %d:\n got %+v\nwant %+v", i, r.Rows[i], want[i])
		}
	}
	if r.Totals.Difference() != rules.Dollars(2-20) {
		t.Errorf("difference %s", r.Totals.Difference())
	}

	g := reports.NewGenerator(s, nil)
	g.SetClock(func() time.Time { return now })
	runs, err := g.Run(ctx, reports.Request{Kind: reports.KindFeeCollection, PropertyID: p.ID,
		GamingDay: "2026-11-21", Trigger: models.TriggerOnDemand, By: "user:dana"})
	if err != nil || len(runs) != 2 {
		t.Fatalf("run: %v %d", err, len(runs))
	}
	for _, run := range runs {
		switch run.Format {
		case "xlsx":
			f, err := excelize.OpenReader(bytes.NewReader(run.Content))
			if err != nil {
				t.Fatal(err)
			}
			rows, _ := f.GetRows(f.GetSheetList()[0], excelize.Options{RawCellValue: true})
			found := map[string][]string{}
			for _, row := range rows {
				if len(row) > 0 {
					found[row[0]] = row
				}
			}
			if row := found["HE-T"]; len(row) < 11 || row[2] != "HOLDEM-1/86" || row[7] != "120" || row[8] != "100" || row[10] != "-20" {
				t.Errorf("HE-T in the spreadsheet: %v", row)
			}
		case "pdf":
			if _, err := exec.LookPath("pdftotext"); err != nil {
				t.Log("pdftotext is not installed (.ci/run installs poppler-utils); the PDF's text is not checked in this run")
				continue
			}
			cmd := exec.Command("pdftotext", "-layout", "-", "-")
			cmd.Stdin = bytes.NewReader(run.Content)
			out, err := cmd.Output()
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range []string{"Fee collection", "HOLDEM-1/240", "seat 6 was seated at 23:00 and paid nothing"} {
				if !strings.Contains(string(out), want) {
					t.Errorf("the PDF does not say %q:\n%s", want, out)
				}
			}
		}
	}
}
