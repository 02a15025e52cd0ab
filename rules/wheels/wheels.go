// Package wheels verifies the games of Great Britain's approved list whose
// outcome is a wheel or dice rather than cards (seed 002,
// 002_698357c067349aee.txt): single-zero roulette with the Roulette Rage side
// wager (section 3, lines 270-490), Sic Bo (section 9, lines 1867-2035) and
// Big Six, the Wheel of Fortune (section 10, lines 2036-2125).
//
// The house banks every wager (lines 173-188). A record carries what the
// wheel or the dice gave (the winning number, the three dice, the symbol the
// clapper stopped on) and the wagers as settled at the table; Verify settles
// every wager again at the table's odds.
//
// The rule book gives minimum odds (lines 235-238): a table may pay more,
// and says so on a sign (lines 164-169). The odds a table pays are therefore
// its settings, one per wager, refused when below the book's minimum, and
// the engine settles by the table's odds.
package wheels

import (
	"fmt"
	"maps"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
)

// uk cites a line or range of seed 002.
func uk(lines string) rules.Cite { return rules.At(rules.Seed002, lines) }

// Rules every game of the family shares.
var (
	// citeMinimumOdds: the odds in the rule book are minimums; better
	// odds may be offered if displayed (lines 235-238, and rule 2.4e at
	// lines 164-169).
	citeMinimumOdds = uk("235-238")
	// citeOperator: matters the rules do not cover are at the operator's
	// discretion (lines 62-63).
	citeOperator = uk("62-63")
	// citeBank: all wagers are made with the bank (lines 173-188).
	citeBank = uk("173-188")
)

// Odds a table may set are bounded so that stake × odds stays far from
// int64 overflow (rules.MaxMoney × maxOddsTerm < 2^63).
const maxOddsTerm = 1_000_000

// parseOdds reads odds as a table posts them: "35 to 1", "1 to 2", or a
// whole number n for n to 1. The result is in lowest terms.
func parseOdds(s string) (rules.Odds, error) {
	bad := fmt.Errorf("%q is not odds like \"35 to 1\" or \"1 to 2\"", s)
	win, per, found := strings.Cut(strings.TrimSpace(s), " to ")
	if !found {
		per = "1"
	}
	w, err1 := strconv.ParseInt(strings.TrimSpace(win), 10, 64)
	p, err2 := strconv.ParseInt(strings.TrimSpace(per), 10, 64)
	if err1 != nil || err2 != nil || w < 1 || p < 1 {
		return rules.Odds{}, bad
	}
	if w > maxOddsTerm || p > maxOddsTerm {
		return rules.Odds{}, fmt.Errorf("%q: each side of the odds must be at most %d", s, maxOddsTerm)
	}
	g := new(big.Int).GCD(nil, nil, big.NewInt(w), big.NewInt(p)).Int64()
	return rules.Odds{Win: w / g, Per: p / g}, nil
}

// atLeast reports whether odds o pay at least as much as min.
func atLeast(o, min rules.Odds) bool { return o.Win*min.Per >= min.Win*o.Per }

// checkOdds adds a problem when odds set directly in a settings value are
// not odds or pay less than the setting's minimum.
// checkAllOdds checks a table's odds, in the order of their settings,
// against the book's minimums.
func checkAllOdds(settings []oddsSetting, odds []rules.Odds) error {
	errs := &rules.InputError{}
	for i, o := range settings {
		checkOdds(errs, o, odds[i])
	}
	return errs.Err()
}

// cloneAndCompile compiles a copy of the values: compiling may fill in
// defaults, and the values belong to the caller.
func cloneAndCompile[T any](compile func(map[string]string) (T, error)) func(map[string]string) (T, error) {
	return func(values map[string]string) (T, error) { return compile(maps.Clone(values)) }
}

func checkOdds(errs *rules.InputError, o oddsSetting, odds rules.Odds) {
	switch {
	case odds.Win < 1 || odds.Per < 1 || odds.Win > maxOddsTerm || odds.Per > maxOddsTerm:
		errs.Add("settings."+o.key, "%s are not odds a table may set", odds)
	case !atLeast(odds, o.min):
		errs.Add("settings."+o.key, "%s is below the rule book's minimum of %s", odds, o.min)
	}
}

