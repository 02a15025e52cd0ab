package web

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"net/http"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
)

// The web pages keep their sessions in memory: a restart signs everyone
// out, which is acceptable for pages a person signs in to for a shift.
const (
	sessionCookie = "casino_session"
	// signinCookie carries the sign-in form's CSRF token before there is a
	// session (a double-submit token: the form and the cookie must agree).
	signinCookie = "casino_signin"
	sessionTTL   = 12 * time.Hour
	signinTTL    = time.Hour
	// maxSessions bounds the store; a full store drops expired sessions
	// first and refuses new ones only when none has expired.
	maxSessions = 10000
)

// webSession is a signed-in user's session. The store holds it under the
// SHA-256 of the cookie's token, so the tokens themselves are not kept.
type webSession struct {
	userID  int64
	csrf    string
	expires time.Time
}

type sessionStore struct {
	mu  sync.Mutex
	m   map[string]webSession
	now func() time.Time
}

func newSessionStore(now func() time.Time) *sessionStore {
	return &sessionStore{m: map[string]webSession{}, now: now}
}

// randomToken returns 32 random bytes in hex.
func randomToken() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic("crypto/rand failed: " + err.Error())
	}
	return hex.EncodeToString(b)
}

func tokenKey(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// create starts a session for a user and returns its cookie token.
func (s *sessionStore) create(userID int64) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.now()
	if len(s.m) >= maxSessions {
		for k, v := range s.m {
			if now.After(v.expires) {
				delete(s.m, k)
			}
		}
		if len(s.m) >= maxSessions {
			return "", false
		}
	}
	token := randomToken()
	s.m[tokenKey(token)] = webSession{userID: userID, csrf: randomToken(), expires: now.Add(sessionTTL)}
	return token, true
}

// get returns the session of a cookie token, if it has not expired.
func (s *sessionStore) get(token string) (webSession, bool) {
	if token == "" {
		return webSession{}, false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	k := tokenKey(token)
	sess, ok := s.m[k]
	if !ok {
		return webSession{}, false
	}
	if s.now().After(sess.expires) {
		delete(s.m, k)
		return webSession{}, false
	}
	return sess, true
}

func (s *sessionStore) drop(token string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.m, tokenKey(token))
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
