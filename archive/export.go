package archive

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// NotReadyError lists what keeps a month from being exported.
type NotReadyError struct {
	Month    models.Month
	Problems []models.DayProblem
}

func (e *NotReadyError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s cannot be archived until every gaming day of it is closed, signed off and its books current:", e.Month)
	for i, p := range e.Problems {
		if i == 20 {
			fmt.Fprintf(&b, "\n  and %d more days", len(e.Problems)-i)
			break
		}
		fmt.Fprintf(&b, "\n  %s: %s", p.Day, p.What)
	}
	return b.String()
}

// ErrDirectory is wrapped by the errors about an export's directory.
var ErrDirectory = errors.New("the archive directory")

// Exported is what Export wrote.
type Exported struct {
	Manifest Manifest
	// ManifestSHA256 is the SHA-256 of manifest.json as written; the
	// database records it with the export.
	ManifestSHA256 string
	Directory      string
	Archive        models.Archive
}

// Export writes a property's month to dir (a directory that does not
// exist or is empty), reading the database in one snapshot, and records
// the export (models.Store.RecordArchive). The month must have ended and
// every gaming day of it from the property's first record on be closed,
// signed off and its books current; a dropped month is not exported again.
func Export(ctx context.Context, store *models.Store, p models.Property, m models.Month, dir string, now time.Time, by string) (Exported, error) {
	var out Exported
	events, err := store.Archives(ctx, p.ID, m)
	if err != nil {
		return out, err
	}
	for _, a := range events {
		if a.Event == models.ArchiveDropped {
			return out, fmt.Errorf("%s was dropped on %s: its archive is %s (manifest SHA-256 %s)", m,
				a.At.UTC().Format(time.DateOnly), a.Directory, a.ManifestSHA256)
		}
	}
	problems, err := store.ArchiveReadiness(ctx, p, m, now)
	if err != nil {
		return out, err
	}
	if len(problems) > 0 {
		return out, &NotReadyError{Month: m, Problems: problems}
	}
	if out.Directory, err = prepareDir(dir); err != nil {
		return out, err
	}
	sc, err := models.ScopeOf(p, m)
	if err != nil {
		return out, err
	}
	man := Manifest{Format: Format, Month: m, GamingDays: [2]models.Day{m.First(), m.Last()},
		AuditFrom: sc.AtFrom, AuditTo: sc.AtTo, ExportedAt: now.UTC().Truncate(time.Microsecond), ExportedBy: by,
		Property: PropertyInfo{ID: p.ID, Code: p.Code, Name: p.Name, TimeZone: p.TimeZone, GamingDayStart: p.GamingDayStart,
			WinFormula: p.WinFormula, RetentionYears: p.RetentionYears}}
	x := &exporter{store: store, dir: out.Directory, sc: sc, games: catalog.Default()}
	err = store.ReadSnapshot(ctx, func(ctx context.Context) error {
		if man.SchemaVersion, err = store.MaxMigration(ctx); err != nil {
			return err
		}
		if err := x.tables(ctx); err != nil {
			return err
		}
		if man.AuditChains, err = x.audit(ctx); err != nil {
			return err
		}
		if man.Anchors, err = x.anchors(ctx); err != nil {
			return err
		}
		if err := x.reports(ctx); err != nil {
			return err
		}
		man.Totals, man.BooksRevision, err = bookTotals(ctx, store, p, m, x.info)
		return err
	})
	if err != nil {
		return out, err
	}
	man.Files = x.files
	b, err := json.MarshalIndent(man, "", "  ")
	if err != nil {
		return out, err
	}
	b = append(b, '\n')
	if err := writeFileSynced(filepath.Join(out.Directory, ManifestName), b); err != nil {
		return out, err
	}
	sum := sha256.Sum256(b)
	out.Manifest, out.ManifestSHA256 = man, hex.EncodeToString(sum[:])
	rows := map[string]int64{}
	for _, f := range man.Files {
		if f.Columns != nil || strings.HasSuffix(f.Name, ".jsonl") {
			rows[f.Name] = f.Rows
		}
	}
	out.Archive = models.Archive{PropertyID: p.ID, Month: m, Event: models.ArchiveExported, Directory: out.Directory,
		ManifestSHA256: out.ManifestSHA256, At: now, Actor: by}
	err = store.RecordArchive(ctx, &out.Archive, models.ArchiveDetail{Rows: rows, Chains: man.AuditChains}, p.Code)
	return out, err
}

