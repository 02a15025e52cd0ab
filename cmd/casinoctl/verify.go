package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// lineVerdict is what casinoctl verify prints for one line.
type lineVerdict struct {
	Line       int    `json:"line"`
	TableID    string `json:"table_id,omitempty"`
	HandNumber int64  `json:"hand_number,omitempty"`
	Game       string `json:"game,omitempty"`
	// Pool names the pool a pool line states.
	Pool string `json:"pool,omitempty"`
	// Verdict is verified, discrepancy, unchecked (no finding, but a share
	// of a progressive meter no pool line lets be checked), invalid, or
	// pool for a pool line read.
	Verdict string `json:"verdict"`
	// RepeatOf is the earlier line this one repeats (the same table, hand
	// number and record): its verdict is that line's, as the service
	// answers a repeated post with its first answer.
	RepeatOf  int                `json:"repeat_of,omitempty"`
	Outcome   *rules.Outcome     `json:"outcome,omitempty"`
	Findings  []rules.Finding    `json:"findings,omitempty"`
	Unchecked []uncheckedAmount  `json:"unchecked,omitempty"`
	Totals    *rules.Totals      `json:"totals,omitempty"`
	Errors    []rules.FieldError `json:"errors,omitempty"`
}

// uncheckedAmount is a declared amount the file gives no means to check: a
// share of a progressive meter whose bet no pool line links to a pool.
type uncheckedAmount struct {
	Seat     int    `json:"seat"`
	Backline int    `json:"backline,omitempty"`
	Bet      string `json:"bet"`
	Field    string `json:"field"`
	Declared string `json:"declared"`
	Message  string `json:"message"`
}

// verifyChunk is how many lines are verified in parallel before their
// verdicts are written, which keeps memory flat on large files.
const verifyChunk = 4096

const verifyUsage = `usage: casinoctl verify FILE.jsonl ("-" for standard input)

Checks a file of hand records, one JSON record a line, as the service
checks the same hands posted in that order, and prints one JSON verdict a
line: verified, discrepancy, unchecked, invalid, or pool for a pool line.
Each line is verified under its table_settings (else the game's defaults).
The table's state is carried from line to line per table_id (the craps
point and standing wagers, the lowball kill button, the seats in Fantasy
Land, the Roulette Rage run), as the service carries it from hand to hand.
A share of a progressive meter is checked against the pool lines the file
gives before it:

  {"pool": {"id": "CS-PROG", "seed": "10000.00", "main_rate": "10", "main": "12345.67",
            "links": [{"table_id": "CS-3", "bet": "progressive"}]}}

(a pool as GET /api/v1/progressives lists it); without one the amount is
listed as unchecked, never taken as right. Exit status 1 when any hand is
not verified. docs/hand-records.md, "Offline verification".
`

// verify checks a file of hand records (one JSON record per line) with the
// engine, using each line's table_settings or the game's defaults, and
// prints one verdict per non-blank line in input order. Each chunk of
// lines is decoded and verified in parallel; what depends on the lines
// before (the table's state, the pools' meters, repeats) is then checked
// line by line in order. It exits 1 when any hand is not verified.
func verify(ctx context.Context, args []string, stdin io.Reader, out io.Writer) error {
	c := newCommand("verify")
	c.fs.Usage = func() { fmt.Fprint(c.fs.Output(), verifyUsage) }
	if err := c.parse(args); err != nil {
		return err
	}
	if len(c.args) != 1 {
		return errors.New(strings.TrimSpace(verifyUsage))
	}
	in := stdin
	if c.args[0] != "-" {
		f, err := os.Open(c.args[0])
		if err != nil {
			return fmt.Errorf("refused:\n  FILE: %w", err)
		}
		defer f.Close()
		in = f
	}
	reg := catalog.Default()
	book := newOfflineBook(reg)
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	w := bufio.NewWriter(out)
	defer w.Flush()
	enc := json.NewEncoder(w)
	var chunk []checkedLine
	allVerified := true
	flush := func() error {
		var wg sync.WaitGroup
		next := make(chan int)
		for range runtime.GOMAXPROCS(0) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range next {
					chunk[i].check(reg)
				}
			}()
		}
		for i := range chunk {
			next <- i
		}
		close(next)
		wg.Wait()
		for i := range chunk {
			r := book.record(&chunk[i])
			if r.Verdict != "verified" && r.Verdict != "pool" {
				allVerified = false
			}
			if err := enc.Encode(r); err != nil {
				return err
			}
		}
		chunk = chunk[:0]
		return ctx.Err()
	}
	line := 0
	for sc.Scan() {
		line++
		raw := bytes.TrimSpace(sc.Bytes())
		if len(raw) == 0 {
			continue
		}
		chunk = append(chunk, checkedLine{line: line, raw: append([]byte(nil), raw...)})
		if len(chunk) == verifyChunk {
			if err := flush(); err != nil {
				return err
			}
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("line %d: %w", line+1, err)
	}
	if err := flush(); err != nil {
		return err
	}
	if !allVerified {
		w.Flush()
		return exitCode(1)
	}
	return nil
}

// checkedLine is one line, decoded and verified on its own.
type checkedLine struct {
	line int
	raw  []byte
	pool bool
	env  rules.Envelope
	// envOK: the envelope reads, so table_id and hand_number are known.
	envOK    bool
	hand     rules.Hand
	settings rules.Settings
	verdict  *rules.Verdict
	err      error
}

