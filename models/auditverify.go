package models

import (
	"cmp"
	"context"
	"crypto/hmac"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
)

// AuditReport is what VerifyAudit found: one report per chain, and the
// anchors'.
type AuditReport struct {
	// Key is the fingerprint of the audit key the log was checked with.
	Key     string        `json:"key_fingerprint"`
	Chains  []ChainReport `json:"chains"`
	Anchors AnchorReport  `json:"anchors"`
	// Records is every append-only row held against the content hash its
	// audit entry recorded.
	Records RecordReport `json:"records"`
	// Seals is every sealed gaming day's root recomputed from its records.
	Seals SealReport `json:"seals"`
	// Outside is the check of the copy of the anchors kept outside the
	// database, when one was given (VerifyAuditOutside).
	Outside *OutsideReport `json:"outside,omitempty"`
}

// OutsideReport is the result of holding the database against the copy
// of its anchors kept outside it.
type OutsideReport struct {
	// Anchors is how many anchors the copy holds; HeadSeq the newest.
	Anchors int64 `json:"anchors"`
	HeadSeq int64 `json:"head_seq"`
	// Broken is the first outside anchor that does not check or that the
	// database does not hold as it is.
	Broken *BrokenEntry `json:"broken,omitempty"`
}

// MissingAnchor is a reference to an anchor the database does not hold:
// the anchor's id and what names it.
type MissingAnchor struct {
	AnchorID int64  `json:"anchor_id"`
	NamedBy  string `json:"named_by"`
}

// Broken reports whether anything failed the check.
func (r AuditReport) Broken() bool {
	if r.Anchors.Broken != nil || len(r.Records.Problems) > 0 || len(r.Anchors.Missing) > 0 || len(r.Seals.Broken) > 0 ||
		(r.Outside != nil && r.Outside.Broken != nil) {
		return true
	}
	for _, c := range r.Chains {
		if c.Broken != nil {
			return true
		}
	}
	return false
}

// ChainReport is the result of checking one chain.
type ChainReport struct {
	Chain   string `json:"chain"`
	Entries int64  `json:"entries"`
	Head    string `json:"head"`
	// Legacy counts the entries hashed with plain SHA-256 before the audit
	// key was installed; they verify only up to the seal.
	Legacy int64 `json:"legacy"`
	// Anchored is the last sequence number an anchor records for the chain
	// (0: no anchor names it).
	Anchored int64 `json:"anchored"`
	// Archived is the last entry of the chain a dropped month took (0:
	// none); the chain is checked from the entry after it.
	Archived int64 `json:"archived,omitempty"`
	// Broken is the first thing that does not check, with the reason.
	Broken *BrokenEntry `json:"broken,omitempty"`
}

// BrokenEntry names where a chain fails the check: the entry (ID 0 when it
// is missing), its sequence number and the reason.
type BrokenEntry struct {
	ID     int64  `json:"id"`
	Seq    int64  `json:"seq"`
	Reason string `json:"reason"`
}

// AnchorReport is the result of checking the anchors' own chain.
type AnchorReport struct {
	Anchors int64 `json:"anchors"`
	// HeadSeq and Head are the newest anchor's sequence number and MAC.
	HeadSeq int64  `json:"head_seq"`
	Head    string `json:"head"`
	// Broken is the first anchor that does not check (ID 0 when it is
	// missing), with the reason.
	Broken *BrokenEntry `json:"broken,omitempty"`
	// Missing are references to anchors the database no longer holds:
	// from report runs, sign-offs and audit entries.
	Missing []MissingAnchor `json:"missing,omitempty"`
}

// ErrAuditBroken is returned by VerifyAudit when anything does not check.
var ErrAuditBroken = errors.New("the audit log does not verify")

