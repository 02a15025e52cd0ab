package rules

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// A game declares the form a person fills in to enter one of its hands when
// the table's station is down: the parts of its record a person types, as
// data. The web pages render any declared form and build the record from the
// submitted values with EntryForm.Build, so adding a game adds no web code.
//
// A form is a list of sections. A section is either one group of inputs
// (Rows == 0) whose values go to keys of one object of the record, or a
// table of Rows lines (a list of the record: wagers, seats, boxes) where each
// line that is not blank becomes one item. Every input names the key it
// fills, so an error the game reports about "wagers[2].amount" is shown at
// the input the person typed it in.

// EntryKind says how a typed value becomes a record value.
type EntryKind string

// The kinds of input.
const (
	// EntryText is a string as typed, spaces trimmed.
	EntryText EntryKind = "text"
	// EntryInt is a whole number.
	EntryInt EntryKind = "int"
	// EntryMoney is an amount as a decimal string ("12.50"); a leading
	// typographic minus (−) is read as "-".
	EntryMoney EntryKind = "money"
	// EntryCards is a list of cards typed as "9H KC" or "10h, kc" (and
	// picked with the card picker): a list of card codes.
	EntryCards EntryKind = "cards"
	// EntryDice is a list of dice faces typed as "3 5" or picked: a list of
	// whole numbers from 1 to 6.
	EntryDice EntryKind = "dice"
	// EntryInts is a list of whole numbers ("0 17", a wheel's numbers).
	EntryInts EntryKind = "ints"
	// EntryWords is a list of words, lower-cased ("hit stand double"):
	// decisions in order.
	EntryWords EntryKind = "words"
	// EntryChoice is one of the field's Choices, as a string.
	EntryChoice EntryKind = "choice"
	// EntryCheck is a tick box: true when ticked, left out otherwise.
	EntryCheck EntryKind = "check"
)

// EntryForm is a game's hand-entry form.
type EntryForm struct {
	// Intro is shown above the form: what a hand of the game records.
	Intro string `json:"intro,omitempty"`
	// Seats is the number of playing positions of the game's usual
	// layout: the seats a table has unless its own layout says otherwise.
	// Zero leaves it to the page's default (DefaultEntrySeats).
	Seats    int            `json:"seats,omitempty"`
	Sections []EntrySection `json:"sections"`
}

// DefaultEntrySeats is the seats of a table whose game declares no layout
// and whose layout names none: the seven positions of most table games.
const DefaultEntrySeats = 7

// EntryLineStep is the number of blank lines a person adds to a table at a
// time, and the blank lines left under the lines a form is pre-filled with.
const EntryLineStep = 4

// EntrySection is a group of inputs, once or as a table of lines.
type EntrySection struct {
	// ID names the section in the page and in its inputs' names; unique in
	// the form, lower-case letters, digits and underscores.
	ID     string `json:"id"`
	Legend string `json:"legend"`
	Hint   string `json:"hint,omitempty"`
	// Path is the record key the section fills: "" for the record itself,
	// "cards" for an object, "wagers" for a list (with Rows). Dots nest:
	// "cards.seats".
	Path string `json:"path"`
	// Rows makes the section a table of that many lines, each line that is
	// not blank one item of the list at Path.
	Rows int `json:"rows,omitempty"`
	// PerSeat sizes the table to the layout: a blank form shows PerSeat
	// lines for each seat of the table (a seat's cards: 1; a seat's
	// wagers: as many as it usually makes). Zero shows Lines.
	PerSeat int `json:"per_seat,omitempty"`
	// Lines is the number of lines a blank form shows of a table not sized
	// by seats; with PerSeat zero too, the form shows all Rows. Rows stays
	// the most a person may add, on demand, and the most a record may hold.
	Lines int `json:"lines,omitempty"`
	// OmitEmpty leaves a list out of the record when no line is filled;
	// otherwise it is an empty list.
	OmitEmpty bool `json:"omit_empty,omitempty"`
	// Picker shows the card picker beside the section's card inputs.
	Picker bool         `json:"picker,omitempty"`
	Fields []EntryField `json:"fields"`
}

