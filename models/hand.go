package models

import (
	"context"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"github.com/tablegames/casino/rules"
)

// Verdicts a hand can get.
const (
	VerdictVerified    = "verified"
	VerdictDiscrepancy = "discrepancy"
)

// Hand is one recorded hand. It is never changed after it is written: the
// database refuses updates and deletes. Record keeps the JSON exactly as the
// station sent it; RecordSHA256 is the hash of its canonical form, which
// decides whether a repeated post is the same hand.
type Hand struct {
	ID                 int64       `gorm:"column:id;primaryKey"`
	TableID            string      `gorm:"column:table_id"`
	HandNumber         int64       `gorm:"column:hand_number"`
	Game               string      `gorm:"column:game"`
	PropertyID         int64       `gorm:"column:property_id"`
	GamingDay          Day         `gorm:"column:gaming_day"`
	DealtAt            time.Time   `gorm:"column:dealt_at"`
	ReceivedAt         time.Time   `gorm:"column:received_at"`
	StationID          *int64      `gorm:"column:station_id"`
	EnteredBy          *int64      `gorm:"column:entered_by"`
	Record             string      `gorm:"column:record"`
	RecordSHA256       string      `gorm:"column:record_sha256"`
	Settings           string      `gorm:"column:settings"`
	Verdict            string      `gorm:"column:verdict"`
	Outcome            string      `gorm:"column:outcome"`
	Wagered            rules.Money `gorm:"column:wagered"`
	HouseWin           rules.Money `gorm:"column:house_win"`
	ExpectedHouseWin   rules.Money `gorm:"column:expected_house_win"`
	Commission         rules.Money `gorm:"column:commission"`
	ExpectedCommission rules.Money `gorm:"column:expected_commission"`
	Fees               rules.Money `gorm:"column:fees"`
	ExpectedFees       rules.Money `gorm:"column:expected_fees"`
	// PlayerDealerWin is a California game's player-dealer result; the
	// house has no part in it.
	PlayerDealerWin         rules.Money `gorm:"column:player_dealer_win"`
	ExpectedPlayerDealerWin rules.Money `gorm:"column:expected_player_dealer_win"`
	// DealerID names the dealer who dealt the hand, as the record says
	// (dealer_id); nil when it does not.
	DealerID *string `gorm:"column:dealer_id"`

	Settlements []Settlement `gorm:"foreignKey:HandID"`
	Findings    []Finding    `gorm:"foreignKey:HandID"`
	Corrections []Correction `gorm:"foreignKey:HandID"`
}

func (Hand) TableName() string { return "hands" }

// Settlement is one wager's declared and expected settlement.
type Settlement struct {
	ID     int64 `gorm:"column:id;primaryKey"`
	HandID int64 `gorm:"column:hand_id"`
	// GamingDay is the hand's: PostgreSQL partitions settlements by it.
	GamingDay          Day         `gorm:"column:gaming_day"`
	Seat               int         `gorm:"column:seat"`
	Backline           int         `gorm:"column:backline"`
	Bet                string      `gorm:"column:bet"`
	Amount             rules.Money `gorm:"column:amount"`
	DeclaredResult     string      `gorm:"column:declared_result"`
	DeclaredPayout     rules.Money `gorm:"column:declared_payout"`
	DeclaredCommission rules.Money `gorm:"column:declared_commission"`
	DeclaredReturned   rules.Money `gorm:"column:declared_returned"`
	ExpectedResult     string      `gorm:"column:expected_result"`
	ExpectedPayout     rules.Money `gorm:"column:expected_payout"`
	ExpectedCommission rules.Money `gorm:"column:expected_commission"`
	ExpectedReturned   rules.Money `gorm:"column:expected_returned"`
	Rule               string      `gorm:"column:rule"`
	// Spot is where on the layout the wager lies, when its bet alone does
	// not say (rules.Settlement.Spot).
	Spot string `gorm:"column:spot"`
}

func (Settlement) TableName() string { return "settlements" }

// Finding is one difference the engine found in a hand. Whether it is open
// is not stored: it is open until an approved correction covers it.
type Finding struct {
	ID     int64 `gorm:"column:id;primaryKey"`
	HandID int64 `gorm:"column:hand_id"`
	// GamingDay is the hand's: PostgreSQL partitions findings by it.
	GamingDay Day `gorm:"column:gaming_day"`
	Seat      int `gorm:"column:seat"`
	// Backline and Spot name the wager exactly (rules.Finding).
	Backline  int       `gorm:"column:backline"`
	Spot      string    `gorm:"column:spot"`
	Bet       string    `gorm:"column:bet"`
	Field     string    `gorm:"column:field"`
	Declared  string    `gorm:"column:declared"`
	Expected  string    `gorm:"column:expected"`
	Rule      string    `gorm:"column:rule"`
	Message   string    `gorm:"column:message"`
	CreatedAt time.Time `gorm:"column:created_at"`
}

