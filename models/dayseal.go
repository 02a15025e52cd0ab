package models

import (
	"context"
	"crypto/hmac"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/tablegames/casino/merkle"
)

// Seal kinds: written by a gaming day's sign-off, or by the nightly close
// of a day left unsigned.
const (
	SealKindSignOff = "signoff"
	SealKindClose   = "close"
)

// DaySeal is a sealed gaming day: the Merkle root (package merkle, RFC
// 6962) over the day's records in the canonical order (sealTables), each
// leaf naming one record and its content hash. MAC is HMAC-SHA256 under
// the audit key over the seal's content, and the seal names the anchor
// written with it. Through holds, per table, the last row id the seal
// took, so that a row added to the day later is told from an edit.
type DaySeal struct {
	ID         int64     `gorm:"column:id;primaryKey" json:"id"`
	PropertyID int64     `gorm:"column:property_id" json:"property_id"`
	GamingDay  Day       `gorm:"column:gaming_day" json:"gaming_day"`
	Revision   int64     `gorm:"column:revision" json:"revision"`
	Kind       string    `gorm:"column:kind" json:"kind"`
	SealedBy   string    `gorm:"column:sealed_by" json:"sealed_by"`
	SealedAt   time.Time `gorm:"column:sealed_at" json:"sealed_at"`
	Records    int64     `gorm:"column:records" json:"records"`
	Through    string    `gorm:"column:through" json:"-"`
	Root       string    `gorm:"column:root" json:"root"`
	MAC        string    `gorm:"column:mac" json:"mac"`
	AnchorID   int64     `gorm:"column:anchor_id" json:"anchor_id"`
	// AnchorSeq is the sequence number of that anchor, where answers show
	// it.
	AnchorSeq int64 `gorm:"-" json:"anchor_seq,omitempty"`
}

func (DaySeal) TableName() string { return "day_seals" }

// sealMAC is a seal's MAC: everything it says, under the key.
func sealMAC(key *AuditKey, d DaySeal) string {
	return key.mac("casino day seal", strconv.FormatInt(d.PropertyID, 10), string(d.GamingDay),
		strconv.FormatInt(d.Revision, 10), d.Kind, d.SealedBy, d.SealedAt.UTC().Format(time.RFC3339Nano),
		strconv.FormatInt(d.Records, 10), d.Through, d.Root, strconv.FormatInt(d.AnchorID, 10))
}

// SealLeaf is one record of a sealed day: its table, id, the key a hand is
// known by (TABLE/NUMBER) and its content hash (RecordHash).
type SealLeaf struct {
	Table string `json:"table"`
	ID    int64  `json:"id"`
	Key   string `json:"key,omitempty"`
	Hash  string `json:"record_hash"`
}

// Data is what the leaf's hash covers: "TABLE\nID\nRECORD_HASH".
func (l SealLeaf) Data() string {
	return l.Table + "\n" + strconv.FormatInt(l.ID, 10) + "\n" + l.Hash
}

// sealTables are the tables of a sealed day in the canonical order, each
// with the rows of a property's gaming day it takes (@property, @day, and
// the day's bounds @start and @end for the rows with a time and no day).
// Rows are taken in id order within a table. A hand's settlements and
// findings are in its hash; sign-offs and report files are not records of
// the day's play and name the seal instead.
var sealTables = []struct {
	table string
	model any
	where string
}{
	{"hands", Hand{}, "x.property_id = @property AND x.gaming_day = @day"},
	{"corrections", Correction{}, "x.gaming_day = @day AND x.hand_id IN (" + dayHands + ")"},
	{"correction_approvals", CorrectionApproval{}, "x.correction_id IN (SELECT c.id FROM corrections c WHERE c.gaming_day = @day AND c.hand_id IN (" + dayHands + "))"},
	{"cage_slips", CageSlip{}, "x.gaming_day = @day AND x.table_id IN (" + propertyTables + ")"},
	{"cage_slip_verifications", CageSlipVerification{}, "x.slip_id IN (" + daySlips + ")"},
	{"cage_slip_voids", CageSlipVoid{}, "x.slip_id IN (" + daySlips + ")"},
	{"table_inventories", TableInventory{}, "x.gaming_day = @day AND x.table_id IN (" + propertyTables + ")"},
	{"drop_counts", DropCount{}, "x.gaming_day = @day AND x.table_id IN (" + propertyTables + ")"},
	{"seat_events", SeatEvent{}, "x.at >= @start AND x.at < @end AND x.table_id IN (" + propertyTables + ")"},
	{"timed_collections", TimedCollection{}, "x.at >= @start AND x.at < @end AND x.table_id IN (" + propertyTables + ")"},
	{"progressive_events", PoolEvent{}, "x.gaming_day = @day AND x.pool_id IN (" + propertyPools + ")"},
	{"meter_readings", MeterReading{}, "x.gaming_day = @day AND x.pool_id IN (" + propertyPools + ")"},
}

