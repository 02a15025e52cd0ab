package models_test

import (
	"context"
	"fmt"
	"net"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
)

// A reporting replica is a PostgreSQL standby; one that does not answer
// is found out in seconds and told from a statement that failed.
func TestStandbyDown(t *testing.T) {
	if _, err := models.OpenStandby("sqlite:data/casino.db", nil); err == nil || !strings.Contains(err.Error(), "PostgreSQL hot standby") {
		t.Errorf("a SQLite reporting replica: %v", err)
	}
	// A port nobody listens on.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	s, err := models.OpenStandby(fmt.Sprintf("postgres://postgres@127.0.0.1:%d/test?sslmode=disable", port), nil)
	if err != nil {
		t.Fatalf("opening a standby that is down must not fail (casinod starts without it): %v", err)
	}
	defer s.Close()
	start := time.Now()
	_, err = s.StandbyState(context.Background(), "0/0")
	if err == nil || !models.IsUnavailable(err) {
		t.Errorf("the state of a standby that is down: %v (unavailable %v)", err, models.IsUnavailable(err))
	}
	if took := time.Since(start); took > 10*time.Second {
		t.Errorf("finding the standby down took %s", took)
	}

	for code, want := range map[string][2]bool{"40001": {true, false}, "40P01": {true, false}, "57P01": {false, true},
		"08006": {false, true}, "57P03": {false, true}, "42601": {false, false}, "23505": {false, false}} {
		err := fmt.Errorf("report: %w", &pgconn.PgError{Code: code})
		if got := [2]bool{models.IsRecoveryConflict(err), models.IsUnavailable(err)}; got != want {
			t.Errorf("SQLSTATE %s: recovery conflict, unavailable = %v, want %v", code, got, want)
		}
	}
	if models.IsUnavailable(nil) {
		t.Error("no error is not a database that is down")
	}
}

// Whatever server the reporting replica's URL names, nothing is written
// through it; a primary says it is not a standby.
func TestStandbyStoreOnlyReads(t *testing.T) {
	base := os.Getenv(modeltest.EnvURL)
	if base == "" {
		t.Skip("needs PostgreSQL: run with " + modeltest.EnvURL)
	}
	ctx := context.Background()
	primary := modeltest.Open(t)
	var schema string
	if err := primary.DB().Raw("SELECT current_schema()").Scan(&schema).Error; err != nil {
		t.Fatal(err)
	}
	sep := "?"
	if strings.Contains(base, "?") {
		sep = "&"
	}
	s, err := models.OpenStandby(base+sep+"search_path="+schema, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	err = s.DB().Exec("INSERT INTO properties (code, name, time_zone) VALUES ('x', 'X', 'UTC')").Error
	if err == nil || !strings.Contains(err.Error(), "read-only transaction") {
		t.Errorf("a write through the reporting replica's store: %v", err)
	}
	mark, at, err := primary.WALPosition(ctx)
	if err != nil || mark == "" || at.IsZero() {
		t.Fatalf("the primary's position: %q %s %v", mark, at, err)
	}
	st, err := s.StandbyState(ctx, mark)
	if err != nil {
		t.Fatal(err)
	}
	id, err := primary.SystemID(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if st.Standby || st.SystemID != id || st.Behind != 0 || st.Paused {
		t.Errorf("the primary read as a standby: %+v (system %s)", st, id)
	}
}
