package reports

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// Formats are the file formats every report is written in.
var Formats = []string{"xlsx", "pdf"}

// ContentType is the media type of a report file of the given format.
func ContentType(format string) string {
	switch format {
	case "xlsx":
		return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
	case "pdf":
		return "application/pdf"
	}
	return "application/octet-stream"
}

// Report periods: a kind reports one gaming day, or a month up to a gaming
// day (the whole month when the day is its last).
const (
	PeriodDay   = "day"
	PeriodMonth = "month"
)

// kindSpec describes a report kind.
type kindSpec struct {
	Kind, Name, Period string
	// odds is set for a report that reads the bets' distributions.
	odds  bool
	build func(ctx context.Context, src source, req Request, p period) (report, error)
}

// report is what a kind's one query returns: the document the files and
// the page show, the hands it covers, and the typed figures (for charts).
type report struct {
	doc   render.Document
	hands int64
	data  any
}

// period is the span a report covers.
type period struct {
	Property models.Property
	From, To models.Day
	Now      time.Time
	// By is who asked ("user:NAME", "system:nightly").
	By string
}

// kinds are the reports, in the order people look for them.
var kinds = []kindSpec{
	{Kind: KindMasterGame, Name: "Master Game Report", Period: PeriodDay, build: buildMasterGame},
	{Kind: KindStatistical, Name: "Statistical report", Period: PeriodDay, odds: true, build: buildStatistical},
	{Kind: KindExceptions, Name: "Exceptions", Period: PeriodDay, build: buildExceptions},
	{Kind: KindAdjustments, Name: "Adjustments", Period: PeriodDay, build: buildAdjustments},
	{Kind: KindProgressiveHits, Name: "Progressive hits and meter verification", Period: PeriodDay, build: buildHits},
	{Kind: KindDailySummary, Name: "Daily table-games summary", Period: PeriodDay, build: buildDaily},
	{Kind: KindFeeCollection, Name: "Collection fees", Period: PeriodDay, build: buildFees},
	{Kind: KindProgressiveLiability, Name: "Progressive liability", Period: PeriodDay, build: buildLiability},
	{Kind: KindMonthly, Name: "Monthly report", Period: PeriodMonth, odds: true, build: buildMonthly},
	{Kind: KindAdjustmentsMonthly, Name: "Adjustments of the month", Period: PeriodMonth, build: buildAdjustments},
	{Kind: KindDealerErrors, Name: "Dealer error report", Period: PeriodMonth, build: buildDealers},
}

// Kinds lists every report kind; DailyKinds those of one gaming day, which
// the nightly job writes for every closed day; MonthlyKinds those of a
// month, which it writes once the month's last gaming day has closed.
var (
	Kinds        []string
	DailyKinds   []string
	MonthlyKinds []string
)

func init() {
	for _, k := range kinds {
		Kinds = append(Kinds, k.Kind)
		if k.Period == PeriodMonth {
			MonthlyKinds = append(MonthlyKinds, k.Kind)
		} else {
			DailyKinds = append(DailyKinds, k.Kind)
		}
	}
}

func specOf(kind string) (kindSpec, bool) {
	for _, k := range kinds {
		if k.Kind == kind {
			return k, true
		}
	}
	return kindSpec{}, false
}

// KindName is a report kind as people read it.
func KindName(kind string) string {
	if k, ok := specOf(kind); ok {
		return k.Name
	}
	return kind
}

// KindPeriod is PeriodDay or PeriodMonth.
func KindPeriod(kind string) string {
	k, _ := specOf(kind)
	return k.Period
}

// DefaultOddsWait is how long a report waits for bets' distributions that
// are not stored yet before it counts their bets as not yet covered.
const DefaultOddsWait = 2 * time.Minute

// Generator builds reports, renders them and archives the files.
type Generator struct {
	store    *models.Store
	games    *rules.Registry
	odds     *odds
	oddsWait time.Duration
	now      func() time.Time
	log      *slog.Logger
	// recordsOnly builds every report from the records, as if no day book
	// were written.
	recordsOnly bool
	// replica is the hot standby reports read, if any (replica.go).
	replica *replica
}

