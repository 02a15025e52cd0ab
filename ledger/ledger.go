// Package ledger is the one place that records a hand: it verifies the hand
// with the rules engine, works out its gaming day, and writes the hand, its
// settlements, its findings and an audit entry in one transaction. It also
// files and approves corrections and performs the audited administrative
// changes (tables, stations, users).
package ledger

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// Ledger records hands.
type Ledger struct {
	store *models.Store
	games *rules.Registry
	now   func() time.Time
	log   *slog.Logger

	// future is how far ahead of the service's clock a hand may be dealt
	// (station clocks drift); a hand dated later is refused.
	future time.Duration
	// lateWindow is how long after it was dealt a station may still post a
	// hand; an older hand is entered by a person, as an audited late
	// entry.
	lateWindow time.Duration
	// webSessions is how many web sessions one user may hold at once.
	webSessions int

	settings  sync.Map // settingsKey -> rules.Settings
	locations sync.Map // time zone name -> *time.Location
	// tables caches what ingest needs to know of each table. A hand is
	// written only if its table is still as cached (models.TableState), so a
	// change made anywhere takes effect with the next hand: the write fails,
	// the entry is dropped and the hand verified again.
	tables sync.Map // table id -> tableInfo
	// progressive caches each game's progressive bets.
	progressive sync.Map // game id -> map[string]bool
	// flags lists what a gaming day's reports flag out of line
	// (SetFlagSource); nil lists nothing.
	flags FlagSource

	// writer writes hands posted one at a time, several to a transaction
	// when they arrive together.
	writer *groupWriter
}

// DefaultHandWriters is how many transactions writing single hands may be in
// flight at once on PostgreSQL: half the CPUs this process may use, at
// least one. Hands that arrive while all are busy share the next one, and a
// shared transaction costs both casinod and PostgreSQL less a hand than two
// smaller ones: on two CPUs, one writer took 8-12% more hands a second than
// two, at 8, 32 and 64 clients, with less CPU a hand (docs/performance.md,
// "How many writers"). SQLite writes one transaction at a time whatever is
// set.
func DefaultHandWriters() int { return max(runtime.GOMAXPROCS(0)/2, 1) }

// DefaultFutureTolerance is how far ahead of casinod's clock a station's
// dealt_at may be before the hand is refused.
const DefaultFutureTolerance = 15 * time.Minute

// DefaultLateEntryWindow is how long after a hand was dealt a station may
// still post it: long enough for a station that was cut off over a weekend
// to send what it kept, short enough that a hand from a wrong clock (1970,
// a year ago) is caught. An older hand is entered by a pit boss as a late
// entry, which the audit log names.
const DefaultLateEntryWindow = 72 * time.Hour

// New returns a ledger over a store and the engine's game registry.
func New(store *models.Store, games *rules.Registry, log *slog.Logger) *Ledger {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	l := &Ledger{store: store, games: games, now: func() time.Time { return time.Now().UTC() }, log: log,
		future: DefaultFutureTolerance, lateWindow: DefaultLateEntryWindow, webSessions: DefaultWebSessionsPerUser}
	l.SetHandWriters(DefaultHandWriters())
	return l
}

// SetHandWriters changes how many transactions writing single hands may be
// in flight at once (on SQLite, 1 whatever is asked). Call it before the
// ledger records hands.
func (l *Ledger) SetHandWriters(n int) {
	if l.store.Dialect() != models.Postgres {
		n = 1
	}
	l.writer = newGroupWriter(l.store, max(n, 1), MaxBatch)
}

// SetFutureTolerance changes how far ahead of the clock a hand may be dealt.
func (l *Ledger) SetFutureTolerance(d time.Duration) { l.future = d }

// SetLateEntryWindow changes how old a hand a station may post.
func (l *Ledger) SetLateEntryWindow(d time.Duration) { l.lateWindow = d }

// SetClock replaces the clock; tests use it.
func (l *Ledger) SetClock(now func() time.Time) { l.now = now }

// Now is the ledger's clock, which the web pages' sessions also keep time by.
func (l *Ledger) Now() time.Time { return l.now() }

// Games returns the engine's registry.
func (l *Ledger) Games() *rules.Registry { return l.games }

// Store returns the store.
func (l *Ledger) Store() *models.Store { return l.store }

// Source says who submitted a hand: a dealer station, or a user entering it
// by hand.
type Source struct {
	Station *models.StationAuth
	User    *models.User
}

