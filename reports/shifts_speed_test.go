package reports

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// A busy day by shift: 3,000 hands at six tables over a whole gaming day.
// The database sorts them into shifts and sums them in one statement; the
// test checks each hand landed in the shift its dealt_at falls in (worked
// out here, hand by hand, by models.ShiftOf) and logs how long the view
// took (docs/reports.md, "By shift").
func TestByShiftBusyDay(t *testing.T) {
	if testing.Short() {
		t.Skip("records 3,000 hands")
	}
	t.Logf("database: %s", modeltest.Describe())
	ctx := context.Background()
	s := modeltest.Open(t)
	games := catalog.Default()
	l := ledger.New(s, games, nil)
	l.SetClock(func() time.Time { return time.Date(2026, 6, 12, 0, 0, 0, 0, time.UTC) })
	p, _ := s.PropertyByCode(ctx, "main")
	p.TimeZone, p.Shifts = "America/New_York", "day 06:00, swing 14:00, grave 22:00"
	if err := l.SetProperty(ctx, "test", p); err != nil {
		t.Fatal(err)
	}
	p, _ = s.PropertyByCode(ctx, "main")
	boss, _ := l.CreateUser(ctx, "test", "pat", models.RolePitBoss)
	const day = models.Day("2026-06-10")
	start, end, _ := p.GamingDayBounds(day)
	spans, _ := p.ShiftSpans(day)
	var tables []string
	for i := 1; i <= 6; i++ {
		id := fmt.Sprintf("BAC-%d", i)
		tables = append(tables, id)
		if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: id, Game: "baccarat-co"}); err != nil {
			t.Fatal(err)
		}
	}
	rng := rand.New(rand.NewPCG(7, 11))
	want := map[[2]any]int64{} // table, shift → hands
	n := map[string]int{}
	var raws [][]byte
	for k := 0; k < 3000; k++ {
		table := tables[rng.IntN(len(tables))]
		n[table]++
		at := start.Add(time.Duration(rng.Int64N(int64(end.Sub(start)/time.Second))) * time.Second)
		if k%50 == 0 { // the shifts' edges
			at = spans[1+k%2].From.Add(-time.Duration(k%3) * time.Second)
		}
		want[[2]any{table, models.ShiftOf(spans, at)}]++
		raws = append(raws, []byte(fmt.Sprintf(`{"table_id": %q, "hand_number": %d, "game": "baccarat-co", "dealt_at": %q,
		 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
		 "wagers": [{"seat": 2, "bet": "player", "amount": "50.00", "result": "lose", "payout": "0.00"}]}`,
			table, n[table], at.Format(time.RFC3339))))
		if len(raws) == 500 {
			for _, it := range l.RecordBatch(ctx, ledger.Source{User: &boss}, raws) {
				if it.Err != nil {
					t.Fatal(it.Err)
				}
			}
			raws = nil
		}
	}
	began := time.Now()
	v, err := shiftView(ctx, source{store: s, games: games}, p, day)
	took := time.Since(began)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("by shift of 3,000 hands at 6 tables: %s", took)
	got := map[[2]any]int64{}
	for _, r := range v.Rows {
		got[[2]any{r.TableID, r.Shift}] = r.Hands
		if r.Wagered != rules.Money(r.Hands*5000) || r.EngineWin != r.Wagered || r.Hold != 10000 {
			t.Errorf("%s %s: %+v", r.TableID, v.ShiftName(r.Shift), r)
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d table-shifts, want %d", len(got), len(want))
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%v: %d hands, want %d", k, got[k], w)
		}
	}
	if v.Total.Hands != 3000 || len(v.Totals) != 3 {
		t.Errorf("total %d hands, %d shifts", v.Total.Hands, len(v.Totals))
	}
}
