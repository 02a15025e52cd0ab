// Package models holds the database models and the queries over them: one
// file per entity. The Store is the only way the rest of the service reaches
// the database. Store methods take a context first; when the context carries
// a transaction (Store.InTx) they run inside it, so callers can group several
// calls into one transaction without changing signatures.
package models

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"hash/fnv"
	"log/slog"
	neturl "net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/glebarez/sqlite"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"
	"gorm.io/gorm/logger"
)

// Dialect names the database behind a Store.
type Dialect string

const (
	Postgres Dialect = "postgres"
	SQLite   Dialect = "sqlite"
)

// DefaultSQLitePath is where casinod keeps its embedded database when no
// database URL is configured.
const DefaultSQLitePath = "data/casino.db"

// Store is the database.
type Store struct {
	db      *gorm.DB
	dialect Dialect
	// where says which database this is, for logs: the SQLite file's
	// absolute path, or PostgreSQL's host, port, database and schema
	// (never its password).
	where string
	// key keys the audit log's hashes (OpenAuditKey, UseAuditKey).
	key *AuditKey
	// heads caches where chains ended after this process last wrote to
	// them, so that a hand's audit entry can be linked without reading the
	// chain first (recordHandsPostgres); the database checks it.
	heads sync.Map // chain -> chainHead
	// months are the first days of the months whose partitions this
	// process knows exist (partition.go).
	months sync.Map
	// export copies anchors outside the database (anchorsink.go).
	export anchorExport
}

// Open connects to the database named by url:
//   - "" opens the embedded SQLite database at DefaultSQLitePath;
//   - "sqlite:PATH" or a path ending in .db opens SQLite at PATH;
//   - "postgres://..." or "postgresql://..." opens PostgreSQL.
func Open(url string, log *slog.Logger) (*Store, error) {
	cfg := &gorm.Config{
		Logger:                 gormLogger(log),
		SkipDefaultTransaction: true,
		NowFunc:                func() time.Time { return time.Now().UTC() },
	}
	switch {
	case strings.HasPrefix(url, "postgres://"), strings.HasPrefix(url, "postgresql://"):
		dsn, where, err := durablePostgres(url)
		if err != nil {
			return nil, err
		}
		db, err := gorm.Open(postgres.New(postgres.Config{DSN: dsn}), cfg)
		if err != nil {
			return nil, fmt.Errorf("open postgres: %w", err)
		}
		sqlDB, err := db.DB()
		if err != nil {
			return nil, err
		}
		sqlDB.SetMaxOpenConns(40)
		sqlDB.SetMaxIdleConns(40)
		sqlDB.SetConnMaxIdleTime(5 * time.Minute)
		if err := registerRecordHashes(db); err != nil {
			return nil, err
		}
		return &Store{db: db, dialect: Postgres, where: where}, nil
	default:
		path := strings.TrimPrefix(url, "sqlite:")
		if path == "" {
			path = DefaultSQLitePath
		}
		if dir := filepath.Dir(path); dir != "." {
			if err := os.MkdirAll(dir, 0o750); err != nil {
				return nil, fmt.Errorf("create database directory: %w", err)
			}
		}
		// synchronous(FULL): in WAL mode each commit waits for the log to
		// reach the disk, so a 201 survives a power cut, not only a crash
		// of casinod (NORMAL could lose the last commits). The cost is in
		// docs/performance.md.
		dsn := path + "?_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)&_pragma=synchronous(FULL)&_txlock=immediate"
		db, err := gorm.Open(sqlite.Open(dsn), cfg)
		if err != nil {
			return nil, fmt.Errorf("open sqlite %s: %w", path, err)
		}
		sqlDB, err := db.DB()
		if err != nil {
			return nil, err
		}
		// SQLite has one writer at a time; one connection turns lock
		// contention into an orderly queue instead of busy errors.
		sqlDB.SetMaxOpenConns(1)
		where := path
		if abs, err := filepath.Abs(path); err == nil {
			where = abs
		}
		if err := registerRecordHashes(db); err != nil {
			return nil, err
		}
		return &Store{db: db, dialect: SQLite, where: where}, nil
	}
}

