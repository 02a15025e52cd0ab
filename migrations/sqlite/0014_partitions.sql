-- 0014: the columns PostgreSQL partitions on (see the PostgreSQL migration
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
ALTER TABLE progressive_events ADD COLUMN hand_day DATE;

DROP TRIGGER settlements_no_update;
DROP TRIGGER findings_no_update;
DROP TRIGGER corrections_no_update;
DROP TRIGGER audit_entries_no_update;
DROP TRIGGER progressive_events_no_update;
UPDATE settlements SET gaming_day = (SELECT h.gaming_day FROM hands h WHERE h.id = settlements.hand_id);
UPDATE findings SET gaming_day = (SELECT h.gaming_day FROM hands h WHERE h.id = findings.hand_id);
UPDATE corrections SET gaming_day = (SELECT h.gaming_day FROM hands h WHERE h.id = corrections.hand_id);
UPDATE audit_entries SET written_on = date(at);
UPDATE progressive_events SET hand_day = (SELECT h.gaming_day FROM hands h WHERE h.id = progressive_events.hand_id)
WHERE hand_id IS NOT NULL;
CREATE TRIGGER settlements_no_update BEFORE UPDATE ON settlements BEGIN SELECT RAISE(ABORT, 'settlements rows are append-only'); END;
CREATE TRIGGER findings_no_update BEFORE UPDATE ON findings BEGIN SELECT RAISE(ABORT, 'findings rows are append-only'); END;
CREATE TRIGGER corrections_no_update BEFORE UPDATE ON corrections BEGIN SELECT RAISE(ABORT, 'corrections rows are append-only'); END;
CREATE TRIGGER audit_entries_no_update BEFORE UPDATE ON audit_entries BEGIN SELECT RAISE(ABORT, 'audit_entries rows are append-only'); END;
CREATE TRIGGER progressive_events_no_update BEFORE UPDATE ON progressive_events BEGIN SELECT RAISE(ABORT, 'progressive_events rows are append-only'); END;

CREATE INDEX settlements_by_day ON settlements (gaming_day);
CREATE INDEX findings_by_day ON findings (gaming_day);
CREATE INDEX audit_entries_by_written_on ON audit_entries (written_on);
