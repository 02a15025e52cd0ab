package models

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"gorm.io/gorm/clause"
	"slices"
	"strings"
	"time"

	"github.com/tablegames/casino/rules"
)

// Day books: a table's or a pool's gaming day summed, written when the day
// closes and again, as a new revision, whenever the day changes afterwards
// (docs/architecture.md, "History: day books"). Reports over more than one
// day read them instead of the records.

// Kinds of book.
const (
	BookTable = "table"
	BookPool  = "pool"
)

// Why a revision was written.
const (
	BookCauseClose   = "close"
	BookCauseChange  = "change"
	BookCauseRebuild = "rebuild"
)

// Stages of a day's close.
const (
	CloseBegun = "begun"
	CloseDone  = "done"
)

// DayBook is one revision of a table's or a pool's gaming day.
type DayBook struct {
	ID         int64  `gorm:"column:id;primaryKey"`
	PropertyID int64  `gorm:"column:property_id"`
	Kind       string `gorm:"column:kind"`
	// Subject is the table's or the pool's id.
	Subject   string `gorm:"column:subject"`
	GamingDay Day    `gorm:"column:gaming_day"`
	Cause     string `gorm:"column:cause"`
	// ChangesSeen is how many queued changes of the day the revision took
	// (day_changes), and Causes what they were, as JSON ({"hand": 3}); the
	// revision is current while no change of its day is queued.
	ChangesSeen int64     `gorm:"column:changes_seen"`
	Causes      string    `gorm:"column:causes"`
	SignoffID   *int64    `gorm:"column:signoff_id"`
	WrittenAt   time.Time `gorm:"column:written_at"`
	WrittenBy   string    `gorm:"column:written_by"`
	SHA256      string    `gorm:"column:sha256"`
}

func (DayBook) TableName() string { return "day_books" }

// DayClose marks a property's gaming day as being closed (CloseBegun) and
// closed (CloseDone). BookID is the newest revision when the day was done:
// a state of the books as of an earlier revision does not count the day as
// closed.
type DayClose struct {
	ID         int64     `gorm:"column:id;primaryKey"`
	PropertyID int64     `gorm:"column:property_id"`
	GamingDay  Day       `gorm:"column:gaming_day"`
	Stage      string    `gorm:"column:stage"`
	BookID     *int64    `gorm:"column:book_id"`
	At         time.Time `gorm:"column:at"`
	Actor      string    `gorm:"column:actor"`
}

func (DayClose) TableName() string { return "day_closes" }

// DayChange is a change of a day no revision has taken yet, queued by the
// database's triggers.
type DayChange struct {
	ID        int64     `gorm:"column:id;primaryKey"`
	Kind      string    `gorm:"column:kind"`
	Subject   string    `gorm:"column:subject"`
	GamingDay Day       `gorm:"column:gaming_day"`
	Cause     string    `gorm:"column:cause"`
	At        time.Time `gorm:"column:at"`
}

func (DayChange) TableName() string { return "day_changes" }

// TableFigures are a table's sums for one gaming day, as the records give
// them: the inputs of every figure the reports work out.
type TableFigures struct {
	Hands        int64       `gorm:"column:hands" json:"hands"`
	Wagered      rules.Money `gorm:"column:wagered" json:"wagered"`
	EngineWin    rules.Money `gorm:"column:engine_win" json:"engine_win"`
	DeclaredWin  rules.Money `gorm:"column:declared_win" json:"declared_win"`
	Fees         rules.Money `gorm:"column:fees" json:"fees"`
	ExpectedFees rules.Money `gorm:"column:expected_fees" json:"expected_fees"`
	// Adjustments sums the approved corrections of the day's hands.
	Adjustments rules.Money `gorm:"column:adjustments" json:"adjustments"`
	// Drop is the latest drop count; Counts how many were taken.
	Drop   rules.Money `gorm:"column:drop_amount" json:"drop"`
	Counts int64       `gorm:"column:counts" json:"counts"`
	// Fills and Credits are verified and not voided; Unverified and Voided
	// count the slips left out.
	Fills      rules.Money `gorm:"column:fills" json:"fills"`
	Credits    rules.Money `gorm:"column:credits" json:"credits"`
	Unverified int64       `gorm:"column:unverified" json:"unverified"`
	Voided     int64       `gorm:"column:voided" json:"voided"`
	// Opener and Closer are the latest counted that day; Openers and
	// Closers how many of each (none: not counted).
	Opener  rules.Money `gorm:"column:opener" json:"opener"`
	Openers int64       `gorm:"column:openers" json:"openers"`
	Closer  rules.Money `gorm:"column:closer" json:"closer"`
	Closers int64       `gorm:"column:closers" json:"closers"`
}

// TableDayFigures are one table's figures of one day.
type TableDayFigures struct {
	TableID   string `gorm:"column:table_id"`
	GamingDay Day    `gorm:"column:gaming_day"`
	TableFigures
}

