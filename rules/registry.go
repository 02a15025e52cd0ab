package rules

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"

	"github.com/tablegames/casino/strictjson"
)

// Registry holds the games the engine knows, by id.
type Registry struct {
	games map[string]Game
	ids   []string
}

// NewRegistry returns a registry of the given games. Two games with one id
// are a programming error.
func NewRegistry(games ...Game) *Registry {
	r := &Registry{games: make(map[string]Game, len(games))}
	for _, g := range games {
		id := g.Info().ID
		if _, dup := r.games[id]; dup {
			panic("rules: game " + id + " registered twice")
		}
		r.games[id] = g
		r.ids = append(r.ids, id)
	}
	sort.Strings(r.ids)
	return r
}

// Game returns the game with the given id.
func (r *Registry) Game(id string) (Game, bool) {
	g, ok := r.games[id]
	return g, ok
}

// IDs returns the ids of all games, sorted.
func (r *Registry) IDs() []string { return append([]string(nil), r.ids...) }

// Infos returns every game's catalog entry, sorted by id.
func (r *Registry) Infos() []GameInfo {
	out := make([]GameInfo, 0, len(r.ids))
	for _, id := range r.ids {
		out = append(out, r.games[id].Info())
	}
	return out
}

// PeekEnvelope reads only the shared fields of a record, to find its table
// and game before the game decodes it strictly. It reads the whole record
// as strictly as Canonical does (valid JSON and text, no key twice in any
// case), so that no later reader can see another table or hand number in
// it; the envelope's keys are matched case-sensitively.
func PeekEnvelope(record []byte) (Envelope, error) {
	e, _, err := readEnvelope(nil, record, false)
	return e, err
}

// ReadEnvelope is PeekEnvelope that also appends the record's canonical
// form (Canonical) to dst, in the same pass over the record.
func ReadEnvelope(dst, record []byte) (Envelope, []byte, error) {
	return readEnvelope(dst, record, true)
}

func readEnvelope(dst, record []byte, emit bool) (Envelope, []byte, error) {
	var e Envelope
	if t := bytes.TrimLeft(record, " \t\r\n"); len(t) == 0 || t[0] != '{' {
		return e, dst, malformed("the record must be a JSON object")
	}
	var raws [len(envelopeKeys)][]byte
	out, err := strictjson.ReadObject(dst, record, emit, reflect.TypeFor[Envelope](), func(key, value []byte) {
		for i, k := range envelopeKeys {
			if string(key) == k {
				raws[i] = value
			}
		}
	})
	if err != nil {
		return e, dst, err
	}
	fields := [len(envelopeKeys)]any{&e.TableID, &e.HandNumber, &e.Game, &e.DealtAt, &e.TableSettings, &e.DealerID}
	for i, raw := range raws {
		if raw == nil || strictjson.DecodeValue(raw, fields[i]) {
			continue
		}
		if err := json.Unmarshal(raw, fields[i]); err != nil {
			return e, dst, strictjson.EnvelopeError(record, envelopeKeys[i], err)
		}
	}
	if raws[3] != nil && unknownOffsetIn(raws[3]) {
		return e, dst, Invalid("dealt_at", "%v", errUnknownOffset)
	}
	return e, out, nil
}

// envelopeKeys are the Envelope's fields, in the order PeekEnvelope fills
// them.
var envelopeKeys = [...]string{"table_id", "hand_number", "game", "dealt_at", "table_settings", "dealer_id"}

// Lookup returns the game a record names, or an InputError naming "game".
func (r *Registry) Lookup(id string) (Game, error) {
	g, ok := r.games[id]
	if !ok {
		return nil, Invalid("game", "%q is not a game this service verifies (games: %s)", id, strings.Join(r.ids, ", "))
	}
	return g, nil
}

// VerifyRecord decodes and verifies one record offline, with the record's
// own table_settings (or the game's defaults). It is the path casinoctl
// verify takes; the service takes the same steps with the table's settings.
func (r *Registry) VerifyRecord(record []byte) (Hand, *Verdict, error) {
	env, err := PeekEnvelope(record)
	if err != nil {
		return nil, nil, err
	}
	g, err := r.Lookup(env.Game)
	if err != nil {
		return nil, nil, err
	}
	h, err := g.Decode(record)
	if err != nil {
		return nil, nil, err
	}
	s, err := g.Settings(env.TableSettings)
	if err != nil {
		ie, _ := AsInputError(err)
		if ie != nil {
			for i := range ie.Errors {
				ie.Errors[i].Field = "table_" + ie.Errors[i].Field
			}
		}
		return h, nil, err
	}
	v, err := h.Verify(s)
	if err != nil {
		return h, nil, err
	}
	return h, v, nil
}

// CheckGame confirms that a record's game is the table's game.
func CheckGame(e Envelope, tableGame string) error {
	if e.Game != tableGame {
		return Invalid("game", "table %s deals %s, not %s", e.TableID, tableGame, e.Game)
	}
	return nil
}

// Describe returns a one-line description of a verdict for logs and tools.
func Describe(v *Verdict) string {
	if v.Verified() {
		return "verified: " + v.Outcome.Summary
	}
	return fmt.Sprintf("discrepancy (%d findings): %s", len(v.Findings), v.Outcome.Summary)
}