// durablePostgres returns the connection string with synchronous_commit
// set on for casinod's sessions, whatever the server's default or the URL
// says: a hand is answered 201 only once its commit is on disk. It also
// returns where the database is, for logs.
func durablePostgres(raw string) (dsn, where string, err error) {
	u, err := neturl.Parse(raw)
	if err != nil {
		return "", "", fmt.Errorf("database URL: %w", err)
	}
	q := u.Query()
	q.Set("synchronous_commit", "on")
	u.RawQuery = q.Encode()
	where = "postgres " + u.Host + u.Path
	if sp := q.Get("search_path"); sp != "" {
		where += " (schema " + sp + ")"
	}
	return u.String(), where, nil
}

// Where says which database the store opened: the SQLite file's absolute
// path, or PostgreSQL's host, port, database and schema.
func (s *Store) Where() string { return s.where }

// Durability reports the setting that makes a commit durable, as the
// database itself reports it: SQLite's synchronous level (2 is FULL) and
// journal mode, or PostgreSQL's synchronous_commit.
func (s *Store) Durability(ctx context.Context) (string, error) {
	if s.dialect == Postgres {
		var v string
		err := s.conn(ctx).Raw("SHOW synchronous_commit").Scan(&v).Error
		return "synchronous_commit=" + v, err
	}
	var level int
	var mode string
	if err := s.conn(ctx).Raw("PRAGMA synchronous").Scan(&level).Error; err != nil {
		return "", err
	}
	if err := s.conn(ctx).Raw("PRAGMA journal_mode").Scan(&mode).Error; err != nil {
		return "", err
	}
	names := map[int]string{0: "OFF", 1: "NORMAL", 2: "FULL", 3: "EXTRA"}
	return "synchronous=" + names[level] + " journal_mode=" + mode, nil
}

// Dialect returns the database kind.
func (s *Store) Dialect() Dialect { return s.dialect }

// DB returns the underlying connection; tests and migrations use it.
func (s *Store) DB() *gorm.DB { return s.db }

// Close closes the connection pool.
func (s *Store) Close() error {
	sqlDB, err := s.db.DB()
	if err != nil {
		return err
	}
	return sqlDB.Close()
}

// Ping checks that the database answers.
func (s *Store) Ping(ctx context.Context) error {
	sqlDB, err := s.db.DB()
	if err != nil {
		return err
	}
	return sqlDB.PingContext(ctx)
}

type txKey struct{}

// InTx runs fn in one transaction. Store methods called with the context fn
// receives join that transaction. A nested InTx joins the outer one.
func (s *Store) InTx(ctx context.Context, fn func(ctx context.Context) error) error {
	if _, ok := ctx.Value(txKey{}).(*gorm.DB); ok {
		return fn(ctx)
	}
	var after []func()
	ctx = withPendingRecords(ctx)
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := fn(context.WithValue(context.WithValue(ctx, txKey{}, tx), afterCommitKey{}, &after)); err != nil {
			return err
		}
		// A row of a hashed table that no audit entry names would be
		// reported by every verification as present without an entry.
		if refs, err := ctx.Value(recordsKey{}).(*pendingRecords).take(); err != nil || len(refs) > 0 {
			return unauditedRows(refs, err)
		}
		return nil
	})
	if err == nil {
		for _, f := range after {
			f()
		}
	}
	return err
}

type afterCommitKey struct{}

// afterCommit runs f once the transaction in ctx has committed (at once
// outside a transaction); a transaction rolled back never runs it. What
// must not be seen before the commit, such as an anchor copied outside the
// database, waits for it.
func afterCommit(ctx context.Context, f func()) {
	if after, ok := ctx.Value(afterCommitKey{}).(*[]func()); ok {
		*after = append(*after, f)
		return
	}
	f()
}

// ReadSnapshot runs fn in a read-only transaction whose statements all see
// the database as it was when the first of them ran, so that a report's
// several statements agree with each other however many hands arrive
// meanwhile: REPEATABLE READ on PostgreSQL; on SQLite, in WAL mode, every
// read transaction is such a snapshot. Inside another transaction it
// joins that one.
func (s *Store) ReadSnapshot(ctx context.Context, fn func(ctx context.Context) error) error {
	if _, ok := ctx.Value(txKey{}).(*gorm.DB); ok {
		return fn(ctx)
	}
	var opts []*sql.TxOptions
	if s.dialect == Postgres {
		opts = append(opts, &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true})
	}
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		return fn(context.WithValue(ctx, txKey{}, tx))
	}, opts...)
}

// ReportWorkMem is the memory a report's sorts and hashes may each use on
// PostgreSQL: grouping a month of a hundred tables' wager books takes
// some 16 MB, four times the server's default, and a sort that spills to
// disk takes several times as long. Reports are few at a time.
const ReportWorkMem = "64MB"

