-- 0003: California games. A player-dealer banks the hand and the house takes
-- collection fees: hands keep the fees the schedule expects and the
-- player-dealer's result; settlements keep the backline bettor and the part
-- of a stake returned uncovered. record_hands writes the new columns.

ALTER TABLE hands ADD COLUMN expected_fees BIGINT NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN player_dealer_win BIGINT NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN expected_player_dealer_win BIGINT NOT NULL DEFAULT 0;
ALTER TABLE settlements ADD COLUMN backline INTEGER NOT NULL DEFAULT 0;
ALTER TABLE settlements ADD COLUMN declared_returned BIGINT NOT NULL DEFAULT 0;
ALTER TABLE settlements ADD COLUMN expected_returned BIGINT NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION record_hands(p_hands jsonb, p_audit jsonb)
RETURNS TABLE (id bigint, table_id text, hand_number bigint)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
    v_want    int := jsonb_array_length(p_hands);
    v_ids     bigint[];
    v_tables  text[];
    v_numbers bigint[];
    v_rows    bigint;
    v_chain  text;
    v_lock   bigint;
    v_seq    bigint;
    v_prev   text;
    v_hash   text;
    v_entry  jsonb;
BEGIN
    IF EXISTS (
        SELECT 1
        FROM jsonb_array_elements(p_hands) AS h(v)
        LEFT JOIN game_tables t ON t.id = h.v->>'table_id'
        LEFT JOIN properties p ON p.id = t.property_id
        WHERE t.id IS NULL OR t.retired_at IS NOT NULL
           OR t.game <> h.v->>'game' OR t.settings <> h.v->>'settings'
           OR p.time_zone <> h.v->>'time_zone' OR p.gaming_day_start <> h.v->>'gaming_day_start'
    ) THEN
        RAISE EXCEPTION 'a table changed while its hands were verified' USING ERRCODE = 'CA001';
    END IF;

    -- One statement writes the hands and, joined to the rows it inserted
    -- (never to the whole hands table), their settlements and findings in
    -- the order given, so their ids follow it.
    WITH src AS (
        SELECT a.v, a.hn FROM jsonb_array_elements(p_hands) WITH ORDINALITY AS a(v, hn)
    ), ins AS (
        INSERT INTO hands (table_id, hand_number, game, property_id, gaming_day, dealt_at, received_at,
                           station_id, entered_by, record, record_sha256, settings, verdict, outcome,
                           wagered, house_win, expected_house_win, commission, expected_commission, fees,
                           expected_fees, player_dealer_win, expected_player_dealer_win)
        SELECT r.table_id, r.hand_number, r.game, r.property_id, r.gaming_day, r.dealt_at, r.received_at,
               r.station_id, r.entered_by, r.record, r.record_sha256, r.settings, r.verdict, r.outcome,
               r.wagered, r.house_win, r.expected_house_win, r.commission, r.expected_commission, r.fees,
               r.expected_fees, r.player_dealer_win, r.expected_player_dealer_win
        FROM src CROSS JOIN LATERAL jsonb_populate_record(NULL::hands, src.v) AS r
        ORDER BY src.hn
        ON CONFLICT ON CONSTRAINT hands_table_id_hand_number_key DO NOTHING
        RETURNING hands.id, hands.table_id, hands.hand_number
    ), pair AS (
        SELECT ins.id, src.v, src.hn FROM ins
        JOIN src ON src.v->>'table_id' = ins.table_id AND (src.v->>'hand_number')::bigint = ins.hand_number
    ), st AS (
        INSERT INTO settlements (hand_id, seat, backline, bet, amount, declared_result, declared_payout, declared_commission,
                                 declared_returned, expected_result, expected_payout, expected_commission,
                                 expected_returned, rule)
        SELECT pair.id, r.seat, r.backline, r.bet, r.amount, r.declared_result, r.declared_payout, r.declared_commission,
               r.declared_returned, r.expected_result, r.expected_payout, r.expected_commission,
               r.expected_returned, r.rule
        FROM pair
        CROSS JOIN LATERAL jsonb_array_elements(pair.v->'settlements') WITH ORDINALITY AS e(v, n)
        CROSS JOIN LATERAL jsonb_populate_record(NULL::settlements, e.v) AS r
        ORDER BY pair.hn, e.n
        RETURNING 1
    ), fi AS (
        INSERT INTO findings (hand_id, seat, bet, field, declared, expected, rule, message, created_at)
        SELECT pair.id, r.seat, r.bet, r.field, r.declared, r.expected, r.rule, r.message, r.created_at
        FROM pair
        CROSS JOIN LATERAL jsonb_array_elements(pair.v->'findings') WITH ORDINALITY AS e(v, n)
        CROSS JOIN LATERAL jsonb_populate_record(NULL::findings, e.v) AS r
        ORDER BY pair.hn, e.n
        RETURNING 1
    )
    SELECT array_agg(pair.id ORDER BY pair.hn), array_agg(pair.v->>'table_id' ORDER BY pair.hn),
           array_agg((pair.v->>'hand_number')::bigint ORDER BY pair.hn),
           (SELECT count(*) FROM st) + (SELECT count(*) FROM fi)
    INTO v_ids, v_tables, v_numbers, v_rows
    FROM pair;
    IF coalesce(array_length(v_ids, 1), 0) < v_want THEN
        RAISE EXCEPTION 'a hand key is already recorded' USING ERRCODE = 'CA002';
    END IF;

    -- The audit entries, chain by chain in name order (as the service locks
    -- them, so that no two writers deadlock), each linked to the one before.
    FOR v_chain, v_lock IN
        SELECT DISTINCT a.v->>'chain', (a.v->>'lock')::bigint FROM jsonb_array_elements(p_audit) AS a(v) ORDER BY 1
    LOOP
        PERFORM pg_advisory_xact_lock(v_lock);
        SELECT e.seq, e.hash INTO v_seq, v_prev
        FROM audit_entries e WHERE e.chain = v_chain ORDER BY e.seq DESC LIMIT 1;
        v_seq := coalesce(v_seq, 0);
        v_prev := coalesce(v_prev, '');
        FOR v_entry IN
            SELECT a.v FROM jsonb_array_elements(p_audit) WITH ORDINALITY AS a(v, n)
            WHERE a.v->>'chain' = v_chain ORDER BY a.n
        LOOP
            v_seq := v_seq + 1;
            v_hash := encode(sha256(convert_to(v_prev || E'\n' || (v_entry->>'payload'), 'UTF8')), 'hex');
            INSERT INTO audit_entries (chain, seq, at, actor, action, subject, payload, prev_hash, hash)
            VALUES (v_chain, v_seq, (v_entry->>'at')::timestamptz, v_entry->>'actor', v_entry->>'action',
                    v_entry->>'subject', v_entry->>'payload', v_prev, v_hash);
            v_prev := v_hash;
        END LOOP;
    END LOOP;

    RETURN QUERY SELECT * FROM unnest(v_ids, v_tables, v_numbers);
END;
$fn$;