// NewGenerator returns a generator over a store, with every game of the
// catalog.
func NewGenerator(store *models.Store, log *slog.Logger) *Generator {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Generator{store: store, games: catalog.Default(), odds: newOdds(), oddsWait: DefaultOddsWait,
		now: func() time.Time { return time.Now().UTC() }, log: log}
}

// SetClock replaces the clock; tests use it.
func (g *Generator) SetClock(now func() time.Time) { g.now = now }

// SetGames replaces the games the reports name and whose bets they read.
func (g *Generator) SetGames(r *rules.Registry) { g.games = r }

// SetRecordsOnly makes the generator read every day from the records
// instead of the day books: an audit of the books, and the tests'.
func (g *Generator) SetRecordsOnly(on bool) { g.recordsOnly = on }

// SetOddsWait changes how long a report waits for distributions.
func (g *Generator) SetOddsWait(d time.Duration) { g.oddsWait = d }

// source is what a report's query reads: the store, the games, and how to
// read the day books.
type source struct {
	store *models.Store
	games *rules.Registry
	books models.BookOptions
	// reads collects what the report read (prepareBooks).
	reads *[]*models.BookRead
	// flagsOnly asks only for what a report flags out of line (flags.go):
	// the statistical report skips its expected win.
	flagsOnly bool
}

// prepareBooks works out what a report reads of a period (the day books
// of the days closed, the records of the rest) and keeps it for the
// report's notes.
func (s source) prepareBooks(ctx context.Context, propertyID int64, kind string, from, to models.Day) (*models.BookRead, error) {
	r, err := s.store.PrepareBooks(ctx, propertyID, kind, from, to, s.books)
	if err == nil && s.reads != nil {
		*s.reads = append(*s.reads, r)
	}
	return r, err
}

// describeReads says which day books a report read, and what it read from
// the records: the newest revision of all it read, and the days of its
// widest period.
func describeReads(reads []*models.BookRead) (string, int64) {
	if len(reads) == 0 {
		return "", 0
	}
	widest := *reads[0]
	months, tables := 0, 0
	for _, r := range reads {
		months, tables = max(months, r.MonthBooks), max(tables, r.MonthTables)
		if r.Revision > widest.Revision {
			widest.Revision = r.Revision
		}
		if r.Kind == models.BookTable && (widest.Kind != models.BookTable || r.FromBooks > widest.FromBooks) {
			rev := widest.Revision
			widest = *r
			widest.Revision = max(rev, r.Revision)
		}
	}
	widest.MonthBooks, widest.MonthTables = months, tables
	return widest.Describe(), widest.Revision
}

// gameName is a game's name as the catalog gives it.
func (s source) gameName(id string) string {
	if g, ok := s.games.Game(id); ok {
		return g.Info().Name
	}
	return id
}

// box is the drop box kind of a game's tables.
func (s source) box(id string) string {
	if g, ok := s.games.Game(id); ok {
		return ledger.BoxKind(g.Info().Banking)
	}
	return ledger.BoxDrop
}

// ErrAlreadyRun is returned when the scheduled run of a report exists.
var ErrAlreadyRun = errors.New("the scheduled report for this gaming day already exists")

// ErrUnknownKind is returned for a report kind the generator does not know.
var ErrUnknownKind = errors.New("unknown report kind")

// Request asks for one report.
type Request struct {
	Kind       string
	PropertyID int64
	// GamingDay is the day reported, or the last day of the month reported
	// (the month up to it).
	GamingDay models.Day
	// Trigger is models.TriggerScheduled for the nightly job, which writes a
	// report once per gaming day, or models.TriggerOnDemand.
	Trigger string
	// By names who asked: "user:NAME", "system:nightly".
	By string
	// BooksRevision reads the day books as they stood at that revision, to
	// build again a report that named it; 0 reads the current books.
	BooksRevision int64
}

