package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// TableInput describes a new table.
type TableInput struct {
	ID       string
	Game     string
	Property string // property code; "" means "main"
	MinBet   rules.Money
	MaxBet   rules.Money
	Settings map[string]string
}

// CreateTable adds a table after the game checks its settings; the stored
// settings are the game's normalized ones, defaults included.
func (l *Ledger) CreateTable(ctx context.Context, actor string, in TableInput) (models.Table, error) {
	errs := &rules.InputError{}
	if in.ID == "" || len(in.ID) > 64 || strings.ContainsAny(in.ID, " \t\n/") {
		errs.Add("id", "must be 1 to 64 characters without spaces or slashes")
	}
	if in.MaxBet > 0 && in.MinBet > in.MaxBet {
		errs.Add("max_bet", "is below the minimum bet")
	}
	if err := errs.Err(); err != nil {
		return models.Table{}, asInput(err)
	}
	g, err := l.games.Lookup(in.Game)
	if err != nil {
		return models.Table{}, asInput(err)
	}
	s, err := g.Settings(in.Settings)
	if err != nil {
		return models.Table{}, asInput(err)
	}
	settings, err := json.Marshal(s.Values())
	if err != nil {
		return models.Table{}, err
	}
	code := in.Property
	if code == "" {
		code = "main"
	}
	prop, err := l.store.PropertyByCode(ctx, code)
	if err != nil {
		return models.Table{}, asInput(rules.Invalid("property", "there is no property %q", code))
	}
	t := models.Table{ID: in.ID, PropertyID: prop.ID, Game: in.Game, MinBet: in.MinBet, MaxBet: in.MaxBet,
		Settings: string(settings), CreatedAt: l.now()}
	err = l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.CreateTable(ctx, &t); err != nil {
			if models.IsUniqueViolation(err) {
				return asInput(rules.Invalid("id", "table %s already exists", in.ID))
			}
			return err
		}
		return l.store.Audit(ctx, t.CreatedAt, models.AuditEvent{
			Chain: models.TableChain(t.ID), Actor: actor, Action: "table.created", Subject: "table:" + t.ID,
			Detail: map[string]any{"game": t.Game, "property": code, "min_bet": t.MinBet, "max_bet": t.MaxBet,
				"settings": s.Values()},
		})
	})
	return t, err
}

// CreateStation adds a dealer station for some tables and returns its token,
// which is shown once and kept only as a hash.
func (l *Ledger) CreateStation(ctx context.Context, actor, name string, tables []string) (models.Station, string, error) {
	if name == "" {
		return models.Station{}, "", asInput(rules.Invalid("name", "is required"))
	}
	if len(tables) == 0 {
		return models.Station{}, "", asInput(rules.Invalid("tables", "name at least one table"))
	}
	for _, t := range tables {
		if _, err := l.store.TableByID(ctx, t); err != nil {
			return models.Station{}, "", asInput(rules.Invalid("tables", "there is no table %q", t))
		}
	}
	token, hash, err := models.NewToken("st")
	if err != nil {
		return models.Station{}, "", err
	}
	st := models.Station{Name: name, TokenHash: hash, CreatedAt: l.now()}
	err = l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.CreateStation(ctx, &st, tables); err != nil {
			if models.IsUniqueViolation(err) {
				return asInput(rules.Invalid("name", "station %s already exists", name))
			}
			return err
		}
		return l.store.Audit(ctx, st.CreatedAt, models.AuditEvent{
			Chain: models.SystemChain, Actor: actor, Action: "station.created", Subject: "station:" + name,
			Detail: map[string]any{"tables": tables},
		})
	})
	return st, token, err
}

// CreateUser adds a user.
func (l *Ledger) CreateUser(ctx context.Context, actor, name, role string) (models.User, error) {
	if name == "" {
		return models.User{}, asInput(rules.Invalid("name", "is required"))
	}
	if err := models.CheckRole(role); err != nil {
		return models.User{}, asInput(rules.Invalid("role", "%v", err))
	}
	u := models.User{Name: name, Role: role, CreatedAt: l.now()}
	err := l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.CreateUser(ctx, &u); err != nil {
			if models.IsUniqueViolation(err) {
				return asInput(rules.Invalid("name", "user %s already exists", name))
			}
			return err
		}
		return l.store.Audit(ctx, u.CreatedAt, models.AuditEvent{
			Chain: models.SystemChain, Actor: actor, Action: "user.created", Subject: "user:" + name,
			Detail: map[string]any{"role": role},
		})
	})
	return u, err
}

