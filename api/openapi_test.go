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

	// The query parameters each endpoint takes are the ones documented.
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			var documented []string
			for _, p := range append(item.Parameters, op.Parameters...) {
				if p.Value != nil && p.Value.In == "query" {
					documented = append(documented, p.Value.Name)
				}
			}
			route := method + " " + regexp.MustCompile(`\{([a-z_]+)\}`).ReplaceAllString(path, ":$1")
			taken := append([]string(nil), queryParameters[route]...)
			sort.Strings(documented)
			sort.Strings(taken)
			if strings.Join(documented, ",") != strings.Join(taken, ",") {
				t.Errorf("%s: openapi.yaml documents the query parameters [%s]; the endpoint takes [%s]",
					route, strings.Join(documented, ", "), strings.Join(taken, ", "))
			}
		}
	}
	for route := range queryParameters {
		if !served[param.ReplaceAllString(route, "{$1}")] {
			t.Errorf("queryParameters names %s, which is not served", route)
		}
	}
}

// Every answer the document describes is typed: a schema for each content
// type, and no JSON schema that says nothing of its value.
func TestOpenAPIResponsesAreTyped(t *testing.T) {
	doc, err := openapi3.NewLoader().LoadFromData(docs.OpenAPI)
	if err != nil {
		t.Fatal(err)
	}
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			for status, resp := range op.Responses.Map() {
				where := method + " " + path + " " + status
				if resp.Value == nil {
					t.Errorf("%s: no response", where)
					continue
				}
				if status == "204" || strings.HasPrefix(status, "3") {
					continue
				}
				if len(resp.Value.Content) == 0 {
					t.Errorf("%s: the answer has no content type", where)
				}
				for ct, media := range resp.Value.Content {
					if media.Schema == nil || media.Schema.Value == nil {
						t.Errorf("%s %s: no schema", where, ct)
						continue
					}
					s := media.Schema.Value
					if strings.Contains(ct, "json") && s.Type == nil && len(s.AllOf)+len(s.OneOf)+len(s.AnyOf) == 0 {
						t.Errorf("%s %s: the schema gives no type", where, ct)
					}
				}
			}
		}
	}
}
