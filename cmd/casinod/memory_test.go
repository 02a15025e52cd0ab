package main

import (
	"io"
	"log/slog"
	"runtime/debug"
	"testing"
)

func TestParseBytes(t *testing.T) {
	for in, want := range map[string]int64{"100MiB": 100 << 20, "2GiB": 2 << 30, "512KiB": 512 << 10, "4096B": 4096,
		"off": 0, "0": 0} {
		if got, err := parseBytes(in); err != nil || got != want {
			t.Errorf("parseBytes(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "100", "100MB", "-5MiB", "1.5GiB", "MiB", "99999999999TiB"} {
		if _, err := parseBytes(bad); err == nil {
			t.Errorf("parseBytes(%q) was accepted", bad)
		}
	}
}

// TestSetMemoryLimit: the limit and, under it, the collector's target; off
// leaves both alone.
func TestSetMemoryLimit(t *testing.T) {
	t.Setenv("GOMEMLIMIT", "")
	t.Setenv("GOGC", "")
	prevLimit, prevGC := debug.SetMemoryLimit(-1), debug.SetGCPercent(100)
	t.Cleanup(func() { debug.SetMemoryLimit(prevLimit); debug.SetGCPercent(prevGC) })
	log := slog.New(slog.NewTextHandler(io.Discard, nil))

	if err := setMemoryLimit("off", log); err != nil {
		t.Fatal(err)
	}
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("off: GOGC %d, want it left at 100", got)
	}
	if err := setMemoryLimit("64MiB", log); err != nil {
		t.Fatal(err)
	}
	if got := debug.SetMemoryLimit(-1); got != 64<<20 {
		t.Errorf("limit %d, want %d", got, 64<<20)
	}
	if got := debug.SetGCPercent(100); got != gcPercentUnderLimit {
		t.Errorf("GOGC %d under the limit, want %d", got, gcPercentUnderLimit)
	}
	t.Setenv("GOGC", "150")
	if err := setMemoryLimit("64MiB", log); err != nil {
		t.Fatal(err)
	}
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("GOGC set in the environment: the collector's target became %d", got)
	}
}
