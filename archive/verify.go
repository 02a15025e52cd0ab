package archive

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// Problem is one thing an archive's check found: the file (and the line of
// it, when one), and what differs.
type Problem struct {
	File string `json:"file"`
	Line int64  `json:"line,omitempty"`
	What string `json:"what"`
}

func (p Problem) String() string {
	if p.Line > 0 {
		return fmt.Sprintf("%s line %d: %s", p.File, p.Line, p.What)
	}
	return p.File + ": " + p.What
}

// Result is what Verify found.
type Result struct {
	Manifest       Manifest
	ManifestSHA256 string
	// Files and Rows count what was read.
	Files, Rows int64
	// Keyed is set when the audit entries' and anchors' MACs were checked
	// under the audit key.
	Keyed    bool
	Problems []Problem
}

// OK reports whether nothing differs.
func (r Result) OK() bool { return len(r.Problems) == 0 }

// maxProblems bounds the problems kept: past it, one more says how many
// were left out.
const maxProblems = 1000

// Verify checks an archive's directory from its files alone: every file
// the manifest lists, with its SHA-256, size and rows, and no other; every
// cell of every CSV file read as its column's kind; the day-book figures
// of every table-day and pool-day worked out again from the exported rows
// (the latest drop count, verified fills and credits not voided, the
// latest opener and closer, approved adjustments, the hands' sums, the
// settled wagers, the pools' events) and compared with the exported day
// books, whose digests are checked too; the month's totals worked out
// from those rows and compared with the manifest's; each audit chain's
// entries in sequence and linked, with the manifest's account of them;
// the anchors in sequence; the report files against their runs. With key
// it also checks every audit entry's and anchor's MAC. It returns an
// error only when the manifest cannot be read.
func Verify(dir string, key *models.AuditKey) (Result, error) {
	return VerifyFS(os.DirFS(dir), key)
}

// VerifyFS is Verify over a file system.
func VerifyFS(fsys fs.FS, key *models.AuditKey) (Result, error) {
	var res Result
	b, err := fs.ReadFile(fsys, ManifestName)
	if err != nil {
		return res, fmt.Errorf("%s: %w", ManifestName, err)
	}
	sum := sha256.Sum256(b)
	res.ManifestSHA256 = hex.EncodeToString(sum[:])
	man, err := ReadManifest(bytes.NewReader(b))
	if err != nil {
		return res, err
	}
	res.Manifest, res.Keyed = man, key != nil
	v := newVerifier(man, key)
	listed := map[string]File{}
	for _, f := range man.Files {
		listed[f.Name] = f
	}
	err = fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			v.problem(name, 0, "cannot be read: %v", err)
			return nil
		}
		if d.IsDir() || name == ManifestName {
			return nil
		}
		if _, ok := listed[name]; !ok {
			v.problem(name, 0, "is not listed in the manifest")
		}
		return nil
	})
	if err != nil {
		return res, err
	}
	files := slices.Clone(man.Files)
	sort.SliceStable(files, func(i, j int) bool { return order(files[i].Name) < order(files[j].Name) })
	for _, f := range files {
		v.file(fsys, f)
		res.Files++
	}
	v.finish()
	res.Rows, res.Problems = v.rows, v.problems
	if v.dropped > 0 {
		res.Problems = append(res.Problems, Problem{File: ManifestName, What: fmt.Sprintf("and %d more problems", v.dropped)})
	}
	return res, nil
}

// readOrder is the order files are read in: each after those it needs.
var readOrder = []string{"game_tables.csv", "hands.csv", "hand_records.jsonl", "correction_approvals.csv", "corrections.csv",
	"settlements.csv", "cage_slip_verifications.csv", "cage_slip_voids.csv", "cage_slips.csv", "day_book_settings.csv",
	"day_books.csv", "day_book_tables.csv", "day_book_wagers.csv", "day_book_dealers.csv", "day_book_pools.csv",
	"anchors.csv", "anchor_heads.csv"}

func order(name string) int {
	if i := slices.Index(readOrder, name); i >= 0 {
		return i
	}
	if strings.HasPrefix(name, "reports/") {
		return len(readOrder) + 2 // after report_runs.csv
	}
	if name == "report_runs.csv" {
		return len(readOrder) + 1
	}
	return len(readOrder)
}

// tableDay and poolDay key the figures.
type tableDay struct {
	table string
	day   models.Day
}

type wagerKey struct {
	tableDay
	game, settings, bet, spot string
	amount                    rules.Money
	decided                   int
}

type handRef struct {
	tableDay
	game     string
	settings int32
	number   int64
	sha      [32]byte
	recorded bool
}

type latest struct {
	id     int64
	amount rules.Money
	n      int64
}

type bookRow struct {
	kind, subject string
	day           models.Day
	sha256        string
}

