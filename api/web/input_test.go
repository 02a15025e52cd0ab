package web_test

import (
	"net/http"
	"net/url"
	"testing"
)

// After signing in, a page of /web/ is where the browser goes, however the
// next page is written; anything that resolves outside /web/ goes home.
func TestSignInGoesNowhereOutsideTheSite(t *testing.T) {
	e := newWebEnv(t)
	for next, want := range map[string]string{
		"/web/findings?status=open": "/web/findings?status=open",
		"/web/./findings":           "/web/findings",
		"/web/../evil":              "/web/floor",
		"/web/%2e%2e/evil":          "/web/floor",
		"/web/..%2f..%2fevil":       "/web/floor",
		"/web/floor/../../evil":     "/web/floor",
		"//evil.example/web/":       "/web/floor",
		"/web/\\evil":               "/web/floor",
		"https://evil.example/web/": "/web/floor",
		"/web/signin":               "/web/floor",
		"/web/x/../signin":          "/web/floor",
	} {
		b := e.browser(t)
		page := b.get("/web/signin")
		r := b.do(b.raw, "POST", "/web/signin", url.Values{"csrf_token": {page.csrf(t)}, "name": {"pat"},
			"password": {webPassword}, "next": {next}})
		if r.status != http.StatusSeeOther || r.header.Get("Location") != want {
			t.Errorf("next=%s: %d to %q; want %q", next, r.status, r.header.Get("Location"), want)
		}
	}
}

// A form field or a parameter of a page that is not valid text is a 400
// page naming it, on both databases; PostgreSQL refused such text with an
// error that was a 500.
func TestWebRefusesInvalidText(t *testing.T) {
	e := newWebEnv(t)
	anon := e.browser(t)
	page := anon.get("/web/signin")
	r := anon.do(anon.raw, "POST", "/web/signin", url.Values{"csrf_token": {page.csrf(t)}, "name": {"pat\x00"}, "password": {"x"}})
	r.want(t, 400, "name")

	b := e.signedIn(t, "pat")
	floor := b.get("/web/floor")
	b.get("/web/findings?table=BAC%00").want(t, 400, "table")
	b.get("/web/findings?table=%FF").want(t, 400, "table")
	b.get("/web/tables/BAC%00/hand").want(t, 400, "id")
	b.post("/web/tables/BAC-1/open", url.Values{"csrf_token": {floor.csrf(t)}, "collection_schedule": {"x\x00"}}).want(t, 400, "collection_schedule")
	cy := e.signedIn(t, "cy")
	count := cy.get("/web/count?gaming_day=2026-11-21")
	cy.post("/web/count?gaming_day=2026-11-21", url.Values{"csrf_token": {count.csrf(t)}, "table_id": {"BAC-1"}, "amount": {"10.00"},
		"team_1": {"Ann\xff\xfe"}}).want(t, 400, "team_1")
	dana := e.signedIn(t, "dana")
	days := dana.get("/web/days")
	dana.post("/web/days/2026-11-21/sign-off", url.Values{"csrf_token": {days.csrf(t)}, "note": {"ok\x00"}}).want(t, 400, "note")
	if offs, _ := e.store.SignOffs(t.Context(), 1, 10); len(offs) != 0 {
		t.Errorf("a sign-off was stored: %+v", offs)
	}
}