const (
	dayHands = "SELECT h.id FROM hands h WHERE h.property_id = @property AND h.gaming_day = @day"
	daySlips = "SELECT cs.id FROM cage_slips cs WHERE cs.gaming_day = @day AND cs.table_id IN (" + propertyTables + ")"
)

// DayLeaves reads the records of a property's gaming day as leaves in the
// canonical order. With through nil it takes every row and returns, per
// table, the last id it took; with through it takes the rows up to those
// ids (a table through does not name: none).
func (s *Store) DayLeaves(ctx context.Context, prop Property, day Day, through map[string]int64) ([]SealLeaf, map[string]int64, error) {
	start, end, err := prop.GamingDayBounds(day)
	if err != nil {
		return nil, nil, err
	}
	args := map[string]any{"property": prop.ID, "day": day, "start": start.UTC(), "end": end.UTC()}
	took := map[string]int64{}
	var leaves []SealLeaf
	for _, t := range sealTables {
		q := "SELECT x.* FROM " + t.table + " x WHERE " + t.where
		if through != nil {
			args["through"] = through[t.table]
			q += " AND x.id <= @through"
		}
		q += " ORDER BY x.id"
		if t.table == "hands" {
			got, err := s.handLeaves(ctx, q, args)
			if err != nil {
				return nil, nil, err
			}
			leaves = append(leaves, got...)
			if len(got) > 0 {
				took["hands"] = got[len(got)-1].ID
			}
			continue
		}
		rows := reflect.New(reflect.SliceOf(reflect.TypeOf(t.model)))
		if err := s.conn(ctx).Raw(q, args).Scan(rows.Interface()).Error; err != nil {
			return nil, nil, fmt.Errorf("seal %s: %w", t.table, err)
		}
		for i := range rows.Elem().Len() {
			ms, err := rowMembers(rows.Elem().Index(i), nil)
			if err != nil {
				return nil, nil, err
			}
			l := SealLeaf{Table: t.table}
			for _, m := range ms {
				if m.Name == "id" {
					l.ID, _ = m.Value.(int64)
				}
			}
			sum, err := hashMembers(ms)
			if err != nil {
				return nil, nil, err
			}
			l.Hash = merkle.Hash(sum).String()
			leaves = append(leaves, l)
			took[t.table] = l.ID
		}
	}
	return leaves, took, nil
}

// handLeaves reads hands with their settlements and findings, hashed as
// their audit entries record them (HandRecordRef).
func (s *Store) handLeaves(ctx context.Context, q string, args map[string]any) ([]SealLeaf, error) {
	var hands []Hand
	if err := s.conn(ctx).Raw(q, args).Scan(&hands).Error; err != nil {
		return nil, fmt.Errorf("seal hands: %w", err)
	}
	if len(hands) == 0 {
		return nil, nil
	}
	ids := make([]int64, len(hands))
	byID := make(map[int64]*Hand, len(hands))
	for i := range hands {
		ids[i], byID[hands[i].ID] = hands[i].ID, &hands[i]
	}
	for from := 0; from < len(ids); from += 1000 {
		part := ids[from:min(from+1000, len(ids))]
		var settlements []Settlement
		if err := s.conn(ctx).Where("hand_id IN ?", part).Order("hand_id, id").Find(&settlements).Error; err != nil {
			return nil, err
		}
		for _, x := range settlements {
			byID[x.HandID].Settlements = append(byID[x.HandID].Settlements, x)
		}
		var findings []Finding
		if err := s.conn(ctx).Where("hand_id IN ?", part).Order("hand_id, id").Find(&findings).Error; err != nil {
			return nil, err
		}
		for _, x := range findings {
			byID[x.HandID].Findings = append(byID[x.HandID].Findings, x)
		}
	}
	out := make([]SealLeaf, len(hands))
	for i := range hands {
		b, err := handJSON(&hands[i])
		if err != nil {
			return nil, err
		}
		out[i] = SealLeaf{Table: "hands", ID: hands[i].ID, Key: HandKeyString(hands[i].TableID, hands[i].HandNumber),
			Hash: merkle.Hash(sha256Sum(b)).String()}
	}
	return out, nil
}

