package api_test

import (
	"bytes"
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/rules"
)

// ezHand is an EZ Baccarat Panda 8 hand at EZ-1: Player 9S KH, a natural
// 9, over Banker 4D 3C. Seat 2's 20.00 on the Player wins 20.00 and seat
// 3's 30.00 on the Banker loses: the player-dealer (seat 1) nets 10.00.
// pdFee is the player-dealer fee the record says was taken.
func ezHand(n int, pdFee string) string {
	return fmt.Sprintf(`{"table_id": "EZ-1", "hand_number": %d, "game": "ez-baccarat-panda-8",
	 "dealt_at": "2026-11-21T22:%02d:00-08:00",
	 "cards": {"player": ["9S", "KH"], "banker": ["4D", "3C"]},
	 "player_dealer": {"seat": 1, "bank": "100.00", "net": "10.00"},
	 "wagers": [{"seat": 2, "bet": "player", "amount": "20.00", "result": "win", "payout": "20.00"},
	            {"seat": 3, "bet": "banker", "amount": "30.00", "result": "lose", "payout": "0.00"}],
	 "collections": [{"seat": 1, "kind": "player_dealer", "amount": %q},
	                 {"seat": 2, "kind": "player", "amount": "0.50"},
	                 {"seat": 3, "kind": "player", "amount": "0.50"}]}`, n, n, pdFee)
}

// A California game's collections through the API: a $5 - $50 EZ Baccarat
// Panda 8 table under CA-EZB option 2 (seed 000 line 3224: $0.50 a bet
// from each player, $2.00 a hand from the player-dealer). A hand that took
// $1.00 from the player-dealer is a finding naming the player-dealer's
// collection and the option's line; the fee report of the day shows the
// table's fees expected beside those collected, and the finding.
func TestPlayerDealerFeeThroughTheAPI(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	l := e.ledger(t)
	l.SetClock(func() time.Time { return time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC) })
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "EZ-1", Game: "ez-baccarat-panda-8",
		MinBet: rules.Dollars(5), MaxBet: rules.Dollars(50), Settings: map[string]string{"collection_schedule": "CA-EZB/2"}}); err != nil {
		t.Fatal(err)
	}
	_, station, err := l.CreateStation(ctx, "test", "st-ez", []string{"EZ-1"})
	if err != nil {
		t.Fatal(err)
	}
	post := func(body string) answer {
		t.Helper()
		r := e.do(t, "POST", "/api/v1/hands", station, body)
		if r.status != 201 {
			t.Fatalf("%d %s", r.status, r.body)
		}
		var a answer
		r.json(t, &a)
		return a
	}
	if a := post(ezHand(1, "2.00")); a.Verdict != "verified" {
		t.Fatalf("the right fees: %+v", a)
	}
	a := post(ezHand(2, "1.00"))
	if a.Verdict != "discrepancy" || len(a.Findings) != 1 {
		t.Fatalf("a short player-dealer fee: %+v", a)
	}
	f := a.Findings[0]
	if f.Seat != 1 || f.Bet != "collection:player_dealer" || f.Field != "fee" || f.Declared != "1.00" || f.Expected != "2.00" || f.Rule.Lines != "3224" {
		t.Errorf("finding %+v", f)
	}

	got := feeReportRow(t, e, a.GamingDay, "EZ-1")
	// Two hands, each expecting 2.00 + 2 × 0.50; collected 3.00 and 2.00.
	for k, v := range map[string]string{"Schedule option": "CA-EZB/2", "Fee findings": "1", "Difference": "-1", "Hands": "2", "Fees expected": "6", "Fees collected": "5"} {
		if got[k] != v {
			t.Errorf("%s: %q, want %q (row %v)", k, got[k], v, got)
		}
	}
}

