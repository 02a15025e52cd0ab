package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"strings"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
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
	if p := models.IDProblem(in.ID); p != "" {
		errs.Add("id", "%s", p)
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
	if err := scheduleFitsLimits(in.Game, s.Values()[fees.ScheduleKey], in.MinBet, in.MaxBet); err != nil {
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
	if p := models.IDProblem(name); p != "" {
		return models.Station{}, "", asInput(rules.Invalid("name", "%s", p))
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
	if p := models.IDProblem(name); p != "" {
		return models.User{}, asInput(rules.Invalid("name", "%s", p))
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

// IssueUserToken gives a user a new personal API token without an expiry
// (the old one stops working) and returns it; it is shown once and kept
// only as a hash.
func (l *Ledger) IssueUserToken(ctx context.Context, actor, name string) (string, error) {
	token, _, err := l.IssueUserTokenFor(ctx, actor, name, 0)
	return token, err
}

// IssueUserTokenFor is IssueUserToken for a token that stops working ttl
// from now (0: never); it returns the token and its expiry.
func (l *Ledger) IssueUserTokenFor(ctx context.Context, actor, name string, ttl time.Duration) (string, *time.Time, error) {
	if ttl < 0 {
		return "", nil, asInput(rules.Invalid("expires", "must be a positive duration such as 720h"))
	}
	u, err := l.store.UserByName(ctx, name)
	if err != nil {
		return "", nil, fmt.Errorf("user %s: %w", name, err)
	}
	token, hash, err := models.NewToken("us")
	if err != nil {
		return "", nil, err
	}
	now := l.now()
	var expires *time.Time
	detail := map[string]any{"token_sha256_prefix": hash[:12]}
	if ttl > 0 {
		t := now.Add(ttl).UTC().Truncate(time.Second)
		expires = &t
		detail["expires_at"] = t.Format(time.RFC3339)
	}
	err = l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.SetUserToken(ctx, u.ID, hash, expires); err != nil {
			return err
		}
		return l.store.Audit(ctx, now, models.AuditEvent{
			Chain: models.SystemChain, Actor: actor, Action: "user.token_issued", Subject: "user:" + name,
			Detail: detail,
		})
	})
	return token, expires, err
}

// SetProperty changes a property's time zone, gaming-day start and
// accounting settings; a wrong one is an input error naming it.
func (l *Ledger) SetProperty(ctx context.Context, actor string, p models.Property) error {
	return l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.UpdateProperty(ctx, p); err != nil {
			return asInput(err)
		}
		if shifts, err := p.ShiftList(); err == nil && strings.TrimSpace(p.Shifts) != "" {
			p.Shifts = models.FormatShifts(shifts) // as kept
		}
		return l.store.Audit(ctx, l.now(), models.AuditEvent{
			Chain: models.SystemChain, Actor: actor, Action: "property.updated", Subject: "property:" + p.Code,
			Detail: map[string]any{"name": p.Name, "time_zone": p.TimeZone, "gaming_day_start": p.GamingDayStart,
				"win_formula": p.WinFormula, "variance_rule": p.VarianceRule, "variance_confidence": p.VarianceConfidence,
				"variance_points": p.VariancePoints, "adjustment_threshold": p.AdjustmentThreshold,
				"currency_symbol": p.CurrencySymbol, "retention_years": p.RetentionYears, "shifts": p.Shifts},
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
//
// changes, when not empty, are settings the table opens with (a pay table, a
// commission rate, the deck count): the game checks them with the table's
// other settings, they take effect from the table's next hand, and the
// change is audited. The session keeps the settings it opened with.
func (l *Ledger) OpenTable(ctx context.Context, actor, tableID string, changes map[string]string) (models.TableSession, error) {
	return l.OpenTableWith(ctx, actor, tableID, TableOpening{Settings: changes})
}

// TableOpening is what a table opens with.
type TableOpening struct {
	// Settings are the settings that change (OpenTable).
	Settings map[string]string
	// DealerID names the dealer the table opens with: the dealer of its
	// hands that name none, until it closes.
	DealerID string
}

// OpenTableWith opens a table with settings and a dealer.
func (l *Ledger) OpenTableWith(ctx context.Context, actor, tableID string, in TableOpening) (models.TableSession, error) {
	changes := in.Settings
	sess := models.TableSession{TableID: tableID, OpenedAt: l.now(), OpenedBy: actor}
	if in.DealerID != "" {
		errs := &rules.InputError{}
		rules.CheckDealerID("dealer_id", in.DealerID, errs)
		if err := errs.Err(); err != nil {
			return sess, asInput(err)
		}
		dealer := in.DealerID
		sess.DealerID = &dealer
	}
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
		settings, err := l.openingSettings(ctx, actor, t, changes, sess.OpenedAt)
		if err != nil {
			return err
		}
		sess.Settings = settings
		if err := l.store.OpenSession(ctx, &sess); err != nil {
			return err
		}
		detail := map[string]any{"session_id": sess.ID}
		if sess.DealerID != nil {
			detail["dealer_id"] = *sess.DealerID
		}
		return l.store.Audit(ctx, sess.OpenedAt, models.AuditEvent{Chain: models.TableChain(tableID), Actor: actor,
			Action: "table.opened", Subject: "table:" + tableID, Detail: detail})
	})
	return sess, err
}

// openingSettings checks a table's settings with the changes it opens with,
// stores them when they differ and audits the change; it returns the
// settings the session opens with.
func (l *Ledger) openingSettings(ctx context.Context, actor string, t models.Table, changes map[string]string, at time.Time) (string, error) {
	if len(changes) == 0 {
		return t.Settings, nil
	}
	g, err := l.games.Lookup(t.Game)
	if err != nil {
		return "", err
	}
	current, err := t.SettingValues()
	if err != nil {
		return "", err
	}
	merged := maps.Clone(current)
	if merged == nil {
		merged = map[string]string{}
	}
	maps.Copy(merged, changes)
	s, err := g.Settings(merged)
	if err != nil {
		return "", asInput(err)
	}
	values := s.Values()
	if err := scheduleFitsLimits(t.Game, values[fees.ScheduleKey], t.MinBet, t.MaxBet); err != nil {
		return "", asInput(err)
	}
	b, err := json.Marshal(values)
	if err != nil {
		return "", err
	}
	if maps.Equal(values, current) {
		return t.Settings, nil
	}
	if err := l.store.SetTableSettings(ctx, t.ID, string(b)); err != nil {
		return "", err
	}
	// The cached table is dropped so this replica verifies the next hand
	// with the new settings; others find out when their write fails.
	l.tables.Delete(t.ID)
	return string(b), l.store.Audit(ctx, at, models.AuditEvent{Chain: models.TableChain(t.ID), Actor: actor,
		Action: "table.settings_changed", Subject: "table:" + t.ID,
		Detail: map[string]any{"from": current, "to": values}})
}

// scheduleFitsLimits refuses a collection schedule option printed for
// another table limit than the table's: an option is "one table limit and
// the specified collection fees for that table limit" (seed 000 line 1966).
// A table without limits, or an option printed without one, is not
// compared. Under the legacy Baccarat 9 rates a changed minimum keeps the
// maximum's rate (line 1130), so only the maximum must match.
func scheduleFitsLimits(game, schedule string, minBet, maxBet rules.Money) error {
	o, err := fees.ScheduleFor(game, schedule)
	if err != nil || o == nil || o.Limit.Text == "" || (minBet == 0 && maxBet == 0) {
		return nil // the game's settings check has judged the value itself
	}
	l := o.Limit
	maxOK := l.NoMax || l.Max == 0 || l.Max == maxBet
	minOK := l.Min == 0 || l.Min == minBet || o.Mechanism == fees.LegacyBaccarat9
	if maxOK && minOK {
		return nil
	}
	return rules.Invalid("settings."+fees.ScheduleKey, "%s is printed for a table limit of %s; this table's limit is %s to %s (seed 000 line 1966)",
		o, l.Text, minBet, maxBet)
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