// leafHashes are the Merkle leaves of a day's records.
func leafHashes(leaves []SealLeaf) []merkle.Hash {
	out := make([]merkle.Hash, len(leaves))
	for i, l := range leaves {
		out[i] = merkle.Leaf([]byte(l.Data()))
	}
	return out
}

// SealDay seals a property's gaming day inside the transaction in ctx: the
// root over its records as they stand, the next revision of its seals,
// MAC'd under the key and naming anchor, which the caller wrote first in
// the same transaction. Audited ("gaming_day.sealed", system chain).
func (s *Store) SealDay(ctx context.Context, prop Property, day Day, kind, by string, at time.Time, anchor Anchor) (DaySeal, error) {
	if s.key == nil {
		return DaySeal{}, ErrNoAuditKey
	}
	if kind != SealKindSignOff && kind != SealKindClose {
		return DaySeal{}, fmt.Errorf("models: seal kind %q", kind)
	}
	var seal DaySeal
	err := s.InTx(ctx, func(ctx context.Context) error {
		if err := s.Lock(ctx, fmt.Sprintf("seal:%d/%s", prop.ID, day)); err != nil {
			return err
		}
		leaves, took, err := s.DayLeaves(ctx, prop, day, nil)
		if err != nil {
			return err
		}
		through, err := json.Marshal(took)
		if err != nil {
			return err
		}
		var last *int64
		if err := s.conn(ctx).Raw("SELECT max(revision) FROM day_seals WHERE property_id = ? AND gaming_day = ?", prop.ID, day).
			Scan(&last).Error; err != nil {
			return err
		}
		seal = DaySeal{PropertyID: prop.ID, GamingDay: day, Revision: 1, Kind: kind, SealedBy: by,
			SealedAt: at.UTC().Truncate(time.Microsecond), Records: int64(len(leaves)), Through: string(through),
			Root: merkle.Root(leafHashes(leaves)).String(), AnchorID: anchor.ID, AnchorSeq: anchor.Seq}
		if last != nil {
			seal.Revision = *last + 1
		}
		seal.MAC = sealMAC(s.key, seal)
		if err := s.conn(ctx).Create(&seal).Error; err != nil {
			return err
		}
		subject := "gaming_day:" + prop.Code + "/" + string(day)
		return s.Audit(ctx, at, AuditEvent{Chain: SystemChain, Actor: by, Action: "gaming_day.sealed", Subject: subject,
			Detail: map[string]any{"seal_id": seal.ID, "property": prop.Code, "gaming_day": day, "revision": seal.Revision,
				"kind": kind, "records": seal.Records, "root": seal.Root, "mac": seal.MAC,
				"anchor_id": anchor.ID, "anchor_seq": anchor.Seq}})
	})
	return seal, err
}