type verifier struct {
	man      Manifest
	key      *models.AuditKey
	problems []Problem
	dropped  int
	rows     int64

	tables    []tableInfo
	hands     map[int64]*handRef
	settings  []string
	settingOf map[string]int32
	figures   map[tableDay]*models.TableFigures
	drops     map[tableDay]*latest
	invs      map[tableDay]*[2]latest // opener, closer
	approved  map[int64]bool
	verified  map[int64]bool
	voided    map[int64]bool
	rolled    map[string]rules.Money
	wagers    map[wagerKey]*models.WagerFigures
	pools     map[tableDay]*models.PoolFigures
	poolLast  map[tableDay]int64

	books       map[int64]bookRow
	latestBook  map[bookRow]int64 // (kind, subject, day) with sha256 empty -> latest id
	bookSetting map[int64]string
	bookTables  map[int64]*models.TableFigures
	bookWagers  map[int64][]models.WagerFigures
	bookDealers map[int64][]models.DealerFigures
	bookPools   map[int64]*models.PoolFigures

	chains     map[string]*models.ChainSpan
	chainOrder []string
	anchors    []models.Anchor
	anchorIdx  map[int64]int
	runs       []runRow
	files      map[string]File
}

type runRow struct {
	line         int64
	sha256, name string
	size         int64
}

func newVerifier(man Manifest, key *models.AuditKey) *verifier {
	v := &verifier{man: man, key: key, hands: map[int64]*handRef{}, settingOf: map[string]int32{},
		figures: map[tableDay]*models.TableFigures{}, drops: map[tableDay]*latest{}, invs: map[tableDay]*[2]latest{},
		approved: map[int64]bool{}, verified: map[int64]bool{}, voided: map[int64]bool{}, rolled: map[string]rules.Money{},
		wagers: map[wagerKey]*models.WagerFigures{}, pools: map[tableDay]*models.PoolFigures{}, poolLast: map[tableDay]int64{},
		books: map[int64]bookRow{}, latestBook: map[bookRow]int64{}, bookSetting: map[int64]string{},
		bookTables: map[int64]*models.TableFigures{}, bookWagers: map[int64][]models.WagerFigures{},
		bookDealers: map[int64][]models.DealerFigures{}, bookPools: map[int64]*models.PoolFigures{},
		chains: map[string]*models.ChainSpan{}, anchorIdx: map[int64]int{}, files: map[string]File{}}
	for _, f := range man.Files {
		v.files[f.Name] = f
	}
	return v
}

func (v *verifier) problem(file string, line int64, format string, args ...any) {
	if len(v.problems) >= maxProblems {
		v.dropped++
		return
	}
	v.problems = append(v.problems, Problem{File: file, Line: line, What: fmt.Sprintf(format, args...)})
}

// countingReader hashes and counts what is read through it.
type countingReader struct {
	r    io.Reader
	size int64
	h    interface {
		io.Writer
		Sum([]byte) []byte
	}
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.h.Write(p[:n])
	c.size += int64(n)
	return n, err
}

// file reads one listed file and checks its SHA-256, size and rows.
func (v *verifier) file(fsys fs.FS, f File) {
	fh, err := fsys.Open(f.Name)
	if err != nil {
		v.problem(f.Name, 0, "is listed in the manifest and missing: %v", err)
		return
	}
	defer fh.Close()
	cr := &countingReader{r: fh, h: sha256.New()}
	var rows int64
	switch {
	case f.Columns != nil:
		rows = v.csvFile(cr, f)
	case strings.HasSuffix(f.Name, ".jsonl"):
		rows = v.jsonLines(cr, f)
	}
	// Whatever the reader left (after an error) still counts in the hash.
	if _, err := io.Copy(io.Discard, cr); err != nil {
		v.problem(f.Name, 0, "cannot be read: %v", err)
		return
	}
	v.rows += rows
	if got := hex.EncodeToString(cr.h.Sum(nil)); got != f.SHA256 {
		v.problem(f.Name, 0, "its SHA-256 is %s; the manifest says %s: the file was changed", got, f.SHA256)
	}
	if cr.size != f.Size {
		v.problem(f.Name, 0, "it has %d bytes; the manifest says %d", cr.size, f.Size)
	}
	if rows != f.Rows {
		v.problem(f.Name, 0, "it has %d rows; the manifest says %d", rows, f.Rows)
	}
}

// record is a CSV row read by its columns.
type record struct {
	v    *verifier
	file string
	line int64
	idx  map[string]int
	vals []any
	bad  bool
}

func (r *record) get(name string) any {
	i, ok := r.idx[name]
	if !ok {
		if !r.bad {
			r.v.problem(r.file, 0, "has no column %s, which the check needs", name)
		}
		r.bad = true
		return nil
	}
	return r.vals[i]
}

func (r *record) int(name string) int64 {
	n, _ := r.get(name).(int64)
	return n
}

func (r *record) money(name string) rules.Money { return rules.Money(r.int(name)) }

func (r *record) text(name string) string {
	s, _ := r.get(name).(string)
	return s
}

func (r *record) day(name string) models.Day {
	d, _ := r.get(name).(models.Day)
	return d
}

func (r *record) time(name string) time.Time {
	t, _ := r.get(name).(time.Time)
	return t
}

