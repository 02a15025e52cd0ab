package models

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"
)

// Dropping a month removes its raw records: the hands of its gaming days
// with their settlements and findings, and the audit entries written in
// it. Corrections and their approvals stay unless a foreign key to the
// hands or findings removed forbids it; progressive events always stay
// (the meters are read from them). Day books, day closes and day changes
// are never dropped.

// ErrDropRefused is wrapped by every refusal of DropMonth.
var ErrDropRefused = errors.New("the month cannot be dropped")

func refuse(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrDropRefused, fmt.Sprintf(format, args...))
}

// DropResult is what DropMonth removed.
type DropResult struct {
	Archive Archive
	// Rows removed by table.
	Rows map[string]int64
	// Partitions detached and dropped (PostgreSQL with monthly partitions).
	Partitions []string
	// Floors are where every audit chain the drop cut now starts: its
	// last entry removed.
	Floors []ChainHead
}

// RetainedUntil is the first gaming day on which a property's month may be
// dropped: its retention after the month ended.
func RetainedUntil(p Property, m Month) Day {
	years := p.RetentionYears
	if years < MinRetentionYears {
		years = DefaultRetentionYears
	}
	t := m.Next().First().Time(time.UTC).AddDate(years, 0, 0)
	return DayOf(t)
}

// DropMonth removes a property's month of raw records, in one transaction,
// once (1) an export of the month was verified, (2) the property's
// retention has passed since the month ended, (3) every day of the month is
// closed with current books, (4) every earlier month is dropped, and (5)
// the database holds exactly the rows the export counted. On PostgreSQL a
// table partitioned by month loses its month's partition (detached and
// dropped) when that partition holds exactly those rows; otherwise the rows
// are deleted, the append-only triggers set aside inside the transaction
// only. It writes an "archive.dropped" audit entry on the system chain
// naming the month, the manifest, the rows removed and where each chain
// now starts, and a chain left with no entry gets one linking on from its
// last entry removed, so that the chain goes on from there.
func (s *Store) DropMonth(ctx context.Context, propertyID int64, m Month, now time.Time, by string) (DropResult, error) {
	var res DropResult
	if s.key == nil {
		return res, ErrNoAuditKey
	}
	p, err := s.PropertyByID(ctx, propertyID)
	if err != nil {
		return res, err
	}
	today, err := p.GamingDayOf(now)
	if err != nil {
		return res, err
	}
	if until := RetainedUntil(p, m); today < until {
		return res, refuse("property %s keeps its records %d years after a month ends (retention_years): %s may be dropped from gaming day %s on",
			p.Code, p.RetentionYears, m, until)
	}
	events, err := s.Archives(ctx, p.ID, m)
	if err != nil {
		return res, err
	}
	export, err := verifiedExport(events, m)
	if err != nil {
		return res, err
	}
	detail, err := export.ParseDetail()
	if err != nil {
		return res, fmt.Errorf("archive %d: %w", export.ID, err)
	}
	problems, err := s.ArchiveReadiness(ctx, p, m, now)
	if err != nil {
		return res, err
	}
	if len(problems) > 0 {
		return res, refuse("gaming day %s %s", problems[0].Day, problems[0].What)
	}
	sc, err := ScopeOf(p, m)
	if err != nil {
		return res, err
	}
	err = s.InTx(ctx, func(ctx context.Context) error {
		// The locks every audit writer takes first, before the tables'.
		if err := s.Lock(ctx, "audit:anchors"); err != nil {
			return err
		}
		if err := s.Lock(ctx, "archive:drop"); err != nil {
			return err
		}
		if err := s.checkDropOrder(ctx, sc); err != nil {
			return err
		}
		plan, err := s.planDrop(ctx, sc, detail)
		if err != nil {
			return err
		}
		chains := []string{SystemChain}
		for _, f := range plan.floors {
			chains = append(chains, f.Chain)
		}
		slices.Sort(chains)
		for _, c := range slices.Compact(chains) {
			if err := s.Lock(ctx, "audit:"+c); err != nil {
				return err
			}
		}
		recordFloors, err := s.droppedRecordFloors(ctx, plan.spans)
		if err != nil {
			return err
		}
		if err := s.removeRows(ctx, sc, plan, &res); err != nil {
			return err
		}
		floors, err := s.continueChains(ctx, plan.floors, m, export, now)
		if err != nil {
			return err
		}
		res.Floors = plan.floors
		res.Rows = plan.rows
		b, err := json.Marshal(ArchiveDetail{Rows: plan.rows, Partitions: res.Partitions})
		if err != nil {
			return err
		}
		res.Archive = Archive{PropertyID: p.ID, Month: m, Event: ArchiveDropped, Directory: export.Directory,
			ManifestSHA256: export.ManifestSHA256, At: now.UTC().Truncate(time.Microsecond), Actor: by, Detail: string(b)}
		if err := s.conn(ctx).Create(&res.Archive).Error; err != nil {
			return err
		}
		return s.Audit(ctx, res.Archive.At, AuditEvent{Chain: SystemChain, Actor: by, Action: "archive.dropped",
			Subject: fmt.Sprintf("archive:%s/%s", p.Code, m),
			Detail: droppedDetail{ArchiveID: res.Archive.ID, Month: m, ManifestSHA256: export.ManifestSHA256,
				Directory: export.Directory, Rows: plan.rows, Partitions: res.Partitions, Floors: floors,
				RecordFloors: recordFloors}})
	})
	if err != nil {
		return DropResult{}, err
	}
	return res, nil
}

