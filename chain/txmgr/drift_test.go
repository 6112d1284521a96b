package txmgr

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/internal/testutil"
)

// driftRig is one key on the embedded go-ethereum node over HTTP JSON-RPC
// and a real redis-server.
type driftRig struct {
	key    *ecdsa.PrivateKey
	from   common.Address
	client *ethclient.Client
	rdb    redis.UniversalClient
	cfg    Config
}

func newDriftRig(t *testing.T) *driftRig {
	t.Helper()
	key := testKey(t, 0)
	node, client := startDevNode(t, devchain.Config{Accounts: []common.Address{addrOf(key)}})
	cfg := testConfig()
	cfg.ChainID = new(big.Int).SetUint64(node.ChainID())
	cfg.ReceiptPoll = 20 * cfg.ReceiptPoll
	cfg.MonitorInterval = 50 * cfg.MonitorInterval
	// A nonce used by a transaction outside the records is decided after
	// this (on the wall clock): seconds, not a minute.
	cfg.ResubmitInterval = 2 * time.Second
	return &driftRig{key: key, from: addrOf(key), client: client, rdb: testutil.RedisClient(t), cfg: cfg}
}

// manager starts a Manager with its monitor, as serve and worker run it,
// on the node's client or on b.
func (g *driftRig) manager(t *testing.T, b ...chain.Backend) *Manager {
	t.Helper()
	var backend chain.Backend = g.client
	if len(b) > 0 {
		backend = b[0]
	}
	m := newManager(t, g.cfg, backend, g.rdb, []*ecdsa.PrivateKey{g.key})
	var wg sync.WaitGroup
	m.Start(&wg)
	t.Cleanup(func() {
		m.Shutdown()
		testutil.Wait(t, &wg, "the manager's shutdown")
	})
	return m
}

// land sends each intent and waits until it is final; it returns the
// receipts by intent.
func (g *driftRig) land(t *testing.T, m *Manager, ids ...string) map[string]*types.Receipt {
	t.Helper()
	out := map[string]*types.Receipt{}
	for _, id := range ids {
		if _, err := m.Send(context.Background(), id, Candidate{To: sink, Value: big.NewInt(1)}); err != nil {
			t.Fatalf("Send(%s): %v", id, err)
		}
	}
	for _, id := range ids {
		o, err := m.Wait(waitCtx(t), id)
		if err != nil {
			t.Fatalf("Wait(%s): %v", id, err)
		}
		if o.Receipt.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("%s: receipt status %d", id, o.Receipt.Status)
		}
		out[id] = o.Receipt
	}
	return out
}

