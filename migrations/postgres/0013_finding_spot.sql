-- 0013: a finding names the wager it is about exactly: the backline
-- bettor behind the seat (0 for the seated player) and the spot on the
-- layout (a roulette split's numbers "17/20", a Sic Bo total "10", a
-- craps box number "6"; empty where the bet alone places the wager), so
-- that a seat's several wagers on one bet, and a backline bettor's wager
-- beside the seated player's, are told apart by fields. Settlements keep
-- the spot too: the statistical report reads a wager's distribution by its
-- bet and spot (a Place Bet on 4 is not one on 6). record_hands takes
-- both.
--
-- Bets' distributions gain a revision: the rows of 0012 (revision 1) read
-- a stake returned on a losing line (roulette's half returned on zero) as
-- a push, and named roulette's, Sic Bo's and craps' bets by one spot each
-- ("straight 17"), which no settlement matched. They stay, append-only and
-- read by nothing; the reports read and write the revision they compute.

ALTER TABLE findings ADD COLUMN backline INTEGER NOT NULL DEFAULT 0;
ALTER TABLE findings ADD COLUMN spot TEXT NOT NULL DEFAULT '';
ALTER TABLE settlements ADD COLUMN spot TEXT NOT NULL DEFAULT '';

ALTER TABLE wager_distributions ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
ALTER TABLE wager_distributions DROP CONSTRAINT wager_distributions_game_settings_bet_key;
ALTER TABLE wager_distributions ADD CONSTRAINT wager_distributions_game_settings_bet_revision_key
    UNIQUE (game, settings, bet, revision);

-- record_hands takes the settlements' spots and the findings' backline
-- bettors and spots; the form of 0012 is replaced.
DROP FUNCTION record_hands(text[], bigint[], text[], bigint[], text[], timestamptz[], timestamptz[], bigint[], bigint[], text[], text[], text[], text[], text[], bigint[], bigint[], bigint[], bigint[], bigint[], bigint[], bigint[], bigint[], bigint[], text[], int[], int[], int[], text[], bigint[], text[], bigint[], bigint[], bigint[], text[], bigint[], bigint[], bigint[], text[], int[], int[], text[], text[], text[], text[], text[], text[], timestamptz[], text[], text[], text[], text[], text[], text[], bigint[], timestamptz, text[], text[], text[], text[], bigint[], text[], text[]);

CREATE FUNCTION record_hands(
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
BEGIN
    -- 1. Lock each chain and check that it still ends where casinod linked
    -- the new entries to. If another writer appended to it meanwhile,
    -- nothing is written and the error's detail tells casinod every head.
    FOR i IN 1 .. v_entries LOOP
        IF i = 1 OR a_chain[i] IS DISTINCT FROM a_chain[i - 1] THEN
            PERFORM pg_advisory_xact_lock(a_lock[i]);
            SELECT e.seq, e.hash INTO v_seq, v_prev
            FROM audit_entries e WHERE e.chain = a_chain[i] ORDER BY e.seq DESC LIMIT 1;
            IF coalesce(v_seq, 0) <> a_seq[i] - 1 OR coalesce(v_prev, '') <> a_prev[i] THEN
                v_moved := v_moved || jsonb_build_object('chain', a_chain[i], 'seq', coalesce(v_seq, 0),
                                                         'hash', coalesce(v_prev, ''));
            END IF;
        ELSIF a_seq[i] <> a_seq[i - 1] + 1 OR a_prev[i] <> a_hash[i - 1] THEN
            RAISE EXCEPTION 'audit entry % is not linked to the entry before it', i;
        END IF;
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
              expected_fees, player_dealer_win, expected_player_dealer_win, dealer_id)
    ON CONFLICT ON CONSTRAINT hands_table_id_hand_number_key DO NOTHING;
    GET DIAGNOSTICS v_rows = ROW_COUNT;
    IF v_rows < v_hands THEN
        RAISE EXCEPTION 'a hand key is already recorded' USING ERRCODE = 'CA002';
    END IF;

    -- 4. Settlements and findings, in the order given.
    INSERT INTO settlements (hand_id, seat, backline, bet, amount, declared_result, declared_payout,
                             declared_commission, declared_returned, expected_result, expected_payout,
                             expected_commission, expected_returned, rule, spot)
    SELECT v_ids[u.hand], u.seat, u.backline, u.bet, u.amount, u.declared_result, u.declared_payout,
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
        INSERT INTO findings (id, hand_id, seat, bet, field, declared, expected, rule, message, created_at, backline, spot)
        SELECT v_fids[u.n], v_ids[u.hand], u.seat, u.bet, u.field, u.declared, u.expected, u.rule, u.message, u.created_at,
               u.backline, u.spot
        FROM unnest(f_hand, f_seat, f_bet, f_field, f_declared, f_expected, f_rule, f_message, f_created_at,
                    f_backline, f_spot) WITH ORDINALITY
             AS u(hand, seat, bet, field, declared, expected, rule, message, created_at, backline, spot, n)
        ORDER BY u.n;
    END IF;

    -- 5. The audit entries checked in step 1.
    INSERT INTO audit_entries (chain, seq, at, actor, action, subject, payload, prev_hash, hash, hash_kind)
    SELECT u.chain, u.seq, a_at, u.actor, u.action, u.subject, u.payload, u.prev_hash, u.hash, 'hmac'
    FROM unnest(a_chain, a_seq, a_actor, a_action, a_subject, a_payload, a_prev, a_hash) WITH ORDINALITY
         AS u(chain, seq, actor, action, subject, payload, prev_hash, hash, n)
    ORDER BY u.n;

    RETURN QUERY SELECT u.id FROM unnest(v_ids || coalesce(v_fids, '{}'::bigint[])) WITH ORDINALITY AS u(id, n) ORDER BY u.n;
END;
$fn$;
