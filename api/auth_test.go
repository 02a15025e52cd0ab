package api_test

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tablegames/casino/models"
)

// A user disabled in the database is refused at the next request, even
// right after a request that succeeded: user tokens are not served from a
// cache.
func TestDisabledUserTokenRefusedAtOnce(t *testing.T) {
	e := newEnv(t)
	if r := e.do(t, "GET", "/api/v1/tables", e.boss, nil); r.status != 200 {
		t.Fatalf("before: %d %s", r.status, r.body)
	}
	// As another replica, or casinoctl, would: straight in the database.
	if err := e.store.DB().Exec("UPDATE users SET disabled_at = ? WHERE name = ?", time.Now().UTC(), "pat").Error; err != nil {
		t.Fatal(err)
	}
	r := e.do(t, "GET", "/api/v1/tables", e.boss, nil)
	if r.status != http.StatusUnauthorized || !strings.Contains(string(r.body), `"type":"https://github.com/tablegames/casino/blob/main/docs/api.md#unauthenticated"`) {
		t.Errorf("a disabled user's token: %d %s", r.status, r.body)
	}
	if r := e.do(t, "GET", "/api/v1/games", e.station, nil); r.status != 200 {
		t.Errorf("a station after a user was disabled: %d %s", r.status, r.body)
	}
}

// A personal token issued with an expiry works until then and is refused
// with 401 naming the reason from then on.
func TestExpiredUserToken(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	var mu sync.Mutex
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	e.l.SetClock(func() time.Time { mu.Lock(); defer mu.Unlock(); return now })
	set := func(t time.Time) { mu.Lock(); defer mu.Unlock(); now = t }

	token, expires, err := e.l.IssueUserTokenFor(ctx, "cli:ops", "dana", 30*24*time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if want := time.Date(2026, 12, 23, 12, 0, 0, 0, time.UTC); expires == nil || !expires.Equal(want) {
		t.Fatalf("expires %v, want %s", expires, want)
	}
	if r := e.do(t, "GET", "/api/v1/reports", token, nil); r.status != 200 {
		t.Fatalf("a fresh token: %d %s", r.status, r.body)
	}
	set(expires.Add(-time.Second))
	if r := e.do(t, "GET", "/api/v1/reports", token, nil); r.status != 200 {
		t.Fatalf("a second before it expires: %d %s", r.status, r.body)
	}
	set(*expires)
	r := e.do(t, "GET", "/api/v1/reports", token, nil)
	var p struct {
		Type, Title, Detail string
		Status              int
	}
	r.json(t, &p)
	if r.status != http.StatusUnauthorized || p.Status != 401 || !strings.HasSuffix(p.Type, "docs/api.md#token-expired") ||
		p.Title != "Token expired" || !strings.Contains(p.Detail, "expired at 2026-12-23T12:00:00Z") {
		t.Errorf("an expired token: %d %s", r.status, r.body)
	}
	if h := r.header.Get("WWW-Authenticate"); !strings.Contains(h, `error="invalid_token"`) {
		t.Errorf("WWW-Authenticate %q", h)
	}
	issued, err := e.store.AuditEntries(ctx, models.AuditFilter{Action: "user.token_issued", Subject: "user:dana", Limit: 10})
	if err != nil || len(issued) != 2 || !strings.Contains(issued[1].Payload, `"expires_at":"2026-12-23T12:00:00Z"`) {
		t.Errorf("issued tokens audited as %+v (%v)", issued, err)
	}
	// A token without an expiry, issued anew, works again.
	fresh, err := e.l.IssueUserToken(ctx, "cli:ops", "dana")
	if err != nil {
		t.Fatal(err)
	}
	set(expires.Add(365 * 24 * time.Hour))
	if r := e.do(t, "GET", "/api/v1/reports", fresh, nil); r.status != 200 {
		t.Errorf("a token without an expiry a year on: %d %s", r.status, r.body)
	}
	if _, _, err := e.l.IssueUserTokenFor(ctx, "cli:ops", "dana", -time.Hour); err == nil || !strings.Contains(err.Error(), "expires") {
		t.Errorf("a negative lifetime: %v", err)
	}
}
