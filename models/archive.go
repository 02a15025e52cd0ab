package models

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tablegames/casino/rules"
)

// Retention and archives: a property's month of records is exported to
// files an auditor reads without the service, verified, and once the
// property's retention has passed, its raw records are dropped from the
// database. Day books, day closes and day changes stay, so reports over
// the month still read them (docs/operations.md, "Retention and archives").

// Month is a calendar month of a property's gaming days, "2006-01".
type Month string

// ParseMonth checks a "2006-01" month whose days the service keeps.
func ParseMonth(s string) (Month, error) {
	t, err := time.Parse("2006-01", s)
	if err != nil || len(s) != 7 {
		return "", fmt.Errorf("%q is not a month like 2026-11", s)
	}
	m := Month(t.Format("2006-01"))
	if m.First() < EarliestDay || m.Last() > LatestDay {
		return "", fmt.Errorf("%s is outside the gaming days the service keeps (%s to %s)", s, EarliestDay, LatestDay)
	}
	return m, nil
}

// MonthOf is the month of a gaming day.
func MonthOf(d Day) Month { return Month(string(d)[:7]) }

// First is the month's first gaming day.
func (m Month) First() Day { return Day(string(m) + "-01") }

// Next is the month after.
func (m Month) Next() Month {
	t, _ := time.Parse("2006-01", string(m))
	return Month(t.AddDate(0, 1, 0).Format("2006-01"))
}

// Last is the month's last gaming day.
func (m Month) Last() Day { return m.Next().First().AddDays(-1) }

// UTC is the month in UTC: the instants from its first to the next month's
// first midnight. Audit entries and anchors belong to the month they were
// written in, by this clock.
func (m Month) UTC() (from, to time.Time) {
	return m.First().Time(time.UTC), m.Next().First().Time(time.UTC)
}

func (m Month) String() string { return string(m) }

// Archive events.
const (
	ArchiveExported = "exported"
	ArchiveVerified = "verified"
	ArchiveDropped  = "dropped"
)

// DefaultRetentionYears is how long a property keeps its raw records
// unless told otherwise.
const DefaultRetentionYears = 5

// Archive is one thing done with a property's month: an export (the
// directory and the SHA-256 of its manifest), a verification that passed,
// or the drop of the month's raw records. The table is append-only.
type Archive struct {
	ID             int64     `gorm:"column:id;primaryKey" json:"id"`
	PropertyID     int64     `gorm:"column:property_id" json:"property_id"`
	Month          Month     `gorm:"column:month" json:"month"`
	Event          string    `gorm:"column:event" json:"event"`
	Directory      string    `gorm:"column:directory" json:"directory"`
	ManifestSHA256 string    `gorm:"column:manifest_sha256" json:"manifest_sha256"`
	At             time.Time `gorm:"column:at" json:"at"`
	Actor          string    `gorm:"column:actor" json:"actor"`
	// Detail is ArchiveDetail as JSON.
	Detail string `gorm:"column:detail" json:"-"`
}

func (Archive) TableName() string { return "archives" }

// ArchiveDetail is what an archive event counted: an export's rows by file
// and its audit chains' tails; a drop's rows removed by table, the
// partitions it dropped and where every chain it cut now starts.
type ArchiveDetail struct {
	Rows       map[string]int64 `json:"rows,omitempty"`
	Chains     []ChainSpan      `json:"chains,omitempty"`
	Partitions []string         `json:"partitions,omitempty"`
}

// ChainSpan is the part of an audit chain an archive holds: how many
// entries, the first (with the hash it links to) and the last.
type ChainSpan struct {
	Chain     string `json:"chain"`
	Entries   int64  `json:"entries"`
	FirstSeq  int64  `json:"first_seq"`
	FirstPrev string `json:"first_prev_hash"`
	FirstHash string `json:"first_hash"`
	LastSeq   int64  `json:"last_seq"`
	LastHash  string `json:"last_hash"`
}

// ParseDetail reads an event's detail.
func (a Archive) ParseDetail() (ArchiveDetail, error) {
	var d ArchiveDetail
	if a.Detail == "" {
		return d, nil
	}
	err := json.Unmarshal([]byte(a.Detail), &d)
	return d, err
}

