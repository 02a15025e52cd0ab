package models

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/tablegames/casino/canonjson"
	"github.com/tablegames/casino/rules"
)

// RecordReport is what checking every append-only row against its audit
// entry found.
type RecordReport struct {
	Tables []TableRecords `json:"tables"`
	// Problems are the rows edited, deleted, or present without an entry,
	// at most MaxRecordProblems of them; Truncated says more were found.
	Problems  []RecordProblem `json:"problems"`
	Truncated bool            `json:"truncated,omitempty"`
}

// TableRecords counts one table's rows: those checked against their
// entry's hash, and those written before record hashes (at or below the
// table's last id at migration 0018), which have none.
type TableRecords struct {
	Table  string `json:"table"`
	Rows   int64  `json:"rows"`
	Hashed int64  `json:"hashed"`
	Legacy int64  `json:"legacy"`
	// Archived counts rows whose entries went with a month archived and
	// dropped: their evidence is in the archive (docs/operations.md).
	Archived int64 `json:"archived,omitempty"`
}

// Record problems.
const (
	RecordEdited     = "edited"
	RecordDeleted    = "deleted"
	RecordUnrecorded = "unrecorded"
)

// RecordProblem names one row that does not match its evidence.
type RecordProblem struct {
	Table string `json:"table"`
	// ID is the row's id (0 for a deleted hand, which is named by Key).
	ID int64 `json:"id,omitempty"`
	// Key names a hand: TABLE/NUMBER.
	Key     string `json:"key,omitempty"`
	Problem string `json:"problem"`
	// Entry is the audit entry that recorded the row (0: none).
	Entry  int64  `json:"entry,omitempty"`
	Reason string `json:"reason"`
}

// MaxRecordProblems bounds the problems a report lists.
const MaxRecordProblems = 1000

// recordEvidence is what the verified audit entries record of rows.
type recordEvidence struct {
	byID  map[string]map[int64]evidence // table -> id -> evidence
	hands map[string]evidence           // TABLE/NUMBER -> evidence
}

type evidence struct {
	hash  [32]byte
	entry int64
	day   Day
	seen  bool
}

func newRecordEvidence() *recordEvidence {
	return &recordEvidence{byID: map[string]map[int64]evidence{}, hands: map[string]evidence{}}
}

// add keeps what a verified entry records.
func (ev *recordEvidence) add(entry int64, refs []RecordRef) {
	for _, r := range refs {
		e := evidence{entry: entry, day: r.Day}
		if b, err := hex.DecodeString(r.Hash); err == nil && len(b) == 32 && r.V == RecordHashV1 {
			copy(e.hash[:], b)
		}
		if r.Table == "hands" {
			ev.hands[r.Key] = e
			continue
		}
		m := ev.byID[r.Table]
		if m == nil {
			m = map[int64]evidence{}
			ev.byID[r.Table] = m
		}
		m[r.ID] = e
	}
}

// hashedModels are the models of the hashed tables, in the order they are
// checked.
var hashedModels = []struct {
	table string
	model any
	batch int
}{
	{"corrections", Correction{}, 2000}, {"correction_approvals", CorrectionApproval{}, 2000},
	{"cage_slips", CageSlip{}, 2000}, {"cage_slip_verifications", CageSlipVerification{}, 2000},
	{"cage_slip_voids", CageSlipVoid{}, 2000}, {"table_inventories", TableInventory{}, 2000},
	{"drop_counts", DropCount{}, 2000}, {"day_signoffs", DaySignOff{}, 2000}, {"day_reviews", DayReview{}, 2000},
	{"seat_events", SeatEvent{}, 2000}, {"timed_collections", TimedCollection{}, 2000},
	{"progressive_events", PoolEvent{}, 2000}, {"meter_readings", MeterReading{}, 2000},
	{"flag_explanations", FlagExplanation{}, 2000},
	// Report files hold their content: fewer at a time.
	{"report_runs", ReportRun{}, 20},
}

// recordFloors reads each table's last id before record hashes.
func (s *Store) recordFloors(ctx context.Context) (map[string]int64, error) {
	var rows []recordHashFloor
	if err := s.conn(ctx).Find(&rows).Error; err != nil {
		return nil, err
	}
	out := make(map[string]int64, len(rows))
	for _, r := range rows {
		out[r.Table] = r.LastID
	}
	return out, nil
}

// recordHashFloor is a table's last id at migration 0018.
type recordHashFloor struct {
	Table  string `gorm:"column:table_name;primaryKey"`
	LastID int64  `gorm:"column:last_id"`
}

func (recordHashFloor) TableName() string { return "record_hash_floors" }