func (Finding) TableName() string { return "findings" }

// SettlementsFrom converts the engine's settlements to rows.
func SettlementsFrom(in []rules.Settlement) []Settlement {
	out := make([]Settlement, len(in))
	for i, s := range in {
		out[i] = Settlement{
			Seat: s.Seat, Backline: s.Backline, Bet: s.Bet, Amount: s.Amount,
			DeclaredResult: s.Declared.Result, DeclaredPayout: s.Declared.Payout, DeclaredCommission: s.Declared.Commission,
			DeclaredReturned: s.Declared.Returned,
			ExpectedResult:   s.Expected.Result, ExpectedPayout: s.Expected.Payout, ExpectedCommission: s.Expected.Commission,
			ExpectedReturned: s.Expected.Returned,
			Rule:             s.Rule.String(), Spot: s.Spot,
		}
	}
	return out
}

// FindingsFrom converts the engine's findings to rows.
func FindingsFrom(in []rules.Finding, at time.Time) []Finding {
	out := make([]Finding, len(in))
	for i, f := range in {
		out[i] = Finding{Seat: f.Seat, Backline: f.Backline, Spot: f.Spot, Bet: f.Bet, Field: f.Field, Declared: f.Declared,
			Expected: f.Expected, Rule: f.Rule.String(), Message: f.Message, CreatedAt: at}
	}
	return out
}

// HandKey identifies a hand at a table.
type HandKey struct {
	TableID    string
	HandNumber int64
}

// HandsByKeys returns the hands that already exist for the given keys, with
// their findings.
func (s *Store) HandsByKeys(ctx context.Context, keys []HandKey) (map[HandKey]*Hand, error) {
	out := make(map[HandKey]*Hand, len(keys))
	if len(keys) == 0 {
		return out, nil
	}
	var hands []*Hand
	if s.dialect == Postgres {
		ids, err := s.handIDsByKeys(ctx, keys)
		if err != nil {
			return nil, err
		}
		for start := 0; start < len(ids); start += 500 {
			var part []*Hand
			err := s.conn(ctx).Preload("Findings", byID).Where("id IN ?", ids[start:min(start+500, len(ids))]).Find(&part).Error
			if err != nil {
				return nil, err
			}
			hands = append(hands, part...)
		}
	} else {
		byTable := map[string][]int64{}
		for _, k := range keys {
			byTable[k.TableID] = append(byTable[k.TableID], k.HandNumber)
		}
		for table, numbers := range byTable {
			for start := 0; start < len(numbers); start += 500 {
				var part []*Hand
				err := s.conn(ctx).Preload("Findings", byID).
					Where("table_id = ? AND hand_number IN ?", table, numbers[start:min(start+500, len(numbers))]).Find(&part).Error
				if err != nil {
					return nil, err
				}
				hands = append(hands, part...)
			}
		}
	}
	for _, h := range hands {
		out[HandKey{h.TableID, h.HandNumber}] = h
	}
	return out, nil
}

// handIDsByKeys finds hands by key on PostgreSQL with one probe of the key's
// unique index per key. Written as "table_id = ? AND hand_number IN (...)",
// the planner may read every hand the table has ever had and filter them,
// which grows with the table's history.
func (s *Store) handIDsByKeys(ctx context.Context, keys []HandKey) ([]int64, error) {
	tables := make([]string, len(keys))
	numbers := make([]int64, len(keys))
	for i, k := range keys {
		tables[i], numbers[i] = k.TableID, k.HandNumber
	}
	return s.queryIDs(ctx,
		`SELECT h.hand_id FROM unnest($1::text[], $2::bigint[]) AS k(table_id, hand_number)
		 JOIN hand_keys h ON h.table_id = k.table_id AND h.hand_number = k.hand_number`,
		tables, numbers)
}

