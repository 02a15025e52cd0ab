package archive_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tablegames/casino/archive"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules"
)

// copyDir copies an archive's directory.
func copyDir(t *testing.T, from string) string {
	t.Helper()
	to := filepath.Join(t.TempDir(), "copy")
	if err := os.CopyFS(to, os.DirFS(from)); err != nil {
		t.Fatal(err)
	}
	return to
}

// rewrite replaces a listed file and brings its manifest entry in line,
// as someone covering a change would.
func rewrite(t *testing.T, dir, name string, b []byte, rows int64) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), b, 0o600); err != nil {
		t.Fatal(err)
	}
	editManifest(t, dir, func(m *archive.Manifest) {
		for i := range m.Files {
			if m.Files[i].Name == name {
				sum := sha256.Sum256(b)
				m.Files[i].SHA256, m.Files[i].Size, m.Files[i].Rows = hex.EncodeToString(sum[:]), int64(len(b)), rows
			}
		}
	})
}

func editManifest(t *testing.T, dir string, edit func(*archive.Manifest)) {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, archive.ManifestName))
	if err != nil {
		t.Fatal(err)
	}
	m, err := archive.ReadManifest(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	edit(&m)
	b, _ := json.MarshalIndent(m, "", "  ")
	if err := os.WriteFile(filepath.Join(dir, archive.ManifestName), b, 0o600); err != nil {
		t.Fatal(err)
	}
}

func readCSV(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

func writeCSV(rows [][]string) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.WriteAll(rows)
	return b.Bytes()
}

// problemsOf verifies a directory and returns its problems as text.
func problemsOf(t *testing.T, dir string, key *models.AuditKey) string {
	t.Helper()
	res, err := archive.Verify(dir, key)
	if err != nil {
		return err.Error()
	}
	var out []string
	for _, p := range res.Problems {
		out = append(out, p.String())
	}
	return strings.Join(out, "\n")
}

// A changed byte, a changed row with its hash covered, a changed total, a
// removed audit entry, a file added or removed, and another audit key:
// each is named by the check, with the file and what differs.
func TestArchiveTamper(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	f := newFloor(t, 31)
	f.run("2025-11-01", "2025-11-30")
	orig := f.verified("2025-11", filepath.Join(t.TempDir(), "2025-11")).Directory
	key := f.store.Key()

	cases := []struct {
		name   string
		tamper func(dir string)
		want   []string
	}{
		{"one byte", func(dir string) {
			p := filepath.Join(dir, "hands.csv")
			b, _ := os.ReadFile(p)
			i := bytes.IndexByte(b, '\n') + 3
			b[i] ^= 1
			os.WriteFile(p, b, 0o600)
		}, []string{"hands.csv: its SHA-256 is"}},
		{"one row", func(dir string) {
			rows := readCSV(t, filepath.Join(dir, "drop_counts.csv"))
			last := rows[len(rows)-1] // the table-day's latest count
			m, _ := rules.ParseMoney(last[3])
			last[3] = (m + 100).String()
			rewrite(t, dir, "drop_counts.csv", writeCSV(rows), int64(len(rows)-1))
		}, []string{"day_book_tables.csv: the table book of", "drop is", "by the rows",
			"manifest.json: totals of table", "manifest.json: totals of the property: drop is"}},
		{"one total", func(dir string) {
			editManifest(t, dir, func(m *archive.Manifest) { m.Totals.Tables[0].Win += 1 })
		}, []string{"manifest.json: totals of table BAC-1: win is"}},
		{"an audit entry removed", func(dir string) {
			rows := readCSV(t, filepath.Join(dir, "audit_entries.csv"))
			rows = append(rows[:3], rows[4:]...)
			rewrite(t, dir, "audit_entries.csv", writeCSV(rows), int64(len(rows)-1))
		}, []string{"audit_entries.csv line 4: chain", "entries are missing", "manifest.json: audit_chains: chain"}},
		{"a file added", func(dir string) {
			os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("x"), 0o600)
		}, []string{"notes.txt: is not listed in the manifest"}},
		{"a file removed", func(dir string) {
			os.Remove(filepath.Join(dir, "cage_slips.csv"))
		}, []string{"cage_slips.csv: is listed in the manifest and missing"}},
	}
	for _, c := range cases {
		dir := copyDir(t, orig)
		c.tamper(dir)
		got := problemsOf(t, dir, key)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: the check does not say %q; it says:\n%s", c.name, w, got)
			}
		}
	}
	other, _ := models.NewAuditKey()
	if got := problemsOf(t, orig, other); !strings.Contains(got, "does not match its content under the key") ||
		!strings.Contains(got, "anchors.csv: anchor") {
		t.Errorf("another key: %s", got)
	}
	if got := problemsOf(t, orig, nil); got != "" {
		t.Errorf("without a key: %s", got)
	}
	// The database knows the manifest written: a rewritten one is not it.
	dir := copyDir(t, orig)
	editManifest(t, dir, func(m *archive.Manifest) { m.ExportedBy = "someone else" })
	res, _ := archive.Verify(dir, key)
	events, _ := f.store.Archives(context.Background(), f.prop.ID, "2025-11")
	if res.ManifestSHA256 == events[0].ManifestSHA256 {
		t.Error("a rewritten manifest has the SHA-256 the database recorded")
	}
}

