package models_test

import (
	"context"
	"testing"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules"
)

// A period's first opener rolls from each table's latest closer before it:
// the latest day's, and of two counted that day the later; a table with no
// closer before the period has none.
func TestRolledClosersTakeEachTablesLatest(t *testing.T) {
	ctx := context.Background()
	s := modeltest.Open(t)
	now := time.Now().UTC()
	pat := models.User{Name: "pat", Role: "pit_boss", CreatedAt: now}
	if err := s.CreateUser(ctx, &pat); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"T1", "T2", "T3"} {
		if err := s.CreateTable(ctx, &models.Table{ID: id, PropertyID: 1, Game: "baccarat-co", Settings: "{}", CreatedAt: now}); err != nil {
			t.Fatal(err)
		}
	}
	closer := func(table string, day models.Day, kind string, amount rules.Money) {
		t.Helper()
		if err := s.InsertInventory(ctx, &models.TableInventory{TableID: table, GamingDay: day, Kind: kind, Amount: amount,
			Chips: "[]", EnteredBy: pat.ID, EnteredAt: now}); err != nil {
			t.Fatal(err)
		}
	}
	closer("T1", "2026-03-01", models.InventoryCloser, 100)
	closer("T1", "2026-03-04", models.InventoryCloser, 400)
	closer("T1", "2026-03-04", models.InventoryCloser, 450)  // recounted: the later one stands
	closer("T1", "2026-03-05", models.InventoryOpener, 999)  // an opener is no closer
	closer("T1", "2026-03-10", models.InventoryCloser, 1000) // on the day itself: not before it
	closer("T2", "2026-02-27", models.InventoryCloser, 200)
	closer("T3", "2026-03-10", models.InventoryCloser, 300) // T3 has none before the day

	got, err := s.RolledClosers(ctx, 1, "2026-03-10")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]struct {
		day    models.Day
		amount rules.Money
	}{"T1": {"2026-03-04", 450}, "T2": {"2026-02-27", 200}}
	if len(got) != len(want) {
		t.Fatalf("rolled closers %+v; want T1 and T2 only", got)
	}
	for _, r := range got {
		w, ok := want[r.TableID]
		if !ok || r.GamingDay != w.day || r.Closer != w.amount || r.Closers != 1 {
			t.Errorf("%s: rolled %s %s; want %s %s", r.TableID, r.GamingDay, r.Closer, w.day, w.amount)
		}
	}
}
