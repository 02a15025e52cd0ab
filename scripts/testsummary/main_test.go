package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// ev writes one line of go test -json.
func ev(action, pkg, test, output string) string {
	var b strings.Builder
	b.WriteString(`{"Action":"` + action + `","Package":"` + pkg + `"`)
	if test != "" {
		b.WriteString(`,"Test":"` + test + `"`)
	}
	if output != "" {
		b.WriteString(`,"Output":` + quote(output))
	}
	return b.String() + "}\n"
}

func quote(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`)
	return `"` + r.Replace(s) + `"`
}

// A run of three packages: one whose two cross-checks read the rule books
// (one of them reading twice, one of them a subtest), one with a failing
// test, one that does not build; a cross-check skipped in a fourth.
func TestFilterCountsAndShowsWhatGoTestShows(t *testing.T) {
	const dir = "/src/shared/seeds"
	in := ev("start", "p/a", "", "") +
		ev("run", "p/a", "TestPays", "") +
		ev("output", "p/a", "TestPays", "=== RUN   TestPays\n") +
		ev("output", "p/a", "TestPays", "    seed_test.go:12: "+readMarker+dir+"\n") +
		ev("output", "p/a", "TestPays", "    seed_test.go:12: "+readMarker+dir+"\n") +
		ev("output", "p/a", "TestPays", "--- PASS: TestPays (0.01s)\n") +
		ev("pass", "p/a", "TestPays", "") +
		ev("output", "p/a", "TestRows/baccarat", "    seed_test.go:40: "+readMarker+dir+"\n") +
		ev("pass", "p/a", "TestRows/baccarat", "") +
		ev("output", "p/a", "TestQuiet", "    quiet_test.go:3: nothing of the seeds\n") +
		ev("pass", "p/a", "TestQuiet", "") +
		ev("output", "p/a", "", "PASS\n") +
		ev("output", "p/a", "", "ok  \tp/a\t0.02s\n") +
		ev("pass", "p/a", "", "") +
		ev("output", "p/b", "TestBroken", "=== RUN   TestBroken\n") +
		ev("output", "p/b", "TestBroken", "    b_test.go:9: got 1, want 2\n") +
		ev("output", "p/b", "TestBroken", "--- FAIL: TestBroken (0.00s)\n") +
		ev("fail", "p/b", "TestBroken", "") +
		ev("output", "p/b", "", "FAIL\n") +
		ev("output", "p/b", "", "FAIL\tp/b\t0.01s\n") +
		ev("fail", "p/b", "", "") +
		`{"ImportPath":"p/c [p/c.test]","Action":"build-output","Output":"c_test.go:3:1: undefined: x\n"}` + "\n" +
		ev("output", "p/c", "", "FAIL\tp/c [build failed]\n") +
		ev("output", "p/d", "TestOdds", "    seed_test.go:7: "+skipMarker+"the rule books are not at /elsewhere (set CASINO_SEEDS_DIR or place them at ../shared/seeds); …\n") +
		ev("output", "p/d", "TestOdds", "--- SKIP: TestOdds (0.00s)\n") +
		ev("skip", "p/d", "TestOdds", "") +
		"go: warning: not JSON\n"
	var out bytes.Buffer
	c, err := filter(strings.NewReader(in), &out)
	if err != nil {
		t.Fatal(err)
	}
	if c.Ran != 2 || c.Skipped != 1 || c.Dir != dir || !c.Found {
		t.Errorf("counts %+v; want 2 ran and 1 skipped, read at %s", c, dir)
	}
	want := "ok  \tp/a\t0.02s\n" +
		"    b_test.go:9: got 1, want 2\n--- FAIL: TestBroken (0.00s)\n" +
		"FAIL\nFAIL\tp/b\t0.01s\n" +
		"c_test.go:3:1: undefined: x\nFAIL\tp/c [build failed]\n" +
		"go: warning: not JSON\n"
	if out.String() != want {
		t.Errorf("output:\n%s\nwant:\n%s", out.String(), want)
	}
}

// The counts of the runs of the suite (SQLite, PostgreSQL) are summed into
// one line; without the rule books it says where they were looked for.
func TestReportLine(t *testing.T) {
	dir := t.TempDir()
	tally := filepath.Join(dir, "tally")
	if line, err := reportLine(tally); err != nil || !strings.Contains(line, "none ran") {
		t.Errorf("no tally: %q %v", line, err)
	}
	for _, c := range []counts{{Ran: 410, Dir: "/src/shared/seeds", Found: true}, {}, {Ran: 2, Skipped: 1, Dir: "/src/shared/seeds", Found: true}} {
		if err := appendTally(tally, c); err != nil {
			t.Fatal(err)
		}
	}
	if line, err := reportLine(tally); err != nil || line != "seed cross-checks: 412 ran, 1 skipped (rule books at /src/shared/seeds)" {
		t.Errorf("%q %v", line, err)
	}
	absent := filepath.Join(dir, "absent")
	if err := appendTally(absent, counts{Skipped: 412, Dir: "/src/shared/seeds"}); err != nil {
		t.Fatal(err)
	}
	if line, err := reportLine(absent); err != nil || line != "seed cross-checks: 0 ran, 412 skipped (rule books not found at /src/shared/seeds; CASINO_SEEDS_DIR names them)" {
		t.Errorf("%q %v", line, err)
	}
}

// The counts of a real go test -json run of rules/internal/seedtext's
// probe, whose one subtest reads the rule books and the other finds none:
// the words seedtext writes are the words counted.
func TestCountsARealRun(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go test")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "probe.txt"), []byte("a line\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "test", "-json", "-count=1", "-run", "^TestProbe$", "../../rules/internal/seedtext")
	cmd.Env = append(os.Environ(), "CASINO_SEEDTEXT_PROBE="+dir, "CI=")
	raw, err := cmd.Output()
	if err != nil {
		t.Fatalf("go test: %v\n%s", err, raw)
	}
	var out bytes.Buffer
	c, err := filter(bytes.NewReader(raw), &out)
	if err != nil {
		t.Fatal(err)
	}
	if c.Ran != 1 || c.Skipped != 1 || c.Dir != dir {
		t.Errorf("counts %+v; want 1 ran and 1 skipped, read at %s\n%s", c, dir, raw)
	}
	if !strings.HasPrefix(out.String(), "ok  \tgithub.com/tablegames/casino/rules/internal/seedtext\t") {
		t.Errorf("output %q; want the package's ok line alone", out.String())
	}
}
