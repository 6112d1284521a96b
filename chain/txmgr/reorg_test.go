package txmgr

import (
	"context"
	"crypto/ecdsa"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReorgSendsMinedTransactionAgain: a transaction mined but not yet
// Confirmations deep is reorged out; the record goes back to sent, the
// stored bytes are broadcast again, mined on the new chain and become final
// there.
func TestReorgSendsMinedTransactionAgain(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	fb := newFaultBackend(sim.Client())
	rdb, _ := newMiniredis(t)
	cfg := testConfig()
	cfg.Confirmations = 3
	mt := newCountingMetrics()
	m := newManager(t, cfg, fb, rdb, []*ecdsa.PrivateKey{key}, WithMetrics(mt))

	genesis, err := sim.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	r, err := m.Send(ctx, "intent-1", transfer(1))
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	oldBlock := commitUntilMined(t, sim, addrOf(key), 1)
	mined := driveUntil(t, m, "intent-1", isMined)
	if mined.State != StateMined || mined.BlockHash != oldBlock {
		t.Fatalf("after one block: state %s block %s; want mined in %s", mined.State, mined.BlockHash, oldBlock)
	}

	// Reorg: a longer chain from genesis without our transaction.
	if err := sim.Fork(genesis.Hash()); err != nil {
		t.Fatalf("Fork: %v", err)
	}
	sim.Rollback() // drop the transaction the reorg put back into the pool
	sim.Commit()
	fb.drain()
	back := mustDrive(t, m, "intent-1")
	if back.State != StateSent || back.Reorgs != 1 || back.BlockNumber != 0 {
		t.Fatalf("after reorg: state %s reorgs %d block %d; want sent, 1, 0", back.State, back.Reorgs, back.BlockNumber)
	}
	if h := fb.awaitSend(t); h != r.Attempts[0].Hash {
		t.Errorf("re-sent %s, want the stored %s", h, r.Attempts[0].Hash)
	}

	newBlock := commitUntilMined(t, sim, addrOf(key), 1)
	again := driveUntil(t, m, "intent-1", isMined)
	if again.State != StateMined || again.BlockHash != newBlock {
		t.Fatalf("after re-mining: state %s block %s; want mined in %s", again.State, again.BlockHash, newBlock)
	}
	sim.Commit()
	sim.Commit()
	out, err := m.Wait(waitCtx(t), "intent-1")
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	got := struct {
		State     State
		BlockHash string
		Attempts  int
	}{out.State, out.BlockHash.Hex(), len(out.Attempts)}
	want := got
	want.State, want.BlockHash, want.Attempts = StateFinal, newBlock.Hex(), 1
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("final record (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([2]int{1, 1}, [2]int{mt.get("reorged"), mt.get("final")}); diff != "" {
		t.Errorf("metrics reorged, final (-want +got):\n%s", diff)
	}
}

// TestStaleViewIsNotAReorg: the monitor takes one view per key; a record
// marked mined after that view was taken must not be called reorged.
func TestStaleViewIsNotAReorg(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	rdb, _ := newMiniredis(t)
	cfg := testConfig()
	cfg.Confirmations = 3
	mt := newCountingMetrics()
	m := newManager(t, cfg, sim.Client(), rdb, []*ecdsa.PrivateKey{key}, WithMetrics(mt))

	if _, err := m.Send(ctx, "intent-1", transfer(1)); err != nil {
		t.Fatalf("Send: %v", err)
	}
	stale, err := m.view(ctx, addrOf(key)) // before the block
	if err != nil {
		t.Fatal(err)
	}
	block := commitUntilMined(t, sim, addrOf(key), 1)
	driveUntil(t, m, "intent-1", isMined)
	r, err := m.step(ctx, mustGet(t, m, "intent-1"), stale)
	if err != nil {
		t.Fatalf("step with a stale view: %v", err)
	}
	got := struct {
		State     State
		BlockHash string
		Reorgs    int
	}{r.State, r.BlockHash.Hex(), mt.get("reorged")}
	want := got
	want.State, want.BlockHash, want.Reorgs = StateMined, block.Hex(), 0
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("after a step with a stale view (-want +got):\n%s", diff)
	}
}

// TestReorgSwapsMinedAttempt (failure scenario 49): the first attempt of a
// nonce is mined; a reorg replaces that block with one holding the bump of
// the same nonce instead. The record follows the canonical chain: its mined
// hash, block and receipt become the bump's, it is final there, and no
// third transaction is signed. Real redis-server; go-ethereum's simulated
// chain, whose Fork makes the reorg.
func TestReorgSwapsMinedAttempt(t *testing.T) {
	ctx := context.Background()
	g := newRedisRig(t)
	cfg := testConfig()
	cfg.Confirmations = 3
	m := g.manager(t, cfg)
	from := addrOf(g.key)

	genesis, err := g.sim.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Send(ctx, "intent-1", transfer(1)); err != nil {
		t.Fatalf("Send: %v", err)
	}
	g.clock.Advance(cfg.BumpAfter)
	g.fb.dropNext(1) // the bump never reaches this chain's node
	r := mustDrive(t, m, "intent-1")
	if len(r.Attempts) != 2 {
		t.Fatalf("attempts after BumpAfter = %d, want 2", len(r.Attempts))
	}
	first, bump := r.Attempts[0], r.Attempts[1]
	oldBlock := commitUntilMined(t, g.sim, from, 1)
	mined := driveUntil(t, m, "intent-1", isMined)
	if mined.MinedHash != first.Hash || mined.BlockHash != oldBlock {
		t.Fatalf("mined %s in %s, want the first attempt %s in %s", mined.MinedHash, mined.BlockHash, first.Hash, oldBlock)
	}

	// Reorg: from genesis, a chain whose block holds the bump.
	if err := g.sim.Fork(genesis.Hash()); err != nil {
		t.Fatalf("Fork: %v", err)
	}
	g.sim.Rollback()
	tx, err := bump.Transaction()
	if err != nil {
		t.Fatal(err)
	}
	if err := g.sim.Client().SendTransaction(ctx, tx); err != nil {
		t.Fatalf("send the bump to the new chain: %v", err)
	}
	newBlock := commitUntilMined(t, g.sim, from, 1)
	if newBlock == oldBlock {
		t.Fatal("the fork sealed the old block again")
	}
	swapped := driveUntil(t, m, "intent-1", func(r *Record) bool { return r.MinedHash == bump.Hash })
	if swapped.State != StateMined || swapped.BlockHash != newBlock {
		t.Fatalf("after the reorg: state %s block %s, want mined in %s", swapped.State, swapped.BlockHash, newBlock)
	}
	g.sim.Commit()
	g.sim.Commit()
	out, err := m.Wait(waitCtx(t), "intent-1")
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	got := struct {
		State                 State
		Mined, Block, Receipt string
		Attempts              int
	}{out.State, out.MinedHash.Hex(), out.BlockHash.Hex(), out.Receipt.TxHash.Hex(), len(out.Attempts)}
	want := got
	want.State, want.Mined, want.Block, want.Receipt, want.Attempts = StateFinal, bump.Hash.Hex(), newBlock.Hex(), bump.Hash.Hex(), 2
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("final record (-want +got):\n%s", diff)
	}
}
