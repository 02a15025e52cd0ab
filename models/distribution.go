package models

import (
	"context"
	"time"

	"gorm.io/gorm/clause"
)

// WagerDistribution is the exact outcome distribution of one bet of a game
// under one table's settings, reduced to what the statistical report needs:
// the house's mean and mean square result per unit staked, as exact
// fractions ("-1234/56789"), over Deals equally likely deals of Lines
// settlements. Meter is set for a bet with a line paying a share of a
// progressive meter, whose amount the rules do not fix: its moments are
// then not known. Rows are computed once and never changed.
type WagerDistribution struct {
	ID           int64     `gorm:"column:id;primaryKey"`
	Game         string    `gorm:"column:game"`
	Settings     string    `gorm:"column:settings"`
	Bet          string    `gorm:"column:bet"`
	Mean         string    `gorm:"column:mean"`
	SecondMoment string    `gorm:"column:second_moment"`
	Deals        string    `gorm:"column:deals"`
	Lines        int       `gorm:"column:lines"`
	Meter        bool      `gorm:"column:meter"`
	ComputedAt   time.Time `gorm:"column:computed_at"`
	// Revision is the way the row was computed: a reader reads only rows
	// of the revision it computes, so that a change in how distributions
	// are worked out never mixes with rows worked out before it.
	Revision int `gorm:"column:revision"`
}

func (WagerDistribution) TableName() string { return "wager_distributions" }

// InsertWagerDistributions writes distributions; one already stored (by
// another replica) is left as it is.
func (s *Store) InsertWagerDistributions(ctx context.Context, ds []WagerDistribution) error {
	if len(ds) == 0 {
		return nil
	}
	return s.conn(ctx).Clauses(clause.OnConflict{DoNothing: true}).Create(&ds).Error
}

// WagerDistributions returns every stored distribution of a revision.
func (s *Store) WagerDistributions(ctx context.Context, revision int) ([]WagerDistribution, error) {
	out := []WagerDistribution{}
	err := s.conn(ctx).Where("revision = ?", revision).Order("game, settings, bet").Find(&out).Error
	return out, err
}
