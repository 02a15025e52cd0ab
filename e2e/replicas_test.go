package e2e

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
	_ "time/tzdata" // the gaming day is worked out in the property's zone

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
)

// noRedirect is a client that shows redirects instead of following them,
// and keeps no cookies: the test hands them on itself.
var noRedirect = &http.Client{Timeout: 60 * time.Second,
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// page requests a web page with the cookies given and returns the answer.
func (s *server) page(t *testing.T, method, path string, cookies []*http.Cookie, form url.Values) (*http.Response, string) {
	t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequest(method, s.base+path, body)
	if err != nil {
		t.Fatal(err)
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	for _, c := range cookies {
		req.AddCookie(c)
	}
	resp, err := noRedirect.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, string(b)
}

var formCSRF = regexp.MustCompile(`name="csrf_token" value="([0-9a-f]{64})"`)

func csrfOf(t *testing.T, html string) string {
	t.Helper()
	m := formCSRF.FindStringSubmatch(html)
	if m == nil {
		t.Fatalf("no csrf_token in\n%s", html)
	}
	return m[1]
}

func cookieNamed(cookies []*http.Cookie, name string) *http.Cookie {
	for _, c := range cookies {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// gamingDayOf is the gaming day of an instant at a property whose day
// starts at 06:00 local time, worked out here independently of casinod.
func gamingDayOf(t time.Time, loc *time.Location) time.Time {
	l := t.In(loc)
	d := time.Date(l.Year(), l.Month(), l.Day(), 0, 0, 0, 0, loc)
	if l.Hour() < 6 {
		d = d.AddDate(0, 0, -1)
	}
	return d
}

// TestTwoReplicas runs two casinod processes on one database, as replicas
// behind a load balancer: a web session opened on one is used on the
// other, a hand posted to both at once is stored once, and the nightly
// reports, which both schedule every second, are each written once.
func TestTwoReplicas(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the end-to-end test builds and runs the binaries")
	}
	root := moduleRoot(t)
	bin := binaries(t, root)
	dbURL := modeltest.URL(t)
	t.Logf("database: %s", modeltest.Describe())
	work := t.TempDir()
	env := childEnv(dbURL)
	c := ctl{t: t, bin: filepath.Join(bin, "casinoctl"), dir: work, env: env, timeout: 2 * time.Minute}
	step := func(name string, f func(t *testing.T)) {
		t.Helper()
		if !t.Run(name, f) {
			t.FailNow()
		}
	}

	const zone = "America/Denver"
	loc, err := time.LoadLocation(zone)
	if err != nil {
		t.Fatal(err)
	}
	c.ok("property", "set", "--time-zone", zone)
	c.ok("table", "add", "BAC-1", "--game", "baccarat-co")
	station := strings.TrimSpace(c.ok("station", "add", "st-1", "--tables", "BAC-1"))
	c.ok("user", "add", "pat", "--role", "pit_boss")
	withPassword := c
	withPassword.stdin = "a long passphrase\n"
	withPassword.ok("user", "password", "pat")
	c.ok("user", "add", "dana", "--role", "compliance")
	dana := strings.TrimSpace(c.ok("user", "token", "dana"))

	// Both replicas run the nightly jobs every second. The property was
	// made just now, so no gaming day of it has closed yet.
	casinod := filepath.Join(bin, "casinod")
	a := startServerWith(t, casinod, work, env, "--schedule", "@every 1s")
	b := startServerWith(t, casinod, work, env, "--schedule", "@every 1s")

	step("web session on both", func(t *testing.T) {
		resp, html := a.page(t, "GET", "/web/signin", nil, nil)
		signin := cookieNamed(resp.Cookies(), "casino_signin")
		if resp.StatusCode != 200 || signin == nil {
			t.Fatalf("sign-in page on A: %d, cookies %v", resp.StatusCode, resp.Cookies())
		}
		resp, _ = a.page(t, "POST", "/web/signin", []*http.Cookie{signin},
			url.Values{"csrf_token": {csrfOf(t, html)}, "name": {"pat"}, "password": {"a long passphrase"}})
		session := cookieNamed(resp.Cookies(), "casino_session")
		if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/web/floor" || session == nil {
			t.Fatalf("sign-in on A: %d to %q, cookies %v", resp.StatusCode, resp.Header.Get("Location"), resp.Cookies())
		}
		jar := []*http.Cookie{{Name: session.Name, Value: session.Value}}
		resp, floor := b.page(t, "GET", "/web/floor", jar, nil)
		if resp.StatusCode != 200 || !strings.Contains(floor, "Enter hand at BAC-1") || !strings.Contains(floor, ">Sign out</button>") {
			t.Fatalf("A's session on B: %d\n%s", resp.StatusCode, floor)
		}
		// A form on B with the token of the session made on A.
		resp, _ = b.page(t, "POST", "/web/signout", jar, url.Values{"csrf_token": {csrfOf(t, floor)}})
		if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/web/signin" {
			t.Fatalf("sign-out on B: %d to %q", resp.StatusCode, resp.Header.Get("Location"))
		}
		resp, _ = a.page(t, "GET", "/web/floor", jar, nil)
		if resp.StatusCode != http.StatusSeeOther || !strings.HasPrefix(resp.Header.Get("Location"), "/web/signin") {
			t.Errorf("after signing out on B, A answered %d to %q", resp.StatusCode, resp.Header.Get("Location"))
		}
	})

	// A gaming day that has closed (it ended more than 30 minutes ago),
	// with a day to spare so it stays among the days the job catches up
	// however long the test runs.
	now := time.Now()
	day := gamingDayOf(now.Add(-30*time.Minute), loc).AddDate(0, 0, -2)
	dayText := day.Format("2006-01-02")
	const hands = 5
	step("the same hand posted to both at once", func(t *testing.T) {
		for n := 1; n <= hands; n++ {
			dealt := time.Date(day.Year(), day.Month(), day.Day(), 16, n, 0, 0, loc)
			record := []byte(fmt.Sprintf(`{"table_id": "BAC-1", "hand_number": %d, "game": "baccarat-co",
			 "dealt_at": %q, "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
			 "wagers": [{"seat": 3, "bet": "banker", "amount": "100.00", "result": "win", "payout": "100.00", "commission": "5.00"}]}`,
				n, dealt.Format(time.RFC3339)))
			var wg sync.WaitGroup
			start := make(chan struct{})
			replies := make([]reply, 2)
			answers := make([]answer, 2)
			for i, srv := range []*server{a, b} {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					replies[i] = srv.do(t, "POST", "/api/v1/hands", station, record)
				}()
			}
			close(start)
			wg.Wait()
			statuses := []int{replies[0].status, replies[1].status}
			slices.Sort(statuses)
			if !slices.Equal(statuses, []int{http.StatusOK, http.StatusCreated}) {
				t.Fatalf("hand %d posted to A and B: %d %s / %d %s", n, replies[0].status, replies[0].body, replies[1].status, replies[1].body)
			}
			for i, r := range replies {
				r.want(t, r.status, &answers[i])
			}
			if answers[0].ID == 0 || answers[0].ID != answers[1].ID || answers[0].GamingDay != dayText {
				t.Errorf("hand %d: answers %+v and %+v, want one hand of gaming day %s", n, answers[0], answers[1], dayText)
			}
		}
		var list struct {
			Items []struct {
				ID         int64 `json:"id"`
				HandNumber int64 `json:"hand_number"`
			} `json:"items"`
		}
		a.do(t, "GET", "/api/v1/hands?table=BAC-1&limit=1000", dana, nil).want(t, http.StatusOK, &list)
		if len(list.Items) != hands {
			t.Errorf("%d hands stored, want %d: %+v", len(list.Items), hands, list.Items)
		}
	})

	step("each nightly report written once", func(t *testing.T) {
		// The property has been open for a week: its recent closed days are
		// now due, and both schedulers reach for them at once.
		store, err := models.Open(dbURL, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer store.Close()
		if err := store.DB().Exec("UPDATE properties SET created_at = ? WHERE code = 'main'", now.UTC().AddDate(0, 0, -7)).Error; err != nil {
			t.Fatal(err)
		}
		type run struct {
			ID          int64  `json:"id"`
			Kind        string `json:"kind"`
			Format      string `json:"format"`
			Trigger     string `json:"trigger"`
			RequestedBy string `json:"requested_by"`
		}
		runs := func() map[string]int {
			var list struct {
				Reports []run `json:"reports"`
			}
			b.do(t, "GET", "/api/v1/reports?gaming_day="+dayText, dana, nil).want(t, http.StatusOK, &list)
			out := map[string]int{}
			for _, r := range list.Reports {
				if r.Trigger != "scheduled" || r.RequestedBy != "system:nightly" {
					t.Errorf("report %+v was not written by the nightly job", r)
				}
				out[r.Kind+"."+r.Format]++
			}
			return out
		}
		want := []string{"daily_summary.pdf", "daily_summary.xlsx", "fee_collection.pdf", "fee_collection.xlsx"}
		deadline := time.Now().Add(90 * time.Second)
		for {
			got := runs()
			if !slices.ContainsFunc(want, func(k string) bool { return got[k] == 0 }) {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("reports of %s after 90 s: %v", dayText, got)
			}
			time.Sleep(250 * time.Millisecond)
		}
		// More ticks of both schedulers write nothing more.
		time.Sleep(4 * time.Second)
		got := runs()
		for k, n := range got {
			if n != 1 {
				t.Errorf("%s of %s written %d times", k, dayText, n)
			}
		}
		t.Logf("reports of %s: %v", dayText, got)

		var audit struct {
			Items []struct {
				Subject string `json:"subject"`
				Payload string `json:"payload"`
			} `json:"items"`
		}
		a.do(t, "GET", "/api/v1/audit?action=report.generated&subject="+url.QueryEscape("report:daily_summary:"+dayText), dana, nil).
			want(t, http.StatusOK, &audit)
		if len(audit.Items) != 1 || !strings.Contains(audit.Items[0].Payload, fmt.Sprintf(`"hands":%d`, hands)) {
			t.Errorf("the daily summary of %s audited as %+v, want once with its %d hands", dayText, audit.Items, hands)
		}
		for name, srv := range map[string]*server{"A": a, "B": b} {
			if log := srv.stderr.String(); strings.Contains(log, `"msg":"nightly reports"`) {
				t.Errorf("replica %s's jobs failed:\n%s", name, log)
			}
		}
	})
}
