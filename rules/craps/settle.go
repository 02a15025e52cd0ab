package craps

import "github.com/tablegames/casino/rules"

// Stands is the result of a wager the throw did not settle: it stays on
// the layout ("Remain Unchanged", lines 1576-1581, 1632-1635, 1658-1660,
// 1715-1717, 1743-1745, 1759-1761, 1780-1782). A record leaves such a
// wager's result out; findings and settlement lines write it "stands".
const Stands = "stands"

// The calls a player makes on a wager that takes one (lines 1719-1731,
// 1763-1766, 1784-1786).
const (
	CallOn  = "on"
	CallOff = "off"
)

// throw is the dice of one throw.
type throw struct {
	d1, d2, total int
	hard          bool
}

func newThrow(d1, d2 int) throw { return throw{d1: d1, d2: d2, total: d1 + d2, hard: d1 == d2} }

// outcome is how one wager fares on one throw, whatever its stake.
type outcome struct {
	// result is win, lose, push, or Stands.
	result string
	odds   rules.Odds
	rule   rules.Cite
	// moveTo is the come point a wager in the Come box moves to.
	moveTo int
}

func won(o rules.Odds, rule rules.Cite) outcome {
	return outcome{result: rules.Win, odds: o, rule: rule}
}
func lost(rule rules.Cite) outcome   { return outcome{result: rules.Lose, rule: rule} }
func voided(rule rules.Cite) outcome { return outcome{result: rules.Push, rule: rule} }
func stays(rule rules.Cite) outcome  { return outcome{result: Stands, rule: rule} }

// Citations of the outcomes.
var (
	rPassNatural   = uk("1573")      // Win Line: 7 or 11 on the Come Out Roll
	rPassCraps     = uk("1575")      // Win Line: 2, 3 or 12 on the Come Out Roll
	rPassPointSet  = uk("1576-1581") // any other number: the point is set
	rPassPointMade = uk("1583-1584") // the point before a 7
	rPassSevenOut  = uk("1621-1622") // a 7 before the point
	rDontWin       = uk("1626")      // Don't Win: 3 or 12 on the Come Out Roll
	rDontLose      = uk("1628")      // Don't Win: 7 or 11
	rDontVoid      = uk("1630")      // Don't Win: void on 2
	rDontPointSet  = uk("1632-1635")
	rDontSevenOut  = uk("1637-1638")
	rDontPointMade = uk("1640-1641")
	rOddsWin       = uk("1652-1653")
	rOddsLose      = uk("1655-1656")
	rOddsStand     = uk("1658-1660")
	rComeOddsOff   = uk("1719-1724") // not valid on a Come Out Roll unless called on
	rLayWin        = uk("1709-1710")
	rLayLose       = uk("1712-1713")
	rLayStand      = uk("1715-1717")
	rDontComeOff   = uk("1726-1731") // in action on a Come Out Roll unless called off
	rHardWin       = uk("1733-1736")
	rHardLose      = uk("1738-1741")
	rHardStand     = uk("1743-1745")
	rPlaceWin      = uk("1751-1752")
	rPlaceLose     = uk("1756-1757")
	rPlaceStand    = uk("1759-1761")
	rPlaceOff      = uk("1763-1766") // not valid on a Come Out Roll unless called on
	rLoseWin       = uk("1768-1770")
	rLoseLose      = uk("1774-1776")
	rLoseStand     = uk("1780-1782")
	rLoseOff       = uk("1784-1786") // in action on a Come Out Roll unless called off
)

// working says whether a wager is in action on a throw: the player's call
// where he made one, else the rules' default, which differs only on a Come
// Out Roll: odds behind a Come wager and Place Bets to Win are off unless
// called on (lines 1719-1724, 1763-1766), and so are Hardways at a table
// that says so (hardways_come_out).
func (s *Settings) working(k kind, call string, point int) bool {
	switch call {
	case CallOn:
		return true
	case CallOff:
		return false
	}
	if point == 0 {
		switch k {
		case kComeOdds, kPlaceWin:
			return false
		case kHardway:
			return !s.hardOff
		}
	}
	return true
}

// offRule is the rule that keeps a wager out of action: the book's calls
// on a Come Out Roll, the operator's otherwise (lines 62-63).
func offRule(k kind, point int, s *Settings) rules.Cite {
	if point != 0 {
		return citeOperator
	}
	switch k {
	case kComeOdds:
		return rComeOddsOff
	case kDontComeOdds:
		return rDontComeOff
	case kPlaceWin:
		return rPlaceOff
	case kPlaceLose:
		return rLoseOff
	}
	return citeOperator
}