// Actor names the source in the audit log.
func (s Source) Actor() string {
	switch {
	case s.Station != nil:
		return "station:" + s.Station.Name
	case s.User != nil:
		return "user:" + s.User.Name
	}
	return "unknown"
}

// Answer is what the service says about a recorded hand. A repeated post of
// the same hand gets the same answer.
type Answer struct {
	// Status is 201 for a hand recorded now, 200 for a repeat.
	Status     int             `json:"-"`
	HandID     int64           `json:"id"`
	TableID    string          `json:"table_id"`
	HandNumber int64           `json:"hand_number"`
	Game       string          `json:"game"`
	GamingDay  models.Day      `json:"gaming_day"`
	Verdict    string          `json:"verdict"`
	Outcome    json.RawMessage `json:"outcome"`
	Findings   []FindingView   `json:"findings"`
	Totals     rules.Totals    `json:"totals"`
}

// FindingView is a finding as the API shows it.
type FindingView struct {
	ID   int64 `json:"id"`
	Seat int   `json:"seat"`
	// Backline is the bettor behind the seat whose wager it is; Spot where
	// on the layout the wager lies. Each is left out when it has none.
	Backline int        `json:"backline,omitempty"`
	Bet      string     `json:"bet"`
	Spot     string     `json:"spot,omitempty"`
	Field    string     `json:"field"`
	Declared string     `json:"declared"`
	Expected string     `json:"expected"`
	Rule     rules.Cite `json:"rule"`
	Message  string     `json:"message"`
}

// ViewFinding converts a stored finding.
func ViewFinding(f models.Finding) FindingView {
	cite, _ := rules.ParseCite(f.Rule)
	return FindingView{ID: f.ID, Seat: f.Seat, Backline: f.Backline, Bet: f.Bet, Spot: f.Spot, Field: f.Field, Declared: f.Declared,
		Expected: f.Expected, Rule: cite, Message: f.Message}
}

// AnswerOf builds the answer for a stored hand with its findings.
func AnswerOf(h *models.Hand, status int) Answer {
	a := Answer{Status: status, HandID: h.ID, TableID: h.TableID, HandNumber: h.HandNumber, Game: h.Game,
		GamingDay: h.GamingDay, Verdict: h.Verdict, Outcome: json.RawMessage(h.Outcome),
		Findings: make([]FindingView, 0, len(h.Findings)),
		Totals: rules.Totals{Wagered: h.Wagered, HouseWin: h.HouseWin, ExpectedHouseWin: h.ExpectedHouseWin,
			Commission: h.Commission, ExpectedCommission: h.ExpectedCommission, Fees: h.Fees,
			ExpectedFees: h.ExpectedFees, PlayerDealerWin: h.PlayerDealerWin, ExpectedPlayerDealerWin: h.ExpectedPlayerDealerWin}}
	for _, f := range h.Findings {
		a.Findings = append(a.Findings, ViewFinding(f))
	}
	return a
}

// Rejection is a hand the service refuses: Status is the HTTP status
// (400 malformed, 403 a station posting for a table it does not serve, 422
// impossible or unknown) and Input names the fields.
type Rejection struct {
	Status int
	Title  string
	Input  *rules.InputError
}

func (r *Rejection) Error() string { return r.Title + ": " + r.Input.Error() }

// Conflict is a post under a hand key that already holds a different record.
type Conflict struct {
	Existing Answer
}

func (c *Conflict) Error() string {
	return fmt.Sprintf("table %s hand %d is already recorded (hand %d) with a different record",
		c.Existing.TableID, c.Existing.HandNumber, c.Existing.HandID)
}

// prepared is a hand that passed every check and is ready to be written.
type prepared struct {
	hand    *models.Hand
	source  Source
	state   models.TableState
	verdict *rules.Verdict
	// late is set for a hand older than the late-entry window, which only
	// a person may enter.
	late *lateEntry
	// sequenced is set for a hand that follows its table's previous one
	// (rules.Sequenced), checked against what is recorded before it.
	sequenced bool
}

// lateEntry is what the audit log says of a late entry.
type lateEntry struct {
	Age    string `json:"age"`
	Window string `json:"window"`
}

func (p *prepared) write() models.HandWrite { return models.HandWrite{Hand: p.hand, State: p.state} }

