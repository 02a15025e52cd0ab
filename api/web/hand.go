package web

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// Manual hand entry: when a dealer station is down, a pit boss types the
// hand in. Each game declares its form in the rules (rules.EntryForm); this
// page renders whatever form the table's game declares, builds the record
// from the typed values with the form, and records it through the ledger
// with the pit boss as its source, so the hand is verified, stored and
// audited exactly as a station's. Nothing here knows a game.

// entryPage is the hand-entry page of a table.
type entryPage struct {
	Table      models.Table
	GameName   string
	TimeZone   string
	HandNumber string
	DealtAt    string
	// DealerID is the dealer the record names; blank leaves the hand to
	// the dealer the table opened with.
	DealerID string
	Intro    string
	Sections []entrySection
	Errors   formErrors
	// Labels name every input for the error summary.
	Labels   map[string]string
	Existing int64
	// Picker is the card picker, shown when a section asks for it.
	Picker [][]pickerCard
	// Seats is the table's layout the tables of lines are sized to;
	// Carried says the form starts from the state the table's last hand
	// left (its number).
	Seats   int
	Carried int64
}

// entrySection is a declared section ready to render.
type entrySection struct {
	ID, Legend, Hint string
	// Picker shows the card picker in this section, the first that asks.
	Picker bool
	// Inputs are a single section's; Columns and Lines a table's.
	Inputs  []entryInput
	Columns []rules.EntryField
	Lines   []entryLine
	// More is the number of lines a person may still add to a table.
	More int
}

type entryLine struct {
	N      int
	ID     string
	Inputs []entryInput
}

// entryInput is one input of the page.
type entryInput struct {
	ID, Label, Kind, Value, Hint string
	// Line is the table line's id, or "" for a single input.
	Line string
	// SectionHint is the id of the hint of a single input's section.
	SectionHint string
	Choices     []entryChoice
	Checked     bool
	// Numbers are the buttons of a number picker (dice faces, a wheel's
	// numbers) for a single input with few values; Append says a press
	// adds a number to a list rather than setting the one number.
	Numbers []int
	Append  bool
	// Offer is a value the table carries that only some hands declare (a
	// Roulette Rage run), shown beside the input to be copied in.
	Offer string
}

// maxPickerNumbers bounds the number picker: a roulette wheel's 37
// numbers fit; a range wider than that is typed.
const maxPickerNumbers = 40

type entryChoice struct {
	Value, Text string
}

// pickerCard is a button of the card picker.
type pickerCard struct {
	Code, Text, Name string
	Red              bool
}

// handForm shows the manual entry form of a table, sized to the table's
// layout and filled with the state its last hand left.
func (w *webUI) handForm(c *gin.Context) {
	t, _, loc, ok := w.tableFor(c)
	if !ok {
		return
	}
	te, err := w.tableForm(t)
	if err != nil {
		w.failed(c, err)
		return
	}
	ctx := c.Request.Context()
	next, err := w.nextHandNumber(ctx, t)
	if err != nil {
		w.failed(c, err)
		return
	}
	values, offers, carried, err := w.carried(ctx, t, te, next)
	if err != nil {
		w.failed(c, err)
		return
	}
	lines := map[string]int{}
	for _, s := range te.form.Sections {
		if last := lastFilled(s, values); last > 0 {
			lines[s.ID] = last + rules.EntryLineStep
		}
	}
	page := newEntryPage(t, te, loc, values, lines)
	page.Carried = carried
	page.offer(offers)
	page.HandNumber = strconv.FormatInt(next, 10)
	page.DealtAt = w.now().In(loc).Format("2006-01-02T15:04:05")
	w.showEntry(c, http.StatusOK, page)
}

func (w *webUI) showEntry(c *gin.Context, status int, page entryPage) {
	w.renderWith(c, status, "hand_entry", pageData{Title: "Enter hand at " + page.Table.ID, Script: "picker.js", Page: page})
}

// tableEntry is what the hand-entry page of a table needs of its game: the
// form it declares under the table's settings, its name, and the seats of
// the table's layout.
type tableEntry struct {
	form     rules.EntryForm
	name     string
	game     rules.Game
	settings rules.Settings
	seats    int
}

