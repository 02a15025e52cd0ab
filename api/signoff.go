package api

import (
	"bytes"
	"errors"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// signOffView is a gaming day's sign-off as the API shows it.
type signOffView struct {
	models.DaySignOff
	Property string `json:"property"`
}

// signOffRequest is the body of POST /api/v1/gaming-days/{day}/sign-off.
type signOffRequest struct {
	Note string `json:"note"`
}

// propertyParam reads ?property=CODE ("main" when absent).
func (s *Server) propertyParam(c *gin.Context) (models.Property, bool) {
	code := c.Query("property")
	if code == "" {
		code = "main"
	}
	p, err := s.store.PropertyByCode(c.Request.Context(), code)
	if errors.Is(err, models.ErrNotFound) {
		writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", "property",
			"there is no property "+strconv.Quote(code)))
		return p, false
	}
	if err != nil {
		s.refused(c, err)
		return p, false
	}
	return p, true
}

// pathDay reads the {day} path parameter.
func pathDay(c *gin.Context) (models.Day, bool) {
	d, err := models.ParseDay(c.Param("day"))
	if err != nil {
		writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", "day", err.Error()))
		return "", false
	}
	return d, true
}

// signOffDay signs off a gaming day (compliance, admin): 201, 409 when the
// day is already signed off, 422 when it has not ended.
func (s *Server) signOffDay(c *gin.Context) {
	day, ok := pathDay(c)
	if !ok {
		return
	}
	prop, ok := s.propertyParam(c)
	if !ok {
		return
	}
	body, ok := readBody(c, 16<<10)
	if !ok {
		return
	}
	var req signOffRequest
	if len(bytes.TrimSpace(body)) > 0 {
		if err := rules.DecodeStrict(body, &req); err != nil {
			s.refused(c, err)
			return
		}
	}
	so, err := s.ledger.SignOffDay(c.Request.Context(), reqctx.CurrentUser(c), prop.ID, day, req.Note)
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusCreated, signOffView{DaySignOff: so, Property: prop.Code})
}

// getSignOff answers a gaming day's sign-off, or 404 while it is not
// signed off.
func (s *Server) getSignOff(c *gin.Context) {
	day, ok := pathDay(c)
	if !ok {
		return
	}
	prop, ok := s.propertyParam(c)
	if !ok {
		return
	}
	so, err := s.store.DaySignOff(c.Request.Context(), prop.ID, day)
	if errors.Is(err, models.ErrNotFound) {
		writeProblem(c, newProblem(http.StatusNotFound, "not-found", "Not signed off",
			"gaming day "+string(day)+" of property "+prop.Code+" is not signed off"))
		return
	}
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusOK, signOffView{DaySignOff: so, Property: prop.Code})
}
