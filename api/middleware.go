package api

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"log/slog"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/models"
)

// requestID gives every request an id (the caller's X-Request-ID if it sent
// a sane one), echoed in the answer and in every log line and problem.
func requestID() gin.HandlerFunc {
	return func(c *gin.Context) {
		id := c.GetHeader("X-Request-ID")
		if id == "" || len(id) > 64 {
			b := make([]byte, 8)
			_, _ = rand.Read(b)
			id = hex.EncodeToString(b)
		}
		reqctx.SetRequestID(c, id)
		c.Header("X-Request-ID", id)
		c.Next()
	}
}

// accessLog writes one structured line per request.
func accessLog(log *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		start := time.Now()
		c.Next()
		status := c.Writer.Status()
		level := slog.LevelInfo
		switch {
		case status >= 500:
			level = slog.LevelError
		case status >= 400:
			level = slog.LevelWarn
		case c.Request.URL.Path == "/healthz" || c.Request.URL.Path == "/readyz" || c.Request.URL.Path == "/metrics":
			level = slog.LevelDebug
		}
		attrs := []any{"method", c.Request.Method, "path", c.Request.URL.Path, "status", status,
			"duration_ms", float64(time.Since(start).Microseconds()) / 1000, "request_id", reqctx.RequestID(c)}
		if st, ok := reqctx.Station(c); ok {
			attrs = append(attrs, "station", st.Name)
		}
		if u, ok := reqctx.User(c); ok {
			attrs = append(attrs, "user", u.Name)
		}
		if len(c.Errors) > 0 {
			attrs = append(attrs, "error", c.Errors.String())
		}
		log.Log(c.Request.Context(), level, "request", attrs...)
	}
}

// recovery answers a panic with a 500 problem and logs it.
func recovery(log *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		defer func() {
			if r := recover(); r != nil {
				log.Error("panic", "panic", r, "path", c.Request.URL.Path, "request_id", reqctx.RequestID(c))
				writeProblem(c, newProblem(http.StatusInternalServerError, "internal", "Internal error", "the error was logged with the request id"))
			}
		}()
		c.Next()
	}
}

// authCache remembers station token lookups briefly so that a busy
// station does not cost a database round trip per hand. A revoked station
// token stops working within authCacheTTL. User tokens are not cached: a
// disabled user is refused at the next request.
type authCache struct {
	mu      sync.Mutex
	entries map[string]authEntry
}

type authEntry struct {
	station *models.StationAuth
	expires time.Time
}

const authCacheTTL = 5 * time.Second

func (a *authCache) get(token string) (authEntry, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	e, ok := a.entries[token]
	if !ok || time.Now().After(e.expires) {
		return authEntry{}, false
	}
	return e, true
}

func (a *authCache) put(token string, e authEntry) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if len(a.entries) > 10000 {
		clear(a.entries)
	}
	e.expires = time.Now().Add(authCacheTTL)
	a.entries[token] = e
}

// authenticate resolves the bearer token to a station ("st_" tokens) or a
// user ("us_" tokens).
func (s *Server) authenticate() gin.HandlerFunc {
	return func(c *gin.Context) {
		h := c.GetHeader("Authorization")
		token, ok := strings.CutPrefix(h, "Bearer ")
		if !ok || token == "" {
			c.Header("WWW-Authenticate", `Bearer realm="casino"`)
			writeProblem(c, newProblem(http.StatusUnauthorized, "unauthenticated", "Authentication required",
				"send a station or user token as \"Authorization: Bearer TOKEN\""))
			return
		}
		ctx := c.Request.Context()
		if strings.HasPrefix(token, "us_") {
			u, err := s.store.UserByToken(ctx, token)
			if err != nil && !errors.Is(err, models.ErrNotFound) {
				s.refused(c, err)
				return
			}
			if err == nil && u.TokenExpiresAt != nil && !s.ledger.Now().Before(*u.TokenExpiresAt) {
				c.Header("WWW-Authenticate", `Bearer realm="casino", error="invalid_token", error_description="the token expired"`)
				writeProblem(c, newProblem(http.StatusUnauthorized, "token-expired", "Token expired",
					"the token expired at "+u.TokenExpiresAt.UTC().Format(time.RFC3339)+"; ask an administrator for a new one"))
				return
			}
			if err == nil {
				reqctx.SetUser(c, u)
				c.Next()
				return
			}
		}
		e, ok := s.auth.get(token)
		if !ok && strings.HasPrefix(token, "st_") {
			if st, err := s.store.StationByToken(ctx, token); err == nil {
				e.station = &st
				s.auth.put(token, e)
			}
		}
		if e.station == nil {
			c.Header("WWW-Authenticate", `Bearer realm="casino", error="invalid_token"`)
			writeProblem(c, newProblem(http.StatusUnauthorized, "unauthenticated", "Invalid token",
				"the token is unknown, revoked or disabled"))
			return
		}
		reqctx.SetStation(c, *e.station)
		c.Next()
	}
}

// requireUser lets through users holding one of the roles. Stations are
// refused: they only post hands and read the catalog.
func requireUser(roles ...string) gin.HandlerFunc {
	return func(c *gin.Context) {
		u, ok := reqctx.User(c)
		if !ok {
			writeProblem(c, newProblem(http.StatusForbidden, "forbidden", "Forbidden", "this endpoint is for users, not stations"))
			return
		}
		if !slices.Contains(roles, u.Role) {
			writeProblem(c, newProblem(http.StatusForbidden, "forbidden", "Forbidden",
				"role "+u.Role+" may not do this (roles allowed: "+strings.Join(roles, ", ")+")"))
			return
		}
		c.Next()
	}
}

// requireStationOrUser lets through stations and users holding one of the
// roles.
func requireStationOrUser(roles ...string) gin.HandlerFunc {
	users := requireUser(roles...)
	return func(c *gin.Context) {
		if _, ok := reqctx.Station(c); ok {
			c.Next()
			return
		}
		users(c)
	}
}

// pathID reads a numeric path parameter.
func pathID(c *gin.Context, name string) (int64, bool) {
	id, err := strconv.ParseInt(c.Param(name), 10, 64)
	if err != nil || id <= 0 {
		writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", name,
			outOfRange(err, "must be a positive whole number", 1)))
		return 0, false
	}
	return id, true
}
