package holdemtable

import (
	"fmt"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// holdem-bonus-uk: Texas Hold 'Em Bonus Poker as Great Britain deals it
// (seed 002 lines 2231-2400). Each player plays an Ante, then makes the Flop
// wager of twice the Ante or folds, then may bet the Ante again before the
// Turn and before the River. There is no dealer qualification: a hand
// higher than the dealer's wins the Flop, Turn and River wagers 1 to 1 and
// the Ante only with a Straight or better (lines 2334-2341). The optional
// Bonus Jackpot is paid on the two hole cards (lines 2302-2324); a casino
// may add a Progressive Jackpot wager beside it or in its place (lines
// 2343-2400).

// BonusGameID is the id records and the catalog use.
const BonusGameID = "holdem-bonus-uk"

// The bets of holdem-bonus-uk, as records name them, in layout order.
const (
	BetAnte        = "ante"
	BetBonus       = "bonus"
	BetFlop        = "flop"
	BetTurn        = "turn"
	BetRiver       = "river"
	BetProgressive = "progressive"
)

const (
	thbAnte = iota
	thbBonus
	thbFlop
	thbTurn
	thbRiver
	thbProgressive
)

var bonusLayout = &layout{
	id:       BonusGameID,
	bets:     []string{BetAnte, BetBonus, BetFlop, BetTurn, BetRiver, BetProgressive},
	seats:    rules.MaxSeat,
	seatRule: gbOnePlayer,
	deck:     gbPack,
	cite:     gb,
}

// The rule book lines the game cites.
var (
	thbRules      = gb("2231-2400")
	thbAnteRule   = gb("2237-2239")
	thbBonusRule  = gb("2241-2247")
	thbFlopRule   = gb("2249-2253")
	thbFoldRule   = gb("2254-2256")
	thbTurnRule   = gb("2262-2269")
	thbRiverRule  = gb("2275-2283")
	thbShowCards  = gb("2293-2295")
	thbBonusLoses = gb("2322-2324")
	thbLower      = gb("2326-2328")
	thbStandOff   = gb("2330-2332")
	thbHigher     = gb("2334-2336")
	thbAnteWins   = gb("2338-2340")
	thbAnteStands = gb("2340-2341")
	thbFoldTerm   = gb("2196-2197")
	thbProgOption = gb("2343-2346")
	thbTopBonus   = gb("2311-2320")
)

// bonusRows is the Bonus Jackpot table (lines 2309-2318), from the top.
// The first row is "available at the discretion of the operator" (line
// 2320): the top_bonus setting.
var bonusRows = []struct {
	name string
	odds rules.Odds
	line string
}{
	{"Ace-Ace at same time as dealer Ace-Ace", rules.ToOne(1000), "2311"},
	{"Ace-Ace", rules.ToOne(30), "2312"},
	{"Ace-King (suited)", rules.ToOne(25), "2313"},
	{"Ace-Queen or Ace-Jack (suited)", rules.ToOne(20), "2314"},
	{"Ace-King (unsuited)", rules.ToOne(15), "2315"},
	{"Pair of Jacks, Queens or Kings", rules.ToOne(10), "2316"},
	{"Ace-Queen or Ace-Jack (unsuited)", rules.ToOne(5), "2317"},
	{"Pair of 2s, 3s, 4s, 5s, 6s, 7s, 8s, 9s or 10s", rules.ToOne(3), "2318"},
}

const (
	bonusAcesBoth = iota
	bonusAces
	bonusAKSuited
	bonusAQAJSuited
	bonusAKUnsuited
	bonusHighPair
	bonusAQAJUnsuited
	bonusLowPair
	bonusNone = -1
)

// bonusRowOf returns the Bonus row the player's hole cards hit, given the
// dealer's and whether the table pays the top row, or bonusNone.
func bonusRowOf(p, d [2]rules.Card, top bool) int {
	hi, lo := p[0].Rank(), p[1].Rank()
	if lo > hi {
		hi, lo = lo, hi
	}
	suited := p[0].Suit() == p[1].Suit()
	switch {
	case hi == lo && hi == rules.Ace:
		if top && d[0].Rank() == rules.Ace && d[1].Rank() == rules.Ace {
			return bonusAcesBoth
		}
		return bonusAces
	case hi == lo && hi >= rules.Jack:
		return bonusHighPair
	case hi == lo:
		return bonusLowPair
	case hi != rules.Ace || lo < rules.Jack:
		return bonusNone
	case lo == rules.King && suited:
		return bonusAKSuited
	case lo == rules.King:
		return bonusAKUnsuited
	case suited:
		return bonusAQAJSuited
	}
	return bonusAQAJUnsuited
}

// thbProg is the Progressive Jackpot pay table (lines 2364-2390).
var thbProg = &progTable{
	royal: gb("2369"), straightFlush: gb("2370"),
	fixed: []progFixed{
		{"Four of a Kind", int(poker.FourOfAKind), 500, gb("2371")},
		{"Full House", int(poker.FullHouse), 100, gb("2373")},
		{"Flush", int(poker.Flush), 50, gb("2375")},
	},
	royalBoard: gb("2381-2382"), sfBoard: gb("2384-2386"),
	seatOrder: gb("2392-2395"), fold: gb("2397-2400"),
}

// Setting keys and values.
const (
	keyTopBonus        = "top_bonus"
	topBonusOffered    = "offered"
	topBonusNotOffered = "not_offered"
	sideBonus          = "bonus"
	keyBonusOnFold     = "bonus_on_fold"
	bonusFoldLoses     = "loses"
	bonusFoldSettled   = "settled"
)

var bonusSpecs = []rules.SettingSpec{
	sideWagerSpec(sideBonus, thbProgOption, "Bonus Jackpot"),
	{Key: keyTopBonus, Default: topBonusOffered, Allowed: []string{topBonusOffered, topBonusNotOffered}, Rule: thbTopBonus,
		Doc: "The Bonus Jackpot's top row, Ace-Ace at the same time as the dealer's Ace-Ace at 1000 to 1, is \"available at the discretion " +
			"of the operator\" (line 2320). offered pays it; not_offered pays the player's Ace-Ace 30 to 1 whatever the dealer holds."},
	{Key: keyBonusOnFold, Default: bonusFoldLoses, Allowed: []string{bonusFoldLoses, bonusFoldSettled}, Rule: thbFoldRule,
		Doc: "A folded hand's Bonus Jackpot. The fold surrenders \"the amount staked on the Ante wager\" (lines 2254-2256), the book's definition of a Fold \"their wagers\" (lines 2196-2197), " +
			"and the Bonus is a wager on the two hole cards \"irrespective of the hand dealt to the dealer\" (lines 2244-2247). loses takes the Bonus with the fold (interpretation UK-B3); " +
			"settled pays it on the folded hand's hole cards, which the record then lists."},
}

// BonusSettings are a holdem-bonus-uk table's compiled settings.
type BonusSettings struct {
	side sideWagers
	top  bool
	// foldSettled settles a folded hand's Bonus Jackpot on its hole cards
	// (bonus_on_fold=settled).
	foldSettled bool
}

// Values returns the settings in record form.
func (s *BonusSettings) Values() map[string]string {
	top := topBonusNotOffered
	if s.top {
		top = topBonusOffered
	}
	onFold := bonusFoldLoses
	if s.foldSettled {
		onFold = bonusFoldSettled
	}
	return map[string]string{keySideWagers: s.side.value, keyTopBonus: top, keyBonusOnFold: onFold}
}

func compileBonus(values map[string]string) (*BonusSettings, error) {
	v, err := rules.NormalizeSettings(bonusSpecs, values)
	if err != nil {
		return nil, err
	}
	return &BonusSettings{side: compileSideWagers(sideBonus, v[keySideWagers]), top: v[keyTopBonus] == topBonusOffered,
		foldSettled: v[keyBonusOnFold] == bonusFoldSettled}, nil
}

type bonusGame struct{}

// BonusUK returns Texas Hold 'Em Bonus Poker, Great Britain.
func BonusUK() rules.Game { return bonusGame{} }

func (bonusGame) Settings(values map[string]string) (rules.Settings, error) {
	return compileBonus(values)
}

func (bonusGame) Info() rules.GameInfo {
	return rules.GameInfo{
		ID:      BonusGameID,
		Name:    "Texas Hold 'Em Bonus Poker (Great Britain)",
		Family:  "poker",
		Banking: "house",
		Sources: []rules.Cite{gb("2126-2229"), thbRules},
		Decks:   "a single pack of 52 cards (line 2140)",
		Wagers: []rules.WagerInfo{
			{Bet: BetAnte, Name: "Ante",
				Wins: "the player's hand beats the dealer's with a Straight or better; a stand-off when it wins with less or ties; lost on a fold or a lower hand",
				Pays: "1 to 1", Rule: thbAnteWins},
			{Bet: BetBonus, Name: "Bonus Jackpot",
				Wins: "the two hole cards are on the Bonus Jackpot table, whatever the dealer's hand; lost on a fold (side_wagers)",
				Pays: "3 to 1 up to 30 to 1; 1000 to 1 for Ace-Ace against the dealer's Ace-Ace (top_bonus)", Rule: gb("2302-2320")},
			{Bet: BetFlop, Name: "Flop",
				Wins: "twice the Ante, made instead of folding; wins when the player's hand beats the dealer's, stands off on equal hands",
				Pays: "1 to 1", Rule: thbHigher},
			{Bet: BetTurn, Name: "Turn",
				Wins: "optional, equal to the Ante, before the Turn card; as the Flop wager",
				Pays: "1 to 1", Rule: thbHigher},
			{Bet: BetRiver, Name: "River",
				Wins: "optional, equal to the Ante, before the River card; as the Flop wager",
				Pays: "1 to 1", Rule: thbHigher},
			{Bet: BetProgressive, Progressive: true, Name: "Progressive Jackpot",
				Wins: "the best five of seven is a Flush or better, whether the hand wins, loses or folded; every Progressive wager plays the board (side_wagers)",
				Pays: "100% of the meter for a Royal Flush, 10% for a Straight Flush (shared when on the board); 500, 100 and 50 times the wager for Four of a Kind, a Full House and a Flush, from the meter",
				Rule: gb("2364-2390")},
		},
		PayTables: bonusPayTables(),
		Settings:  append([]rules.SettingSpec(nil), bonusSpecs...),
	}
}

func bonusPayTables() []rules.PayTable {
	main := rules.PayTable{ID: "main", Name: "Ante, Flop, Turn and River", Rows: []rules.PayRow{
		{Outcome: "Flop, Turn and River: the player's hand is higher", Pays: "1 to 1", Rule: thbHigher},
		{Outcome: "Ante: the player's higher hand is a Straight or better", Pays: "1 to 1", Rule: thbAnteWins},
	}}
	bonus := rules.PayTable{ID: "bonus", Name: "Bonus Jackpot: the player's two-card hand", Setting: keyTopBonus}
	for _, r := range bonusRows {
		bonus.Rows = append(bonus.Rows, rules.PayRow{Outcome: r.name, Pays: r.odds.String(), Rule: gb(r.line)})
	}
	return []rules.PayTable{main, bonus, thbProg.payTable("progressive")}
}

// bonusHand is a decoded holdem-bonus-uk round.
type bonusHand struct{ *deal }

func (bonusGame) Decode(data []byte) (rules.Hand, error) {
	d, err := decodeDeal(data, bonusLayout, checkBonusSeat)
	if err != nil {
		return nil, err
	}
	return &bonusHand{d}, nil
}

// checkBonusSeat judges one position's decisions and wagers: an Ante;
// then the Flop wager ("bet") or a fold; after a Flop wager a bet or a
// check before the Turn, and again before the River. Each wager the
// decisions make is present at its amount, and none other.
func checkBonusSeat(d *deal, j int, errs *rules.InputError) {
	s := &d.seats[j]
	f := seatField(j)
	if !s.has(thbAnte) {
		errs.Add(f, "seat %d holds no Ante; each player's first wager is the Ante (%s)", s.no, thbAnteRule)
		return
	}
	d.needs(s, thbBonus, []int{thbAnte}, thbBonusRule, errs)
	ds := s.decisions
	words := [3]string{}
	switch {
	case len(ds) == 0:
		errs.Add(f+".decisions", "is empty; after the deal a player makes the Flop wager (\"bet\") or folds (%s)", gb("2249-2256"))
		return
	case ds[0] == fold:
		if len(ds) > 1 {
			errs.Add(fmt.Sprintf("%s.decisions[1]", f), "a folded hand makes no further decision (%s)", thbFoldRule)
		}
	case ds[0] != bet:
		errs.Add(f+".decisions[0]", "is %q; after the deal a player makes the Flop wager (\"bet\") or folds (%s)", ds[0], gb("2249-2256"))
	case len(ds) != 3:
		errs.Add(f+".decisions", "has %d decisions; after the Flop wager a player bets or checks before the Turn and before the River: three in all (%s, %s)", len(ds), thbTurnRule, thbRiverRule)
	default:
		for k, rule := range []rules.Cite{thbTurnRule, thbRiverRule} {
			if w := ds[k+1]; w != bet && w != check {
				errs.Add(fmt.Sprintf("%s.decisions[%d]", f, k+1), "is %q; before the %s a player bets or checks (%s)", w, []string{"Turn", "River"}[k], rule)
			}
		}
	}
	copy(words[:], ds)
	for k, b := range []int{thbFlop, thbTurn, thbRiver} {
		made := words[k] == bet
		rule := []rules.Cite{thbFlopRule, thbTurnRule, thbRiverRule}[k]
		switch {
		case made && !s.has(b):
			errs.Add(fmt.Sprintf("%s.decisions[%d]", f, k), "seat %d bet but holds no %s wager (%s)", s.no, d.layout.bets[b], rule)
		case !made && s.has(b):
			errs.Add(d.wagerField(s, b)+".bet", "seat %d holds a %s wager but did not bet it (decisions %v; %s)", s.no, d.layout.bets[b], ds, rule)
		}
		d.sized(s, b, thbAnte, []int64{2, 1, 1}[k], rule, errs)
	}
	folded := len(ds) > 0 && ds[0] == fold
	if !folded {
		d.needCards(j, "the hand is compared with the dealer's", thbShowCards, errs)
	} else if s.has(thbProgressive) {
		d.needCards(j, "a folded hand's cards stay on the table to settle its Progressive wager", thbProg.fold, errs)
	}
}

// Verify recomputes the round under the table's settings. A side wager
// the table does not offer is an *rules.InputError.
func (h *bonusHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := settingsOf(st, compileBonus)
	if err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	for i, w := range h.wagers {
		if (w.Bet == BetBonus && !s.side.other) || (w.Bet == BetProgressive && !s.side.prog) {
			errs.Add(fmt.Sprintf("wagers[%d].bet", i), "the table does not offer the %s wager (side_wagers=%s, %s)", w.Bet, s.side.value, thbProgOption)
		}
		if j := h.seatOf[i]; w.Bet == BetBonus && s.foldSettled && h.seats[j].decisions[0] == fold {
			h.needCards(j, "a folded hand's Bonus Jackpot is settled on its hole cards (bonus_on_fold=settled)", thbFoldRule, errs)
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	dealer := h.dealerBest()
	detail := &Detail{Dealer: dealer.String(), Seats: make([]SeatDetail, len(h.seats))}
	values := make([]poker.Value, len(h.seats))
	lines := make([][]string, len(h.seats))
	for j := range h.seats {
		seat := &h.seats[j]
		sd := SeatDetail{Seat: seat.no, Status: statusPlayed}
		if seat.decisions[0] == fold {
			sd.Status = statusFolded
		}
		if len(seat.cards) == 2 {
			values[j] = h.best(seat)
			sd.Hand = values[j].String()
			if sd.Status == statusPlayed {
				sd.Versus = versusNames[versus(values[j], dealer)+1]
			}
			if sd.Status == statusPlayed || s.foldSettled {
				if r := bonusRowOf([2]rules.Card(seat.cards), h.dealer, s.top); r != bonusNone && seat.has(thbBonus) {
					lines[j] = append(lines[j], "Bonus: "+bonusRows[r].name)
				}
			}
		}
		detail.Seats[j] = sd
	}
	prog := thbProg.hits(h.deal, thbProg.betIndex(h.layout), values)
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	for i, w := range h.wagers {
		j := h.seatOf[i]
		seat := &h.seats[j]
		if w.Bet == BetProgressive {
			thbProg.settle(v, w, prog[i])
			continue
		}
		res, rule := h.expected(w, seat, values[j], dealer, s)
		v.Settle(w, res, rule, rules.Cite{})
	}
	for j := range h.seats {
		detail.Seats[j].Lines = lines[j]
	}
	addProgLines(detail, h.deal, prog)
	v.Outcome = rules.Outcome{Summary: summary(detail), Detail: detail}
	return v, nil
}

// expected settles the Ante, Bonus, Flop, Turn and River.
func (h *bonusHand) expected(w rules.Wager, seat *seat, value, dealer poker.Value, s *BonusSettings) (rules.Result, rules.Cite) {
	folded := seat.decisions[0] == fold
	switch w.Bet {
	case BetBonus:
		if folded && !s.foldSettled {
			return lost, thbFoldTerm
		}
		r := bonusRowOf([2]rules.Card(seat.cards), h.dealer, s.top)
		if r == bonusNone {
			return lost, thbBonusLoses
		}
		return won(w.Amount, bonusRows[r].odds), gb(bonusRows[r].line)
	case BetAnte:
		if folded {
			return lost, thbFoldRule
		}
	}
	switch versus(value, dealer) {
	case -1:
		return lost, thbLower
	case 0:
		return pushed, thbStandOff
	}
	if w.Bet != BetAnte {
		return won(w.Amount, even), thbHigher
	}
	if value.Category() >= poker.Straight {
		return won(w.Amount, even), thbAnteWins
	}
	return pushed, thbAnteStands
}

// betIndex is the layout index of the Progressive wager in l.
func (t *progTable) betIndex(l *layout) int { return l.betIndex(BetProgressive) }

// addProgLines names each position's Progressive line in the detail.
func addProgLines(detail *Detail, d *deal, prog map[int]progHit) {
	for i := range d.wagers {
		if h, ok := prog[i]; ok && h.l != nil {
			j := d.seatOf[i]
			detail.Seats[j].Lines = append(detail.Seats[j].Lines, "Progressive: "+h.l.name)
		}
	}
}
