package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/rules"
)

// poolAdd opens a progressive pool.
func poolAdd(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("pool add")
	var seed, limit, cap moneyFlag
	var name, mainRate, reserveRate string
	c.fs.StringVar(&name, "name", "", "the pool's name")
	c.fs.Var(&seed, "seed", "the amount the meter starts at and resets to")
	c.fs.StringVar(&mainRate, "rate", "", "percentage of each progressive wager that goes to the main meter")
	c.fs.StringVar(&reserveRate, "reserve-rate", "0", "percentage that goes to the reserve meter")
	c.fs.Var(&cap, "cap", "the most the main meter may hold (optional)")
	c.fs.Var(&limit, "pending-threshold", "prizes above this wait for a supervisor's confirmation (optional)")
	if err := c.parse(args); err != nil {
		return err
	}
	who, err := actor()
	if err != nil {
		return err
	}
	if len(c.args) != 1 {
		return errors.New("usage: casinoctl pool add ID --seed AMOUNT --rate PERCENT [--reserve-rate PERCENT] [--cap AMOUNT] [--pending-threshold AMOUNT] [--name NAME]")
	}
	if mainRate == "" {
		return errors.New("refused:\n  --rate: is required: the percentage of each progressive wager that goes to the main meter")
	}
	in := ledger.PoolInput{ID: c.args[0], Name: name, Seed: seed.m}
	if in.MainRate, err = rules.ParseRate(mainRate); err != nil {
		return fmt.Errorf("refused:\n  --rate: %w", err)
	}
	if in.ReserveRate, err = rules.ParseRate(reserveRate); err != nil {
		return fmt.Errorf("refused:\n  --reserve-rate: %w", err)
	}
	if cap.m != 0 {
		in.Cap = &cap.m
	}
	if limit.m != 0 {
		in.PendingThreshold = &limit.m
	}
	store, l, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	if _, err := l.CreatePool(ctx, who, in); err != nil {
		return explain(err, names{"id": "ID", "name": "--name", "seed": "--seed", "main_rate": "--rate",
			"reserve_rate": "--reserve-rate", "cap": "--cap", "pending_threshold": "--pending-threshold"})
	}
	fmt.Fprintf(out, "pool %s opened at %s\n", in.ID, in.Seed)
	return nil
}

// poolLink makes a table's progressive bet feed a pool.
func poolLink(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("pool link")
	if err := c.parse(args); err != nil {
		return err
	}
	who, err := actor()
	if err != nil {
		return err
	}
	if len(c.args) != 3 {
		return errors.New("usage: casinoctl pool link POOL TABLE BET")
	}
	store, l, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	if err := l.LinkPool(ctx, who, c.args[0], c.args[1], c.args[2]); err != nil {
		return explain(err, names{"pool": "POOL", "table_id": "TABLE", "bet": "BET"})
	}
	fmt.Fprintf(out, "table %s %s feeds pool %s\n", c.args[1], c.args[2], c.args[0])
	return nil
}