// csvFile reads a CSV file: its header must be the manifest's columns, and
// every cell must read as its column's kind. Rows that read are handed to
// the file's check.
func (v *verifier) csvFile(in io.Reader, f File) int64 {
	columns, _ := parseColumns(f.Columns) // ReadManifest checked them
	cr := csv.NewReader(bufio.NewReaderSize(in, 1<<16))
	cr.FieldsPerRecord = len(columns)
	cr.ReuseRecord = true
	header, err := cr.Read()
	if err != nil {
		v.problem(f.Name, 1, "no header: %v", err)
		return 0
	}
	for i, c := range columns {
		if header[i] != c.name {
			v.problem(f.Name, 1, "column %d is %q; the manifest says %q", i+1, header[i], c.name)
			return 0
		}
	}
	idx := map[string]int{}
	for i, c := range columns {
		idx[c.name] = i
	}
	check := v.check(f.Name)
	rec := &record{v: v, file: f.Name, idx: idx, vals: make([]any, len(columns))}
	var rows int64
	for {
		cells, err := cr.Read()
		if err == io.EOF {
			break
		}
		line, _ := cr.FieldPos(0)
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) && pe.Err == csv.ErrFieldCount {
				rows++
				v.problem(f.Name, int64(pe.Line), "has %d cells; the file has %d columns", len(cells), len(columns))
				continue
			}
			v.problem(f.Name, int64(line), "is not CSV: %v", err)
			return rows
		}
		rows++
		rec.line, rec.bad = int64(line), false
		for i, c := range columns {
			val, err := parseCell(cells[i], c)
			if err != nil {
				v.problem(f.Name, rec.line, "%s: %v", c.name, err)
				rec.bad = true
			}
			rec.vals[i] = val
		}
		if !rec.bad && check != nil {
			check(rec)
		}
	}
	return rows
}

// jsonLines reads hand_records.jsonl: one hand's record a line, each for a
// hand of hands.csv with the same key and record hash.
func (v *verifier) jsonLines(in io.Reader, f File) int64 {
	br := bufio.NewReaderSize(in, 1<<16)
	var rows int64
	for {
		line, err := br.ReadBytes('\n')
		if len(line) == 0 && err == io.EOF {
			break
		}
		rows++
		if err != nil && err != io.EOF {
			v.problem(f.Name, rows, "cannot be read: %v", err)
			return rows
		}
		if len(line) == 0 || line[len(line)-1] != '\n' {
			v.problem(f.Name, rows, "does not end in a line feed")
		}
		var r recordLine
		if err := rules.DecodeStrict(bytes.TrimSuffix(line, []byte("\n")), &r); err != nil {
			v.problem(f.Name, rows, "is not a record line: %v", err)
			continue
		}
		if f.Name == "hand_records.jsonl" {
			v.handRecord(f.Name, rows, r)
		}
		if err == io.EOF {
			break
		}
	}
	return rows
}

func (v *verifier) handRecord(file string, line int64, r recordLine) {
	h := v.hands[r.HandID]
	var sha [32]byte
	_, err := hex.Decode(sha[:], []byte(r.RecordSHA256))
	switch {
	case h == nil:
		v.problem(file, line, "hand %d is not in hands.csv", r.HandID)
	case h.recorded:
		v.problem(file, line, "hand %d has a second record", r.HandID)
	case h.table != r.TableID || h.number != r.HandNumber:
		v.problem(file, line, "hand %d is %s hand %d in hands.csv, not %s hand %d", r.HandID, h.table, h.number, r.TableID, r.HandNumber)
	case err != nil || len(r.RecordSHA256) != 64 || sha != h.sha:
		v.problem(file, line, "hand %d's record_sha256 differs from hands.csv", r.HandID)
	}
	if h != nil {
		h.recorded = true
	}
}

