-- 0019: sealed gaming days, periodic anchors and final report revisions
-- (docs/audit.md, "Sealed gaming days" and "Anchors outside the database").
--
-- Two CHECK constraints gain a value: anchors.kind 'periodic' and
-- report_runs.trigger 'final'. SQLite cannot alter a constraint, and
-- rebuilding either table would break the foreign keys that name it, so
-- the constraint's text is edited in the schema, which SQLite documents as
-- safe for a constraint every existing row still meets; RESET reloads it.
PRAGMA writable_schema = ON;
UPDATE sqlite_master SET sql = replace(sql, 'CHECK (kind IN (''seal'', ''signoff'', ''report''))',
    'CHECK (kind IN (''seal'', ''signoff'', ''report'', ''periodic''))')
WHERE type = 'table' AND name = 'anchors';
UPDATE sqlite_master SET sql = replace(sql, 'CHECK (trigger IN (''scheduled'', ''on_demand''))',
    'CHECK (trigger IN (''scheduled'', ''on_demand'', ''final''))')
WHERE type = 'table' AND name = 'report_runs';
PRAGMA writable_schema = RESET;

-- A seal: the Merkle root over a gaming day's records in the canonical
-- order, MAC'd under the audit key and anchored. A day is sealed when it is
-- signed off, and by the nightly close when it is left unsigned; each seal
-- of a day is a new revision. through holds, per table, the last row id
-- the seal took, so that a later row of the day is told from an edit.
CREATE TABLE day_seals (
    id          INTEGER PRIMARY KEY,
    property_id INTEGER NOT NULL REFERENCES properties (id),
    gaming_day  DATE NOT NULL,
    revision    INTEGER NOT NULL CHECK (revision > 0),
    kind        TEXT NOT NULL CHECK (kind IN ('signoff', 'close')),
    sealed_by   TEXT NOT NULL,
    sealed_at   DATETIME NOT NULL,
    records     INTEGER NOT NULL CHECK (records >= 0),
    through     TEXT NOT NULL,
    root        TEXT NOT NULL,
    mac         TEXT NOT NULL,
    anchor_id   INTEGER NOT NULL REFERENCES anchors (id),
    UNIQUE (property_id, gaming_day, revision)
);

CREATE TRIGGER day_seals_no_update BEFORE UPDATE ON day_seals BEGIN SELECT RAISE(ABORT, 'day_seals rows are append-only'); END;
CREATE TRIGGER day_seals_no_delete BEFORE DELETE ON day_seals BEGIN SELECT RAISE(ABORT, 'day_seals rows are append-only'); END;

-- The final Master Game Report names the seal it was written with, and
-- each later one of a changed day is the next revision.
ALTER TABLE report_runs ADD COLUMN seal_id INTEGER REFERENCES day_seals (id);
ALTER TABLE report_runs ADD COLUMN final_revision INTEGER;
CREATE UNIQUE INDEX report_runs_final_once ON report_runs (kind, property_id, gaming_day, format, final_revision) WHERE trigger = 'final';
