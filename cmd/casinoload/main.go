// Command casinoload is a load generator for casinod. It creates its own
// baccarat-co tables and dealer stations in casinod's database, deals
// realistic hands from shuffled 8-deck shoes, settles every wager with the
// rules engine (so each hand verifies, except the ones it short-pays on
// purpose), posts them as dealer stations do, and prints a JSON summary.
//
//	casinoload [--url http://127.0.0.1:8080] [--database URL] [--audit-key PATH]
//	           [--mode single|batch|month] [--batch-size 1000] [--clients 32]
//	           [--month 2026-10]
//	           [--duration 30s | --hands N] [--warmup 0s] [--wrong PERCENT]
//	           [--pool N] [--run-id ID] [--seed N]
//
// Each client is one station posting for its own table, hand numbers
// increasing from 1. The summary gives recorded hands per second, requests
// per second, per-request latency percentiles, counts by status and the
// errors. casinoload exits with status 1 when any request met a 5xx answer
// or a transport error, or when a verdict differs from the generator's (a
// short-paid hand must be a discrepancy, every other hand verified), and
// with status 2 when it cannot start.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"net/url"
	"os"
	"os/signal"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"syscall"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules/catalog"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

type config struct {
	url       string
	database  string
	auditKey  string
	mode      string
	clients   int
	batchSize int
	duration  time.Duration
	warmup    time.Duration
	hands     int64
	wrong     float64
	pool      int
	runID     string
	seed      uint64
	timeout   time.Duration
	progress  time.Duration
	// month is the month month mode fills ("2026-10").
	month string
	// days, when not 0, fills only the month's first days.
	days int
	// tablesID names the tables month mode plays at (LOAD-<tablesID>-<k>).
	tablesID string
}

var runIDPattern = regexp.MustCompile(`^[A-Za-z0-9]{1,20}$`)

func parse(args []string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("casinoload", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.url, "url", "http://127.0.0.1:8080", "casinod's base URL")
	fs.StringVar(&c.database, "database", os.Getenv("CASINO_DATABASE_URL"), "casinod's database, for the fixture (CASINO_DATABASE_URL; empty: the embedded SQLite database under ./data)")
	key := os.Getenv("CASINO_AUDIT_KEY")
	if key == "" {
		key = models.DefaultAuditKeyPath
	}
	fs.StringVar(&c.auditKey, "audit-key", key, "casinod's audit key file, for the fixture's audited writes (CASINO_AUDIT_KEY)")
	fs.StringVar(&c.mode, "mode", "single", "single: one hand per POST /api/v1/hands; batch: --batch-size hands per POST /api/v1/hands/batch; "+
		"month: --hands hands over every gaming day of --month, with closers, counts and fills, written through the ledger in this process (for the report measurements)")
	fs.StringVar(&c.month, "month", "", "month mode: the month to fill, YYYY-MM")
	fs.IntVar(&c.days, "days", 0, "month mode: fill only the month's first days (0: every day), to measure a busy day")
	fs.IntVar(&c.clients, "clients", 32, "concurrent clients, each a station with its own table")
	fs.IntVar(&c.batchSize, "batch-size", 1000, "hands per batch request (batch mode)")
	fs.DurationVar(&c.duration, "duration", 30*time.Second, "how long to measure (ignored with --hands)")
	fs.DurationVar(&c.warmup, "warmup", 0, "load sent before the measured --duration and left out of the figures")
	fs.Int64Var(&c.hands, "hands", 0, "send this many hands in all instead of running for --duration")
	fs.Float64Var(&c.wrong, "wrong", 0, "percent of hands to short-pay on purpose, so that findings are written")
	fs.IntVar(&c.pool, "pool", 1024, "hands each client deals before the clock starts and then posts in turn, stamped with new hand numbers (0: deal every hand when it is sent, which costs the load generator CPU)")
	fs.StringVar(&c.runID, "run-id", "", "names the fixture: tables LOAD-<run-id>-<k> (default: a fresh one)")
	fs.StringVar(&c.tablesID, "tables", "", "month mode: play at tables LOAD-<tables>-<k>, made if missing and taken as they are if not, their hand numbers continued (default: the run id)")
	fs.Uint64Var(&c.seed, "seed", 0, "random seed of the shoes and wagers (default: random)")
	fs.DurationVar(&c.timeout, "timeout", time.Minute, "per-request timeout")
	fs.DurationVar(&c.progress, "progress", 5*time.Second, "progress line interval on stderr (0: none)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	switch {
	case c.mode != "single" && c.mode != "batch" && c.mode != "month":
		return c, fmt.Errorf("--mode must be single, batch or month, not %q", c.mode)
	case c.mode == "month" && (c.hands <= 0 || c.month == ""):
		return c, errors.New("--mode month needs --hands and --month")
	case c.clients < 1 || c.clients > 1000:
		return c, errors.New("--clients must be from 1 to 1000")
	case c.mode != "single" && (c.batchSize < 1 || c.batchSize > 1000):
		return c, errors.New("--batch-size must be from 1 to 1000 (the service's limit)")
	case c.hands < 0:
		return c, errors.New("--hands must not be negative")
	case c.hands == 0 && c.duration <= 0:
		return c, errors.New("give --duration or --hands")
	case c.warmup < 0:
		return c, errors.New("--warmup must not be negative")
	case c.wrong < 0 || c.wrong > 100:
		return c, errors.New("--wrong is a percentage from 0 to 100")
	case c.pool < 0:
		return c, errors.New("--pool must not be negative")
	case c.tablesID != "" && !runIDPattern.MatchString(c.tablesID):
		return c, fmt.Errorf("--tables must be 1 to 20 letters and digits, not %q", c.tablesID)
	case c.days < 0 || c.days > 31:
		return c, fmt.Errorf("--days must be 0 to 31, not %d", c.days)
	case c.days != 0 && c.mode != "month":
		return c, errors.New("--days is for --mode month")
	case c.tablesID != "" && c.mode != "month":
		return c, errors.New("--tables is for --mode month")
	case c.runID != "" && !runIDPattern.MatchString(c.runID):
		return c, errors.New("--run-id must be 1 to 20 letters and digits")
	}
	u, err := url.Parse(c.url)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return c, fmt.Errorf("--url %q is not an http(s) URL", c.url)
	}
	if c.mode == "single" {
		c.batchSize = 1
	}
	if c.hands > 0 {
		c.warmup = 0
	}
	if c.runID == "" {
		c.runID = strconv.FormatInt(time.Now().Unix(), 36) + fmt.Sprintf("%04x", rand.IntN(1<<16))
	}
	if c.seed == 0 {
		c.seed = rand.Uint64()
	}
	return c, nil
}

