package docs_test

import (
	"os"
	"regexp"
	"testing"

	"github.com/tablegames/casino/rules/catalog"
)

// Every JSON record shown in hand-records.md is one the engine verifies, so
// the documentation cannot drift from the engine.
func TestHandRecordExamplesVerify(t *testing.T) {
	b, err := os.ReadFile("hand-records.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```json\n(.*?)```").FindAllSubmatch(b, -1)
	if len(blocks) < 2 {
		t.Fatalf("found %d examples; want one per game", len(blocks))
	}
	reg := catalog.Default()
	for i, m := range blocks {
		_, v, err := reg.VerifyRecord(m[1])
		if err != nil {
			t.Errorf("example %d: %v", i+1, err)
			continue
		}
		if !v.Verified() {
			t.Errorf("example %d has findings: %+v", i+1, v.Findings)
		}
	}
}
