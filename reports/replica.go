package reports

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/tablegames/casino/models"
)

// A reporting replica (docs/operations.md, "A reporting replica"): with a
// PostgreSQL hot standby of the primary configured, every report reads
// the standby, and everything a report writes (its files, anchor and audit
// entry, the bets' distributions) goes to the primary. A report reads the
// standby only once it holds everything the primary had committed when
// the report was asked for, so it never reads less than the primary would
// have given it:
//
//   - behind: the report waits (at most the replica's wait, by default
//     DefaultReplicaWait) for the standby to replay up to the primary's
//     write position read when the report was asked for, then refuses
//     with a *ReplicaBehindError. The standby is alive and will have the
//     data soon; reading the primary instead would put the reports on it
//     just when ingest keeps the standby busy, and an archived report of
//     stale data could never be changed.
//   - down, or not a standby of this primary: the report reads the
//     primary, which always holds the truth, and says so, so that the
//     nightly reports and the sign-off's final report are still written
//     when the standby is gone for hours.

// DefaultReplicaWait is how long a report waits for the reporting replica
// to replay what the primary had committed when it was asked for.
const DefaultReplicaWait = 30 * time.Second

// replicaPoll is how often a waiting report asks the replica how far it
// has replayed; replicaCheck bounds one such question, so that a replica
// whose host is gone is found down in seconds.
const (
	replicaPoll  = 50 * time.Millisecond
	replicaCheck = 5 * time.Second
)

// The databases a report may read (DataRead.Database).
const (
	DatabasePrimary = "primary"
	DatabaseReplica = "replica"
)

// replica is the standby reports read.
type replica struct {
	store *models.Store
	wait  time.Duration
	mu    sync.Mutex
	// primaryID is the primary's system identifier, read once: a standby
	// of it has the same.
	primaryID string
}

// SetReplica makes the reports read store, a hot standby of the primary,
// waiting at most wait (DefaultReplicaWait when not positive) for it to
// hold what the primary had committed when each report was asked for.
func (g *Generator) SetReplica(store *models.Store, wait time.Duration) {
	if wait <= 0 {
		wait = DefaultReplicaWait
	}
	g.replica = &replica{store: store, wait: wait}
}

// DataRead says which database a report read and how current its data
// were. A report has one only when a reporting replica is configured.
type DataRead struct {
	// Database is DatabaseReplica or DatabasePrimary; Where names it.
	Database string `json:"database"`
	Where    string `json:"where"`
	// AsOf is when the newest transaction the report read committed (the
	// replica's last replayed transaction, pg_last_xact_replay_timestamp()),
	// or, on the primary, when it was read.
	AsOf time.Time `json:"data_as_of"`
	// Asked is the primary's clock when the report was asked for, and
	// Position its write position then: the report holds every
	// transaction committed before.
	Asked    time.Time `json:"complete_to"`
	Position string    `json:"wal_position,omitempty"`
	// LagBytes is how far the replica was behind the primary when the
	// report was asked for (bytes of log), and WaitedSeconds how long it
	// took to catch up, the report waiting for it. (The time since its
	// last replayed transaction is no measure of lag: on a quiet floor
	// the last transaction is old though nothing is missing.)
	LagBytes      int64   `json:"lag_bytes"`
	WaitedSeconds float64 `json:"waited_seconds"`
	// Fallback says why the primary was read although a replica is
	// configured.
	Fallback string `json:"fallback,omitempty"`
	// Line says all this in one sentence, as the report's subtitle and
	// the pages print it.
	Line string `json:"line"`
}