// prepareDir makes the archive's directory, or accepts an empty one, and
// returns its absolute path.
func prepareDir(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", fmt.Errorf("%w %s: %v", ErrDirectory, dir, err)
	}
	entries, err := os.ReadDir(abs)
	switch {
	case errors.Is(err, os.ErrNotExist):
		if err := os.MkdirAll(abs, 0o750); err != nil {
			return "", fmt.Errorf("%w %s: %v", ErrDirectory, dir, err)
		}
	case err != nil:
		return "", fmt.Errorf("%w %s: %v", ErrDirectory, dir, err)
	case len(entries) > 0:
		return "", fmt.Errorf("%w %s is not empty: an archive is written to a new directory", ErrDirectory, dir)
	}
	return abs, nil
}

// exporter writes the files of one month.
type exporter struct {
	store *models.Store
	dir   string
	sc    models.ArchiveScope
	games *rules.Registry
	files []File
	info  []tableInfo
	runs  []reportRun
}

// reportRun is an archived report file to copy.
type reportRun struct {
	id       int64
	name     string
	sha256   string
	fileName string
}

// tables writes a CSV file per table of models.ArchiveTables, with the
// property's tables' drop box kind, and the hands' records as JSON lines.
func (x *exporter) tables(ctx context.Context) error {
	for _, t := range models.ArchiveTables {
		columns := make([]column, len(t.Columns))
		for i, c := range t.Columns {
			columns[i] = columnOf(c)
		}
		var extra func(row []any) string
		switch t.Name {
		case "game_tables":
			columns = append(columns, column{name: "box", kind: models.ColText})
			extra = func(row []any) string {
				box := ledger.BoxDrop
				if g, ok := x.games.Game(row[2].(string)); ok {
					box = ledger.BoxKind(g.Info().Banking)
				}
				x.info = append(x.info, tableInfo{ID: row[0].(string), Game: row[2].(string), Box: box})
				return box
			}
		case "report_runs":
			extra = func(row []any) string {
				id := row[0].(int64)
				name := fmt.Sprintf("reports/%d-%s", id, cleanName(row[8].(string)))
				x.runs = append(x.runs, reportRun{id: id, name: name, sha256: row[9].(string), fileName: row[8].(string)})
				return name
			}
			columns = append(columns, column{name: "archived_as", kind: models.ColText})
		}
		w, err := x.createCSV(t.Name+".csv", columns)
		if err != nil {
			return err
		}
		err = x.store.ArchiveRows(ctx, t, x.sc, nil, func(row []any) error {
			if extra != nil {
				return w.row(append(row, extra(row)))
			}
			return w.row(row)
		})
		if err != nil {
			w.abort()
			return err
		}
		if err := x.close(w); err != nil {
			return err
		}
	}
	return x.records(ctx)
}

// recordLine is one line of hand_records.jsonl: a hand's record exactly as
// stored, as a JSON string (a record may span lines), with its key.
type recordLine struct {
	HandID       int64  `json:"hand_id"`
	TableID      string `json:"table_id"`
	HandNumber   int64  `json:"hand_number"`
	RecordSHA256 string `json:"record_sha256"`
	Record       string `json:"record"`
}

func (x *exporter) records(ctx context.Context) error {
	w, err := x.create("hand_records.jsonl")
	if err != nil {
		return err
	}
	err = x.store.ArchiveRows(ctx, models.HandRecords, x.sc, nil, func(row []any) error {
		b, err := json.Marshal(recordLine{HandID: row[0].(int64), TableID: row[1].(string), HandNumber: row[2].(int64),
			RecordSHA256: row[3].(string), Record: row[4].(string)})
		if err != nil {
			return err
		}
		w.rows++
		_, err = w.buf.Write(append(b, '\n'))
		return err
	})
	if err != nil {
		w.abort()
		return err
	}
	return x.close(w)
}

