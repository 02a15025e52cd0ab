package models

// All lists every model with a table, for the schema check that compares
// the migrated database with what the models expect.
func All() []any {
	return []any{
		&Property{}, &Table{}, &TableSession{}, &Station{}, &StationTable{}, &User{},
		&Hand{}, &Settlement{}, &Finding{}, &Correction{}, &ReportRun{}, &AuditEntry{},
		&SeatEvent{}, &TimedCollection{}, &Pool{}, &PoolLink{}, &PoolEvent{},
		&DaySignOff{}, &DropCount{}, &WebSession{}, &SignInFailures{},
		&CorrectionApproval{}, &Anchor{}, &anchorHead{}, &auditKeyRow{},
		&TableInventory{}, &CageSlip{}, &CageSlipVerification{}, &CageSlipVoid{}, &MeterReading{}, &WagerDistribution{},
		&DayClose{}, &DayBook{}, &DayChange{}, &bookTableRow{}, &bookWagerRow{}, &bookDealerRow{}, &bookPoolRow{}, &bookSettingsRow{}, &bookLatestRow{},
		&monthBookRow{}, &monthWagerRow{},
		&Archive{}, &recordHashFloor{}, &DaySeal{},
	}
}
