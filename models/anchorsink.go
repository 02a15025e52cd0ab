package models

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"
)

// AnchorKindPeriodic is an anchor written because chains moved since the
// newest anchor (AnchorIfChanged), so that entries are never long without
// one while hands arrive.
const AnchorKindPeriodic = "periodic"

// AnchorSink holds copies of the anchors outside the database: an
// append-only file, a syslog server, a webhook. Someone who can change the
// database cannot reach it, so the copies show a cut of the log's end that
// the database alone no longer does.
type AnchorSink interface {
	// Exported is the sequence number of the newest anchor the sink holds
	// (0: none).
	Exported() int64
	// Append adds anchors, in sequence order, with their heads.
	Append(ctx context.Context, anchors []Anchor) error
}

// anchorExport is the store's sink and what serialises copying to it.
type anchorExport struct {
	mu    sync.Mutex
	sink  AnchorSink
	onErr func(error)
}

// SetAnchorSink makes the store copy every anchor to sink once the
// transaction that wrote it has committed, and ExportAnchors copy any the
// sink lacks. A copy that fails is passed to onErr (when not nil) and
// retried by the next ExportAnchors: the transaction that wrote the anchor
// has committed and is not undone.
func (s *Store) SetAnchorSink(sink AnchorSink, onErr func(error)) {
	s.export.mu.Lock()
	defer s.export.mu.Unlock()
	s.export.sink, s.export.onErr = sink, onErr
}

// ExportAnchors copies to the sink every anchor newer than the newest it
// holds, oldest first, and returns how many it copied. Without a sink it
// does nothing.
func (s *Store) ExportAnchors(ctx context.Context) (int, error) {
	s.export.mu.Lock()
	defer s.export.mu.Unlock()
	if s.export.sink == nil {
		return 0, nil
	}
	n := 0
	for {
		var batch []Anchor
		err := s.conn(ctx).Where("seq > ?", s.export.sink.Exported()).Order("seq").Limit(200).Find(&batch).Error
		if err != nil {
			return n, err
		}
		if len(batch) == 0 {
			return n, nil
		}
		if err := s.loadHeads(ctx, batch); err != nil {
			return n, err
		}
		for i := range batch {
			slices.SortFunc(batch[i].Heads, func(x, y ChainHead) int { return strings.Compare(x.Chain, y.Chain) })
		}
		if err := s.export.sink.Append(ctx, batch); err != nil {
			return n, fmt.Errorf("copy anchors %d to %d outside the database: %w", batch[0].Seq, batch[len(batch)-1].Seq, err)
		}
		n += len(batch)
	}
}

// exportAfterCommit copies the anchors out once ctx's transaction commits.
func (s *Store) exportAfterCommit(ctx context.Context) {
	afterCommit(ctx, func() {
		// The committed transaction is no longer usable: read outside it.
		ctx := context.WithValue(context.WithValue(context.WithoutCancel(ctx), txKey{}, nil), afterCommitKey{}, nil)
		if _, err := s.ExportAnchors(ctx); err != nil {
			s.export.mu.Lock()
			onErr := s.export.onErr
			s.export.mu.Unlock()
			if onErr != nil {
				onErr(err)
			}
		}
	})
}

// AnchorIfChanged writes a periodic anchor when any chain has moved since
// the newest anchor, and reports whether it wrote one. When nothing
// changed it costs the chains' heads and the newest anchor's: one index
// probe per chain.
func (s *Store) AnchorIfChanged(ctx context.Context, at time.Time) (Anchor, bool, error) {
	if s.key == nil {
		return Anchor{}, false, ErrNoAuditKey
	}
	var a Anchor
	wrote := false
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
		if len(last) > 0 {
			if err := s.loadHeads(ctx, last); err != nil {
				return err
			}
			slices.SortFunc(last[0].Heads, func(x, y ChainHead) int { return strings.Compare(x.Chain, y.Chain) })
			if slices.Equal(last[0].Heads, heads) {
				return nil
			}
		}
		a, err = s.writeAnchor(ctx, s.key, at, AnchorKindPeriodic, "chains moved")
		wrote = err == nil
		return err
	})
	return a, wrote, err
}

// NewestAnchorSeq is the sequence number of the newest anchor (0: none).
func (s *Store) NewestAnchorSeq(ctx context.Context) (int64, error) {
	var seq *int64
	err := s.conn(ctx).Raw("SELECT max(seq) FROM anchors").Scan(&seq).Error
	if seq == nil {
		return 0, err
	}
	return *seq, err
}