// dataTime is how the data line writes a time.
func dataTime(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05 UTC") }

func (d *DataRead) describe() { d.describeIn(time.UTC) }

// describeIn writes the data line with the times in loc (a report's, the
// property's time zone), each with its zone.
func (d *DataRead) describeIn(loc *time.Location) {
	dataTime := func(t time.Time) string { return t.In(loc).Format(stampSeconds) }
	if d.Database == DatabasePrimary {
		d.Line = fmt.Sprintf("Data as of %s, from the primary database: %s.", dataTime(d.AsOf), d.Fallback)
		return
	}
	lag := "the replica was not behind"
	if d.LagBytes > 0 {
		lag = fmt.Sprintf("the replica was %d bytes of log behind and caught up in %.1f s", d.LagBytes, d.WaitedSeconds)
	}
	d.Line = fmt.Sprintf("Data as of %s, from the reporting replica, with everything the primary had committed by %s (%s).",
		dataTime(d.AsOf), dataTime(d.Asked), lag)
}

// ErrReplicaBehind is what a *ReplicaBehindError is (errors.Is).
var ErrReplicaBehind = errors.New("the reporting replica is behind the primary")

// ReplicaBehindError refuses a report: the reporting replica had not
// replayed, within the wait, everything the primary had committed when
// the report was asked for.
type ReplicaBehindError struct {
	// Behind is how many bytes of log it still lacked; ReplayedAt when its
	// last replayed transaction committed; Paused whether its replay is
	// paused; Waited how long the report waited.
	Behind     int64
	ReplayedAt time.Time
	Paused     bool
	Waited     time.Duration
}

func (e *ReplicaBehindError) Error() string {
	s := fmt.Sprintf("the reporting replica has not yet received everything the primary had committed when the report was asked for: "+
		"after %.0f s it still lacks %d bytes of log", e.Waited.Seconds(), e.Behind)
	if !e.ReplayedAt.IsZero() {
		s += ", and its data are as of " + dataTime(e.ReplayedAt)
	}
	if e.Paused {
		s += "; its replay is paused"
	}
	return s + "; try again when it has caught up"
}

// Is makes errors.Is(err, ErrReplicaBehind) hold.
func (e *ReplicaBehindError) Is(target error) bool { return target == ErrReplicaBehind }

// unusable is why the replica cannot be read: it does not answer, or it
// is not a standby of the primary (foreign).
type unusable struct {
	reason  string
	foreign bool
}

// readFrom is the database a report reads, and what it says of its data
// (nil without a replica).
type readFrom struct {
	store *models.Store
	read  *DataRead
}

// reader decides which database a report reads: without a replica, the
// primary; with one, the replica once it holds everything the primary
// has committed now (waiting for it, then refusing), or the primary when
// the replica cannot be read.
func (g *Generator) reader(ctx context.Context) (readFrom, error) {
	if g.replica == nil {
		return readFrom{store: g.store}, nil
	}
	mark, asked, err := g.store.WALPosition(ctx)
	if err != nil {
		return readFrom{}, err
	}
	start := time.Now()
	var first models.StandbyState
	for n := 0; ; n++ {
		st, bad, err := g.replica.state(ctx, g.store, mark)
		if err != nil {
			return readFrom{}, err
		}
		if bad != nil {
			return g.fallBack(asked, bad.reason), nil
		}
		if n == 0 {
			first = st
		}
		waited := time.Since(start)
		if st.Behind == 0 {
			d := &DataRead{Database: DatabaseReplica, Where: g.replica.store.Where(), AsOf: st.ReplayedAt, Asked: asked,
				Position: mark, LagBytes: first.Behind}
			if first.Behind > 0 {
				d.WaitedSeconds = waited.Seconds()
			}
			if d.AsOf.IsZero() {
				// Nothing replayed since the standby started: its data
				// are as of the position it was asked to hold.
				d.AsOf = asked
			}
			d.describe()
			return readFrom{store: g.replica.store, read: d}, nil
		}
		if waited >= g.replica.wait {
			return readFrom{}, &ReplicaBehindError{Behind: st.Behind, ReplayedAt: st.ReplayedAt, Paused: st.Paused, Waited: waited}
		}
		t := time.NewTimer(min(replicaPoll, g.replica.wait-waited))
		select {
		case <-ctx.Done():
			t.Stop()
			return readFrom{}, ctx.Err()
		case <-t.C:
		}
	}
}

// fallBack reads the primary, saying why.
func (g *Generator) fallBack(asked time.Time, reason string) readFrom {
	g.log.Warn("the reporting replica cannot be read: the report reads the primary", "replica", g.replica.store.Where(), "reason", reason)
	d := &DataRead{Database: DatabasePrimary, Where: g.store.Where(), AsOf: asked, Asked: asked, Fallback: reason}
	d.describe()
	return readFrom{store: g.store, read: d}
}

// state asks the replica how far it has replayed, compared with the
// primary's position mark. It says why the replica cannot be read (bad)
// when it does not answer or is not a standby of the primary; err is set
// only when ctx ends or the primary does not answer.
func (r *replica) state(ctx context.Context, primary *models.Store, mark string) (st models.StandbyState, bad *unusable, err error) {
	cctx, cancel := context.WithTimeout(ctx, replicaCheck)
	st, err = r.store.StandbyState(cctx, mark)
	cancel()
	if ctx.Err() != nil {
		return st, nil, ctx.Err()
	}
	if err != nil {
		return st, &unusable{reason: "the reporting replica did not answer (" + err.Error() + ")"}, nil
	}
	id, err := r.primarySystemID(ctx, primary)
	if err != nil {
		return st, nil, err
	}
	switch {
	case !st.Standby:
		return st, &unusable{reason: "the reporting replica is not a standby (promoted, or not a replica at all)", foreign: true}, nil
	case st.SystemID != id:
		return st, &unusable{reason: fmt.Sprintf("the reporting replica is a standby of another database cluster (system %s, the primary's is %s)",
			st.SystemID, id), foreign: true}, nil
	}
	return st, nil, nil
}

func (r *replica) primarySystemID(ctx context.Context, primary *models.Store) (string, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.primaryID == "" {
		id, err := primary.SystemID(ctx)
		if err != nil {
			return "", err
		}
		r.primaryID = id
	}
	return r.primaryID, nil
}

// snapshot runs a report's reads in one snapshot of the database rf
// names. On the replica, reads cancelled because the replay of the
// primary's log needed what they read are run again (at most three times
// in all), and a replica lost during the report gives way to the primary,
// as one that does not answer at all does.
func (g *Generator) snapshot(ctx context.Context, rf *readFrom, fn func(ctx context.Context, store *models.Store) error) error {
	for tries := 1; ; tries++ {
		store := rf.store
		err := store.ReportSnapshot(ctx, func(ctx context.Context) error { return fn(ctx, store) })
		if err == nil || rf.read == nil || rf.read.Database != DatabaseReplica || ctx.Err() != nil {
			return err
		}
		switch {
		case models.IsRecoveryConflict(err) && tries < 3:
			g.log.Warn("a report's reads on the reporting replica conflicted with its replay; reading again", "err", err)
		case models.IsUnavailable(err):
			*rf = g.fallBack(rf.read.Asked, "the reporting replica failed during the report ("+err.Error()+")")
		default:
			return err
		}
	}
}

// AwaitReplica waits, as a report does, until the reporting replica holds
// everything the primary has committed now; the nightly job asks before
// its reports, so that a replica far behind costs one wait, not one per
// report. It returns a *ReplicaBehindError when the wait runs out, and
// nil without a replica or when the replica cannot be read (the reports
// then read the primary).
func (g *Generator) AwaitReplica(ctx context.Context) error {
	_, err := g.reader(ctx)
	return err
}

// ReplicaStatus is the reporting replica as the pages show it.
type ReplicaStatus struct {
	Where string
	// Usable is false when it does not answer or is not a standby of the
	// primary (Foreign): reports then read the primary.
	Usable, Foreign bool
	State           models.StandbyState
	// Line says it in one sentence.
	Line string
}

// ReplicaStatus says, without waiting, how far the reporting replica is
// behind the primary; ok is false when none is configured.
func (g *Generator) ReplicaStatus(ctx context.Context) (status ReplicaStatus, ok bool, err error) {
	if g.replica == nil {
		return ReplicaStatus{}, false, nil
	}
	mark, _, err := g.store.WALPosition(ctx)
	if err != nil {
		return ReplicaStatus{}, true, err
	}
	st, bad, err := g.replica.state(ctx, g.store, mark)
	if err != nil {
		return ReplicaStatus{}, true, err
	}
	status = ReplicaStatus{Where: g.replica.store.Where(), State: st, Usable: bad == nil}
	switch {
	case bad != nil:
		status.Foreign = bad.foreign
		status.Line = "Reports read the primary database: " + bad.reason + "."
	case st.Behind == 0:
		status.Line = "Reports read the reporting replica; it holds everything the primary has committed"
		if !st.ReplayedAt.IsZero() {
			status.Line += " (data as of " + dataTime(st.ReplayedAt) + ")"
		}
		status.Line += "."
	default:
		status.Line = fmt.Sprintf("Reports read the reporting replica; it is %d bytes of log behind the primary", st.Behind)
		if !st.ReplayedAt.IsZero() {
			status.Line += ", data as of " + dataTime(st.ReplayedAt)
		}
		if st.Paused {
			status.Line += ", and its replay is paused"
		}
		status.Line += fmt.Sprintf(": a report waits up to %s for it to catch up.", g.replica.wait)
	}
	return status, true, nil
}
