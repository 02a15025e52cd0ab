package web_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
)

// The audit page lists the newest entries first, within the dates asked
// for (whole days of the property's calendar, both included); a date that
// cannot be read, or a range that ends before it starts, is refused naming
// the field.
func TestWebAuditNewestFirstAndDates(t *testing.T) {
	e := newWebEnv(t)
	ctx := context.Background()
	for _, x := range []struct {
		id string
		at time.Time
	}{
		{"OLD-1", time.Date(2026, 11, 19, 23, 59, 0, 0, time.UTC)},
		{"MID-1", time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC)},
		{"MID-2", time.Date(2026, 11, 21, 23, 59, 59, 0, time.UTC)},
		{"NEW-1", time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)},
	} {
		e.l.SetClock(func() time.Time { return x.at })
		if _, err := e.l.CreateTable(ctx, "test", ledger.TableInput{ID: x.id, Game: "baccarat-co"}); err != nil {
			t.Fatal(err)
		}
	}
	e.l.SetClock(time.Now)
	dana := e.signedIn(t, "dana")
	tables := func(path string) []string {
		t.Helper()
		r := dana.get(path)
		r.want(t, 200, "Entries, newest first")
		var out []string
		for _, part := range strings.Split(r.body, "<td>table:")[1:] {
			out = append(out, part[:strings.Index(part, "<")])
		}
		return out
	}
	all := tables("/web/audit?action=table.created")
	// The tables of the setup were made after, by the clock, and before, by id.
	if got := strings.Join(all, " "); !strings.HasPrefix(got, "NEW-1 MID-2 MID-1 OLD-1") {
		t.Errorf("newest first: %s", got)
	}
	if got := strings.Join(tables("/web/audit?action=table.created&from=2026-11-20&to=2026-11-21"), " "); got != "MID-2 MID-1" {
		t.Errorf("from 2026-11-20 to 2026-11-21: %s, want MID-2 MID-1", got)
	}
	if got := strings.Join(tables("/web/audit?action=table.created&from=2026-11-22&to=2026-11-22"), " "); got != "NEW-1" {
		t.Errorf("2026-11-22: %s, want NEW-1", got)
	}
	if got := strings.Join(tables("/web/audit?action=table.created&to=2026-11-19"), " "); got != "OLD-1" {
		t.Errorf("to 2026-11-19: %s, want OLD-1", got)
	}
	dana.get("/web/audit?from=2026-02-30").want(t, 400, `id="from-error"`)
	dana.get("/web/audit?from=2026-11-22&to=2026-11-21").want(t, 400, `id="to-error"`, "is before the first date")
	dana.get("/web/audit?before=x").want(t, 400, "before")
}