// VerifyAudit checks the anchors and every chain under the store's audit
// key. Anchors: sequence numbers from 1 without gaps, the first being the
// seal, each MAC over the anchor's content, heads and the MAC before it.
// Chains: sequence numbers from 1 without gaps, each entry's hash over its
// content and the hash before it (keyed, or plain SHA-256 only up to the
// head the seal recorded), each payload agreeing with the entry's columns,
// and every (chain, seq, hash) an anchor records present exactly, so that
// entries removed from the end of a chain, or a whole chain, are named. It
// returns ErrAuditBroken when anything is broken.
func (s *Store) VerifyAudit(ctx context.Context) (AuditReport, error) {
	return s.VerifyAuditOutside(ctx, nil)
}

// VerifyAuditOutside is VerifyAudit that also holds the database against
// a copy of its anchors kept outside it (AnchorSink), oldest first: each
// outside anchor's MAC must check under the key, the database must hold
// it with the same MAC, and the heads it records must be in the chains.
// So a chain's end, or a whole chain, removed together with the anchors
// that covered it is named while the outside copy holds one of them.
func (s *Store) VerifyAuditOutside(ctx context.Context, outside []Anchor) (AuditReport, error) {
	if s.key == nil {
		return AuditReport{}, ErrNoAuditKey
	}
	rep := AuditReport{Key: s.key.Fingerprint(), Chains: []ChainReport{}}
	anchors, checked, err := s.verifyAnchors(ctx, s.key)
	if err != nil {
		return rep, err
	}
	rep.Anchors = anchors
	if outside != nil {
		rep.Outside = s.checkOutside(s.key, outside, anchors, &checked)
	}
	chains, err := s.entryChains(ctx)
	if err != nil {
		return rep, err
	}
	named, err := s.anchoredChains(ctx)
	if err != nil {
		return rep, err
	}
	chains = append(chains, named...)
	for chain := range checked.outside {
		chains = append(chains, chain)
	}
	floors, err := s.archiveFloors(ctx)
	if err != nil {
		return rep, err
	}
	slices.Sort(chains)
	ev := newRecordEvidence()
	for _, chain := range slices.Compact(chains) {
		c, err := s.verifyChain(ctx, s.key, chain, &checked, floors[chain], ev)
		if err != nil {
			return rep, err
		}
		rep.Chains = append(rep.Chains, c)
	}
	if rep.Records, err = s.verifyRecords(ctx, ev); err != nil {
		return rep, err
	}
	missing, err := s.missingAnchors(ctx, checked)
	if err != nil {
		return rep, err
	}
	rep.Anchors.Missing = missing
	if rep.Seals, err = s.verifySeals(ctx, s.key, &checked); err != nil {
		return rep, err
	}
	if rep.Broken() {
		return rep, ErrAuditBroken
	}
	return rep, nil
}

// checkedAnchors is what checking the anchors leaves for the chains: the
// anchors whose MAC verifies, and the heads the seal recorded.
type checkedAnchors struct {
	seqOf  map[int64]int64  // anchor id -> anchor seq
	sealed map[string]int64 // chain -> the seq up to which plain entries are accepted
	// held are every anchor the database holds, valid or not: id -> seq,
	// and seq -> MAC.
	held  map[int64]int64
	macOf map[int64]string
	// outside are the heads recorded by valid outside anchors the
	// database does not hold as they are, by chain.
	outside map[string][]anchoredHead
	// refs are the anchors audit entries name, with the entry naming each.
	refs []MissingAnchor
}

