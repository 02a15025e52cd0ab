package baccarat

import (
	"fmt"
	"maps"
	"strconv"

	"github.com/tablegames/casino/rules"
)

// A variant of baccarat is a game[S]: its catalog facts, its setting specs,
// a function that compiles normalized settings into the variant's own typed
// settings S, and its bets as data. Everything else (decoding, the drawing
// rules, findings and totals) is shared, so a new variant is one file.
type game[S tableSettings] struct {
	id, name  string
	sources   []rules.Cite
	decks     string
	specs     []rules.SettingSpec
	compile   func(values map[string]string) S
	bets      []bet[S]
	payTables []rules.PayTable
	// drawing is the variant's drawing rules; nil means Standard.
	drawing *Drawing
	// california is set for a California game, banked by a player-dealer.
	california *california[S]

	// notes are Markdown paragraphs for the game's page in docs/games:
	// published figures to set beside the engine's, with their sources.
	notes []string
	// pageSettings, when not nil, lists the settings whose alternatives the
	// game's page enumerates (catalog.PageSettings); nil lists them all.
	pageSettings []string

	betIDs   []string       // bet ids in catalog order, for error messages
	betIndex map[string]int // bet id → index in bets, resolved when decoding
}

// tableSettings is what the shared code needs from a variant's compiled
// settings: the shoe, to refuse cards seen more often than it holds them.
type tableSettings interface {
	rules.Settings
	shoe() rules.Shoe
}

// bet is one wager a variant offers, as data.
type bet[S tableSettings] struct {
	id   string
	name string
	wins string
	// odds are the odds the rule book prints for the bet (the least a table
	// may pay where the book sets a minimum), and the odds settle pays unless
	// a setting overrides them; zero when a pay table gives the odds.
	odds rules.Odds
	// pays completes odds for people: "less commission", "the table's
	// tie_odds", or the pay tables that apply.
	pays string
	rule rules.Cite
	// settle gives the wager's expected settlement for a stake.
	settle func(b *bet[S], c Coup, stake rules.Money, s S) payoff

	// The enumeration of every deal (enumerate.go) deals ranks and settles
	// each bet once per rank sequence. suited, when set, reports from the
	// ranks of a coup alone whether suits may change this bet's settlement;
	// the enumeration then deals every suit for that coup. firstFour says
	// the bet looks only at the first four cards (P1, B1, P2, B2), whatever
	// the drawing rules do next; those are then enumerated on their own.
	suited    func(c *Coup) bool
	firstFour bool
	// progressive marks a wager that feeds a progressive meter (its pool
	// is the table's link for the bet, ledger/progressive.go).
	progressive bool
}

// payoff is how the rules settle one wager, with the lines that say so.
type payoff struct {
	rules.Result
	// rule fixes the result and the payout.
	rule rules.Cite
	// commissionRule fixes the commission of a bet that may pay one.
	commissionRule rules.Cite
	// meter is set for a progressive line that pays a percentage of the
	// meter: the rules name the line, and the amount is the progressive
	// ledger's to check, so Payout is not compared.
	meter rules.Rate
	// split shares the meter line evenly among the round's winners of it.
	split bool
	// fromMeter pays a fixed line off the meter rather than the tray.
	fromMeter bool
}

// meterWin is a progressive line that pays percent of the meter.
func meterWin(percent rules.Rate, rule rules.Cite) payoff {
	return payoff{Result: rules.Result{Result: rules.Win}, rule: rule, meter: percent}
}

// sharedMeterWin is a progressive line whose percent of the meter the
// round's winners of it share evenly.
func sharedMeterWin(percent rules.Rate, rule rules.Cite) payoff {
	p := meterWin(percent, rule)
	p.split = true
	return p
}

func win(stake rules.Money, odds rules.Odds, rule rules.Cite) payoff {
	return payoff{Result: rules.Result{Result: rules.Win, Payout: odds.Pay(stake)}, rule: rule}
}