// RecordArchive writes an archive event with its audit entry
// ("archive.exported", "archive.verified"; a drop is written by
// DropMonth).
func (s *Store) RecordArchive(ctx context.Context, a *Archive, detail ArchiveDetail, code string) error {
	if a.Event != ArchiveExported && a.Event != ArchiveVerified {
		return fmt.Errorf("models: archive event %q", a.Event)
	}
	b, err := json.Marshal(detail)
	if err != nil {
		return err
	}
	a.Detail, a.At = string(b), a.At.UTC().Truncate(time.Microsecond)
	return s.InTx(ctx, func(ctx context.Context) error {
		if err := s.conn(ctx).Create(a).Error; err != nil {
			return err
		}
		return s.Audit(ctx, a.At, AuditEvent{Chain: SystemChain, Actor: a.Actor, Action: "archive." + a.Event,
			Subject: fmt.Sprintf("archive:%s/%s", code, a.Month),
			Detail: map[string]any{"archive_id": a.ID, "month": a.Month, "directory": a.Directory,
				"manifest_sha256": a.ManifestSHA256, "rows": detail.Rows}})
	})
}

// Archives lists a property's archive events, oldest first; of one month
// when month is not empty.
func (s *Store) Archives(ctx context.Context, propertyID int64, month Month) ([]Archive, error) {
	q := s.conn(ctx).Where("property_id = ?", propertyID)
	if month != "" {
		q = q.Where("month = ?", month)
	}
	var out []Archive
	err := q.Order("id").Find(&out).Error
	return out, err
}

// DroppedMonths returns the drops of a property's months that have a day
// from..to, oldest first.
func (s *Store) DroppedMonths(ctx context.Context, propertyID int64, from, to Day) ([]Archive, error) {
	var out []Archive
	err := s.conn(ctx).Where("property_id = ? AND event = ? AND month >= ? AND month <= ?",
		propertyID, ArchiveDropped, MonthOf(from), MonthOf(to)).Order("month").Find(&out).Error
	return out, err
}

// ErrArchived is returned for a gaming day whose records were archived and
// dropped.
var ErrArchived = errors.New("the gaming day's records were archived and dropped")

// DroppedError says that a day's records were archived and dropped, which
// archive holds them, and what still reads the day. It wraps ErrArchived.
type DroppedError struct {
	Day     Day
	Archive Archive
}

func (e *DroppedError) Error() string {
	return fmt.Sprintf("the records of gaming day %s were archived (month %s, manifest SHA-256 %s, exported to %s) and dropped on %s; "+
		"the reports of more than one day read its day books, the files reported at the time are kept, and the archive holds its records",
		e.Day, e.Archive.Month, e.Archive.ManifestSHA256, e.Archive.Directory, e.Archive.At.UTC().Format(time.DateOnly))
}

func (e *DroppedError) Unwrap() error { return ErrArchived }

// Refusal is the error that refuses a record or a report over the dropped
// day: an input error on field (a 4xx naming it) that also wraps the
// *DroppedError, and so ErrArchived.
func (e *DroppedError) Refusal(field, format string, args ...any) error {
	in := &rules.InputError{}
	in.Add(field, "%s%v", fmt.Sprintf(format, args...), e)
	return &droppedRefusal{input: in, dropped: e}
}

type droppedRefusal struct {
	input   *rules.InputError
	dropped *DroppedError
}

func (e *droppedRefusal) Error() string   { return e.input.Error() }
func (e *droppedRefusal) Unwrap() []error { return []error{e.input, e.dropped} }

// CheckNotDropped returns a *DroppedError when the records of a property's
// gaming day were dropped: nothing may be recorded against the day any
// more, and no report may read its records.
func (s *Store) CheckNotDropped(ctx context.Context, propertyID int64, day Day) error {
	drops, err := s.DroppedMonths(ctx, propertyID, day, day)
	if err != nil || len(drops) == 0 {
		return err
	}
	return &DroppedError{Day: day, Archive: drops[0]}
}

