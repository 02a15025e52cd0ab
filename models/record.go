package models

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
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
// audit events, all or nothing. It fills in the hands' ids (and their
// findings' ids, which answers name). It returns ErrTableChanged or
// ErrHandKeyTaken, having written nothing, when it cannot write them all.
//
// On PostgreSQL it is one call of the record_hands function (migration
// 0002), one round trip; on SQLite the same steps run as statements in one
// transaction.
func (s *Store) RecordHands(ctx context.Context, writes []HandWrite, at time.Time, events []AuditEvent) error {
	if len(writes) == 0 {
		return nil
	}
	if s.dialect == Postgres {
		return s.recordHandsPostgres(ctx, writes, at, events)
	}
	return s.InTx(ctx, func(ctx context.Context) error {
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

// handJSON is a hand as record_hands reads it.
type handJSON struct {
	TableID            string           `json:"table_id"`
	HandNumber         int64            `json:"hand_number"`
	Game               string           `json:"game"`
	PropertyID         int64            `json:"property_id"`
	GamingDay          Day              `json:"gaming_day"`
	DealtAt            time.Time        `json:"dealt_at"`
	ReceivedAt         time.Time        `json:"received_at"`
	StationID          *int64           `json:"station_id"`
	EnteredBy          *int64           `json:"entered_by"`
	Record             string           `json:"record"`
	RecordSHA256       string           `json:"record_sha256"`
	Settings           string           `json:"settings"`
	Verdict            string           `json:"verdict"`
	Outcome            string           `json:"outcome"`
	Wagered            int64            `json:"wagered"`
	HouseWin           int64            `json:"house_win"`
	ExpectedHouseWin   int64            `json:"expected_house_win"`
	Commission         int64            `json:"commission"`
	ExpectedCommission int64            `json:"expected_commission"`
	Fees               int64            `json:"fees"`
	ExpectedFees       int64            `json:"expected_fees"`
	PlayerDealerWin    int64            `json:"player_dealer_win"`
	ExpectedPDWin      int64            `json:"expected_player_dealer_win"`
	TimeZone           string           `json:"time_zone"`
	GamingDayStart     string           `json:"gaming_day_start"`
	Settlements        []settlementJSON `json:"settlements"`
	Findings           []findingJSON    `json:"findings"`
}

type settlementJSON struct {
	Seat               int    `json:"seat"`
	Backline           int    `json:"backline"`
	DeclaredReturned   int64  `json:"declared_returned"`
	ExpectedReturned   int64  `json:"expected_returned"`
	Bet                string `json:"bet"`
	Amount             int64  `json:"amount"`
	DeclaredResult     string `json:"declared_result"`
	DeclaredPayout     int64  `json:"declared_payout"`
	DeclaredCommission int64  `json:"declared_commission"`
	ExpectedResult     string `json:"expected_result"`
	ExpectedPayout     int64  `json:"expected_payout"`
	ExpectedCommission int64  `json:"expected_commission"`
	Rule               string `json:"rule"`
}

type findingJSON struct {
	Seat      int       `json:"seat"`
	Bet       string    `json:"bet"`
	Field     string    `json:"field"`
	Declared  string    `json:"declared"`
	Expected  string    `json:"expected"`
	Rule      string    `json:"rule"`
	Message   string    `json:"message"`
	CreatedAt time.Time `json:"created_at"`
}

type auditJSON struct {
	Chain   string `json:"chain"`
	Lock    int64  `json:"lock"`
	At      string `json:"at"`
	Actor   string `json:"actor"`
	Action  string `json:"action"`
	Subject string `json:"subject"`
	Payload string `json:"payload"`
}

func (s *Store) recordHandsPostgres(ctx context.Context, writes []HandWrite, at time.Time, events []AuditEvent) error {
	hands := make([]handJSON, len(writes))
	withFindings := 0
	for i, w := range writes {
		h := w.Hand
		j := handJSON{TableID: h.TableID, HandNumber: h.HandNumber, Game: h.Game, PropertyID: h.PropertyID,
			GamingDay: h.GamingDay, DealtAt: h.DealtAt, ReceivedAt: h.ReceivedAt, StationID: h.StationID,
			EnteredBy: h.EnteredBy, Record: h.Record, RecordSHA256: h.RecordSHA256, Settings: h.Settings,
			Verdict: h.Verdict, Outcome: h.Outcome, Wagered: int64(h.Wagered), HouseWin: int64(h.HouseWin),
			ExpectedHouseWin: int64(h.ExpectedHouseWin), Commission: int64(h.Commission),
			ExpectedCommission: int64(h.ExpectedCommission), Fees: int64(h.Fees),
			ExpectedFees: int64(h.ExpectedFees), PlayerDealerWin: int64(h.PlayerDealerWin),
			ExpectedPDWin: int64(h.ExpectedPlayerDealerWin),
			TimeZone:      w.State.TimeZone, GamingDayStart: w.State.GamingDayStart,
			Settlements: make([]settlementJSON, len(h.Settlements)), Findings: make([]findingJSON, len(h.Findings))}
		for k, st := range h.Settlements {
			j.Settlements[k] = settlementJSON{Seat: st.Seat, Backline: st.Backline, Bet: st.Bet, Amount: int64(st.Amount),
				DeclaredReturned: int64(st.DeclaredReturned), ExpectedReturned: int64(st.ExpectedReturned),
				DeclaredResult: st.DeclaredResult, DeclaredPayout: int64(st.DeclaredPayout),
				DeclaredCommission: int64(st.DeclaredCommission), ExpectedResult: st.ExpectedResult,
				ExpectedPayout: int64(st.ExpectedPayout), ExpectedCommission: int64(st.ExpectedCommission), Rule: st.Rule}
		}
		for k, f := range h.Findings {
			j.Findings[k] = findingJSON{Seat: f.Seat, Bet: f.Bet, Field: f.Field, Declared: f.Declared,
				Expected: f.Expected, Rule: f.Rule, Message: f.Message, CreatedAt: f.CreatedAt}
		}
		if len(h.Findings) > 0 {
			withFindings++
		}
		hands[i] = j
	}
	audit := make([]auditJSON, len(events))
	at = at.UTC().Truncate(time.Microsecond)
	for i, e := range events {
		p, err := e.payload(at)
		if err != nil {
			return err
		}
		audit[i] = auditJSON{Chain: e.Chain, Lock: lockID("audit:" + e.Chain), At: at.Format(time.RFC3339Nano),
			Actor: e.Actor, Action: e.Action, Subject: e.Subject, Payload: p}
	}
	hj, err := json.Marshal(hands)
	if err != nil {
		return err
	}
	aj, err := json.Marshal(audit)
	if err != nil {
		return err
	}
	var rows []struct {
		ID         int64  `gorm:"column:id"`
		TableID    string `gorm:"column:table_id"`
		HandNumber int64  `gorm:"column:hand_number"`
	}
	err = s.conn(ctx).Raw("SELECT id, table_id, hand_number FROM record_hands(?::jsonb, ?::jsonb)", string(hj), string(aj)).Scan(&rows).Error
	switch {
	case err != nil && strings.Contains(err.Error(), "SQLSTATE CA001"):
		return ErrTableChanged
	case err != nil && strings.Contains(err.Error(), "SQLSTATE CA002"):
		return ErrHandKeyTaken
	case err != nil:
		return fmt.Errorf("record_hands: %w", err)
	}
	ids := make(map[HandKey]int64, len(rows))
	for _, r := range rows {
		ids[HandKey{r.TableID, r.HandNumber}] = r.ID
	}
	for _, w := range writes {
		h := w.Hand
		h.ID = ids[HandKey{h.TableID, h.HandNumber}]
		if h.ID == 0 {
			return fmt.Errorf("record_hands did not return hand %s/%d", h.TableID, h.HandNumber)
		}
		for k := range h.Settlements {
			h.Settlements[k].HandID = h.ID
		}
	}
	if withFindings > 0 {
		return s.fillFindingIDs(ctx, writes)
	}
	return nil
}

// fillFindingIDs reads back the ids of the findings record_hands wrote, in
// the order it wrote them.
func (s *Store) fillFindingIDs(ctx context.Context, writes []HandWrite) error {
	byHand := map[int64]*Hand{}
	var ids []int64
	for _, w := range writes {
		if len(w.Hand.Findings) > 0 {
			byHand[w.Hand.ID] = w.Hand
			ids = append(ids, w.Hand.ID)
		}
	}
	var rows []struct {
		ID     int64 `gorm:"column:id"`
		HandID int64 `gorm:"column:hand_id"`
	}
	if err := s.conn(ctx).Table("findings").Select("id, hand_id").Where("hand_id IN ?", ids).Order("id").Scan(&rows).Error; err != nil {
		return err
	}
	next := map[int64]int{}
	for _, r := range rows {
		h := byHand[r.HandID]
		k := next[r.HandID]
		if k < len(h.Findings) {
			h.Findings[k].ID, h.Findings[k].HandID = r.ID, r.HandID
		}
		next[r.HandID] = k + 1
	}
	return nil
}
