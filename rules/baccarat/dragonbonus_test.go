package baccarat

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// Shared by the tests of dragon-bonus-co, ez-baccarat, golden-frog and
// infinite-fortune.

// sideWager is one wager of an example and how the rules settle it. payout
// "meter" stands for a line paid from the progressive meter, whose amount is
// the ledger's: the record declares some amount and the verdict must name
// the line and its share. rule, when set, is the seed 003 line(s) the
// settlement must cite.
type sideWager struct {
	bet, amount, result, payout, commission, rule string
}

// sw is a wager settled at payout with no commission; a rule may follow.
func sw(bet, amount, result, payout string, rule ...string) sideWager {
	w := sideWager{bet: bet, amount: amount, result: result, payout: payout}
	if len(rule) > 0 {
		w.rule = rule[0]
	}
	return w
}

// meterPayout is what a record declares for a meter line in the examples.
const meterPayout = "12345.67"

// sideRecord returns a record of game id for the coup dealt from shoe
// (shoe order P1, B1, P2, B2, then third cards, seed 003 lines 222-229),
// declaring each wager as given, each on its own seat.
func sideRecord(t testing.TB, id, shoe string, settings map[string]string, wagers []sideWager) []byte {
	t.Helper()
	cards := rules.MustCards(shoe)
	c, ok := Play(cards)
	if !ok || c.Cards() != len(cards) {
		t.Fatalf("shoe %q deals a coup of %d cards; the example lists %d", shoe, c.Cards(), len(cards))
	}
	r := Record{
		Envelope: rules.Envelope{TableID: "CO-7", HandNumber: 31, Game: id,
			DealtAt: time.Date(2026, 11, 22, 1, 30, 0, 0, time.FixedZone("MST", -7*3600)), TableSettings: settings},
		Wagers: []rules.WagerRecord{},
	}
	for _, card := range c.Player.Cards() {
		r.Cards.Player = append(r.Cards.Player, card.String())
	}
	for _, card := range c.Banker.Cards() {
		r.Cards.Banker = append(r.Cards.Banker, card.String())
	}
	for i, w := range wagers {
		payout := w.payout
		if payout == "meter" {
			payout = meterPayout
		}
		r.Wagers = append(r.Wagers, rules.WagerRecord{Seat: i + 1, Bet: w.bet, Amount: w.amount,
			Result: w.result, Payout: payout, Commission: w.commission})
	}
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// verifySide decodes a record with g and verifies it under its own
// table_settings.
func verifySide(t testing.TB, g rules.Game, data []byte) *rules.Verdict {
	t.Helper()
	h, err := g.Decode(data)
	if err != nil {
		t.Fatalf("Decode: %v", err)
	}
	s, err := g.Settings(h.Envelope().TableSettings)
	if err != nil {
		t.Fatalf("Settings: %v", err)
	}
	v, err := h.Verify(s)
	if err != nil {
		t.Fatalf("Verify: %v", err)
	}
	return v
}

// sideExample is a worked example: where it comes from, the cards in shoe
// order, the outcome, the table's settings and the wagers as the example
// settles them.
type sideExample struct {
	id, lines, shoe, summary string
	settings                 map[string]string
	wagers                   []sideWager
}

// check verifies the example's record with g: the outcome, each wager's
// expected settlement and cited line, and no finding.
func (e *sideExample) check(t *testing.T, g rules.Game) {
	t.Helper()
	v := verifySide(t, g, sideRecord(t, g.Info().ID, e.shoe, e.settings, e.wagers))
	if v.Outcome.Summary != e.summary {
		t.Errorf("outcome %q, want %q (seed 003 lines %s)", v.Outcome.Summary, e.summary, e.lines)
	}
	if len(v.Settlements) != len(e.wagers) {
		t.Fatalf("%d settlements for %d wagers", len(v.Settlements), len(e.wagers))
	}
	for i, w := range e.wagers {
		st := v.Settlements[i]
		got := st.Expected
		want := rules.Result{Result: w.result, Commission: money(t, w.commission)}
		switch {
		case w.payout == "meter":
			want.Payout = money(t, meterPayout)
			if st.Meter == nil || st.Meter.Percent != rules.Rate(10000) {
				t.Errorf("%s: the rules pay %+v, not 100%% of the meter (seed 003 lines %s)", w.bet, st.Meter, e.lines)
			}
		case st.Meter != nil:
			t.Errorf("%s: the rules pay %v%% of the meter; the example pays %s", w.bet, st.Meter.Percent, w.payout)
		default:
			want.Payout = money(t, w.payout)
		}
		if got != want {
			t.Errorf("%s $%s: rules give %s %s commission %s; the example says %s %s commission %s (seed 003 lines %s)",
				w.bet, w.amount, got.Result, got.Payout, got.Commission, want.Result, want.Payout, want.Commission, e.lines)
		}
		if st.Rule.File != rules.Seed003 || st.Rule.Lines == "" {
			t.Errorf("%s: settlement cites %v, want a line of seed 003", w.bet, st.Rule)
		}
		if w.rule != "" && st.Rule.Lines != w.rule {
			t.Errorf("%s: settlement cites line %s, want %s", w.bet, st.Rule.Lines, w.rule)
		}
	}
	for _, f := range v.Findings {
		t.Errorf("finding on a record declared as the example says: %+v", f)
	}
}

func set(kv ...string) map[string]string {
	m := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = kv[i+1]
	}
	return m
}

