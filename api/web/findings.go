package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"html/template"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// The findings queue, a hand with its settlements, findings and
// corrections, and the correction forms (file, approve).

type findingsPage struct {
	Rows      []queueRow
	Table     string
	GamingDay string
	Sort      string
	Sorts     []findingChoice
	Tables    []tableChoice
	Chart     template.HTML
	Counts    []tableCount
	Next      string
	CanFile   bool
}

// queueRow is a line of the findings queue: the finding, its wager and
// what differs in words, its money at stake and its age.
type queueRow struct {
	models.FindingView
	// GameName is the hand's game by its name.
	GameName string
	Wager    string
	Declared string
	Expected string
	Age      string
}

// tableChoice is a table of the filter, with its game's name.
type tableChoice struct {
	ID, GameName string
}

type tableCount struct {
	Table string
	N     int
}

const findingsPageSize = 200

// findingSorts are the queue's orders, by the value of its sort parameter.
var findingSorts = []struct{ Value, Label string }{
	{models.FindingsByID, "As found"},
	{models.FindingsByStake, "Money at stake, most first"},
	{models.FindingsByAge, "Age, oldest first"},
}

func (w *webUI) findings(c *gin.Context) {
	ctx := c.Request.Context()
	page := findingsPage{Table: c.Query("table"), GamingDay: c.Query("gaming_day"), Sort: c.Query("sort"),
		CanFile: slices.Contains(webFloor, reqctx.CurrentUser(c).Role)}
	f := models.FindingFilter{Status: "open", TableID: page.Table, Limit: findingsPageSize, Queue: true, Sort: page.Sort}
	known := false
	for _, o := range findingSorts {
		known = known || o.Value == page.Sort
		page.Sorts = append(page.Sorts, findingChoice{Value: o.Value, Label: o.Label, Selected: o.Value == page.Sort})
	}
	if !known {
		w.message(c, http.StatusBadRequest, "Invalid order", "sort: "+strconv.Quote(page.Sort)+" is not an order of the queue (stake, age, or none)")
		return
	}
	if page.GamingDay != "" {
		day, err := models.ParseDay(page.GamingDay)
		if err != nil {
			w.message(c, http.StatusBadRequest, "Invalid gaming day", "gaming_day: "+err.Error())
			return
		}
		f.GamingDay = day
	}
	if a := c.Query("after"); a != "" {
		n, err := strconv.ParseInt(a, 10, 64)
		if err != nil || n < 0 || page.Sort != "" {
			w.message(c, http.StatusBadRequest, "Invalid page", "after must be a whole number, and only in the queue as found")
			return
		}
		f.AfterID = n
	}
	if o := c.Query("offset"); o != "" {
		n, err := strconv.Atoi(o)
		if err != nil || n < 0 || page.Sort == "" {
			w.message(c, http.StatusBadRequest, "Invalid page", "offset must be a whole number, and only with a sort")
			return
		}
		f.Offset = n
	}
	rows, err := w.store.Findings(ctx, f)
	if err != nil {
		w.failed(c, err)
		return
	}
	words := stateWording{games: w.ledger.Games(), store: w.store}
	now := w.now()
	for _, r := range rows {
		q := queueRow{FindingView: r, GameName: w.gameName(r.Game), Wager: queueWager(r.Finding), Age: age(now.Sub(r.CreatedAt))}
		q.Declared, q.Expected = words.finding(ctx, r.Finding, r.Game)
		page.Rows = append(page.Rows, q)
	}
	if len(rows) == findingsPageSize {
		q := url.Values{}
		for k, v := range map[string]string{"table": page.Table, "gaming_day": page.GamingDay, "sort": page.Sort} {
			if v != "" {
				q.Set(k, v)
			}
		}
		if page.Sort == "" {
			q.Set("after", strconv.FormatInt(rows[len(rows)-1].ID, 10))
		} else {
			q.Set("offset", strconv.Itoa(f.Offset+len(rows)))
		}
		page.Next = "/web/findings?" + q.Encode()
	}
	tables, err := w.store.Tables(ctx)
	if err != nil {
		w.failed(c, err)
		return
	}
	for _, t := range tables {
		page.Tables = append(page.Tables, tableChoice{ID: t.ID, GameName: w.gameName(t.Game)})
	}
	counts, err := w.openFindingsByTable(ctx)
	if err != nil {
		w.failed(c, err)
		return
	}
	for t, n := range counts {
		page.Counts = append(page.Counts, tableCount{Table: t, N: n})
	}
	sort.Slice(page.Counts, func(i, j int) bool { return page.Counts[i].Table < page.Counts[j].Table })
	if len(page.Counts) > 0 {
		labels := make([]string, len(page.Counts))
		values := make([]int64, len(page.Counts))
		for i, tc := range page.Counts {
			labels[i], values[i] = tc.Table, int64(tc.N)
		}
		page.Chart = barChart("Findings per table", "open findings at each table, every gaming day",
			labels, []chartSeries{{Name: "Open findings", Values: values}}, countLabel)
	}
	w.render(c, http.StatusOK, "findings", "Open findings", page)
}

