package models

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"time"
)

// Station is a dealer station: a machine at a table that posts hands with a
// bearer token. Only the token's hash is kept.
type Station struct {
	ID        int64      `gorm:"column:id;primaryKey"`
	Name      string     `gorm:"column:name"`
	TokenHash string     `gorm:"column:token_hash"`
	CreatedAt time.Time  `gorm:"column:created_at"`
	RevokedAt *time.Time `gorm:"column:revoked_at"`
}

func (Station) TableName() string { return "stations" }

// StationTable lets a station post for a table.
type StationTable struct {
	StationID int64  `gorm:"column:station_id;primaryKey"`
	TableID   string `gorm:"column:table_id;primaryKey"`
}

func (StationTable) TableName() string { return "station_tables" }

// NewToken returns a fresh bearer token with a prefix that says what it is
// for ("st" station, "us" user), and the hash to store.
func NewToken(prefix string) (token, hash string, err error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", "", err
	}
	token = prefix + "_" + base64.RawURLEncoding.EncodeToString(b)
	return token, HashToken(token), nil
}

// HashToken is how tokens are kept: SHA-256, hex. Tokens are 256 random
// bits, so a plain hash is enough; no salt or stretching is needed.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// CreateStation adds a station allowed to post for the given tables.
func (s *Store) CreateStation(ctx context.Context, st *Station, tables []string) error {
	return s.InTx(ctx, func(ctx context.Context) error {
		if err := s.conn(ctx).Create(st).Error; err != nil {
			return err
		}
		for _, t := range tables {
			if err := s.conn(ctx).Create(&StationTable{StationID: st.ID, TableID: t}).Error; err != nil {
				return err
			}
		}
		return nil
	})
}

// StationAuth is a station found by its token, with the tables it serves.
type StationAuth struct {
	Station
	Tables map[string]bool
}

// StationByToken finds an active station by bearer token.
func (s *Store) StationByToken(ctx context.Context, token string) (StationAuth, error) {
	var st Station
	err := s.conn(ctx).Where("token_hash = ? AND revoked_at IS NULL", HashToken(token)).First(&st).Error
	if err != nil {
		return StationAuth{}, notFound(err)
	}
	var links []StationTable
	if err := s.conn(ctx).Where("station_id = ?", st.ID).Find(&links).Error; err != nil {
		return StationAuth{}, err
	}
	auth := StationAuth{Station: st, Tables: make(map[string]bool, len(links))}
	for _, l := range links {
		auth.Tables[l.TableID] = true
	}
	return auth, nil
}

// StationByName returns a station.
func (s *Store) StationByName(ctx context.Context, name string) (Station, error) {
	var st Station
	err := s.conn(ctx).Where("name = ?", name).First(&st).Error
	return st, notFound(err)
}

// RevokeStation stops a station's token from working.
func (s *Store) RevokeStation(ctx context.Context, name string, at time.Time) error {
	res := s.conn(ctx).Model(&Station{}).Where("name = ? AND revoked_at IS NULL", name).Update("revoked_at", at)
	if res.Error != nil {
		return res.Error
	}
	if res.RowsAffected == 0 {
		return ErrNotFound
	}
	return nil
}

// StationByID returns a station.
func (s *Store) StationByID(ctx context.Context, id int64) (Station, error) {
	var st Station
	err := s.conn(ctx).First(&st, id).Error
	return st, notFound(err)
}

// StationListing is a station with the tables it posts for.
type StationListing struct {
	Station
	Tables []string
}

// Stations returns every station, revoked ones included, by name, each
// with its tables in order.
func (s *Store) Stations(ctx context.Context) ([]StationListing, error) {
	var stations []Station
	if err := s.conn(ctx).Order("name").Find(&stations).Error; err != nil {
		return nil, err
	}
	var links []StationTable
	if err := s.conn(ctx).Order("station_id, table_id").Find(&links).Error; err != nil {
		return nil, err
	}
	tables := map[int64][]string{}
	for _, l := range links {
		tables[l.StationID] = append(tables[l.StationID], l.TableID)
	}
	out := make([]StationListing, len(stations))
	for i, st := range stations {
		out[i] = StationListing{Station: st, Tables: tables[st.ID]}
	}
	return out, nil
}
