package api_test

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
)

// schemaSite is a schema where the document defines it (a component, or
// an inline schema of a parameter, body or answer), by a path people can
// find it by.
type schemaSite struct {
	where  string
	schema *openapi3.SchemaRef
}

// schemaSites lists every schema the document writes out, once: the
// components' and those inline in the paths. A $ref is followed where
// the component is listed, not where it is used.
func schemaSites(doc *openapi3.T) []schemaSite {
	var out []schemaSite
	for _, name := range slices.Sorted(maps.Keys(doc.Components.Schemas)) {
		out = append(out, schemaSite{"components.schemas." + name, doc.Components.Schemas[name]})
	}
	for _, name := range slices.Sorted(maps.Keys(doc.Components.Parameters)) {
		if p := doc.Components.Parameters[name]; p.Value != nil {
			out = append(out, schemaSite{"components.parameters." + name, p.Value.Schema})
		}
	}
	content := func(where string, c openapi3.Content) {
		for _, ct := range slices.Sorted(maps.Keys(c)) {
			out = append(out, schemaSite{where + " " + ct, c[ct].Schema})
		}
	}
	for _, name := range slices.Sorted(maps.Keys(doc.Components.Responses)) {
		if r := doc.Components.Responses[name]; r.Value != nil {
			content("components.responses."+name, r.Value.Content)
		}
	}
	for _, path := range slices.Sorted(maps.Keys(doc.Paths.Map())) {
		item := doc.Paths.Value(path)
		ops := item.Operations()
		for _, method := range slices.Sorted(maps.Keys(ops)) {
			op := ops[method]
			where := method + " " + path
			for _, p := range append(slices.Clone(item.Parameters), op.Parameters...) {
				if p.Ref == "" && p.Value != nil {
					out = append(out, schemaSite{where + " parameter " + p.Value.Name, p.Value.Schema})
				}
			}
			if op.RequestBody != nil && op.RequestBody.Ref == "" && op.RequestBody.Value != nil {
				content(where+" body", op.RequestBody.Value.Content)
			}
			for _, status := range slices.Sorted(maps.Keys(op.Responses.Map())) {
				if r := op.Responses.Value(status); r != nil && r.Ref == "" && r.Value != nil {
					content(where+" "+status, r.Value.Content)
				}
			}
		}
	}
	return out
}

// eachProperty calls f for every property of every schema the document
// writes out, with the property's path, where the property is written
// (a property of a component is visited once, in the component).
func eachProperty(doc *openapi3.T, f func(path string, p *openapi3.SchemaRef)) {
	var visit func(path string, ref *openapi3.SchemaRef)
	visit = func(path string, ref *openapi3.SchemaRef) {
		if ref == nil || ref.Value == nil || ref.Ref != "" {
			return // a component's properties are visited in the component
		}
		s := ref.Value
		for _, name := range slices.Sorted(maps.Keys(s.Properties)) {
			p := s.Properties[name]
			f(path+"."+name, p)
			visit(path+"."+name, p)
		}
		visit(path+"[]", s.Items)
		for i, group := range []openapi3.SchemaRefs{s.AllOf, s.OneOf, s.AnyOf} {
			for j, sub := range group {
				visit(fmt.Sprintf("%s/%s[%d]", path, []string{"allOf", "oneOf", "anyOf"}[i], j), sub)
			}
		}
		visit(path+"{}", s.AdditionalProperties.Schema)
	}
	for _, site := range schemaSites(doc) {
		visit(site.where, site.schema)
	}
}

// objectLike reports whether a schema is an object described by its
// properties (directly, through allOf, or as alternatives that all are).
func objectLike(s *openapi3.Schema) bool {
	if s == nil {
		return false
	}
	if len(s.Properties) > 0 {
		return true
	}
	for _, group := range []openapi3.SchemaRefs{s.AllOf, s.OneOf} {
		if len(group) > 0 && !slices.ContainsFunc(group, func(sub *openapi3.SchemaRef) bool { return !objectLike(sub.Value) && !composite(sub.Value) }) {
			return true
		}
	}
	return false
}

// composite reports whether a schema's example is made of the examples of
// its parts, as documentation tools build it: an object of described
// properties, a list of such objects, or an allOf of such schemas.
func composite(s *openapi3.Schema) bool {
	if s == nil {
		return false
	}
	if objectLike(s) {
		return true
	}
	if s.Items != nil && objectLike(s.Items.Value) {
		return true
	}
	return len(s.AllOf) > 0 && !slices.ContainsFunc(s.AllOf, func(sub *openapi3.SchemaRef) bool { return !composite(sub.Value) })
}