// droppedDetail is the detail of an "archive.dropped" audit entry. Floors
// are, for every chain any drop has cut so far, its last entry removed:
// VerifyAudit checks each chain from there.
type droppedDetail struct {
	ArchiveID      int64            `json:"archive_id"`
	Month          Month            `json:"month"`
	ManifestSHA256 string           `json:"manifest_sha256"`
	Directory      string           `json:"directory"`
	Rows           map[string]int64 `json:"rows"`
	Partitions     []string         `json:"partitions,omitempty"`
	Floors         []ChainHead      `json:"floors"`
	// RecordFloors are, for every hashed table (docs/audit.md), the last
	// row id an entry removed by any drop so far named: a row at or below
	// it that no entry left names has its evidence in an archive.
	RecordFloors map[string]int64 `json:"record_floors,omitempty"`
}

// verifiedExport finds the month's latest export that a later verification
// of the same manifest passed, unless the month was dropped.
func verifiedExport(events []Archive, m Month) (Archive, error) {
	var export *Archive
	verified := false
	for i, a := range events {
		switch a.Event {
		case ArchiveDropped:
			return Archive{}, refuse("%s was dropped already, on %s (manifest SHA-256 %s)", m, a.At.UTC().Format(time.DateOnly), a.ManifestSHA256)
		case ArchiveExported:
			export, verified = &events[i], false
		case ArchiveVerified:
			if export != nil && a.ManifestSHA256 == export.ManifestSHA256 {
				verified = true
			}
		}
	}
	switch {
	case export == nil:
		return Archive{}, refuse("%s has not been exported: run casinoctl archive export --month %s DIR, then casinoctl archive verify --database DIR", m, m)
	case !verified:
		return Archive{}, refuse("the export of %s to %s (manifest SHA-256 %s) has not been verified: run casinoctl archive verify --database %s",
			m, export.Directory, export.ManifestSHA256, export.Directory)
	}
	return *export, nil
}

// checkDropOrder refuses a month while records of an earlier one remain:
// months are dropped oldest first, so that each audit chain loses only its
// oldest entries.
func (s *Store) checkDropOrder(ctx context.Context, sc ArchiveScope) error {
	var day []Day
	if err := s.conn(ctx).Raw("SELECT gaming_day FROM hands WHERE property_id = ? AND gaming_day < ? ORDER BY gaming_day LIMIT 1",
		sc.Property.ID, sc.From).Scan(&day).Error; err != nil {
		return err
	}
	if len(day) > 0 {
		return refuse("the hands of gaming day %s are still kept: drop %s first (months are dropped oldest first)", day[0], MonthOf(day[0]))
	}
	args := sc.args()
	args["bound"] = DayOf(sc.AtFrom.UTC())
	var at []time.Time
	if err := s.conn(ctx).Raw("SELECT e.at FROM audit_entries e WHERE "+coveredChains+" AND "+writtenBefore+" ORDER BY e.at LIMIT 1", args).
		Scan(&at).Error; err != nil {
		return err
	}
	if len(at) > 0 {
		first := Month(at[0].UTC().Format("2006-01"))
		return refuse("audit entries written in %s (UTC) are still kept: export, verify and drop %s first (months are dropped oldest first)", first, first)
	}
	return nil
}