// Built is a report laid out: the document the page, the spreadsheet and
// the PDF all show, with the figures behind it.
type Built struct {
	Kind string
	// Doc is the laid-out report; Data the report's typed figures.
	Doc  render.Document
	Data any
	// Property, From and To are what it covers; Hands how many hands.
	Property models.Property
	From, To models.Day
	Hands    int64
	// Final is set when every gaming day it covers is signed off.
	Final bool
	// BooksRevision is the newest day-book revision it read (0: none);
	// Request.BooksRevision builds it again from the same books.
	BooksRevision int64
	// Read says which database it read and how current that was; nil
	// without a reporting replica.
	Read *DataRead
}

// Build runs a report's query in one snapshot of the database and lays it
// out, with its status (PROVISIONAL until every gaming day it covers is
// signed off) and its prepared-by and reviewed-by lines. The web page shows
// what Build returns; Run writes the same document as files.
func (g *Generator) Build(ctx context.Context, req Request) (Built, error) {
	spec, ok := specOf(req.Kind)
	if !ok {
		return Built{}, fmt.Errorf("%w: %q (kinds: %v)", ErrUnknownKind, req.Kind, Kinds)
	}
	if err := g.checkDay(ctx, req); err != nil {
		return Built{}, err
	}
	prop, err := g.store.PropertyByID(ctx, req.PropertyID)
	if err != nil {
		return Built{}, err
	}
	now := g.now().Truncate(time.Second)
	p := period{Property: prop, From: req.GamingDay, To: req.GamingDay, Now: now, By: req.By}
	if spec.Period == PeriodMonth {
		p.From, _ = monthOf(req.GamingDay)
	}
	// The database the report reads: the primary, or the reporting
	// replica once it holds what the primary has committed now.
	rf, err := g.reader(ctx)
	if err != nil {
		return Built{}, err
	}
	if spec.odds {
		stored, err := g.EnsureDistributions(ctx, rf.store, prop.ID, yearOf(p.To), p.To, g.oddsWait)
		if err != nil {
			return Built{}, err
		}
		if stored && rf.read != nil && rf.read.Database == DatabaseReplica {
			// The distributions just stored are on the primary.
			if rf, err = g.reader(ctx); err != nil {
				return Built{}, err
			}
		}
	}
	var r report
	var offs []models.DaySignOff
	var reviews []models.DayReview
	var reads []*models.BookRead
	err = g.snapshot(ctx, &rf, func(ctx context.Context, store *models.Store) error {
		var err error
		reads = nil
		src := source{store: store, games: g.games, books: models.BookOptions{AsOf: req.BooksRevision, RecordsOnly: g.recordsOnly},
			reads: &reads}
		if r, err = spec.build(ctx, src, req, p); err != nil {
			return err
		}
		if offs, err = store.SignOffsBetween(ctx, prop.ID, p.From, p.To); err != nil {
			return err
		}
		reviews, err = store.DayReviewsBetween(ctx, prop.ID, p.From, p.To)
		return err
	})
	if err != nil {
		return Built{}, err
	}
	b := Built{Kind: req.Kind, Doc: r.doc, Data: r.data, Property: prop, From: p.From, To: p.To, Hands: r.hands, Read: rf.read}
	if note, rev := describeReads(reads); note != "" {
		b.Doc.Notes = append(b.Doc.Notes, note)
		b.BooksRevision = rev
	}
	if err := g.noteDropped(ctx, &b); err != nil {
		return Built{}, err
	}
	if rf.read != nil {
		rf.read.describeIn(locOf(prop))
		b.Doc.Subtitle = append(b.Doc.Subtitle, rf.read.Line)
	}
	b.Final = stamp(&b.Doc, req.Kind, p, req.By, offs, reviews)
	return b, nil
}

