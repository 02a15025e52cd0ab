package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/tablegames/casino/archive"
	"github.com/tablegames/casino/models"
)

// archiveExport writes a closed, signed-off month of a property to a new
// directory and records the export.
func archiveExport(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("archive export")
	var property, month string
	c.fs.StringVar(&property, "property", "main", "property code")
	c.fs.StringVar(&month, "month", "", "the month of gaming days to export, YYYY-MM")
	if err := c.parse(args); err != nil {
		return err
	}
	who, err := actor()
	if err != nil {
		return err
	}
	if len(c.args) != 1 {
		return errors.New("usage: casinoctl archive export --month YYYY-MM [--property CODE] DIR")
	}
	m, err := monthFlag(month)
	if err != nil {
		return err
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
	x, err := archive.Export(ctx, store, p, m, c.args[0], time.Now(), who)
	var notReady *archive.NotReadyError
	switch {
	case errors.As(err, &notReady):
		return refusal("--month", "%v", err)
	case errors.Is(err, archive.ErrDirectory):
		return refusal("DIR", "%v", err)
	case err != nil:
		return err
	}
	var rows int64
	for _, f := range x.Manifest.Files {
		rows += f.Rows
	}
	fmt.Fprintf(out, "exported %s of %s to %s: %d files, %d rows, %d audit chains\n", m, p.Code, x.Directory,
		len(x.Manifest.Files), rows, len(x.Manifest.AuditChains))
	fmt.Fprintf(out, "manifest SHA-256 %s\n", x.ManifestSHA256)
	fmt.Fprintf(out, "next: casinoctl archive verify --database %s (with a copy of the directory, where it is kept)\n", x.Directory)
	return nil
}

// archiveVerify checks an archive directory from its files alone; with
// --audit-key it checks the audit entries' and anchors' MACs, and with
// --database it also checks that the database recorded this export and
// records the verification.
func archiveVerify(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("archive verify")
	if err := c.parse(args); err != nil {
		return err
	}
	who, err := actor()
	if err != nil {
		return err
	}
	if len(c.args) != 1 {
		return errors.New("usage: casinoctl archive verify [--audit-key FILE] [--database URL] DIR")
	}
	given := map[string]bool{}
	c.fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	dir := c.args[0]
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return refusal("DIR", "%s is not a directory", dir)
	}
	var store *models.Store
	var key *models.AuditKey
	if given["database"] {
		s, _, err := c.open()
		if err != nil {
			return err
		}
		defer s.Close()
		store = s
	}
	if given["audit-key"] || store != nil {
		b, err := os.ReadFile(c.auditKey)
		if err != nil {
			return refusal("--audit-key", "%v", err)
		}
		if key, err = models.ParseAuditKey(b); err != nil {
			return refusal("--audit-key", "%s: %v", c.auditKey, err)
		}
	}
	res, err := archive.Verify(dir, key)
	if err != nil {
		fmt.Fprintf(out, "%s: %v\n", dir, err)
		return exitCode(2)
	}
	man := res.Manifest
	var export *models.Archive
	if store != nil {
		p, err := store.PropertyByCode(ctx, man.Property.Code)
		if err != nil {
			return fmt.Errorf("the archive's property %s: %w", man.Property.Code, err)
		}
		events, err := store.Archives(ctx, p.ID, man.Month)
		if err != nil {
			return err
		}
		for i, a := range events {
			if a.Event == models.ArchiveExported && a.ManifestSHA256 == res.ManifestSHA256 {
				export = &events[i]
			}
		}
		if export == nil {
			res.Problems = append(res.Problems, archive.Problem{File: archive.ManifestName,
				What: fmt.Sprintf("the database records no export of %s of %s with this manifest (SHA-256 %s): it is not the manifest written",
					man.Month, man.Property.Code, res.ManifestSHA256)})
		}
	}
	for _, p := range res.Problems {
		fmt.Fprintln(out, p)
	}
	if !res.OK() {
		fmt.Fprintf(out, "archive %s of %s does NOT verify: %d problems\n", man.Month, man.Property.Code, len(res.Problems))
		return exitCode(2)
	}
	macs := "audit MACs not checked (no --audit-key)"
	if res.Keyed {
		macs = "audit entries' and anchors' MACs checked under key " + key.Fingerprint()[:16]
	}
	fmt.Fprintf(out, "archive %s of %s verified: %d files, %d rows, %d table totals, %d audit chains; %s\n",
		man.Month, man.Property.Code, res.Files, res.Rows, len(man.Totals.Tables), len(man.AuditChains), macs)
	fmt.Fprintf(out, "manifest SHA-256 %s\n", res.ManifestSHA256)
	if export != nil {
		abs := dir
		if a, err := filepath.Abs(dir); err == nil {
			abs = a
		}
		a := models.Archive{PropertyID: export.PropertyID, Month: man.Month, Event: models.ArchiveVerified, Directory: abs,
			ManifestSHA256: res.ManifestSHA256, At: time.Now(), Actor: who}
		rows := map[string]int64{}
		for _, f := range man.Files {
			rows[f.Name] = f.Rows
		}
		if err := store.RecordArchive(ctx, &a, models.ArchiveDetail{Rows: rows}, man.Property.Code); err != nil {
			return err
		}
		fmt.Fprintf(out, "recorded in the database: %s of %s verified\n", man.Month, man.Property.Code)
	}
	return nil
}

