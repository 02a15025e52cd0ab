-- 0013: a finding names the wager it is about exactly: the backline bettor
-- and the spot on the layout; settlements keep the spot (see the
-- PostgreSQL migration of the same number).

ALTER TABLE findings ADD COLUMN backline INTEGER NOT NULL DEFAULT 0;
ALTER TABLE findings ADD COLUMN spot TEXT NOT NULL DEFAULT '';
ALTER TABLE settlements ADD COLUMN spot TEXT NOT NULL DEFAULT '';
