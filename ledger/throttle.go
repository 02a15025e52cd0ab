package ledger

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/netip"
	"time"

	"github.com/tablegames/casino/models"
)

// Sign-in throttling (docs/web.md). Failed sign-ins are counted per user
// name and per client address in the database, so every replica sees the
// same counts. The first failures of a counter cost nothing; after each
// later one the next attempt must wait, FirstSignInDelay doubling up to
// MaxSignInDelay, and an attempt that comes sooner is refused without its
// password being checked. LockoutFailures consecutive failures of one name
// lock it until an administrator unlocks it (casinoctl user unlock NAME).
const (
	NameFreeFailures = 3
	// AddressFreeFailures is higher than a name's because the tablets of
	// a floor may reach casinod through one address.
	AddressFreeFailures = 10
	FirstSignInDelay    = time.Second
	MaxSignInDelay      = 5 * time.Minute
	LockoutFailures     = 10
	// A counter without a failure for this long starts again from zero;
	// a locked name stays locked.
	NameFailureMemory    = 24 * time.Hour
	AddressFailureMemory = time.Hour
)

// ErrLockedOut answers a sign-in for a locked name. Names no user has are
// counted and locked the same way, so the answer does not tell whether a
// user has the name.
var ErrLockedOut = errors.New("ledger: sign-in is locked for this name")

// ThrottledError answers a sign-in that came before the wait after earlier
// failures had passed. Its password was not checked.
type ThrottledError struct {
	RetryAfter time.Duration
}

func (e *ThrottledError) Error() string {
	return fmt.Sprintf("ledger: too many failed sign-ins; retry after %s", e.RetryAfter.Round(time.Second))
}

// signInDelay is the wait after a counter's nth failure.
func signInDelay(failures, free int) time.Duration {
	over := failures - free
	if over <= 0 {
		return 0
	}
	if over > 20 { // beyond any cap; keeps the shift from overflowing
		return MaxSignInDelay
	}
	return min(FirstSignInDelay<<(over-1), MaxSignInDelay)
}

func freeFailures(scope string) int {
	if scope == models.FailureScopeName {
		return NameFreeFailures
	}
	return AddressFreeFailures
}

func failureMemory(scope string) time.Duration {
	if scope == models.FailureScopeName {
		return NameFailureMemory
	}
	return AddressFailureMemory
}

// addressKey is what a client address is counted under: an IPv6 client
// controls a whole /64, so it is counted as one.
func addressKey(addr string) string {
	a, err := netip.ParseAddr(addr)
	if err != nil {
		return clipName(addr)
	}
	a = a.Unmap().WithZone("")
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}

// counter reads a failure counter under a lock held until the transaction
// ends, forgetting failures older than the scope's memory.
func (l *Ledger) counter(ctx context.Context, scope, subject string, now time.Time) (models.SignInFailures, error) {
	if err := l.store.Lock(ctx, "sign-in:"+scope+":"+subject); err != nil {
		return models.SignInFailures{}, err
	}
	f, err := l.store.SignInFailuresOf(ctx, scope, subject)
	if err != nil {
		return f, err
	}
	if f.LockedAt == nil && f.Failures > 0 && now.Sub(f.LastFailureAt) >= failureMemory(scope) {
		f = models.SignInFailures{Scope: scope, Subject: subject}
	}
	return f, nil
}

func waitOf(f models.SignInFailures, now time.Time) time.Duration {
	if f.RetryAt == nil || !f.RetryAt.After(now) {
		return 0
	}
	return f.RetryAt.Sub(now)
}

// charge counts an attempt as a failure before its password is checked, so
// that attempts sent together cannot all pass a counter that none of them
// has raised yet; a success takes the charge back.
func charge(f models.SignInFailures, now time.Time) models.SignInFailures {
	f.Failures++
	f.LastFailureAt = now
	f.RetryAt = nil
	if d := signInDelay(f.Failures, freeFailures(f.Scope)); d > 0 {
		t := now.Add(d)
		f.RetryAt = &t
	}
	return f
}

// signInClaim is what an attempt that may be checked left in the counters.
type signInClaim struct {
	name     models.SignInFailures
	addr     models.SignInFailures
	prevAddr models.SignInFailures // the address's counter before the attempt
	hasAddr  bool
}

