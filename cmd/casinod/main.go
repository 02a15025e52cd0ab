// Command casinod is the table-games compliance service: the HTTP API, the
// rules engine behind it and the nightly jobs.
//
//	casinod [--addr :8080] [--database URL] [--audit-key PATH]   serve
//	        [--reports-database URL]          reports read this hot standby
//	casinod migrate [--database URL]          apply migrations and exit
//
// With no database configured it keeps an embedded SQLite database under
// ./data; CASINO_DATABASE_URL=postgres://... selects PostgreSQL. The audit
// log's key is the file data/audit.key (CASINO_AUDIT_KEY), made on first
// start. Every anchor of the log is also copied to data/anchors.log
// (CASINO_ANCHOR_FILE), outside the database. CASINO_REPORTS_DATABASE_URL names a PostgreSQL hot standby of the
// database that the reports read (docs/operations.md).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/pprof"
	"os"
	"os/signal"
	"slices"
	"syscall"
	"time"
	_ "time/tzdata" // gaming days need time zones even where the system has none

	"github.com/tablegames/casino/anchorlog"
	"github.com/tablegames/casino/api"
	"github.com/tablegames/casino/jobs"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules/catalog"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "casinod:", err)
		os.Exit(1)
	}
}

type config struct {
	addr      string
	database  string
	auditKey  string
	logLevel  string
	logFormat string
	schedule  string
	noJobs    bool
	future    time.Duration
	late      time.Duration
	debugAddr string
	// metricsAddr serves /metrics on an address of its own; metricsToken
	// serves it on addr to requests bearing the token.
	metricsAddr, metricsToken string
	writers                   int
	// webSessions is how many web sessions one user may hold at once.
	webSessions int
	proxies     string
	memory      string
	// reportsDB is the hot standby reports read; replicaWait how long a
	// report waits for it to catch up.
	reportsDB   string
	replicaWait time.Duration
	// The outside copy of the audit log's anchors (docs/operations.md).
	anchorFile    string
	anchorSyslog  string
	anchorWebhook string
	anchorEvery   time.Duration
}

func envOr(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}

