// Package catalog registers every game the engine verifies. Adding a game is
// one rules file with its data and tests, and one line here.
package catalog

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/baccarat"
	"github.com/tablegames/casino/rules/holdem"
)

// Default returns the registry of all games.
func Default() *rules.Registry {
	return rules.NewRegistry(
		baccarat.Colorado(),
		holdem.New(),
	)
}
