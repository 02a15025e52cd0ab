package main

import (
	"context"
	"log/slog"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
)

func TestReportsDatabaseSettings(t *testing.T) {
	t.Setenv("CASINO_REPORTS_DATABASE_URL", "postgres://reports@10.0.0.9:5432/casino")
	t.Setenv("CASINO_REPORTS_REPLICA_WAIT", "45s")
	c, _, err := parse("casinod", nil)
	if err != nil || c.reportsDB != "postgres://reports@10.0.0.9:5432/casino" || c.replicaWait != 45*time.Second {
		t.Errorf("from the environment: %q %s %v", c.reportsDB, c.replicaWait, err)
	}
	t.Setenv("CASINO_REPORTS_REPLICA_WAIT", "")
	c, _, err = parse("casinod", []string{"--reports-database", "postgres://r@h/db"})
	if err != nil || c.reportsDB != "postgres://r@h/db" || c.replicaWait != reports.DefaultReplicaWait {
		t.Errorf("from the flags: %q %s %v", c.reportsDB, c.replicaWait, err)
	}

	// A replica of a SQLite database, and a wait of nothing, are refused.
	ctx := context.Background()
	sqlite, err := models.Open("sqlite:"+t.TempDir()+"/c.db", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer sqlite.Close()
	c.replicaWait = reports.DefaultReplicaWait
	if _, err := openReplica(ctx, c, sqlite, reports.NewGenerator(sqlite, nil), nil); err == nil || !strings.Contains(err.Error(), "PostgreSQL") {
		t.Errorf("a replica of SQLite: %v", err)
	}
	if os.Getenv(modeltest.EnvURL) == "" {
		return
	}
	// On PostgreSQL: a replica that is down is only logged; a database
	// that answers and is no standby stops the start.
	primary := modeltest.Open(t)
	c.reportsDB = "postgres://postgres@127.0.0.1:1/test?sslmode=disable"
	r, err := openReplica(ctx, c, primary, reports.NewGenerator(primary, nil), slog.New(slog.DiscardHandler))
	if err != nil {
		t.Errorf("a replica that is down stopped the start: %v", err)
	} else {
		r.Close()
	}
	c.reportsDB = os.Getenv(modeltest.EnvURL)
	if _, err := openReplica(ctx, c, primary, reports.NewGenerator(primary, nil), slog.New(slog.DiscardHandler)); err == nil || !strings.Contains(err.Error(), "is not a standby") {
		t.Errorf("the primary named as its own replica: %v", err)
	}
	c.replicaWait = 0
	if _, err := openReplica(ctx, c, primary, reports.NewGenerator(primary, nil), slog.New(slog.DiscardHandler)); err == nil || !strings.Contains(err.Error(), "--reports-replica-wait") {
		t.Errorf("a wait of 0: %v", err)
	}
}
