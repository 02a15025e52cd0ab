package ledger

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// Progressive jackpots. A pool's meters (main, reserve, and prizes pending a
// supervisor's confirmation) are the running result of its append-only
// event log; nothing is edited in place. The money rules, named:
//
//   - ContributionDownCarried: a wager contributes rate × amount; the meter
//     takes whole cents and the fraction of a cent is carried to the next
//     contribution, so nothing is lost (carry_after holds it).
//   - HitDownToCent: a hit pays percent × the main meter at that moment,
//     fractions of a cent dropped (they stay on the meter).
//   - ResetFromReserve: after a hit leaves the main meter below the seed,
//     the reserve refills it as far as it holds, and the house funds the
//     rest (a reset).
//   - CapToReserve: contributions that would take the main meter past its
//     cap go to the reserve.
//
// So every event keeps the books: main + reserve + pending changes only by
// contributions, hits paid, resets, adjustments and transfers.

// Pool event kinds.
const (
	EventOpened                  = "opened"
	EventContribution            = "contribution"
	EventHit                     = "hit"
	EventHitPending              = "hit_pending"
	EventHitConfirmed            = "hit_confirmed"
	EventReset                   = "reset"
	EventAdjustmentRequest       = "adjustment_requested"
	EventAdjustment              = "adjustment"
	EventTransferOut             = "transfer_out"
	EventTransferIn              = "transfer_in"
	carryUnit              int64 = 10000 // rates are in hundredths of a percent
)

// meter is a pool's state after its last event.
type meter struct {
	main, reserve, pending rules.Money
	// carry holds the main and reserve fractions of a cent not yet on the
	// meters, in cent × rate units: main + reserve × carryUnit.
	carry int64
	seq   int64
}

func meterOf(e models.PoolEvent) meter {
	return meter{main: e.MainAfter, reserve: e.ReserveAfter, pending: e.PendingAfter, carry: e.CarryAfter, seq: e.Seq}
}

// poolBook appends events to one pool under its lock.
type poolBook struct {
	pool   models.Pool
	m      meter
	at     time.Time
	day    models.Day
	actor  string
	events []models.PoolEvent
	hits   int
}

func (b *poolBook) add(e models.PoolEvent) *models.PoolEvent {
	b.m.seq++
	b.m.main += e.Main
	b.m.reserve += e.Reserve
	b.m.pending += e.Pending
	e.PoolID, e.Seq, e.At, e.GamingDay = b.pool.ID, b.m.seq, b.at, b.day
	if e.Actor == "" {
		e.Actor = b.actor
	}
	e.MainAfter, e.ReserveAfter, e.PendingAfter, e.CarryAfter = b.m.main, b.m.reserve, b.m.pending, b.m.carry
	b.events = append(b.events, e)
	return &b.events[len(b.events)-1]
}

// contribute adds rate × stake to the meters (ContributionDownCarried,
// CapToReserve).
func (b *poolBook) contribute(stake rules.Money, tableID string) {
	mainCarry, reserveCarry := b.m.carry%carryUnit, b.m.carry/carryUnit
	mainExact := mainCarry + int64(stake)*int64(b.pool.MainRate)
	reserveExact := reserveCarry + int64(stake)*int64(b.pool.ReserveRate)
	toMain, toReserve := rules.Money(mainExact/carryUnit), rules.Money(reserveExact/carryUnit)
	if b.pool.Cap != nil && b.m.main+toMain > *b.pool.Cap {
		over := b.m.main + toMain - *b.pool.Cap
		if over > toMain {
			over = toMain
		}
		toMain -= over
		toReserve += over
	}
	b.m.carry = mainExact%carryUnit + (reserveExact%carryUnit)*carryUnit
	t := tableID
	b.add(models.PoolEvent{Kind: EventContribution, Main: toMain, Reserve: toReserve, TableID: &t})
}

// hit pays percent of the main meter (HitDownToCent); above the pool's
// pending threshold the prize waits for a supervisor, shown as pending.
// It returns the amount.
func (b *poolBook) hit(percent rules.Rate, handID *int64, tableID string, seat int, line string) rules.Money {
	return b.pay(percent.Of(b.m.main, rules.DownToCent), percent, handID, tableID, seat, line)
}

