package models

import (
	"context"
	"fmt"
	"strings"
)

// MigrateBefore applies the migrations that come before the first whose
// SQL contains marker: the database as an earlier release left it.
func (s *Store) MigrateBefore(ctx context.Context, marker string) error {
	all, err := LoadMigrations(s.dialect)
	if err != nil {
		return err
	}
	for i, m := range all {
		if strings.Contains(m.SQL, marker) {
			_, err := s.migrate(ctx, all[:i])
			return err
		}
	}
	return fmt.Errorf("no migration contains %q", marker)
}
