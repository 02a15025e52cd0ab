package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// Month mode fills the books of a month for the report measurements
// (docs/performance.md): --hands hands over every gaming day of --month at
// --clients tables, each dealt by one of a few dealers, 1 in 100 short-paid
// (--wrong); and for every table and day a closer, a drop count and, every
// third day, a fill verified at the cage. It writes through the ledger in
// this process, as stations would (verified, audited), in batches of
// --batch-size; it talks to no casinod.

// monthSummary is what month mode prints.
type monthSummary struct {
	RunID          string  `json:"run_id"`
	Month          string  `json:"month"`
	Tables         int     `json:"tables"`
	Hands          int64   `json:"hands"`
	Discrepancies  int64   `json:"discrepancies"`
	Slips          int64   `json:"slips"`
	Counts         int64   `json:"counts"`
	Inventories    int64   `json:"inventories"`
	ElapsedSeconds float64 `json:"elapsed_s"`
	HandsPerSecond float64 `json:"hands_per_s"`
	OK             bool    `json:"ok"`
}

func runMonth(ctx context.Context, c config, stdout, stderr io.Writer) error {
	logf := func(format string, args ...any) { fmt.Fprintf(stderr, "casinoload: "+format+"\n", args...) }
	first, err := time.Parse("2006-01", c.month)
	if err != nil {
		return fmt.Errorf("--month %q is not a month like 2026-10", c.month)
	}
	tablesID := c.tablesID
	if tablesID == "" {
		tablesID = c.runID
	}
	store, tables, err := setUp(ctx, c.database, c.auditKey, c.runID, tablesID, c.clients)
	if err != nil {
		return err
	}
	defer store.Close()
	reg := catalog.Default()
	l := ledger.New(store, reg, nil)
	l.SetLateEntryWindow(100 * 365 * 24 * time.Hour)
	prop, err := store.PropertyByCode(ctx, "main")
	if err != nil {
		return err
	}
	loc, err := prop.Location()
	if err != nil {
		return err
	}
	days := time.Date(first.Year(), first.Month()+1, 0, 0, 0, 0, 0, time.UTC).Day()
	if c.days > 0 {
		days = min(days, c.days)
	}
	mk := func(name, role string) (models.User, error) {
		u, err := store.UserByName(ctx, name)
		if err == nil {
			return u, nil
		}
		return l.CreateUser(ctx, "cli:casinoload", name, role)
	}
	boss, err := mk("load-pit", models.RolePitBoss)
	if err != nil {
		return err
	}
	cage, err := mk("load-cage", models.RoleCage)
	if err != nil {
		return err
	}
	counter, err := mk("load-count", models.RoleCount)
	if err != nil {
		return err
	}
	g, err := reg.Lookup(gameID)
	if err != nil {
		return err
	}
	logf("month %s: %d hands at %d tables LOAD-%s-*, %d gaming days", c.month, c.hands, len(tables), tablesID, days)
	start := time.Now()
	var recorded, wrong atomic.Int64
	perTable := c.hands / int64(len(tables))
	var wg sync.WaitGroup
	errs := make([]error, len(tables))
	sem := make(chan struct{}, max(runtime.GOMAXPROCS(0), 2))
	for k, t := range tables {
		quota := perTable
		if int64(k) < c.hands%int64(len(tables)) {
			quota++
		}
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			gen, err := newGenerator(c.seed+uint64(k)*0x2545f4914f6cdd1d, g, t.Settings, c.wrong)
			if err != nil {
				errs[k] = err
				return
			}
			st, err := store.StationByToken(ctx, t.Token)
			if err != nil {
				errs[k] = err
				return
			}
			src := ledger.Source{Station: &st}
			n := t.Next - 1
			for d := range days {
				day := first.AddDate(0, 0, d)
				share := quota / int64(days)
				if int64(d) < quota%int64(days) {
					share++
				}
				// Hands from 08:00 to 04:00 local, inside the gaming day.
				open := time.Date(day.Year(), day.Month(), day.Day(), 8, 0, 0, 0, loc)
				step := 20 * time.Hour / time.Duration(max(share, 1))
				dealer := fmt.Sprintf("D-%d", 1+(k+d)%7)
				for done := int64(0); done < share; {
					size := min(int64(c.batchSize), share-done)
					raws := make([][]byte, 0, size)
					for i := range size {
						b, err := gen.next()
						if err != nil {
							errs[k] = err
							return
						}
						if b.wrong {
							wrong.Add(1)
						}
						n++
						at := open.Add(time.Duration(done+i) * step)
						raws = append(raws, dealerRecord(t.ID, n, at, dealer, b))
					}
					for i, it := range l.RecordBatch(ctx, src, raws) {
						if it.Err != nil {
							errs[k] = fmt.Errorf("table %s hand %d: %w", t.ID, n-size+int64(i)+1, it.Err)
							return
						}
					}
					recorded.Add(size)
					done += size
				}
			}
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	logf("%d hands in %s", recorded.Load(), time.Since(start).Round(time.Second))

	// The books: a closer every day, a count every day, a fill every
	// third day, verified.
	var slips, counts, invs int64
	for k, t := range tables {
		for d := range days {
			day := models.DayOf(first.AddDate(0, 0, d))
			closer := models.ChipCount{{Denomination: 10000, Count: int64(400 + (k+d)%50)}}
			if _, err := l.RecordInventory(ctx, boss, ledger.InventoryInput{TableID: t.ID, GamingDay: day,
				Kind: models.InventoryCloser, Chips: closer}); err != nil {
				return err
			}
			invs++
			if d%3 == 0 {
				s, err := l.RequestSlip(ctx, boss, ledger.SlipInput{Kind: models.SlipFill, TableID: t.ID, GamingDay: day,
					Chips: models.ChipCount{{Denomination: 10000, Count: 20}}})
				if err != nil {
					return err
				}
				if _, err := l.VerifySlip(ctx, cage, s.ID); err != nil {
					return err
				}
				slips++
			}
			drop := rules.Money(200000 + 1000*int64((k*7+d*3)%100))
			// The count room, the morning after the gaming day: a
			// team of three, a few minutes a box.
			began := day.Time(time.UTC).Add(30*time.Hour + time.Duration(k)*4*time.Minute)
			if _, err := l.RecordDropCount(ctx, counter, ledger.DropCountInput{TableID: t.ID, GamingDay: day, Amount: drop,
				Denominations: models.BillsFor(drop), Team: []string{"Ann Lee", "Bo Ma", "Cy Ortiz"},
				StartedAt: began, EndedAt: began.Add(3 * time.Minute)}); err != nil {
				return err
			}
			counts++
		}
	}
	elapsed := time.Since(start)
	s := monthSummary{RunID: c.runID, Month: c.month, Tables: len(tables), Hands: recorded.Load(), Discrepancies: wrong.Load(),
		Slips: slips, Counts: counts, Inventories: invs, ElapsedSeconds: elapsed.Seconds(),
		HandsPerSecond: float64(recorded.Load()) / elapsed.Seconds(), OK: recorded.Load() == c.hands}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(s)
}

// dealerRecord is a full record of hand n at a table, dealt at t by a
// dealer.
func dealerRecord(tableID string, n int64, t time.Time, dealer string, b body) []byte {
	id, _ := json.Marshal(tableID)
	out := append([]byte(`{"table_id":`), id...)
	out = fmt.Appendf(out, `,"game":%q,"hand_number":%d,"dealt_at":%q,"dealer_id":%q,`, gameID, n, t.Format(time.RFC3339), dealer)
	out = append(out, b.json...)
	return append(out, '}')
}