// The digest's derived examples (spec/seed003-colorado-baccarat.md Part E)
// and the seed's W5 as far as they touch Dragon Bonus, $10 a wager.
var dragonBonusExamples = []sideExample{
	{"W5 E14 natural tie 9-9", "563, 575", "9C 4D KH 5S", "Tie 9: Player 9 (2 cards, natural), Banker 9 (2 cards, natural)", nil, []sideWager{
		sw("dragon_bonus_player", "10.00", "push", "0.00", "563"),
		sw("dragon_bonus_banker", "10.00", "push", "0.00", "563"),
		sw("tie", "10.00", "win", "80.00"),
		sw("player", "10.00", "push", "0.00"),
		sw("banker", "10.00", "push", "0.00"),
	}},
	{"E18 natural tie 8-8", "563, 584", "4C 4D 4H 4S", "Tie 8: Player 8 (2 cards, natural), Banker 8 (2 cards, natural)", set("dragon_pay_table", "3"), []sideWager{
		sw("dragon_bonus_player", "10.00", "push", "0.00", "563"),
		sw("dragon_bonus_banker", "10.00", "push", "0.00", "563"),
	}},
	{"E1 natural winner", "547, 562, 574", "9S 7C KD AH", "Player 9 (2 cards, natural) over Banker 8 (2 cards, natural)", nil, []sideWager{
		sw("dragon_bonus_player", "10.00", "win", "10.00", "574"),
		sw("dragon_bonus_banker", "10.00", "lose", "0.00", "544-545"),
		sw("player", "10.00", "win", "10.00"),
		sw("banker", "10.00", "lose", "0.00"),
		sw("tie", "10.00", "lose", "0.00"),
	}},
	{"E23 natural 8 by 2", "547, 562", "5S 4C 3D 2H", "Player 8 (2 cards, natural) over Banker 6 (2 cards)", set("dragon_pay_table", "3"), []sideWager{
		sw("dragon_bonus_player", "10.00", "win", "10.00", "583"),
	}},
	{"E2 non-natural tie", "564", "2C TS 3D 3S 8H", "Tie 3: Player 3 (3 cards), Banker 3 (2 cards)", nil, []sideWager{
		sw("dragon_bonus_player", "10.00", "lose", "0.00", "564"),
		sw("dragon_bonus_banker", "10.00", "lose", "0.00", "564"),
		sw("tie", "10.00", "win", "80.00"),
	}},
	{"E7 non-natural tie", "564", "8S 8H 8D 8C", "Tie 6: Player 6 (2 cards), Banker 6 (2 cards)", nil, []sideWager{
		sw("dragon_bonus_player", "10.00", "lose", "0.00", "564"),
		sw("dragon_bonus_banker", "10.00", "lose", "0.00", "564"),
	}},
	{"E3 Banker by 3", "545", "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)", nil, []sideWager{
		sw("dragon_bonus_banker", "10.00", "lose", "0.00", "544-545"),
		sw("dragon_bonus_player", "10.00", "lose", "0.00", "544-545"),
	}},
	{"E3 commission", "147", "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)", nil, []sideWager{
		{bet: "banker", amount: "10.00", result: "win", payout: "10.00", commission: "0.50", rule: "145-147"},
	}},
	{"E4 table 1", "570", "KS 2H QD AC JC 4D", "Banker 7 (3 cards) over Player 0 (3 cards)", set("dragon_pay_table", "1"), []sideWager{
		sw("dragon_bonus_banker", "10.00", "win", "60.00", "570"),
		sw("dragon_bonus_player", "10.00", "lose", "0.00"),
	}},
	{"E4 table 2", "570", "KS 2H QD AC JC 4D", "Banker 7 (3 cards) over Player 0 (3 cards)", set("dragon_pay_table", "2"), []sideWager{
		sw("dragon_bonus_banker", "10.00", "win", "70.00", "570"),
	}},
	{"E4 table 3", "581", "KS 2H QD AC JC 4D", "Banker 7 (3 cards) over Player 0 (3 cards)", set("dragon_pay_table", "3"), []sideWager{
		sw("dragon_bonus_banker", "10.00", "win", "40.00", "581"),
	}},
	{"E5 table 1", "568", "2C KH 3C TD 4D JS", "Player 9 (3 cards) over Banker 0 (3 cards)", nil, []sideWager{
		sw("dragon_bonus_player", "10.00", "win", "300.00", "568"),
		sw("dragon_bonus_banker", "10.00", "lose", "0.00"),
		sw("player", "10.00", "win", "10.00"),
	}},
	{"E5 table 2", "568", "2C KH 3C TD 4D JS", "Player 9 (3 cards) over Banker 0 (3 cards)", set("dragon_pay_table", "2"), []sideWager{
		sw("dragon_bonus_player", "10.00", "win", "200.00", "568"),
	}},
	{"E5 table 3", "579", "2C KH 3C TD 4D JS", "Player 9 (3 cards) over Banker 0 (3 cards)", set("dragon_pay_table", "3"), []sideWager{
		sw("dragon_bonus_player", "10.00", "win", "300.00", "579"),
	}},
	{"E6 Player by 2", "545", "AS 2D 4C 2C 4H 3S", "Player 9 (3 cards) over Banker 7 (3 cards)", nil, []sideWager{
		sw("dragon_bonus_player", "10.00", "lose", "0.00", "544-545"),
	}},
	{"E9 table 1", "569", "2S 4H 3D 2C 6C 3D", "Banker 9 (3 cards) over Player 1 (3 cards)", nil, []sideWager{
		sw("dragon_bonus_banker", "10.00", "win", "100.00", "569"),
	}},
	{"E9 table 2", "569", "2S 4H 3D 2C 6C 3D", "Banker 9 (3 cards) over Player 1 (3 cards)", set("dragon_pay_table", "2"), []sideWager{
		sw("dragon_bonus_banker", "10.00", "win", "80.00", "569"),
	}},
	{"E9 table 3", "580", "2S 4H 3D 2C 6C 3D", "Banker 9 (3 cards) over Player 1 (3 cards)", set("dragon_pay_table", "3"), []sideWager{
		sw("dragon_bonus_banker", "10.00", "win", "100.00", "580"),
	}},
	{"E10 by 6, all tables", "571", "TC TS AD 3S 8S", "Player 9 (3 cards) over Banker 3 (2 cards)", nil, []sideWager{
		sw("dragon_bonus_player", "10.00", "win", "40.00", "571"),
	}},
	{"E10 table 2", "571", "TC TS AD 3S 8S", "Player 9 (3 cards) over Banker 3 (2 cards)", set("dragon_pay_table", "2"), []sideWager{
		sw("dragon_bonus_player", "10.00", "win", "40.00", "571"),
	}},
	{"E10 table 3", "581", "TC TS AD 3S 8S", "Player 9 (3 cards) over Banker 3 (2 cards)", set("dragon_pay_table", "3"), []sideWager{
		sw("dragon_bonus_player", "10.00", "win", "40.00", "581"),
	}},
	{"E11 Player by 1", "545", "3C KS 2D 7D 3H", "Player 8 (3 cards) over Banker 7 (2 cards)", nil, []sideWager{
		sw("dragon_bonus_player", "10.00", "lose", "0.00", "544-545"),
	}},
	{"E16 Banker by 1", "545", "5S 5D 9H 9C 2C 3H", "Banker 7 (3 cards) over Player 6 (3 cards)", nil, []sideWager{
		sw("dragon_bonus_banker", "10.00", "lose", "0.00", "544-545"),
	}},
	{"E24 table 1", "573", "KS 3H QD AS JC", "Banker 4 (2 cards) over Player 0 (3 cards)", nil, []sideWager{
		sw("dragon_bonus_banker", "10.00", "win", "10.00", "573"),
	}},
	{"E24 table 2", "573", "KS 3H QD AS JC", "Banker 4 (2 cards) over Player 0 (3 cards)", set("dragon_pay_table", "2"), []sideWager{
		sw("dragon_bonus_banker", "10.00", "win", "10.00", "573"),
	}},
	{"E24 table 3", "582", "KS 3H QD AS JC", "Banker 4 (2 cards) over Player 0 (3 cards)", set("dragon_pay_table", "3"), []sideWager{
		sw("dragon_bonus_banker", "10.00", "win", "20.00", "582"),
	}},
	{"E26 by 7", "570", "KS 5H QD 2C JC", "Banker 7 (2 cards) over Player 0 (3 cards)", nil, []sideWager{
		sw("dragon_bonus_banker", "10.00", "win", "60.00", "570"),
	}},
	// Pay Table 2 pays a win by 5 at 3 to 1, Pay Table 1 at 2 to 1: Player
	// 2+3 draws a 4 (9); Banker K+4 draws on the 4 and takes a king (4).
	{"win by 5, table 2", "572", "2C KH 3D 4S 4C KD", "Player 9 (3 cards) over Banker 4 (3 cards)", set("dragon_pay_table", "2"), []sideWager{
		sw("dragon_bonus_player", "10.00", "win", "30.00", "572"),
	}},
	{"win by 5, table 1", "572", "2C KH 3D 4S 4C KD", "Player 9 (3 cards) over Banker 4 (3 cards)", nil, []sideWager{
		sw("dragon_bonus_player", "10.00", "win", "20.00", "572"),
	}},
}

