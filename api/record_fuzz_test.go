package api_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/api"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// FuzzPostHand posts records to POST /api/v1/hands. Its corpus is every
// game's example record in docs/hand-records.md, each also written with
// escapes, spacing and key order changed, with a key in another case, a key
// stated twice in two cases, and invalid text. Whatever the body:
//
//   - the answer is never a 5xx, and a refusal names what is wrong;
//   - a refused record stores no hand;
//   - a recorded hand's stored record, read by a generic, case-sensitive
//     JSON reader, names the table, hand number and game of the answer, and
//     verifying the stored record again gives the answer's verdict, outcome
//     and totals;
//   - a repeat (200) is a record whose canonical form is the stored one's.
func FuzzPostHand(f *testing.F) {
	for _, rec := range handRecordExamples(f) {
		for _, v := range recordVariants(rec) {
			f.Add(v.body)
		}
	}
	// The attacks, as they were sent.
	f.Add([]byte(`{"table_id":"BAC-1","hand_number":5109251,"game":"baccarat-co","dealt_at":"2026-11-21T22:14:05-07:00",` +
		`"cards":{"player":["4H","KD","AH"],"banker":["9C","KS"]},"wagers":[{"seat":3,"bet":"banker","amount":"100.00","result":"win","payout":"95.00","commission":"0.00"}],"Hand_Number":5109258}`))
	f.Add([]byte(`{"table_id":"BAC-1","hand_number":5109252,"game":"baccarat-co","dealt_at":"2026-11-21T22:14:05-07:00",` +
		`"cards":{"player":["4H","KD","AH"],"banker":["9C","KS"]},"wagers":[{"seat":3,"bet":"player","amount":"100.00","result":"lose","payout":"0.00","commission":"0.00"}],` +
		`"WAGERS":[{"seat":3,"bet":"banker","amount":"100.00","result":"win","payout":"95.00","commission":"0.00"}]}`))

	fx := newFuzzFixture(f)
	f.Fuzz(func(t *testing.T, body []byte) {
		fx.check(t, body)
	})
}

type fuzzFixture struct {
	handler http.Handler
	store   *models.Store
	token   string
	games   *rules.Registry
}

func newFuzzFixture(f testing.TB) *fuzzFixture {
	ctx := context.Background()
	s := modeltest.Open(f)
	reg := catalog.Default()
	l := ledger.New(s, reg, nil)
	l.SetClock(func() time.Time { return time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC) })
	var tables []string
	for _, rec := range handRecordExamples(f) {
		env, err := rules.PeekEnvelope(rec)
		if err != nil {
			f.Fatal(err)
		}
		if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: env.TableID, Game: env.Game}); err != nil {
			f.Fatal(err)
		}
		tables = append(tables, env.TableID)
	}
	_, token, err := l.CreateStation(ctx, "test", "fuzz", tables)
	if err != nil {
		f.Fatal(err)
	}
	return &fuzzFixture{handler: api.New(l, reports.NewGenerator(s, nil), nil), store: s, token: token, games: reg}
}

func (fx *fuzzFixture) countHands(t *testing.T) int64 {
	var n []int64
	if err := fx.store.RawScan(context.Background(), &n, "SELECT COUNT(*) FROM hands"); err != nil {
		t.Fatal(err)
	}
	return n[0]
}

func (fx *fuzzFixture) check(t *testing.T, body []byte) {
	before := fx.countHands(t)
	req := httptest.NewRequest("POST", "/api/v1/hands", bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+fx.token)
	rec := httptest.NewRecorder()
	fx.handler.ServeHTTP(rec, req)
	after := fx.countHands(t)
	switch rec.Code {
	case 201:
		if after != before+1 {
			t.Fatalf("201 but the hands went from %d to %d", before, after)
		}
		fx.checkStored(t, body, rec.Body.Bytes())
	case 200:
		if after != before {
			t.Fatalf("200 but the hands went from %d to %d", before, after)
		}
		var a struct {
			ID int64 `json:"id"`
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &a); err != nil {
			t.Fatal(err)
		}
		h, err := fx.store.HandByID(context.Background(), a.ID)
		if err != nil {
			t.Fatal(err)
		}
		if canonicalSum(t, body) != h.RecordSHA256 {
			t.Fatalf("a repeat of hand %d whose canonical form differs from the stored one", a.ID)
		}
	case 400, 403, 409, 413, 422:
		if after != before {
			t.Fatalf("refused with %d but the hands went from %d to %d", rec.Code, before, after)
		}
		var p struct {
			Type   string `json:"type"`
			Detail string `json:"detail"`
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &p); err != nil || p.Type == "" || p.Detail == "" {
			t.Fatalf("refusal %d is not a problem naming what is wrong: %s", rec.Code, rec.Body)
		}
	default:
		t.Fatalf("status %d for %q: %s", rec.Code, body, rec.Body)
	}
}