func parse(name string, args []string) (config, *flag.FlagSet, error) {
	var c config
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.StringVar(&c.addr, "addr", envOr("CASINO_ADDR", ":8080"), "listen address (CASINO_ADDR)")
	fs.StringVar(&c.database, "database", envOr("CASINO_DATABASE_URL", ""), "database URL: postgres://... or sqlite:PATH; empty for the embedded database under ./data (CASINO_DATABASE_URL)")
	fs.StringVar(&c.auditKey, "audit-key", envOr("CASINO_AUDIT_KEY", models.DefaultAuditKeyPath), "file of the key the audit log is hashed with, made on first start; every replica needs a copy, and the database never holds it (CASINO_AUDIT_KEY)")
	fs.StringVar(&c.logLevel, "log-level", envOr("CASINO_LOG_LEVEL", "info"), "debug, info, warn or error (CASINO_LOG_LEVEL)")
	fs.StringVar(&c.logFormat, "log-format", envOr("CASINO_LOG_FORMAT", "json"), "json or text (CASINO_LOG_FORMAT)")
	fs.StringVar(&c.schedule, "schedule", envOr("CASINO_JOB_SCHEDULE", jobs.DefaultSchedule), "cron spec (UTC) of the nightly jobs' check (CASINO_JOB_SCHEDULE)")
	fs.DurationVar(&c.future, "future-tolerance", ledger.DefaultFutureTolerance, "how far ahead of this clock a hand's dealt_at may be (CASINO_FUTURE_TOLERANCE)")
	fs.DurationVar(&c.late, "late-entry-window", ledger.DefaultLateEntryWindow, "how long after a hand was dealt a station may still post it; older hands are entered by a pit boss as audited late entries (CASINO_LATE_ENTRY_WINDOW)")
	fs.StringVar(&c.debugAddr, "debug-addr", os.Getenv("CASINO_DEBUG_ADDR"), "if set, serve Go's profiler (/debug/pprof/) on this address only, e.g. 127.0.0.1:6060; never expose it (CASINO_DEBUG_ADDR)")
	fs.StringVar(&c.metricsAddr, "metrics-addr", os.Getenv("CASINO_METRICS_ADDR"), "if set, serve /metrics on this address only, e.g. 10.0.0.5:9090 on the monitoring network; the main address then answers 404 (CASINO_METRICS_ADDR)")
	fs.StringVar(&c.metricsToken, "metrics-token", os.Getenv("CASINO_METRICS_TOKEN"), "if set, serve /metrics on the main address to requests with Authorization: Bearer TOKEN, at least 32 characters; prefer the environment variable, which ps does not show (CASINO_METRICS_TOKEN). With neither this nor --metrics-addr, /metrics is not served")
	fs.IntVar(&c.writers, "hand-writers", ledger.DefaultHandWriters(), "PostgreSQL: transactions writing single hands at once, by default half the CPUs this process may use (at least 1); hands posted meanwhile share the next one (CASINO_HAND_WRITERS)")
	fs.StringVar(&c.proxies, "trusted-proxies", os.Getenv("CASINO_TRUSTED_PROXIES"), "comma-separated CIDRs of the reverse proxies whose X-Forwarded-For names the client; none by default (CASINO_TRUSTED_PROXIES)")
	fs.StringVar(&c.memory, "memory-limit", envOr("CASINO_MEMORY_LIMIT", defaultMemoryLimit), "soft limit of the memory the Go runtime holds, e.g. 100MiB or 1GiB; off for none; GOMEMLIMIT, when set, wins (CASINO_MEMORY_LIMIT)")
	fs.BoolVar(&c.noJobs, "no-jobs", os.Getenv("CASINO_NO_JOBS") != "", "do not run the scheduled jobs in this process (CASINO_NO_JOBS)")
	fs.StringVar(&c.reportsDB, "reports-database", os.Getenv("CASINO_REPORTS_DATABASE_URL"), "postgres://... of a hot standby of --database that the reports (pages, files, nightly jobs) read; empty: they read --database (CASINO_REPORTS_DATABASE_URL; docs/operations.md)")
	fs.DurationVar(&c.replicaWait, "reports-replica-wait", reports.DefaultReplicaWait, "how long a report waits for the reporting replica to hold what the primary had committed when it was asked for, before it is refused (CASINO_REPORTS_REPLICA_WAIT)")
	fs.IntVar(&c.webSessions, "web-sessions-per-user", ledger.DefaultWebSessionsPerUser, "how many web sessions one user may hold at once; a sign-in beyond it ends the user's oldest session, audited (CASINO_WEB_SESSIONS_PER_USER)")
	fs.StringVar(&c.anchorFile, "anchor-file", envOr("CASINO_ANCHOR_FILE", defaultAnchorFile), "append-only file outside the database that every audit anchor is copied to; off for none (CASINO_ANCHOR_FILE)")
	fs.StringVar(&c.anchorSyslog, "anchor-syslog", os.Getenv("CASINO_ANCHOR_SYSLOG"), "also send every anchor to this syslog server: udp://HOST:PORT, tcp://HOST:PORT or unix:///PATH (CASINO_ANCHOR_SYSLOG)")
	fs.StringVar(&c.anchorWebhook, "anchor-webhook", os.Getenv("CASINO_ANCHOR_WEBHOOK"), "also POST every anchor to this https:// URL, with CASINO_ANCHOR_WEBHOOK_TOKEN as bearer token when set (CASINO_ANCHOR_WEBHOOK)")
	fs.DurationVar(&c.anchorEvery, "anchor-every", jobs.DefaultAnchorEvery, "while audit chains move, write an anchor and copy it outside the database this often (CASINO_ANCHOR_EVERY)")
	for env, name := range map[string]string{"CASINO_FUTURE_TOLERANCE": "future-tolerance", "CASINO_LATE_ENTRY_WINDOW": "late-entry-window",
		"CASINO_REPORTS_REPLICA_WAIT": "reports-replica-wait", "CASINO_HAND_WRITERS": "hand-writers",
		"CASINO_WEB_SESSIONS_PER_USER": "web-sessions-per-user", "CASINO_ANCHOR_EVERY": "anchor-every"} {
		if v := os.Getenv(env); v != "" {
			if err := fs.Set(name, v); err != nil {
				return c, fs, fmt.Errorf("%s: %w", env, err)
			}
		}
	}
	err := fs.Parse(args)
	return c, fs, err
}

func newLogger(c config) (*slog.Logger, error) {
	var level slog.Level
	if err := level.UnmarshalText([]byte(c.logLevel)); err != nil {
		return nil, fmt.Errorf("--log-level: %w", err)
	}
	opts := &slog.HandlerOptions{Level: level}
	if c.logFormat == "text" {
		return slog.New(slog.NewTextHandler(os.Stderr, opts)), nil
	}
	return slog.New(slog.NewJSONHandler(os.Stderr, opts)), nil
}

