// Package reqctx carries what the middleware learns about a request (its id
// and who sent it) to the handlers of the JSON API and of the web pages, so
// that both packages read it the same way.
package reqctx

import (
	"maps"
	"net/url"
	"slices"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

const (
	requestIDKey = "request_id"
	stationKey   = "station"
	userKey      = "user"
)

// SetRequestID stores the request's id.
func SetRequestID(c *gin.Context, id string) { c.Set(requestIDKey, id) }

// RequestID returns the request's id ("" before the middleware set it).
func RequestID(c *gin.Context) string { return c.GetString(requestIDKey) }

// SetUser records the signed-in user (a bearer token or a web session).
func SetUser(c *gin.Context, u models.User) { c.Set(userKey, u) }

// User returns the signed-in user, if a user sent the request.
func User(c *gin.Context) (models.User, bool) {
	v, ok := c.Get(userKey)
	if !ok {
		return models.User{}, false
	}
	u, ok := v.(models.User)
	return u, ok
}

// CurrentUser returns the signed-in user, or the zero User when a station
// or nobody sent the request.
func CurrentUser(c *gin.Context) models.User {
	u, _ := User(c)
	return u
}

// SetStation records the dealer station that sent the request.
func SetStation(c *gin.Context, st models.StationAuth) { c.Set(stationKey, st) }

// Station returns the dealer station, if a station sent the request.
func Station(c *gin.Context) (models.StationAuth, bool) {
	v, ok := c.Get(stationKey)
	if !ok {
		return models.StationAuth{}, false
	}
	st, ok := v.(models.StationAuth)
	return st, ok
}

// InvalidText names the first path or query parameter of the request that
// is not valid text (invalid UTF-8, or a NUL character, which PostgreSQL
// cannot compare with text), and says what is wrong; ok is false when all
// are valid. A query string that cannot be parsed is named "query".
func InvalidText(c *gin.Context) (name, problem string, bad bool) {
	for _, p := range c.Params {
		if msg := rules.TextProblem(p.Value); msg != "" {
			return p.Key, msg, true
		}
	}
	q, err := url.ParseQuery(c.Request.URL.RawQuery)
	if err != nil {
		return "query", "is not a well-formed query string: " + err.Error(), true
	}
	for _, k := range slices.Sorted(maps.Keys(q)) {
		if msg := rules.TextProblem(k); msg != "" {
			return k, msg, true
		}
		for _, v := range q[k] {
			if msg := rules.TextProblem(v); msg != "" {
				return k, msg, true
			}
		}
	}
	return "", "", false
}