// pay takes amount off the main meter for one winner of a line.
func (b *poolBook) pay(amount rules.Money, percent rules.Rate, handID *int64, tableID string, seat int, line string) rules.Money {
	t := tableID
	e := models.PoolEvent{Kind: EventHit, Main: -amount, HandID: handID, TableID: &t, Seat: seat, Line: line, Percent: percent}
	if b.pool.PendingThreshold != nil && amount > *b.pool.PendingThreshold {
		e.Kind, e.Pending = EventHitPending, amount
	}
	b.add(e)
	b.hits++
	return amount
}

// reset refills the main meter to the seed once a round's hits are paid
// (ResetFromReserve): each hit of the round is a share of the meter as the
// one before left it, and the meter resets after the last.
func (b *poolBook) reset() {
	short := b.pool.SeedAmount - b.m.main
	if short <= 0 {
		return
	}
	fromReserve := min(short, b.m.reserve)
	b.add(models.PoolEvent{Kind: EventReset, Main: short, Reserve: -fromReserve,
		Reason: fmt.Sprintf("main meter reset to the seed of %s: %s from the reserve, %s funded by the house", b.pool.SeedAmount, fromReserve, short-fromReserve)})
}

// openBook locks a pool and reads its meters.
func (l *Ledger) openBook(ctx context.Context, poolID, actor string, at time.Time) (*poolBook, error) {
	if err := l.store.Lock(ctx, "pool:"+poolID); err != nil {
		return nil, err
	}
	p, err := l.store.PoolByID(ctx, poolID)
	if err != nil {
		return nil, err
	}
	b := &poolBook{pool: p, at: at, actor: actor}
	last, err := l.store.LastPoolEvent(ctx, poolID)
	switch {
	case err == nil:
		b.m = meterOf(last)
	case !errors.Is(err, models.ErrNotFound):
		return nil, err
	}
	prop, err := l.poolProperty(ctx, poolID)
	if err != nil {
		return nil, err
	}
	if b.day, err = prop.GamingDayOf(at); err != nil {
		return nil, err
	}
	return b, nil
}

// poolProperty is the property whose gaming days a pool's events are
// counted in: the property of its first linked table, else the main one.
func (l *Ledger) poolProperty(ctx context.Context, poolID string) (models.Property, error) {
	links, err := l.store.PoolLinks(ctx, poolID)
	if err != nil {
		return models.Property{}, err
	}
	if len(links) > 0 {
		if _, p, err := l.store.TableWithProperty(ctx, links[0].TableID); err == nil {
			return p, nil
		}
	}
	return l.store.PropertyByCode(ctx, "main")
}

// PoolInput describes a new pool.
type PoolInput struct {
	ID, Name    string
	Seed        rules.Money
	MainRate    rules.Rate
	ReserveRate rules.Rate
	Cap         *rules.Money
	// PendingThreshold: a hit above it waits for a supervisor.
	PendingThreshold *rules.Money
}

// checkPool checks a pool's identity, seed, rates and cap, naming each
// field under prefix: the pools the service opens and those a file gives
// casinoctl verify are held to the same.
func checkPool(in PoolInput, prefix string) error {
	errs := &rules.InputError{}
	if p := models.IDProblem(in.ID); p != "" {
		errs.Add(prefix+"id", "%s", p)
	}
	if in.Seed < 0 {
		errs.Add(prefix+"seed", "must not be negative")
	}
	if in.MainRate < 0 || in.MainRate > 10000 {
		errs.Add(prefix+"main_rate", "must be a percentage from 0 to 100")
	}
	if in.ReserveRate < 0 || in.MainRate+in.ReserveRate > 10000 {
		errs.Add(prefix+"reserve_rate", "must be a percentage, and main and reserve together at most 100")
	}
	if in.Cap != nil && *in.Cap < in.Seed {
		errs.Add(prefix+"cap", "must be at least the seed")
	}
	return errs.Err()
}

