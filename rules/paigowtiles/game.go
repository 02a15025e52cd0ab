package paigowtiles

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// cites are the lines one game's text gives for each rule.
type cites struct {
	// win, lose and push settle a base wager; copy is the rule that the
	// player-dealer wins copies and every 0 against 0.
	win, lose, push, copy rules.Cite
	// dice places the action button; order is the settlement's order;
	// cover says winners are paid as far as the bank covers; runsOut
	// returns the wagers not covered once the player-dealer's wager is
	// exhausted.
	dice, order, cover, runsOut rules.Cite
	// houseWay is the line that lets the house dealer set a hand;
	// playerDealerSets the line where the player-dealer sets its own.
	houseWay, playerDealerSets rules.Cite
	// noBackline refuses backline wagers (Wild); zero where they are
	// allowed.
	noBackline rules.Cite
	// wilds is the rule that the two wild tiles are played together
	// (Wild); zero in Pai Gow Tiles.
	wilds rules.Cite
	// fees is the collection rule: per hand from the player-dealer and per
	// betting circle from each player.
	fees rules.Cite
}

// game is Pai Gow Tiles or Pai Gow Tiles Wild.
type game struct {
	id, name string
	sources  []rules.Cite
	// wild: the Gee Joon tiles are wild (Pai Gow Tiles Wild).
	wild bool
	// countDir is the direction the dice count the positions from the
	// player-dealer, and settleDir the direction wagers are settled from
	// the action button: +1 clockwise, -1 counterclockwise (seats are
	// numbered clockwise).
	countDir, settleDir int
	c                   cites
	specs               []rules.SettingSpec
	notes               []string
}

// Setting keys and values.
const (
	keyHouseWay        = "house_way"
	houseWayPairRules  = "pair_rules"
	houseWayUnchecked  = "unchecked"
	keyPlayerDealerWay = "player_dealer_way"
	playerDealerOwn    = "own_choice"
	playerDealerHouse  = "house_way"
)

// settings are a table's compiled settings.
type settings struct {
	values map[string]string
	// checkHouseWay holds the hands the house set to the house way.
	checkHouseWay bool
	// playerDealerHouseWay holds the player-dealer's hand to the house way
	// whether or not the house set it.
	playerDealerHouseWay bool
	// exhausted is what follows once the player-dealer's wager is
	// exhausted: the Wild's rules return the wagers not covered (2913,
	// 3007); Pai Gow Tiles' setting bank_exhausted chooses.
	exhausted rules.Exhausted
}

// Values returns every setting, defaults included.
func (s *settings) Values() map[string]string { return maps.Clone(s.values) }

func playerDealerWaySpec(rule rules.Cite) rules.SettingSpec {
	return rules.SettingSpec{Key: keyPlayerDealerWay, Default: playerDealerOwn, Allowed: []string{playerDealerOwn, playerDealerHouse}, Rule: rule,
		Doc: "own_choice: the player-dealer sets its own tiles, as the rules say (lines 1206-1208, 2997), and its hand is held to the house way only when the house set it (house_way in the record). house_way: a table whose player-dealer's hand is always set the house way; a set the house way decides otherwise is a finding (interpretation PGT-6)."}
}

// Info describes the game for the catalog.
func (g *game) Info() rules.GameInfo {
	wins := "Both of the seat's hands outrank the player-dealer's (high against high, low against low). One higher and one lower, or one higher and one a copy, pushes. Both lower, or lower and a copy, or two copies, lose: the player-dealer wins copies and every 0 against 0."
	return rules.GameInfo{
		ID: g.id, Name: g.name, Family: "tiles", Banking: "player_dealer",
		Sources: append([]rules.Cite(nil), g.sources...),
		Decks:   "One set of 32 Chinese dominoes (tiles), 16 pairs, four dealt to each position (lines 1136, 1141-1143, 2921).",
		Wagers: []rules.WagerInfo{
			{Bet: BetBase, Name: "Base game wager", Wins: wins, Pays: "1 to 1, no commission (interpretation PGT-3)", Rule: g.c.win},
		},
		Settings: append([]rules.SettingSpec(nil), g.specs...),
	}
}

// Notes returns published figures and remarks for the game's page.
func (g *game) Notes() []string { return g.notes }

// HandRecord returns an empty Record, the record the game reads.
func (g *game) HandRecord() any { return &Record{} }

