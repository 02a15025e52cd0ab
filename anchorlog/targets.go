package anchorlog

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"
)

// Syslog sends each anchor as one RFC 5424 message (facility auth,
// severity notice, app name casinod, message id "anchor") over UDP, TCP
// (octet-counted framing, RFC 6587) or a Unix socket.
type Syslog struct {
	network, addr string
	host          string
}

// NewSyslog takes a target written udp://HOST:PORT, tcp://HOST:PORT or
// unix:///PATH.
func NewSyslog(target string) (*Syslog, error) {
	u, err := url.Parse(target)
	if err != nil {
		return nil, err
	}
	s := &Syslog{network: u.Scheme, addr: u.Host}
	switch u.Scheme {
	case "udp", "tcp":
		if u.Host == "" {
			return nil, fmt.Errorf("%q names no host:port", target)
		}
	case "unix", "unixgram":
		s.addr = u.Path
	default:
		return nil, fmt.Errorf("%q: the scheme must be udp, tcp or unix", target)
	}
	s.host, _ = os.Hostname()
	if s.host == "" {
		s.host = "-"
	}
	return s, nil
}

// Send sends one message per line.
func (s *Syslog) Send(ctx context.Context, lines [][]byte) error {
	d := net.Dialer{Timeout: 10 * time.Second}
	network := s.network
	if network == "unix" {
		network = "unixgram"
	}
	conn, err := d.DialContext(ctx, network, s.addr)
	if err != nil {
		return fmt.Errorf("syslog %s: %w", s.addr, err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(30 * time.Second))
	for _, l := range lines {
		// <PRI>1 TIMESTAMP HOST APP PROCID MSGID SD MSG; PRI 4*8+5: auth.notice.
		msg := fmt.Sprintf("<37>1 %s %s casinod %d anchor - %s", time.Now().UTC().Format(time.RFC3339Nano), s.host,
			os.Getpid(), bytes.TrimRight(l, "\n"))
		if s.network == "tcp" {
			msg = fmt.Sprintf("%d %s", len(msg), msg)
		}
		if _, err := io.WriteString(conn, msg); err != nil {
			return fmt.Errorf("syslog %s: %w", s.addr, err)
		}
	}
	return nil
}

// Webhook posts the lines (application/x-ndjson, one anchor a line) to an
// HTTPS URL, with an optional bearer token; any answer but 2xx is an error.
type Webhook struct {
	url    string
	token  string
	client *http.Client
}

// NewWebhook takes an https:// URL. client may be nil.
func NewWebhook(rawURL, token string, client *http.Client) (*Webhook, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "https" || u.Host == "" {
		return nil, fmt.Errorf("%q: the webhook must be an https:// URL", rawURL)
	}
	if client == nil {
		client = &http.Client{Timeout: 30 * time.Second}
	}
	return &Webhook{url: rawURL, token: token, client: client}, nil
}

// Send posts the lines in one request.
func (w *Webhook) Send(ctx context.Context, lines [][]byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, w.url, bytes.NewReader(bytes.Join(lines, nil)))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-ndjson")
	if w.token != "" {
		req.Header.Set("Authorization", "Bearer "+w.token)
	}
	resp, err := w.client.Do(req)
	if err != nil {
		return fmt.Errorf("webhook: %w", err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("webhook %s answered %s: %s", w.url, resp.Status, strings.TrimSpace(string(body)))
	}
	return nil
}
