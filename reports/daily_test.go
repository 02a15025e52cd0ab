package reports_test

import (
	"bytes"
	"context"
	"fmt"
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

// bac is a hand the Banker wins 7 to 3: banker $100 wins $100 less 5%,
// tie $10 loses.
func bac(table string, n int, dealt, payout string) []byte {
	return []byte(fmt.Sprintf(`{"table_id": %q, "hand_number": %d, "game": "baccarat-co", "dealt_at": %q,
	 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
	 "wagers": [
	   {"seat": 3, "bet": "banker", "amount": "100.00", "result": "win", "payout": %q, "commission": "5.00"},
	   {"seat": 5, "bet": "tie", "amount": "10.00", "result": "lose", "payout": "0.00"}]}`, table, n, dealt, payout))
}

func holdem(n int) []byte {
	return []byte(fmt.Sprintf(`{"table_id": "HE-1", "hand_number": %d, "game": "holdem",
	 "dealt_at": "2026-11-21T20:00:00-07:00", "button": 3,
	 "board": ["AS", "KD", "7C", "2H", "9S"],
	 "seats": [
	   {"seat": 1, "cards": ["AH", "AD"], "contributed": "50.00", "won": "99.00"},
	   {"seat": 2, "folded": true, "contributed": "2.00", "won": "0.00"},
	   {"seat": 3, "cards": ["KS", "QS"], "contributed": "50.00", "won": "0.00"}],
	 "fees": [{"type": "regular", "amount": "3.00"}]}`, n))
}

func TestDailySummary(t *testing.T) {
	ctx := context.Background()
	s := modeltest.Open(t)
	l := ledger.New(s, catalog.Default(), nil)
	l.SetClock(func() time.Time { return time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC) })
	p, _ := s.PropertyByCode(ctx, "main")
	p.TimeZone = "America/Denver"
	if err := l.SetProperty(ctx, "test", p); err != nil {
		t.Fatal(err)
	}
	for _, tb := range []ledger.TableInput{{ID: "BAC-1", Game: "baccarat-co"}, {ID: "BAC-2", Game: "baccarat-co"}, {ID: "HE-1", Game: "holdem"}} {
		if _, err := l.CreateTable(ctx, "test", tb); err != nil {
			t.Fatal(err)
		}
	}
	boss, _ := l.CreateUser(ctx, "test", "pat", models.RolePitBoss)
	super, _ := l.CreateUser(ctx, "test", "sam", models.RolePitBoss)
	src := ledger.Source{User: &boss}
	record := func(raw []byte) ledger.Answer {
		a, err := l.Record(ctx, src, raw)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	day := "2026-11-21T22:00:00-07:00"
	record(bac("BAC-1", 1, day, "100.00"))
	short := record(bac("BAC-1", 2, day, "95.00")) // short paid by $5
	record(bac("BAC-1", 3, day, "90.00"))          // short paid by $10, left open
	record(bac("BAC-2", 1, day, "100.00"))
	record(bac("BAC-2", 2, "2026-11-22T07:00:00-07:00", "100.00")) // the next gaming day
	record(holdem(1))
	c, err := l.FileCorrection(ctx, boss, short.HandID, ledger.CorrectionInput{ReasonCode: "dealer_payout_error", Note: "paid the $5", Adjustment: rules.Dollars(5)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.ApproveCorrection(ctx, super, c.ID); err != nil {
		t.Fatal(err)
	}

	sum, err := reports.Daily(ctx, s, p.ID, "2026-11-21")
	if err != nil {
		t.Fatal(err)
	}
	// Worked by hand. Each baccarat hand wagers $110. A correctly paid hand
	// wins the house $10 (tie) - $100 (banker) + $5 (commission) = -$85;
	// paid $95 it is -$80; paid $90, -$75. The Hold'em pot paid a $3 fee.
	want := []reports.DailyRow{
		{TableID: "BAC-1", Game: "baccarat-co", Hands: 3, Discrepancies: 2, Wagered: rules.Dollars(330),
			HouseWin: rules.Dollars(-85 - 80 - 75), ExpectedHouseWin: rules.Dollars(-255), Commission: rules.Dollars(15),
			Fees: 0, Adjustments: rules.Dollars(5), Findings: 2, OpenFindings: 1},
		{TableID: "BAC-2", Game: "baccarat-co", Hands: 1, Wagered: rules.Dollars(110), HouseWin: rules.Dollars(-85),
			ExpectedHouseWin: rules.Dollars(-85), Commission: rules.Dollars(5)},
		{TableID: "HE-1", Game: "holdem", Hands: 1, Wagered: rules.Dollars(102), HouseWin: rules.Dollars(3),
			ExpectedHouseWin: rules.Dollars(3), Fees: rules.Dollars(3)},
	}
	if len(sum.Rows) != len(want) {
		t.Fatalf("rows %+v", sum.Rows)
	}
	for i := range want {
		if sum.Rows[i] != want[i] {
			t.Errorf("row %d:\n got %+v\nwant %+v", i, sum.Rows[i], want[i])
		}
	}
	if sum.Totals.Hands != 5 || sum.Totals.HouseWin != rules.Dollars(-322) || sum.Totals.Adjustments != rules.Dollars(5) ||
		sum.Totals.OpenFindings != 1 || sum.Totals.Wagered != rules.Dollars(542) {
		t.Errorf("totals %+v", sum.Totals)
	}
	if sum.End.Sub(sum.Start).Hours() != 24 {
		t.Errorf("gaming day bounds %s - %s", sum.Start, sum.End)
	}

	// The generator's spreadsheet carries the same figures as the query.
	runs, err := reports.NewGenerator(s, nil).Run(ctx, reports.Request{Kind: reports.KindDailySummary, PropertyID: p.ID,
		GamingDay: "2026-11-21", Trigger: models.TriggerOnDemand, By: "user:dana"})
	if err != nil || len(runs) != 2 {
		t.Fatalf("run: %v %d", err, len(runs))
	}
	var xlsx models.ReportRun
	for _, r := range runs {
		if r.Format == "xlsx" {
			xlsx = r
		}
	}
	f, err := excelize.OpenReader(bytes.NewReader(xlsx.Content))
	if err != nil {
		t.Fatal(err)
	}
	rows, err := f.GetRows(f.GetSheetList()[0], excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatal(err)
	}
	found := map[string][]string{}
	for _, r := range rows {
		if len(r) > 0 {
			found[r[0]] = r
		}
	}
	if r := found["BAC-1"]; len(r) < 12 || r[2] != "3" || r[3] != "330" || r[4] != "-240" || r[8] != "5" || r[11] != "1" {
		t.Errorf("BAC-1 row in the spreadsheet: %v", r)
	}
	if r := found["Total"]; len(r) < 12 || r[2] != "5" || r[4] != "-322" {
		t.Errorf("totals row in the spreadsheet: %v", r)
	}
}
