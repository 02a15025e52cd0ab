package reports

import (
	"fmt"
	"io"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
)

// SlipStep is one step of a fill or credit slip: requested on the floor,
// verified at the cage, voided; At is nil for a step not (yet) taken.
type SlipStep struct {
	Step string
	At   *time.Time
	By   string
}

// SlipSteps are a slip's steps in order: requested, verified, and voided
// where it was.
func SlipSteps(s models.SlipView) []SlipStep {
	req := s.RequestedAt
	out := []SlipStep{{Step: "Requested", At: &req, By: s.RequestedName}, {Step: "Verified at the cage", At: s.VerifiedAt, By: deref(s.VerifiedBy)}}
	if s.VoidedAt != nil {
		out = append(out, SlipStep{Step: "Voided", At: s.VoidedAt, By: deref(s.VoidedBy)})
	}
	return out
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// SlipTitle is "Fill slip No. 12" or "Credit slip No. 12": a slip's number
// is its id, which the database gives each slip once, in order.
func SlipTitle(s models.SlipView) string {
	kind := "Fill"
	if s.Kind == models.SlipCredit {
		kind = "Credit"
	}
	return fmt.Sprintf("%s slip No. %d", kind, s.ID)
}

// SlipDocument lays a fill or credit slip out for printing: its number,
// table and gaming day, the chips by denomination with their amounts and
// total, the time and person of each step, and the signature lines of the
// four who handle the chips: the requester (pit), the runner who carries
// them, the cage and the pit that receives (a fill) or hands them over (a
// credit). Times are in the property's time zone.
func SlipDocument(prop models.Property, s models.SlipView) render.Document {
	loc, err := prop.Location()
	if err != nil {
		loc = time.UTC
	}
	at := func(t *time.Time) string {
		if t == nil {
			return ""
		}
		return t.In(loc).Format("2006-01-02 15:04:05 MST")
	}
	route := "from the cage to table " + s.TableID
	if s.Kind == models.SlipCredit {
		route = "from table " + s.TableID + " to the cage"
	}
	generated := s.RequestedAt
	d := render.Document{
		Title: SlipTitle(s),
		Sheet: "Slip",
		Subtitle: []string{
			"Property: " + prop.Name,
			fmt.Sprintf("Table %s, gaming day %s: chips %s", s.TableID, s.GamingDay, route),
			"State: " + s.State(),
		},
		Columns: []render.Column{
			{Header: "Denomination", Kind: render.Money},
			{Header: "Chips", Kind: render.Int},
			{Header: "Amount", Kind: render.Money},
		},
	}
	if s.Note != "" {
		d.Subtitle = append(d.Subtitle, "Note: "+s.Note)
	}
	switch s.State() {
	case models.SlipVoided:
		d.Status = "VOIDED: " + deref(s.VoidReason)
	case models.SlipRequested:
		d.Status = "NOT VERIFIED: the cage has not signed this slip"
	}
	if s.Late {
		d.Subtitle = append(d.Subtitle, "Requested after its gaming day was signed off")
	}
	var chips int64
	for _, c := range models.ParseChipsJSON(s.Chips) {
		d.Rows = append(d.Rows, []render.Cell{render.MoneyCell(c.Denomination), render.IntCell(c.Count),
			render.MoneyCell(c.Denomination * rules.Money(c.Count))})
		chips += c.Count
	}
	d.Totals = []render.Cell{render.TextCell("Total"), render.IntCell(chips), render.MoneyCell(s.Amount)}
	steps := render.Section{Title: "Steps", Columns: []render.Column{
		{Header: "Step", Kind: render.Text}, {Header: "At", Kind: render.Text}, {Header: "By", Kind: render.Text}}}
	for _, st := range SlipSteps(s) {
		when := at(st.At)
		if st.At == nil {
			when = "not yet"
		} else if st.At.After(generated) {
			generated = *st.At
		}
		steps.Rows = append(steps.Rows, []render.Cell{render.TextCell(st.Step), render.TextCell(when), render.TextCell(st.By)})
	}
	d.Sections = []render.Section{steps}
	// The same slip prints to the same bytes: stamped with its last step.
	d.Generated = generated
	cage := "Cage"
	if s.VerifiedBy != nil {
		cage += " (verified by " + *s.VerifiedBy + ")"
	}
	pit := "Pit (received at the table)"
	if s.Kind == models.SlipCredit {
		pit = "Pit (released from the table)"
	}
	d.Signers = []string{"Requester (" + s.RequestedName + ")", "Runner", cage, pit}
	return d
}

// WriteSlipPDF writes a slip as a PDF.
func WriteSlipPDF(w io.Writer, prop models.Property, s models.SlipView) error {
	return render.WritePDF(w, SlipDocument(prop, s))
}