// verifyRecords reads every hashed table in id order and holds each row
// against the evidence: a row whose hash differs was edited, a row no
// entry names and above its table's floor was inserted, and evidence no
// row matched names a row deleted (unless its month was archived and
// dropped).
func (s *Store) verifyRecords(ctx context.Context, ev *recordEvidence) (RecordReport, error) {
	rep := RecordReport{Tables: []TableRecords{}, Problems: []RecordProblem{}}
	floors, err := s.recordFloors(ctx)
	if err != nil {
		return rep, err
	}
	dropped, err := s.droppedMonths(ctx)
	if err != nil {
		return rep, err
	}
	archived, err := s.archivedRecordFloors(ctx)
	if err != nil {
		return rep, err
	}
	add := func(p RecordProblem) {
		if len(rep.Problems) == MaxRecordProblems {
			rep.Truncated = true
			return
		}
		rep.Problems = append(rep.Problems, p)
	}
	tr, err := s.verifyHands(ctx, ev, floors["hands"], add)
	if err != nil {
		return rep, err
	}
	rep.Tables = append(rep.Tables, tr)
	for k, e := range ev.hands {
		if !e.seen && !(e.day != "" && dropped[MonthOf(e.day)]) {
			add(RecordProblem{Table: "hands", Key: k, Problem: RecordDeleted, Entry: e.entry,
				Reason: fmt.Sprintf("hand %s, which entry %d recorded, is missing: it was deleted", k, e.entry)})
		}
	}
	for _, hm := range hashedModels {
		tr, err := s.verifyTable(ctx, hm.table, reflect.TypeOf(hm.model), hm.batch, ev.byID[hm.table], floors[hm.table],
			archived[hm.table], add)
		if err != nil {
			return rep, err
		}
		rep.Tables = append(rep.Tables, tr)
		var gone map[int64]bool
		if hm.table == "correction_approvals" && len(dropped) > 0 {
			if gone, err = s.approvalsDropped(ctx, ev, dropped, archived["corrections"]); err != nil {
				return rep, err
			}
		}
		for id, e := range ev.byID[hm.table] {
			if !e.seen && !(e.day != "" && dropped[MonthOf(e.day)]) && !gone[id] {
				add(RecordProblem{Table: hm.table, ID: id, Problem: RecordDeleted, Entry: e.entry,
					Reason: fmt.Sprintf("%s %d, which entry %d recorded, is missing: it was deleted", hm.table, id, e.entry)})
			}
		}
	}
	slices.SortFunc(rep.Problems, func(a, b RecordProblem) int {
		if c := strings.Compare(a.Table, b.Table); c != 0 {
			return c
		}
		if c := strings.Compare(a.Key, b.Key); c != 0 {
			return c
		}
		return int(a.ID - b.ID)
	})
	if err := s.explainEdits(ctx, rep.Problems); err != nil {
		return rep, err
	}
	return rep, nil
}

// droppedMonths are the months whose raw records were archived and dropped
// for some property.
func (s *Store) droppedMonths(ctx context.Context) (map[Month]bool, error) {
	var months []Month
	if err := s.conn(ctx).Model(&Archive{}).Where("event = ?", ArchiveDropped).Distinct("month").Pluck("month", &months).Error; err != nil {
		return nil, err
	}
	out := map[Month]bool{}
	for _, m := range months {
		out[m] = true
	}
	return out, nil
}

// verifyTable checks one table's rows in id order, a batch at a time.
func (s *Store) verifyTable(ctx context.Context, table string, t reflect.Type, batch int, ev map[int64]evidence, floor, archived int64,
	add func(RecordProblem)) (TableRecords, error) {
	tr := TableRecords{Table: table}
	var last int64
	for {
		rows := reflect.New(reflect.SliceOf(t))
		if err := s.conn(ctx).Table(table).Where("id > ?", last).Order("id").Limit(batch).Find(rows.Interface()).Error; err != nil {
			return tr, fmt.Errorf("verify %s: %w", table, err)
		}
		n := rows.Elem().Len()
		for i := range n {
			row := rows.Elem().Index(i)
			ms, err := rowMembers(row, nil)
			if err != nil {
				return tr, err
			}
			var id int64
			for _, m := range ms {
				if m.Name == "id" {
					id, _ = m.Value.(int64)
				}
			}
			last = id
			tr.Rows++
			e, ok := ev[id]
			if !ok {
				if id <= floor {
					tr.Legacy++
					continue
				}
				if id <= archived {
					tr.Archived++
					continue
				}
				add(RecordProblem{Table: table, ID: id, Problem: RecordUnrecorded,
					Reason: fmt.Sprintf("%s %d is named by no audit entry: it was inserted", table, id)})
				continue
			}
			e.seen = true
			ev[id] = e
			tr.Hashed++
			if sum, err := hashMembers(ms); err != nil {
				return tr, err
			} else if sum != e.hash {
				add(RecordProblem{Table: table, ID: id, Problem: RecordEdited, Entry: e.entry,
					Reason: fmt.Sprintf("its content hash differs from the one entry %d recorded: it was edited", e.entry)})
			}
		}
		if n < batch {
			return tr, nil
		}
	}
}