// check returns the check of a file's rows; nil for a file that is only
// read.
func (v *verifier) check(name string) func(*record) {
	switch name {
	case "game_tables.csv":
		return func(r *record) {
			v.tables = append(v.tables, tableInfo{ID: r.text("id"), Game: r.text("game"), Box: r.text("box")})
		}
	case "hands.csv":
		return v.hand
	case "correction_approvals.csv":
		return func(r *record) { v.approved[r.int("correction_id")] = true }
	case "corrections.csv":
		return func(r *record) {
			if !v.approved[r.int("id")] {
				return
			}
			if h := v.handOf(r, "hand_id"); h != nil {
				v.figure(h.tableDay).Adjustments += r.money("adjustment")
			}
		}
	case "settlements.csv":
		return v.settlement
	case "drop_counts.csv":
		return func(r *record) {
			k := tableDay{r.text("table_id"), r.day("gaming_day")}
			l := v.drops[k]
			if l == nil {
				l = &latest{}
				v.drops[k] = l
			}
			if id := r.int("id"); id > l.id {
				l.id, l.amount = id, r.money("amount")
			}
			l.n++
			v.figure(k)
		}
	case "table_inventories.csv":
		return func(r *record) {
			k := tableDay{r.text("table_id"), r.day("gaming_day")}
			l := v.invs[k]
			if l == nil {
				l = &[2]latest{}
				v.invs[k] = l
			}
			i := 0
			switch r.text("kind") {
			case "opener":
			case "closer":
				i = 1
			default:
				v.problem(r.file, r.line, "kind %q is not opener or closer", r.text("kind"))
				return
			}
			if id := r.int("id"); id > l[i].id {
				l[i].id, l[i].amount = id, r.money("amount")
			}
			l[i].n++
			v.figure(k)
		}
	case "opening_closers.csv":
		return func(r *record) { v.rolled[r.text("table_id")] = r.money("amount") }
	case "cage_slip_verifications.csv":
		return func(r *record) { v.verified[r.int("slip_id")] = true }
	case "cage_slip_voids.csv":
		return func(r *record) { v.voided[r.int("slip_id")] = true }
	case "cage_slips.csv":
		return v.slip
	case "progressive_events.csv":
		return v.poolEvent
	case "day_book_settings.csv":
		return func(r *record) { v.bookSetting[r.int("id")] = r.text("settings") }
	case "day_books.csv":
		return func(r *record) {
			b := bookRow{kind: r.text("kind"), subject: r.text("subject"), day: r.day("gaming_day")}
			id := r.int("id")
			if id > v.latestBook[b] {
				v.latestBook[b] = id
			}
			b.sha256 = r.text("sha256")
			v.books[id] = b
		}
	case "day_book_tables.csv":
		return func(r *record) {
			if id := r.int("book_id"); v.isLatest(id) {
				v.bookTables[id] = tableFiguresOf(r)
			}
		}
	case "day_book_wagers.csv":
		return func(r *record) {
			if id := r.int("book_id"); v.isLatest(id) {
				st, ok := v.bookSetting[r.int("settings_id")]
				if !ok {
					v.problem(r.file, r.line, "settings %d is not in day_book_settings.csv", r.int("settings_id"))
				}
				v.bookWagers[id] = append(v.bookWagers[id], models.WagerFigures{Game: r.text("game"), Settings: st,
					Bet: r.text("bet"), Spot: r.text("spot"), Amount: r.money("amount"), Decided: int(r.int("decided")),
					N: r.int("n"), Net: r.money("net")})
			}
		}
	case "day_book_dealers.csv":
		return func(r *record) {
			if id := r.int("book_id"); v.isLatest(id) {
				v.bookDealers[id] = append(v.bookDealers[id], models.DealerFigures{Dealer: r.text("dealer"), Hands: r.int("hands"),
					Discrepant: r.int("discrepant"), Findings: r.int("findings"), Open: r.int("open_findings"),
					Payout: r.int("payout"), Result: r.int("result"), Commission: r.int("commission"), Fees: r.int("fees"),
					Other: r.int("other")})
			}
		}
	case "day_book_pools.csv":
		return func(r *record) {
			if id := r.int("book_id"); v.isLatest(id) {
				v.bookPools[id] = &models.PoolFigures{Events: r.int("events"), Contributions: r.money("contributions"),
					HitsPaid: r.money("hits_paid"), Hits: r.int("hits"), Resets: r.money("resets"), Adjustments: r.money("adjustments"),
					Transfers: r.money("transfers"), Movement: r.money("movement"), Pending: r.money("pending"),
					FirstSeq: r.int("first_seq"), LastSeq: r.int("last_seq"), LastAfter: r.money("last_after")}
			}
		}
	case "audit_entries.csv":
		return v.auditEntry
	case "anchors.csv":
		return func(r *record) {
			a := models.Anchor{ID: r.int("id"), Seq: r.int("seq"), Kind: r.text("kind"), Subject: r.text("subject"),
				At: r.time("at"), PrevMAC: r.text("prev_mac"), MAC: r.text("mac")}
			if n := len(v.anchors); n > 0 {
				last := v.anchors[n-1]
				if a.Seq != last.Seq+1 {
					v.problem(r.file, r.line, "anchor %d follows anchor %d: anchors are missing", a.Seq, last.Seq)
				} else if a.PrevMAC != last.MAC {
					v.problem(r.file, r.line, "anchor %d's previous MAC is not anchor %d's MAC", a.Seq, last.Seq)
				}
			}
			v.anchorIdx[a.ID] = len(v.anchors)
			v.anchors = append(v.anchors, a)
		}
	case "anchor_heads.csv":
		return func(r *record) {
			i, ok := v.anchorIdx[r.int("anchor_id")]
			if !ok {
				v.problem(r.file, r.line, "anchor %d is not in anchors.csv", r.int("anchor_id"))
				return
			}
			v.anchors[i].Heads = append(v.anchors[i].Heads, models.ChainHead{Chain: r.text("chain"), Seq: r.int("seq"), Hash: r.text("hash")})
		}
	case "report_runs.csv":
		return func(r *record) {
			v.runs = append(v.runs, runRow{line: r.line, sha256: r.text("sha256"), name: r.text("archived_as"), size: r.int("size")})
		}
	}
	return nil
}

func (v *verifier) isLatest(id int64) bool {
	b, ok := v.books[id]
	if !ok {
		return false
	}
	b.sha256 = ""
	return v.latestBook[b] == id
}

func tableFiguresOf(r *record) *models.TableFigures {
	return &models.TableFigures{Hands: r.int("hands"), Wagered: r.money("wagered"), EngineWin: r.money("engine_win"),
		DeclaredWin: r.money("declared_win"), Fees: r.money("fees"), ExpectedFees: r.money("expected_fees"),
		Adjustments: r.money("adjustments"), Drop: r.money("drop_amount"), Counts: r.int("counts"), Fills: r.money("fills"),
		Credits: r.money("credits"), Unverified: r.int("unverified"), Voided: r.int("voided"), Opener: r.money("opener"),
		Openers: r.int("openers"), Closer: r.money("closer"), Closers: r.int("closers")}
}

func (v *verifier) figure(k tableDay) *models.TableFigures {
	f := v.figures[k]
	if f == nil {
		f = &models.TableFigures{}
		v.figures[k] = f
	}
	return f
}

func (v *verifier) handOf(r *record, col string) *handRef {
	h := v.hands[r.int(col)]
	if h == nil {
		v.problem(r.file, r.line, "%s %d is not a hand of hands.csv", col, r.int(col))
	}
	return h
}