// SealUnsealedDay seals a gaming day that has no seal yet, writing the
// anchor and the seal in one transaction: the nightly close of a day left
// unsigned (kind close), or a day signed off before seals were written
// (kind signoff). It returns false when the day already has a seal.
func (s *Store) SealUnsealedDay(ctx context.Context, prop Property, day Day, kind string, at time.Time, by string) (DaySeal, bool, error) {
	var seal DaySeal
	wrote := false
	err := s.InTx(ctx, func(ctx context.Context) error {
		// The anchors' lock first, as every writer of anchors and entries.
		if err := s.Lock(ctx, "audit:anchors"); err != nil {
			return err
		}
		if err := s.Lock(ctx, fmt.Sprintf("seal:%d/%s", prop.ID, day)); err != nil {
			return err
		}
		var n int64
		if err := s.conn(ctx).Model(&DaySeal{}).Where("property_id = ? AND gaming_day = ?", prop.ID, day).Count(&n).Error; err != nil || n > 0 {
			return err
		}
		anchor, err := s.WriteAnchor(ctx, at, AnchorKindPeriodic, "gaming_day:"+prop.Code+"/"+string(day)+" sealed ("+kind+")")
		if err != nil {
			return err
		}
		seal, err = s.SealDay(ctx, prop, day, kind, by, at, anchor)
		wrote = err == nil
		return err
	})
	return seal, wrote, err
}

// DaySeals returns the seals of a property's gaming day, oldest first.
func (s *Store) DaySeals(ctx context.Context, propertyID int64, day Day) ([]DaySeal, error) {
	var out []DaySeal
	err := s.conn(ctx).Where("property_id = ? AND gaming_day = ?", propertyID, day).Order("revision").Find(&out).Error
	return out, err
}

// SealReport is what checking every sealed day found.
type SealReport struct {
	// Sealed is how many seals were checked.
	Sealed int64 `json:"sealed"`
	// Broken names each seal that does not check.
	Broken []BrokenSeal `json:"broken"`
}

// BrokenSeal names a seal that does not check and why.
type BrokenSeal struct {
	ID        int64  `json:"id"`
	GamingDay Day    `json:"gaming_day"`
	Revision  int64  `json:"revision"`
	Reason    string `json:"reason"`
}

// verifySeals recomputes every sealed day's root from its records, and
// checks each seal's MAC and anchor. A day whose month was archived and
// dropped is checked by the archive instead.
func (s *Store) verifySeals(ctx context.Context, key *AuditKey, chk *checkedAnchors) (SealReport, error) {
	rep := SealReport{Broken: []BrokenSeal{}}
	dropped, err := s.droppedMonths(ctx)
	if err != nil {
		return rep, err
	}
	props := map[int64]Property{}
	var last int64
	for {
		var batch []DaySeal
		if err := s.conn(ctx).Where("id > ?", last).Order("id").Limit(200).Find(&batch).Error; err != nil {
			return rep, err
		}
		if len(batch) == 0 {
			return rep, nil
		}
		for _, d := range batch {
			last = d.ID
			rep.Sealed++
			fail := func(reason string) {
				rep.Broken = append(rep.Broken, BrokenSeal{ID: d.ID, GamingDay: d.GamingDay, Revision: d.Revision, Reason: reason})
			}
			if !hmac.Equal([]byte(sealMAC(key, d)), []byte(d.MAC)) {
				fail("its MAC does not match its content under the key: the seal was edited or forged")
				continue
			}
			if _, ok := chk.held[d.AnchorID]; !ok {
				fail(fmt.Sprintf("anchor id %d, which it names, is not in the database", d.AnchorID))
			}
			if dropped[MonthOf(d.GamingDay)] {
				continue
			}
			prop, ok := props[d.PropertyID]
			if !ok {
				if prop, err = s.PropertyByID(ctx, d.PropertyID); err != nil {
					return rep, err
				}
				props[d.PropertyID] = prop
			}
			var through map[string]int64
			if err := json.Unmarshal([]byte(d.Through), &through); err != nil {
				fail("its list of the rows it took is not valid JSON")
				continue
			}
			leaves, _, err := s.DayLeaves(ctx, prop, d.GamingDay, through)
			if err != nil {
				return rep, err
			}
			switch root := merkle.Root(leafHashes(leaves)).String(); {
			case int64(len(leaves)) != d.Records:
				fail(fmt.Sprintf("the day holds %d of the records it sealed, not %d: records were added or removed", len(leaves), d.Records))
			case root != d.Root:
				fail(fmt.Sprintf("the root over the day's records is %s, not the sealed %s: a record was edited", short(root), short(d.Root)))
			}
		}
	}
}

// ErrNotSealed is returned by ProveHand for a hand no seal covers.
var ErrNotSealed = errors.New("the hand's gaming day is not sealed")