func lose(rule rules.Cite) payoff {
	return payoff{Result: rules.Result{Result: rules.Lose}, rule: rule}
}

func push(rule rules.Cite) payoff {
	return payoff{Result: rules.Result{Result: rules.Push}, rule: rule}
}

func newGame[S tableSettings](g game[S]) *game[S] {
	if g.drawing == nil {
		g.drawing = Standard
	}
	g.betIndex = make(map[string]int, len(g.bets))
	for i, b := range g.bets {
		if _, dup := g.betIndex[b.id]; dup {
			panic("baccarat: " + g.id + " declares bet " + b.id + " twice")
		}
		g.betIndex[b.id] = i
		g.betIDs = append(g.betIDs, b.id)
	}
	return &g
}

// Info describes the game for the catalog.
func (g *game[S]) Info() rules.GameInfo {
	wagers := make([]rules.WagerInfo, len(g.bets))
	for i, b := range g.bets {
		wagers[i] = rules.WagerInfo{Bet: b.id, Name: b.name, Wins: b.wins, Pays: b.paysText(), Rule: b.rule, Progressive: b.progressive}
	}
	banking := "house"
	if g.california != nil {
		banking = "player_dealer"
	}
	return rules.GameInfo{
		ID: g.id, Name: g.name, Family: "baccarat", Banking: banking,
		Sources:   append([]rules.Cite(nil), g.sources...),
		Decks:     g.decks,
		Wagers:    wagers,
		PayTables: append([]rules.PayTable(nil), g.payTables...),
		Settings:  append([]rules.SettingSpec(nil), g.specs...),
	}
}

// ReadsCoupRecord reports that the game reads its hands as Record: the
// Player's and Banker's cards and the wagers, with the player-dealer and
// collections of a California game. Whatever writes that record (the manual
// entry form) serves every such game; wrappers embedding *game inherit it.
func (g *game[S]) ReadsCoupRecord() bool { return true }

// Notes returns the game's published figures, for its page in docs/games.
func (g *game[S]) Notes() []string { return g.notes }

// PageSettings lists the settings whose alternatives the game's page
// enumerates.
func (g *game[S]) PageSettings() []string {
	if g.pageSettings != nil {
		return g.pageSettings
	}
	keys := make([]string, len(g.specs))
	for i, s := range g.specs {
		keys[i] = s.Key
	}
	return keys
}

func (b *bet[S]) paysText() string {
	switch {
	case b.odds == rules.Odds{}:
		return b.pays
	case b.pays == "":
		return b.odds.String()
	}
	return b.odds.String() + " " + b.pays
}

// Settings checks a table's settings, fills in defaults and compiles them.
func (g *game[S]) Settings(values map[string]string) (rules.Settings, error) {
	norm, err := rules.NormalizeSettings(g.specs, values)
	if err != nil {
		return nil, err
	}
	return g.compile(norm), nil
}

// settingValues holds the normalized settings; every variant's compiled
// settings embed it to answer Values.
type settingValues map[string]string

// Values returns a copy of every setting, defaults included.
func (v settingValues) Values() map[string]string { return maps.Clone(map[string]string(v)) }

// atoi reads a whole-number setting that NormalizeSettings has checked.
func atoi(v string) int {
	n, err := strconv.Atoi(v)
	if err != nil {
		panic(fmt.Sprintf("baccarat: setting %q passed its check but is not a whole number", v))
	}
	return n
}

// intSpec is a whole-number setting from lo to hi.
func intSpec(key string, def, lo, hi int, rule rules.Cite, doc string) rules.SettingSpec {
	return rules.SettingSpec{Key: key, Default: strconv.Itoa(def), Range: fmt.Sprintf("%d to %d", lo, hi),
		Doc: doc, Rule: rule, Check: rules.IntBetween(lo, hi)}
}

