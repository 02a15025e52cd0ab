// Package web serves the web pages: server-rendered HTML under /web/ for
// pit bosses, compliance officers and the count team, on the same router
// as the JSON API. A person signs in with a name and password and gets a
// session cookie; every form carries the session's CSRF token, and every
// page and action checks the user's role, as the API does for tokens.
package web

import (
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"log/slog"
	"maps"
	"net/http"
	"net/url"
	"os"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/templates"
)

// Config is what the pages need from the rest of casinod.
type Config struct {
	Ledger  *ledger.Ledger
	Reports *reports.Generator
	Log     *slog.Logger
	// HandRecorded is told of every hand recorded through the pages (the
	// API's metrics count them with the stations' hands); may be nil.
	HandRecorded func(ledger.Answer)
}

// webUI holds what the pages need.
type webUI struct {
	ledger       *ledger.Ledger
	store        *models.Store
	reports      *reports.Generator
	log          *slog.Logger
	handRecorded func(ledger.Answer)
	// pages holds the parsed pages for each currency sign in use
	// (map[string]map[string]*template.Template): money is printed with
	// the property's sign.
	pages       sync.Map
	now         func() time.Time
	forceSecure bool
	lastSweep   atomic.Int64 // when this replica last swept, in Unix nanoseconds (session.go)
}

// Roles of the pages.
var (
	webAll        = []string{models.RolePitBoss, models.RoleCompliance, models.RoleCount, models.RoleCage, models.RoleAdmin}
	webFloor      = []string{models.RolePitBoss, models.RoleAdmin}
	webReaders    = []string{models.RolePitBoss, models.RoleCompliance, models.RoleAdmin}
	webCompliance = []string{models.RoleCompliance, models.RoleAdmin}
	webCountView  = []string{models.RoleCount, models.RoleCompliance, models.RoleAdmin}
	webCounters   = []string{models.RoleCount, models.RoleAdmin}
	// The cage's pages: fills and credits, and the tables' inventories.
	webCageView = []string{models.RolePitBoss, models.RoleCompliance, models.RoleCage, models.RoleAdmin}
	webVerifier = []string{models.RoleCage, models.RoleAdmin}
	webVoiders  = []string{models.RolePitBoss, models.RoleCage, models.RoleAdmin}
)

// webPages lists the page templates (templates/NAME.html).
var webPages = []string{"message", "signin", "floor", "table_open", "table_close", "hand_entry", "hand_result",
	"findings", "hand", "reports", "audit", "days", "day", "count", "progressives", "cage", "inventory", "report_view", "slip"}

const (
	webSessionKey = "web_session"
	maxFormBytes  = 256 << 10
)