func (s *Store) verifyAnchors(ctx context.Context, key *AuditKey) (AnchorReport, checkedAnchors, error) {
	var rep AnchorReport
	chk := checkedAnchors{seqOf: map[int64]int64{}, sealed: map[string]int64{}, held: map[int64]int64{},
		macOf: map[int64]string{}, outside: map[string][]anchoredHead{}}
	fail := func(id, seq int64, reason string) {
		if rep.Broken == nil {
			rep.Broken = &BrokenEntry{ID: id, Seq: seq, Reason: reason}
		}
	}
	installed, err := s.keyFingerprint(ctx)
	if err != nil {
		return rep, chk, err
	}
	switch installed {
	case "":
		fail(0, 0, "the database has no record of its audit key: it was removed")
	case key.Fingerprint():
	default:
		fail(0, 0, fmt.Sprintf("the database records audit key %s, not %s, the key this check ran with", short(installed), short(key.Fingerprint())))
	}
	sealSeen := false
	for {
		var batch []Anchor
		if err := s.conn(ctx).Where("seq > ?", rep.HeadSeq).Order("seq").Limit(200).Find(&batch).Error; err != nil {
			return rep, chk, err
		}
		if len(batch) == 0 {
			break
		}
		if err := s.loadHeads(ctx, batch); err != nil {
			return rep, chk, err
		}
		for _, a := range batch {
			rep.Anchors++
			chk.held[a.ID], chk.macOf[a.Seq] = a.Seq, a.MAC
			macOK := hmac.Equal([]byte(anchorMAC(key, a)), []byte(a.MAC))
			switch {
			case a.Seq != rep.HeadSeq+1:
				fail(0, rep.HeadSeq+1, fmt.Sprintf("anchor sequence jumps from %d to %d: anchors were removed", rep.HeadSeq, a.Seq))
			case !macOK:
				fail(a.ID, a.Seq, "its MAC does not match its content under the key: the anchor was edited or forged")
			case a.PrevMAC != rep.Head:
				fail(a.ID, a.Seq, "its previous MAC does not match the anchor before it")
			case a.Seq == 1 && a.Kind != AnchorKindSeal:
				fail(a.ID, a.Seq, "the first anchor is not the seal written when the audit key was installed")
			}
			if macOK {
				chk.seqOf[a.ID] = a.Seq
				if a.Kind == AnchorKindSeal && !sealSeen {
					sealSeen = true
					for _, h := range a.Heads {
						chk.sealed[h.Chain] = h.Seq
					}
				}
			}
			rep.HeadSeq, rep.Head = a.Seq, a.MAC
		}
	}
	if rep.Anchors == 0 && installed != "" {
		fail(0, 1, "there are no anchors: the seal written when the audit key was installed was removed, with every later anchor")
	}
	return rep, chk, nil
}

// loadHeads reads the heads of a batch of anchors.
func (s *Store) loadHeads(ctx context.Context, batch []Anchor) error {
	ids := make([]int64, len(batch))
	for i, a := range batch {
		ids[i] = a.ID
	}
	var rows []anchorHead
	if err := s.conn(ctx).Where("anchor_id IN ?", ids).Find(&rows).Error; err != nil {
		return err
	}
	byAnchor := map[int64][]ChainHead{}
	for _, r := range rows {
		byAnchor[r.AnchorID] = append(byAnchor[r.AnchorID], r.ChainHead)
	}
	for i := range batch {
		batch[i].Heads = byAnchor[batch[i].ID]
		batch[i].Chains = len(batch[i].Heads)
	}
	return nil
}

// anchoredHead is one (seq, hash) an anchor recorded for a chain.
type anchoredHead struct {
	AnchorID  int64  `gorm:"column:anchor_id"`
	Seq       int64  `gorm:"column:seq"`
	Hash      string `gorm:"column:hash"`
	anchorSeq int64
	outside   bool // recorded by an anchor of the outside copy only
}

// name names the anchor that recorded the head.
func (h anchoredHead) name() string {
	if h.outside {
		return fmt.Sprintf("anchor %d (outside copy)", h.anchorSeq)
	}
	return fmt.Sprintf("anchor %d", h.anchorSeq)
}

// anchoredHeads lists what the verified anchors record of a chain, by
// sequence number.
func (s *Store) anchoredHeads(ctx context.Context, chain string, chk *checkedAnchors) ([]anchoredHead, error) {
	var rows []anchoredHead
	err := s.conn(ctx).Table("anchor_heads").Select("anchor_id, seq, hash").Where("chain = ?", chain).
		Order("seq, anchor_id").Scan(&rows).Error
	out := rows[:0]
	for _, r := range rows {
		if seq, ok := chk.seqOf[r.AnchorID]; ok {
			r.anchorSeq = seq
			out = append(out, r)
		}
	}
	if extra := chk.outside[chain]; len(extra) > 0 {
		out = append(out, extra...)
		slices.SortStableFunc(out, func(x, y anchoredHead) int { return cmp.Compare(x.Seq, y.Seq) })
	}
	return out, err
}