// minedNonce is the key's nonce in the head block.
func (g *driftRig) minedNonce(t *testing.T) uint64 {
	t.Helper()
	n, err := g.client.NonceAt(context.Background(), g.from, nil)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestCounterAboveChainOverEmptySlots: the key's Redis counter stands
// above the chain's mined nonce and no record holds the nonces between
// (records lost with their unsent transactions, or an operator restored a
// Redis whose counter ran ahead). The next intents take nonces above the
// empty slots, where the node queues them behind the gap for good. The
// monitor finds the empty slots below them, fills each with a filler, and
// the new intents are mined, each once; the counter is never moved back
// (a slot that looks empty may hold a lost transaction in some pool), and
// later intents land at once. (Scenario 22.)
func TestCounterAboveChainOverEmptySlots(t *testing.T) {
	ctx := context.Background()
	g := newDriftRig(t)
	m := g.manager(t)
	g.land(t, m, "before-0", "before-1")
	mined := g.minedNonce(t)
	if mined != 2 {
		t.Fatalf("mined nonce %d after two intents, want 2", mined)
	}

	// The drift: the counter runs 4 ahead of the chain over empty slots.
	const drift = 4
	if err := g.rdb.Set(ctx, m.store.counterKey(g.from), mined+drift, 0).Err(); err != nil {
		t.Fatal(err)
	}
	// A process started over the drifted Redis, as after a restore.
	m2 := g.manager(t)
	after := g.land(t, m2, "after-0", "after-1")
	for i, id := range []string{"after-0", "after-1"} {
		if r := mustGet(t, m2, id); r.Nonce != mined+drift+uint64(i) {
			t.Errorf("%s took nonce %d, want %d: the counter was moved back over the empty slots", id, r.Nonce, mined+drift+uint64(i))
		}
	}
	// Every empty slot got a gap record, failed with its filler mined.
	for n := mined; n < mined+drift; n++ {
		id := gapID(g.from, n)
		gap := driveUntil(t, m2, id, isTerminal)
		if gap.State != StateFailed || gap.Failure != FailGap || gap.MinedHash == (common.Hash{}) {
			t.Errorf("gap record %s: %s (%s), mined %s; want failed %s with its filler mined", id, gap.State, gap.Failure, gap.MinedHash, FailGap)
		}
	}
	// Each intent once on chain, and the key goes on.
	later := g.land(t, m2, "later-0", "later-1", "later-2")
	seen := map[common.Hash]string{}
	for _, rcs := range []map[string]*types.Receipt{after, later} {
		for id, rc := range rcs {
			if other, dup := seen[rc.TxHash]; dup {
				t.Errorf("%s and %s share transaction %s", id, other, rc.TxHash)
			}
			seen[rc.TxHash] = id
		}
	}
	if got, want := g.minedNonce(t), mined+drift+5; got != want {
		t.Errorf("chain nonce %d, want %d (%d fillers and 5 intents after the drift)", got, want, drift)
	}
	gaps := 0
	keys, err := g.rdb.Keys(ctx, m2.store.recordKey(gapPrefix+"*")).Result()
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range keys {
		if strings.Contains(k, strings.ToLower(g.from.Hex())) {
			gaps++
		}
	}
	if gaps != drift {
		t.Errorf("gap records %d, want %d: %s", gaps, drift, fmt.Sprint(keys))
	}
}

// TestLostRecordsOneStillPooled: Redis loses the records of two intents
// sent at the key's next nonces; the first transaction never reached the
// node, the second waits in the node's pool behind the first's empty slot.
// The counter is above the chain over two slots without records. The next
// intent's nonce is above both; the monitor fills the empty slot, which
// lets the pooled transaction mine at its own nonce (its filler is
// refused: the node holds a transaction there paying as much). Both gap
// records end failed, every transaction mines once, and the key goes on.
// (Scenario 22.)
func TestLostRecordsOneStillPooled(t *testing.T) {
	ctx := context.Background()
	g := newDriftRig(t)
	fb := newFaultBackend(g.client)
	m := g.manager(t, fb)
	g.land(t, m, "before-0", "before-1")
	mined := g.minedNonce(t)
	// The monitor stops first, or it would fill the empty slot itself.
	m.Shutdown()
	fb.setFault(func(tx *types.Transaction, _ int) error {
		if tx.Nonce() == mined {
			return errSwallow
		}
		return nil
	})
	var lost []*Record
	for _, id := range []string{"lost-0", "lost-1"} {
		r, err := m.Send(ctx, id, Candidate{To: sink, Value: big.NewInt(1)})
		if err != nil {
			t.Fatalf("Send(%s): %v", id, err)
		}
		lost = append(lost, r)
	}
	pooled, _ := lost[1].latest()
	if _, pending, err := g.client.TransactionByHash(ctx, pooled.Hash); err != nil || !pending {
		t.Fatalf("lost-1's transaction in the node's pool: pending %v, %v", pending, err)
	}
	for _, r := range lost {
		loseRecord(t, m, g.rdb, r)
	}

	m2 := g.manager(t)
	after := g.land(t, m2, "after-0")
	if r := mustGet(t, m2, "after-0"); r.Nonce != mined+2 {
		t.Errorf("after-0 took nonce %d, want %d", r.Nonce, mined+2)
	}
	for n := mined; n < mined+2; n++ {
		gap := driveUntil(t, m2, gapID(g.from, n), isTerminal)
		if gap.State != StateFailed || gap.Failure != FailGap {
			t.Errorf("gap record at %d: %s (%s); want failed %s", n, gap.State, gap.Failure, FailGap)
		}
	}
	rc, err := g.client.TransactionReceipt(ctx, pooled.Hash)
	if err != nil || rc.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("the pooled transaction of the lost record: %v %v; want mined", rc, err)
	}
	later := g.land(t, m2, "later-0")
	if after["after-0"].TxHash == later["later-0"].TxHash {
		t.Error("after-0 and later-0 share a transaction")
	}
	if got, want := g.minedNonce(t), mined+4; got != want {
		t.Errorf("chain nonce %d, want %d (a filler, the pooled transaction, two intents)", got, want)
	}
}

