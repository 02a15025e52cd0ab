-- 0010: corrections, their approvals and the archived report files are
-- append-only (see the PostgreSQL migration of the same number; SQLite has
-- no TRUNCATE: a DELETE without WHERE fires the delete triggers).
--
-- corrections loses approved_by and approved_at, which a table check names,
-- so the table is rebuilt: nothing refers to it yet. The approvals move to
-- their own table first.

CREATE TEMP TABLE approvals_before_0010 AS
SELECT id AS correction_id, entered_by, approved_by, coalesce(approved_at, entered_at) AS approved_at, late
FROM corrections WHERE approved_by IS NOT NULL;

CREATE TABLE corrections_rebuilt (
    id          INTEGER PRIMARY KEY,
    hand_id     INTEGER NOT NULL REFERENCES hands (id),
    finding_id  INTEGER REFERENCES findings (id),
    reason_code TEXT NOT NULL,
    note        TEXT NOT NULL,
    adjustment  INTEGER NOT NULL DEFAULT 0,
    entered_by  INTEGER NOT NULL REFERENCES users (id),
    entered_at  DATETIME NOT NULL,
    late        BOOLEAN NOT NULL DEFAULT 0
);
INSERT INTO corrections_rebuilt (id, hand_id, finding_id, reason_code, note, adjustment, entered_by, entered_at, late)
SELECT id, hand_id, finding_id, reason_code, note, adjustment, entered_by, entered_at, late FROM corrections ORDER BY id;
DROP TABLE corrections;
ALTER TABLE corrections_rebuilt RENAME TO corrections;
CREATE INDEX corrections_by_hand ON corrections (hand_id);
CREATE UNIQUE INDEX corrections_id_entered_by ON corrections (id, entered_by);

CREATE TABLE correction_approvals (
    id            INTEGER PRIMARY KEY,
    correction_id INTEGER NOT NULL UNIQUE,
    entered_by    INTEGER NOT NULL,
    approved_by   INTEGER NOT NULL REFERENCES users (id),
    approved_at   DATETIME NOT NULL,
    late          BOOLEAN NOT NULL DEFAULT 0,
    FOREIGN KEY (correction_id, entered_by) REFERENCES corrections (id, entered_by),
    CHECK (approved_by <> entered_by)
);
INSERT INTO correction_approvals (correction_id, entered_by, approved_by, approved_at, late)
SELECT correction_id, entered_by, approved_by, approved_at, late FROM approvals_before_0010 ORDER BY correction_id;
DROP TABLE approvals_before_0010;

CREATE TRIGGER corrections_no_update BEFORE UPDATE ON corrections BEGIN SELECT RAISE(ABORT, 'corrections rows are append-only'); END;
CREATE TRIGGER corrections_no_delete BEFORE DELETE ON corrections BEGIN SELECT RAISE(ABORT, 'corrections rows are append-only'); END;
CREATE TRIGGER correction_approvals_no_update BEFORE UPDATE ON correction_approvals BEGIN SELECT RAISE(ABORT, 'correction_approvals rows are append-only'); END;
CREATE TRIGGER correction_approvals_no_delete BEFORE DELETE ON correction_approvals BEGIN SELECT RAISE(ABORT, 'correction_approvals rows are append-only'); END;
CREATE TRIGGER report_runs_no_update BEFORE UPDATE ON report_runs BEGIN SELECT RAISE(ABORT, 'report_runs rows are append-only'); END;
CREATE TRIGGER report_runs_no_delete BEFORE DELETE ON report_runs BEGIN SELECT RAISE(ABORT, 'report_runs rows are append-only'); END;
