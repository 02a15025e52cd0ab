package modeltest

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // database/sql's "pgx"

	"github.com/tablegames/casino/models"
)

// Standby is a streaming hot standby of the test server, made for one
// test: a base backup of the server (pg_basebackup -R) in a temporary
// directory, run by a second postmaster on a free port of 127.0.0.1.
type Standby struct {
	// URL reaches the test database on the standby (URLOf: a test's
	// schema on it).
	URL  string
	Port int
	dir  string
	cmd  *exec.Cmd
	done chan struct{}
	log  string
}

// StartStandby starts a standby of the test server (CASINO_TEST_DATABASE_URL),
// and stops it and removes its directory when the test ends. It skips the
// test on SQLite, and where the server's binaries (pg_basebackup and
// postgres of the server's major version) or a replication connection
// are not to be had, saying why; in CI (CI=true) it fails instead.
func StartStandby(t testing.TB) *Standby {
	t.Helper()
	dbURL := os.Getenv(EnvURL)
	if dbURL == "" {
		t.Skip("a streaming standby is a PostgreSQL matter; run with " + EnvURL)
	}
	u, err := url.Parse(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	primary, err := sql.Open("pgx", dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer primary.Close()
	ctx := context.Background()
	var major int
	var canReplicate bool
	var walLevel string
	if err := primary.QueryRowContext(ctx, `SELECT current_setting('server_version_num')::int / 10000,
  (SELECT rolsuper OR rolreplication FROM pg_roles WHERE rolname = current_user), current_setting('wal_level')`).
		Scan(&major, &canReplicate, &walLevel); err != nil {
		t.Fatalf("read the server's version: %v", err)
	}
	if !canReplicate {
		unavailable(t, fmt.Sprintf("the test user %q may not replicate (it needs SUPERUSER or REPLICATION)", u.User.Username()))
	}
	if walLevel == "minimal" {
		unavailable(t, "the test server's wal_level is minimal: it keeps no log a standby could stream")
	}
	// A hot standby needs at least the primary's value of these.
	settings := []string{"max_connections", "max_worker_processes", "max_wal_senders", "max_prepared_transactions", "max_locks_per_transaction"}
	var args []string
	for _, name := range settings {
		var v string
		if err := primary.QueryRowContext(ctx, "SELECT current_setting($1)", name).Scan(&v); err != nil {
			t.Fatal(err)
		}
		args = append(args, "-c", name+"="+v)
	}
	bin := serverBinaries(t, major)

	// postgres refuses to run as root: as root, the standby is run by the
	// user postgres.
	var cred *syscall.Credential
	owner := -1
	if os.Geteuid() == 0 {
		pg, err := user.Lookup("postgres")
		if err != nil {
			unavailable(t, "the tests run as root and there is no user postgres to run a standby as (postgres refuses root)")
		}
		uid, _ := strconv.Atoi(pg.Uid)
		gid, _ := strconv.Atoi(pg.Gid)
		cred, owner = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, uid
	}
	dir, err := os.MkdirTemp("", "casino-standby-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if owner >= 0 {
		if err := os.Chown(dir, owner, int(cred.Gid)); err != nil {
			t.Fatal(err)
		}
	}
	data := filepath.Join(dir, "data")
	run := func(name string, args ...string) *exec.Cmd {
		cmd := exec.Command(filepath.Join(bin, name), args...)
		cmd.Env = append(os.Environ(), "HOME="+dir)
		if p, ok := u.User.Password(); ok {
			cmd.Env = append(cmd.Env, "PGPASSWORD="+p)
		}
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
		return cmd
	}

	host, port := u.Hostname(), u.Port()
	if port == "" {
		port = "5432"
	}
	// -c fast: no waiting for a spread checkpoint; -N: no fsync of a copy
	// that lives for one test. One standby made at a time on this machine:
	// the checkpoint a backup forces can remove log another backup under
	// way has still to stream (its temporary slot is made only once it
	// streams). A backup that fails all the same is taken again.
	defer lockBackups(t)()
	for attempt := 1; ; attempt++ {
		args := []string{"-h", host, "-p", port, "-D", data, "-R", "-X", "stream", "-c", "fast", "-N", "--no-manifest"}
		if name := u.User.Username(); name != "" {
			args = append(args, "-U", name)
		}
		out, err := run("pg_basebackup", args...).CombinedOutput()
		if err == nil {
			break
		}
		why := fmt.Sprintf("pg_basebackup of %s:%s failed: %v: %s", host, port, err, bytes.TrimSpace(out))
		if bytes.Contains(out, []byte("pg_hba.conf")) {
			unavailable(t, why+" (scripts/pg-replication-access allows replication connections from 127.0.0.1 for postgres)")
		}
		if attempt == 3 {
			unavailable(t, why)
		}
		t.Logf("%s; taking it again", why)
		if err := os.RemoveAll(data); err != nil {
			t.Fatal(err)
		}
	}
	// The server's own configuration files may live outside its data
	// directory (Debian) or inside it; the standby has its own.
	hba := "host all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\n"
	for name, text := range map[string]string{"postgresql.conf": "", "pg_hba.conf": hba, "pg_ident.conf": ""} {
		path := filepath.Join(data, name)
		if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		if owner >= 0 {
			os.Chown(path, owner, int(cred.Gid))
		}
	}
	s := &Standby{dir: dir, done: make(chan struct{}), log: filepath.Join(dir, "standby.log")}
	s.Port = freePort(t)
	logFile, err := os.Create(s.log)
	if err != nil {
		t.Fatal(err)
	}
	defer logFile.Close()
	args = append(args, "-D", data, "-c", "listen_addresses=127.0.0.1", "-c", "port="+strconv.Itoa(s.Port),
		"-c", "unix_socket_directories=", "-c", "hot_standby=on", "-c", "hot_standby_feedback=on",
		"-c", "fsync=off", "-c", "ssl=off", "-c", "shared_buffers=32MB", "-c", "cluster_name=casino-test-standby",
		"-c", "hba_file="+filepath.Join(data, "pg_hba.conf"), "-c", "ident_file="+filepath.Join(data, "pg_ident.conf"),
		"-c", "external_pid_file=", "-c", "archive_mode=off", "-c", "logging_collector=off")
	s.cmd = run("postgres", args...)
	s.cmd.Stdout, s.cmd.Stderr = logFile, logFile
	// Should the test binary die, the standby goes with it.
	s.cmd.SysProcAttr.Pdeathsig = syscall.SIGQUIT
	if err := s.cmd.Start(); err != nil {
		t.Fatalf("start the standby: %v", err)
	}
	go func() {
		s.cmd.Wait()
		close(s.done)
	}()
	t.Cleanup(func() { s.Stop(t) })

	standbyURL := *u
	standbyURL.Host = net.JoinHostPort("127.0.0.1", strconv.Itoa(s.Port))
	s.URL = standbyURL.String()
	s.awaitReady(t)
	return s
}

// lockBackups waits until no other test on this machine takes a base
// backup (a lock on a file in the temporary directory), and returns the
// function that lets the next one go.
func lockBackups(t testing.TB) func() {
	t.Helper()
	f, err := os.OpenFile(filepath.Join(os.TempDir(), "casino-test-standby.lock"), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		t.Fatal(err)
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}
}

// URLOf is the URL of a test store's database (Open) on the standby: the
// same database and schema.
func (s *Standby) URLOf(t testing.TB, store *models.Store) string {
	t.Helper()
	var schema string
	if err := store.DB().Raw("SELECT current_schema()").Scan(&schema).Error; err != nil {
		t.Fatal(err)
	}
	return withSearchPath(t, s.URL, schema)
}

// serverBinaries finds the directory of pg_basebackup and postgres of the
// server's major version.
func serverBinaries(t testing.TB, major int) string {
	t.Helper()
	var dirs []string
	dirs = append(dirs, fmt.Sprintf("/usr/lib/postgresql/%d/bin", major), fmt.Sprintf("/usr/pgsql-%d/bin", major))
	if out, err := exec.Command("pg_config", "--bindir").Output(); err == nil {
		dirs = append(dirs, strings.TrimSpace(string(out)))
	}
	if p, err := exec.LookPath("postgres"); err == nil {
		dirs = append(dirs, filepath.Dir(p))
	}
	for _, d := range dirs {
		out, err := exec.Command(filepath.Join(d, "postgres"), "--version").Output()
		if err != nil {
			continue
		}
		if _, err := os.Stat(filepath.Join(d, "pg_basebackup")); err != nil {
			continue
		}
		// "postgres (PostgreSQL) 15.20 (Debian ...)"
		f := strings.Fields(string(out))
		if len(f) >= 3 && strings.HasPrefix(f[2], strconv.Itoa(major)+".") {
			return d
		}
	}
	unavailable(t, fmt.Sprintf("no postgres and pg_basebackup of PostgreSQL %d on this machine (looked in %s)", major, strings.Join(dirs, ", ")))
	return ""
}

func freePort(t testing.TB) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// awaitReady waits until the standby takes connections.
func (s *Standby) awaitReady(t testing.TB) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		err := s.exec("SELECT 1")
		if err == nil {
			return
		}
		select {
		case <-s.done:
			t.Fatalf("the standby stopped: %s", s.logTail())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("the standby does not take connections: %v\n%s", err, s.logTail())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Exec runs a statement on the standby as the test user (a superuser
// pauses and resumes replay: pg_wal_replay_pause(), pg_wal_replay_resume()),
// and fails the test if it fails; it may be called from any goroutine.
func (s *Standby) Exec(t testing.TB, query string) {
	if err := s.exec(query); err != nil {
		t.Errorf("on the standby: %s: %v", query, err)
	}
}

func (s *Standby) exec(query string) error {
	db, err := sql.Open("pgx", s.URL)
	if err != nil {
		return err
	}
	defer db.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, err = db.ExecContext(ctx, query)
	return err
}

// Stop stops the standby (a fast shutdown, then an immediate one): a
// replica that is down. Stopping it again does nothing.
func (s *Standby) Stop(t testing.TB) {
	t.Helper()
	select {
	case <-s.done:
		return
	default:
	}
	s.cmd.Process.Signal(syscall.SIGINT)
	select {
	case <-s.done:
	case <-time.After(15 * time.Second):
		s.cmd.Process.Signal(syscall.SIGQUIT)
		<-s.done
	}
}

// logTail is the end of the standby's log, for failures.
func (s *Standby) logTail() string {
	b, _ := os.ReadFile(s.log)
	if len(b) > 3000 {
		b = b[len(b)-3000:]
	}
	return string(b)
}

// unavailable ends a test that needs what this machine lacks: a skip
// saying why, except in CI, where nothing the suite checks may be missing.
func unavailable(t testing.TB, why string) {
	t.Helper()
	v := strings.ToLower(os.Getenv("CI"))
	if v == "true" || v == "1" || v == "yes" {
		t.Fatal("CI=true and " + why)
	}
	t.Skip(why)
}
