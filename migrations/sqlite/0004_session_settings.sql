-- 0004: a table session keeps the settings the table opened with (see the
-- PostgreSQL migration of the same number).
ALTER TABLE table_sessions ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
