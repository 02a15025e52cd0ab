package models

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/tablegames/casino/rules"
)

// ErrTableChanged is returned by RecordHands when a table's game or
// settings, or its property's time zone or gaming-day start, are no longer
// those the hands were verified with: the caller verifies again.
var ErrTableChanged = errors.New("a table changed while its hands were verified")

// ErrHandKeyTaken is returned by RecordHands when a hand's key (table, hand
// number) is already recorded; nothing was written.
var ErrHandKeyTaken = errors.New("a hand key is already recorded")

// TableState is what a hand was verified with: RecordHands writes the hand
// only if the table and its property still have it.
type TableState struct {
	TableID        string
	Game           string
	Settings       string
	TimeZone       string
	GamingDayStart string
}

// HandWrite is one hand to record with the state it was verified in.
type HandWrite struct {
	Hand  *Hand
	State TableState
}

// RecordHands writes hands with their settlements and findings, and the
// audit events, all or nothing. When it succeeds it fills in the hands' ids
// (and their findings' ids, which answers name); when it fails it leaves
// them zero. It returns ErrTableChanged or ErrHandKeyTaken, having written
// nothing, when it cannot write them all.
//
// On PostgreSQL it is one call of the record_hands function (migration
// 0011), one round trip, for up to RecordChunk hands; more are written in
// calls of RecordChunk hands each in one transaction, the first call
// with every audit entry, so that it takes the chains' locks before any
// hand is written. On SQLite the same steps run as statements in one
// transaction.
func (s *Store) RecordHands(ctx context.Context, writes []HandWrite, at time.Time, events []AuditEvent) error {
	if len(writes) == 0 {
		return nil
	}
	events, err := withHandRecords(writes, events)
	if err != nil {
		return err
	}
	if s.dialect == Postgres {
		days := []Day{DayOf(at.UTC())}
		for _, w := range writes {
			days = append(days, w.Hand.GamingDay)
		}
		if err := s.ensureMonths(ctx, days...); err != nil {
			return err
		}
	}
	if s.dialect == Postgres && len(writes) <= RecordChunk {
		return s.recordHandsPostgres(ctx, writes, at, events)
	}
	if s.dialect == Postgres {
		err := s.InTx(ctx, func(ctx context.Context) error {
			for chunk := range slices.Chunk(writes, RecordChunk) {
				if err := s.recordHandsPostgres(ctx, chunk, at, events); err != nil {
					return err
				}
				events = nil
			}
			return nil
		})
		if err != nil {
			for _, w := range writes {
				clearIDs(w.Hand)
			}
		}
		return err
	}
	err = s.InTx(ctx, func(ctx context.Context) error {
		if err := s.checkTables(ctx, writes); err != nil {
			return err
		}
		hands := make([]*Hand, len(writes))
		for i, w := range writes {
			hands[i] = w.Hand
		}
		n, err := s.InsertNewHands(ctx, hands)
		if err != nil {
			return err
		}
		if n != len(hands) {
			return ErrHandKeyTaken
		}
		return s.Audit(ctx, at, events...)
	})
	if err != nil {
		// gorm filled in ids that the rollback took back; a caller that
		// writes the same hands again must not reuse them.
		for _, w := range writes {
			clearIDs(w.Hand)
		}
	}
	return err
}

// RecordChunk is the most hands one call of record_hands writes. The
// database driver holds a call's arguments in two buffers, each grown by
// doubling: a call of 1,000 hands held some 12 MB while it was sent, one of
// 500 half that. Smaller calls cost more round trips and function calls
// than they save (docs/performance.md).
const RecordChunk = 500

func clearIDs(h *Hand) {
	h.ID = 0
	for i := range h.Settlements {
		h.Settlements[i].ID, h.Settlements[i].HandID, h.Settlements[i].GamingDay = 0, 0, ""
	}
	for i := range h.Findings {
		h.Findings[i].ID, h.Findings[i].HandID, h.Findings[i].GamingDay = 0, 0, ""
	}
}

// checkTables confirms, inside the transaction, that every table is still
// as the hands were verified.
func (s *Store) checkTables(ctx context.Context, writes []HandWrite) error {
	seen := map[TableState]bool{}
	for _, w := range writes {
		if seen[w.State] {
			continue
		}
		seen[w.State] = true
		t, p, err := s.TableWithProperty(ctx, w.State.TableID)
		if err != nil {
			if errors.Is(err, ErrNotFound) {
				return ErrTableChanged
			}
			return err
		}
		if t.RetiredAt != nil || t.Game != w.State.Game || t.Settings != w.State.Settings ||
			p.TimeZone != w.State.TimeZone || p.GamingDayStart != w.State.GamingDayStart {
			return ErrTableChanged
		}
	}
	return nil
}

