-- 0014: day books (see the PostgreSQL migration of the same number). SQLite
-- triggers run per row: a late hand logs one change per hand, not one per
-- statement, which only makes the log longer.

CREATE TABLE day_closes (
    id          INTEGER PRIMARY KEY,
    property_id INTEGER NOT NULL REFERENCES properties (id),
    gaming_day  DATE NOT NULL,
    -- 'begun' before the first book is written (from then on the triggers
    -- log late hands), 'done' once every table and pool has its book
    stage       TEXT NOT NULL CHECK (stage IN ('begun', 'done')),
    -- the newest revision of any book when the day was done
    book_id     INTEGER,
    at          DATETIME NOT NULL,
    actor       TEXT NOT NULL,
    UNIQUE (property_id, gaming_day, stage)
);

CREATE TABLE day_book_settings (
    id       INTEGER PRIMARY KEY,
    settings TEXT NOT NULL UNIQUE
);

CREATE TABLE day_books (
    id           INTEGER PRIMARY KEY,
    property_id  INTEGER NOT NULL REFERENCES properties (id),
    kind         TEXT NOT NULL CHECK (kind IN ('table', 'pool')),
    subject      TEXT NOT NULL,
    gaming_day   DATE NOT NULL,
    cause        TEXT NOT NULL CHECK (cause IN ('close', 'change', 'rebuild')),
    changes_seen INTEGER NOT NULL CHECK (changes_seen >= 0),
    -- the queued changes it took, by cause, as JSON ({"hand": 3})
    causes       TEXT NOT NULL,
    signoff_id   INTEGER REFERENCES day_signoffs (id),
    written_at   DATETIME NOT NULL,
    written_by   TEXT NOT NULL,
    sha256       TEXT NOT NULL
);
CREATE INDEX day_books_by_day ON day_books (property_id, gaming_day, kind, subject, id);
CREATE INDEX day_books_by_subject ON day_books (kind, subject, gaming_day, id);

-- Each day's latest revision, moved by the writer of the next: the
-- reports' way to it without looking for the greatest id of every day.
CREATE TABLE day_book_latest (
    kind        TEXT NOT NULL,
    subject     TEXT NOT NULL,
    gaming_day  DATE NOT NULL,
    property_id INTEGER NOT NULL REFERENCES properties (id),
    book_id     INTEGER NOT NULL REFERENCES day_books (id),
    PRIMARY KEY (kind, subject, gaming_day)
);
CREATE INDEX day_book_latest_by_day ON day_book_latest (property_id, kind, gaming_day);

CREATE TABLE day_book_tables (
    book_id       INTEGER PRIMARY KEY REFERENCES day_books (id),
    hands         INTEGER NOT NULL,
    wagered       INTEGER NOT NULL,
    engine_win    INTEGER NOT NULL,
    declared_win  INTEGER NOT NULL,
    fees          INTEGER NOT NULL,
    expected_fees INTEGER NOT NULL,
    adjustments   INTEGER NOT NULL,
    drop_amount   INTEGER NOT NULL,
    counts        INTEGER NOT NULL,
    fills         INTEGER NOT NULL,
    credits       INTEGER NOT NULL,
    unverified    INTEGER NOT NULL,
    voided        INTEGER NOT NULL,
    opener        INTEGER NOT NULL,
    openers       INTEGER NOT NULL,
    closer        INTEGER NOT NULL,
    closers       INTEGER NOT NULL
);

CREATE TABLE day_book_wagers (
    book_id     INTEGER NOT NULL REFERENCES day_books (id),
    game        TEXT NOT NULL,
    settings_id INTEGER NOT NULL REFERENCES day_book_settings (id),
    bet         TEXT NOT NULL,
    -- the wager's place on the layout where its bet alone does not say
    spot        TEXT NOT NULL,
    amount      INTEGER NOT NULL,
    -- 1 when the rules settled the wager (won, lost, pushed), 0 when they
    -- left it standing (a craps wager the throw did not decide)
    decided     INTEGER NOT NULL,
    n           INTEGER NOT NULL,
    net         INTEGER NOT NULL,
    PRIMARY KEY (book_id, game, settings_id, bet, spot, amount, decided)
);

