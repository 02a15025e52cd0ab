-- 0016: retention and archives (see the PostgreSQL migration of the same
-- number).

ALTER TABLE properties ADD COLUMN retention_years INTEGER NOT NULL DEFAULT 5
    CHECK (retention_years >= 1 AND retention_years <= 100);

CREATE TABLE archives (
    id              INTEGER PRIMARY KEY,
    property_id     INTEGER NOT NULL REFERENCES properties (id),
    month           TEXT NOT NULL CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]' AND substr(month, 6, 2) BETWEEN '01' AND '12'),
    event           TEXT NOT NULL CHECK (event IN ('exported', 'verified', 'dropped')),
    directory       TEXT NOT NULL,
    manifest_sha256 TEXT NOT NULL CHECK (length(manifest_sha256) = 64 AND manifest_sha256 NOT GLOB '*[^0-9a-f]*'),
    at              DATETIME NOT NULL,
    actor           TEXT NOT NULL,
    detail          TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX archives_by_month ON archives (property_id, month, id);

CREATE TRIGGER archives_no_update BEFORE UPDATE ON archives BEGIN SELECT RAISE(ABORT, 'archives rows are append-only'); END;
CREATE TRIGGER archives_no_delete BEFORE DELETE ON archives BEGIN SELECT RAISE(ABORT, 'archives rows are append-only'); END;
