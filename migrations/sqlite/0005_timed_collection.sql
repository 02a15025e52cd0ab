-- 0005: timed collection (see the PostgreSQL migration of the same number).

CREATE TABLE seat_events (
    id          INTEGER PRIMARY KEY,
    table_id    TEXT NOT NULL REFERENCES game_tables (id),
    seat        INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 20),
    event       TEXT NOT NULL CHECK (event IN ('sit', 'leave')),
    at          DATETIME NOT NULL,
    recorded_by TEXT NOT NULL,
    recorded_at DATETIME NOT NULL
);
CREATE INDEX seat_events_by_table ON seat_events (table_id, at);

CREATE TABLE timed_collections (
    id          INTEGER PRIMARY KEY,
    table_id    TEXT NOT NULL REFERENCES game_tables (id),
    at          DATETIME NOT NULL,
    seat        INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 20),
    amount      INTEGER NOT NULL CHECK (amount >= 0),
    recorded_by TEXT NOT NULL,
    recorded_at DATETIME NOT NULL,
    UNIQUE (table_id, at, seat)
);

CREATE TRIGGER seat_events_no_update BEFORE UPDATE ON seat_events BEGIN SELECT RAISE(ABORT, 'seat_events rows are append-only'); END;
CREATE TRIGGER seat_events_no_delete BEFORE DELETE ON seat_events BEGIN SELECT RAISE(ABORT, 'seat_events rows are append-only'); END;
CREATE TRIGGER timed_collections_no_update BEFORE UPDATE ON timed_collections BEGIN SELECT RAISE(ABORT, 'timed_collections rows are append-only'); END;
CREATE TRIGGER timed_collections_no_delete BEFORE DELETE ON timed_collections BEGIN SELECT RAISE(ABORT, 'timed_collections rows are append-only'); END;
