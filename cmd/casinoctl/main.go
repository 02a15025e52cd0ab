// Command casinoctl administers casinod's database and verifies hand records
// offline. It uses the same database configuration as casinod
// (CASINO_DATABASE_URL or --database) and the same audit key
// (CASINO_AUDIT_KEY or --audit-key).
//
//	casinoctl table add ID --game GAME [--setting key=value ...] [--min-bet A] [--max-bet A] [--property CODE]
//	casinoctl table list
//	casinoctl table open ID [setting=value ...] | casinoctl table close ID
//	casinoctl station add NAME --tables ID,ID        prints the station's token once
//	casinoctl station list                          each station's tables, when it was added and revoked
//	casinoctl station revoke NAME
//	casinoctl user add NAME --role ROLE
//	casinoctl user token NAME [--expires 720h]      prints a personal API token once
//	casinoctl user password NAME                    sets the web sign-in password, read from standard input
//	casinoctl user disable NAME | user enable NAME  ends the user's web sessions and API token at once | lets the user sign in again
//	casinoctl user unlock NAME                      lifts a lockout after failed sign-ins
//	casinoctl user list
//	casinoctl property set [--code main] [--time-zone ZONE] [--gaming-day-start HH:MM] [--name NAME] [accounting settings]
//	casinoctl verify FILE.jsonl                     one JSON verdict per line, in input order, as the service checks the hands posted in order
//	casinoctl report daily --gaming-day YYYY-MM-DD [--property CODE] [--out DIR]
//	casinoctl report fees --gaming-day YYYY-MM-DD [--property CODE] [--out DIR]
//	casinoctl report liability --gaming-day YYYY-MM-DD [--property CODE] [--out DIR]
//	casinoctl report run KIND --gaming-day YYYY-MM-DD [--property CODE] [--out DIR] [--books-revision N] [--from-records] [--reports-database URL]   any report kind (docs/reports.md)
//	casinoctl books close [--through YYYY-MM-DD] [--property CODE]   writes the day books of every day ended and not closed
//	casinoctl books status [--property CODE]
//	casinoctl archive export --month YYYY-MM [--property CODE] DIR
//	casinoctl archive verify [--audit-key FILE] [--database URL] DIR
//	casinoctl archive drop --month YYYY-MM [--property CODE]
//	casinoctl archive list [--property CODE]
//	casinoctl pool add ID --seed AMOUNT --rate PERCENT [--reserve-rate PERCENT] [--cap AMOUNT] [--pending-threshold AMOUNT]
//	casinoctl pool link POOL TABLE BET
//	casinoctl pool list                             each pool's rates, meters, links and pending prizes
//	casinoctl audit verify [--anchors FILE]          --anchors: hold the database against the copy of its anchors kept outside it
//	casinoctl audit prove --hand TABLE/NUMBER        the path from a hand to its sealed day's root, as JSON
//	casinoctl games                                 the game catalog as JSON
//	casinoctl games ID [--json]                     one game: wagers, pay tables, settings, each with its rule-book lines
//
// A refusal names what was wrong as the command line names it: a flag
// (--setting commission_rate=…, --rate), or an argument (NAME, ID).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"os/user"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"syscall"
	_ "time/tzdata" // gaming days need time zones even where the system has none

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules/catalog"
)