// EntryField is one input.
type EntryField struct {
	// Name is the input's name in its section; unique in it.
	Name string `json:"name"`
	// Key is the record key the value goes to, relative to the section's
	// object or list item; dots nest ("player_dealer.seat"). Empty: Name.
	Key     string    `json:"key,omitempty"`
	Label   string    `json:"label"`
	Kind    EntryKind `json:"kind"`
	Choices []string  `json:"choices,omitempty"`
	// ChoiceLabels, when set, name the Choices for people, one each.
	ChoiceLabels []string `json:"choice_labels,omitempty"`
	Hint         string   `json:"hint,omitempty"`
	// Value fills the input of a blank form (a setting's default, the next
	// box number).
	Value string `json:"value,omitempty"`
	// Min and Max bound a whole number, or each of a list of numbers, when
	// Max is above Min (a wheel's 0 to 36); dice are 1 to 6 without them.
	// The page offers a picker of the numbers where there are few.
	Min int `json:"min,omitempty"`
	Max int `json:"max,omitempty"`
}

// Bounds returns the range of a number input, and whether it has one.
func (f EntryField) Bounds() (lo, hi int, ok bool) {
	switch {
	case f.Max > f.Min:
		return f.Min, f.Max, true
	case f.Kind == EntryDice:
		return 1, 6, true
	}
	return 0, 0, false
}

// Shown is the number of lines a blank form shows of a table section at a
// table with seats positions: its lines per seat, or its Lines, never more
// than its Rows. A table that declares neither, or has few Rows, is shown
// whole.
func (s EntrySection) Shown(seats int) int {
	n := s.Lines
	if s.PerSeat > 0 && seats > 0 {
		n = s.PerSeat * seats
	}
	if n <= 0 || s.Rows <= EntryLineStep*2 {
		return s.Rows
	}
	return min(n, s.Rows)
}

// EntryCarrier is a game whose hands carry their table's state from one to
// the next (Sequenced): it fills the next hand's form with the state its
// table's last hand left (that hand's Outcome.State), so that a person
// types only what the hand adds.
type EntryCarrier interface {
	// EntryCarry returns the record keys the next hand declares its state
	// with, as JSON for EntryForm.Values (fill), and the keys a hand
	// declares only in some cases (offer: a roulette spin names the run
	// only when it settles Roulette Rage wagers), which the page offers
	// beside their inputs rather than typing them in. state is nil at a
	// table starting afresh.
	EntryCarry(s Settings, state json.RawMessage) (fill, offer json.RawMessage, err error)
}

// EntryInput is the id and name of an input in a page: the section's id and
// the field's name, with the line number for a table ("wagers-amount-3").
func EntryInput(section, field string, line int) string {
	if line > 0 {
		return section + "-" + field + "-" + strconv.Itoa(line)
	}
	return section + "-" + field
}

// EntryLine is the id of a table's line ("wagers-3"), where an error about
// a whole item is shown.
func EntryLine(section string, line int) string { return section + "-" + strconv.Itoa(line) }

func (f EntryField) key() string {
	if f.Key != "" {
		return f.Key
	}
	return f.Name
}