// outcome settles one wager on one throw. point is the table's Come Out
// Point before the throw (0 on a Come Out Roll); number is the wager's come
// point (0 in the Come box), box number or hardway; faces are a pair's or
// a combination's dice. A wager out of action (working false) is settled
// only where it must come down: odds whose flat wager is decided are
// returned.
func (s *Settings) outcome(k kind, number int, faces [2]int, point int, t throw, working bool) outcome {
	switch k {
	case kPass, kCome, kDontPass, kDontCome:
		own := point
		if k == kCome || k == kDontCome {
			own = number
		}
		return s.line(k, own, t)
	case kPassOdds, kComeOdds, kDontPassOdds, kDontComeOdds:
		n := point
		if k == kComeOdds || k == kDontComeOdds {
			n = number
		}
		if !working {
			if t.total == n || t.total == 7 {
				return voided(offRule(k, point, s))
			}
			return stays(offRule(k, point, s))
		}
		if k == kPassOdds || k == kComeOdds {
			switch t.total {
			case n:
				return won(s.odds[byNumber(n, oOdds410, oOdds59, oOdds68)], rOddsWin)
			case 7:
				return lost(rOddsLose)
			}
			return stays(rOddsStand)
		}
		switch t.total {
		case 7:
			return won(s.odds[byNumber(n, oLay410, oLay59, oLay68)], rLayWin)
		case n:
			return lost(rLayLose)
		}
		return stays(rLayStand)
	case kPlaceWin:
		switch {
		case !working:
			return stays(offRule(k, point, s))
		case t.total == number:
			return won(s.odds[byNumber(number, oPlace410, oPlace59, oPlace68)], rPlaceWin)
		case t.total == 7:
			return lost(rPlaceLose)
		}
		return stays(rPlaceStand)
	case kPlaceLose:
		switch {
		case !working:
			return stays(offRule(k, point, s))
		case t.total == 7:
			return won(s.odds[byNumber(number, oPlaceLose410, oPlaceLose59, oPlaceLose68)], rLoseWin)
		case t.total == number:
			return lost(rLoseLose)
		}
		return stays(rLoseStand)
	case kHardway:
		switch {
		case !working:
			return stays(offRule(k, point, s))
		case t.total == number && t.hard:
			return won(s.odds[oHard4+(number-4)/2], rHardWin)
		case t.total == number || t.total == 7:
			return lost(rHardLose)
		}
		return stays(rHardStand)
	}
	return s.oneRoll(k, faces, t)
}

// line settles a Win Line, Don't Win Line, Come or Don't Come wager whose
// own point is own (0 before it has one: on the Come Out Roll, or in the
// Come box). Come and Don't Come follow rules 8.17(a) and (b) (lines
// 1643-1650).
func (s *Settings) line(k kind, own int, t throw) outcome {
	do := k == kPass || k == kCome
	pays := s.odds[oPass+int(k-kPass)]
	if own == 0 {
		switch t.total {
		case 7, 11:
			if do {
				return won(pays, rPassNatural)
			}
			return lost(rDontLose)
		case 2:
			if do {
				return lost(rPassCraps)
			}
			return voided(rDontVoid)
		case 3, 12:
			if do {
				return lost(rPassCraps)
			}
			return won(pays, rDontWin)
		}
		o := stays(rPassPointSet)
		if !do {
			o.rule = rDontPointSet
		}
		o.moveTo = t.total
		return o
	}
	switch t.total {
	case own:
		if do {
			return won(pays, rPassPointMade)
		}
		return lost(rDontPointMade)
	case 7:
		if do {
			return lost(rPassSevenOut)
		}
		return won(pays, rDontSevenOut)
	}
	if do {
		return stays(rPassPointMade)
	}
	return stays(rDontSevenOut)
}

// oneRoll settles a wager on the next throw alone (lines 1788-1848).
func (s *Settings) oneRoll(k kind, faces [2]int, t throw) outcome {
	win := func(o int, rule rules.Cite) outcome { return won(s.odds[o], rule) }
	switch k {
	case kAnyCraps:
		if t.total == 2 || t.total == 3 || t.total == 12 {
			return win(oAnyCraps, uk("1789"))
		}
		return lost(uk("1790"))
	case kCraps2:
		if t.d1 == 1 && t.d2 == 1 {
			return win(oCraps2, uk("1792"))
		}
		return lost(uk("1793"))
	case kCraps3:
		if t.total == 3 {
			return win(oCraps3, uk("1795"))
		}
		return lost(uk("1796"))
	case kCraps12:
		if t.total == 12 {
			return win(oCraps12, uk("1798"))
		}
		return lost(uk("1800"))
	case kEleven:
		if t.total == 11 {
			return win(oEleven, uk("1825"))
		}
		return lost(uk("1827"))
	case kAnySeven:
		if t.total == 7 {
			return win(oAnySeven, uk("1829"))
		}
		return lost(uk("1831"))
	case kPair:
		if t.d1 == faces[0] && t.d2 == faces[0] {
			return win(oPair, uk("1833-1834"))
		}
		return lost(uk("1836-1837"))
	case kCombination:
		if (t.d1 == faces[0] && t.d2 == faces[1]) || (t.d1 == faces[1] && t.d2 == faces[0]) {
			return win(oCombination, uk("1839-1840"))
		}
		return lost(uk("1842-1843"))
	}
	switch t.total {
	case 2:
		return win(oField2, uk("1822"))
	case 12:
		return win(oField12, uk("1823"))
	case 3, 4, 9, 10, 11:
		return win(oField, uk("1821"))
	}
	return lost(uk("1848"))
}

// pointAfter is the table's Come Out Point after a throw: set by a point
// number on the Come Out Roll, cleared when it is repeated or by the Loser
// 7 (lines 1552-1563).
func pointAfter(point int, t throw) int {
	if point == 0 {
		if isPoint(t.total) {
			return t.total
		}
		return 0
	}
	if t.total == point || t.total == 7 {
		return 0
	}
	return point
}

// money settles a stake by the outcome.
func (s *Settings) money(stake rules.Money, o outcome) rules.Result {
	if o.result == rules.Win {
		return rules.Result{Result: rules.Win, Payout: s.pay(stake, o.odds)}
	}
	return rules.Result{Result: o.result}
}