// tableForm is the entry form the table's game declares under the table's
// settings, the game's name and the table's seats: the layout the form
// declares (a game's positions setting), or DefaultEntrySeats.
func (w *webUI) tableForm(t models.Table) (tableEntry, error) {
	g, ok := w.ledger.Games().Game(t.Game)
	if !ok {
		return tableEntry{}, fmt.Errorf("table %s deals %s, which the engine does not know", t.ID, t.Game)
	}
	values, err := t.SettingValues()
	if err != nil {
		return tableEntry{}, err
	}
	s, err := g.Settings(values)
	if err != nil {
		return tableEntry{}, fmt.Errorf("table %s: settings: %w", t.ID, err)
	}
	form := g.EntryForm(s)
	if err := form.Check(); err != nil {
		return tableEntry{}, fmt.Errorf("table %s deals %s, whose entry form is not usable: %w", t.ID, t.Game, err)
	}
	te := tableEntry{form: form, name: g.Info().Name, game: g, settings: s, seats: form.Seats}
	if te.seats <= 0 {
		te.seats = rules.DefaultEntrySeats
	}
	return te, nil
}

// carried reads the state the table's last hand before next left, for a
// game whose hands carry it (rules.EntryCarrier), into the values the form
// starts with and the values it offers; it returns the last hand's number,
// 0 when nothing is carried.
func (w *webUI) carried(ctx context.Context, t models.Table, te tableEntry, next int64) (values, offers map[string]string, last int64, err error) {
	carrier, ok := te.game.(rules.EntryCarrier)
	if !ok {
		return nil, nil, 0, nil
	}
	n, err := w.store.HandNeighbours(ctx, t.ID, next)
	if err != nil || n.Before == 0 {
		return nil, nil, 0, err
	}
	var outcome struct {
		State json.RawMessage `json:"state"`
	}
	if err := json.Unmarshal([]byte(n.BeforeOutcome), &outcome); err != nil {
		return nil, nil, 0, fmt.Errorf("hand %d of table %s: its stored outcome does not read: %w", n.Before, t.ID, err)
	}
	fill, offer, err := carrier.EntryCarry(te.settings, outcome.State)
	if err != nil {
		return nil, nil, 0, fmt.Errorf("hand %d of table %s: %w", n.Before, t.ID, err)
	}
	if fill == nil && offer == nil {
		return nil, nil, 0, nil
	}
	if fill != nil {
		if values, err = te.form.Values(fill); err != nil {
			return nil, nil, 0, fmt.Errorf("hand %d of table %s: the state it left: %w", n.Before, t.ID, err)
		}
	}
	if offer != nil {
		if offers, err = te.form.Values(offer); err != nil {
			return nil, nil, 0, fmt.Errorf("hand %d of table %s: the state it left: %w", n.Before, t.ID, err)
		}
	}
	return values, offers, n.Before, nil
}

// offer shows the offered values beside their inputs.
func (p *entryPage) offer(offers map[string]string) {
	if len(offers) == 0 {
		return
	}
	for i := range p.Sections {
		for j := range p.Sections[i].Inputs {
			p.Sections[i].Inputs[j].Offer = offers[p.Sections[i].Inputs[j].ID]
		}
	}
}

// lastFilled is the last line of a table section holding a value, 0 for
// none (or a single section).
func lastFilled(s rules.EntrySection, values map[string]string) int {
	for n := s.Rows; n >= 1; n-- {
		for _, f := range s.Fields {
			if values[rules.EntryInput(s.ID, f.Name, n)] != "" {
				return n
			}
		}
	}
	return 0
}

func (w *webUI) nextHandNumber(ctx context.Context, t models.Table) (int64, error) {
	var last []struct {
		N int64 `gorm:"column:n"`
	}
	if err := w.store.RawScan(ctx, &last, "SELECT COALESCE(MAX(hand_number), 0) AS n FROM hands WHERE table_id = ?", t.ID); err != nil {
		return 0, err
	}
	if len(last) == 1 {
		return last[0].N + 1, nil
	}
	return 1, nil
}

