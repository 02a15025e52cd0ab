package api

import (
	"crypto/subtle"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
)

// metrics are the service's Prometheus metrics, on a registry of its own.
type metrics struct {
	registry *prometheus.Registry
	requests *prometheus.HistogramVec
	hands    *prometheus.CounterVec
	refused  *prometheus.CounterVec
}

func newMetrics() *metrics {
	m := &metrics{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "casino_http_request_duration_seconds",
			Help:    "Time to answer HTTP requests, by route and status.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5},
		}, []string{"method", "route", "status"}),
		hands: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "casino_hands_recorded_total",
			Help: "Hands recorded, by game and verdict.",
		}, []string{"game", "verdict"}),
		refused: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "casino_hands_refused_total",
			Help: "Hand posts refused or in conflict, by HTTP status.",
		}, []string{"status"}),
	}
	m.registry.MustRegister(m.requests, m.hands, m.refused,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

func (m *metrics) middleware() gin.HandlerFunc {
	return func(c *gin.Context) {
		start := time.Now()
		c.Next()
		route := c.FullPath()
		if route == "" {
			route = "unmatched"
		}
		m.requests.WithLabelValues(c.Request.Method, route, strconv.Itoa(c.Writer.Status())).Observe(time.Since(start).Seconds())
	}
}

// metricsBehind lets through only a request bearing the metrics token.
func metricsBehind(token string) gin.HandlerFunc {
	want := []byte("Bearer " + token)
	return func(c *gin.Context) {
		if subtle.ConstantTimeCompare([]byte(c.GetHeader("Authorization")), want) != 1 {
			c.Header("WWW-Authenticate", `Bearer realm="metrics"`)
			writeProblem(c, newProblem(http.StatusUnauthorized, "unauthenticated", "Authentication required",
				"/metrics needs the metrics token (casinod --metrics-token): Authorization: Bearer TOKEN"))
			c.Abort()
			return
		}
		c.Next()
	}
}

// metricsNotHere answers /metrics on the main address when the metrics
// are served on an address of their own, or not at all.
func metricsNotHere(c *gin.Context) {
	writeProblem(c, newProblem(http.StatusNotFound, "not-found", "Not found",
		"the metrics are not served on this address: see casinod --metrics-addr and --metrics-token (docs/operations.md, Metrics)"))
}