// archiveFloors reads where each chain cut by a dropped month starts: the
// last entry the drops took, as the newest "archive.dropped" entry records
// it. That entry is on the system chain, whose check covers its MAC: a
// forged one fails there.
func (s *Store) archiveFloors(ctx context.Context) (map[string]*ChainHead, error) {
	floors, err := s.ArchiveFloors(ctx)
	if err != nil {
		return nil, err
	}
	out := map[string]*ChainHead{}
	for i := range floors {
		out[floors[i].Chain] = &floors[i]
	}
	return out, nil
}

func (s *Store) verifyChain(ctx context.Context, key *AuditKey, chain string, chk *checkedAnchors, floor *ChainHead,
	ev *recordEvidence) (ChainReport, error) {
	rep := ChainReport{Chain: chain}
	fail := func(id, seq int64, reason string) {
		if rep.Broken == nil {
			rep.Broken = &BrokenEntry{ID: id, Seq: seq, Reason: reason}
		}
	}
	anchored, err := s.anchoredHeads(ctx, chain, chk)
	if err != nil {
		return rep, err
	}
	sealSeq, sealed := chk.sealed[chain]
	next := 0
	var lastSeq int64
	prev := ""
	if floor != nil {
		// The entries up to the floor were archived and dropped: the chain
		// goes on from the last of them, and what anchors recorded of them
		// is in the archive.
		lastSeq, prev, rep.Archived = floor.Seq, floor.Hash, floor.Seq
		for ; next < len(anchored) && anchored[next].Seq <= floor.Seq; next++ {
			if a := anchored[next]; a.Seq == floor.Seq && a.Hash != floor.Hash {
				fail(0, a.Seq, fmt.Sprintf("the last entry archived differs from the one %s recorded", a.name()))
			}
		}
	}
	for {
		var batch []AuditEntry
		err := s.conn(ctx).Where("chain = ? AND seq > ?", chain, lastSeq).Order("seq").Limit(2000).Find(&batch).Error
		if err != nil {
			return rep, err
		}
		for _, e := range batch {
			rep.Entries++
			if e.HashKind == HashSHA256 {
				rep.Legacy++
			}
			var p auditPayload
			if reason := checkEntryPayload(key, e, chain, lastSeq+1, prev, sealed, sealSeq, &p); reason != "" {
				fail(e.ID, e.Seq, reason)
			} else {
				// Only an entry that verifies is evidence of the rows it
				// names.
				ev.add(e.ID, p.Records)
			}
			if ref, ok := anchorRef(e); ok {
				chk.refs = append(chk.refs, ref)
			}
			for ; next < len(anchored) && anchored[next].Seq <= e.Seq; next++ {
				a := anchored[next]
				if a.Seq < e.Seq {
					fail(0, a.Seq, fmt.Sprintf("entry %d, which %s records, is missing", a.Seq, a.name()))
				} else if a.Hash != e.Hash {
					fail(e.ID, e.Seq, fmt.Sprintf("its hash differs from the one %s recorded for it: the entry was rewritten", a.name()))
				}
			}
			lastSeq, prev = e.Seq, e.Hash
		}
		if len(batch) < 2000 {
			break
		}
	}
	rep.Head = prev
	if len(anchored) > 0 {
		last := anchored[len(anchored)-1]
		rep.Anchored = last.Seq
		switch {
		case next == len(anchored):
		case rep.Entries == 0 && floor == nil:
			fail(0, 1, fmt.Sprintf("chain %s named by %s is missing: all its entries were removed", chain, anchored[next].name()))
		default:
			fail(0, lastSeq+1, fmt.Sprintf("entries after seq %d were removed: %s recorded the chain up to seq %d", lastSeq, last.name(), last.Seq))
		}
	}
	return rep, nil
}