// newEntryPage lays out a form with the values typed so far. A table of
// lines shows the lines its section shows at the table's layout, or the
// lines asked for (lines, by section id), and never hides a filled line.
func newEntryPage(t models.Table, te tableEntry, loc *time.Location, values map[string]string, lines map[string]int) entryPage {
	form := te.form
	p := entryPage{Table: t, GameName: te.name, TimeZone: loc.String(), Intro: form.Intro, Errors: formErrors{}, Seats: te.seats,
		Labels: map[string]string{"hand_number": "Hand number", "dealt_at": "Dealt at", "dealer_id": "Dealer"}}
	for _, s := range form.Sections {
		es := entrySection{ID: s.ID, Legend: s.Legend, Hint: s.Hint}
		p.Labels[s.ID] = s.Legend
		if s.Picker && p.Picker == nil {
			p.Picker = pickerDeck()
			es.Picker = true
		}
		if s.Rows == 0 {
			for _, f := range s.Fields {
				id := rules.EntryInput(s.ID, f.Name, 0)
				p.Labels[id] = f.Label
				in := newEntryInput(f, id, f.Label, "", values)
				if s.Hint != "" {
					in.SectionHint = s.ID + "-hint"
				}
				es.Inputs = append(es.Inputs, in)
			}
		} else {
			es.Columns = s.Fields
			shown := s.Shown(te.seats)
			if n, ok := lines[s.ID]; ok && n > 0 {
				shown = n
			}
			shown = min(max(shown, lastFilled(s, values)), s.Rows)
			es.More = s.Rows - shown
			for n := 1; n <= s.Rows; n++ {
				line := entryLine{N: n, ID: rules.EntryLine(s.ID, n)}
				p.Labels[line.ID] = fmt.Sprintf("%s, line %d", s.Legend, n)
				for _, f := range s.Fields {
					id := rules.EntryInput(s.ID, f.Name, n)
					label := fmt.Sprintf("%s, %s line %d", f.Label, strings.ToLower(s.Legend), n)
					p.Labels[id] = label
					if n <= shown {
						line.Inputs = append(line.Inputs, newEntryInput(f, id, label, line.ID, values))
					}
				}
				if n <= shown {
					es.Lines = append(es.Lines, line)
				}
			}
		}
		p.Sections = append(p.Sections, es)
	}
	return p
}

// postedLines reads the lines each table of the form showed when it was
// posted, and adds EntryLineStep to the one whose "Add lines" button was
// pressed (more).
func postedLines(c *gin.Context, form rules.EntryForm, more string) map[string]int {
	lines := map[string]int{}
	for _, s := range form.Sections {
		if s.Rows == 0 {
			continue
		}
		n, err := strconv.Atoi(c.PostForm("lines-" + s.ID))
		if err != nil || n < 1 {
			continue
		}
		if s.ID == more {
			n += rules.EntryLineStep
		}
		lines[s.ID] = min(n, s.Rows)
	}
	return lines
}

func newEntryInput(f rules.EntryField, id, label, line string, values map[string]string) entryInput {
	in := entryInput{ID: id, Label: label, Kind: string(f.Kind), Hint: f.Hint, Line: line, Value: f.Value}
	if values != nil {
		in.Value = values[id]
	}
	for i, c := range f.Choices {
		text := c
		if i < len(f.ChoiceLabels) && f.ChoiceLabels[i] != "" {
			text = f.ChoiceLabels[i]
		}
		in.Choices = append(in.Choices, entryChoice{Value: c, Text: text})
	}
	in.Checked = f.Kind == rules.EntryCheck && in.Value != ""
	if lo, hi, ok := f.Bounds(); ok && line == "" && hi-lo < maxPickerNumbers {
		for n := lo; n <= hi; n++ {
			in.Numbers = append(in.Numbers, n)
		}
		in.Append = f.Kind != rules.EntryInt
	}
	return in
}

var suitNames = []struct {
	code, symbol, name string
	red                bool
}{{"S", "♠", "spades", false}, {"H", "♥", "hearts", true}, {"D", "♦", "diamonds", true}, {"C", "♣", "clubs", false}}

func pickerDeck() [][]pickerCard {
	ranks := []struct{ code, text, name string }{{"A", "A", "ace"}, {"K", "K", "king"}, {"Q", "Q", "queen"}, {"J", "J", "jack"},
		{"T", "10", "10"}, {"9", "9", "9"}, {"8", "8", "8"}, {"7", "7", "7"}, {"6", "6", "6"}, {"5", "5", "5"},
		{"4", "4", "4"}, {"3", "3", "3"}, {"2", "2", "2"}}
	out := make([][]pickerCard, len(suitNames))
	for i, s := range suitNames {
		for _, r := range ranks {
			out[i] = append(out[i], pickerCard{Code: r.code + s.code, Text: r.text + s.symbol, Name: r.name + " of " + s.name, Red: s.red})
		}
	}
	return out
}

// formValues reads the submitted value of every input the form declares.
func formValues(c *gin.Context, form rules.EntryForm) map[string]string {
	values := map[string]string{}
	read := func(id string) {
		if v := strings.TrimSpace(c.PostForm(id)); v != "" {
			values[id] = v
		}
	}
	for _, s := range form.Sections {
		for _, f := range s.Fields {
			if s.Rows == 0 {
				read(rules.EntryInput(s.ID, f.Name, 0))
				continue
			}
			for n := 1; n <= s.Rows; n++ {
				read(rules.EntryInput(s.ID, f.Name, n))
			}
		}
	}
	return values
}

