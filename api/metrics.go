package api

import (
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