func checkEntry(key *AuditKey, e AuditEntry, chain string, wantSeq int64, prev string, sealed bool, sealSeq int64) string {
	var p auditPayload
	return checkEntryPayload(key, e, chain, wantSeq, prev, sealed, sealSeq, &p)
}

// checkEntryPayload is checkEntry, leaving the entry's payload in p.
func checkEntryPayload(key *AuditKey, e AuditEntry, chain string, wantSeq int64, prev string, sealed bool, sealSeq int64,
	p *auditPayload) string {
	if e.Seq != wantSeq {
		return fmt.Sprintf("sequence jumps from %d to %d: entries are missing", wantSeq-1, e.Seq)
	}
	if e.PrevHash != prev {
		return "its previous-hash does not match the entry before it"
	}
	switch e.HashKind {
	case HashHMAC:
		if !hmac.Equal([]byte(entryMAC(key, e.Seq, prev, e.Payload)), []byte(e.Hash)) {
			return "entry hash does not match its content under the key"
		}
	case HashSHA256:
		if !sealed {
			return "it is hashed with plain SHA-256, and the seal names no such chain: entries written since the audit key was installed are keyed"
		}
		if e.Seq > sealSeq {
			return fmt.Sprintf("it is hashed with plain SHA-256 after seq %d, where the seal closed the chain's unkeyed part", sealSeq)
		}
		if plainHash(prev, e.Payload) != e.Hash {
			return "its hash does not match its content"
		}
	default:
		return fmt.Sprintf("unknown hash kind %q", e.HashKind)
	}
	if err := json.Unmarshal([]byte(e.Payload), p); err != nil {
		return "its payload is not valid JSON"
	}
	at, err := time.Parse(time.RFC3339Nano, p.At)
	if p.Chain != chain || p.Actor != e.Actor || p.Action != e.Action ||
		p.Subject != e.Subject || err != nil || !at.Equal(e.At) {
		return "its columns differ from the content its hash covers"
	}
	return ""
}

// EntryProblem checks one audit entry on its own, as an archive's reader
// does: its hash over its sequence number, the hash before it and its
// payload (HMAC-SHA256 under key; plain SHA-256 for an entry written
// before the key existed), and that its columns agree with the payload.
// Without a key the keyed hash is not checked. It returns "" when the entry
// checks, else the reason.
func EntryProblem(key *AuditKey, e AuditEntry) string {
	if e.HashKind == HashHMAC && key == nil {
		// Without the key the MAC cannot be checked: the rest is checked
		// as for a plain entry whose hash is right.
		e.HashKind, e.Hash = HashSHA256, plainHash(e.PrevHash, e.Payload)
	}
	return checkEntry(key, e, e.Chain, e.Seq, e.PrevHash, true, e.Seq)
}

// AnchorValid reports whether an anchor's MAC, with its heads, checks
// under key.
func AnchorValid(key *AuditKey, a Anchor) bool {
	return hmac.Equal([]byte(anchorMAC(key, a)), []byte(a.MAC))
}