// TestPendingEntryWithoutRecord: Redis loses the record of an intent whose
// transaction never reached the node, but keeps its entry in the key's
// pending set (an evicted or hand-deleted record key). The entry holds the
// slot: new intents are assigned above it, and nothing drives it. The
// monitor drops the entry of a record that is gone and fills the slot, so
// the next intent mines and the key goes on. (Scenario 22.)
func TestPendingEntryWithoutRecord(t *testing.T) {
	ctx := context.Background()
	g := newDriftRig(t)
	fb := newFaultBackend(g.client)
	m := g.manager(t, fb)
	g.land(t, m, "before-0")
	mined := g.minedNonce(t)
	m.Shutdown()
	fb.setFault(func(*types.Transaction, int) error { return errSwallow })
	if _, err := m.Send(ctx, "lost", Candidate{To: sink, Value: big.NewInt(1)}); err != nil {
		t.Fatalf("Send(lost): %v", err)
	}
	if err := g.rdb.Del(ctx, m.store.recordKey("lost")).Err(); err != nil {
		t.Fatal(err)
	}

	m2 := g.manager(t)
	g.land(t, m2, "after-0")
	if r := mustGet(t, m2, "after-0"); r.Nonce != mined+1 {
		t.Errorf("after-0 took nonce %d, want %d", r.Nonce, mined+1)
	}
	gap := driveUntil(t, m2, gapID(g.from, mined), isTerminal)
	if gap.State != StateFailed || gap.Failure != FailGap {
		t.Errorf("gap record at %d: %s (%s); want failed %s", mined, gap.State, gap.Failure, FailGap)
	}
	ids, err := m2.store.pending(ctx, g.from)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		if id == "lost" {
			t.Errorf("the lost record's entry is still pending: %v", ids)
		}
	}
	g.land(t, m2, "later-0")
	if got, want := g.minedNonce(t), mined+3; got != want {
		t.Errorf("chain nonce %d, want %d (a filler, two intents)", got, want)
	}
}

// TestFarDriftFilledInBoundedScans: a counter far above the chain (here
// 200 slots; a hand-edited or corrupted counter can be any number) makes
// the monitor fill at most maxFillsPerScan slots a scan, lowest first, so
// one key's drift never holds the scan of every other key for long; the
// scans after it fill the rest, and the intent above them is mined.
func TestFarDriftFilledInBoundedScans(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	rdb := testutil.RedisClient(t)
	m := newManager(t, testConfig(), sim.Client(), rdb, []*ecdsa.PrivateKey{key})
	const drift = 200
	if err := rdb.Set(ctx, m.store.counterKey(addrOf(key)), drift, 0).Err(); err != nil {
		t.Fatal(err)
	}
	if r, err := m.Send(ctx, "x", transfer(1)); err != nil || r.Nonce != drift {
		t.Fatalf("Send(x) = %+v, %v; want nonce %d", r, err, drift)
	}
	filled := 0
	for scan := 1; filled < drift; scan++ {
		m.monitorOnce(ctx)
		gaps := len(gapRecords(t, m))
		if gaps-filled > maxFillsPerScan {
			t.Fatalf("scan %d filled %d slots, more than %d", scan, gaps-filled, maxFillsPerScan)
		}
		if gaps == filled || scan > drift {
			t.Fatalf("scan %d filled nothing, %d of %d slots filled", scan, gaps, drift)
		}
		filled = gaps
	}
	commitUntilMined(t, sim, addrOf(key), drift+1)
	if out, err := m.Wait(waitCtx(t), "x"); err != nil || out.State != StateFinal {
		t.Fatalf("Wait(x): %v", err)
	}
}
