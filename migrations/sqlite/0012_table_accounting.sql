-- 0012: table-games accounting (see the PostgreSQL migration of the same
-- number): the cage role, the property's accounting settings, dealers on
-- hands and sessions, chip inventories, fills and credits with their
-- verifications and voids, meter readings, and what a sign-off passed over.
--
-- SQLite cannot change a table's CHECK constraint with ALTER TABLE, and
-- users cannot be rebuilt without turning foreign keys off, which cannot be
-- done inside the migration's transaction. The CHECK is therefore widened
-- in the schema's text, as SQLite documents for a change that makes no
-- stored row invalid (https://sqlite.org/lang_altertable.html, "Making
-- Other Kinds Of Table Schema Changes"); RESET reloads the schema. The
-- tables created below change the schema cookie, so other connections
-- reload it too.

PRAGMA writable_schema = ON;
UPDATE sqlite_schema
SET sql = replace(sql, '(role IN (''pit_boss'', ''compliance'', ''count'', ''admin''))',
                       '(role IN (''pit_boss'', ''compliance'', ''count'', ''cage'', ''admin''))')
WHERE type = 'table' AND name = 'users';
PRAGMA writable_schema = RESET;

ALTER TABLE properties ADD COLUMN win_formula TEXT NOT NULL DEFAULT 'drop + closer + credits - opener - fills';
ALTER TABLE properties ADD COLUMN variance_rule TEXT NOT NULL DEFAULT 'confidence_interval'
    CHECK (variance_rule IN ('confidence_interval', 'base_points'));
ALTER TABLE properties ADD COLUMN variance_confidence INTEGER NOT NULL DEFAULT 9500
    CHECK (variance_confidence > 0 AND variance_confidence < 10000);
ALTER TABLE properties ADD COLUMN variance_points INTEGER NOT NULL DEFAULT 300 CHECK (variance_points > 0);
ALTER TABLE properties ADD COLUMN adjustment_threshold INTEGER NOT NULL DEFAULT 200000 CHECK (adjustment_threshold >= 0);
ALTER TABLE properties ADD COLUMN currency_symbol TEXT NOT NULL DEFAULT '$';

ALTER TABLE hands ADD COLUMN dealer_id TEXT;
ALTER TABLE table_sessions ADD COLUMN dealer_id TEXT;
-- The dealer error report finds the session open when a hand was dealt.
CREATE INDEX table_sessions_by_table ON table_sessions (table_id, opened_at);

ALTER TABLE day_signoffs ADD COLUMN outstanding TEXT NOT NULL DEFAULT '';
ALTER TABLE day_signoffs ADD COLUMN override_reason TEXT NOT NULL DEFAULT '';

CREATE TABLE table_inventories (
    id         INTEGER PRIMARY KEY,
    table_id   TEXT NOT NULL REFERENCES game_tables (id),
    gaming_day DATE NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('opener', 'closer')),
    amount     INTEGER NOT NULL CHECK (amount >= 0),
    chips      TEXT NOT NULL,
    entered_by INTEGER NOT NULL REFERENCES users (id),
    entered_at DATETIME NOT NULL,
    note       TEXT NOT NULL DEFAULT ''
);
CREATE INDEX table_inventories_by_day ON table_inventories (gaming_day, table_id, kind, id);
CREATE INDEX table_inventories_by_table ON table_inventories (table_id, kind, gaming_day);

