package models

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"time"
)

// AuditEntry is one line of the audit log. The log is append-only (the
// database refuses updates and deletes) and tamper-evident: entries form
// hash chains, each entry's Hash covering its Payload and the previous
// entry's hash. There is one chain per table ("table:BAC-1") and one for
// everything else ("system"), so that hands at different tables never wait
// for each other while every table's history stays one ordered chain.
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
}

func (AuditEntry) TableName() string { return "audit_entries" }

// AuditEvent is something to write to the audit log.
type AuditEvent struct {
	Chain   string // TableChain(id) or SystemChain
	Actor   string // "station:NAME", "user:NAME", "system:JOB", "cli"
	Action  string // "hand.recorded", "hand.rejected", "correction.approved", ...
	Subject string // what it is about: "hand:42", "table:BAC-1"
	Detail  any    // JSON-encodable detail
}

// payload writes the text an entry's hash covers.
func (e AuditEvent) payload(at time.Time) (string, error) {
	detail, err := json.Marshal(e.Detail)
	if err != nil {
		return "", fmt.Errorf("audit %s: %w", e.Action, err)
	}
	p, err := json.Marshal(auditPayload{Chain: e.Chain, At: at.UTC().Truncate(time.Microsecond).Format(time.RFC3339Nano),
		Actor: e.Actor, Action: e.Action, Subject: e.Subject, Detail: detail})
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
}

// chainHash links an entry to the one before it.
func chainHash(prev, payload string) string {
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
	if len(events) == 0 {
		return nil
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
			if err := s.Lock(ctx, "audit:"+chain); err != nil {
				return err
			}
			var head AuditEntry
			err := s.conn(ctx).Select("seq, hash").Where("chain = ?", chain).Order("seq DESC").Limit(1).Find(&head).Error
			if err != nil {
				return err
			}
			seq, prev := head.Seq, head.Hash
			for _, e := range byChain[chain] {
				p, err := e.payload(at)
				if err != nil {
					return err
				}
				seq++
				hash := chainHash(prev, p)
				rows = append(rows, AuditEntry{Chain: chain, Seq: seq, At: at, Actor: e.Actor, Action: e.Action,
					Subject: e.Subject, Payload: p, PrevHash: prev, Hash: hash})
				prev = hash
			}
		}
		return s.conn(ctx).CreateInBatches(rows, 500).Error
	})
}

// AuditFilter selects audit entries.
type AuditFilter struct {
	Chain   string
	Action  string
	Subject string
	AfterID int64
	Limit   int
}

// AuditEntries lists audit entries in id order.
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
	limit := f.Limit
	if limit <= 0 || limit > 1000 {
		limit = 100
	}
	var out []AuditEntry
	err := q.Order("id").Limit(limit).Find(&out).Error
	return out, err
}

// ChainReport is the result of checking one chain.
type ChainReport struct {
	Chain   string `json:"chain"`
	Entries int64  `json:"entries"`
	Head    string `json:"head"`
	// Broken is the first entry that does not check, with the reason.
	Broken *BrokenEntry `json:"broken,omitempty"`
}

// BrokenEntry names an audit entry that fails the check.
type BrokenEntry struct {
	ID     int64  `json:"id"`
	Seq    int64  `json:"seq"`
	Reason string `json:"reason"`
}

// ErrAuditBroken is returned by VerifyAudit when a chain does not check.
var ErrAuditBroken = errors.New("the audit log does not verify")

// VerifyAudit checks every chain from its first entry: sequence numbers
// without gaps, each entry's hash over its payload and the previous hash,
// and each payload agreeing with the entry's columns. It returns one report
// per chain and ErrAuditBroken when any chain is broken.
func (s *Store) VerifyAudit(ctx context.Context) ([]ChainReport, error) {
	var chains []string
	if err := s.conn(ctx).Model(&AuditEntry{}).Distinct("chain").Order("chain").Pluck("chain", &chains).Error; err != nil {
		return nil, err
	}
	var out []ChainReport
	broken := false
	for _, chain := range chains {
		rep := ChainReport{Chain: chain}
		var lastSeq int64
		prev := ""
		for {
			var batch []AuditEntry
			err := s.conn(ctx).Where("chain = ? AND seq > ?", chain, lastSeq).Order("seq").Limit(2000).Find(&batch).Error
			if err != nil {
				return nil, err
			}
			for _, e := range batch {
				rep.Entries++
				if reason := checkEntry(e, chain, lastSeq+1, prev); reason != "" && rep.Broken == nil {
					rep.Broken = &BrokenEntry{ID: e.ID, Seq: e.Seq, Reason: reason}
				}
				lastSeq, prev = e.Seq, e.Hash
			}
			if len(batch) < 2000 {
				break
			}
		}
		rep.Head = prev
		if rep.Broken != nil {
			broken = true
		}
		out = append(out, rep)
	}
	if broken {
		return out, ErrAuditBroken
	}
	return out, nil
}

func checkEntry(e AuditEntry, chain string, wantSeq int64, prev string) string {
	if e.Seq != wantSeq {
		return fmt.Sprintf("sequence jumps from %d to %d: entries are missing", wantSeq-1, e.Seq)
	}
	if e.PrevHash != prev {
		return "its previous-hash does not match the entry before it"
	}
	if got := chainHash(prev, e.Payload); got != e.Hash {
		return "its hash does not match its content"
	}
	var p auditPayload
	if err := json.Unmarshal([]byte(e.Payload), &p); err != nil {
		return "its payload is not valid JSON"
	}
	at, err := time.Parse(time.RFC3339Nano, p.At)
	if p.Chain != chain || p.Actor != e.Actor || p.Action != e.Action ||
		p.Subject != e.Subject || err != nil || !at.Equal(e.At) {
		return "its columns differ from the content its hash covers"
	}
	return ""
}