// CreatePool opens a pool with its meter at the seed, which the house funds.
func (l *Ledger) CreatePool(ctx context.Context, actor string, in PoolInput) (models.Pool, error) {
	if err := checkPool(in, ""); err != nil {
		return models.Pool{}, err
	}
	if in.Name == "" {
		in.Name = in.ID
	}
	now := l.now()
	p := models.Pool{ID: in.ID, Name: in.Name, SeedAmount: in.Seed, MainRate: in.MainRate, ReserveRate: in.ReserveRate,
		Cap: in.Cap, PendingThreshold: in.PendingThreshold, CreatedAt: now, CreatedBy: actor}
	err := l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.CreatePool(ctx, &p); err != nil {
			if models.IsUniqueViolation(err) {
				return asInput(rules.Invalid("id", "pool %s already exists", in.ID))
			}
			return err
		}
		b, err := l.openBook(ctx, p.ID, actor, now)
		if err != nil {
			return err
		}
		b.add(models.PoolEvent{Kind: EventOpened, Main: in.Seed, Reason: "the pool opens at its seed, funded by the house"})
		if err := l.store.AppendPoolEvents(ctx, b.events); err != nil {
			return err
		}
		return l.store.Audit(ctx, now, models.AuditEvent{Chain: models.SystemChain, Actor: actor, Action: "pool.created",
			Subject: "pool:" + p.ID, Detail: map[string]any{"seed": in.Seed, "main_rate": in.MainRate, "reserve_rate": in.ReserveRate}})
	})
	return p, err
}

// LinkPool makes a table's progressive bet feed a pool.
func (l *Ledger) LinkPool(ctx context.Context, actor, poolID, tableID, bet string) error {
	return l.store.InTx(ctx, func(ctx context.Context) error {
		p, err := l.store.PoolByID(ctx, poolID)
		if err != nil {
			return asInput(rules.Invalid("pool", "there is no pool %q", poolID))
		}
		if p.ClosedAt != nil {
			return asInput(rules.Invalid("pool", "pool %s is closed", poolID))
		}
		t, err := l.store.TableByID(ctx, tableID)
		if err != nil {
			return asInput(rules.Invalid("table_id", "there is no table %q", tableID))
		}
		if !l.progressiveBets(t.Game)[bet] {
			return asInput(rules.Invalid("bet", "%s is not a progressive wager of %s", bet, t.Game))
		}
		if err := l.store.LinkPool(ctx, models.PoolLink{PoolID: poolID, TableID: tableID, Bet: bet}); err != nil {
			if models.IsUniqueViolation(err) {
				return asInput(rules.Invalid("bet", "table %s's %s already feeds a pool", tableID, bet))
			}
			return err
		}
		return l.store.Audit(ctx, l.now(), models.AuditEvent{Chain: models.TableChain(tableID), Actor: actor,
			Action: "pool.linked", Subject: "pool:" + poolID, Detail: map[string]any{"table_id": tableID, "bet": bet}})
	})
}

// progressiveBets returns the progressive bets of a game.
func (l *Ledger) progressiveBets(game string) map[string]bool {
	if v, ok := l.progressive.Load(game); ok {
		return v.(map[string]bool)
	}
	out := progressiveBetsOf(l.games, game)
	l.progressive.Store(game, out)
	return out
}

// progressiveBetsOf returns the bets of a game that feed a progressive
// meter.
func progressiveBetsOf(games *rules.Registry, game string) map[string]bool {
	out := map[string]bool{}
	if g, ok := games.Game(game); ok {
		for _, w := range g.Info().Wagers {
			if w.Progressive {
				out[w.Bet] = true
			}
		}
	}
	return out
}

// poolHit is a progressive line a hand hit, in the order the meter pays it.
type poolHit struct {
	settlement int // index in the verdict's settlements
	order      int
}

