package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// settingFlags collects repeated --setting key=value flags.
type settingFlags map[string]string

func (s settingFlags) String() string { return fmt.Sprint(map[string]string(s)) }

func (s settingFlags) Set(v string) error {
	k, val, ok := strings.Cut(v, "=")
	if !ok || k == "" {
		return fmt.Errorf("%q is not key=value", v)
	}
	s[k] = val
	return nil
}

// moneyFlag reads an amount.
type moneyFlag struct{ m rules.Money }

func (f *moneyFlag) String() string { return f.m.String() }
func (f *moneyFlag) Set(v string) (err error) {
	f.m, err = rules.ParseMoney(v)
	return err
}

// names says how a command line names the fields the ledger's errors name:
// a flag ("main_rate": "--rate"), an argument ("name": "NAME"), or, for a
// key ending in ".", every field under it with the rest of the field for
// %s ("settings.": "--setting %s=…"). A field it does not list keeps its
// own name.
type names map[string]string

func (n names) of(field string) string {
	if label, ok := n[field]; ok {
		return label
	}
	for prefix, label := range n {
		if strings.HasSuffix(prefix, ".") && strings.HasPrefix(field, prefix) {
			return fmt.Sprintf(label, strings.TrimPrefix(field, prefix))
		}
	}
	return field
}

// explain turns field errors into a readable error, one field a line, each
// named as the command line names it; other errors pass unchanged.
func explain(err error, n names) error {
	ie, ok := rules.AsInputError(err)
	if !ok {
		return err
	}
	var b strings.Builder
	for _, f := range ie.Errors {
		if label := n.of(f.Field); label != "" {
			fmt.Fprintf(&b, "\n  %s: %s", label, f.Detail)
		} else {
			fmt.Fprintf(&b, "\n  %s", f.Detail)
		}
	}
	return fmt.Errorf("refused:%s", b.String())
}

// refusal is a refusal naming the flag or argument at fault.
func refusal(label, format string, args ...any) error {
	return fmt.Errorf("refused:\n  %s: %s", label, fmt.Sprintf(format, args...))
}

// notFound words a lookup of something named on the command line that
// found nothing; other errors pass unchanged.
func notFound(err error, label, what, name string) error {
	if errors.Is(err, models.ErrNotFound) {
		return fmt.Errorf("refused:\n  %s: there is no %s %q", label, what, name)
	}
	return err
}

func tableAdd(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("table add")
	settings := settingFlags{}
	var game, property string
	var minBet, maxBet moneyFlag
	c.fs.StringVar(&game, "game", "", "game id (casinoctl games lists them)")
	c.fs.StringVar(&property, "property", "main", "property code")
	c.fs.Var(settings, "setting", "a table setting key=value (repeatable)")
	c.fs.Var(&minBet, "min-bet", "table minimum")
	c.fs.Var(&maxBet, "max-bet", "table maximum")
	if err := c.parse(args); err != nil {
		return err
	}
	who, err := actor()
	if err != nil {
		return err
	}
	if len(c.args) != 1 {
		return errors.New("usage: casinoctl table add ID --game GAME [--setting key=value ...] [--min-bet A] [--max-bet A] [--property CODE]")
	}
	if game == "" {
		return errors.New("refused:\n  --game: is required: the game the table deals (casinoctl games lists them)")
	}
	store, l, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	t, err := l.CreateTable(ctx, who, ledger.TableInput{ID: c.args[0], Game: game, Property: property,
		MinBet: minBet.m, MaxBet: maxBet.m, Settings: settings})
	if err != nil {
		return explain(err, names{"id": "ID", "game": "--game", "settings.": "--setting %s=…", "min_bet": "--min-bet",
			"max_bet": "--max-bet", "property": "--property"})
	}
	fmt.Fprintf(out, "table %s added: %s, settings %s\n", t.ID, t.Game, t.Settings)
	return nil
}

func tableList(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("table list")
	if err := c.parse(args); err != nil {
		return err
	}
	if len(c.args) != 0 {
		return errors.New("usage: casinoctl table list")
	}
	store, _, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	tables, err := store.Tables(ctx)
	if err != nil {
		return err
	}
	for _, t := range tables {
		fmt.Fprintf(out, "%s\t%s\t%s\n", t.ID, t.Game, t.Settings)
	}
	return nil
}

func tableSession(ctx context.Context, verb string, args []string, out io.Writer) error {
	c := newCommand("table " + verb)
	if err := c.parse(args); err != nil {
		return err
	}
	who, err := actor()
	if err != nil {
		return err
	}
	if len(c.args) < 1 || (verb == "close" && len(c.args) != 1) {
		return fmt.Errorf("usage: casinoctl table open ID [setting=value ...] | casinoctl table close ID")
	}
	// Settings the table opens with: a pay table, a commission rate.
	changes := map[string]string{}
	for _, kv := range c.args[1:] {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			return fmt.Errorf("refused:\n  setting=value: %q is not setting=value", kv)
		}
		changes[k] = v
	}
	store, l, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	// A setting is named as it was given: after the table's id.
	n := names{"table_id": "ID", "settings.": "%s=…"}
	if verb == "open" {
		if _, err := l.OpenTable(ctx, who, c.args[0], changes); err != nil {
			return explain(err, n)
		}
	} else if err := l.CloseTable(ctx, who, c.args[0]); err != nil {
		return explain(err, n)
	}
	fmt.Fprintf(out, "table %s %sed\n", c.args[0], strings.TrimSuffix(verb, "e"))
	return nil
}

