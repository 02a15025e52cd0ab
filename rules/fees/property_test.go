package fees

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// No computed fee depends on the pot. The API takes no pot, wager, win or
// payout at all: this reads every exported function and method of the
// package and refuses such a parameter, a float, or a struct parameter with
// such a field. The one money input is totalTableAction, which only selects
// a tier.
func TestNoFeeTakesAPot(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	fset := token.NewFileSet()
	structs := map[string]*ast.StructType{}
	var funcs []*ast.FuncDecl
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		file, err := parser.ParseFile(fset, f, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Name.IsExported() {
					funcs = append(funcs, d)
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					if ts, ok := s.(*ast.TypeSpec); ok {
						if st, ok := ts.Type.(*ast.StructType); ok {
							structs[ts.Name.Name] = st
						}
					}
				}
			}
		}
	}
	forbidden := []string{"pot", "wager", "win", "payout", "stake", "bet"}
	check := func(where, name, typ string) {
		l := strings.ToLower(name)
		for _, f := range forbidden {
			// "Bets" (a count of betting circles) is an int, not an amount.
			if strings.Contains(l, f) && !(l == "bets" && typ == "int") {
				t.Errorf("%s: parameter %s %s", where, name, typ)
			}
		}
		if strings.Contains(typ, "float") {
			t.Errorf("%s: parameter %s is a float", where, name)
		}
	}
	n := 0
	for _, fn := range funcs {
		for _, p := range fn.Type.Params.List {
			typ := types(p.Type)
			for _, id := range p.Names {
				n++
				check(fn.Name.Name, id.Name, typ)
				if typ == "rules.Money" && id.Name != "totalTableAction" && id.Name != "limit" && id.Name != "minimum" && id.Name != "maximum" {
					t.Errorf("%s: money parameter %s is not a table action or limit", fn.Name.Name, id.Name)
				}
			}
			if st, ok := structs[typ]; ok {
				for _, f := range st.Fields.List {
					for _, id := range f.Names {
						check(fn.Name.Name+" "+typ, id.Name, types(f.Type))
					}
				}
			}
		}
	}
	if n < 10 {
		t.Fatalf("read only %d parameters; the check is not looking at the API", n)
	}
}

func types(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return types(e.X) + "." + e.Sel.Name
	case *ast.StarExpr:
		return types(e.X)
	}
	return "?"
}

// Table-action fees are flat: within a tier every action pays the same; the
// fee never decreases as the action grows, and never exceeds the top tier's.
// Flat per-bet options ignore the action altogether.
func TestTableActionFeesAreFlatSteps(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, s := range Sets() {
		for _, o := range s.Options {
			switch o.Mechanism {
			case TableAction:
				top := o.Tiers[len(o.Tiers)-1].Fee
				prev := rules.Money(0)
				for _, a := range sortedActions(rng, 400) {
					fee, err := o.PlayerDealerFee(a)
					if err != nil {
						t.Fatalf("%s $%s: %v", o, a, err)
					}
					tier, _, _ := o.TierFor(a)
					start, _ := o.PlayerDealerFee(max(tier.Min, 1))
					if fee.Money != start.Money || fee.Money < prev || fee.Money > top {
						t.Fatalf("%s: action %s pays %s (tier start %s, previous %s, top %s)", o, a, fee.Money, start.Money, prev, top)
					}
					prev = fee.Money
				}
			case PerBetAndHand, LegacyBaccarat9:
				want, _ := o.PlayerDealerFee(0)
				for range 20 {
					if got, _ := o.PlayerDealerFee(rules.Money(rng.Int64N(int64(rules.MaxMoney)))); got != want {
						t.Fatalf("%s: a flat fee changed with the action: %v, %v", o, got, want)
					}
				}
			}
		}
	}
}

// sortedActions returns n ascending table actions from one cent to $100,000,
// most of them near the printed tier bounds (multiples of $5 and $1).
func sortedActions(rng *rand.Rand, n int) []rules.Money {
	out := make([]rules.Money, 0, n)
	a := rules.Money(1)
	for len(out) < n {
		out = append(out, a)
		switch rng.IntN(3) {
		case 0:
			a += rules.Money(rng.Int64N(100) + 1)
		case 1:
			a += rules.Dollars(rng.Int64N(5) + 1)
		default:
			a += rules.Dollars(rng.Int64N(500) + 1)
		}
	}
	return out
}

// A hand's California fees are the player-dealer fee plus the per-bet fee
// times the bets plus the coupon fee times the coupons: nothing else moves
// them.
func TestHandFeesAreCountsTimesFlatFees(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, s := range Sets() {
		for _, o := range s.Options {
			if o.Mechanism != PerBetAndHand && o.Mechanism != TableAction && o.Mechanism != LegacyBaccarat9 {
				continue
			}
			for range 50 {
				h := CaliforniaHand{Bets: rng.IntN(60), TotalTableAction: rules.Money(rng.Int64N(int64(rules.Dollars(50000)))) + 1}
				mp, mpErr := o.MatchPlayFee()
				if mpErr == nil {
					h.Coupons = rng.IntN(14)
				}
				cs, err := o.HandFees(h)
				if err != nil {
					t.Fatalf("%s %+v: %v", o, h, err)
				}
				pd, _ := o.PlayerDealerFee(h.TotalTableAction)
				pl, _ := o.PlayerFeePerBet()
				want := pd.Money + pl.Money*rules.Money(h.Bets) + mp.Money*rules.Money(h.Coupons)
				var got rules.Money
				for _, c := range cs {
					got += c.Total
				}
				if got != want {
					t.Fatalf("%s %+v: %s, want %s", o, h, got, want)
				}
			}
		}
	}
}

// Staged fees depend only on the option, the players and the stage reached:
// the fees of a hand are a prefix of the option's stage fees.
func TestStageFeesArePrefixes(t *testing.T) {
	for _, s := range Sets() {
		for _, o := range s.Options {
			names := o.Mechanism.StageNames()
			if names == nil {
				continue
			}
			players := max(o.Players.Min, 2)
			for reached := StageDealt; reached <= StageThird; reached++ {
				as, err := o.StageFees(players, reached)
				if err != nil {
					t.Fatalf("%s: %v", o, err)
				}
				if len(as) != min(int(reached), len(names)) {
					t.Fatalf("%s reached %d: %d fees", o, reached, len(as))
				}
				for i, a := range as {
					one, err := o.StageFee(Stage(i + 1))
					if errors.Is(err, ErrPlayers) { // a fee by the column of the players (FM1i)
						c, _ := o.columnFor(players)
						one = o.amount(c.money, PayerPot, PerHand)
					}
					if a != one || a.Rule != o.Rule {
						t.Fatalf("%s: stage %d %v vs %v", o, i+1, a, one)
					}
				}
			}
		}
	}
}
