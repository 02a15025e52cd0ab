package poker

// Archie's qualifiers (seed 000 lines 3440-3472). Its high hand ranks as
// standard poker (the table at lines 3446-3459) and its low as ace-to-five
// (lines 3464-3472); each half has a qualifier.

// archieHighFloor is the lowest qualifying high hand: a pair of sixes with
// the lowest kickers, 6-6-4-3-2.
var archieHighFloor = makeValue(OnePair, 6, rankBitOf(4)|rankBitOf(3)|rankBitOf(2))

// ArchieHighQualifies reports whether a five-card high hand may win
// Archie's high half: "An active player must have a pair of 6s or better to
// qualify" (line 3462): a pair of sixes or a higher pair, or any better
// category.
func ArchieHighQualifies(v Value) bool { return v >= archieHighFloor }

// ArchieLowQualifies reports whether a five-card ace-to-five low may win
// Archie's low half: "an active player must have a 6 high or lower; meaning
// the five cards used by the active player cannot contain a card with a
// value of 7 or higher" (line 3466). Read as a low of five different ranks
// from the ace to the 6: a paired hand is no "6 high" (docs/interpretations.md
// AR3).
func ArchieLowQualifies(l Low) bool { return l.Qualifies(6) }
