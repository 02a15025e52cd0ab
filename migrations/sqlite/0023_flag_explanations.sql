-- 0023: explanations of the figures a report flags out of line
-- (docs/reports.md, "Explanations of out-of-line figures").
--
-- A flag is named by its property, gaming day, report, line (a table's
-- id, "game:CODE" for a game's line, "property:CODE" for the property's)
-- and kind (win_to_drop_day, win_to_drop_mtd, win_to_drop_ytd). An
-- explanation is written by compliance or an administrator; a later one of
-- the same flag supersedes the one before (supersedes names it) and both
-- are kept. detail is the flag as the report showed it when explained.
CREATE TABLE flag_explanations (
    id          INTEGER PRIMARY KEY,
    property_id INTEGER NOT NULL REFERENCES properties (id),
    gaming_day  DATE NOT NULL,
    report      TEXT NOT NULL,
    table_id    TEXT NOT NULL,
    flag        TEXT NOT NULL,
    explanation TEXT NOT NULL CHECK (length(trim(explanation)) > 0),
    detail      TEXT NOT NULL,
    written_by  TEXT NOT NULL,
    written_at  DATETIME NOT NULL,
    supersedes  INTEGER REFERENCES flag_explanations (id)
);
CREATE INDEX flag_explanations_flag ON flag_explanations (property_id, gaming_day, report, table_id, flag, id);
CREATE UNIQUE INDEX flag_explanations_supersedes ON flag_explanations (supersedes);

CREATE TRIGGER flag_explanations_no_update BEFORE UPDATE ON flag_explanations BEGIN SELECT RAISE(ABORT, 'flag_explanations rows are append-only'); END;
CREATE TRIGGER flag_explanations_no_delete BEFORE DELETE ON flag_explanations BEGIN SELECT RAISE(ABORT, 'flag_explanations rows are append-only'); END;