var entryName = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// Check reports a declaration that could not be rendered or built: names
// that are not unique or not plain, a choice without choices, two inputs
// filling one key. The catalog tests run it over every game.
func (f EntryForm) Check() error {
	if len(f.Sections) == 0 {
		return fmt.Errorf("the form has no sections")
	}
	sections := map[string]bool{}
	keys := map[string]string{}
	for _, s := range f.Sections {
		if !entryName.MatchString(s.ID) {
			return fmt.Errorf("section id %q is not lower-case letters, digits and underscores", s.ID)
		}
		if sections[s.ID] {
			return fmt.Errorf("section %q is declared twice", s.ID)
		}
		sections[s.ID] = true
		if s.Rows < 0 || s.Rows > 200 {
			return fmt.Errorf("section %q: %d rows", s.ID, s.Rows)
		}
		if s.PerSeat < 0 || s.Lines < 0 || (s.Rows == 0 && (s.PerSeat != 0 || s.Lines != 0)) {
			return fmt.Errorf("section %q: %d lines per seat and %d lines for %d rows", s.ID, s.PerSeat, s.Lines, s.Rows)
		}
		if s.Rows > 0 && s.Path == "" {
			return fmt.Errorf("section %q is a table but fills no list (Path)", s.ID)
		}
		if len(s.Fields) == 0 {
			return fmt.Errorf("section %q has no fields", s.ID)
		}
		names := map[string]bool{}
		for _, fl := range s.Fields {
			if !entryName.MatchString(fl.Name) {
				return fmt.Errorf("section %q: field name %q is not lower-case letters, digits and underscores", s.ID, fl.Name)
			}
			if names[fl.Name] {
				return fmt.Errorf("section %q: field %q is declared twice", s.ID, fl.Name)
			}
			names[fl.Name] = true
			switch fl.Kind {
			case EntryText, EntryInt, EntryMoney, EntryCards, EntryDice, EntryInts, EntryWords, EntryCheck:
			case EntryChoice:
				if len(fl.Choices) == 0 {
					return fmt.Errorf("section %q: choice %q has no choices", s.ID, fl.Name)
				}
				if fl.ChoiceLabels != nil && len(fl.ChoiceLabels) != len(fl.Choices) {
					return fmt.Errorf("section %q: choice %q has %d labels for %d choices", s.ID, fl.Name, len(fl.ChoiceLabels), len(fl.Choices))
				}
			default:
				return fmt.Errorf("section %q: field %q has no kind %q", s.ID, fl.Name, fl.Kind)
			}
			if fl.Label == "" {
				return fmt.Errorf("section %q: field %q has no label", s.ID, fl.Name)
			}
			if fl.Max != 0 || fl.Min != 0 {
				if fl.Max <= fl.Min {
					return fmt.Errorf("section %q: field %q has the range %d to %d", s.ID, fl.Name, fl.Min, fl.Max)
				}
				if fl.Kind != EntryInt && fl.Kind != EntryInts && fl.Kind != EntryDice {
					return fmt.Errorf("section %q: field %q is no number, yet has a range", s.ID, fl.Name)
				}
			}
			full := joinPath(s.Path, fl.key())
			if s.Rows > 0 {
				full = s.Path + "[]." + fl.key()
			}
			if other, dup := keys[full]; dup {
				return fmt.Errorf("section %q: field %q fills %s, as %s does", s.ID, fl.Name, full, other)
			}
			keys[full] = s.ID + "." + fl.Name
		}
	}
	// A key may not be both a value and an object holding others.
	for k := range keys {
		for j := range keys {
			if strings.HasPrefix(j, k+".") || strings.HasPrefix(j, k+"[].") {
				return fmt.Errorf("%s is filled as a value and holds %s", k, j)
			}
		}
	}
	return nil
}

func joinPath(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "." + b
}

// EntryError is a problem with one input of a form.
type EntryError struct {
	// Input is the input's id (EntryInput), a line's (EntryLine), a
	// section's id, or "form".
	Input  string
	Detail string
}

// EntryBuild is a record built from a form.
type EntryBuild struct {
	// Record holds the record's keys but the envelope's, ready to be
	// merged with the envelope and marshalled.
	Record map[string]any
	// Lines maps a table section's list path to the form line (1-based) of
	// each item, so that an error about "wagers[2]" finds its line.
	Lines map[string][]int
	// Errors are the values that could not be read (a seat number that is
	// not a number); the record leaves them out.
	Errors []EntryError
}

