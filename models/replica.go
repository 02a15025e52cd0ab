package models

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	neturl "net/url"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"
)

// A reporting replica is a PostgreSQL hot standby of the primary that the
// reports read, so that they never compete with ingest for the primary
// (docs/operations.md, "A reporting replica"). The store below only reads
// it; whether it holds what a report needs is decided by comparing its
// replay position with the primary's write position.

// DefaultStandbyConnectTimeout bounds how long opening a connection to a
// standby may take when its URL sets no connect_timeout, so that a
// replica whose host is gone is found down in seconds, not minutes.
const DefaultStandbyConnectTimeout = 5 * time.Second

// OpenStandby opens a PostgreSQL hot standby for reading. It does not
// connect until asked (a standby that is down must not keep casinod from
// starting), every transaction on it is read-only even where the server
// is not a standby, and connecting gives up after
// DefaultStandbyConnectTimeout unless the URL's connect_timeout says
// otherwise.
func OpenStandby(url string, log *slog.Logger) (*Store, error) {
	if !strings.HasPrefix(url, "postgres://") && !strings.HasPrefix(url, "postgresql://") {
		return nil, errors.New("a reporting replica is a PostgreSQL hot standby: its URL begins postgres:// or postgresql://")
	}
	u, err := neturl.Parse(url)
	if err != nil {
		return nil, fmt.Errorf("database URL: %w", err)
	}
	q := u.Query()
	if q.Get("connect_timeout") == "" {
		q.Set("connect_timeout", fmt.Sprint(int(DefaultStandbyConnectTimeout/time.Second)))
	}
	q.Set("default_transaction_read_only", "on")
	u.RawQuery = q.Encode()
	where := "postgres " + u.Host + u.Path
	if sp := q.Get("search_path"); sp != "" {
		where += " (schema " + sp + ")"
	}
	db, err := gorm.Open(postgres.New(postgres.Config{DSN: u.String()}), &gorm.Config{
		Logger:                 gormLogger(log),
		SkipDefaultTransaction: true,
		NowFunc:                func() time.Time { return time.Now().UTC() },
		DisableAutomaticPing:   true,
	})
	if err != nil {
		return nil, fmt.Errorf("open the reporting replica: %w", err)
	}
	sqlDB, err := db.DB()
	if err != nil {
		return nil, err
	}
	sqlDB.SetMaxOpenConns(20)
	sqlDB.SetMaxIdleConns(4)
	sqlDB.SetConnMaxIdleTime(5 * time.Minute)
	return &Store{db: db, dialect: Postgres, where: where}, nil
}

// WALPosition is the primary's write position in its write-ahead log
// (pg_current_wal_lsn()) and its clock when it was read: every
// transaction that committed before then lies at or before the position,
// so a standby that has replayed up to it holds all of them.
func (s *Store) WALPosition(ctx context.Context) (string, time.Time, error) {
	if s.dialect != Postgres {
		return "", time.Time{}, errors.New("models: only PostgreSQL has a write-ahead log position")
	}
	var row struct {
		LSN string    `gorm:"column:lsn"`
		At  time.Time `gorm:"column:at"`
	}
	err := s.conn(ctx).Raw("SELECT pg_current_wal_lsn()::text AS lsn, clock_timestamp() AS at").Scan(&row).Error
	return row.LSN, row.At.UTC(), err
}

// SystemID is the identifier of the database cluster, which a physical
// standby shares with its primary.
func (s *Store) SystemID(ctx context.Context) (string, error) {
	var id string
	err := s.conn(ctx).Raw("SELECT system_identifier::text FROM pg_control_system()").Scan(&id).Error
	return id, err
}

// StandbyState is what a hot standby says of the data it holds.
type StandbyState struct {
	// Standby is false for a server not in recovery: a primary, or a
	// standby promoted since.
	Standby bool
	// SystemID is the cluster's identifier; a standby shares its primary's.
	SystemID string
	// Replayed is the position up to which it has replayed the primary's
	// write-ahead log; ReplayedAt when the last transaction it replayed
	// committed on the primary (zero when it has replayed none since it
	// started).
	Replayed   string
	ReplayedAt time.Time
	// Behind is how many bytes of the log up to the position asked about
	// it has not replayed yet: 0 when it holds every transaction committed
	// before that position.
	Behind int64
	// Paused is set while replay is paused (pg_wal_replay_pause()).
	Paused bool
}

// StandbyState reads a hot standby's replay position, compared with the
// primary's position upTo (WALPosition).
func (s *Store) StandbyState(ctx context.Context, upTo string) (StandbyState, error) {
	if upTo == "" {
		upTo = "0/0"
	}
	var row struct {
		Standby    bool       `gorm:"column:standby"`
		SystemID   string     `gorm:"column:system_id"`
		Replayed   *string    `gorm:"column:replayed"`
		ReplayedAt *time.Time `gorm:"column:replayed_at"`
		Behind     *int64     `gorm:"column:behind"`
		Paused     bool       `gorm:"column:paused"`
	}
	// pg_is_wal_replay_paused() fails outside recovery, hence the CASE.
	err := s.conn(ctx).Raw(`SELECT pg_is_in_recovery() AS standby,
  (SELECT system_identifier::text FROM pg_control_system()) AS system_id,
  pg_last_wal_replay_lsn()::text AS replayed,
  pg_last_xact_replay_timestamp() AS replayed_at,
  GREATEST(pg_wal_lsn_diff(CAST(? AS pg_lsn), pg_last_wal_replay_lsn()), 0)::bigint AS behind,
  CASE WHEN pg_is_in_recovery() THEN pg_is_wal_replay_paused() ELSE false END AS paused`, upTo).Scan(&row).Error
	if err != nil {
		return StandbyState{}, err
	}
	st := StandbyState{Standby: row.Standby, SystemID: row.SystemID, Paused: row.Paused}
	if row.Replayed != nil {
		st.Replayed = *row.Replayed
	}
	if row.ReplayedAt != nil {
		st.ReplayedAt = row.ReplayedAt.UTC()
	}
	if row.Behind != nil {
		st.Behind = *row.Behind
	}
	return st, nil
}

// IsRecoveryConflict reports whether a statement on a hot standby was
// cancelled because the replay of the primary's log needed what it read
// (SQLSTATE 40001, 40P01): the same statement run again usually succeeds.
func IsRecoveryConflict(err error) bool {
	var pg *pgconn.PgError
	return errors.As(err, &pg) && (pg.Code == "40001" || pg.Code == "40P01")
}

// IsUnavailable reports whether err says the database could not be
// reached or went away (refused or lost connections, a server shutting
// down or starting), rather than that a statement failed.
func IsUnavailable(err error) bool {
	if err == nil {
		return false
	}
	var pg *pgconn.PgError
	if errors.As(err, &pg) {
		return strings.HasPrefix(pg.Code, "08") || pg.Code == "57P01" || pg.Code == "57P02" || pg.Code == "57P03"
	}
	var connect *pgconn.ConnectError
	var netErr net.Error
	return errors.As(err, &connect) || errors.As(err, &netErr) || errors.Is(err, driver.ErrBadConn) ||
		errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || pgconn.Timeout(err) ||
		strings.Contains(err.Error(), "conn closed")
}
