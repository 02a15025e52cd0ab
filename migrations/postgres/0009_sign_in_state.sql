-- 0009: sign-in state every replica shares. Web sessions live here instead
-- of in one process's memory (the cookie's token is kept only as its
-- SHA-256); failed sign-ins are counted per user name and per client
-- address, which throttles them and locks a name out; a personal API token
-- may expire.

ALTER TABLE users ADD COLUMN token_expires_at TIMESTAMPTZ;

CREATE TABLE web_sessions (
    token_hash      TEXT PRIMARY KEY,
    csrf_token      TEXT NOT NULL,
    user_id         BIGINT NOT NULL REFERENCES users (id),
    created_at      TIMESTAMPTZ NOT NULL,
    last_seen_at    TIMESTAMPTZ NOT NULL,
    idle_expires_at TIMESTAMPTZ NOT NULL,
    expires_at      TIMESTAMPTZ NOT NULL
);
CREATE INDEX web_sessions_by_user ON web_sessions (user_id);
CREATE INDEX web_sessions_by_idle_expiry ON web_sessions (idle_expires_at);

-- One row per user name (scope 'name', whether or not a user has it) and
-- per client address (scope 'address') with failures since the last
-- success. retry_at is when the next attempt may be checked; locked_at,
-- set on names only, holds until an administrator unlocks the name.
CREATE TABLE sign_in_failures (
    scope           TEXT NOT NULL CHECK (scope IN ('name', 'address')),
    subject         TEXT NOT NULL,
    failures        INTEGER NOT NULL CHECK (failures >= 0),
    last_failure_at TIMESTAMPTZ NOT NULL,
    retry_at        TIMESTAMPTZ,
    locked_at       TIMESTAMPTZ,
    PRIMARY KEY (scope, subject)
);
