-- 0020: the table figures of a month book (the PostgreSQL file says what
-- each column holds and why). Rows are only ever added.

CREATE TABLE day_book_month_tables (
    month_id         INTEGER PRIMARY KEY REFERENCES day_book_months (id),
    hands            INTEGER NOT NULL,
    wagered          INTEGER NOT NULL,
    engine_win       INTEGER NOT NULL,
    declared_win     INTEGER NOT NULL,
    fees             INTEGER NOT NULL,
    expected_fees    INTEGER NOT NULL,
    adjustments      INTEGER NOT NULL,
    drop_amount      INTEGER NOT NULL,
    counts           INTEGER NOT NULL,
    fills            INTEGER NOT NULL,
    credits          INTEGER NOT NULL,
    unverified       INTEGER NOT NULL,
    voided           INTEGER NOT NULL,
    opener           INTEGER NOT NULL,
    openers          INTEGER NOT NULL,
    closer           INTEGER NOT NULL,
    closers          INTEGER NOT NULL,
    rolled_days      INTEGER NOT NULL,
    rolled_uncounted INTEGER NOT NULL,
    rolled_closer    INTEGER NOT NULL,
    last_closer      INTEGER
);

CREATE TRIGGER day_book_month_tables_no_update BEFORE UPDATE ON day_book_month_tables BEGIN SELECT RAISE(ABORT, 'day_book_month_tables rows are append-only'); END;
CREATE TRIGGER day_book_month_tables_no_delete BEFORE DELETE ON day_book_month_tables BEGIN SELECT RAISE(ABORT, 'day_book_month_tables rows are append-only'); END;

-- A year book: a month book whose wagers are those of every month of its
-- year up to and including its own (span_from, the year's first day),
-- summed from the year's month books; named, like a month book, by the
-- count and the sum of the ids of the day-book revisions under it. A
-- month book's span_from is NULL.
ALTER TABLE day_book_months ADD COLUMN span_from DATE;