// checkOutside holds the anchors the database holds against the copy kept
// outside it, and leaves in chk the heads of the valid outside anchors the
// database lacks, for the chains' check.
func (s *Store) checkOutside(key *AuditKey, outside []Anchor, db AnchorReport, chk *checkedAnchors) *OutsideReport {
	rep := &OutsideReport{}
	fail := func(seq int64, reason string) {
		if rep.Broken == nil {
			rep.Broken = &BrokenEntry{Seq: seq, Reason: reason}
		}
	}
	var prev *Anchor
	for i := range outside {
		a := outside[i]
		rep.Anchors++
		rep.HeadSeq = max(rep.HeadSeq, a.Seq)
		if !AnchorValid(key, a) {
			fail(a.Seq, fmt.Sprintf("outside anchor %d: its MAC does not match its content under the key: the copy was edited or is not of this log", a.Seq))
			continue
		}
		if prev != nil && prev.Seq+1 == a.Seq && a.PrevMAC != prev.MAC {
			fail(a.Seq, fmt.Sprintf("outside anchor %d: its previous MAC does not match outside anchor %d", a.Seq, prev.Seq))
		}
		prev = &outside[i]
		mac, held := chk.macOf[a.Seq]
		switch {
		case held && mac == a.MAC:
			continue // the database's own check covers its heads
		case held:
			fail(a.Seq, fmt.Sprintf("anchor %d in the database differs from the outside copy: it was replaced", a.Seq))
		case a.Seq > db.HeadSeq:
			fail(a.Seq, fmt.Sprintf("anchor %d, which the outside copy holds, is not in the database: anchors after %d were removed", a.Seq, db.HeadSeq))
		default:
			fail(a.Seq, fmt.Sprintf("anchor %d, which the outside copy holds, is not in the database: it was removed", a.Seq))
		}
		for _, h := range a.Heads {
			chk.outside[h.Chain] = append(chk.outside[h.Chain], anchoredHead{Seq: h.Seq, Hash: h.Hash, anchorSeq: a.Seq, outside: true})
		}
	}
	return rep
}

// anchorRef returns the anchor an audit entry names in its detail
// (anchor_id, or seal_anchor_id for the key's installation), if any.
func anchorRef(e AuditEntry) (MissingAnchor, bool) {
	if !strings.Contains(e.Payload, `anchor_id"`) {
		return MissingAnchor{}, false
	}
	var p struct {
		Detail struct {
			AnchorID     int64 `json:"anchor_id"`
			SealAnchorID int64 `json:"seal_anchor_id"`
		} `json:"detail"`
	}
	if json.Unmarshal([]byte(e.Payload), &p) != nil {
		return MissingAnchor{}, false
	}
	id := cmp.Or(p.Detail.AnchorID, p.Detail.SealAnchorID)
	return MissingAnchor{AnchorID: id, NamedBy: fmt.Sprintf("audit entry %s seq %d (%s)", e.Chain, e.Seq, e.Action)}, id != 0
}

// missingAnchors lists the references to anchors the database no longer
// holds: report runs', sign-offs' and audit entries'. Removing the newest
// anchor with the chains' ends it covered leaves them behind.
func (s *Store) missingAnchors(ctx context.Context, chk checkedAnchors) ([]MissingAnchor, error) {
	var out []MissingAnchor
	for _, r := range chk.refs {
		if _, ok := chk.held[r.AnchorID]; !ok {
			out = append(out, r)
		}
	}
	var rows []struct {
		What     string `gorm:"column:what"`
		ID       int64  `gorm:"column:id"`
		AnchorID int64  `gorm:"column:anchor_id"`
	}
	err := s.conn(ctx).Raw(`SELECT 'report run' AS what, id, anchor_id FROM report_runs WHERE anchor_id IS NOT NULL
	AND NOT EXISTS (SELECT 1 FROM anchors a WHERE a.id = report_runs.anchor_id)
UNION ALL
SELECT 'gaming-day sign-off' AS what, id, anchor_id FROM day_signoffs WHERE anchor_id IS NOT NULL
	AND NOT EXISTS (SELECT 1 FROM anchors a WHERE a.id = day_signoffs.anchor_id)`).Scan(&rows).Error
	if err != nil {
		return nil, fmt.Errorf("references to anchors: %w", err)
	}
	for _, r := range rows {
		out = append(out, MissingAnchor{AnchorID: r.AnchorID, NamedBy: fmt.Sprintf("%s %d", r.What, r.ID)})
	}
	slices.SortStableFunc(out, func(x, y MissingAnchor) int { return cmp.Compare(x.AnchorID, y.AnchorID) })
	return out, nil
}