// HandSubject names a hand in the audit log by its table and number, which
// are known before the hand is written.
func HandSubject(tableID string, handNumber int64) string {
	return fmt.Sprintf("hand:%s/%d", tableID, handNumber)
}

// Record verifies and records one hand. It returns the answer, or a
// *Rejection, a *Conflict or another error.
func (l *Ledger) Record(ctx context.Context, src Source, raw []byte) (Answer, error) {
	for attempt := 0; ; attempt++ {
		p, err := l.prepare(ctx, src, raw, nil)
		if err != nil {
			return Answer{}, l.reject(ctx, src, raw, err)
		}
		if l.isProgressive(p) {
			err = l.recordProgressive(ctx, p)
		} else {
			err = l.writer.write(ctx, p)
		}
		switch {
		case err == nil:
			return AnswerOf(p.hand, 201), nil
		case errors.Is(err, models.ErrHandKeyTaken):
			return l.replay(ctx, src, p)
		case errors.Is(err, models.ErrTableChanged) && attempt == 0:
			l.tables.Delete(p.hand.TableID)
		default:
			return Answer{}, err
		}
	}
}

// replay answers a post whose key is already taken: the first answer when
// the record is the same, a Conflict (audited) when it is not.
func (l *Ledger) replay(ctx context.Context, src Source, p *prepared) (Answer, error) {
	key := models.HandKey{TableID: p.hand.TableID, HandNumber: p.hand.HandNumber}
	existing, err := l.store.HandsByKeys(ctx, []models.HandKey{key})
	if err != nil {
		return Answer{}, err
	}
	h, ok := existing[key]
	if !ok {
		return Answer{}, fmt.Errorf("hand %s/%d was neither inserted nor found", key.TableID, key.HandNumber)
	}
	return l.settleRepeat(ctx, src, p, h)
}

func (l *Ledger) settleRepeat(ctx context.Context, src Source, p *prepared, h *models.Hand) (Answer, error) {
	if sameRecord(h, p.hand.RecordSHA256) {
		return AnswerOf(h, 200), nil
	}
	c := &Conflict{Existing: AnswerOf(h, 409)}
	err := l.store.InTx(ctx, func(ctx context.Context) error {
		return l.store.Audit(ctx, l.now(), models.AuditEvent{
			Chain: models.TableChain(h.TableID), Actor: src.Actor(), Action: "hand.conflict",
			Subject: HandSubject(h.TableID, h.HandNumber),
			Detail: map[string]any{"hand_id": h.ID, "table_id": h.TableID, "hand_number": h.HandNumber,
				"recorded_sha256": h.RecordSHA256, "submitted_sha256": p.hand.RecordSHA256,
				"submitted": clip(p.hand.Record)},
		})
	})
	if err != nil {
		return Answer{}, err
	}
	return Answer{}, c
}

// sameRecord reports whether a stored hand's record has the canonical hash
// sum. A hand stored before the canonical form last changed (strings are
// now written one way: "\u0042" is "B") carries a hash of the older form,
// so on a mismatch the stored record's hash is worked out again.
func sameRecord(h *models.Hand, sum string) bool {
	if h.RecordSHA256 == sum {
		return true
	}
	again, err := canonicalSHA256([]byte(h.Record))
	return err == nil && again == sum
}

// handRecorded is the detail of a hand.recorded audit entry, its keys in
// the order a map of them would be written. It is a struct, not a map,
// because every hand writes one: a map costs a sort and a boxed value per
// key.
type handRecorded struct {
	Findings     int        `json:"findings"`
	GamingDay    models.Day `json:"gaming_day"`
	HandNumber   int64      `json:"hand_number"`
	RecordSHA256 string     `json:"record_sha256"`
	TableID      string     `json:"table_id"`
	Verdict      string     `json:"verdict"`
}

// recordedEvents are the audit entries of a hand written now: the hand,
// and for a late entry the person's entering it so late.
func recordedEvents(p *prepared) []models.AuditEvent {
	h := p.hand
	// The hand's content hash, with its settlements and findings as they
	// will be written; it can fail only on a column of a kind not hashed,
	// which the record-hash tests would catch.
	ref, _ := models.HandRecordRef(h)
	events := []models.AuditEvent{{
		Chain: models.TableChain(h.TableID), Actor: p.source.Actor(), Action: "hand.recorded",
		Subject: HandSubject(h.TableID, h.HandNumber),
		Detail: handRecorded{Findings: len(h.Findings), GamingDay: h.GamingDay, HandNumber: h.HandNumber,
			RecordSHA256: h.RecordSHA256, TableID: h.TableID, Verdict: h.Verdict},
		Records: []models.RecordRef{ref},
	}}
	if p.late != nil {
		events = append(events, models.AuditEvent{
			Chain: models.TableChain(h.TableID), Actor: p.source.Actor(), Action: "hand.late_entry",
			Subject: HandSubject(h.TableID, h.HandNumber),
			Detail: map[string]any{"dealt_at": h.DealtAt, "gaming_day": h.GamingDay, "age": p.late.Age,
				"window": p.late.Window},
		})
	}
	return events
}

