package fees

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// Decode never panics, and whatever it accepts satisfies its own rules.
func FuzzDecode(f *testing.F) {
	for _, name := range []string{"ca-ezb", "ca-912", "13cp", "leg-lowball", "fucp-1", "super-razz-own", "stud-hilo-regular-own", "leg-stud", "leg-nlp", "bjp-own"} {
		b, err := dataFS.ReadFile("data/" + name + ".json")
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(`{"set":"X","title":"t","heading":"1","games":[{"name":"g","catalog":"c"}],"cap":{},"blocks":[]}`))
	f.Add([]byte(`not json`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Decode(data)
		if err != nil {
			return
		}
		for _, o := range s.Options {
			if got, err := s.Lookup(o.Label); err != nil || got != o {
				t.Fatalf("%s does not look itself up", o)
			}
			if err := checkTiers(o.Tiers); err != nil {
				t.Fatalf("%s: accepted bad tiers: %v", o, err)
			}
			if s.Cap.Rates > 0 && o.rates() > s.Cap.Rates && !s.Cap.PerTable {
				t.Fatalf("%s: accepted %d rates", o, o.rates())
			}
			for _, c := range o.fees {
				if c.money < 0 {
					t.Fatalf("%s: negative fee", o)
				}
			}
		}
	})
}

func FuzzParseLimit(f *testing.F) {
	for _, s := range []string{"$5 - $10", "$5 to 50", "$10-No Limit", "$101 +", "$1,505+", "$100", "15-30", "5 - $100", "$1,201- $3,600", "$1,2,3", "$-5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := ParseLimit(s)
		if err != nil {
			return
		}
		if l.Min < 0 || (!l.NoMax && l.Max < l.Min) || l.Min > rules.MaxMoney {
			t.Fatalf("%q: %+v", s, l)
		}
		if !strings.Contains(s, "No Limit") && !strings.Contains(s, "+") && l.NoMax {
			t.Fatalf("%q: open without No Limit or +", s)
		}
	})
}

// PlayerDealerFee of any table-action option and any action is one of the
// option's printed tier fees.
func FuzzPlayerDealerFee(f *testing.F) {
	var opts []*Option
	for _, s := range Sets() {
		for _, o := range s.Options {
			if o.Mechanism == TableAction {
				opts = append(opts, o)
			}
		}
	}
	f.Add(uint(0), int64(1))
	f.Add(uint(5), int64(10_300))
	f.Add(uint(40), int64(-5))
	f.Fuzz(func(t *testing.T, i uint, action int64) {
		o := opts[i%uint(len(opts))]
		a, err := o.PlayerDealerFee(rules.Money(action))
		if action <= 0 {
			if err == nil {
				t.Fatalf("%s: action %d accepted", o, action)
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, tier := range o.Tiers {
			if tier.Fee == a.Money && tier.Rule == a.Rule {
				return
			}
		}
		t.Fatalf("%s: %v is no tier's fee", o, a)
	})
}

// CheckHand under any option of the stud games' schedules, any count of
// players, any stage and any declared fees: no panic; where the option
// admits the players the total is the staged fees due (or the legacy fee)
// plus the jackpot and time lines, whatever was declared, and a hand
// declaring exactly that has no finding.
func FuzzCheckHandStud(f *testing.F) {
	var opts []*Option
	for _, id := range []string{"RAZZDEUCEY-OWN", "SUPER-RAZZDACEY-OWN", "SUPER-7-STUD-HILO-REGULAR-OWN", "STUD-HILO-REGULAR-OWN", "LEG-STUD", "LEG-MEXICAN"} {
		s, err := FindSet(id)
		if err != nil {
			f.Fatal(err)
		}
		opts = append(opts, s.Options...)
	}
	f.Add(uint(0), 7, 3, int64(100), int64(400), int64(100), int64(0), int64(0))
	f.Add(uint(39), 4, 1, int64(0), int64(0), int64(0), int64(100), int64(300))
	f.Add(uint(200), 9, 2, int64(-5), int64(1), int64(2), int64(3), int64(4))
	f.Fuzz(func(t *testing.T, i uint, players, reached int, c1, c2, c3, designated, regular int64) {
		o := opts[i%uint(len(opts))]
		declared := map[string]rules.Money{"collection_1": rules.Money(c1), "collection_2": rules.Money(c2), "collection_3": rules.Money(c3),
			"designated": rules.Money(designated), "regular": rules.Money(regular), "jackpot": 100, "time": 50}
		total, findings := o.CheckHand(players, Stage(reached), declared)
		for _, fd := range findings {
			if fd.Bet == "" || fd.Rule.Lines == "" {
				t.Fatalf("%s: finding without a bet or a rule: %+v", o, fd)
			}
		}
		if o.Mechanism.StageFeeTypes() == nil || !o.Admits(players) || reached < int(StageDealt) {
			return
		}
		due, err := o.StageFees(players, Stage(reached))
		if err != nil {
			t.Fatalf("%s: %v", o, err)
		}
		want := rules.Money(150)
		exact := map[string]rules.Money{"jackpot": 100, "time": 50}
		for k, a := range due {
			want += a.Money
			exact[o.Mechanism.StageFeeTypes()[k]] = a.Money
		}
		if total != want {
			t.Fatalf("%s, %d players, stage %d: total %s, want %s", o, players, reached, total, want)
		}
		if _, f := o.CheckHand(players, Stage(reached), exact); len(f) != 0 {
			t.Fatalf("%s: the fees due declared draw findings %+v", o, f)
		}
	})
}

// CheckHand under the legacy poker rates never panics, every finding names
// a fee and cites a line, and a hand declaring what the option gives draws
// none: the players' rate after the flop, $1.00 before it.
func FuzzCheckHandLegacyPoker(f *testing.F) {
	s, err := FindSet("LEG-NLP")
	if err != nil {
		f.Fatal(err)
	}
	opts := s.Options
	f.Add(uint(0), 7, 3, int64(300), int64(0))
	f.Add(uint(14), 3, 1, int64(0), int64(100))
	f.Add(uint(5), 12, 2, int64(-5), int64(7))
	f.Fuzz(func(t *testing.T, i uint, players, reached int, regular, designated int64) {
		o := opts[i%uint(len(opts))]
		declared := map[string]rules.Money{"regular": rules.Money(regular), "designated": rules.Money(designated), "jackpot": 100}
		_, findings := o.CheckHand(players, Stage(reached), declared)
		for _, fd := range findings {
			if fd.Bet == "" || fd.Rule.Lines == "" {
				t.Fatalf("%s: finding without a bet or a rule: %+v", o, fd)
			}
		}
		if o.Mechanism != LegacyPokerHand || players < 2 || reached < int(StageDealt) {
			return
		}
		exact := map[string]rules.Money{"designated": rules.Dollars(1)}
		if Stage(reached) >= StageSecond {
			a, err := o.LegacyPokerFee(players)
			if err != nil {
				t.Fatalf("%s, %d players: %v", o, players, err)
			}
			exact = map[string]rules.Money{"regular": a.Money}
		}
		if total, f := o.CheckHand(players, Stage(reached), exact); len(f) != 0 || total != exact["regular"]+exact["designated"] {
			t.Fatalf("%s, %d players, stage %d: the fees due %v give %s and findings %+v", o, players, reached, exact, total, f)
		}
	})
}