const usage = `casinoctl administers casinod's database and verifies hand records offline.

  casinoctl table add ID --game GAME [--setting key=value ...] [--min-bet A] [--max-bet A] [--property CODE]
  casinoctl table list
  casinoctl table open ID [setting=value ...] | casinoctl table close ID
  casinoctl station add NAME --tables ID,ID     (prints the station's token once)
  casinoctl station list                       (each station's tables, when it was added and revoked)
  casinoctl station revoke NAME
  casinoctl user add NAME --role pit_boss|compliance|count|cage|admin
  casinoctl user token NAME [--expires 720h]   (prints a personal API token once; by default it never expires)
  casinoctl user password NAME                 (the web sign-in password, read from standard input)
  casinoctl user disable NAME                  (ends the user's web sessions and API token at once)
  casinoctl user enable NAME
  casinoctl user unlock NAME                   (lifts the lockout after too many failed sign-ins)
  casinoctl user list                          (role, password, token, disabled, locked, live web sessions)
  casinoctl property set [--code main] [--time-zone ZONE] [--gaming-day-start HH:MM] [--name NAME]
                        [--win-formula "drop + closer + credits - opener - fills"] [--variance-rule confidence_interval|base_points]
                        [--variance-confidence PERCENT] [--variance-points POINTS] [--adjustment-threshold AMOUNT] [--currency-symbol SIGN]
                        [--retention-years N] [--shifts "day 06:00, swing 14:00, grave 22:00"|default]
  casinoctl verify FILE.jsonl                  (offline, as the service checks the same hands posted in order: table state carried,
                                               progressive shares against the file's pool lines; "-" reads standard input; verify -h)
  casinoctl report daily --gaming-day YYYY-MM-DD [--property CODE] [--out DIR]
  casinoctl report fees --gaming-day YYYY-MM-DD [--property CODE] [--out DIR]
  casinoctl report liability --gaming-day YYYY-MM-DD [--property CODE] [--out DIR]
  casinoctl report run KIND --gaming-day YYYY-MM-DD [--property CODE] [--out DIR]   (master_game, statistical, exceptions, adjustments, progressive_hits, monthly, adjustments_monthly, dealer_errors, ...)
                        [--books-revision N]  (built again from the day books as they stood at revision N, which a report names)
                        [--from-records]      (every day read from the records, not the day books: a check of the books)
                        [--reports-database URL]  (read from this hot standby of the database, as casinod; CASINO_REPORTS_DATABASE_URL)
  casinoctl books close [--through YYYY-MM-DD] [--property CODE]   (writes the day books of every gaming day ended and not closed)
  casinoctl books status [--property CODE]     (days closed, revisions, stale books)
  casinoctl archive export --month YYYY-MM [--property CODE] DIR   (a closed, signed-off month's records as files, with manifest.json)
  casinoctl archive verify [--audit-key FILE] [--database URL] DIR (checks every file, total and audit chain; --database records it)
  casinoctl archive drop --month YYYY-MM [--property CODE]         (removes a verified month's raw records past the retention)
  casinoctl archive list [--property CODE]     (exports, verifications and drops)
  casinoctl pool add ID --seed AMOUNT --rate PERCENT [--reserve-rate PERCENT] [--cap AMOUNT] [--pending-threshold AMOUNT]
  casinoctl pool link POOL TABLE BET
  casinoctl pool list                          (each pool's rates, meters, linked bets and pending prizes)
  casinoctl audit verify [--anchors FILE]      (chains, anchors, records, sealed days; --anchors: the copy casinod keeps outside the database, --anchor-file)
  casinoctl audit prove --hand TABLE/NUMBER   (the path from a hand to its sealed day's root, checked with the root alone)
  casinoctl games                              (the game catalog as JSON, as GET /api/v1/games answers)
  casinoctl games ID [--json]                  (one game: its wagers, pay tables and settings with their rule-book lines;
                                               --json: as GET /api/v1/games/ID answers)

The database is CASINO_DATABASE_URL or --database (default: the embedded
SQLite database under ./data, as casinod), and the audit key the file
CASINO_AUDIT_KEY or --audit-key (default: data/audit.key, as casinod).
The audit log names who ran a command as cli:LOGIN: --actor LOGIN or
CASINO_ACTOR, else the login sudo or su was run from, else LOGNAME or USER;
run as root with none of them, a command that records something is refused.
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdin, os.Stdout)
	stop()
	var exit exitCode
	switch {
	case errors.As(err, &exit):
		os.Exit(int(exit))
	case errors.Is(err, flag.ErrHelp):
	case err != nil:
		fmt.Fprintln(os.Stderr, "casinoctl:", err)
		os.Exit(1)
	}
}

// exitCode ends the command with a status and no message.
type exitCode int

func (e exitCode) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

// command is the parsed command line: words, flags and positional
// arguments, in any order.
type command struct {
	fs       *flag.FlagSet
	database string
	auditKey string
	args     []string
}

func newCommand(name string) *command {
	c := &command{fs: flag.NewFlagSet("casinoctl "+name, flag.ContinueOnError)}
	// A wrong flag is said once, by main, in the command's words (parse);
	// -h alone prints the flags.
	c.fs.SetOutput(io.Discard)
	def := os.Getenv("CASINO_DATABASE_URL")
	c.fs.StringVar(&c.database, "database", def, "database URL (CASINO_DATABASE_URL)")
	key := os.Getenv("CASINO_AUDIT_KEY")
	if key == "" {
		key = models.DefaultAuditKeyPath
	}
	c.fs.StringVar(&c.auditKey, "audit-key", key, "the audit key file casinod uses (CASINO_AUDIT_KEY)")
	c.fs.StringVar(&actorName, "actor", os.Getenv("CASINO_ACTOR"), "the operator's login, as the audit log names who did it (CASINO_ACTOR)")
	return c
}

// parse reads flags wherever they appear among the positional arguments.
func (c *command) parse(args []string) error {
	for {
		if err := c.fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				c.fs.SetOutput(os.Stderr)
				c.fs.Usage()
				return err
			}
			return c.flagError(err)
		}
		rest := c.fs.Args()
		if len(rest) == 0 {
			return nil
		}
		c.args = append(c.args, rest[0])
		args = rest[1:]
	}
}

// The flag package's errors, which name a flag with one dash.
var (
	badFlagValue = regexp.MustCompile(`^invalid value "(.*)" for flag -([a-z-]+): (.*)$`)
	unknownFlag  = regexp.MustCompile(`^flag provided but not defined: -+([^ ]+)$`)
	flagNoValue  = regexp.MustCompile(`^flag needs an argument: -([a-z-]+)$`)
)

// flagError words a flag the command could not read as a refusal naming
// the flag as it is written, with two dashes.
func (c *command) flagError(err error) error {
	msg := err.Error()
	if m := badFlagValue.FindStringSubmatch(msg); m != nil {
		return fmt.Errorf("refused:\n  --%s: %s", m[2], m[3])
	}
	if m := unknownFlag.FindStringSubmatch(msg); m != nil {
		var known []string
		c.fs.VisitAll(func(f *flag.Flag) { known = append(known, "--"+f.Name) })
		return fmt.Errorf("refused:\n  --%s: is not a flag of %s (it takes %s)", m[1], c.fs.Name(), strings.Join(known, ", "))
	}
	if m := flagNoValue.FindStringSubmatch(msg); m != nil {
		return fmt.Errorf("refused:\n  --%s: needs a value", m[1])
	}
	return err
}

func (c *command) open() (*models.Store, *ledger.Ledger, error) {
	store, err := models.Open(c.database, nil)
	if err != nil {
		return nil, nil, err
	}
	applied, err := store.Migrate(context.Background())
	if err != nil {
		store.Close()
		return nil, nil, fmt.Errorf("migrate: %w", err)
	}
	if slices.Contains(applied, 1) {
		fmt.Fprintf(os.Stderr, "casinoctl: created a new, empty database (%s). casinod uses the database named by "+
			"CASINO_DATABASE_URL, or ./data/casino.db in the directory it runs in: run casinoctl with the same setting, "+
			"from the same directory.\n", store.Where())
	}
	if err := store.OpenAuditKey(context.Background(), c.auditKey); err != nil {
		store.Close()
		return nil, nil, err
	}
	return store, ledger.New(store, catalog.Default(), nil), nil
}

// actorName is the --actor flag of the command being run (CASINO_ACTOR
// by default); newCommand sets it for each command.
var actorName string

// validActor is a login name as the audit log keeps it.
var validActor = regexp.MustCompile(`^[A-Za-z0-9._@-]{1,64}$`)

// actor names the person at the keyboard in the audit log: "cli:" and
// their login. The login is, in order: --actor NAME (or CASINO_ACTOR);
// the login sudo was run from (SUDO_USER); the login the session began
// with (the kernel's login uid, which su and sudo keep); LOGNAME or USER;
// the process's own user. root is no one's name: a command that records
// something, run as root with no other login to be found, is refused and
// asks for --actor, so that the log says who did it. The name is kept in
// the entry's payload, under its hash, as it is written; verification
// reads it and never rebuilds it, so entries written with an older name
// still verify.
func actor() (string, error) {
	if actorName != "" {
		if !validActor.MatchString(actorName) {
			return "", fmt.Errorf("refused:\n  --actor: %q is not a login name (letters, digits, . _ @ -, at most 64)", actorName)
		}
		return "cli:" + actorName, nil
	}
	for _, name := range []string{os.Getenv("SUDO_USER"), loginUser(), os.Getenv("LOGNAME"), os.Getenv("USER"), currentUser()} {
		if name != "" && name != "root" && validActor.MatchString(name) {
			return "cli:" + name, nil
		}
	}
	return "", fmt.Errorf("refused:\n  --actor: casinoctl runs as root and no login names the operator (no SUDO_USER, login uid, LOGNAME or USER): " +
		"give --actor YOUR-LOGIN, or set CASINO_ACTOR, so that the audit log names who did this")
}

// loginUser is the user the session logged in as (Linux's
// /proc/self/loginuid, kept across su and sudo), "" when unknown.
func loginUser() string {
	b, err := os.ReadFile("/proc/self/loginuid")
	if err != nil {
		return ""
	}
	uid := strings.TrimSpace(string(b))
	if uid == "" || uid == "4294967295" {
		return ""
	}
	u, err := user.LookupId(uid)
	if err != nil {
		return ""
	}
	return u.Username
}

// currentUser is the process's user, or its uid when it has no name.
func currentUser() string {
	if u, err := user.Current(); err == nil && u.Username != "" {
		return u.Username
	}
	if uid := os.Getuid(); uid != 0 {
		return strconv.Itoa(uid)
	}
	return ""
}

func run(ctx context.Context, args []string, stdin io.Reader, stdout io.Writer) error {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		fmt.Fprint(stdout, usage)
		return nil
	}
	word, rest := args[0], args[1:]
	sub := ""
	if len(rest) > 0 && !strings.HasPrefix(rest[0], "-") {
		sub = rest[0]
	}
	switch word + " " + sub {
	case "table add":
		return tableAdd(ctx, rest[1:], stdout)
	case "table list":
		return tableList(ctx, rest[1:], stdout)
	case "table open", "table close":
		return tableSession(ctx, sub, rest[1:], stdout)
	case "station add":
		return stationAdd(ctx, rest[1:], stdout)
	case "station revoke":
		return stationRevoke(ctx, rest[1:], stdout)
	case "station list":
		return stationList(ctx, rest[1:], stdout)
	case "user add":
		return userAdd(ctx, rest[1:], stdout)
	case "user token":
		return userToken(ctx, rest[1:], stdout)
	case "user password":
		return userPassword(ctx, rest[1:], stdin, stdout)
	case "user disable", "user enable", "user unlock":
		return userAccess(ctx, sub, rest[1:], stdout)
	case "user list":
		return userList(ctx, rest[1:], stdout)
	case "property set":
		return propertySet(ctx, rest[1:], stdout)
	case "report daily":
		return reportDaily(ctx, rest[1:], stdout)
	case "report fees":
		return reportFees(ctx, rest[1:], stdout)
	case "report liability":
		return reportLiability(ctx, rest[1:], stdout)
	case "report run":
		return reportRun(ctx, rest[1:], stdout)
	case "pool add":
		return poolAdd(ctx, rest[1:], stdout)
	case "pool link":
		return poolLink(ctx, rest[1:], stdout)
	case "pool list":
		return poolList(ctx, rest[1:], stdout)
	case "audit verify":
		return auditVerify(ctx, rest[1:], stdout)
	case "audit prove":
		return auditProve(ctx, rest[1:], stdout)
	case "books close":
		return booksClose(ctx, rest[1:], stdout)
	case "books status":
		return booksStatus(ctx, rest[1:], stdout)
	case "archive export":
		return archiveExport(ctx, rest[1:], stdout)
	case "archive verify":
		return archiveVerify(ctx, rest[1:], stdout)
	case "archive drop":
		return archiveDrop(ctx, rest[1:], stdout)
	case "archive list":
		return archiveList(ctx, rest[1:], stdout)
	}
	switch word {
	case "verify":
		return verify(ctx, rest, stdin, stdout)
	case "games":
		if len(rest) == 0 {
			return games(stdout)
		}
		return gameShow(rest, stdout)
	}
	if lines := subcommands(word); len(lines) > 0 {
		if sub == "" {
			// "casinoctl table" alone asks what it can do.
			fmt.Fprintf(stdout, "casinoctl %s takes a subcommand:\n\n%s\n", word, strings.Join(lines, "\n"))
			return nil
		}
		return fmt.Errorf("casinoctl %s has no subcommand %q; it takes:\n%s", word, sub, strings.Join(lines, "\n"))
	}
	return fmt.Errorf("unknown command %q; run casinoctl help", strings.TrimSpace(word+" "+sub))
}

// subcommands returns the usage lines of a command that takes subcommands
// ("table", "user"), or none.
func subcommands(word string) []string {
	var out []string
	for _, line := range strings.Split(usage, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "casinoctl "+word+" ") {
			out = append(out, line)
		}
	}
	return out
}
