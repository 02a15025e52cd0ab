package ledger_test

import (
	"context"
	"strings"
	"testing"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/rules"
)

// A table takes a collection schedule option of its game and its table
// limit, and only one at a time (the collection_schedule setting holds
// one): an option of another game's set, an unknown option, or one printed
// for another limit is refused, naming the setting, and nothing changes.
func TestScheduleFitsTheTable(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	// HOLDEM-1 options carry no table limit of their own: any table.
	if _, err := f.ledger.CreateTable(ctx, "test", ledger.TableInput{ID: "HE-2", Game: "holdem",
		MinBet: rules.Dollars(4), MaxBet: rules.Dollars(8), Settings: map[string]string{"collection_schedule": "HOLDEM-1/2"}}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		schedule, want string
	}{
		{"CA-EZB/2", "does not cover holdem"},
		{"HOLDEM-1/999", "HOLDEM-1"},
		{"HOLDEM-1", "SET/OPTION"},
	} {
		_, err := f.ledger.OpenTable(ctx, "user:pat", "HE-1", map[string]string{"collection_schedule": c.schedule})
		if err == nil || !strings.Contains(err.Error(), "settings.collection_schedule") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v", c.schedule, err)
		}
	}
	// CA-EZB option 2 is printed for $5 - $50; the table deals $10 - $100.
	_, err := f.ledger.CreateTable(ctx, "test", ledger.TableInput{ID: "EZ-1", Game: "ez-baccarat-panda-8",
		MinBet: rules.Dollars(10), MaxBet: rules.Dollars(100), Settings: map[string]string{"collection_schedule": "CA-EZB/2"}})
	if err == nil || !strings.Contains(err.Error(), "settings.collection_schedule") || !strings.Contains(err.Error(), "$5 - $50") {
		t.Errorf("a $5-$50 option on a $10-$100 table: %v", err)
	}
	// The same option on a $5 - $50 table is taken.
	if _, err := f.ledger.CreateTable(ctx, "test", ledger.TableInput{ID: "EZ-2", Game: "ez-baccarat-panda-8",
		MinBet: rules.Dollars(5), MaxBet: rules.Dollars(50), Settings: map[string]string{"collection_schedule": "CA-EZB/2"}}); err != nil {
		t.Errorf("CA-EZB/2 on a $5 - $50 table: %v", err)
	}
}