// stamp adds a report's status and signature lines and reports whether it
// is final (every gaming day it covers signed off). A Master Game Report of
// a signed-off day built otherwise than as the final one (on demand, by
// the nightly job) says it is not, the final one being written at the
// sign-off and archived apart (Generator.final, which replaces these
// lines).
func stamp(d *render.Document, kind string, p period, by string, offs []models.DaySignOff, reviews []models.DayReview) bool {
	days := daysBetween(p.From, p.To)
	at := clockOf(p.Property)
	d.PreparedBy = fmt.Sprintf("%s, %s", personOf(by), at(p.Now))
	signed := map[models.Day]models.DaySignOff{}
	for _, o := range offs {
		signed[o.GamingDay] = o
	}
	reviewed := map[models.Day]models.DayReview{}
	for _, r := range reviews {
		reviewed[r.GamingDay] = r
	}
	missing := 0
	for _, day := range days {
		if _, ok := signed[day]; !ok {
			missing++
		}
	}
	switch {
	case missing == 0 && len(days) == 1:
		o := signed[days[0]]
		d.ReviewedBy = fmt.Sprintf("%s, gaming day signed off %s", o.SignedBy, at(o.SignedAt))
		if r, ok := reviewed[days[0]]; ok {
			d.ReviewedBy += fmt.Sprintf("; final report reviewed by %s at %s", r.ReviewedBy, at(r.ReviewedAt))
		} else {
			d.ReviewedBy += "; review of the final report pending"
		}
		if kind == KindMasterGame {
			d.Status = fmt.Sprintf("NOT THE FINAL REPORT: the final Master Game Report of gaming day %s "+
				"is the one written at its sign-off, archived apart (FINAL on every page).", days[0])
		}
	case missing == 0:
		var names []string
		for _, o := range offs {
			if !slices.Contains(names, o.SignedBy) {
				names = append(names, o.SignedBy)
			}
		}
		d.ReviewedBy = fmt.Sprintf("every gaming day signed off (by %s); %d of the %d final reports reviewed",
			strings.Join(names, ", "), len(reviews), len(days))
	case len(days) == 1:
		d.Status = fmt.Sprintf("PROVISIONAL: gaming day %s is not signed off", days[0])
		d.ReviewedBy = "______________________ (the gaming day is not signed off)"
	default:
		d.Status = fmt.Sprintf("PROVISIONAL: %d of the %d gaming days from %s to %s are not signed off", missing, len(days), p.From, p.To)
		d.ReviewedBy = "______________________ (not every gaming day is signed off)"
	}
	return missing == 0
}

// The report's one clock: every time it shows is the property's, with its
// zone named.
const (
	stampMinutes = "2006-01-02 15:04 MST"
	stampSeconds = "2006-01-02 15:04:05 MST"
)

// locOf is the property's time zone (UTC when it cannot be loaded).
func locOf(p models.Property) *time.Location {
	loc, err := p.Location()
	if err != nil {
		return time.UTC
	}
	return loc
}

// clockOf writes a time as the reports show it: the property's local time
// to the minute, with its zone.
func clockOf(p models.Property) func(time.Time) string {
	loc := locOf(p)
	return func(t time.Time) string { return t.In(loc).Format(stampMinutes) }
}

// personOf names who asked for a report: the nightly job, or the user.
func personOf(by string) string {
	switch {
	case strings.HasPrefix(by, "system:"):
		return "the nightly job (" + strings.TrimPrefix(by, "system:") + ")"
	case strings.HasPrefix(by, "user:"):
		return strings.TrimPrefix(by, "user:")
	}
	return by
}

// Run builds the report (Build), renders it in every format and archives
// the files in one transaction with an audit entry and an anchor of every
// audit chain's head, which the files name. A scheduled run that already
// exists (on this or another replica) returns ErrAlreadyRun and writes
// nothing.
func (g *Generator) Run(ctx context.Context, req Request) ([]models.ReportRun, error) {
	runs, _, err := g.Produce(ctx, req)
	return runs, err
}

