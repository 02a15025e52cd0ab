package main

import (
	"context"
	"errors"
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
	Next     int64             // the table's next hand number
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
// n baccarat-co tables LOAD-<tablesID>-<k>, each with a station of the run
// (load-<runID>-<k>), through the ledger (audited with casinod's audit key,
// as casinoctl does). Tables that exist already are taken as they are, so
// that several runs can play at the same tables (month mode, month after
// month); Next is each table's next hand number.
func setUp(ctx context.Context, database, auditKey, runID, tablesID string, n int) (*models.Store, []loadTable, error) {
	store, err := models.Open(database, nil)
	if err != nil {
		return nil, nil, err
	}
	fail := func(err error) (*models.Store, []loadTable, error) {
		store.Close()
		return nil, nil, err
	}
	if _, err := store.Migrate(ctx); err != nil {
		return fail(fmt.Errorf("migrate: %w", err))
	}
	if err := store.OpenAuditKey(ctx, auditKey); err != nil {
		return fail(err)
	}
	l := ledger.New(store, catalog.Default(), nil)
	const actor = "cli:casinoload"
	tables := make([]loadTable, n)
	for k := range n {
		id := fmt.Sprintf("LOAD-%s-%d", tablesID, k+1)
		t, err := store.TableByID(ctx, id)
		switch {
		case errors.Is(err, models.ErrNotFound):
			if t, err = l.CreateTable(ctx, actor, ledger.TableInput{ID: id, Game: gameID, Settings: tableSettings(k + 1)}); err != nil {
				return fail(fmt.Errorf("create table %s: %w", id, err))
			}
		case err != nil:
			return fail(err)
		case t.Game != gameID:
			return fail(fmt.Errorf("table %s plays %s, not %s", id, t.Game, gameID))
		}
		values, err := t.SettingValues()
		if err != nil {
			return fail(fmt.Errorf("table %s settings: %w", id, err))
		}
		name := fmt.Sprintf("load-%s-%d", runID, k+1)
		_, token, err := l.CreateStation(ctx, actor, name, []string{id})
		if err != nil {
			return fail(fmt.Errorf("create station %s: %w", name, err))
		}
		var last int64
		if err := store.DB().WithContext(ctx).Raw("SELECT COALESCE(MAX(hand_number), 0) FROM hands WHERE table_id = ?", id).
			Scan(&last).Error; err != nil {
			return fail(err)
		}
		tables[k] = loadTable{ID: id, Station: name, Token: token, Settings: values, Next: last + 1}
	}
	return store, tables, nil
}

// recordedHands counts the hands the database holds for the run's tables.
func recordedHands(ctx context.Context, store *models.Store, runID string) (int64, error) {
	var n int64
	err := store.RawScan(ctx, &n, "SELECT count(*) FROM hands WHERE table_id LIKE ?", "LOAD-"+runID+"-%")
	return n, err
}
