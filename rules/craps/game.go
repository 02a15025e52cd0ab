package craps

import (
	"fmt"

	"github.com/tablegames/casino/rules"
)

type game struct{}

// New returns craps as Great Britain deals it.
func New() rules.Game { return game{} }

// Info describes the game for the catalog.
func (game) Info() rules.GameInfo {
	info := rules.GameInfo{
		ID: GameID, Name: "Craps (Great Britain)", Family: "dice", Banking: "house",
		Sources:  []rules.Cite{citeSection},
		Decks:    "two dice, faces 1 to 6 (lines 1511-1513)",
		Settings: Specs(),
	}
	for k := range numKinds {
		b := bets[k]
		info.Wagers = append(info.Wagers, rules.WagerInfo{Bet: b.id, Name: b.name, Wins: b.wins, Pays: b.pays, Rule: b.rule})
	}
	min := rules.PayTable{ID: "minimum", Name: "Minimum odds (rule 8.17)"}
	for _, o := range oddsSettings {
		pays := o.minimumText()
		name := o.what
		if len(name) > 0 && name[0] >= 'a' && name[0] <= 'z' {
			name = string(name[0]-'a'+'A') + name[1:]
		}
		min.Rows = append(min.Rows, rules.PayRow{Outcome: name, Pays: pays, Rule: o.rule})
	}
	info.PayTables = []rules.PayTable{min}
	return info
}

// Settings compiles a table's settings.
func (game) Settings(values map[string]string) (rules.Settings, error) {
	s, err := compile(values)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Form sizes: lines for the wagers standing and for those at the throw,
// as many as a record may hold; a blank form shows the lines of the
// table's layout (formSeats places unless the table says otherwise, two
// wagers each) and the lines the last throw left standing, and the person
// adds more on demand.
const (
	formStanding = maxWagers
	formWagers   = maxWagers
	// formSeats is the places of a common craps layout, the default of
	// the table's positions setting: the rule book fixes none; maxPlaces
	// is the most a record's lists are sized for.
	formSeats       = 12
	maxPlaces       = 20
	formSeatWagers  = 2
	formBlankStands = 2
)

// EntryForm declares the hand-entry form: the point and the wagers left
// standing by the throw before (its answer's outcome.state), the dice, and
// every wager on the layout at this throw with its call and, when the throw
// settled it, its result and payout.
func (g game) EntryForm(st rules.Settings) rules.EntryForm {
	s, err := settingsFor(st)
	if err != nil {
		s = DefaultSettings()
	}
	offered := func(k kind) bool { return !s.notOffered[k] }
	choices := func(only func(kind) bool) ([]string, []string) {
		var ids, names []string
		for k := range numKinds {
			if only(k) {
				ids, names = append(ids, bets[k].id), append(names, bets[k].name)
			}
		}
		return ids, names
	}
	standIDs, standNames := choices(func(k kind) bool { return bets[k].stands && offered(k) })
	allIDs, allNames := choices(offered)
	number := rules.EntryField{Name: "number", Label: "Number", Kind: rules.EntryInt, Min: 4, Max: 10,
		Hint: "the come point, box number or hardway"}
	return rules.EntryForm{
		Seats: s.positions,
		Intro: "One throw of the dice at a craps table. First the table as the throw before left it: the Come Out Point and " +
			"the wagers standing on the layout, exactly as that throw's answer gave them (outcome.state), filled in from the last throw the table recorded; both blank at a fresh table. " +
			"Then the dice, and every wager on the layout at this throw: the standing ones and those placed since.",
		Sections: []rules.EntrySection{
			{ID: "throw", Legend: "The throw", Path: "", Fields: []rules.EntryField{
				{Name: "point", Label: "Point before the throw", Kind: rules.EntryInt, Min: 4, Max: 10,
					Hint: "the Come Out Point on the table; blank on a Come Out Roll"},
				{Name: "dice", Label: "Dice", Kind: rules.EntryDice, Hint: "the two dice, as \"3 4\""},
			}},
			{ID: "standing", Legend: "Standing before the throw", Path: "standing", Rows: formStanding, Lines: formBlankStands, OmitEmpty: true,
				Hint: "The wagers the throw before left on the layout (its outcome.state), one line each; blank lines are ignored.",
				Fields: []rules.EntryField{
					{Name: "seat", Label: "Seat", Kind: rules.EntryInt},
					{Name: "bet", Label: "Bet", Kind: rules.EntryChoice, Choices: standIDs, ChoiceLabels: standNames},
					number,
					{Name: "amount", Label: "Amount", Kind: rules.EntryMoney},
				}},
			{ID: "wagers", Legend: "Wagers at the throw", Path: "wagers", Rows: formWagers, PerSeat: formSeatWagers,
				Hint: fmt.Sprint("One line per wager on the layout at the throw, standing or placed since; blank lines are ignored. ",
					"Number: a come point (blank for a Come or Don't Come wager still in the Come box), box number or hardway. ",
					"Dice: the faces of a pair or combination bet. Call: on or off, where the player called one. ",
					"Result and payout: blank for a wager the throw did not settle; payout is what the wager won, stake not included."),
				Fields: []rules.EntryField{
					{Name: "seat", Label: "Seat", Kind: rules.EntryInt},
					{Name: "bet", Label: "Bet", Kind: rules.EntryChoice, Choices: allIDs, ChoiceLabels: allNames},
					number,
					{Name: "dice", Label: "Dice", Kind: rules.EntryDice},
					{Name: "amount", Label: "Amount", Kind: rules.EntryMoney},
					{Name: "call", Label: "Call", Kind: rules.EntryChoice, Choices: []string{CallOn, CallOff}},
					{Name: "result", Label: "Result", Kind: rules.EntryChoice, Choices: []string{rules.Win, rules.Lose, rules.Push}},
					{Name: "payout", Label: "Payout", Kind: rules.EntryMoney},
				}},
		},
	}
}