func (v *verifier) hand(r *record) {
	id := r.int("id")
	if v.hands[id] != nil {
		v.problem(r.file, r.line, "hand %d is listed twice", id)
		return
	}
	st := r.text("settings")
	si, ok := v.settingOf[st]
	if !ok {
		si = int32(len(v.settings))
		v.settings = append(v.settings, st)
		v.settingOf[st] = si
	}
	h := &handRef{tableDay: tableDay{r.text("table_id"), r.day("gaming_day")}, game: r.text("game"), settings: si,
		number: r.int("hand_number")}
	if _, err := hex.Decode(h.sha[:], []byte(r.text("record_sha256"))); err != nil || len(r.text("record_sha256")) != 64 {
		v.problem(r.file, r.line, "record_sha256 %q is not a SHA-256", r.text("record_sha256"))
	}
	if d := h.day; d < v.man.GamingDays[0] || d > v.man.GamingDays[1] {
		v.problem(r.file, r.line, "hand %d is of gaming day %s, outside %s", id, d, v.man.Month)
	}
	v.hands[id] = h
	f := v.figure(h.tableDay)
	f.Hands++
	f.Wagered += r.money("wagered")
	f.EngineWin += r.money("expected_house_win")
	f.DeclaredWin += r.money("house_win")
	f.Fees += r.money("fees")
	f.ExpectedFees += r.money("expected_fees")
}

// settlement adds a settled wager to its table-day's wagers: the house's
// net on it as the rules settled it (models' wagerNet).
func (v *verifier) settlement(r *record) {
	h := v.handOf(r, "hand_id")
	if h == nil {
		return
	}
	amount := r.money("amount")
	var net rules.Money
	switch r.text("expected_result") {
	case "lose":
		net = amount - r.money("expected_returned") + r.money("expected_commission")
	case "win":
		net = r.money("expected_commission") - r.money("expected_payout")
	default:
		net = r.money("expected_commission")
	}
	decided := 0
	switch r.text("expected_result") {
	case "win", "lose", "push":
		decided = 1
	}
	k := wagerKey{tableDay: h.tableDay, game: h.game, settings: v.settings[h.settings], bet: r.text("bet"), spot: r.text("spot"),
		amount: amount, decided: decided}
	w := v.wagers[k]
	if w == nil {
		w = &models.WagerFigures{TableID: k.table, GamingDay: k.day, Game: k.game, Settings: k.settings, Bet: k.bet, Spot: k.spot,
			Amount: amount, Decided: decided}
		v.wagers[k] = w
	}
	w.N++
	w.Net += net
}

// slip counts a fill or credit: in the table's figures when verified and
// not voided, else as unverified or voided.
func (v *verifier) slip(r *record) {
	k := tableDay{r.text("table_id"), r.day("gaming_day")}
	f := v.figure(k)
	id := r.int("id")
	switch {
	case v.voided[id]:
		f.Voided++
	case !v.verified[id]:
		f.Unverified++
	case r.text("kind") == "fill":
		f.Fills += r.money("amount")
	case r.text("kind") == "credit":
		f.Credits += r.money("amount")
	default:
		v.problem(r.file, r.line, "kind %q is not fill or credit", r.text("kind"))
	}
}

// poolEvent adds a progressive event to its pool-day (models'
// poolFiguresSQL).
func (v *verifier) poolEvent(r *record) {
	k := tableDay{r.text("pool_id"), r.day("gaming_day")}
	p := v.pools[k]
	if p == nil {
		p = &models.PoolFigures{PoolID: k.table, GamingDay: k.day}
		v.pools[k] = p
	}
	main, reserve, pending := r.money("main"), r.money("reserve"), r.money("pending")
	kind, seq := r.text("kind"), r.int("seq")
	p.Events++
	switch kind {
	case "contribution":
		p.Contributions += main + reserve
	case "hit":
		p.HitsPaid -= main
	case "hit_confirmed":
		p.HitsPaid -= pending
	case "opened", "reset":
		p.Resets += main + reserve
	case "adjustment":
		p.Adjustments += main + reserve
	case "transfer_in", "transfer_out":
		p.Transfers += main + reserve
	}
	if kind == "hit" || kind == "hit_pending" {
		p.Hits++
	}
	p.Movement += main + reserve + pending
	p.Pending += pending
	if p.Events == 1 || seq < p.FirstSeq {
		p.FirstSeq = seq
	}
	if seq >= p.LastSeq {
		p.LastSeq = seq
		p.LastAfter = r.money("main_after") + r.money("reserve_after") + r.money("pending_after")
	}
}

