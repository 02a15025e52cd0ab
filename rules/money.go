package rules

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Money is an amount in cents. Money is never a float anywhere in the
// service; records carry it as a decimal string ("12.50").
type Money int64

// MaxMoney bounds any single amount in a record (ten billion dollars). It
// keeps every product in the engine (amount × odds, amount × rate) far from
// int64 overflow.
const MaxMoney Money = 1_000_000_000_000

// Dollars returns d whole dollars.
func Dollars(d int64) Money { return Money(d * 100) }

// ParseMoney reads a non-negative decimal amount with at most two decimal
// places: "12", "12.5", "12.50". Signs, exponents, thousands separators and
// more than two decimals are refused: a station that sends them has a bug
// that must not be rounded away.
func ParseMoney(s string) (Money, error) {
	if s == "" {
		return 0, errors.New("is empty: want a decimal amount like \"12.50\"")
	}
	if s[0] == '-' {
		return 0, fmt.Errorf("%q is negative", s)
	}
	whole, frac, hasDot := strings.Cut(s, ".")
	if whole == "" || !digits(whole) || (hasDot && (frac == "" || !digits(frac))) {
		return 0, fmt.Errorf("%q is not a decimal amount like \"12.50\"", s)
	}
	if len(frac) > 2 {
		return 0, fmt.Errorf("%q has more than two decimal places", s)
	}
	if len(whole) > 13 {
		return 0, fmt.Errorf("%q is too large", s)
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%q is not a decimal amount", s)
	}
	var c int64
	switch len(frac) {
	case 1:
		c = int64(frac[0]-'0') * 10
	case 2:
		c = int64(frac[0]-'0')*10 + int64(frac[1]-'0')
	}
	m := Money(w*100 + c)
	if m > MaxMoney {
		return 0, fmt.Errorf("%q is too large", s)
	}
	return m, nil
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// String formats the amount with exactly two decimals ("-3.05" for negative
// amounts, which appear in totals such as a house loss).
func (m Money) String() string {
	return string(m.Append(make([]byte, 0, 24)))
}

// Append appends the amount as String writes it. Answers and records write
// several amounts a hand, so it does without fmt.
func (m Money) Append(b []byte) []byte {
	u := uint64(m)
	if m < 0 {
		b = append(b, '-')
		u = -u
	}
	b = strconv.AppendUint(b, u/100, 10)
	c := u % 100
	return append(b, '.', byte('0'+c/10), byte('0'+c%10))
}

// MarshalJSON writes the amount as a decimal string.
func (m Money) MarshalJSON() ([]byte, error) {
	return m.AppendJSON(make([]byte, 0, 24)), nil
}

// AppendJSON appends the amount as MarshalJSON writes it.
func (m Money) AppendJSON(b []byte) []byte {
	return append(m.Append(append(b, '"')), '"')
}

// ExpectString is what the strict reader says a money value must be
// (strictjson.StringUnmarshaler).
func (*Money) ExpectString() string { return `a decimal string like "12.50"` }

// UnmarshalJSON reads a decimal string. Signed amounts are accepted here
// because totals can be negative; record fields are validated with ParseMoney.
func (m *Money) UnmarshalJSON(b []byte) error {
	s, err := strconv.Unquote(string(b))
	if err != nil {
		return fmt.Errorf("money must be a decimal string like \"12.50\", not %s", b)
	}
	v, err := ParseSignedMoney(s)
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// ParseSignedMoney is ParseMoney for amounts that may be negative, such as
// an adjustment collected from a player ("-5.00").
func ParseSignedMoney(s string) (Money, error) {
	rest, neg := strings.CutPrefix(s, "-")
	v, err := ParseMoney(rest)
	if err != nil {
		return 0, err
	}
	if neg {
		v = -v
	}
	return v, nil
}

// Rounding names how an amount with a fraction of a cent (or of a larger
// unit) becomes money. Every place that divides money names its rule.
type Rounding uint8

const (
	// DownToCent drops fractions of a cent. It is the rule for payouts at
	// fractional odds (3 to 2 on $5.05 pays $7.57) and for commission when no
	// other rule is posted: the house never collects a fraction it cannot take
	// in chips, and never collects more than the rate.
	DownToCent Rounding = iota
	// UpToQuarter rounds up to the next multiple of 25 cents, with 25 cents
	// the least: the optional commission rounding of Colorado Rule 28
	// (003_b3ed2009586e0bd7.txt line 149).
	UpToQuarter
)

func (r Rounding) String() string {
	switch r {
	case UpToQuarter:
		return "up_to_quarter"
	default:
		return "down_to_cent"
	}
}

// Apply turns num/den cents into money under the rule. num and den must be
// positive or zero; den must be positive.
func (r Rounding) Apply(num, den int64) Money {
	if num <= 0 {
		return 0
	}
	switch r {
	case UpToQuarter:
		// ceil(num / (den*25)) quarters.
		q := (num + den*25 - 1) / (den * 25)
		return Money(q * 25)
	default:
		return Money(num / den)
	}
}

// Rate is a percentage in basis points (1/100 of a percent): 5% is 500.
type Rate int64

// ParseRate reads a percentage such as "5", "5.5" or "12.25" (at most two
// decimals), optionally followed by "%".
func ParseRate(s string) (Rate, error) {
	m, err := ParseMoney(strings.TrimSuffix(s, "%"))
	if err != nil {
		return 0, fmt.Errorf("%q is not a percentage like \"5\" or \"12.5\"", s)
	}
	return Rate(m), nil
}

// String formats the rate as a percentage without trailing zeros ("5%").
func (r Rate) String() string {
	s := Money(r).String()
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	return s + "%"
}

// Percent writes the rate as a decimal percentage without trailing zeros,
// as rates are given: "5", "5.25", "0.5".
func (r Rate) Percent() string { return strings.TrimSuffix(r.String(), "%") }

// MarshalJSON writes the rate as its percentage, a decimal string ("5.25"),
// the form ParseRate reads, so a rate comes back as it was given.
func (r Rate) MarshalJSON() ([]byte, error) {
	return []byte(`"` + r.Percent() + `"`), nil
}

// UnmarshalJSON reads a percentage as a decimal string ("5.25").
func (r *Rate) UnmarshalJSON(b []byte) error {
	s, err := strconv.Unquote(string(b))
	if err != nil {
		return fmt.Errorf("a rate must be a percentage as a decimal string like \"5.25\", not %s", b)
	}
	v, err := ParseRate(s)
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// Of returns rate × amount rounded by the rule.
func (r Rate) Of(amount Money, rule Rounding) Money {
	return rule.Apply(int64(amount)*int64(r), 10000)
}

// Odds are payout odds "Win to Per": 8 to 1, 3 to 2. A winning wager of stake
// S is paid S×Win/Per on top of the returned stake.
type Odds struct {
	Win int64 `json:"win"`
	Per int64 `json:"per"`
}

// ToOne returns odds of n to 1.
func ToOne(n int64) Odds { return Odds{Win: n, Per: 1} }

// Pay returns what a winning stake is paid at these odds, stake not
// included, with fractions of a cent dropped (DownToCent).
func (o Odds) Pay(stake Money) Money {
	return DownToCent.Apply(int64(stake)*o.Win, o.Per)
}

// String writes the odds as a rule book does: "8 to 1".
func (o Odds) String() string { return fmt.Sprintf("%d to %d", o.Win, o.Per) }