func TestDragonBonusExamples(t *testing.T) {
	for _, e := range dragonBonusExamples {
		t.Run(e.id, func(t *testing.T) { e.check(t, DragonBonus()) })
	}
}

// Line 533: a seat backs the Player or the Banker, and both only where the
// licensee allows it.
func TestDragonBonusBothHands(t *testing.T) {
	wagers := []rules.WagerRecord{
		{Seat: 2, Bet: "dragon_bonus_player", Amount: "10.00", Result: "win", Payout: "300.00"},
		{Seat: 2, Bet: "dragon_bonus_banker", Amount: "10.00", Result: "lose", Payout: "0.00"},
		{Seat: 3, Bet: "dragon_bonus_banker", Amount: "5.00", Result: "lose", Payout: "0.00"},
		{Seat: 3, Bet: "player", Amount: "5.00", Result: "win", Payout: "5.00"},
	}
	for _, c := range []struct {
		settings map[string]string
		findings int
	}{
		{nil, 1},
		{set("dragon_bonus_both_hands", "not_allowed"), 1},
		{set("dragon_bonus_both_hands", "allowed"), 0},
	} {
		r := Record{Envelope: rules.Envelope{TableID: "DB-1", HandNumber: 4, Game: "dragon-bonus-co",
			DealtAt: time.Date(2026, 11, 22, 2, 0, 0, 0, time.UTC), TableSettings: c.settings}, Wagers: wagers}
		r.Cards.Player = []string{"2C", "3C", "4D"}
		r.Cards.Banker = []string{"KH", "TD", "JS"}
		data, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		v := verifySide(t, DragonBonus(), data)
		if len(v.Settlements) != len(wagers) {
			t.Fatalf("%d settlements for %d wagers: both hands are still settled", len(v.Settlements), len(wagers))
		}
		if len(v.Findings) != c.findings {
			t.Fatalf("%v: findings %+v, want %d", c.settings, v.Findings, c.findings)
		}
		if c.findings == 1 {
			f := v.Findings[0]
			if f.Seat != 2 || f.Rule != co("533") || !strings.Contains(f.Message, "both hands") {
				t.Errorf("finding %+v, want seat 2 citing line 533", f)
			}
		}
	}
}