// check decodes and verifies the line as the engine does for any hand,
// with nothing of the lines before it.
func (c *checkedLine) check(reg *rules.Registry) {
	if ledger.IsPoolLine(c.raw) {
		c.pool = true
		return
	}
	if env, err := rules.PeekEnvelope(c.raw); err == nil {
		c.env, c.envOK = env, true
	}
	c.hand, c.verdict, c.err = reg.VerifyRecord(c.raw)
	if c.err == nil {
		if _, ok := c.hand.(rules.Sequenced); ok {
			g, _ := reg.Lookup(c.env.Game)
			c.settings, c.err = g.Settings(c.env.TableSettings)
		}
	}
}

// offlineBook is what casinoctl verify keeps of the lines it has read, in
// place of the service's database: each table's game and hands, the state
// each sequenced hand left, and the pools' meters.
type offlineBook struct {
	tables map[string]*offlineTable
	meters *ledger.Meters
}

type offlineTable struct {
	game string
	// numbers are the hand numbers recorded, in order; states the state
	// each left, where it left one.
	numbers []int64
	states  map[int64]json.RawMessage
	hands   map[int64]offlineHand
}

// offlineHand is what a repeat of a recorded hand is answered from.
type offlineHand struct {
	sum     [sha256.Size]byte
	line    int
	verdict string
}

func newOfflineBook(reg *rules.Registry) *offlineBook {
	return &offlineBook{tables: map[string]*offlineTable{}, meters: ledger.NewMeters(reg)}
}

// record checks what a line's hand owes to the lines before it, as the
// service checks a hand against what it has recorded, and records it.
func (b *offlineBook) record(c *checkedLine) lineVerdict {
	out := lineVerdict{Line: c.line}
	if c.pool {
		id, err := b.meters.ReadPool(c.raw)
		if err != nil {
			return invalid(out, err)
		}
		out.Pool, out.Verdict = id, "pool"
		return out
	}
	if c.envOK {
		out.TableID, out.HandNumber, out.Game = c.env.TableID, c.env.HandNumber, c.env.Game
	}
	t := b.tables[c.env.TableID]
	if c.envOK && t != nil {
		// A table deals one game: the service refuses another before it
		// reads the record.
		if err := rules.CheckGame(c.env, t.game); err != nil {
			return invalid(out, err)
		}
	}
	if c.err != nil {
		return invalid(out, c.err)
	}
	canon, err := rules.Canonical(nil, c.raw)
	if err != nil {
		return invalid(out, err)
	}
	sum := sha256.Sum256(canon)
	if t != nil {
		if first, ok := t.hands[c.env.HandNumber]; ok {
			if first.sum != sum {
				return invalid(out, rules.Invalid("hand_number", "table %s hand %d is already recorded (line %d) with a different record",
					c.env.TableID, c.env.HandNumber, first.line))
			}
			out.Verdict, out.RepeatOf = first.verdict, first.line
			return out
		}
	}
	v := c.verdict
	if sq, ok := c.hand.(rules.Sequenced); ok {
		if err := rules.CheckSequence(c.env, sq, c.settings, v, t.neighbours(c.env.HandNumber)); err != nil {
			return invalid(out, err)
		}
	}
	unchecked, err := b.meters.Settle(c.env.Game, c.env.TableID, v)
	if err != nil {
		return invalid(out, err)
	}
	out.Verdict = "verified"
	switch {
	case !v.Verified():
		out.Verdict = "discrepancy"
	case len(unchecked) > 0:
		out.Verdict = "unchecked"
	}
	for _, i := range unchecked {
		s := v.Settlements[i]
		out.Unchecked = append(out.Unchecked, uncheckedAmount{Seat: s.Seat, Backline: s.Backline, Bet: s.Bet, Field: "payout",
			Declared: s.Declared.Payout.String(),
			Message: fmt.Sprintf("seat %d %s was paid %s as %s of a progressive meter, but no pool line links table %s's %s to a pool: the amount is not checked",
				s.Seat, s.Bet, s.Declared.Payout, s.Meter.Percent, c.env.TableID, s.Bet)})
	}
	out.Outcome, out.Findings, out.Totals = &v.Outcome, v.Findings, &v.Totals
	if t == nil {
		t = &offlineTable{game: c.env.Game, states: map[int64]json.RawMessage{}, hands: map[int64]offlineHand{}}
		b.tables[c.env.TableID] = t
	}
	t.add(c.env.HandNumber, v.Outcome.State, offlineHand{sum: sum, line: c.line, verdict: out.Verdict})
	return out
}

func invalid(out lineVerdict, err error) lineVerdict {
	out.Verdict = "invalid"
	if ie, ok := rules.AsInputError(err); ok {
		out.Errors = ie.Errors
	} else {
		out.Errors = []rules.FieldError{{Detail: err.Error()}}
	}
	return out
}

// neighbours are the hands recorded on either side of number, as the
// service's database gives them (models.Store.HandNeighbours).
func (t *offlineTable) neighbours(number int64) rules.Neighbours {
	var n rules.Neighbours
	if t == nil {
		return n
	}
	i, _ := slices.BinarySearch(t.numbers, number)
	if i > 0 {
		n.Before = t.numbers[i-1]
		n.BeforeState = t.states[n.Before]
	}
	if i < len(t.numbers) && t.numbers[i] == number {
		i++
	}
	if i < len(t.numbers) {
		n.After = t.numbers[i]
	}
	return n
}

func (t *offlineTable) add(number int64, state json.RawMessage, h offlineHand) {
	i, _ := slices.BinarySearch(t.numbers, number)
	t.numbers = slices.Insert(t.numbers, i, number)
	if len(state) > 0 {
		t.states[number] = state
	}
	t.hands[number] = h
}

func games(out io.Writer) error {
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	return enc.Encode(map[string]any{"games": catalog.Default().Infos()})
}
