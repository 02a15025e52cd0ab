package api_test

import (
	"bytes"
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
)

// thbHand is a Texas Hold'em Bonus Progressive hand at THB-1 for seat 1:
// an Ante of 10, a Flop wager of 20 and a 5.00 Progressive wager, against
// a dealer's 4H 5H that never improves past a pair of deuces.
func thbHand(n int, hole, community [2]string, board [3]string, anteResult, ante, flop, progressive string) string {
	return fmt.Sprintf(`{"table_id": "THB-1", "hand_number": %d, "game": "holdem-bonus-progressive",
	 "dealt_at": "2026-11-21T22:%02d:00+08:00",
	 "cards": {"community": [%q, %q, %q, %q, %q], "dealer": ["4H", "5H"],
	           "seats": [{"seat": 1, "cards": [%q, %q], "folded": false}]},
	 "wagers": [{"seat": 1, "bet": "ante", "amount": "10.00", "result": %q, "payout": %q},
	            {"seat": 1, "bet": "flop", "amount": "20.00", "result": "win", "payout": %q},
	            {"seat": 1, "bet": "progressive", "amount": "5.00", "result": %q, "payout": %q}]}`,
		n, n, board[0], board[1], board[2], community[0], community[1], hole[0], hole[1],
		anteResult, ante, flop, map[bool]string{true: "win", false: "lose"}[progressive != "0.00"], progressive)
}