CREATE TABLE cage_slips (
    id           INTEGER PRIMARY KEY,
    kind         TEXT NOT NULL CHECK (kind IN ('fill', 'credit')),
    table_id     TEXT NOT NULL REFERENCES game_tables (id),
    gaming_day   DATE NOT NULL,
    amount       INTEGER NOT NULL CHECK (amount > 0),
    chips        TEXT NOT NULL,
    requested_by INTEGER NOT NULL REFERENCES users (id),
    requested_at DATETIME NOT NULL,
    note         TEXT NOT NULL DEFAULT '',
    late         BOOLEAN NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX cage_slips_id_requested_by ON cage_slips (id, requested_by);
CREATE INDEX cage_slips_by_day ON cage_slips (gaming_day, table_id);

CREATE TABLE cage_slip_verifications (
    id           INTEGER PRIMARY KEY,
    slip_id      INTEGER NOT NULL UNIQUE,
    requested_by INTEGER NOT NULL,
    verified_by  INTEGER NOT NULL REFERENCES users (id),
    verified_at  DATETIME NOT NULL,
    FOREIGN KEY (slip_id, requested_by) REFERENCES cage_slips (id, requested_by),
    CHECK (verified_by <> requested_by)
);

CREATE TABLE cage_slip_voids (
    id        INTEGER PRIMARY KEY,
    slip_id   INTEGER NOT NULL UNIQUE REFERENCES cage_slips (id),
    voided_by INTEGER NOT NULL REFERENCES users (id),
    voided_at DATETIME NOT NULL,
    reason    TEXT NOT NULL CHECK (length(trim(reason)) > 0)
);

CREATE TABLE meter_readings (
    id         INTEGER PRIMARY KEY,
    pool_id    TEXT NOT NULL REFERENCES progressive_pools (id),
    read_at    DATETIME NOT NULL,
    gaming_day DATE NOT NULL,
    amount     INTEGER NOT NULL CHECK (amount >= 0),
    read_by    INTEGER NOT NULL REFERENCES users (id),
    entered_at DATETIME NOT NULL,
    note       TEXT NOT NULL DEFAULT ''
);
CREATE INDEX meter_readings_by_day ON meter_readings (gaming_day, pool_id);

-- The exact outcome distribution of a bet under a table's settings, as the
-- engine enumerates it (rules.Enumerator): the house's mean and mean square
-- result per unit staked, as exact fractions. The statistical report reads
-- them; the nightly job computes those missing for the settings played.
CREATE TABLE wager_distributions (
    id            INTEGER PRIMARY KEY,
    game          TEXT NOT NULL,
    settings      TEXT NOT NULL,
    bet           TEXT NOT NULL,
    mean          TEXT NOT NULL,
    second_moment TEXT NOT NULL,
    deals         TEXT NOT NULL,
    lines         INTEGER NOT NULL,
    meter         BOOLEAN NOT NULL DEFAULT 0,
    computed_at   DATETIME NOT NULL,
    UNIQUE (game, settings, bet)
);

CREATE TRIGGER table_inventories_no_update BEFORE UPDATE ON table_inventories BEGIN SELECT RAISE(ABORT, 'table_inventories rows are append-only'); END;
CREATE TRIGGER table_inventories_no_delete BEFORE DELETE ON table_inventories BEGIN SELECT RAISE(ABORT, 'table_inventories rows are append-only'); END;
CREATE TRIGGER cage_slips_no_update BEFORE UPDATE ON cage_slips BEGIN SELECT RAISE(ABORT, 'cage_slips rows are append-only'); END;
CREATE TRIGGER cage_slips_no_delete BEFORE DELETE ON cage_slips BEGIN SELECT RAISE(ABORT, 'cage_slips rows are append-only'); END;
CREATE TRIGGER cage_slip_verifications_no_update BEFORE UPDATE ON cage_slip_verifications BEGIN SELECT RAISE(ABORT, 'cage_slip_verifications rows are append-only'); END;
CREATE TRIGGER cage_slip_verifications_no_delete BEFORE DELETE ON cage_slip_verifications BEGIN SELECT RAISE(ABORT, 'cage_slip_verifications rows are append-only'); END;
CREATE TRIGGER cage_slip_voids_no_update BEFORE UPDATE ON cage_slip_voids BEGIN SELECT RAISE(ABORT, 'cage_slip_voids rows are append-only'); END;
CREATE TRIGGER cage_slip_voids_no_delete BEFORE DELETE ON cage_slip_voids BEGIN SELECT RAISE(ABORT, 'cage_slip_voids rows are append-only'); END;
CREATE TRIGGER meter_readings_no_update BEFORE UPDATE ON meter_readings BEGIN SELECT RAISE(ABORT, 'meter_readings rows are append-only'); END;
CREATE TRIGGER wager_distributions_no_update BEFORE UPDATE ON wager_distributions BEGIN SELECT RAISE(ABORT, 'wager_distributions rows are append-only'); END;
CREATE TRIGGER wager_distributions_no_delete BEFORE DELETE ON wager_distributions BEGIN SELECT RAISE(ABORT, 'wager_distributions rows are append-only'); END;
CREATE TRIGGER meter_readings_no_delete BEFORE DELETE ON meter_readings BEGIN SELECT RAISE(ABORT, 'meter_readings rows are append-only'); END;