// Build reads the submitted values (input id to value; a tick box is
// present when ticked) into a record. Blank single inputs and blank lines
// are left out, so that the game's decoder says what is missing.
func (f EntryForm) Build(values map[string]string) EntryBuild {
	b := EntryBuild{Record: map[string]any{}, Lines: map[string][]int{}}
	for _, s := range f.Sections {
		if s.Rows == 0 {
			obj := b.Record
			if s.Path != "" {
				obj = objectAt(b.Record, s.Path)
			}
			for _, fl := range s.Fields {
				id := EntryInput(s.ID, fl.Name, 0)
				if v, ok := readEntry(fl, values[id], id, &b.Errors); ok {
					setPath(obj, fl.key(), v)
				}
			}
			continue
		}
		items := []any{}
		for line := 1; line <= s.Rows; line++ {
			item := map[string]any{}
			blank := true
			for _, fl := range s.Fields {
				id := EntryInput(s.ID, fl.Name, line)
				raw := strings.TrimSpace(values[id])
				if raw == "" {
					continue
				}
				blank = false
				if v, ok := readEntry(fl, raw, id, &b.Errors); ok {
					setPath(item, fl.key(), v)
				}
			}
			if blank {
				continue
			}
			items = append(items, item)
			b.Lines[s.Path] = append(b.Lines[s.Path], line)
		}
		if len(items) == 0 && s.OmitEmpty {
			continue
		}
		parent, last := b.Record, s.Path
		if i := strings.LastIndexByte(s.Path, '.'); i >= 0 {
			parent, last = objectAt(b.Record, s.Path[:i]), s.Path[i+1:]
		}
		parent[last] = items
	}
	return b
}

// readEntry converts one typed value; ok is false when the value is blank
// (left out) or unreadable (an error is added).
func readEntry(f EntryField, raw, id string, errs *[]EntryError) (any, bool) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return nil, false
	}
	bad := func(detail string) (any, bool) {
		*errs = append(*errs, EntryError{Input: id, Detail: detail})
		return nil, false
	}
	if p := TextProblem(raw); p != "" {
		return bad(p)
	}
	lo, hi, bounded := f.Bounds()
	outside := func(n int64) bool { return bounded && (n < int64(lo) || n > int64(hi)) }
	switch f.Kind {
	case EntryInt:
		n, err := strconv.ParseInt(raw, 10, 64)
		if err != nil {
			return bad("must be a whole number")
		}
		if outside(n) {
			return bad(fmt.Sprintf("must be from %d to %d", lo, hi))
		}
		return n, true
	case EntryMoney:
		return strings.Replace(raw, "\u2212", "-", 1), true
	case EntryCards:
		return CardCodes(raw), true
	case EntryDice, EntryInts:
		var out []int64
		for _, w := range entryWords(raw) {
			n, err := strconv.ParseInt(w, 10, 64)
			if err != nil {
				if f.Kind == EntryDice {
					return bad("must be the dice faces, whole numbers from 1 to 6 separated by spaces")
				}
				return bad("must be whole numbers separated by spaces")
			}
			if outside(n) {
				return bad(fmt.Sprintf("must be numbers from %d to %d, separated by spaces", lo, hi))
			}
			out = append(out, n)
		}
		return out, true
	case EntryWords:
		words := entryWords(strings.ToLower(raw))
		return words, true
	case EntryChoice:
		for _, c := range f.Choices {
			if raw == c {
				return raw, true
			}
		}
		return bad(fmt.Sprintf("must be one of %s", strings.Join(f.Choices, ", ")))
	case EntryCheck:
		return true, true
	}
	return raw, true
}

func entryWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' || r == '\r' })
}

// CardCodes reads typed cards ("9H KC", "10h, kc") into record form
// (["9H", "KC"]); whether each is a card is the game's decoder's to say.
func CardCodes(s string) []string {
	out := []string{}
	for _, w := range entryWords(s) {
		w = strings.ToUpper(w)
		if strings.HasPrefix(w, "10") && len(w) == 3 {
			w = "T" + w[2:]
		}
		out = append(out, w)
	}
	return out
}

