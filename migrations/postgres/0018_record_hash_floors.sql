-- 0018: rows of the append-only tables carry their content hash in the
-- audit entry that recorded them from now on (docs/audit.md, "Record
-- hashes"). Rows already written have none: each table's last id at this
-- migration is kept, so that verification tells those rows (at or below it)
-- from a row inserted later without an entry.

CREATE TABLE record_hash_floors (
    table_name TEXT PRIMARY KEY,
    last_id    BIGINT NOT NULL
);

INSERT INTO record_hash_floors (table_name, last_id)
SELECT 'hands', coalesce(max(id), 0) FROM hands
UNION ALL SELECT 'corrections', coalesce(max(id), 0) FROM corrections
UNION ALL SELECT 'correction_approvals', coalesce(max(id), 0) FROM correction_approvals
UNION ALL SELECT 'cage_slips', coalesce(max(id), 0) FROM cage_slips
UNION ALL SELECT 'cage_slip_verifications', coalesce(max(id), 0) FROM cage_slip_verifications
UNION ALL SELECT 'cage_slip_voids', coalesce(max(id), 0) FROM cage_slip_voids
UNION ALL SELECT 'table_inventories', coalesce(max(id), 0) FROM table_inventories
UNION ALL SELECT 'drop_counts', coalesce(max(id), 0) FROM drop_counts
UNION ALL SELECT 'day_signoffs', coalesce(max(id), 0) FROM day_signoffs
UNION ALL SELECT 'seat_events', coalesce(max(id), 0) FROM seat_events
UNION ALL SELECT 'timed_collections', coalesce(max(id), 0) FROM timed_collections
UNION ALL SELECT 'progressive_events', coalesce(max(id), 0) FROM progressive_events
UNION ALL SELECT 'meter_readings', coalesce(max(id), 0) FROM meter_readings
UNION ALL SELECT 'report_runs', coalesce(max(id), 0) FROM report_runs;

CREATE TRIGGER record_hash_floors_append_only BEFORE UPDATE OR DELETE ON record_hash_floors
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
