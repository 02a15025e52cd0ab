package seedtext

import (
	"testing"
)

// recorder is a testing.TB that notes whether a test was skipped or failed
// instead of ending it.
type recorder struct {
	testing.TB
	skipped, failed bool
}

type stop struct{}

func (r *recorder) Helper()               {}
func (r *recorder) Skip(...any)           { r.skipped = true; panic(stop{}) }
func (r *recorder) Fatal(...any)          { r.failed = true; panic(stop{}) }
func (r *recorder) Fatalf(string, ...any) { r.failed = true; panic(stop{}) }

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

// Without the seeds a cross-check skips, saying why; in CI it fails.
func TestMissingSeedsFailInCI(t *testing.T) {
	if r := missingUnder(t, ""); !r.skipped || r.failed {
		t.Errorf("outside CI: skipped %v, failed %v; want a skip", r.skipped, r.failed)
	}
	if r := missingUnder(t, "true"); r.skipped || !r.failed {
		t.Errorf("CI=true: skipped %v, failed %v; want a failure", r.skipped, r.failed)
	}
}
