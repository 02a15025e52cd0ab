-- 0022: the review of a gaming day's final Master Game Report (the
-- PostgreSQL file says what each column holds). A compliance officer other
-- than the one who signed the day off reviews it, once; rows are only ever
-- added.

CREATE TABLE day_reviews (
    id             INTEGER PRIMARY KEY,
    property_id    INTEGER NOT NULL REFERENCES properties (id),
    gaming_day     DATE NOT NULL,
    signoff_id     INTEGER NOT NULL REFERENCES day_signoffs (id),
    final_revision INTEGER NOT NULL CHECK (final_revision > 0),
    reviewed_by    TEXT NOT NULL,
    reviewed_at    DATETIME NOT NULL,
    note           TEXT NOT NULL DEFAULT '',
    UNIQUE (property_id, gaming_day)
);

CREATE TRIGGER day_reviews_no_update BEFORE UPDATE ON day_reviews BEGIN SELECT RAISE(ABORT, 'day_reviews rows are append-only'); END;
CREATE TRIGGER day_reviews_no_delete BEFORE DELETE ON day_reviews BEGIN SELECT RAISE(ABORT, 'day_reviews rows are append-only'); END;
-- The preparer does not review their own report, whoever writes the row.
CREATE TRIGGER day_reviews_not_preparer BEFORE INSERT ON day_reviews
WHEN NEW.reviewed_by = (SELECT signed_by FROM day_signoffs WHERE id = NEW.signoff_id)
BEGIN SELECT RAISE(ABORT, 'day_reviews: the reviewer signed the gaming day off'); END;