// fuzzSeed is a small archive: a drop count, its table's day book, and
// an empty hand_records.jsonl.
func fuzzSeed() (manifest, counts []byte, files map[string][]byte) {
	counts = []byte("id,table_id,gaming_day,amount,counted_by,counted_at,note\n" +
		"1,BAC-1,2025-11-02,120.00,cole,2025-11-03T13:00:00Z,\"a \"\"note\"\"\"\n")
	figs := models.TableFigures{Drop: 12000, Counts: 1}
	digest := models.BookDigest(models.BookTable, "BAC-1", "2025-11-02", &figs, nil, nil, nil)
	files = map[string][]byte{
		"drop_counts.csv":    counts,
		"hand_records.jsonl": nil,
		"day_books.csv":      []byte("id,kind,subject,gaming_day,sha256\n7,table,BAC-1,2025-11-02," + digest + "\n"),
		"day_book_tables.csv": []byte("book_id,hands,wagered,engine_win,declared_win,fees,expected_fees,adjustments,drop_amount," +
			"counts,fills,credits,unverified,voided,opener,openers,closer,closers\n" +
			"7,0,0.00,0.00,0.00,0.00,0.00,0.00,120.00,1,0.00,0.00,0,0,0.00,0,0.00,0\n"),
	}
	columns := map[string][]string{
		"drop_counts.csv": {"id:int", "table_id:text", "gaming_day:day", "amount:money", "counted_by:text", "counted_at:time", "note:text"},
		"day_books.csv":   {"id:int", "kind:text", "subject:text", "gaming_day:day", "sha256:text"},
		"day_book_tables.csv": {"book_id:int", "hands:int", "wagered:money", "engine_win:money", "declared_win:money", "fees:money",
			"expected_fees:money", "adjustments:money", "drop_amount:money", "counts:int", "fills:money", "credits:money",
			"unverified:int", "voided:int", "opener:money", "openers:int", "closer:money", "closers:int"},
	}
	m := archive.Manifest{Format: archive.Format, Month: "2025-11", GamingDays: [2]models.Day{"2025-11-01", "2025-11-30"},
		Property: archive.PropertyInfo{Code: "main", WinFormula: models.DefaultWinFormula},
		Totals: archive.Totals{Tables: []archive.TableTotals{{TableID: "BAC-1", Box: "drop", Days: 1, Drop: 12000, Win: 12000}},
			Property: archive.TableTotals{Days: 1, Drop: 12000, Win: 12000}}}
	for _, name := range []string{"day_book_tables.csv", "day_books.csv", "drop_counts.csv", "hand_records.jsonl"} {
		b := files[name]
		sum := sha256.Sum256(b)
		rows := int64(bytes.Count(b, []byte("\n")))
		if columns[name] != nil {
			rows--
		}
		m.Files = append(m.Files, archive.File{Name: name, SHA256: hex.EncodeToString(sum[:]), Size: int64(len(b)), Rows: rows,
			Columns: columns[name]})
	}
	manifest, _ = json.Marshal(m)
	return manifest, counts, files
}

func seedFS(manifest, counts []byte, files map[string][]byte) fstest.MapFS {
	fsys := fstest.MapFS{archive.ManifestName: {Data: manifest}}
	for name, b := range files {
		fsys[name] = &fstest.MapFile{Data: b}
	}
	fsys["drop_counts.csv"] = &fstest.MapFile{Data: counts}
	return fsys
}

// The reader takes an auditor's directory, which anyone may have written:
// whatever the manifest and a file hold, it names problems and never
// fails otherwise.
func FuzzVerify(f *testing.F) {
	manifest, counts, files := fuzzSeed()
	f.Add(manifest, counts)
	f.Add([]byte(`{"format":"casino-archive/1","month":"2025-11","files":[{"name":"../x","sha256":"","size":0,"rows":0}]}`), counts)
	f.Add(manifest, []byte("id,table_id\n1\n\"unterminated"))
	f.Fuzz(func(t *testing.T, manifest, file []byte) {
		res, err := archive.VerifyFS(seedFS(manifest, file, files), nil)
		if err != nil {
			return
		}
		for _, name := range res.Manifest.Files {
			if strings.HasPrefix(name.Name, "/") || strings.Contains(name.Name, "..") {
				t.Errorf("the manifest was read with a file name %q outside the archive", name.Name)
			}
		}
	})
}

// The seed archive verifies, and its figures are what the rows give.
func TestFuzzSeedVerifies(t *testing.T) {
	manifest, counts, files := fuzzSeed()
	res, err := archive.VerifyFS(seedFS(manifest, counts, files), nil)
	if err != nil || !res.OK() {
		t.Fatalf("%v %v", err, res.Problems)
	}
	// A count changed by a cent is named, with the book it disagrees with.
	counts = bytes.Replace(counts, []byte("120.00"), []byte("120.01"), 1)
	res, _ = archive.VerifyFS(seedFS(manifest, counts, files), nil)
	if len(res.Problems) < 3 {
		t.Errorf("a changed count: %v", res.Problems)
	}
}