// applyProgressive runs a hand's progressive wagers through their pools,
// inside the transaction that records the hand: it opens the books of the
// pools the hand's wagers feed, under their locks, and settleMeters moves
// them. It returns the pool events, without the hand's id (known once the
// hand is written).
func (l *Ledger) applyProgressive(ctx context.Context, p *prepared) ([]*poolBook, error) {
	v := p.verdict
	bets := l.progressiveBets(p.hand.Game)
	links, err := l.store.PoolLinksOf(ctx, p.hand.TableID)
	if err != nil {
		return nil, err
	}
	poolOf := map[string]string{}
	for _, lk := range links {
		poolOf[lk.Bet] = lk.PoolID
	}
	var ids []string
	for _, s := range v.Settlements {
		if id := poolOf[s.Bet]; bets[s.Bet] && id != "" && !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids) // lock in one order everywhere
	books := map[string]*poolBook{}
	var out []*poolBook
	for _, id := range ids {
		b, err := l.openBook(ctx, id, p.source.Actor(), p.hand.ReceivedAt)
		if err != nil {
			return nil, err
		}
		// The meters move now, but in the books of the hand's gaming day:
		// a hand entered late (a station that was down, a late entry)
		// contributes and pays on the day it was dealt.
		b.day = p.hand.GamingDay
		if b.pool.ClosedAt != nil {
			return nil, unprocessable(closedPool(id, p.hand.TableID))
		}
		books[id] = b
		out = append(out, b)
	}
	feeds := map[string]*poolBook{}
	for bet, id := range poolOf {
		if b := books[id]; b != nil {
			feeds[bet] = b
		}
	}
	settleMeters(v, p.hand.TableID, bets, feeds, func(i int) {
		s := &v.Settlements[i]
		v.Findings = append(v.Findings, rules.Finding{Seat: s.Seat, Backline: s.Backline, Bet: s.Bet, Spot: s.Spot, Field: "pool",
			Declared: "none", Expected: "a pool", Rule: s.Rule,
			Message: fmt.Sprintf("%s: a progressive wager, but table %s's %s feeds no pool", rules.WagerName(s.Seat, s.Backline, s.Bet, s.Spot), p.hand.TableID, s.Bet)})
	})
	return out, nil
}

// closedPool refuses a hand whose progressive wager feeds a closed pool.
func closedPool(id, tableID string) error {
	return rules.Invalid("wagers", "pool %s fed by table %s's progressive wager is closed", id, tableID)
}

// settleMeters runs a hand's progressive wagers through the meters of the
// pools they feed (feeds, by bet): contributions first, then each hit in
// the order the game's rules prescribe (lower lines first, then seat
// order), paid from the meter as it stands, then the reset of each pool a
// hit took below its seed. A declared share of a meter that differs from
// what the meter pays is a finding. A wager whose bet feeds no pool goes
// to noPool, by its index in the settlements. The service runs it on the meters it reads in the hand's
// transaction (applyProgressive), casinoctl verify on the meters its file
// states (Meters), so both check a share of a meter alike.
func settleMeters(v *rules.Verdict, tableID string, bets map[string]bool, feeds map[string]*poolBook, noPool func(i int)) {
	var hits []poolHit
	var touched []*poolBook
	for i := range v.Settlements {
		s := &v.Settlements[i]
		// A returned wager (a void round, a Progressive without an Ante)
		// was never in play: it feeds no meter.
		if !bets[s.Bet] || s.Expected.Result == rules.Push || s.Expected.Result == rules.NoAction {
			continue
		}
		b := feeds[s.Bet]
		if b == nil {
			noPool(i)
			continue
		}
		if !slices.Contains(touched, b) {
			touched = append(touched, b)
		}
		b.contribute(s.Amount, tableID)
		if s.Meter != nil && (s.Meter.Percent != 0 || s.Meter.FromMeter) {
			hits = append(hits, poolHit{settlement: i, order: s.Meter.Order})
		}
	}
	slices.SortStableFunc(hits, func(a, b poolHit) int {
		if a.order != b.order {
			return a.order - b.order
		}
		// Winners of one shared line sit together.
		x, y := v.Settlements[a.settlement].Meter, v.Settlements[b.settlement].Meter
		if x.Split && y.Split {
			return cmp.Compare(v.Settlements[a.settlement].Rule.Lines, v.Settlements[b.settlement].Rule.Lines)
		}
		return 0
	})
	// SplitEvenly: winners of one shared line in a round split its
	// percentage of the meter, taken once, in equal shares rounded down to
	// the cent; the odd cents stay on the meter.
	group := make([]int, len(hits)) // at a group's first hit, its size
	for i := 0; i < len(hits); {
		s := &v.Settlements[hits[i].settlement]
		j := i + 1
		for j < len(hits) && s.Meter.Split {
			o := &v.Settlements[hits[j].settlement]
			if !o.Meter.Split || o.Meter.Percent != s.Meter.Percent || o.Rule != s.Rule || feeds[o.Bet] != feeds[s.Bet] {
				break
			}
			j++
		}
		group[i] = j - i
		i = j
	}
	var each rules.Money
	left := 0
	for i, h := range hits {
		s := &v.Settlements[h.settlement]
		b := feeds[s.Bet]
		if s.Meter.Percent == 0 {
			// FixedFromMeter: a fixed pay the rules checked, taken off the
			// main meter as far as it goes.
			b.pay(min(s.Meter.Fixed, b.m.main), 0, nil, tableID, s.Seat, s.Meter.Line)
			continue
		}
		if group[i] > 1 {
			each, left = s.Meter.Percent.Of(b.m.main, rules.DownToCent)/rules.Money(group[i]), group[i]
		}
		var amount rules.Money
		if left > 0 {
			amount = b.pay(each, s.Meter.Percent, nil, tableID, s.Seat, s.Meter.Line)
			left--
		} else {
			amount = b.hit(s.Meter.Percent, nil, tableID, s.Seat, s.Meter.Line)
		}
		share := amount
		amount += s.Meter.Fixed
		if s.Declared.Payout != amount {
			msg := fmt.Sprintf("%s was paid %s; %s of the %s meter was %s", rules.WagerName(s.Seat, s.Backline, s.Bet, s.Spot), s.Declared.Payout,
				s.Meter.Percent, b.pool.ID, share)
			if s.Meter.Fixed != 0 {
				msg += fmt.Sprintf(", and the line pays %s more from the tray", s.Meter.Fixed)
			}
			v.Findings = append(v.Findings, rules.Finding{Seat: s.Seat, Backline: s.Backline, Bet: s.Bet, Spot: s.Spot, Field: "payout",
				Declared: s.Declared.Payout.String(), Expected: amount.String(), Rule: s.Rule, Message: msg})
			v.Totals.ExpectedHouseWin += s.Declared.Payout - amount
		}
		s.Expected.Payout = amount
	}
	for _, b := range touched {
		if b.hits > 0 {
			b.reset()
		}
	}
}

