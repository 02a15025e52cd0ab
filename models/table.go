package models

import (
	"context"
	"encoding/json"
	"time"

	"github.com/tablegames/casino/rules"
)

// Table is a gaming table: the game it deals, its limits and its settings
// (commission rate, pay table choices, deck count...), stored as the game's
// normalized settings JSON.
type Table struct {
	ID         string      `gorm:"column:id;primaryKey"`
	PropertyID int64       `gorm:"column:property_id"`
	Game       string      `gorm:"column:game"`
	MinBet     rules.Money `gorm:"column:min_bet"`
	MaxBet     rules.Money `gorm:"column:max_bet"`
	Settings   string      `gorm:"column:settings"`
	CreatedAt  time.Time   `gorm:"column:created_at"`
	RetiredAt  *time.Time  `gorm:"column:retired_at"`
}

func (Table) TableName() string { return "game_tables" }

// SettingValues decodes the stored settings.
func (t Table) SettingValues() (map[string]string, error) {
	m := map[string]string{}
	if t.Settings == "" {
		return m, nil
	}
	err := json.Unmarshal([]byte(t.Settings), &m)
	return m, err
}

// CreateTable adds a table.
func (s *Store) CreateTable(ctx context.Context, t *Table) error {
	return s.conn(ctx).Create(t).Error
}

// TableByID returns a table.
func (s *Store) TableByID(ctx context.Context, id string) (Table, error) {
	var t Table
	err := s.conn(ctx).Where("id = ?", id).First(&t).Error
	return t, notFound(err)
}

// Tables returns every table, by id.
func (s *Store) Tables(ctx context.Context) ([]Table, error) {
	var out []Table
	err := s.conn(ctx).Order("id").Find(&out).Error
	return out, err
}

// TablesAfter returns up to limit tables whose ids sort after the given
// one ("" for the first), by id: a page of the list Tables returns whole.
func (s *Store) TablesAfter(ctx context.Context, after string, limit int) ([]Table, error) {
	var out []Table
	err := s.conn(ctx).Where("id > ?", after).Order("id").Limit(limit).Find(&out).Error
	return out, err
}

// TableSession is a period a table was open, and who opened and closed it.
type TableSession struct {
	ID       int64      `gorm:"column:id;primaryKey"`
	TableID  string     `gorm:"column:table_id"`
	OpenedAt time.Time  `gorm:"column:opened_at"`
	OpenedBy string     `gorm:"column:opened_by"`
	ClosedAt *time.Time `gorm:"column:closed_at"`
	ClosedBy *string    `gorm:"column:closed_by"`
	// Settings are the table's settings for the session, as JSON.
	Settings string `gorm:"column:settings"`
	// DealerID names the dealer the table opened with, if given: the
	// dealer of its hands that name none.
	DealerID *string `gorm:"column:dealer_id"`
}

func (TableSession) TableName() string { return "table_sessions" }

// SetTableSettings replaces a table's settings (normalized JSON).
func (s *Store) SetTableSettings(ctx context.Context, id, settings string) error {
	return s.conn(ctx).Model(&Table{}).Where("id = ?", id).Update("settings", settings).Error
}

// OpenSession opens a table. A table already open is an error (the unique
// index allows one open session per table).
func (s *Store) OpenSession(ctx context.Context, sess *TableSession) error {
	return s.conn(ctx).Create(sess).Error
}

// OpenSessionOf returns the table's open session.
func (s *Store) OpenSessionOf(ctx context.Context, tableID string) (TableSession, error) {
	var sess TableSession
	err := s.conn(ctx).Where("table_id = ? AND closed_at IS NULL", tableID).First(&sess).Error
	return sess, notFound(err)
}

// CloseSession closes the table's open session.
func (s *Store) CloseSession(ctx context.Context, tableID, by string, at time.Time) error {
	res := s.conn(ctx).Model(&TableSession{}).
		Where("table_id = ? AND closed_at IS NULL", tableID).
		Updates(map[string]any{"closed_at": at, "closed_by": by})
	if res.Error != nil {
		return res.Error
	}
	if res.RowsAffected == 0 {
		return ErrNotFound
	}
	return nil
}

// TableWithProperty returns a table and the property it belongs to, in one
// query: ingest needs both for every hand.
func (s *Store) TableWithProperty(ctx context.Context, id string) (Table, Property, error) {
	var row struct {
		Table
		PID        int64     `gorm:"column:p_id"`
		PCode      string    `gorm:"column:p_code"`
		PName      string    `gorm:"column:p_name"`
		PTimeZone  string    `gorm:"column:p_time_zone"`
		PGamingDay string    `gorm:"column:p_gaming_day_start"`
		PCreatedAt time.Time `gorm:"column:p_created_at"`
	}
	err := s.conn(ctx).Table("game_tables t").
		Select("t.*, p.id AS p_id, p.code AS p_code, p.name AS p_name, p.time_zone AS p_time_zone, p.gaming_day_start AS p_gaming_day_start, p.created_at AS p_created_at").
		Joins("JOIN properties p ON p.id = t.property_id").
		Where("t.id = ?", id).Take(&row).Error
	if err != nil {
		return Table{}, Property{}, notFound(err)
	}
	return row.Table, Property{ID: row.PID, Code: row.PCode, Name: row.PName, TimeZone: row.PTimeZone,
		GamingDayStart: row.PGamingDay, CreatedAt: row.PCreatedAt}, nil
}