func objectAt(root map[string]any, path string) map[string]any {
	obj := root
	for _, k := range strings.Split(path, ".") {
		next, ok := obj[k].(map[string]any)
		if !ok {
			next = map[string]any{}
			obj[k] = next
		}
		obj = next
	}
	return obj
}

func setPath(obj map[string]any, path string, v any) {
	if i := strings.LastIndexByte(path, '.'); i >= 0 {
		obj = objectAt(obj, path[:i])
		path = path[i+1:]
	}
	obj[path] = v
}

// Marshal merges the built record with the envelope's fields and encodes
// it.
func (b EntryBuild) Marshal(env Envelope) ([]byte, error) {
	rec := make(map[string]any, len(b.Record)+4)
	for k, v := range b.Record {
		rec[k] = v
	}
	rec["table_id"] = env.TableID
	rec["hand_number"] = env.HandNumber
	rec["game"] = env.Game
	rec["dealt_at"] = env.DealtAt
	if env.DealerID != "" {
		rec["dealer_id"] = env.DealerID
	}
	return json.Marshal(rec)
}

// InputFor finds the input that holds the record field an error names
// ("wagers[2].amount", "cards.player[1]", "player_dealer.net"): the input
// filling the field or the nearest value holding it, the line of a table's
// item, or the section. It returns "form" when no input holds it (an
// envelope field is the page's own).
func (f EntryForm) InputFor(field string, lines map[string][]int) string {
	type cand struct {
		path, input string
	}
	var cands []cand
	for _, s := range f.Sections {
		if s.Rows == 0 {
			for _, fl := range s.Fields {
				cands = append(cands, cand{joinPath(s.Path, fl.key()), EntryInput(s.ID, fl.Name, 0)})
			}
			if s.Path != "" {
				cands = append(cands, cand{s.Path, s.ID})
			}
			continue
		}
		cands = append(cands, cand{s.Path, s.ID})
		for i, line := range lines[s.Path] {
			item := fmt.Sprintf("%s[%d]", s.Path, i)
			cands = append(cands, cand{item, EntryLine(s.ID, line)})
			for _, fl := range s.Fields {
				cands = append(cands, cand{item + "." + fl.key(), EntryInput(s.ID, fl.Name, line)})
			}
		}
	}
	// The longest path that is the field or holds it.
	sort.SliceStable(cands, func(i, j int) bool { return len(cands[i].path) > len(cands[j].path) })
	for _, c := range cands {
		if field == c.path || strings.HasPrefix(field, c.path+".") || strings.HasPrefix(field, c.path+"[") {
			return c.input
		}
	}
	return "form"
}

// Shared sections of the forms.

// WagerResults are the results a house-banked wager's line may declare.
var WagerResults = []string{Win, Lose, Push}

// WagersSection is the table of a house-banked game's wagers
// (WagerRecord): seat, bet (one of the game's), amount, result and payout;
// commission where the game takes one.
func WagersSection(info GameInfo, rows int, commission bool) EntrySection {
	bets := make([]string, len(info.Wagers))
	names := make([]string, len(info.Wagers))
	for i, w := range info.Wagers {
		bets[i], names[i] = w.Bet, w.Name
	}
	s := EntrySection{ID: "wagers", Legend: "Wagers", Path: "wagers", Rows: rows,
		Hint: "One line per wager as it was settled at the table; blank lines are ignored. Payout is what the wager won at its odds, stake not included: 0 for a loss or a push.",
		Fields: []EntryField{
			{Name: "seat", Label: "Seat", Kind: EntryInt},
			{Name: "bet", Label: "Bet", Kind: EntryChoice, Choices: bets, ChoiceLabels: names},
			{Name: "amount", Label: "Amount", Kind: EntryMoney},
			{Name: "result", Label: "Result", Kind: EntryChoice, Choices: WagerResults},
			{Name: "payout", Label: "Payout", Kind: EntryMoney},
		}}
	if commission {
		s.Fields = append(s.Fields, EntryField{Name: "commission", Label: "Commission", Kind: EntryMoney})
	}
	return s
}