// latency is a distribution of request times in milliseconds.
type latency struct {
	P50  float64 `json:"p50"`
	P90  float64 `json:"p90"`
	P99  float64 `json:"p99"`
	Max  float64 `json:"max"`
	Mean float64 `json:"mean"`
}

type errorCount struct {
	Message string `json:"message"`
	Count   int64  `json:"count"`
}

// summary is what casinoload prints.
type summary struct {
	RunID          string  `json:"run_id"`
	URL            string  `json:"url"`
	Mode           string  `json:"mode"`
	Clients        int     `json:"clients"`
	BatchSize      int     `json:"batch_size"`
	Tables         string  `json:"tables"`
	WrongPercent   float64 `json:"wrong_percent"`
	Pool           int     `json:"pool"`
	Seed           uint64  `json:"seed"`
	WarmupSeconds  float64 `json:"warmup_s"`
	ElapsedSeconds float64 `json:"elapsed_s"`
	// WindowUnixMS is the measured window, for matching CPU samples to it.
	WindowUnixMS      [2]int64         `json:"window_unix_ms"`
	Requests          int64            `json:"requests"`
	HandsSent         int64            `json:"hands_sent"`
	HandsRecorded     int64            `json:"hands_recorded"`
	HandsPerSecond    float64          `json:"hands_per_s"`
	RequestsPerSecond float64          `json:"requests_per_s"`
	LatencyMS         latency          `json:"latency_ms"`
	HTTPStatus        map[string]int64 `json:"http_status"`
	HandStatus        map[string]int64 `json:"hand_status"`
	Verdicts          map[string]int64 `json:"verdicts"`
	ShortPaidSent     int64            `json:"short_paid_sent"`
	VerdictMismatches int64            `json:"verdict_mismatches"`
	ServerErrors      int64            `json:"server_errors"`
	TransportErrors   int64            `json:"transport_errors"`
	Errors            []errorCount     `json:"errors"`
	// RecordedTotal counts 201 answers including the warm-up; DBHands is
	// what the database holds for the run's tables afterwards.
	RecordedTotal    int64   `json:"recorded_total"`
	DBHands          int64   `json:"db_hands"`
	ClientCPUSeconds float64 `json:"client_cpu_s"`
	GOMAXPROCS       int     `json:"gomaxprocs"`
	OK               bool    `json:"ok"`
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	c, err := parse(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(stderr, "casinoload:", err)
		return 2
	}
	if c.mode == "month" {
		if err := runMonth(ctx, c, stdout, stderr); err != nil {
			fmt.Fprintln(stderr, "casinoload:", err)
			return 2
		}
		return 0
	}
	s, err := load(ctx, c, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "casinoload:", err)
		return 2
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(s); err != nil {
		fmt.Fprintln(stderr, "casinoload:", err)
		return 2
	}
	if !s.OK {
		return 1
	}
	return 0
}