// oddsRat is what odds pay per unit staked.
func oddsRat(o rules.Odds) *big.Rat { return big.NewRat(o.Win, o.Per) }

// oddsSetting is one wager's odds as a table setting: at least the rule
// book's minimum, which is the default.
type oddsSetting struct {
	key  string
	min  rules.Odds
	rule rules.Cite
	// what names the winning wager for the setting's documentation.
	what string
}

func (o oddsSetting) spec() rules.SettingSpec {
	min := o.min
	return rules.SettingSpec{
		Key: o.key, Default: min.String(), Range: min.String() + " or better",
		Doc: "The odds the table pays " + o.what + ": at least the rule book's minimum of " + min.String() +
			"; a table may pay more if it says so at the table (lines 164-169, 235-238). Written \"W to P\", or a whole number for W to 1.",
		Rule: o.rule,
		Check: func(v string) error {
			odds, err := parseOdds(v)
			if err != nil {
				return err
			}
			if !atLeast(odds, min) {
				return fmt.Errorf("%s is below the rule book's minimum of %s", odds, min)
			}
			return nil
		},
	}
}

// Fractions of a penny: a payout at odds such as 1 to 2, or the half of an
// even-money wager returned when zero is spun, can come to a fraction of a
// penny, and the rule book has no rounding rule (left to the operator,
// lines 62-63).
const (
	keyFraction      = "fraction"
	fractionDrop     = "drop"
	fractionToPlayer = "to_player"
)

func fractionSpec(what string) rules.SettingSpec {
	return rules.SettingSpec{
		Key: keyFraction, Default: fractionDrop, Allowed: []string{fractionDrop, fractionToPlayer}, Rule: citeOperator,
		Doc: "What happens to a fraction of a penny in " + what + ", for which the rule book has no rule (left to the operator, " +
			"lines 62-63). drop drops it (rules.DownToCent, the engine's rule elsewhere); to_player rounds the player's amount up to " +
			"the next penny, so that nothing is paid below the minimum odds.",
	}
}

// payAt pays a winning stake at odds, with the table's rule for a fraction
// of a penny.
func payAt(stake rules.Money, o rules.Odds, up bool) rules.Money {
	if up {
		return rules.Money((int64(stake)*o.Win + o.Per - 1) / o.Per)
	}
	return o.Pay(stake)
}

// outcome is how a wager settles, independent of its stake: Verify turns it
// into money, Enumerate into a frequency line.
type outcome struct {
	result string // win, lose or push
	odds   rules.Odds
	// half is roulette's even-money chance on zero: lost, with half the
	// stake returned (rule 3.3 b, lines 311-312).
	half bool
	rule rules.Cite
}

func won(o rules.Odds, rule rules.Cite) outcome {
	return outcome{result: rules.Win, odds: o, rule: rule}
}
func lost(rule rules.Cite) outcome   { return outcome{result: rules.Lose, rule: rule} }
func pushed(rule rules.Cite) outcome { return outcome{result: rules.Push, rule: rule} }

// money settles a stake by the outcome.
func (o outcome) money(stake rules.Money, up bool) rules.Result {
	switch {
	case o.result == rules.Win:
		return rules.Result{Result: rules.Win, Payout: payAt(stake, o.odds, up)}
	case o.half:
		half := rules.Money(int64(stake) / 2)
		if up {
			half = rules.Money((int64(stake) + 1) / 2)
		}
		return rules.Result{Result: rules.Lose, Returned: half}
	}
	return rules.Result{Result: o.result}
}

// line is an outcome as a frequency line: its result, what it pays per
// unit staked and what it gives back (half the stake of an even-money
// chance on zero, a losing line), and its rule.
func (o outcome) line() (result string, payout, returned *big.Rat) {
	switch {
	case o.result == rules.Win:
		return rules.Win, oddsRat(o.odds), nil
	case o.half:
		return rules.Lose, new(big.Rat), big.NewRat(1, 2)
	}
	return o.result, new(big.Rat), nil
}

