-- 0015: hands, settlements and findings partitioned by gaming day, and the
-- audit log by the day its entries were written, one partition a month,
-- so that a month's records can be exported, verified and dropped as a
-- whole once the property's retention has passed (docs/operations.md), and
-- so that what a day's queries read does not grow with history.
--
-- The tables are rebuilt in place: every row is copied with its id, and
-- the audit entries with their hashes, so every audit check still passes.
--
-- A partitioned table's unique keys must include its partition key. The
-- key of a hand (table, hand number) moves to hand_keys, which a trigger
-- fills as each hand is written; a hand whose key is taken is skipped, as
-- ON CONFLICT DO NOTHING skipped it. Settlements, findings and corrections
-- carry their hand's gaming day, and their references to hands and
-- findings name it; progressive events carry it too. An audit entry's partition key is the UTC date it was
-- written (written_on): entries are partitioned by when they were written,
-- not by the day they speak of, so a chain runs through the partitions in
-- order and an archive drops the oldest part of every chain.
--
-- Partitions are named <table>_pYYYYMM. ensure_month_partitions creates
-- those missing for a span of months; casinod calls it at start-up, every
-- night, and before it writes a hand of a month it has not seen.

-- A partition refuses a change in its table's name: the row triggers are
-- cloned to the partitions, whose names the refusal would otherwise give.
CREATE OR REPLACE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION '% rows are append-only',
        coalesce((SELECT p.relname FROM pg_inherits i JOIN pg_class p ON p.oid = i.inhparent WHERE i.inhrelid = TG_RELID),
                 TG_TABLE_NAME);
END;
$$;

CREATE FUNCTION ensure_month_partitions(p_from date, p_to date) RETURNS integer
LANGUAGE plpgsql AS $fn$
DECLARE
    v_month date := date_trunc('month', p_from)::date;
    v_made  integer := 0;
    v_table text;
    v_name  text;
BEGIN
    WHILE v_month <= p_to LOOP
        FOREACH v_table IN ARRAY ARRAY['hands', 'settlements', 'findings', 'audit_entries'] LOOP
            v_name := v_table || '_p' || to_char(v_month, 'YYYYMM');
            IF to_regclass(v_name) IS NULL THEN
                BEGIN
                    EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
                                   v_name, v_table, v_month, (v_month + interval '1 month')::date);
                    -- Row triggers are cloned to every partition; TRUNCATE
                    -- triggers are not, and a partition can be truncated alone.
                    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION refuse_change()',
                                   v_name || '_no_truncate', v_name);
                    v_made := v_made + 1;
                EXCEPTION WHEN duplicate_table THEN
                    NULL; -- another casinod made it meanwhile
                END;
            END IF;
        END LOOP;
        v_month := (v_month + interval '1 month')::date;
    END LOOP;
    RETURN v_made;
END;
$fn$;

-- The old tables step aside; their rows are copied below.
ALTER TABLE hands RENAME TO hands_0013;
ALTER TABLE settlements RENAME TO settlements_0013;
ALTER TABLE findings RENAME TO findings_0013;
ALTER TABLE audit_entries RENAME TO audit_entries_0013;

CREATE TABLE hands (LIKE hands_0013 INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING IDENTITY)
    PARTITION BY RANGE (gaming_day);
CREATE TABLE settlements (LIKE settlements_0013 INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING IDENTITY,
                          gaming_day DATE NOT NULL)
    PARTITION BY RANGE (gaming_day);
CREATE TABLE findings (LIKE findings_0013 INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING IDENTITY,
                       gaming_day DATE NOT NULL)
    PARTITION BY RANGE (gaming_day);
CREATE TABLE audit_entries (LIKE audit_entries_0013 INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING IDENTITY,
                            written_on DATE NOT NULL)
    PARTITION BY RANGE (written_on);

SELECT ensure_month_partitions(
    least((SELECT min(gaming_day) FROM hands_0013), (SELECT min((at AT TIME ZONE 'UTC')::date) FROM audit_entries_0013),
          (now() AT TIME ZONE 'UTC')::date),
    (now() AT TIME ZONE 'UTC')::date + 62);

CREATE TABLE hand_keys (
    table_id    TEXT NOT NULL,
    hand_number BIGINT NOT NULL,
    hand_id     BIGINT NOT NULL,
    gaming_day  DATE NOT NULL,
    PRIMARY KEY (table_id, hand_number)
);

