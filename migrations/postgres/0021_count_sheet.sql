-- 0021: the count sheet (docs/web.md, "Count sheet"). A drop count keeps
-- what the count team found in the box by denomination, the team that
-- counted it and when the count began and ended, as the MICS ask of a count
-- sheet. Rows are still only ever added: a recount is a new row.
--
-- denominations: the bills and chips found, a JSON list of
--   {"denomination": cents, "count": n}, largest first; they add up to
--   amount.
-- team: the names of the count team's members (at least three, distinct),
--   a JSON list of strings, as they signed the sheet. counted_by stays the
--   user who entered the count.
-- started_at, ended_at: when the count of the box began and ended
--   (ended_at not before started_at).
--
-- Counts recorded before this migration hold NULL in all four. A record
-- hash leaves these columns out while they are NULL (docs/audit.md, "Record
-- hashes"), so the hashes and seals of those rows stay as they were.
ALTER TABLE drop_counts ADD COLUMN denominations TEXT;
ALTER TABLE drop_counts ADD COLUMN team TEXT;
ALTER TABLE drop_counts ADD COLUMN started_at TIMESTAMPTZ;
ALTER TABLE drop_counts ADD COLUMN ended_at TIMESTAMPTZ;
ALTER TABLE drop_counts ADD CONSTRAINT drop_counts_count_times CHECK (ended_at >= started_at);
