package web

import (
	"errors"
	"net/http"
	"net/url"
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
	if u, _, ok := w.signedIn(c); ok {
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
	name := strings.TrimSpace(c.PostForm("name"))
	password := c.PostForm("password")
	next := c.PostForm("next")
	if name == "" || password == "" || len(name) > 200 || len(password) > 1000 {
		w.showSignin(c, http.StatusOK, signinPage{Name: name, Next: next, Error: "Unknown user or wrong password"})
		return
	}
	u, err := w.ledger.SignIn(c.Request.Context(), name, password)
	if errors.Is(err, ledger.ErrSignIn) {
		w.showSignin(c, http.StatusOK, signinPage{Name: name, Next: next, Error: "Unknown user or wrong password"})
		return
	}
	if err != nil {
		w.failed(c, err)
		return
	}
	// A new session on every sign-in: a token set before it is never one
	// that holds a signed-in user.
	w.sessions.drop(cookieValue(c, sessionCookie))
	token, ok := w.sessions.create(u.ID)
	if !ok {
		w.message(c, http.StatusServiceUnavailable, "Sign-in unavailable", "Too many people are signed in; try again later.")
		return
	}
	w.setCookie(c, signinCookie, "", "/web/signin", 0)
	w.setCookie(c, sessionCookie, token, "/web", sessionTTL)
	c.Redirect(http.StatusSeeOther, safeNext(next, webHome(u.Role)))
}

func (w *webUI) signout(c *gin.Context) {
	w.sessions.drop(cookieValue(c, sessionCookie))
	w.setCookie(c, sessionCookie, "", "/web", 0)
	c.Redirect(http.StatusSeeOther, "/web/signin")
}

// safeNext accepts a page of this site to go to after signing in, and
// nothing else (no other host, no scheme, no protocol-relative path).
func safeNext(next, fallback string) string {
	if next == "" || !strings.HasPrefix(next, "/web/") || strings.HasPrefix(next, "/web/signin") ||
		strings.ContainsAny(next, "\\\r\n") {
		return fallback
	}
	u, err := url.Parse(next)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil {
		return fallback
	}
	return next
}