// isProgressive reports whether a hand holds a progressive wager.
func (l *Ledger) isProgressive(p *prepared) bool {
	bets := l.progressiveBets(p.hand.Game)
	if len(bets) == 0 {
		return false
	}
	for _, s := range p.hand.Settlements {
		if bets[s.Bet] {
			return true
		}
	}
	return false
}

// recordProgressive records a hand with progressive wagers: in one
// transaction, the pools' meters move and the hand, with any finding the
// meters add, is written.
func (l *Ledger) recordProgressive(ctx context.Context, p *prepared) error {
	return l.store.InTx(ctx, func(ctx context.Context) error {
		books, err := l.applyProgressive(ctx, p)
		if err != nil {
			return err
		}
		v, h := p.verdict, p.hand
		h.Verdict = models.VerdictVerified
		if !v.Verified() {
			h.Verdict = models.VerdictDiscrepancy
		}
		h.ExpectedHouseWin = v.Totals.ExpectedHouseWin
		h.Settlements = models.SettlementsFrom(v.Settlements)
		h.Findings = models.FindingsFrom(v.Findings, h.ReceivedAt)
		events := recordedEvents(p)
		for _, b := range books {
			for _, e := range b.events {
				if e.Kind == EventHit || e.Kind == EventHitPending {
					events = append(events, models.AuditEvent{Chain: models.TableChain(h.TableID), Actor: p.source.Actor(),
						Action: "pool." + e.Kind, Subject: HandSubject(h.TableID, h.HandNumber),
						Detail: map[string]any{"pool": b.pool.ID, "seq": e.Seq, "seat": e.Seat, "line": e.Line,
							"percent": e.Percent, "amount": -e.Main}})
				}
			}
		}
		if err := l.store.RecordHands(ctx, []models.HandWrite{p.write()}, h.ReceivedAt, events); err != nil {
			return err
		}
		for _, b := range books {
			for i := range b.events {
				id, day := h.ID, h.GamingDay
				b.events[i].HandID, b.events[i].HandDay = &id, &day
			}
			if err := l.store.AppendPoolEvents(ctx, b.events); err != nil {
				return err
			}
		}
		if len(books) == 0 {
			return nil
		}
		// The pools' events name the hand's id, known only once it is
		// written: their own entry records them and their hashes.
		pools := make([]string, len(books))
		for i, b := range books {
			pools[i] = b.pool.ID
		}
		return l.store.Audit(ctx, h.ReceivedAt, models.AuditEvent{Chain: models.TableChain(h.TableID),
			Actor: p.source.Actor(), Action: "pool.events", Subject: HandSubject(h.TableID, h.HandNumber),
			Detail: map[string]any{"pools": pools}})
	})
}