func TestDragonBonusSettings(t *testing.T) {
	g := DragonBonus()
	s, err := g.Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	ds := s.(*dragonBonusSettings)
	if ds.decks != 8 || ds.table.id != "1" || ds.bothHands || ds.commission.rate != 500 || ds.tieOdds != rules.ToOne(8) {
		t.Errorf("defaults %+v", ds)
	}
	for _, bad := range []map[string]string{
		{"dragon_pay_table": "4"},
		{"dragon_pay_table": "A"},
		{"dragon_bonus_both_hands": "yes"},
		{"tie_odds": "7"},
		{"commission_rate": "4"},
		{"decks": "5"},
		{"bonus_pay_table": "A"},
	} {
		if _, err := g.Settings(bad); err == nil {
			t.Errorf("settings %v accepted", bad)
		} else if _, ok := rules.AsInputError(err); !ok {
			t.Errorf("settings %v: %v is not an *InputError", bad, err)
		}
	}
}

// The Dragon Bonus data against the lines it cites: every pay-table row
// reads the margin and the odds in its table's column (Pay Tables 1 and 2
// share lines 568-575, tab-separated, in that order), the natural and the
// natural tie rows say so, and each wager's odds are printed on its line.
func TestDragonBonusSeedCrossCheck(t *testing.T) {
	lines := seedtext.Lines(t, rules.Seed003)
	column := map[string]int{"1": 0, "2": 2, "3": 0}
	if h := lines[567-1]; !strings.Contains(h, "Pay Table 1") || !strings.Contains(lines[578-1], "Pay Table 3") {
		t.Fatalf("the pay table headings have moved: %q, %q", h, lines[578-1])
	}
	for i := range dragonBonusTables {
		tbl := &dragonBonusTables[i]
		cell := func(line string) (label, pays string) {
			t.Helper()
			fields := strings.Split(seedtext.Text(t, co(line)), "\t")
			c := column[tbl.id]
			if len(fields) < c+2 {
				t.Fatalf("line %s has %d columns: %q", line, len(fields), fields)
			}
			return fields[c], fields[c+1]
		}
		covered := map[int]bool{}
		for _, r := range tbl.rows {
			label, pays := cell(r.line)
			want := fmt.Sprintf("Win by %d points*", r.from)
			if r.from != r.to {
				want = fmt.Sprintf("Win by %d-%d points*", r.from, r.to)
			}
			if label != want || pays != r.odds.String() {
				t.Errorf("Pay Table %s line %s reads %q %q; the data says %q %s", tbl.id, r.line, label, pays, want, r.odds)
			}
			for m := r.from; m <= r.to; m++ {
				covered[m] = true
			}
		}
		for m := 4; m <= 9; m++ {
			if !covered[m] {
				t.Errorf("Pay Table %s has no row for a win by %d (line 549: 4 thru 9)", tbl.id, m)
			}
		}
		if label, pays := cell(tbl.natural.line); label != "Natural winner" || pays != tbl.natural.odds.String() {
			t.Errorf("Pay Table %s natural row, line %s, reads %q %q", tbl.id, tbl.natural.line, label, pays)
		}
		if label, pays := cell(tbl.naturalTie); label != "Natural ties" || pays != "PUSH" {
			t.Errorf("Pay Table %s natural tie row, line %s, reads %q %q", tbl.id, tbl.naturalTie, label, pays)
		}
	}
	for _, c := range []struct {
		rule rules.Cite
		want string
	}{
		{ruleDragonNaturalTie, "natural tie (8-8, 9-9), the Dragon Bonus pushes"},
		{ruleDragonOtherTie, "All other ties"},
		{ruleDragonWays, "wins by at least four points"},
		{co("562"), "Natural winners always pay even-money"},
	} {
		if text := seedtext.Text(t, c.rule); !strings.Contains(text, c.want) {
			t.Errorf("%s reads %q, not %q", c.rule, text, c.want)
		}
	}
	checkSeedWagers(t, dragonBonus.game.bets)
	checkSeedSettings(t, DragonBonus(), map[string]string{
		keyDragonBonusBoth:  "bet them both",
		keyDragonBonusTable: "Pay Table 3",
		keyTieOdds:          "at least 8 to 1",
		keyDecks:            "six to ten decks",
	})
}

