package models

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"
)

// Anchor kinds: the seal written when the audit key was installed, and the
// anchors of gaming-day sign-offs and archived reports.
const (
	AnchorKindSeal    = "seal"
	AnchorKindSignOff = "signoff"
	AnchorKindReport  = "report"
)

// Anchor records, outside the chains, where every chain of the audit log
// ended at one moment: each chain's last sequence number and hash. Anchors
// form a chain of their own: MAC is HMAC-SHA256 under the audit key over
// the anchor's content, its heads and PrevMAC, the MAC of the anchor before
// it. Removing the entries an anchor covers, or a chain it names, or
// rewriting them, is then found by VerifyAudit; so is editing or removing
// an anchor other than the newest.
type Anchor struct {
	ID      int64     `gorm:"column:id;primaryKey" json:"id"`
	Seq     int64     `gorm:"column:seq" json:"seq"`
	Kind    string    `gorm:"column:kind" json:"kind"`
	Subject string    `gorm:"column:subject" json:"subject"`
	At      time.Time `gorm:"column:at" json:"at"`
	PrevMAC string    `gorm:"column:prev_mac" json:"prev_mac"`
	MAC     string    `gorm:"column:mac" json:"mac"`
	// Chains is how many chains the anchor records.
	Chains int `gorm:"-" json:"chains"`
	// Heads are the chains' heads, in chain name order.
	Heads []ChainHead `gorm:"-" json:"-"`
}

func (Anchor) TableName() string { return "anchors" }

// ChainHead is where a chain ends: its last entry's sequence number and
// hash.
type ChainHead struct {
	Chain string `gorm:"column:chain" json:"chain"`
	Seq   int64  `gorm:"column:seq" json:"seq"`
	Hash  string `gorm:"column:hash" json:"hash"`
}

// chainEnd is where a chain ends and the day its last entry was written:
// the chain's next entry is written on that day or later.
type chainEnd struct {
	ChainHead
	WrittenOn Day `gorm:"column:written_on"`
}

// anchorHead is one chain head an anchor records.
type anchorHead struct {
	AnchorID  int64 `gorm:"column:anchor_id;primaryKey"`
	ChainHead `gorm:"embedded"`
}

func (anchorHead) TableName() string { return "anchor_heads" }

// anchorContent is what an anchor's MAC covers, written as JSON.
type anchorContent struct {
	Seq     int64       `json:"seq"`
	Kind    string      `json:"kind"`
	Subject string      `json:"subject"`
	At      string      `json:"at"`
	PrevMAC string      `json:"prev_mac"`
	Heads   []ChainHead `json:"heads"`
}

// anchorMAC computes an anchor's MAC. Heads are ordered by chain name in
// Go, not by the database's collation, so that writer and verifier agree.
func anchorMAC(key *AuditKey, a Anchor) string {
	heads := slices.Clone(a.Heads)
	if heads == nil {
		heads = []ChainHead{}
	}
	slices.SortFunc(heads, func(x, y ChainHead) int { return strings.Compare(x.Chain, y.Chain) })
	b, _ := json.Marshal(anchorContent{Seq: a.Seq, Kind: a.Kind, Subject: a.Subject,
		At: a.At.UTC().Format(time.RFC3339Nano), PrevMAC: a.PrevMAC, Heads: heads})
	return key.mac("casino audit anchor", string(b))
}

// WriteAnchor records every chain's head in an anchor, inside the
// transaction in ctx. Call it before writing audit entries in the same
// transaction: every writer takes the anchors' lock before chains' locks.
func (s *Store) WriteAnchor(ctx context.Context, at time.Time, kind, subject string) (Anchor, error) {
	if s.key == nil {
		return Anchor{}, ErrNoAuditKey
	}
	if kind != AnchorKindSignOff && kind != AnchorKindReport && kind != AnchorKindPeriodic {
		return Anchor{}, fmt.Errorf("models: anchor kind %q", kind)
	}
	return s.writeAnchor(ctx, s.key, at, kind, subject)
}