// checkStored reads the stored record of a 201 answer independently of the
// engine's decoder and verifies it again.
func (fx *fuzzFixture) checkStored(t *testing.T, body, answer []byte) {
	var a struct {
		ID         int64           `json:"id"`
		TableID    string          `json:"table_id"`
		HandNumber int64           `json:"hand_number"`
		Game       string          `json:"game"`
		Verdict    string          `json:"verdict"`
		Outcome    json.RawMessage `json:"outcome"`
		Totals     json.RawMessage `json:"totals"`
		Findings   []struct {
			Bet   string `json:"bet"`
			Field string `json:"field"`
		} `json:"findings"`
	}
	if err := json.Unmarshal(answer, &a); err != nil {
		t.Fatal(err)
	}
	h, err := fx.store.HandByID(context.Background(), a.ID)
	if err != nil {
		t.Fatal(err)
	}
	if h.Record != string(body) {
		t.Fatalf("the stored record is not the record posted")
	}
	// A generic reader: a map keeps keys as written, case and all.
	var generic map[string]json.RawMessage
	if err := json.Unmarshal([]byte(h.Record), &generic); err != nil {
		t.Fatalf("the stored record does not read as an object: %v", err)
	}
	var table, game string
	var number int64
	if json.Unmarshal(generic["table_id"], &table) != nil || json.Unmarshal(generic["hand_number"], &number) != nil ||
		json.Unmarshal(generic["game"], &game) != nil {
		t.Fatalf("the stored record lacks its envelope as a generic reader sees it: %s", h.Record)
	}
	if table != a.TableID || number != a.HandNumber || game != a.Game || h.TableID != table || h.HandNumber != number {
		t.Fatalf("answered %s/%d (%s), stored row %s/%d, the stored record reads %s/%d (%s)",
			a.TableID, a.HandNumber, a.Game, h.TableID, h.HandNumber, table, number, game)
	}
	// The stored record verified again gives the answer.
	g, err := fx.games.Lookup(h.Game)
	if err != nil {
		t.Fatal(err)
	}
	hand, err := g.Decode([]byte(h.Record))
	if err != nil {
		t.Fatalf("the stored record does not decode: %v", err)
	}
	var values map[string]string
	if err := json.Unmarshal([]byte(h.Settings), &values); err != nil {
		t.Fatal(err)
	}
	settings, err := g.Settings(values)
	if err != nil {
		t.Fatal(err)
	}
	v, err := hand.Verify(settings)
	if err != nil {
		t.Fatalf("the stored record does not verify: %v", err)
	}
	verdict := models.VerdictVerified
	if !v.Verified() {
		verdict = models.VerdictDiscrepancy
	}
	outcome, _ := json.Marshal(v.Outcome)
	totals, _ := json.Marshal(v.Totals)
	answered := len(a.Findings)
	if _, ok := hand.(rules.Sequenced); ok {
		// Where a hand stands in its table's sequence (findings on bet
		// "table") and the state it leaves depend on the hands recorded
		// before it, which the ledger's and casinoctl's tests check.
		v.Outcome.State = nil
		outcome, _ = json.Marshal(v.Outcome)
		var o map[string]json.RawMessage
		if json.Unmarshal(a.Outcome, &o) == nil {
			delete(o, "state")
			a.Outcome, _ = json.Marshal(o)
		}
		for _, f := range a.Findings {
			if f.Bet == "table" {
				answered--
			}
		}
		if answered < len(a.Findings) {
			verdict = models.VerdictDiscrepancy
		}
	}
	if verdict != a.Verdict || !jsonEqual(outcome, a.Outcome) || !jsonEqual(totals, a.Totals) || len(v.Findings) != answered {
		t.Fatalf("the stored record verifies to %s %s %s (%d findings); the answer was %s %s %s (%d findings)",
			verdict, outcome, totals, len(v.Findings), a.Verdict, a.Outcome, a.Totals, len(a.Findings))
	}
	if canonicalSum(t, []byte(h.Record)) != h.RecordSHA256 {
		t.Fatal("the stored hash is not the stored record's canonical hash")
	}
}

func jsonEqual(a, b []byte) bool {
	var x, y any
	return json.Unmarshal(a, &x) == nil && json.Unmarshal(b, &y) == nil && reflect.DeepEqual(x, y)
}

func canonicalSum(t *testing.T, b []byte) string {
	c, err := rules.Canonical(nil, b)
	if err != nil {
		t.Fatalf("canonical form of an accepted record: %v", err)
	}
	sum := sha256.Sum256(c)
	return hex.EncodeToString(sum[:])
}

// handRecordExamples returns every JSON record shown in
// docs/hand-records.md: one or more per game.
func handRecordExamples(t testing.TB) [][]byte {
	b, err := os.ReadFile("../docs/hand-records.md")
	if err != nil {
		t.Fatal(err)
	}
	var out [][]byte
	for _, m := range regexp.MustCompile("(?s)```json\n(.*?)```").FindAllSubmatch(b, -1) {
		out = append(out, m[1])
	}
	if len(out) < 10 {
		t.Fatalf("found %d examples in docs/hand-records.md", len(out))
	}
	return out
}

