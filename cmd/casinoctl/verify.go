package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// lineVerdict is what casinoctl verify prints for one line.
type lineVerdict struct {
	Line       int                `json:"line"`
	TableID    string             `json:"table_id,omitempty"`
	HandNumber int64              `json:"hand_number,omitempty"`
	Game       string             `json:"game,omitempty"`
	Verdict    string             `json:"verdict"`
	Outcome    *rules.Outcome     `json:"outcome,omitempty"`
	Findings   []rules.Finding    `json:"findings,omitempty"`
	Totals     *rules.Totals      `json:"totals,omitempty"`
	Errors     []rules.FieldError `json:"errors,omitempty"`
}

// verifyChunk is how many lines are verified in parallel before their
// verdicts are written, which keeps memory flat on large files.
const verifyChunk = 4096

// verify checks a file of hand records (one JSON record per line) with the
// engine, using each line's table_settings or the game's defaults, and
// prints one verdict per non-blank line in input order. It exits 1 when any
// hand is not verified.
func verify(ctx context.Context, args []string, stdin io.Reader, out io.Writer) error {
	c := newCommand("verify")
	if err := c.parse(args); err != nil {
		return err
	}
	if len(c.args) != 1 {
		return errors.New("usage: casinoctl verify FILE.jsonl (\"-\" for standard input)")
	}
	in := stdin
	if c.args[0] != "-" {
		f, err := os.Open(c.args[0])
		if err != nil {
			return err
		}
		defer f.Close()
		in = f
	}
	reg := catalog.Default()
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	w := bufio.NewWriter(out)
	defer w.Flush()
	enc := json.NewEncoder(w)
	type job struct {
		line int
		raw  []byte
	}
	var chunk []job
	allVerified := true
	flush := func() error {
		results := make([]lineVerdict, len(chunk))
		var wg sync.WaitGroup
		next := make(chan int)
		for range runtime.GOMAXPROCS(0) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range next {
					results[i] = verifyLine(reg, chunk[i].line, chunk[i].raw)
				}
			}()
		}
		for i := range chunk {
			next <- i
		}
		close(next)
		wg.Wait()
		for _, r := range results {
			if r.Verdict != "verified" {
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
		chunk = append(chunk, job{line: line, raw: append([]byte(nil), raw...)})
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

func verifyLine(reg *rules.Registry, line int, raw []byte) lineVerdict {
	out := lineVerdict{Line: line}
	if env, err := rules.PeekEnvelope(raw); err == nil {
		out.TableID, out.HandNumber, out.Game = env.TableID, env.HandNumber, env.Game
	}
	_, v, err := reg.VerifyRecord(raw)
	if err != nil {
		out.Verdict = "invalid"
		if ie, ok := rules.AsInputError(err); ok {
			out.Errors = ie.Errors
		} else {
			out.Errors = []rules.FieldError{{Detail: err.Error()}}
		}
		return out
	}
	out.Verdict = "verified"
	if !v.Verified() {
		out.Verdict = "discrepancy"
	}
	out.Outcome, out.Findings, out.Totals = &v.Outcome, v.Findings, &v.Totals
	return out
}

func games(out io.Writer) error {
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	return enc.Encode(map[string]any{"games": catalog.Default().Infos()})
}