// dropPlan is what a drop removes.
type dropPlan struct {
	// corrections is set when corrections and approvals go too, because a
	// foreign key ties them to the hands or findings removed.
	corrections bool
	spans       []AuditSpan
	floors      []ChainHead
	rows        map[string]int64
}

// The rows a drop removes, by table.
const (
	dropApprovals   = `correction_approvals WHERE correction_id IN (SELECT mc.id FROM corrections mc WHERE mc.hand_id IN (` + monthHands + `))`
	dropCorrections = `corrections WHERE hand_id IN (` + monthHands + `)`
	dropSettlements = `settlements WHERE gaming_day >= @from AND gaming_day < @to AND hand_id IN (` + monthHands + `)`
	dropFindings    = `findings WHERE gaming_day >= @from AND gaming_day < @to AND hand_id IN (` + monthHands + `)`
	dropHands       = `hands WHERE property_id = @property AND gaming_day >= @from AND gaming_day < @to`
)

// planDrop counts what the drop removes and checks it against what the
// export counted, and refuses when a foreign key would keep rows that
// must stay from losing what they name.
func (s *Store) planDrop(ctx context.Context, sc ArchiveScope, export ArchiveDetail) (dropPlan, error) {
	plan := dropPlan{rows: map[string]int64{}}
	args := sc.args()
	count := func(from string) (int64, error) {
		var n int64
		err := s.conn(ctx).Raw("SELECT COUNT(*) FROM "+from, args).Scan(&n).Error
		return n, err
	}
	eventsFK, err := s.foreignKey(ctx, "progressive_events", "hands")
	if err != nil {
		return plan, err
	}
	if eventsFK {
		n, err := count("progressive_events WHERE hand_id IN (" + monthHands + ")")
		if err != nil {
			return plan, err
		}
		if n > 0 {
			return plan, refuse("%d progressive events of the month's pools name its hands, and the foreign key progressive_events.hand_id → hands keeps those hands: "+
				"the events stay (the meters are read from them), so the hands cannot go while that constraint stands", n)
		}
	}
	for _, ref := range []string{"hands", "findings"} {
		fk, err := s.foreignKey(ctx, "corrections", ref)
		if err != nil {
			return plan, err
		}
		plan.corrections = plan.corrections || fk
	}
	tables := []struct{ name, from string }{{"settlements", dropSettlements}, {"findings", dropFindings}, {"hands", dropHands}}
	if plan.corrections {
		tables = append([]struct{ name, from string }{{"correction_approvals", dropApprovals}, {"corrections", dropCorrections}}, tables...)
	}
	for _, t := range tables {
		n, err := count(t.from)
		if err != nil {
			return plan, err
		}
		plan.rows[t.name] = n
	}
	if plan.spans, err = s.AuditSpans(ctx, sc); err != nil {
		return plan, err
	}
	exported := map[string]ChainSpan{}
	for _, c := range export.Chains {
		exported[c.Chain] = c
	}
	for _, sp := range plan.spans {
		var last []ChainHead
		if err := s.conn(ctx).Model(&AuditEntry{}).Select("chain, seq, hash").Where("chain = ? AND seq = ?", sp.Chain, sp.To).
			Scan(&last).Error; err != nil {
			return plan, err
		}
		var n int64
		if err := s.conn(ctx).Model(&AuditEntry{}).Where("chain = ? AND seq > ? AND seq <= ?", sp.Chain, sp.From, sp.To).
			Count(&n).Error; err != nil {
			return plan, err
		}
		e, ok := exported[sp.Chain]
		switch {
		case len(last) == 0:
			return plan, refuse("audit chain %s has no entry %d", sp.Chain, sp.To)
		case !ok || e.LastSeq != sp.To || e.LastHash != last[0].Hash || e.Entries != n:
			return plan, refuse("audit chain %s holds entries %d to %d (%d entries) in the month, which the export does not hold as such: export the month again",
				sp.Chain, sp.From+1, sp.To, n)
		}
		plan.floors = append(plan.floors, last[0])
		plan.rows["audit_entries"] += n
		delete(exported, sp.Chain)
	}
	if len(exported) > 0 {
		chains := slices.Sorted(maps.Keys(exported))
		return plan, refuse("the export holds entries of audit chain %s that the database does not hold in the month: export the month again", chains[0])
	}
	file := map[string]string{"audit_entries": "audit_entries.csv"}
	for name, n := range plan.rows {
		f := file[name]
		if f == "" {
			f = name + ".csv"
		}
		if got, ok := export.Rows[f]; !ok || got != n {
			return plan, refuse("the database holds %d rows of %s of the month and the export %d: export the month again", n, name, got)
		}
	}
	return plan, nil
}

