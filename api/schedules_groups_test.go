package api_test

import "testing"

// GET /api/v1/schedules lists each set's player-count groups: HOLDEM-1's
// $1 / $2 / $1 rows 9 "7 or more" (seed 000 line 6975) … 81 "3 or less"
// (7048), with the setting that posts them.
func TestSchedulesPlayerGroups(t *testing.T) {
	e := newEnv(t)
	var out struct {
		Sets []struct {
			ID     string `json:"id"`
			Groups []struct {
				Setting string            `json:"setting"`
				Fees    map[string]string `json:"fees"`
				Rows    []struct {
					Option  string `json:"option"`
					Players string `json:"players"`
					Rule    struct {
						Lines string `json:"lines"`
					} `json:"rule"`
				} `json:"rows"`
			} `json:"player_groups"`
		} `json:"sets"`
	}
	r := e.do(t, "GET", "/api/v1/schedules?set=HOLDEM-1", e.boss, nil)
	r.json(t, &out)
	if r.status != 200 || len(out.Sets) != 1 {
		t.Fatalf("%d %s", r.status, r.body)
	}
	var found bool
	for _, g := range out.Sets[0].Groups {
		if g.Setting != "HOLDEM-1/by-players:9,26,48,57,77,81" {
			continue
		}
		found = true
		if g.Fees["dtf1"] != "1.00" || g.Fees["dtf2"] != "2.00" || g.Fees["dtf3"] != "1.00" || len(g.Rows) != 6 ||
			g.Rows[4].Option != "77" || g.Rows[4].Players != "4 or less" || g.Rows[4].Rule.Lines != "7044" {
			t.Errorf("the $1 / $2 / $1 group: %+v", g)
		}
	}
	if !found {
		t.Errorf("HOLDEM-1's $1 / $2 / $1 group is not listed: %d groups", len(out.Sets[0].Groups))
	}
}