func stationAdd(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("station add")
	var tables string
	c.fs.StringVar(&tables, "tables", "", "comma-separated table ids the station posts for")
	if err := c.parse(args); err != nil {
		return err
	}
	who, err := actor()
	if err != nil {
		return err
	}
	if len(c.args) != 1 || tables == "" {
		return errors.New("usage: casinoctl station add NAME --tables ID,ID")
	}
	store, l, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	var ids []string
	for _, id := range strings.Split(tables, ",") {
		if id = strings.TrimSpace(id); id != "" {
			ids = append(ids, id)
		}
	}
	_, token, err := l.CreateStation(ctx, who, c.args[0], ids)
	if err != nil {
		return explain(err, names{"name": "NAME", "tables": "--tables"})
	}
	// The token alone on stdout, so scripts can capture it; it is not
	// stored and cannot be shown again.
	fmt.Fprintln(out, token)
	return nil
}

func stationRevoke(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("station revoke")
	if err := c.parse(args); err != nil {
		return err
	}
	who, err := actor()
	if err != nil {
		return err
	}
	if len(c.args) != 1 {
		return errors.New("usage: casinoctl station revoke NAME")
	}
	store, l, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	st, err := store.StationByName(ctx, c.args[0])
	if err != nil {
		return notFound(err, "NAME", "station", c.args[0])
	}
	if st.RevokedAt != nil {
		return fmt.Errorf("refused:\n  NAME: station %s was revoked at %s", st.Name, st.RevokedAt.UTC().Format(time.RFC3339))
	}
	if err := l.RevokeStation(ctx, who, c.args[0]); err != nil {
		return err
	}
	fmt.Fprintf(out, "station %s revoked\n", c.args[0])
	return nil
}

func userAdd(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("user add")
	var role string
	c.fs.StringVar(&role, "role", "", "pit_boss, compliance, count, cage or admin")
	if err := c.parse(args); err != nil {
		return err
	}
	who, err := actor()
	if err != nil {
		return err
	}
	if len(c.args) != 1 {
		return errors.New("usage: casinoctl user add NAME --role ROLE")
	}
	store, l, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	u, err := l.CreateUser(ctx, who, c.args[0], role)
	if err != nil {
		return explain(err, names{"name": "NAME", "role": "--role"})
	}
	fmt.Fprintf(out, "user %s added (%s)\n", u.Name, u.Role)
	return nil
}

func userToken(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("user token")
	var expires time.Duration
	c.fs.DurationVar(&expires, "expires", 0, "how long the token works, e.g. 720h (default: until replaced)")
	if err := c.parse(args); err != nil {
		return err
	}
	who, err := actor()
	if err != nil {
		return err
	}
	if len(c.args) != 1 {
		return errors.New("usage: casinoctl user token NAME [--expires 720h]")
	}
	if expires < 0 {
		return errors.New("refused:\n  --expires: must be a positive duration such as 720h")
	}
	store, l, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	if _, err := store.UserByName(ctx, c.args[0]); err != nil {
		return notFound(err, "NAME", "user", c.args[0])
	}
	token, _, err := l.IssueUserTokenFor(ctx, who, c.args[0], expires)
	if err != nil {
		return explain(err, names{"name": "NAME", "expires": "--expires"})
	}
	fmt.Fprintln(out, token)
	return nil
}

// userPassword sets a user's password for the web pages. The password is
// the first line of standard input, so that it appears neither in the
// command line nor in the shell's history:
//
//	casinoctl user password dana < password.txt
func userPassword(ctx context.Context, args []string, stdin io.Reader, out io.Writer) error {
	c := newCommand("user password")
	if err := c.parse(args); err != nil {
		return err
	}
	who, err := actor()
	if err != nil {
		return err
	}
	if len(c.args) != 1 {
		return errors.New("usage: casinoctl user password NAME  (the password is read from standard input)")
	}
	password, err := firstLine(stdin)
	if err != nil {
		return fmt.Errorf("read the password from standard input: %w", err)
	}
	store, l, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	if err := l.SetPassword(ctx, who, c.args[0], password); err != nil {
		return explain(err, names{"name": "NAME", "password": "the password (standard input)"})
	}
	fmt.Fprintf(out, "password set for user %s\n", c.args[0])
	return nil
}

// firstLine reads up to the first newline (without it or a carriage
// return before it); at most 4 KiB.
func firstLine(r io.Reader) (string, error) {
	b, err := io.ReadAll(io.LimitReader(r, 4<<10))
	if err != nil {
		return "", err
	}
	line, _, _ := strings.Cut(string(b), "\n")
	return strings.TrimSuffix(line, "\r"), nil
}