// queueWager names a finding's wager; one of no seat (a fee, the
// table's state) by its bet alone.
func queueWager(f models.Finding) string {
	switch {
	case f.Seat == 0 && f.Backline == 0 && f.Bet == "table":
		return "the table"
	case f.Seat == 0 && f.Backline == 0:
		return strings.TrimSpace(f.Bet + " " + f.Spot)
	}
	return rules.WagerName(f.Seat, f.Backline, f.Bet, f.Spot)
}

// age writes how long ago something was, to the minute: "45 min",
// "5 h 3 min", "3 d 4 h".
func age(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	m := int64(d / time.Minute)
	switch {
	case m < 60:
		return strconv.FormatInt(m, 10) + " min"
	case m < 24*60:
		return strconv.FormatInt(m/60, 10) + " h " + strconv.FormatInt(m%60, 10) + " min"
	}
	return strconv.FormatInt(m/(24*60), 10) + " d " + strconv.FormatInt(m/60%24, 10) + " h"
}

// stateWording writes a table-state finding's values in words where its
// game writes its states (rules.StateWords). Findings stored before the
// game wrote them hold the state's JSON; a hand of the game, decoded once
// per game, words them.
type stateWording struct {
	games *rules.Registry
	store *models.Store
	hands map[string]rules.StateWords
}

func (s *stateWording) finding(ctx context.Context, f models.Finding, game string) (declared, expected string) {
	declared, expected = f.Declared, f.Expected
	if f.Field != "state" || !(looksJSON(declared) || looksJSON(expected)) {
		return
	}
	if s.hands == nil {
		s.hands = map[string]rules.StateWords{}
	}
	sw, ok := s.hands[game]
	if !ok {
		if g, found := s.games.Game(game); found {
			if h, err := s.store.HandByID(ctx, f.HandID); err == nil {
				if d, err := g.Decode([]byte(h.Record)); err == nil {
					sw, _ = d.(rules.StateWords)
				}
			}
		}
		s.hands[game] = sw
	}
	if sw == nil {
		return
	}
	if looksJSON(declared) {
		declared = sw.StateWords(json.RawMessage(declared))
	}
	if looksJSON(expected) {
		expected = sw.StateWords(json.RawMessage(expected))
	}
	return
}

func looksJSON(s string) bool {
	s = strings.TrimSpace(s)
	return s == "null" || strings.HasPrefix(s, "{") || strings.HasPrefix(s, "[")
}

// correctionView is a correction with the names of the users.
type correctionView struct {
	models.Correction
	EnteredByName  string
	ApprovedByName string
	CanApprove     bool
	// Finding names the wager and field of the one finding the
	// correction resolves ("seat 1 split 17/20 payout"); empty when it
	// resolves every finding of the hand.
	Finding string
}

type handFinding struct {
	models.Finding
	Open bool
}

type reasonChoice struct {
	Code, Text string
	Selected   bool
}

type findingChoice struct {
	Value, Label string
	Selected     bool
}

type handPage struct {
	Hand        models.Hand
	GameName    string
	Loc         *time.Location
	Outcome     string
	Source      string
	Findings    []handFinding
	Corrections []correctionView
	CanFile     bool
	Reasons     []reasonChoice
	FindingOpts []findingChoice
	Note        string
	Adjustment  string
	// OverrideReason is what the form held for a hand with no finding.
	OverrideReason string
	Errors         formErrors
	Record         string
	// Sections are the record's cards, dice or wheel as the game's entry
	// form names them (recordSections).
	Sections []recordSection
	// Resolved names the approved corrections of a discrepancy whose
	// findings are all resolved ("correction 12"), "" otherwise.
	Resolved string
}