// Commission is how a table takes vigorish on Banker wagers (seed 003
// 30-2808(3), lines 145-152). Every commission variant of the family
// inherits these rules.
type commission struct {
	rate     rules.Rate
	rounding rules.Rounding
	// onTie selects the vigorish of line 151: rate × wager on every Banker
	// wager when the hand ties, instead of rate × win on winning ones.
	onTie bool
}

var (
	ruleCommissionWin = rules.At(rules.Seed003, "145-150")
	ruleCommissionTie = rules.At(rules.Seed003, "151")
)

// Commission setting keys and values.
const (
	keyCommissionRate     = "commission_rate"
	keyCommissionRounding = "commission_rounding"
	keyCommissionMode     = "commission_mode"
	commissionOnWin       = "win"
	commissionOnTie       = "tie"
)

// commissionSpecs declares the commission settings. The rate governs both
// the vigorish on a win (line 147, "5 to 25 percent") and the tie vigorish
// (line 151, "5 to 25 percent"); line 128 says "25 percent" for the latter,
// which the range includes (a documented interpretation).
func commissionSpecs() []rules.SettingSpec {
	return []rules.SettingSpec{
		{Key: keyCommissionRate, Default: "5", Range: "5 to 25 (percent)",
			Doc:  "Vigorish as a percentage of the amount won on a winning Banker wager (or of the Banker wager on a tie, in tie mode), as posted at the table.",
			Rule: rules.At(rules.Seed003, "147"), Check: rules.RateBetween(500, 2500)},
		{Key: keyCommissionRounding, Default: rules.DownToCent.String(),
			Allowed: []string{rules.DownToCent.String(), rules.UpToQuarter.String()},
			Doc:     "down_to_cent drops fractions of a cent; up_to_quarter rounds the vigorish up to the next 25 cents, 25 cents at least, as the licensee may.",
			Rule:    rules.At(rules.Seed003, "149")},
		{Key: keyCommissionMode, Default: commissionOnWin, Allowed: []string{commissionOnWin, commissionOnTie},
			Doc:  "win takes vigorish from winning Banker wagers when they are paid; tie instead charges every Banker wager the rate on a tie (the wager pushes) and pays winning Banker wagers 1 to 1 without vigorish.",
			Rule: ruleCommissionTie},
	}
}

func compileCommission(v map[string]string) commission {
	rate, err := rules.ParseRate(v[keyCommissionRate])
	if err != nil {
		panic("baccarat: commission_rate passed its check but does not parse: " + err.Error())
	}
	rounding := rules.DownToCent
	if v[keyCommissionRounding] == rules.UpToQuarter.String() {
		rounding = rules.UpToQuarter
	}
	return commission{rate: rate, rounding: rounding, onTie: v[keyCommissionMode] == commissionOnTie}
}

// banker settles a Banker wager paid at odds (1 to 1 in every commission
// game, line 145) under the table's commission. winRule, loseRule and
// tieRule cite the lines that make the wager win, lose and stand off on a
// tie.
func (cm commission) banker(c *Coup, stake rules.Money, odds rules.Odds, winRule, loseRule, tieRule rules.Cite) payoff {
	switch c.Winner() {
	case Banker:
		p := win(stake, odds, winRule)
		if !cm.onTie {
			// "5 to 25 percent of the amount won" (line 147), taken when the
			// win is paid (line 150).
			p.Commission = cm.rate.Of(p.Payout, cm.rounding)
			p.commissionRule = ruleCommissionWin
		} else {
			p.commissionRule = ruleCommissionTie
		}
		return p
	case Player:
		return lose(loseRule)
	}
	p := push(tieRule)
	if cm.onTie {
		// Line 151: "a vigorish equal to 5 to 25 percent of the player's
		// wager on the Banker's Hand" when the counts are equal.
		p.Commission = cm.rate.Of(stake, cm.rounding)
		p.rule = ruleCommissionTie
		p.commissionRule = ruleCommissionTie
	} else {
		p.commissionRule = ruleCommissionWin
	}
	return p
}