// droppedDays lists the days from..to of a property's dropped months.
func (s *Store) droppedDays(ctx context.Context, propertyID int64, from, to Day) (map[Day]Archive, error) {
	drops, err := s.DroppedMonths(ctx, propertyID, from, to)
	if err != nil || len(drops) == 0 {
		return nil, err
	}
	out := map[Day]Archive{}
	for _, a := range drops {
		for d := max(a.Month.First(), from); d <= min(a.Month.Last(), to); d = d.AddDays(1) {
			out[d] = a
		}
	}
	return out, nil
}

// DayProblem is why a gaming day of a month cannot be archived yet.
type DayProblem struct {
	Day  Day
	What string
}

// ArchiveReadiness lists what keeps a property's month from being
// exported: a day not ended, not closed, not signed off, or with a stale
// book. Days before the property's first record need nothing.
func (s *Store) ArchiveReadiness(ctx context.Context, p Property, m Month, now time.Time) ([]DayProblem, error) {
	var out []DayProblem
	_, end, err := p.GamingDayBounds(m.Last())
	if err != nil {
		return nil, err
	}
	if now.Before(end) {
		return []DayProblem{{Day: m.Last(), What: fmt.Sprintf("has not ended (it ends at %s UTC)", end.UTC().Format("2006-01-02 15:04"))}}, nil
	}
	first, any, err := s.earliestRecordDay(ctx, p.ID)
	if err != nil || !any || first > m.Last() {
		return nil, err
	}
	from := max(first, m.First())
	var done []Day
	if err := s.conn(ctx).Model(&DayClose{}).Where("property_id = ? AND stage = ? AND gaming_day >= ? AND gaming_day <= ?",
		p.ID, CloseDone, from, m.Last()).Pluck("gaming_day", &done).Error; err != nil {
		return nil, err
	}
	offs, err := s.SignOffsBetween(ctx, p.ID, from, m.Last())
	if err != nil {
		return nil, err
	}
	signed := map[Day]bool{}
	for _, o := range offs {
		signed[o.GamingDay] = true
	}
	stale := map[Day][]string{}
	for _, kind := range []string{BookTable, BookPool} {
		b, err := s.PrepareBooks(ctx, p.ID, kind, from, m.Last(), BookOptions{})
		if err != nil {
			return nil, err
		}
		for _, sp := range b.Raw {
			if sp.Stale {
				stale[sp.From] = append(stale[sp.From], sp.Subjects...)
			}
		}
	}
	for d := from; d <= m.Last(); d = d.AddDays(1) {
		var what []string
		if !slices.Contains(done, d) {
			what = append(what, "not closed (casinoctl books close)")
		}
		if !signed[d] {
			what = append(what, "not signed off")
		}
		if st := stale[d]; len(st) > 0 {
			what = append(what, "stale books of "+strings.Join(st, ", ")+" (casinoctl books close writes them again)")
		}
		if len(what) > 0 {
			out = append(out, DayProblem{Day: d, What: strings.Join(what, "; ")})
		}
	}
	return out, nil
}

// ColumnKind is how an archived column's values are written.
type ColumnKind uint8

// Column kinds.
const (
	ColInt   ColumnKind = iota // an integer
	ColMoney                   // cents, written as a decimal amount
	ColText                    // text as stored
	ColTime                    // an instant, written in UTC
	ColDay                     // a gaming day
	ColBool                    // true or false
)

// ArchiveColumn is a column of an archived table.
type ArchiveColumn struct {
	Name string
	Kind ColumnKind
	// Null is set when the column may be empty (NULL).
	Null bool
}

// ArchiveTable is what of one table belongs to a month: its columns and
// the statement that selects its rows, in the order they were written.
type ArchiveTable struct {
	Name    string
	Columns []ArchiveColumn
	query   string
}

// Query is the statement that reads the table's rows of a month.
func (t ArchiveTable) Query() string { return t.query }

// ArchiveScope is a property's month as the archive statements read it.
type ArchiveScope struct {
	Property Property
	Month    Month
	// From and To are the month's first gaming day and the next month's.
	From, To Day
	// AtFrom and AtTo bound the month in UTC; LocalFrom and LocalTo are
	// when its first gaming day starts and its last ends.
	AtFrom, AtTo, LocalFrom, LocalTo time.Time
}

