package ledger_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/merkle"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules"
)

// sealedScene is the tampering scene's day signed off, and so sealed.
func sealedScene(t *testing.T) (tamperScene, models.DaySignOff) {
	t.Helper()
	sc := newTamperScene(t)
	ctx := context.Background()
	prop, err := sc.f.store.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	officer := user(t, sc.f, "olga", models.RoleCompliance)
	so, err := sc.f.ledger.SignOff(ctx, officer, prop.ID, "2026-11-21", ledger.SignOffInput{OverrideReason: "sealed for the test"})
	if err != nil {
		t.Fatal(err)
	}
	return sc, so
}

// A sign-off seals the day: the root over its records, under the key and
// anchored; verification recomputes it, and a hand's path leads to it.
func TestSignOffSealsTheDay(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	sc, so := sealedScene(t)
	ctx := context.Background()
	s := sc.f.store
	seal := so.Seal
	// Two hands, two corrections, an approval, two slips, a verification
	// and a count.
	if seal == nil || seal.Revision != 1 || seal.Kind != models.SealKindSignOff || seal.Records != 9 ||
		seal.AnchorID != *so.AnchorID || len(seal.Root) != 64 {
		t.Fatalf("seal %+v", seal)
	}
	rep, err := s.VerifyAudit(ctx)
	if err != nil || rep.Seals.Sealed != 1 || len(rep.Seals.Broken) != 0 {
		t.Fatalf("verify: %v %+v", err, rep.Seals)
	}
	p, err := s.ProveHand(ctx, "BAC-1", 6)
	if err != nil {
		t.Fatal(err)
	}
	root, _ := merkle.ParseHash(seal.Root)
	if err := merkle.Check(merkle.Leaf([]byte(p.LeafData)), p.Path, root); err != nil || p.Root != seal.Root {
		t.Errorf("the hand's path does not lead to the seal's root: %v", err)
	}
	if sum := sha256.Sum256(p.Record); hex.EncodeToString(sum[:]) != p.Leaf.Hash || p.LeafData != "hands\n"+strconv.FormatInt(p.Leaf.ID, 10)+"\n"+p.Leaf.Hash {
		t.Errorf("the record's hash %x is not the leaf's %s", sum, p.Leaf.Hash)
	}
	if _, err := s.ProveHand(ctx, "BAC-1", 999); !errors.Is(err, models.ErrNotFound) {
		t.Errorf("an unknown hand: %v", err)
	}
}

// Each tampering with a sealed day's records is named by its seal too.
func TestTamperingWithASealedDayIsNamed(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	for _, c := range []struct {
		name   string
		tables []string
		query  func(sc tamperScene) (string, []any)
		reason string
	}{
		{"a correction's adjustment raised", []string{"corrections"}, func(sc tamperScene) (string, []any) {
			return "UPDATE corrections SET adjustment = adjustment + ? WHERE id = ?", []any{int64(rules.Dollars(100000)), sc.approved.ID}
		}, "a record was edited"},
		{"a drop count changed", []string{"drop_counts"}, func(sc tamperScene) (string, []any) {
			return "UPDATE drop_counts SET amount = 1 WHERE id = ?", []any{sc.count.ID}
		}, "a record was edited"},
		{"a credit deleted", []string{"cage_slips"}, func(sc tamperScene) (string, []any) {
			return "DELETE FROM cage_slips WHERE id = ?", []any{sc.credit.ID}
		}, "holds 8 of the records it sealed, not 9"},
		{"a hand's verdict flipped", []string{"hands"}, func(sc tamperScene) (string, []any) {
			return "UPDATE hands SET verdict = 'verified' WHERE id = ?", []any{sc.flipped.HandID}
		}, "a record was edited"},
	} {
		t.Run(c.name, func(t *testing.T) {
			sc, so := sealedScene(t)
			s := sc.f.store
			unguard(t, s, c.tables...)
			q, args := c.query(sc)
			if err := s.DB().Exec(q, args...).Error; err != nil {
				t.Fatalf("%s: %v", q, err)
			}
			rep, err := s.VerifyAudit(context.Background())
			if !errors.Is(err, models.ErrAuditBroken) {
				t.Fatalf("verify: %v", err)
			}
			if b := rep.Seals.Broken; len(b) != 1 || b[0].ID != so.Seal.ID || !strings.Contains(b[0].Reason, c.reason) {
				t.Errorf("seals broken %+v; want seal %d, a reason containing %q", b, so.Seal.ID, c.reason)
			}
		})
	}
	// The seal itself edited: its MAC.
	sc, so := sealedScene(t)
	s := sc.f.store
	unguard(t, s, "day_seals")
	if err := s.DB().Exec("UPDATE day_seals SET records = records - 1 WHERE id = ?", so.Seal.ID).Error; err != nil {
		t.Fatal(err)
	}
	rep, _ := s.VerifyAudit(context.Background())
	if b := rep.Seals.Broken; len(b) != 1 || !strings.Contains(b[0].Reason, "its MAC does not match") {
		t.Errorf("an edited seal: %+v", b)
	}
}

// TestProofRecipe runs the Python of docs/audit.md ("A hand's proof") on
// the proof of a sealed hand, and on one with a step changed. It needs
// python3.
func TestProofRecipe(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("no python3")
	}
	doc, err := os.ReadFile("../docs/audit.md")
	if err != nil {
		t.Fatal(err)
	}
	var script string
	for _, m := range regexp.MustCompile("(?s)```python\n(.*?)```").FindAllSubmatch(doc, -1) {
		if strings.Contains(string(m[1]), "leaf_data") {
			script = string(m[1])
		}
	}
	if script == "" {
		t.Fatal("docs/audit.md has no Python check of a hand's proof")
	}
	sc, _ := sealedScene(t)
	p, err := sc.f.store.ProveHand(context.Background(), "BAC-1", 5)
	if err != nil {
		t.Fatal(err)
	}
	run := func(p models.HandProof) string {
		b, _ := json.Marshal(p)
		file := filepath.Join(t.TempDir(), "proof.json")
		if err := os.WriteFile(file, b, 0o600); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command("python3", "-c", script, file).CombinedOutput()
		if err != nil {
			t.Fatalf("python3: %v\n%s", err, out)
		}
		return strings.TrimSpace(string(out))
	}
	if got := run(p); got != "OK" {
		t.Errorf("the recipe says %q of a good proof", got)
	}
	p.Path[0].Hash = strings.Repeat("0", 64)
	if got := run(p); got != "MISMATCH" {
		t.Errorf("the recipe says %q of a proof with a step changed", got)
	}
}