// claimSignIn refuses an attempt for a locked name or one that comes too
// soon (audited), and otherwise charges its counters.
func (l *Ledger) claimSignIn(ctx context.Context, name, addr string, now time.Time) (signInClaim, error) {
	var c signInClaim
	var refusal error
	err := l.store.InTx(ctx, func(ctx context.Context) error {
		var err error
		if c.name, err = l.counter(ctx, models.FailureScopeName, name, now); err != nil {
			return err
		}
		subject := "user:" + clipName(name)
		if c.name.LockedAt != nil {
			refusal = ErrLockedOut
			return l.store.Audit(ctx, now, models.AuditEvent{Chain: models.SystemChain, Actor: "anonymous",
				Action: "user.sign_in_locked", Subject: subject, Detail: map[string]any{"address": addr}})
		}
		wait, by := waitOf(c.name, now), []string{}
		if wait > 0 {
			by = append(by, models.FailureScopeName)
		}
		if addr != "" {
			c.hasAddr = true
			if c.addr, err = l.counter(ctx, models.FailureScopeAddress, addressKey(addr), now); err != nil {
				return err
			}
			if w := waitOf(c.addr, now); w > 0 {
				wait, by = max(wait, w), append(by, models.FailureScopeAddress)
			}
		}
		if wait > 0 {
			refusal = &ThrottledError{RetryAfter: wait}
			return l.store.Audit(ctx, now, models.AuditEvent{Chain: models.SystemChain, Actor: "anonymous",
				Action: "user.sign_in_throttled", Subject: subject,
				Detail: map[string]any{"address": addr, "counters": by, "retry_after_seconds": retrySeconds(wait)}})
		}
		c.name = charge(c.name, now)
		if err := l.store.SaveSignInFailures(ctx, c.name); err != nil {
			return err
		}
		if c.hasAddr {
			c.prevAddr = c.addr
			c.addr = charge(c.addr, now)
			return l.store.SaveSignInFailures(ctx, c.addr)
		}
		return nil
	})
	if err != nil {
		return c, err
	}
	return c, refusal
}

// retrySeconds is a wait in whole seconds, rounded up, as Retry-After
// gives it.
func retrySeconds(d time.Duration) int64 {
	return int64(math.Ceil(d.Seconds()))
}

// RetrySeconds is the wait of a throttled sign-in in whole seconds, at
// least 1.
func (e *ThrottledError) RetrySeconds() int64 { return max(retrySeconds(e.RetryAfter), 1) }

// signInFailed audits a failed attempt (already counted) and locks its
// name when the name has failed LockoutFailures times in a row.
func (l *Ledger) signInFailed(ctx context.Context, name, addr, reason string, known bool) error {
	return l.store.InTx(ctx, func(ctx context.Context) error {
		now := l.now()
		f, err := l.counter(ctx, models.FailureScopeName, name, now)
		if err != nil {
			return err
		}
		subject := "user:" + clipName(name)
		detail := map[string]any{"reason": reason, "failures": f.Failures}
		if addr != "" {
			detail["address"] = addr
		}
		events := []models.AuditEvent{{Chain: models.SystemChain, Actor: "anonymous",
			Action: "user.sign_in_failed", Subject: subject, Detail: detail}}
		if f.LockedAt == nil && f.Failures >= LockoutFailures {
			f.LockedAt = &now
			if err := l.store.SaveSignInFailures(ctx, f); err != nil {
				return err
			}
			events = append(events, models.AuditEvent{Chain: models.SystemChain, Actor: "system:sign-in",
				Action: "user.locked_out", Subject: subject,
				Detail: map[string]any{"failures": f.Failures, "known_user": known}})
		}
		return l.store.Audit(ctx, now, events...)
	})
}

// signInSucceeded clears the name's counter and takes back the charge on
// the address's, so a success neither counts nor wipes others' failures.
func (l *Ledger) signInSucceeded(ctx context.Context, c signInClaim, u models.User, addr string) error {
	return l.store.InTx(ctx, func(ctx context.Context) error {
		now := l.now()
		if _, err := l.counter(ctx, models.FailureScopeName, u.Name, now); err != nil {
			return err
		}
		if _, err := l.store.DeleteSignInFailures(ctx, models.FailureScopeName, u.Name); err != nil {
			return err
		}
		if c.hasAddr {
			f, err := l.counter(ctx, models.FailureScopeAddress, c.addr.Subject, now)
			if err != nil {
				return err
			}
			switch {
			case f.Failures == c.addr.Failures && c.prevAddr.Failures == 0:
				_, err = l.store.DeleteSignInFailures(ctx, models.FailureScopeAddress, f.Subject)
			case f.Failures == c.addr.Failures:
				err = l.store.SaveSignInFailures(ctx, c.prevAddr)
			case f.Failures > 0: // others failed meanwhile: keep their waits
				f.Failures--
				err = l.store.SaveSignInFailures(ctx, f)
			}
			if err != nil {
				return err
			}
		}
		detail := map[string]any{}
		if addr != "" {
			detail["address"] = addr
		}
		return l.store.Audit(ctx, now, models.AuditEvent{Chain: models.SystemChain, Actor: "user:" + u.Name,
			Action: "user.signed_in", Subject: "user:" + clipName(u.Name), Detail: detail})
	})
}

// ForgetSignInFailures deletes counters whose failures are older than
// their memory; locked names stay. casinod calls it from time to time.
func (l *Ledger) ForgetSignInFailures(ctx context.Context) (int64, error) {
	now := l.now()
	return l.store.ForgetSignInFailures(ctx, map[string]time.Time{
		models.FailureScopeName:    now.Add(-NameFailureMemory),
		models.FailureScopeAddress: now.Add(-AddressFailureMemory),
	})
}
