package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/tablegames/casino/jobs"
	"github.com/tablegames/casino/models"
)

// booksClose closes every gaming day of a property that has ended and is
// not closed, however many (the nightly run closes at most
// jobs.MaxCloseDays a run), then writes every stale book again and the
// month books of the months that changed.
func booksClose(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("books close")
	var property, through string
	c.fs.StringVar(&property, "property", "main", "property code")
	c.fs.StringVar(&through, "through", "", "close days up to this one, YYYY-MM-DD (default: the latest ended 30 minutes ago)")
	if err := c.parse(args); err != nil {
		return err
	}
	who, err := actor()
	if err != nil {
		return err
	}
	if len(c.args) > 0 {
		return fmt.Errorf("usage: %s [--property CODE]", c.fs.Name())
	}
	store, _, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	p, err := store.PropertyByCode(ctx, property)
	if err != nil {
		return notFound(err, "--property", "property", property)
	}
	last, err := jobs.LastClosedDay(p, time.Now())
	if err != nil {
		return err
	}
	if through != "" {
		d, err := models.ParseDay(through)
		if err != nil {
			return refusal("--through", "%v", err)
		}
		if d > last {
			return refusal("--through", "gaming day %s has not ended (the latest day that has is %s)", d, last)
		}
		last = d
	}
	days, err := store.DaysToClose(ctx, p.ID, last, 1<<30)
	if err != nil {
		return err
	}
	revisions := 0
	for _, day := range days {
		n, err := store.CloseDay(ctx, p.ID, day, time.Now(), who)
		revisions += n
		if err != nil {
			return err
		}
	}
	n, err := store.RefreshBooks(ctx, p.ID, time.Now(), who)
	if err != nil {
		return err
	}
	m, err := store.WriteMonthBooks(ctx, p.ID, last)
	if err != nil {
		return err
	}
	if len(days) > 0 || n > 0 || m > 0 {
		if err := store.AnalyzeBooks(ctx); err != nil {
			return err
		}
	}
	fmt.Fprintf(out, "closed %d gaming days, %d book revisions written; %d stale books written again; %d month books written\n", len(days), revisions, n, m)
	return nil
}

// booksStatus prints what is closed, how many revisions, and which books
// are stale.
func booksStatus(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("books status")
	var property string
	c.fs.StringVar(&property, "property", "main", "property code")
	if err := c.parse(args); err != nil {
		return err
	}
	if len(c.args) > 0 {
		return fmt.Errorf("usage: %s [--property CODE]", c.fs.Name())
	}
	store, _, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	p, err := store.PropertyByCode(ctx, property)
	if err != nil {
		return notFound(err, "--property", "property", property)
	}
	st, err := store.BookStatus(ctx, p.ID)
	if err != nil {
		return err
	}
	if st.Closed == 0 {
		fmt.Fprintln(out, "no gaming day is closed yet: reports read the records (casinoctl books close closes every day that has ended)")
	} else {
		fmt.Fprintf(out, "closed: %d gaming days from %s to %s\n", st.Closed, st.First, st.Last)
	}
	fmt.Fprintf(out, "revisions: %d, the newest %d\n", st.Revisions, st.Newest)
	last, err := jobs.LastClosedDay(p, time.Now())
	if err != nil {
		return err
	}
	open, err := store.DaysToClose(ctx, p.ID, last, 1<<30)
	if err != nil {
		return err
	}
	if len(open) > 0 {
		fmt.Fprintf(out, "ended and not closed: %d gaming days, from %s to %s\n", len(open), open[0], open[len(open)-1])
	}
	fmt.Fprintf(out, "stale: %d books\n", len(st.Stale))
	for _, s := range st.Stale {
		fmt.Fprintf(out, "  %s %s %s\n", s.GamingDay, s.Kind, s.Subject)
	}
	return nil
}
