package batcher

import (
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain/batch"
)

// The members of one batch read their outcomes from one matching of its
// receipt, not one each: every member decoding the whole receipt for its
// own key made a batch's matching O(items²), 8 % of the CPU of the
// 640-payer push benchmark. Each job still answers its own project.
func TestBatchReceiptMatchedOnceForAllMembers(t *testing.T) {
	r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	s := &countedOutcomes{Settler: r.b.s}
	r.b.s = s
	calls := &s.calls
	got := r.fillBlocks(t, 8) // 64 creates, each checked against the registry
	txs := map[string]bool{}
	for _, res := range got {
		txs[res.TxHash] = true
	}
	if n := calls.Load(); n != int64(len(txs)) {
		t.Fatalf("%d members in %d transactions matched their receipts %d times, want once each", len(got), len(txs), n)
	}
}

// countedOutcomes is a Settler that counts its Outcomes calls.
type countedOutcomes struct {
	Settler
	calls atomic.Int64
}

func (s *countedOutcomes) Outcomes(rcpt *types.Receipt, keys []batch.Key) ([]batch.Outcome, error) {
	s.calls.Add(1)
	return s.Settler.Outcomes(rcpt, keys)
}
