package api

import (
	"encoding/json"
	"net/http"
)

// problemRender writes a problem without gin's JSON renderer overriding the
// content type.
type problemRender struct{ p Problem }

func (r problemRender) Render(w http.ResponseWriter) error {
	return json.NewEncoder(w).Encode(r.p)
}

func (r problemRender) WriteContentType(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "application/problem+json")
}