// Produce is Run, and also says which database the report read (nil
// without a reporting replica).
func (g *Generator) Produce(ctx context.Context, req Request) ([]models.ReportRun, *DataRead, error) {
	if !slices.Contains(Kinds, req.Kind) {
		return nil, nil, fmt.Errorf("%w: %q (kinds: %v)", ErrUnknownKind, req.Kind, Kinds)
	}
	if req.Trigger == models.TriggerScheduled {
		exists, err := g.store.ScheduledRunExists(ctx, req.Kind, req.PropertyID, req.GamingDay)
		if err != nil {
			return nil, nil, err
		}
		if exists {
			return nil, nil, ErrAlreadyRun
		}
	}
	built, err := g.Build(ctx, req)
	if err != nil {
		return nil, nil, err
	}
	var final *finalOf
	if req.Trigger == models.TriggerFinal {
		if final, err = g.final(ctx, req, &built); err != nil {
			return nil, nil, err
		}
	}
	doc, code := built.Doc, built.Property.Code
	var runs []models.ReportRun
	err = g.store.InTx(ctx, func(ctx context.Context) error {
		if req.Trigger == models.TriggerScheduled {
			key := fmt.Sprintf("report:%s:%d:%s", req.Kind, req.PropertyID, req.GamingDay)
			got, err := g.store.TryLock(ctx, key)
			if err != nil {
				return err
			}
			if !got {
				return ErrAlreadyRun
			}
			exists, err := g.store.ScheduledRunExists(ctx, req.Kind, req.PropertyID, req.GamingDay)
			if err != nil {
				return err
			}
			if exists {
				return ErrAlreadyRun
			}
		}
		now := g.now().Truncate(time.Second)
		subject := fmt.Sprintf("report:%s:%s", req.Kind, req.GamingDay)
		anchor, err := g.store.WriteAnchor(ctx, now, models.AnchorKindReport,
			fmt.Sprintf("%s:%s (%s by %s)", subject, code, req.Trigger, req.By))
		if err != nil {
			return err
		}
		for _, format := range Formats {
			var buf bytes.Buffer
			switch format {
			case "xlsx":
				err = render.WriteXLSX(&buf, doc)
			case "pdf":
				err = render.WritePDF(&buf, doc)
			}
			if err != nil {
				return fmt.Errorf("render %s %s: %w", req.Kind, format, err)
			}
			sum := sha256.Sum256(buf.Bytes())
			run := models.ReportRun{Kind: req.Kind, PropertyID: req.PropertyID, GamingDay: req.GamingDay,
				Format: format, Trigger: req.Trigger, RequestedBy: req.By, CreatedAt: now,
				FileName: fmt.Sprintf("%s_%s_%s.%s", req.Kind, code, req.GamingDay, format),
				SHA256:   hex.EncodeToString(sum[:]), Size: int64(buf.Len()), Content: buf.Bytes(), AnchorID: &anchor.ID}
			if final != nil {
				run.SealID, run.FinalRevision = &final.seal.ID, &final.revision
				run.FileName = fmt.Sprintf("%s_%s_%s_final_r%d.%s", req.Kind, code, req.GamingDay, final.revision, format)
			}
			if err := g.store.InsertReportRun(ctx, &run); err != nil {
				if models.IsUniqueViolation(err) {
					return ErrAlreadyRun
				}
				return err
			}
			runs = append(runs, run)
		}
		detail := map[string]any{"kind": req.Kind, "property_id": req.PropertyID, "gaming_day": req.GamingDay,
			"from": built.From, "trigger": req.Trigger, "hands": built.Hands, "final": built.Final,
			"anchor_id": anchor.ID, "anchor_seq": anchor.Seq, "books_revision": built.BooksRevision}
		if final != nil {
			detail["seal_id"], detail["seal_root"], detail["final_revision"] = final.seal.ID, final.seal.Root, final.revision
			detail["changed_since_seal"] = final.changes.Tables
		}
		for _, r := range runs {
			detail[r.Format+"_sha256"] = r.SHA256
			detail[r.Format+"_run"] = r.ID
		}
		if d := built.Read; d != nil {
			detail["read_from"] = d.Database
			detail["data_as_of"], detail["complete_to"] = d.AsOf.Format(time.RFC3339Nano), d.Asked.Format(time.RFC3339Nano)
			if d.Position != "" {
				detail["wal_position"] = d.Position
			}
		}
		return g.store.Audit(ctx, now, models.AuditEvent{Chain: models.SystemChain, Actor: req.By,
			Action: "report.generated", Subject: subject, Detail: detail})
	})
	if err != nil {
		return nil, nil, err
	}
	g.log.Info("report generated", "kind", req.Kind, "gaming_day", req.GamingDay, "trigger", req.Trigger, "by", req.By)
	return runs, built.Read, nil
}