// correctionForm is what the correction form posted.
type correctionForm struct {
	Reason, Note, Adjustment, FindingID, OverrideReason string
}

func (w *webUI) handPage(c *gin.Context) {
	id, ok := w.webPathID(c, "id")
	if !ok {
		return
	}
	flash := map[string]string{"filed": "Correction filed. It takes effect when another user approves it.",
		"approved": "Correction approved."}[c.Query("done")]
	w.showHand(c, http.StatusOK, id, correctionForm{}, formErrors{}, flash)
}

func (w *webUI) showHand(c *gin.Context, status int, id int64, form correctionForm, errs formErrors, flash string) {
	ctx := c.Request.Context()
	page, err := w.buildHandPage(ctx, reqctx.CurrentUser(c), id, form, errs)
	if err != nil {
		w.failed(c, err)
		return
	}
	page.GameName = w.gameName(page.Hand.Game)
	title := "Hand " + strconv.FormatInt(page.Hand.HandNumber, 10) + " at " + page.Hand.TableID
	w.renderWith(c, status, "hand", pageData{Title: title, Flash: flash, Page: page})
}

func (w *webUI) buildHandPage(ctx context.Context, me models.User, id int64, form correctionForm, errs formErrors) (handPage, error) {
	h, err := w.store.HandByID(ctx, id)
	if err != nil {
		return handPage{}, err
	}
	open, err := w.store.OpenFindingIDs(ctx, id)
	if err != nil {
		return handPage{}, err
	}
	page := handPage{Hand: h, Errors: errs, Note: form.Note, Adjustment: form.Adjustment, OverrideReason: form.OverrideReason,
		CanFile: slices.Contains(webFloor, me.Role)}
	if p, err := w.store.PropertyByID(ctx, h.PropertyID); err == nil {
		page.Loc, _ = p.Location()
	}
	var outcome struct {
		Summary string `json:"summary"`
	}
	_ = json.Unmarshal([]byte(h.Outcome), &outcome)
	page.Outcome = outcome.Summary
	page.Sections = w.recordSections(h)
	var pretty bytes.Buffer
	if json.Indent(&pretty, []byte(h.Record), "", "  ") == nil {
		page.Record = pretty.String()
	} else {
		page.Record = h.Record
	}
	names := map[int64]string{}
	name := func(uid int64) string {
		if n, ok := names[uid]; ok {
			return n
		}
		n := "user " + strconv.FormatInt(uid, 10)
		if u, err := w.store.UserByID(ctx, uid); err == nil {
			n = u.Name
		}
		names[uid] = n
		return n
	}
	switch {
	case h.EnteredBy != nil:
		page.Source = "entered by hand by " + name(*h.EnteredBy)
	case h.StationID != nil:
		// The station by the name it was created with; its number only
		// when it cannot be read.
		page.Source = "dealer station " + strconv.FormatInt(*h.StationID, 10)
		if st, err := w.store.StationByID(ctx, *h.StationID); err == nil {
			page.Source = "dealer station " + st.Name
		}
	}
	words := stateWording{games: w.ledger.Games(), store: w.store}
	for _, f := range h.Findings {
		// A table-state finding stored as JSON, in words.
		f.Declared, f.Expected = words.finding(ctx, f, h.Game)
		page.Findings = append(page.Findings, handFinding{Finding: f, Open: open[f.ID]})
	}
	findingNames := map[int64]string{}
	for _, f := range h.Findings {
		findingNames[f.ID] = findingName(f)
	}
	for _, corr := range h.Corrections {
		v := correctionView{Correction: corr, EnteredByName: name(corr.EnteredBy)}
		if corr.FindingID != nil {
			v.Finding = findingNames[*corr.FindingID]
		}
		if by := corr.ApprovedBy(); by != nil {
			v.ApprovedByName = name(*by)
		}
		v.CanApprove = !corr.Approved() && corr.EnteredBy != me.ID && slices.Contains(webReaders, me.Role)
		page.Corrections = append(page.Corrections, v)
	}
	if len(h.Findings) > 0 && len(open) == 0 {
		var by []string
		for _, corr := range h.Corrections {
			if corr.Approved() {
				by = append(by, strconv.FormatInt(corr.ID, 10))
			}
		}
		if len(by) == 1 {
			page.Resolved = "correction " + by[0]
		} else if len(by) > 1 {
			page.Resolved = "corrections " + strings.Join(by, ", ")
		}
	}
	codes := make([]string, 0, len(models.ReasonCodes))
	for code := range models.ReasonCodes {
		codes = append(codes, code)
	}
	sort.Strings(codes)
	for _, code := range codes {
		page.Reasons = append(page.Reasons, reasonChoice{Code: code, Text: models.ReasonCodes[code], Selected: code == form.Reason})
	}
	page.FindingOpts = []findingChoice{{Value: "", Label: "Every finding of the hand", Selected: form.FindingID == ""}}
	for _, hf := range page.Findings {
		f := hf.Finding
		v := strconv.FormatInt(f.ID, 10)
		// The wager by seat, backline bettor, bet and spot, as the
		// finding names it: a seat's several wagers on one bet, or its
		// backline bettor's, are told apart.
		label := findingName(f) + ": declared " + f.Declared + ", expected " + f.Expected
		label = strings.ToUpper(label[:1]) + label[1:]
		if !open[f.ID] {
			label += " (resolved)"
		}
		page.FindingOpts = append(page.FindingOpts, findingChoice{Value: v, Label: label, Selected: v == form.FindingID})
	}
	return page, nil
}