func load(ctx context.Context, c config, stderr io.Writer) (*summary, error) {
	logf := func(format string, args ...any) { fmt.Fprintf(stderr, "casinoload: "+format+"\n", args...) }
	store, tables, err := setUp(ctx, c.database, c.auditKey, c.runID, c.runID, c.clients)
	if err != nil {
		return nil, err
	}
	defer store.Close()
	logf("run %s: %d tables LOAD-%s-1..%d with a station each", c.runID, len(tables), c.runID, len(tables))

	endpoint := c.url + "/api/v1/hands"
	if c.mode == "batch" {
		endpoint += "/batch"
	}
	client := newHTTPClient(c.clients, c.timeout)
	game := catalog.Default()
	g, err := game.Lookup(gameID)
	if err != nil {
		return nil, err
	}
	prog := &progress{}
	workers := make([]*worker, len(tables))
	for k, t := range tables {
		gen, err := newGenerator(c.seed+uint64(k)*0x2545f4914f6cdd1d, g, t.Settings, c.wrong)
		if err != nil {
			return nil, fmt.Errorf("table %s: %w", t.ID, err)
		}
		w := &worker{table: t, gen: gen, stamp: newStamper(t.ID), client: client, endpoint: endpoint,
			batch: c.batchSize, quota: -1, tally: newTally(), prog: prog}
		if c.hands > 0 {
			w.quota = c.hands / int64(len(tables))
			if int64(k) < c.hands%int64(len(tables)) {
				w.quota++
			}
		}
		workers[k] = w
	}

	// Deal the pools before the clock starts, on every core.
	if c.pool > 0 {
		started := time.Now()
		var wg sync.WaitGroup
		errs := make([]error, len(workers))
		sem := make(chan struct{}, runtime.GOMAXPROCS(0))
		for k, w := range workers {
			n := max(c.pool, c.batchSize)
			if w.quota >= 0 {
				n = int(min(int64(n), max(w.quota, 1)))
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				errs[k] = w.fill(n)
			}()
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			return nil, err
		}
		logf("dealt %d hands per client in %s", len(workers[0].pool), time.Since(started).Round(time.Millisecond))
	}

	start := time.Now()
	measureFrom := start.Add(c.warmup)
	var deadline time.Time
	if c.hands == 0 {
		deadline = measureFrom.Add(c.duration)
		logf("%s mode, %d clients, %s warm-up then %s measured", c.mode, c.clients, c.warmup, c.duration)
	} else {
		logf("%s mode, %d clients, %d hands", c.mode, c.clients, c.hands)
	}
	// The load generator's own CPU time over the measured window.
	var cpuFrom, cpuTo time.Duration
	var cpuFromOnce, cpuToOnce sync.Once
	markFrom := func() { cpuFromOnce.Do(func() { cpuFrom = cpuTime() }) }
	markTo := func() { markFrom(); cpuToOnce.Do(func() { cpuTo = cpuTime() }) }
	if c.warmup > 0 {
		t := time.AfterFunc(c.warmup, markFrom)
		defer t.Stop()
	} else {
		markFrom()
	}
	if !deadline.IsZero() {
		t := time.AfterFunc(time.Until(deadline), markTo)
		defer t.Stop()
	}
	stopProgress := make(chan struct{})
	var progressDone sync.WaitGroup
	if c.progress > 0 {
		progressDone.Add(1)
		go func() {
			defer progressDone.Done()
			tick := time.NewTicker(c.progress)
			defer tick.Stop()
			var lastReq, lastRec int64
			last := start
			for {
				select {
				case <-stopProgress:
					return
				case now := <-tick.C:
					req, rec := prog.requests.Load(), prog.recorded.Load()
					dt := now.Sub(last).Seconds()
					logf("%5.0fs  %d requests (%.0f/s)  %d hands recorded (%.0f/s)  %d failed",
						now.Sub(start).Seconds(), req, float64(req-lastReq)/dt, rec, float64(rec-lastRec)/dt, prog.failed.Load())
					lastReq, lastRec, last = req, rec, now
				}
			}
		}()
	}
	var wg sync.WaitGroup
	errs := make([]error, len(workers))
	for k, w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[k] = w.run(ctx, measureFrom, deadline)
		}()
	}
	wg.Wait()
	end := time.Now()
	markTo()
	cpu := cpuTo - cpuFrom
	close(stopProgress)
	progressDone.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}

	s := &summary{RunID: c.runID, URL: c.url, Mode: c.mode, Clients: c.clients, BatchSize: c.batchSize,
		Tables:       fmt.Sprintf("LOAD-%s-1..%d", c.runID, len(tables)),
		WrongPercent: c.wrong, Pool: c.pool, Seed: c.seed, WarmupSeconds: c.warmup.Seconds(),
		HTTPStatus: map[string]int64{}, HandStatus: map[string]int64{}, Verdicts: map[string]int64{},
		Errors: []errorCount{}, RecordedTotal: prog.recorded.Load(), ClientCPUSeconds: cpu.Seconds(),
		GOMAXPROCS: runtime.GOMAXPROCS(0)}
	all := newTally()
	var lats []time.Duration
	for _, w := range workers {
		t := w.tally
		all.requests += t.requests
		all.handsSent += t.handsSent
		all.recorded += t.recorded
		all.shortPaid += t.shortPaid
		all.mismatches += t.mismatches
		all.transport += t.transport
		all.serverErrors += t.serverErrors
		for k, v := range t.httpStatus {
			all.httpStatus[k] += v
		}
		for k, v := range t.handStatus {
			all.handStatus[k] += v
		}
		for k, v := range t.verdicts {
			all.verdicts[k] += v
		}
		for k, v := range t.errors {
			all.errors[k] += v
		}
		lats = append(lats, t.latencies...)
	}
	windowEnd := end
	if !deadline.IsZero() && deadline.Before(end) {
		windowEnd = deadline
	}
	elapsed := max(windowEnd.Sub(measureFrom), 0)
	s.WindowUnixMS = [2]int64{measureFrom.UnixMilli(), windowEnd.UnixMilli()}
	s.ElapsedSeconds = elapsed.Seconds()
	s.Requests, s.HandsSent, s.HandsRecorded = all.requests, all.handsSent, all.recorded
	if elapsed > 0 {
		s.HandsPerSecond = float64(all.recorded) / elapsed.Seconds()
		s.RequestsPerSecond = float64(all.requests) / elapsed.Seconds()
	}
	s.LatencyMS = distribution(lats)
	s.HTTPStatus, s.HandStatus, s.Verdicts = statusKeys(all.httpStatus), statusKeys(all.handStatus), all.verdicts
	s.ShortPaidSent, s.VerdictMismatches = all.shortPaid, all.mismatches
	s.ServerErrors, s.TransportErrors = all.serverErrors, all.transport
	for msg, n := range all.errors {
		s.Errors = append(s.Errors, errorCount{Message: msg, Count: n})
	}
	slices.SortFunc(s.Errors, func(a, b errorCount) int {
		if a.Count != b.Count {
			return int(b.Count - a.Count)
		}
		if a.Message < b.Message {
			return -1
		}
		return 1
	})

	// The database must hold exactly the hands the service said it
	// recorded (unless a request was lost in transport, when it cannot be
	// known whether the service recorded it).
	countCtx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if s.DBHands, err = recordedHands(countCtx, store, c.runID); err != nil {
		return nil, fmt.Errorf("count the run's hands: %w", err)
	}
	if s.DBHands != s.RecordedTotal && s.TransportErrors == 0 && ctx.Err() == nil {
		s.VerdictMismatches++
		s.Errors = append(s.Errors, errorCount{Count: 1, Message: fmt.Sprintf(
			"the database holds %d hands for the run's tables; the service answered 201 for %d", s.DBHands, s.RecordedTotal)})
	}
	s.OK = s.ServerErrors == 0 && s.TransportErrors == 0 && s.VerdictMismatches == 0
	return s, nil
}

// distribution returns the percentiles (nearest rank) of request times.
func distribution(d []time.Duration) latency {
	if len(d) == 0 {
		return latency{}
	}
	slices.Sort(d)
	ms := func(x time.Duration) float64 { return float64(x.Microseconds()) / 1000 }
	rank := func(p float64) time.Duration {
		i := int(math.Ceil(p*float64(len(d)))) - 1
		return d[min(max(i, 0), len(d)-1)]
	}
	var sum time.Duration
	for _, x := range d {
		sum += x
	}
	return latency{P50: ms(rank(0.50)), P90: ms(rank(0.90)), P99: ms(rank(0.99)), Max: ms(d[len(d)-1]),
		Mean: ms(sum / time.Duration(len(d)))}
}
