-- 0007: passwords, gaming-day sign-off, late corrections and drop counts
-- (see the PostgreSQL migration of the same number).

ALTER TABLE users ADD COLUMN password_hash TEXT;

ALTER TABLE corrections ADD COLUMN late BOOLEAN NOT NULL DEFAULT 0;

CREATE TABLE day_signoffs (
    id          INTEGER PRIMARY KEY,
    property_id INTEGER NOT NULL REFERENCES properties (id),
    gaming_day  DATE NOT NULL,
    signed_by   TEXT NOT NULL,
    signed_at   DATETIME NOT NULL,
    note        TEXT NOT NULL DEFAULT '',
    UNIQUE (property_id, gaming_day)
);

CREATE TABLE drop_counts (
    id         INTEGER PRIMARY KEY,
    table_id   TEXT NOT NULL REFERENCES game_tables (id),
    gaming_day DATE NOT NULL,
    amount     INTEGER NOT NULL CHECK (amount >= 0),
    counted_by TEXT NOT NULL,
    counted_at DATETIME NOT NULL,
    note       TEXT NOT NULL DEFAULT ''
);
CREATE INDEX drop_counts_by_day ON drop_counts (gaming_day, table_id, id);

CREATE TRIGGER day_signoffs_no_update BEFORE UPDATE ON day_signoffs BEGIN SELECT RAISE(ABORT, 'day_signoffs rows are append-only'); END;
CREATE TRIGGER day_signoffs_no_delete BEFORE DELETE ON day_signoffs BEGIN SELECT RAISE(ABORT, 'day_signoffs rows are append-only'); END;
CREATE TRIGGER drop_counts_no_update BEFORE UPDATE ON drop_counts BEGIN SELECT RAISE(ABORT, 'drop_counts rows are append-only'); END;
CREATE TRIGGER drop_counts_no_delete BEFORE DELETE ON drop_counts BEGIN SELECT RAISE(ABORT, 'drop_counts rows are append-only'); END;