// auditEntry checks one entry: in its chain's sequence, linked to the
// entry before it, its payload agreeing with its columns, and with the key
// its MAC.
func (v *verifier) auditEntry(r *record) {
	e := models.AuditEntry{ID: r.int("id"), Chain: r.text("chain"), Seq: r.int("seq"), At: r.time("at"), Actor: r.text("actor"),
		Action: r.text("action"), Subject: r.text("subject"), Payload: r.text("payload"), PrevHash: r.text("prev_hash"),
		Hash: r.text("hash"), HashKind: r.text("hash_kind")}
	c := v.chains[e.Chain]
	switch {
	case c == nil:
		c = &models.ChainSpan{Chain: e.Chain, FirstSeq: e.Seq, FirstPrev: e.PrevHash, FirstHash: e.Hash}
		v.chains[e.Chain] = c
		v.chainOrder = append(v.chainOrder, e.Chain)
	case v.chainOrder[len(v.chainOrder)-1] != e.Chain:
		v.problem(r.file, r.line, "entry %d of chain %s comes after entries of chain %s: a chain's entries are together", e.Seq, e.Chain,
			v.chainOrder[len(v.chainOrder)-1])
	case e.Seq != c.LastSeq+1:
		v.problem(r.file, r.line, "chain %s jumps from entry %d to %d: entries are missing", e.Chain, c.LastSeq, e.Seq)
	case e.PrevHash != c.LastHash:
		v.problem(r.file, r.line, "chain %s entry %d: its previous hash is not entry %d's hash", e.Chain, e.Seq, c.LastSeq)
	}
	if why := models.EntryProblem(v.key, e); why != "" {
		v.problem(r.file, r.line, "chain %s entry %d: %s", e.Chain, e.Seq, why)
	}
	c.Entries++
	c.LastSeq, c.LastHash = e.Seq, e.Hash
}

// finish compares what the rows give with the day books and the manifest.
func (v *verifier) finish() {
	v.checkHands()
	v.checkBooks()
	v.checkTotals()
	v.checkChains()
	v.checkAnchors()
	v.checkReports()
}

func (v *verifier) checkHands() {
	if _, ok := v.files["hand_records.jsonl"]; !ok {
		v.problem("hand_records.jsonl", 0, "is not listed in the manifest")
		return
	}
	var missing []int64
	for id, h := range v.hands {
		if !h.recorded {
			missing = append(missing, id)
		}
	}
	slices.Sort(missing)
	for _, id := range missing[:min(len(missing), 20)] {
		v.problem("hand_records.jsonl", 0, "has no record of hand %d", id)
	}
}

// rowFigures finishes the figures the rows give: the latest drop count,
// opener and closer of each table-day.
func (v *verifier) rowFigures() map[tableDay]*models.TableFigures {
	for k, l := range v.drops {
		f := v.figure(k)
		f.Drop, f.Counts = l.amount, l.n
	}
	for k, l := range v.invs {
		f := v.figure(k)
		if l[0].n > 0 {
			// The books keep the latest opener and say whether one was
			// counted (models' tableFiguresSQL counts the latest row).
			f.Opener, f.Openers = l[0].amount, 1
		}
		if l[1].n > 0 {
			f.Closer, f.Closers = l[1].amount, 1
		}
	}
	return v.figures
}

// checkBooks compares every table-day's and pool-day's figures the rows
// give with its latest exported revision, and each such revision's rows
// with the digest it records.
func (v *verifier) checkBooks() {
	figs := v.rowFigures()
	wagers := map[tableDay][]models.WagerFigures{}
	for _, w := range v.wagers {
		k := tableDay{w.TableID, w.GamingDay}
		wagers[k] = append(wagers[k], models.WagerFigures{Game: w.Game, Settings: w.Settings, Bet: w.Bet, Spot: w.Spot, Amount: w.Amount,
			Decided: w.Decided, N: w.N, Net: w.Net})
	}
	seen := map[tableDay]bool{}
	keys := slices.Collect(func(yield func(bookRow) bool) {
		for b := range v.latestBook {
			if !yield(b) {
				return
			}
		}
	})
	slices.SortFunc(keys, func(a, b bookRow) int {
		return strings.Compare(a.kind+"\x00"+a.subject+"\x00"+string(a.day), b.kind+"\x00"+b.subject+"\x00"+string(b.day))
	})
	for _, b := range keys {
		id := v.latestBook[b]
		k := tableDay{b.subject, b.day}
		name := fmt.Sprintf("the %s book of %s %s (revision %d)", b.kind, b.subject, b.day, id)
		switch b.kind {
		case models.BookTable:
			seen[k] = true
			book := v.bookTables[id]
			if book == nil {
				v.problem("day_book_tables.csv", 0, "%s has no row", name)
				continue
			}
			rows := figs[k]
			if rows == nil {
				rows = &models.TableFigures{}
			}
			for _, d := range diffTable(*book, *rows) {
				v.problem("day_book_tables.csv", 0, "%s: %s", name, d)
			}
			v.compareWagers(name, v.bookWagers[id], wagers[k])
			if got := models.BookDigest(b.kind, b.subject, b.day, book, v.bookWagers[id], v.bookDealers[id], nil); got != v.books[id].sha256 {
				v.problem("day_books.csv", 0, "%s: its rows' digest is %s; the book records %s", name, got, v.books[id].sha256)
			}
		case models.BookPool:
			seen[tableDay{"pool:" + b.subject, b.day}] = true
			book := v.bookPools[id]
			if book == nil {
				v.problem("day_book_pools.csv", 0, "%s has no row", name)
				continue
			}
			rows := v.pools[k]
			if rows == nil {
				rows = &models.PoolFigures{}
			}
			for _, d := range diffPool(*book, *rows) {
				v.problem("day_book_pools.csv", 0, "%s: %s", name, d)
			}
			if got := models.BookDigest(b.kind, b.subject, b.day, nil, nil, nil, book); got != v.books[id].sha256 {
				v.problem("day_books.csv", 0, "%s: its rows' digest is %s; the book records %s", name, got, v.books[id].sha256)
			}
		}
	}
	var missing []string
	for k := range figs {
		if !seen[k] {
			missing = append(missing, fmt.Sprintf("table %s on %s", k.table, k.day))
		}
	}
	for k := range v.pools {
		if !seen[tableDay{"pool:" + k.table, k.day}] {
			missing = append(missing, fmt.Sprintf("pool %s on %s", k.table, k.day))
		}
	}
	slices.Sort(missing)
	for _, m := range missing {
		v.problem("day_books.csv", 0, "%s has records and no day book", m)
	}
}