// foreignKey reports whether a foreign key of table from refers to table
// to.
func (s *Store) foreignKey(ctx context.Context, from, to string) (bool, error) {
	var n int64
	var err error
	if s.dialect == Postgres {
		err = s.conn(ctx).Raw(`SELECT COUNT(*) FROM pg_constraint WHERE contype = 'f' AND conrelid = CAST(? AS regclass)
			AND confrelid = CAST(? AS regclass)`, from, to).Scan(&n).Error
	} else {
		err = s.conn(ctx).Raw(`SELECT COUNT(*) FROM pragma_foreign_key_list(?) WHERE "table" = ?`, from, to).Scan(&n).Error
	}
	return n > 0, err
}

// removeRows removes the plan's rows, table by table.
func (s *Store) removeRows(ctx context.Context, sc ArchiveScope, plan dropPlan, res *DropResult) error {
	steps := []struct{ table, where string }{
		{"settlements", strings.TrimPrefix(dropSettlements, "settlements ")},
		{"findings", strings.TrimPrefix(dropFindings, "findings ")},
		{"hands", strings.TrimPrefix(dropHands, "hands ")},
	}
	if plan.corrections {
		steps = append([]struct{ table, where string }{
			{"correction_approvals", strings.TrimPrefix(dropApprovals, "correction_approvals ")},
			{"corrections", strings.TrimPrefix(dropCorrections, "corrections ")},
		}, steps...)
	}
	args := sc.args()
	for _, st := range steps {
		done, err := s.dropPartition(ctx, st.table, sc.Month, plan.rows[st.table])
		if err != nil {
			return err
		}
		if done {
			res.Partitions = append(res.Partitions, partitionName(st.table, sc.Month))
			continue
		}
		if err := s.withoutAppendOnly(ctx, st.table, func() error {
			return s.conn(ctx).Exec("DELETE FROM "+st.table+" "+st.where, args).Error
		}); err != nil {
			return fmt.Errorf("drop %s: %w", st.table, err)
		}
	}
	var total int64
	for _, sp := range plan.spans {
		total += sp.To - sp.From
	}
	done, err := s.dropPartition(ctx, "audit_entries", sc.Month, plan.rows["audit_entries"])
	if err != nil || done {
		if done {
			res.Partitions = append(res.Partitions, partitionName("audit_entries", sc.Month))
		}
		return err
	}
	return s.withoutAppendOnly(ctx, "audit_entries", func() error {
		for _, sp := range plan.spans {
			if err := s.conn(ctx).Exec("DELETE FROM audit_entries WHERE chain = ? AND seq > ? AND seq <= ?", sp.Chain, sp.From, sp.To).Error; err != nil {
				return fmt.Errorf("drop audit entries of %s: %w", sp.Chain, err)
			}
		}
		return nil
	})
}

// partitionName is a table's partition of a month on PostgreSQL:
// hands_p202611.
func partitionName(table string, m Month) string {
	return table + "_p" + strings.ReplaceAll(string(m), "-", "")
}

// dropPartition detaches and drops a table's partition of the month when
// the table is partitioned, has it, and it holds exactly the rows the drop
// removes (want); otherwise it does nothing and reports false.
func (s *Store) dropPartition(ctx context.Context, table string, m Month, want int64) (bool, error) {
	if s.dialect != Postgres {
		return false, nil
	}
	name := partitionName(table, m)
	var n int64
	if err := s.conn(ctx).Raw(`SELECT COUNT(*) FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
		WHERE i.inhparent = CAST(? AS regclass) AND c.relname = ?`, table, name).Scan(&n).Error; err != nil || n == 0 {
		return false, err
	}
	var rows int64
	if err := s.conn(ctx).Raw("SELECT COUNT(*) FROM " + quoteIdent(name)).Scan(&rows).Error; err != nil {
		return false, err
	}
	if rows != want {
		return false, nil // it holds rows of another property, or fewer: delete the month's rows instead
	}
	if err := s.conn(ctx).Exec("ALTER TABLE " + quoteIdent(table) + " DETACH PARTITION " + quoteIdent(name)).Error; err != nil {
		return false, fmt.Errorf("detach %s: %w", name, err)
	}
	if err := s.conn(ctx).Exec("DROP TABLE " + quoteIdent(name)).Error; err != nil {
		return false, fmt.Errorf("drop %s: %w", name, err)
	}
	return true, nil
}

