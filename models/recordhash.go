package models

import (
	"context"
	"crypto/sha256"
	"database/sql/driver"
	"encoding/hex"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/schema"

	"github.com/tablegames/casino/canonjson"
)

// RecordHashV1 is the first version of record hashes: the SHA-256 of the
// RFC 8785 form of the row's columns (docs/audit.md, "Record hashes"). Rows
// written before record hashes existed have none (version 0).
const RecordHashV1 = 1

// RecordRef is what an audit entry holds of one row it recorded: the table,
// the row's id (or, for a hand, its key TABLE/NUMBER: a hand's id is not
// known when its entry is written), the row's content hash and the hash's
// version.
type RecordRef struct {
	Table string `json:"table"`
	ID    int64  `json:"id,omitempty"`
	Key   string `json:"key,omitempty"`
	// Day is the row's gaming day, where it has one: a row of a month
	// archived and dropped is missing by right.
	Day  Day    `json:"day,omitempty"`
	Hash string `json:"hash"`
	V    int    `json:"v"`
}

// hashedTables are the append-only tables whose every row is hashed into
// the audit entry that recorded it. A hand's settlements and findings are
// hashed with the hand (HandRecordRef), so they are not listed on their own.
var hashedTables = map[string]bool{
	"corrections": true, "correction_approvals": true,
	"cage_slips": true, "cage_slip_verifications": true, "cage_slip_voids": true,
	"table_inventories": true, "drop_counts": true, "day_signoffs": true, "day_reviews": true,
	"seat_events": true, "timed_collections": true, "progressive_events": true,
	"meter_readings": true, "report_runs": true, "flag_explanations": true,
}

// RecordHash returns the content hash of row, a model of table (a pointer
// or a value), and its version: the hexadecimal SHA-256 of the RFC 8785
// form of an object holding every column the model maps, by column name.
// Integers are numbers (strings beyond ±2^53), times are UTC strings with
// six fractional digits (canonjson.TimeLayout), NULL is null, and binary
// columns are the hexadecimal SHA-256 of their bytes. A hand (table
// "hands") is hashed without its id, with its settlements and findings as
// lists "settlements" and "findings" of their own columns without id,
// hand_id and gaming_day, in id order: see HandRecordRef. A column added to
// a table after its rows were first hashed (tagged hash:"omitnull") is left
// out while it is NULL.
func RecordHash(table string, row any) (string, int, error) {
	b, err := recordJSON(table, reflect.ValueOf(row))
	if err != nil {
		return "", 0, err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), RecordHashV1, nil
}

// RecordJSON is the canonical form RecordHash hashes, for an auditor's
// comparison and for tests.
func RecordJSON(table string, row any) ([]byte, error) {
	return recordJSON(table, reflect.ValueOf(row))
}

// HandKeyString is how a hand is named in a RecordRef: TABLE/NUMBER.
func HandKeyString(tableID string, number int64) string {
	return tableID + "/" + strconv.FormatInt(number, 10)
}

// HandRecordRef is the RecordRef of a hand with its settlements and
// findings, for its hand.recorded entry, written before the hand's id is
// known.
func HandRecordRef(h *Hand) (RecordRef, error) {
	hash, v, err := RecordHash("hands", h)
	return RecordRef{Table: "hands", Key: HandKeyString(h.TableID, h.HandNumber), Day: h.GamingDay, Hash: hash, V: v}, err
}

func recordJSON(table string, v reflect.Value) ([]byte, error) {
	for v.Kind() == reflect.Pointer {
		v = v.Elem()
	}
	if table != "hands" {
		ms, err := rowMembers(v, nil)
		if err != nil {
			return nil, err
		}
		return canonjson.AppendObject(nil, ms)
	}
	h, ok := v.Addr().Interface().(*Hand)
	if !ok {
		return nil, fmt.Errorf("record hash of hands: %s is not a hand", v.Type())
	}
	return handJSON(h)
}

// handSkip are the columns a hand's hash leaves out: its id, which the
// database gives after the hash is written. childSkip are those of its
// settlements and findings: their ids, and the hand's id and gaming day,
// which they repeat; they are tied to their hand by being in its hash.
var (
	handSkip  = map[string]bool{"id": true}
	childSkip = map[string]bool{"id": true, "hand_id": true, "gaming_day": true}
)

func handJSON(h *Hand) ([]byte, error) {
	ms, err := rowMembers(reflect.ValueOf(h).Elem(), handSkip)
	if err != nil {
		return nil, err
	}
	settlements := make([][]canonjson.Member, len(h.Settlements))
	for i := range h.Settlements {
		if settlements[i], err = rowMembers(reflect.ValueOf(&h.Settlements[i]).Elem(), childSkip); err != nil {
			return nil, err
		}
	}
	findings := make([][]canonjson.Member, len(h.Findings))
	for i := range h.Findings {
		if findings[i], err = rowMembers(reflect.ValueOf(&h.Findings[i]).Elem(), childSkip); err != nil {
			return nil, err
		}
	}
	ms = append(ms, canonjson.Member{Name: "settlements", Value: settlements},
		canonjson.Member{Name: "findings", Value: findings})
	return canonjson.AppendObject(nil, ms)
}