// WagerFigures are a table-day's settled wagers of one game, settings,
// bet, spot and stake, and the house's net on them as the rules settled
// them.
type WagerFigures struct {
	TableID   string      `gorm:"column:table_id" json:"-"`
	GamingDay Day         `gorm:"column:gaming_day" json:"-"`
	Game      string      `gorm:"column:game" json:"game"`
	Settings  string      `gorm:"column:settings" json:"settings"`
	Bet       string      `gorm:"column:bet" json:"bet"`
	Spot      string      `gorm:"column:spot" json:"spot"`
	Amount    rules.Money `gorm:"column:amount" json:"amount"`
	// Decided is 1 for wagers the rules settled, 0 for wagers they left
	// standing.
	Decided int         `gorm:"column:decided" json:"decided"`
	N       int64       `gorm:"column:n" json:"n"`
	Net     rules.Money `gorm:"column:net" json:"net"`
}

// DealerFigures are a dealer's hands and findings at a table on a day.
type DealerFigures struct {
	TableID    string `gorm:"column:table_id" json:"-"`
	GamingDay  Day    `gorm:"column:gaming_day" json:"-"`
	Dealer     string `gorm:"column:dealer" json:"dealer"`
	Hands      int64  `gorm:"column:hands" json:"hands"`
	Discrepant int64  `gorm:"column:discrepant" json:"discrepant"`
	Findings   int64  `gorm:"column:findings" json:"findings"`
	Open       int64  `gorm:"column:open_findings" json:"open"`
	Payout     int64  `gorm:"column:payout" json:"payout"`
	Result     int64  `gorm:"column:result" json:"result"`
	Commission int64  `gorm:"column:commission" json:"commission"`
	Fees       int64  `gorm:"column:fees" json:"fees"`
	Other      int64  `gorm:"column:other" json:"other"`
}

// PoolFigures are a pool's events of one gaming day summed.
type PoolFigures struct {
	PoolID        string      `gorm:"column:pool_id" json:"-"`
	GamingDay     Day         `gorm:"column:gaming_day" json:"-"`
	Events        int64       `gorm:"column:events" json:"events"`
	Contributions rules.Money `gorm:"column:contributions" json:"contributions"`
	HitsPaid      rules.Money `gorm:"column:hits_paid" json:"hits_paid"`
	Hits          int64       `gorm:"column:hits" json:"hits"`
	Resets        rules.Money `gorm:"column:resets" json:"resets"`
	Adjustments   rules.Money `gorm:"column:adjustments" json:"adjustments"`
	Transfers     rules.Money `gorm:"column:transfers" json:"transfers"`
	// Movement is every event's change of main + reserve + pending;
	// Pending of pending alone.
	Movement rules.Money `gorm:"column:movement" json:"movement"`
	Pending  rules.Money `gorm:"column:pending" json:"pending"`
	// FirstSeq and LastSeq place the day's events in the pool's sequence;
	// LastAfter is main + reserve + pending after the last of them.
	FirstSeq  int64       `gorm:"column:first_seq" json:"first_seq"`
	LastSeq   int64       `gorm:"column:last_seq" json:"last_seq"`
	LastAfter rules.Money `gorm:"column:last_after" json:"last_after"`
}

// bookContent is what a revision's digest covers, in a fixed order.
type bookContent struct {
	Kind      string          `json:"kind"`
	Subject   string          `json:"subject"`
	GamingDay Day             `json:"gaming_day"`
	Table     *TableFigures   `json:"table,omitempty"`
	Wagers    []WagerFigures  `json:"wagers,omitempty"`
	Dealers   []DealerFigures `json:"dealers,omitempty"`
	Pool      *PoolFigures    `json:"pool,omitempty"`
}

