package docs_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/tablegames/casino/"

// The package table of architecture.md is the rule: a package may import
// only packages of its own row or of rows below it. Packages the table does
// not list (docs, templates) are leaves every row may use.
func TestImportsPointDownTheArchitectureTable(t *testing.T) {
	rows := architectureRows(t)
	rowOf := func(pkg string) int {
		best, bestLen := -1, 0
		for i, prefixes := range rows {
			for _, p := range prefixes {
				if (pkg == p || strings.HasPrefix(pkg, p+"/")) && len(p) > bestLen {
					best, bestLen = i, len(p)
				}
			}
		}
		return best
	}
	imports := moduleImports(t)
	if len(imports) < 10 {
		t.Fatalf("found %d packages; the walk is broken", len(imports))
	}
	for pkg, deps := range imports {
		from := rowOf(pkg)
		for _, dep := range deps {
			if !strings.HasPrefix(dep, module) {
				continue
			}
			dep = strings.TrimPrefix(dep, module)
			to := rowOf(dep)
			if from >= 0 && to >= 0 && to < from {
				t.Errorf("%s imports %s, which is above it in docs/architecture.md's package table", pkg, dep)
			}
		}
	}
}

// The JSON handlers and the web pages are packages of their own: the API
// package renders no HTML page and the pages do not reach into the API.
func TestWebPagesLiveBesideTheAPI(t *testing.T) {
	imports := moduleImports(t)
	if slices.Contains(imports["api"], "html/template") {
		t.Error("package api imports html/template: web pages belong in api/web")
	}
	if slices.Contains(imports["api/web"], module+"api") {
		t.Error("package api/web imports api")
	}
	if _, ok := imports["api/web"]; !ok {
		t.Error("there is no package api/web")
	}
}

// architectureRows reads the package table: one row per line, each cell's
// `code` spans the package paths of the row.
func architectureRows(t *testing.T) [][]string {
	t.Helper()
	b, err := os.ReadFile("architecture.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(b), "## Packages")
	if !ok {
		t.Fatal("architecture.md has no Packages section")
	}
	code := regexp.MustCompile("`([a-z/]+)`")
	var rows [][]string
	for _, line := range strings.Split(rest, "\n") {
		if !strings.HasPrefix(line, "| `") {
			if len(rows) > 0 && !strings.HasPrefix(line, "|") {
				break
			}
			continue
		}
		first := strings.SplitN(line, "|", 3)[1]
		var pkgs []string
		for _, m := range code.FindAllStringSubmatch(first, -1) {
			pkgs = append(pkgs, m[1])
		}
		rows = append(rows, pkgs)
	}
	if len(rows) < 8 {
		t.Fatalf("read %d rows of the package table; want the whole table", len(rows))
	}
	return rows
}

// moduleImports maps each package of the module (a path relative to the
// module root) to what its non-test files import.
func moduleImports(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			name := d.Name()
			if path != ".." && (strings.HasPrefix(name, ".") || name == "testdata" || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel("..", filepath.Dir(path))
		pkg := filepath.ToSlash(rel)
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if !slices.Contains(out[pkg], p) {
				out[pkg] = append(out[pkg], p)
			}
		}
		if _, ok := out[pkg]; !ok {
			out[pkg] = nil
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