// net is the bettor's net result per unit staked.
func (o outcome) net() *big.Rat {
	switch {
	case o.result == rules.Win:
		return oddsRat(o.odds)
	case o.half:
		return big.NewRat(-1, 2)
	case o.result == rules.Lose:
		return big.NewRat(-1, 1)
	}
	return new(big.Rat)
}

// tally counts the outcomes of one bet over a game's deals. bet is the
// page's label of the bet; wager and spot say which settlements the counts
// are for (rules.BetFrequency).
type tally struct {
	bet, wager, spot string
	order            []outcomeKey
	ways             map[outcomeKey]*big.Int
}

type outcomeKey struct {
	result   string
	half     bool
	win, per int64
	rule     rules.Cite
}

func newTally(bet string) *tally { return &tally{bet: bet, ways: map[outcomeKey]*big.Int{}} }

func (t *tally) add(o outcome, ways *big.Int) {
	res, _, _ := o.line()
	k := outcomeKey{result: res, half: o.half, rule: o.rule}
	if o.result == rules.Win {
		k.win, k.per = o.odds.Win, o.odds.Per
	}
	n, ok := t.ways[k]
	if !ok {
		n = new(big.Int)
		t.ways[k] = n
		t.order = append(t.order, k)
	}
	n.Add(n, ways)
}

// frequency writes the tally as a rules.BetFrequency over deals, its lines
// in the order first seen.
func (t *tally) frequency(deals *big.Int, small bool) rules.BetFrequency {
	bf := rules.BetFrequency{Bet: t.bet, Wager: t.wager, Spot: t.spot}
	if bf.Wager == t.bet {
		bf.Wager = ""
	}
	ret := new(big.Rat)
	for _, k := range t.order {
		o := outcome{result: k.result, half: k.half, rule: k.rule}
		if k.result == rules.Win {
			o.odds = rules.Odds{Win: k.win, Per: k.per}
		}
		res, payout, returned := o.line()
		ways := t.ways[k]
		l := rules.Line{Result: res, Payout: payout, Commission: new(big.Rat), Returned: returned, Rule: k.rule}
		if small {
			l.Ways = ways.Uint64()
		} else {
			l.BigWays = new(big.Int).Set(ways)
		}
		bf.Lines = append(bf.Lines, l)
		ret.Add(ret, new(big.Rat).Mul(o.net(), new(big.Rat).SetFrac(ways, deals)))
	}
	bf.Return = ret
	bf.FixedReturn = ret
	return bf
}

// WagerRecord is a wager of roulette or Sic Bo: the shared wager fields
// (rules.WagerRecord) and the numbers the wager names. A roulette wager
// names the numbers of the layout it covers (a split's two numbers, a
// dozen's twelve); a Sic Bo wager names the dice faces or the total it
// backs.
type WagerRecord struct {
	Seat    int    `json:"seat"`
	Bet     string `json:"bet"`
	Numbers []int  `json:"numbers,omitempty"`
	Amount  string `json:"amount"`
	Result  string `json:"result"`
	Payout  string `json:"payout"`
	// Returned is the half of an even-money roulette wager returned when
	// zero is spun (rule 3.3 b, lines 311-312).
	Returned string `json:"returned,omitempty"`
}

// wager is a parsed WagerRecord.
type wager struct {
	rules.Wager
	numbers []int
	// label names the wager in messages: its bet and numbers ("split
	// 17-20").
	label string
}

