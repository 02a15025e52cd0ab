package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/api"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/baccarat"
	"github.com/tablegames/casino/rules/catalog"
)

// Every generated hand is one the engine accepts, with 2 to 5 wagers, and
// it verifies unless it was short-paid, in which case exactly one payout
// differs and is short.
func TestGeneratedHandsVerify(t *testing.T) {
	g := baccarat.Colorado()
	for k := 1; k <= 3; k++ {
		s, err := g.Settings(tableSettings(k))
		if err != nil {
			t.Fatal(err)
		}
		gen, err := newGenerator(uint64(k), g, s.Values(), 10)
		if err != nil {
			t.Fatal(err)
		}
		st := newStamper("BAC-1")
		bets := map[string]int{}
		wrong := 0
		const n = 3000
		for i := range n {
			b, err := gen.next()
			if err != nil {
				t.Fatal(err)
			}
			raw := st.appendRecord(nil, int64(i+1), time.Date(2026, 11, 21, 22, 14, 5, 0, time.UTC), b)
			h, err := g.Decode(raw)
			if err != nil {
				t.Fatalf("%v\n%s", err, raw)
			}
			if e := h.Envelope(); e.TableID != "BAC-1" || e.HandNumber != int64(i+1) || e.Game != gameID {
				t.Fatalf("envelope %+v", e)
			}
			v, err := h.Verify(s)
			if err != nil {
				t.Fatalf("%v\n%s", err, raw)
			}
			if len(v.Settlements) < 2 || len(v.Settlements) > 5 {
				t.Fatalf("%d wagers\n%s", len(v.Settlements), raw)
			}
			for _, x := range v.Settlements {
				bets[x.Bet]++
			}
			if !b.wrong {
				if !v.Verified() {
					t.Fatalf("findings %+v\n%s", v.Findings, raw)
				}
				continue
			}
			wrong++
			if len(v.Findings) != 1 || v.Findings[0].Field != "payout" {
				t.Fatalf("short-paid hand: findings %+v\n%s", v.Findings, raw)
			}
			declared, _ := rules.ParseMoney(v.Findings[0].Declared)
			expected, _ := rules.ParseMoney(v.Findings[0].Expected)
			if declared >= expected {
				t.Fatalf("declared %s, expected %s: not short\n%s", declared, expected, raw)
			}
		}
		if wrong < n/20 || wrong > n/5 {
			t.Errorf("%d of %d hands short-paid; want about 10%%", wrong, n)
		}
		for _, w := range g.Info().Wagers {
			if bets[w.Bet] == 0 {
				t.Errorf("no %s wager in %d hands", w.Bet, n)
			}
		}
	}
}

