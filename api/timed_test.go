package api_test

import (
	"context"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tablegames/casino/api"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules/catalog"
)

// A Hold'em table on timed collection (HOLDEM-1 option 86: six or more
// players pay $20 each per half hour, seed 000 line 7062) opens at 22:10:
// the 22:30 boundary is free; at 23:00 seven players are seated and seat 4
// is not collected from, which is a finding through the API.
func TestTimedCollectionThroughTheAPI(t *testing.T) {
	ctx := context.Background()
	s := modeltest.Open(t)
	l := ledger.New(s, catalog.Default(), nil)
	la, _ := time.LoadLocation("America/Los_Angeles")
	var mu sync.Mutex
	now := time.Date(2026, 11, 21, 22, 10, 0, 0, la)
	l.SetClock(func() time.Time { mu.Lock(); defer mu.Unlock(); return now.UTC() })
	setNow := func(h, m int) { mu.Lock(); now = time.Date(2026, 11, 21, h, m, 0, 0, la); mu.Unlock() }
	p, err := s.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	p.TimeZone = "America/Los_Angeles"
	if err := l.SetProperty(ctx, "test", p); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"HE-T", "HE-U"} {
		if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: id, Game: "holdem",
			Settings: map[string]string{"collection_schedule": "HOLDEM-1/86"}}); err != nil {
			t.Fatal(err)
		}
	}
	_, station, err := l.CreateStation(ctx, "test", "st-t", []string{"HE-T"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.CreateUser(ctx, "test", "pat", models.RolePitBoss); err != nil {
		t.Fatal(err)
	}
	boss, _ := l.IssueUserToken(ctx, "test", "pat")
	srv := httptest.NewServer(api.New(l, reports.NewGenerator(s, nil), nil))
	t.Cleanup(srv.Close)
	e := env{srv: srv, store: s}

	if r := e.do(t, "POST", "/api/v1/tables/HE-T/open", boss, nil); r.status != 201 {
		t.Fatalf("open: %d %s", r.status, r.body)
	}
	sit := `{"events": [`
	for seat := 1; seat <= 6; seat++ {
		sit += `{"seat": ` + string(rune('0'+seat)) + `, "event": "sit", "at": "2026-11-21T22:10:00-08:00"}, `
	}
	sit = strings.TrimSuffix(sit, ", ") + `]}`
	if r := e.do(t, "POST", "/api/v1/tables/HE-T/seats", station, sit); r.status != 201 {
		t.Fatalf("seats: %d %s", r.status, r.body)
	}
	wantProblem(t, e.do(t, "POST", "/api/v1/tables/HE-U/seats", station, sit), 403, "")
	wantProblem(t, e.do(t, "POST", "/api/v1/tables/HE-T/seats", station, `{"events": [{"seat": 3, "event": "stand", "at": "2026-11-21T22:10:00-08:00"}]}`), 422, "events[0].event")

	setNow(23, 40)
	if r := e.do(t, "POST", "/api/v1/tables/HE-T/seats", station, `{"events": [{"seat": 7, "event": "sit", "at": "2026-11-21T22:50:00-08:00"}]}`); r.status != 201 {
		t.Fatalf("seat 7: %d %s", r.status, r.body)
	}
	at23 := `{"at": "2026-11-21T23:00:00-08:00", "collections": [` +
		`{"seat": 1, "amount": "20.00"}, {"seat": 2, "amount": "20.00"}, {"seat": 3, "amount": "20.00"}, ` +
		`{"seat": 5, "amount": "20.00"}, {"seat": 6, "amount": "20.00"}, {"seat": 7, "amount": "20.00"}]}`
	if r := e.do(t, "POST", "/api/v1/tables/HE-T/collections", station, at23); r.status != 201 {
		t.Fatalf("collections: %d %s", r.status, r.body)
	}
	wantProblem(t, e.do(t, "POST", "/api/v1/tables/HE-T/collections", station, at23), 422, "collections")
	wantProblem(t, e.do(t, "POST", "/api/v1/tables/HE-T/collections", station,
		`{"at": "2026-11-21T23:10:00-08:00", "collections": [{"seat": 1, "amount": "20.00"}]}`), 422, "at")
	wantProblem(t, e.do(t, "POST", "/api/v1/tables/HE-T/collections", station,
		`{"at": "2026-11-21T23:30:00-08:00", "collections": [{"seat": 1, "amount": "-1"}]}`), 422, "collections[0].amount")

	var day struct {
		Sessions []struct {
			Schedule   string `json:"schedule"`
			Boundaries []struct {
				At      time.Time `json:"at"`
				Players int       `json:"players"`
				Fee     string    `json:"fee"`
			} `json:"boundaries"`
		} `json:"sessions"`
		Findings []struct {
			Seat     int    `json:"seat"`
			Expected string `json:"expected"`
			Message  string `json:"message"`
			Rule     struct {
				Lines string `json:"lines"`
			} `json:"rule"`
		} `json:"findings"`
		Expected  string `json:"expected"`
		Collected string `json:"collected"`
	}
	r := e.do(t, "GET", "/api/v1/tables/HE-T/collections?gaming_day=2026-11-21", boss, nil)
	r.json(t, &day)
	if r.status != 200 || len(day.Sessions) != 1 || day.Sessions[0].Schedule != "HOLDEM-1/86" {
		t.Fatalf("%d %s", r.status, r.body)
	}
	bs := day.Sessions[0].Boundaries
	if len(bs) != 2 || bs[0].Players != 7 || bs[0].Fee != "20.00" || bs[1].Players != 7 {
		t.Errorf("boundaries %s", r.body)
	}
	// 23:00: seat 4 missed. 23:30: nothing collected yet from seven seated
	// players: seven findings.
	missed := 0
	for _, f := range day.Findings {
		if f.Seat == 4 && f.Expected == "20.00" && strings.Contains(f.Message, "23:00") && f.Rule.Lines == "7062" {
			missed++
		}
	}
	if missed != 1 || len(day.Findings) != 8 || day.Expected != "280.00" || day.Collected != "120.00" {
		t.Errorf("findings: %s", r.body)
	}
}