func (s *Store) writeAnchor(ctx context.Context, key *AuditKey, at time.Time, kind, subject string) (Anchor, error) {
	var a Anchor
	err := s.InTx(ctx, func(ctx context.Context) error {
		if err := s.Lock(ctx, "audit:anchors"); err != nil {
			return err
		}
		var last []Anchor
		if err := s.conn(ctx).Order("seq DESC").Limit(1).Find(&last).Error; err != nil {
			return err
		}
		heads, err := s.ChainHeads(ctx)
		if err != nil {
			return err
		}
		a = Anchor{Seq: 1, Kind: kind, Subject: subject, At: at.UTC().Truncate(time.Microsecond),
			Heads: heads, Chains: len(heads)}
		if len(last) > 0 {
			a.Seq, a.PrevMAC = last[0].Seq+1, last[0].MAC
		}
		a.MAC = anchorMAC(key, a)
		if err := s.conn(ctx).Create(&a).Error; err != nil {
			return err
		}
		rows := make([]anchorHead, len(heads))
		for i, h := range heads {
			rows[i] = anchorHead{AnchorID: a.ID, ChainHead: h}
		}
		s.exportAfterCommit(ctx)
		if len(rows) == 0 {
			return nil
		}
		return s.conn(ctx).CreateInBatches(rows, 500).Error
	})
	return a, err
}

// AnchorByID returns an anchor with the number of chains it records.
func (s *Store) AnchorByID(ctx context.Context, id int64) (Anchor, error) {
	var a Anchor
	if err := s.conn(ctx).First(&a, id).Error; err != nil {
		return a, notFound(err)
	}
	var n int64
	err := s.conn(ctx).Model(&anchorHead{}).Where("anchor_id = ?", id).Count(&n).Error
	a.Chains = int(n)
	return a, err
}

// distinctChains lists the distinct chain names of a table with an index
// on (chain, ...), one index probe per chain (a skip scan written as a
// recursive query, which both databases run without reading every row).
func distinctChains(table string) string {
	return `WITH RECURSIVE chains (chain) AS (
    SELECT min(chain) FROM ` + table + `
    UNION ALL
    SELECT (SELECT t.chain FROM ` + table + ` t WHERE t.chain > c.chain ORDER BY t.chain LIMIT 1)
    FROM chains c WHERE c.chain IS NOT NULL
)`
}

// chainHeadsSQL reads every chain's last entry: one skip scan over the
// (chain, seq) unique index to find the chains, then one backward probe
// per chain. Its cost grows with the number of chains, not of entries.
var chainHeadsSQL = distinctChains("audit_entries") + `, heads (chain, seq) AS (
    SELECT c.chain, (SELECT e.seq FROM audit_entries e WHERE e.chain = c.chain ORDER BY e.seq DESC LIMIT 1)
    FROM chains c WHERE c.chain IS NOT NULL
)
SELECT e.chain, e.seq, e.hash FROM heads h JOIN audit_entries e ON e.chain = h.chain AND e.seq = h.seq`

// ChainHeads returns where every chain of the audit log ends, in chain name
// order.
func (s *Store) ChainHeads(ctx context.Context) ([]ChainHead, error) {
	var heads []ChainHead
	if err := s.conn(ctx).Raw(chainHeadsSQL).Scan(&heads).Error; err != nil {
		return nil, fmt.Errorf("chain heads: %w", err)
	}
	slices.SortFunc(heads, func(x, y ChainHead) int { return strings.Compare(x.Chain, y.Chain) })
	return heads, nil
}

// anchoredChains lists the chains any anchor names.
func (s *Store) anchoredChains(ctx context.Context) ([]string, error) {
	var chains []string
	err := s.conn(ctx).Raw(distinctChains("anchor_heads") + ` SELECT chain FROM chains WHERE chain IS NOT NULL`).
		Scan(&chains).Error
	return chains, err
}

// entryChains lists the chains of the audit log.
func (s *Store) entryChains(ctx context.Context) ([]string, error) {
	var chains []string
	err := s.conn(ctx).Raw(distinctChains("audit_entries") + ` SELECT chain FROM chains WHERE chain IS NOT NULL`).
		Scan(&chains).Error
	return chains, err
}
