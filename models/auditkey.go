package models

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// DefaultAuditKeyPath is where the audit key is kept when no path is
// configured, beside the embedded database's default file.
const DefaultAuditKeyPath = "data/audit.key"

// AuditKey is the secret the audit log's hashes are keyed with
// (HMAC-SHA256). It lives in a file outside the database, so that someone
// who can change the database but cannot read that file cannot write an
// entry or an anchor that verifies. The database records only its
// fingerprint.
type AuditKey struct {
	secret [32]byte
}

// NewAuditKey returns a random key.
func NewAuditKey() (*AuditKey, error) {
	k := &AuditKey{}
	if _, err := rand.Read(k.secret[:]); err != nil {
		return nil, fmt.Errorf("audit key: %w", err)
	}
	return k, nil
}

// ParseAuditKey reads a key file's content: 64 hexadecimal digits.
func ParseAuditKey(text []byte) (*AuditKey, error) {
	b, err := hex.DecodeString(strings.TrimSpace(string(text)))
	if err != nil || len(b) != 32 {
		return nil, errors.New("an audit key file holds 64 hexadecimal digits (32 random bytes)")
	}
	k := &AuditKey{}
	copy(k.secret[:], b)
	return k, nil
}

// text is the key file's content.
func (k *AuditKey) text() []byte { return []byte(hex.EncodeToString(k.secret[:]) + "\n") }

// mac is HMAC-SHA256 under the key over a domain name and parts, each on a
// line of its own, so that a MAC made for one purpose is never valid for
// another.
func (k *AuditKey) mac(domain string, parts ...string) string {
	m := hmac.New(sha256.New, k.secret[:])
	m.Write([]byte(domain))
	for _, p := range parts {
		m.Write([]byte{'\n'})
		m.Write([]byte(p))
	}
	return hex.EncodeToString(m.Sum(nil))
}

// Fingerprint names the key without revealing it.
func (k *AuditKey) Fingerprint() string { return k.mac("casino audit key fingerprint") }

// short is the part of a fingerprint people compare.
func short(fingerprint string) string { return fingerprint[:min(16, len(fingerprint))] }

// Errors of OpenAuditKey and UseAuditKey.
var (
	// ErrWrongAuditKey: the database's audit log was written with another key.
	ErrWrongAuditKey = errors.New("this is not the key the database's audit log was written with")
	// ErrAuditKeyMissing: the database has a key, and the key file is not there.
	ErrAuditKeyMissing = errors.New("the database's audit log is keyed, and its key file is missing")
	// ErrAuditKeyUnrecorded: the database has audit entries but no key
	// record, and the key was not created for it.
	ErrAuditKeyUnrecorded = errors.New("the database has audit entries but no record of an audit key")
	// ErrNoAuditKey: the store was given no key.
	ErrNoAuditKey = errors.New("models: no audit key; open one with Store.OpenAuditKey")
)

// OpenAuditKey reads the audit key from the file at path and makes it the
// store's (UseAuditKey). When the file does not exist and the database has
// no key yet, it creates one: 32 random bytes, mode 0600, its directory
// made 0700 if missing. When the database already has a key it never
// creates a second one: the file must be copied from where the key was made.
func (s *Store) OpenAuditKey(ctx context.Context, path string) error {
	if path == "" {
		path = DefaultAuditKeyPath
	}
	b, err := os.ReadFile(path)
	switch {
	case err == nil:
		return s.useKeyFile(ctx, path, b)
	case !errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("audit key: %w", err)
	}
	installed, err := s.keyFingerprint(ctx)
	if err != nil {
		return err
	}
	if installed != "" {
		return fmt.Errorf("%w: the database records key %s, and there is no file %s; copy the key file from the first replica (or restore it from its backup) to %s, or point --audit-key at it. A second key is never made for a database that has one",
			ErrAuditKeyMissing, short(installed), path, path)
	}
	key, err := NewAuditKey()
	if err != nil {
		return err
	}
	created, err := createKeyFile(path, key)
	if errors.Is(err, fs.ErrExist) {
		// Another process sharing this file system made it first.
		if b, err = os.ReadFile(path); err != nil {
			return fmt.Errorf("audit key: %w", err)
		}
		return s.useKeyFile(ctx, path, b)
	}
	if err != nil {
		return err
	}
	err = s.UseAuditKey(ctx, key, true)
	switch {
	case errors.Is(err, ErrWrongAuditKey):
		// Another replica installed its key first: ours was never used.
		os.Remove(created)
		return fmt.Errorf("%w; another process installed its key while this one started: copy that key file to %s", err, path)
	case errors.Is(err, ErrAuditKeyUnrecorded):
		os.Remove(created)
	}
	return err
}

func (s *Store) useKeyFile(ctx context.Context, path string, content []byte) error {
	if info, err := os.Stat(path); err == nil && info.Mode().Perm()&0o077 != 0 {
		return fmt.Errorf("audit key %s can be read by other users (mode %04o): chmod 600 %s", path, info.Mode().Perm(), path)
	}
	key, err := ParseAuditKey(content)
	if err != nil {
		return fmt.Errorf("audit key %s: %w", path, err)
	}
	if err := s.UseAuditKey(ctx, key, false); err != nil {
		return fmt.Errorf("audit key %s: %w", path, err)
	}
	return nil
}

