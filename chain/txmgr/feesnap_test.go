package txmgr

import (
	"context"
	"crypto/ecdsa"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/internal/testutil"
)

// TestPaidWriteFetchesFeesOnce: the worker asks FirstFees for its preflight
// and then Sends; within one block both use one fee lookup (one
// eth_maxPriorityFeePerGas, one latest header), and the attempt carries the
// fees the preflight saw.
func TestPaidWriteFetchesFeesOnce(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	proxy, client := newRPCProxy(t, sim)
	m := newManager(t, testConfig(), client, testutil.RedisClient(t), []*ecdsa.PrivateKey{key})

	feeCap, tip, err := m.FirstFees(ctx)
	if err != nil {
		t.Fatalf("FirstFees: %v", err)
	}
	r, err := m.Send(ctx, "intent-1", transfer(1))
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	got := []string{r.Attempts[0].GasFeeCap.String(), r.Attempts[0].GasTipCap.String()}
	if diff := cmp.Diff([]string{feeCap.String(), tip.String()}, got); diff != "" {
		t.Errorf("attempt fees vs FirstFees (-want +got):\n%s", diff)
	}
	if n := proxy.count("eth_maxPriorityFeePerGas"); n != 1 {
		t.Errorf("eth_maxPriorityFeePerGas called %d times for one write; want 1", n)
	}
}
