package ledger_test

import (
	"context"
	"sync/atomic"
	"testing"
)

// BenchmarkRecord records one baccarat hand per operation, on the test
// database (SQLite, or PostgreSQL with CASINO_TEST_DATABASE_URL).
func BenchmarkRecord(b *testing.B) {
	f := setup(b)
	ctx := context.Background()
	n := 0
	for b.Loop() {
		n++
		if _, err := f.ledger.Record(ctx, f.station, []byte(bac(n, "100.00"))); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRecordBatch records batches of 1,000 hands; it reports ns per
// batch.
func BenchmarkRecordBatch(b *testing.B) {
	f := setup(b)
	ctx := context.Background()
	n := 0
	for b.Loop() {
		raws := make([][]byte, 1000)
		for i := range raws {
			n++
			raws[i] = []byte(bac(n, "100.00"))
		}
		for _, it := range f.ledger.RecordBatch(ctx, f.station, raws) {
			if it.Err != nil {
				b.Fatal(it.Err)
			}
		}
	}
}

// BenchmarkRecordParallel records one hand per operation from 16 goroutines
// per CPU, as stations posting at once do, so that hands share
// transactions (ledger/group.go); ns/op is the wall time per hand.
func BenchmarkRecordParallel(b *testing.B) {
	f := setup(b)
	ctx := context.Background()
	var n atomic.Int64
	b.SetParallelism(16)
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, err := f.ledger.Record(ctx, f.station, []byte(bac(int(n.Add(1)), "100.00"))); err != nil {
				b.Error(err)
				return
			}
		}
	})
}