// PlayerDealerWagersSection is the table of a California game's wagers:
// WagersSection with the backline bettor and the stake returned uncovered,
// and no_action among the results.
func PlayerDealerWagersSection(info GameInfo, rows int, commission bool) EntrySection {
	s := WagersSection(info, rows, commission)
	s.Hint += " Backline: 1, 2, … for a bettor behind the seat, empty for the seated player. Returned: the part of a losing stake the player-dealer could not cover."
	s.Fields[3].Choices = []string{Win, Lose, Push, NoAction}
	s.Fields = append(s.Fields[:1], append([]EntryField{{Name: "backline", Label: "Backline", Kind: EntryInt}}, s.Fields[1:]...)...)
	s.Fields = append(s.Fields, EntryField{Name: "returned", Label: "Returned", Kind: EntryMoney})
	return s
}

// PlayerDealerSection is a California game's player-dealer
// (PlayerDealerRecord).
func PlayerDealerSection() EntrySection {
	return EntrySection{ID: "player_dealer", Legend: "Player-dealer", Path: "player_dealer",
		Hint: "The seat that banked the hand, the amount it put up, and its net result against the players: positive when it won, negative (−) when it lost.",
		Fields: []EntryField{
			{Name: "seat", Label: "Seat", Kind: EntryInt},
			{Name: "bank", Label: "Bank", Kind: EntryMoney},
			{Name: "net", Label: "Net result", Kind: EntryMoney},
		}}
}

// CollectionsSection is the table of a California game's collection fees
// (CollectionRecord).
func CollectionsSection(rows int) EntrySection {
	return EntrySection{ID: "collections", Legend: "Collections", Path: "collections", Rows: rows, OmitEmpty: true,
		Hint: "Every collection fee the table took for the hand: from a player per bet, from the player-dealer per hand, or per match-play coupon; blank lines are ignored.",
		Fields: []EntryField{
			{Name: "seat", Label: "Seat", Kind: EntryInt},
			{Name: "kind", Label: "Kind", Kind: EntryChoice, Choices: []string{CollectPlayer, CollectPlayerDealer, CollectMatchPlay}},
			{Name: "amount", Label: "Amount", Kind: EntryMoney},
		}}
}

// EntryDeclarer is a game that declares its hand-entry form. The form may
// depend on the table's settings (its seats, its optional wagers).
type EntryDeclarer interface {
	EntryForm(s Settings) EntryForm
}

