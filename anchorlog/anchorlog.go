// Package anchorlog keeps copies of the audit log's anchors outside the
// database: an append-only file of JSON lines, and optionally a syslog
// server or an HTTPS webhook that receive the same lines. Someone who can
// change the database cannot reach these, so `casinoctl audit verify
// --anchors FILE` names a chain's end cut together with the anchors that
// covered it (docs/audit.md, "Anchors outside the database").
package anchorlog

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/tablegames/casino/models"
)

// Line is one anchor as the outside copy holds it: everything its MAC
// covers, so that the copy is checked with the key alone.
type Line struct {
	Seq     int64              `json:"seq"`
	Kind    string             `json:"kind"`
	Subject string             `json:"subject"`
	At      string             `json:"at"`
	PrevMAC string             `json:"prev_mac"`
	MAC     string             `json:"mac"`
	Heads   []models.ChainHead `json:"heads"`
}

// Encode writes an anchor as one line (with its newline).
func Encode(a models.Anchor) []byte {
	heads := a.Heads
	if heads == nil {
		heads = []models.ChainHead{}
	}
	b, _ := json.Marshal(Line{Seq: a.Seq, Kind: a.Kind, Subject: a.Subject, At: a.At.UTC().Format(time.RFC3339Nano),
		PrevMAC: a.PrevMAC, MAC: a.MAC, Heads: heads})
	return append(b, '\n')
}

// Decode reads one line.
func Decode(b []byte) (models.Anchor, error) {
	var l Line
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&l); err != nil {
		return models.Anchor{}, err
	}
	at, err := time.Parse(time.RFC3339Nano, l.At)
	if err != nil {
		return models.Anchor{}, fmt.Errorf("at: %w", err)
	}
	if l.Seq < 1 {
		return models.Anchor{}, fmt.Errorf("seq %d: anchors are numbered from 1", l.Seq)
	}
	return models.Anchor{Seq: l.Seq, Kind: l.Kind, Subject: l.Subject, At: at, PrevMAC: l.PrevMAC, MAC: l.MAC,
		Heads: l.Heads, Chains: len(l.Heads)}, nil
}

// Read reads an outside copy (several files, such as rotated ones, may be
// concatenated in any order): its anchors by sequence number, each once. A
// line that does not decode, or two different anchors under one number,
// is an error naming the line.
func Read(r io.Reader) ([]models.Anchor, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 256<<20)
	bySeq := map[int64]models.Anchor{}
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		a, err := Decode(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		if prev, ok := bySeq[a.Seq]; ok && prev.MAC != a.MAC {
			return nil, fmt.Errorf("line %d: a second, different anchor %d", n, a.Seq)
		}
		bySeq[a.Seq] = a
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	out := make([]models.Anchor, 0, len(bySeq))
	for _, a := range bySeq {
		out = append(out, a)
	}
	sortBySeq(out)
	return out, nil
}

