package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/tablegames/casino/anchorlog"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports"
)

// reportDaily produces the daily summary on demand, archives it like the
// nightly job does, and optionally writes the files to a directory.
func reportDaily(ctx context.Context, args []string, out io.Writer) error {
	return runReport(ctx, "daily", reports.KindDailySummary, args, out)
}

func reportLiability(ctx context.Context, args []string, out io.Writer) error {
	return runReport(ctx, "liability", reports.KindProgressiveLiability, args, out)
}

func reportFees(ctx context.Context, args []string, out io.Writer) error {
	return runReport(ctx, "fees", reports.KindFeeCollection, args, out)
}

// reportRun produces any report kind: "report run master_game --gaming-day
// 2026-11-21".
func reportRun(ctx context.Context, args []string, out io.Writer) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return fmt.Errorf("usage: casinoctl report run KIND --gaming-day YYYY-MM-DD [--property CODE] [--out DIR], KIND one of %s", strings.Join(reports.Kinds, ", "))
	}
	if !slices.Contains(reports.Kinds, args[0]) {
		return fmt.Errorf("refused:\n  KIND: %q is not a report kind (%s)", args[0], strings.Join(reports.Kinds, ", "))
	}
	return runReport(ctx, "run "+args[0], args[0], args[1:], out)
}