// audit writes audit_entries.csv: each chain's entries of the month
// (models.Store.AuditSpans), chain by chain.
func (x *exporter) audit(ctx context.Context) ([]models.ChainSpan, error) {
	spans, err := x.store.AuditSpans(ctx, x.sc)
	if err != nil {
		return nil, err
	}
	columns := make([]column, len(models.AuditArchive.Columns))
	for i, c := range models.AuditArchive.Columns {
		columns[i] = columnOf(c)
	}
	w, err := x.createCSV("audit_entries.csv", columns)
	if err != nil {
		return nil, err
	}
	out := []models.ChainSpan{}
	col := func(name string) int {
		return slices.IndexFunc(models.AuditArchive.Columns, func(c models.ArchiveColumn) bool { return c.Name == name })
	}
	seqAt, prevAt, hashAt := col("seq"), col("prev_hash"), col("hash")
	for _, sp := range spans {
		cs := models.ChainSpan{Chain: sp.Chain}
		err := x.store.ArchiveRows(ctx, models.AuditArchive, x.sc, map[string]any{"chain": sp.Chain, "lo": sp.From, "hi": sp.To},
			func(row []any) error {
				seq, prev, hash := row[seqAt].(int64), row[prevAt].(string), row[hashAt].(string)
				if cs.Entries == 0 {
					cs.FirstSeq, cs.FirstPrev, cs.FirstHash = seq, prev, hash
				}
				cs.Entries++
				cs.LastSeq, cs.LastHash = seq, hash
				return w.row(row)
			})
		if err != nil {
			w.abort()
			return nil, err
		}
		out = append(out, cs)
	}
	return out, x.close(w)
}

// anchors writes the month's anchors and their heads.
func (x *exporter) anchors(ctx context.Context) (AnchorSpan, error) {
	var span AnchorSpan
	for _, t := range []models.ArchiveTable{models.AnchorArchive, models.AnchorHeadArchive} {
		columns := make([]column, len(t.Columns))
		for i, c := range t.Columns {
			columns[i] = columnOf(c)
		}
		w, err := x.createCSV(t.Name+".csv", columns)
		if err != nil {
			return span, err
		}
		err = x.store.ArchiveRows(ctx, t, x.sc, nil, func(row []any) error {
			if t.Name == "anchors" {
				seq, prev, mac := row[1].(int64), row[5].(string), row[6].(string)
				if span.Anchors == 0 {
					span.FirstSeq, span.FirstPrv = seq, prev
				}
				span.Anchors++
				span.LastSeq, span.LastMAC = seq, mac
			}
			return w.row(row)
		})
		if err != nil {
			w.abort()
			return span, err
		}
		if err := x.close(w); err != nil {
			return span, err
		}
	}
	return span, nil
}

// reports copies the month's archived report files, each checked against
// the SHA-256 the database recorded for it.
func (x *exporter) reports(ctx context.Context) error {
	for _, r := range x.runs {
		b, err := x.store.ReportContent(ctx, r.id)
		if err != nil {
			return fmt.Errorf("report file %d: %w", r.id, err)
		}
		sum := sha256.Sum256(b)
		if got := hex.EncodeToString(sum[:]); got != r.sha256 {
			return fmt.Errorf("report file %d (%s): its content's SHA-256 is %s, the database recorded %s", r.id, r.fileName, got, r.sha256)
		}
		w, err := x.create(r.name)
		if err != nil {
			return err
		}
		if _, err := w.buf.Write(b); err != nil {
			w.abort()
			return err
		}
		if err := x.close(w); err != nil {
			return err
		}
	}
	return nil
}

// cleanName keeps a report's file name to letters, digits, '.', '_' and
// '-'.
func cleanName(s string) string {
	return strings.Map(func(c rune) rune {
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-' {
			return c
		}
		return '_'
	}, strings.TrimLeft(s, "."))
}

