// Package docs embeds the OpenAPI document so casinod serves the same file
// that is kept here beside the other documentation.
package docs

import _ "embed"

// OpenAPI is the OpenAPI 3 description of the HTTP API.
//
//go:embed openapi.yaml
var OpenAPI []byte