// The shoe is dealt through: the coups use every card of a shuffled shoe
// in order until the cut card.
func TestShoe(t *testing.T) {
	gen, err := newGenerator(7, baccarat.Colorado(), nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(gen.shoe) != 8*52 {
		t.Fatalf("shoe of %d cards", len(gen.shoe))
	}
	var seen [64]int
	for _, c := range gen.shoe {
		seen[c.Index()]++
	}
	for i := range 52 {
		if seen[i] != 8 {
			t.Fatalf("card %d appears %d times", i, seen[i])
		}
	}
	shoe := append([]rules.Card(nil), gen.shoe...)
	pos := 0
	for len(shoe)-pos >= cutCards {
		c := gen.deal()
		p, b := c.Player.Cards(), c.Banker.Cards()
		if p[0] != shoe[pos] || b[0] != shoe[pos+1] || p[1] != shoe[pos+2] || b[1] != shoe[pos+3] {
			t.Fatalf("coup at %d not dealt P1 B1 P2 B2", pos)
		}
		pos += c.Cards()
		if gen.pos != pos {
			t.Fatalf("shoe position %d, want %d", gen.pos, pos)
		}
	}
	gen.deal()
	if gen.pos > 6 {
		t.Fatalf("no reshuffle at the cut card: position %d", gen.pos)
	}
}

func TestParse(t *testing.T) {
	for _, args := range [][]string{
		{"--mode", "bulk"},
		{"--clients", "0"},
		{"--mode", "batch", "--batch-size", "1001"},
		{"--wrong", "101"},
		{"--run-id", "a-b"},
		{"--url", "127.0.0.1:8080"},
		{"--duration", "0s"},
		{"extra"},
	} {
		if _, err := parse(args, new(bytes.Buffer)); err == nil {
			t.Errorf("%q: no error", args)
		}
	}
	c, err := parse([]string{"--hands", "10", "--warmup", "5s"}, new(bytes.Buffer))
	if err != nil || c.warmup != 0 || c.batchSize != 1 || c.runID == "" || c.seed == 0 {
		t.Errorf("%+v %v", c, err)
	}
}

// casinoload against the real handler: every hand is recorded, the
// short-paid ones as discrepancies, and the summary says so.
func TestLoad(t *testing.T) {
	dbURL := modeltest.URL(t)
	store, err := models.Open(dbURL, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	if _, err := store.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	key := modeltest.KeyFile(t)
	if err := store.OpenAuditKey(context.Background(), key); err != nil {
		t.Fatal(err)
	}
	l := ledger.New(store, catalog.Default(), nil)
	srv := httptest.NewServer(api.New(l, reports.NewGenerator(store, nil), nil))
	defer srv.Close()

	for _, c := range []struct {
		name string
		args []string
		reqs int64
	}{
		{"single", []string{"--mode", "single", "--clients", "3", "--hands", "200", "--pool", "0"}, 200},
		{"batch", []string{"--mode", "batch", "--clients", "2", "--batch-size", "40", "--hands", "170", "--pool", "30"}, 6},
	} {
		t.Run(c.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			args := append([]string{"--url", srv.URL, "--database", dbURL, "--audit-key", key, "--wrong", "20", "--progress", "0"}, c.args...)
			if code := run(context.Background(), args, &out, &errOut); code != 0 {
				t.Fatalf("exit %d\n%s\n%s", code, out.String(), errOut.String())
			}
			var s summary
			if err := json.Unmarshal(out.Bytes(), &s); err != nil {
				t.Fatal(err)
			}
			hands := int64(200)
			if c.name == "batch" {
				hands = 170
			}
			if !s.OK || s.HandsSent != hands || s.HandsRecorded != hands || s.DBHands != hands || s.Requests != c.reqs {
				t.Errorf("summary %s", out.String())
			}
			if s.ShortPaidSent == 0 || s.Verdicts["discrepancy"] != s.ShortPaidSent ||
				s.Verdicts["verified"] != hands-s.ShortPaidSent || s.HandStatus["201"] != hands {
				t.Errorf("verdicts %s", out.String())
			}
			if s.LatencyMS.P50 <= 0 || s.LatencyMS.Max < s.LatencyMS.P99 || s.HandsPerSecond <= 0 {
				t.Errorf("figures %s", out.String())
			}
			if !strings.HasPrefix(s.Tables, "LOAD-"+s.RunID+"-1..") {
				t.Errorf("tables %q", s.Tables)
			}
		})
	}

	// A server that fails makes the run fail.
	var out bytes.Buffer
	code := run(context.Background(), []string{"--url", "http://127.0.0.1:1", "--database", dbURL, "--audit-key", key, "--hands", "3",
		"--clients", "1", "--progress", "0", "--timeout", "2s"}, &out, new(bytes.Buffer))
	if code != 1 || !strings.Contains(out.String(), `"transport_errors": 3`) {
		t.Errorf("exit %d\n%s", code, out.String())
	}
}

func TestDistribution(t *testing.T) {
	var d []time.Duration
	for i := 100; i >= 1; i-- {
		d = append(d, time.Duration(i)*time.Millisecond)
	}
	l := distribution(d)
	if l.P50 != 50 || l.P90 != 90 || l.P99 != 99 || l.Max != 100 || l.Mean != 50.5 {
		t.Errorf("%+v", l)
	}
	if (distribution(nil) != latency{}) {
		t.Error("empty")
	}
}

// Month mode fills a month: its hands on every gaming day, each table's
// closers, counts and fills, and the Master Game Report of a day adds up.
func TestMonth(t *testing.T) {
	dbURL := modeltest.URL(t)
	key := modeltest.KeyFile(t)
	var out, errOut bytes.Buffer
	args := []string{"--mode", "month", "--month", "2026-02", "--database", dbURL, "--audit-key", key, "--clients", "2",
		"--hands", "280", "--batch-size", "7", "--wrong", "10", "--seed", "7"}
	if code := run(context.Background(), args, &out, &errOut); code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out.String(), errOut.String())
	}
	var s monthSummary
	if err := json.Unmarshal(out.Bytes(), &s); err != nil {
		t.Fatal(err)
	}
	// February 2026 has 28 days: 5 hands a table a day, a closer and a count
	// each, a fill every third day (10 days).
	if !s.OK || s.Hands != 280 || s.Counts != 56 || s.Inventories != 56 || s.Slips != 20 || s.Discrepancies == 0 {
		t.Errorf("summary %s", out.String())
	}
	store, err := models.Open(dbURL, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	var days []struct {
		GamingDay models.Day `gorm:"column:gaming_day"`
		N         int64      `gorm:"column:n"`
	}
	if err := store.RawScan(context.Background(), &days, "SELECT gaming_day, COUNT(*) AS n FROM hands GROUP BY gaming_day ORDER BY gaming_day"); err != nil {
		t.Fatal(err)
	}
	if len(days) != 28 || days[0].GamingDay != "2026-02-01" || days[0].N != 10 || days[27].GamingDay != "2026-02-28" {
		t.Errorf("hands by day %+v", days)
	}
}