func quoteIdent(name string) string { return `"` + strings.ReplaceAll(name, `"`, `""`) + `"` }

// withoutAppendOnly runs fn with a table's append-only delete triggers set
// aside, inside the transaction in ctx, and puts them back before it ends.
//
// On PostgreSQL: ALTER TABLE ... DISABLE TRIGGER names only the
// append-only triggers (those that run refuse_change on DELETE), so the
// foreign keys' own triggers still check every row removed, and the change
// is part of the transaction: no other session ever sees the table without
// its triggers, and a failure puts them back. The price is the ACCESS
// EXCLUSIVE lock ALTER TABLE takes until the transaction ends: writers of
// the table wait for the drop. SET LOCAL session_replication_role =
// replica would take no such lock, but it needs a superuser and turns off
// the foreign keys' triggers too, so a row that still names a hand would
// be left pointing at nothing.
//
// On SQLite: the delete triggers are dropped and created again from their
// own text (sqlite_schema) inside the transaction, which SQLite applies
// or rolls back as a whole.
func (s *Store) withoutAppendOnly(ctx context.Context, table string, fn func() error) error {
	if s.dialect == Postgres {
		var names []string
		if err := s.conn(ctx).Raw(`SELECT t.tgname FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
			WHERE t.tgrelid = CAST(? AS regclass) AND NOT t.tgisinternal AND p.proname = 'refuse_change' AND (t.tgtype & 8) <> 0
			ORDER BY t.tgname`, table).Scan(&names).Error; err != nil {
			return err
		}
		for _, n := range names {
			if err := s.conn(ctx).Exec("ALTER TABLE " + quoteIdent(table) + " DISABLE TRIGGER " + quoteIdent(n)).Error; err != nil {
				return err
			}
		}
		if err := fn(); err != nil {
			return err
		}
		for _, n := range names {
			if err := s.conn(ctx).Exec("ALTER TABLE " + quoteIdent(table) + " ENABLE TRIGGER " + quoteIdent(n)).Error; err != nil {
				return err
			}
		}
		return nil
	}
	var triggers []struct {
		Name string `gorm:"column:name"`
		SQL  string `gorm:"column:sql"`
	}
	if err := s.conn(ctx).Raw(`SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' AND tbl_name = ?
		AND upper(sql) LIKE '%BEFORE DELETE%' ORDER BY name`, table).Scan(&triggers).Error; err != nil {
		return err
	}
	for _, t := range triggers {
		if err := s.conn(ctx).Exec("DROP TRIGGER " + quoteIdent(t.Name)).Error; err != nil {
			return err
		}
	}
	if err := fn(); err != nil {
		return err
	}
	for _, t := range triggers {
		if err := s.conn(ctx).Exec(t.SQL).Error; err != nil {
			return fmt.Errorf("restore trigger %s: %w", t.Name, err)
		}
	}
	return nil
}

// continueChains writes, for each chain the drop left with no entry, an
// entry linked to its last entry removed, so that the chain's next writer
// goes on from there rather than from 1. It returns the floors of every
// chain any drop has cut: those of the last "archive.dropped" entry,
// updated with this drop's.
func (s *Store) continueChains(ctx context.Context, floors []ChainHead, m Month, export Archive, now time.Time) ([]ChainHead, error) {
	at := now.UTC().Truncate(time.Microsecond)
	for _, f := range floors {
		var left int64
		if err := s.conn(ctx).Model(&AuditEntry{}).Where("chain = ?", f.Chain).Count(&left).Error; err != nil {
			return nil, err
		}
		if left > 0 {
			continue
		}
		ev := AuditEvent{Chain: f.Chain, Actor: "system:archive", Action: "archive.chain_continued", Subject: f.Chain,
			Detail: map[string]any{"month": m, "manifest_sha256": export.ManifestSHA256, "after_seq": f.Seq}}
		payload, err := ev.payload(at)
		if err != nil {
			return nil, err
		}
		seq := f.Seq + 1
		e := AuditEntry{Chain: f.Chain, Seq: seq, At: at, Actor: ev.Actor, Action: ev.Action, Subject: ev.Subject,
			Payload: payload, PrevHash: f.Hash, Hash: entryMAC(s.key, seq, f.Hash, payload), HashKind: HashHMAC,
			WrittenOn: DayOf(at)}
		if err := s.conn(ctx).Create(&e).Error; err != nil {
			return nil, err
		}
		s.heads.Delete(f.Chain)
	}
	prev, err := s.ArchiveFloors(ctx)
	if err != nil {
		return nil, err
	}
	byChain := map[string]ChainHead{}
	for _, f := range append(prev, floors...) {
		if f.Seq > byChain[f.Chain].Seq {
			byChain[f.Chain] = f
		}
	}
	out := make([]ChainHead, 0, len(byChain))
	for _, f := range byChain {
		out = append(out, f)
	}
	slices.SortFunc(out, func(a, b ChainHead) int { return strings.Compare(a.Chain, b.Chain) })
	return out, nil
}

