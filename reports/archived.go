package reports

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/tablegames/casino/models"
)

// Reports over months whose raw records were archived and dropped
// (docs/operations.md, "Retention and archives"). The reports of more than
// one day, and the Master Game Report, read the day books, which are never
// dropped, and say which months they read from an archive. The reports that
// read a day's hands, findings or corrections themselves refuse such a day,
// naming the archive that holds its records: a page of what is left would
// read as a day without play.

// recordKinds are the kinds that read a day's hands, settlements, findings
// or corrections themselves.
var recordKinds = map[string]bool{KindDailySummary: true, KindExceptions: true, KindFeeCollection: true,
	KindAdjustments: true, KindAdjustmentsMonthly: true, KindProgressiveHits: true}

// refuseDropped refuses a report that would read the records of a
// dropped day.
func (g *Generator) refuseDropped(ctx context.Context, req Request) error {
	from := req.GamingDay
	if KindPeriod(req.Kind) == PeriodMonth {
		from, _ = monthOf(req.GamingDay)
	}
	if !recordKinds[req.Kind] {
		return nil
	}
	drops, err := g.store.DroppedMonths(ctx, req.PropertyID, from, req.GamingDay)
	if err != nil || len(drops) == 0 {
		return err
	}
	d := &models.DroppedError{Day: max(from, drops[0].Month.First()), Archive: drops[0]}
	return d.Refusal("gaming_day", "the %s reads the records of its days, and ", KindName(req.Kind))
}

// noteDropped adds to a report's notes the dropped months it read from
// their day books: those of its year and the year before (the statistical
// report's base period).
func (g *Generator) noteDropped(ctx context.Context, b *Built) error {
	from := models.Day(fmt.Sprintf("%d-01-01", yearNumber(b.To)-1))
	drops, err := g.store.DroppedMonths(ctx, b.Property.ID, max(from, models.EarliestDay), b.To)
	if err != nil || len(drops) == 0 {
		return err
	}
	var parts []string
	for _, a := range drops {
		parts = append(parts, fmt.Sprintf("%s (archive manifest SHA-256 %s, dropped %s)", a.Month, a.ManifestSHA256,
			a.At.In(locOf(b.Property)).Format(time.DateOnly)))
	}
	b.Doc.Notes = append(b.Doc.Notes, "The records of "+strings.Join(parts, "; ")+
		" were archived and dropped from the database; their figures here come from the day books, which are kept.")
	return nil
}

func yearNumber(d models.Day) int {
	t := d.Time(time.UTC)
	return t.Year()
}
