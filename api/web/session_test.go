package web_test

import (
	"context"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/api"
	"github.com/tablegames/casino/api/web"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules/catalog"
)

// replica is one casinod on a database others share: its own connections,
// ledger and router.
func replica(t *testing.T, dbURL, keyFile string) (*httptest.Server, *models.Store, *ledger.Ledger) {
	t.Helper()
	s, err := models.Open(dbURL, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	if _, err := s.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	if err := s.OpenAuditKey(context.Background(), keyFile); err != nil {
		t.Fatal(err)
	}
	l := ledger.New(s, catalog.Default(), nil)
	srv := httptest.NewServer(api.New(l, reports.NewGenerator(s, nil), nil))
	t.Cleanup(srv.Close)
	return srv, s, l
}

// browserAt is a browser on a server with a jar of its own.
func browserAt(t *testing.T, base string) *browser {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &browser{t: t, base: base, c: &http.Client{Jar: jar},
		raw: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// cookie returns a browser's cookie for a path of its server.
func (b *browser) cookie(path, name string) *http.Cookie {
	u, _ := url.Parse(b.base + path)
	for _, c := range b.c.Jar.Cookies(u) {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// giveCookie hands a browser's session cookie to another browser, as a
// load balancer sending the next request elsewhere does.
func (b *browser) giveCookie(to *browser) {
	b.t.Helper()
	c := b.cookie("/web/", "casino_session")
	if c == nil {
		b.t.Fatal("no session cookie")
	}
	u, _ := url.Parse(to.base + "/web/")
	to.c.Jar.SetCookies(u, []*http.Cookie{{Name: c.Name, Value: c.Value, Path: "/web"}})
}

// A session opened on one replica works on another and after a restart;
// a form posted to another replica carries the first one's CSRF token;
// signing out on one ends the session on all.
func TestWebSessionsSharedByReplicas(t *testing.T) {
	dbURL, key := modeltest.URL(t), modeltest.KeyFile(t)
	srvA, store, l := replica(t, dbURL, key)
	ctx := context.Background()
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "BAC-1", Game: "baccarat-co"}); err != nil {
		t.Fatal(err)
	}
	if _, err := l.CreateUser(ctx, "test", "pat", models.RolePitBoss); err != nil {
		t.Fatal(err)
	}
	if err := l.SetPassword(ctx, "test", "pat", webPassword); err != nil {
		t.Fatal(err)
	}
	srvB, _, _ := replica(t, dbURL, key)

	a := browserAt(t, srvA.URL)
	if r := a.signIn("pat", webPassword); !signedInAt(r) {
		t.Fatalf("sign-in on A: %d %s", r.status, r.path)
	}
	csrf := a.get("/web/tables/BAC-1/open").csrf(t)

	b := browserAt(t, srvB.URL)
	a.giveCookie(b)
	floor := b.get("/web/floor")
	floor.want(t, 200, "Enter hand at BAC-1", ">Sign out</button>")
	if floor.csrf(t) != csrf {
		t.Errorf("replica B shows CSRF token %s, A %s", floor.csrf(t), csrf)
	}
	b.post("/web/tables/BAC-1/open", url.Values{"csrf_token": {csrf}, "collection_schedule": {"none"}}).
		want(t, 200, "Table BAC-1 opened.")
	if sess, err := store.OpenSessionOf(ctx, "BAC-1"); err != nil || sess.OpenedBy != "user:pat" {
		t.Fatalf("the form posted to B did not open the table: %+v %v", sess, err)
	}

	// A replica started after the sign-in knows the session too.
	srvC, _, _ := replica(t, dbURL, key)
	c := browserAt(t, srvC.URL)
	a.giveCookie(c)
	c.get("/web/floor").want(t, 200, "Enter hand at BAC-1")

	// Signing out on B ends the session everywhere.
	b.post("/web/signout", url.Values{"csrf_token": {csrf}})
	for name, br := range map[string]*browser{"A": a, "C": c} {
		if r := br.get("/web/floor"); r.path != "/web/signin" {
			t.Errorf("after signing out on B, replica %s still serves the session (%s)", name, r.path)
		}
	}
	var n int64
	if err := store.DB().Model(&models.WebSession{}).Count(&n).Error; err != nil || n != 0 {
		t.Errorf("%d session rows after signing out (%v)", n, err)
	}
}

// sessionRow returns the one stored session.
func sessionRow(t *testing.T, s *models.Store) models.WebSession {
	t.Helper()
	var rows []models.WebSession
	if err := s.DB().Find(&rows).Error; err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 {
		t.Fatalf("%d session rows, want 1", len(rows))
	}
	return rows[0]
}

// The database keeps only the token's SHA-256. A session ends after
// SessionIdleTimeout without a request and SessionLifetime after sign-in
// however busy; its last-seen time is written at most once a minute; an
// expired session is refused and its row deleted.
func TestWebSessionExpiry(t *testing.T) {
	e := newWebEnv(t)
	clock := setClock(e.l)
	start := clock.now()
	b := e.signedIn(t, "pat")
	token := b.cookie("/web/", "casino_session").Value
	row := sessionRow(t, e.store)
	if row.TokenHash != models.HashToken(token) || row.TokenHash == token || strings.Contains(row.CSRFToken, token) {
		t.Errorf("stored session %+v for cookie %s: want only the token's SHA-256", row, token)
	}
	if row.CSRFToken != b.get("/web/floor").csrf(t) || row.UserID != e.users["pat"].ID {
		t.Errorf("stored session %+v", row)
	}
	if !row.CreatedAt.Equal(start) || !row.ExpiresAt.Equal(start.Add(web.SessionLifetime)) ||
		!row.IdleExpiresAt.Equal(start.Add(web.SessionIdleTimeout)) {
		t.Errorf("stored session times %+v, signed in at %s", row, start)
	}

	// Within a minute of the last write, requests write nothing.
	clock.advance(50 * time.Second)
	b.get("/web/floor").want(t, 200)
	if got := sessionRow(t, e.store).LastSeenAt; !got.Equal(start) {
		t.Errorf("last seen %s after a request 50 s in; want it left at %s", got, start)
	}
	clock.advance(20 * time.Second)
	b.get("/web/floor").want(t, 200)
	seen := start.Add(70 * time.Second)
	if got := sessionRow(t, e.store); !got.LastSeenAt.Equal(seen) || !got.IdleExpiresAt.Equal(seen.Add(web.SessionIdleTimeout)) {
		t.Errorf("after a request 70 s in: last seen %s, idle expiry %s", got.LastSeenAt, got.IdleExpiresAt)
	}

	// Idle: a second short of the timeout the session lives (and moves
	// on); a full timeout later it is gone.
	clock.advance(web.SessionIdleTimeout - time.Second)
	b.get("/web/floor").want(t, 200)
	clock.advance(web.SessionIdleTimeout)
	if r := b.get("/web/floor"); r.path != "/web/signin" {
		t.Fatalf("an idle session still served %s", r.path)
	}
	var n int64
	e.store.DB().Model(&models.WebSession{}).Count(&n)
	if n != 0 {
		t.Errorf("%d session rows after the idle session was refused", n)
	}

	// Busy: a request every 20 minutes keeps the session until
	// SessionLifetime after the sign-in, not beyond.
	b = e.signedIn(t, "pat")
	signedIn := clock.now()
	for clock.now().Add(20 * time.Minute).Before(signedIn.Add(web.SessionLifetime)) {
		clock.advance(20 * time.Minute)
		if r := b.get("/web/floor"); r.status != 200 || r.path != "/web/floor" {
			t.Fatalf("a busy session ended %s after sign-in", clock.now().Sub(signedIn))
		}
	}
	clock.advance(signedIn.Add(web.SessionLifetime).Sub(clock.now()))
	if r := b.get("/web/floor"); r.path != "/web/signin" {
		t.Fatalf("a session still served %s %s after sign-in", r.path, clock.now().Sub(signedIn))
	}
}

// Expired sessions nobody comes back with are deleted from time to time by
// a request that finds them, and old sign-in failures are forgotten.
func TestWebSessionsSwept(t *testing.T) {
	e := newWebEnv(t)
	clock := setClock(e.l)
	for _, name := range []string{"pat", "sam", "dana"} {
		e.signedIn(t, name)
	}
	e.browser(t).signIn("cy", "wrong password!").want(t, 200, "Unknown user or wrong password")
	var sessions, failures int64
	e.store.DB().Model(&models.WebSession{}).Count(&sessions)
	e.store.DB().Model(&models.SignInFailures{}).Count(&failures)
	if sessions != 3 || failures != 2 {
		t.Fatalf("%d sessions and %d failure counters, want 3 and 2", sessions, failures)
	}
	clock.advance(ledger.NameFailureMemory + time.Hour)
	e.browser(t).get("/web/signin").want(t, 200)
	e.store.DB().Model(&models.WebSession{}).Count(&sessions)
	e.store.DB().Model(&models.SignInFailures{}).Count(&failures)
	if sessions != 0 || failures != 0 {
		t.Errorf("%d sessions and %d failure counters left, want none", sessions, failures)
	}
}

// Disabling a user ends the user's web sessions and API token at once;
// enabling lets the user sign in again with the same password, but not
// use the old token.
func TestWebDisableUser(t *testing.T) {
	e := newWebEnv(t)
	ctx := context.Background()
	pat, sam := e.signedIn(t, "pat"), e.signedIn(t, "sam")
	token, err := e.l.IssueUserToken(ctx, "test", "pat")
	if err != nil {
		t.Fatal(err)
	}
	apiGet := func() int {
		req, _ := http.NewRequest("GET", e.srv.URL+"/api/v1/tables", nil)
		req.Header.Set("Authorization", "Bearer "+token)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if s := apiGet(); s != 200 {
		t.Fatalf("pat's token before: %d", s)
	}
	ended, err := e.l.DisableUser(ctx, "cli:ops", "pat")
	if err != nil || ended != 1 {
		t.Fatalf("disable: %d sessions ended, %v", ended, err)
	}
	if r := pat.get("/web/floor"); r.path != "/web/signin" {
		t.Errorf("pat's session still served %s after disable", r.path)
	}
	if s := apiGet(); s != http.StatusUnauthorized {
		t.Errorf("pat's token right after disable: %d, want 401", s)
	}
	sam.get("/web/floor").want(t, 200) // others are not touched
	pat.signIn("pat", webPassword).want(t, 200, "Unknown user or wrong password")
	dis := auditEntries(t, e.store, "user.disabled")
	if len(dis) != 1 || dis[0].Actor != "cli:ops" || dis[0].Subject != "user:pat" ||
		auditDetail(t, dis[0])["web_sessions_ended"] != float64(1) || auditDetail(t, dis[0])["token_revoked"] != true {
		t.Errorf("disable audited as %+v", dis)
	}
	if _, err := e.l.DisableUser(ctx, "cli:ops", "pat"); err == nil || !strings.Contains(err.Error(), "already disabled") {
		t.Errorf("disabling twice: %v", err)
	}

	if err := e.l.EnableUser(ctx, "cli:ops", "pat"); err != nil {
		t.Fatal(err)
	}
	if r := pat.signIn("pat", webPassword); !signedInAt(r) {
		t.Errorf("pat after enable: %d %s", r.status, r.path)
	}
	if s := apiGet(); s != http.StatusUnauthorized {
		t.Errorf("the token from before the disable after enable: %d, want 401", s)
	}
	if en := auditEntries(t, e.store, "user.enabled"); len(en) != 1 || en[0].Subject != "user:pat" {
		t.Errorf("enable audited as %+v", en)
	}
	if err := e.l.EnableUser(ctx, "cli:ops", "pat"); err == nil || !strings.Contains(err.Error(), "not disabled") {
		t.Errorf("enabling twice: %v", err)
	}
	if _, err := e.l.DisableUser(ctx, "cli:ops", "ghost"); err == nil || !strings.Contains(err.Error(), "no user") {
		t.Errorf("disabling an unknown user: %v", err)
	}
}

// A user holds at most the limit of web sessions: a sign-in beyond it ends
// the oldest, which then shows the sign-in page, and the audit log says
// why. Another user's sessions are not touched.
func TestWebSessionsPerUserAreCapped(t *testing.T) {
	e := newWebEnv(t)
	e.l.SetWebSessionsPerUser(3)
	other := e.signedIn(t, "sam")
	var browsers []*browser
	for range 5 {
		browsers = append(browsers, e.signedIn(t, "pat"))
	}
	live, err := e.store.LiveWebSessionsOf(context.Background(), e.users["pat"].ID, e.l.Now())
	if err != nil {
		t.Fatal(err)
	}
	if len(live) != 3 {
		t.Errorf("pat holds %d live sessions; want 3", len(live))
	}
	for i, b := range browsers {
		r := b.get("/web/floor")
		if signedOut := r.path == "/web/signin"; signedOut != (i < 2) {
			t.Errorf("session %d: /web/floor went to %s", i, r.path)
		}
	}
	if r := other.get("/web/floor"); r.path != "/web/floor" {
		t.Errorf("sam's session went to %s", r.path)
	}
	entries, err := e.store.AuditEntries(context.Background(), models.AuditFilter{Action: "user.session_ended", Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 || entries[0].Subject != "user:pat" || !strings.Contains(entries[0].Payload, `"limit":3`) {
		t.Errorf("audit entries %+v", entries)
	}
}