// recordArg is one argument of record_hands: the parameter's name, its SQL
// type and its value. The call names every parameter, so an argument
// cannot be taken for its neighbour.
type recordArg struct {
	name, typ string
	value     any
}

// recordHandsArgs lays hands, their settlements and findings, the tables'
// states and the audit entries out as record_hands' arrays, one per column
// (migration 0013), and returns the entries' payloads for linking
// (linkEntries). Audit events must already be grouped by chain with the
// chains in name order.
func recordHandsArgs(writes []HandWrite, at time.Time, events []AuditEvent) ([]recordArg, []string, error) {
	n := len(writes)
	var (
		tableID, game, gamingDay, record, sha, settings, verdict, outcome = make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n)
		handNumber, propertyID                                            = make([]int64, n), make([]int64, n)
		dealtAt, receivedAt                                               = make([]time.Time, n), make([]time.Time, n)
		stationID, enteredBy                                              = make([]*int64, n), make([]*int64, n)
		dealerID                                                          = make([]*string, n)
		money                                                             [9][]int64
	)
	for k := range money {
		money[k] = make([]int64, n)
	}
	var st struct {
		hand, seat, backline                                         []int32
		bet, declaredResult, expectedResult, rule, spot              []string
		amount, declaredPayout, declaredCommission, declaredReturned []int64
		expectedPayout, expectedCommission, expectedReturned         []int64
	}
	var fi struct {
		hand, seat, backline                                []int32
		bet, field, declared, expected, rule, message, spot []string
		createdAt                                           []time.Time
	}
	var tb struct{ id, game, settings, timeZone, gamingDayStart []string }
	seen := make(map[TableState]bool, 4)
	for i, w := range writes {
		h := w.Hand
		tableID[i], game[i], gamingDay[i], record[i] = h.TableID, h.Game, string(h.GamingDay), h.Record
		sha[i], settings[i], verdict[i], outcome[i] = h.RecordSHA256, h.Settings, h.Verdict, h.Outcome
		handNumber[i], propertyID[i], dealtAt[i], receivedAt[i] = h.HandNumber, h.PropertyID, h.DealtAt, h.ReceivedAt
		stationID[i], enteredBy[i], dealerID[i] = h.StationID, h.EnteredBy, h.DealerID
		for k, m := range [9]rules.Money{h.Wagered, h.HouseWin, h.ExpectedHouseWin, h.Commission, h.ExpectedCommission,
			h.Fees, h.ExpectedFees, h.PlayerDealerWin, h.ExpectedPlayerDealerWin} {
			money[k][i] = int64(m)
		}
		for _, x := range h.Settlements {
			st.hand, st.seat, st.backline = append(st.hand, int32(i+1)), append(st.seat, int32(x.Seat)), append(st.backline, int32(x.Backline))
			st.bet, st.rule, st.spot = append(st.bet, x.Bet), append(st.rule, x.Rule), append(st.spot, x.Spot)
			st.declaredResult, st.expectedResult = append(st.declaredResult, x.DeclaredResult), append(st.expectedResult, x.ExpectedResult)
			st.amount = append(st.amount, int64(x.Amount))
			st.declaredPayout, st.expectedPayout = append(st.declaredPayout, int64(x.DeclaredPayout)), append(st.expectedPayout, int64(x.ExpectedPayout))
			st.declaredCommission = append(st.declaredCommission, int64(x.DeclaredCommission))
			st.expectedCommission = append(st.expectedCommission, int64(x.ExpectedCommission))
			st.declaredReturned = append(st.declaredReturned, int64(x.DeclaredReturned))
			st.expectedReturned = append(st.expectedReturned, int64(x.ExpectedReturned))
		}
		for _, f := range h.Findings {
			fi.hand, fi.seat = append(fi.hand, int32(i+1)), append(fi.seat, int32(f.Seat))
			fi.bet, fi.field, fi.rule, fi.message = append(fi.bet, f.Bet), append(fi.field, f.Field), append(fi.rule, f.Rule), append(fi.message, f.Message)
			fi.declared, fi.expected = append(fi.declared, f.Declared), append(fi.expected, f.Expected)
			fi.createdAt = append(fi.createdAt, f.CreatedAt)
			fi.backline, fi.spot = append(fi.backline, int32(f.Backline)), append(fi.spot, f.Spot)
		}
		if !seen[w.State] {
			seen[w.State] = true
			tb.id, tb.game, tb.settings = append(tb.id, w.State.TableID), append(tb.game, w.State.Game), append(tb.settings, w.State.Settings)
			tb.timeZone, tb.gamingDayStart = append(tb.timeZone, w.State.TimeZone), append(tb.gamingDayStart, w.State.GamingDayStart)
		}
	}
	m := len(events)
	chain, actor, action, subject, payload := make([]string, m), make([]string, m), make([]string, m), make([]string, m), make([]string, m)
	lock := make([]int64, m)
	at = at.UTC().Truncate(time.Microsecond)
	for i, e := range events {
		p, err := e.payload(at)
		if err != nil {
			return nil, nil, err
		}
		chain[i], actor[i], action[i], subject[i], payload[i] = e.Chain, e.Actor, e.Action, e.Subject, p
		lock[i] = lockID("audit:" + e.Chain)
	}
	return []recordArg{
		{"h_table_id", "text[]", tableID}, {"h_hand_number", "bigint[]", handNumber}, {"h_game", "text[]", game},
		{"h_property_id", "bigint[]", propertyID}, {"h_gaming_day", "text[]", gamingDay},
		{"h_dealt_at", "timestamptz[]", dealtAt}, {"h_received_at", "timestamptz[]", receivedAt},
		{"h_station_id", "bigint[]", stationID}, {"h_entered_by", "bigint[]", enteredBy},
		{"h_record", "text[]", record}, {"h_record_sha256", "text[]", sha}, {"h_settings", "text[]", settings},
		{"h_verdict", "text[]", verdict}, {"h_outcome", "text[]", outcome},
		{"h_wagered", "bigint[]", money[0]}, {"h_house_win", "bigint[]", money[1]},
		{"h_expected_house_win", "bigint[]", money[2]}, {"h_commission", "bigint[]", money[3]},
		{"h_expected_commission", "bigint[]", money[4]}, {"h_fees", "bigint[]", money[5]},
		{"h_expected_fees", "bigint[]", money[6]}, {"h_player_dealer_win", "bigint[]", money[7]},
		{"h_expected_player_dealer_win", "bigint[]", money[8]}, {"h_dealer_id", "text[]", dealerID},
		{"s_hand", "int[]", st.hand}, {"s_seat", "int[]", st.seat}, {"s_backline", "int[]", st.backline},
		{"s_bet", "text[]", st.bet}, {"s_amount", "bigint[]", st.amount},
		{"s_declared_result", "text[]", st.declaredResult}, {"s_declared_payout", "bigint[]", st.declaredPayout},
		{"s_declared_commission", "bigint[]", st.declaredCommission}, {"s_declared_returned", "bigint[]", st.declaredReturned},
		{"s_expected_result", "text[]", st.expectedResult}, {"s_expected_payout", "bigint[]", st.expectedPayout},
		{"s_expected_commission", "bigint[]", st.expectedCommission}, {"s_expected_returned", "bigint[]", st.expectedReturned},
		{"s_rule", "text[]", st.rule}, {"s_spot", "text[]", st.spot},
		{"f_hand", "int[]", fi.hand}, {"f_seat", "int[]", fi.seat}, {"f_bet", "text[]", fi.bet},
		{"f_field", "text[]", fi.field}, {"f_declared", "text[]", fi.declared}, {"f_expected", "text[]", fi.expected},
		{"f_rule", "text[]", fi.rule}, {"f_message", "text[]", fi.message}, {"f_created_at", "timestamptz[]", fi.createdAt},
		{"f_backline", "int[]", fi.backline}, {"f_spot", "text[]", fi.spot},
		{"t_id", "text[]", tb.id}, {"t_game", "text[]", tb.game}, {"t_settings", "text[]", tb.settings},
		{"t_time_zone", "text[]", tb.timeZone}, {"t_gaming_day_start", "text[]", tb.gamingDayStart},
		{"a_chain", "text[]", chain}, {"a_lock", "bigint[]", lock}, {"a_at", "timestamptz", at},
		{"a_actor", "text[]", actor}, {"a_action", "text[]", action}, {"a_subject", "text[]", subject},
		{"a_payload", "text[]", payload},
	}, payload, nil
}

