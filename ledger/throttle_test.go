package ledger_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
)

// Attempts sent together cannot all slip past a counter none of them has
// raised yet: each is counted before its password is checked, so no more
// are checked than one after another.
func TestSignInBurstIsThrottled(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	if err := f.ledger.SetPassword(ctx, "cli", "pat", "correct horse battery"); err != nil {
		t.Fatal(err)
	}
	const n = 24
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = f.ledger.SignInFrom(ctx, "pat", "not the password", "203.0.113.9")
		}()
	}
	wg.Wait()
	var checked, throttled int
	for _, err := range errs {
		var te *ledger.ThrottledError
		switch {
		case errors.Is(err, ledger.ErrSignIn):
			checked++
		case errors.As(err, &te):
			throttled++
		default:
			t.Errorf("unexpected answer %v", err)
		}
	}
	if checked != ledger.NameFreeFailures+1 || throttled != n-checked {
		t.Errorf("%d of %d attempts checked, %d throttled; want %d checked", checked, n, throttled, ledger.NameFreeFailures+1)
	}
	if got := countAudit(t, f.store, "user.sign_in_failed"); got != checked {
		t.Errorf("%d failures audited for %d checked", got, checked)
	}
}

// A success takes back its own charge on the address's counter: it
// neither counts as a failure nor wipes the failures of others there.
func TestSignInSuccessLeavesAddressFailures(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	now := fixedNow()
	f.ledger.SetClock(func() time.Time { return now })
	if err := f.ledger.SetPassword(ctx, "cli", "pat", "correct horse battery"); err != nil {
		t.Fatal(err)
	}
	const addr = "2001:db8:1:2:3:4:5:6"
	names := []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"}
	for _, name := range names[:ledger.AddressFreeFailures-1] {
		if _, err := f.ledger.SignInFrom(ctx, name, "wrong password", addr); !errors.Is(err, ledger.ErrSignIn) {
			t.Fatalf("%s: %v", name, err)
		}
	}
	for range 3 {
		if _, err := f.ledger.SignInFrom(ctx, "pat", "correct horse battery", addr); err != nil {
			t.Fatalf("pat: %v", err)
		}
	}
	// Another address of the same /64 is the same client.
	c, err := f.store.SignInFailuresOf(ctx, models.FailureScopeAddress, "2001:db8:1:2::/64")
	if err != nil || c.Failures != ledger.AddressFreeFailures-1 || c.RetryAt != nil {
		t.Fatalf("the address's counter after the successes: %+v %v", c, err)
	}
	if _, err := f.ledger.SignInFrom(ctx, "k", "wrong password", "2001:db8:1:2::99"); !errors.Is(err, ledger.ErrSignIn) {
		t.Fatal(err)
	}
	if _, err := f.ledger.SignInFrom(ctx, "l", "wrong password", "2001:db8:1:2::100"); !errors.Is(err, ledger.ErrSignIn) {
		t.Fatalf("the address's last free failure: %v", err)
	}
	var te *ledger.ThrottledError
	if _, err := f.ledger.SignInFrom(ctx, "pat", "correct horse battery", addr); !errors.As(err, &te) {
		t.Errorf("after the address's free failures: %v, want a wait", err)
	}
}