// recordHand builds the record from the form and records it.
func (w *webUI) recordHand(c *gin.Context) {
	t, _, loc, ok := w.tableFor(c)
	if !ok {
		return
	}
	ctx := c.Request.Context()
	te, err := w.tableForm(t)
	if err != nil {
		w.failed(c, err)
		return
	}
	form := te.form
	values := formValues(c, form)
	more := c.PostForm("more")
	page := newEntryPage(t, te, loc, values, postedLines(c, form, more))
	errs := page.Errors
	page.HandNumber = strings.TrimSpace(c.PostForm("hand_number"))
	page.DealtAt = strings.TrimSpace(c.PostForm("dealt_at"))
	page.DealerID = strings.TrimSpace(c.PostForm("dealer_id"))
	if carried, err := strconv.ParseInt(c.PostForm("carried"), 10, 64); err == nil && carried > 0 {
		page.Carried = carried
	}
	if more != "" {
		// More lines asked for: the same form again, nothing recorded.
		w.showEntry(c, http.StatusOK, page)
		return
	}
	env := rules.Envelope{TableID: t.ID, Game: t.Game, DealerID: page.DealerID}
	dealerErrs := &rules.InputError{}
	rules.CheckDealerID("dealer_id", page.DealerID, dealerErrs)
	for _, fe := range dealerErrs.Errors {
		errs.add(fe.Field, fe.Detail)
	}
	if n, err := strconv.ParseInt(page.HandNumber, 10, 64); err != nil || n <= 0 {
		errs.add("hand_number", "must be a positive whole number")
	} else {
		env.HandNumber = n
	}
	if at, err := parseLocal(page.DealtAt, loc); err != nil {
		errs.add("dealt_at", "must be a date and time like 2026-11-21T22:14:05 ("+loc.String()+")")
	} else {
		env.DealtAt = at
	}
	built := form.Build(values)
	for _, e := range built.Errors {
		errs.add(e.Input, e.Detail)
	}
	if len(errs) > 0 {
		w.showEntry(c, http.StatusUnprocessableEntity, page)
		return
	}
	raw, err := built.Marshal(env)
	if err != nil {
		w.failed(c, err)
		return
	}
	user := reqctx.CurrentUser(c)
	a, err := w.ledger.Record(ctx, ledger.Source{User: &user}, raw)
	var rej *ledger.Rejection
	var conflict *ledger.Conflict
	switch {
	case errors.As(err, &rej):
		for _, fe := range rej.Input.Errors {
			input, msg := entryError(form, built.Lines, fe)
			errs.add(input, msg)
		}
		w.showEntry(c, http.StatusUnprocessableEntity, page)
		return
	case errors.As(err, &conflict):
		errs.add("hand_number", fmt.Sprintf("hand %d at %s is already recorded with a different record", env.HandNumber, t.ID))
		page.Existing = conflict.Existing.HandID
		w.showEntry(c, http.StatusConflict, page)
		return
	case err != nil:
		w.failed(c, err)
		return
	}
	w.handRecorded(a)
	var outcome struct {
		Summary string `json:"summary"`
	}
	_ = json.Unmarshal(a.Outcome, &outcome)
	w.render(c, http.StatusOK, "hand_result", "Hand "+strconv.FormatInt(a.HandNumber, 10)+" at "+t.ID, handResultPage{
		Answer: a, GameName: w.gameName(a.Game), Repeat: a.Status == http.StatusOK, Outcome: outcome.Summary, Record: string(raw)})
}

// entryError places an error the ledger reports about the record at the
// input that holds the field; the envelope's fields are the page's own, and
// an error no input holds goes to the top of the form with its field named.
func entryError(form rules.EntryForm, lines map[string][]int, fe rules.FieldError) (string, string) {
	switch fe.Field {
	case "hand_number", "dealt_at", "dealer_id":
		return fe.Field, fe.Detail
	}
	input := form.InputFor(fe.Field, lines)
	if input == "form" && fe.Field != "" {
		return "form", fe.Field + ": " + fe.Detail
	}
	return input, fe.Detail
}

type handResultPage struct {
	Answer ledger.Answer
	// GameName is the hand's game by name.
	GameName string
	Repeat   bool
	Outcome  string
	Record   string
}

// parseLocal reads a datetime-local value in the table's time zone.
func parseLocal(s string, loc *time.Location) (time.Time, error) {
	for _, layout := range []string{"2006-01-02T15:04:05", "2006-01-02T15:04", "2006-01-02 15:04:05", "2006-01-02 15:04"} {
		if t, err := time.ParseInLocation(layout, s, loc); err == nil {
			return t, nil
		}
	}
	return time.Time{}, errors.New("not a date and time")
}
