package txmgr

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/google/go-cmp/cmp"
)

// TestDeepReorgAfterFinalSendsStoredBytesAgain (failure scenario 50): an
// intent is final at Confirmations (3) deep, the moment its caller answers
// its client (the 201). Then a reorg deeper than that, from genesis, drops
// its block, and the node keeps nothing of it (a sequencer failover that
// lost its unsafe blocks). The chain has not finalized that block, so the
// Manager still watches the record: it sends the stored signed bytes of the
// mined attempt again, they are mined again with the same hash, and the
// record stays final (the answer given stays true), now in the new block.
// A later intent of the key, sent after the reorg, sits above the lost
// nonce: the gap repair must not take that nonce for a filler. Once the
// chain finalizes the new block the record is no longer watched. Real
// redis-server; go-ethereum's simulated chain, whose Fork makes the reorg
// and whose "finalized" block trails by 32 blocks.
func TestDeepReorgAfterFinalSendsStoredBytesAgain(t *testing.T) {
	ctx := context.Background()
	g, m := newDeepReorgRig(t)
	from := addrOf(g.key)
	sent, oldBlock := finalThenDeepReorg(t, g, m, true)
	if n, err := g.sim.Client().NonceAt(ctx, from, nil); err != nil || n != 0 {
		t.Fatalf("after the reorg the key's nonce is %d (%v), want 0", n, err)
	}
	if _, err := m.Send(ctx, "paid-2", transfer(2)); err != nil {
		t.Fatalf("Send after the reorg: %v", err)
	}

	// The monitor runs; blocks come as the node has work.
	var again *Record
	for range 200 {
		m.monitorOnce(ctx)
		if pool, _ := g.sim.Client().PendingNonceAt(ctx, from); pool > 0 {
			g.sim.Commit()
		}
		r2 := mustGet(t, m, "paid-2")
		if r2.State.terminal() {
			again = mustGet(t, m, "paid-1")
			break
		}
	}
	if again == nil {
		t.Fatal("the later intent never ended")
	}
	rc, err := g.sim.Client().TransactionReceipt(ctx, sent.Attempts[0].Hash)
	if err != nil {
		t.Fatalf("the final intent's transaction is not in the chain after the reorg: %v", err)
	}
	if _, err := m.Get(ctx, gapID(from, 0)); !errors.Is(err, ErrNotFound) {
		t.Errorf("a gap record took the final intent's nonce 0 (%v)", err)
	}
	got := struct {
		State        State
		Mined, Block string
		Attempts     int
		Later        State
	}{again.State, again.MinedHash.Hex(), again.BlockHash.Hex(), len(again.Attempts), mustGet(t, m, "paid-2").State}
	want := got
	want.State, want.Mined, want.Block, want.Attempts, want.Later = StateFinal, sent.Attempts[0].Hash.Hex(), rc.BlockHash.Hex(), 1, StateFinal
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("after the deep reorg (-want +got):\n%s", diff)
	}
	if rc.BlockHash == oldBlock {
		t.Errorf("mined again in the reorged-out block %s", oldBlock)
	}

	requireUnwatchedOnceFinalized(t, g, m)
}

// finalThenDeepReorg sends intent paid-1 through m, mines it and waits for
// it to be final 3 deep, then reorgs the chain from genesis four blocks
// deep. With forget, the node drops the transaction; without, it keeps it
// in its pool, as geth does with the transactions of dropped blocks, and
// mines it again in the new chain's first block. It returns the record the
// Send gave and the block the transaction was final in.
func finalThenDeepReorg(t *testing.T, g *redisRig, m *Manager, forget bool) (*Record, common.Hash) {
	t.Helper()
	ctx := context.Background()
	genesis, err := g.sim.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	sent, err := m.Send(ctx, "paid-1", transfer(1))
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	oldBlock := commitUntilMined(t, g.sim, addrOf(g.key), 1)
	g.sim.Commit()
	g.sim.Commit()
	final, err := m.Wait(waitCtx(t), "paid-1")
	if err != nil || final.State != StateFinal || final.BlockHash != oldBlock {
		t.Fatalf("Wait: %v; want final in %s", err, oldBlock)
	}
	if err := g.sim.Fork(genesis.Hash()); err != nil {
		t.Fatalf("Fork: %v", err)
	}
	if forget {
		g.sim.Rollback()
	}
	for range 4 {
		g.sim.Commit()
	}
	return sent, oldBlock
}

// TestDeepReorgAfterFinalFollowsTheNewBlock (failure scenario 50): as
// above, but the node kept the transaction and mined it again in the new
// chain. The watched record follows it: still final, same hash, the new
// block; nothing is sent again, and once the new block is finalized the
// record is no longer watched.
func TestDeepReorgAfterFinalFollowsTheNewBlock(t *testing.T) {
	ctx := context.Background()
	g, m := newDeepReorgRig(t)
	sent, oldBlock := finalThenDeepReorg(t, g, m, false)
	rc, err := g.sim.Client().TransactionReceipt(ctx, sent.Attempts[0].Hash)
	if err != nil || rc.BlockHash == oldBlock {
		t.Fatalf("the node did not mine the transaction again in the new chain: %v", err)
	}
	sends := len(g.fb.seenHashes())
	m.monitorOnce(ctx)
	r := mustGet(t, m, "paid-1")
	got := struct {
		State        State
		Mined, Block string
		Number       uint64
		Sends        int
	}{r.State, r.MinedHash.Hex(), r.BlockHash.Hex(), r.BlockNumber, len(g.fb.seenHashes()) - sends}
	want := got
	want.State, want.Mined, want.Block, want.Number, want.Sends = StateFinal, sent.Attempts[0].Hash.Hex(), rc.BlockHash.Hex(), rc.BlockNumber.Uint64(), 0
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("after the deep reorg (-want +got):\n%s", diff)
	}
	requireUnwatchedOnceFinalized(t, g, m)
}