// bookTotals adds up the month's day books, as every day of the month is
// closed with current books: the tables' and the pools'.
func bookTotals(ctx context.Context, store *models.Store, p models.Property, m models.Month, info []tableInfo) (Totals, int64, error) {
	formula, err := models.ParseWinFormula(p.WinFormula)
	if err != nil {
		return Totals{}, 0, err
	}
	read, err := store.PrepareBooks(ctx, p.ID, models.BookTable, m.First(), m.Last(), models.BookOptions{})
	if err != nil {
		return Totals{}, 0, err
	}
	figs, err := store.BookTableFigures(ctx, read)
	if err != nil {
		return Totals{}, 0, err
	}
	closers, err := store.RolledClosers(ctx, p.ID, m.First())
	if err != nil {
		return Totals{}, 0, err
	}
	rolled := map[string]rules.Money{}
	for _, c := range closers {
		rolled[c.TableID] = c.Closer
	}
	pr, err := store.PrepareBooks(ctx, p.ID, models.BookPool, m.First(), m.Last(), models.BookOptions{})
	if err != nil {
		return Totals{}, 0, err
	}
	pools, err := store.BookPoolFigures(ctx, pr)
	if err != nil {
		return Totals{}, 0, err
	}
	return computeTotals(info, figs, rolled, formula, pools), max(read.Revision, pr.Revision), nil
}

// fileWriter writes one file of the archive, hashing and counting what it
// writes.
type fileWriter struct {
	name    string
	f       *os.File
	buf     *bufio.Writer
	hash    hash.Hash
	size    int64
	rows    int64
	columns []column
	csv     *csv.Writer
	cells   []string
}

func (w *fileWriter) Write(p []byte) (int, error) {
	n, err := w.f.Write(p)
	w.hash.Write(p[:n])
	w.size += int64(n)
	return n, err
}

func (x *exporter) create(name string) (*fileWriter, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	full := filepath.Join(x.dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(full), 0o750); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(full, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o640)
	if err != nil {
		return nil, err
	}
	w := &fileWriter{name: name, f: f, hash: sha256.New()}
	w.buf = bufio.NewWriterSize(w, 1<<16)
	return w, nil
}

// createCSV starts a CSV file with its header. Lines end in LF, so that a
// field's own carriage returns are kept as they were stored (encoding/csv
// drops them when it writes CRLF).
func (x *exporter) createCSV(name string, columns []column) (*fileWriter, error) {
	w, err := x.create(name)
	if err != nil {
		return nil, err
	}
	w.columns = columns
	w.csv = csv.NewWriter(w.buf)
	header := make([]string, len(columns))
	for i, c := range columns {
		header[i] = c.name
	}
	w.cells = make([]string, len(columns))
	return w, w.csv.Write(header)
}

func (w *fileWriter) row(row []any) error {
	for i, c := range w.columns {
		w.cells[i] = formatCell(row[i], c.kind)
	}
	w.rows++
	return w.csv.Write(w.cells)
}

func (w *fileWriter) abort() { w.f.Close() }

// close finishes a file: flushed, on disk, and listed.
func (x *exporter) close(w *fileWriter) error {
	if w.csv != nil {
		w.csv.Flush()
		if err := w.csv.Error(); err != nil {
			w.f.Close()
			return err
		}
	}
	if err := w.buf.Flush(); err != nil {
		w.f.Close()
		return err
	}
	if err := w.f.Sync(); err != nil {
		w.f.Close()
		return err
	}
	if err := w.f.Close(); err != nil {
		return err
	}
	f := File{Name: w.name, SHA256: hex.EncodeToString(w.hash.Sum(nil)), Size: w.size, Rows: w.rows}
	if w.columns != nil {
		f.Columns = make([]string, len(w.columns))
		for i, c := range w.columns {
			f.Columns[i] = c.spec()
		}
	}
	x.files = append(x.files, f)
	return nil
}

// writeFileSynced writes a file whole and on disk, under a temporary name
// first, so that a manifest is either all there or not there.
func writeFileSynced(name string, b []byte) error {
	tmp := name + ".partial"
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o640)
	if err != nil {
		return err
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, name)
}

var _ io.Writer = (*fileWriter)(nil)
