// Package templates holds the HTML templates casinod serves, embedded in the
// binary.
package templates

import (
	"embed"
	"html/template"
)

//go:embed *.html
var files embed.FS

// Index is the landing page: what the service is and where its API is.
var Index = template.Must(template.ParseFS(files, "index.html"))