// IssueUserToken gives a user a new personal API token (the old one stops
// working) and returns it; it is shown once and kept only as a hash.
func (l *Ledger) IssueUserToken(ctx context.Context, actor, name string) (string, error) {
	u, err := l.store.UserByName(ctx, name)
	if err != nil {
		return "", fmt.Errorf("user %s: %w", name, err)
	}
	token, hash, err := models.NewToken("us")
	if err != nil {
		return "", err
	}
	err = l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.SetUserToken(ctx, u.ID, hash); err != nil {
			return err
		}
		return l.store.Audit(ctx, l.now(), models.AuditEvent{
			Chain: models.SystemChain, Actor: actor, Action: "user.token_issued", Subject: "user:" + name,
			Detail: map[string]any{"token_sha256_prefix": hash[:12]},
		})
	})
	return token, err
}

// SetProperty changes a property's time zone and gaming-day start.
func (l *Ledger) SetProperty(ctx context.Context, actor string, p models.Property) error {
	return l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.UpdateProperty(ctx, p); err != nil {
			return asInput(err)
		}
		return l.store.Audit(ctx, l.now(), models.AuditEvent{
			Chain: models.SystemChain, Actor: actor, Action: "property.updated", Subject: "property:" + p.Code,
			Detail: map[string]any{"name": p.Name, "time_zone": p.TimeZone, "gaming_day_start": p.GamingDayStart},
		})
	})
}

// RevokeStation stops a station's token from working.
func (l *Ledger) RevokeStation(ctx context.Context, actor, name string) error {
	return l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.RevokeStation(ctx, name, l.now()); err != nil {
			return fmt.Errorf("station %s: %w", name, err)
		}
		return l.store.Audit(ctx, l.now(), models.AuditEvent{
			Chain: models.SystemChain, Actor: actor, Action: "station.revoked", Subject: "station:" + name,
		})
	})
}

// OpenTable opens a table for play, recording who opened it. A table that is
// already open is an error naming the open session.
func (l *Ledger) OpenTable(ctx context.Context, actor, tableID string) (models.TableSession, error) {
	sess := models.TableSession{TableID: tableID, OpenedAt: l.now(), OpenedBy: actor}
	err := l.store.InTx(ctx, func(ctx context.Context) error {
		t, err := l.store.TableByID(ctx, tableID)
		if err != nil {
			return asInput(rules.Invalid("table_id", "there is no table %q", tableID))
		}
		if t.RetiredAt != nil {
			return asInput(rules.Invalid("table_id", "table %s is retired", tableID))
		}
		if open, err := l.store.OpenSessionOf(ctx, tableID); err == nil {
			return asInput(rules.Invalid("table_id", "table %s is already open (since %s, by %s)",
				tableID, open.OpenedAt.Format(time.RFC3339), open.OpenedBy))
		}
		if err := l.store.OpenSession(ctx, &sess); err != nil {
			return err
		}
		return l.store.Audit(ctx, sess.OpenedAt, models.AuditEvent{Chain: models.TableChain(tableID), Actor: actor,
			Action: "table.opened", Subject: "table:" + tableID, Detail: map[string]any{"session_id": sess.ID}})
	})
	return sess, err
}

// CloseTable closes a table's open session, recording who closed it.
func (l *Ledger) CloseTable(ctx context.Context, actor, tableID string) error {
	return l.store.InTx(ctx, func(ctx context.Context) error {
		at := l.now()
		if err := l.store.CloseSession(ctx, tableID, actor, at); err != nil {
			if errors.Is(err, models.ErrNotFound) {
				return asInput(rules.Invalid("table_id", "table %s is not open", tableID))
			}
			return err
		}
		return l.store.Audit(ctx, at, models.AuditEvent{Chain: models.TableChain(tableID), Actor: actor,
			Action: "table.closed", Subject: "table:" + tableID})
	})
}
