package api

import (
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules"
)

// Problem is an RFC 9457 problem detail, the body of every error answer.
// Errors names each field at fault.
type Problem struct {
	Type      string             `json:"type"`
	Title     string             `json:"title"`
	Status    int                `json:"status"`
	Detail    string             `json:"detail,omitempty"`
	Instance  string             `json:"instance,omitempty"`
	RequestID string             `json:"request_id,omitempty"`
	Errors    []rules.FieldError `json:"errors,omitempty"`
	// Existing is the recorded hand a conflicting post collided with.
	Existing *ledger.Answer `json:"existing,omitempty"`
}

// problemType makes the type URI of a problem; docs/api.md lists them.
func problemType(slug string) string {
	return "https://github.com/tablegames/casino/blob/main/docs/api.md#" + slug
}

func newProblem(status int, slug, title, detail string) Problem {
	return Problem{Type: problemType(slug), Title: title, Status: status, Detail: detail}
}

// fieldProblem is a problem naming one field.
func fieldProblem(status int, slug, title, field, detail string) Problem {
	p := newProblem(status, slug, title, field+": "+detail)
	p.Errors = []rules.FieldError{{Field: field, Detail: detail}}
	return p
}

// writeProblem answers with a problem as application/problem+json.
func writeProblem(c *gin.Context, p Problem) {
	p.Instance = c.Request.URL.Path
	p.RequestID = reqctx.RequestID(c)
	c.Header("Content-Type", "application/problem+json")
	c.Status(p.Status)
	c.Render(-1, problemRender{p})
	c.Abort()
}

// problemFor turns an error from the ledger or store into a problem.
func problemFor(err error) Problem {
	var rej *ledger.Rejection
	var conflict *ledger.Conflict
	var input *rules.InputError
	switch {
	case errors.As(err, &rej):
		slug := "invalid-record"
		switch rej.Status {
		case http.StatusForbidden:
			slug = "table-not-served"
		case http.StatusBadRequest:
			slug = "malformed-record"
		}
		p := newProblem(rej.Status, slug, rej.Title, rej.Input.Error())
		p.Errors = rej.Input.Errors
		return p
	case errors.As(err, &conflict):
		p := newProblem(http.StatusConflict, "hand-conflict", "Hand already recorded with a different record", conflict.Error())
		p.Existing = &conflict.Existing
		return p
	case errors.As(err, &input) && input.Malformed:
		p := newProblem(http.StatusBadRequest, "malformed-record", "Malformed input", input.Error())
		p.Errors = input.Errors
		return p
	case errors.As(err, &input):
		p := newProblem(http.StatusUnprocessableEntity, "invalid-field", "Invalid input", input.Error())
		p.Errors = input.Errors
		return p
	case errors.Is(err, models.ErrNotFound):
		return newProblem(http.StatusNotFound, "not-found", "Not found", "")
	case errors.Is(err, ledger.ErrSelfApproval):
		return newProblem(http.StatusForbidden, "self-approval", "Self-approval refused", err.Error())
	case errors.Is(err, models.ErrAlreadyApproved):
		return newProblem(http.StatusConflict, "already-approved", "Already approved", err.Error())
	case errors.Is(err, ledger.ErrForbidden):
		return newProblem(http.StatusForbidden, "forbidden", "Forbidden", err.Error())
	case errors.Is(err, ledger.ErrAlreadySignedOff):
		return newProblem(http.StatusConflict, "already-signed-off", "Gaming day already signed off", err.Error())
	case errors.Is(err, ledger.ErrNotSignedOff):
		return newProblem(http.StatusConflict, "not-signed-off", "Gaming day not signed off", err.Error())
	case errors.Is(err, ledger.ErrReviewerIsPreparer):
		return newProblem(http.StatusConflict, "reviewer-is-preparer", "The preparer may not review", err.Error())
	case errors.Is(err, ledger.ErrAlreadyReviewed):
		return newProblem(http.StatusConflict, "already-reviewed", "Final report already reviewed", err.Error())
	case errors.Is(err, ledger.ErrNoFinalReport):
		return newProblem(http.StatusConflict, "final-report-missing", "Final report not written yet", err.Error())
	case errors.Is(err, reports.ErrReplicaBehind):
		return newProblem(http.StatusServiceUnavailable, "replica-behind", "Report data not yet on the reporting replica", err.Error())
	}
	return newProblem(http.StatusInternalServerError, "internal", "Internal error", "the error was logged with the request id")
}
