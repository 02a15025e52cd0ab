package main

import "testing"

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
