-- 0015: the columns PostgreSQL partitions on (see the PostgreSQL migration
-- of the same number, with ensure_month_partitions). SQLite keeps one file
-- and no partitions; the rows carry the same columns so that the same
-- statements run on both:
-- settlements, findings, corrections and progressive events their hand's
-- gaming day, audit entries the UTC date they were written. The append-only triggers step
-- aside while the columns are filled.

ALTER TABLE settlements ADD COLUMN gaming_day DATE;
ALTER TABLE findings ADD COLUMN gaming_day DATE;
ALTER TABLE corrections ADD COLUMN gaming_day DATE;
ALTER TABLE audit_entries ADD COLUMN written_on DATE;

DROP TRIGGER settlements_no_update;
DROP TRIGGER findings_no_update;
DROP TRIGGER corrections_no_update;
DROP TRIGGER audit_entries_no_update;
UPDATE settlements SET gaming_day = (SELECT h.gaming_day FROM hands h WHERE h.id = settlements.hand_id);
UPDATE findings SET gaming_day = (SELECT h.gaming_day FROM hands h WHERE h.id = findings.hand_id);
UPDATE corrections SET gaming_day = (SELECT h.gaming_day FROM hands h WHERE h.id = corrections.hand_id);
UPDATE audit_entries SET written_on = date(at);
CREATE TRIGGER settlements_no_update BEFORE UPDATE ON settlements BEGIN SELECT RAISE(ABORT, 'settlements rows are append-only'); END;
CREATE TRIGGER findings_no_update BEFORE UPDATE ON findings BEGIN SELECT RAISE(ABORT, 'findings rows are append-only'); END;
CREATE TRIGGER corrections_no_update BEFORE UPDATE ON corrections BEGIN SELECT RAISE(ABORT, 'corrections rows are append-only'); END;
CREATE TRIGGER audit_entries_no_update BEFORE UPDATE ON audit_entries BEGIN SELECT RAISE(ABORT, 'audit_entries rows are append-only'); END;

CREATE INDEX settlements_by_day ON settlements (gaming_day);
CREATE INDEX findings_by_day ON findings (gaming_day);
CREATE INDEX audit_entries_by_written_on ON audit_entries (written_on);

-- progressive_events is rebuilt (SQLite drops a foreign key no other way):
-- it gains its hand's gaming day and loses its foreign key to hands, as on
-- PostgreSQL: a pool's events are its meters' history and outlive the
-- hands of a month archived and dropped.
CREATE TABLE progressive_events_0014 (
    id            INTEGER PRIMARY KEY,
    pool_id       TEXT NOT NULL REFERENCES progressive_pools (id),
    seq           INTEGER NOT NULL,
    kind          TEXT NOT NULL,
    at            DATETIME NOT NULL,
    gaming_day    DATE NOT NULL,
    main          INTEGER NOT NULL DEFAULT 0,
    reserve       INTEGER NOT NULL DEFAULT 0,
    pending       INTEGER NOT NULL DEFAULT 0,
    main_after    INTEGER NOT NULL,
    reserve_after INTEGER NOT NULL,
    pending_after INTEGER NOT NULL,
    carry_after   INTEGER NOT NULL,
    hand_id       INTEGER,
    table_id      TEXT,
    seat          INTEGER NOT NULL DEFAULT 0,
    line          TEXT NOT NULL DEFAULT '',
    percent       INTEGER NOT NULL DEFAULT 0,
    ref_seq       INTEGER NOT NULL DEFAULT 0,
    requested     INTEGER NOT NULL DEFAULT 0,
    reason        TEXT NOT NULL DEFAULT '',
    actor         TEXT NOT NULL,
    approver      TEXT NOT NULL DEFAULT '',
    hand_day      DATE,
    UNIQUE (pool_id, seq),
    CHECK ((hand_id IS NULL) = (hand_day IS NULL))
);
INSERT INTO progressive_events_0014
SELECT e.id, e.pool_id, e.seq, e.kind, e.at, e.gaming_day, e.main, e.reserve, e.pending, e.main_after, e.reserve_after,
       e.pending_after, e.carry_after, e.hand_id, e.table_id, e.seat, e.line, e.percent, e.ref_seq, e.requested, e.reason,
       e.actor, e.approver, (SELECT h.gaming_day FROM hands h WHERE h.id = e.hand_id)
FROM progressive_events e ORDER BY e.id;
DROP TABLE progressive_events;
ALTER TABLE progressive_events_0014 RENAME TO progressive_events;
CREATE INDEX progressive_events_by_day ON progressive_events (pool_id, gaming_day);
CREATE TRIGGER progressive_events_no_update BEFORE UPDATE ON progressive_events BEGIN SELECT RAISE(ABORT, 'progressive_events rows are append-only'); END;
CREATE TRIGGER progressive_events_no_delete BEFORE DELETE ON progressive_events BEGIN SELECT RAISE(ABORT, 'progressive_events rows are append-only'); END;
CREATE TRIGGER progressive_events_day_changes AFTER INSERT ON progressive_events
WHEN EXISTS (SELECT 1 FROM day_closes c WHERE c.gaming_day = NEW.gaming_day)
BEGIN
    INSERT INTO day_changes (kind, subject, gaming_day, cause, at) VALUES ('pool', NEW.pool_id, NEW.gaming_day, 'progressive_event', strftime('%Y-%m-%d %H:%M:%f+00:00', 'now'));
END;
