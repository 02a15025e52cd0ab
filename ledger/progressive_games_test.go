package ledger_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/baccarat"
	"github.com/tablegames/casino/rules/catalog"
)

// progressiveSettings are the settings under which a game offers its
// progressive wager, where its default settings do not.
var progressiveSettings = map[string]map[string]string{
	"holdem-bonus-uk": {"side_wagers": "progressive"},
	"casino-holdem":   {"side_wagers": "progressive"},
}

// progressiveHands are hands of every registered game with progressive
// wagers, each wager settled on a fixed line or lost, so the pools only
// take contributions.
var progressiveHands = map[string]string{
	"holdem-bonus-uk": `{"table_id": "THB-UK-1", "hand_number": 41, "game": "holdem-bonus-uk", "dealt_at": "2026-11-21T22:14:05Z",
	 "cards": {"community": ["8D", "8C", "3S", "KH", "2D"], "dealer": ["KS", "KD"],
	           "seats": [{"seat": 1, "cards": ["8S", "8H"], "decisions": ["bet", "check", "bet"]},
	                     {"seat": 3, "cards": ["AH", "QC"], "decisions": ["bet", "check", "check"]}]},
	 "wagers": [
	   {"seat": 1, "bet": "ante", "amount": "10.00", "result": "win", "payout": "10.00"},
	   {"seat": 1, "bet": "flop", "amount": "20.00", "result": "win", "payout": "20.00"},
	   {"seat": 1, "bet": "river", "amount": "10.00", "result": "win", "payout": "10.00"},
	   {"seat": 3, "bet": "ante", "amount": "10.00", "result": "lose", "payout": "0.00"},
	   {"seat": 3, "bet": "flop", "amount": "20.00", "result": "lose", "payout": "0.00"},
	   {"seat": 3, "bet": "progressive", "amount": "1.00", "result": "lose", "payout": "0.00"}]}`,
	"casino-holdem": `{"table_id": "CHE-1", "hand_number": 230, "game": "casino-holdem", "dealt_at": "2026-11-21T22:14:05Z",
	 "cards": {"community": ["4C", "8H", "JH", "2S", "9C"], "dealer": ["4D", "KD"],
	           "seats": [{"seat": 2, "cards": ["3H", "3S"], "decisions": ["call"]}]},
	 "wagers": [
	   {"seat": 2, "bet": "ante", "amount": "10.00", "result": "lose", "payout": "0.00"},
	   {"seat": 2, "bet": "call", "amount": "20.00", "result": "lose", "payout": "0.00"},
	   {"seat": 2, "bet": "progressive", "amount": "2.00", "result": "lose", "payout": "0.00"}]}`,
	"casino-stud": `{"table_id": "CS-1", "hand_number": 88, "game": "casino-stud", "dealt_at": "2026-11-21T22:30:15Z",
	 "cards": {"dealer": ["AS","KD","9C","5H","2S"], "seats": [{"seat": 1, "cards": ["QH","QC","7D","4S","3C"]}, {"seat": 3, "cards": ["8C","8D","8H","8S","6C"]}]},
	 "wagers": [{"seat":1,"bet":"ante","amount":"10.00","result":"win","payout":"10.00"},{"seat":1,"bet":"raise","amount":"20.00","result":"win","payout":"20.00"},
	            {"seat":1,"bet":"progressive","amount":"1.00","result":"lose","payout":"0.00"},{"seat":3,"bet":"ante","amount":"10.00","result":"lose","payout":"0.00"},
	            {"seat":3,"bet":"progressive","amount":"2.00","result":"lose","payout":"0.00"}]}`,
	"ninety-nine-fortunes": `{"table_id": "NF-1", "hand_number": 58, "game": "ninety-nine-fortunes",
	 "dealt_at": "2026-11-21T19:47:12-07:00",
	 "cards": {"player": ["5H", "5D", "8C"], "banker": ["5S", "2C"]},
	 "wagers": [
	   {"seat": 1, "bet": "player", "amount": "100.00", "result": "win", "payout": "100.00"},
	   {"seat": 1, "bet": "progressive", "amount": "5.00", "result": "win", "payout": "45.00"},
	   {"seat": 3, "bet": "banker", "amount": "50.00", "result": "lose", "payout": "0.00"},
	   {"seat": 6, "bet": "progressive", "amount": "1.00", "result": "win", "payout": "9.00"}]}`,
	"ez-baccarat": `{"table_id": "EZ-1", "hand_number": 1204, "game": "ez-baccarat",
	 "dealt_at": "2026-11-21T20:31:55-07:00",
	 "cards": {"player": ["KH", "QD", "JC"], "banker": ["2C", "KS", "5D"]},
	 "wagers": [
	   {"seat": 2, "bet": "banker", "amount": "100.00", "result": "push", "payout": "0.00"},
	   {"seat": 5, "bet": "ez_progressive", "amount": "5.00", "result": "win", "payout": "370.00"}]}`,
	"eternal-baccarat": `{"table_id": "EB-1", "hand_number": 2291, "game": "eternal-baccarat",
	 "dealt_at": "2026-11-21T23:44:08-07:00",
	 "cards": {"player": ["KH", "2S", "6D"], "banker": ["JC", "QD", "KS"]},
	 "wagers": [
	   {"seat": 1, "bet": "player", "amount": "100.00", "result": "win", "payout": "100.00"},
	   {"seat": 5, "bet": "harmony_progressive", "amount": "5.00", "result": "lose", "payout": "0.00"},
	   {"seat": 6, "bet": "sun_7_progressive", "amount": "5.00", "result": "lose", "payout": "0.00"},
	   {"seat": 7, "bet": "fate_38_progressive", "amount": "5.00", "result": "lose", "payout": "0.00"}]}`,
	"holdem-bonus-progressive": `{"table_id": "THB-1", "hand_number": 311, "game": "holdem-bonus-progressive",
	 "dealt_at": "2026-11-21T22:14:05+08:00",
	 "cards": {"community": ["8D","8C","3S","KH","2D"], "dealer": ["KS","KD"],
	           "seats": [{"seat": 1, "cards": ["8S","8H"], "folded": false}, {"seat": 4, "cards": ["7C","2S"], "folded": true}]},
	 "wagers": [{"seat":1,"bet":"ante","amount":"10.00","result":"win","payout":"10.00"},
	            {"seat":1,"bet":"bonus","amount":"5.00","result":"win","payout":"15.00"},
	            {"seat":1,"bet":"flop","amount":"20.00","result":"win","payout":"20.00"},
	            {"seat":1,"bet":"turn","amount":"10.00","result":"win","payout":"10.00"},
	            {"seat":1,"bet":"progressive","amount":"5.00","result":"win","payout":"300.00"},
	            {"seat":4,"bet":"ante","amount":"10.00","result":"lose","payout":"0.00"},
	            {"seat":4,"bet":"progressive","amount":"5.00","result":"lose","payout":"0.00"}]}`,
}