// Month after month at the same tables (--tables): the second run takes
// the tables as they are and goes on with their hand numbers.
func TestMonthsAtTheSameTables(t *testing.T) {
	dbURL := modeltest.URL(t)
	key := modeltest.KeyFile(t)
	for _, month := range []string{"2026-02", "2026-03"} {
		var out, errOut bytes.Buffer
		args := []string{"--mode", "month", "--month", month, "--database", dbURL, "--audit-key", key, "--clients", "2",
			"--hands", "62", "--batch-size", "7", "--seed", "7", "--tables", "YEAR"}
		if code := run(context.Background(), args, &out, &errOut); code != 0 {
			t.Fatalf("%s: exit %d\n%s\n%s", month, code, out.String(), errOut.String())
		}
	}
	store, err := models.Open(dbURL, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	var tables []struct {
		TableID string `gorm:"column:table_id"`
		N, Max  int64
	}
	if err := store.RawScan(context.Background(), &tables, "SELECT table_id, COUNT(*) AS n, MAX(hand_number) AS max FROM hands GROUP BY table_id ORDER BY table_id"); err != nil {
		t.Fatal(err)
	}
	if len(tables) != 2 || tables[0].TableID != "LOAD-YEAR-1" || tables[0].N != 62 || tables[0].Max != 62 || tables[1].N != 62 {
		t.Errorf("hands by table after two months at the same tables: %+v; want LOAD-YEAR-1 and -2 with hands 1 to 62", tables)
	}
	if _, code := parse([]string{"--mode", "single", "--tables", "X"}, &bytes.Buffer{}); code == nil {
		t.Error("--tables was taken outside month mode")
	}
}

// A busy day (--days 1): every hand of the run on the month's first day.
func TestMonthOneDay(t *testing.T) {
	dbURL := modeltest.URL(t)
	key := modeltest.KeyFile(t)
	var out, errOut bytes.Buffer
	args := []string{"--mode", "month", "--month", "2026-03", "--days", "1", "--database", dbURL, "--audit-key", key,
		"--clients", "2", "--hands", "40", "--batch-size", "7", "--seed", "7"}
	if code := run(context.Background(), args, &out, &errOut); code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out.String(), errOut.String())
	}
	var s monthSummary
	if err := json.Unmarshal(out.Bytes(), &s); err != nil {
		t.Fatal(err)
	}
	if !s.OK || s.Hands != 40 || s.Counts != 2 || s.Inventories != 2 {
		t.Errorf("summary %s", out.String())
	}
	store, err := models.Open(dbURL, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	var days []struct {
		GamingDay models.Day `gorm:"column:gaming_day"`
		N         int64      `gorm:"column:n"`
	}
	if err := store.RawScan(context.Background(), &days, "SELECT gaming_day, COUNT(*) AS n FROM hands GROUP BY gaming_day"); err != nil {
		t.Fatal(err)
	}
	if len(days) != 1 || days[0].GamingDay != "2026-03-01" || days[0].N != 40 {
		t.Errorf("hands by day %+v; want 40 on 2026-03-01", days)
	}
	for _, bad := range [][]string{{"--mode", "single", "--days", "1"}, {"--mode", "month", "--month", "2026-03", "--hands", "4", "--days", "32"}} {
		if _, code := parse(bad, &bytes.Buffer{}); code == nil {
			t.Errorf("%v was taken", bad)
		}
	}
}