// prepare runs every check that needs no write: envelope, table, station
// rights, game, decoding, settings and verification. tables caches table
// lookups across a batch (nil for a single hand).
func (l *Ledger) prepare(ctx context.Context, src Source, raw []byte, tables map[string]tableInfo) (*prepared, error) {
	var buf [2048]byte
	env, canon, err := rules.ReadEnvelope(buf[:0], raw)
	if err != nil {
		return nil, &Rejection{Status: 400, Title: "Malformed hand record", Input: asInput(err)}
	}
	if env.TableID == "" {
		return nil, unprocessable(rules.Invalid("table_id", "is required"))
	}
	ti, err := l.tableInfo(ctx, env.TableID, tables)
	if err != nil {
		return nil, err
	}
	if src.Station != nil && !src.Station.Tables[env.TableID] {
		return nil, &Rejection{Status: 403, Title: "Station does not serve this table",
			Input: asInput(rules.Invalid("table_id", "station %s may not post for table %s", src.Station.Name, env.TableID))}
	}
	if ti.table.RetiredAt != nil {
		return nil, unprocessable(rules.Invalid("table_id", "table %s is retired", env.TableID))
	}
	if ahead := env.DealtAt.Sub(l.now()); ahead > l.future {
		return nil, unprocessable(rules.Invalid("dealt_at", "is %s ahead of the service's clock (at most %s is allowed): check the station's clock",
			ahead.Round(time.Second), l.future))
	}
	late, err := l.lateness(env.DealtAt, src, ti)
	if err != nil {
		return nil, err
	}
	if len(env.TableSettings) > 0 {
		return nil, unprocessable(rules.Invalid("table_settings", "is for offline verification only; the service uses the settings it holds for table %s", env.TableID))
	}
	if err := rules.CheckGame(env, ti.table.Game); err != nil {
		return nil, unprocessable(err)
	}
	g, err := l.games.Lookup(env.Game)
	if err != nil {
		return nil, unprocessable(err)
	}
	hand, err := g.Decode(raw)
	if err != nil {
		return nil, unprocessable(err)
	}
	v, err := hand.Verify(ti.settings)
	if err != nil {
		return nil, unprocessable(err)
	}
	sq, sequenced := hand.(rules.Sequenced)
	if sequenced {
		if err := l.checkSequence(ctx, env, sq, ti.settings, v); err != nil {
			return nil, err
		}
	}
	day := models.GamingDay(env.DealtAt, ti.loc, ti.startH, ti.startM)
	if l.now().Sub(env.DealtAt) > 365*24*time.Hour {
		// A month is dropped a year after it ended at the soonest, so only
		// a hand dealt more than a year ago may fall in one.
		if err := l.notDropped(ctx, ti.table.PropertyID, day, "dealt_at"); err != nil {
			return nil, unprocessable(err)
		}
	}
	sum := sha256.Sum256(canon)
	outcome, err := json.Marshal(v.Outcome)
	if err != nil {
		return nil, err
	}
	verdict := models.VerdictVerified
	if !v.Verified() {
		verdict = models.VerdictDiscrepancy
	}
	now := l.now()
	h := &models.Hand{
		TableID: env.TableID, HandNumber: env.HandNumber, Game: env.Game, PropertyID: ti.table.PropertyID,
		GamingDay: day, DealtAt: env.DealtAt.UTC(), ReceivedAt: now,
		Record: string(raw), RecordSHA256: hex.EncodeToString(sum[:]), Settings: ti.settingsJSON,
		Verdict: verdict, Outcome: string(outcome),
		Wagered: v.Totals.Wagered, HouseWin: v.Totals.HouseWin, ExpectedHouseWin: v.Totals.ExpectedHouseWin,
		Commission: v.Totals.Commission, ExpectedCommission: v.Totals.ExpectedCommission, Fees: v.Totals.Fees,
		ExpectedFees: v.Totals.ExpectedFees, PlayerDealerWin: v.Totals.PlayerDealerWin,
		ExpectedPlayerDealerWin: v.Totals.ExpectedPlayerDealerWin,
		Settlements:             models.SettlementsFrom(v.Settlements),
		Findings:                models.FindingsFrom(v.Findings, now),
	}
	if env.DealerID != "" {
		dealer := env.DealerID
		h.DealerID = &dealer
	}
	if src.Station != nil {
		id := src.Station.ID
		h.StationID = &id
	}
	if src.User != nil {
		id := src.User.ID
		h.EnteredBy = &id
	}
	state := models.TableState{TableID: ti.table.ID, Game: ti.table.Game, Settings: ti.table.Settings,
		TimeZone: ti.timeZone, GamingDayStart: ti.gamingDayStart}
	return &prepared{hand: h, source: src, state: state, verdict: v, late: late, sequenced: sequenced}, nil
}