// Every progressive wager the engine recognizes feeds a pool: one pool
// per progressive bet of each game, linked to its table, takes each
// wager's contribution at its rates. Eternal Baccarat's pools take the
// main and reserve increment rates and the seed its rule book prints for
// the table's default pay tables (seed 003 lines 871-957); the others, which
// print none, 10% to the main meter. A game with a progressive bet and no
// hand here fails the test.
func TestEveryProgressiveWagerFeedsItsPool(t *testing.T) {
	ctx := context.Background()
	s := modeltest.Open(t)
	reg := catalog.Default()
	l := ledger.New(s, reg, nil)
	l.SetClock(fixedNow)
	boss, err := l.CreateUser(ctx, "test", "pat", models.RolePitBoss)
	if err != nil {
		t.Fatal(err)
	}
	eternalTables := map[string]string{"harmony_progressive": "harmony_pay_table", "sun_7_progressive": "sun_7_pay_table", "fate_38_progressive": "fate_38_pay_table"}
	for _, info := range reg.Infos() {
		var bets []string
		for _, w := range info.Wagers {
			if w.Progressive {
				bets = append(bets, w.Bet)
			}
		}
		if len(bets) == 0 {
			continue
		}
		t.Run(info.ID, func(t *testing.T) {
			rec, ok := progressiveHands[info.ID]
			if !ok {
				t.Fatalf("no hand for %s's progressive wagers %v", info.ID, bets)
			}
			g, _ := reg.Game(info.ID)
			h, err := g.Decode([]byte(rec))
			if err != nil {
				t.Fatal(err)
			}
			table := h.Envelope().TableID
			if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: table, Game: info.ID, Settings: progressiveSettings[info.ID]}); err != nil {
				t.Fatal(err)
			}
			defaults, _ := g.Settings(progressiveSettings[info.ID])
			type want struct{ main, reserve rules.Money }
			wants := map[string]*want{}
			rates := map[string]ledger.PoolInput{}
			for _, bet := range bets {
				in := ledger.PoolInput{ID: table + "-" + bet, Seed: rules.Dollars(1000), MainRate: 1000}
				if key, ok := eternalTables[bet]; ok && info.ID == "eternal-baccarat" {
					found := false
					for _, c := range baccarat.EternalProgressiveConfigs() {
						if c.Bet == bet && c.PayTable == defaults.Values()[key] {
							in.MainRate, in.ReserveRate, found = c.MainRate, c.ReserveRate, true
							if c.Seed > 0 {
								in.Seed = c.Seed
							}
						}
					}
					if !found {
						t.Fatalf("no configuration for %s's %s", bet, defaults.Values()[key])
					}
				}
				if _, err := l.CreatePool(ctx, "user:admin", in); err != nil {
					t.Fatal(err)
				}
				if err := l.LinkPool(ctx, "user:admin", in.ID, table, bet); err != nil {
					t.Fatal(err)
				}
				rates[bet] = in
				wants[bet] = &want{main: in.Seed}
			}
			var r struct {
				Wagers []struct{ Bet, Amount string }
			}
			if err := json.Unmarshal([]byte(rec), &r); err != nil {
				t.Fatal(err)
			}
			for _, w := range r.Wagers {
				if in, ok := rates[w.Bet]; ok {
					amount, err := rules.ParseMoney(w.Amount)
					if err != nil {
						t.Fatal(err)
					}
					wants[w.Bet].main += in.MainRate.Of(amount, rules.DownToCent)
					wants[w.Bet].reserve += in.ReserveRate.Of(amount, rules.DownToCent)
				}
			}
			a, err := l.Record(ctx, ledger.Source{User: &boss}, []byte(rec))
			if err != nil {
				t.Fatal(err)
			}
			if a.Verdict != "verified" {
				t.Fatalf("%+v", a.Findings)
			}
			for _, bet := range bets {
				e, err := s.LastPoolEvent(ctx, table+"-"+bet)
				if err != nil {
					t.Fatal(err)
				}
				got := fmt.Sprint(e.MainAfter, " ", e.ReserveAfter)
				if w := fmt.Sprint(wants[bet].main, " ", wants[bet].reserve); got != w {
					t.Errorf("%s: meters %s, want %s", bet, got, w)
				}
			}
		})
	}
}
