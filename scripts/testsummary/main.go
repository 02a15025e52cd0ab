// Command testsummary reads `go test -json` on standard input and writes
// what `go test` writes without -json: build errors, each package's result
// line, and the output of every test that fails. On the way it counts the
// seed cross-checks, the tests that read the rule books (each writes
// rules/internal/seedtext's ReadMarker to its log once) and those that did
// not for want of them (SkipMarker, or FailMarker in CI), and appends the
// counts to the file -tally names. scripts/test runs it on each run of the
// suite and then, with -report, prints the counts of all runs as its last
// line, so that a clone without the rule books does not look fully tested.
//
//	go test -json ./... | testsummary -tally FILE
//	testsummary -report FILE
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
)

// The words rules/internal/seedtext writes; TestCountsARealRun holds the
// two to the same.
const (
	readMarker = "seed cross-check: reads the rule books at "
	skipMarker = "seed cross-check skipped: "
	failMarker = "seed cross-check failed: "
)

func main() {
	tally := flag.String("tally", "", "append this run's seed cross-check counts to `FILE`")
	report := flag.String("report", "", "print the seed cross-check counts the runs appended to `FILE`")
	flag.Parse()
	var err error
	switch {
	case *report != "":
		var line string
		if line, err = reportLine(*report); err == nil {
			fmt.Println(line)
		}
	case *tally != "":
		var c counts
		if c, err = filter(os.Stdin, os.Stdout); err == nil {
			err = appendTally(*tally, c)
		}
	default:
		err = errors.New("usage: go test -json ./... | testsummary -tally FILE; testsummary -report FILE")
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "testsummary:", err)
		os.Exit(2)
	}
}

// counts are the seed cross-checks of one or more runs of the suite.
type counts struct {
	Ran     int `json:"ran"`
	Skipped int `json:"skipped"`
	// Dir is where the rule books were read, or looked for.
	Dir string `json:"dir,omitempty"`
	// Found is whether any test read them there.
	Found bool `json:"found,omitempty"`
}

// event is one line of `go test -json` (cmd/test2json).
type event struct {
	Action     string
	Package    string
	ImportPath string
	Test       string
	Output     string
}

// filter copies the output go test would write without -json from r to w
// and counts the seed cross-checks. A line that is not JSON (go test's own
// complaints) is copied as it is.
func filter(r io.Reader, w io.Writer) (counts, error) {
	var c counts
	type testKey struct{ pkg, test string }
	held := map[testKey][]string{} // each running test's output, shown if it fails
	seen := map[testKey]bool{}     // tests already counted
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		line := sc.Bytes()
		var e event
		if len(line) == 0 || line[0] != '{' || json.Unmarshal(line, &e) != nil {
			fmt.Fprintf(w, "%s\n", line)
			continue
		}
		if e.Action == "build-output" {
			fmt.Fprint(w, e.Output)
			continue
		}
		if e.Test == "" {
			// The package's own lines: "ok  pkg 1.2s", "FAIL pkg", a
			// panic outside any test. The bare PASS of a verbose run is
			// not one go test writes without -json.
			if e.Action == "output" && e.Output != "PASS\n" {
				fmt.Fprint(w, e.Output)
			}
			continue
		}
		k := testKey{e.Package, e.Test}
		switch e.Action {
		case "output":
			if dir, ok := after(e.Output, readMarker); ok && !seen[k] {
				seen[k] = true
				c.Ran++
				c.Dir, c.Found = dir, true
			} else if dir, ok := missingDir(e.Output); ok && !seen[k] {
				seen[k] = true
				c.Skipped++
				if !c.Found {
					c.Dir = dir
				}
			}
			if !strings.HasPrefix(e.Output, "=== ") {
				held[k] = append(held[k], e.Output)
			}
		case "fail":
			fmt.Fprint(w, strings.Join(held[k], ""))
			delete(held, k)
		case "pass", "skip":
			delete(held, k)
		}
	}
	return c, sc.Err()
}

// after returns what follows marker in a line of a test's log, whose
// "    file_test.go:12: " comes first.
func after(line, marker string) (string, bool) {
	_, rest, ok := strings.Cut(line, marker)
	return strings.TrimSpace(rest), ok
}

// missingDir reads the directory a skipped (or, in CI, failed) cross-check
// looked for the rule books in: "… the rule books are not at DIR (…".
func missingDir(line string) (string, bool) {
	rest, ok := after(line, skipMarker)
	if !ok {
		if rest, ok = after(line, failMarker); !ok {
			return "", false
		}
	}
	_, dir, _ := strings.Cut(rest, " not at ")
	dir, _, _ = strings.Cut(dir, " (")
	return dir, true
}

func appendTally(path string, c counts) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	b, _ := json.Marshal(c)
	if _, err := fmt.Fprintf(f, "%s\n", b); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// reportLine sums the runs a tally file holds into the suite's last line.
func reportLine(path string) (string, error) {
	raw, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "seed cross-checks: none ran (the suite stopped before its tests)", nil
	}
	if err != nil {
		return "", err
	}
	var total counts
	for _, l := range strings.Split(strings.TrimSpace(string(raw)), "\n") {
		var c counts
		if err := json.Unmarshal([]byte(l), &c); err != nil {
			return "", fmt.Errorf("%s: %q: %w", path, l, err)
		}
		total.Ran += c.Ran
		total.Skipped += c.Skipped
		if c.Found || total.Dir == "" {
			total.Dir, total.Found = c.Dir, total.Found || c.Found
		}
	}
	where := "rule books at " + total.Dir
	switch {
	case total.Ran+total.Skipped == 0:
		where = "no test read the rule books"
	case !total.Found:
		where = "rule books not found at " + total.Dir + "; CASINO_SEEDS_DIR names them"
	}
	return fmt.Sprintf("seed cross-checks: %d ran, %d skipped (%s)", total.Ran, total.Skipped, where), nil
}
