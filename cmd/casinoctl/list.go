package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// stationList prints every station: the tables it posts for, when it was
// added and, if it was, revoked.
func stationList(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("station list")
	if err := c.parse(args); err != nil {
		return err
	}
	if len(c.args) != 0 {
		return errors.New("usage: casinoctl station list")
	}
	store, _, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	stations, err := store.Stations(ctx)
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tTABLES\tADDED\tREVOKED")
	for _, st := range stations {
		revoked := "no"
		if st.RevokedAt != nil {
			revoked = st.RevokedAt.UTC().Format(time.RFC3339)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", st.Name, strings.Join(st.Tables, ","), st.CreatedAt.UTC().Format(time.RFC3339), revoked)
	}
	return tw.Flush()
}

// poolList prints every progressive pool as GET /api/v1/progressives shows
// it: its seed, rates, cap and pending threshold, its meters from the
// event log, the bets that feed it and how many prizes wait for a
// supervisor's confirmation.
func poolList(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("pool list")
	if err := c.parse(args); err != nil {
		return err
	}
	if len(c.args) != 0 {
		return errors.New("usage: casinoctl pool list")
	}
	store, l, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	pools, err := store.Pools(ctx)
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tNAME\tSEED\tMAIN RATE\tRESERVE RATE\tCAP\tPENDING OVER\tMAIN\tRESERVE\tPENDING\tPRIZES PENDING\tFED BY\tSTATE")
	for _, p := range pools {
		var main, reserve, pending rules.Money
		if last, err := store.LastPoolEvent(ctx, p.ID); err == nil {
			main, reserve, pending = last.MainAfter, last.ReserveAfter, last.PendingAfter
		}
		links, err := store.PoolLinks(ctx, p.ID)
		if err != nil {
			return err
		}
		fed := make([]string, len(links))
		for i, k := range links {
			fed[i] = k.TableID + " " + k.Bet
		}
		hits, err := l.PendingHits(ctx, p.ID)
		if err != nil {
			return err
		}
		state := "open"
		if p.ClosedAt != nil {
			state = "closed " + p.ClosedAt.UTC().Format(time.RFC3339)
			if p.TransferredTo != nil {
				state += ", moved to " + *p.TransferredTo
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%d\t%s\t%s\n", p.ID, p.Name, p.SeedAmount, p.MainRate, p.ReserveRate,
			optional(p.Cap), optional(p.PendingThreshold), main, reserve, pending, len(hits), orNone(strings.Join(fed, ", ")), state)
	}
	return tw.Flush()
}

func optional(m *rules.Money) string {
	if m == nil {
		return "none"
	}
	return m.String()
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// gameShow prints one game of the catalog: its wagers, pay tables and
// settings, each with the rule-book lines it comes from, for people; with
// --json the document GET /api/v1/games/{id} answers. Without an id it is
// "casinoctl games", the whole catalog.
func gameShow(args []string, out io.Writer) error {
	c := newCommand("games")
	var asJSON bool
	c.fs.BoolVar(&asJSON, "json", false, "the game as GET /api/v1/games/ID answers")
	if err := c.parse(args); err != nil {
		return err
	}
	switch len(c.args) {
	case 0:
		return games(out)
	case 1:
	default:
		return errors.New("usage: casinoctl games ID [--json]")
	}
	g, ok := catalog.Default().Game(c.args[0])
	if !ok {
		return fmt.Errorf("refused:\n  ID: %q is not a game this service verifies (casinoctl games lists them: %s)",
			c.args[0], strings.Join(catalog.Default().IDs(), ", "))
	}
	info := g.Info()
	if asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(info)
	}
	writeGame(out, info)
	return nil
}

// writeGame lays a game out for reading: a heading, then its wagers, pay
// tables and settings, each line ending in the rule-book lines it cites.
func writeGame(w io.Writer, g rules.GameInfo) {
	banking := map[string]string{"house": "house-banked", "pot": "players play each other; the house takes a fee"}[g.Banking]
	if banking == "" {
		banking = g.Banking
	}
	fmt.Fprintf(w, "%s: %s (%s family; %s)\n", g.ID, g.Name, g.Family, banking)
	sources := make([]string, len(g.Sources))
	for i, s := range g.Sources {
		sources[i] = s.String()
	}
	fmt.Fprintf(w, "rule book: %s\n", strings.Join(sources, ", "))
	if g.Decks != "" {
		fmt.Fprintf(w, "decks: %s\n", g.Decks)
	}
	fmt.Fprintf(w, "\nWagers (the bet a record names, its name, where the rule book gives it)\n")
	for _, x := range g.Wagers {
		progressive := ""
		if x.Progressive {
			progressive = " (feeds a progressive meter)"
		}
		fmt.Fprintf(w, "  %s: %s%s  %s\n", x.Bet, x.Name, progressive, x.Rule)
		fmt.Fprintf(w, "      wins: %s\n", x.Wins)
		fmt.Fprintf(w, "      pays: %s\n", x.Pays)
	}
	if len(g.PayTables) > 0 {
		fmt.Fprintf(w, "\nPay tables\n")
		for _, pt := range g.PayTables {
			chosen := ""
			if pt.Setting != "" {
				chosen = fmt.Sprintf(" (the table's setting %s=%s)", pt.Setting, pt.ID)
			}
			fmt.Fprintf(w, "  %s: %s%s\n", pt.ID, pt.Name, chosen)
			tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
			for _, r := range pt.Rows {
				fmt.Fprintf(tw, "      %s\t%s\t%s\n", r.Outcome, r.Pays, r.Rule)
			}
			tw.Flush()
		}
	}
	fmt.Fprintf(w, "\nSettings (casinoctl table add --setting KEY=VALUE; casinoctl table open ID KEY=VALUE)\n")
	for _, s := range g.Settings {
		// A range, where there is one, says the allowed values too.
		values := s.Range
		if values == "" {
			values = strings.Join(s.Allowed, ", ")
		}
		fmt.Fprintf(w, "  %s: default %s; %s  %s\n", s.Key, orNone(s.Default), values, s.Rule)
		fmt.Fprintf(w, "      %s\n", s.Doc)
	}
}
