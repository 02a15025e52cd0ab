package models_test

import (
	"context"
	"sort"
	"strings"
	"sync"
	"testing"

	"gorm.io/gorm/schema"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
)

// TestMigratedSchemaMatchesModels proves that the SQL migrations build the
// columns the models read and write: every model field has a column of a
// compatible type, and every column has a field.
func TestMigratedSchemaMatchesModels(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	s := modeltest.Open(t)
	db := s.DB()
	for _, m := range models.All() {
		sch, err := schema.Parse(m, &sync.Map{}, db.NamingStrategy)
		if err != nil {
			t.Fatal(err)
		}
		cols, err := db.Migrator().ColumnTypes(m)
		if err != nil {
			t.Fatalf("%s: %v", sch.Table, err)
		}
		if len(cols) == 0 {
			t.Errorf("table %s does not exist", sch.Table)
			continue
		}
		byName := map[string]string{}
		for _, c := range cols {
			byName[c.Name()] = strings.ToLower(c.DatabaseTypeName())
		}
		fields := map[string]bool{}
		for _, f := range sch.Fields {
			if f.DBName == "" {
				continue // relations
			}
			fields[f.DBName] = true
			dbType, ok := byName[f.DBName]
			if !ok {
				t.Errorf("%s.%s: the model has the field but the migrated table has no column", sch.Table, f.DBName)
				continue
			}
			if want := family(string(f.DataType), f.FieldType.String()); !compatible(want, dbType) {
				t.Errorf("%s.%s: model type %s (%s) but column type %s", sch.Table, f.DBName, f.FieldType, want, dbType)
			}
		}
		var extra []string
		for name := range byName {
			if !fields[name] {
				extra = append(extra, name)
			}
		}
		sort.Strings(extra)
		for _, name := range extra {
			t.Errorf("%s.%s: the migrated table has the column but no model field reads it", sch.Table, name)
		}
	}
}

func family(dataType, goType string) string {
	switch {
	case goType == "models.Day", goType == "*models.Day":
		return "date"
	case dataType == "int" || dataType == "uint":
		return "int"
	case dataType == "string":
		return "text"
	case dataType == "time":
		return "time"
	case dataType == "bytes":
		return "bytes"
	case dataType == "bool":
		return "bool"
	}
	return dataType
}

func compatible(family, dbType string) bool {
	switch family {
	case "int":
		return dbType == "integer" || dbType == "bigint" || dbType == "int8" || dbType == "int4"
	case "text":
		return dbType == "text"
	case "time":
		return dbType == "timestamptz" || dbType == "datetime" || dbType == "timestamp"
	case "date":
		return dbType == "date"
	case "bytes":
		return dbType == "bytea" || dbType == "blob"
	case "bool":
		return dbType == "bool" || dbType == "boolean"
	}
	return false
}

func TestMigrateIsIdempotent(t *testing.T) {
	s := modeltest.Open(t)
	applied, err := s.Migrate(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(applied) != 0 {
		t.Fatalf("second migrate applied %v; want nothing", applied)
	}
}

func TestDialectsHaveTheSameMigrations(t *testing.T) {
	pg, err := models.LoadMigrations(models.Postgres)
	if err != nil {
		t.Fatal(err)
	}
	lite, err := models.LoadMigrations(models.SQLite)
	if err != nil {
		t.Fatal(err)
	}
	if len(pg) != len(lite) {
		t.Fatalf("postgres has %d migrations, sqlite %d", len(pg), len(lite))
	}
	for i := range pg {
		if pg[i].Name != lite[i].Name {
			t.Errorf("migration %d: postgres %s, sqlite %s", i+1, pg[i].Name, lite[i].Name)
		}
	}
}
