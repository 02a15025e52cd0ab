package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"
)

// newHTTPClient returns a keep-alive client with an idle connection kept
// for every worker, so no request pays for a new connection.
func newHTTPClient(conns int, timeout time.Duration) *http.Client {
	tr := &http.Transport{
		Proxy:                 nil, // the load goes to this machine only
		DialContext:           (&net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		MaxIdleConns:          conns + 8,
		MaxIdleConnsPerHost:   conns + 8,
		IdleConnTimeout:       90 * time.Second,
		DisableCompression:    true,
		ResponseHeaderTimeout: timeout,
	}
	return &http.Client{Transport: tr, Timeout: timeout}
}

// tally is what one worker saw. Only requests that completed inside the
// measured window are counted in it; progress counters count everything.
type tally struct {
	requests     int64
	handsSent    int64
	recorded     int64
	shortPaid    int64
	mismatches   int64
	transport    int64
	serverErrors int64
	httpStatus   map[int]int64
	handStatus   map[int]int64
	verdicts     map[string]int64
	errors       map[string]int64
	latencies    []time.Duration
}

func newTally() *tally {
	return &tally{httpStatus: map[int]int64{}, handStatus: map[int]int64{}, verdicts: map[string]int64{},
		errors: map[string]int64{}}
}

// maxErrorKinds bounds the distinct error messages kept.
const maxErrorKinds = 50

func (t *tally) addError(msg string) {
	if len(msg) > 300 {
		msg = msg[:300] + "…"
	}
	if _, ok := t.errors[msg]; !ok && len(t.errors) >= maxErrorKinds {
		msg = "(other errors)"
	}
	t.errors[msg]++
}

// progress counts every request and recorded hand, warm-up included.
type progress struct {
	requests atomic.Int64
	recorded atomic.Int64
	failed   atomic.Int64 // 5xx and transport errors
}

// worker is one client: one station posting for its own table, with hand
// numbers increasing from 1.
type worker struct {
	table    loadTable
	gen      *generator
	pool     []body // pre-generated bodies, used in turn; empty: deal each hand when sent
	next     int
	stamp    stamper
	handNo   int64
	client   *http.Client
	endpoint string
	batch    int // hands per request; 1 posts to /hands
	quota    int64
	buf      bytes.Buffer
	sent     []bool // wrong flags of the hands in the request being sent
	tally    *tally
	prog     *progress
}

// fill pre-generates n bodies.
func (w *worker) fill(n int) error {
	w.pool = make([]body, 0, n)
	for range n {
		b, err := w.gen.next()
		if err != nil {
			return err
		}
		w.pool = append(w.pool, b)
	}
	return nil
}

func (w *worker) body() (body, error) {
	if len(w.pool) == 0 {
		return w.gen.next()
	}
	b := w.pool[w.next]
	w.next = (w.next + 1) % len(w.pool)
	return b, nil
}

// build writes the next request body of n hands into w.buf.
func (w *worker) build(n int) error {
	w.buf.Reset()
	w.sent = w.sent[:0]
	now := time.Now()
	if w.batch > 1 {
		w.buf.WriteString(`{"hands":[`)
	}
	for i := range n {
		b, err := w.body()
		if err != nil {
			return err
		}
		if i > 0 {
			w.buf.WriteByte(',')
		}
		w.handNo++
		w.buf.Write(w.stamp.appendRecord(w.buf.AvailableBuffer(), w.handNo, now, b))
		w.sent = append(w.sent, b.wrong)
	}
	if w.batch > 1 {
		w.buf.WriteString(`]}`)
	}
	return nil
}

// run posts until the deadline (or the quota of hands is sent, or ctx
// ends). Only requests that complete from measureFrom until the deadline
// are counted: the ones before are warm-up, and the ones that end after the
// deadline are waited for but not counted.
func (w *worker) run(ctx context.Context, measureFrom, deadline time.Time) error {
	for ctx.Err() == nil {
		if !deadline.IsZero() && !time.Now().Before(deadline) {
			return nil
		}
		n := int64(w.batch)
		if w.quota >= 0 {
			if w.quota == 0 {
				return nil
			}
			n = min(n, w.quota)
			w.quota -= n
		}
		if err := w.build(int(n)); err != nil {
			return err
		}
		w.post(ctx, measureFrom, deadline)
	}
	return nil
}

// problem is the part of an RFC 9457 answer worth reporting.
type problem struct {
	Title  string `json:"title"`
	Detail string `json:"detail"`
}

func (p *problem) String() string {
	if p == nil {
		return ""
	}
	return p.Title + ": " + p.Detail
}

// singleAnswer is the part of a POST /hands answer the generator checks.
type singleAnswer struct {
	Verdict string `json:"verdict"`
	problem
}

// batchAnswer is the part of a POST /hands/batch answer the generator
// checks.
type batchAnswer struct {
	Results []struct {
		Status int `json:"status"`
		Hand   *struct {
			Verdict string `json:"verdict"`
		} `json:"hand"`
		Problem *problem `json:"problem"`
	} `json:"results"`
	problem
}

func (w *worker) post(ctx context.Context, measureFrom, deadline time.Time) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, w.endpoint, bytes.NewReader(w.buf.Bytes()))
	if err != nil {
		panic(err) // the URL was checked at start
	}
	req.Header.Set("Authorization", "Bearer "+w.table.Token)
	req.Header.Set("Content-Type", "application/json")
	start := time.Now()
	resp, err := w.client.Do(req)
	var data []byte
	if err == nil {
		data, err = io.ReadAll(resp.Body)
		resp.Body.Close()
	}
	done := time.Now()
	w.prog.requests.Add(1)
	t := w.tally
	counted := !done.Before(measureFrom) && (deadline.IsZero() || done.Before(deadline))
	if !counted {
		// Warm-up or overtime: only what must fail the run is kept.
		t = newTally()
	}
	t.requests++
	t.handsSent += int64(len(w.sent))
	for _, wrong := range w.sent {
		if wrong {
			t.shortPaid++
		}
	}
	if err != nil {
		if ctx.Err() != nil {
			return // stopped by a signal: not an error of the service
		}
		w.prog.failed.Add(1)
		w.tally.transport++
		w.tally.addError("transport: " + err.Error())
		return
	}
	if counted {
		t.latencies = append(t.latencies, done.Sub(start))
	}
	t.httpStatus[resp.StatusCode]++
	if resp.StatusCode >= 500 {
		w.prog.failed.Add(1)
		w.tally.serverErrors++
	}
	if w.batch > 1 {
		w.batchAnswer(t, resp.StatusCode, data)
	} else {
		w.singleAnswer(t, resp.StatusCode, data)
	}
}

