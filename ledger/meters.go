package ledger

import (
	"bytes"
	"encoding/json"
	"fmt"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// Meters are progressive pools' meters kept in memory and moved hand by
// hand by the code that moves the service's (settleMeters): the pools
// casinoctl verify reads from the pool lines of its file. A share of a
// meter is checked against them as the service checks it against its
// own; one whose bet the file links to no pool cannot be checked, and is
// returned as such, never taken as right.
type Meters struct {
	games *rules.Registry
	pools map[string]*poolBook
	feeds map[feed]string // a table's bet -> the pool it feeds
	bets  map[string]map[string]bool
}

type feed struct{ table, bet string }

// NewMeters returns meters with no pool.
func NewMeters(games *rules.Registry) *Meters {
	return &Meters{games: games, pools: map[string]*poolBook{}, feeds: map[feed]string{},
		bets: map[string]map[string]bool{}}
}

// PoolLine is a line of a file of hand records that states a pool:
//
//	{"pool": {"id": "CS-PROG", "seed": "10000.00", "main_rate": "10", "main": "12345.67",
//	          "links": [{"table_id": "CS-3", "bet": "progressive"}]}}
//
// Pool holds a pool as GET /api/v1/progressives lists it, so that a pool
// of the service is a line as it is.
type PoolLine struct {
	Pool *PoolState `json:"pool"`
}

// PoolState is a pool's rates, seed and meters, and the tables' bets that
// feed it. id, seed, main_rate, main and links are required; the meters are
// taken as read, whole cents with no fraction carried.
type PoolState struct {
	ID               string     `json:"id"`
	Seed             string     `json:"seed"`
	MainRate         string     `json:"main_rate"`
	ReserveRate      string     `json:"reserve_rate"`
	Cap              *string    `json:"cap"`
	PendingThreshold *string    `json:"pending_threshold"`
	Closed           bool       `json:"closed"`
	Main             string     `json:"main"`
	Reserve          string     `json:"reserve"`
	Links            []PoolFeed `json:"links"`

	// What GET /api/v1/progressives shows besides, read and not used: no
	// check of a hand depends on it.
	Name          string            `json:"name"`
	TransferredTo *string           `json:"transferred_to"`
	Pending       string            `json:"pending"`
	Liability     string            `json:"liability"`
	LastSeq       int64             `json:"last_seq"`
	PendingHits   []json.RawMessage `json:"pending_hits"`
}

// PoolFeed is a table's bet that feeds the pool.
type PoolFeed struct {
	PoolID  string `json:"pool_id"`
	TableID string `json:"table_id"`
	Bet     string `json:"bet"`
}

// IsPoolLine reports whether a line of a file is a pool line (an object
// with a member "pool") rather than a hand record.
func IsPoolLine(raw []byte) bool {
	if !bytes.Contains(raw, []byte(`"pool"`)) {
		return false
	}
	var top map[string]json.RawMessage
	if json.Unmarshal(raw, &top) != nil {
		return false
	}
	_, ok := top["pool"]
	return ok
}

// ReadPool reads a pool line strictly and sets the pool's meters and the
// bets that feed it from it, in place of what an earlier line of the same
// pool said. It returns the pool's id.
func (m *Meters) ReadPool(raw []byte) (string, error) {
	var line PoolLine
	if err := rules.DecodeStrict(raw, &line); err != nil {
		return "", err
	}
	p := line.Pool
	if p == nil {
		return "", rules.Invalid("pool", "is required: the pool's id, seed, main_rate, main meter and links")
	}
	errs := &rules.InputError{}
	rate := func(field, v string) rules.Rate {
		r, err := rules.ParseRate(v)
		if err != nil {
			errs.Add(field, "%v", err)
		}
		return r
	}
	required := func(field, v string) bool {
		if v == "" {
			errs.Add(field, "is required")
			return false
		}
		return true
	}
	in := PoolInput{ID: p.ID}
	if required("pool.seed", p.Seed) {
		in.Seed = rules.ParseAmount("pool.seed", p.Seed, false, errs)
	}
	if required("pool.main_rate", p.MainRate) {
		in.MainRate = rate("pool.main_rate", p.MainRate)
	}
	if p.ReserveRate != "" {
		in.ReserveRate = rate("pool.reserve_rate", p.ReserveRate)
	}
	if p.Cap != nil {
		c := rules.ParseAmount("pool.cap", *p.Cap, false, errs)
		in.Cap = &c
	}
	if p.PendingThreshold != nil {
		t := rules.ParseAmount("pool.pending_threshold", *p.PendingThreshold, false, errs)
		in.PendingThreshold = &t
	}
	var main, reserve rules.Money
	if required("pool.main", p.Main) {
		main = rules.ParseAmount("pool.main", p.Main, false, errs)
	}
	reserve = rules.ParseAmount("pool.reserve", p.Reserve, true, errs)
	if err := errs.Err(); err != nil {
		return "", err
	}
	if err := checkPool(in, "pool."); err != nil {
		return "", err
	}
	if in.Cap != nil && main > *in.Cap {
		errs.Add("pool.main", "%s is more than the cap of %s: contributions past the cap go to the reserve", main, *in.Cap)
	}
	if len(p.Links) == 0 {
		errs.Add("pool.links", "is required: the tables' bets that feed the pool, as [{\"table_id\": \"CS-3\", \"bet\": \"progressive\"}]")
	}
	seen := map[feed]int{}
	for i, lk := range p.Links {
		f := fmt.Sprintf("pool.links[%d]", i)
		switch {
		case lk.TableID == "":
			errs.Add(f+".table_id", "is required")
		case lk.Bet == "":
			errs.Add(f+".bet", "is required")
		case lk.PoolID != "" && lk.PoolID != p.ID:
			errs.Add(f+".pool_id", "is %s; a link of pool %s names it, or leaves pool_id out", lk.PoolID, p.ID)
		}
		k := feed{lk.TableID, lk.Bet}
		if j, dup := seen[k]; dup {
			errs.Add(f, "table %s's %s is linked twice (also pool.links[%d])", lk.TableID, lk.Bet, j)
		}
		seen[k] = i
	}
	if err := errs.Err(); err != nil {
		return "", err
	}
	pool := models.Pool{ID: in.ID, SeedAmount: in.Seed, MainRate: in.MainRate, ReserveRate: in.ReserveRate,
		Cap: in.Cap, PendingThreshold: in.PendingThreshold}
	if p.Closed {
		pool.ClosedAt = &time.Time{}
	}
	m.pools[in.ID] = &poolBook{pool: pool, m: meter{main: main, reserve: reserve}}
	for k, id := range m.feeds {
		if id == in.ID {
			delete(m.feeds, k)
		}
	}
	for k := range seen {
		m.feeds[k] = in.ID
	}
	return in.ID, nil
}

// Settle moves the meters of the pools a hand's progressive wagers feed,
// as the service does when it records the hand, adding to v a finding for
// each share of a meter paid wrong. It returns the indexes in
// v.Settlements of the shares of a meter whose bet the file links to no
// pool: those amounts are unchecked. A hand whose wager feeds a closed
// pool is refused, as the service refuses it.
func (m *Meters) Settle(game, tableID string, v *rules.Verdict) ([]int, error) {
	bets, ok := m.bets[game]
	if !ok {
		bets = progressiveBetsOf(m.games, game)
		m.bets[game] = bets
	}
	if len(bets) == 0 {
		return nil, nil
	}
	feeds := map[string]*poolBook{}
	for _, s := range v.Settlements {
		if !bets[s.Bet] {
			continue
		}
		id, linked := m.feeds[feed{tableID, s.Bet}]
		if !linked {
			continue
		}
		b := m.pools[id]
		if b.pool.ClosedAt != nil {
			return nil, closedPool(id, tableID)
		}
		b.hits, b.events = 0, b.events[:0]
		feeds[s.Bet] = b
	}
	var unchecked []int
	settleMeters(v, tableID, bets, feeds, func(i int) {
		if mt := v.Settlements[i].Meter; mt != nil && mt.Percent != 0 {
			unchecked = append(unchecked, i)
		}
	})
	return unchecked, nil
}
