package ledger

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/tablegames/casino/rules"
)

// checkSequence checks a sequenced hand (rules.Sequenced: a craps throw, a
// lowball hand with its kill button, a roulette spin with the run Roulette
// Rage is settled on) against the hands its table recorded around it, by
// rules.CheckSequence, which casinoctl verify calls too: the numbers in
// order, the state it declares the one the previous hand left, and the
// state it leaves, which its next hand is checked against.
func (l *Ledger) checkSequence(ctx context.Context, env rules.Envelope, h rules.Sequenced, s rules.Settings, v *rules.Verdict) error {
	n, err := l.store.HandNeighbours(ctx, env.TableID, env.HandNumber)
	if err != nil {
		return err
	}
	at := rules.Neighbours{Before: n.Before, After: n.After}
	if n.Before != 0 {
		var prev struct {
			State json.RawMessage `json:"state"`
		}
		if err := json.Unmarshal([]byte(n.BeforeOutcome), &prev); err != nil {
			return fmt.Errorf("hand %d of table %s: its stored outcome does not read: %w", n.Before, env.TableID, err)
		}
		at.BeforeState = prev.State
	}
	return rules.CheckSequence(env, h, s, v, at)
}
