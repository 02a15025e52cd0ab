package main

import (
	"context"
	"fmt"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules/catalog"
)

// loadTable is one table of the fixture and the station that posts for it.
type loadTable struct {
	ID       string
	Station  string
	Token    string            // the station's bearer token, kept in memory only
	Settings map[string]string // the table's stored (normalized) settings
}

// tableSettings varies the settings from table to table, so that the
// commission roundings and every bonus pay table are exercised.
func tableSettings(k int) map[string]string {
	rounding := "down_to_cent"
	if k%2 == 0 {
		rounding = "up_to_quarter"
	}
	return map[string]string{
		"commission_rate":     "5",
		"commission_rounding": rounding,
		"bonus_pay_table":     string("ABC"[k%3]),
	}
}

// setUp opens the database casinod uses, applies its migrations and creates
// n baccarat-co tables LOAD-<runID>-<k>, each with its own station, through
// the ledger (audited with casinod's audit key, as casinoctl does).
func setUp(ctx context.Context, database, auditKey, runID string, n int) (*models.Store, []loadTable, error) {
	store, err := models.Open(database, nil)
	if err != nil {
		return nil, nil, err
	}
	if _, err := store.Migrate(ctx); err != nil {
		store.Close()
		return nil, nil, fmt.Errorf("migrate: %w", err)
	}
	if err := store.OpenAuditKey(ctx, auditKey); err != nil {
		store.Close()
		return nil, nil, err
	}
	l := ledger.New(store, catalog.Default(), nil)
	const actor = "cli:casinoload"
	tables := make([]loadTable, n)
	for k := range n {
		id := fmt.Sprintf("LOAD-%s-%d", runID, k+1)
		t, err := l.CreateTable(ctx, actor, ledger.TableInput{ID: id, Game: gameID, Settings: tableSettings(k + 1)})
		if err != nil {
			store.Close()
			return nil, nil, fmt.Errorf("create table %s: %w", id, err)
		}
		values, err := t.SettingValues()
		if err != nil {
			store.Close()
			return nil, nil, fmt.Errorf("table %s settings: %w", id, err)
		}
		name := fmt.Sprintf("load-%s-%d", runID, k+1)
		_, token, err := l.CreateStation(ctx, actor, name, []string{id})
		if err != nil {
			store.Close()
			return nil, nil, fmt.Errorf("create station %s: %w", name, err)
		}
		tables[k] = loadTable{ID: id, Station: name, Token: token, Settings: values}
	}
	return store, tables, nil
}

// recordedHands counts the hands the database holds for the run's tables.
func recordedHands(ctx context.Context, store *models.Store, runID string) (int64, error) {
	var n int64
	err := store.RawScan(ctx, &n, "SELECT count(*) FROM hands WHERE table_id LIKE ?", "LOAD-"+runID+"-%")
	return n, err
}