// variant is a record written one way, and the status it must get when it
// follows the record as written first.
type variant struct {
	name   string
	body   []byte
	status int
	field  string
}

// recordVariants writes a record in the ways a station might, and in the
// ways an attacker might.
func recordVariants(rec []byte) []variant {
	var obj map[string]json.RawMessage
	if json.Unmarshal(rec, &obj) != nil {
		return []variant{{"as written", rec, 201, ""}}
	}
	out := []variant{{"as written", rec, 201, ""}}
	// The same record: compact, indented, with escapes.
	var compact bytes.Buffer
	_ = json.Compact(&compact, rec)
	out = append(out, variant{"compact", compact.Bytes(), 200, ""})
	escaped := bytes.Replace(rec, []byte(`"dealt_at"`), []byte(`"dealt\u005fat"`), 1)
	if i := bytes.Index(escaped, []byte(`"table_id": "`)); i >= 0 {
		j := i + len(`"table_id": "`)
		escaped = slices.Concat(escaped[:j], fmt.Appendf(nil, `\u%04x`, escaped[j]), escaped[j+1:])
	}
	out = append(out, variant{"escaped", escaped, 200, ""})
	// A key in another case, and a key stated twice in two cases.
	for _, k := range slices.Sorted(maps.Keys(obj)) {
		v := obj[k]
		upper := strings.ToUpper(k[:1]) + k[1:]
		out = append(out, variant{"key " + upper, withKey(obj, k, upper, v, false), 0, upper},
			variant{"key " + k + " twice", withKey(obj, k, strings.ToUpper(k), v, true), 400, strings.ToUpper(k)})
	}
	// A nested key in another case.
	if bytes.Contains(rec, []byte(`"seat"`)) {
		out = append(out, variant{"nested key Seat", bytes.Replace(rec, []byte(`"seat"`), []byte(`"Seat"`), 1), 0, ""})
	}
	// Text that cannot be stored as sent.
	out = append(out, variant{"NUL", bytes.Replace(rec, []byte(`"table_id": "`), []byte(`"table_id": "\u0000`), 1), 400, "table_id"},
		variant{"invalid UTF-8", bytes.Replace(rec, []byte(`"game": "`), []byte("\"game\": \"\xff"), 1), 400, "game"},
		variant{"unpaired surrogate", bytes.Replace(rec, []byte(`"dealt_at": "`), []byte(`"dealt_at": "\ud800`), 1), 400, "dealt_at"})
	return out
}

// withKey writes obj with key k renamed to nk (or, with both, nk added).
func withKey(obj map[string]json.RawMessage, k, nk string, v json.RawMessage, both bool) []byte {
	var b bytes.Buffer
	b.WriteByte('{')
	first := true
	for _, key := range slices.Sorted(maps.Keys(obj)) {
		val := obj[key]
		if key == k && !both {
			key = nk
		}
		if !first {
			b.WriteByte(',')
		}
		first = false
		kq, _ := json.Marshal(key)
		b.Write(kq)
		b.WriteByte(':')
		b.Write(val)
	}
	if both {
		kq, _ := json.Marshal(nk)
		b.WriteByte(',')
		b.Write(kq)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes()
}

// Every example record, and each of its variants, gets the answer its
// kind deserves: formatting is ignored (a repeat of the first answer), keys
// are matched exactly (a key in another case is refused, 400 or 422 naming
// it), a key is stated once in any case (400), and text must be valid
// (400 naming the field).
func TestPostHandRecordVariants(t *testing.T) {
	fx := newFuzzFixture(t)
	for _, rec := range handRecordExamples(t) {
		env, _ := rules.PeekEnvelope(rec)
		var first []byte
		for _, v := range recordVariants(rec) {
			req := httptest.NewRequest("POST", "/api/v1/hands", bytes.NewReader(v.body))
			req.Header.Set("Authorization", "Bearer "+fx.token)
			w := httptest.NewRecorder()
			fx.handler.ServeHTTP(w, req)
			got := w.Body.Bytes()
			switch {
			case v.status == 0 && w.Code != 400 && w.Code != 422:
				t.Errorf("%s %s: status %d; want a refusal: %s", env.Game, v.name, w.Code, got)
			case v.status != 0 && w.Code != v.status:
				t.Errorf("%s %s: status %d; want %d: %s", env.Game, v.name, w.Code, v.status, got)
			case v.field != "" && !bytes.Contains(got, []byte(`"field":"`+v.field+`"`)):
				t.Errorf("%s %s: the refusal does not name %s: %s", env.Game, v.name, v.field, got)
			}
			if v.status == 201 {
				first = got
			}
			if v.status == 200 && !bytes.Equal(got, first) {
				t.Errorf("%s %s: the repeat answered %s; the first answer was %s", env.Game, v.name, got, first)
			}
			fx.check(t, v.body)
		}
	}
}
