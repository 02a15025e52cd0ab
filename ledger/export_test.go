package ledger

// SameRecord lets tests reach sameRecord.
var SameRecord = sameRecord