INSERT INTO hand_keys (table_id, hand_number, hand_id, gaming_day)
SELECT table_id, hand_number, id, gaming_day FROM hands_0013;
INSERT INTO hands SELECT * FROM hands_0013;
INSERT INTO settlements SELECT s.*, h.gaming_day FROM settlements_0013 s JOIN hands_0013 h ON h.id = s.hand_id;
INSERT INTO findings SELECT f.*, h.gaming_day FROM findings_0013 f JOIN hands_0013 h ON h.id = f.hand_id;
INSERT INTO audit_entries SELECT e.*, (e.at AT TIME ZONE 'UTC')::date FROM audit_entries_0013 e;

SELECT setval(pg_get_serial_sequence('hands', 'id'), greatest(coalesce((SELECT max(id) FROM hands), 0), 1), (SELECT count(*) > 0 FROM hands));
SELECT setval(pg_get_serial_sequence('settlements', 'id'), greatest(coalesce((SELECT max(id) FROM settlements), 0), 1), (SELECT count(*) > 0 FROM settlements));
SELECT setval(pg_get_serial_sequence('findings', 'id'), greatest(coalesce((SELECT max(id) FROM findings), 0), 1), (SELECT count(*) > 0 FROM findings));
SELECT setval(pg_get_serial_sequence('audit_entries', 'id'), greatest(coalesce((SELECT max(id) FROM audit_entries), 0), 1), (SELECT count(*) > 0 FROM audit_entries));

-- Corrections carry their hand's gaming day, so that they can name it.
ALTER TABLE corrections ADD COLUMN gaming_day DATE;
ALTER TABLE corrections DISABLE TRIGGER corrections_append_only;
UPDATE corrections c SET gaming_day = h.gaming_day FROM hands_0013 h WHERE h.id = c.hand_id;
ALTER TABLE corrections ENABLE TRIGGER corrections_append_only;
ALTER TABLE corrections ALTER COLUMN gaming_day SET NOT NULL;

-- A progressive event names its hand with the hand's gaming day, which is
-- not always the event's (a pending hit is confirmed on a later day).
ALTER TABLE progressive_events ADD COLUMN hand_day DATE;
ALTER TABLE progressive_events DISABLE TRIGGER progressive_events_append_only;
UPDATE progressive_events e SET hand_day = h.gaming_day FROM hands_0013 h WHERE h.id = e.hand_id;
ALTER TABLE progressive_events ENABLE TRIGGER progressive_events_append_only;
ALTER TABLE progressive_events ADD CHECK ((hand_id IS NULL) = (hand_day IS NULL));

DROP TABLE hands_0013, settlements_0013, findings_0013, audit_entries_0013 CASCADE;

ALTER TABLE hands ADD PRIMARY KEY (id, gaming_day);
ALTER TABLE hands ADD FOREIGN KEY (table_id) REFERENCES game_tables (id);
ALTER TABLE hands ADD FOREIGN KEY (property_id) REFERENCES properties (id);
ALTER TABLE hands ADD FOREIGN KEY (station_id) REFERENCES stations (id);
ALTER TABLE hands ADD FOREIGN KEY (entered_by) REFERENCES users (id);
CREATE INDEX hands_by_key ON hands (table_id, hand_number);
CREATE INDEX hands_by_day ON hands (gaming_day, table_id);

ALTER TABLE settlements ADD PRIMARY KEY (id, gaming_day);
ALTER TABLE settlements ADD FOREIGN KEY (hand_id, gaming_day) REFERENCES hands (id, gaming_day);
CREATE INDEX settlements_by_hand ON settlements (hand_id);

ALTER TABLE findings ADD PRIMARY KEY (id, gaming_day);
ALTER TABLE findings ADD FOREIGN KEY (hand_id, gaming_day) REFERENCES hands (id, gaming_day);
CREATE INDEX findings_by_hand ON findings (hand_id);

ALTER TABLE audit_entries ADD PRIMARY KEY (id, written_on);
-- (chain, seq) is unique: a chain is appended only under its lock, after
-- its head is read; the index finds a chain's head in each partition.
CREATE INDEX audit_entries_by_chain ON audit_entries (chain, seq);
CREATE INDEX audit_entries_by_action ON audit_entries (action, at);

ALTER TABLE corrections ADD FOREIGN KEY (hand_id, gaming_day) REFERENCES hands (id, gaming_day);
ALTER TABLE corrections ADD FOREIGN KEY (finding_id, gaming_day) REFERENCES findings (id, gaming_day);
-- Progressive events keep no foreign key to hands: a pool's events are
-- its meters' history and outlive the hands of a month archived and
-- dropped (docs/operations.md). The ledger writes an event and its hand in
-- one transaction; hand_day says which month's archive holds the hand.

