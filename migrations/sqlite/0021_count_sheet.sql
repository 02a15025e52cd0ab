-- 0021: the count sheet: what the box held by denomination, the count team
-- and when the count began and ended (the PostgreSQL file says what each
-- column holds). NULL in counts recorded before it. Rows are only ever added.

ALTER TABLE drop_counts ADD COLUMN denominations TEXT;
ALTER TABLE drop_counts ADD COLUMN team TEXT;
ALTER TABLE drop_counts ADD COLUMN started_at DATETIME;
ALTER TABLE drop_counts ADD COLUMN ended_at DATETIME;