// ReportSnapshot is ReadSnapshot for a report: on PostgreSQL its sorts
// and hashes may use ReportWorkMem.
func (s *Store) ReportSnapshot(ctx context.Context, fn func(ctx context.Context) error) error {
	return s.ReadSnapshot(ctx, func(ctx context.Context) error {
		ctx = withLatestCache(ctx)
		if s.dialect == Postgres {
			if err := s.conn(ctx).Exec("SET LOCAL work_mem = '" + ReportWorkMem + "'").Error; err != nil {
				return err
			}
		}
		return fn(ctx)
	})
}

// InTransaction reports whether ctx carries a transaction of InTx.
func (s *Store) InTransaction(ctx context.Context) bool {
	_, ok := ctx.Value(txKey{}).(*gorm.DB)
	return ok
}

// conn returns the transaction in ctx, or the pool.
func (s *Store) conn(ctx context.Context) *gorm.DB {
	if tx, ok := ctx.Value(txKey{}).(*gorm.DB); ok {
		return tx
	}
	return s.db.WithContext(ctx)
}

// Lock takes a lock named key until the transaction in ctx ends. On
// PostgreSQL it is a transaction-level advisory lock, so replicas sharing the
// database serialize on it; SQLite serializes every write already.
func (s *Store) Lock(ctx context.Context, key string) error {
	if s.dialect != Postgres {
		return nil
	}
	if _, ok := ctx.Value(txKey{}).(*gorm.DB); !ok {
		return errors.New("models: Lock outside a transaction")
	}
	return s.conn(ctx).Exec("SELECT pg_advisory_xact_lock(?)", lockID(key)).Error
}

// TryLock is Lock without waiting: it reports whether the lock was taken.
func (s *Store) TryLock(ctx context.Context, key string) (bool, error) {
	if s.dialect != Postgres {
		return true, nil
	}
	if _, ok := ctx.Value(txKey{}).(*gorm.DB); !ok {
		return false, errors.New("models: TryLock outside a transaction")
	}
	var got bool
	err := s.conn(ctx).Raw("SELECT pg_try_advisory_xact_lock(?)", lockID(key)).Scan(&got).Error
	return got, err
}

func lockID(key string) int64 {
	h := fnv.New64a()
	h.Write([]byte(key))
	return int64(h.Sum64())
}

// ErrNotFound is returned when a looked-up row does not exist.
var ErrNotFound = errors.New("not found")

func notFound(err error) error {
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return ErrNotFound
	}
	return err
}

// IsUniqueViolation reports whether err is a unique-constraint failure.
func IsUniqueViolation(err error) bool {
	if err == nil {
		return false
	}
	if errors.Is(err, gorm.ErrDuplicatedKey) {
		return true
	}
	msg := err.Error()
	return strings.Contains(msg, "SQLSTATE 23505") || strings.Contains(msg, "UNIQUE constraint failed")
}

// slowQuery is how long a statement may take before it is logged.
const slowQuery = 500 * time.Millisecond

func gormLogger(log *slog.Logger) logger.Interface {
	if log == nil {
		return logger.Discard
	}
	return quietLogger{logger.NewSlogLogger(log, logger.Config{
		SlowThreshold:             slowQuery,
		LogLevel:                  logger.Warn,
		IgnoreRecordNotFoundError: true,
		ParameterizedQueries:      true,
	})}
}

// quietLogger hands gorm's logger only the statements it will log (errors
// and slow ones). gorm renders every statement with its arguments before
// its logger decides to drop it, which cost a third of casinod's CPU when
// writing batches.
type quietLogger struct{ logger.Interface }

func (q quietLogger) LogMode(l logger.LogLevel) logger.Interface {
	return quietLogger{q.Interface.LogMode(l)}
}

func (q quietLogger) Trace(ctx context.Context, begin time.Time, fc func() (string, int64), err error) {
	if (err == nil || errors.Is(err, gorm.ErrRecordNotFound)) && time.Since(begin) < slowQuery {
		return
	}
	q.Interface.Trace(ctx, begin, fc, err)
}

// RawScan runs a read query (named or positional arguments) inside the
// transaction in ctx, if any, and scans the rows into dest. Report queries
// use it; running them on the pool while a transaction holds SQLite's one
// connection would wait forever.
func (s *Store) RawScan(ctx context.Context, dest any, query string, args ...any) error {
	return s.conn(ctx).Raw(query, args...).Scan(dest).Error
}