-- A hand's key is taken once: the row is skipped when it is, as ON
-- CONFLICT DO NOTHING skipped it.
CREATE FUNCTION take_hand_key() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    INSERT INTO hand_keys (table_id, hand_number, hand_id, gaming_day)
    VALUES (NEW.table_id, NEW.hand_number, NEW.id, NEW.gaming_day)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
        RETURN NULL;
    END IF;
    RETURN NEW;
END;
$fn$;
CREATE TRIGGER hands_take_key BEFORE INSERT ON hands FOR EACH ROW EXECUTE FUNCTION take_hand_key();

CREATE TRIGGER hands_day_changes AFTER INSERT ON hands
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_late_hands();

CREATE TRIGGER hands_append_only BEFORE UPDATE OR DELETE ON hands
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER settlements_append_only BEFORE UPDATE OR DELETE ON settlements
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER findings_append_only BEFORE UPDATE OR DELETE ON findings
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER hand_keys_append_only BEFORE UPDATE OR DELETE ON hand_keys
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER hands_no_truncate BEFORE TRUNCATE ON hands
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
CREATE TRIGGER settlements_no_truncate BEFORE TRUNCATE ON settlements
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
CREATE TRIGGER findings_no_truncate BEFORE TRUNCATE ON findings
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
CREATE TRIGGER hand_keys_no_truncate BEFORE TRUNCATE ON hand_keys
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

-- A correction's change of its day is logged by the day it carries.
CREATE OR REPLACE FUNCTION log_day_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    v_table text;
    v_day   date;
BEGIN
    CASE TG_TABLE_NAME
    WHEN 'corrections' THEN
        SELECT h.table_id, h.gaming_day INTO v_table, v_day FROM hands h
        WHERE h.id = NEW.hand_id AND h.gaming_day = NEW.gaming_day;
    WHEN 'correction_approvals' THEN
        SELECT h.table_id, h.gaming_day INTO v_table, v_day
        FROM corrections c JOIN hands h ON h.id = c.hand_id AND h.gaming_day = c.gaming_day
        WHERE c.id = NEW.correction_id;
    WHEN 'cage_slip_verifications', 'cage_slip_voids' THEN
        SELECT s.table_id, s.gaming_day INTO v_table, v_day FROM cage_slips s WHERE s.id = NEW.slip_id;
    ELSE
        v_table := NEW.table_id;
        v_day := NEW.gaming_day;
    END CASE;
    INSERT INTO day_changes (kind, subject, gaming_day, cause) VALUES ('table', v_table, v_day, TG_TABLE_NAME);
    RETURN NULL;
END;
$$;

-- record_hands writes settlements and findings with their hand's gaming day
-- and audit entries with the day they are written; the hand's key is taken
-- by hands_take_key. Its arguments are those of 0013.
CREATE OR REPLACE FUNCTION record_hands(
    -- hands, one element per hand, in the order of the answer
    h_table_id text[], h_hand_number bigint[], h_game text[], h_property_id bigint[], h_gaming_day text[],
    h_dealt_at timestamptz[], h_received_at timestamptz[], h_station_id bigint[], h_entered_by bigint[],
    h_record text[], h_record_sha256 text[], h_settings text[], h_verdict text[], h_outcome text[],
    h_wagered bigint[], h_house_win bigint[], h_expected_house_win bigint[], h_commission bigint[],
    h_expected_commission bigint[], h_fees bigint[], h_expected_fees bigint[], h_player_dealer_win bigint[],
    h_expected_player_dealer_win bigint[], h_dealer_id text[],
    -- settlements; s_hand is the 1-based index of the hand in h_*
    s_hand int[], s_seat int[], s_backline int[], s_bet text[], s_amount bigint[],
    s_declared_result text[], s_declared_payout bigint[], s_declared_commission bigint[], s_declared_returned bigint[],
    s_expected_result text[], s_expected_payout bigint[], s_expected_commission bigint[], s_expected_returned bigint[],
    s_rule text[], s_spot text[],
    -- findings; f_hand as s_hand
    f_hand int[], f_seat int[], f_bet text[], f_field text[], f_declared text[], f_expected text[], f_rule text[],
    f_message text[], f_created_at timestamptz[], f_backline int[], f_spot text[],
    -- the state each table was verified in, one element per table
    t_id text[], t_game text[], t_settings text[], t_time_zone text[], t_gaming_day_start text[],
    -- audit entries grouped by chain, chains in name order (the order every
    -- writer locks them in); a_lock is the chain's advisory lock key
    a_chain text[], a_lock bigint[], a_at timestamptz, a_actor text[], a_action text[], a_subject text[],
    a_payload text[],
    -- each entry's place in its chain and its keyed hash, as casinod linked
    -- them to the heads it expects: a_seq, the entry before it (a_prev) and
    -- HMAC-SHA256 over them and the payload under the audit key (a_hash)
    a_seq bigint[], a_prev text[], a_hash text[])