// queryIDs runs a query of one bigint column in the transaction in ctx, if
// any, straight through the driver: gorm would render the statement with
// its arguments for its logger, and pgx sends array arguments in binary.
func (s *Store) queryIDs(ctx context.Context, query string, args ...any) ([]int64, error) {
	rows, err := s.conn(ctx).Statement.ConnPool.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// byID orders preloaded rows as they were written.
func byID(db *gorm.DB) *gorm.DB { return db.Order("id") }

// HandByID returns a hand with its settlements, findings and corrections.
func (s *Store) HandByID(ctx context.Context, id int64) (Hand, error) {
	var h Hand
	err := s.conn(ctx).
		Preload("Settlements", byID).Preload("Findings", byID).Preload("Corrections", byID).
		Preload("Corrections.Approval").First(&h, id).Error
	return h, notFound(err)
}

// HandFilter selects hands.
type HandFilter struct {
	TableID   string
	GamingDay Day
	Verdict   string
	AfterID   int64
	Limit     int
}

// Hands lists hands in id order, without their records' details.
func (s *Store) Hands(ctx context.Context, f HandFilter) ([]Hand, error) {
	q := s.conn(ctx).Model(&Hand{})
	if f.TableID != "" {
		q = q.Where("table_id = ?", f.TableID)
	}
	if f.GamingDay != "" {
		q = q.Where("gaming_day = ?", f.GamingDay)
	}
	if f.Verdict != "" {
		q = q.Where("verdict = ?", f.Verdict)
	}
	if f.AfterID > 0 {
		q = q.Where("id > ?", f.AfterID)
	}
	limit := f.Limit
	if limit <= 0 || limit > 1000 {
		limit = 100
	}
	var out []Hand
	err := q.Order("id").Limit(limit).Find(&out).Error
	return out, err
}

// InsertHandIfNew writes one hand with its settlements and findings unless
// its key (table, hand number) is taken; it reports whether it wrote it.
func (s *Store) InsertHandIfNew(ctx context.Context, h *Hand) (bool, error) {
	if err := s.ensureMonths(ctx, h.GamingDay); err != nil {
		return false, err
	}
	res := s.handInsert(ctx).Create(h)
	if res.Error != nil {
		return false, res.Error
	}
	if res.RowsAffected == 0 {
		return false, nil
	}
	for i := range h.Settlements {
		h.Settlements[i].HandID, h.Settlements[i].GamingDay = h.ID, h.GamingDay
	}
	for i := range h.Findings {
		h.Findings[i].HandID, h.Findings[i].GamingDay = h.ID, h.GamingDay
	}
	if len(h.Settlements) > 0 {
		if err := s.conn(ctx).Create(&h.Settlements).Error; err != nil {
			return false, err
		}
	}
	if len(h.Findings) > 0 {
		if err := s.conn(ctx).Create(&h.Findings).Error; err != nil {
			return false, err
		}
	}
	return true, nil
}

// handInsert starts an insert of hands that skips a hand whose key (table,
// hand number) is taken. On PostgreSQL the hands_take_key trigger skips it
// (migration 0014: a partitioned table has no unique key without its
// partition key).
func (s *Store) handInsert(ctx context.Context) *gorm.DB {
	q := s.conn(ctx).Omit("Settlements", "Findings", "Corrections")
	if s.dialect == Postgres {
		return q
	}
	return q.Clauses(clause.OnConflict{Columns: []clause.Column{{Name: "table_id"}, {Name: "hand_number"}}, DoNothing: true})
}

// InsertNewHands writes hands that should all be new, skipping any whose key
// is taken, and returns how many it wrote. When that is fewer than given,
// the ids it filled in cannot be trusted: the caller must roll back.
func (s *Store) InsertNewHands(ctx context.Context, hands []*Hand) (int, error) {
	if len(hands) == 0 {
		return 0, nil
	}
	days := make([]Day, len(hands))
	for i, h := range hands {
		days[i] = h.GamingDay
	}
	if err := s.ensureMonths(ctx, days...); err != nil {
		return 0, err
	}
	var written int64
	for start := 0; start < len(hands); start += 200 {
		end := min(start+200, len(hands))
		res := s.handInsert(ctx).Create(hands[start:end])
		if res.Error != nil {
			return int(written), res.Error
		}
		written += res.RowsAffected
	}
	if int(written) != len(hands) {
		return int(written), nil
	}
	var settlements []Settlement
	var findings []Finding
	for _, h := range hands {
		for i := range h.Settlements {
			h.Settlements[i].HandID, h.Settlements[i].GamingDay = h.ID, h.GamingDay
		}
		for i := range h.Findings {
			h.Findings[i].HandID, h.Findings[i].GamingDay = h.ID, h.GamingDay
		}
		settlements = append(settlements, h.Settlements...)
		findings = append(findings, h.Findings...)
	}
	if len(settlements) > 0 {
		if err := s.conn(ctx).CreateInBatches(settlements, 500).Error; err != nil {
			return 0, err
		}
	}
	if len(findings) > 0 {
		if err := s.conn(ctx).CreateInBatches(findings, 500).Error; err != nil {
			return 0, err
		}
	}
	si, fi := 0, 0
	for _, h := range hands {
		n := len(h.Settlements)
		h.Settlements = settlements[si : si+n]
		si += n
		n = len(h.Findings)
		h.Findings = findings[fi : fi+n]
		fi += n
	}
	return len(hands), nil
}
