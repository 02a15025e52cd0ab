-- 0002: on PostgreSQL this migration adds the record_hands function, which
-- writes hands and their audit entries in one round trip. SQLite runs in the
-- service's own process, where round trips cost nothing:
-- models.Store.RecordHands does the same work in several statements. Nothing
-- changes in the SQLite schema.
SELECT 1;