CREATE TABLE day_book_dealers (
    book_id       INTEGER NOT NULL REFERENCES day_books (id),
    dealer        TEXT NOT NULL,
    hands         INTEGER NOT NULL,
    discrepant    INTEGER NOT NULL,
    findings      INTEGER NOT NULL,
    open_findings INTEGER NOT NULL,
    payout        INTEGER NOT NULL,
    result        INTEGER NOT NULL,
    commission    INTEGER NOT NULL,
    fees          INTEGER NOT NULL,
    other         INTEGER NOT NULL,
    PRIMARY KEY (book_id, dealer)
);

CREATE TABLE day_book_pools (
    book_id       INTEGER PRIMARY KEY REFERENCES day_books (id),
    events        INTEGER NOT NULL,
    contributions INTEGER NOT NULL,
    hits_paid     INTEGER NOT NULL,
    hits          INTEGER NOT NULL,
    resets        INTEGER NOT NULL,
    adjustments   INTEGER NOT NULL,
    transfers     INTEGER NOT NULL,
    movement      INTEGER NOT NULL,
    pending       INTEGER NOT NULL,
    first_seq     INTEGER NOT NULL,
    last_seq      INTEGER NOT NULL,
    last_after    INTEGER NOT NULL
);

CREATE TABLE day_changes (
    id         INTEGER PRIMARY KEY,
    kind       TEXT NOT NULL CHECK (kind IN ('table', 'pool')),
    subject    TEXT NOT NULL,
    gaming_day DATE NOT NULL,
    cause      TEXT NOT NULL,
    at         DATETIME NOT NULL
);
CREATE INDEX day_changes_by_subject ON day_changes (kind, subject, gaming_day);

CREATE TRIGGER hands_day_changes AFTER INSERT ON hands
WHEN EXISTS (SELECT 1 FROM day_closes c WHERE c.property_id = NEW.property_id AND c.gaming_day = NEW.gaming_day)
BEGIN
    INSERT INTO day_changes (kind, subject, gaming_day, cause, at) VALUES ('table', NEW.table_id, NEW.gaming_day, 'hand', strftime('%Y-%m-%d %H:%M:%f+00:00', 'now'));
END;
CREATE TRIGGER progressive_events_day_changes AFTER INSERT ON progressive_events
WHEN EXISTS (SELECT 1 FROM day_closes c WHERE c.gaming_day = NEW.gaming_day)
BEGIN
    INSERT INTO day_changes (kind, subject, gaming_day, cause, at) VALUES ('pool', NEW.pool_id, NEW.gaming_day, 'progressive_event', strftime('%Y-%m-%d %H:%M:%f+00:00', 'now'));
END;
CREATE TRIGGER corrections_day_changes AFTER INSERT ON corrections BEGIN
    INSERT INTO day_changes (kind, subject, gaming_day, cause, at)
    SELECT 'table', h.table_id, h.gaming_day, 'corrections', strftime('%Y-%m-%d %H:%M:%f+00:00', 'now') FROM hands h WHERE h.id = NEW.hand_id;
END;
CREATE TRIGGER correction_approvals_day_changes AFTER INSERT ON correction_approvals BEGIN
    INSERT INTO day_changes (kind, subject, gaming_day, cause, at)
    SELECT 'table', h.table_id, h.gaming_day, 'correction_approvals', strftime('%Y-%m-%d %H:%M:%f+00:00', 'now')
    FROM corrections c JOIN hands h ON h.id = c.hand_id WHERE c.id = NEW.correction_id;
END;
CREATE TRIGGER cage_slip_verifications_day_changes AFTER INSERT ON cage_slip_verifications BEGIN
    INSERT INTO day_changes (kind, subject, gaming_day, cause, at)
    SELECT 'table', s.table_id, s.gaming_day, 'cage_slip_verifications', strftime('%Y-%m-%d %H:%M:%f+00:00', 'now') FROM cage_slips s WHERE s.id = NEW.slip_id;
END;
CREATE TRIGGER cage_slip_voids_day_changes AFTER INSERT ON cage_slip_voids BEGIN
    INSERT INTO day_changes (kind, subject, gaming_day, cause, at)
    SELECT 'table', s.table_id, s.gaming_day, 'cage_slip_voids', strftime('%Y-%m-%d %H:%M:%f+00:00', 'now') FROM cage_slips s WHERE s.id = NEW.slip_id;