// ArchiveFloors returns where each audit chain cut by a drop now starts
// (its last entry removed), as the newest "archive.dropped" entry of the
// system chain records them; none when no month was dropped.
func (s *Store) ArchiveFloors(ctx context.Context) ([]ChainHead, error) {
	var last []AuditEntry
	if err := s.conn(ctx).Where("chain = ? AND action = ?", SystemChain, "archive.dropped").Order("seq DESC").Limit(1).
		Find(&last).Error; err != nil || len(last) == 0 {
		return nil, err
	}
	return floorsOf(last[0])
}

// floorsOf reads the floors an "archive.dropped" entry records.
func floorsOf(e AuditEntry) ([]ChainHead, error) {
	var p struct {
		Detail droppedDetail `json:"detail"`
	}
	if err := json.Unmarshal([]byte(e.Payload), &p); err != nil {
		return nil, fmt.Errorf("audit entry %d (archive.dropped): %w", e.ID, err)
	}
	return p.Detail.Floors, nil
}

// droppedRecordFloors is the last row id of each hashed table that the
// entries of spans name, or that an earlier drop recorded: the rows whose
// evidence leaves the database with them. A hand's entry names it by key,
// and the hand goes with it, so hands' entries are not read.
func (s *Store) droppedRecordFloors(ctx context.Context, spans []AuditSpan) (map[string]int64, error) {
	out := map[string]int64{}
	var last []AuditEntry
	if err := s.conn(ctx).Where("chain = ? AND action = ?", SystemChain, "archive.dropped").Order("seq DESC").Limit(1).
		Find(&last).Error; err != nil {
		return nil, err
	}
	if len(last) > 0 {
		var p struct {
			Detail droppedDetail `json:"detail"`
		}
		if err := json.Unmarshal([]byte(last[0].Payload), &p); err != nil {
			return nil, fmt.Errorf("audit entry %d (archive.dropped): %w", last[0].ID, err)
		}
		maps.Copy(out, p.Detail.RecordFloors)
	}
	for _, sp := range spans {
		var payloads []string
		if err := s.conn(ctx).Model(&AuditEntry{}).Where("chain = ? AND seq > ? AND seq <= ? AND action <> ? AND payload LIKE ?",
			sp.Chain, sp.From, sp.To, "hand.recorded", `%"records":%`).Pluck("payload", &payloads).Error; err != nil {
			return nil, err
		}
		for _, pl := range payloads {
			var p auditPayload
			if err := json.Unmarshal([]byte(pl), &p); err != nil {
				return nil, err
			}
			for _, r := range p.Records {
				if r.ID > out[r.Table] {
					out[r.Table] = r.ID
				}
			}
		}
	}
	return out, nil
}

// archivedRecordFloors are the RecordFloors the newest "archive.dropped"
// entry records; none when no month was dropped.
func (s *Store) archivedRecordFloors(ctx context.Context) (map[string]int64, error) {
	var last []AuditEntry
	if err := s.conn(ctx).Where("chain = ? AND action = ?", SystemChain, "archive.dropped").Order("seq DESC").Limit(1).
		Find(&last).Error; err != nil || len(last) == 0 {
		return map[string]int64{}, err
	}
	var p struct {
		Detail droppedDetail `json:"detail"`
	}
	if err := json.Unmarshal([]byte(last[0].Payload), &p); err != nil {
		return nil, fmt.Errorf("audit entry %d (archive.dropped): %w", last[0].ID, err)
	}
	if p.Detail.RecordFloors == nil {
		return map[string]int64{}, nil
	}
	return p.Detail.RecordFloors, nil
}
