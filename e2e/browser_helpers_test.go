package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// chromiumPath is where the browser test looks for Chromium (Debian's
// package "chromium"; .ci/run installs it).
const chromiumPath = "/usr/bin/chromium"

// needChromium skips the test when Chromium is not installed, or fails it
// when CASINO_REQUIRE_BROWSER=1 says the browser must be there.
func needChromium(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(chromiumPath); err != nil {
		if os.Getenv("CASINO_REQUIRE_BROWSER") == "1" {
			t.Fatalf("CASINO_REQUIRE_BROWSER=1 but there is no Chromium at %s: %v", chromiumPath, err)
		}
		t.Skipf("skipped: no Chromium at %s (apt-get install chromium; .ci/run installs it and sets CASINO_REQUIRE_BROWSER=1)", chromiumPath)
	}
}

// screenshotDir is $CASINO_ARTIFACTS/screenshots, or artifacts/screenshots
// under the repository root.
func screenshotDir(t *testing.T, root string) string {
	t.Helper()
	base := os.Getenv("CASINO_ARTIFACTS")
	if base == "" {
		base = filepath.Join(root, "artifacts")
	}
	dir := filepath.Join(base, "screenshots")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	// The screenshots of an earlier run would mix with this run's.
	old, _ := filepath.Glob(filepath.Join(dir, "[0-9][0-9]-*.png"))
	for _, f := range old {
		os.Remove(f)
	}
	return dir
}

// browser is one headless Chromium tab pointed at a casinod, with the test
// that drives it at the moment (each stage is a subtest: see at).
type browser struct {
	t      *testing.T
	ctx    context.Context
	base   string
	shots  string
	shotN  *int
	output *syncBuffer // Chromium's own output, logged when the test fails
}

// startBrowser starts headless Chromium with its own temporary profile. The
// browser is stopped before the profile directory is removed.
func startBrowser(t *testing.T, base, shots string) *browser {
	t.Helper()
	profile := t.TempDir() // removed after the browser stops: cleanups run last first
	out := &syncBuffer{}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromiumPath),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(profile),
		chromedp.WindowSize(1280, 900),
		chromedp.CombinedOutput(out),
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(allocCtx)
	t.Cleanup(func() {
		cancelTab()
		cancelAlloc()
		if t.Failed() {
			t.Logf("Chromium output:\n%s", out.String())
		}
	})
	// The first action starts the browser and opens the tab, both bound to
	// the context it runs on: it must be the tab's own context, not one
	// with a deadline, so a timer bounds it instead.
	start := time.Now()
	timer := time.AfterFunc(time.Minute, cancelTab)
	v, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.userAgent`))
	timer.Stop()
	if err != nil {
		t.Fatalf("start Chromium: %v\n%s", err, out.String())
	}
	t.Logf("Chromium started in %s: %s", time.Since(start).Round(time.Millisecond), v)
	n := 0
	return &browser{t: t, ctx: ctx, base: base, shots: shots, shotN: &n, output: out}
}

// at returns the browser driven by another (sub)test.
func (b *browser) at(t *testing.T) *browser {
	c := *b
	c.t = t
	return &c
}

// actionTimeout bounds every browser action: a selector that matches
// nothing fails the test instead of waiting for ever.
const actionTimeout = 30 * time.Second

// do runs actions that return nothing, failing the test on an error.
func (b *browser) do(what string, actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, actionTimeout)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		b.fatalf("%s: %v", what, err)
	}
}

// eval evaluates a JavaScript expression and decodes its value.
func eval[T any](b *browser, expr string) T {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, actionTimeout)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		b.t.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

// fatalf fails the test and shows where the browser is and what it shows.
func (b *browser) fatalf(format string, args ...any) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 5*time.Second)
	defer cancel()
	loc, _ := chromedp.Run(ctx, chromedp.Location())
	text, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body ? document.body.innerText : ""`))
	b.shot("failure")
	b.t.Fatalf("%s\npage %s shows:\n%s", fmt.Sprintf(format, args...), loc, text)
}

// open navigates to a path of casinod and returns the HTTP status.
func (b *browser) open(path string) int {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, actionTimeout)
	defer cancel()
	resp, err := chromedp.Run(ctx, chromedp.NavigateResponse(b.base+path))
	if err != nil {
		b.fatalf("open %s: %v", path, err)
	}
	return int(resp.Status)
}

// openOK opens a page and fails unless it answers 200.
func (b *browser) openOK(path string) {
	b.t.Helper()
	if status := b.open(path); status != http.StatusOK {
		b.fatalf("GET %s: status %d, want 200", path, status)
	}
}

