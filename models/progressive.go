package models

import (
	"context"
	"time"

	"github.com/tablegames/casino/rules"
)

// Pool is a progressive jackpot pool: the wagers of its linked tables feed
// its meters; a hit pays from them; they reset to the seed amount.
type Pool struct {
	ID               string       `gorm:"column:id;primaryKey"`
	Name             string       `gorm:"column:name"`
	SeedAmount       rules.Money  `gorm:"column:seed_amount"`
	MainRate         rules.Rate   `gorm:"column:main_rate"`
	ReserveRate      rules.Rate   `gorm:"column:reserve_rate"`
	Cap              *rules.Money `gorm:"column:cap"`
	PendingThreshold *rules.Money `gorm:"column:pending_threshold"`
	CreatedAt        time.Time    `gorm:"column:created_at"`
	CreatedBy        string       `gorm:"column:created_by"`
	ClosedAt         *time.Time   `gorm:"column:closed_at"`
	TransferredTo    *string      `gorm:"column:transferred_to"`
}

func (Pool) TableName() string { return "progressive_pools" }

// PoolLink joins a table's progressive bet to a pool.
type PoolLink struct {
	PoolID  string `gorm:"column:pool_id" json:"pool_id"`
	TableID string `gorm:"column:table_id;primaryKey" json:"table_id"`
	Bet     string `gorm:"column:bet;primaryKey" json:"bet"`
}

func (PoolLink) TableName() string { return "progressive_links" }

// PoolEvent is one entry of a pool's append-only log. Main, Reserve and
// Pending are what the event did to each meter; the *After fields the
// meters after it; CarryAfter the fraction of a cent (in hundredths of a
// basis point of a cent: amount × rate units) not yet on the meters.
type PoolEvent struct {
	ID           int64       `gorm:"column:id;primaryKey"`
	PoolID       string      `gorm:"column:pool_id"`
	Seq          int64       `gorm:"column:seq"`
	Kind         string      `gorm:"column:kind"`
	At           time.Time   `gorm:"column:at"`
	GamingDay    Day         `gorm:"column:gaming_day"`
	Main         rules.Money `gorm:"column:main"`
	Reserve      rules.Money `gorm:"column:reserve"`
	Pending      rules.Money `gorm:"column:pending"`
	MainAfter    rules.Money `gorm:"column:main_after"`
	ReserveAfter rules.Money `gorm:"column:reserve_after"`
	PendingAfter rules.Money `gorm:"column:pending_after"`
	CarryAfter   int64       `gorm:"column:carry_after"`
	HandID       *int64      `gorm:"column:hand_id"`
	// HandDay is the hand's gaming day, with which the event names it: a
	// pending hit is confirmed on a later day than its hand's.
	HandDay   *Day        `gorm:"column:hand_day"`
	TableID   *string     `gorm:"column:table_id"`
	Seat      int         `gorm:"column:seat"`
	Line      string      `gorm:"column:line"`
	Percent   rules.Rate  `gorm:"column:percent"`
	RefSeq    int64       `gorm:"column:ref_seq"`
	Requested rules.Money `gorm:"column:requested"`
	Reason    string      `gorm:"column:reason"`
	Actor     string      `gorm:"column:actor"`
	Approver  string      `gorm:"column:approver"`
}

func (PoolEvent) TableName() string { return "progressive_events" }

// CreatePool adds a pool.
func (s *Store) CreatePool(ctx context.Context, p *Pool) error { return s.conn(ctx).Create(p).Error }

// PoolByID returns one pool.
func (s *Store) PoolByID(ctx context.Context, id string) (Pool, error) {
	var p Pool
	err := s.conn(ctx).Where("id = ?", id).First(&p).Error
	return p, notFound(err)
}

// Pools returns every pool.
func (s *Store) Pools(ctx context.Context) ([]Pool, error) {
	var out []Pool
	err := s.conn(ctx).Order("id").Find(&out).Error
	return out, err
}

// ClosePool marks a pool closed and where its liability went.
func (s *Store) ClosePool(ctx context.Context, id string, at time.Time, to *string) error {
	return s.conn(ctx).Model(&Pool{}).Where("id = ?", id).Updates(map[string]any{"closed_at": at, "transferred_to": to}).Error
}

// LinkPool links a table's bet to a pool.
func (s *Store) LinkPool(ctx context.Context, l PoolLink) error { return s.conn(ctx).Create(&l).Error }

// PoolLinksOf returns the pool links of a table.
func (s *Store) PoolLinksOf(ctx context.Context, tableID string) ([]PoolLink, error) {
	var out []PoolLink
	err := s.conn(ctx).Where("table_id = ?", tableID).Order("bet").Find(&out).Error
	return out, err
}

// PoolLinks returns the links of a pool.
func (s *Store) PoolLinks(ctx context.Context, poolID string) ([]PoolLink, error) {
	var out []PoolLink
	err := s.conn(ctx).Where("pool_id = ?", poolID).Order("table_id, bet").Find(&out).Error
	return out, err
}

// LastPoolEvent returns a pool's newest event; ErrNotFound for a new pool.
func (s *Store) LastPoolEvent(ctx context.Context, poolID string) (PoolEvent, error) {
	var e PoolEvent
	err := s.conn(ctx).Where("pool_id = ?", poolID).Order("seq DESC").First(&e).Error
	return e, notFound(err)
}

// PoolEventBySeq returns one event of a pool.
func (s *Store) PoolEventBySeq(ctx context.Context, poolID string, seq int64) (PoolEvent, error) {
	var e PoolEvent
	err := s.conn(ctx).Where("pool_id = ? AND seq = ?", poolID, seq).First(&e).Error
	return e, notFound(err)
}

// PoolEventsReferring returns the events that refer to event seq (its
// confirmation, approval or voiding).
func (s *Store) PoolEventsReferring(ctx context.Context, poolID string, seq int64) ([]PoolEvent, error) {
	var out []PoolEvent
	err := s.conn(ctx).Where("pool_id = ? AND ref_seq = ?", poolID, seq).Order("seq").Find(&out).Error
	return out, err
}

// AppendPoolEvents appends events; (pool, seq) is unique, so two writers
// that read the same last event cannot both append after it.
func (s *Store) AppendPoolEvents(ctx context.Context, evs []PoolEvent) error {
	if len(evs) == 0 {
		return nil
	}
	return s.conn(ctx).Create(&evs).Error
}

// PoolEvents returns a pool's events after seq, oldest first.
func (s *Store) PoolEvents(ctx context.Context, poolID string, after int64, limit int) ([]PoolEvent, error) {
	var out []PoolEvent
	err := s.conn(ctx).Where("pool_id = ? AND seq > ?", poolID, after).Order("seq").Limit(limit).Find(&out).Error
	return out, err
}

// PoolEventsUpTo returns a pool's events of gaming days up to and including
// day, oldest first.
func (s *Store) PoolEventsUpTo(ctx context.Context, poolID string, day Day) ([]PoolEvent, error) {
	var out []PoolEvent
	err := s.conn(ctx).Where("pool_id = ? AND gaming_day <= ?", poolID, day).Order("seq").Find(&out).Error
	return out, err
}
