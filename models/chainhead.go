package models

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
)

// linkEntries hashes audit entries onto the heads of their chains: entry i
// belongs to chains[i] (grouped by chain) and carries payloads[i]. It
// returns record_hands' a_seq, a_prev and a_hash, and where each chain will
// end once they are written.
func linkEntries(key *AuditKey, chains, payloads []string, heads map[string]ChainHead) ([]recordArg, map[string]ChainHead) {
	n := len(chains)
	seqs, prevs, hashes := make([]int64, n), make([]string, n), make([]string, n)
	ends := make(map[string]ChainHead, 4)
	for i, chain := range chains {
		h, ok := ends[chain]
		if !ok {
			h = heads[chain]
		}
		seq := h.Seq + 1
		hash := entryMAC(key, seq, h.Hash, payloads[i])
		seqs[i], prevs[i], hashes[i] = seq, h.Hash, hash
		ends[chain] = ChainHead{Chain: chain, Seq: seq, Hash: hash}
	}
	return []recordArg{{"a_seq", "bigint[]", seqs}, {"a_prev", "text[]", prevs}, {"a_hash", "text[]", hashes}}, ends
}

// cachedHeads returns where the chains end as far as this process knows:
// the heads it last wrote, or, for chains it has not written to, the heads
// read now without a lock. record_hands checks them under the lock.
func (s *Store) cachedHeads(ctx context.Context, chains []string) (map[string]ChainHead, error) {
	heads := make(map[string]ChainHead, 4)
	var missing []string
	for _, c := range slices.Compact(slices.Clone(chains)) {
		if h, ok := s.heads.Load(c); ok {
			heads[c] = h.(ChainHead)
		} else {
			missing = append(missing, c)
		}
	}
	if len(missing) == 0 {
		return heads, nil
	}
	rows, err := s.conn(ctx).Statement.ConnPool.QueryContext(ctx, headsSQL, missing, monthStart(time.Now()))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var h ChainHead
		var on Day
		if err := rows.Scan(&h.Chain, &h.Seq, &h.Hash, &on); err != nil {
			return nil, err
		}
		heads[h.Chain] = h
		s.cacheHead(h)
	}
	return heads, rows.Err()
}

// headsSQL finds where chains end. On PostgreSQL the log is partitioned
// by month: a chain's head is in this month's partition for any table in
// play, and the whole log is searched only for a chain with no entry this
// month (an entry is never written on a day before the entry it follows).
const headsSQL = `SELECT c.chain, coalesce(h.seq, 0), coalesce(h.hash, ''), coalesce(h.written_on, '2000-01-01'::date)
FROM unnest($1::text[]) AS c(chain)
LEFT JOIN LATERAL (
    SELECT x.seq, x.hash, x.written_on FROM (
        (SELECT e.seq, e.hash, e.written_on FROM audit_entries e
         WHERE e.chain = c.chain AND e.written_on >= $2 ORDER BY e.seq DESC LIMIT 1)
        UNION ALL
        (SELECT e.seq, e.hash, e.written_on FROM audit_entries e
         WHERE e.chain = c.chain ORDER BY e.seq DESC LIMIT 1)
    ) x LIMIT 1) h ON true`

// monthStart is the first day of t's month in UTC.
func monthStart(t time.Time) Day {
	t = t.UTC()
	return DayOf(time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC))
}

// lockedHeads locks the chains (in the order given, which is name order)
// until the transaction in ctx ends, and reads where they end.
func (s *Store) lockedHeads(ctx context.Context, chains []string) (map[string]ChainHead, error) {
	heads := make(map[string]ChainHead, 4)
	for _, c := range slices.Compact(slices.Clone(chains)) {
		h, err := s.lockedHead(ctx, c)
		if err != nil {
			return nil, err
		}
		heads[c] = h.ChainHead
	}
	return heads, nil
}

// cacheHead remembers where a chain ends, unless a later head is known.
func (s *Store) cacheHead(h ChainHead) {
	for {
		old, loaded := s.heads.LoadOrStore(h.Chain, h)
		if !loaded || old.(ChainHead).Seq >= h.Seq || s.heads.CompareAndSwap(h.Chain, old, h) {
			return
		}
	}
}

// chainsMoved recognizes record_hands' refusal of entries linked to heads
// that are no longer the chains' (CA003) and returns the heads it found.
func chainsMoved(err error) ([]ChainHead, bool) {
	var pg *pgconn.PgError
	if !errors.As(err, &pg) || pg.Code != "CA003" {
		return nil, false
	}
	var heads []ChainHead
	if json.Unmarshal([]byte(pg.Detail), &heads) != nil {
		return nil, false
	}
	return heads, true
}