// submit runs the actions (a click on a button or link) and waits for the
// page they load; it returns that page's HTTP status (after redirects).
func (b *browser) submit(what string, actions ...chromedp.Action[chromedp.Void]) int {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, actionTimeout)
	defer cancel()
	resp, err := chromedp.RunResponse(ctx, actions...)
	if err != nil {
		b.fatalf("%s: %v", what, err)
	}
	return int(resp.Status)
}

// press clicks a button (by its text) and waits for the page it loads,
// failing unless that page answers 200.
func (b *browser) press(label string) {
	b.t.Helper()
	b.need(buttonX(label), "a button "+label)
	if status := b.submit("press "+label, chromedp.Click(chromedp.Search(buttonX(label)))); status != http.StatusOK {
		b.fatalf("press %q: status %d, want 200", label, status)
	}
}

// follow clicks a link (by an XPath) and waits for the page it loads.
func (b *browser) follow(xpath, what string) {
	b.t.Helper()
	b.need(xpath, what)
	if status := b.submit("follow "+what, chromedp.Click(chromedp.Search(xpath))); status != http.StatusOK {
		b.fatalf("follow %s: status %d, want 200", what, status)
	}
}

// location is the path (and query) of the page shown.
func (b *browser) location() string {
	b.t.Helper()
	loc := eval[string](b, `location.href`)
	u, err := url.Parse(loc)
	if err != nil {
		b.t.Fatalf("location %q: %v", loc, err)
	}
	return u.RequestURI()
}

// text is the page's visible text.
func (b *browser) text() string {
	b.t.Helper()
	return eval[string](b, `document.body ? document.body.innerText : ""`)
}

// wantText fails unless the page shows each string.
func (b *browser) wantText(want ...string) {
	b.t.Helper()
	text := b.text()
	var missing []string
	for _, w := range want {
		if !strings.Contains(text, w) {
			missing = append(missing, w)
		}
	}
	if len(missing) > 0 {
		b.fatalf("the page does not show %q", missing)
	}
}

// jsString quotes a Go string as a JavaScript string literal.
func jsString(s string) string {
	q, _ := json.Marshal(s)
	return string(q)
}

// count is how many nodes an XPath matches on the page now.
func (b *browser) count(xpath string) int {
	b.t.Helper()
	return eval[int](b, `document.evaluate(`+jsString(xpath)+`, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null).snapshotLength`)
}

// need fails at once, showing the page, when an XPath matches nothing (an
// action on it would otherwise wait until it times out).
func (b *browser) need(xpath, what string) {
	b.t.Helper()
	if b.count(xpath) == 0 {
		b.fatalf("no %s on the page (%s)", what, xpath)
	}
}

// xq quotes a string as an XPath literal.
func xq(s string) string {
	if !strings.Contains(s, `"`) {
		return `"` + s + `"`
	}
	return `'` + s + `'`
}

// buttonX finds a button by its text.
func buttonX(label string) string {
	return `//button[normalize-space(.)=` + xq(label) + `] | //input[(@type="submit" or @type="button") and @value=` + xq(label) + `]`
}

// linkX finds a link by its text.
func linkX(label string) string {
	return `//a[normalize-space(.)=` + xq(label) + `]`
}

// labelledX finds the form control a <label for> names.
func labelledX(label string) string {
	return `//*[(self::input or self::select or self::textarea) and @id=//label[normalize-space(.)=` + xq(label) + `]/@for]`
}

// typeInto clears a field the label names and types a value into it.
func (b *browser) typeInto(label, value string) {
	b.t.Helper()
	x := labelledX(label)
	b.need(x, "a field labelled "+label)
	// Empty it first (chromedp.Clear wants a text node, which an empty
	// textarea lacks), then type.
	eval[bool](b, `(e => { e.value = ""; return true })(document.evaluate(`+jsString(x)+`, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue)`)
	b.do("type into "+label, chromedp.SendKeys(chromedp.Search(x), value))
}

// setField sets the value of a field the label names (a select, or an
// input whose typed form depends on the browser's locale).
func (b *browser) setField(label, value string) {
	b.t.Helper()
	x := labelledX(label)
	b.need(x, "a field labelled "+label)
	b.do("set "+label, chromedp.SetValue(chromedp.Search(x), value))
	if got := eval[string](b, `document.evaluate(`+jsString(x)+`, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue.value`); got != value {
		b.fatalf("field %q holds %q after setting %q (no such option?)", label, got, value)
	}
}

// setID sets the value of the field with an id, after checking that its
// <label for> says label (for pages with two fields of one label).
func (b *browser) setID(id, label, value string) {
	b.t.Helper()
	b.need(`//label[@for=`+xq(id)+` and normalize-space(.)=`+xq(label)+`]`, fmt.Sprintf("label %q for #%s", label, id))
	b.do("set #"+id, chromedp.SetValue(chromedp.ID(id), value))
	if got := eval[string](b, `document.getElementById(`+jsString(id)+`).value`); got != value {
		b.fatalf("#%s holds %q after setting %q (no such option?)", id, got, value)
	}
}

