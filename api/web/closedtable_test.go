package web_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"
)

// A hand dealt while its table was closed is an exception on the floor,
// with a link to each such hand; a hand dealt while it was open is not.
func TestWebFloorHandsAtClosedTable(t *testing.T) {
	e := newWebEnv(t)
	ctx := context.Background()
	b := e.signedIn(t, "pat")
	enterHand(t, b, 1, "100.00").want(t, 200, "Verdict")
	h := handByNumber(t, e.store, "BAC-1", 1)
	floor := b.get("/web/floor?gaming_day=" + string(h.GamingDay))
	floor.want(t, 200, "1 hand dealt while closed", fmt.Sprintf(`<a href="/web/hands/%d">hand 1</a>`, h.ID))

	// Opened, the table's next hands are no exception.
	open := b.get("/web/tables/BAC-1/open")
	b.post("/web/tables/BAC-1/open", url.Values{"csrf_token": {open.csrf(t)}, "collection_schedule": {"none"}}).want(t, 200, "Table BAC-1 opened.")
	p, err := e.store.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	loc, err := p.Location()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Now().Add(time.Minute).In(loc)
	form := b.get("/web/tables/BAC-1/hand")
	b.post("/web/tables/BAC-1/hand", bacFormAt(form.csrf(t), 2, "100.00", at.Format("2006-01-02T15:04:05"))).want(t, 200, "Verdict")
	h2 := handByNumber(t, e.store, "BAC-1", 2)
	hs, err := e.store.ClosedTableHands(ctx, p.ID, h2.GamingDay)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range hs {
		if c.HandID == h2.ID {
			t.Errorf("hand 2, dealt while BAC-1 was open, is listed as dealt while closed")
		}
	}
	if h2.GamingDay != h.GamingDay {
		b.get("/web/floor?gaming_day="+string(h2.GamingDay)).want(t, 200, "BAC-1")
		if r := b.get("/web/floor?gaming_day=" + string(h2.GamingDay)); strings.Contains(r.body, "dealt while closed") {
			t.Errorf("the floor of %s shows a hand dealt while closed", h2.GamingDay)
		}
	}
}

// The exceptions report's page links each exception about a hand to the
// hand's page, and gives an open finding its money at stake: hand 1 paid
// the winning 100.00 banker 92.50 instead of 100.00, 7.50 at stake.
func TestWebExceptionsLinkHands(t *testing.T) {
	e := newWebEnv(t)
	pat := e.signedIn(t, "pat")
	enterHand(t, pat, 1, "92.50").want(t, 200, "Verdict")
	h := handByNumber(t, e.store, "BAC-1", 1)
	page := e.signedIn(t, "dana").get("/web/reports/view?kind=exceptions&gaming_day=" + string(h.GamingDay))
	link := fmt.Sprintf(`<a href="/web/hands/%d">hand 1, finding %d</a>`, h.ID, h.Findings[0].ID)
	page.want(t, 200, link, fmt.Sprintf(`<a href="/web/hands/%d">hand 1</a>`, h.ID))
	row := page.body[strings.Index(page.body, link):]
	row = row[:strings.Index(row, "</tr>")]
	if !strings.Contains(row, `<td class="num">$7.50</td>`) {
		t.Errorf("the open finding's row does not give 7.50 at stake: %s", row)
	}
}
