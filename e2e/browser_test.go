package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules/baccarat"
)

// The hand the pit boss enters by hand in the browser: Colorado baccarat at
// BAC-1 (default settings: 5% commission). The Player's 4S 2H is 6 and
// stands; the Banker's KD 3C is 3 and draws (the Player stood, the Banker
// draws on 0 to 5), the 4D makes 7: the Banker wins. Seat 1's Banker wager
// of 100.00 is paid 90.00 with 5.00 commission; the rules pay 100.00 less
// 5.00. The test checks with the rules engine that this is the only
// finding before it types the hand in.
var (
	browserPlayerCards = "4S 2H"
	browserBankerCards = "KD 3C 4D"
	browserWagers      = []struct{ bet, seat, amount, result, payout, commission string }{
		{"banker", "1", "100.00", "win", "90.00", "5.00"},
		{"player", "2", "50.00", "lose", "0.00", ""},
		{"tie", "3", "10.00", "lose", "0.00", ""},
	}
)

const (
	browserHandNumber = "7"
	// The count for BAC-1's drop box. A house-banked table's box holds the
	// buy-ins: its count is the drop, compared with nothing the hands say.
	browserCount = "12.50"
)

// browserRecord is the hand as a station would send it.
func browserRecord(t *testing.T, dealtAt time.Time) []byte {
	t.Helper()
	type wager struct {
		Seat       json.Number `json:"seat"`
		Bet        string      `json:"bet"`
		Amount     string      `json:"amount"`
		Result     string      `json:"result"`
		Payout     string      `json:"payout"`
		Commission string      `json:"commission,omitempty"`
	}
	rec := struct {
		TableID    string              `json:"table_id"`
		HandNumber json.Number         `json:"hand_number"`
		Game       string              `json:"game"`
		DealtAt    string              `json:"dealt_at"`
		Cards      map[string][]string `json:"cards"`
		Wagers     []wager             `json:"wagers"`
	}{
		TableID: "BAC-1", HandNumber: browserHandNumber, Game: "baccarat-co", DealtAt: dealtAt.Format(time.RFC3339),
		Cards: map[string][]string{"player": strings.Fields(browserPlayerCards), "banker": strings.Fields(browserBankerCards)},
	}
	for _, w := range browserWagers {
		rec.Wagers = append(rec.Wagers, wager{json.Number(w.seat), w.bet, w.amount, w.result, w.payout, w.commission})
	}
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestBrowserWalkthrough drives the web pages in headless Chromium the way
// the pit, the cage, the count team and compliance use them: a pit boss
// opens a table with its dealer, enters a hand with a wrong payout, finds
// it in the queue, files a correction, requests a fill and counts the
// table's closer; a second pit boss approves the correction; the cage
// verifies the fill; the count team records the drop count; compliance
// runs the daily report, downloads both files, reads the Master Game
// Report's page, checks the audit chain and signs the day off with nothing
// left on its checklist. It saves a full-page screenshot after each step.
func TestBrowserWalkthrough(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the browser test builds and runs the binaries and Chromium")
	}
	needChromium(t)
	start := time.Now()
	root := moduleRoot(t)
	shots := screenshotDir(t, root)
	bin := binaries(t, root)
	work := t.TempDir()
	env := childEnv(modeltest.URL(t)) // a temporary SQLite database, or PostgreSQL when CASINO_TEST_DATABASE_URL is set
	c := ctl{t: t, bin: filepath.Join(bin, "casinoctl"), dir: work, env: env, timeout: 2 * time.Minute}

	step := func(name string, f func(t *testing.T)) {
		t.Helper()
		if !t.Run(name, f) {
			t.FailNow()
		}
	}

	// The hand is dealt at 22:16 two calendar days ago in Denver: its
	// gaming day (from 06:00 to 06:00) has ended, so it can be signed off.
	denver, err := time.LoadLocation("America/Denver")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now().In(denver)
	dealt := time.Date(now.Year(), now.Month(), now.Day()-2, 22, 16, 0, 0, denver)
	day := dealt.Format("2006-01-02")

	// The rules engine's verdict on the hand: one finding, the payout.
	game := baccarat.Colorado()
	hand, err := game.Decode(browserRecord(t, dealt))
	if err != nil {
		t.Fatalf("the browser test's hand does not decode: %v", err)
	}
	settings, err := game.Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	verdict, err := hand.Verify(settings)
	if err != nil {
		t.Fatalf("the browser test's hand is impossible: %v", err)
	}
	if len(verdict.Findings) != 1 {
		t.Fatalf("the browser test's hand has findings %+v, want the payout alone", verdict.Findings)
	}
	finding := verdict.Findings[0]
	if finding.Seat != 1 || finding.Bet != "banker" || finding.Field != "payout" || finding.Declared != "90.00" || finding.Expected != "100.00" {
		t.Fatalf("the browser test's hand: finding %+v, want seat 1 banker payout 90.00/100.00", finding)
	}
	if verdict.Totals.Commission.String() != "5.00" {
		t.Fatalf("the browser test's hand declares commission %s, the count below expects 5.00", verdict.Totals.Commission)
	}

	// 1. The property, BAC-1 and four people with passwords.
	passwords := map[string]string{
		"pat": "pat-walks-the-pit", "sam": "sam-approves-it",
		"dana": "dana-signs-the-day", "cy": "cy-counts-boxes", "cass": "cass-keeps-the-cage",
		"rita": "rita-reviews-the-report",
	}
	tokens := map[string]string{}
	step("setup", func(t *testing.T) {
		c := c
		c.t = t
		// Three shifts (the Master Game Report's by-shift view puts the
		// 22:16 hand in the grave shift) and Kansas's rule: a win to drop
		// 3 points from its base is out of line.
		c.ok("property", "set", "--time-zone", "America/Denver", "--shifts", "day 06:00, swing 14:00, grave 22:00",
			"--variance-rule", "base_points", "--variance-points", "3")
		c.ok("table", "add", "BAC-1", "--game", "baccarat-co")
		c.ok("table", "add", "HE-1", "--game", "holdem")
		c.ok("table", "add", "CR-1", "--game", "craps", "--setting", "positions=10")
		// The game with the longest name: no page or report wraps it to
		// more than three lines.
		c.ok("table", "add", "CSP-1", "--game", "casino-stud")
		for _, u := range []struct{ name, role string }{
			{"pat", "pit_boss"}, {"sam", "pit_boss"}, {"dana", "compliance"}, {"cy", "count"}, {"cass", "cage"},
			{"rita", "compliance"},
		} {
			c.ok("user", "add", u.name, "--role", u.role)
			setPassword(t, c, u.name, passwords[u.name])
		}
		for _, name := range []string{"pat", "cy"} {
			tokens[name] = strings.TrimSpace(c.ok("user", "token", name))
		}
	})
	srv := startServer(t, filepath.Join(bin, "casinod"), work, env)

	// 1b. BAC-1's month before the walked day, posted over the API: its
	// first two days each win 1,000.00 on a drop of 5,000.00 (opener
	// 10,000.00, closers 6,000.00 then 2,000.00), a base of 20%; the
	// walked day's 12.50 on 12.50 (100%) is out of line, for compliance
	// to explain.
	step("the month before", func(t *testing.T) {
		first := time.Date(dealt.Year(), dealt.Month()-1, 1, 12, 0, 0, 0, denver)
		post := func(path, who string, body string) {
			t.Helper()
			if r := srv.do(t, "POST", path, tokens[who], []byte(body)); r.status != http.StatusCreated {
				t.Fatalf("POST %s as %s: %d: %s", path, who, r.status, r.body)
			}
		}
		inventory := func(d time.Time, kind string, hundreds int) {
			post("/api/v1/inventories", "pat", fmt.Sprintf(`{"table_id": "BAC-1", "gaming_day": %q, "kind": %q, "chips": [{"denomination": "100.00", "count": %d}]}`,
				d.Format(time.DateOnly), kind, hundreds))
		}
		count := func(d time.Time) {
			post("/api/v1/counts", "cy", fmt.Sprintf(`{"table_id": "BAC-1", "gaming_day": %q, "amount": "5000.00", "denominations": [{"denomination": "100.00", "count": 50}],
				"team": ["Ann Lee", "Bo Ma", "Cy Ortiz"], "started_at": %q, "ended_at": %q}`,
				d.Format(time.DateOnly), d.Add(21*time.Hour).Format(time.RFC3339), d.Add(22*time.Hour).Format(time.RFC3339)))
		}
		second := first.AddDate(0, 0, 1)
		inventory(first, "opener", 100)
		inventory(first, "closer", 60)
		count(first)
		inventory(second, "closer", 20)
		count(second)
	})
	b := startBrowser(t, srv.base, shots)

	// 2. The pit boss: the floor, the table, the hand, the queue, the
	// correction.
	var handPath string
	step("pit boss", func(t *testing.T) {
		b := b.at(t)

		// A wrong password first: one message, whatever was wrong.
		b.signIn("pat", "not-the-password")
		b.need(`//*[@role="alert" and contains(normalize-space(.), "Unknown user or wrong password")]`,
			`role="alert" "Unknown user or wrong password"`)
		if loc := b.location(); !strings.HasPrefix(loc, "/web/signin") {
			t.Errorf("a wrong password lands on %s, want the sign-in page", loc)
		}
		b.shot("signin-refused")

		if loc := b.signIn("pat", passwords["pat"]); loc != "/web/floor" {
			b.fatalf("pat signed in lands on %s, want /web/floor", loc)
		}
		if b.open("/web/") != http.StatusOK || b.location() != "/web/floor" {
			t.Errorf("/web/ sends a pit boss to %s, want /web/floor", b.location())
		}
		b.wantText("BAC-1", "Baccarat (Colorado Rule 28)", "Sign out")
		// The chart "Win and fees per table" draws the hands of the current
		// gaming day; this test's hand is two days old, so only the heading
		// is sure to be there.
		b.wantText("Win and fees per table")
		b.shot("pat-floor")

		// Open BAC-1 with a collection schedule option when the select
		// offers one besides none.
		b.follow(`//a[normalize-space(.)="Open" and contains(@href, "/tables/BAC-1/open")]`, `link "Open" for BAC-1`)
		b.need(`//label[@for="collection_schedule" and normalize-space(.)="Collection schedule"]`, `label "Collection schedule"`)
		schedule := "none"
		opts := b.options("collection_schedule")
		for _, o := range opts {
			if o != "" && o != "none" {
				schedule = o
				break
			}
		}
		if schedule == "none" && !slices.Contains(opts, "none") {
			b.fatalf("select#collection_schedule offers %q: no option none", opts)
		}
		t.Logf("collection schedule options %q: opening with %q", opts, schedule)
		b.setField("Collection schedule", schedule)
		b.typeInto("Dealer", "D-7")
		b.shot("pat-open-table")
		b.press("Open table")
		b.openOK("/web/floor")
		b.need(`//a[normalize-space(.)="Close" and contains(@href, "/tables/BAC-1/close")]`, `link "Close" for BAC-1 once it is open`)

		// Enter the hand by hand.
		b.follow(linkX("Enter hand at BAC-1"), `link "Enter hand at BAC-1"`)
		b.typeInto("Hand number", browserHandNumber)
		b.setField("Dealt at", dealt.Format("2006-01-02T15:04"))
		b.need(`//label[@for="cards-player" and normalize-space(.)="Player cards"]`, `label "Player cards"`)
		b.need(`//label[@for="cards-banker" and normalize-space(.)="Banker cards"]`, `label "Banker cards"`)
		// The card picker adds a card to the cards field last in focus and
		// takes it back; the cards are then typed.
		b.need(`//button[@aria-label="Add 9 of hearts"]`, `card picker button "Add 9 of hearts"`)
		b.do("pick the 9 of hearts for the Banker",
			chromedp.Focus(chromedp.ID("cards-banker")),
			chromedp.Click(chromedp.Search(`//button[@aria-label="Add 9 of hearts"]`)))
		if got := eval[string](b, `document.getElementById("cards-banker").value`); got != "9H" {
			t.Errorf("the card picker's 9 of hearts made the Banker cards %q, want 9H", got)
		}
		b.do("take it back", chromedp.Click(chromedp.Search(buttonX("Remove the last card"))))
		if got := eval[string](b, `document.getElementById("cards-banker").value`); got != "" {
			t.Errorf("after Remove the last card the Banker cards are %q, want none", got)
		}
		b.do("type the cards",
			chromedp.SendKeys(chromedp.ID("cards-player"), browserPlayerCards),
			chromedp.SendKeys(chromedp.ID("cards-banker"), browserBankerCards))
		for i, w := range browserWagers {
			id := func(field string) string { return fmt.Sprintf("wagers-%s-%d", field, i+1) }
			b.need(`//*[@id="`+id("bet")+`"]`, "wager line "+fmt.Sprint(i+1))
			b.do(fmt.Sprintf("fill wager line %d", i+1),
				chromedp.SetValue(chromedp.ID(id("bet")), w.bet),
				chromedp.SendKeys(chromedp.ID(id("seat")), w.seat),
				chromedp.SendKeys(chromedp.ID(id("amount")), w.amount),
				chromedp.SetValue(chromedp.ID(id("result")), w.result),
				chromedp.SendKeys(chromedp.ID(id("payout")), w.payout))
			if w.commission != "" {
				b.do("commission", chromedp.SendKeys(chromedp.ID(id("commission")), w.commission))
			}
		}
		got := eval[[]string](b, `["bet", "result"].flatMap(f => Array.from({length: `+fmt.Sprint(len(browserWagers))+`}, (_, i) => document.getElementById("wagers-" + f + "-" + (i + 1)).value))`)
		var want []string
		for _, f := range []string{"bet", "result"} {
			for _, w := range browserWagers {
				want = append(want, map[string]string{"bet": w.bet, "result": w.result}[f])
			}
		}
		if !slices.Equal(got, want) {
			b.fatalf("the wager selects hold %q after setting %q (an option missing?)", got, want)
		}
		b.shot("pat-hand-entry")
		b.press("Record hand")
		b.wantText("Verdict: discrepancy", finding.Declared, finding.Expected, finding.Rule.File, finding.Rule.Lines)
		b.shot("pat-hand-verdict")

		// The queue, then the hand's page through "File correction".
		b.openOK("/web/findings")
		b.wantText("BAC-1", finding.Declared, finding.Expected, finding.Rule.File)
		links := eval[[]string](b, `Array.from(document.querySelectorAll("a")).filter(a => a.textContent.trim() === "File correction").map(a => new URL(a.href).pathname)`)
		if len(links) != 1 || !regexp.MustCompile(`^/web/hands/[0-9]+$`).MatchString(links[0]) {
			b.fatalf("File correction links %q, want one to /web/hands/ID", links)
		}
		handPath = links[0]
		b.shot("pat-findings")
		b.follow(linkX("File correction"), `link "File correction"`)
		if loc := b.location(); loc != handPath {
			t.Errorf("File correction leads to %s, want %s", loc, handPath)
		}
		b.need(`//label[@for="reason" and normalize-space(.)="Reason code"]`, `label "Reason code"`)
		b.need(`//label[@for="note" and normalize-space(.)="Note"]`, `label "Note"`)
		reasons := b.options("reason")
		if !slices.Contains(reasons, "dealer_payout_error") {
			b.fatalf("select#reason offers %q, no dealer_payout_error", reasons)
		}

		// Without its CSRF token the form is refused.
		if n := b.removeNodes(`//form[.//*[@id="reason"]]//input[@name="csrf_token"]`); n != 1 {
			t.Errorf("the correction form has %d csrf_token inputs, want 1", n)
		}
		b.setField("Reason code", "dealer_payout_error")
		b.typeInto("Note", "an attempt without the form's token")
		status := b.submit("file a correction without a CSRF token", chromedp.Click(chromedp.Search(buttonX("File correction"))))
		if status != http.StatusForbidden {
			b.fatalf("a correction without its CSRF token: status %d, want 403", status)
		}
		b.wantText("CSRF token missing or invalid")
		b.shot("pat-csrf-refused")

		// Now with it.
		b.openOK(handPath)
		if strings.Contains(b.text(), "an attempt without the form's token") {
			t.Errorf("the correction refused for its missing token was recorded")
		}
		note := "seat 1 was paid 90.00 on a 100.00 banker win; paid the player the 10.00 short"
		b.setField("Reason code", "dealer_payout_error")
		b.typeInto("Note", note)
		b.typeInto("Adjustment", "10.00")
		b.press("File correction")
		b.openOK(handPath)
		b.wantText(note)
		if n := b.count(buttonX("Approve correction")); n != 0 {
			t.Errorf("pat sees %d Approve correction buttons on his own correction, want none", n)
		}
		b.shot("pat-correction-filed")

		// A fill for BAC-1 on the hand's gaming day: 20 chips of 100.00.
		b.openOK("/web/cage")
		b.setID("gaming_day", "Gaming day", day)
		b.press("Show")
		b.setField("Slip", "fill")
		b.setField("Table", "BAC-1")
		b.typeInto("100.00 chips", "20")
		b.typeInto("Note", "tray low on blacks")
		b.shot("pat-fill-request")
		b.press("Request slip")
		b.wantText("Slip requested: the cage verifies it.", "$2,000.00", "requested")
		if n := b.count(buttonX("Verify slip 1")); n != 0 {
			t.Errorf("pat is offered to verify his own fill")
		}
		b.shot("pat-fill-requested")

		// The table's opener of the day, 130 chips of 100.00 (the sign-off
		// checklist lists a table without one), and its closer: 150.
		b.openOK("/web/inventory")
		b.setID("gaming_day", "Gaming day", day)
		b.press("Show")
		b.setField("Table", "BAC-1")
		b.setField("Count", "opener")
		b.typeInto("100.00 chips", "130")
		b.press("Save count")
		b.wantText("Inventory saved.", "$13,000.00")
		b.setField("Table", "BAC-1")
		b.setField("Count", "closer")
		b.typeInto("100.00 chips", "150")
		b.press("Save count")
		b.wantText("Inventory saved.", "$15,000.00")
		b.shot("pat-closer")

		// HE-1 takes HOLDEM-1's $1 / $2 / $1 rows as one choice: the row
		// follows the players dealt in. Every choice is in words.
		type choice struct{ Value, Text, Group string }
		b.openOK("/web/tables/HE-1/open")
		choices := eval[[]choice](b, `Array.from(document.querySelectorAll("#collection_schedule option")).map(o => ({Value: o.value, Text: o.textContent.trim(), Group: o.parentElement.label || ""}))`)
		var group choice
		for _, o := range choices {
			if o.Value != "none" && (o.Text == o.Value || strings.Contains(o.Text, o.Value+" ")) {
				t.Errorf("schedule choice %q is shown by its id", o.Text)
			}
			if group.Value == "" && strings.HasPrefix(o.Value, "HOLDEM-1/") && strings.HasPrefix(o.Text, "fee by players dealt in · $1 / $2 / $1") {
				group = o
			}
		}
		if group.Value == "" {
			b.fatalf("no HOLDEM-1 choice of the $1 / $2 / $1 rows by players among %d choices", len(choices))
		}
		if !strings.HasPrefix(group.Group, "HOLDEM-1 · ") {
			t.Errorf("the choice %q stands under %q, want HOLDEM-1's block", group.Text, group.Group)
		}
		b.setField("Collection schedule", group.Value)
		b.typeInto("Dealer", "D-9")
		b.shot("pat-open-holdem")
		b.press("Open table")
		b.openOK("/web/floor")
		b.need(`//tr[normalize-space(th)="HE-1" and contains(., "open") and contains(., "HOLDEM-1 · fee by players dealt in · $1 / $2 / $1")]`,
			"HE-1 open with its schedule named in words")

		// Every page of the pit at a desk and on a phone.
		b.tour("pat", "/web/floor", "/web/floor?gaming_day="+day, "/web/findings", handPath,
			"/web/tables/BAC-1/hand", "/web/tables/BAC-1/close", "/web/tables/CR-1/open", "/web/tables/HE-1/hand",
			"/web/cage?gaming_day="+day, "/web/cage/slips/1", "/web/inventory?gaming_day="+day, "/web/progressives")

		// Compliance's pages are not the pit boss's.
		if status := b.open("/web/reports"); status != http.StatusForbidden {
			t.Errorf("GET /web/reports as pat: status %d, want 403", status)
		}
		b.wantText("Not allowed for your role")
		b.shot("pat-reports-forbidden")
		b.signOut()
		if status := b.open("/web/floor"); status == http.StatusOK && b.location() == "/web/floor" {
			t.Errorf("after signing out, /web/floor still shows the floor")
		}
	})

	// 2b. The pit boss enters craps throws by hand: the form is sized to
	// the table's ten places, grows on demand, and the second throw starts
	// from the point and the wager the first left; at 1280 and 390 px the
	// page is no wider than the window.
	step("pit boss craps entry", func(t *testing.T) {
		b := b.at(t)
		if loc := b.signIn("pat", passwords["pat"]); loc != "/web/floor" {
			b.fatalf("pat signed in lands on %s, want /web/floor", loc)
		}
		defer b.viewport(1280, 900)
		for _, width := range []int64{1280, 390} {
			b.viewport(width, 900)
			b.openOK("/web/tables/CR-1/hand")
			if n := b.count(`//tr[starts-with(@id, "wagers-")]`); n != 20 {
				t.Errorf("at %d px the craps form shows %d wager lines, want 20 (10 places, 2 each)", width, n)
			}
			b.fits()
			b.shot(fmt.Sprintf("pat-craps-entry-%d", width))
		}
		b.viewport(1280, 900)
		b.openOK("/web/tables/CR-1/hand")
		b.setID("throw-dice", "Dice", "3 3")
		b.setID("wagers-seat-1", "Seat, wagers at the throw line 1", "1")
		b.setID("wagers-bet-1", "Bet, wagers at the throw line 1", "pass")
		b.setID("wagers-amount-1", "Amount, wagers at the throw line 1", "10.00")
		b.press("Add lines to wagers at the throw")
		if n := b.count(`//tr[starts-with(@id, "wagers-")]`); n != 24 {
			t.Errorf("after adding lines the craps form shows %d wager lines, want 24", n)
		}
		b.press("Record hand")
		b.wantText("Verdict: verified")
		b.openOK("/web/tables/CR-1/hand")
		b.wantText("as hand 1 left it")
		if v := eval[string](b, `document.getElementById("throw-point").value`); v != "6" {
			t.Errorf("the second throw's point is %q, want 6 carried from the first", v)
		}
		if v := eval[string](b, `document.getElementById("standing-amount-1").value + " " + document.getElementById("wagers-bet-1").value`); v != "10.00 pass" {
			t.Errorf("the second throw carries %q, want the 10.00 pass wager standing and on the layout", v)
		}
		b.viewport(390, 844)
		b.fits()
		b.shot("pat-craps-carried-390")
		b.signOut()
	})

	// 3. A second pit boss approves the correction.
	step("second pit boss", func(t *testing.T) {
		b := b.at(t)
		if loc := b.signIn("sam", passwords["sam"]); loc != "/web/floor" {
			b.fatalf("sam signed in lands on %s, want /web/floor", loc)
		}
		b.openOK(handPath)
		b.press("Approve correction")
		b.openOK(handPath)
		if n := b.count(buttonX("Approve correction")); n != 0 {
			b.fatalf("after approving, %d Approve correction buttons are left", n)
		}
		b.shot("sam-approved")
		b.openOK("/web/findings")
		if n := eval[int](b, `Array.from(document.querySelectorAll("a")).filter(a => new URL(a.href).pathname === `+jsString(handPath)+`).length`); n != 0 {
			t.Errorf("the findings queue still links the corrected hand %s", handPath)
		}
		b.shot("sam-findings")

		// The second signature on BAC-1's closer: sam counts the tray
		// again to the same 150 chips.
		b.openOK("/web/inventory?gaming_day=" + day)
		b.setField("Table", "BAC-1")
		b.setField("Count", "closer")
		b.typeInto("100.00 chips", "150")
		b.press("Save count")
		b.need(`//tr[contains(., "BAC-1") and contains(., "Closer: counted by pat, confirmed by sam")]`, "BAC-1's closer counted by pat, confirmed by sam")
		b.shot("sam-second-signature")
		b.signOut()
	})

	// 4. The cage verifies the fill; the count team counts the box.
	step("cage", func(t *testing.T) {
		b := b.at(t)
		if loc := b.signIn("cass", passwords["cass"]); loc != "/web/cage" && !strings.HasPrefix(loc, "/web/cage?") {
			b.fatalf("cass signed in lands on %s, want /web/cage", loc)
		}
		b.setID("gaming_day", "Gaming day", day)
		b.press("Show")
		if n := b.count(buttonX("Request slip")); n != 0 {
			t.Errorf("the cage is offered to request a slip")
		}
		b.shot("cass-cage")
		b.press("Verify slip 1")
		b.wantText("Slip verified.", "verified by cass")
		b.shot("cass-fill-verified")
		// The slip printed: a PDF with its number.
		if r := b.fetch(srv.base + "/web/cage/slips/1/pdf"); r.status != http.StatusOK || !bytes.HasPrefix(r.body, []byte("%PDF-")) {
			t.Errorf("the slip's PDF: status %d, starts %q", r.status, r.body[:min(len(r.body), 8)])
		}
		if status := b.open("/web/count"); status != http.StatusForbidden {
			t.Errorf("GET /web/count as the cage: status %d, want 403", status)
		}
		b.tour("cass", "/web/cage?gaming_day="+day, "/web/cage/slips/1", "/web/inventory?gaming_day="+day)
		b.signOut()
	})

	step("count", func(t *testing.T) {
		b := b.at(t)
		if loc := b.signIn("cy", passwords["cy"]); loc != "/web/count" && !strings.HasPrefix(loc, "/web/count?") {
			b.fatalf("cy signed in lands on %s, want /web/count", loc)
		}
		b.setID("gaming_day", "Gaming day", day)
		b.press("Show")
		b.wantText("Count sheet of gaming day " + day)
		// The count sheet of BAC-1's box: 12.50 as a ten and a 2.50 chip,
		// counted by three from 09:00 to 09:25 of the gaming day's date.
		b.setField("Table", "BAC-1")
		b.typeInto("Amount", browserCount)
		b.typeInto("10.00", "1")
		b.typeInto("2.50", "1")
		b.typeInto("Count team member 1", "Ann Lee")
		b.typeInto("Count team member 2", "Bo Ma")
		b.typeInto("Count team member 3", "Cy Ortiz")
		b.setField("Count began", day+"T09:00")
		b.setField("Count ended", day+"T09:25")
		b.shot("cy-count-entry")
		b.press("Save count")
		b.wantText("Count sheet of gaming day " + day)
		b.wantText("Count saved.")
		// The row of BAC-1: a drop box, the commission the hand declared,
		// no variance (the drop is not the fees), the count with its
		// bills, the team, the times and who entered it.
		b.need(`//tr[normalize-space(th)="BAC-1" and contains(., "drop") and contains(., "$5.00") and contains(., "—") and contains(., "$12.50")`+
			` and contains(., "1 × 10.00, 1 × 2.50") and contains(., "Ann Lee, Bo Ma, Cy Ortiz") and contains(., "`+day+` 09:00 to `+day+` 09:25")`+
			` and contains(., "entered by cy") and contains(., "Baccarat (Colorado Rule 28)")]`,
			"a BAC-1 drop-box row with $5.00 collected, no variance, the count 12.50 by Ann Lee, Bo Ma and Cy Ortiz, entered by cy")
		b.need(`//tfoot/tr[contains(., "Total") and contains(., "$12.50")]`, "the count total 12.50 in the Total row")
		b.shot("cy-count")
		if status := b.open("/web/cage"); status != http.StatusForbidden {
			t.Errorf("GET /web/cage as the count team: status %d, want 403", status)
		}
		b.tour("cy", "/web/count?gaming_day="+day)
		b.signOut()
	})

	// 5. Compliance: the daily report and its files, the Master Game
	// Report's page, the audit chain, the day's sign-off.
	step("compliance", func(t *testing.T) {
		b := b.at(t)
		if loc := b.signIn("dana", passwords["dana"]); loc != "/web/reports" {
			b.fatalf("dana signed in lands on %s, want /web/reports", loc)
		}
		b.setID("gaming_day", "Gaming day", day)
		kinds := b.options("kind")
		kind := ""
		for _, k := range kinds {
			if strings.Contains(k, "daily") {
				kind = k
				break
			}
		}
		if kind == "" {
			b.fatalf("select#kind offers %q, no daily report", kinds)
		}
		b.setID("kind", "Report", kind)
		b.press("Run report")
		b.wantText(day)

		// Each download link, the SHA-256 shown beside it (in its list item
		// or table row) and the file fetched with the browser's session.
		type download struct{ Text, Href, Row string }
		downloads := eval[[]download](b, `Array.from(document.querySelectorAll("a"))
			.filter(a => ["Download .xlsx", "Download .pdf"].includes(a.textContent.trim()))
			.map(a => ({Text: a.textContent.trim(), Href: a.href, Row: (a.closest("li, tr") || a.parentElement).innerText}))`)
		prefixes := map[string]string{"Download .xlsx": "PK", "Download .pdf": "%PDF-"}
		seen := map[string]int{}
		fetched := map[string]bool{}
		hex64 := regexp.MustCompile(`[0-9a-fA-F]{64}`)
		for _, d := range downloads {
			if fetched[d.Href] {
				continue
			}
			fetched[d.Href] = true
			if !regexp.MustCompile(`/web/reports/[0-9]+/file$`).MatchString(d.Href) {
				t.Errorf("%s links %s, want /web/reports/ID/file", d.Text, d.Href)
			}
			r := b.fetch(d.Href)
			if r.status != http.StatusOK {
				t.Errorf("GET %s with the session's cookies: status %d: %.200s", d.Href, r.status, r.body)
				continue
			}
			if cd := r.header.Get("Content-Disposition"); !strings.Contains(cd, day) {
				t.Errorf("%s (%s): Content-Disposition %q does not name the gaming day %s", d.Text, d.Href, cd, day)
			}
			if !bytes.HasPrefix(r.body, []byte(prefixes[d.Text])) {
				t.Errorf("%s (%s): the file starts %q, want %q", d.Text, d.Href, r.body[:min(len(r.body), 8)], prefixes[d.Text])
			}
			sum := sha256Hex(r.body)
			shown := hex64.FindAllString(d.Row, -1)
			if !slices.ContainsFunc(shown, func(s string) bool { return strings.EqualFold(s, sum) }) {
				t.Errorf("%s (%s): the file's SHA-256 is %s, the page shows %q beside it", d.Text, d.Href, sum, shown)
			}
			seen[d.Text]++
		}
		if seen["Download .xlsx"] == 0 || seen["Download .pdf"] == 0 {
			b.fatalf("no Download .xlsx and Download .pdf links (links: %+v)", downloads)
		}
		t.Logf("downloaded and checked %d files", len(fetched))
		if resp, err := client.Get(downloads[0].Href); err != nil {
			t.Errorf("GET %s without the session: %v", downloads[0].Href, err)
		} else {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK && strings.HasSuffix(resp.Request.URL.Path, "/file") {
				t.Errorf("GET %s without the session: status 200", downloads[0].Href)
			}
		}
		b.shot("dana-reports")

		// The Master Game Report of the day: the drop counted, the fill,
		// the closer, the chart of drop and win and its figures.
		b.openOK("/web/reports/view?kind=master_game&gaming_day=" + day)
		b.wantText("Master Game Report", "PROVISIONAL", "$12.50", "$2,000.00", "$15,000.00", "Drop and win per table", "Prepared by: dana")
		b.need(`//*[local-name()="svg" and @role="img"]`, "the chart")
		// Every column on the screen: no table of the report scrolls.
		if n := eval[int](b, `Array.from(document.querySelectorAll(".report-doc .table-wrap")).filter(w => w.scrollWidth > w.clientWidth + 1).length`); n != 0 {
			t.Errorf("%d tables of the Master Game Report are wider than the page at %d px", n, eval[int](b, `window.innerWidth`))
		}
		// By shift: the 22:16 hand in the grave shift.
		b.need(`//tr[contains(., "grave") and contains(., "BAC-1") and contains(., "1")]`, "BAC-1's line in the grave shift")
		b.shot("dana-master-game")

		// Every report's page, the audit page and the day's pages at a
		// desk and on a phone.
		pages := []string{"/web/reports", "/web/audit", "/web/days", "/web/days/" + day, "/web/findings"}
		for _, k := range kinds {
			pages = append(pages, "/web/reports/view?kind="+k+"&gaming_day="+day)
		}
		b.tour("dana", pages...)

		b.openOK("/web/audit")
		b.wantText("Audit chain verified")
		b.shot("dana-audit")

		// The day's checklist holds one thing: the hand was dealt on a day
		// its table had no session open (the table was opened today), an
		// exception compliance signs off past with a reason.
		b.openOK("/web/days/" + day)
		b.wantText("1 hand dealt at a closed table")
		b.need(`//li[contains(., "BAC-1") and .//a[normalize-space(.)="hand `+browserHandNumber+`"] and contains(., "while the table had no open session")]`,
			"the checklist's line for hand "+browserHandNumber+" at BAC-1")
		b.shot("dana-checklist")

		// The day's 100% at BAC-1 is out of line from its 20% base:
		// compliance explains it; the explanation leaves the checklist
		// and stands beside the flag on the statistical report.
		b.wantText("Out-of-line figures not explained")
		key := "explain-BAC-1-win_to_drop_day"
		b.need(`//textarea[@id="`+key+`"]`, "the form to explain BAC-1's win to drop of the day")
		explanation := "the month before was counted before its fills were verified"
		b.do("explain BAC-1's day", chromedp.SendKeys(chromedp.ID(key), explanation))
		if status := b.submit("explain BAC-1's day", chromedp.Click(chromedp.Search(`//form[.//textarea[@id="`+key+`"]]//button[@type="submit"]`))); status != http.StatusOK {
			t.Errorf("explaining BAC-1's day: status %d", status)
		}
		b.openOK("/web/days/" + day)
		if n := b.count(`//textarea[@id="` + key + `"]`); n != 1 {
			t.Errorf("the explained flag has %d forms, want 1 (to explain it again)", n)
		}
		b.need(`//li[contains(., "BAC-1") and contains(., "Explained: `+explanation+`") and contains(., "dana")]`, "BAC-1's flag explained by dana")
		b.shot("dana-explained")
		b.openOK("/web/reports/view?kind=statistical&gaming_day=" + day)
		b.wantText("Explained: " + explanation)
		b.shot("dana-statistical-explained")

		b.openOK("/web/days")
		b.typeInto("Note for "+day, "one hand, one correction approved")
		b.typeInto("Reason to sign off "+day+" past its checklist", "hand entered after the fact; the table was open")
		b.press("Sign off " + day)
		b.openOK("/web/days")
		if n := b.count(buttonX("Sign off " + day)); n != 0 {
			t.Errorf("after the sign-off, the Sign off %s button is still there", day)
		}
		b.need(`//tr[normalize-space(th)=`+xq(day)+` and contains(., "signed off") and contains(., "dana")]`, "the day's row saying signed off by dana")
		// Dana prepared the final report: she is not offered its review.
		if n := b.count(buttonX("Review " + day)); n != 0 {
			t.Errorf("the officer who signed %s off is offered its review", day)
		}
		b.need(`//tr[normalize-space(th)=`+xq(day)+` and contains(., "review pending")]`, "the day's row saying its review is pending")
		b.shot("dana-day-signed-off")
		b.signOut()

		// Another compliance officer reviews the final Master Game Report;
		// its new final revision names both.
		if loc := b.signIn("rita", passwords["rita"]); loc != "/web/reports" {
			b.fatalf("rita signed in lands on %s, want /web/reports", loc)
		}
		b.openOK("/web/days")
		b.typeInto("Review note for "+day, "figures agree with the count")
		b.press("Review " + day)
		b.openOK("/web/days")
		if n := b.count(buttonX("Review " + day)); n != 0 {
			t.Errorf("after the review, the Review %s button is still there", day)
		}
		b.need(`//tr[normalize-space(th)=`+xq(day)+` and contains(., "reviewed") and contains(., "rita") and contains(., "figures agree with the count")]`,
			"the day's row saying reviewed by rita")
		b.shot("rita-day-reviewed")
		b.openOK("/web/reports?gaming_day=" + day)
		b.wantText("Final reports")
		b.need(`//table[ancestor::div[@aria-labelledby="final-heading"]]//tr[td[normalize-space(.)="2"] and contains(., "user:rita")]`,
			"the final section's revision 2 written at rita's review")
		b.shot("rita-final-reports")
		b.signOut()
	})

	t.Logf("browser walkthrough took %s; screenshots in %s", time.Since(start).Round(time.Millisecond), shots)
}
