// Package templates holds the HTML templates casinod serves, embedded in the
// binary: the landing page, the web pages for the pit and compliance (one
// layout and one template per page), and the pages' stylesheet and script.
package templates

import (
	"embed"
	"html/template"
	"io/fs"
)

//go:embed *.html static
var files embed.FS

// Index is the landing page: what the service is and where its API is.
var Index = template.Must(template.ParseFS(files, "index.html"))

// Static holds the files the web pages load: casino.css and picker.js.
var Static = mustSub(files, "static")

func mustSub(f fs.FS, dir string) fs.FS {
	sub, err := fs.Sub(f, dir)
	if err != nil {
		panic(err)
	}
	return sub
}

// Page parses the layout with one page's template (name is the file name
// without ".html"). The page defines "content"; the layout is executed as
// "layout". funcs are the functions the templates call.
func Page(name string, funcs template.FuncMap) (*template.Template, error) {
	return template.New("layout.html").Funcs(funcs).ParseFS(files, "layout.html", name+".html")
}