// HandProof is the path from one hand to its sealed day's root: with the
// root alone, SHA-256(0x00 || leaf data) folded with each step (0x01 ||
// left || right) must give the root (docs/audit.md).
type HandProof struct {
	Hand      string        `json:"hand"`
	GamingDay Day           `json:"gaming_day"`
	Seal      DaySeal       `json:"seal"`
	Leaf      SealLeaf      `json:"leaf"`
	LeafData  string        `json:"leaf_data"`
	LeafHash  string        `json:"leaf_hash"`
	Index     int           `json:"index"`
	Path      []merkle.Step `json:"path"`
	Root      string        `json:"root"`
	// Record is the hand's RFC 8785 form, whose SHA-256 is the leaf's
	// record hash.
	Record json.RawMessage `json:"record"`
}

// ProveHand returns the path from a hand to the root of its day's newest
// seal that covers it.
func (s *Store) ProveHand(ctx context.Context, tableID string, number int64) (HandProof, error) {
	var h Hand
	if err := s.conn(ctx).Where("table_id = ? AND hand_number = ?", tableID, number).First(&h).Error; err != nil {
		return HandProof{}, notFound(err)
	}
	key := HandKeyString(tableID, number)
	seals, err := s.DaySeals(ctx, h.PropertyID, h.GamingDay)
	if err != nil {
		return HandProof{}, err
	}
	prop, err := s.PropertyByID(ctx, h.PropertyID)
	if err != nil {
		return HandProof{}, err
	}
	for i := len(seals) - 1; i >= 0; i-- {
		d := seals[i]
		var through map[string]int64
		if err := json.Unmarshal([]byte(d.Through), &through); err != nil || through["hands"] < h.ID {
			continue
		}
		leaves, _, err := s.DayLeaves(ctx, prop, h.GamingDay, through)
		if err != nil {
			return HandProof{}, err
		}
		for j, l := range leaves {
			if l.Table != "hands" || l.ID != h.ID {
				continue
			}
			hashes := leafHashes(leaves)
			path, err := merkle.Path(hashes, j)
			if err != nil {
				return HandProof{}, err
			}
			if a, err := s.AnchorByID(ctx, d.AnchorID); err == nil {
				d.AnchorSeq = a.Seq
			}
			rec, err := s.handRecordJSON(ctx, h)
			if err != nil {
				return HandProof{}, err
			}
			return HandProof{Hand: key, GamingDay: h.GamingDay, Seal: d, Leaf: l, LeafData: l.Data(),
				LeafHash: hashes[j].String(), Index: j, Path: path, Root: d.Root, Record: rec}, nil
		}
	}
	return HandProof{}, fmt.Errorf("%w: hand %s of gaming day %s", ErrNotSealed, key, h.GamingDay)
}

// handRecordJSON is a hand's canonical form with its settlements and
// findings.
func (s *Store) handRecordJSON(ctx context.Context, h Hand) (json.RawMessage, error) {
	if err := s.conn(ctx).Where("hand_id = ?", h.ID).Order("id").Find(&h.Settlements).Error; err != nil {
		return nil, err
	}
	if err := s.conn(ctx).Where("hand_id = ?", h.ID).Order("id").Find(&h.Findings).Error; err != nil {
		return nil, err
	}
	return handJSON(&h)
}

// sealTimes are the column of each sealed table that says when a row was
// written, for telling what changed after a final report.
var sealTimes = map[string]string{
	"hands": "received_at", "corrections": "entered_at", "correction_approvals": "approved_at",
	"cage_slips": "requested_at", "cage_slip_verifications": "verified_at", "cage_slip_voids": "voided_at",
	"table_inventories": "entered_at", "drop_counts": "counted_at", "seat_events": "recorded_at",
	"timed_collections": "recorded_at", "progressive_events": "at", "meter_readings": "entered_at",
}

// SealChanges are the records a sealed day gained after its seal: rows
// per table, in the canonical order of tables, and when the newest was
// written.
type SealChanges struct {
	Tables []TableChange `json:"tables"`
	Newest time.Time     `json:"newest"`
}