// createKeyFile writes a new key file, failing with fs.ErrExist if there is
// one already. The key is written to a temporary file first and linked into
// place, so that another process never reads a key file half written. It
// returns the file's path.
func createKeyFile(path string, key *AuditKey) (string, error) {
	dir := filepath.Dir(path)
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return "", fmt.Errorf("audit key directory: %w", err)
		}
	}
	tmp, err := os.CreateTemp(dir, ".audit-key-*") // mode 0600
	if err != nil {
		return "", fmt.Errorf("create audit key: %w", err)
	}
	defer os.Remove(tmp.Name())
	_, err = tmp.Write(key.text())
	if err == nil {
		err = tmp.Chmod(0o600)
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return "", fmt.Errorf("write audit key: %w", err)
	}
	if err := os.Link(tmp.Name(), path); err != nil {
		return "", fmt.Errorf("create audit key: %w", err)
	}
	return path, nil
}

// auditKeyRow is the database's record of its key: the fingerprint only.
type auditKeyRow struct {
	ID          int       `gorm:"column:id;primaryKey"`
	Fingerprint string    `gorm:"column:fingerprint"`
	InstalledAt time.Time `gorm:"column:installed_at"`
}

func (auditKeyRow) TableName() string { return "audit_keys" }

// keyFingerprint returns the fingerprint the database records, or "".
func (s *Store) keyFingerprint(ctx context.Context) (string, error) {
	var rows []auditKeyRow
	if err := s.conn(ctx).Limit(1).Find(&rows).Error; err != nil {
		return "", err
	}
	if len(rows) == 0 {
		return "", nil
	}
	return rows[0].Fingerprint, nil
}

// UseAuditKey makes key the one the store writes and verifies the audit
// log with. When the database records a key, it must be this one (else
// ErrWrongAuditKey). When it records none, the key is installed in one
// transaction: its fingerprint is recorded, and a seal anchors every chain
// as it stands, so that entries hashed before the key existed verify up to
// there and no further. fresh says the key was just made: a key that
// existed before may not be installed on a database that already has audit
// entries (ErrAuditKeyUnrecorded), since its record may have been removed.
// Of two stores installing keys at once, one wins; the other gets
// ErrWrongAuditKey.
func (s *Store) UseAuditKey(ctx context.Context, key *AuditKey, fresh bool) error {
	err := s.installKey(ctx, key, fresh)
	if IsUniqueViolation(err) {
		// Another process recorded its key between our look and our write.
		err = s.installKey(ctx, key, fresh)
	}
	if err != nil {
		return err
	}
	s.key = key
	return nil
}

func (s *Store) installKey(ctx context.Context, key *AuditKey, fresh bool) error {
	return s.InTx(ctx, func(ctx context.Context) error {
		if err := s.Lock(ctx, "audit:key"); err != nil {
			return err
		}
		installed, err := s.keyFingerprint(ctx)
		if err != nil {
			return err
		}
		if installed != "" {
			if installed != key.Fingerprint() {
				return fmt.Errorf("%w: the database records key %s, this key is %s", ErrWrongAuditKey, short(installed), short(key.Fingerprint()))
			}
			return nil
		}
		var keyed, anchors, entries int64
		db := s.conn(ctx)
		if err := db.Raw("SELECT count(*) FROM (SELECT 1 FROM audit_entries WHERE hash_kind <> 'sha256' LIMIT 1) k").Scan(&keyed).Error; err != nil {
			return err
		}
		if err := db.Raw("SELECT count(*) FROM (SELECT 1 FROM anchors LIMIT 1) a").Scan(&anchors).Error; err != nil {
			return err
		}
		if keyed+anchors > 0 {
			return fmt.Errorf("%w: it holds keyed entries or anchors, so the record of its key was removed; find the key file it was written with", ErrAuditKeyUnrecorded)
		}
		if err := db.Raw("SELECT count(*) FROM (SELECT 1 FROM audit_entries LIMIT 1) e").Scan(&entries).Error; err != nil {
			return err
		}
		if !fresh && entries > 0 {
			return fmt.Errorf("%w, and this key file existed before. If the database has never had a key (its log was written by a release without one), let casinod make one: start it with --audit-key naming a file that does not exist yet, then copy that file to every replica. If it had one, its record was removed and its log may have been rewritten: keep the database as it is and do not install a new key on it", ErrAuditKeyUnrecorded)
		}
		now := time.Now().UTC().Truncate(time.Microsecond)
		if err := db.Create(&auditKeyRow{ID: 1, Fingerprint: key.Fingerprint(), InstalledAt: now}).Error; err != nil {
			return err
		}
		seal, err := s.writeAnchor(ctx, key, now, AnchorKindSeal, "audit key "+short(key.Fingerprint()))
		if err != nil {
			return err
		}
		return s.audit(ctx, key, now, AuditEvent{Chain: SystemChain, Actor: "system", Action: "audit.key_installed",
			Subject: "audit_key:" + short(key.Fingerprint()),
			Detail:  map[string]any{"fingerprint": key.Fingerprint(), "seal_anchor_id": seal.ID, "chains_sealed": len(seal.Heads)}})
	})
}

// AuditKeyFingerprint returns the fingerprint of the store's key, or "".
func (s *Store) AuditKeyFingerprint() string {
	if s.key == nil {
		return ""
	}
	return s.key.Fingerprint()
}

// Key returns the store's audit key (nil before one is opened), for
// checking what was written under it elsewhere, such as an archive.
func (s *Store) Key() *AuditKey { return s.key }
