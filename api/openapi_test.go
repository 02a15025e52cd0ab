package api

import (
	"context"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/docs"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules/catalog"
)

// The OpenAPI document is valid, and it describes exactly the routes casinod
// serves: no route is undocumented and no documented path is missing.
func TestOpenAPIMatchesRoutes(t *testing.T) {
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(docs.OpenAPI)
	if err != nil {
		t.Fatal(err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("openapi.yaml does not validate: %v", err)
	}
	documented := map[string]bool{}
	for path, item := range doc.Paths.Map() {
		for method := range item.Operations() {
			documented[method+" "+path] = true
		}
	}
	store := modeltest.Open(t)
	h := New(ledger.New(store, catalog.Default(), nil), reports.NewGenerator(store, nil), nil).(*gin.Engine)
	param := regexp.MustCompile(`:([a-z_]+)`)
	served := map[string]bool{}
	for _, r := range h.Routes() {
		if r.Path == "/" || strings.HasPrefix(r.Path, "/web/") {
			continue // the landing page and the web pages, not part of the API
		}
		served[r.Method+" "+param.ReplaceAllString(r.Path, "{$1}")] = true
	}
	var missing, stale []string
	for k := range served {
		if !documented[k] {
			missing = append(missing, k)
		}
	}
	for k := range documented {
		if !served[k] {
			stale = append(stale, k)
		}
	}
	sort.Strings(missing)
	sort.Strings(stale)
	for _, k := range missing {
		t.Errorf("served but not in openapi.yaml: %s", k)
	}
	for _, k := range stale {
		t.Errorf("in openapi.yaml but not served: %s", k)
	}
}