END;
CREATE TRIGGER drop_counts_day_changes AFTER INSERT ON drop_counts BEGIN
    INSERT INTO day_changes (kind, subject, gaming_day, cause, at) VALUES ('table', NEW.table_id, NEW.gaming_day, 'drop_counts', strftime('%Y-%m-%d %H:%M:%f+00:00', 'now'));
END;
CREATE TRIGGER table_inventories_day_changes AFTER INSERT ON table_inventories BEGIN
    INSERT INTO day_changes (kind, subject, gaming_day, cause, at) VALUES ('table', NEW.table_id, NEW.gaming_day, 'table_inventories', strftime('%Y-%m-%d %H:%M:%f+00:00', 'now'));
END;
CREATE TRIGGER cage_slips_day_changes AFTER INSERT ON cage_slips BEGIN
    INSERT INTO day_changes (kind, subject, gaming_day, cause, at) VALUES ('table', NEW.table_id, NEW.gaming_day, 'cage_slips', strftime('%Y-%m-%d %H:%M:%f+00:00', 'now'));
END;
CREATE TRIGGER day_signoffs_day_changes AFTER INSERT ON day_signoffs BEGIN
    INSERT INTO day_changes (kind, subject, gaming_day, cause, at)
    SELECT DISTINCT b.kind, b.subject, b.gaming_day, 'day_signoffs', strftime('%Y-%m-%d %H:%M:%f+00:00', 'now')
    FROM day_books b WHERE b.property_id = NEW.property_id AND b.gaming_day = NEW.gaming_day;
END;

CREATE TRIGGER day_closes_no_update BEFORE UPDATE ON day_closes BEGIN SELECT RAISE(ABORT, 'day_closes rows are append-only'); END;
CREATE TRIGGER day_closes_no_delete BEFORE DELETE ON day_closes BEGIN SELECT RAISE(ABORT, 'day_closes rows are append-only'); END;
CREATE TRIGGER day_book_settings_no_update BEFORE UPDATE ON day_book_settings BEGIN SELECT RAISE(ABORT, 'day_book_settings rows are append-only'); END;
CREATE TRIGGER day_book_settings_no_delete BEFORE DELETE ON day_book_settings BEGIN SELECT RAISE(ABORT, 'day_book_settings rows are append-only'); END;
CREATE TRIGGER day_books_no_update BEFORE UPDATE ON day_books BEGIN SELECT RAISE(ABORT, 'day_books rows are append-only'); END;
CREATE TRIGGER day_books_no_delete BEFORE DELETE ON day_books BEGIN SELECT RAISE(ABORT, 'day_books rows are append-only'); END;
CREATE TRIGGER day_book_tables_no_update BEFORE UPDATE ON day_book_tables BEGIN SELECT RAISE(ABORT, 'day_book_tables rows are append-only'); END;
CREATE TRIGGER day_book_tables_no_delete BEFORE DELETE ON day_book_tables BEGIN SELECT RAISE(ABORT, 'day_book_tables rows are append-only'); END;
CREATE TRIGGER day_book_wagers_no_update BEFORE UPDATE ON day_book_wagers BEGIN SELECT RAISE(ABORT, 'day_book_wagers rows are append-only'); END;
CREATE TRIGGER day_book_wagers_no_delete BEFORE DELETE ON day_book_wagers BEGIN SELECT RAISE(ABORT, 'day_book_wagers rows are append-only'); END;
CREATE TRIGGER day_book_dealers_no_update BEFORE UPDATE ON day_book_dealers BEGIN SELECT RAISE(ABORT, 'day_book_dealers rows are append-only'); END;
CREATE TRIGGER day_book_dealers_no_delete BEFORE DELETE ON day_book_dealers BEGIN SELECT RAISE(ABORT, 'day_book_dealers rows are append-only'); END;
CREATE TRIGGER day_book_pools_no_update BEFORE UPDATE ON day_book_pools BEGIN SELECT RAISE(ABORT, 'day_book_pools rows are append-only'); END;
CREATE TRIGGER day_book_pools_no_delete BEFORE DELETE ON day_book_pools BEGIN SELECT RAISE(ABORT, 'day_book_pools rows are append-only'); END;