func (w *worker) singleAnswer(t *tally, status int, data []byte) {
	var a singleAnswer
	jerr := json.Unmarshal(data, &a)
	t.handStatus[status]++
	if status != http.StatusCreated && status != http.StatusOK {
		w.tally.addError(fmt.Sprintf("HTTP %d: %s", status, a.problem.String()))
		return
	}
	if status == http.StatusCreated {
		t.recorded++
		w.prog.recorded.Add(1)
	}
	w.checkVerdict(t, a.Verdict, jerr, w.sent[0])
}

func (w *worker) batchAnswer(t *tally, status int, data []byte) {
	var a batchAnswer
	jerr := json.Unmarshal(data, &a)
	if status != http.StatusOK {
		t.handStatus[status] += int64(len(w.sent))
		w.tally.addError(fmt.Sprintf("HTTP %d: %s", status, a.problem.String()))
		return
	}
	if jerr != nil || len(a.Results) != len(w.sent) {
		w.tally.mismatches++
		w.tally.addError(fmt.Sprintf("batch answer has %d results for %d hands (%v)", len(a.Results), len(w.sent), jerr))
		return
	}
	for i, r := range a.Results {
		t.handStatus[r.Status]++
		switch {
		case r.Status >= 500:
			w.prog.failed.Add(1)
			w.tally.serverErrors++
			w.tally.addError(fmt.Sprintf("batch hand %d: %d %s", i, r.Status, r.Problem.String()))
		case r.Status != http.StatusCreated && r.Status != http.StatusOK:
			w.tally.addError(fmt.Sprintf("batch hand: %d %s", r.Status, r.Problem.String()))
		case r.Hand == nil:
			w.tally.mismatches++
			w.tally.addError(fmt.Sprintf("batch hand: %d without an answer", r.Status))
		default:
			if r.Status == http.StatusCreated {
				t.recorded++
				w.prog.recorded.Add(1)
			}
			w.checkVerdict(t, r.Hand.Verdict, nil, w.sent[i])
		}
	}
}

// checkVerdict compares the service's verdict with what the generator made:
// a short-paid hand is a discrepancy, every other hand is verified.
func (w *worker) checkVerdict(t *tally, verdict string, jerr error, wrong bool) {
	t.verdicts[verdict]++
	want := "verified"
	if wrong {
		want = "discrepancy"
	}
	if jerr != nil || verdict != want {
		w.tally.mismatches++
		w.tally.addError(fmt.Sprintf("verdict %q for a hand that should be %s (%v)", verdict, want, jerr))
	}
}

// statusKeys turns a status map into JSON-friendly keys.
func statusKeys(m map[int]int64) map[string]int64 {
	out := make(map[string]int64, len(m))
	for k, v := range m {
		out[strconv.Itoa(k)] = v
	}
	return out
}