// newDeepReorgRig is a rig and its Manager with Confirmations 3 and opts.
func newDeepReorgRig(t *testing.T, opts ...Option) (*redisRig, *Manager) {
	g := newRedisRig(t)
	cfg := testConfig()
	cfg.Confirmations = 3
	return g, g.manager(t, cfg, opts...)
}

// requireUnwatchedOnceFinalized seals blocks until the simulated chain's
// finalized block (every 32nd) passes every block so far, and checks that
// one monitor scan then leaves no record of the key watched.
func requireUnwatchedOnceFinalized(t *testing.T, g *redisRig, m *Manager) {
	t.Helper()
	for range 40 {
		g.sim.Commit()
	}
	ctx := context.Background()
	m.monitorOnce(ctx)
	if ids, err := m.store.watched(ctx, addrOf(g.key)); err != nil || len(ids) != 0 {
		t.Errorf("still watched after the finalized block passed it: %v (%v)", ids, err)
	}
}

// headerCounter counts the header reads that pass through it.
type headerCounter struct {
	*faultBackend
	mu sync.Mutex
	n  int
}

func (h *headerCounter) HeaderByNumber(ctx context.Context, n *big.Int) (*types.Header, error) {
	h.mu.Lock()
	h.n++
	h.mu.Unlock()
	return h.faultBackend.HeaderByNumber(ctx, n)
}

func (h *headerCounter) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.n
}

// TestWatchingFinalRecordsCostsFewCalls: on Base a key has some 600 final
// records waiting for the finalized block (20 minutes of one write every
// 2 s). A monitor scan must not read a header for each: the highest
// watched nonce's block still canonical vouches for every lower one (our
// nonces are mined in order, and no filler may take a watched nonce). So a
// scan over 20 watched records reads a constant handful of headers.
func TestWatchingFinalRecordsCostsFewCalls(t *testing.T) {
	ctx := context.Background()
	g := newRedisRig(t)
	hc := &headerCounter{faultBackend: g.fb}
	cfg := testConfig()
	cfg.Confirmations = 3
	m := newManager(t, cfg, hc, g.rdb, []*ecdsa.PrivateKey{g.key}, WithClock(g.clock.Now))
	const n = 20
	for i := range n {
		id := fmt.Sprintf("paid-%d", i)
		if _, err := m.Send(ctx, id, transfer(1)); err != nil {
			t.Fatalf("Send: %v", err)
		}
		commitUntilMined(t, g.sim, addrOf(g.key), uint64(i+1))
	}
	g.sim.Commit()
	g.sim.Commit()
	for i := range n {
		if out, err := m.Wait(waitCtx(t), fmt.Sprintf("paid-%d", i)); err != nil || out.State != StateFinal {
			t.Fatalf("Wait: %v", err)
		}
	}
	if ids, err := m.store.watched(ctx, addrOf(g.key)); err != nil || len(ids) != n {
		t.Fatalf("watched %d (%v), want %d", len(ids), err, n)
	}
	before := hc.count()
	m.monitorOnce(ctx)
	if got := hc.count() - before; got > 3 {
		t.Errorf("one monitor scan over %d watched records read %d headers, want at most 3", n, got)
	}
}

// noFinalizedTag is a backend whose node does not serve the "finalized"
// block tag.
type noFinalizedTag struct{ *faultBackend }

func (b noFinalizedTag) HeaderByNumber(ctx context.Context, n *big.Int) (*types.Header, error) {
	if n != nil && n.Int64() == int64(rpc.FinalizedBlockNumber) {
		return nil, ethereum.NotFound
	}
	return b.faultBackend.HeaderByNumber(ctx, n)
}

// TestFinalRecordsUnwatchedWithoutFinalizedTag: on a node that does not
// serve the "finalized" tag there is no block to wait for; the monitor
// stops watching final records at once instead of keeping them forever.
func TestFinalRecordsUnwatchedWithoutFinalizedTag(t *testing.T) {
	ctx := context.Background()
	g := newRedisRig(t)
	cfg := testConfig()
	cfg.Confirmations = 3
	m := newManager(t, cfg, noFinalizedTag{g.fb}, g.rdb, []*ecdsa.PrivateKey{g.key}, WithClock(g.clock.Now))
	if _, err := m.Send(ctx, "paid-1", transfer(1)); err != nil {
		t.Fatalf("Send: %v", err)
	}
	commitUntilMined(t, g.sim, addrOf(g.key), 1)
	g.sim.Commit()
	g.sim.Commit()
	if out, err := m.Wait(waitCtx(t), "paid-1"); err != nil || out.State != StateFinal {
		t.Fatalf("Wait: %v", err)
	}
	if ids, err := m.store.watched(ctx, addrOf(g.key)); err != nil || len(ids) != 1 {
		t.Fatalf("watched %v (%v), want the final record", ids, err)
	}
	m.monitorOnce(ctx)
	if ids, err := m.store.watched(ctx, addrOf(g.key)); err != nil || len(ids) != 0 {
		t.Errorf("still watched on a node without the finalized tag: %v (%v)", ids, err)
	}
}