// digest is the SHA-256 of a book's content: its kind, subject and day and
// its figures in a fixed order (wagers by game, settings, bet and stake;
// dealers by name), as JSON.
func (c bookContent) digest() string {
	slices.SortFunc(c.Wagers, func(a, b WagerFigures) int {
		switch {
		case a.Game != b.Game:
			return cmpStr(a.Game, b.Game)
		case a.Settings != b.Settings:
			return cmpStr(a.Settings, b.Settings)
		case a.Bet != b.Bet:
			return cmpStr(a.Bet, b.Bet)
		case a.Spot != b.Spot:
			return cmpStr(a.Spot, b.Spot)
		case a.Amount != b.Amount:
			return int(a.Amount - b.Amount)
		}
		return a.Decided - b.Decided
	})
	slices.SortFunc(c.Dealers, func(a, b DealerFigures) int { return cmpStr(a.Dealer, b.Dealer) })
	b, _ := json.Marshal(c)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// BookDigest is the SHA-256 a revision records of its figures
// (DayBook.SHA256): what an archive's reader checks an exported book's rows
// against. Table books have table, wagers and dealers; pool books pool.
func BookDigest(kind, subject string, day Day, table *TableFigures, wagers []WagerFigures, dealers []DealerFigures, pool *PoolFigures) string {
	return bookContent{Kind: kind, Subject: subject, GamingDay: day, Table: table,
		Wagers: slices.Clone(wagers), Dealers: slices.Clone(dealers), Pool: pool}.digest()
}

func cmpStr(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// bookTableRow, bookWagerRow, bookDealerRow and bookPoolRow are the rows
// of a revision's figures.
type bookTableRow struct {
	BookID int64 `gorm:"column:book_id;primaryKey"`
	TableFigures
}

func (bookTableRow) TableName() string { return "day_book_tables" }

type bookWagerRow struct {
	BookID     int64       `gorm:"column:book_id"`
	Game       string      `gorm:"column:game"`
	SettingsID int64       `gorm:"column:settings_id"`
	Bet        string      `gorm:"column:bet"`
	Spot       string      `gorm:"column:spot"`
	Amount     rules.Money `gorm:"column:amount"`
	Decided    int         `gorm:"column:decided"`
	N          int64       `gorm:"column:n"`
	Net        rules.Money `gorm:"column:net"`
}

func (bookWagerRow) TableName() string { return "day_book_wagers" }

type bookDealerRow struct {
	BookID     int64  `gorm:"column:book_id"`
	Dealer     string `gorm:"column:dealer"`
	Hands      int64  `gorm:"column:hands"`
	Discrepant int64  `gorm:"column:discrepant"`
	Findings   int64  `gorm:"column:findings"`
	Open       int64  `gorm:"column:open_findings"`
	Payout     int64  `gorm:"column:payout"`
	Result     int64  `gorm:"column:result"`
	Commission int64  `gorm:"column:commission"`
	Fees       int64  `gorm:"column:fees"`
	Other      int64  `gorm:"column:other"`
}

func (bookDealerRow) TableName() string { return "day_book_dealers" }

type bookPoolRow struct {
	BookID        int64       `gorm:"column:book_id;primaryKey"`
	Events        int64       `gorm:"column:events"`
	Contributions rules.Money `gorm:"column:contributions"`
	HitsPaid      rules.Money `gorm:"column:hits_paid"`
	Hits          int64       `gorm:"column:hits"`
	Resets        rules.Money `gorm:"column:resets"`
	Adjustments   rules.Money `gorm:"column:adjustments"`
	Transfers     rules.Money `gorm:"column:transfers"`
	Movement      rules.Money `gorm:"column:movement"`
	Pending       rules.Money `gorm:"column:pending"`
	FirstSeq      int64       `gorm:"column:first_seq"`
	LastSeq       int64       `gorm:"column:last_seq"`
	LastAfter     rules.Money `gorm:"column:last_after"`
}

func (bookPoolRow) TableName() string { return "day_book_pools" }

type bookLatestRow struct {
	Kind       string `gorm:"column:kind;primaryKey"`
	Subject    string `gorm:"column:subject;primaryKey"`
	GamingDay  Day    `gorm:"column:gaming_day;primaryKey"`
	PropertyID int64  `gorm:"column:property_id"`
	BookID     int64  `gorm:"column:book_id"`
}

func (bookLatestRow) TableName() string { return "day_book_latest" }

type bookSettingsRow struct {
	ID       int64  `gorm:"column:id;primaryKey"`
	Settings string `gorm:"column:settings"`
}

func (bookSettingsRow) TableName() string { return "day_book_settings" }

// ErrDayOpen is returned when a day asked to be closed has not ended.
var ErrDayOpen = errors.New("the gaming day has not ended")

// CloseDay writes the books of a property's gaming day: it marks the day
// begun (from then on the database logs a late hand as a change), writes a
// revision for every table and pool with anything that day that has no
// current one, each in a transaction of its own, and marks the day done.
// Closing a day closed already writes only what is missing or stale. It
// returns the revisions written.
func (s *Store) CloseDay(ctx context.Context, propertyID int64, day Day, at time.Time, by string) (int, error) {
	if err := s.markClose(ctx, propertyID, day, CloseBegun, at, by); err != nil {
		return 0, err
	}
	if err := s.analyzeDay(ctx, day); err != nil {
		return 0, err
	}
	tables, pools, err := s.bookSubjects(ctx, propertyID)
	if err != nil {
		return 0, err
	}
	written := 0
	for _, kind := range []string{BookTable, BookPool} {
		subjects := tables
		if kind == BookPool {
			subjects = pools
		}
		n, err := s.WriteBooks(ctx, propertyID, kind, subjects, day, BookCauseClose, at, by, false)
		written += n
		if err != nil {
			return written, fmt.Errorf("close %s: %ss: %w", day, kind, err)
		}
	}
	return written, s.markClose(ctx, propertyID, day, CloseDone, at, by)
}

// markClose writes a stage of a day's close unless it is there.
func (s *Store) markClose(ctx context.Context, propertyID int64, day Day, stage string, at time.Time, by string) error {
	return s.InTx(ctx, func(ctx context.Context) error {
		if err := s.Lock(ctx, fmt.Sprintf("close:%d:%s", propertyID, day)); err != nil {
			return err
		}
		var n int64
		if err := s.conn(ctx).Model(&DayClose{}).Where("property_id = ? AND gaming_day = ? AND stage = ?", propertyID, day, stage).
			Count(&n).Error; err != nil || n > 0 {
			return err
		}
		row := DayClose{PropertyID: propertyID, GamingDay: day, Stage: stage, At: at.UTC(), Actor: by}
		if stage == CloseDone {
			var last *int64
			if err := s.conn(ctx).Raw("SELECT MAX(id) FROM day_books").Scan(&last).Error; err != nil {
				return err
			}
			row.BookID = last
		}
		return s.conn(ctx).Create(&row).Error
	})
}

// bookSubjects lists a property's tables (retired ones too: a correction
// can still change their days) and the pools linked to them.
func (s *Store) bookSubjects(ctx context.Context, propertyID int64) (tables, pools []string, err error) {
	if err = s.conn(ctx).Raw("SELECT id FROM game_tables WHERE property_id = ? ORDER BY id", propertyID).Scan(&tables).Error; err != nil {
		return nil, nil, err
	}
	err = s.conn(ctx).Raw(`SELECT DISTINCT l.pool_id FROM progressive_links l JOIN game_tables t ON t.id = l.table_id
		WHERE t.property_id = ? ORDER BY l.pool_id`, propertyID).Scan(&pools).Error
	return tables, pools, err
}

// WriteBook writes a revision of one table's or pool's gaming day from its
// records (WriteBooks for one subject), and reports whether it wrote one.
func (s *Store) WriteBook(ctx context.Context, propertyID int64, kind, subject string, day Day, cause string, at time.Time, by string, force bool) (bool, error) {
	n, err := s.WriteBooks(ctx, propertyID, kind, []string{subject}, day, cause, at, by, force)
	return n > 0, err
}

// BookBatch is how many tables (or pools) one transaction of WriteBooks
// takes at most: their locks are held while their day is read, so ingest
// at those tables waits that long, and at no others.
const BookBatch = 25

// WriteBooks writes a revision of the gaming day of each table (or pool)
// that needs one, from its records, BookBatch at a time, each batch in a
// transaction of its own that holds the lock every writer of their
// records takes (each table's audit chain, or each pool), and returns how
// many it wrote. A subject needs a revision when changes of its day are
// queued, when it has records of the day and no revision yet, or always
// with force. A dropped day's records are gone: its last books stay.
func (s *Store) WriteBooks(ctx context.Context, propertyID int64, kind string, subjects []string, day Day, cause string, at time.Time, by string, force bool) (int, error) {
	if s.InTransaction(ctx) {
		return 0, errors.New("models: WriteBooks inside a transaction")
	}
	if err := s.CheckNotDropped(ctx, propertyID, day); errors.Is(err, ErrArchived) {
		return 0, nil
	} else if err != nil {
		return 0, err
	}
	sorted := slices.Clone(subjects)
	slices.Sort(sorted)
	written := 0
	for batch := range slices.Chunk(slices.Compact(sorted), BookBatch) {
		n, err := s.writeBatch(ctx, propertyID, kind, batch, day, cause, at, by, force)
		written += n
		if err != nil {
			return written, err
		}
	}
	return written, nil
}

// writeBatch writes the books of one batch of subjects, in name order (the
// order every writer takes their locks in).
func (s *Store) writeBatch(ctx context.Context, propertyID int64, kind string, subjects []string, day Day, cause string, at time.Time, by string, force bool) (int, error) {
	written := 0
	err := s.InTx(ctx, func(ctx context.Context) error {
		written = 0
		if s.dialect == Postgres {
			// Each statement must see what committed before it: the queued
			// changes first, then the records (docs/architecture.md).
			if err := s.conn(ctx).Exec("SET TRANSACTION ISOLATION LEVEL READ COMMITTED").Error; err != nil {
				return err
			}
		}
		for _, subject := range subjects {
			lock := "audit:" + TableChain(subject)
			if kind == BookPool {
				lock = "pool:" + subject
			}
			if err := s.Lock(ctx, lock); err != nil {
				return err
			}
		}
		// The queued changes first, then the records: a change that
		// commits in between is read and stays queued.
		var queued []DayChange
		if err := s.conn(ctx).Select("id, subject, cause").Where("kind = ? AND gaming_day = ? AND subject IN ?", kind, day, subjects).
			Order("id").Find(&queued).Error; err != nil {
			return err
		}
		var latest []string
		if err := s.conn(ctx).Raw("SELECT subject FROM day_book_latest WHERE kind = ? AND gaming_day = ? AND subject IN ?",
			kind, day, subjects).Scan(&latest).Error; err != nil {
			return err
		}
		queuedOf := map[string][]DayChange{}
		for _, q := range queued {
			queuedOf[q.Subject] = append(queuedOf[q.Subject], q)
		}
		var due []string
		for _, subj := range subjects {
			if force || len(queuedOf[subj]) > 0 || !slices.Contains(latest, subj) {
				due = append(due, subj)
			}
		}
		if len(due) == 0 {
			return nil
		}
		span := Span{From: day, To: day, Subjects: due}
		contents := map[string]*bookContent{}
		content := func(subj string) *bookContent {
			if contents[subj] == nil {
				contents[subj] = &bookContent{Kind: kind, Subject: subj, GamingDay: day}
			}
			return contents[subj]
		}
		if kind == BookTable {
			figs, err := s.RawTableFigures(ctx, propertyID, span)
			if err != nil {
				return err
			}
			for _, f := range figs {
				t := f.TableFigures
				content(f.TableID).Table = &t
			}
			wagers, err := s.RawWagerFigures(ctx, propertyID, span)
			if err != nil {
				return err
			}
			for _, w := range wagers {
				c := content(w.TableID)
				c.Wagers = append(c.Wagers, w)
			}
			dealers, err := s.RawDealerFigures(ctx, propertyID, span)
			if err != nil {
				return err
			}
			for _, d := range dealers {
				c := content(d.TableID)
				c.Dealers = append(c.Dealers, d)
			}
		} else {
			figs, err := s.RawPoolFigures(ctx, span)
			if err != nil {
				return err
			}
			for _, f := range figs {
				p := f
				content(f.PoolID).Pool = &p
			}
		}
		var signoff []int64
		if err := s.conn(ctx).Raw("SELECT id FROM day_signoffs WHERE property_id = ? AND gaming_day = ?", propertyID, day).
			Scan(&signoff).Error; err != nil {
			return err
		}
		var books []DayBook
		var taken []int64
		var write []*bookContent
		for _, subj := range due {
			c := contents[subj]
			had := slices.Contains(latest, subj)
			if c == nil && !had && len(queuedOf[subj]) == 0 {
				continue // nothing that day, and no revision to follow
			}
			if c == nil {
				c = content(subj)
			}
			// A revision of a day whose records no longer give a row
			// (none can be removed) holds zeros.
			if kind == BookTable && c.Table == nil {
				c.Table = &TableFigures{}
			}
			if kind == BookPool && c.Pool == nil {
				c.Pool = &PoolFigures{}
			}
			causes := map[string]int{}
			for _, q := range queuedOf[subj] {
				causes[q.Cause]++
				taken = append(taken, q.ID)
			}
			causesJSON, err := json.Marshal(causes)
			if err != nil {
				return err
			}
			b := DayBook{PropertyID: propertyID, Kind: kind, Subject: subj, GamingDay: day, Cause: cause,
				ChangesSeen: int64(len(queuedOf[subj])), Causes: string(causesJSON), WrittenAt: at.UTC(), WrittenBy: by, SHA256: c.digest()}
			if len(signoff) > 0 {
				b.SignoffID = &signoff[0]
			}
			books = append(books, b)
			write = append(write, c)
		}
		if len(books) == 0 {
			return nil
		}
		if err := s.conn(ctx).CreateInBatches(&books, 200).Error; err != nil {
			return err
		}
		written = len(books)
		for chunk := range slices.Chunk(taken, 500) {
			if err := s.conn(ctx).Exec("DELETE FROM day_changes WHERE id IN ?", chunk).Error; err != nil {
				return err
			}
		}
		latestRows := make([]bookLatestRow, len(books))
		for i, b := range books {
			latestRows[i] = bookLatestRow{Kind: kind, Subject: b.Subject, GamingDay: day, PropertyID: propertyID, BookID: b.ID}
		}
		if err := s.conn(ctx).Clauses(clause.OnConflict{Columns: []clause.Column{{Name: "kind"}, {Name: "subject"}, {Name: "gaming_day"}},
			DoUpdates: clause.AssignmentColumns([]string{"book_id", "property_id"})}).CreateInBatches(&latestRows, 200).Error; err != nil {
			return err
		}
		if kind == BookPool {
			rows := make([]bookPoolRow, len(books))
			for i, b := range books {
				p := write[i].Pool
				rows[i] = bookPoolRow{BookID: b.ID, Events: p.Events, Contributions: p.Contributions,
					HitsPaid: p.HitsPaid, Hits: p.Hits, Resets: p.Resets, Adjustments: p.Adjustments, Transfers: p.Transfers,
					Movement: p.Movement, Pending: p.Pending, FirstSeq: p.FirstSeq, LastSeq: p.LastSeq, LastAfter: p.LastAfter}
			}
			return s.conn(ctx).CreateInBatches(rows, 200).Error
		}
		tableRows := make([]bookTableRow, len(books))
		var allWagers []WagerFigures
		for i, b := range books {
			tableRows[i] = bookTableRow{BookID: b.ID, TableFigures: *write[i].Table}
			allWagers = append(allWagers, write[i].Wagers...)
		}
		if err := s.conn(ctx).CreateInBatches(tableRows, 200).Error; err != nil {
			return err
		}
		ids, err := s.settingsIDs(ctx, allWagers)
		if err != nil {
			return err
		}
		var wagerRows []bookWagerRow
		var dealerRows []bookDealerRow
		for i, b := range books {
			for _, w := range write[i].Wagers {
				wagerRows = append(wagerRows, bookWagerRow{BookID: b.ID, Game: w.Game, SettingsID: ids[w.Settings], Bet: w.Bet, Spot: w.Spot,
					Amount: w.Amount, Decided: w.Decided, N: w.N, Net: w.Net})
			}
			for _, d := range write[i].Dealers {
				dealerRows = append(dealerRows, bookDealerRow{BookID: b.ID, Dealer: d.Dealer, Hands: d.Hands, Discrepant: d.Discrepant,
					Findings: d.Findings, Open: d.Open, Payout: d.Payout, Result: d.Result, Commission: d.Commission,
					Fees: d.Fees, Other: d.Other})
			}
		}
		if len(wagerRows) > 0 {
			if err := s.conn(ctx).CreateInBatches(wagerRows, 500).Error; err != nil {
				return err
			}
		}
		if len(dealerRows) > 0 {
			if err := s.conn(ctx).CreateInBatches(dealerRows, 500).Error; err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	return written, nil
}

// settingsIDs returns the id of each settings text the wagers name, adding
// those not kept yet.
func (s *Store) settingsIDs(ctx context.Context, wagers []WagerFigures) (map[string]int64, error) {
	var texts []string
	for _, w := range wagers {
		if !slices.Contains(texts, w.Settings) {
			texts = append(texts, w.Settings)
		}
	}
	out := map[string]int64{}
	for _, t := range texts {
		if err := s.conn(ctx).Exec("INSERT INTO day_book_settings (settings) VALUES (?) ON CONFLICT (settings) DO NOTHING", t).Error; err != nil {
			return nil, err
		}
		var id int64
		if err := s.conn(ctx).Raw("SELECT id FROM day_book_settings WHERE settings = ?", t).Scan(&id).Error; err != nil {
			return nil, err
		}
		out[t] = id
	}
	return out, nil
}

// Span is a run of gaming days, and optionally the tables (or pools) of
// them, whose figures a report reads from the records.
type Span struct {
	From, To Day
	// Subjects limits the span to these tables or pools; nil is all.
	Subjects []string
	// Stale is set for the books of a closed day that are stale (or
	// missing): the rest of that day is read from its books.
	Stale bool
}

func (sp Span) args(propertyID int64) map[string]any {
	a := map[string]any{"property": propertyID, "from": sp.From, "to": sp.To}
	if sp.Subjects != nil {
		a["tables"] = sp.Subjects
	}
	return a
}

// RawTableFigures sums the records of a span by table and day.
func (s *Store) RawTableFigures(ctx context.Context, propertyID int64, sp Span) ([]TableDayFigures, error) {
	var out []TableDayFigures
	err := s.conn(ctx).Raw(spanned(tableFiguresSQL, sp.Subjects != nil), sp.args(propertyID)).Scan(&out).Error
	return out, err
}

// RawWagerFigures groups the settled wagers of a span by table, day, game,
// settings, bet and stake.
func (s *Store) RawWagerFigures(ctx context.Context, propertyID int64, sp Span) ([]WagerFigures, error) {
	args := sp.args(propertyID)
	tables := sp.Subjects != nil
	var played []WagerFigures
	if err := s.conn(ctx).Raw(spanned(wagerSettingsSQL, tables), args).Scan(&played).Error; err != nil {
		return nil, err
	}
	type tableDay struct {
		table string
		day   Day
	}
	settingsOf := map[tableDay]string{}
	mixed := map[tableDay]bool{}
	for _, p := range played {
		k := tableDay{p.TableID, p.GamingDay}
		if _, seen := settingsOf[k]; seen {
			mixed[k] = true
		}
		settingsOf[k] = p.Settings
	}
	var all []WagerFigures
	if err := s.conn(ctx).Raw(spanned(wagerFiguresSQL, tables), args).Scan(&all).Error; err != nil {
		return nil, err
	}
	out := all[:0]
	var again []string
	for _, w := range all {
		k := tableDay{w.TableID, w.GamingDay}
		if mixed[k] {
			if !slices.Contains(again, w.TableID) {
				again = append(again, w.TableID)
			}
			continue
		}
		w.Settings = settingsOf[k]
		out = append(out, w)
	}
	if len(again) > 0 {
		a := Span{From: sp.From, To: sp.To, Subjects: again}.args(propertyID)
		var more []WagerFigures
		if err := s.conn(ctx).Raw(spanned(wagerFiguresBySettingsSQL, true), a).Scan(&more).Error; err != nil {
			return nil, err
		}
		for _, w := range more {
			if mixed[tableDay{w.TableID, w.GamingDay}] {
				out = append(out, w)
			}
		}
	}
	return out, nil
}

// RawDealerFigures counts the hands and findings of a span by table, day
// and dealer.
func (s *Store) RawDealerFigures(ctx context.Context, propertyID int64, sp Span) ([]DealerFigures, error) {
	var out []DealerFigures
	err := s.conn(ctx).Raw(spanned(dealerFiguresSQL, sp.Subjects != nil), sp.args(propertyID)).Scan(&out).Error
	return out, err
}

// RawPoolFigures sums the events of a span's pools by pool and day.
func (s *Store) RawPoolFigures(ctx context.Context, sp Span) ([]PoolFigures, error) {
	var out []PoolFigures
	if len(sp.Subjects) == 0 {
		return out, nil
	}
	err := s.conn(ctx).Raw(poolFiguresSQL, map[string]any{"pools": sp.Subjects, "from": sp.From, "to": sp.To}).Scan(&out).Error
	return out, err
}

// RolledClosers returns each table's latest closer counted before a day,
// with the day it was counted.
func (s *Store) RolledClosers(ctx context.Context, propertyID int64, before Day) ([]TableDayFigures, error) {
	var rows []struct {
		TableID   string      `gorm:"column:table_id"`
		GamingDay Day         `gorm:"column:gaming_day"`
		Amount    rules.Money `gorm:"column:amount"`
	}
	if err := s.conn(ctx).Raw(rolledClosersSQL, map[string]any{"property": propertyID, "from": before}).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]TableDayFigures, len(rows))
	for i, r := range rows {
		out[i] = TableDayFigures{TableID: r.TableID, GamingDay: r.GamingDay,
			TableFigures: TableFigures{Closer: r.Amount, Closers: 1}}
	}
	return out, nil
}

// DaysToClose lists a property's gaming days up to last that have records
// and are not closed, oldest first, at most limit of them. The first day
// is the earliest with any record; days since then without one are closed
// too, so that a report over them reads books, not records.
func (s *Store) DaysToClose(ctx context.Context, propertyID int64, last Day, limit int) ([]Day, error) {
	first, ok, err := s.earliestRecordDay(ctx, propertyID)
	if err != nil || !ok || first > last {
		return nil, err
	}
	var done []Day
	if err := s.conn(ctx).Model(&DayClose{}).Where("property_id = ? AND stage = ? AND gaming_day >= ? AND gaming_day <= ?",
		propertyID, CloseDone, first, last).Pluck("gaming_day", &done).Error; err != nil {
		return nil, err
	}
	closed := map[Day]bool{}
	for _, d := range done {
		closed[d] = true
	}
	var out []Day
	for d := first; d <= last && len(out) < limit; d = d.AddDays(1) {
		if !closed[d] {
			out = append(out, d)
		}
	}
	return out, nil
}

// earliestRecordDay is the first gaming day of a property's hands, drop
// counts, slips, inventories or its pools' events.
func (s *Store) earliestRecordDay(ctx context.Context, propertyID int64) (Day, bool, error) {
	queries := []string{
		"SELECT gaming_day FROM hands WHERE property_id = @p ORDER BY gaming_day LIMIT 1",
		"SELECT d.gaming_day FROM drop_counts d JOIN game_tables t ON t.id = d.table_id WHERE t.property_id = @p ORDER BY d.gaming_day LIMIT 1",
		"SELECT s.gaming_day FROM cage_slips s JOIN game_tables t ON t.id = s.table_id WHERE t.property_id = @p ORDER BY s.gaming_day LIMIT 1",
		"SELECT i.gaming_day FROM table_inventories i JOIN game_tables t ON t.id = i.table_id WHERE t.property_id = @p ORDER BY i.gaming_day LIMIT 1",
		`SELECT e.gaming_day FROM progressive_events e WHERE e.pool_id IN (SELECT l.pool_id FROM progressive_links l
		   JOIN game_tables t ON t.id = l.table_id WHERE t.property_id = @p) ORDER BY e.gaming_day LIMIT 1`,
	}
	var first Day
	for _, q := range queries {
		var d []Day
		if err := s.conn(ctx).Raw(q, map[string]any{"p": propertyID}).Scan(&d).Error; err != nil {
			return "", false, err
		}
		if len(d) > 0 && (first == "" || d[0] < first) {
			first = d[0]
		}
	}
	return first, first != "", nil
}

// RefreshBooks writes a new revision of every book of a property's closed
// days that has a change queued, and returns how many it wrote. Reports are
// right without it (they read a stale day's records); it keeps them fast.
func (s *Store) RefreshBooks(ctx context.Context, propertyID int64, at time.Time, by string) (int, error) {
	var changed []DayChange
	if err := s.conn(ctx).Model(&DayChange{}).Distinct("kind", "subject", "gaming_day").Order("gaming_day").
		Find(&changed).Error; err != nil {
		return 0, err
	}
	if len(changed) == 0 {
		return 0, nil
	}
	tables, pools, err := s.bookSubjects(ctx, propertyID)
	if err != nil {
		return 0, err
	}
	var days []Day
	if err := s.conn(ctx).Model(&DayClose{}).Where("property_id = ? AND stage = ?", propertyID, CloseDone).
		Pluck("gaming_day", &days).Error; err != nil {
		return 0, err
	}
	done := map[Day]bool{}
	for _, d := range days {
		done[d] = true
	}
	type group struct {
		kind string
		day  Day
	}
	subjectsOf := map[group][]string{}
	var groups []group
	for _, c := range changed {
		mine := (c.Kind == BookTable && slices.Contains(tables, c.Subject)) || (c.Kind == BookPool && slices.Contains(pools, c.Subject))
		if !mine || !done[c.GamingDay] {
			continue
		}
		g := group{c.Kind, c.GamingDay}
		if subjectsOf[g] == nil {
			groups = append(groups, g)
		}
		subjectsOf[g] = append(subjectsOf[g], c.Subject)
	}
	written := 0
	for _, g := range groups {
		n, err := s.WriteBooks(ctx, propertyID, g.kind, subjectsOf[g], g.day, BookCauseChange, at, by, false)
		written += n
		if err != nil {
			return written, fmt.Errorf("%s books of %s: %w", g.kind, g.day, err)
		}
	}
	return written, nil
}

// BookStatus is the state of a property's day books.
type BookStatus struct {
	// Closed counts the days closed; First and Last are the earliest and
	// the latest of them.
	Closed      int64
	First, Last Day
	// Revisions counts the revisions written; Newest is the latest id.
	Revisions int64
	Newest    int64
	// Stale lists the table and pool days of closed days whose records
	// changed since their latest revision, or that changed with none.
	Stale []DayChange
}

// BookStatus reports a property's day books: what is closed, how many
// revisions, and which days' books are stale.
func (s *Store) BookStatus(ctx context.Context, propertyID int64) (BookStatus, error) {
	var st BookStatus
	var closed struct {
		N           int64
		First, Last *Day
	}
	if err := s.conn(ctx).Raw(`SELECT COUNT(*) AS n, MIN(gaming_day) AS first, MAX(gaming_day) AS last FROM day_closes
		WHERE property_id = ? AND stage = ?`, propertyID, CloseDone).Scan(&closed).Error; err != nil {
		return st, err
	}
	st.Closed = closed.N
	if closed.First != nil {
		st.First, st.Last = *closed.First, *closed.Last
	}
	var revs struct {
		N      int64
		Newest *int64
	}
	if err := s.conn(ctx).Raw("SELECT COUNT(*) AS n, MAX(id) AS newest FROM day_books WHERE property_id = ?", propertyID).
		Scan(&revs).Error; err != nil {
		return st, err
	}
	st.Revisions = revs.N
	if revs.Newest != nil {
		st.Newest = *revs.Newest
	}
	if st.Closed == 0 {
		return st, nil
	}
	for _, kind := range []string{BookTable, BookPool} {
		b, err := s.PrepareBooks(ctx, propertyID, kind, st.First, st.Last, BookOptions{})
		if err != nil {
			return st, err
		}
		for _, sp := range b.Raw {
			if !sp.Stale {
				continue // a day not closed
			}
			for _, subject := range sp.Subjects {
				st.Stale = append(st.Stale, DayChange{Kind: kind, Subject: subject, GamingDay: sp.From})
			}
		}
	}
	return st, nil
}

// dayPartitioned are the tables whose month partitions a day's books read.
var dayPartitioned = []string{"hands", "settlements", "findings"}

// analyzeDay has PostgreSQL sample the month partitions of a day's records
// whose statistics are missing or well behind before the day's books read
// them. A partition made ahead of need has none, and where autovacuum is
// off or behind (this machine's server runs with it off) the planner takes
// a busy day for a hand or two and joins it row by row: a 40,000-hand
// day's close took 21 s so (docs/performance.md).
func (s *Store) analyzeDay(ctx context.Context, day Day) error {
	if s.dialect != Postgres || len(day) < 7 {
		return nil
	}
	month := strings.ReplaceAll(string(day)[:7], "-", "")
	names := make([]string, len(dayPartitioned))
	for i, t := range dayPartitioned {
		names[i] = t + "_p" + month
	}
	return s.analyzeStale(ctx, names)
}
