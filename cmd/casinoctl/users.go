package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"text/tabwriter"
	"time"
)

// userAccess disables, enables or unlocks a user.
func userAccess(ctx context.Context, verb string, args []string, out io.Writer) error {
	c := newCommand("user " + verb)
	if err := c.parse(args); err != nil {
		return err
	}
	who, err := actor()
	if err != nil {
		return err
	}
	if len(c.args) != 1 {
		return fmt.Errorf("usage: casinoctl user %s NAME", verb)
	}
	name := c.args[0]
	store, l, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	switch verb {
	case "disable":
		ended, err := l.DisableUser(ctx, who, name)
		if err != nil {
			return explain(err, names{"name": "NAME"})
		}
		fmt.Fprintf(out, "user %s disabled; web sessions ended: %d; API token revoked\n", name, ended)
	case "enable":
		if err := l.EnableUser(ctx, who, name); err != nil {
			return explain(err, names{"name": "NAME"})
		}
		fmt.Fprintf(out, "user %s enabled (issue a new API token with casinoctl user token %s)\n", name, name)
	case "unlock":
		if err := l.UnlockUser(ctx, who, name); err != nil {
			return explain(err, names{"name": "NAME"})
		}
		fmt.Fprintf(out, "user %s unlocked\n", name)
	default:
		return errors.New("unknown user command " + verb)
	}
	return nil
}

// userList prints every user: role, whether a password is set, the API
// token and its expiry, whether disabled or locked, and live web sessions.
func userList(ctx context.Context, args []string, out io.Writer) error {
	c := newCommand("user list")
	if err := c.parse(args); err != nil {
		return err
	}
	if len(c.args) != 0 {
		return errors.New("usage: casinoctl user list")
	}
	store, _, err := c.open()
	if err != nil {
		return err
	}
	defer store.Close()
	now := time.Now().UTC()
	users, err := store.Users(ctx)
	if err != nil {
		return err
	}
	locked, err := store.LockedNames(ctx)
	if err != nil {
		return err
	}
	sessions, err := store.LiveWebSessions(ctx, now)
	if err != nil {
		return err
	}
	const stamp = "2006-01-02T15:04:05Z"
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tROLE\tPASSWORD\tTOKEN\tDISABLED\tLOCKED\tSESSIONS")
	for _, u := range users {
		password := "none"
		if u.PasswordHash != nil {
			password = "set"
		}
		token := "none"
		switch {
		case u.TokenHash == nil:
		case u.TokenExpiresAt == nil:
			token = "set, no expiry"
		case now.Before(*u.TokenExpiresAt):
			token = "expires " + u.TokenExpiresAt.UTC().Format(stamp)
		default:
			token = "expired " + u.TokenExpiresAt.UTC().Format(stamp)
		}
		disabled := "no"
		if u.DisabledAt != nil {
			disabled = "since " + u.DisabledAt.UTC().Format(stamp)
		}
		lock := "no"
		if at, ok := locked[u.Name]; ok {
			lock = "since " + at.UTC().Format(stamp)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%d\n", u.Name, u.Role, password, token, disabled, lock, sessions[u.ID])
	}
	return tw.Flush()
}
