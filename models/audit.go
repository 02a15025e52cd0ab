package models

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"gorm.io/gorm"
	"sort"
	"strconv"
	"time"
)

// AuditEntry is one line of the audit log. The log is append-only (the
// database refuses updates and deletes) and tamper-evident: entries form
// hash chains, each entry's Hash being HMAC-SHA256 under the audit key
// (AuditKey) over its sequence number, the previous entry's hash and its
// Payload. There is one chain per table ("table:BAC-1") and one for
// everything else ("system"), so that hands at different tables never wait
// for each other while every table's history stays one ordered chain.
// Entries written before the key was installed are plain SHA-256
// (HashKind "sha256") and verify only up to the seal (docs/audit.md).
type AuditEntry struct {
	ID       int64     `gorm:"column:id;primaryKey" json:"id"`
	Chain    string    `gorm:"column:chain" json:"chain"`
	Seq      int64     `gorm:"column:seq" json:"seq"`
	At       time.Time `gorm:"column:at" json:"at"`
	Actor    string    `gorm:"column:actor" json:"actor"`
	Action   string    `gorm:"column:action" json:"action"`
	Subject  string    `gorm:"column:subject" json:"subject"`
	Payload  string    `gorm:"column:payload" json:"payload"`
	PrevHash string    `gorm:"column:prev_hash" json:"prev_hash"`
	Hash     string    `gorm:"column:hash" json:"hash"`
	HashKind string    `gorm:"column:hash_kind" json:"hash_kind"`
	// WrittenOn is the UTC date the entry was written, never before its
	// chain's previous entry's: PostgreSQL partitions the log by it.
	WrittenOn Day `gorm:"column:written_on" json:"-"`
}

// Hash kinds of audit entries.
const (
	HashHMAC   = "hmac"   // HMAC-SHA256 under the audit key
	HashSHA256 = "sha256" // plain SHA-256, written before the key was installed
)

func (AuditEntry) TableName() string { return "audit_entries" }

// AuditEvent is something to write to the audit log.
type AuditEvent struct {
	Chain   string // TableChain(id) or SystemChain
	Actor   string // "station:NAME", "user:NAME", "system:JOB", "cli"
	Action  string // "hand.recorded", "hand.rejected", "correction.approved", ...
	Subject string // what it is about: "hand:42", "table:BAC-1"
	Detail  any    // JSON-encodable detail
	// Records are the rows the event wrote, with their content hashes. Rows
	// of the hashed tables created in the same transaction are added by
	// the store (registerRecordHashes); a hand's by the ledger
	// (HandRecordRef).
	Records []RecordRef
}

// payload writes the text an entry's hash covers.
func (e AuditEvent) payload(at time.Time) (string, error) {
	detail, err := json.Marshal(e.Detail)
	if err != nil {
		return "", fmt.Errorf("audit %s: %w", e.Action, err)
	}
	p, err := json.Marshal(auditPayload{Chain: e.Chain, At: at.UTC().Truncate(time.Microsecond).Format(time.RFC3339Nano),
		Actor: e.Actor, Action: e.Action, Subject: e.Subject, Detail: detail, Records: e.Records})
	return string(p), err
}

// SystemChain is the chain for events that belong to no table.
const SystemChain = "system"

// TableChain is the chain of a table's events.
func TableChain(tableID string) string { return "table:" + tableID }

// auditPayload is what an entry's hash covers, written as canonical JSON.
// The sequence number is not in it: the hash of the entry before is, which
// fixes the order, and leaving it out lets the payload be written before
// the chain is locked.
type auditPayload struct {
	Chain   string          `json:"chain"`
	At      string          `json:"at"`
	Actor   string          `json:"actor"`
	Action  string          `json:"action"`
	Subject string          `json:"subject"`
	Detail  json.RawMessage `json:"detail"`
	// Records are the rows the entry recorded and their content hashes;
	// entries written before record hashes have none.
	Records []RecordRef `json:"records,omitempty"`
}

// entryMAC is an entry's hash: it links the entry to the one before it
// under the audit key.
func entryMAC(key *AuditKey, seq int64, prev, payload string) string {
	return key.mac("casino audit entry", strconv.FormatInt(seq, 10), prev, payload)
}

// plainHash is how entries were hashed before the audit key existed.
func plainHash(prev, payload string) string {
	h := sha256.New()
	h.Write([]byte(prev))
	h.Write([]byte{'\n'})
	h.Write([]byte(payload))
	return hex.EncodeToString(h.Sum(nil))
}

// Audit appends events to the log inside the transaction in ctx. Events of
// one chain are appended in the order given. Each chain is locked until the
// transaction ends, so concurrent writers to one chain take turns.
func (s *Store) Audit(ctx context.Context, at time.Time, events ...AuditEvent) error {
	if s.key == nil {
		return ErrNoAuditKey
	}
	return s.audit(ctx, s.key, at, events...)
}