// lateness refuses a hand dealt before the gaming days the service keeps,
// and one older than the late-entry window unless a person enters it; a
// person's late entry is returned for the audit log.
func (l *Ledger) lateness(dealt time.Time, src Source, ti tableInfo) (*lateEntry, error) {
	if models.GamingDay(dealt, ti.loc, ti.startH, ti.startM) < models.EarliestDay {
		return nil, unprocessable(rules.Invalid("dealt_at", "is before gaming day %s, the first the service keeps: check the station's clock",
			models.EarliestDay))
	}
	age := l.now().Sub(dealt)
	if age <= l.lateWindow {
		return nil, nil
	}
	if src.User == nil {
		return nil, unprocessable(rules.Invalid("dealt_at", "was %s ago; a station may post a hand at most %s after it was dealt. "+
			"Check the station's clock, or have a pit boss enter the hand as a late entry", spoken(age), spoken(l.lateWindow)))
	}
	return &lateEntry{Age: spoken(age), Window: spoken(l.lateWindow)}, nil
}

// checkTime holds a time a station or a person sends (a seat event, a
// collection boundary, a meter reading) to the bounds a hand's dealt_at is
// held to: not before the first gaming day the service keeps
// (models.EarliestTime, where EarliestDay begins anywhere on Earth; a hand
// is held to its own table's gaming day, in lateness) and not further ahead
// of the service's clock than the future tolerance. A time from a clock
// never set (1900, 1970) is a station's fault, not a record.
func (l *Ledger) checkTime(errs *rules.InputError, field string, at, now time.Time) {
	switch {
	case at.IsZero():
		errs.Add(field, "is required: an RFC 3339 time with its offset")
	case at.Before(models.EarliestTime):
		errs.Add(field, "%s is before gaming day %s, the first the service keeps: check the station's clock",
			at.Format(time.RFC3339), models.EarliestDay)
	case at.After(now.Add(l.future)):
		errs.Add(field, "%s is in the future (at most %s ahead of the service's clock is allowed): check the station's clock",
			at.Format(time.RFC3339), l.future)
	}
}

// spoken writes a duration as people say it: "3 days 4 hours", "45
// minutes".
func spoken(d time.Duration) string {
	d = d.Round(time.Minute)
	parts := []struct {
		n    int64
		unit string
	}{{int64(d / (24 * time.Hour)), "day"}, {int64(d % (24 * time.Hour) / time.Hour), "hour"}, {int64(d % time.Hour / time.Minute), "minute"}}
	var out []string
	for _, p := range parts {
		if p.n == 0 || len(out) == 2 {
			continue
		}
		w := fmt.Sprintf("%d %s", p.n, p.unit)
		if p.n != 1 {
			w += "s"
		}
		out = append(out, w)
	}
	if len(out) == 0 {
		return "under a minute"
	}
	return strings.Join(out, " ")
}

// tableInfo is what ingest needs to know about a table.
type tableInfo struct {
	table          models.Table
	timeZone       string
	gamingDayStart string
	settings       rules.Settings
	settingsJSON   string
	loc            *time.Location
	startH, startM int
}