// The progressive end to end: a pool feeds table THB-1's Progressive
// wager at 15% of each wager (seed 001 names no rate: the pool's). A
// Royal Flush on the flop pays 100% of the meter (seed 001 line 139),
// after the hand's own contribution, and the meter resets to its seed; a
// second Royal Flush declared short of the meter is a finding naming the
// payout; the progressive liability report of the day shows the pool's
// contributions, hits and resets, balanced, in .xlsx and .pdf.
func TestRoyalFlushOnTheFlopPaysTheMeter(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	l := e.ledger(t)
	l.SetClock(func() time.Time { return time.Date(2026, 11, 21, 15, 0, 0, 0, time.UTC) })
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "THB-1", Game: "holdem-bonus-progressive"}); err != nil {
		t.Fatal(err)
	}
	_, station, err := l.CreateStation(ctx, "test", "st-thb", []string{"THB-1"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.CreateUser(ctx, "test", "ada", models.RoleAdmin); err != nil {
		t.Fatal(err)
	}
	admin, _ := l.IssueUserToken(ctx, "test", "ada")
	if r := e.do(t, "POST", "/api/v1/progressives", admin, `{"id": "THB", "seed": "1000.00", "main_rate": "15"}`); r.status != 201 {
		t.Fatalf("pool: %d %s", r.status, r.body)
	}
	if r := e.do(t, "POST", "/api/v1/progressives/THB/links", admin, `{"table_id": "THB-1", "bet": "progressive"}`); r.status != 201 {
		t.Fatalf("link: %d %s", r.status, r.body)
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
	meter := func() string {
		var list struct {
			Pools []struct {
				ID   string `json:"id"`
				Main string `json:"main"`
			} `json:"pools"`
		}
		e.do(t, "GET", "/api/v1/progressives", e.boss, nil).json(t, &list)
		for _, p := range list.Pools {
			if p.ID == "THB" {
				return p.Main
			}
		}
		t.Fatal("pool THB is not listed")
		return ""
	}

	// Hand 1: kings and deuces beat the dealer's deuces without a
	// Straight: the Ante stands off, the Flop wager wins, the Progressive
	// loses and puts 15% of 5.00 on the meter.
	a := post(thbHand(1, [2]string{"KC", "KD"}, [2]string{"9D", "2C"}, [3]string{"7S", "8C", "2S"}, "push", "0.00", "20.00", "0.00"))
	if a.Verdict != "verified" {
		t.Fatalf("hand 1: %+v", a)
	}
	if got := meter(); got != "1000.75" {
		t.Fatalf("after one 5.00 wager the meter holds %s, want 1000.75", got)
	}

	// Hand 2: AS KS with QS JS TS on the flop. The hand's own wager is on
	// the meter before the hit: 1000.75 + 0.75 = 1001.50.
	a = post(thbHand(2, [2]string{"AS", "KS"}, [2]string{"2D", "3C"}, [3]string{"QS", "JS", "TS"}, "win", "10.00", "20.00", "1001.50"))
	if a.Verdict != "verified" {
		t.Fatalf("royal flush on the flop: %+v", a)
	}
	if got := meter(); got != "1000.00" {
		t.Fatalf("after the hit the meter holds %s, want its 1000.00 seed", got)
	}

	// Hand 3: the same again, declared at 999.00: the meter held 1000.75.
	a = post(thbHand(3, [2]string{"AS", "KS"}, [2]string{"2D", "3C"}, [3]string{"QS", "JS", "TS"}, "win", "10.00", "20.00", "999.00"))
	if a.Verdict != "discrepancy" || len(a.Findings) != 1 {
		t.Fatalf("short jackpot: %+v", a)
	}
	if f := a.Findings[0]; f.Bet != "progressive" || f.Field != "payout" || f.Declared != "999.00" || f.Expected != "1000.75" || f.Rule.Lines == "" {
		t.Errorf("finding %+v", f)
	}

	var events struct {
		Items []struct {
			Kind      string `json:"kind"`
			GamingDay string `json:"gaming_day"`
		} `json:"items"`
	}
	e.do(t, "GET", "/api/v1/progressives/THB/events", e.officer, nil).json(t, &events)
	var kinds []string
	for _, it := range events.Items {
		kinds = append(kinds, it.Kind)
	}
	if fmt.Sprint(kinds) != "[opened contribution contribution hit reset contribution hit reset]" {
		t.Fatalf("events %v", kinds)
	}
	day := events.Items[0].GamingDay

	var runs struct {
		Reports []struct {
			ID     int64  `json:"id"`
			Format string `json:"format"`
			SHA256 string `json:"sha256"`
		} `json:"reports"`
	}
	r := e.do(t, "POST", "/api/v1/reports", e.officer, fmt.Sprintf(`{"kind": "progressive_liability", "gaming_day": %q}`, day))
	if r.status != 201 {
		t.Fatalf("report: %d %s", r.status, r.body)
	}
	r.json(t, &runs)
	if len(runs.Reports) != 2 {
		t.Fatalf("runs %s", r.body)
	}
	for _, run := range runs.Reports {
		file := e.do(t, "GET", fmt.Sprintf("/api/v1/reports/%d/file", run.ID), e.officer, nil)
		if file.status != 200 || file.header.Get("X-Content-SHA256") != run.SHA256 {
			t.Fatalf("%s: %d, sha %q vs %q", run.Format, file.status, file.header.Get("X-Content-SHA256"), run.SHA256)
		}
		if run.Format != "xlsx" {
			if !bytes.HasPrefix(file.body, []byte("%PDF-")) {
				t.Errorf("the pdf starts %q", file.body[:min(8, len(file.body))])
			}
			continue
		}
		x, err := excelize.OpenReader(bytes.NewReader(file.body))
		if err != nil {
			t.Fatal(err)
		}
		rows, err := x.GetRows(x.GetSheetName(0))
		if err != nil {
			t.Fatal(err)
		}
		var row []string
		for _, rw := range rows {
			if len(rw) > 0 && rw[0] == "THB" {
				row = rw
			}
		}
		// Opening 0; contributions 3 × 0.75; hits 1001.50 + 1000.75; two
		// hits; resets: the 1000.00 seed and two refills; closing 1000.00.
		want := []string{"THB", "0.00", "2.25", "2,002.25", "2", "3,000.00", "0.00", "0.00", "1,000.00", "0.00", "yes"}
		if fmt.Sprint(row) != fmt.Sprint(want) {
			t.Errorf("liability row %q, want %q", row, want)
		}
	}
}
