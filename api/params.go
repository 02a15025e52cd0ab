package api

import (
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
)

// queryParameters lists the query parameters each endpoint reads, by method
// and route. Any other parameter is refused: a misspelt filter
// (?tabel=BAC-1) silently ignored would answer for every table. The
// OpenAPI test checks that the document lists exactly these.
var queryParameters = map[string][]string{
	"GET /api/v1/hands":                        {"table", "verdict", "gaming_day", "after", "limit"},
	"GET /api/v1/findings":                     {"status", "table", "gaming_day", "after", "limit"},
	"GET /api/v1/counts":                       {"gaming_day", "property"},
	"GET /api/v1/progressives/:id/events":      {"after", "limit"},
	"GET /api/v1/reports":                      {"kind", "gaming_day", "trigger", "after", "limit"},
	"GET /api/v1/tables":                       {"after", "limit"},
	"GET /api/v1/audit":                        {"chain", "action", "subject", "after", "limit"},
	"GET /api/v1/schedules":                    {"game", "set"},
	"POST /api/v1/gaming-days/:day/sign-off":   {"property"},
	"GET /api/v1/gaming-days/:day/sign-off":    {"property"},
	"POST /api/v1/gaming-days/:day/review":     {"property"},
	"GET /api/v1/gaming-days/:day/review":      {"property"},
	"GET /api/v1/tables/:table_id/collections": {"gaming_day"},
	"GET /api/v1/slips":                        {"gaming_day", "property"},
	"GET /api/v1/inventories":                  {"gaming_day", "property"},
	"GET /api/v1/gaming-days/:day/checklist":   {"property"},
	"GET /api/v1/explanations":                 {"property", "gaming_day", "after", "limit"},
}

// checkParams refuses, before any handler reads them, a path or query
// parameter that is not valid text, a query parameter the endpoint does not
// take or given empty, with a 400 naming the parameter. The web pages answer such
// requests with a page of their own.
func checkParams() gin.HandlerFunc {
	return func(c *gin.Context) {
		if !strings.HasPrefix(c.Request.URL.Path, "/api/") || c.FullPath() == "" {
			c.Next()
			return
		}
		if name, problem, bad := reqctx.InvalidText(c); bad {
			writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", name, problem))
			return
		}
		allowed := queryParameters[c.Request.Method+" "+c.FullPath()]
		q, _ := url.ParseQuery(c.Request.URL.RawQuery)
		for _, k := range slices.Sorted(maps.Keys(q)) {
			if !slices.Contains(allowed, k) {
				detail := "is not a parameter of this endpoint"
				if len(allowed) > 0 {
					detail += " (it takes " + strings.Join(allowed, ", ") + ")"
				} else {
					detail += " (it takes none)"
				}
				writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", k, detail))
				return
			}
			if len(q[k]) > 1 {
				writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", k, "is given more than once"))
				return
			}
			// ?limit= is not ?limit left out: a client that meant a value
			// and sent none (an unset variable) learns it, rather than
			// being answered for every table or the default page.
			if q[k][0] == "" {
				writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", k, "is empty: give it a value, or leave it out"))
				return
			}
		}
		c.Next()
	}
}