// ScopeOf is a property's month as the archive statements read it.
func ScopeOf(p Property, m Month) (ArchiveScope, error) {
	sc := ArchiveScope{Property: p, Month: m, From: m.First(), To: m.Next().First()}
	sc.AtFrom, sc.AtTo = m.UTC()
	var err error
	if sc.LocalFrom, _, err = p.GamingDayBounds(m.First()); err != nil {
		return sc, err
	}
	_, sc.LocalTo, err = p.GamingDayBounds(m.Last())
	return sc, err
}

func (sc ArchiveScope) args() map[string]any {
	return map[string]any{"property": sc.Property.ID, "from": sc.From, "to": sc.To,
		"at_from": sc.AtFrom.UTC(), "at_to": sc.AtTo.UTC(), "local_from": sc.LocalFrom.UTC(), "local_to": sc.LocalTo.UTC()}
}

// The predicates of a property's month.
const (
	monthHands     = `SELECT mh.id FROM hands mh WHERE mh.property_id = @property AND mh.gaming_day >= @from AND mh.gaming_day < @to`
	propertyTables = `SELECT pt.id FROM game_tables pt WHERE pt.property_id = @property`
	propertyPools  = `SELECT pl.pool_id FROM progressive_links pl JOIN game_tables plt ON plt.id = pl.table_id WHERE plt.property_id = @property`
	monthBooks     = `SELECT mb.id FROM day_books mb WHERE mb.property_id = @property AND mb.gaming_day >= @from AND mb.gaming_day < @to`
	// coveredChains are the audit chains a property's archive holds: its
	// tables' and the system chain.
	coveredChains = `(e.chain = 'system' OR e.chain IN (SELECT 'table:' || ct.id FROM game_tables ct WHERE ct.property_id = @property))`
	// writtenBefore chooses the audit entries written before the UTC day
	// of an instant (written_on, the log's partition key: a chain's
	// entries are written on days that never go back, so the cut by it is
	// also a cut by sequence number, and a month's part of the log is
	// exactly its partition).
	writtenBefore = `e.written_on < @bound`
)

func cols(spec string) []ArchiveColumn {
	var out []ArchiveColumn
	for _, f := range strings.Fields(spec) {
		name, kind, _ := strings.Cut(f, ":")
		c := ArchiveColumn{Name: name}
		if strings.HasSuffix(kind, "?") {
			c.Null, kind = true, strings.TrimSuffix(kind, "?")
		}
		switch kind {
		case "", "int":
			c.Kind = ColInt
		case "money":
			c.Kind = ColMoney
		case "text":
			c.Kind = ColText
		case "time":
			c.Kind = ColTime
		case "day":
			c.Kind = ColDay
		case "bool":
			c.Kind = ColBool
		default:
			panic("models: column kind " + kind)
		}
		out = append(out, c)
	}
	return out
}

func archiveTable(name, spec, from, order string) ArchiveTable {
	c := cols(spec)
	names := make([]string, len(c))
	for i, col := range c {
		names[i] = "x." + col.Name
	}
	return ArchiveTable{Name: name, Columns: c,
		query: "SELECT " + strings.Join(names, ", ") + " FROM " + from + " ORDER BY " + order}
}