// checkDay refuses a gaming day the service keeps no records for, and one
// that has not begun: a report of it would be a page of zeros that reads as
// a day without play.
func (g *Generator) checkDay(ctx context.Context, req Request) error {
	if _, err := models.ParseDay(string(req.GamingDay)); err != nil {
		return rules.Invalid("gaming_day", "%v", err)
	}
	p, err := g.store.PropertyByID(ctx, req.PropertyID)
	if err != nil {
		return err
	}
	today, err := p.GamingDayOf(g.now())
	if err != nil {
		return err
	}
	if req.GamingDay > today {
		return rules.Invalid("gaming_day", "gaming day %s has not begun (today is %s at property %s)", req.GamingDay, today, p.Code)
	}
	return g.refuseDropped(ctx, req)
}

// subtitle is the lines under every report's title: the property, the
// gaming day, and who generated it when.
func subtitle(p models.Property, dayLine string, generated time.Time, by string) []string {
	return []string{
		fmt.Sprintf("Property: %s (%s)", p.Name, p.Code),
		dayLine,
		fmt.Sprintf("Generated %s by %s", generated.In(locOf(p)).Format(stampSeconds), by),
	}
}

// daySpan is a gaming day with the local times it runs from and to.
func daySpan(day models.Day, start, end time.Time, tz string) string {
	return fmt.Sprintf("Gaming day: %s, from %s to %s (%s)", day,
		start.Format("2006-01-02 15:04 MST"), end.Format("2006-01-02 15:04 MST"), tz)
}

// periodSpan says what a report covers: one gaming day with its local
// times, or the days of a month.
func periodSpan(p period) string {
	if p.From == p.To {
		start, end, err := p.Property.GamingDayBounds(p.From)
		if err == nil {
			loc, _ := p.Property.Location()
			if loc != nil {
				start, end = start.In(loc), end.In(loc)
			}
			return daySpan(p.From, start, end, p.Property.TimeZone)
		}
		return "Gaming day: " + string(p.From)
	}
	return fmt.Sprintf("Gaming days: %s to %s", p.From, p.To)
}

// buildDaily, buildFees and buildLiability run the first three reports.
func buildDaily(ctx context.Context, src source, req Request, p period) (report, error) {
	s, err := Daily(ctx, src.store, req.PropertyID, req.GamingDay)
	if err != nil {
		return report{}, err
	}
	for i := range s.Rows {
		s.Rows[i].GameName = src.gameName(s.Rows[i].Game)
	}
	return report{doc: s.Document(p.Now, req.By), hands: s.Totals.Hands, data: s}, nil
}

func buildFees(ctx context.Context, src source, req Request, p period) (report, error) {
	r, err := Fees(ctx, src.store, req.PropertyID, req.GamingDay, p.Now)
	if err != nil {
		return report{}, err
	}
	for i := range r.Rows {
		r.Rows[i].GameName = src.gameName(r.Rows[i].Game)
	}
	return report{doc: r.Document(p.Now, req.By), hands: r.Totals.Hands, data: r}, nil
}

func buildLiability(ctx context.Context, src source, req Request, p period) (report, error) {
	r, err := liability(ctx, src, p.Property, req.GamingDay)
	if err != nil {
		return report{}, err
	}
	return report{doc: r.Document(p.Now, req.By), hands: r.Totals.Hits, data: r}, nil
}

