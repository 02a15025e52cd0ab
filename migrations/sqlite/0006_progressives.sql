-- 0006: progressive jackpots (see the PostgreSQL migration of the same number). A pool links progressive wagers of one or many
-- tables; its meters are derived from an append-only event log, never
-- edited: each event records what it changed and the meters after it.

CREATE TABLE progressive_pools (
    id                TEXT PRIMARY KEY,
    name              TEXT NOT NULL,
    seed_amount       INTEGER NOT NULL CHECK (seed_amount >= 0),
    -- contribution rates in hundredths of a percent of each wager
    main_rate         INTEGER NOT NULL CHECK (main_rate >= 0 AND main_rate <= 10000),
    reserve_rate      INTEGER NOT NULL DEFAULT 0 CHECK (reserve_rate >= 0 AND reserve_rate <= 10000),
    cap               INTEGER,
    pending_threshold INTEGER,
    created_at        DATETIME NOT NULL,
    created_by        TEXT NOT NULL,
    closed_at         DATETIME,
    transferred_to    TEXT REFERENCES progressive_pools (id)
);

CREATE TABLE progressive_links (
    pool_id  TEXT NOT NULL REFERENCES progressive_pools (id),
    table_id TEXT NOT NULL REFERENCES game_tables (id),
    bet      TEXT NOT NULL,
    PRIMARY KEY (table_id, bet)
);

CREATE TABLE progressive_events (
    id            INTEGER PRIMARY KEY,
    pool_id       TEXT NOT NULL REFERENCES progressive_pools (id),
    seq           INTEGER NOT NULL,
    kind          TEXT NOT NULL,
    at            DATETIME NOT NULL,
    gaming_day    DATE NOT NULL,
    -- what the event did to each meter, in cents
    main          INTEGER NOT NULL DEFAULT 0,
    reserve       INTEGER NOT NULL DEFAULT 0,
    pending       INTEGER NOT NULL DEFAULT 0,
    -- the meters after it, and the fraction of a cent carried
    main_after    INTEGER NOT NULL,
    reserve_after INTEGER NOT NULL,
    pending_after INTEGER NOT NULL,
    carry_after   INTEGER NOT NULL,
    hand_id       INTEGER REFERENCES hands (id),
    table_id      TEXT,
    seat          INTEGER NOT NULL DEFAULT 0,
    line          TEXT NOT NULL DEFAULT '',
    percent       INTEGER NOT NULL DEFAULT 0,
    ref_seq       INTEGER NOT NULL DEFAULT 0,
    -- an adjustment request's amount, applied when approved
    requested     INTEGER NOT NULL DEFAULT 0,
    reason        TEXT NOT NULL DEFAULT '',
    actor         TEXT NOT NULL,
    approver      TEXT NOT NULL DEFAULT '',
    UNIQUE (pool_id, seq)
);
CREATE INDEX progressive_events_by_day ON progressive_events (pool_id, gaming_day);

CREATE TRIGGER progressive_events_no_update BEFORE UPDATE ON progressive_events BEGIN SELECT RAISE(ABORT, 'progressive_events rows are append-only'); END;
CREATE TRIGGER progressive_events_no_delete BEFORE DELETE ON progressive_events BEGIN SELECT RAISE(ABORT, 'progressive_events rows are append-only'); END;
