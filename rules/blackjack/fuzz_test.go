package blackjack

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// fuzzGame: no record makes Decode or Verify panic; a refusal is always an
// InputError; a verified round settles every wager once, in a result the
// rules know, with no payout on a line that did not win, and the
// player-dealer's net within its bank.
func fuzzGame(f *testing.F, g rules.Game, seeds [][]byte, settings []map[string]string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Add([]byte(`{}`))
	var sts []rules.Settings
	for _, m := range settings {
		st, err := g.Settings(m)
		if err != nil {
			f.Fatal(err)
		}
		sts = append(sts, st)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := g.Decode(data)
		if err != nil {
			if _, ok := rules.AsInputError(err); !ok {
				t.Fatalf("decode error is not an InputError: %v", err)
			}
			return
		}
		for _, st := range sts {
			v, err := h.Verify(st)
			if err != nil {
				if _, ok := rules.AsInputError(err); !ok {
					t.Fatalf("verify error is not an InputError: %v", err)
				}
				continue
			}
			ws := h.(interface{ Wagers() []rules.Wager }).Wagers()
			if len(v.Settlements) != len(ws) {
				t.Fatalf("%d settlements for %d wagers", len(v.Settlements), len(ws))
			}
			for _, s := range v.Settlements {
				switch s.Expected.Result {
				case rules.Win, rules.Lose, rules.Push, rules.NoAction:
				default:
					t.Fatalf("result %q", s.Expected.Result)
				}
				if s.Expected.Payout < 0 || (s.Expected.Result != rules.Win && s.Expected.Payout != 0) {
					t.Fatalf("payout %s on %s", s.Expected.Payout, s.Expected.Result)
				}
				if s.Expected.Returned < 0 || s.Expected.Returned > s.Amount {
					t.Fatalf("returned %s of %s", s.Expected.Returned, s.Amount)
				}
				if s.Rule.File == "" {
					t.Fatalf("no rule on %+v", s)
				}
			}
			if pd := v.Totals.ExpectedPlayerDealerWin; pd != 0 {
				if ca, ok := h.(interface{ bank() rules.Money }); ok && (pd > ca.bank() || -pd > ca.bank()) {
					t.Fatalf("player-dealer's net %s beyond its bank %s", pd, ca.bank())
				}
			}
		}
	})
}

func (h *caHand) bank() rules.Money { return h.pd.Bank }

func FuzzUK(f *testing.F) {
	var seeds [][]byte
	for _, r := range []round{
		ukRound("6H TS 5C", []string{"3: 8S 8D 3C TD AH / split double stand"}, "3 hand_1 10 push 0", "3 double_1 10 push 0", "3 hand_2 10 lose 0"),
		ukRound("AC QD", []string{"4: AS KH"}, "4 hand_1 10 push 0", "4 insurance 5 win 10"),
		ukRound("AC QD", []string{"4: AS KH"}, "4 even_money 10 win 10", "4/1 hand_1 10 push 0"),
		ukRound("7H 9C 9D", []string{"2: 5H 6H 2C / double"}, "2 hand_1 10 win 10", "2 double_1 10 win 10", "2 twenty_one_plus_three 10 win 90", "2 royal_match 5 win 7.50", "2 perfect_pairs 5 lose 0"),
		ukRound("9H 8C", []string{"1: AS AD AC 7H 9C AH / split split stand"}, "1 hand_1 10 win 10", "1 hand_2 10 win 10", "1 hand_3 10 lose 0"),
	} {
		seeds = append(seeds, r.record(f))
	}
	fuzzGame(f, UK(), seeds, []map[string]string{nil,
		{keySoft17: soft17Hits, keyDoubleOn: doubleAny, keySplitPairs: splitAny, keyPairs: pairsSameRank, keyResplitAces: yes, keyDealerBlackjack: dealerOriginal, keySplitCards: splitCardsAtOnce, keyFraction: fractionToPlayer},
		{keyDecks: "1", keyRM: payMinimum, keyPP: notOffered}})
}

func FuzzHawaiian(f *testing.F) {
	var seeds [][]byte
	for _, r := range []round{
		hbRound("1 100 -3", "9C 8D 2S", []string{"2: AH AS"}, "2 hand_1 2 win 3"),
		hbRound("1 10 -10", "9C JD", []string{"2: TS QH / stand", "5: KS TH / stand"}, "2 hand_1 10 no_action 0", "5 hand_1 10 win 10"),
		hbRound("1 100 5", "TC 8D", []string{"2: QS 6H / surrender"}, "2 hand_1 10 lose 0 5"),
		hbRound("1 100 -20", "TC 8D", []string{"2: JK JK 8S 7D / split"}, "2 hand_1 10 win 10", "2 hand_2 10 win 10"),
	} {
		seeds = append(seeds, r.record(f))
	}
	fuzzGame(f, Hawaiian(), seeds, []map[string]string{nil, {keyJokerSoft: jokerHard, keyPairs: pairsEqualValue, keySplitCards: splitCardsAtOnce, "collection_schedule": "CA-HB/3"}})
}

func FuzzBlackjackPoker(f *testing.F) {
	var seeds [][]byte
	for _, r := range []round{
		bjpRound("4 100 -30", "TC 9D", []string{"5: AH AH"}, "5 hand_1 10 win 30"),
		bjpRound("4 100 -15", "TC 8D", []string{"5: TS KH 9C 9D / split stand stand"}, "5 hand_1 10 win 10", "5 hand_2 5 win 5"),
		bjpRound("4 100 0", "AC KD", []string{"5: 9S 9H / stand"}, "5 hand_1 10 lose 0", "5 insurance 5 win 10"),
		bjpRound("4 10 -10", "TC 7D", []string{"5: 9H 9S / stand"}, "5 hand_1 10 win 10", "5 perfect_pair 5 no_action 0"),
	} {
		seeds = append(seeds, r.record(f))
	}
	fuzzGame(f, BlackjackPoker(), seeds, []map[string]string{nil, {keyDecks: "1", keyEqualTotals: equalPush, keySplitWager: splitHalf, "collection_schedule": "CA-BJP/17"}})
}
