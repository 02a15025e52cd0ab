-- 0001: the backbone (SQLite form of postgres/0001_initial.sql; keep the
-- two in step). Money is INTEGER cents; JSON is TEXT; times are DATETIME
-- text written by the driver.

CREATE TABLE properties (
    id               INTEGER PRIMARY KEY,
    code             TEXT NOT NULL UNIQUE,
    name             TEXT NOT NULL,
    time_zone        TEXT NOT NULL,
    gaming_day_start TEXT NOT NULL DEFAULT '06:00' CHECK (gaming_day_start GLOB '[0-2][0-9]:[0-5][0-9]'),
    created_at       DATETIME NOT NULL
);

INSERT INTO properties (code, name, time_zone, gaming_day_start, created_at)
VALUES ('main', 'Main property', 'UTC', '06:00', strftime('%Y-%m-%d %H:%M:%f+00:00', 'now'));

CREATE TABLE game_tables (
    id          TEXT PRIMARY KEY,
    property_id INTEGER NOT NULL REFERENCES properties (id),
    game        TEXT NOT NULL,
    min_bet     INTEGER NOT NULL DEFAULT 0 CHECK (min_bet >= 0),
    max_bet     INTEGER NOT NULL DEFAULT 0 CHECK (max_bet >= 0),
    settings    TEXT NOT NULL DEFAULT '{}',
    created_at  DATETIME NOT NULL,
    retired_at  DATETIME
);

CREATE TABLE table_sessions (
    id        INTEGER PRIMARY KEY,
    table_id  TEXT NOT NULL REFERENCES game_tables (id),
    opened_at DATETIME NOT NULL,
    opened_by TEXT NOT NULL,
    closed_at DATETIME,
    closed_by TEXT
);
CREATE UNIQUE INDEX table_sessions_one_open ON table_sessions (table_id) WHERE closed_at IS NULL;

CREATE TABLE stations (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at DATETIME NOT NULL,
    revoked_at DATETIME
);

CREATE TABLE station_tables (
    station_id INTEGER NOT NULL REFERENCES stations (id),
    table_id   TEXT NOT NULL REFERENCES game_tables (id),
    PRIMARY KEY (station_id, table_id)
);

CREATE TABLE users (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    role        TEXT NOT NULL CHECK (role IN ('pit_boss', 'compliance', 'count', 'admin')),
    token_hash  TEXT UNIQUE,
    created_at  DATETIME NOT NULL,
    disabled_at DATETIME
);

CREATE TABLE hands (
    id                  INTEGER PRIMARY KEY,
    table_id            TEXT NOT NULL REFERENCES game_tables (id),
    hand_number         INTEGER NOT NULL CHECK (hand_number > 0),
    game                TEXT NOT NULL,
    property_id         INTEGER NOT NULL REFERENCES properties (id),
    gaming_day          DATE NOT NULL,
    dealt_at            DATETIME NOT NULL,
    received_at         DATETIME NOT NULL,
    station_id          INTEGER REFERENCES stations (id),
    entered_by          INTEGER REFERENCES users (id),
    record              TEXT NOT NULL,
    record_sha256       TEXT NOT NULL,
    settings            TEXT NOT NULL,
    verdict             TEXT NOT NULL CHECK (verdict IN ('verified', 'discrepancy')),
    outcome             TEXT NOT NULL,
    wagered             INTEGER NOT NULL,
    house_win           INTEGER NOT NULL,
    expected_house_win  INTEGER NOT NULL,
    commission          INTEGER NOT NULL,
    expected_commission INTEGER NOT NULL,
    fees                INTEGER NOT NULL,
    UNIQUE (table_id, hand_number)
);
CREATE INDEX hands_by_day ON hands (gaming_day, table_id);

CREATE TABLE settlements (
    id                  INTEGER PRIMARY KEY,
    hand_id             INTEGER NOT NULL REFERENCES hands (id),
    seat                INTEGER NOT NULL,
    bet                 TEXT NOT NULL,
    amount              INTEGER NOT NULL,
    declared_result     TEXT NOT NULL,
    declared_payout     INTEGER NOT NULL,
    declared_commission INTEGER NOT NULL,
    expected_result     TEXT NOT NULL,
    expected_payout     INTEGER NOT NULL,
    expected_commission INTEGER NOT NULL,
    rule                TEXT NOT NULL
);
CREATE INDEX settlements_by_hand ON settlements (hand_id);

