package models

import "strings"

// The money at stake of a finding: how far the table's settlement is from
// the rules', in cents, never negative.
//
//   - A finding of an amount (payout, commission, returned, a fee, what a
//     seat won from a pot, a player-dealer's net: declared and expected are
//     both amounts as rules.Money writes them, "12.50", "-3.00") is the
//     difference of the two.
//   - Any other finding of a wager (its result, the cards that decided
//     it) is the difference between the house's win on the wager as
//     declared and as the rules settle it, from the wager's settlement
//     (seat, backline bettor, bet and spot): a losing wager gives the house
//     its stake less what was returned plus commission, a winning one
//     commission less the payout, any other its commission
//     (rules.houseWin).
//   - A finding of neither (a table's state, a count of players, a
//     hand's setting) puts no amount at stake by itself: 0.
//
// Several findings of one wager (its result and its payout) each give the
// wager's stake; they are not to be summed.

// stakeSettlementSQL is the house's win on the finding's wager as declared
// less as expected, from its settlement row.
const stakeSettlementSQL = `(SELECT ABS(
    (CASE s.declared_result WHEN 'lose' THEN s.amount - s.declared_returned + s.declared_commission
                            WHEN 'win' THEN s.declared_commission - s.declared_payout
                            ELSE s.declared_commission END) -
    (CASE s.expected_result WHEN 'lose' THEN s.amount - s.expected_returned + s.expected_commission
                            WHEN 'win' THEN s.expected_commission - s.expected_payout
                            ELSE s.expected_commission END))
  FROM settlements s
  WHERE s.hand_id = f.hand_id AND s.gaming_day = f.gaming_day AND s.seat = f.seat AND s.backline = f.backline
    AND s.bet = f.bet AND s.spot = f.spot
  ORDER BY s.id LIMIT 1)`

// StakeSQL is the expression of the money at stake of the finding aliased
// f, in cents, in the store's dialect.
func (s *Store) StakeSQL() string { return StakeSQLFor(s.dialect) }

// StakeSQLFor is StakeSQL for a dialect.
func StakeSQLFor(d Dialect) string {
	// An amount as rules.Money writes it: an optional minus, digits, a
	// point and two digits. PostgreSQL checks it with a pattern before
	// the cast (which would fail on anything else; no question mark, which
	// the driver would read as a parameter); SQLite's GLOB is the
	// closest it has, and its cast never fails.
	isAmount := func(col string) string {
		if d == Postgres {
			return col + ` ~ '^-{0,1}[0-9]+\.[0-9][0-9]$'`
		}
		return "(" + col + " GLOB '[0-9]*.[0-9][0-9]' OR " + col + " GLOB '-[0-9]*.[0-9][0-9]')"
	}
	cents := func(col string) string {
		return "CAST(REPLACE(" + col + ", '.', '') AS BIGINT)"
	}
	var b strings.Builder
	b.WriteString("(CASE WHEN f.field <> 'result' AND ")
	b.WriteString(isAmount("f.declared"))
	b.WriteString(" AND ")
	b.WriteString(isAmount("f.expected"))
	b.WriteString(" THEN ABS(")
	b.WriteString(cents("f.declared"))
	b.WriteString(" - ")
	b.WriteString(cents("f.expected"))
	b.WriteString(") ELSE COALESCE(")
	b.WriteString(stakeSettlementSQL)
	b.WriteString(", 0) END)")
	return b.String()
}
