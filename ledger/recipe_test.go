package ledger_test

import (
	"context"
	"encoding/json"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/models"
)

// TestAuditRecipeRecomputesRecordHashes runs the Python of docs/audit.md
// ("Recomputing a record hash yourself") on every row a day's records wrote
// and wants the hash each one's audit entry holds. It needs PostgreSQL,
// psql and python3.
func TestAuditRecipeRecomputesRecordHashes(t *testing.T) {
	raw := os.Getenv("CASINO_TEST_DATABASE_URL")
	if raw == "" {
		t.Skip("the recipe reads PostgreSQL")
	}
	for _, tool := range []string{"psql", "python3"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("no %s", tool)
		}
	}
	doc, err := os.ReadFile("../docs/audit.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)```python\n(.*?)```").FindSubmatch(doc)
	if m == nil {
		t.Fatal("docs/audit.md has no Python recipe")
	}
	script := regexp.MustCompile(`(?m)^print\(.*$`).ReplaceAllString(string(m[1]), "") +
		"\nimport sys\nprint(record_hash(sys.argv[1], sys.argv[2]))\n"
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	sc := newTamperScene(t)
	s := sc.f.store
	var searchPath string
	if err := s.DB().Raw("SHOW search_path").Scan(&searchPath).Error; err != nil {
		t.Fatal(err)
	}
	pw, _ := u.User.Password()
	env := append(os.Environ(), "PGOPTIONS=-c search_path="+searchPath, "PGHOST="+u.Hostname(), "PGPORT="+u.Port(),
		"PGUSER="+u.User.Username(), "PGPASSWORD="+pw, "PGDATABASE="+strings.TrimPrefix(u.Path, "/"))
	entries, err := s.AuditEntries(context.Background(), models.AuditFilter{Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range entries {
		var p struct{ Records []models.RecordRef }
		if err := json.Unmarshal([]byte(e.Payload), &p); err != nil {
			t.Fatal(err)
		}
		for _, r := range p.Records {
			id := r.ID
			if r.Table == "hands" {
				table, number, _ := strings.Cut(r.Key, "/")
				if err := s.DB().Raw("SELECT id FROM hands WHERE table_id = ? AND hand_number = ?", table, number).Scan(&id).Error; err != nil {
					t.Fatal(err)
				}
			}
			cmd := exec.Command("python3", "-c", script, r.Table, strconv.FormatInt(id, 10))
			cmd.Env = env
			out, err := cmd.CombinedOutput()
			if err != nil || strings.TrimSpace(string(out)) != r.Hash {
				t.Errorf("%s %d: the recipe gives %s (%v); its entry holds %s", r.Table, id, out, err, r.Hash)
			}
			n++
		}
	}
	if n < 9 {
		t.Errorf("%d records recomputed; want every record of the scene", n)
	}
}