// archiveDrop removes a month's raw records from the database once it is
// exported, verified and past the property's retention.
func archiveDrop(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("archive drop")
	var property, month string
	c.fs.StringVar(&property, "property", "main", "property code")
	c.fs.StringVar(&month, "month", "", "the month of gaming days to drop, YYYY-MM")
	if err := c.parse(args); err != nil {
		return err
	}
	who, err := actor()
	if err != nil {
		return err
	}
	if len(c.args) != 0 {
		return errors.New("usage: casinoctl archive drop --month YYYY-MM [--property CODE]")
	}
	m, err := monthFlag(month)
	if err != nil {
		return err
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
	res, err := store.DropMonth(ctx, p.ID, m, time.Now(), who)
	if errors.Is(err, models.ErrDropRefused) {
		return refusal("--month", "%s: %v", m, err)
	}
	if err != nil {
		return err
	}
	var parts []string
	for _, t := range slices.Sorted(func(yield func(string) bool) {
		for k := range res.Rows {
			if !yield(k) {
				return
			}
		}
	}) {
		parts = append(parts, fmt.Sprintf("%d %s", res.Rows[t], t))
	}
	fmt.Fprintf(out, "dropped %s of %s: %s\n", m, p.Code, strings.Join(parts, ", "))
	if len(res.Partitions) > 0 {
		fmt.Fprintf(out, "partitions detached and dropped: %s\n", strings.Join(res.Partitions, ", "))
	}
	fmt.Fprintf(out, "the archive is %s (manifest SHA-256 %s); %d audit chains now start after it\n",
		res.Archive.Directory, res.Archive.ManifestSHA256, len(res.Floors))
	return nil
}

// archiveList prints what was done with a property's months.
func archiveList(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("archive list")
	var property string
	c.fs.StringVar(&property, "property", "main", "property code")
	if err := c.parse(args); err != nil {
		return err
	}
	if len(c.args) != 0 {
		return errors.New("usage: casinoctl archive list [--property CODE]")
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
	events, err := store.Archives(ctx, p.ID, "")
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "property %s keeps raw records %d years after a month ends\n", p.Code, p.RetentionYears)
	for _, a := range events {
		fmt.Fprintf(out, "%s\t%s\t%s\t%s\t%s\t%s\n", a.Month, a.Event, a.At.UTC().Format(time.RFC3339), a.Actor, a.ManifestSHA256, a.Directory)
	}
	return nil
}

func monthFlag(s string) (models.Month, error) {
	if s == "" {
		return "", refusal("--month", "is required: the month of gaming days, YYYY-MM")
	}
	m, err := models.ParseMonth(s)
	if err != nil {
		return "", refusal("--month", "%v", err)
	}
	return m, nil
}