-- It returns the new hands' ids in the order given, then the new findings'.
RETURNS TABLE (new_id bigint)
LANGUAGE plpgsql AS $fn$
DECLARE
    v_hands   int := coalesce(array_length(h_table_id, 1), 0);
    v_entries int := coalesce(array_length(a_chain, 1), 0);
    v_ids     bigint[];
    v_fids    bigint[];
    v_rows    bigint;
    v_seq     bigint;
    v_prev    text;
    v_moved   jsonb := '[]';
    v_hand_seq    regclass := pg_get_serial_sequence('hands', 'id')::regclass;
    v_finding_seq regclass := pg_get_serial_sequence('findings', 'id')::regclass;
    v_month   date := date_trunc('month', a_at AT TIME ZONE 'UTC')::date;
    v_head_on date;
    v_on      date;
    v_written date[] := '{}';
BEGIN
    -- 1. Lock each chain and check that it still ends where casinod linked
    -- the new entries to. If another writer appended to it meanwhile,
    -- nothing is written and the error's detail tells casinod every head.
    FOR i IN 1 .. v_entries LOOP
        IF i = 1 OR a_chain[i] IS DISTINCT FROM a_chain[i - 1] THEN
            PERFORM pg_advisory_xact_lock(a_lock[i]);
            -- A chain's head is in the newest partition it has entries in:
            -- this month's, for any table in play.
            SELECT e.seq, e.hash, e.written_on INTO v_seq, v_prev, v_head_on
            FROM audit_entries e WHERE e.chain = a_chain[i] AND e.written_on >= v_month
            ORDER BY e.seq DESC LIMIT 1;
            IF NOT FOUND THEN
                SELECT e.seq, e.hash, e.written_on INTO v_seq, v_prev, v_head_on
                FROM audit_entries e WHERE e.chain = a_chain[i] ORDER BY e.seq DESC LIMIT 1;
            END IF;
            -- An entry is never written on a day before its chain's head,
            -- whatever the clocks of the casinod processes say, so that
            -- each chain runs through the partitions in order.
            v_on := greatest((a_at AT TIME ZONE 'UTC')::date, coalesce(v_head_on, '2000-01-01'::date));
            IF coalesce(v_seq, 0) <> a_seq[i] - 1 OR coalesce(v_prev, '') <> a_prev[i] THEN
                v_moved := v_moved || jsonb_build_object('chain', a_chain[i], 'seq', coalesce(v_seq, 0),
                                                         'hash', coalesce(v_prev, ''));
            END IF;
        ELSIF a_seq[i] <> a_seq[i - 1] + 1 OR a_prev[i] <> a_hash[i - 1] THEN
            RAISE EXCEPTION 'audit entry % is not linked to the entry before it', i;
        END IF;
        v_written := v_written || v_on;
    END LOOP;
    IF jsonb_array_length(v_moved) > 0 THEN
        RAISE EXCEPTION 'an audit chain has new entries' USING ERRCODE = 'CA003', DETAIL = v_moved::text;
    END IF;

    -- 2. Every table must still be as its hands were verified.
    IF EXISTS (
        SELECT 1
        FROM unnest(t_id, t_game, t_settings, t_time_zone, t_gaming_day_start) AS s(id, game, settings, time_zone, gaming_day_start)
        LEFT JOIN game_tables t ON t.id = s.id
        LEFT JOIN properties p ON p.id = t.property_id
        WHERE t.id IS NULL OR t.retired_at IS NOT NULL OR t.game <> s.game OR t.settings <> s.settings
           OR p.time_zone <> s.time_zone OR p.gaming_day_start <> s.gaming_day_start
    ) THEN
        RAISE EXCEPTION 'a table changed while its hands were verified' USING ERRCODE = 'CA001';
    END IF;

    -- 3. The hands, with ids taken in the order given.
    SELECT array_agg(nextval(v_hand_seq) ORDER BY g) INTO v_ids
    FROM generate_series(1, v_hands) AS g;
    INSERT INTO hands (id, table_id, hand_number, game, property_id, gaming_day, dealt_at, received_at,
                       station_id, entered_by, record, record_sha256, settings, verdict, outcome,
                       wagered, house_win, expected_house_win, commission, expected_commission, fees,
                       expected_fees, player_dealer_win, expected_player_dealer_win, dealer_id)
    SELECT u.id, u.table_id, u.hand_number, u.game, u.property_id, u.gaming_day::date, u.dealt_at, u.received_at,
           u.station_id, u.entered_by, u.record, u.record_sha256, u.settings, u.verdict, u.outcome,
           u.wagered, u.house_win, u.expected_house_win, u.commission, u.expected_commission, u.fees,
           u.expected_fees, u.player_dealer_win, u.expected_player_dealer_win, u.dealer_id
    FROM unnest(v_ids, h_table_id, h_hand_number, h_game, h_property_id, h_gaming_day, h_dealt_at, h_received_at,
                h_station_id, h_entered_by, h_record, h_record_sha256, h_settings, h_verdict, h_outcome,
                h_wagered, h_house_win, h_expected_house_win, h_commission, h_expected_commission, h_fees,
                h_expected_fees, h_player_dealer_win, h_expected_player_dealer_win, h_dealer_id)
         AS u(id, table_id, hand_number, game, property_id, gaming_day, dealt_at, received_at,
              station_id, entered_by, record, record_sha256, settings, verdict, outcome,
              wagered, house_win, expected_house_win, commission, expected_commission, fees,
              expected_fees, player_dealer_win, expected_player_dealer_win, dealer_id);
    -- hands_take_key skipped every hand whose key was taken.
    GET DIAGNOSTICS v_rows = ROW_COUNT;
    IF v_rows < v_hands THEN
        RAISE EXCEPTION 'a hand key is already recorded' USING ERRCODE = 'CA002';
    END IF;

    -- 4. Settlements and findings, in the order given.
    INSERT INTO settlements (hand_id, gaming_day, seat, backline, bet, amount, declared_result, declared_payout,
                             declared_commission, declared_returned, expected_result, expected_payout,
                             expected_commission, expected_returned, rule, spot)
    SELECT v_ids[u.hand], h_gaming_day[u.hand]::date, u.seat, u.backline, u.bet, u.amount, u.declared_result, u.declared_payout,
           u.declared_commission, u.declared_returned, u.expected_result, u.expected_payout,
           u.expected_commission, u.expected_returned, u.rule, u.spot
    FROM unnest(s_hand, s_seat, s_backline, s_bet, s_amount, s_declared_result, s_declared_payout,
                s_declared_commission, s_declared_returned, s_expected_result, s_expected_payout,
                s_expected_commission, s_expected_returned, s_rule, s_spot) WITH ORDINALITY
         AS u(hand, seat, backline, bet, amount, declared_result, declared_payout, declared_commission,
              declared_returned, expected_result, expected_payout, expected_commission, expected_returned, rule, spot, n)
    ORDER BY u.n;

    IF coalesce(array_length(f_hand, 1), 0) > 0 THEN
        SELECT array_agg(nextval(v_finding_seq) ORDER BY g) INTO v_fids
        FROM generate_series(1, array_length(f_hand, 1)) AS g;
        INSERT INTO findings (id, hand_id, gaming_day, seat, bet, field, declared, expected, rule, message, created_at, backline, spot)
        SELECT v_fids[u.n], v_ids[u.hand], h_gaming_day[u.hand]::date, u.seat, u.bet, u.field, u.declared, u.expected, u.rule, u.message, u.created_at,
               u.backline, u.spot
        FROM unnest(f_hand, f_seat, f_bet, f_field, f_declared, f_expected, f_rule, f_message, f_created_at,
                    f_backline, f_spot) WITH ORDINALITY
             AS u(hand, seat, bet, field, declared, expected, rule, message, created_at, backline, spot, n)
        ORDER BY u.n;
    END IF;

    -- 5. The audit entries checked in step 1.
    INSERT INTO audit_entries (chain, seq, at, written_on, actor, action, subject, payload, prev_hash, hash, hash_kind)
    SELECT u.chain, u.seq, a_at, v_written[u.n], u.actor, u.action, u.subject, u.payload, u.prev_hash, u.hash, 'hmac'
    FROM unnest(a_chain, a_seq, a_actor, a_action, a_subject, a_payload, a_prev, a_hash) WITH ORDINALITY
         AS u(chain, seq, actor, action, subject, payload, prev_hash, hash, n)
    ORDER BY u.n;

    RETURN QUERY SELECT u.id FROM unnest(v_ids || coalesce(v_fids, '{}'::bigint[])) WITH ORDINALITY AS u(id, n) ORDER BY u.n;
END;
$fn$;