func runReport(ctx context.Context, name, kind string, args []string, out io.Writer) error {
	c := newCommand("report " + name)
	var dayFlag, property, dir string
	var revision int64
	var fromRecords bool
	c.fs.StringVar(&dayFlag, "gaming-day", "", "the gaming day, YYYY-MM-DD")
	c.fs.StringVar(&property, "property", "main", "property code")
	c.fs.StringVar(&dir, "out", "", "directory to write the .xlsx and .pdf files to")
	c.fs.Int64Var(&revision, "books-revision", 0, "build the report from the day books as they stood at this revision")
	c.fs.BoolVar(&fromRecords, "from-records", false, "read every day from the records, not the day books")
	oddsWait := reports.DefaultOddsWait
	c.fs.DurationVar(&oddsWait, "odds-wait", oddsWait, "how long the report waits for expected-win distributions not stored yet before it counts their bets as not covered")
	var replicaURL string
	replicaWait := reports.DefaultReplicaWait
	c.fs.StringVar(&replicaURL, "reports-database", os.Getenv("CASINO_REPORTS_DATABASE_URL"), "a hot standby of the database to read the report from, as casinod does (CASINO_REPORTS_DATABASE_URL)")
	c.fs.DurationVar(&replicaWait, "reports-replica-wait", replicaWait, "how long the report waits for that standby to catch up (CASINO_REPORTS_REPLICA_WAIT)")
	if v := os.Getenv("CASINO_REPORTS_REPLICA_WAIT"); v != "" {
		if err := c.fs.Set("reports-replica-wait", v); err != nil {
			return fmt.Errorf("CASINO_REPORTS_REPLICA_WAIT: %w", err)
		}
	}
	if err := c.parse(args); err != nil {
		return err
	}
	who, err := actor()
	if err != nil {
		return err
	}
	if len(c.args) != 0 {
		return fmt.Errorf("usage: casinoctl report %s --gaming-day YYYY-MM-DD [--property CODE] [--out DIR]", name)
	}
	day, err := models.ParseDay(dayFlag)
	if err != nil {
		return fmt.Errorf("refused:\n  --gaming-day: %w", err)
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
	if revision < 0 {
		return refusal("--books-revision", "%d is not a revision", revision)
	}
	if revision > 0 && fromRecords {
		return refusal("--from-records", "builds the report from the records, --books-revision from the books: choose one")
	}
	gen := reports.NewGenerator(store, nil)
	gen.SetRecordsOnly(fromRecords)
	if oddsWait < 0 {
		return refusal("--odds-wait", "%s is not a duration to wait", oddsWait)
	}
	gen.SetOddsWait(oddsWait)
	if replicaURL != "" {
		if store.Dialect() != models.Postgres {
			return refusal("--reports-database", "a reporting replica is a hot standby of a PostgreSQL database")
		}
		replica, err := models.OpenStandby(replicaURL, nil)
		if err != nil {
			return fmt.Errorf("--reports-database: %w", err)
		}
		defer replica.Close()
		gen.SetReplica(replica, replicaWait)
	}
	runs, read, err := gen.Produce(ctx, reports.Request{Kind: kind,
		PropertyID: p.ID, GamingDay: day, Trigger: models.TriggerOnDemand, By: who, BooksRevision: revision})
	if err != nil {
		return explain(err, names{"gaming_day": "--gaming-day", "property": "--property"})
	}
	if read != nil {
		fmt.Fprintln(out, read.Line)
	}
	for _, r := range runs {
		where := ""
		if dir != "" {
			if err := os.MkdirAll(dir, 0o750); err != nil {
				return err
			}
			path := filepath.Join(dir, r.FileName)
			if err := os.WriteFile(path, r.Content, 0o640); err != nil {
				return err
			}
			where = " " + path
		}
		fmt.Fprintf(out, "report %d %s %s sha256 %s%s\n", r.ID, r.Format, r.FileName, r.SHA256, where)
	}
	return nil
}

// auditVerify checks the audit log's anchors and hash chains and names the
// first broken entry of each broken chain.
func auditVerify(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("audit verify")
	anchorsFile := c.fs.String("anchors", "", "the copy of the anchors kept outside the database (casinod --anchor-file), to hold the database against")
	if err := c.parse(args); err != nil {
		return err
	}
	if len(c.args) != 0 {
		return errors.New("usage: casinoctl audit verify [--anchors FILE]")
	}
	var outside []models.Anchor
	if *anchorsFile != "" {
		var err error
		if outside, err = anchorlog.ReadFile(*anchorsFile); err != nil {
			return fmt.Errorf("refused:\n  --anchors: %w", err)
		}
		if outside == nil {
			outside = []models.Anchor{}
		}
	}
	store, _, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	rep, err := store.VerifyAuditOutside(ctx, outside)
	if err != nil && !errors.Is(err, models.ErrAuditBroken) {
		return err
	}
	a := rep.Anchors
	if a.Broken != nil {
		fmt.Fprintf(out, "anchors: BROKEN at anchor %d: %s\n", a.Broken.Seq, a.Broken.Reason)
	} else {
		fmt.Fprintf(out, "anchors: %d, newest %d with MAC %s\n", a.Anchors, a.HeadSeq, a.Head)
	}
	for _, m := range a.Missing {
		fmt.Fprintf(out, "anchors: MISSING anchor id %d, which %s names: the database no longer holds it\n", m.AnchorID, m.NamedBy)
	}
	if o := rep.Outside; o != nil {
		if o.Broken != nil {
			fmt.Fprintf(out, "outside copy %s: BROKEN at anchor %d: %s\n", *anchorsFile, o.Broken.Seq, o.Broken.Reason)
		} else {
			fmt.Fprintf(out, "outside copy %s: %d anchors, newest %d, all held by the database\n", *anchorsFile, o.Anchors, o.HeadSeq)
		}
	}
	var total int64
	for _, ch := range rep.Chains {
		total += ch.Entries
		if ch.Broken != nil {
			fmt.Fprintf(out, "chain %s: BROKEN at entry %d (seq %d): %s\n", ch.Chain, ch.Broken.ID, ch.Broken.Seq, ch.Broken.Reason)
		} else {
			fmt.Fprintf(out, "chain %s: %d entries, anchored to seq %d, head %s\n", ch.Chain, ch.Entries, ch.Anchored, ch.Head)
		}
	}
	var rows, hashed, legacy int64
	for _, t := range rep.Records.Tables {
		rows, hashed, legacy = rows+t.Rows, hashed+t.Hashed, legacy+t.Legacy
	}
	fmt.Fprintf(out, "records: %d rows, %d checked against their entry's hash, %d written before record hashes\n", rows, hashed, legacy)
	for _, p := range rep.Records.Problems {
		name := strconv.FormatInt(p.ID, 10)
		if p.Key != "" {
			name = p.Key
		}
		fmt.Fprintf(out, "record %s %s: %s: %s\n", p.Table, name, strings.ToUpper(p.Problem), p.Reason)
	}
	if rep.Records.Truncated {
		fmt.Fprintf(out, "records: more do not match; the first %d are listed\n", models.MaxRecordProblems)
	}
	fmt.Fprintf(out, "sealed days: %d seals recomputed from their records\n", rep.Seals.Sealed)
	for _, b := range rep.Seals.Broken {
		fmt.Fprintf(out, "seal %d of gaming day %s (revision %d): BROKEN: %s\n", b.ID, b.GamingDay, b.Revision, b.Reason)
	}
	if err != nil {
		return exitCode(2)
	}
	fmt.Fprintf(out, "audit log verified: %d chains, %d entries, %d anchors, key %s\n", len(rep.Chains), total, a.Anchors, rep.Key[:16])
	return nil
}

// auditProve prints the path from one hand to the root of its sealed
// day, as JSON an auditor checks with the root alone (docs/audit.md).
func auditProve(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("audit prove")
	hand := c.fs.String("hand", "", "the hand, TABLE/NUMBER")
	if err := c.parse(args); err != nil {
		return err
	}
	if len(c.args) != 0 {
		return errors.New("usage: casinoctl audit prove --hand TABLE/NUMBER")
	}
	table, num, ok := strings.Cut(*hand, "/")
	number, err := strconv.ParseInt(num, 10, 64)
	if !ok || table == "" || err != nil || number < 1 {
		return fmt.Errorf("refused:\n  --hand: %q is not TABLE/NUMBER (for example BAC-1/42)", *hand)
	}
	store, _, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	p, err := store.ProveHand(ctx, table, number)
	switch {
	case errors.Is(err, models.ErrNotFound):
		return fmt.Errorf("refused:\n  --hand: there is no hand %s", *hand)
	case errors.Is(err, models.ErrNotSealed):
		return fmt.Errorf("refused:\n  --hand: %v", err)
	case err != nil:
		return err
	}
	b, err := json.MarshalIndent(p, "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(out, string(b))
	return err
}
