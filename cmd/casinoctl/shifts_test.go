package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tablegames/casino/models/modeltest"
)

// property set --shifts: the setting printed as kept, a refusal naming
// the flag, and back to one shift.
func TestPropertySetShifts(t *testing.T) {
	ctx := context.Background()
	db := "sqlite:" + filepath.Join(t.TempDir(), "c.db")
	key := modeltest.KeyFile(t)
	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append(args, "--database", db, "--audit-key", key), strings.NewReader(""), &out)
		return out.String(), err
	}
	if out, err := do("property", "set", "--shifts", "day 06:00,swing 14:00,  grave 22:00"); err != nil ||
		!strings.Contains(out, `"shifts":"day 06:00, swing 14:00, grave 22:00"`) {
		t.Errorf("set: %q %v", out, err)
	}
	_, err := do("property", "set", "--shifts", "day 06:00, grave 22:00, swing 14:00")
	if err == nil || !strings.Contains(err.Error(), "--shifts") || !strings.Contains(err.Error(), `"swing" starts at 14:00, before "grave"`) {
		t.Errorf("out of order: %v", err)
	}
	if _, err := do("property", "set", "--gaming-day-start", "08:00"); err == nil || !strings.Contains(err.Error(), "--shifts") {
		t.Errorf("a gaming-day start the shifts do not begin at: %v", err)
	}
	if out, err := do("property", "set", "--shifts", "default", "--gaming-day-start", "08:00"); err != nil || !strings.Contains(out, `"shifts":"all day 08:00"`) {
		t.Errorf("default: %q %v", out, err)
	}
}