// findingName names a finding's wager and field: "seat 3 backline 1 call
// payout", "seat 1 split 17/20 payout".
func findingName(f models.Finding) string {
	return rules.WagerName(f.Seat, f.Backline, f.Bet, f.Spot) + " " + f.Field
}

// correctionFields maps the ledger's field names to the form's inputs.
var correctionFields = map[string]string{"reason_code": "reason", "note": "note", "finding_id": "finding_id", "adjustment": "adjustment",
	"override_reason": "override_reason"}

func (w *webUI) fileCorrection(c *gin.Context) {
	id, ok := w.webPathID(c, "id")
	if !ok {
		return
	}
	form := correctionForm{Reason: c.PostForm("reason_code"), Note: c.PostForm("note"),
		Adjustment: strings.TrimSpace(c.PostForm("adjustment")), FindingID: c.PostForm("finding_id"),
		OverrideReason: c.PostForm("override_reason")}
	errs := formErrors{}
	in := ledger.CorrectionInput{ReasonCode: form.Reason, Note: form.Note, OverrideReason: form.OverrideReason}
	if form.FindingID != "" {
		fid, err := strconv.ParseInt(form.FindingID, 10, 64)
		if err != nil {
			errs.add("finding_id", "choose a finding of the hand, or every finding")
		} else {
			in.FindingID = &fid
		}
	}
	if form.Adjustment != "" {
		m, err := rules.ParseSignedMoney(form.Adjustment)
		if err != nil {
			errs.add("adjustment", err.Error())
		}
		in.Adjustment = m
	}
	if len(errs) == 0 {
		_, err := w.ledger.FileCorrection(c.Request.Context(), reqctx.CurrentUser(c), id, in)
		if err == nil {
			c.Redirect(http.StatusSeeOther, "/web/hands/"+strconv.FormatInt(id, 10)+"?done=filed")
			return
		}
		ie, ok := rules.AsInputError(err)
		if !ok {
			w.failed(c, err)
			return
		}
		for _, fe := range ie.Errors {
			errs.add(correctionFields[fe.Field], fe.Detail)
		}
	}
	w.showHand(c, http.StatusUnprocessableEntity, id, form, errs, "")
}

func (w *webUI) approveCorrection(c *gin.Context) {
	id, ok := w.webPathID(c, "id")
	if !ok {
		return
	}
	ctx := c.Request.Context()
	corr, err := w.store.CorrectionByID(ctx, id)
	if err != nil {
		w.failed(c, err)
		return
	}
	_, err = w.ledger.ApproveCorrection(ctx, reqctx.CurrentUser(c), id)
	switch {
	case err == nil:
		c.Redirect(http.StatusSeeOther, "/web/hands/"+strconv.FormatInt(corr.HandID, 10)+"?done=approved")
	case errors.Is(err, ledger.ErrSelfApproval):
		w.showHand(c, http.StatusForbidden, corr.HandID, correctionForm{}, formErrors{"form": err.Error()}, "")
	case errors.Is(err, models.ErrAlreadyApproved):
		w.showHand(c, http.StatusConflict, corr.HandID, correctionForm{}, formErrors{"form": "The correction is already approved."}, "")
	default:
		w.failed(c, err)
	}
}