// Register adds the web pages to the router.
func Register(r *gin.Engine, cfg Config) {
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	if cfg.HandRecorded == nil {
		cfg.HandRecorded = func(ledger.Answer) {}
	}
	w := &webUI{ledger: cfg.Ledger, store: cfg.Ledger.Store(), reports: cfg.Reports, log: cfg.Log,
		handRecorded: cfg.HandRecorded, now: cfg.Ledger.Now,
		forceSecure: os.Getenv("CASINO_SECURE_COOKIES") == "1"}
	if _, err := w.pagesFor(models.DefaultAccounting.CurrencySymbol); err != nil {
		panic(err.Error())
	}
	r.GET("/web/static/*file", w.static)
	g := r.Group("/web", w.headers())
	g.GET("/signin", w.signinPage)
	g.POST("/signin", w.signin)
	g.POST("/signout", w.action(webAll...), w.signout)
	g.GET("/", w.page(webAll...), w.home)
	g.GET("/floor", w.page(webFloor...), w.floor)
	g.GET("/tables/:id/open", w.page(webFloor...), w.openPage)
	g.POST("/tables/:id/open", w.action(webFloor...), w.openTable)
	g.GET("/tables/:id/close", w.page(webFloor...), w.closePage)
	g.POST("/tables/:id/close", w.action(webFloor...), w.closeTable)
	g.GET("/tables/:id/hand", w.page(webFloor...), w.handForm)
	g.POST("/tables/:id/hand", w.action(webFloor...), w.recordHand)
	g.GET("/findings", w.page(webReaders...), w.findings)
	g.GET("/hands/:id", w.page(webReaders...), w.handPage)
	g.POST("/hands/:id/corrections", w.action(webFloor...), w.fileCorrection)
	g.POST("/corrections/:id/approve", w.action(webReaders...), w.approveCorrection)
	g.GET("/reports", w.page(webCompliance...), w.reportsPage)
	g.POST("/reports", w.action(webCompliance...), w.runReport)
	g.GET("/reports/:id/file", w.page(webCompliance...), w.reportFile)
	g.GET("/audit", w.page(webCompliance...), w.audit)
	g.GET("/days", w.page(webCompliance...), w.days)
	g.POST("/days/:day/sign-off", w.action(webCompliance...), w.signOff)
	g.POST("/days/:day/review", w.action(webCompliance...), w.review)
	g.GET("/count", w.page(webCountView...), w.countPage)
	g.POST("/count", w.action(webCounters...), w.saveCounts)
	g.GET("/progressives", w.page(webReaders...), w.progressives)
	g.POST("/progressives/:id/readings", w.action(webReaders...), w.recordReading)
	g.GET("/days/:day", w.page(webCompliance...), w.dayPage)
	g.POST("/days/:day/explanations", w.action(webCompliance...), w.explainFlag)
	g.GET("/cage", w.page(webCageView...), w.cagePage)
	g.POST("/cage/slips", w.action(webFloor...), w.requestSlip)
	g.GET("/cage/slips/:id", w.page(webCageView...), w.slipPage)
	g.GET("/cage/slips/:id/pdf", w.page(webCageView...), w.slipPDF)
	g.POST("/cage/slips/:id/verify", w.action(webVerifier...), w.verifySlip)
	g.POST("/cage/slips/:id/void", w.action(webVoiders...), w.voidSlip)
	g.GET("/inventory", w.page(webCageView...), w.inventoryPage)
	g.POST("/inventory", w.action(webFloor...), w.recordInventory)
	g.GET("/reports/view", w.page(webCompliance...), w.reportView)
}

// pagesFor returns the pages parsed to print money with a currency sign.
func (w *webUI) pagesFor(symbol string) (map[string]*template.Template, error) {
	if p, ok := w.pages.Load(symbol); ok {
		return p.(map[string]*template.Template), nil
	}
	funcs := webFuncs(symbol)
	pages := map[string]*template.Template{}
	for _, name := range webPages {
		t, err := templates.Page(name, funcs)
		if err != nil {
			return nil, fmt.Errorf("web page %s: %w", name, err)
		}
		pages[name] = t
	}
	w.pages.Store(symbol, pages)
	return pages, nil
}

// currency is the currency sign of the property a page is about.
func (w *webUI) currency(c *gin.Context) string {
	if v, ok := c.Get(currencyKey); ok {
		return v.(string)
	}
	sym := models.DefaultAccounting.CurrencySymbol
	if p, _, err := w.mainProperty(c); err == nil && p.CurrencySymbol != "" {
		sym = p.CurrencySymbol
	}
	c.Set(currencyKey, sym)
	return sym
}

const currencyKey = "web_currency"

// FormatMoney writes an amount as the pages print it: the currency sign,
// thousands separators and two decimals ("$10,008.50", "-$5.00").
func FormatMoney(symbol string, m rules.Money) string {
	s := render.MoneyCell(m).String()
	if rest, ok := strings.CutPrefix(s, "-"); ok {
		return "-" + symbol + rest
	}
	return symbol + s
}

// moneyFormat is FormatMoney for a chart's labels.
func (w *webUI) moneyFormat(c *gin.Context) func(int64) string {
	sym := w.currency(c)
	return func(v int64) string { return FormatMoney(sym, rules.Money(v)) }
}

