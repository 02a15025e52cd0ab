-- 0011: a keyed audit log, and anchors outside its chains (see the
-- PostgreSQL migration of the same number). The entries already written
-- keep hash_kind 'sha256'; casinod names the kind of every entry it writes.

CREATE TABLE audit_keys (
    id           INTEGER PRIMARY KEY CHECK (id = 1),
    fingerprint  TEXT NOT NULL,
    installed_at DATETIME NOT NULL
);

ALTER TABLE audit_entries ADD COLUMN hash_kind TEXT NOT NULL DEFAULT 'sha256' CHECK (hash_kind IN ('sha256', 'hmac'));

CREATE TABLE anchors (
    id       INTEGER PRIMARY KEY,
    seq      INTEGER NOT NULL UNIQUE CHECK (seq > 0),
    kind     TEXT NOT NULL CHECK (kind IN ('seal', 'signoff', 'report')),
    subject  TEXT NOT NULL,
    at       DATETIME NOT NULL,
    prev_mac TEXT NOT NULL,
    mac      TEXT NOT NULL
);

CREATE TABLE anchor_heads (
    anchor_id INTEGER NOT NULL REFERENCES anchors (id),
    chain     TEXT NOT NULL,
    seq       INTEGER NOT NULL,
    hash      TEXT NOT NULL,
    PRIMARY KEY (anchor_id, chain)
);
CREATE INDEX anchor_heads_by_chain ON anchor_heads (chain, seq);

ALTER TABLE day_signoffs ADD COLUMN anchor_id INTEGER REFERENCES anchors (id);
ALTER TABLE report_runs ADD COLUMN anchor_id INTEGER REFERENCES anchors (id);

CREATE TRIGGER audit_keys_no_update BEFORE UPDATE ON audit_keys BEGIN SELECT RAISE(ABORT, 'audit_keys rows are append-only'); END;
CREATE TRIGGER audit_keys_no_delete BEFORE DELETE ON audit_keys BEGIN SELECT RAISE(ABORT, 'audit_keys rows are append-only'); END;
CREATE TRIGGER anchors_no_update BEFORE UPDATE ON anchors BEGIN SELECT RAISE(ABORT, 'anchors rows are append-only'); END;
CREATE TRIGGER anchors_no_delete BEFORE DELETE ON anchors BEGIN SELECT RAISE(ABORT, 'anchors rows are append-only'); END;
CREATE TRIGGER anchor_heads_no_update BEFORE UPDATE ON anchor_heads BEGIN SELECT RAISE(ABORT, 'anchor_heads rows are append-only'); END;
CREATE TRIGGER anchor_heads_no_delete BEFORE DELETE ON anchor_heads BEGIN SELECT RAISE(ABORT, 'anchor_heads rows are append-only'); END;
