package baccarat

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// The data cites seed 003; the cited lines must print what the data says.
// The strings looked for are made from the data (odds, margins, counts), so
// a transcription error in a table fails here.

func TestSeedWagers(t *testing.T) {
	info := colorado.Info()
	for i := range colorado.bets {
		b := &colorado.bets[i]
		text := seedtext.Text(t, b.rule)
		if w := info.Wagers[i]; w.Bet != b.id || w.Rule != b.rule {
			t.Fatalf("Info wager %d is %s %s, the data says %s %s", i, w.Bet, w.Rule, b.id, b.rule)
		}
		if b.odds == (rules.Odds{}) {
			// The odds come from the bonus pay tables: each of their rows must
			// lie within the bet's cited lines.
			first, last, err := b.rule.Range()
			if err != nil {
				t.Fatal(err)
			}
			for _, tbl := range bonusTables {
				for _, r := range append(append([]marginRow(nil), tbl.rows...), tbl.natural) {
					if n, _ := strconv.Atoi(r.line); n < first || n > last {
						t.Errorf("%s cites %s, which does not hold Pay Table %s line %s", b.id, b.rule, tbl.id, r.line)
					}
				}
			}
			continue
		}
		if !strings.Contains(text, b.odds.String()) {
			t.Errorf("%s pays %s, but %s reads %q", b.id, b.odds, b.rule, text)
		}
		if p := info.Wagers[i].Pays; !strings.HasPrefix(p, b.odds.String()) {
			t.Errorf("%s: catalog says it pays %q, the data %s", b.id, p, b.odds)
		}
	}
}

func TestSeedPayTables(t *testing.T) {
	lines := seedtext.Lines(t, rules.Seed003)
	for _, tbl := range bonusTables {
		rows := append(append([]marginRow(nil), tbl.rows...), tbl.natural)
		first, _ := strconv.Atoi(rows[0].line)
		if h := strings.TrimSpace(lines[first-3]); h != "Pay Table "+tbl.id {
			t.Errorf("two lines above Pay Table %s's first row (line %d) the seed reads %q", tbl.id, first, h)
		}
		covered := map[int]bool{}
		for _, r := range rows {
			text := seedtext.Text(t, co(r.line))
			want := "Natural winner"
			switch {
			case r.from != 0 && r.from == r.to:
				want = fmt.Sprintf("Win by %d points", r.from)
			case r.from != 0:
				want = fmt.Sprintf("Win by %d or %d points", r.from, r.to)
			}
			if !strings.Contains(text, want) || !strings.Contains(text, r.odds.String()) {
				t.Errorf("Pay Table %s: %s at %s, but line %s reads %q", tbl.id, want, r.odds, r.line, text)
			}
			for m := r.from; m <= r.to && r.from != 0; m++ {
				covered[m] = true
			}
		}
		for m := 4; m <= 9; m++ {
			if !covered[m] {
				t.Errorf("Pay Table %s has no row for a win by %d", tbl.id, m)
			}
		}
	}
	for _, r := range totalCards {
		text := seedtext.Text(t, co(r.line))
		if !strings.Contains(text, r.word) || !strings.Contains(text, r.odds.String()) {
			t.Errorf("total cards %d (%s) at %s, but line %s reads %q", r.cards, r.word, r.odds, r.line, text)
		}
	}
	// The catalog's rows: each cited line prints the row's odds.
	for _, pt := range colorado.Info().PayTables {
		for _, row := range pt.Rows {
			if text := seedtext.Text(t, row.Rule); !strings.Contains(text, row.Pays) {
				t.Errorf("pay table %s row %q pays %s, but %s reads %q", pt.ID, row.Outcome, row.Pays, row.Rule, text)
			}
		}
	}
}

func TestSeedSettings(t *testing.T) {
	specs := map[string]rules.SettingSpec{}
	for _, s := range colorado.Info().Settings {
		specs[s.Key] = s
		if _, _, err := s.Rule.Range(); err != nil || s.Rule.File != rules.Seed003 {
			t.Errorf("%s cites %v", s.Key, s.Rule)
		}
		seedtext.Text(t, s.Rule) // fails when the citation is past the end
	}
	// The minimums the settings enforce are the rule book's.
	for _, c := range []struct{ key, format string }{
		{keyTieOdds, "at least %s to 1"},           // line 144
		{keyPerfectPairOdds, "minimum of %s to 1"}, // line 134
	} {
		s := specs[c.key]
		if want := fmt.Sprintf(c.format, s.Default); !strings.Contains(seedtext.Text(t, s.Rule), want) {
			t.Errorf("%s: default %s, but %s does not read %q", c.key, s.Default, s.Rule, want)
		}
		if lo, _, _ := strings.Cut(s.Range, " to "); lo != s.Default {
			t.Errorf("%s: the least allowed is %s, the rule book's minimum %s", c.key, lo, s.Default)
		}
	}
	if s := specs[keyCommissionRate]; !strings.Contains(seedtext.Text(t, s.Rule), strings.TrimSuffix(s.Range, " (percent)")+" percent") {
		t.Errorf("commission_rate range %s is not what %s reads", s.Range, s.Rule)
	}
	if s := specs[keyDecks]; !strings.Contains(seedtext.Text(t, s.Rule), s.Range+" decks") {
		t.Errorf("decks range %s is not what %s reads", s.Range, s.Rule)
	}
	if s := specs[keyBonusNaturalTie]; !strings.Contains(seedtext.Text(t, s.Rule), "natural tie") {
		t.Errorf("bonus_natural_tie cites %s, which does not speak of a natural tie", s.Rule)
	}
}