// recordHandsCall is the statement that calls record_hands with args.
func recordHandsCall(args []recordArg) (string, []any) {
	var b strings.Builder
	b.WriteString("SELECT new_id FROM record_hands(")
	values := make([]any, len(args))
	for i, a := range args {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(a.name)
		b.WriteString(" => $")
		b.WriteString(strconv.Itoa(i + 1))
		b.WriteString("::")
		b.WriteString(a.typ)
		values[i] = a.value
	}
	b.WriteString(")")
	return b.String(), values
}

func (s *Store) recordHandsPostgres(ctx context.Context, writes []HandWrite, at time.Time, events []AuditEvent) error {
	if s.key == nil {
		return ErrNoAuditKey
	}
	// Every writer locks chains in name order, so that two writers never
	// wait for each other's chains.
	events, err := withRecords(ctx, events)
	if err != nil {
		return err
	}
	events = slices.Clone(events)
	slices.SortStableFunc(events, func(a, b AuditEvent) int { return strings.Compare(a.Chain, b.Chain) })
	args, payloads, err := recordHandsArgs(writes, at, events)
	if err != nil {
		return err
	}
	chains := make([]string, len(events))
	for i, e := range events {
		chains[i] = e.Chain
	}
	call := func(ctx context.Context, heads map[string]ChainHead) ([]int64, map[string]ChainHead, error) {
		link, ends := linkEntries(s.key, chains, payloads, heads)
		query, values := recordHandsCall(append(args, link...))
		ids, err := s.queryIDs(ctx, query, values...)
		return ids, ends, err
	}
	var ids []int64
	var ends map[string]ChainHead
	if s.InTransaction(ctx) {
		// The caller's transaction would not survive a refused call: lock
		// the chains and read their heads first.
		heads, err := s.lockedHeads(ctx, chains)
		if err != nil {
			return err
		}
		if ids, _, err = call(ctx, heads); err != nil {
			return recordHandsError(err)
		}
		for _, c := range chains {
			s.heads.Delete(c)
		}
	} else {
		ids, ends, err = s.recordHandsAlone(ctx, chains, call)
		if err != nil {
			return err
		}
		for _, h := range ends {
			s.cacheHead(h)
		}
	}
	return fillIDs(writes, ids)
}

