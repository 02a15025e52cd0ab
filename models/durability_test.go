package models_test

import (
	"context"
	"strings"
	"testing"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
)

// A commit is on disk before casinod answers: SQLite waits for the log to
// reach the disk at each commit (synchronous FULL), and PostgreSQL's
// synchronous_commit is on for casinod's sessions even when the URL asks
// otherwise.
func TestCommitsAreDurable(t *testing.T) {
	url := modeltest.URL(t)
	if strings.HasPrefix(url, "postgres") {
		url += "&synchronous_commit=off"
	}
	s, err := models.Open(url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	got, err := s.Durability(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	want := map[models.Dialect]string{models.SQLite: "synchronous=FULL journal_mode=wal",
		models.Postgres: "synchronous_commit=on"}[s.Dialect()]
	if got != want {
		t.Errorf("durability %q; want %q", got, want)
	}
	if s.Where() == "" {
		t.Error("the store does not say which database it is")
	}
}