var schemas sync.Map

// modelSchema is the parsed GORM schema of a model type.
func modelSchema(t reflect.Type) (*schema.Schema, error) {
	return schema.Parse(reflect.New(t).Interface(), &schemas, schema.NamingStrategy{})
}

// column is a model's field that holds a column.
type column struct {
	name  string
	index []int
	// plain is a string or integer kind that writes itself (no Value
	// method, not a time): the common case, read without boxing.
	plain bool
	// omitNull is a column added to a hashed table after its rows were
	// first hashed (struct tag hash:"omitnull"): the hash leaves it out
	// while it is NULL, so that the rows written before it keep their
	// hash. Such a column is always set in the rows written since.
	omitNull bool
}

var columnsOf sync.Map // reflect.Type -> []column

// modelColumns lists a model type's columns in the order RFC 8785 writes
// them (column names are ASCII), so that writing a row sorts nothing.
func modelColumns(t reflect.Type) ([]column, error) {
	if cs, ok := columnsOf.Load(t); ok {
		return cs.([]column), nil
	}
	sch, err := modelSchema(t)
	if err != nil {
		return nil, err
	}
	var cs []column
	for _, f := range sch.Fields {
		if f.DBName != "" {
			ft := f.StructField.Type
			plain := !ft.Implements(valuerType) && !reflect.PointerTo(ft).Implements(valuerType) &&
				(ft.Kind() == reflect.String || ft.Kind() >= reflect.Int && ft.Kind() <= reflect.Int64)
			cs = append(cs, column{name: f.DBName, index: f.StructField.Index, plain: plain,
				omitNull: ft.Kind() == reflect.Pointer && f.StructField.Tag.Get("hash") == "omitnull"})
		}
	}
	slices.SortFunc(cs, func(a, b column) int { return strings.Compare(a.name, b.name) })
	columnsOf.Store(t, cs)
	return cs, nil
}

// rowMembers lists a model value's columns as canonical JSON members.
func rowMembers(v reflect.Value, skip map[string]bool) ([]canonjson.Member, error) {
	cs, err := modelColumns(v.Type())
	if err != nil {
		return nil, err
	}
	ms := make([]canonjson.Member, 0, len(cs))
	for _, c := range cs {
		if skip[c.name] {
			continue
		}
		f := v.FieldByIndex(c.index)
		if c.omitNull && f.IsNil() {
			continue
		}
		var val any
		var err error
		switch {
		case c.plain && f.Kind() == reflect.String:
			val = f.String()
		case c.plain && f.CanInt():
			val = f.Int()
		default:
			val, err = columnValue(f)
		}
		if err != nil {
			return nil, fmt.Errorf("record hash of %s.%s: %w", v.Type().Name(), c.name, err)
		}
		ms = append(ms, canonjson.Member{Name: c.name, Value: val})
	}
	return ms, nil
}

var valuerType = reflect.TypeFor[driver.Valuer]()

// columnValue is a column's value as canonjson writes it.
func columnValue(v reflect.Value) (any, error) {
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return nil, nil
		}
		v = v.Elem()
	}
	if t, ok := v.Interface().(time.Time); ok {
		// Both databases keep microseconds; what is written is cut there.
		return t.UTC().Truncate(time.Microsecond), nil
	}
	if v.Type().Implements(valuerType) {
		dv, err := v.Interface().(driver.Valuer).Value()
		if err != nil {
			return nil, err
		}
		if dv == nil {
			return nil, nil
		}
		v = reflect.ValueOf(dv)
	}
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int(), nil
	case reflect.Uint8, reflect.Uint16, reflect.Uint32:
		return int64(v.Uint()), nil
	case reflect.String:
		return v.String(), nil
	case reflect.Bool:
		return v.Bool(), nil
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			sum := sha256.Sum256(v.Bytes())
			return hex.EncodeToString(sum[:]), nil
		}
	}
	if t, ok := v.Interface().(time.Time); ok {
		return t.UTC().Truncate(time.Microsecond), nil
	}
	return nil, fmt.Errorf("a column of type %s is not hashed", v.Type())
}

// recordsKey carries the rows a transaction wrote that its next audit entry
// must name.
type recordsKey struct{}

// pendingRecords collects the RecordRefs of the rows a transaction creates
// until an audit entry takes them.
type pendingRecords struct {
	mu   sync.Mutex
	refs []RecordRef
	err  error
}