// Settings checks a table's settings, fills in defaults and compiles them.
func (g *game) Settings(values map[string]string) (rules.Settings, error) {
	norm, err := rules.NormalizeSettings(g.specs, values)
	if err != nil {
		return nil, err
	}
	return &settings{
		values: norm,
		// The Wild prints its house way and has no such setting.
		checkHouseWay:        norm[keyHouseWay] != houseWayUnchecked,
		playerDealerHouseWay: norm[keyPlayerDealerWay] == playerDealerHouse,
		// The Wild has no bank_exhausted setting: its rules speak.
		exhausted: rules.ExhaustedOf(norm[rules.SettingBankExhausted]),
	}, nil
}

// hand is a decoded record.
type hand struct {
	game        *game
	env         rules.Envelope
	dice        int
	pd          rules.PlayerDealer
	hands       []setHand
	wagers      []rules.Wager
	collections []rules.Collection
}

// Decode reads one record strictly.
func (g *game) Decode(data []byte) (rules.Hand, error) {
	var r Record
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	r.Envelope.Check(errs)
	if r.Game != "" && r.Game != g.id {
		errs.Add("game", "%q is not %s; this decoder reads %s records", r.Game, g.id, g.id)
	}
	h := &hand{game: g, env: r.Envelope, dice: r.Dice}
	if r.Dice < 3 || r.Dice > 18 {
		errs.Add("dice", "must be the total of the three dice, 3 to 18 (%s)", g.c.dice)
	}
	h.pd = rules.ParsePlayerDealer(r.PlayerDealer, errs)
	pdSeat := 0
	if r.PlayerDealer != nil {
		pdSeat = r.PlayerDealer.Seat
		if pdSeat > seats {
			errs.Add("player_dealer.seat", "is %d; the table has seats 1 to %d (line 2991)", pdSeat, seats)
		}
	}
	h.hands = decodeHands(r.Hands, pdSeat, errs)
	if g.wild {
		for i := range h.hands {
			g.checkWilds(&h.hands[i], errs)
		}
	}
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list the hand's wagers, or [] when none was placed")
	}
	h.wagers = rules.ParseWagers(r.Wagers, []string{BetBase}, errs)
	dealt := map[int]bool{}
	for _, x := range r.Hands {
		dealt[x.Seat] = true
	}
	for i, w := range r.Wagers {
		f := fmt.Sprintf("wagers[%d]", i)
		switch {
		case w.Seat > seats:
			errs.Add(f+".seat", "is %d; the table has seats 1 to %d (line 2991)", w.Seat, seats)
		case w.Seat == pdSeat:
			errs.Add(f+".seat", "is the player-dealer's seat; the player-dealer banks the hand and does not bet against itself (%s)", rules.RulePlayerDealerCover)
		case w.Seat >= 1 && !dealt[w.Seat]:
			errs.Add(f+".seat", "seat %d has no hand in hands; every seat with a wager is dealt four tiles (line 1204)", w.Seat)
		}
		if w.Backline != 0 && g.c.noBackline != (rules.Cite{}) {
			errs.Add(f+".backline", "back-line betting is not permitted on any wager (%s)", g.c.noBackline)
		}
	}
	h.collections = rules.ParseCollections(r.Collections, errs)
	for i, c := range r.Collections {
		if c.Seat > seats {
			errs.Add(fmt.Sprintf("collections[%d].seat", i), "is %d; the table has seats 1 to %d (line 2991)", c.Seat, seats)
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	for i := range h.hands {
		h.hands[i].score(g.wild)
	}
	return h, nil
}

// checkWilds refuses a Wild hand that holds both wild tiles apart: "the
// wild tiles cannot be separated and must be played as a Supreme Pair"
// (line 2927).
func (g *game) checkWilds(x *setHand, errs *rules.InputError) {
	n := 0
	for _, t := range x.tiles {
		if t.class == geeJoon {
			n++
		}
	}
	together := x.tiles[0].class == geeJoon && x.tiles[1].class == geeJoon || x.tiles[2].class == geeJoon && x.tiles[3].class == geeJoon
	if n == 2 && !together {
		errs.Add(x.field, "holds both wild tiles (12 and 24) in two hands; they cannot be separated and must be played together as the Supreme Pair (%s)", g.c.wilds)
	}
}

func (h *hand) Envelope() rules.Envelope { return h.env }

// seatHand returns the hand of a seat.
func (h *hand) seatHand(seat int) *setHand {
	for i := range h.hands {
		if h.hands[i].seat == seat {
			return &h.hands[i]
		}
	}
	return nil
}

// actionSeat places the action button: the dice count the eight positions
// from the player-dealer's, which is 1 (and 9 and 17), in the game's
// direction; on the player-dealer's own position the next position in that
// direction takes it (lines 1140, 1202, 3001-3003; interpretation PGT-7).
func (g *game) actionSeat(dice, pdSeat int) int {
	k := (dice - 1) % seats
	if k == 0 {
		k = 1
	}
	return mod(pdSeat-1+g.countDir*k, seats) + 1
}

func mod(a, n int) int { return ((a % n) + n) % n }

// order is the settlement's order: from the action seat, seat by seat in
// the game's direction, the seated player before the backline bettors.
func (g *game) order(ws []rules.Wager, action int) []int {
	idx := make([]int, len(ws))
	for i := range idx {
		idx[i] = i
	}
	pos := func(seat int) int { return mod(g.settleDir*(seat-action), seats) }
	slices.SortStableFunc(idx, func(a, b int) int {
		wa, wb := &ws[a], &ws[b]
		if d := pos(wa.Seat) - pos(wb.Seat); d != 0 {
			return d
		}
		return wa.Backline - wb.Backline
	})
	return idx
}

// versus is how one hand fares against the player-dealer's.
type versus int

const (
	vsWin      versus = iota // both hands higher
	vsPush                   // one higher, one lower
	vsPushCopy               // one higher, one a copy
	vsLoseCopy               // none higher, one or two copies
	vsLose                   // both lower
)

// against compares a player's hands with the player-dealer's: high with
// high, low with low, a copy going to the player-dealer.
func against(pHi, pLo, dHi, dLo score) versus {
	hi, lo := cmpScore(pHi, dHi), cmpScore(pLo, dLo)
	switch {
	case hi > 0 && lo > 0:
		return vsWin
	case hi > 0 && lo < 0, hi < 0 && lo > 0:
		return vsPush
	case hi > 0 || lo > 0:
		return vsPushCopy
	case hi < 0 && lo < 0:
		return vsLose
	}
	return vsLoseCopy
}

func cmpScore(a, b score) int {
	switch {
	case a > b:
		return 1
	case a < b:
		return -1
	}
	return 0
}

// evenMoney is what a winning base wager pays: the rules print no odds and
// no commission (interpretation PGT-3).
var evenMoney = rules.ToOne(1)

// payoff settles a base wager of stake on a hand that fared v, with the
// line that decides it.
func (g *game) payoff(v versus, stake rules.Money) (rules.Result, rules.Cite) {
	switch v {
	case vsWin:
		return rules.Result{Result: rules.Win, Payout: evenMoney.Pay(stake)}, g.c.win
	case vsPush:
		return rules.Result{Result: rules.Push}, g.c.push
	case vsPushCopy:
		return rules.Result{Result: rules.Push}, g.c.copy
	case vsLoseCopy:
		return rules.Result{Result: rules.Lose}, g.c.copy
	}
	return rules.Result{Result: rules.Lose}, g.c.lose
}

// Verify recomputes the hand under the table's settings.
func (h *hand) Verify(st rules.Settings) (*rules.Verdict, error) {
	g := h.game
	s, ok := st.(*settings)
	if !ok {
		return nil, fmt.Errorf("paigowtiles: %s cannot verify a hand with %T settings", g.id, st)
	}
	pd := h.seatHand(h.pd.Seat)
	if pd == nil {
		return nil, rules.Invalid("hands", "has no hand for the player-dealer's seat %d", h.pd.Seat)
	}
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	action := g.actionSeat(h.dice, h.pd.Seat)
	// Settle in order against the bank; a wager it cannot cover in full is
	// paid or collected as far as it covers, the rest returned, and once
	// the bank is exhausted the wagers not covered are returned (PGT-8).
	cover := rules.Cover{Bank: h.pd.Bank, Exhausted: s.exhausted, Rule: g.c.cover, OutRule: g.c.runsOut}
	for _, i := range g.order(h.wagers, action) {
		w := h.wagers[i]
		p := h.seatHand(w.Seat)
		full, rule := g.payoff(against(p.hi, p.lo, pd.hi, pd.lo), w.Amount)
		cover.Settle(v, w, full, rule)
	}
	cover.CheckNet(v, h.pd)
	if s.checkHouseWay {
		h.checkHouseWay(v, pd, s.playerDealerHouseWay)
	}
	h.settleCollections(v, s)
	v.Outcome = h.outcome(pd, action)
	return v, nil
}

// checkHouseWay reports every hand the house way decides that was set
// otherwise: the hands the house set and, at a table that holds it to the
// house way, the player-dealer's.
func (h *hand) checkHouseWay(v *rules.Verdict, pd *setHand, playerDealer bool) {
	g := h.game
	for i := range h.hands {
		x := &h.hands[i]
		isPD := x == pd
		if !x.houseWay && !(isPD && playerDealer) {
			continue
		}
		want, w, ok := houseWay(x.classes(), g.wild)
		if !ok || samePartition(want, x.set()) {
			continue
		}
		who := fmt.Sprintf("seat %d", x.seat)
		rule := g.c.houseWay
		if isPD {
			who = "the player-dealer"
			if !x.houseWay {
				rule = g.c.playerDealerSets
			}
		}
		v.Findings = append(v.Findings, rules.Finding{Seat: x.seat, Bet: "house_way", Field: "set",
			Declared: x.text(), Expected: wantText(x, want), Rule: w.rule,
			Message: fmt.Sprintf("%s's tiles were set %s, against the house way (%s): %s; the house way sets them %s (%s)",
				who, x.text(), w.rule, w.why, wantText(x, want), rule)})
	}
}

// wantText writes the hand's own tiles in the set want gives, high hand
// first.
func wantText(x *setHand, want [2][2]class) string {
	used := [4]bool{}
	var parts [2][2]tile
	for k, hh := range want {
		for j, c := range hh {
			for i, t := range x.tiles {
				if !used[i] && t.class == c {
					used[i] = true
					parts[k][j] = t
					break
				}
			}
		}
	}
	y := setHand{tiles: [4]tile{parts[0][0], parts[0][1], parts[1][0], parts[1][1]}}
	y.score(false)
	return y.text()
}

// settleCollections adds the declared collections to the totals and checks
// them against the table's collection schedule, when it names one: a fee
// per hand from the player-dealer and one per betting circle wagered from
// each player, or a player-dealer fee by the total table action (lines
// 3015, 3061).
func (h *hand) settleCollections(v *rules.Verdict, s *settings) {
	g := h.game
	o, err := fees.ScheduleFor(g.id, s.values[fees.ScheduleKey])
	if err != nil || o == nil {
		fees.CheckDues(v, h.collections, nil)
		return
	}
	circles := map[int]int{}
	var action rules.Money
	for _, w := range h.wagers {
		circles[w.Seat]++
		action += w.Amount
	}
	dues, err := o.CaliforniaDues(h.pd.Seat, circles, action, h.collections)
	if err != nil {
		fees.NoDues(v, h.pd.Seat, h.collections, g.c.fees, err)
		return
	}
	fees.CheckDues(v, h.collections, dues)
}

// Detail is a verdict's Outcome.Detail.
type Detail struct {
	ActionSeat   int          `json:"action_seat"`
	PlayerDealer HandDetail   `json:"player_dealer"`
	Seats        []HandDetail `json:"seats"`
}

// HandDetail describes one hand of a verdict: its high and low hands and,
// for a seat, how it fared against the player-dealer.
type HandDetail struct {
	Seat   int    `json:"seat"`
	Tiles  string `json:"tiles"`
	High   string `json:"high"`
	Low    string `json:"low"`
	Result string `json:"result,omitempty"`
}

var versusText = [...]string{vsWin: "win", vsPush: "push", vsPushCopy: "push (a copy)", vsLoseCopy: "lose (a copy)", vsLose: "lose"}

func (h *hand) outcome(pd *setHand, action int) rules.Outcome {
	wild := h.game.wild
	hi, lo := pd.names(wild)
	d := Detail{ActionSeat: action, PlayerDealer: HandDetail{Seat: pd.seat, Tiles: pd.text(), High: hi, Low: lo}}
	var b strings.Builder
	fmt.Fprintf(&b, "Player-dealer %s / %s", hi, lo)
	for i := range h.hands {
		x := &h.hands[i]
		if x == pd {
			continue
		}
		hi, lo := x.names(wild)
		r := versusText[against(x.hi, x.lo, pd.hi, pd.lo)]
		d.Seats = append(d.Seats, HandDetail{Seat: x.seat, Tiles: x.text(), High: hi, Low: lo, Result: r})
		fmt.Fprintf(&b, "; seat %d %s / %s: %s", x.seat, hi, lo, r)
	}
	fmt.Fprintf(&b, "; action from seat %d", action)
	return rules.Outcome{Summary: b.String(), Detail: &d}
}
