package models

import (
	"context"
	"time"
)

// Monthly partitions (PostgreSQL, migration 0014): hands, settlements and
// findings by gaming day, the audit log by the day an entry is written.
// The database creates missing partitions (ensure_month_partitions); casinod
// asks for the months ahead at start-up and every night, and for any other
// month before it writes a record in it, so that a late hand of a month
// long past finds its partition. SQLite keeps one file and no partitions.

// PartitionsAhead is how many months after the current one have their
// partitions made in advance.
const PartitionsAhead = 2

// EnsurePartitions makes the partitions of every month from the month of
// from to the month of to that are missing, and returns how many tables it
// made. Outside a transaction it commits on its own; inside one, the new
// partitions lock their tables until it ends, so a caller asks for them
// before it writes anything (RecordHands does).
func (s *Store) EnsurePartitions(ctx context.Context, from, to Day) (int, error) {
	if s.dialect != Postgres {
		return 0, nil
	}
	var made int
	if err := s.conn(ctx).Raw("SELECT ensure_month_partitions(?, ?)", from, to).Scan(&made).Error; err != nil {
		return 0, err
	}
	for d := firstOfMonth(from); d <= to; d = firstOfMonth(d.AddDays(32)) {
		s.months.Store(d, true)
	}
	return made, nil
}

// EnsurePartitionsAround makes the partitions of the month of now and the
// PartitionsAhead months after it.
func (s *Store) EnsurePartitionsAround(ctx context.Context, now time.Time) (int, error) {
	first := monthStart(now)
	return s.EnsurePartitions(ctx, first, DayOf(first.Time(time.UTC).AddDate(0, PartitionsAhead+1, -1)))
}

// ensureMonths makes sure the months of the days have their partitions,
// asking the database only for a month this process has not seen.
func (s *Store) ensureMonths(ctx context.Context, days ...Day) error {
	if s.dialect != Postgres {
		return nil
	}
	for _, d := range days {
		m := firstOfMonth(d)
		if _, ok := s.months.Load(m); ok {
			continue
		}
		if _, err := s.EnsurePartitions(ctx, m, m); err != nil {
			return err
		}
	}
	return nil
}

func firstOfMonth(d Day) Day {
	if len(d) < 8 {
		return d
	}
	return d[:8] + "01"
}
