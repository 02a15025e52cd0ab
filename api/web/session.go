package web

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/models"
)

// Sessions live in the database (models.WebSession), so a restart signs no
// one out and every replica serves every session (docs/web.md).
const (
	sessionCookie = "casino_session"
	// signinCookie carries the sign-in form's CSRF token before there is a
	// session (a double-submit token: the form and the cookie must agree).
	signinCookie = "casino_signin"
	signinTTL    = time.Hour
	// SessionLifetime is how long a session lasts however busy it is: a
	// shift and a half.
	SessionLifetime = 12 * time.Hour
	// SessionIdleTimeout ends a session nobody has used for this long.
	SessionIdleTimeout = 30 * time.Minute
	// sessionTouchEvery is how stale a session's last-seen time may get
	// before a request writes it, so pages do not each cost a write.
	sessionTouchEvery = time.Minute
	// sweepEvery is how often a replica deletes expired sessions and
	// forgotten sign-in failures, in the request that finds it due.
	sweepEvery = 10 * time.Minute
)

// webSession is a signed-in user's live session.
type webSession struct {
	userID int64
	csrf   string
}

// randomToken returns 32 random bytes in hex.
func randomToken() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic("crypto/rand failed: " + err.Error())
	}
	return hex.EncodeToString(b)
}

// startSession stores a new session for a user and returns its cookie
// token; the ledger ends the user's oldest sessions beyond its limit.
func (w *webUI) startSession(ctx context.Context, u models.User) (string, error) {
	now := w.now()
	token := randomToken()
	err := w.ledger.StartWebSession(ctx, u, &models.WebSession{TokenHash: models.HashToken(token), CSRFToken: randomToken(),
		UserID: u.ID, CreatedAt: now, LastSeenAt: now, IdleExpiresAt: now.Add(SessionIdleTimeout),
		ExpiresAt: now.Add(SessionLifetime)})
	return token, err
}

// session returns the live session of a cookie token. An expired session
// is deleted; a live one's last-seen time is written at most every
// sessionTouchEvery.
func (w *webUI) session(ctx context.Context, token string) (webSession, bool, error) {
	w.sweep(ctx)
	if token == "" {
		return webSession{}, false, nil
	}
	hash := models.HashToken(token)
	s, err := w.store.WebSessionByHash(ctx, hash)
	if errors.Is(err, models.ErrNotFound) {
		return webSession{}, false, nil
	}
	if err != nil {
		return webSession{}, false, err
	}
	now := w.now()
	if !s.Live(now) {
		return webSession{}, false, w.store.DeleteWebSession(ctx, hash)
	}
	if now.Sub(s.LastSeenAt) >= sessionTouchEvery {
		idle := now.Add(SessionIdleTimeout)
		if idle.After(s.ExpiresAt) {
			idle = s.ExpiresAt
		}
		if err := w.store.TouchWebSession(ctx, hash, now, idle); err != nil {
			return webSession{}, false, err
		}
	}
	return webSession{userID: s.UserID, csrf: s.CSRFToken}, true, nil
}

// endSession deletes the session of a cookie token, if there is one.
func (w *webUI) endSession(ctx context.Context, token string) error {
	if token == "" {
		return nil
	}
	return w.store.DeleteWebSession(ctx, models.HashToken(token))
}

// sweep deletes expired sessions and forgotten sign-in failures when this
// replica has not done so for sweepEvery. It runs in the request that finds
// it due; the time of the last sweep is only a hint, so keeping it in
// memory loses nothing.
func (w *webUI) sweep(ctx context.Context) {
	now := w.now().UnixNano()
	last := w.lastSweep.Load()
	if now-last < int64(sweepEvery) || !w.lastSweep.CompareAndSwap(last, now) {
		return
	}
	if _, err := w.store.DeleteExpiredWebSessions(ctx, w.now()); err != nil {
		w.log.Warn("delete expired web sessions", "err", err)
	}
	if _, err := w.ledger.ForgetSignInFailures(ctx); err != nil {
		w.log.Warn("forget old sign-in failures", "err", err)
	}
}

// tokensEqual compares two tokens in constant time; empty never matches.
func tokensEqual(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1
}

// secureCookies reports whether cookies get the Secure flag: on a TLS
// request, or always when CASINO_SECURE_COOKIES=1 (behind a proxy that ends
// TLS).
func (w *webUI) secureCookies(c *gin.Context) bool {
	return w.forceSecure || c.Request.TLS != nil
}

func (w *webUI) setCookie(c *gin.Context, name, value, path string, maxAge time.Duration) {
	ck := &http.Cookie{Name: name, Value: value, Path: path, HttpOnly: true, SameSite: http.SameSiteStrictMode,
		Secure: w.secureCookies(c)}
	if maxAge > 0 {
		ck.MaxAge = int(maxAge / time.Second)
		ck.Expires = w.now().Add(maxAge)
	} else {
		ck.MaxAge = -1
	}
	http.SetCookie(c.Writer, ck)
}

func cookieValue(c *gin.Context, name string) string {
	v, err := c.Cookie(name)
	if err != nil {
		return ""
	}
	return v
}