func (p *pendingRecords) take() ([]RecordRef, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	refs, err := p.refs, p.err
	p.refs, p.err = nil, nil
	return refs, err
}

// registerRecordHashes installs the callback that hashes every row created
// in a hashed table. The row's hash is taken after the insert, when its id
// is known, from the values written, and kept for the audit entry of the
// same transaction (Store.audit), so that no write path can forget it.
func registerRecordHashes(db *gorm.DB) error {
	return db.Callback().Create().After("gorm:create").Register("casino:record_hash", func(db *gorm.DB) {
		st := db.Statement
		if db.Error != nil || !hashedTables[st.Table] || st.Context == nil {
			return
		}
		p, ok := st.Context.Value(recordsKey{}).(*pendingRecords)
		if !ok {
			return
		}
		refs, err := rowRefs(st.Table, st.ReflectValue)
		p.mu.Lock()
		defer p.mu.Unlock()
		if err != nil && p.err == nil {
			p.err = err
		}
		p.refs = append(p.refs, refs...)
	})
}

func rowRefs(table string, v reflect.Value) ([]RecordRef, error) {
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		v = v.Elem()
	}
	var rows []reflect.Value
	switch v.Kind() {
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			e := v.Index(i)
			for e.Kind() == reflect.Pointer {
				e = e.Elem()
			}
			rows = append(rows, e)
		}
	case reflect.Struct:
		rows = append(rows, v)
	default:
		return nil, fmt.Errorf("record hash of %s: rows of kind %s", table, v.Kind())
	}
	refs := make([]RecordRef, 0, len(rows))
	for _, r := range rows {
		ms, err := rowMembers(r, nil)
		if err != nil {
			return nil, err
		}
		b, err := canonjson.AppendObject(nil, ms)
		if err != nil {
			return nil, err
		}
		ref := RecordRef{Table: table, V: RecordHashV1}
		for _, m := range ms {
			switch m.Name {
			case "id":
				ref.ID, _ = m.Value.(int64)
			case "gaming_day":
				day, _ := m.Value.(string)
				ref.Day = Day(day)
			}
		}
		sum := sha256.Sum256(b)
		ref.Hash = hex.EncodeToString(sum[:])
		refs = append(refs, ref)
	}
	return refs, nil
}

// withPendingRecords gives a transaction's context the collector of the
// rows it creates.
func withPendingRecords(ctx context.Context) context.Context {
	return context.WithValue(ctx, recordsKey{}, &pendingRecords{})
}

// withRecords gives the first of events the rows created so far in the
// transaction of ctx, leaving the caller's events as they were.
func withRecords(ctx context.Context, events []AuditEvent) ([]AuditEvent, error) {
	p, ok := ctx.Value(recordsKey{}).(*pendingRecords)
	if !ok || len(events) == 0 {
		return events, nil
	}
	refs, err := p.take()
	if err != nil || len(refs) == 0 {
		return events, err
	}
	events = slices.Clone(events)
	events[0].Records = append(slices.Clone(events[0].Records), refs...)
	return events, nil
}

// ErrUnauditedRows is returned by a transaction that created rows of a
// hashed table and wrote no audit entry after them.
var ErrUnauditedRows = errors.New("rows were written with no audit entry to name them")

func unauditedRows(refs []RecordRef, err error) error {
	if err != nil {
		return err
	}
	return fmt.Errorf("%w: %s %d and %d more", ErrUnauditedRows, refs[0].Table, refs[0].ID, len(refs)-1)
}

func sha256Sum(b []byte) [32]byte { return sha256.Sum256(b) }

// withHandRecords makes sure every hand written is named, with its content
// hash, by one of the events written with it: a hand no event names yet is
// added to the first event of its table's chain (or the first event).
func withHandRecords(writes []HandWrite, events []AuditEvent) ([]AuditEvent, error) {
	named := map[string]bool{}
	for _, e := range events {
		for _, r := range e.Records {
			if r.Table == "hands" {
				named[r.Key] = true
			}
		}
	}
	cloned := false
	for _, w := range writes {
		h := w.Hand
		if named[HandKeyString(h.TableID, h.HandNumber)] {
			continue
		}
		ref, err := HandRecordRef(h)
		if err != nil {
			return nil, err
		}
		if len(events) == 0 {
			return nil, fmt.Errorf("hand %s is written with no audit entry to name it", ref.Key)
		}
		if !cloned {
			events, cloned = slices.Clone(events), true
		}
		at := 0
		for i, e := range events {
			if e.Chain == TableChain(h.TableID) {
				at = i
				break
			}
		}
		events[at].Records = append(slices.Clone(events[at].Records), ref)
	}
	return events, nil
}
