-- 0008: on PostgreSQL this migration adds record_hands over typed arrays.
-- SQLite writes hands with statements in the service's own process
-- (models.Store.RecordHands); nothing changes in its schema.
SELECT 1;
