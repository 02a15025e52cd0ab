package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"os"
	"regexp"
	"strings"
	"testing"
)

// documentedLines are the records and pool lines docs/hand-records.md
// shows, in the order it shows them: a json or json sequence block is one
// record, a jsonl block one line of a file each.
func documentedLines(t *testing.T) [][]byte {
	t.Helper()
	b, err := os.ReadFile("../../docs/hand-records.md")
	if err != nil {
		t.Fatal(err)
	}
	var out [][]byte
	for _, m := range regexp.MustCompile("(?s)```(json|json sequence|jsonl)\n(.*?)```").FindAllSubmatch(b, -1) {
		if string(m[1]) == "jsonl" {
			for _, l := range bytes.Split(m[2], []byte("\n")) {
				if l = bytes.TrimSpace(l); len(l) > 0 {
					out = append(out, l)
				}
			}
			continue
		}
		out = append(out, compact(t, m[2]))
	}
	return out
}

func compact(t *testing.T, record []byte) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := json.Compact(&b, record); err != nil {
		t.Fatalf("%v: %s", err, record)
	}
	return b.Bytes()
}

// Every record docs/hand-records.md shows, posted in the order shown
// through POST /api/v1/hands, is verified, and casinoctl verify, reading
// them as one file, gives each the service's verdict, findings, outcome
// and totals: the craps shooter's hand carried throw by throw, the lowball
// kill button, the Roulette Rage run and the progressive meters of the
// pool lines included.
func TestDocumentedExamplesBothWays(t *testing.T) {
	lines := documentedLines(t)
	games := map[string]bool{}
	for i, a := range bothWays(t, lines) {
		if a.status == 0 {
			continue
		}
		if a.status != http.StatusCreated || a.verdict != "verified" {
			t.Errorf("documented line %d is answered %d %s %v %v: %.200s", i+1, a.status, a.verdict, a.findings, a.errors, lines[i])
		}
		var env struct{ Game string }
		_ = json.Unmarshal(lines[i], &env)
		games[env.Game] = true
	}
	for _, id := range []string{"craps", "lowball", "roulette", "casino-stud"} {
		if !games[id] {
			t.Errorf("docs/hand-records.md shows no %s record", id)
		}
	}
}

// The sample files of testdata/hands, some of their hands wrong on
// purpose and one line cut short, get the same answers both ways.
func TestSampleFilesBothWays(t *testing.T) {
	raw, err := os.ReadFile("../../testdata/hands/sample.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	var lines [][]byte
	for _, l := range strings.Split(string(raw), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, []byte(l))
		}
	}
	single, err := os.ReadFile("../../testdata/hands/baccarat-sample.json")
	if err != nil {
		t.Fatal(err)
	}
	t.Run("sample.jsonl", func(t *testing.T) { bothWays(t, lines) })
	t.Run("baccarat-sample.json", func(t *testing.T) { bothWays(t, [][]byte{compact(t, single)}) })
}