// options lists the values of a select's options.
func (b *browser) options(selectID string) []string {
	b.t.Helper()
	return eval[[]string](b, `Array.from(document.querySelectorAll(`+jsString("#"+selectID+" option")+`), o => o.value)`)
}

// removeNodes removes the nodes an XPath matches from the page, through the
// DevTools protocol, and returns how many it removed.
func (b *browser) removeNodes(xpath string) int {
	b.t.Helper()
	b.need(xpath, "a node to remove")
	ctx, cancel := context.WithTimeout(b.ctx, actionTimeout)
	defer cancel()
	nodes, err := chromedp.Run(ctx, chromedp.Nodes(chromedp.Search(xpath)))
	if err != nil {
		b.fatalf("find %s: %v", xpath, err)
	}
	for _, n := range nodes {
		if _, err := chromedp.Call(ctx, dom.RemoveNode, dom.RemoveNodeParams{NodeID: n.NodeID}); err != nil {
			b.fatalf("remove %s: %v", xpath, err)
		}
	}
	return len(nodes)
}

// shot saves a full-page screenshot as NN-name.png.
func (b *browser) shot(name string) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, actionTimeout)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100)) // 100: PNG
	if err != nil {
		b.t.Errorf("screenshot %s: %v", name, err)
		return
	}
	*b.shotN++
	path := filepath.Join(b.shots, fmt.Sprintf("%02d-%s.png", *b.shotN, name))
	if err := os.WriteFile(path, png, 0o644); err != nil {
		b.t.Errorf("screenshot %s: %v", name, err)
		return
	}
	b.t.Logf("screenshot %s", path)
}

// cookies are the browser's cookies for casinod.
func (b *browser) cookies() []*http.Cookie {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, actionTimeout)
	defer cancel()
	res, err := chromedp.Call(ctx, network.GetCookies, network.GetCookiesParams{URLs: []string{b.base + "/web/"}})
	if err != nil {
		b.t.Fatalf("get cookies: %v", err)
	}
	var out []*http.Cookie
	for _, c := range res.Cookies {
		out = append(out, &http.Cookie{Name: c.Name, Value: c.Value})
	}
	return out
}

// fetch GETs a URL (absolute, or a path of casinod) with the browser
// session's cookies, outside the browser.
func (b *browser) fetch(link string) reply {
	b.t.Helper()
	if strings.HasPrefix(link, "/") {
		link = b.base + link
	}
	req, err := http.NewRequest("GET", link, nil)
	if err != nil {
		b.t.Fatal(err)
	}
	for _, c := range b.cookies() {
		req.AddCookie(c)
	}
	resp, err := client.Do(req)
	if err != nil {
		b.t.Fatalf("GET %s: %v", link, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		b.t.Fatalf("GET %s: %v", link, err)
	}
	return reply{status: resp.StatusCode, header: resp.Header, body: body}
}

// signIn signs a user in through the form and returns the page it lands on.
func (b *browser) signIn(name, password string) string {
	b.t.Helper()
	b.openOK("/web/signin")
	b.need(`//label[@for="name" and normalize-space(.)="User name"]`, `label "User name" for #name`)
	b.need(`//label[@for="password" and normalize-space(.)="Password"]`, `label "Password" for #password`)
	b.do("fill the sign-in form",
		chromedp.SendKeys(chromedp.ID("name"), name),
		chromedp.SendKeys(chromedp.ID("password"), password))
	b.press("Sign in")
	return b.location()
}

// signOut presses the header's "Sign out" and checks the session is gone.
func (b *browser) signOut() {
	b.t.Helper()
	b.press("Sign out")
	if loc := b.location(); !strings.HasPrefix(loc, "/web/signin") {
		b.t.Errorf("after signing out the browser is at %s, want /web/signin", loc)
	}
}

// setPassword sets a user's password with casinoctl, which reads it from
// standard input.
func setPassword(t *testing.T, c ctl, name, password string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), c.timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, c.bin, "user", "password", name)
	cmd.Dir, cmd.Env = c.dir, c.env
	cmd.Stdin = strings.NewReader(password + "\n")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("casinoctl user password %s: %v\n%s", name, err, out)
	}
	if strings.Contains(string(out), password) {
		t.Errorf("casinoctl user password %s printed the password: %q", name, out)
	}
}

// viewport sets the window's size, as a phone's or a desk's.
func (b *browser) viewport(width, height int64) {
	b.t.Helper()
	b.do(fmt.Sprintf("viewport %dx%d", width, height), chromedp.EmulateViewport(width, height))
}

