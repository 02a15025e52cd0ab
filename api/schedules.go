package api

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// scheduleSetView is one collection schedule set as the API shows it.
type scheduleSetView struct {
	ID      string         `json:"id"`
	Title   string         `json:"title"`
	Heading rules.Cite     `json:"heading"`
	Games   []setGameView  `json:"games"`
	Cap     rateCapView    `json:"rate_cap"`
	Options []optionView   `json:"options"`
	Rules   []scheduleRule `json:"rules"`
	// PlayerGroups are the rows of one block that print the same fees for
	// different numbers of players, posted together (interpretation F15).
	PlayerGroups []playerGroupView `json:"player_groups,omitempty"`
}

// playerGroupView is a player-count group: a table that names its setting
// has each hand checked under the row of the players dealt in.
type playerGroupView struct {
	Setting   string                 `json:"setting"`
	Mechanism fees.Mechanism         `json:"mechanism"`
	Fees      map[string]rules.Money `json:"fees"`
	Rows      []groupRowView         `json:"rows"`
	Rule      rules.Cite             `json:"rule"`
}

type groupRowView struct {
	Option  string     `json:"option"`
	Players string     `json:"players"`
	Rule    rules.Cite `json:"rule"`
}

// setGameView is a game the set's heading names.
type setGameView struct {
	Name string `json:"name"`
	// BureauID is the California Bureau's id printed beside the name.
	BureauID string `json:"bureau_id,omitempty"`
	// Game is the engine's id of the game, when it verifies it.
	Game string `json:"game,omitempty"`
	Note string `json:"note,omitempty"`
}

// rateCapView is the most collection rates the schedule allows, per table
// limit or per table; 0 when it states no cap.
type rateCapView struct {
	Rates int        `json:"rates"`
	Per   string     `json:"per"`
	Rule  rules.Cite `json:"rule"`
}

func viewSetGames(games []fees.Game) []setGameView {
	out := make([]setGameView, len(games))
	for i, g := range games {
		out[i] = setGameView{Name: g.Name, BureauID: g.GEGA, Game: g.Catalog, Note: g.Note}
	}
	return out
}

func viewRateCap(c fees.RateCap) rateCapView {
	per := "limit"
	if c.PerTable {
		per = "table"
	}
	return rateCapView{Rates: c.Rates, Per: per, Rule: c.Rule}
}

// scheduleRule is a rule paragraph of a set: how and when its options'
// fees are taken.
type scheduleRule struct {
	Mechanism fees.Mechanism `json:"mechanism"`
	Rule      rules.Cite     `json:"rule"`
	Options   string         `json:"options"`
	Stages    []string       `json:"stages,omitempty"`
}

type optionView struct {
	Option    string                 `json:"option"`
	Setting   string                 `json:"setting"`
	Mechanism fees.Mechanism         `json:"mechanism"`
	Players   string                 `json:"players,omitempty"`
	Limit     string                 `json:"limit,omitempty"`
	Blind     string                 `json:"blind,omitempty"`
	Fees      map[string]rules.Money `json:"fees,omitempty"`
	Tiers     []tierView             `json:"tiers,omitempty"`
	Rule      rules.Cite             `json:"rule"`
	Quality   fees.Quality           `json:"quality"`
	Note      string                 `json:"note,omitempty"`
}

type tierView struct {
	Action string      `json:"total_table_action"`
	Fee    rules.Money `json:"player_dealer_fee"`
	Rule   rules.Cite  `json:"rule"`
}

// listSchedules lists the collection schedule sets and their options with
// the seed lines that print them; ?game= keeps the sets of one game and
// ?set= one set. A table names an option as its collection_schedule
// setting ("SET/OPTION"), or a player-count group ("SET/by-players:…").
func (s *Server) listSchedules(c *gin.Context) {
	sets := fees.Sets()
	if game := c.Query("game"); game != "" {
		sets = fees.SetsForGame(game)
	}
	out := []scheduleSetView{}
	for _, set := range sets {
		if id := c.Query("set"); id != "" && set.ID != id {
			continue
		}
		v := scheduleSetView{ID: set.ID, Title: set.Title, Heading: set.Heading, Games: viewSetGames(set.Games), Cap: viewRateCap(set.Cap)}
		for _, b := range set.Blocks {
			v.Rules = append(v.Rules, scheduleRule{Mechanism: b.Mechanism, Rule: b.Rule, Options: b.Says, Stages: b.Mechanism.StageNames()})
		}
		for _, o := range set.Options {
			ov := optionView{Option: o.Label, Setting: set.ID + "/" + o.Label, Mechanism: o.Mechanism,
				Players: o.Players.Text, Limit: o.Limit.Text, Blind: o.Blind, Fees: o.Fees(), Rule: o.Rule, Quality: o.Quality, Note: o.Note}
			for _, t := range o.Tiers {
				ov.Tiers = append(ov.Tiers, tierView{Action: t.Text, Fee: t.Fee, Rule: t.Rule})
			}
			v.Options = append(v.Options, ov)
		}
		for _, g := range set.PlayerGroups() {
			gv := playerGroupView{Setting: set.ID + "/" + g.Label, Mechanism: g.Mechanism, Fees: g.Fees(), Rule: g.Rule}
			for _, r := range g.Rows() {
				gv.Rows = append(gv.Rows, groupRowView{Option: r.Label, Players: r.Players.Text, Rule: r.Rule})
			}
			v.PlayerGroups = append(v.PlayerGroups, gv)
		}
		out = append(out, v)
	}
	c.JSON(http.StatusOK, gin.H{"sets": out})
}