// ArchiveTables are the tables a month's archive holds, each with the rows
// of the month: hands of its gaming days with what belongs to them, the
// accounting records, seat events and timed collections of its tables, its
// pools' events and readings, its sign-offs and their reviews, closes, every revision of its
// day books with the changes that caused them, its report files (their
// content apart), and the users, stations, tables and pools they name.
// Audit entries and anchors are read by AuditArchive and AnchorArchive.
var ArchiveTables = []ArchiveTable{
	archiveTable("users", "id name:text role:text created_at:time disabled_at:time?",
		"users x", "x.id"),
	archiveTable("stations", "id name:text created_at:time revoked_at:time?",
		"stations x", "x.id"),
	archiveTable("game_tables", "id:text property_id game:text min_bet:money max_bet:money settings:text created_at:time retired_at:time?",
		"game_tables x WHERE x.property_id = @property", "x.id"),
	archiveTable("table_sessions", "id table_id:text opened_at:time opened_by:text closed_at:time? closed_by:text? settings:text dealer_id:text?",
		"table_sessions x WHERE x.table_id IN ("+propertyTables+") AND x.opened_at < @local_to AND (x.closed_at IS NULL OR x.closed_at >= @local_from)", "x.id"),
	archiveTable("hands", "id table_id:text hand_number game:text property_id gaming_day:day dealt_at:time received_at:time "+
		"station_id:int? entered_by:int? record_sha256:text settings:text verdict:text outcome:text wagered:money house_win:money "+
		"expected_house_win:money commission:money expected_commission:money fees:money expected_fees:money "+
		"player_dealer_win:money expected_player_dealer_win:money dealer_id:text?",
		"hands x WHERE x.property_id = @property AND x.gaming_day >= @from AND x.gaming_day < @to", "x.id"),
	archiveTable("settlements", "id hand_id gaming_day:day seat backline bet:text spot:text amount:money declared_result:text "+
		"declared_payout:money declared_commission:money declared_returned:money expected_result:text expected_payout:money "+
		"expected_commission:money expected_returned:money rule:text",
		"settlements x WHERE x.hand_id IN ("+monthHands+")", "x.id"),
	archiveTable("findings", "id hand_id gaming_day:day seat backline bet:text spot:text field:text declared:text expected:text "+
		"rule:text message:text created_at:time",
		"findings x WHERE x.hand_id IN ("+monthHands+")", "x.id"),
	archiveTable("corrections", "id hand_id gaming_day:day finding_id:int? reason_code:text note:text adjustment:money entered_by "+
		"entered_at:time late:bool",
		"corrections x WHERE x.hand_id IN ("+monthHands+")", "x.id"),
	archiveTable("correction_approvals", "id correction_id entered_by approved_by approved_at:time late:bool",
		"correction_approvals x WHERE x.correction_id IN (SELECT mc.id FROM corrections mc WHERE mc.hand_id IN ("+monthHands+"))", "x.id"),
	archiveTable("drop_counts", "id table_id:text gaming_day:day amount:money counted_by:text counted_at:time note:text "+
		"denominations:text? team:text? started_at:time? ended_at:time?",
		"drop_counts x WHERE x.table_id IN ("+propertyTables+") AND x.gaming_day >= @from AND x.gaming_day < @to", "x.id"),
	archiveTable("table_inventories", "id table_id:text gaming_day:day kind:text amount:money chips:text entered_by entered_at:time note:text",
		"table_inventories x WHERE x.table_id IN ("+propertyTables+") AND x.gaming_day >= @from AND x.gaming_day < @to", "x.id"),
	// The closer each table's first opener of the month rolls from when
	// none is counted: its latest closer counted before the month.
	archiveTable("opening_closers", "id table_id:text gaming_day:day amount:money",
		`table_inventories x WHERE x.table_id IN (`+propertyTables+`) AND x.kind = 'closer'
		  AND x.gaming_day = (SELECT MAX(p.gaming_day) FROM table_inventories p WHERE p.table_id = x.table_id AND p.kind = 'closer' AND p.gaming_day < @from)
		  AND x.id = (SELECT MAX(j.id) FROM table_inventories j WHERE j.table_id = x.table_id AND j.gaming_day = x.gaming_day AND j.kind = 'closer')`,
		"x.table_id"),
	archiveTable("cage_slips", "id kind:text table_id:text gaming_day:day amount:money chips:text requested_by requested_at:time note:text late:bool",
		"cage_slips x WHERE x.table_id IN ("+propertyTables+") AND x.gaming_day >= @from AND x.gaming_day < @to", "x.id"),
	archiveTable("cage_slip_verifications", "id slip_id requested_by verified_by verified_at:time",
		"cage_slip_verifications x WHERE x.slip_id IN (SELECT ms.id FROM cage_slips ms WHERE ms.table_id IN ("+propertyTables+
			") AND ms.gaming_day >= @from AND ms.gaming_day < @to)", "x.id"),
	archiveTable("cage_slip_voids", "id slip_id voided_by voided_at:time reason:text",
		"cage_slip_voids x WHERE x.slip_id IN (SELECT ms.id FROM cage_slips ms WHERE ms.table_id IN ("+propertyTables+
			") AND ms.gaming_day >= @from AND ms.gaming_day < @to)", "x.id"),
	archiveTable("seat_events", "id table_id:text seat event:text at:time recorded_by:text recorded_at:time",
		"seat_events x WHERE x.table_id IN ("+propertyTables+") AND x.at >= @local_from AND x.at < @local_to", "x.id"),
	archiveTable("timed_collections", "id table_id:text at:time seat amount:money recorded_by:text recorded_at:time",
		"timed_collections x WHERE x.table_id IN ("+propertyTables+") AND x.at >= @local_from AND x.at < @local_to", "x.id"),
	archiveTable("progressive_pools", "id:text name:text seed_amount:money main_rate reserve_rate cap:money? pending_threshold:money? "+
		"created_at:time created_by:text closed_at:time? transferred_to:text?",
		"progressive_pools x WHERE x.id IN ("+propertyPools+")", "x.id"),
	archiveTable("progressive_links", "pool_id:text table_id:text bet:text",
		"progressive_links x WHERE x.table_id IN ("+propertyTables+")", "x.pool_id, x.table_id, x.bet"),
	archiveTable("progressive_events", "id pool_id:text seq kind:text at:time gaming_day:day main:money reserve:money pending:money "+
		"main_after:money reserve_after:money pending_after:money carry_after hand_id:int? hand_day:day? table_id:text? seat line:text "+
		"percent ref_seq requested:money reason:text actor:text approver:text",
		"progressive_events x WHERE x.pool_id IN ("+propertyPools+") AND x.gaming_day >= @from AND x.gaming_day < @to", "x.id"),
	archiveTable("meter_readings", "id pool_id:text read_at:time gaming_day:day amount:money read_by entered_at:time note:text",
		"meter_readings x WHERE x.pool_id IN ("+propertyPools+") AND x.gaming_day >= @from AND x.gaming_day < @to", "x.id"),
	archiveTable("day_signoffs", "id property_id gaming_day:day signed_by:text signed_at:time note:text anchor_id:int? outstanding:text override_reason:text",
		"day_signoffs x WHERE x.property_id = @property AND x.gaming_day >= @from AND x.gaming_day < @to", "x.id"),
	archiveTable("day_reviews", "id property_id gaming_day:day signoff_id final_revision reviewed_by:text reviewed_at:time note:text",
		"day_reviews x WHERE x.property_id = @property AND x.gaming_day >= @from AND x.gaming_day < @to", "x.id"),
	archiveTable("day_closes", "id property_id gaming_day:day stage:text book_id:int? at:time actor:text",
		"day_closes x WHERE x.property_id = @property AND x.gaming_day >= @from AND x.gaming_day < @to", "x.id"),
	archiveTable("day_changes", "id kind:text subject:text gaming_day:day cause:text at:time",
		"day_changes x WHERE ((x.kind = 'table' AND x.subject IN ("+propertyTables+")) OR (x.kind = 'pool' AND x.subject IN ("+propertyPools+
			"))) AND x.gaming_day >= @from AND x.gaming_day < @to", "x.id"),
	archiveTable("day_books", "id property_id kind:text subject:text gaming_day:day cause:text changes_seen causes:text signoff_id:int? written_at:time written_by:text sha256:text",
		"day_books x WHERE x.property_id = @property AND x.gaming_day >= @from AND x.gaming_day < @to", "x.id"),
	archiveTable("day_book_tables", "book_id hands wagered:money engine_win:money declared_win:money fees:money expected_fees:money "+
		"adjustments:money drop_amount:money counts fills:money credits:money unverified voided opener:money openers closer:money closers",
		"day_book_tables x WHERE x.book_id IN ("+monthBooks+")", "x.book_id"),
	archiveTable("day_book_wagers", "book_id game:text settings_id bet:text spot:text amount:money decided n net:money",
		"day_book_wagers x WHERE x.book_id IN ("+monthBooks+")", "x.book_id, x.game, x.settings_id, x.bet, x.spot, x.amount, x.decided"),
	archiveTable("day_book_dealers", "book_id dealer:text hands discrepant findings open_findings payout result commission fees other",
		"day_book_dealers x WHERE x.book_id IN ("+monthBooks+")", "x.book_id, x.dealer"),
	archiveTable("day_book_pools", "book_id events contributions:money hits_paid:money hits resets:money adjustments:money transfers:money "+
		"movement:money pending:money first_seq last_seq last_after:money",
		"day_book_pools x WHERE x.book_id IN ("+monthBooks+")", "x.book_id"),
	archiveTable("day_book_settings", "id settings:text",
		"day_book_settings x WHERE x.id IN (SELECT w.settings_id FROM day_book_wagers w WHERE w.book_id IN ("+monthBooks+"))", "x.id"),
	archiveTable("report_runs", "id kind:text property_id gaming_day:day format:text trigger:text requested_by:text created_at:time "+
		"file_name:text sha256:text size anchor_id:int? seal_id:int? final_revision:int?",
		"report_runs x WHERE x.property_id = @property AND x.gaming_day >= @from AND x.gaming_day < @to", "x.id"),
}

