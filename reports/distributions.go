package reports

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// The statistical report's expected win rests on the exact outcome
// distribution of every bet a table took, as the engine enumerates it
// (rules.Enumerator: every deal of the shoe, every bet settled on each).
// For each bet the house's result per unit staked is a random variable X
// with mean μ and mean square E[X²], both exact fractions; a wager of A
// cents then has mean A·μ and variance A²·(E[X²] − μ²). Enumerations take
// from a second to many minutes, so they are computed once per game and
// settings and stored (wager_distributions); reports only read them.

// DistributionRevision is the way distributions are worked out now
// (models.WagerDistribution.Revision); rows of another are not read. 1
// read a stake returned on a losing line (roulette's half returned on
// zero) as a push, and named roulette's, Sic Bo's and craps' bets by one
// spot each, which no settlement matched.
const DistributionRevision = 2

// moments are one bet's stored distribution.
type moments struct {
	mean, second *big.Rat
	meter        bool
}

// distKey names a game under one table's settings.
type distKey struct{ game, settings string }

// houseNet is the house's result per unit staked on one line of a bet, as
// rules.houseWin gives it for a settled wager: a losing wager's stake less
// the part given back, plus any commission taken; less what a winning
// wager is paid. A line of a result it does not know is an error, never
// a push: a misread line would move the expected win of every wager.
func houseNet(l rules.Line) (*big.Rat, error) {
	commission := new(big.Rat)
	if l.Commission != nil {
		commission.Set(l.Commission)
	}
	switch l.Result {
	case rules.Win:
		return commission.Sub(commission, l.Payout), nil
	case rules.Lose:
		net := commission.Add(commission, big.NewRat(1, 1))
		if l.Returned != nil {
			net.Sub(net, l.Returned)
		}
		return net, nil
	case rules.Push:
		return commission, nil
	}
	return nil, fmt.Errorf("a line of result %q (%s), which the report does not read", l.Result, l.Rule)
}

// betMoments reduces an enumerated bet to the house's mean and mean square
// per unit staked on a settled wager. Lines on which the bet is not made
// (rules.NoWager) are left out: a settled wager is a draw from the deals
// on which it was made.
func betMoments(b rules.BetFrequency, deals *big.Int) (mean, second *big.Rat, meter bool, err error) {
	staked := new(big.Int).Set(deals)
	for _, l := range b.Lines {
		if l.Result == rules.NoWager {
			staked.Sub(staked, l.WayCount())
		}
	}
	mean, second = new(big.Rat), new(big.Rat)
	if staked.Sign() <= 0 {
		return nil, nil, false, fmt.Errorf("%s: no deal makes the bet", b.Bet)
	}
	for _, l := range b.Lines {
		if l.Result == rules.NoWager {
			continue
		}
		if l.Meter != 0 {
			meter = true
		}
		p := new(big.Rat).SetFrac(l.WayCount(), staked)
		x, err := houseNet(l)
		if err != nil {
			return nil, nil, false, fmt.Errorf("%s: %w", b.Bet, err)
		}
		mean.Add(mean, new(big.Rat).Mul(p, x))
		second.Add(second, new(big.Rat).Mul(p, new(big.Rat).Mul(x, x)))
	}
	return mean, second, meter, nil
}

// distributable reports whether a game's bets are the house's to win or
// lose and the engine can enumerate them.
func distributable(games *rules.Registry, game string) (rules.Game, rules.Enumerator, bool) {
	g, ok := games.Game(game)
	if !ok || g.Info().Banking != "house" {
		return nil, nil, false
	}
	e, ok := g.(rules.Enumerator)
	return g, e, ok
}

// computeDistribution enumerates one game under one table's settings.
func computeDistribution(games *rules.Registry, k distKey, now time.Time) ([]models.WagerDistribution, error) {
	g, e, ok := distributable(games, k.game)
	if !ok {
		return nil, nil
	}
	values := map[string]string{}
	if k.settings != "" {
		if err := json.Unmarshal([]byte(k.settings), &values); err != nil {
			return nil, fmt.Errorf("%s settings %s: %w", k.game, k.settings, err)
		}
	}
	s, err := g.Settings(values)
	if err != nil {
		return nil, fmt.Errorf("%s settings %s: %w", k.game, k.settings, err)
	}
	fs, err := e.Enumerate(s)
	if err != nil || len(fs) != 1 {
		return nil, fmt.Errorf("enumerate %s: %v", k.game, err)
	}
	deals := fs[0].DealCount()
	var out []models.WagerDistribution
	seen := map[string]int{}
	for _, b := range fs[0].Bets {
		mean, second, meter, err := betMoments(b, deals)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", k.game, err)
		}
		d := models.WagerDistribution{Game: k.game, Settings: k.settings, Bet: b.Key(),
			Mean: mean.RatString(), SecondMoment: second.RatString(), Deals: deals.String(), Lines: len(b.Lines),
			Meter: meter, ComputedAt: now, Revision: DistributionRevision}
		// A bet the page shows on several spots that settle alike
		// (straight 17, straight 0) is one distribution.
		if i, ok := seen[d.Bet]; ok {
			if out[i].Mean != d.Mean || out[i].SecondMoment != d.SecondMoment || out[i].Meter != d.Meter {
				return nil, fmt.Errorf("%s: %s is counted on spots that settle differently (%s, %s)", k.game, d.Bet, out[i].Mean, d.Mean)
			}
			continue
		}
		seen[d.Bet] = len(out)
		out = append(out, d)
	}
	return out, nil
}

