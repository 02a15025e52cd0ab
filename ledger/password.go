package ledger

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"unicode/utf8"

	"golang.org/x/crypto/bcrypt"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// Password length limits. bcrypt reads at most 72 bytes; a longer password
// would be silently cut, so it is refused instead.
const (
	MinPasswordChars = 10
	MaxPasswordBytes = 72
)

// ErrSignIn is the one answer to a failed sign-in: an unknown name, a
// disabled user, a user without a password and a wrong password all get it,
// so the answer does not tell which. The audit log records which it was.
var ErrSignIn = errors.New("ledger: unknown user or wrong password")

// SetPassword sets a user's sign-in password for the web pages, kept only
// as a bcrypt hash. The password must have at least MinPasswordChars
// characters. The change is audited ("user.password_set"); the password and
// its hash are not.
func (l *Ledger) SetPassword(ctx context.Context, actor, name, password string) error {
	switch {
	case utf8.RuneCountInString(password) < MinPasswordChars:
		return asInput(rules.Invalid("password", "must have at least %d characters", MinPasswordChars))
	case len(password) > MaxPasswordBytes:
		return asInput(rules.Invalid("password", "must be at most %d bytes long", MaxPasswordBytes))
	}
	u, err := l.store.UserByName(ctx, name)
	if errors.Is(err, models.ErrNotFound) {
		return asInput(rules.Invalid("name", "there is no user %q", name))
	}
	if err != nil {
		return err
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	if err != nil {
		return fmt.Errorf("hash password: %w", err)
	}
	return l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.SetUserPassword(ctx, u.ID, string(hash)); err != nil {
			return err
		}
		return l.store.Audit(ctx, l.now(), models.AuditEvent{
			Chain: models.SystemChain, Actor: actor, Action: "user.password_set", Subject: "user:" + name,
		})
	})
}

// dummyHash is compared against when the user is unknown or has no
// password, so that a failed sign-in takes as long whatever the reason.
var dummyHash = sync.OnceValue(func() []byte {
	h, _ := bcrypt.GenerateFromPassword([]byte("no user has this password"), bcrypt.DefaultCost)
	return h
})

// SignIn checks a name and password and returns the user, counting
// failures under the name only; SignInFrom also counts them under the
// client's address.
func (l *Ledger) SignIn(ctx context.Context, name, password string) (models.User, error) {
	return l.SignInFrom(ctx, name, password, "")
}

// SignInFrom checks a name and password sent from a client address and
// returns the user. A wrong attempt is ErrSignIn, whatever was wrong; an
// attempt for a locked name is ErrLockedOut and one that comes before the
// wait after earlier failures is a *ThrottledError, both refused before the
// password is checked (throttle.go). Every outcome is audited:
// "user.signed_in", "user.sign_in_failed" with the reason,
// "user.sign_in_throttled", "user.sign_in_locked", and "user.locked_out"
// when a failure locks the name.
func (l *Ledger) SignInFrom(ctx context.Context, name, password, addr string) (models.User, error) {
	claim, err := l.claimSignIn(ctx, name, addr, l.now())
	if err != nil {
		return models.User{}, err
	}
	u, err := l.store.UserByName(ctx, name)
	if err != nil && !errors.Is(err, models.ErrNotFound) {
		return models.User{}, err
	}
	known := err == nil
	hash := dummyHash()
	if known && u.PasswordHash != nil {
		hash = []byte(*u.PasswordHash)
	}
	match := bcrypt.CompareHashAndPassword(hash, []byte(password)) == nil
	reason := ""
	switch {
	case !known:
		reason = "unknown user"
	case u.DisabledAt != nil:
		reason = "user disabled"
	case u.PasswordHash == nil:
		reason = "no password set"
	case !match:
		reason = "wrong password"
	}
	if reason != "" {
		if err := l.signInFailed(ctx, name, addr, reason, known); err != nil {
			return models.User{}, err
		}
		return models.User{}, ErrSignIn
	}
	if err := l.signInSucceeded(ctx, claim, u, addr); err != nil {
		return models.User{}, err
	}
	return u, nil
}

// clipName bounds the name a failed sign-in puts in the audit log.
func clipName(name string) string {
	if len(name) <= 64 {
		return name
	}
	cut := 64
	for cut > 0 && !utf8.RuneStart(name[cut]) {
		cut--
	}
	return name[:cut] + "…"
}