// HandRecords reads the records of a month's hands, as stored.
var HandRecords = archiveTable("hand_records", "id table_id:text hand_number record_sha256:text record:text",
	"hands x WHERE x.property_id = @property AND x.gaming_day >= @from AND x.gaming_day < @to", "x.id")

// AuditArchive reads one audit chain's entries from @lo (excluded) to @hi
// (included) by sequence number (AuditSpans).
var AuditArchive = archiveTable("audit_entries", "id chain:text seq at:time written_on:day actor:text action:text subject:text "+
	"payload:text prev_hash:text hash:text hash_kind:text",
	"audit_entries x WHERE x.chain = @chain AND x.seq > @lo AND x.seq <= @hi", "x.seq")

// AnchorArchive reads the anchors of a month: from the first written in it
// to the last, by sequence number; AnchorHeadArchive their heads.
var (
	AnchorArchive = archiveTable("anchors", "id seq kind:text subject:text at:time prev_mac:text mac:text",
		`anchors x WHERE x.seq > COALESCE((SELECT MAX(a.seq) FROM anchors a WHERE a.at < @at_from), 0)
		   AND x.seq <= COALESCE((SELECT MAX(a.seq) FROM anchors a WHERE a.at < @at_to), 0)`, "x.seq")
	AnchorHeadArchive = archiveTable("anchor_heads", "anchor_id chain:text seq hash:text",
		`anchor_heads x WHERE x.anchor_id IN (SELECT y.id FROM anchors y
		   WHERE y.seq > COALESCE((SELECT MAX(a.seq) FROM anchors a WHERE a.at < @at_from), 0)
		     AND y.seq <= COALESCE((SELECT MAX(a.seq) FROM anchors a WHERE a.at < @at_to), 0))`, "x.anchor_id, x.chain")
)

