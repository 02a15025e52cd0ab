package studtable

import (
	"os"
	"regexp"
	"testing"

	"github.com/tablegames/casino/rules"
)

// seeds adds the documented records and a few odd ones.
func fuzzSeeds(f *testing.F, game string) {
	if b, err := os.ReadFile("../../docs/hand-records.md"); err == nil {
		for _, m := range regexp.MustCompile("(?s)```json\n(.*?)```").FindAllSubmatch(b, -1) {
			if env, err := rules.PeekEnvelope(m[1]); err == nil && env.Game == game {
				f.Add(m[1])
			}
		}
	}
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"cards":{"seats":[{"seat":1},{"seat":1}]},"wagers":[]}`))
}

// checkVerdict holds for every verdict: each wager settled once, in some
// order, with a result the rules know and no payout on a loss or a push.
func checkVerdict(t *testing.T, v *rules.Verdict, wagers []rules.Wager, file string) {
	if len(v.Settlements) != len(wagers) {
		t.Fatalf("%d settlements for %d wagers", len(v.Settlements), len(wagers))
	}
	type key struct {
		seat, backline int
		bet            string
	}
	want := map[key]rules.Money{}
	for _, w := range wagers {
		want[key{w.Seat, w.Backline, w.Bet}] = w.Amount
	}
	for _, st := range v.Settlements {
		k := key{st.Seat, st.Backline, st.Bet}
		if a, ok := want[k]; !ok || a != st.Amount {
			t.Fatalf("settlement %+v is no wager's", st)
		}
		delete(want, k)
		switch st.Expected.Result {
		case rules.Win, rules.Lose, rules.Push, rules.NoAction:
		default:
			t.Fatalf("result %q", st.Expected.Result)
		}
		if st.Expected.Payout < 0 || (st.Expected.Result != rules.Win && st.Expected.Payout != 0) {
			t.Fatalf("payout %s on a %s", st.Expected.Payout, st.Expected.Result)
		}
		if st.Expected.Returned < 0 || st.Expected.Returned > st.Amount {
			t.Fatalf("returned %s of %s", st.Expected.Returned, st.Amount)
		}
		if st.Rule.File != file && st.Rule != rules.RulePlayerDealerCover {
			t.Fatalf("rule %s", st.Rule)
		}
	}
}

func fuzzGame(f *testing.F, g rules.Game, settings []map[string]string, check func(t *testing.T, v *rules.Verdict, h rules.Hand)) {
	var compiled []rules.Settings
	for _, s := range settings {
		c, err := g.Settings(s)
		if err != nil {
			f.Fatal(err)
		}
		compiled = append(compiled, c)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := g.Decode(data)
		if err != nil {
			if _, ok := rules.AsInputError(err); !ok {
				t.Fatalf("decode error is not an InputError: %v", err)
			}
			return
		}
		for _, s := range compiled {
			v, err := h.Verify(s)
			if err != nil {
				if _, ok := rules.AsInputError(err); !ok {
					t.Fatalf("verify error is not an InputError: %v", err)
				}
				continue
			}
			check(t, v, h)
		}
	})
}

// FuzzCasinoStud: no record makes Decode or Verify panic; a refusal is an
// InputError; a verdict settles every wager once, and a meter line only on
// a Progressive wager.
func FuzzCasinoStud(f *testing.F) {
	fuzzSeeds(f, CasinoStudID)
	f.Add([]byte(`{"table_id":"T","hand_number":1,"game":"casino-stud","dealt_at":"2026-11-21T22:14:05Z","cards":{"dealer":["AS","AS","JK","2C","3C"],"seats":[{"seat":9,"cards":["2D"]}]},"wagers":[{"seat":9,"bet":"double","amount":"1","result":"win","payout":"1"}]}`))
	fuzzGame(f, CasinoStud(), []map[string]string{nil,
		{keyPositions: "4", keyProgressiveWager: "1.00", keyProgressiveFolded: FoldedPays, keyProgressiveHits: Shared, "raise_odds": raiseRoyal100},
		{keyInsurance: NotOffered, keyProgressiveWager: NoProgressive}},
		func(t *testing.T, v *rules.Verdict, h rules.Hand) {
			checkVerdict(t, v, h.(*CSHand).Wagers(), rules.Seed002)
			for _, st := range v.Settlements {
				if st.Expected.Result == rules.NoAction || st.Expected.Returned != 0 {
					t.Fatalf("a house-banked wager returned uncovered: %+v", st)
				}
				if st.Meter != nil && (st.Bet != BetProgressive || st.Meter.Order < 1 || st.Meter.Line == "" || st.Expected.Result != rules.Win) {
					t.Fatalf("meter line %+v on %s", *st.Meter, st.Bet)
				}
			}
		})
}

// FuzzCaribbean: the same, and the player-dealer's net within its bank.
func FuzzCaribbean(f *testing.F) {
	fuzzSeeds(f, CaribbeanID)
	f.Add([]byte(`{"table_id":"T","hand_number":1,"game":"caribbean-stud","dealt_at":"2026-11-21T22:14:05Z","cards":{"player_dealer":["AS","AS","AS","AS","AS"],"seats":[{"seat":2,"cards":["AS","AS","AS","AS","AS"]}]},"player_dealer":{"seat":1,"bank":"1","net":"0"},"wagers":[{"seat":2,"bet":"ante","amount":"1","result":"win","payout":"1"},{"seat":2,"bet":"call","amount":"2","result":"win","payout":"2"},{"seat":2,"backline":2,"bet":"ante","amount":"1","result":"win","payout":"1"}]}`))
	fuzzGame(f, Caribbean(), []map[string]string{nil,
		{keyDecks: "4", keySettlementOrder: AntesFirst, keyRanking: RankingAsCharted, "collection_schedule": "CA-BJP/17"}},
		func(t *testing.T, v *rules.Verdict, h rules.Hand) {
			cb := h.(*CBHand)
			checkVerdict(t, v, cb.Wagers(), rules.Seed000)
			if net := v.Totals.ExpectedPlayerDealerWin; net > cb.pd.Bank || net < -cb.pd.Bank {
				t.Fatalf("the player-dealer's net %s leaves its bank %s", net, cb.pd.Bank)
			}
		})
}