// headers sets the security headers of every page: nothing from elsewhere,
// no inline script or style, no framing, no caching of pages with data.
func (w *webUI) headers() gin.HandlerFunc {
	return func(c *gin.Context) {
		h := c.Writer.Header()
		h.Set("Content-Security-Policy", "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; "+
			"form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "same-origin")
		h.Set("Cache-Control", "no-store")
		if name, problem, bad := reqctx.InvalidText(c); bad {
			w.message(c, http.StatusBadRequest, "Bad request", "The address is not valid: "+name+" "+problem+".")
			c.Abort()
			return
		}
		c.Next()
	}
}

// badForm answers 400 when a posted form's field is not valid text (a NUL
// character, invalid UTF-8), naming the field, before anything reads it.
func (w *webUI) badForm(c *gin.Context) bool {
	if err := c.Request.ParseMultipartForm(maxFormBytes); err != nil && !errors.Is(err, http.ErrNotMultipart) {
		w.message(c, http.StatusBadRequest, "Bad request", "The form could not be read.")
		c.Abort()
		return true
	}
	for _, k := range slices.Sorted(maps.Keys(c.Request.PostForm)) {
		for _, v := range append([]string{k}, c.Request.PostForm[k]...) {
			if problem := rules.TextProblem(v); problem != "" {
				w.message(c, http.StatusBadRequest, "Bad request", "The form was not accepted: the field "+
					strconv.Quote(strings.ToValidUTF8(k, "?"))+" "+problem+".")
				c.Abort()
				return true
			}
		}
	}
	return false
}

// static serves the stylesheet and the card picker's script.
func (w *webUI) static(c *gin.Context) {
	name := strings.TrimPrefix(path.Clean(c.Param("file")), "/")
	types := map[string]string{".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8"}
	ct, ok := types[path.Ext(name)]
	if !ok {
		c.Status(http.StatusNotFound)
		return
	}
	b, err := fsReadFile(name)
	if err != nil {
		c.Status(http.StatusNotFound)
		return
	}
	c.Header("X-Content-Type-Options", "nosniff")
	c.Header("Cache-Control", "public, max-age=3600")
	c.Data(http.StatusOK, ct, b)
}

// page lets a signed-in user holding one of the roles see a page; anyone
// else is sent to the sign-in page (no session) or refused (wrong role).
func (w *webUI) page(roles ...string) gin.HandlerFunc {
	return func(c *gin.Context) {
		u, sess, ok, err := w.signedIn(c)
		if err != nil {
			w.failed(c, err)
			c.Abort()
			return
		}
		if !ok {
			next := c.Request.URL.RequestURI()
			c.Redirect(http.StatusSeeOther, "/web/signin?next="+url.QueryEscape(next))
			c.Abort()
			return
		}
		reqctx.SetUser(c, u)
		c.Set(webSessionKey, sess)
		if !slices.Contains(roles, u.Role) {
			w.message(c, http.StatusForbidden, "Forbidden", "Not allowed for your role")
			c.Abort()
			return
		}
		c.Next()
	}
}

// action guards a form post: a session, the session's CSRF token, then the
// role, all before the handler runs.
func (w *webUI) action(roles ...string) gin.HandlerFunc {
	return func(c *gin.Context) {
		c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, maxFormBytes)
		u, sess, ok, err := w.signedIn(c)
		if err != nil {
			w.failed(c, err)
			c.Abort()
			return
		}
		if ok {
			reqctx.SetUser(c, u)
			c.Set(webSessionKey, sess)
		}
		if !ok || !tokensEqual(c.PostForm("csrf_token"), sess.csrf) {
			w.csrfRefused(c)
			c.Abort()
			return
		}
		if w.badForm(c) {
			return
		}
		if !slices.Contains(roles, u.Role) {
			w.message(c, http.StatusForbidden, "Forbidden", "Not allowed for your role")
			c.Abort()
			return
		}
		c.Next()
	}
}

func (w *webUI) csrfRefused(c *gin.Context) {
	w.message(c, http.StatusForbidden, "Forbidden", "CSRF token missing or invalid",
		"The form was not accepted. If your session ended, sign in again and repeat what you did.")
}