// checkSeedWagers checks that every bet with printed odds has them on its
// cited line.
func checkSeedWagers[S tableSettings](t *testing.T, bets []bet[S]) {
	t.Helper()
	for _, b := range bets {
		text := seedtext.Text(t, b.rule)
		if b.rule.File != rules.Seed003 {
			t.Errorf("%s cites %v", b.id, b.rule)
		}
		if b.odds != (rules.Odds{}) && !strings.Contains(text, b.odds.String()) {
			t.Errorf("%s pays %s, but %s reads %q", b.id, b.odds, b.rule, text)
		}
	}
}

// checkSeedSettings checks that each setting's cited line says what the
// setting is about (want: a phrase per key) and that every setting cites
// seed 003.
func checkSeedSettings(t *testing.T, g rules.Game, want map[string]string) {
	t.Helper()
	for _, s := range g.Info().Settings {
		text := seedtext.Text(t, s.Rule)
		if s.Rule.File != rules.Seed003 {
			t.Errorf("%s cites %v", s.Key, s.Rule)
		}
		if w, ok := want[s.Key]; ok && !strings.Contains(text, w) {
			t.Errorf("%s cites %s, which does not read %q: %q", s.Key, s.Rule, w, text)
		}
	}
}

// The Wizard of Odds' eight-deck Dragon Bonus tables (wizardofodds.com/
// games/baccarat/appendix/5/): deals of each line, the same on every pay
// table; a win by 4 to 9, a natural win and a natural tie. The published
// "Loss" and total are rounded in their last digits (they pass 2^53) and
// are checked to that precision.
var wizardDragonBonus = map[Side]struct {
	byMargin        [10]uint64
	natural, natTie uint64
	loss            uint64
	edge            [3]string // house edge with 4, 6, 8 decks, Pay Table 1
}{
	Player: {byMargin: [10]uint64{9: 18_409_431_764_992, 8: 34_097_645_543_424, 7: 89_590_261_473_280,
		6: 141_238_897_317_888, 5: 166_169_165_987_840, 4: 186_780_352_174_080},
		natural: 812_685_054_124_032, natTie: 89_325_908_267_520, loss: 3_460_101_558_850_300,
		edge: [3]string{"0.0270", "0.0267", "0.0265"}},
	Banker: {byMargin: [10]uint64{9: 15_390_342_909_952, 8: 28_305_092_784_128, 7: 79_517_099_278_336,
		6: 119_200_072_366_080, 5: 157_275_882_332_160, 4: 201_147_167_287_296},
		natural: 812_685_054_124_032, natTie: 89_325_908_267_520, loss: 3_495_551_656_153_850,
		edge: [3]string{"0.0942", "0.0939", "0.0937"}},
}

