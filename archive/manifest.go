// Package archive writes a property's month of records to a directory of
// files an auditor reads without the service, and checks such a directory
// again from its files alone (docs/operations.md, "Retention and
// archives"): CSV for the tables (RFC 4180, encoding/csv), the hands'
// records as JSON lines, the report files as they were archived, and
// manifest.json, which names every file with its SHA-256, size and rows,
// the month's day-book totals, and where each audit chain's part of the
// month begins and ends.
package archive

import (
	"errors"
	"fmt"
	"io"
	"path"
	"strings"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// Format names the layout of an archive; a reader refuses another.
const Format = "casino-archive/1"

// ManifestName is the manifest's file name in an archive's directory.
const ManifestName = "manifest.json"

// maxManifest is the largest manifest a reader takes: it is read whole.
const maxManifest = 64 << 20

// Manifest describes an archive: what it covers, who wrote it when, every
// file with its SHA-256, size and rows, the month's day-book totals, and
// each audit chain's part of the month.
type Manifest struct {
	Format   string       `json:"format"`
	Property PropertyInfo `json:"property"`
	Month    models.Month `json:"month"`
	// GamingDays are the month's first and last gaming day; AuditFrom and
	// AuditTo the instants (UTC) that cut its audit entries and anchors.
	GamingDays [2]models.Day `json:"gaming_days"`
	AuditFrom  time.Time     `json:"audit_from"`
	AuditTo    time.Time     `json:"audit_to"`
	ExportedAt time.Time     `json:"exported_at"`
	ExportedBy string        `json:"exported_by"`
	// SchemaVersion is the newest migration applied to the database the
	// archive was written from; BooksRevision the newest day-book
	// revision of the month.
	SchemaVersion int    `json:"schema_version"`
	BooksRevision int64  `json:"books_revision"`
	Files         []File `json:"files"`
	Totals        Totals `json:"totals"`
	// AuditChains is each chain's part of the month: the entries, the
	// first (with the hash it links to) and the last. A later check of the
	// chain as the database keeps it starts where this one ends.
	AuditChains []models.ChainSpan `json:"audit_chains"`
	// Anchors are the anchors of the month, first and last.
	Anchors AnchorSpan `json:"anchors"`
}

// PropertyInfo is the property an archive is of, with the settings its
// figures depend on.
type PropertyInfo struct {
	ID             int64  `json:"id"`
	Code           string `json:"code"`
	Name           string `json:"name"`
	TimeZone       string `json:"time_zone"`
	GamingDayStart string `json:"gaming_day_start"`
	WinFormula     string `json:"win_formula"`
	RetentionYears int    `json:"retention_years"`
}

// File is one file of an archive. Columns name a CSV file's columns with
// their kinds ("amount:money", "retired_at:time?" when it may be empty);
// Rows counts its rows (lines of a JSON lines file, none for a report).
type File struct {
	Name    string   `json:"name"`
	SHA256  string   `json:"sha256"`
	Size    int64    `json:"size"`
	Rows    int64    `json:"rows"`
	Columns []string `json:"columns,omitempty"`
}

// AnchorSpan is the anchors of a month: how many, the first (with the MAC
// it links to) and the last.
type AnchorSpan struct {
	Anchors  int64  `json:"anchors"`
	FirstSeq int64  `json:"first_seq,omitempty"`
	FirstPrv string `json:"first_prev_mac,omitempty"`
	LastSeq  int64  `json:"last_seq,omitempty"`
	LastMAC  string `json:"last_mac,omitempty"`
}

// Totals are the month's day-book totals: each table's, the property's
// (the tables' sums), and each pool's.
type Totals struct {
	Tables   []TableTotals `json:"tables"`
	Property TableTotals   `json:"property"`
	Pools    []PoolTotals  `json:"pools"`
}

// TableTotals are a table's month (or the property's): its days with a
// book, the sums of their figures, the opener of its first day and the
// closer of its last, and its win by the property's formula (a collection
// box's count).
type TableTotals struct {
	TableID     string      `json:"table_id,omitempty"`
	Game        string      `json:"game,omitempty"`
	Box         string      `json:"box,omitempty"`
	Days        int64       `json:"days"`
	Hands       int64       `json:"hands"`
	Wagered     rules.Money `json:"wagered"`
	EngineWin   rules.Money `json:"engine_win"`
	DeclaredWin rules.Money `json:"declared_win"`
	Fees        rules.Money `json:"fees"`
	Adjustments rules.Money `json:"adjustments"`
	Drop        rules.Money `json:"drop"`
	Fills       rules.Money `json:"fills"`
	Credits     rules.Money `json:"credits"`
	Opener      rules.Money `json:"opener"`
	Closer      rules.Money `json:"closer"`
	Win         rules.Money `json:"win"`
}

// PoolTotals are a pool's movements over the month, by kind, and where its
// events of the month lie in its sequence with the meters after the last.
type PoolTotals struct {
	PoolID        string      `json:"pool_id"`
	Days          int64       `json:"days"`
	Events        int64       `json:"events"`
	Contributions rules.Money `json:"contributions"`
	HitsPaid      rules.Money `json:"hits_paid"`
	Hits          int64       `json:"hits"`
	Resets        rules.Money `json:"resets"`
	Adjustments   rules.Money `json:"adjustments"`
	Transfers     rules.Money `json:"transfers"`
	Movement      rules.Money `json:"movement"`
	Pending       rules.Money `json:"pending"`
	FirstSeq      int64       `json:"first_seq"`
	LastSeq       int64       `json:"last_seq"`
	LastAfter     rules.Money `json:"last_after"`
}

// ReadManifest decodes a manifest strictly (no unknown or repeated
// fields, nothing after it) and checks its shape: the format, the month,
// and file names that stay inside the archive's directory, each once.
func ReadManifest(r io.Reader) (Manifest, error) {
	var m Manifest
	b, err := io.ReadAll(io.LimitReader(r, maxManifest+1))
	if err != nil {
		return m, err
	}
	if len(b) > maxManifest {
		return m, fmt.Errorf("%s is larger than %d bytes", ManifestName, maxManifest)
	}
	// The service's strict reader: keys matched exactly, none twice, none
	// unknown, valid text.
	if err := rules.DecodeStrict(b, &m); err != nil {
		return Manifest{}, fmt.Errorf("%s: %w", ManifestName, err)
	}
	if m.Format != Format {
		return m, fmt.Errorf("%s: format %q; this reader reads %q", ManifestName, m.Format, Format)
	}
	if _, err := models.ParseMonth(string(m.Month)); err != nil {
		return m, fmt.Errorf("%s: month: %w", ManifestName, err)
	}
	seen := map[string]bool{}
	for i, f := range m.Files {
		if err := checkName(f.Name); err != nil {
			return m, fmt.Errorf("%s: files[%d]: %w", ManifestName, i, err)
		}
		if seen[f.Name] {
			return m, fmt.Errorf("%s: files[%d]: %s is listed twice", ManifestName, i, f.Name)
		}
		seen[f.Name] = true
		if f.Size < 0 || f.Rows < 0 {
			return m, fmt.Errorf("%s: files[%d]: %s: a negative size or row count", ManifestName, i, f.Name)
		}
		if _, err := parseColumns(f.Columns); err != nil {
			return m, fmt.Errorf("%s: files[%d]: %s: %w", ManifestName, i, f.Name, err)
		}
	}
	return m, nil
}

// checkName accepts a file name that stays inside the archive: relative,
// clean, slash-separated, of plain characters, and not the manifest.
func checkName(name string) error {
	switch {
	case name == "" || len(name) > 255:
		return errors.New("a file name must have 1 to 255 characters")
	case name == ManifestName:
		return fmt.Errorf("%s does not list itself", ManifestName)
	case path.Clean(name) != name || path.IsAbs(name) || name == "." || strings.HasPrefix(name, "../") || name == "..":
		return fmt.Errorf("%q is not a clean path inside the archive", name)
	}
	for _, c := range name {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.ContainsRune("._-/", c)
		if !ok {
			return fmt.Errorf("%q has a character other than letters, digits, '.', '_', '-' and '/'", name)
		}
	}
	for _, part := range strings.Split(name, "/") {
		if part == "" || part == "." || part == ".." || strings.HasPrefix(part, ".") {
			return fmt.Errorf("%q has an empty, hidden or parent part", name)
		}
	}
	return nil
}