// signedIn returns the session's user, if the session is live and the user
// still enabled.
func (w *webUI) signedIn(c *gin.Context) (models.User, webSession, bool, error) {
	ctx := c.Request.Context()
	token := cookieValue(c, sessionCookie)
	sess, ok, err := w.session(ctx, token)
	if err != nil || !ok {
		return models.User{}, webSession{}, false, err
	}
	u, err := w.store.UserByID(ctx, sess.userID)
	if err != nil && !errors.Is(err, models.ErrNotFound) {
		return models.User{}, webSession{}, false, err
	}
	if err != nil || u.DisabledAt != nil {
		return models.User{}, webSession{}, false, w.endSession(ctx, token)
	}
	return u, sess, true, nil
}

// webHome is where each role starts.
func webHome(role string) string {
	switch role {
	case models.RoleCompliance:
		return "/web/reports"
	case models.RoleCount:
		return "/web/count"
	case models.RoleCage:
		return "/web/cage"
	}
	return "/web/floor"
}

func (w *webUI) home(c *gin.Context) {
	c.Redirect(http.StatusSeeOther, webHome(reqctx.CurrentUser(c).Role))
}

// navLink is an entry of the header's navigation.
type navLink struct {
	Href, Label string
	Current     bool
}

var webNav = []struct {
	href, label string
	roles       []string
}{
	{"/web/floor", "Floor", webFloor},
	{"/web/findings", "Findings", webReaders},
	{"/web/progressives", "Progressives", webReaders},
	{"/web/count", "Count", webCountView},
	{"/web/cage", "Cage", webCageView},
	{"/web/inventory", "Inventory", webCageView},
	{"/web/reports", "Reports", webCompliance},
	{"/web/days", "Gaming days", webCompliance},
	{"/web/audit", "Audit", webCompliance},
}

// pageData is what the layout renders around a page.
type pageData struct {
	Title  string
	User   *models.User
	CSRF   string
	Nav    []navLink
	Flash  string
	Script string
	Page   any
}

// render writes a page with the layout.
func (w *webUI) render(c *gin.Context, status int, name, title string, data any) {
	w.renderWith(c, status, name, pageData{Title: title, Page: data})
}

func (w *webUI) renderWith(c *gin.Context, status int, name string, d pageData) {
	if u, ok := reqctx.User(c); ok {
		d.User = &u
		for _, n := range webNav {
			if slices.Contains(n.roles, u.Role) {
				d.Nav = append(d.Nav, navLink{Href: n.href, Label: n.label,
					Current: strings.HasPrefix(c.Request.URL.Path, n.href)})
			}
		}
	}
	if v, ok := c.Get(webSessionKey); ok {
		d.CSRF = v.(webSession).csrf
	}
	pages, err := w.pagesFor(w.currency(c))
	if err != nil {
		w.log.Error("parse pages", "err", err)
		c.Data(http.StatusInternalServerError, "text/plain; charset=utf-8", []byte("internal error: the error was logged"))
		return
	}
	t, ok := pages[name]
	if !ok {
		panic("no web page " + name)
	}
	var buf strings.Builder
	if err := t.ExecuteTemplate(&buf, "layout", d); err != nil {
		_ = c.Error(err)
		w.log.Error("render page", "page", name, "err", err, "request_id", reqctx.RequestID(c))
		c.Data(http.StatusInternalServerError, "text/plain; charset=utf-8", []byte("internal error: the error was logged"))
		return
	}
	c.Data(status, "text/html; charset=utf-8", []byte(buf.String()))
}

// messagePage is a page that only says something: a refusal, a missing
// record, an error.
type messagePage struct {
	Message string
	Detail  []string
}

func (w *webUI) message(c *gin.Context, status int, title, msg string, detail ...string) {
	w.render(c, status, "message", title, messagePage{Message: msg, Detail: detail})
}

