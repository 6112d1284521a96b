package txmgr

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/internal/testutil"
)

// TestUnindexedReceiptIsNotNonceConsumed: our transaction is mined, but the
// node serving receipts has not indexed it yet (it answers null). Time alone
// must not fail the intent: "our nonce was used by another transaction" is
// decided only once the nonce is Confirmations deep and every attempt's
// receipt has been looked up there. Once the receipt is served, the record
// ends final.
func TestUnindexedReceiptIsNotNonceConsumed(t *testing.T) {
	sim, proxy, m, clock := lyingRig(t, 3)
	key := testKey(t, 0)
	proxy.setLie("eth_getTransactionReceipt", null)
	commitUntilMined(t, sim, addrOf(key), 1)
	keepsWaiting(t, m, clock, "nonce used at depth 1, receipt not indexed")

	proxy.setLie("eth_getTransactionReceipt", nil)
	sim.Commit()
	sim.Commit()
	out, err := m.Wait(waitCtx(t), "intent-1")
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	if out.State != StateFinal || out.Receipt == nil {
		t.Fatalf("after the receipt is served: state %s receipt %v; want final", out.State, out.Receipt)
	}
}

// TestLaggingNodeIsNotNonceConsumed: a load-balanced RPC answers the nonce
// from a node that has our block and the receipts and headers from one that
// has not seen it yet. Even at depth 1 (the development chain) and after
// the grace time, a node behind the height at which the nonce was read must
// not fail the intent.
func TestLaggingNodeIsNotNonceConsumed(t *testing.T) {
	ctx := context.Background()
	sim, proxy, m, clock := lyingRig(t, 1)
	key := testKey(t, 0)
	head, err := sim.Client().BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// The lagging node: no receipts, and no header above the old head.
	proxy.setLie("eth_getTransactionReceipt", null)
	proxy.setLie("eth_getBlockByNumber", staleHeaders(head))
	commitUntilMined(t, sim, addrOf(key), 1)
	keepsWaiting(t, m, clock, "nonce used, receipts from a node behind")
	proxy.setLie("eth_getTransactionReceipt", nil)
	proxy.setLie("eth_getBlockByNumber", nil)
	out, err := m.Wait(waitCtx(t), "intent-1")
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	if out.State != StateFinal {
		t.Fatalf("after the node caught up: state %s; want final", out.State)
	}
}

// TestLaggingNonceIsNotAReorg: a mined record, and a node that answers the
// key's nonce from before our block while the block is still canonical. The
// record must stay mined: a reorg is only a stored block hash that is no
// longer the canonical block at its height.
func TestLaggingNonceIsNotAReorg(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	proxy, client := newRPCProxy(t, sim)
	rdb := testutil.RedisClient(t)
	cfg := testConfig()
	cfg.Confirmations = 3
	mt := newCountingMetrics()
	m := newManager(t, cfg, client, rdb, []*ecdsa.PrivateKey{key}, WithMetrics(mt))

	if _, err := m.Send(ctx, "intent-1", transfer(1)); err != nil {
		t.Fatalf("Send: %v", err)
	}
	block := commitUntilMined(t, sim, addrOf(key), 1)
	driveUntil(t, m, "intent-1", isMined)

	proxy.setLie("eth_getTransactionCount", fixed(`"0x0"`))
	r := mustDrive(t, m, "intent-1")
	got := struct {
		State     State
		BlockHash string
		Reorgs    int
	}{r.State, r.BlockHash.Hex(), mt.get("reorged")}
	want := got
	want.State, want.BlockHash, want.Reorgs = StateMined, block.Hex(), 0
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("after a nonce read from a node behind (-want +got):\n%s", diff)
	}

	proxy.setLie("eth_getTransactionCount", nil)
	sim.Commit()
	sim.Commit()
	out, err := m.Wait(waitCtx(t), "intent-1")
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	if out.State != StateFinal || out.BlockHash != block {
		t.Errorf("final record: state %s block %s; want final in %s", out.State, out.BlockHash, block)
	}
}

// staleHeaders is a lie for eth_getBlockByNumber: a node whose head is
// block head. It answers null above it (latest included, it forwards by
// number).
func staleHeaders(head uint64) lie {
	return func(params []json.RawMessage) (json.RawMessage, bool) {
		if len(params) == 0 {
			return nil, false
		}
		var tag string
		if err := json.Unmarshal(params[0], &tag); err != nil {
			return nil, false
		}
		n, err := hexutil.DecodeUint64(tag)
		if err != nil {
			return nil, false // "latest", "pending"…: forwarded
		}
		if n > head {
			return json.RawMessage("null"), true
		}
		return nil, false
	}
}

// lyingRig starts a simulated chain behind an rpcProxy, a Manager on it with
// the given depth, real Redis and a test clock, and sends intent-1 (a
// transfer) from testKey 0.
func lyingRig(t *testing.T, confirmations uint64) (*simulated.Backend, *rpcProxy, *Manager, *testClock) {
	t.Helper()
	key := testKey(t, 0)
	sim := newSim(t, key)
	proxy, client := newRPCProxy(t, sim)
	cfg := testConfig()
	cfg.Confirmations = confirmations
	clock := newClock()
	m := newManager(t, cfg, client, testutil.RedisClient(t), []*ecdsa.PrivateKey{key}, WithClock(clock.Now))
	if _, err := m.Send(context.Background(), "intent-1", transfer(1)); err != nil {
		t.Fatalf("Send: %v", err)
	}
	return sim, proxy, m, clock
}

// keepsWaiting drives intent-1 three times, each time past the failure
// grace, and fails the test if the record becomes terminal.
func keepsWaiting(t *testing.T, m *Manager, clock *testClock, what string) {
	t.Helper()
	for range 3 {
		r := mustDrive(t, m, "intent-1")
		clock.Advance(2 * m.cfg.ResubmitInterval)
		if r.State.terminal() {
			t.Fatalf("%s: record %s (%s); want it still waiting", what, r.State, r.Failure)
		}
	}
}

// TestNonceConsumedDecidedAtDepth: another transaction takes the intent's
// nonce, on a node without the "finalized" tag. With Confirmations 3 the
// record keeps waiting while that transaction is less than 3 blocks deep,
// whatever the time, and fails (ErrNonceConsumed) once it is 3 deep and the
// grace has passed.
func TestNonceConsumedDecidedAtDepth(t *testing.T) {
	sim, proxy, m, clock := lyingRig(t, 3)
	proxy.setLie("eth_getBlockByNumber", noFinalized)
	key := testKey(t, 0)
	r := mustGet(t, m, "intent-1")
	// Pays more than our attempt: it replaces ours in the pool.
	sendExternal(t, sim.Client(), key, r.Nonce)
	commitUntilMined(t, sim, addrOf(key), r.Nonce+1)
	keepsWaiting(t, m, clock, "nonce used by another transaction 1 block deep")
	sim.Commit()
	sim.Commit()
	mustDrive(t, m, "intent-1") // first sighting at depth
	clock.Advance(m.cfg.ResubmitInterval)
	failed := driveUntil(t, m, "intent-1", isTerminal)
	if failed.State != StateFailed || !errors.Is(failed.Err(), ErrNonceConsumed) {
		t.Errorf("3 deep: record %s, err %v; want failed with ErrNonceConsumed", failed.State, failed.Err())
	}
}
