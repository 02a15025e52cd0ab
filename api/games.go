package api

import (
	"bytes"
	"encoding/json"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/rules"
)

// listGames is the catalog: every game with its wagers, pay tables,
// settings and the rule book lines they come from.
func (s *Server) listGames(c *gin.Context) {
	c.JSON(http.StatusOK, gin.H{"games": s.ledger.Games().Infos()})
}

func (s *Server) getGame(c *gin.Context) {
	g, ok := s.ledger.Games().Game(c.Param("id"))
	if !ok {
		writeProblem(c, newProblem(http.StatusNotFound, "not-found", "No such game", c.Param("id")+" is not a game this service verifies"))
		return
	}
	c.JSON(http.StatusOK, g.Info())
}

// tableView is a table as the API shows it.
type tableView struct {
	ID       string            `json:"id"`
	Game     string            `json:"game"`
	MinBet   rules.Money       `json:"min_bet"`
	MaxBet   rules.Money       `json:"max_bet"`
	Settings map[string]string `json:"settings"`
	Retired  bool              `json:"retired"`
	// Open is the table's open session, if it is open.
	Open *sessionView `json:"open,omitempty"`
}

type sessionView struct {
	ID       int64  `json:"id"`
	OpenedAt string `json:"opened_at"`
	OpenedBy string `json:"opened_by"`
	// Settings are the table's settings for the session.
	Settings json.RawMessage `json:"settings,omitempty"`
	// DealerID is the dealer the table opened with, if named.
	DealerID *string `json:"dealer_id,omitempty"`
}

// tablePage is a page of the tables, by id. The list keeps the key it had
// before it was paged, so a client that sends no parameters still reads
// it, now the first page.
type tablePage struct {
	Tables []tableView `json:"tables"`
	// Next is the after of the next page, present when this one is full:
	// the id of its last table.
	Next *string `json:"next_after,omitempty"`
}

// listTables pages through the tables by id: ?after= the previous page's
// next_after (a table id), ?limit= 1 to 1,000 (100).
func (s *Server) listTables(c *gin.Context) {
	var limit int
	if !limitParam(c, &limit, 100, 1000) {
		return
	}
	after := c.Query("after")
	tables, err := s.store.TablesAfter(c.Request.Context(), after, limit)
	if err != nil {
		s.refused(c, err)
		return
	}
	out := make([]tableView, len(tables))
	for i, t := range tables {
		settings, _ := t.SettingValues()
		out[i] = tableView{ID: t.ID, Game: t.Game, MinBet: t.MinBet, MaxBet: t.MaxBet, Settings: settings, Retired: t.RetiredAt != nil}
		if sess, err := s.store.OpenSessionOf(c.Request.Context(), t.ID); err == nil {
			out[i].Open = &sessionView{ID: sess.ID, OpenedAt: sess.OpenedAt.Format(timeFormat), OpenedBy: sess.OpenedBy,
				Settings: json.RawMessage(sess.Settings), DealerID: sess.DealerID}
		}
	}
	p := tablePage{Tables: out}
	if len(out) == limit {
		p.Next = &out[len(out)-1].ID
	}
	c.JSON(http.StatusOK, p)
}

// openTable opens a table for play (pit boss, admin).
func (s *Server) openTable(c *gin.Context) {
	var body struct {
		// Settings the table opens with, as the game's settings name them.
		Settings map[string]string `json:"settings"`
		// DealerID names the dealer the table opens with.
		DealerID string `json:"dealer_id"`
	}
	if c.Request.ContentLength != 0 {
		raw, ok := readBody(c, 64<<10)
		if !ok {
			return
		}
		if len(bytes.TrimSpace(raw)) > 0 {
			if err := rules.DecodeStrict(raw, &body); err != nil {
				s.refused(c, err)
				return
			}
		}
	}
	sess, err := s.ledger.OpenTableWith(c.Request.Context(), "user:"+reqctx.CurrentUser(c).Name, c.Param("table_id"),
		ledger.TableOpening{Settings: body.Settings, DealerID: body.DealerID})
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusCreated, sessionView{ID: sess.ID, OpenedAt: sess.OpenedAt.Format(timeFormat), OpenedBy: sess.OpenedBy,
		Settings: json.RawMessage(sess.Settings), DealerID: sess.DealerID})
}

// closeTable closes a table's open session (pit boss, admin).
func (s *Server) closeTable(c *gin.Context) {
	if !s.noBody(c) {
		return
	}
	if err := s.ledger.CloseTable(c.Request.Context(), "user:"+reqctx.CurrentUser(c).Name, c.Param("table_id")); err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"table_id": c.Param("table_id"), "status": "closed"})
}
