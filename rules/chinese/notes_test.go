package chinese

import (
	"strings"
	"testing"
)

// The figures on the pages are the ones the exhaustive tests check.
func TestNotesQuoteTheCounts(t *testing.T) {
	for _, want := range []string{"52 are three of a kind", "3,744 a pair", "18,304 high cards"} {
		if !strings.Contains(frontNote, want) {
			t.Errorf("the front note lacks %q", want)
		}
	}
	cp := strings.Join(CP13().(cp13).Notes(), " ")
	for _, want := range []string{"635,013,559,600", "16,384", "67,108,864", "20,801,200", "502,200,400", "347,373,600", "2,856,863,152"} {
		if !strings.Contains(cp, want) {
			t.Errorf("13-Card's notes lack %s", want)
		}
	}
	fu := strings.Join(FaceUp().(faceUp).Notes(), " ")
	for _, want := range []string{"54,912", "10,200", "5,108", "3,744", "624", "36", "royal flushes 4"} {
		if !strings.Contains(fu, want) {
			t.Errorf("Face-Up's notes lack %s", want)
		}
	}
}