// feeReportRow runs the fee-collection report of a gaming day through the
// API, downloads its .xlsx and returns the row of a table by column header.
func feeReportRow(t *testing.T, e env, day, table string) map[string]string {
	t.Helper()
	var runs struct {
		Reports []struct {
			ID     int64  `json:"id"`
			Format string `json:"format"`
		} `json:"reports"`
	}
	r := e.do(t, "POST", "/api/v1/reports", e.officer, fmt.Sprintf(`{"kind": "fee_collection", "gaming_day": %q}`, day))
	if r.status != 201 {
		t.Fatalf("report: %d %s", r.status, r.body)
	}
	r.json(t, &runs)
	for _, run := range runs.Reports {
		if run.Format != "xlsx" {
			continue
		}
		file := e.do(t, "GET", fmt.Sprintf("/api/v1/reports/%d/file", run.ID), e.officer, nil)
		x, err := excelize.OpenReader(bytes.NewReader(file.body))
		if err != nil {
			t.Fatal(err)
		}
		rows, _ := x.GetRows(x.GetSheetList()[0], excelize.Options{RawCellValue: true})
		var header, row []string
		for _, rw := range rows {
			if len(rw) > 0 && rw[0] == "Table" {
				header = rw
			}
			if len(rw) > 0 && rw[0] == table {
				row = rw
			}
		}
		if header == nil || row == nil {
			t.Fatalf("no %s row under a header in %q", table, rows)
		}
		got := map[string]string{}
		for i, h := range header {
			if i < len(row) {
				got[h] = row[i]
			}
		}
		return got
	}
	t.Fatalf("no xlsx in %+v", runs)
	return nil
}

// A Texas Hold'em hand that took the wrong designated table fee is a
// finding through the API naming the fee and the option's seed line, and
// the fee report counts it: HOLDEM-1 option 240 (seed 000 line 7237) takes
// $1 after the deal, nothing after the flop and $1 after the turn; this
// hand declares $2 after the flop.
func TestDesignatedFeeThroughTheAPI(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	l := e.ledger(t)
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "HE-F", Game: "holdem", Settings: map[string]string{"collection_schedule": "HOLDEM-1/240"}}); err != nil {
		t.Fatal(err)
	}
	_, station, err := l.CreateStation(ctx, "test", "st-he", []string{"HE-F"})
	if err != nil {
		t.Fatal(err)
	}
	hand := func(n int, dtf2 string) string {
		fee, _ := rules.ParseMoney(dtf2)
		return fmt.Sprintf(`{"table_id": "HE-F", "hand_number": %d, "game": "holdem",
		 "dealt_at": "2026-11-21T20:%02d:00-08:00", "button": 3,
		 "board": ["AS", "KD", "7C", "2H", "9S"],
		 "seats": [
		   {"seat": 1, "cards": ["AH", "AD"], "contributed": "50.00", "won": %q},
		   {"seat": 2, "folded": true, "contributed": "2.00", "won": "0.00"},
		   {"seat": 3, "cards": ["KS", "QS"], "contributed": "50.00", "won": "0.00"}],
		 "fees": [{"type": "designated_1", "amount": "1.00"}, {"type": "designated_2", "amount": %q}, {"type": "designated_3", "amount": "1.00"}]}`,
			n, n, rules.Dollars(100)-fee, dtf2)
	}
	post := func(body string) answer {
		t.Helper()
		r := e.do(t, "POST", "/api/v1/hands", station, body)
		if r.status != 201 {
			t.Fatalf("%d %s", r.status, r.body)
		}
		var a answer
		r.json(t, &a)
		return a
	}
	if a := post(hand(1, "0.00")); a.Verdict != "verified" {
		t.Fatalf("the right fees: %+v", a)
	}
	a := post(hand(2, "2.00"))
	if a.Verdict != "discrepancy" || len(a.Findings) != 1 {
		t.Fatalf("a wrong designated fee: %+v", a)
	}
	if f := a.Findings[0]; f.Bet != "fee:designated_2" || f.Declared != "2.00" || f.Expected != "0.00" || f.Rule.Lines == "" {
		t.Errorf("finding %+v", f)
	}
	got := feeReportRow(t, e, a.GamingDay, "HE-F")
	for k, v := range map[string]string{"Schedule option": "HOLDEM-1/240", "Hands": "2", "Fees expected": "4", "Fees collected": "6", "Fee findings": "1", "Difference": "2"} {
		if got[k] != v {
			t.Errorf("%s: %q, want %q (row %v)", k, got[k], v, got)
		}
	}
}
