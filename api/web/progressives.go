package web

import (
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/ledger"
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
	// Hits are the latest hits of the meter, newest first.
	Hits     []poolHit
	Chart    template.HTML
	From, To time.Time
}

// poolHit is one hit of a pool's meter, newest first on the page.
type poolHit struct {
	Seq         int64       `gorm:"column:seq"`
	Kind        string      `gorm:"column:kind"`
	At          time.Time   `gorm:"column:at"`
	TableID     string      `gorm:"column:table_id"`
	HandID      int64       `gorm:"column:hand_id"`
	HandNumber  int64       `gorm:"column:hand_number"`
	Seat        int         `gorm:"column:seat"`
	Line        string      `gorm:"column:line"`
	Percent     rules.Rate  `gorm:"column:percent"`
	Amount      rules.Money `gorm:"column:amount"`
	MeterBefore rules.Money `gorm:"column:meter_before"`
	MeterAfter  rules.Money `gorm:"column:meter_after"`
	Confirmed   string      `gorm:"column:confirmed_by"`
}

// poolHitsShown is how many of a pool's latest hits the page lists.
const poolHitsShown = 50

const poolHitsSQL = `
SELECT e.seq, e.kind, e.at, COALESCE(e.table_id, '') AS table_id, COALESCE(e.hand_id, 0) AS hand_id,
       COALESCE(h.hand_number, 0) AS hand_number, e.seat, e.line, e.percent, -(e.main) AS amount,
       e.main_after - e.main AS meter_before, e.main_after AS meter_after,
       COALESCE((SELECT c.approver FROM progressive_events c WHERE c.pool_id = e.pool_id AND c.kind = 'hit_confirmed'
                 AND c.ref_seq = e.seq ORDER BY c.seq LIMIT 1), '') AS confirmed_by
FROM progressive_events e
LEFT JOIN hands h ON h.id = e.hand_id AND h.gaming_day = e.hand_day
WHERE e.pool_id = ? AND e.kind IN ('hit', 'hit_pending')
ORDER BY e.seq DESC
LIMIT ?`

type progressivesPage struct {
	Pools []poolRow
	Loc   *time.Location
	// Errors and Typed belong to the meter reading forms, by pool.
	Errors formErrors
	Typed  map[string]string
}

func (w *webUI) progressives(c *gin.Context) {
	flash := ""
	if c.Query("done") == "read" {
		flash = "Reading recorded: " + c.Query("result")
		if len(flash) > 200 {
			flash = "Reading recorded."
		}
	}
	w.showProgressives(c, http.StatusOK, formErrors{}, nil, flash)
}

// recordReading records a person's reading of a pool's main meter.
func (w *webUI) recordReading(c *gin.Context) {
	id := c.Param("id")
	field := "amount-" + id
	typed := map[string]string{id: strings.TrimSpace(c.PostForm("amount"))}
	amount, err := rules.ParseMoney(typed[id])
	if err != nil {
		w.showProgressives(c, http.StatusUnprocessableEntity, formErrors{field: err.Error()}, typed, "")
		return
	}
	r, err := w.ledger.RecordMeterReading(c.Request.Context(), reqctx.CurrentUser(c), ledger.MeterReadingInput{PoolID: id,
		Amount: amount, Note: strings.TrimSpace(c.PostForm("note"))})
	if ie, ok := rules.AsInputError(err); ok {
		errs := formErrors{}
		for _, fe := range ie.Errors {
			errs.add(field, fe.Detail)
		}
		w.showProgressives(c, http.StatusUnprocessableEntity, errs, typed, "")
		return
	}
	if w.refusedRole(c, err) {
		return
	}
	sym := w.currency(c)
	q := url.Values{"done": {"read"}, "result": {fmt.Sprintf("%s read %s; the meter computed %s; variance %s.", id,
		FormatMoney(sym, r.Amount), FormatMoney(sym, r.Computed), FormatMoney(sym, r.Variance))}}
	c.Redirect(http.StatusSeeOther, "/web/progressives?"+q.Encode())
}

func (w *webUI) showProgressives(c *gin.Context, status int, errs formErrors, typed map[string]string, flash string) {
	ctx := c.Request.Context()
	page := progressivesPage{Loc: time.UTC, Errors: errs, Typed: typed}
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
		if err := w.store.RawScan(ctx, &row.Hits, poolHitsSQL, p.ID, poolHitsShown); err != nil {
			w.failed(c, err)
			return
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
					[]lineSeries{main}, page.Loc, w.moneyFormat(c))
			}
		}
		page.Pools = append(page.Pools, row)
	}
	w.renderWith(c, status, "progressives", pageData{Title: "Progressive meters", Flash: flash, Page: page})
}
