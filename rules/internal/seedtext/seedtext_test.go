package seedtext

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recorder is a testing.TB that notes whether a test was skipped or failed,
// and what it said, instead of ending it.
type recorder struct {
	testing.TB
	skipped, failed bool
	said            string
}

type stop struct{}

func (r *recorder) Helper() {}
func (r *recorder) Skip(args ...any) {
	r.skipped, r.said = true, fmt.Sprint(args...)
	panic(stop{})
}
func (r *recorder) Fatal(args ...any) {
	r.failed, r.said = true, fmt.Sprint(args...)
	panic(stop{})
}
func (r *recorder) Fatalf(format string, args ...any) {
	r.failed, r.said = true, fmt.Sprintf(format, args...)
	panic(stop{})
}

func missingUnder(t *testing.T, ci string) *recorder {
	t.Setenv("CASINO_SEEDS_DIR", t.TempDir()+"/nowhere")
	t.Setenv("CI", ci)
	r := &recorder{TB: t}
	func() {
		defer func() {
			if v := recover(); v != nil {
				if _, ok := v.(stop); !ok {
					panic(v)
				}
			}
		}()
		Lines(r, "000_b1ea2c6eebf99c4b.txt")
	}()
	return r
}

// Without the seeds a cross-check skips, saying why and where it looked;
// in CI it fails. Both say so in words scripts/testsummary counts.
func TestMissingSeedsFailInCI(t *testing.T) {
	r := missingUnder(t, "")
	if !r.skipped || r.failed {
		t.Errorf("outside CI: skipped %v, failed %v; want a skip", r.skipped, r.failed)
	}
	if !strings.HasPrefix(r.said, SkipMarker) || !strings.Contains(r.said, "/nowhere") {
		t.Errorf("outside CI the skip says %q; want %q first and the directory looked in", r.said, SkipMarker)
	}
	r = missingUnder(t, "true")
	if r.skipped || !r.failed {
		t.Errorf("CI=true: skipped %v, failed %v; want a failure", r.skipped, r.failed)
	}
	if !strings.HasPrefix(r.said, FailMarker) {
		t.Errorf("CI=true: the failure says %q; want %q first", r.said, FailMarker)
	}
}

// TestProbe is a seed cross-check in miniature, run by scripts/testsummary's
// test with CASINO_SEEDTEXT_PROBE naming a directory that holds probe.txt:
// one subtest reads it, one finds no rule books and skips, and what they
// log is what the real cross-checks log. Otherwise it does nothing, so
// that it is not counted among the cross-checks of the suite.
func TestProbe(t *testing.T) {
	dir := os.Getenv("CASINO_SEEDTEXT_PROBE")
	if dir == "" {
		t.Skip("run by the test of scripts/testsummary")
	}
	t.Run("present", func(t *testing.T) {
		t.Setenv("CASINO_SEEDS_DIR", dir)
		for range 3 { // one line in the log however often it reads
			if l := Lines(t, "probe.txt"); len(l) != 1 {
				t.Fatalf("probe.txt: %q", l)
			}
		}
	})
	t.Run("absent", func(t *testing.T) {
		t.Setenv("CASINO_SEEDS_DIR", filepath.Join(dir, "nowhere"))
		t.Setenv("CI", "")
		Lines(t, "probe.txt")
		t.Error("read rule books that are not there")
	})
}