func (s *Store) audit(ctx context.Context, key *AuditKey, at time.Time, events ...AuditEvent) error {
	if len(events) == 0 {
		return nil
	}
	events, err := withRecords(ctx, events)
	if err != nil {
		return err
	}
	if err := s.ensureMonths(ctx, DayOf(at.UTC())); err != nil {
		return err
	}
	return s.InTx(ctx, func(ctx context.Context) error {
		// Lock chains in name order so two transactions touching the same
		// chains cannot deadlock.
		byChain := map[string][]AuditEvent{}
		var chains []string
		for _, e := range events {
			if _, ok := byChain[e.Chain]; !ok {
				chains = append(chains, e.Chain)
			}
			byChain[e.Chain] = append(byChain[e.Chain], e)
		}
		sort.Strings(chains)
		at = at.UTC().Truncate(time.Microsecond)
		var rows []AuditEntry
		for _, chain := range chains {
			head, err := s.lockedHead(ctx, chain)
			if err != nil {
				return err
			}
			for _, e := range byChain[chain] {
				p, err := e.payload(at)
				if err != nil {
					return err
				}
				seq := head.Seq + 1
				hash := entryMAC(key, seq, head.Hash, p)
				on := writtenOn(at, head)
				rows = append(rows, AuditEntry{Chain: chain, Seq: seq, At: at, Actor: e.Actor, Action: e.Action,
					Subject: e.Subject, Payload: p, PrevHash: head.Hash, Hash: hash, HashKind: HashHMAC, WrittenOn: on})
				head = chainEnd{ChainHead{Chain: chain, Seq: seq, Hash: hash}, on}
			}
			// This transaction may still roll back: forget the head rather
			// than cache one that may never be.
			s.heads.Delete(chain)
		}
		return s.conn(ctx).CreateInBatches(rows, 500).Error
	})
}

// lockedHead locks a chain until the transaction in ctx ends and returns
// where it ends.
func (s *Store) lockedHead(ctx context.Context, chain string) (chainEnd, error) {
	if err := s.Lock(ctx, "audit:"+chain); err != nil {
		return chainEnd{}, err
	}
	head := chainEnd{ChainHead: ChainHead{Chain: chain}}
	var last []chainEnd
	q := s.conn(ctx).Model(&AuditEntry{}).Select("chain, seq, hash, written_on").Where("chain = ?", chain).Order("seq DESC").Limit(1)
	if s.dialect == Postgres {
		// This month's partition first (headsSQL).
		if err := q.Session(&gorm.Session{}).Where("written_on >= ?", monthStart(time.Now())).Scan(&last).Error; err != nil {
			return head, err
		}
	}
	var err error
	if len(last) == 0 {
		err = q.Scan(&last).Error
	}
	if len(last) > 0 {
		head = last[0]
	}
	return head, err
}

// writtenOn is the day an entry written at at follows head on: the UTC
// date, or the head's if that is later (another casinod's clock ahead).
func writtenOn(at time.Time, head chainEnd) Day {
	return max(DayOf(at.UTC()), head.WrittenOn)
}

// AuditFilter selects audit entries.
type AuditFilter struct {
	Chain   string
	Action  string
	Subject string
	AfterID int64
	Limit   int
	// Newest lists the newest first, paged by BeforeID (entries with a
	// smaller id) rather than AfterID.
	Newest   bool
	BeforeID int64
	// From and To bound when the entries were written (From <= at < To);
	// zero for no bound.
	From, To time.Time
}

// AuditEntries lists audit entries in id order, or the newest first.
func (s *Store) AuditEntries(ctx context.Context, f AuditFilter) ([]AuditEntry, error) {
	q := s.conn(ctx).Model(&AuditEntry{})
	if f.Chain != "" {
		q = q.Where("chain = ?", f.Chain)
	}
	if f.Action != "" {
		q = q.Where("action = ?", f.Action)
	}
	if f.Subject != "" {
		q = q.Where("subject = ?", f.Subject)
	}
	if f.AfterID > 0 {
		q = q.Where("id > ?", f.AfterID)
	}
	if f.BeforeID > 0 {
		q = q.Where("id < ?", f.BeforeID)
	}
	if !f.From.IsZero() {
		// An entry is written on its UTC date or later (WrittenOn), so
		// the bound on written_on loses none and spares PostgreSQL the
		// partitions before it.
		q = q.Where("at >= ? AND written_on >= ?", f.From.UTC(), DayOf(f.From.UTC()))
	}
	if !f.To.IsZero() {
		q = q.Where("at < ?", f.To.UTC())
	}
	limit := f.Limit
	if limit <= 0 || limit > 1000 {
		limit = 100
	}
	order := "id"
	if f.Newest {
		order = "id DESC"
	}
	var out []AuditEntry
	err := q.Order(order).Limit(limit).Find(&out).Error
	return out, err
}