func hashMembers(ms []canonjson.Member) ([32]byte, error) {
	b, err := canonjson.AppendObject(nil, ms)
	if err != nil {
		return [32]byte{}, err
	}
	return sha256Sum(b), nil
}

// verifyHands checks hands, a batch at a time in id order, each with its
// settlements and findings, read for the batch's range of hand ids.
func (s *Store) verifyHands(ctx context.Context, ev *recordEvidence, floor int64, add func(RecordProblem)) (TableRecords, error) {
	const batch = 1000
	tr := TableRecords{Table: "hands"}
	var last int64
	for {
		var hands []Hand
		if err := s.conn(ctx).Where("id > ?", last).Order("id").Limit(batch).Find(&hands).Error; err != nil {
			return tr, fmt.Errorf("verify hands: %w", err)
		}
		if len(hands) == 0 {
			return tr, nil
		}
		first, lastID := hands[0].ID, hands[len(hands)-1].ID
		var settlements []Settlement
		if err := s.conn(ctx).Where("hand_id BETWEEN ? AND ?", first, lastID).Order("hand_id, id").Find(&settlements).Error; err != nil {
			return tr, fmt.Errorf("verify settlements: %w", err)
		}
		var findings []Finding
		if err := s.conn(ctx).Where("hand_id BETWEEN ? AND ?", first, lastID).Order("hand_id, id").Find(&findings).Error; err != nil {
			return tr, fmt.Errorf("verify findings: %w", err)
		}
		for i := range hands {
			h := &hands[i]
			for len(settlements) > 0 && settlements[0].HandID <= h.ID {
				if settlements[0].HandID == h.ID {
					h.Settlements = append(h.Settlements, settlements[0])
				}
				settlements = settlements[1:]
			}
			for len(findings) > 0 && findings[0].HandID <= h.ID {
				if findings[0].HandID == h.ID {
					h.Findings = append(h.Findings, findings[0])
				}
				findings = findings[1:]
			}
			tr.Rows++
			key := HandKeyString(h.TableID, h.HandNumber)
			e, ok := ev.hands[key]
			if !ok {
				if h.ID <= floor {
					tr.Legacy++
					continue
				}
				add(RecordProblem{Table: "hands", ID: h.ID, Key: key, Problem: RecordUnrecorded,
					Reason: fmt.Sprintf("hand %s is named by no audit entry: it was inserted", key)})
				continue
			}
			e.seen = true
			ev.hands[key] = e
			tr.Hashed++
			b, err := handJSON(h)
			if err != nil {
				return tr, err
			}
			if sha256Sum(b) != e.hash {
				add(RecordProblem{Table: "hands", ID: h.ID, Key: key, Problem: RecordEdited, Entry: e.entry,
					Reason: fmt.Sprintf("its content hash, with its settlements and findings, differs from the one entry %d recorded: it was edited", e.entry)})
			}
		}
		last = lastID
	}
}

