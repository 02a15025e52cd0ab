package ledger

import (
	"strconv"
	"unicode/utf8"
)

// AppendJSON appends the answer as encoding/json writes it, byte for byte
// (TestAnswerJSON holds the two together). Every hand posted is answered
// with one; written by reflection, it was a twentieth of the service's CPU
// a hand. Outcome is json.Marshal's output, kept as text, and goes out as
// it is. Answer has no MarshalJSON: views that embed it add fields of
// their own, which a promoted MarshalJSON would drop.
func (a Answer) AppendJSON(b []byte) []byte {
	b = append(b, `{"id":`...)
	b = strconv.AppendInt(b, a.HandID, 10)
	b = append(b, `,"table_id":`...)
	b = appendJSONString(b, a.TableID)
	b = append(b, `,"hand_number":`...)
	b = strconv.AppendInt(b, a.HandNumber, 10)
	b = append(b, `,"game":`...)
	b = appendJSONString(b, a.Game)
	b = append(b, `,"gaming_day":`...)
	b = appendJSONString(b, string(a.GamingDay))
	b = append(b, `,"verdict":`...)
	b = appendJSONString(b, a.Verdict)
	b = append(b, `,"outcome":`...)
	if a.Outcome == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, a.Outcome...)
	}
	b = append(b, `,"findings":`...)
	if a.Findings == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, f := range a.Findings {
			if i > 0 {
				b = append(b, ',')
			}
			b = f.appendJSON(b)
		}
		b = append(b, ']')
	}
	t := a.Totals
	b = append(b, `,"totals":{"wagered":`...)
	b = t.Wagered.AppendJSON(b)
	b = append(b, `,"house_win":`...)
	b = t.HouseWin.AppendJSON(b)
	b = append(b, `,"expected_house_win":`...)
	b = t.ExpectedHouseWin.AppendJSON(b)
	b = append(b, `,"commission":`...)
	b = t.Commission.AppendJSON(b)
	b = append(b, `,"expected_commission":`...)
	b = t.ExpectedCommission.AppendJSON(b)
	b = append(b, `,"fees":`...)
	b = t.Fees.AppendJSON(b)
	b = append(b, `,"expected_fees":`...)
	b = t.ExpectedFees.AppendJSON(b)
	b = append(b, `,"player_dealer_win":`...)
	b = t.PlayerDealerWin.AppendJSON(b)
	b = append(b, `,"expected_player_dealer_win":`...)
	b = t.ExpectedPlayerDealerWin.AppendJSON(b)
	return append(b, "}}"...)
}

func (f FindingView) appendJSON(b []byte) []byte {
	b = append(b, `{"id":`...)
	b = strconv.AppendInt(b, f.ID, 10)
	b = append(b, `,"seat":`...)
	b = strconv.AppendInt(b, int64(f.Seat), 10)
	if f.Backline != 0 {
		b = append(b, `,"backline":`...)
		b = strconv.AppendInt(b, int64(f.Backline), 10)
	}
	b = append(b, `,"bet":`...)
	b = appendJSONString(b, f.Bet)
	if f.Spot != "" {
		b = append(b, `,"spot":`...)
		b = appendJSONString(b, f.Spot)
	}
	b = append(b, `,"field":`...)
	b = appendJSONString(b, f.Field)
	b = append(b, `,"declared":`...)
	b = appendJSONString(b, f.Declared)
	b = append(b, `,"expected":`...)
	b = appendJSONString(b, f.Expected)
	b = append(b, `,"rule":{"file":`...)
	b = appendJSONString(b, f.Rule.File)
	b = append(b, `,"lines":`...)
	b = appendJSONString(b, f.Rule.Lines)
	b = append(b, `},"message":`...)
	b = appendJSONString(b, f.Message)
	return append(b, '}')
}

// appendJSONString writes s as a JSON string the way encoding/json does by
// default: the quote, the backslash and control characters escaped (\n,
// \r, \t, \b, \f by name, the rest as \u00XX), <, > and & escaped for HTML,
// invalid UTF-8 as \ufffd, and U+2028 and U+2029 escaped for JavaScript.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
