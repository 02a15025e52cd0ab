// Package api is the HTTP interface: a gin router with short handlers that
// translate HTTP to ledger, store and report calls, plus the middleware for
// request ids, logs, metrics, authentication and roles, and problem+json
// errors.
package api

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/netip"
	"runtime"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/tablegames/casino/api/web"
	"github.com/tablegames/casino/docs"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/templates"
)

// Server holds what the handlers need.
type Server struct {
	ledger  *ledger.Ledger
	store   *models.Store
	reports *reports.Generator
	log     *slog.Logger
	metrics *metrics
	auth    *authCache
	// batchSlots admits as many batch requests at once as casinod has
	// CPUs; the others wait before their bodies are read.
	batchSlots chan struct{}
}

// Option changes how New builds the handler.
type Option func(*settings)

// settings are what the options change.
type settings struct {
	engine *gin.Engine
	// metricsToken, when set, is the bearer token /metrics asks for.
	metricsToken string
	// metricsTo, when set, receives the metrics handler, which the main
	// address then does not serve.
	metricsTo *http.Handler
}

// MetricsToken serves /metrics on the main address to requests that bear
// the token (Authorization: Bearer TOKEN) and to no others. The metrics
// name the routes, the games played and how busy the service is, which is
// nobody's business outside operations.
func MetricsToken(token string) Option {
	return func(s *settings) { s.metricsToken = token }
}

// MetricsElsewhere hands the metrics handler to the caller, to serve on a
// listen address of its own that only the monitoring network reaches; the
// main address then does not serve /metrics.
func MetricsElsewhere(into *http.Handler) Option {
	return func(s *settings) { s.metricsTo = into }
}

// TrustedProxies names the reverse proxies whose X-Forwarded-For and
// X-Real-IP headers say who the client is. Without it no proxy is trusted
// and a request's client is the address it came from, so that a client
// cannot pick the address that sign-in throttling counts it under.
func TrustedProxies(nets []netip.Prefix) Option {
	return func(s *settings) {
		r := s.engine
		cidrs := make([]string, len(nets))
		for i, n := range nets {
			cidrs[i] = n.String()
		}
		if err := r.SetTrustedProxies(cidrs); err != nil {
			panic("api: trusted proxies: " + err.Error()) // a netip.Prefix always parses
		}
	}
}

