package web

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/ledger"
)

// signinPage is the sign-in form.
type signinPage struct {
	Token string
	Name  string
	Next  string
	Error string
}

func (w *webUI) signinPage(c *gin.Context) {
	if u, _, ok, err := w.signedIn(c); err != nil {
		w.failed(c, err)
		return
	} else if ok {
		c.Redirect(http.StatusSeeOther, safeNext(c.Query("next"), webHome(u.Role)))
		return
	}
	w.showSignin(c, http.StatusOK, signinPage{Next: c.Query("next")})
}

// showSignin renders the form with the sign-in CSRF token, reusing the one
// the browser holds so that two open tabs both work.
func (w *webUI) showSignin(c *gin.Context, status int, p signinPage) {
	token := cookieValue(c, signinCookie)
	if len(token) != 64 {
		token = randomToken()
	}
	w.setCookie(c, signinCookie, token, "/web/signin", signinTTL)
	p.Token = token
	p.Next = safeNext(p.Next, "")
	w.render(c, status, "signin", "Sign in", p)
}

func (w *webUI) signin(c *gin.Context) {
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, maxFormBytes)
	if !tokensEqual(c.PostForm("csrf_token"), cookieValue(c, signinCookie)) {
		w.csrfRefused(c)
		return
	}
	if w.badForm(c) {
		return
	}
	name := strings.TrimSpace(c.PostForm("name"))
	password := c.PostForm("password")
	next := c.PostForm("next")
	if name == "" || password == "" || len(name) > 200 || len(password) > 1000 {
		w.showSignin(c, http.StatusOK, signinPage{Name: name, Next: next, Error: "Unknown user or wrong password"})
		return
	}
	ctx := c.Request.Context()
	u, err := w.ledger.SignInFrom(ctx, name, password, c.ClientIP())
	var throttled *ledger.ThrottledError
	switch {
	case errors.Is(err, ledger.ErrSignIn):
		w.showSignin(c, http.StatusOK, signinPage{Name: name, Next: next, Error: "Unknown user or wrong password"})
		return
	case errors.As(err, &throttled):
		secs := throttled.RetrySeconds()
		c.Header("Retry-After", strconv.FormatInt(secs, 10))
		w.showSignin(c, http.StatusTooManyRequests, signinPage{Name: name, Next: next,
			Error: fmt.Sprintf("Too many failed sign-ins. Wait %s, then try again.", waitText(secs))})
		return
	case errors.Is(err, ledger.ErrLockedOut):
		// The same words whether or not a user has the name: names nobody
		// has are locked the same way.
		w.showSignin(c, http.StatusForbidden, signinPage{Name: name, Next: next,
			Error: "Sign-in is locked for this name after too many failed attempts. An administrator can unlock it."})
		return
	case err != nil:
		w.failed(c, err)
		return
	}
	// A new session on every sign-in: a token set before it is never one
	// that holds a signed-in user.
	if err := w.endSession(ctx, cookieValue(c, sessionCookie)); err != nil {
		w.failed(c, err)
		return
	}
	token, err := w.startSession(ctx, u)
	if err != nil {
		w.failed(c, err)
		return
	}
	w.setCookie(c, signinCookie, "", "/web/signin", 0)
	w.setCookie(c, sessionCookie, token, "/web", SessionLifetime)
	c.Redirect(http.StatusSeeOther, safeNext(next, webHome(u.Role)))
}

// waitText says how long to wait: "1 second", "45 seconds", "5 minutes".
func waitText(secs int64) string {
	switch {
	case secs == 1:
		return "1 second"
	case secs < 120:
		return strconv.FormatInt(secs, 10) + " seconds"
	}
	return strconv.FormatInt((secs+59)/60, 10) + " minutes"
}

func (w *webUI) signout(c *gin.Context) {
	if err := w.endSession(c.Request.Context(), cookieValue(c, sessionCookie)); err != nil {
		w.failed(c, err)
		return
	}
	w.setCookie(c, sessionCookie, "", "/web", 0)
	c.Redirect(http.StatusSeeOther, "/web/signin")
}

// safeNext accepts a page of this site to go to after signing in, and
// nothing else (no other host, no scheme, no protocol-relative path).
func safeNext(next, fallback string) string {
	if next == "" || !strings.HasPrefix(next, "/web/") || strings.ContainsAny(next, "\\\r\n") {
		return fallback
	}
	u, err := url.Parse(next)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil || u.Opaque != "" {
		return fallback
	}
	// Dot segments, written plainly or escaped (/web/../x, /web/%2e%2e/x),
	// lead out of /web: the path counts as the browser will resolve it.
	clean := path.Clean(u.Path)
	if !strings.HasPrefix(clean+"/", "/web/") || strings.HasPrefix(clean, "/web/signin") {
		return fallback
	}
	if strings.HasSuffix(u.Path, "/") && clean != "/" {
		clean += "/"
	}
	return (&url.URL{Path: clean, RawQuery: u.RawQuery}).String()
}
