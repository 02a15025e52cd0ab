// Package migrations holds the versioned SQL that builds the database, one
// directory per dialect. Files are named NNNN_name.sql and applied in order
// by models.Migrate (casinod migrate, and at start-up). An applied file is
// never edited: a change is a new file in both directories.
package migrations

import "embed"

// FS holds postgres/*.sql and sqlite/*.sql.
//
//go:embed postgres/*.sql sqlite/*.sql
var FS embed.FS
