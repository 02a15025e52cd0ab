package web

import (
	"errors"
	"html/template"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// The progressives page: every pool's meters, and a chart of each pool's
// meters over time from its event log.

// meterChartEvents is how many of a pool's latest events the chart draws.
const meterChartEvents = 5000

type poolRow struct {
	models.Pool
	Main, Reserve, Pending, Liability rules.Money
	LastSeq                           int64
	Links                             []models.PoolLink
	PendingHits                       int
	Chart                             template.HTML
	From, To                          time.Time
}

type progressivesPage struct {
	Pools []poolRow
	Loc   *time.Location
}

func (w *webUI) progressives(c *gin.Context) {
	ctx := c.Request.Context()
	page := progressivesPage{Loc: time.UTC}
	if prop, _, err := w.mainProperty(c); err == nil {
		page.Loc = prop.Loc
	}
	pools, err := w.store.Pools(ctx)
	if err != nil {
		w.failed(c, err)
		return
	}
	for _, p := range pools {
		row := poolRow{Pool: p}
		last, err := w.store.LastPoolEvent(ctx, p.ID)
		switch {
		case err == nil:
			row.Main, row.Reserve, row.Pending, row.LastSeq = last.MainAfter, last.ReserveAfter, last.PendingAfter, last.Seq
			row.Liability = row.Main + row.Reserve + row.Pending
		case errors.Is(err, models.ErrNotFound):
		default:
			w.failed(c, err)
			return
		}
		if row.Links, err = w.store.PoolLinks(ctx, p.ID); err != nil {
			w.failed(c, err)
			return
		}
		if hits, err := w.ledger.PendingHits(ctx, p.ID); err == nil {
			row.PendingHits = len(hits)
		}
		if row.LastSeq > 0 {
			events, err := w.store.PoolEvents(ctx, p.ID, max(0, row.LastSeq-meterChartEvents), meterChartEvents)
			if err != nil {
				w.failed(c, err)
				return
			}
			main := lineSeries{Name: "Main meter"}
			for _, e := range events {
				main.Points = append(main.Points, linePoint{T: e.At, V: int64(e.MainAfter)})
			}
			if len(events) > 0 {
				row.From, row.To = events[0].At, events[len(events)-1].At
				row.Chart = lineChart("Meter of "+p.Name, "the pool's main meter after each event, from "+
					row.From.In(page.Loc).Format("2006-01-02 15:04")+" to "+row.To.In(page.Loc).Format("2006-01-02 15:04"),
					[]lineSeries{main}, page.Loc, moneyLabel)
			}
		}
		page.Pools = append(page.Pools, row)
	}
	w.render(c, http.StatusOK, "progressives", "Progressive meters", page)
}