// ConfirmHit pays a pending prize: a supervisor, not the one who recorded
// the hand, confirms it and the pending meter pays it out.
func (l *Ledger) ConfirmHit(ctx context.Context, actor, poolID string, seq int64) (models.PoolEvent, error) {
	var out models.PoolEvent
	err := l.store.InTx(ctx, func(ctx context.Context) error {
		b, err := l.openBook(ctx, poolID, actor, l.now())
		if err != nil {
			return poolInput(err, poolID)
		}
		e, err := l.store.PoolEventBySeq(ctx, poolID, seq)
		if err != nil || e.Kind != EventHitPending {
			return asInput(rules.Invalid("seq", "event %d of pool %s is not a pending hit", seq, poolID))
		}
		if done, err := l.store.PoolEventsReferring(ctx, poolID, seq); err != nil {
			return err
		} else if len(done) > 0 {
			return asInput(rules.Invalid("seq", "the hit of event %d was already confirmed (event %d)", seq, done[0].Seq))
		}
		if e.Actor == actor {
			return asInput(rules.Invalid("seq", "the hit was recorded by %s; another supervisor confirms it", actor))
		}
		amount := e.Pending
		out = *b.add(models.PoolEvent{Kind: EventHitConfirmed, Pending: -amount, RefSeq: seq, HandID: e.HandID, HandDay: e.HandDay,
			TableID: e.TableID, Seat: e.Seat, Line: e.Line, Percent: e.Percent, Approver: actor,
			Reason: "pending prize confirmed and paid"})
		if err := l.store.AppendPoolEvents(ctx, b.events); err != nil {
			return err
		}
		out = b.events[0]
		return l.store.Audit(ctx, b.at, models.AuditEvent{Chain: models.SystemChain, Actor: actor, Action: "pool.hit_confirmed",
			Subject: "pool:" + poolID, Detail: map[string]any{"seq": seq, "amount": amount}})
	})
	return out, err
}

// RequestAdjustment files a manual adjustment of a pool's main meter with
// its reason; it moves nothing until another user approves it.
func (l *Ledger) RequestAdjustment(ctx context.Context, actor, poolID string, amount rules.Money, reason string) (models.PoolEvent, error) {
	errs := &rules.InputError{}
	if amount == 0 {
		errs.Add("amount", "must not be zero")
	}
	if strings.TrimSpace(reason) == "" {
		errs.Add("reason", "is required: say why the meter is adjusted")
	}
	if err := errs.Err(); err != nil {
		return models.PoolEvent{}, err
	}
	var out models.PoolEvent
	err := l.store.InTx(ctx, func(ctx context.Context) error {
		b, err := l.openBook(ctx, poolID, actor, l.now())
		if err != nil {
			return poolInput(err, poolID)
		}
		if b.m.main+amount < 0 {
			return asInput(rules.Invalid("amount", "would take the main meter of %s below zero", b.m.main))
		}
		b.add(models.PoolEvent{Kind: EventAdjustmentRequest, Requested: amount, Reason: reason})
		if err := l.store.AppendPoolEvents(ctx, b.events); err != nil {
			return err
		}
		out = b.events[0]
		return l.store.Audit(ctx, b.at, models.AuditEvent{Chain: models.SystemChain, Actor: actor, Action: "pool.adjustment_requested",
			Subject: "pool:" + poolID, Detail: map[string]any{"seq": out.Seq, "amount": amount, "reason": reason}})
	})
	return out, err
}

