-- 0003: California games (see the PostgreSQL migration of the same number).

ALTER TABLE hands ADD COLUMN expected_fees INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN player_dealer_win INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN expected_player_dealer_win INTEGER NOT NULL DEFAULT 0;
ALTER TABLE settlements ADD COLUMN backline INTEGER NOT NULL DEFAULT 0;
ALTER TABLE settlements ADD COLUMN declared_returned INTEGER NOT NULL DEFAULT 0;
ALTER TABLE settlements ADD COLUMN expected_returned INTEGER NOT NULL DEFAULT 0;