// explainEdits adds to each edited row's reason what its entry's detail
// says it held, where the detail names a column (a hand's verdict, a
// correction's note or adjustment, a count's amount): the entries of the
// edited rows are read in one statement.
func (s *Store) explainEdits(ctx context.Context, problems []RecordProblem) error {
	var ids []int64
	for _, p := range problems {
		if p.Problem == RecordEdited {
			ids = append(ids, p.Entry)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	var entries []AuditEntry
	if err := s.conn(ctx).Where("id IN ?", ids).Find(&entries).Error; err != nil {
		return err
	}
	details := map[int64]map[string]json.RawMessage{}
	for _, e := range entries {
		var p struct {
			Detail map[string]json.RawMessage `json:"detail"`
		}
		if json.Unmarshal([]byte(e.Payload), &p) == nil {
			details[e.ID] = p.Detail
		}
	}
	for i := range problems {
		p := &problems[i]
		if p.Problem != RecordEdited || details[p.Entry] == nil {
			continue
		}
		diffs, err := s.columnDiffs(ctx, *p, details[p.Entry])
		if err != nil {
			return err
		}
		if len(diffs) > 0 {
			p.Reason += ": " + strings.Join(diffs, "; ")
		}
	}
	return nil
}

// columnDiffs compares a row's columns with the same-named values of its
// entry's detail.
func (s *Store) columnDiffs(ctx context.Context, p RecordProblem, detail map[string]json.RawMessage) ([]string, error) {
	var ms []canonjson.Member
	var findings int
	if p.Table == "hands" {
		var h Hand
		if err := s.conn(ctx).Where("id = ?", p.ID).Take(&h).Error; err != nil {
			return nil, notFound(err)
		}
		var n int64
		if err := s.conn(ctx).Model(&Finding{}).Where("hand_id = ?", p.ID).Count(&n).Error; err != nil {
			return nil, err
		}
		findings = int(n)
		var err error
		if ms, err = rowMembers(reflect.ValueOf(h), handSkip); err != nil {
			return nil, err
		}
	} else {
		for _, hm := range hashedModels {
			if hm.table != p.Table {
				continue
			}
			row := reflect.New(reflect.TypeOf(hm.model))
			if err := s.conn(ctx).Table(p.Table).Where("id = ?", p.ID).Take(row.Interface()).Error; err != nil {
				return nil, notFound(err)
			}
			var err error
			if ms, err = rowMembers(row.Elem(), nil); err != nil {
				return nil, err
			}
		}
	}
	var diffs []string
	if raw, ok := detail["findings"]; ok && p.Table == "hands" {
		var was int
		if json.Unmarshal(raw, &was) == nil && was != findings {
			diffs = append(diffs, fmt.Sprintf("findings: %d recorded, %d now", was, findings))
		}
	}
	for _, m := range ms {
		raw, ok := detail[m.Name]
		if !ok {
			continue
		}
		was, err := canonjson.Canonicalize(nil, raw)
		if err != nil {
			continue
		}
		now, err := canonjson.AppendObject(nil, []canonjson.Member{{Name: "v", Value: m.Value}})
		if err != nil {
			continue
		}
		now = bytes.TrimSuffix(bytes.TrimPrefix(now, []byte(`{"v":`)), []byte("}"))
		if jsonKind(was) != jsonKind(now) {
			n, isInt := m.Value.(int64)
			if !isInt || jsonKind(was) != '"' {
				// Written another way in the detail (a list of chips
				// for the column's JSON text): not comparable.
				continue
			}
			// Money in a detail is written as a decimal string.
			now, _ = json.Marshal(rules.Money(n))
		}
		if !bytes.Equal(was, now) {
			diffs = append(diffs, fmt.Sprintf("%s: %s recorded, %s now", m.Name, was, now))
		}
	}
	return diffs, nil
}

// jsonKind classes a JSON value by its first byte: '"' a string, '{' or
// '[' what holds others, 't' a boolean, 'n' null, '0' a number.
func jsonKind(b []byte) byte {
	if len(b) == 0 {
		return 0
	}
	switch b[0] {
	case '"', '{', '[', 'n':
		return b[0]
	case 't', 'f':
		return 't'
	}
	return '0'
}

// approvalsDropped names the missing approvals an archive drop removed:
// an approval row holds no gaming day, and the drop removes the approvals
// of the corrections it removes, while their entries, written when they
// were approved, may be in a later month that stays. An approval is taken
// as dropped when its correction (its entry's detail names it) is gone too
// and was of a dropped month, or had its own evidence archived. The
// entries and the corrections are read in one statement each.
func (s *Store) approvalsDropped(ctx context.Context, ev *recordEvidence, dropped map[Month]bool, archivedCorrections int64) (map[int64]bool, error) {
	approvals := ev.byID["correction_approvals"]
	var ids []int64
	for _, e := range approvals {
		if !e.seen {
			ids = append(ids, e.entry)
		}
	}
	if len(ids) == 0 {
		return nil, nil
	}
	var entries []AuditEntry
	if err := s.conn(ctx).Where("id IN ?", ids).Find(&entries).Error; err != nil {
		return nil, err
	}
	correctionOf := map[int64]int64{}
	var cids []int64
	for _, e := range entries {
		var p struct {
			Detail struct {
				CorrectionID int64 `json:"correction_id"`
			} `json:"detail"`
		}
		if json.Unmarshal([]byte(e.Payload), &p) == nil {
			correctionOf[e.ID] = p.Detail.CorrectionID
			cids = append(cids, p.Detail.CorrectionID)
		}
	}
	var present []int64
	if err := s.conn(ctx).Model(&Correction{}).Where("id IN ?", cids).Pluck("id", &present).Error; err != nil {
		return nil, err
	}
	gone := map[int64]bool{}
	for id, e := range approvals {
		cid := correctionOf[e.entry]
		if e.seen || cid == 0 || slices.Contains(present, cid) {
			continue
		}
		c, named := ev.byID["corrections"][cid]
		if named && c.day != "" && dropped[MonthOf(c.day)] || !named && cid <= archivedCorrections {
			gone[id] = true
		}
	}
	return gone, nil
}