func propertySet(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("property set")
	var code, tz, start, name string
	c.fs.StringVar(&code, "code", "main", "property code")
	c.fs.StringVar(&tz, "time-zone", "", "IANA time zone, e.g. America/Los_Angeles")
	c.fs.StringVar(&start, "gaming-day-start", "", "local time the gaming day starts, HH:MM")
	c.fs.StringVar(&name, "name", "", "display name")
	var formula, rule, confidence, points, threshold, symbol string
	c.fs.StringVar(&formula, "win-formula", "", `a house-banked table's win, e.g. "drop + closer + credits - opener - fills"`)
	c.fs.StringVar(&rule, "variance-rule", "", "confidence_interval (Maryland) or base_points (Kansas)")
	c.fs.StringVar(&confidence, "variance-confidence", "", "the confidence level in percent, e.g. 95")
	c.fs.StringVar(&points, "variance-points", "", "how many points a win-to-drop may stray from its base, e.g. 3")
	c.fs.StringVar(&threshold, "adjustment-threshold", "", "the amount over which an adjustment is flagged, e.g. 2000.00")
	c.fs.StringVar(&symbol, "currency-symbol", "", "the sign the pages print before amounts, e.g. $")
	var shifts string
	c.fs.StringVar(&shifts, "shifts", "", `the shifts of the gaming day from its start, e.g. "day 06:00, swing 14:00, grave 22:00"; "default" for one shift, the whole day`)
	retention := c.fs.Int("retention-years", 0, "years a month's raw records are kept before an archived month may be dropped (default 5, at least 1)")
	if err := c.parse(args); err != nil {
		return err
	}
	who, err := actor()
	if err != nil {
		return err
	}
	if len(c.args) != 0 {
		return errors.New("usage: casinoctl property set [--code main] [--time-zone ZONE] [--gaming-day-start HH:MM] [--name NAME] [accounting settings]")
	}
	store, l, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	p, err := store.PropertyByCode(ctx, code)
	if err != nil {
		return notFound(err, "--code", "property", code)
	}
	if tz != "" {
		p.TimeZone = tz
	}
	if start != "" {
		p.GamingDayStart = start
	}
	if name != "" {
		p.Name = name
	}
	if formula != "" {
		p.WinFormula = formula
	}
	if rule != "" {
		p.VarianceRule = rule
	}
	if symbol != "" {
		p.CurrencySymbol = symbol
	}
	if shifts == "default" {
		p.Shifts = ""
	} else if shifts != "" {
		p.Shifts = shifts
	}
	for _, f := range []struct {
		flag, value string
		into        *rules.Rate
	}{{"--variance-confidence", confidence, &p.VarianceConfidence}, {"--variance-points", points, &p.VariancePoints}} {
		if f.value == "" {
			continue
		}
		r, err := rules.ParseRate(f.value)
		if err != nil {
			return fmt.Errorf("refused:\n  %s: %w", f.flag, err)
		}
		*f.into = r
	}
	retentionSet := false
	c.fs.Visit(func(f *flag.Flag) { retentionSet = retentionSet || f.Name == "retention-years" })
	if retentionSet {
		if *retention < models.MinRetentionYears || *retention > models.MaxRetentionYears {
			return fmt.Errorf("--retention-years: %d is not a whole number of years from %d to %d", *retention,
				models.MinRetentionYears, models.MaxRetentionYears)
		}
		p.RetentionYears = *retention
	}
	if threshold != "" {
		m, err := rules.ParseMoney(threshold)
		if err != nil {
			return fmt.Errorf("refused:\n  --adjustment-threshold: %w", err)
		}
		p.AdjustmentThreshold = m
	}
	if err := l.SetProperty(ctx, who, p); err != nil {
		return explain(err, names{"time_zone": "--time-zone", "gaming_day_start": "--gaming-day-start", "name": "--name",
			"win_formula": "--win-formula", "variance_rule": "--variance-rule", "variance_confidence": "--variance-confidence",
			"variance_points": "--variance-points", "adjustment_threshold": "--adjustment-threshold",
			"currency_symbol": "--currency-symbol", "shifts": "--shifts"})
	}
	shiftList, _ := p.ShiftList()
	b, _ := json.Marshal(map[string]string{"code": p.Code, "name": p.Name, "time_zone": p.TimeZone, "gaming_day_start": p.GamingDayStart,
		"win_formula": models.MustWinFormula(p.WinFormula).String(), "variance_rule": p.VarianceRule,
		"variance_confidence": p.VarianceConfidence.Percent(), "variance_points": p.VariancePoints.Percent(),
		"adjustment_threshold": p.AdjustmentThreshold.String(), "currency_symbol": p.CurrencySymbol,
		"retention_years": strconv.Itoa(p.RetentionYears), "shifts": models.FormatShifts(shiftList)})
	fmt.Fprintln(out, string(b))
	return nil
}