// ParseTrustedProxies reads a comma-separated list of CIDRs (a bare
// address is one host) for TrustedProxies.
func ParseTrustedProxies(list string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(list, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		p, err := netip.ParsePrefix(f)
		if err != nil {
			a, aerr := netip.ParseAddr(f)
			if aerr != nil {
				return nil, fmt.Errorf("%q is not a CIDR such as 10.0.0.0/8 or an address", f)
			}
			p = netip.PrefixFrom(a, a.BitLen())
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

// New returns the HTTP handler of casinod.
func New(l *ledger.Ledger, g *reports.Generator, log *slog.Logger, opts ...Option) http.Handler {
	gin.SetMode(gin.ReleaseMode)
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if g != nil {
		// The sign-off checklist lists the reports' unexplained flags.
		l.SetFlagSource(g.Flags)
	}
	s := &Server{ledger: l, store: l.Store(), reports: g, log: log, metrics: newMetrics(),
		auth: &authCache{entries: map[string]authEntry{}}, batchSlots: make(chan struct{}, runtime.GOMAXPROCS(0))}
	r := gin.New()
	r.HandleMethodNotAllowed = true
	set := &settings{engine: r}
	// gin trusts every proxy unless told otherwise.
	TrustedProxies(nil)(set)
	for _, o := range opts {
		o(set)
	}
	r.Use(requestID(), recovery(log), accessLog(log), s.metrics.middleware(), checkParams())
	r.NoRoute(func(c *gin.Context) {
		writeProblem(c, newProblem(http.StatusNotFound, "not-found", "Not found", "no such endpoint: see /api/v1/openapi.yaml"))
	})
	r.NoMethod(func(c *gin.Context) {
		writeProblem(c, newProblem(http.StatusMethodNotAllowed, "method-not-allowed", "Method not allowed", c.Request.Method+" is not allowed here"))
	})

	r.GET("/", s.indexPage)
	r.GET("/healthz", s.healthz)
	r.GET("/readyz", s.readyz)
	metricsHandler := promhttp.HandlerFor(s.metrics.registry, promhttp.HandlerOpts{})
	switch {
	case set.metricsTo != nil:
		*set.metricsTo = metricsHandler
		r.GET("/metrics", metricsNotHere)
	case set.metricsToken != "":
		r.GET("/metrics", metricsBehind(set.metricsToken), gin.WrapH(metricsHandler))
	default:
		r.GET("/metrics", metricsNotHere)
	}
	r.GET("/api/v1/openapi.yaml", s.openAPI)

	v1 := r.Group("/api/v1", s.authenticate())
	allUsers := []string{models.RolePitBoss, models.RoleCompliance, models.RoleCount, models.RoleCage, models.RoleAdmin}
	floor := []string{models.RolePitBoss, models.RoleAdmin}
	readers := []string{models.RolePitBoss, models.RoleCompliance, models.RoleAdmin}
	compliance := []string{models.RoleCompliance, models.RoleAdmin}

	v1.GET("/games", requireStationOrUser(allUsers...), s.listGames)
	v1.GET("/games/:id", requireStationOrUser(allUsers...), s.getGame)
	v1.GET("/tables", requireUser(allUsers...), s.listTables)
	v1.GET("/schedules", requireStationOrUser(allUsers...), s.listSchedules)
	v1.GET("/progressives", requireUser(readers...), s.listProgressives)
	v1.GET("/progressives/:id/events", requireUser(readers...), s.listPoolEvents)
	v1.POST("/progressives", requireUser(models.RoleAdmin), s.createPool)
	v1.POST("/progressives/:id/links", requireUser(models.RoleAdmin), s.linkPool)
	v1.POST("/progressives/:id/close", requireUser(models.RoleAdmin), s.closePool)
	v1.POST("/progressives/:id/hits/:seq/confirm", requireUser(readers...), s.confirmHit)
	v1.POST("/progressives/:id/adjustments", requireUser(compliance...), s.requestAdjustment)
	v1.POST("/progressives/:id/adjustments/:seq/approve", requireUser(compliance...), s.approveAdjustment)
	v1.POST("/tables/:table_id/open", requireUser(floor...), s.openTable)
	v1.POST("/tables/:table_id/close", requireUser(floor...), s.closeTable)
	v1.POST("/tables/:table_id/seats", requireStationOrUser(floor...), s.postSeatEvents)
	v1.POST("/tables/:table_id/collections", requireStationOrUser(floor...), s.postTimedCollections)
	v1.GET("/tables/:table_id/collections", requireUser(readers...), s.getTimedCollections)
	v1.POST("/hands", requireStationOrUser(floor...), s.createHand)
	v1.POST("/hands/batch", requireStationOrUser(floor...), s.createHandBatch)
	v1.GET("/hands", requireUser(readers...), s.listHands)
	v1.GET("/hands/:id", requireUser(readers...), s.getHand)
	v1.POST("/hands/:id/corrections", requireUser(floor...), s.createCorrection)
	v1.POST("/corrections/:id/approve", requireUser(models.RolePitBoss, models.RoleCompliance, models.RoleAdmin), s.approveCorrection)
	v1.GET("/findings", requireUser(readers...), s.listFindings)
	v1.GET("/reports", requireUser(compliance...), s.listReports)
	v1.POST("/reports", requireUser(compliance...), s.runReport)
	v1.GET("/reports/:id/file", requireUser(compliance...), s.downloadReport)
	v1.GET("/audit", requireUser(compliance...), s.listAudit)
	v1.GET("/audit/verify", requireUser(compliance...), s.verifyAudit)
	v1.POST("/gaming-days/:day/sign-off", requireUser(compliance...), s.signOffDay)
	v1.GET("/gaming-days/:day/sign-off", requireUser(readers...), s.getSignOff)
	v1.POST("/gaming-days/:day/review", requireUser(compliance...), s.reviewDay)
	v1.GET("/gaming-days/:day/review", requireUser(readers...), s.getReview)
	v1.GET("/gaming-days/:day/checklist", requireUser(readers...), s.dayChecklist)
	v1.POST("/explanations", requireUser(compliance...), s.createExplanation)
	v1.GET("/explanations", requireUser(readers...), s.listExplanations)
	cageReaders := []string{models.RolePitBoss, models.RoleCompliance, models.RoleCage, models.RoleAdmin}
	v1.POST("/slips", requireUser(floor...), s.requestSlip)
	v1.GET("/slips", requireUser(cageReaders...), s.listSlips)
	v1.GET("/slips/:id/pdf", requireUser(cageReaders...), s.slipPDF)
	v1.POST("/slips/:id/verify", requireUser(models.RoleCage, models.RoleAdmin), s.verifySlip)
	v1.POST("/slips/:id/void", requireUser(models.RolePitBoss, models.RoleCage, models.RoleAdmin), s.voidSlip)
	v1.POST("/inventories", requireUser(floor...), s.recordInventory)
	v1.GET("/inventories", requireUser(cageReaders...), s.listInventories)
	v1.POST("/progressives/:id/readings", requireUser(readers...), s.recordMeterReading)
	v1.POST("/counts", requireUser(models.RoleCount, models.RoleAdmin), s.recordCount)
	v1.GET("/counts", requireUser(models.RoleCount, models.RoleCompliance, models.RoleAdmin), s.countSheet)
	web.Register(r, web.Config{Ledger: l, Reports: g, Log: log, HandRecorded: s.counted})
	return r
}

func (s *Server) healthz(c *gin.Context) {
	c.JSON(http.StatusOK, gin.H{"status": "ok"})
}

// readyz answers 200 only when the database answers and is migrated.
func (s *Server) readyz(c *gin.Context) {
	ctx, cancel := context.WithTimeout(c.Request.Context(), 2e9)
	defer cancel()
	if err := s.store.Ping(ctx); err != nil {
		writeProblem(c, newProblem(http.StatusServiceUnavailable, "not-ready", "Not ready", "the database does not answer"))
		return
	}
	if _, err := s.store.PropertyByCode(ctx, "main"); err != nil {
		writeProblem(c, newProblem(http.StatusServiceUnavailable, "not-ready", "Not ready", "the database is not migrated"))
		return
	}
	c.JSON(http.StatusOK, gin.H{"status": "ready", "database": string(s.store.Dialect())})
}

func (s *Server) openAPI(c *gin.Context) {
	c.Data(http.StatusOK, "application/yaml", docs.OpenAPI)
}

func (s *Server) indexPage(c *gin.Context) {
	c.Header("Content-Type", "text/html; charset=utf-8")
	if err := templates.Index.Execute(c.Writer, gin.H{"Games": s.ledger.Games().Infos()}); err != nil {
		s.log.Error("render index", "err", err)
	}
}
