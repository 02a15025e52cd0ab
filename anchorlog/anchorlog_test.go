package anchorlog_test

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/anchorlog"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
)

// anchorsOf writes n sign-off anchors (after the seal) and returns every
// anchor of the store as the database holds it.
func anchorsOf(t *testing.T, s *models.Store, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		err := s.InTx(context.Background(), func(ctx context.Context) error {
			if err := s.Audit(ctx, time.Now(), models.AuditEvent{Chain: "table:A", Actor: "test", Action: "test.event", Subject: "x"}); err != nil {
				return err
			}
			_, err := s.WriteAnchor(ctx, time.Now(), models.AnchorKindSignOff, "gaming_day:main/2026-11-21")
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// The file receives every anchor once, survives a restart and a line cut
// short by a crash, and reads back as anchors that verify.
func TestFileSink(t *testing.T) {
	s := modeltest.Open(t)
	path := filepath.Join(t.TempDir(), "sub", "anchors.log")
	sink, err := anchorlog.Open(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	s.SetAnchorSink(sink, func(err error) { t.Error(err) })
	if _, err := s.ExportAnchors(context.Background()); err != nil {
		t.Fatal(err)
	}
	anchorsOf(t, s, 2)
	sink.Close()
	if st, err := os.Stat(path); err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("file mode: %v %v", st.Mode(), err)
	}
	// A crash in the middle of a line: the next start ends it.
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"seq":4,"kind":"sig`)
	f.Close()
	sink, err = anchorlog.Open(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	if sink.Exported() != 3 {
		t.Fatalf("reopened file ends at %d; want 3", sink.Exported())
	}
	s.SetAnchorSink(sink, func(err error) { t.Error(err) })
	anchorsOf(t, s, 1)
	sink.Close()
	if _, err := anchorlog.ReadFile(path); err == nil || !strings.Contains(err.Error(), "line 4") {
		t.Fatalf("the cut line is reported: %v", err)
	}
	b, _ := os.ReadFile(path)
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	clean := strings.Join(append(lines[:3:3], lines[4:]...), "\n")
	got, err := anchorlog.Read(strings.NewReader(clean + "\n" + lines[0] + "\n"))
	if err != nil || len(got) != 4 {
		t.Fatalf("read %d anchors, %v; want 4 (a line repeated is read once)", len(got), err)
	}
	for _, a := range got {
		if !models.AnchorValid(s.Key(), a) {
			t.Errorf("anchor %d read back does not verify", a.Seq)
		}
	}
	if rep, err := s.VerifyAuditOutside(context.Background(), got); err != nil {
		t.Fatalf("verify: %v %+v", err, rep.Outside)
	}
}

// The webhook and syslog targets receive the same lines.
func TestTargets(t *testing.T) {
	var body string
	var auth string
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		body, auth = string(b), r.Header.Get("Authorization")
	}))
	defer srv.Close()
	hook, err := anchorlog.NewWebhook(srv.URL, "t0ken", srv.Client())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := anchorlog.NewWebhook("http://example.com/x", "", nil); err == nil {
		t.Error("a plain http webhook was taken")
	}
	pc, err := net.ListenPacket("udp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer pc.Close()
	sys, err := anchorlog.NewSyslog("udp://" + pc.LocalAddr().String())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := anchorlog.NewSyslog("ftp://x"); err == nil {
		t.Error("an ftp syslog target was taken")
	}
	// A target that fails is reported, and never holds up the caller.
	down, err := anchorlog.NewWebhook("https://127.0.0.1:1/anchors", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	failed := make(chan error, 1)
	bad, _ := anchorlog.Open("", 0, down)
	bad.OnError(func(err error) { failed <- err })
	if err := bad.Append(context.Background(), []models.Anchor{{Seq: 1, At: time.Now()}}); err != nil {
		t.Fatalf("append with a target down: %v", err)
	}
	bad.Close()
	if err := <-failed; !strings.Contains(err.Error(), "webhook") {
		t.Errorf("the failure told: %v", err)
	}
	s := modeltest.Open(t)
	sink, err := anchorlog.Open("", 1, hook, sys)
	if err != nil {
		t.Fatal(err)
	}
	sink.OnError(func(err error) { t.Error(err) })
	s.SetAnchorSink(sink, func(err error) { t.Error(err) })
	anchorsOf(t, s, 1)
	sink.Close() // sends what waits
	if !strings.Contains(body, `"seq":2`) || strings.Contains(body, `{"seq":1,`) || auth != "Bearer t0ken" {
		t.Errorf("webhook got %q (auth %q); want anchor 2 only", body, auth)
	}
	buf := make([]byte, 64<<10)
	pc.SetReadDeadline(time.Now().Add(5 * time.Second))
	n, _, err := pc.ReadFrom(buf)
	if err != nil || !strings.HasPrefix(string(buf[:n]), "<37>1 ") || !strings.Contains(string(buf[:n]), ` casinod `) ||
		!strings.Contains(string(buf[:n]), `"seq":2`) {
		t.Errorf("syslog got %q, %v", buf[:n], err)
	}
}