func (l *Ledger) tableInfo(ctx context.Context, id string, batch map[string]tableInfo) (tableInfo, error) {
	if ti, ok := batch[id]; ok {
		return ti, nil
	}
	if ti, ok := l.tables.Load(id); ok {
		return ti.(tableInfo), nil
	}
	t, prop, err := l.store.TableWithProperty(ctx, id)
	if errors.Is(err, models.ErrNotFound) {
		return tableInfo{}, unprocessable(rules.Invalid("table_id", "there is no table %q", id))
	}
	if err != nil {
		return tableInfo{}, err
	}
	ti := tableInfo{table: t, settingsJSON: t.Settings, timeZone: prop.TimeZone, gamingDayStart: prop.GamingDayStart}
	if ti.settings, err = l.compiledSettings(t); err != nil {
		return tableInfo{}, fmt.Errorf("table %s: stored settings no longer valid: %w", id, err)
	}
	if ti.loc, err = l.location(prop.TimeZone); err != nil {
		return tableInfo{}, err
	}
	if ti.startH, ti.startM, err = models.ParseClock(prop.GamingDayStart); err != nil {
		return tableInfo{}, err
	}
	l.tables.Store(id, ti)
	if batch != nil {
		batch[id] = ti
	}
	return ti, nil
}

// compiledSettings caches a table's compiled settings by their JSON, so a
// settings change takes effect with the next hand.
func (l *Ledger) compiledSettings(t models.Table) (rules.Settings, error) {
	key := t.Game + "\x00" + t.Settings
	if s, ok := l.settings.Load(key); ok {
		return s.(rules.Settings), nil
	}
	g, err := l.games.Lookup(t.Game)
	if err != nil {
		return nil, err
	}
	values, err := t.SettingValues()
	if err != nil {
		return nil, err
	}
	s, err := g.Settings(values)
	if err != nil {
		return nil, err
	}
	l.settings.Store(key, s)
	return s, nil
}

func (l *Ledger) location(name string) (*time.Location, error) {
	if loc, ok := l.locations.Load(name); ok {
		return loc.(*time.Location), nil
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return nil, fmt.Errorf("time zone %q: %w", name, err)
	}
	l.locations.Store(name, loc)
	return loc, nil
}

// reject audits a refused submission (nothing else is stored) and returns
// the error to answer with.
func (l *Ledger) reject(ctx context.Context, src Source, raw []byte, cause error) error {
	var rej *Rejection
	if !errors.As(cause, &rej) {
		return cause
	}
	env, _ := rules.PeekEnvelope(raw)
	chain := models.SystemChain
	if env.TableID != "" {
		if _, err := l.store.TableByID(ctx, env.TableID); err == nil {
			chain = models.TableChain(env.TableID)
		}
	}
	sum := sha256.Sum256(raw)
	err := l.store.InTx(ctx, func(ctx context.Context) error {
		return l.store.Audit(ctx, l.now(), models.AuditEvent{
			Chain: chain, Actor: src.Actor(), Action: "hand.rejected",
			Subject: fmt.Sprintf("table:%s/hand:%d", env.TableID, env.HandNumber),
			Detail: map[string]any{"status": rej.Status, "errors": rej.Input.Errors,
				"record_sha256": hex.EncodeToString(sum[:]), "record": clip(string(raw))},
		})
	})
	if err != nil {
		l.log.Error("audit rejected hand", "err", err)
		return err
	}
	return rej
}

// unprocessable refuses a record that reads but is wrong (422), or one that
// cannot be read unambiguously (400).
func unprocessable(err error) error {
	in := asInput(err)
	if in.Malformed {
		return &Rejection{Status: 400, Title: "Malformed hand record", Input: in}
	}
	return &Rejection{Status: 422, Title: "Hand record refused", Input: in}
}

func asInput(err error) *rules.InputError {
	if ie, ok := rules.AsInputError(err); ok {
		return ie
	}
	return &rules.InputError{Errors: []rules.FieldError{{Field: "", Detail: err.Error()}}}
}

// clipLimit bounds how much of a refused record the audit log keeps.
const clipLimit = 8 << 10

func clip(s string) string {
	if len(s) <= clipLimit {
		return s
	}
	return s[:clipLimit] + "…(clipped)"
}

// canonicalSHA256 hashes a record's canonical form (keys sorted, no
// insignificant white space, values as written), so that a station that
// re-sends the same hand with its keys in another order is not in conflict
// with itself.
func canonicalSHA256(raw []byte) (string, error) {
	var buf [2048]byte
	canon, err := rules.Canonical(buf[:0], raw)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(canon)
	return hex.EncodeToString(sum[:]), nil
}