func run(args []string) error {
	cmd := "serve"
	if len(args) > 0 && (args[0] == "migrate" || args[0] == "serve") {
		cmd, args = args[0], args[1:]
	}
	c, _, err := parse("casinod "+cmd, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	log, err := newLogger(c)
	if err != nil {
		return err
	}
	store, err := models.Open(c.database, log)
	if err != nil {
		return err
	}
	defer store.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	applied, err := store.Migrate(ctx)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	durability, err := store.Durability(ctx)
	if err != nil {
		return fmt.Errorf("read the database's durability setting: %w", err)
	}
	log.Info("database ready", "dialect", store.Dialect(), "database", store.Where(), "durability", durability,
		"migrations_applied", applied)
	if slices.Contains(applied, 1) {
		// A wrong working directory or a missing CASINO_DATABASE_URL makes
		// an empty database without any other sign.
		log.Warn("created a new, empty database: if you expected the data of an earlier run, this is not its database; "+
			"check --database (CASINO_DATABASE_URL) and the directory casinod runs in", "database", store.Where())
	}
	if cmd == "migrate" {
		return nil
	}
	if err := store.OpenAuditKey(ctx, c.auditKey); err != nil {
		return err
	}
	log.Info("audit key", "path", c.auditKey, "fingerprint", store.AuditKeyFingerprint()[:16])
	return serve(ctx, c, store, log)
}

func serve(ctx context.Context, c config, store *models.Store, log *slog.Logger) error {
	if err := setMemoryLimit(c.memory, log); err != nil {
		return fmt.Errorf("--memory-limit: %w", err)
	}
	l := ledger.New(store, catalog.Default(), log)
	l.SetFutureTolerance(c.future)
	if c.late <= 0 {
		return fmt.Errorf("--late-entry-window must be positive, not %s", c.late)
	}
	l.SetLateEntryWindow(c.late)
	if c.writers < 1 {
		return fmt.Errorf("--hand-writers must be at least 1, not %d", c.writers)
	}
	l.SetHandWriters(c.writers)
	if c.webSessions < 1 {
		return fmt.Errorf("--web-sessions-per-user must be at least 1, not %d", c.webSessions)
	}
	l.SetWebSessionsPerUser(c.webSessions)
	proxies, err := api.ParseTrustedProxies(c.proxies)
	if err != nil {
		return fmt.Errorf("--trusted-proxies: %w", err)
	}
	apiOpts := []api.Option{api.TrustedProxies(proxies)}
	var metrics http.Handler
	switch {
	case c.metricsAddr != "" && c.metricsToken != "":
		return errors.New("--metrics-addr and --metrics-token: give one; the metrics address is for a network only monitoring reaches, the token for serving them on the main address")
	case c.metricsAddr != "":
		apiOpts = append(apiOpts, api.MetricsElsewhere(&metrics))
	case c.metricsToken != "":
		if len(c.metricsToken) < 32 {
			return fmt.Errorf("--metrics-token must be at least 32 characters, not %d: make one with openssl rand -hex 32", len(c.metricsToken))
		}
		apiOpts = append(apiOpts, api.MetricsToken(c.metricsToken))
	}
	gen := reports.NewGenerator(store, log)
	if c.reportsDB != "" {
		replica, err := openReplica(ctx, c, store, gen, log)
		if err != nil {
			return err
		}
		defer replica.Close()
	}
	srv := &http.Server{
		Addr:              c.addr,
		Handler:           api.New(l, gen, log, apiOpts...),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       2 * time.Minute,
		WriteTimeout:      5 * time.Minute,
		IdleTimeout:       2 * time.Minute,
	}
	sink, err := openAnchorSink(ctx, c, store, log)
	if err != nil {
		return err
	}
	defer sink.Close()
	sched := jobs.New(store, gen, log)
	if !c.noJobs {
		if err := sched.Start(c.schedule); err != nil {
			return fmt.Errorf("--schedule: %w", err)
		}
	}
	if err := sched.StartAnchors(c.anchorEvery); err != nil {
		return fmt.Errorf("--anchor-every: %w", err)
	}
	errc := make(chan error, 3)
	if metrics != nil {
		mux := http.NewServeMux()
		mux.Handle("GET /metrics", metrics)
		go func() {
			log.Info("metrics listening", "addr", c.metricsAddr)
			ms := &http.Server{Addr: c.metricsAddr, Handler: mux, ReadHeaderTimeout: 10 * time.Second}
			errc <- fmt.Errorf("--metrics-addr: %w", ms.ListenAndServe())
		}()
	}
	if c.debugAddr != "" {
		go func() {
			log.Info("profiler listening", "addr", c.debugAddr)
			errc <- fmt.Errorf("--debug-addr: %w", http.ListenAndServe(c.debugAddr, debugMux()))
		}()
	}
	go func() {
		log.Info("listening", "addr", c.addr)
		errc <- srv.ListenAndServe()
	}()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	// Finish the requests in flight, then stop the jobs.
	log.Info("shutting down")
	shutdown, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	err = srv.Shutdown(shutdown)
	sched.Stop()
	if err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	log.Info("stopped")
	return nil
}

// openReplica opens the hot standby the reports read and checks it once:
// one that answers and is not a standby of the database is a mistake of
// configuration, and casinod does not start; one that does not answer
// yet is only logged (the reports read the database until it does).
func openReplica(ctx context.Context, c config, store *models.Store, gen *reports.Generator, log *slog.Logger) (*models.Store, error) {
	if store.Dialect() != models.Postgres {
		return nil, errors.New("--reports-database: a reporting replica is a hot standby of a PostgreSQL --database; this database is " + string(store.Dialect()))
	}
	if c.replicaWait <= 0 {
		return nil, fmt.Errorf("--reports-replica-wait must be positive, not %s", c.replicaWait)
	}
	replica, err := models.OpenStandby(c.reportsDB, log)
	if err != nil {
		return nil, fmt.Errorf("--reports-database: %w", err)
	}
	gen.SetReplica(replica, c.replicaWait)
	st, _, err := gen.ReplicaStatus(ctx)
	switch {
	case err != nil:
		replica.Close()
		return nil, err
	case st.Foreign:
		replica.Close()
		return nil, fmt.Errorf("--reports-database %s: %s", replica.Where(), st.Line)
	case !st.Usable:
		log.Warn("reporting replica", "database", replica.Where(), "status", st.Line)
	default:
		log.Info("reporting replica", "database", replica.Where(), "behind_bytes", st.State.Behind,
			"wait", c.replicaWait.String(), "status", st.Line)
	}
	return replica, nil
}

// debugMux serves the profiler on its own listener, so that it is never
// reachable through the API's address.
func debugMux() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	return mux
}

