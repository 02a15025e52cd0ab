package holdemtable

import (
	"fmt"
	"maps"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// gbOdds writes odds as Great Britain's book prints them: "30-1", "3-2".
func gbOdds(o rules.Odds) string { return fmt.Sprintf("%d-%d", o.Win, o.Per) }

// Every pay-table row is printed on the line it cites, with the odds the
// game pays: the tables are read back from the seeds, and a transcription
// error fails here.
func TestSeedPayTables(t *testing.T) {
	// Great Britain prints "Name 30-1" on one line.
	gbRows := map[string][]payRow{
		"Texas Hold 'Em Bonus": func() []payRow {
			var rows []payRow
			for _, r := range bonusRows {
				rows = append(rows, payRow{name: r.name, odds: r.odds, rule: gb(r.line)})
			}
			return rows
		}(),
		"Ultimate Blind":             uthUK.blindRows,
		"Ultimate Trips minimum":     tripsUKTables[4].rows,
		"Casino Hold 'Em AA Bonus":   chAARows,
		"Two Way":                    twRows,
		"Casino Hold 'Em Ante table": chAnteRows[:5],
	}
	for table, rows := range gbRows {
		for _, r := range rows {
			want := r.name + " " + gbOdds(r.odds)
			if text := seedtext.Text(t, r.rule); !strings.Contains(text, want) {
				t.Errorf("%s: %s reads %q, want %q", table, r.rule, text, want)
			}
		}
	}
	if text := seedtext.Text(t, chAnteRows[5].rule); text != "Straight or less Even (1-1)" || chAnteRows[5].odds != rules.ToOne(1) {
		t.Errorf("Casino Hold 'Em Ante, last row: %q", text)
	}
	// The four Trips pay tables are printed two to a line: 1 beside 2, 3
	// beside 4 (lines 2553-2571).
	for k := 0; k < 4; k += 2 {
		left, right := tripsUKTables[k], tripsUKTables[k+1]
		if !strings.Contains(seedtext.Text(t, gb(map[int]string{0: "2553", 2: "2563"}[k])), "Pay table "+left.id+" Pay table "+right.id) {
			t.Errorf("pay tables %s and %s: heading", left.id, right.id)
		}
		for i := range left.rows {
			l, r := left.rows[i], right.rows[i]
			if l.rule != r.rule {
				t.Errorf("tables %s and %s, row %s: lines %s and %s", left.id, right.id, l.name, l.rule, r.rule)
			}
			parts := strings.Split(seedtext.Text(t, l.rule), l.name)
			if len(parts) != 3 || strings.TrimSpace(parts[1]) != gbOdds(l.odds) || strings.TrimSpace(parts[2]) != gbOdds(r.odds) {
				t.Errorf("tables %s and %s, %s: %s reads %q, want %s and %s", left.id, right.id, l.name, l.rule, seedtext.Text(t, l.rule), gbOdds(l.odds), gbOdds(r.odds))
			}
		}
	}
	// The Progressive tables print "Name (N times the value of the wager)"
	// and the meter shares.
	for _, pt := range []*progTable{thbProg, chProg} {
		if text := seedtext.Text(t, pt.royal); !strings.Contains(text, "Royal Flush (100% of the Progressive Jackpot Meter)") {
			t.Errorf("%s reads %q", pt.royal, text)
		}
		if text := seedtext.Text(t, pt.straightFlush); !strings.Contains(text, "Straight Flush (10% of the Progressive Jackpot Meter)") {
			t.Errorf("%s reads %q", pt.straightFlush, text)
		}
		for _, f := range pt.fixed {
			want := fmt.Sprintf("%s (%d times the value of the wager)", f.name, f.times)
			if text := seedtext.Text(t, f.rule); !strings.Contains(text, want) {
				t.Errorf("%s reads %q, want %q", f.rule, text, want)
			}
		}
		if text := seedtext.Text(t, pt.royalBoard); !strings.Contains(text, "Royal Flush, all winning players will share") {
			t.Errorf("%s reads %q", pt.royalBoard, text)
		}
		if text := seedtext.Text(t, pt.sfBoard); !strings.Contains(text, "equal share") || !strings.Contains(text, "10% of the jackpot total") {
			t.Errorf("%s reads %q", pt.sfBoard, text)
		}
	}
	// California prints "Name<TAB>500 to 1".
	for _, r := range append(append([]payRow(nil), uthCA.blindRows...), uthCATripsPrinted...) {
		want := r.name + "\t" + r.odds.String()
		if text := seedtext.Text(t, r.rule); !strings.Contains(text, want) {
			t.Errorf("California: %s reads %q, want %q", r.rule, text, want)
		}
	}
	for _, c := range []struct {
		cite rules.Cite
		says string
	}{{cardroom("2375"), "Blind Pay Table"}, {cardroom("2403"), "Trips Bonus Pay Table"}, {gb("2309"), "Player’s two-card hand Minimum odds payable"},
		{gb("2512"), "Player’s five-card hand Minimum odds payable"}, {gb("2532"), "Player’s five-card hand Minimum odds payable"}, {gb("2788"), "Hand Minimum odds"}} {
		if text := seedtext.Text(t, c.cite); !strings.Contains(text, c.says) {
			t.Errorf("%s reads %q, want %q", c.cite, text, c.says)
		}
	}
}

// Every rule the games cite says what the code takes from it.
func TestSeedCitations(t *testing.T) {
	cases := []struct {
		cite rules.Cite
		says []string
	}{
		{gbPack, []string{"single pack of 52 cards"}},
		{gbOnePlayer, []string{"only one player may", "wager on each playing position"}},
		{gbDeal, []string{"two cards", "starting from the", "dealer’s left"}},
		{gbBestFive, []string{"best five-card hand"}},
		{gbSettle, []string{"starting with the player on", "dealer’s right"}},
		{thbAnteRule, []string{"Ante wager, shall be made before any cards are dealt"}},
		{thbBonusRule, []string{"Bonus Jackpot", "provided the participating player has also placed an Ante"}},
		{thbFlopRule, []string{"twice the value of the Ante wager"}},
		{thbFoldRule, []string{"surrender the", "Ante wager", "(Fold)"}},
		{thbTurnRule, []string{"equal to the amount of", "Ante wager", "Turn"}},
		{thbRiverRule, []string{"equal to the amount of the", "River"}},
		{thbBonusLoses, []string{"do not form one of the hands", "lose"}},
		{thbLower, []string{"higher poker ranking than the player", "will lose"}},
		{thbStandOff, []string{"exactly equal ranking", "stand off"}},
		{thbHigher, []string{"Flop and, where wagered, Turn and/or River wagers will win"}},
		{thbAnteWins, []string{"Straight or better their", "Ante wager will win"}},
		{thbAnteStands, []string{"less than a Straight the Ante wager", "stand off"}},
		{thbFoldTerm, []string{"surrender their wagers"}},
		{thbProgOption, []string{"either in addition", "instead of, the Bonus Jackpot wager"}},
		{thbProg.seatOrder, []string{"seating order, starting from the", "dealer’s right"}},
		{thbProg.fold, []string{"elects to Fold, their", "cards will remain on the table"}},
		{thbTopBonus, []string{"1000-1**", "** Available at the discretion of the operator"}},
		{uthUK.anteBlind, []string{"two initial wagers of equal amount", "Ante wager and the Blind wager"}},
		{uthUK.trips, []string{"Trips Bonus", "provided the player has also placed an Ante and Blind"}},
		{uthUK.preflop, []string{"three or four times the amount of their Ante", "elects instead to check"}},
		{uthUK.flop, []string{"twice the amount", "again elects to check"}},
		{uthUK.river, []string{"equal amount of", "the Ante wager"}},
		{uthUK.fold, []string{"they must fold", "irrespective of the hand being folded"}},
		{uthUK.qualify, []string{"at least a pair to qualify"}},
		{uthUK.unqualified, []string{"Ante wager of each player who has not folded will be returned", "exactly the same way"}},
		{uthUK.tie, []string{"identical value", "returned"}},
		{uthUK.dealerHigher, []string{"Ante, Play and Blind wagers are lost"}},
		{uthUK.playerHigher, []string{"Ante and Play wager will be paid", "(1-1)"}},
		{uthUK.blindPush, []string{"does", "not contain a Straight or better, the Blind wager will be returned"}},
		{uthUK.tripsLose, []string{"does not have a", "Three of a Kind or better, the Trips Bonus wager will lose"}},
		{gb("2541-2571"), []string{"house edge of 9.12%", "Pay table 1 Pay table 2"}},
		{gb("2525-2526"), []string{"lower ranking than the dealer’s hand, their Play", "and Blind wagers will lose"}},
		{uthCA.anteBlind, []string{"each wager must be of equal amounts", "Ante wager", "Blind wager"}},
		{uthCA.trips, []string{"only place a Trips Bonus wager if they have also placed an Ante wager and a Blind wager"}},
		{uthCA.preflop, []string{"three or four times the amount of their Ante wager"}},
		{uthCA.flop, []string{"two times the amount of their Ante wager"}},
		{uthCA.fold, []string{"Ante wager and Blind wager shall automatically lose", "The player's initial two-card hand shall not be considered"}},
		{uthCA.qualify, []string{"at least one Pair or higher"}},
		{uthCA.unqualified, []string{"The Ante wager shall not receive action"}},
		{uthCA.blindPush, []string{"But is less than a Straight, the Blind wager shall push"}},
		{uthCA.tripsLose, []string{"shall lose. There is no opportunity for the Trips Bonus wager to push"}},
		{uthCA.foldTrips, []string{"Only the cards on the board shall be considered"}},
		{uthCACover, []string{"starting with the player to the left of the player-dealer", "to the extent of the player-dealer's wager"}},
		{uthCAFeeRule, []string{"per hand from the playerdealer", "for each Ante wager", "no additional collection fee"}},
		{cardroom("2280"), []string{"two standard 52-card decks and no jokers", "eight seated positions", "Back line betting is not permitted on any wager"}},
		{cardroom("2380"), []string{"back-line bettors are eligible"}},
		{cardroom("3373"), []string{"total monetary value of all game wagers and bonus bet wagers that are placed by players before the cards are dealt"}},
		{chAnteRule, []string{"Ante wager"}},
		{chAARule, []string{"AA Bonus", "provided the player has also placed an Ante"}},
		{chCallRule, []string{"twice the value of their Ante", "Call wager"}},
		{chFoldRule, []string{"must Fold", "Ante and optional AA Bonus wagers will then", "lose"}},
		{chAASettle, []string{"two", "hole cards and the three card flop", "Pair of Aces or", "better"}},
		{chQualify, []string{"at least a pair of fours to qualify"}},
		{chUnqualified, []string{"Call wager for each", "remaining player will be returned", "Ante wager for each player will be"}},
		{chDealerHigher, []string{"Ante and Call wagers will lose"}},
		{chPlayerHigher, []string{"Call wager will be paid at minimum odds of even money", "rule 11.88"}},
		{chProgOption, []string{"Progressive 5/7", "instead of, the ‘AA Bonus’ wager"}},
		{chProg.fold, []string{"elects to Fold, their", "cards will remain on the table"}},
		{chProg.seatOrder, []string{"seating order starting from the", "dealer’s right"}},
		{twInitial, []string{"three initial wagers of equal amounts", "Ante wager, the Blind wager and the Two Way wager"}},
		{twFlopRule, []string{"equal amount to their Ante wager", "Flop wager"}},
		{twRiverRule, []string{"River wager"}},
		{twQualify, []string{"at least a pair"}},
		{twReturned, []string{"Blind wager and any optional Flop", "returned", "Ante", "remains ‘in action’"}},
		{twAnteWins, []string{"lower ranking than the", "Ante wager will win"}},
		{twAnteLoses, []string{"higher ranking than the", "Ante wager will lose"}},
		{twHigher, []string{"qualifies and has a lower ranking", "will all be paid"}},
		{twLower, []string{"qualifies and has a higher ranking", "will all lose"}},
		{twTwoWayLoses, []string{"unaffected by whether or not the dealer has a hand in", "will lose"}},
		{twTwoWayWhich, []string{"whichever of the player or dealer hands has the higher ranking"}},
		{gb("2160-2161"), []string{"Royal Flush - Ace, King, Queen, Jack and 10 of the same suit", "Straight Flush - five cards of consecutive values"}},
	}
	for _, c := range cases {
		text := strings.Join(strings.Fields(seedtext.Text(t, c.cite)), " ")
		for _, s := range c.says {
			if !strings.Contains(text, strings.Join(strings.Fields(s), " ")) {
				t.Errorf("%s should say %q; it reads %q", c.cite, s, text)
			}
		}
	}
	for _, g := range []rules.Game{BonusUK(), UltimateUK(), Ultimate(), Casino(), TwoWay()} {
		info := g.Info()
		for _, s := range info.Settings {
			if seedtext.Text(t, s.Rule) == "" {
				t.Errorf("%s setting %s cites a blank line", info.ID, s.Key)
			}
		}
		for _, w := range info.Wagers {
			if seedtext.Text(t, w.Rule) == "" {
				t.Errorf("%s wager %s cites a blank line", info.ID, w.Bet)
			}
		}
	}
}

// The game's own schedule (options 1-4, lines 2411-2415, loaded as
// UTH-OWN) is four rows of CA-UTH: options 3, 4, 6 and 8 (lines
// 3378-3383), the same limits and fees.
func TestSeedOwnScheduleIsCAUTH(t *testing.T) {
	same := map[string]string{"1": "3", "2": "4", "3": "6", "4": "8"}
	lines := strings.Split(seedtext.Text(t, cardroom("2412-2415")), "\n")
	if len(lines) != 4 {
		t.Fatalf("lines 2412-2415: %q", lines)
	}
	norm := func(s string) string { return strings.ReplaceAll(strings.ReplaceAll(s, " ", ""), "$", "") }
	for _, line := range lines {
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			t.Fatalf("line %q", line)
		}
		o, err := fees.Lookup("CA-UTH", same[f[0]])
		if err != nil {
			t.Fatal(err)
		}
		fs := o.Fees()
		if norm(fs["player_fee"].String()) != norm(f[2]) || norm(fs["pd_fee"].String()) != norm(f[3]) || norm(o.Limit.Text) != norm(f[1]) {
			t.Errorf("option %s (%q) is not CA-UTH option %s: %s, %v", f[0], line, same[f[0]], o.Limit.Text, fs)
		}
		own, err := fees.Lookup("UTH-OWN", f[0])
		if err != nil {
			t.Fatal(err)
		}
		if !maps.Equal(own.Fees(), fs) || norm(own.Limit.Text) != norm(f[1]) || own.Limit.Min != o.Limit.Min || own.Limit.Max != o.Limit.Max {
			t.Errorf("UTH-OWN option %s (%s, %v) is not CA-UTH option %s", f[0], own.Limit.Text, own.Fees(), same[f[0]])
		}
	}
}