// TableChange counts the rows of one table added after a seal.
type TableChange struct {
	Table string `json:"table"`
	Rows  int64  `json:"rows"`
}

// Rows is how many rows were added in all.
func (c SealChanges) Rows() int64 {
	var n int64
	for _, t := range c.Tables {
		n += t.Rows
	}
	return n
}

// String says what changed in words: "1 correction row, 2 drop_counts
// rows added since the seal".
func (c SealChanges) String() string {
	if len(c.Tables) == 0 {
		return "no record added since the seal"
	}
	var parts []string
	for _, t := range c.Tables {
		parts = append(parts, fmt.Sprintf("%d %s", t.Rows, t.Table))
	}
	return "added since the seal: " + strings.Join(parts, ", ")
}

// SinceSeal counts the records of a sealed day written after the seal:
// rows of the day beyond the last id the seal took of each table.
func (s *Store) SinceSeal(ctx context.Context, prop Property, seal DaySeal) (SealChanges, error) {
	var out SealChanges
	var through map[string]int64
	if err := json.Unmarshal([]byte(seal.Through), &through); err != nil {
		return out, fmt.Errorf("seal %d: %w", seal.ID, err)
	}
	start, end, err := prop.GamingDayBounds(seal.GamingDay)
	if err != nil {
		return out, err
	}
	for _, t := range sealTables {
		args := map[string]any{"property": prop.ID, "day": seal.GamingDay, "start": start.UTC(), "end": end.UTC(),
			"through": through[t.table]}
		var row struct {
			N int64 `gorm:"column:n"`
		}
		q := "SELECT count(*) AS n FROM " + t.table + " x WHERE " + t.where + " AND x.id > @through"
		if err := s.conn(ctx).Raw(q, args).Scan(&row).Error; err != nil {
			return out, fmt.Errorf("since seal %s: %w", t.table, err)
		}
		if row.N == 0 {
			continue
		}
		var newest time.Time
		q = "SELECT x." + sealTimes[t.table] + " FROM " + t.table + " x WHERE " + t.where + " AND x.id > @through ORDER BY x." +
			sealTimes[t.table] + " DESC LIMIT 1"
		if err := s.conn(ctx).Raw(q, args).Scan(&newest).Error; err != nil {
			return out, fmt.Errorf("since seal %s: %w", t.table, err)
		}
		out.Tables = append(out.Tables, TableChange{Table: t.table, Rows: row.N})
		if newest.After(out.Newest) {
			out.Newest = newest
		}
	}
	return out, nil
}

// LatestFinalRun returns the newest final run of a report of a property's
// gaming day, or ErrNotFound.
func (s *Store) LatestFinalRun(ctx context.Context, kind string, propertyID int64, day Day) (ReportRun, error) {
	var r ReportRun
	err := s.conn(ctx).Omit("content").Where("kind = ? AND property_id = ? AND gaming_day = ? AND trigger = ?",
		kind, propertyID, day, TriggerFinal).Order("final_revision DESC, id DESC").First(&r).Error
	return r, notFound(err)
}

// FinalChangesSeen is how many rows added since the seal a final report
// run counted, as the audit entry that recorded the run says.
func (s *Store) FinalChangesSeen(ctx context.Context, run ReportRun) (int64, error) {
	var entries []AuditEntry
	err := s.conn(ctx).Where("action = ? AND subject = ? AND payload LIKE ?", "report.generated",
		"report:"+run.Kind+":"+string(run.GamingDay), "%_run\":"+strconv.FormatInt(run.ID, 10)+"%").Find(&entries).Error
	if err != nil {
		return 0, err
	}
	for _, e := range entries {
		var p struct {
			Detail struct {
				Changed []TableChange `json:"changed_since_seal"`
				PDF     int64         `json:"pdf_run"`
				XLSX    int64         `json:"xlsx_run"`
			} `json:"detail"`
		}
		if json.Unmarshal([]byte(e.Payload), &p) != nil || (p.Detail.PDF != run.ID && p.Detail.XLSX != run.ID) {
			continue
		}
		return SealChanges{Tables: p.Detail.Changed}.Rows(), nil
	}
	return 0, fmt.Errorf("no audit entry records report run %d", run.ID)
}
