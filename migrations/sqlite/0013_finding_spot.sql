-- 0013: a finding names the wager it is about exactly: the backline bettor
-- and the spot on the layout; settlements keep the spot; bets'
-- distributions gain a revision (see the PostgreSQL migration of the same
-- number).
--
-- SQLite cannot drop the UNIQUE constraint of wager_distributions, so the
-- table is built again with the revision in its key, as SQLite documents
-- for such a change (https://sqlite.org/lang_altertable.html, "Making
-- Other Kinds Of Table Schema Changes"): its rows are copied as revision
-- 1, and its append-only triggers, dropped with the old table, are
-- created again.

ALTER TABLE findings ADD COLUMN backline INTEGER NOT NULL DEFAULT 0;
ALTER TABLE findings ADD COLUMN spot TEXT NOT NULL DEFAULT '';
ALTER TABLE settlements ADD COLUMN spot TEXT NOT NULL DEFAULT '';

CREATE TABLE wager_distributions_new (
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
    revision      INTEGER NOT NULL DEFAULT 1,
    UNIQUE (game, settings, bet, revision)
);
INSERT INTO wager_distributions_new (id, game, settings, bet, mean, second_moment, deals, lines, meter, computed_at, revision)
SELECT id, game, settings, bet, mean, second_moment, deals, lines, meter, computed_at, 1 FROM wager_distributions;
DROP TABLE wager_distributions;
ALTER TABLE wager_distributions_new RENAME TO wager_distributions;

CREATE TRIGGER wager_distributions_no_update BEFORE UPDATE ON wager_distributions BEGIN SELECT RAISE(ABORT, 'wager_distributions rows are append-only'); END;
CREATE TRIGGER wager_distributions_no_delete BEFORE DELETE ON wager_distributions BEGIN SELECT RAISE(ABORT, 'wager_distributions rows are append-only'); END;