// AuditSpan is the part of one chain a month holds: the entries after
// From up to To, by sequence number.
type AuditSpan struct {
	Chain    string
	From, To int64
}

// AuditSpans works out the entries of each audit chain a property's month
// holds: those up to the last written before the month ended, after the
// last written before it began. A chain's entries are numbered as they
// are linked, which is not always the order of the times they carry, so a
// month is cut by sequence number, never leaving an entry on the wrong
// side of a cut.
func (s *Store) AuditSpans(ctx context.Context, sc ArchiveScope) ([]AuditSpan, error) {
	bound := func(at time.Time) (map[string]int64, error) {
		var rows []struct {
			Chain string `gorm:"column:chain"`
			Seq   int64  `gorm:"column:seq"`
		}
		args := sc.args()
		args["bound"] = DayOf(at.UTC())
		err := s.conn(ctx).Raw(`SELECT e.chain, MAX(e.seq) AS seq FROM audit_entries e WHERE `+coveredChains+` AND `+writtenBefore+`
			GROUP BY e.chain`, args).Scan(&rows).Error
		out := map[string]int64{}
		for _, r := range rows {
			out[r.Chain] = r.Seq
		}
		return out, err
	}
	lo, err := bound(sc.AtFrom)
	if err != nil {
		return nil, err
	}
	hi, err := bound(sc.AtTo)
	if err != nil {
		return nil, err
	}
	var out []AuditSpan
	for chain, to := range hi {
		if to > lo[chain] {
			out = append(out, AuditSpan{Chain: chain, From: lo[chain], To: to})
		}
	}
	slices.SortFunc(out, func(a, b AuditSpan) int { return strings.Compare(a.Chain, b.Chain) })
	return out, nil
}

