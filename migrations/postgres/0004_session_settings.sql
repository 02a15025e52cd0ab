-- 0004: a table session keeps the settings the table opened with (pay
-- tables, commission, deck count: whatever the pit boss chose or kept), so
-- that every session's rules can be read back.
ALTER TABLE table_sessions ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
