-- 0009: web sessions, sign-in failures and token expiry (see the
-- PostgreSQL migration of the same number).

ALTER TABLE users ADD COLUMN token_expires_at DATETIME;

CREATE TABLE web_sessions (
    token_hash      TEXT PRIMARY KEY,
    csrf_token      TEXT NOT NULL,
    user_id         INTEGER NOT NULL REFERENCES users (id),
    created_at      DATETIME NOT NULL,
    last_seen_at    DATETIME NOT NULL,
    idle_expires_at DATETIME NOT NULL,
    expires_at      DATETIME NOT NULL
);
CREATE INDEX web_sessions_by_user ON web_sessions (user_id);
CREATE INDEX web_sessions_by_idle_expiry ON web_sessions (idle_expires_at);

CREATE TABLE sign_in_failures (
    scope           TEXT NOT NULL CHECK (scope IN ('name', 'address')),
    subject         TEXT NOT NULL,
    failures        INTEGER NOT NULL CHECK (failures >= 0),
    last_failure_at DATETIME NOT NULL,
    retry_at        DATETIME,
    locked_at       DATETIME,
    PRIMARY KEY (scope, subject)
);