// ReadFile reads an outside copy from a file.
func ReadFile(path string) ([]models.Anchor, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out, err := Read(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return out, nil
}

func sortBySeq(a []models.Anchor) {
	slices.SortFunc(a, func(x, y models.Anchor) int { return cmp.Compare(x.Seq, y.Seq) })
}

// Target is somewhere beside the file that receives each line: a syslog
// server or a webhook.
type Target interface {
	Send(ctx context.Context, lines [][]byte) error
}

// Sink is the outside copy casinod writes: the file, when one is set, and
// the targets. It implements models.AnchorSink.
type Sink struct {
	path    string
	file    *os.File
	last    int64
	targets []Target
	// The targets are sent to in order by one goroutine, so that a slow
	// or unreachable server never holds up the transaction's caller.
	queue chan [][]byte
	done  chan struct{}
	onErr func(error)
}

// queued is how many batches of lines wait for the targets at most; past
// it a batch is dropped and reported (the file keeps it).
const queued = 1024

// Open opens (or makes, mode 0600) the append-only file at path and reads
// the newest anchor it holds, so that only newer ones are appended. An
// empty path keeps no file: the targets then receive the anchors written
// from start, which is the newest anchor the database holds.
func Open(path string, start int64, targets ...Target) (*Sink, error) {
	s := &Sink{path: path, last: start, targets: targets, onErr: func(error) {}}
	if len(targets) > 0 {
		s.queue, s.done = make(chan [][]byte, queued), make(chan struct{})
		go s.send()
	}
	if path == "" {
		return s, nil
	}
	if dir := filepath.Dir(path); dir != "." {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, err
		}
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		s.Close()
		return nil, err
	}
	last, err := lastSeq(f)
	if err != nil {
		f.Close()
		s.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	s.file, s.last = f, last
	return s, nil
}

// lastSeq reads the sequence number of the file's last complete line. A
// line cut short by a crash is ended with a newline, so that the next
// anchor starts a line of its own; Read then reports it.
func lastSeq(f *os.File) (int64, error) {
	st, err := f.Stat()
	if err != nil || st.Size() == 0 {
		return 0, err
	}
	size := st.Size()
	const window = 1 << 20
	from := max(0, size-window)
	buf := make([]byte, size-from)
	if _, err := f.ReadAt(buf, from); err != nil && !errors.Is(err, io.EOF) {
		return 0, err
	}
	if buf[len(buf)-1] != '\n' {
		if _, err := f.Write([]byte("\n")); err != nil {
			return 0, err
		}
		buf = buf[:bytes.LastIndexByte(buf, '\n')+1]
	}
	lines := bytes.Split(bytes.TrimRight(buf, "\n"), []byte("\n"))
	for i := len(lines) - 1; i >= 0; i-- {
		if from > 0 && i == 0 {
			break // may be the end of a line that began before the window
		}
		if a, err := Decode(lines[i]); err == nil {
			return a.Seq, nil
		}
	}
	if from > 0 {
		return 0, errors.New("no anchor in its last MiB")
	}
	return 0, nil
}

// Path is the file's path ("" when there is none).
func (s *Sink) Path() string { return s.path }

// Exported is the newest anchor the copy holds.
func (s *Sink) Exported() int64 { return s.last }

// OnError sets what is told of a target that failed; call it before the
// first Append.
func (s *Sink) OnError(f func(error)) { s.onErr = f }

// send sends each batch to every target, in order.
func (s *Sink) send() {
	defer close(s.done)
	for lines := range s.queue {
		for _, t := range s.targets {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			if err := t.Send(ctx, lines); err != nil {
				s.onErr(err)
			}
			cancel()
		}
	}
}

// Append writes the anchors to the file and waits for it to reach the
// disk, then queues them for the targets, which receive them in order in
// the background (a failure is passed to OnError's function; the file
// keeps the anchors).
func (s *Sink) Append(ctx context.Context, anchors []models.Anchor) error {
	var lines [][]byte
	var buf []byte
	for _, a := range anchors {
		if a.Seq <= s.last {
			continue
		}
		l := Encode(a)
		lines, buf = append(lines, l), append(buf, l...)
	}
	if len(lines) == 0 {
		return nil
	}
	if s.file != nil {
		if _, err := s.file.Write(buf); err != nil {
			return err
		}
		if err := s.file.Sync(); err != nil {
			return err
		}
	}
	s.last = anchors[len(anchors)-1].Seq
	if s.queue != nil {
		select {
		case s.queue <- lines:
		default:
			s.onErr(fmt.Errorf("anchors %d to %d not sent to syslog or the webhook: %d batches wait already", anchors[0].Seq, s.last, queued))
		}
	}
	return nil
}

// Close sends what waits for the targets and closes the file.
func (s *Sink) Close() error {
	if s.queue != nil {
		close(s.queue)
		<-s.done
		s.queue = nil
	}
	if s.file == nil {
		return nil
	}
	return s.file.Close()
}
