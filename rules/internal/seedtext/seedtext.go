// Package seedtext reads the rule books (the seeds) for tests that
// cross-check the engine's data against the text it cites. The seeds live
// outside the repository; tests that need them skip, with the reason, where
// they are absent. Nothing outside tests may depend on them.
package seedtext

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/tablegames/casino/rules"
)

// Dir returns the seeds directory: $CASINO_SEEDS_DIR, or ../shared/seeds
// beside the repository root. ok is false when it does not exist.
func Dir() (string, bool) {
	if d := os.Getenv("CASINO_SEEDS_DIR"); d != "" {
		_, err := os.Stat(d)
		return d, err == nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			s := filepath.Join(filepath.Dir(d), "shared", "seeds")
			_, err := os.Stat(s)
			return s, err == nil
		}
		if filepath.Dir(d) == d {
			return "", false
		}
	}
}

// The lines a seed cross-check writes to its test's log, once each, so that
// scripts/test can count from `go test -json` how many cross-checks read
// the rule books and how many skipped for want of them
// (scripts/testsummary reads them; its test runs TestProbe to hold the two
// to the same words).
const (
	// ReadMarker begins the line of a test that read the rule books; the
	// directory follows.
	ReadMarker = "seed cross-check: reads the rule books at "
	// SkipMarker begins the line of a test skipped because the rule books
	// are absent; FailMarker that of one failed for it in CI.
	SkipMarker = "seed cross-check skipped: "
	FailMarker = "seed cross-check failed: "
)

// Missing ends a test that needs the seeds on a machine without them: it
// skips, saying why, except in CI (CI=true), where the seeds must be
// present and a skipped cross-check would pass for a checked one.
func Missing(t testing.TB) {
	t.Helper()
	dir, _ := Dir()
	if dir == "" {
		dir = "../shared/seeds"
	}
	why := "the rule books are not at " + dir + " (set CASINO_SEEDS_DIR or place them at ../shared/seeds); this test cross-checks data against their text"
	if InCI() {
		t.Fatal(FailMarker + "CI=true and " + why)
	}
	t.Skip(SkipMarker + why)
}

// InCI reports whether the tests run in CI, where nothing they need may be
// missing.
func InCI() bool {
	v := strings.ToLower(os.Getenv("CI"))
	return v == "true" || v == "1" || v == "yes"
}

var (
	mu    sync.Mutex
	cache = map[string][]string{}
	// announced holds the tests that have written ReadMarker.
	announced = map[testing.TB]bool{}
)

// Lines returns the lines of a seed file (index 0 is line 1), or skips the
// test when the seeds are not on this machine.
func Lines(t testing.TB, file string) []string {
	t.Helper()
	dir, ok := Dir()
	if !ok {
		Missing(t)
		return nil
	}
	mu.Lock()
	defer mu.Unlock()
	if !announced[t] {
		announced[t] = true
		t.Log(ReadMarker + dir)
	}
	if l, ok := cache[file]; ok {
		return l
	}
	f, err := os.Open(filepath.Join(dir, file))
	if err != nil {
		t.Fatalf("open seed: %v", err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("read seed: %v", err)
	}
	cache[file] = lines
	return lines
}

// Text returns the cited lines joined by newlines, with the seed's escaped
// dollar signs ("\$") unescaped. It fails the test when the citation is out
// of range.
func Text(t testing.TB, c rules.Cite) string {
	t.Helper()
	lines := Lines(t, c.File)
	first, last, err := c.Range()
	if err != nil {
		t.Fatalf("%v", err)
	}
	if last > len(lines) {
		t.Fatalf("citation %s is past the end of the file (%d lines)", c, len(lines))
	}
	return strings.ReplaceAll(strings.Join(lines[first-1:last], "\n"), `\$`, "$")
}
