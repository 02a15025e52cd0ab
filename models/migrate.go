package models

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/tablegames/casino/migrations"
)

// Migration is one versioned SQL file.
type Migration struct {
	Version int
	Name    string
	SQL     string
}

// Checksum identifies the file's content, so an edited applied migration is
// caught instead of silently diverging.
func (m Migration) Checksum() string {
	sum := sha256.Sum256([]byte(m.SQL))
	return hex.EncodeToString(sum[:])
}

// LoadMigrations returns the dialect's migrations in version order.
func LoadMigrations(d Dialect) ([]Migration, error) {
	dir := string(d)
	entries, err := fs.ReadDir(migrations.FS, dir)
	if err != nil {
		return nil, err
	}
	var out []Migration
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".sql") {
			continue
		}
		num, _, ok := strings.Cut(name, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil {
			return nil, fmt.Errorf("migration %s/%s: name must start with a version number", dir, name)
		}
		b, err := fs.ReadFile(migrations.FS, dir+"/"+name)
		if err != nil {
			return nil, err
		}
		out = append(out, Migration{Version: v, Name: strings.TrimSuffix(name, ".sql"), SQL: string(b)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Version < out[j].Version })
	for i := range out {
		if out[i].Version != i+1 {
			return nil, fmt.Errorf("migrations %s: version %d is missing", dir, i+1)
		}
	}
	return out, nil
}

type appliedMigration struct {
	Version   int
	Name      string
	Checksum  string
	AppliedAt time.Time
}

// Migrate applies every migration not yet applied, each in its own
// transaction, and returns the versions it applied. Replicas starting
// together on PostgreSQL take turns on an advisory lock.
func (s *Store) Migrate(ctx context.Context) ([]int, error) {
	all, err := LoadMigrations(s.dialect)
	if err != nil {
		return nil, err
	}
	done, err := s.migrate(ctx, all)
	if err != nil {
		return done, err
	}
	// This month's partitions and the next months' (migration 0014).
	_, err = s.EnsurePartitionsAround(ctx, time.Now())
	return done, err
}

// migrate applies the migrations of all (the first versions, in order) not
// yet applied.
func (s *Store) migrate(ctx context.Context, all []Migration) ([]int, error) {
	var done []int
	err := s.InTx(ctx, func(ctx context.Context) error {
		if err := s.Lock(ctx, "schema_migrations"); err != nil {
			return err
		}
		db := s.conn(ctx)
		if err := db.Exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
			version INTEGER PRIMARY KEY,
			name TEXT NOT NULL,
			checksum TEXT NOT NULL,
			applied_at TIMESTAMP NOT NULL)`).Error; err != nil {
			return fmt.Errorf("create schema_migrations: %w", err)
		}
		var applied []appliedMigration
		if err := db.Table("schema_migrations").Order("version").Find(&applied).Error; err != nil {
			return err
		}
		have := make(map[int]appliedMigration, len(applied))
		for _, a := range applied {
			have[a.Version] = a
		}
		for _, m := range all {
			if a, ok := have[m.Version]; ok {
				if a.Checksum != m.Checksum() {
					return fmt.Errorf("migration %s was changed after it was applied (checksum %s, applied %s); add a new migration instead", m.Name, m.Checksum()[:12], a.Checksum[:12])
				}
				continue
			}
			if err := db.Exec(m.SQL).Error; err != nil {
				return fmt.Errorf("apply migration %s: %w", m.Name, err)
			}
			if err := db.Table("schema_migrations").Create(&appliedMigration{
				Version: m.Version, Name: m.Name, Checksum: m.Checksum(), AppliedAt: time.Now().UTC(),
			}).Error; err != nil {
				return err
			}
			done = append(done, m.Version)
		}
		for v := range have {
			if v > len(all) {
				return fmt.Errorf("the database has migration %d, newer than this binary knows (%d); run a newer casinod", v, len(all))
			}
		}
		return nil
	})
	return done, err
}