// ApproveAdjustment applies a requested adjustment; the approver must not
// be the user who requested it.
func (l *Ledger) ApproveAdjustment(ctx context.Context, approver, poolID string, seq int64) (models.PoolEvent, error) {
	var out models.PoolEvent
	err := l.store.InTx(ctx, func(ctx context.Context) error {
		b, err := l.openBook(ctx, poolID, approver, l.now())
		if err != nil {
			return poolInput(err, poolID)
		}
		req, err := l.store.PoolEventBySeq(ctx, poolID, seq)
		if err != nil || req.Kind != EventAdjustmentRequest {
			return asInput(rules.Invalid("seq", "event %d of pool %s is not an adjustment request", seq, poolID))
		}
		if done, err := l.store.PoolEventsReferring(ctx, poolID, seq); err != nil {
			return err
		} else if len(done) > 0 {
			return asInput(rules.Invalid("seq", "adjustment %d was already applied (event %d)", seq, done[0].Seq))
		}
		if req.Actor == approver {
			return asInput(rules.Invalid("seq", "%s requested the adjustment; another user approves it", approver))
		}
		amount := req.Requested
		if b.m.main+amount < 0 {
			return asInput(rules.Invalid("seq", "the adjustment would now take the main meter of %s below zero", b.m.main))
		}
		b.add(models.PoolEvent{Kind: EventAdjustment, Main: amount, RefSeq: seq, Reason: req.Reason,
			Actor: req.Actor, Approver: approver})
		if err := l.store.AppendPoolEvents(ctx, b.events); err != nil {
			return err
		}
		out = b.events[0]
		return l.store.Audit(ctx, b.at, models.AuditEvent{Chain: models.SystemChain, Actor: approver, Action: "pool.adjusted",
			Subject: "pool:" + poolID, Detail: map[string]any{"seq": out.Seq, "request": seq, "amount": amount, "reason": req.Reason}})
	})
	return out, err
}

// ClosePool closes a pool and transfers what it owes (every meter) to
// another pool, which takes over the liability. A pool with a prize
// pending cannot close.
func (l *Ledger) ClosePool(ctx context.Context, actor, poolID, transferTo string) error {
	if transferTo == "" || transferTo == poolID {
		return rules.Invalid("transfer_to", "name the open pool that takes over the liability")
	}
	return l.store.InTx(ctx, func(ctx context.Context) error {
		now := l.now()
		// Lock both pools in name order, as everywhere.
		first, second := poolID, transferTo
		if second < first {
			first, second = second, first
		}
		books := map[string]*poolBook{}
		for _, id := range []string{first, second} {
			b, err := l.openBook(ctx, id, actor, now)
			if err != nil {
				return poolInput(err, id)
			}
			if b.pool.ClosedAt != nil {
				return asInput(rules.Invalid("pool", "pool %s is closed", id))
			}
			books[id] = b
		}
		from, to := books[poolID], books[transferTo]
		if from.m.pending != 0 {
			return asInput(rules.Invalid("pool", "pool %s has %s pending confirmation", poolID, from.m.pending))
		}
		main, reserve := from.m.main, from.m.reserve
		from.add(models.PoolEvent{Kind: EventTransferOut, Main: -main, Reserve: -reserve, Reason: "liability transferred to " + transferTo})
		to.add(models.PoolEvent{Kind: EventTransferIn, Main: main, Reserve: reserve, Reason: "liability transferred from " + poolID})
		for _, b := range []*poolBook{from, to} {
			if err := l.store.AppendPoolEvents(ctx, b.events); err != nil {
				return err
			}
		}
		t := transferTo
		if err := l.store.ClosePool(ctx, poolID, now, &t); err != nil {
			return err
		}
		return l.store.Audit(ctx, now, models.AuditEvent{Chain: models.SystemChain, Actor: actor, Action: "pool.closed",
			Subject: "pool:" + poolID, Detail: map[string]any{"transfer_to": transferTo, "main": main, "reserve": reserve}})
	})
}

func poolInput(err error, poolID string) error {
	if errors.Is(err, models.ErrNotFound) {
		return asInput(rules.Invalid("pool", "there is no pool %q", poolID))
	}
	return err
}

// PendingHits returns a pool's prizes still waiting for confirmation.
func (l *Ledger) PendingHits(ctx context.Context, poolID string) ([]models.PoolEvent, error) {
	events, err := l.store.PoolEvents(ctx, poolID, 0, 1_000_000)
	if err != nil {
		return nil, err
	}
	confirmed := map[int64]bool{}
	for _, e := range events {
		if e.Kind == EventHitConfirmed {
			confirmed[e.RefSeq] = true
		}
	}
	var out []models.PoolEvent
	for _, e := range events {
		if e.Kind == EventHitPending && !confirmed[e.Seq] {
			out = append(out, e)
		}
	}
	return out, nil
}
