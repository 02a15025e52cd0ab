package canonjson_test

import (
	"os"
	"testing"
	"time"

	jsonv2 "github.com/go-json-experiment/json"

	"github.com/tablegames/casino/canonjson"
	"github.com/tablegames/casino/rules"
)

// The benchmarks below set the service's hand-written strict reader
// (rules.Canonical, rules.DecodeStrict) beside github.com/go-json-experiment/json
// on a hand record, as docs/performance.md reports them.

type benchWager struct {
	Seat       int         `json:"seat"`
	Bet        string      `json:"bet"`
	Amount     rules.Money `json:"amount"`
	Result     string      `json:"result"`
	Payout     rules.Money `json:"payout"`
	Commission rules.Money `json:"commission"`
}

type benchHand struct {
	TableID    string    `json:"table_id"`
	HandNumber int64     `json:"hand_number"`
	Game       string    `json:"game"`
	DealtAt    time.Time `json:"dealt_at"`
	Cards      struct {
		Player []string `json:"player"`
		Banker []string `json:"banker"`
	} `json:"cards"`
	Wagers []benchWager `json:"wagers"`
}

func record(b *testing.B) []byte {
	b.Helper()
	rec, err := os.ReadFile("../testdata/hands/baccarat-sample.json")
	if err != nil {
		b.Fatal(err)
	}
	return rec
}

// BenchmarkCanonical is the strict read and canonical form of a record.
func BenchmarkCanonical(b *testing.B) {
	rec := record(b)
	b.Run("handwritten", func(b *testing.B) {
		buf := make([]byte, 0, 2048)
		b.SetBytes(int64(len(rec)))
		for b.Loop() {
			if _, err := rules.Canonical(buf[:0], rec); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("jsontext", func(b *testing.B) {
		buf := make([]byte, 0, 2048)
		b.SetBytes(int64(len(rec)))
		for b.Loop() {
			if _, err := canonjson.Canonicalize(buf[:0], rec); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkDecode is the strict decoding of a record into its Go type.
func BenchmarkDecode(b *testing.B) {
	rec := record(b)
	b.Run("handwritten", func(b *testing.B) {
		b.SetBytes(int64(len(rec)))
		for b.Loop() {
			var h benchHand
			if err := rules.DecodeStrict(rec, &h); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("json-v2", func(b *testing.B) {
		b.SetBytes(int64(len(rec)))
		for b.Loop() {
			var h benchHand
			if err := jsonv2.Unmarshal(rec, &h, jsonv2.RejectUnknownMembers(true)); err != nil {
				b.Fatal(err)
			}
		}
	})
}
