-- 0020: the table figures of a month book (docs/architecture.md, "Month
-- books"): a table's figures of a month summed from the same day-book
-- revisions as its wagers, so that the statistical and monthly reports
-- read one row a table for each earlier month of the year rather than one
-- a table and day.
--
-- The opener and closer a table's win takes depend on the closer rolled in
-- from before the month, which a later count before the month may change.
-- The sums here are those of no closer rolled in; the rolled_* columns say
-- what a rolled-in closer changes (the days that would take it as their
-- opener, and of those the ones with no closer counted and the closer of
-- the one that had one), and last_closer what the month rolls out.
-- Derived, never a record; rows are only ever added. A month book written
-- before this migration has no row here and is not used again: the next
-- close writes one that has.

CREATE TABLE day_book_month_tables (
    month_id         BIGINT PRIMARY KEY REFERENCES day_book_months (id),
    hands            BIGINT NOT NULL,
    wagered          BIGINT NOT NULL,
    engine_win       BIGINT NOT NULL,
    declared_win     BIGINT NOT NULL,
    fees             BIGINT NOT NULL,
    expected_fees    BIGINT NOT NULL,
    adjustments      BIGINT NOT NULL,
    drop_amount      BIGINT NOT NULL,
    counts           BIGINT NOT NULL,
    fills            BIGINT NOT NULL,
    credits          BIGINT NOT NULL,
    unverified       BIGINT NOT NULL,
    voided           BIGINT NOT NULL,
    opener           BIGINT NOT NULL,
    openers          BIGINT NOT NULL,
    closer           BIGINT NOT NULL,
    closers          BIGINT NOT NULL,
    rolled_days      BIGINT NOT NULL,
    rolled_uncounted BIGINT NOT NULL,
    rolled_closer    BIGINT NOT NULL,
    last_closer      BIGINT
);

CREATE TRIGGER day_book_month_tables_append_only BEFORE UPDATE OR DELETE ON day_book_month_tables
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER day_book_month_tables_no_truncate BEFORE TRUNCATE ON day_book_month_tables
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

-- A year book: a month book whose wagers are those of every month of its
-- year up to and including its own (span_from, the year's first day),
-- summed from the year's month books; named, like a month book, by the
-- count and the sum of the ids of the day-book revisions under it. A
-- month book's span_from is NULL.
ALTER TABLE day_book_months ADD COLUMN span_from DATE;