func (v *verifier) compareWagers(name string, book, rows []models.WagerFigures) {
	key := func(w models.WagerFigures) string {
		return w.Game + "\x00" + w.Settings + "\x00" + w.Bet + "\x00" + w.Spot + "\x00" + w.Amount.String() + "\x00" + strconv.Itoa(w.Decided)
	}
	byKey := map[string]models.WagerFigures{}
	for _, w := range rows {
		byKey[key(w)] = w
	}
	for _, b := range book {
		r, ok := byKey[key(b)]
		delete(byKey, key(b))
		switch {
		case !ok:
			v.problem("day_book_wagers.csv", 0, "%s: %s %s at %s: the book has %d wagers, settlements.csv none", name, b.Game, b.Bet, b.Amount, b.N)
		case r.N != b.N || r.Net != b.Net:
			v.problem("day_book_wagers.csv", 0, "%s: %s %s at %s: the book has %d wagers netting %s, settlements.csv %d netting %s",
				name, b.Game, b.Bet, b.Amount, b.N, b.Net, r.N, r.Net)
		}
	}
	rest := slices.Sorted(func(yield func(string) bool) {
		for k := range byKey {
			if !yield(k) {
				return
			}
		}
	})
	for _, k := range rest {
		r := byKey[k]
		v.problem("day_book_wagers.csv", 0, "%s: %s %s at %s: settlements.csv has %d wagers, the book none", name, r.Game, r.Bet, r.Amount, r.N)
	}
}

// diffTable names each figure a book has other than the rows give.
func diffTable(book, rows models.TableFigures) []string {
	var out []string
	m := func(name string, b, r rules.Money) {
		if b != r {
			out = append(out, fmt.Sprintf("%s is %s in the book, %s by the rows", name, b, r))
		}
	}
	n := func(name string, b, r int64) {
		if b != r {
			out = append(out, fmt.Sprintf("%s is %d in the book, %d by the rows", name, b, r))
		}
	}
	n("hands", book.Hands, rows.Hands)
	m("wagered", book.Wagered, rows.Wagered)
	m("engine win", book.EngineWin, rows.EngineWin)
	m("declared win", book.DeclaredWin, rows.DeclaredWin)
	m("fees", book.Fees, rows.Fees)
	m("expected fees", book.ExpectedFees, rows.ExpectedFees)
	m("adjustments", book.Adjustments, rows.Adjustments)
	m("drop", book.Drop, rows.Drop)
	n("counts", book.Counts, rows.Counts)
	m("fills", book.Fills, rows.Fills)
	m("credits", book.Credits, rows.Credits)
	n("unverified slips", book.Unverified, rows.Unverified)
	n("voided slips", book.Voided, rows.Voided)
	m("opener", book.Opener, rows.Opener)
	n("openers", book.Openers, rows.Openers)
	m("closer", book.Closer, rows.Closer)
	n("closers", book.Closers, rows.Closers)
	return out
}

// diffPool names each figure a pool's book has other than the events give.
func diffPool(book, rows models.PoolFigures) []string {
	var out []string
	m := func(name string, b, r rules.Money) {
		if b != r {
			out = append(out, fmt.Sprintf("%s is %s in the book, %s by the events", name, b, r))
		}
	}
	n := func(name string, b, r int64) {
		if b != r {
			out = append(out, fmt.Sprintf("%s is %d in the book, %d by the events", name, b, r))
		}
	}
	n("events", book.Events, rows.Events)
	m("contributions", book.Contributions, rows.Contributions)
	m("hits paid", book.HitsPaid, rows.HitsPaid)
	n("hits", book.Hits, rows.Hits)
	m("resets", book.Resets, rows.Resets)
	m("adjustments", book.Adjustments, rows.Adjustments)
	m("transfers", book.Transfers, rows.Transfers)
	m("movement", book.Movement, rows.Movement)
	m("pending", book.Pending, rows.Pending)
	n("first event", book.FirstSeq, rows.FirstSeq)
	n("last event", book.LastSeq, rows.LastSeq)
	m("meters after the last event", book.LastAfter, rows.LastAfter)
	return out
}