CREATE TABLE findings (
    id         INTEGER PRIMARY KEY,
    hand_id    INTEGER NOT NULL REFERENCES hands (id),
    seat       INTEGER NOT NULL,
    bet        TEXT NOT NULL,
    field      TEXT NOT NULL,
    declared   TEXT NOT NULL,
    expected   TEXT NOT NULL,
    rule       TEXT NOT NULL,
    message    TEXT NOT NULL,
    created_at DATETIME NOT NULL
);
CREATE INDEX findings_by_hand ON findings (hand_id);

CREATE TABLE corrections (
    id          INTEGER PRIMARY KEY,
    hand_id     INTEGER NOT NULL REFERENCES hands (id),
    finding_id  INTEGER REFERENCES findings (id),
    reason_code TEXT NOT NULL,
    note        TEXT NOT NULL,
    adjustment  INTEGER NOT NULL DEFAULT 0,
    entered_by  INTEGER NOT NULL REFERENCES users (id),
    entered_at  DATETIME NOT NULL,
    approved_by INTEGER REFERENCES users (id),
    approved_at DATETIME,
    CHECK (approved_by IS NULL OR approved_by <> entered_by)
);
CREATE INDEX corrections_by_hand ON corrections (hand_id);

CREATE TABLE report_runs (
    id           INTEGER PRIMARY KEY,
    kind         TEXT NOT NULL,
    property_id  INTEGER NOT NULL REFERENCES properties (id),
    gaming_day   DATE NOT NULL,
    format       TEXT NOT NULL CHECK (format IN ('xlsx', 'pdf')),
    trigger      TEXT NOT NULL CHECK (trigger IN ('scheduled', 'on_demand')),
    requested_by TEXT NOT NULL,
    created_at   DATETIME NOT NULL,
    file_name    TEXT NOT NULL,
    sha256       TEXT NOT NULL,
    size         INTEGER NOT NULL,
    content      BLOB NOT NULL
);
CREATE UNIQUE INDEX report_runs_scheduled_once ON report_runs (kind, property_id, gaming_day, format) WHERE trigger = 'scheduled';
CREATE INDEX report_runs_by_day ON report_runs (gaming_day, kind);

CREATE TABLE audit_entries (
    id        INTEGER PRIMARY KEY,
    chain     TEXT NOT NULL,
    seq       INTEGER NOT NULL,
    at        DATETIME NOT NULL,
    actor     TEXT NOT NULL,
    action    TEXT NOT NULL,
    subject   TEXT NOT NULL,
    payload   TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash      TEXT NOT NULL,
    UNIQUE (chain, seq)
);
CREATE INDEX audit_entries_by_action ON audit_entries (action, at);

CREATE TRIGGER hands_no_update BEFORE UPDATE ON hands BEGIN SELECT RAISE(ABORT, 'hands rows are append-only'); END;
CREATE TRIGGER hands_no_delete BEFORE DELETE ON hands BEGIN SELECT RAISE(ABORT, 'hands rows are append-only'); END;
CREATE TRIGGER settlements_no_update BEFORE UPDATE ON settlements BEGIN SELECT RAISE(ABORT, 'settlements rows are append-only'); END;
CREATE TRIGGER settlements_no_delete BEFORE DELETE ON settlements BEGIN SELECT RAISE(ABORT, 'settlements rows are append-only'); END;
CREATE TRIGGER findings_no_update BEFORE UPDATE ON findings BEGIN SELECT RAISE(ABORT, 'findings rows are append-only'); END;
CREATE TRIGGER findings_no_delete BEFORE DELETE ON findings BEGIN SELECT RAISE(ABORT, 'findings rows are append-only'); END;
CREATE TRIGGER audit_entries_no_update BEFORE UPDATE ON audit_entries BEGIN SELECT RAISE(ABORT, 'audit_entries rows are append-only'); END;
CREATE TRIGGER audit_entries_no_delete BEFORE DELETE ON audit_entries BEGIN SELECT RAISE(ABORT, 'audit_entries rows are append-only'); END;