func TestEnumerateDragonBonus(t *testing.T) {
	g := DragonBonus()
	var variants []rules.Settings
	for _, kv := range [][]string{{"dragon_pay_table", "1"}, {"dragon_pay_table", "2"}, {"dragon_pay_table", "3"},
		{"decks", "6"}} {
		s, err := g.Settings(set(kv...))
		if err != nil {
			t.Fatal(err)
		}
		variants = append(variants, s)
	}
	fs, err := Enumerate(g, variants...)
	if err != nil {
		t.Fatal(err)
	}
	independent := countByValue(8)
	for vi, f := range fs {
		tbl := dragonBonusTableByID(f.Settings["dragon_pay_table"])
		for _, side := range [...]Side{Player, Banker} {
			bf := f.Bet("dragon_bonus_" + side.String())
			pub := wizardDragonBonus[side]
			var sum uint64
			for _, l := range bf.Lines {
				sum += l.Ways
			}
			if sum != f.Deals {
				t.Fatalf("%s: lines cover %d of %d deals", bf.Bet, sum, f.Deals)
			}
			if f.Decks != 8 {
				// Six decks: the published house edge only.
				checkEdge(t, bf, pub.edge[1], fmt.Sprintf("%s, 6 decks", bf.Bet))
				continue
			}
			// Each row of the table, against the published deals of its
			// margins and against the independent count.
			for _, r := range tbl.rows {
				var want, indep uint64
				for m := r.from; m <= r.to; m++ {
					want += pub.byMargin[m]
					indep += independent.count(func(k valueOutcome) bool {
						return k.winner == side && !k.natural() && k.margin() == m
					})
				}
				if got := bf.Ways(co(r.line)); got != want || got != indep {
					t.Errorf("Pay Table %s %s line %s: %d deals; published %d, counted %d", tbl.id, bf.Bet, r.line, got, want, indep)
				}
			}
			if got := bf.Ways(co(tbl.natural.line)); got != pub.natural {
				t.Errorf("%s natural winner: %d deals, published %d", bf.Bet, got, pub.natural)
			}
			if got := bf.WaysOf(rules.Push); got != pub.natTie || bf.Ways(ruleDragonNaturalTie) != got {
				t.Errorf("%s natural tie: %d deals, published %d", bf.Bet, got, pub.natTie)
			}
			loss := bf.WaysOf(rules.Lose)
			if d := int64(loss) - int64(pub.loss); d < -100 || d > 100 {
				t.Errorf("%s losses: %d deals, published (rounded) %d", bf.Bet, loss, pub.loss)
			}
			// The return, from the published lines and this table's odds.
			ret := new(big.Rat)
			add := func(ways uint64, net *big.Rat) {
				ret.Add(ret, new(big.Rat).Mul(net, new(big.Rat).SetFrac(new(big.Int).SetUint64(ways), new(big.Int).SetUint64(f.Deals))))
			}
			var won uint64
			for m := 4; m <= 9; m++ {
				r, _ := tbl.row(m)
				add(pub.byMargin[m], big.NewRat(r.odds.Win, r.odds.Per))
				won += pub.byMargin[m]
			}
			add(pub.natural, big.NewRat(1, 1))
			add(f.Deals-won-pub.natural-pub.natTie, big.NewRat(-1, 1))
			if bf.Return.Cmp(ret) != 0 {
				t.Errorf("Pay Table %s %s: return %s, from the published deals %s", tbl.id, bf.Bet, bf.Return.FloatString(6), ret.FloatString(6))
			}
			if tbl.id == "1" {
				checkEdge(t, bf, pub.edge[2], bf.Bet+", 8 decks")
			}
			_ = vi
		}
		// Player, Banker and Tie are baccarat-co's.
		if f.Decks == 8 {
			if got := f.Bet("banker").WaysOf(rules.Win); got != 2_292_252_566_437_888 {
				t.Errorf("banker wins %d deals", got)
			}
		}
	}
}

// checkEdge compares a bet's house edge, rounded to four places, with a
// published figure such as "0.0265".
func checkEdge(t *testing.T, bf *BetFrequency, published, what string) {
	t.Helper()
	if bf.Return == nil {
		t.Fatalf("%s: no return", what)
	}
	edge := new(big.Rat).Neg(bf.Return)
	if got := edge.FloatString(4); got != published {
		t.Errorf("%s: house edge %s (%s), published %s", what, got, edge.FloatString(6), published)
	}
}