// recordHandsAlone calls record_hands in a transaction of its own. It links
// the entries to the heads this process last wrote, which is one round
// trip when no other process wrote to the chains since; when one did,
// record_hands refuses (CA003) with the heads it found, and the entries are
// linked to those. Should the chains move again, the last try locks them
// first.
func (s *Store) recordHandsAlone(ctx context.Context, chains []string,
	call func(context.Context, map[string]ChainHead) ([]int64, map[string]ChainHead, error)) ([]int64, map[string]ChainHead, error) {
	heads, err := s.cachedHeads(ctx, chains)
	if err != nil {
		return nil, nil, err
	}
	for range 2 {
		ids, ends, err := call(ctx, heads)
		moved, ok := chainsMoved(err)
		if !ok {
			if err != nil {
				return nil, nil, recordHandsError(err)
			}
			return ids, ends, nil
		}
		for _, h := range moved {
			heads[h.Chain] = h
		}
	}
	var ids []int64
	var ends map[string]ChainHead
	err = s.InTx(ctx, func(ctx context.Context) error {
		heads, err := s.lockedHeads(ctx, chains)
		if err != nil {
			return err
		}
		ids, ends, err = call(ctx, heads)
		return err
	})
	if err != nil {
		return nil, nil, recordHandsError(err)
	}
	return ids, ends, nil
}

func fillIDs(writes []HandWrite, ids []int64) error {
	want := len(writes)
	for _, w := range writes {
		want += len(w.Hand.Findings)
	}
	if len(ids) != want {
		return fmt.Errorf("record_hands returned %d ids for %d hands and findings", len(ids), want)
	}
	for _, w := range writes {
		h := w.Hand
		h.ID, ids = ids[0], ids[1:]
		for k := range h.Settlements {
			h.Settlements[k].HandID, h.Settlements[k].GamingDay = h.ID, h.GamingDay
		}
	}
	for _, w := range writes {
		for k := range w.Hand.Findings {
			w.Hand.Findings[k].ID, w.Hand.Findings[k].HandID, w.Hand.Findings[k].GamingDay = ids[0], w.Hand.ID, w.Hand.GamingDay
			ids = ids[1:]
		}
	}
	return nil
}

// recordHandsError turns record_hands' own error codes into the errors
// RecordHands documents.
func recordHandsError(err error) error {
	var pg *pgconn.PgError
	if errors.As(err, &pg) {
		switch pg.Code {
		case "CA001":
			return ErrTableChanged
		case "CA002":
			return ErrHandKeyTaken
		}
	}
	return fmt.Errorf("record_hands: %w", err)
}