// Values fills the form from a record: the inverse of Build, for showing a
// recorded hand in its form again and for proving that a person can type
// every record a station can send. It fails, naming the keys, when the
// record holds a value no input takes, or more items than a table has
// lines. The envelope's keys are the page's own and are skipped.
func (f EntryForm) Values(record []byte) (map[string]string, error) {
	var rec map[string]any
	if err := json.Unmarshal(record, &rec); err != nil {
		return nil, err
	}
	for _, k := range envelopeKeys {
		delete(rec, k)
	}
	values := map[string]string{}
	var problems []string
	for _, s := range f.Sections {
		if s.Rows == 0 {
			obj := rec
			if s.Path != "" {
				obj, _ = lookPath(rec, s.Path).(map[string]any)
			}
			for _, fl := range s.Fields {
				if obj == nil {
					break
				}
				v, ok := takePath(obj, fl.key())
				if !ok {
					continue
				}
				text, err := entryText(fl, v)
				if err != nil {
					problems = append(problems, joinPath(s.Path, fl.key())+": "+err.Error())
					continue
				}
				values[EntryInput(s.ID, fl.Name, 0)] = text
			}
			continue
		}
		list, ok := lookPath(rec, s.Path).([]any)
		if !ok {
			continue
		}
		if len(list) > s.Rows {
			problems = append(problems, fmt.Sprintf("%s: %d items; the form has %d lines", s.Path, len(list), s.Rows))
		}
		for i, el := range list {
			item, ok := el.(map[string]any)
			if !ok || i >= s.Rows {
				continue
			}
			for _, fl := range s.Fields {
				v, ok := takePath(item, fl.key())
				if !ok {
					continue
				}
				text, err := entryText(fl, v)
				if err != nil {
					problems = append(problems, fmt.Sprintf("%s[%d].%s: %v", s.Path, i, fl.key(), err))
					continue
				}
				values[EntryInput(s.ID, fl.Name, i+1)] = text
			}
			for _, k := range leftKeys(item, "") {
				problems = append(problems, fmt.Sprintf("%s[%d].%s: no input takes it", s.Path, i, k))
			}
		}
		// The list is taken whole.
		parent, last := rec, s.Path
		if j := strings.LastIndexByte(s.Path, '.'); j >= 0 {
			parent, _ = lookPath(rec, s.Path[:j]).(map[string]any)
			last = s.Path[j+1:]
		}
		if parent != nil {
			delete(parent, last)
		}
	}
	for _, k := range leftKeys(rec, "") {
		problems = append(problems, k+": no input takes it")
	}
	if len(problems) > 0 {
		sort.Strings(problems)
		return values, fmt.Errorf("the form cannot hold the record: %s", strings.Join(problems, "; "))
	}
	return values, nil
}

func lookPath(obj map[string]any, path string) any {
	var cur any = obj
	for _, k := range strings.Split(path, ".") {
		m, ok := cur.(map[string]any)
		if !ok {
			return nil
		}
		cur = m[k]
	}
	return cur
}

// takePath removes the value at path from obj and returns it.
func takePath(obj map[string]any, path string) (any, bool) {
	if i := strings.LastIndexByte(path, '.'); i >= 0 {
		parent, ok := lookPath(obj, path[:i]).(map[string]any)
		if !ok {
			return nil, false
		}
		obj, path = parent, path[i+1:]
	}
	v, ok := obj[path]
	delete(obj, path)
	return v, ok
}

// leftKeys lists the paths of the values left in obj; empty objects left
// behind by takePath do not count.
func leftKeys(obj map[string]any, prefix string) []string {
	var out []string
	for k, v := range obj {
		p := joinPath(prefix, k)
		if m, ok := v.(map[string]any); ok {
			out = append(out, leftKeys(m, p)...)
			continue
		}
		out = append(out, p)
	}
	return out
}

// entryText writes a record value as a person would type it.
func entryText(f EntryField, v any) (string, error) {
	switch f.Kind {
	case EntryCards, EntryDice, EntryInts, EntryWords:
		list, ok := v.([]any)
		if !ok {
			return "", fmt.Errorf("is not a list")
		}
		parts := make([]string, len(list))
		for i, el := range list {
			switch x := el.(type) {
			case string:
				parts[i] = x
			case float64:
				parts[i] = strconv.FormatFloat(x, 'f', -1, 64)
			default:
				return "", fmt.Errorf("item %d is not a word or a number", i)
			}
		}
		if f.Kind == EntryWords {
			for _, p := range parts {
				if p != strings.ToLower(p) || len(entryWords(p)) != 1 {
					return "", fmt.Errorf("%q is not a lower-case word", p)
				}
			}
		}
		return strings.Join(parts, " "), nil
	case EntryCheck:
		b, ok := v.(bool)
		if !ok {
			return "", fmt.Errorf("is not true or false")
		}
		if b {
			return "1", nil
		}
		return "", nil
	case EntryInt:
		n, ok := v.(float64)
		if !ok || n != float64(int64(n)) {
			return "", fmt.Errorf("is not a whole number")
		}
		return strconv.FormatInt(int64(n), 10), nil
	}
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("is not a string")
	}
	return s, nil
}