// odds computes distributions in the background, one enumeration at a
// time per process, and remembers which are under way.
type odds struct {
	mu      sync.Mutex
	running map[distKey]*enumeration
	// slot lets one enumeration run at a time: they use every core.
	slot chan struct{}
}

// enumeration is one under way: closed done when stored.
type enumeration struct {
	done    chan struct{}
	started time.Time
}

func newOdds() *odds {
	return &odds{running: map[distKey]*enumeration{}, slot: make(chan struct{}, 1)}
}

// EnsureDistributions computes and stores the distributions of every game
// and settings a property's hands of gaming days from..to were played
// under that are not stored yet, waiting at most budget. Enumerations
// still running when the budget is spent go on in the background and are
// stored when done; a report built meanwhile counts their bets as not yet
// covered and says so. It reads what was played from reads (the
// database the report reads) and stores the distributions on the
// primary; it reports whether it waited for any (they may be stored).
func (g *Generator) EnsureDistributions(ctx context.Context, reads *models.Store, propertyID int64, from, to models.Day, budget time.Duration) (bool, error) {
	var played [][2]string
	err := reads.ReadSnapshot(ctx, func(ctx context.Context) error {
		read, err := reads.PrepareBooks(ctx, propertyID, models.BookTable, from, to, models.BookOptions{RecordsOnly: g.recordsOnly})
		if err != nil {
			return err
		}
		played, err = reads.BookSettingsPlayed(ctx, read)
		return err
	})
	if err != nil {
		return false, err
	}
	stored, err := g.store.WagerDistributions(ctx, DistributionRevision)
	if err != nil {
		return false, err
	}
	have := map[distKey]bool{}
	for _, d := range stored {
		have[distKey{d.Game, d.Settings}] = true
	}
	var waits []*enumeration
	for _, p := range played {
		k := distKey{p[0], p[1]}
		if have[k] {
			continue
		}
		if _, _, ok := distributable(g.games, k.game); !ok {
			continue
		}
		waits = append(waits, g.odds.start(g, k))
	}
	// Each enumeration is waited for at most budget from when it started,
	// so that reports built one after the other while a long one runs do
	// not each wait the whole budget again.
	for _, w := range waits {
		left := time.Until(w.started.Add(budget))
		if left <= 0 {
			continue
		}
		timer := time.NewTimer(left)
		select {
		case <-w.done:
		case <-timer.C:
		case <-ctx.Done():
		}
		timer.Stop()
	}
	return len(waits) > 0, nil
}

// start begins (or joins) the enumeration of k.
func (o *odds) start(g *Generator, k distKey) *enumeration {
	o.mu.Lock()
	defer o.mu.Unlock()
	if e, ok := o.running[k]; ok {
		return e
	}
	done := make(chan struct{})
	e := &enumeration{done: done, started: time.Now()}
	o.running[k] = e
	go func() {
		defer func() {
			o.mu.Lock()
			delete(o.running, k)
			o.mu.Unlock()
			close(done)
		}()
		o.slot <- struct{}{}
		defer func() { <-o.slot }()
		start := g.now()
		ds, err := computeDistribution(g.games, k, start.UTC())
		if err == nil {
			err = g.store.InsertWagerDistributions(context.Background(), ds)
		}
		if err != nil {
			g.log.Error("wager distributions", "game", k.game, "err", err)
			return
		}
		g.log.Info("wager distributions stored", "game", k.game, "bets", len(ds), "took", g.now().Sub(start).String())
	}()
	return e
}

// loadMoments reads every stored distribution.
func loadMoments(ctx context.Context, store *models.Store) (map[distKey]map[string]moments, error) {
	rows, err := store.WagerDistributions(ctx, DistributionRevision)
	if err != nil {
		return nil, err
	}
	out := map[distKey]map[string]moments{}
	for _, r := range rows {
		k := distKey{r.Game, r.Settings}
		if out[k] == nil {
			out[k] = map[string]moments{}
		}
		mean, ok1 := new(big.Rat).SetString(r.Mean)
		second, ok2 := new(big.Rat).SetString(r.SecondMoment)
		if !ok1 || !ok2 {
			return nil, fmt.Errorf("wager distribution %d (%s %s): not fractions", r.ID, r.Game, r.Bet)
		}
		out[k][r.Bet] = moments{mean: mean, second: second, meter: r.Meter}
	}
	return out, nil
}