// failed answers an unexpected error with a page naming the request id.
func (w *webUI) failed(c *gin.Context, err error) {
	if errors.Is(err, models.ErrNotFound) {
		w.message(c, http.StatusNotFound, "Not found", "There is no such record.")
		return
	}
	_ = c.Error(err)
	w.message(c, http.StatusInternalServerError, "Something went wrong", "The error was logged with request id "+reqctx.RequestID(c)+".")
}

// formErrors maps form field ids to what is wrong with them; "form" holds
// what belongs to no one field.
type formErrors map[string]string

func (e formErrors) add(field, msg string) {
	if field == "" {
		field = "form"
	}
	if prev, ok := e[field]; ok {
		e[field] = prev + "; " + msg
		return
	}
	e[field] = msg
}

// entryControl is what the template of one hand-entry input reads.
type entryControl struct {
	Input  entryInput
	Errors formErrors
	// Group is the id of the input's table line or section, whose error
	// also describes it; Hint the id of its own hint, if any.
	Group, Hint string
}

// fieldError is one line of a form's error summary.
type fieldError struct {
	Field, Message string
}

// webFuncs are the functions the templates call; money is printed with
// the currency sign.
func webFuncs(symbol string) template.FuncMap {
	return template.FuncMap{
		"money": func(m rules.Money) string { return FormatMoney(symbol, m) },
		"moneyp": func(m *rules.Money) string {
			if m == nil {
				return ""
			}
			return FormatMoney(symbol, *m)
		},
		// plain is an amount as a form field holds it: "1234.50".
		"plain": func(m rules.Money) string { return m.String() },
		"pct":   func(r rules.Rate) string { return render.PercentCell(r).String() },
		"cite": func(s string) string {
			c, ok := rules.ParseCite(s)
			if !ok {
				return s
			}
			return c.File + ":" + c.Lines
		},
		"citeOf": func(c rules.Cite) string {
			if c.File == "" {
				return ""
			}
			return c.File + ":" + c.Lines
		},
		"when": func(t time.Time, loc *time.Location) string {
			if t.IsZero() {
				return ""
			}
			if loc == nil {
				loc = time.UTC
			}
			return t.In(loc).Format("2006-01-02 15:04:05 MST")
		},
		"iso": func(t time.Time) string { return t.UTC().Format(time.RFC3339) },
		// clock is a time of day at the table, for pages about one gaming day.
		"clock": func(t time.Time, loc *time.Location) string {
			if loc == nil {
				loc = time.UTC
			}
			return t.In(loc).Format("15:04")
		},
		// actor names who did something without the "user:" prefix.
		"actor": func(s string) string { return strings.TrimPrefix(s, "user:") },
		// attrs marks an input invalid and points it at the errors shown
		// under it (ids "FIELD-error") for each named field that has one.
		"attrs": func(errs formErrors, fields ...string) template.HTMLAttr {
			return describedBy("", errs, fields)
		},
		// attrsHint does the same for an input that also has a hint.
		"attrsHint": func(hint string, errs formErrors, fields ...string) template.HTMLAttr {
			return describedBy(hint, errs, fields)
		},
		// errorFor writes the error of a field under its input.
		"errorFor": func(errs formErrors, field string) template.HTML {
			msg, ok := errs[field]
			if !ok {
				return ""
			}
			return template.HTML(`<p class="field-error" id="` + template.HTMLEscapeString(field+"-error") + `">` +
				template.HTMLEscapeString(msg) + `</p>`)
		},
		"summary": func(errs formErrors) []fieldError {
			out := make([]fieldError, 0, len(errs))
			for f, m := range errs {
				out = append(out, fieldError{Field: f, Message: m})
			}
			sort.Slice(out, func(i, j int) bool {
				if (out[i].Field == "form") != (out[j].Field == "form") {
					return out[i].Field == "form"
				}
				return out[i].Field < out[j].Field
			})
			return out
		},
		"fieldLabel": fieldLabel,
		"withoutForm": func(errs formErrors) formErrors {
			out := formErrors{}
			for k, v := range errs {
				if k != "form" {
					out[k] = v
				}
			}
			return out
		},
		"sum":      func(a, b rules.Money) rules.Money { return a + b },
		"inc":      func(i int) int { return i + 1 },
		"kindName": reportKindName,
		"reasonText": func(code string) string {
			return models.ReasonCodes[code]
		},
		"itoa": func(i int64) string { return strconv.FormatInt(i, 10) },
		// entryArgs hands one input of the hand-entry form to its control's
		// template, with the errors and the line or section it belongs to.
		"entryArgs": func(in entryInput, errs formErrors, group string) entryControl {
			ec := entryControl{Input: in, Errors: errs, Group: group}
			if in.Hint != "" {
				ec.Hint = in.ID + "-hint"
			} else {
				ec.Hint = in.SectionHint
			}
			return ec
		},
		// seg escapes a path segment (a table id) for a link.
		"seg":   url.PathEscape,
		"lower": strings.ToLower,
		// chipArgs hands the chip counts and the errors to their template.
		"chipArgs": func(chips []chipInput, errs formErrors) map[string]any {
			return map[string]any{"Chips": chips, "Errors": errs}
		},
	}
}