// ArchiveRows reads a table's rows of a month and hands each to fn, its
// values by column: nil, int64 (ColInt, ColMoney), string (ColText), Day,
// time.Time in UTC or bool. extra adds to the statement's arguments. The
// slice is reused between rows.
func (s *Store) ArchiveRows(ctx context.Context, t ArchiveTable, sc ArchiveScope, extra map[string]any, fn func(row []any) error) error {
	args := sc.args()
	for k, v := range extra {
		args[k] = v
	}
	var params []any
	if strings.Contains(t.query, "@") {
		params = append(params, args)
	}
	rows, err := s.conn(ctx).Raw(t.query, params...).Rows()
	if err != nil {
		return fmt.Errorf("%s: %w", t.Name, err)
	}
	defer rows.Close()
	raw := make([]rawValue, len(t.Columns))
	ptrs := make([]any, len(raw))
	for i := range raw {
		ptrs[i] = &raw[i]
	}
	vals := make([]any, len(raw))
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return fmt.Errorf("%s: %w", t.Name, err)
		}
		for i, c := range t.Columns {
			v, err := normalize(raw[i].v, c.Kind)
			if err != nil {
				return fmt.Errorf("%s.%s: %w", t.Name, c.Name, err)
			}
			if v == nil && !c.Null {
				return fmt.Errorf("%s.%s: NULL in a column that is never empty", t.Name, c.Name)
			}
			vals[i] = v
		}
		if err := fn(vals); err != nil {
			return err
		}
	}
	return rows.Err()
}

// ReportContent returns an archived report file's bytes.
func (s *Store) ReportContent(ctx context.Context, id int64) ([]byte, error) {
	var b []byte
	err := s.conn(ctx).Raw("SELECT content FROM report_runs WHERE id = ?", id).Row().Scan(&b)
	return b, err
}

// rawValue keeps whatever the driver gives.
type rawValue struct{ v any }

func (r *rawValue) Scan(v any) error {
	if b, ok := v.([]byte); ok {
		v = string(b)
	}
	r.v = v
	return nil
}

// sqliteTimes are the forms SQLite's driver writes times in.
var sqliteTimes = []string{"2006-01-02 15:04:05.999999999-07:00", time.RFC3339Nano, "2006-01-02 15:04:05.999999999Z07:00",
	"2006-01-02 15:04:05.999999999", "2006-01-02T15:04:05.999999999"}

// normalize turns a driver's value into the column kind's Go value.
func normalize(v any, kind ColumnKind) (any, error) {
	if v == nil {
		return nil, nil
	}
	switch kind {
	case ColInt, ColMoney:
		switch x := v.(type) {
		case int64:
			return x, nil
		case int32:
			return int64(x), nil
		case float64:
			if x == float64(int64(x)) {
				return int64(x), nil
			}
		case string:
			return strconv.ParseInt(x, 10, 64)
		}
	case ColText:
		switch x := v.(type) {
		case string:
			return x, nil
		case int64:
			return strconv.FormatInt(x, 10), nil
		}
	case ColTime:
		switch x := v.(type) {
		case time.Time:
			return x.UTC(), nil
		case string:
			for _, layout := range sqliteTimes {
				if t, err := time.Parse(layout, x); err == nil {
					return t.UTC(), nil
				}
			}
		}
	case ColDay:
		var d Day
		if err := d.Scan(v); err != nil {
			return nil, err
		}
		return d, nil
	case ColBool:
		switch x := v.(type) {
		case bool:
			return x, nil
		case int64:
			return x != 0, nil
		case string:
			return strconv.ParseBool(x)
		}
	}
	return nil, fmt.Errorf("cannot read %T %v", v, v)
}

// MaxMigration is the newest migration applied to the database: the
// schema an archive's files follow.
func (s *Store) MaxMigration(ctx context.Context) (int, error) {
	var v *int
	err := s.conn(ctx).Raw("SELECT MAX(version) FROM schema_migrations").Scan(&v).Error
	if v == nil {
		return 0, err
	}
	return *v, err
}

// Money of a value ArchiveRows read.
func MoneyOf(v any) rules.Money {
	n, _ := v.(int64)
	return rules.Money(n)
}
