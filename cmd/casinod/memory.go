package main

import (
	"fmt"
	"log/slog"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
)

// defaultMemoryLimit is the soft limit of the memory the Go runtime holds.
// Batches of hands come in bursts of megabytes; without a limit the
// collector lets the heap grow to twice what was live at its last cycle and
// gives the memory back to the system slowly, so that casinod's resident
// memory rose to about 150 MB at 4 clients posting batches of 1,000. With
// it, the collector runs earlier when the heap nears the limit, at a small
// cost in CPU (docs/performance.md). It is soft: casinod that needs more
// (a report of a very large day) takes more and collects more often.
const defaultMemoryLimit = "100MiB"

// gcPercentUnderLimit is the collector's target (GOGC) while a soft limit
// holds the heap down. Single hands leave a heap of a few megabytes, and
// at the default of 100 the collector ran every few milliseconds and took
// a fifth of casinod's CPU; with the limit in place a higher target costs
// no resident memory at the peak (batches reach the limit either way) and
// gave about 9% more single-hand posts a second (docs/performance.md).
const gcPercentUnderLimit = 400

// setMemoryLimit applies --memory-limit unless GOMEMLIMIT already set one,
// and with it the collector's target gcPercentUnderLimit unless GOGC set
// one.
func setMemoryLimit(spec string, log *slog.Logger) error {
	if os.Getenv("GOMEMLIMIT") != "" {
		log.Info("memory limit", "limit", os.Getenv("GOMEMLIMIT"), "from", "GOMEMLIMIT")
		return nil
	}
	n, err := parseBytes(spec)
	if err != nil {
		return err
	}
	if n == 0 {
		return nil
	}
	debug.SetMemoryLimit(n)
	gc := "GOGC"
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercentUnderLimit)
		gc = strconv.Itoa(gcPercentUnderLimit)
	}
	log.Info("memory limit", "limit", spec, "gc_percent", gc)
	return nil
}

// parseBytes reads a size in GOMEMLIMIT's units: a whole number with its
// unit, B, KiB, MiB, GiB or TiB; "off" or "0" is no limit.
func parseBytes(s string) (int64, error) {
	if s == "off" || s == "0" {
		return 0, nil
	}
	units := []struct {
		suffix string
		n      int64
	}{{"TiB", 1 << 40}, {"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}, {"B", 1}}
	for _, u := range units {
		if num, ok := strings.CutSuffix(s, u.suffix); ok {
			v, err := strconv.ParseInt(num, 10, 64)
			if err != nil || v <= 0 || v > (1<<62)/u.n {
				break
			}
			return v * u.n, nil
		}
	}
	return 0, fmt.Errorf("%q is not a size like 100MiB, 2GiB or off", s)
}