// defaultAnchorFile is where the outside copy of the anchors is kept by
// default, beside the audit key and, like it, never in the database.
const defaultAnchorFile = "data/anchors.log"

// openAnchorSink opens the outside copy of the anchors, makes the store
// copy every anchor to it, and brings it up to date at once.
func openAnchorSink(ctx context.Context, c config, store *models.Store, log *slog.Logger) (*anchorlog.Sink, error) {
	var targets []anchorlog.Target
	if c.anchorSyslog != "" {
		t, err := anchorlog.NewSyslog(c.anchorSyslog)
		if err != nil {
			return nil, fmt.Errorf("--anchor-syslog: %w", err)
		}
		targets = append(targets, t)
	}
	if c.anchorWebhook != "" {
		t, err := anchorlog.NewWebhook(c.anchorWebhook, os.Getenv("CASINO_ANCHOR_WEBHOOK_TOKEN"), nil)
		if err != nil {
			return nil, fmt.Errorf("--anchor-webhook: %w", err)
		}
		targets = append(targets, t)
	}
	path := c.anchorFile
	if path == "off" {
		path = ""
	}
	var start int64
	if path == "" {
		// Without a file nothing says what the targets hold: they get the
		// anchors written from now on.
		newest, err := store.NewestAnchorSeq(ctx)
		if err != nil {
			return nil, err
		}
		start = newest
	}
	sink, err := anchorlog.Open(path, start, targets...)
	if err != nil {
		return nil, fmt.Errorf("--anchor-file: %w", err)
	}
	sink.OnError(func(err error) { log.Error("outside copy of the anchors", "err", err) })
	store.SetAnchorSink(sink, func(err error) { log.Error("outside copy of the anchors", "err", err) })
	n, err := store.ExportAnchors(ctx)
	if err != nil {
		log.Error("outside copy of the anchors", "err", err)
	}
	log.Info("outside copy of the anchors", "file", path, "syslog", c.anchorSyslog, "webhook", c.anchorWebhook != "",
		"newest", sink.Exported(), "copied_now", n, "every", c.anchorEvery.String())
	return sink, nil
}
