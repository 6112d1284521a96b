package txmgr

import (
	"context"
	"fmt"
	"testing"

	"github.com/ethereum/go-ethereum/rpc"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/internal/testutil"
)

// classMetrics is countingMetrics that also counts RPC errors by class.
type classMetrics struct{ *countingMetrics }

func (c classMetrics) RPCError(method, class string) { c.inc(method + " " + class) }

// Failed RPC calls are counted by method and class, so an operator tells a
// node refusing (its JSON-RPC errors) from a provider that is down or slow.
// Before, they were counted by method alone.
func TestRPCErrorsCountedByClass(t *testing.T) {
	mt := classMetrics{newCountingMetrics()}
	m := &Manager{cfg: testConfig().withDefaults(), metrics: mt, log: testutil.Logger(t)}
	// Three tries of one call that never answers, then a call the node refuses.
	for _, errs := range [][]error{{errNetwork, context.DeadlineExceeded, rpc.HTTPError{StatusCode: 502}}, {jsonRPCError{"nonce too low"}}} {
		calls := 0
		_ = m.call(context.Background(), "eth_test", func(context.Context) error {
			calls++
			return errs[calls-1]
		})
	}
	got := map[string]int{}
	for _, class := range []string{RPCClassTransport, RPCClassTimeout, RPCClassHTTP, RPCClassNode} {
		got[class] = mt.get("eth_test " + class)
	}
	want := map[string]int{RPCClassTransport: 1, RPCClassTimeout: 1, RPCClassHTTP: 1, RPCClassNode: 1}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("errors by class (-want +got):\n%s", diff)
	}
	if n := mt.get("rpc_error_eth_test"); n != 0 {
		t.Errorf("RPCError also called %d times", n)
	}
	if c := rpcErrorClass(fmt.Errorf("wrapped: %w", context.DeadlineExceeded)); c != RPCClassTimeout {
		t.Errorf("wrapped deadline classed %s", c)
	}
}