// fits fails the test when the page is wider than the window: a column or
// field off screen, to be scrolled to sideways.
func (b *browser) fits() {
	b.t.Helper()
	// clientWidth is the window less its scroll bar: what is visible.
	over := eval[int](b, `Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth`)
	if over > 0 {
		b.t.Errorf("page %s is %d px wider than its %d px window", b.location(), over, eval[int](b, `document.documentElement.clientWidth`))
	}
	// Nothing sticks out of the visible width, even where an ancestor
	// clips it (visually hidden text, kept for screen readers, aside).
	if out := eval[[]string](b, `(() => { const w = document.documentElement.clientWidth; return Array.from(document.querySelectorAll("main *")).filter(e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.right > w + 1 && !e.closest(".vh, table.stack > thead") && getComputedStyle(e).position !== "absolute"; }).slice(0, 5).map(e => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + (e.className && typeof e.className === "string" ? "." + e.className.split(" ").join(".") : "") + " right " + Math.round(e.getBoundingClientRect().right)); })()`); len(out) > 0 {
		b.t.Errorf("page %s: elements past the right edge of its %d px window: %q", b.location(), eval[int](b, `document.documentElement.clientWidth`), out)
	}
}

// The widths every page is walked at: a desk's screen, a tablet held
// upright and a phone.
var tourWidths = []int64{1280, 768, 390}

// tour opens each of a role's pages at every tour width and saves a
// screenshot of each: the page must be no wider than its window and no
// table may scroll sideways within it (a figure or field off screen); on
// the desk's screen every table is a table, not a column of cards.
func (b *browser) tour(role string, paths ...string) {
	b.t.Helper()
	defer b.viewport(1280, 900)
	for _, width := range tourWidths {
		b.viewport(width, 900)
		for _, path := range paths {
			b.openOK(path)
			// tables.js (deferred) has laid out the tables: openOK waits
			// for the page's load event. What folds away is opened, so
			// it is checked too; its tables are laid out when it opens.
			if eval[int](b, `(() => { const ds = document.querySelectorAll("details:not([open])"); ds.forEach(d => d.open = true); return ds.length; })()`) > 0 {
				b.do("let the opened sections lay out", chromedp.Sleep(150*time.Millisecond))
			}
			b.fits()
			scrolled := eval[[]string](b, `Array.from(document.querySelectorAll(".table-wrap")).filter(w => w.scrollWidth > w.clientWidth + 1).map(w => (w.querySelector("caption, th") || w).textContent.trim().slice(0, 40))`)
			if len(scrolled) > 0 {
				b.t.Errorf("at %d px, %s has tables wider than their place: %q", width, path, scrolled)
			}
			// A name in a table (a game's longest is 95 characters) wraps
			// to at most three lines.
			if tall := eval[[]string](b, tallCellsJS); len(tall) > 0 {
				b.t.Errorf("at %d px, %s has cells of more than three lines: %q", width, path, tall)
			}
			if width >= 1280 {
				if cards := eval[int](b, `document.querySelectorAll("table.stack").length`); cards > 0 {
					b.t.Errorf("at %d px, %s shows %d tables as cards: they should fit as tables", width, path, cards)
				}
			}
			b.shot(fmt.Sprintf("%s-%s-%d", role, shotName(path), width))
		}
	}
}

// shotName makes a page's path a screenshot's name: /web/days/2026-01-02
// is days-2026-01-02.
func shotName(path string) string {
	path = strings.TrimPrefix(path, "/web/")
	var b strings.Builder
	for _, r := range path {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-':
			b.WriteRune(r)
		default:
			b.WriteByte('-')
		}
	}
	return strings.Trim(b.String(), "-")
}

// tallCellsJS lists the cells of names, in tables shown as tables, that
// wrap to more than three lines: a game's or a schedule's on the pages, and
// in a report the columns of games, names and tables.
const tallCellsJS = `(() => {
	const cells = Array.from(document.querySelectorAll("table.data:not(.stack) td.game, table.data:not(.stack) td.schedule"));
	document.querySelectorAll(".report-doc table.data:not(.stack)").forEach(t => {
		const heads = t.tHead ? Array.from(t.tHead.rows[0].cells).map(c => c.textContent.trim()) : [];
		heads.forEach((h, i) => {
			if (["Game", "Name", "Table", "Table or pool"].includes(h)) {
				t.querySelectorAll(":scope > tbody > tr").forEach(r => { if (r.cells[i] && r.cells.length === heads.length) cells.push(r.cells[i]); });
			}
		});
	});
	return cells.filter(c => {
		const st = getComputedStyle(c);
		const line = parseFloat(st.lineHeight) || parseFloat(st.fontSize) * 1.45;
		const r = document.createRange();
		r.selectNodeContents(c);
		return r.getBoundingClientRect().height > line * 3.5;
	}).slice(0, 5).map(c => c.textContent.trim().slice(0, 60));
})()`
