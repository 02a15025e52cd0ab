package models

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/tablegames/casino/rules"
)

// Inventory kinds: the chips in a table's tray when its gaming day opens and
// when it closes.
const (
	InventoryOpener = "opener"
	InventoryCloser = "closer"
)

// Chips is a count of chips of one denomination.
type Chips struct {
	Denomination rules.Money `json:"denomination"`
	Count        int64       `json:"count"`
}

// ChipCount is the chips of an inventory or a slip, by denomination.
type ChipCount []Chips

// MaxChipCount bounds the chips of one denomination a form may give; it
// only catches typing errors.
const MaxChipCount = 1_000_000

// CheckChips validates chips by denomination (field names the list) and
// returns their total. Denominations are positive and given once each;
// counts are positive; the total stays below rules.MaxMoney.
func CheckChips(field string, chips ChipCount, errs *rules.InputError) rules.Money {
	var total rules.Money
	seen := map[rules.Money]bool{}
	for i, c := range chips {
		f := fmt.Sprintf("%s[%d]", field, i)
		switch {
		case c.Denomination <= 0:
			errs.Add(f+".denomination", "must be more than zero")
			continue
		case seen[c.Denomination]:
			errs.Add(f+".denomination", "%s is given twice", c.Denomination)
			continue
		case c.Count <= 0 || c.Count > MaxChipCount:
			errs.Add(f+".count", "must be a whole number from 1 to %d", MaxChipCount)
			continue
		case int64(c.Denomination) > int64(rules.MaxMoney)/c.Count:
			errs.Add(f+".count", "is too many chips of %s", c.Denomination)
			continue
		}
		seen[c.Denomination] = true
		total += c.Denomination * rules.Money(c.Count)
		if total > rules.MaxMoney {
			errs.Add(field, "adds up to more than %s", rules.MaxMoney)
			return 0
		}
	}
	return total
}

// Normal returns the chips ordered from the largest denomination down, as
// a slip lists them.
func (c ChipCount) Normal() ChipCount {
	out := slices.Clone(c)
	slices.SortFunc(out, func(a, b Chips) int { return int(b.Denomination - a.Denomination) })
	return out
}

// JSON writes the chips as stored.
func (c ChipCount) JSON() string {
	if len(c) == 0 {
		return "[]"
	}
	b, _ := json.Marshal(c.Normal())
	return string(b)
}

// ParseChipsJSON reads stored chips.
func ParseChipsJSON(s string) ChipCount {
	var out ChipCount
	_ = json.Unmarshal([]byte(s), &out)
	return out
}

// TableInventory is a count of a table's chip tray: its opener (when its
// gaming day opens) or its closer (when it closes). Rows are never changed:
// a recount is a new row, and the latest row of a table, day and kind is
// the inventory.
type TableInventory struct {
	ID        int64       `gorm:"column:id;primaryKey"`
	TableID   string      `gorm:"column:table_id"`
	GamingDay Day         `gorm:"column:gaming_day"`
	Kind      string      `gorm:"column:kind"`
	Amount    rules.Money `gorm:"column:amount"`
	Chips     string      `gorm:"column:chips"`
	EnteredBy int64       `gorm:"column:entered_by"`
	EnteredAt time.Time   `gorm:"column:entered_at"`
	Note      string      `gorm:"column:note"`
}

func (TableInventory) TableName() string { return "table_inventories" }

// InsertInventory writes an inventory.
func (s *Store) InsertInventory(ctx context.Context, inv *TableInventory) error {
	return s.conn(ctx).Create(inv).Error
}

// InventoryView is an inventory with who entered it, by name.
type InventoryView struct {
	TableInventory
	EnteredByName string `gorm:"column:entered_by_name"`
}

// Inventories lists the inventories of a property's gaming day, by table,
// kind and id (the last of a table and kind is the inventory).
func (s *Store) Inventories(ctx context.Context, propertyID int64, day Day) ([]InventoryView, error) {
	out := []InventoryView{}
	err := s.conn(ctx).Table("table_inventories i").
		Select("i.*, u.name AS entered_by_name").
		Joins("JOIN game_tables t ON t.id = i.table_id").
		Joins("JOIN users u ON u.id = i.entered_by").
		Where("t.property_id = ? AND i.gaming_day = ?", propertyID, day).
		Order("i.table_id, i.kind, i.id").Scan(&out).Error
	return out, err
}

// InventoryBefore returns the count of the same table, gaming day and kind
// recorded just before inv, with its counter's name; ErrNotFound when inv
// is the first.
func (s *Store) InventoryBefore(ctx context.Context, inv TableInventory) (InventoryView, error) {
	var out []InventoryView
	err := s.conn(ctx).Table("table_inventories i").
		Select("i.*, u.name AS entered_by_name").
		Joins("JOIN users u ON u.id = i.entered_by").
		Where("i.table_id = ? AND i.gaming_day = ? AND i.kind = ? AND i.id < ?", inv.TableID, inv.GamingDay, inv.Kind, inv.ID).
		Order("i.id DESC").Limit(1).Scan(&out).Error
	if err != nil {
		return InventoryView{}, err
	}
	if len(out) == 0 {
		return InventoryView{}, ErrNotFound
	}
	return out[0], nil
}

// LastCloser returns a table's latest closer of a gaming day before day,
// which its next opener rolls from; ErrNotFound when it has none.
func (s *Store) LastCloser(ctx context.Context, tableID string, before Day) (TableInventory, error) {
	var inv TableInventory
	err := s.conn(ctx).Where("table_id = ? AND kind = ? AND gaming_day < ?", tableID, InventoryCloser, before).
		Order("gaming_day DESC, id DESC").First(&inv).Error
	return inv, notFound(err)
}

// billDenominations are the usual US bills and coins, largest first.
var billDenominations = []rules.Money{10000, 5000, 2000, 1000, 500, 100, 25, 10, 5, 1}

// BillsFor returns the fewest of the usual US bills and coins (100.00 down
// to 0.01) that make amount, largest first: how a load generator or a test
// writes a count by denomination. Nil for zero or less.
func BillsFor(amount rules.Money) ChipCount {
	var out ChipCount
	for _, d := range billDenominations {
		if n := amount / d; n > 0 {
			out = append(out, Chips{Denomination: d, Count: int64(n)})
			amount -= n * d
		}
	}
	return out
}