// reportKindName is a report kind as people read it.
func reportKindName(kind string) string { return reports.KindName(kind) }

// webPathID reads a numeric path parameter, answering 404 when it is not one.
func (w *webUI) webPathID(c *gin.Context, name string) (int64, bool) {
	id, err := strconv.ParseInt(c.Param(name), 10, 64)
	if err != nil || id <= 0 {
		w.message(c, http.StatusNotFound, "Not found", "There is no such record.")
		return 0, false
	}
	return id, true
}

func fsReadFile(name string) ([]byte, error) {
	return fs.ReadFile(templates.Static, name)
}

// fieldLabels name the form fields in error summaries.
var fieldLabels = map[string]string{
	"reason": "Reason code", "note": "Note", "finding_id": "Finding", "adjustment": "Adjustment",
	"collection_schedule": "Collection schedule", "gaming_day": "Gaming day", "kind": "Kind",
	"table_id": "Table", "chips": "Chips", "override_reason": "Reason to sign off past the checklist",
	"dealer_id": "Dealer", "amount": "Reading",
}

// fieldLabel names a form field id for people: "amount-3" is "Line 3
// amount", "count-BAC-1" is "Count for BAC-1".
func fieldLabel(id string) string {
	if l, ok := fieldLabels[id]; ok {
		return l
	}
	if cents, ok := strings.CutPrefix(id, "chips-"); ok {
		if n, err := strconv.ParseInt(cents, 10, 64); err == nil {
			return rules.Money(n).String() + " chips"
		}
	}
	for prefix, label := range map[string]string{"count-": "Count for ", "note-": "Note for ", "chips-": "Chips of ",
		"reason-": "Reason to void slip ", "override-": "Reason to sign off ", "review-": "Review of "} {
		if rest, ok := strings.CutPrefix(id, prefix); ok {
			return label + rest
		}
	}
	if i := strings.LastIndexByte(id, '-'); i > 0 {
		if _, err := strconv.Atoi(id[i+1:]); err == nil {
			name := strings.ReplaceAll(id[:i], "_", " ")
			if name == "row" {
				return "Line " + id[i+1:]
			}
			return "Line " + id[i+1:] + " " + name
		}
	}
	return id
}

// describedBy writes the aria attributes of an input: its hint and the
// errors of the named fields, marked invalid when there are any.
func describedBy(hint string, errs formErrors, fields []string) template.HTMLAttr {
	var ids []string
	if hint != "" {
		ids = append(ids, template.HTMLEscapeString(hint))
	}
	invalid := false
	for _, f := range fields {
		if _, ok := errs[f]; ok {
			ids = append(ids, template.HTMLEscapeString(f+"-error"))
			invalid = true
		}
	}
	out := ""
	if invalid {
		out = `aria-invalid="true" `
	}
	if len(ids) > 0 {
		out += `aria-describedby="` + strings.Join(ids, " ") + `"`
	}
	return template.HTMLAttr(out)
}