// checkTotals works the month's totals out from the rows and compares them
// with the manifest's.
func (v *verifier) checkTotals() {
	formula, err := models.ParseWinFormula(v.man.Property.WinFormula)
	if err != nil {
		v.problem(ManifestName, 0, "property.win_formula: %v", err)
		return
	}
	days := make([]models.TableDayFigures, 0, len(v.figures))
	for k, f := range v.figures {
		days = append(days, models.TableDayFigures{TableID: k.table, GamingDay: k.day, TableFigures: *f})
	}
	pools := make([]models.PoolFigures, 0, len(v.pools))
	for _, p := range v.pools {
		pools = append(pools, *p)
	}
	got := computeTotals(v.tables, days, v.rolled, formula, pools)
	want := v.man.Totals
	byTable := map[string]TableTotals{}
	for _, t := range want.Tables {
		byTable[t.TableID] = t
	}
	for _, t := range got.Tables {
		w, ok := byTable[t.TableID]
		delete(byTable, t.TableID)
		if !ok {
			v.problem(ManifestName, 0, "totals: table %s has records in the month and no totals", t.TableID)
			continue
		}
		for _, d := range diffTotals(w, t) {
			v.problem(ManifestName, 0, "totals of table %s: %s", t.TableID, d)
		}
	}
	for _, id := range slices.Sorted(func(yield func(string) bool) {
		for k := range byTable {
			if !yield(k) {
				return
			}
		}
	}) {
		v.problem(ManifestName, 0, "totals: table %s has totals and no records in the month", id)
	}
	for _, d := range diffTotals(want.Property, got.Property) {
		v.problem(ManifestName, 0, "totals of the property: %s", d)
	}
	byPool := map[string]PoolTotals{}
	for _, p := range want.Pools {
		byPool[p.PoolID] = p
	}
	for _, p := range got.Pools {
		w, ok := byPool[p.PoolID]
		delete(byPool, p.PoolID)
		if !ok {
			v.problem(ManifestName, 0, "totals: pool %s has events in the month and no totals", p.PoolID)
			continue
		}
		if w != p {
			v.problem(ManifestName, 0, "totals of pool %s: the manifest has %+v, the events give %+v", p.PoolID, w, p)
		}
	}
	for id := range byPool {
		v.problem(ManifestName, 0, "totals: pool %s has totals and no events in the month", id)
	}
}

// diffTotals names each total the manifest has other than the rows give.
func diffTotals(man, rows TableTotals) []string {
	var out []string
	m := func(name string, a, b rules.Money) {
		if a != b {
			out = append(out, fmt.Sprintf("%s is %s in the manifest, %s by the rows", name, a, b))
		}
	}
	n := func(name string, a, b int64) {
		if a != b {
			out = append(out, fmt.Sprintf("%s is %d in the manifest, %d by the rows", name, a, b))
		}
	}
	if man.Game != rows.Game || man.Box != rows.Box {
		out = append(out, fmt.Sprintf("game and box are %s/%s in the manifest, %s/%s in game_tables.csv", man.Game, man.Box, rows.Game, rows.Box))
	}
	n("days", man.Days, rows.Days)
	n("hands", man.Hands, rows.Hands)
	m("wagered", man.Wagered, rows.Wagered)
	m("engine win", man.EngineWin, rows.EngineWin)
	m("declared win", man.DeclaredWin, rows.DeclaredWin)
	m("fees", man.Fees, rows.Fees)
	m("adjustments", man.Adjustments, rows.Adjustments)
	m("drop", man.Drop, rows.Drop)
	m("fills", man.Fills, rows.Fills)
	m("credits", man.Credits, rows.Credits)
	m("opener", man.Opener, rows.Opener)
	m("closer", man.Closer, rows.Closer)
	m("win", man.Win, rows.Win)
	return out
}

// checkChains compares each chain's entries with the manifest's account.
func (v *verifier) checkChains() {
	want := map[string]models.ChainSpan{}
	for _, c := range v.man.AuditChains {
		want[c.Chain] = c
	}
	for _, name := range v.chainOrder {
		got := *v.chains[name]
		w, ok := want[name]
		delete(want, name)
		switch {
		case !ok:
			v.problem(ManifestName, 0, "audit_chains: chain %s has entries in audit_entries.csv and is not listed", name)
		case w != got:
			v.problem(ManifestName, 0, "audit_chains: chain %s is listed as %+v; audit_entries.csv holds %+v", name, w, got)
		}
	}
	for _, name := range slices.Sorted(func(yield func(string) bool) {
		for k := range want {
			if !yield(k) {
				return
			}
		}
	}) {
		v.problem(ManifestName, 0, "audit_chains: chain %s is listed and audit_entries.csv has none of its entries", name)
	}
}

// checkAnchors compares the anchors with the manifest, and with the key
// checks their MACs.
func (v *verifier) checkAnchors() {
	var got AnchorSpan
	if n := len(v.anchors); n > 0 {
		got = AnchorSpan{Anchors: int64(n), FirstSeq: v.anchors[0].Seq, FirstPrv: v.anchors[0].PrevMAC,
			LastSeq: v.anchors[n-1].Seq, LastMAC: v.anchors[n-1].MAC}
	}
	if got != v.man.Anchors {
		v.problem(ManifestName, 0, "anchors: the manifest has %+v; anchors.csv holds %+v", v.man.Anchors, got)
	}
	if v.key == nil {
		return
	}
	for _, a := range v.anchors {
		if !models.AnchorValid(v.key, a) {
			v.problem("anchors.csv", 0, "anchor %d: its MAC does not match its content and heads under the key", a.Seq)
		}
	}
}

// checkReports checks every report run's file: listed, with the SHA-256
// and size the run recorded.
func (v *verifier) checkReports() {
	for _, r := range v.runs {
		f, ok := v.files[r.name]
		switch {
		case !ok:
			v.problem("report_runs.csv", r.line, "its file %s is not in the archive", r.name)
		case f.SHA256 != r.sha256 || f.Size != r.size:
			v.problem("report_runs.csv", r.line, "its file %s is listed with SHA-256 %s and %d bytes; the run recorded %s and %d bytes",
				r.name, f.SHA256, f.Size, r.sha256, r.size)
		}
	}
}