// ErrNotSealed refuses a final report of a day with no seal.
var ErrNotSealed = errors.New("reports: the gaming day is not sealed")

// finalOf is what a final report names: the day's seal, its revision and
// what the day gained since the seal.
type finalOf struct {
	seal     models.DaySeal
	revision int64
	changes  models.SealChanges
}

// final marks a report as the final one of a sealed day: FINAL on every
// page, the seal (root and anchor) and its revision, and from the second
// revision on what changed since the seal. It names the preparer, the
// officer who signed the day off, and the reviewer, another compliance
// officer who reviewed the report in the service, or says the review is
// pending.
func (g *Generator) final(ctx context.Context, req Request, b *Built) (*finalOf, error) {
	if req.Kind != KindMasterGame {
		return nil, fmt.Errorf("reports: only the %s report is written final, not %s", KindMasterGame, req.Kind)
	}
	seals, err := g.store.DaySeals(ctx, req.PropertyID, req.GamingDay)
	if err != nil {
		return nil, err
	}
	if len(seals) == 0 {
		return nil, fmt.Errorf("%w: gaming day %s", ErrNotSealed, req.GamingDay)
	}
	f := &finalOf{seal: seals[len(seals)-1], revision: 1}
	if a, err := g.store.AnchorByID(ctx, f.seal.AnchorID); err == nil {
		f.seal.AnchorSeq = a.Seq
	}
	last, err := g.store.LatestFinalRun(ctx, req.Kind, req.PropertyID, req.GamingDay)
	switch {
	case err == nil && last.FinalRevision != nil:
		f.revision = *last.FinalRevision + 1
	case err != nil && !errors.Is(err, models.ErrNotFound):
		return nil, err
	}
	if f.changes, err = g.store.SinceSeal(ctx, b.Property, f.seal); err != nil {
		return nil, err
	}
	so, err := g.store.DaySignOff(ctx, req.PropertyID, req.GamingDay)
	if err != nil {
		return nil, fmt.Errorf("final report of gaming day %s: the sign-off: %w", req.GamingDay, err)
	}
	review, err := g.store.DayReview(ctx, req.PropertyID, req.GamingDay)
	hasReview := err == nil
	if err != nil && !errors.Is(err, models.ErrNotFound) {
		return nil, err
	}
	at := clockOf(b.Property)
	b.Doc.Status = fmt.Sprintf("FINAL, revision %d: the Master Game Report of gaming day %s, signed off and sealed", f.revision, req.GamingDay)
	b.Doc.Subtitle = append(b.Doc.Subtitle, fmt.Sprintf("Final revision %d. Sealed gaming day: seal %d (revision %d, %d records), "+
		"root %s, anchor %d", f.revision, f.seal.ID, f.seal.Revision, f.seal.Records, f.seal.Root, f.seal.AnchorSeq))
	b.Doc.PreparedBy = fmt.Sprintf("%s at %s (signed the gaming day off)", so.SignedBy, at(so.SignedAt))
	if req.By != "user:"+so.SignedBy {
		b.Doc.PreparedBy += fmt.Sprintf("; revision %d written by %s at %s", f.revision, personOf(req.By), at(g.now()))
	}
	if hasReview {
		b.Doc.ReviewedBy = fmt.Sprintf("%s at %s (reviewed revision %d)", review.ReviewedBy, at(review.ReviewedAt), review.FinalRevision)
		if review.Note != "" {
			b.Doc.ReviewedBy += ": " + review.Note
		}
	} else {
		b.Doc.ReviewedBy = fmt.Sprintf("pending. A compliance officer other than %s reviews this report in the service.", so.SignedBy)
	}
	if f.revision > 1 || f.changes.Rows() > 0 {
		b.Doc.Notes = append(b.Doc.Notes, fmt.Sprintf("Changed since the seal of %s: %s.", at(f.seal.SealedAt), f.changes))
	}
	return f, nil
}