// parseWager checks the fields every wager shares: seat, bet (one of
// bets), amount, result and payout, and returned when allowReturned.
func parseWager(f string, in WagerRecord, bets map[string]bool, allowReturned bool, errs *rules.InputError) (wager, bool) {
	ok := true
	if in.Seat < 1 || in.Seat > rules.MaxSeat {
		errs.Add(f+".seat", "must be a player's place (chip colour) from 1 to %d", rules.MaxSeat)
		ok = false
	}
	if !bets[in.Bet] {
		errs.Add(f+".bet", "%q is not a bet of this game (bets: %s)", in.Bet, strings.Join(sortedKeys(bets), ", "))
		ok = false
	}
	amount, err := rules.ParseMoney(in.Amount)
	switch {
	case err != nil:
		errs.Add(f+".amount", "%v", err)
		ok = false
	case amount == 0:
		errs.Add(f+".amount", "must be more than zero")
		ok = false
	}
	switch in.Result {
	case rules.Win, rules.Lose, rules.Push:
	default:
		errs.Add(f+".result", "%q is not one of win, lose, push", in.Result)
		ok = false
	}
	payout := rules.ParseAmount(f+".payout", in.Payout, false, errs)
	var returned rules.Money
	if in.Returned != "" {
		if allowReturned {
			returned = rules.ParseAmount(f+".returned", in.Returned, true, errs)
		} else {
			errs.Add(f+".returned", "no part of a stake is returned in this game; leave it out")
			ok = false
		}
	}
	w := wager{Wager: rules.Wager{Seat: in.Seat, Bet: in.Bet, Amount: amount,
		Declared: rules.Result{Result: in.Result, Payout: payout, Returned: returned}}}
	return w, ok
}

func sortedKeys(m map[string]bool) []string { return slices.Sorted(maps.Keys(m)) }

// numbersText writes numbers as a label does: "17-20".
func numbersText(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, "-")
}

// settle settles one wager into v. The findings name the wager by its
// spot (a seat may hold several splits) and, in their messages, by its
// label ("seat 1 1st column"); a difference in the stake returned
// cites the wager's rule (the zero rule for an even-money chance) rather
// than a player-dealer's cover.
func settle(v *rules.Verdict, w *wager, o outcome, up bool) {
	first := len(v.Findings)
	v.Settle(w.Wager, o.money(w.Amount, up), o.rule, rules.Cite{})
	if len(v.Findings) == first {
		return
	}
	from := w.Name() + " "
	to := fmt.Sprintf("seat %d %s ", w.Seat, w.label)
	for i := first; i < len(v.Findings); i++ {
		f := &v.Findings[i]
		switch {
		case f.Field == "returned" && o.half:
			f.Rule = o.rule
			f.Message = fmt.Sprintf("seat %d %s had %s of its stake returned; when zero is spun half of an even-money wager is lost and half returned (rule 3.3 b): %s",
				w.Seat, w.label, f.Declared, f.Expected)
		case f.Field == "returned":
			f.Rule = o.rule
			f.Message = fmt.Sprintf("seat %d %s had %s of its stake returned; only an even-money wager gets half its stake back, when zero is spun (rule 3.3 b): %s",
				w.Seat, w.label, f.Declared, f.Expected)
		default:
			f.Message = strings.Replace(f.Message, from, to, 1)
		}
	}
}

// checkEnvelope checks the shared fields and the record's game.
func checkEnvelope(e rules.Envelope, id string, errs *rules.InputError) {
	e.Check(errs)
	if e.Game != "" && e.Game != id {
		errs.Add("game", "%q is not %s; this decoder reads %s records", e.Game, id, id)
	}
}

// numbersField is the numbers input of a wager line.
func numbersField(hint string) rules.EntryField {
	return rules.EntryField{Name: "numbers", Label: "Numbers", Kind: rules.EntryInts, Hint: hint}
}

// wagersSection is the wager table of a game whose wagers name numbers:
// rules.WagersSection with the numbers after the bet, and the stake
// returned when returned is set.
func wagersSection(info rules.GameInfo, rows int, numbersHint string, returned bool) rules.EntrySection {
	s := rules.WagersSection(info, rows, false)
	s.Hint = "One line per wager as it was settled at the table; blank lines are ignored. Seat is the player's place (chip colour). " +
		"Payout is what the wager won at its odds, stake not included: 0 for a loss or a push."
	s.Fields = append(s.Fields[:2], append([]rules.EntryField{numbersField(numbersHint)}, s.Fields[2:]...)...)
	if returned {
		s.Hint += " Returned: the half of an even-money wager given back when zero is spun."
		s.Fields = append(s.Fields, rules.EntryField{Name: "returned", Label: "Returned", Kind: rules.EntryMoney})
	}
	return s
}