// Every property of every schema says what it is (its unit, its format,
// when it is absent) in a description of its own, and shows a value: an
// example of its own, or, for an object or a list of objects, the
// examples of its properties. A property that is only a $ref has neither
// of its own (OpenAPI 3.0 ignores what stands beside a $ref): it is
// written allOf: [{$ref: …}] beside its description and example. Every
// example is valid against its schema. So is every parameter described,
// with an example.
func TestOpenAPIDescribesEveryProperty(t *testing.T) {
	doc := loadAPIDocument(t).doc
	var noDescription, noExample []string
	total := 0
	eachProperty(doc, func(path string, p *openapi3.SchemaRef) {
		total++
		if p.Ref != "" {
			noDescription = append(noDescription, path+" (only a $ref)")
			noExample = append(noExample, path+" (only a $ref)")
			return
		}
		s := p.Value
		if strings.TrimSpace(s.Description) == "" {
			noDescription = append(noDescription, path)
		}
		if s.Example == nil && !composite(s) {
			noExample = append(noExample, path)
		}
		if s.Example != nil {
			if err := s.VisitJSON(s.Example); err != nil {
				t.Errorf("%s: the example %v does not match the property's schema: %v", path, s.Example, err)
			}
		}
	})
	if total == 0 {
		t.Fatal("no properties found")
	}
	// Every path and query parameter says what it is and shows a value.
	params := map[string]*openapi3.Parameter{}
	for name, p := range doc.Components.Parameters {
		params["components.parameters."+name] = p.Value
	}
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			for _, p := range append(slices.Clone(item.Parameters), op.Parameters...) {
				if p.Ref == "" && p.Value != nil {
					params[method+" "+path+" parameter "+p.Value.Name] = p.Value
				}
			}
		}
	}
	for _, where := range slices.Sorted(maps.Keys(params)) {
		p := params[where]
		if strings.TrimSpace(p.Description) == "" {
			noDescription = append(noDescription, where)
		}
		if p.Example == nil && len(p.Examples) == 0 {
			noExample = append(noExample, where)
		} else if p.Example != nil && p.Schema != nil && p.Schema.Value != nil {
			if err := p.Schema.Value.VisitJSON(p.Example); err != nil {
				t.Errorf("%s: the example %v does not match the parameter's schema: %v", where, p.Example, err)
			}
		}
	}
	for _, p := range noDescription {
		t.Errorf("openapi.yaml: %s has no description", p)
	}
	for _, p := range noExample {
		t.Errorf("openapi.yaml: %s has no example", p)
	}
	if len(noDescription)+len(noExample) > 0 {
		t.Logf("%d of %d properties have no description, %d no example", len(noDescription), total, len(noExample))
	}
}

// Every answer the document describes, and every request body, shows an
// example (a binary file aside), valid against its schema and declaring
// no key the schema does not; TestAnswersMatchTheOpenAPIDocument holds
// the answers' examples to answers casinod gives.
func TestOpenAPIShowsEveryBody(t *testing.T) {
	doc := loadAPIDocument(t).doc
	check := func(where string, c openapi3.Content) {
		for _, ct := range slices.Sorted(maps.Keys(c)) {
			media := c[ct]
			if media.Schema == nil || media.Schema.Value == nil || media.Schema.Value.Format == "binary" {
				continue
			}
			if media.Example == nil && len(media.Examples) == 0 {
				t.Errorf("openapi.yaml: %s %s shows no example", where, ct)
				continue
			}
			if media.Example == nil || !isJSON(ct) {
				continue
			}
			if err := media.Schema.Value.VisitJSON(media.Example, openapi3.MultiErrors()); err != nil {
				t.Errorf("openapi.yaml: the example of %s %s does not match its schema: %v", where, ct, err)
			}
			undeclared(t, "the example of "+where+" "+ct, media.Schema.Value, media.Example, "")
		}
	}
	for _, name := range slices.Sorted(maps.Keys(doc.Components.Responses)) {
		if r := doc.Components.Responses[name]; r.Value != nil {
			check("components.responses."+name, r.Value.Content)
		}
	}
	for _, path := range slices.Sorted(maps.Keys(doc.Paths.Map())) {
		ops := doc.Paths.Value(path).Operations()
		for _, method := range slices.Sorted(maps.Keys(ops)) {
			op := ops[method]
			if op.RequestBody != nil && op.RequestBody.Value != nil {
				check(method+" "+path+" body", op.RequestBody.Value.Content)
			}
			for _, status := range slices.Sorted(maps.Keys(op.Responses.Map())) {
				if r := op.Responses.Value(status); r != nil && r.Ref == "" && r.Value != nil {
					check(method+" "+path+" "+status, r.Value.Content)
				}
			}
		}
	}
}
