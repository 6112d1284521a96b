package txmgr

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/internal/testutil"
)

// Pool limits of the full-pool tests: a pool of three transactions.
const fullPoolSlots, fullPoolQueue = 2, 1

// fullPool is an embedded go-ethereum node whose blocks are stopped (one an
// hour) and whose pool holds three transactions, filled by three other
// accounts paying a 100 gwei tip: far more than the Manager's key offers.
type fullPool struct {
	node    *devchain.Chain
	client  *ethclient.Client
	key     *ecdsa.PrivateKey
	fillers []*types.Transaction
}

func newFullPool(t *testing.T) *fullPool {
	t.Helper()
	ctx := context.Background()
	keys := []*ecdsa.PrivateKey{testKey(t, 0), testKey(t, 1), testKey(t, 2), testKey(t, 3)}
	var funded []common.Address
	for _, k := range keys {
		funded = append(funded, addrOf(k))
	}
	node, client := startDevNode(t, devchain.Config{
		Accounts: funded, BlockPeriod: time.Hour, PoolSlots: fullPoolSlots, PoolQueue: fullPoolQueue,
	})
	// The block producer seals block 1 as it starts; wait for it so no
	// block but the ones the test seals comes later.
	deadline := time.Now().Add(30 * time.Second)
	for n, err := client.BlockNumber(ctx); err != nil || n < 1; n, err = client.BlockNumber(ctx) {
		if time.Now().After(deadline) {
			t.Fatalf("no first block: %d, %v", n, err)
		}
		time.Sleep(10 * time.Millisecond)
	}
	p := &fullPool{node: node, client: client, key: keys[0]}
	chainID := new(big.Int).SetUint64(node.ChainID())
	tip := big.NewInt(100_000_000_000)
	for _, k := range keys[1:] {
		tx, err := types.SignNewTx(k, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{
			ChainID: chainID, GasTipCap: tip, GasFeeCap: new(big.Int).Mul(tip, big.NewInt(2)), Gas: 21_000, To: &sink, Value: big.NewInt(7),
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := client.SendTransaction(ctx, tx); err != nil {
			t.Fatalf("filler: %v", err)
		}
		p.fillers = append(p.fillers, tx)
	}
	if n := p.pooled(t); n != fullPoolSlots+fullPoolQueue {
		t.Fatalf("the pool holds %d transactions, want it full with %d", n, fullPoolSlots+fullPoolQueue)
	}
	return p
}

// pooled is how many transactions the node's pool holds.
func (p *fullPool) pooled(t *testing.T) int {
	t.Helper()
	var st map[string]hexutil.Uint
	if err := p.client.Client().CallContext(context.Background(), &st, "txpool_status"); err != nil {
		t.Fatalf("txpool_status: %v", err)
	}
	return int(st["pending"] + st["queued"])
}

// drain seals a block: the fillers are mined and the pool is empty.
func (p *fullPool) drain(t *testing.T) {
	t.Helper()
	p.node.Seal()
	for _, tx := range p.fillers {
		if rc, err := p.client.TransactionReceipt(context.Background(), tx.Hash()); err != nil || rc.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("filler %s not mined: %v", tx.Hash(), err)
		}
	}
	// The pool drops mined transactions when it has processed the new head.
	deadline := time.Now().Add(30 * time.Second)
	for n := p.pooled(t); n != 0; n = p.pooled(t) {
		if time.Now().After(deadline) {
			t.Fatalf("the pool holds %d transactions after the block", n)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// manager is a Manager for the pool's key behind b, on a real redis-server,
// with its clock; the head standing still (blocks are stopped) is not
// called stale, so the test sees what the refusal alone makes it do.
func (p *fullPool) manager(t *testing.T, b chain.Backend) (*Manager, *testClock, Config) {
	cfg := testConfig()
	cfg.ChainID = new(big.Int).SetUint64(p.node.ChainID())
	cfg.StaleHeadAfter = 24 * time.Hour
	clock := newClock()
	return newManager(t, cfg, b, testutil.RedisClient(t), []*ecdsa.PrivateKey{p.key}, WithClock(clock.Now)), clock, cfg
}

// landsOnce seals blocks until intent id is final and checks that one
// transaction of the key landed: at nonce 0, one of the intent's attempts.
func (p *fullPool) landsOnce(t *testing.T, m *Manager, clock *testClock, cfg Config, id string) *Record {
	t.Helper()
	clock.Advance(cfg.ResubmitInterval) // the next resend finds room
	r := driveUntil(t, m, id, func(r *Record) bool {
		if r.LastSendResult == chain.SendAccepted.String() && !r.State.terminal() {
			p.node.Seal()
		}
		return r.State.terminal()
	})
	if r.State != StateFinal || r.Nonce != 0 {
		t.Fatalf("state %s at nonce %d, want final at nonce 0", r.State, r.Nonce)
	}
	if _, ok := r.attempt(r.MinedHash); !ok {
		t.Fatalf("mined %s is none of the intent's attempts", r.MinedHash)
	}
	n, err := p.client.NonceAt(context.Background(), addrOf(p.key), nil)
	if err != nil || n != 1 {
		t.Fatalf("the key's mined nonce is %d (%v), want 1: one transaction", n, err)
	}
	return r
}

// TestFullPoolRefusalIsRepricedThenLandsOnce (failure scenario 40, "queue
// full"): the embedded go-ethereum node's pool is full of other accounts'
// transactions paying more than ours, and blocks are stopped. geth answers
// a full pool's newcomer that does not outbid the cheapest with
// "transaction underpriced" (it says "txpool is full" only when it is
// throttling evictions). The Manager neither takes a new nonce nor storms:
// driving it again and again with no time passing sends and signs nothing;
// each ResubmitInterval it signs one re-priced attempt at the same nonce,
// and stops re-pricing at the fee limit (it then resends the capped
// attempt). Once a block empties the pool, the next resend is accepted and
// one transaction lands at nonce 0.
func TestFullPoolRefusalIsRepricedThenLandsOnce(t *testing.T) {
	p := newFullPool(t)
	fb := newFaultBackend(p.client)
	m, clock, cfg := p.manager(t, fb)
	r, err := m.Send(context.Background(), "crowded", transfer(1))
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	if r.LastSendResult != chain.SendUnderpriced.String() || r.State != StateAssigned {
		t.Fatalf("first broadcast: %s %q, state %s; want the full pool's refusal, underpriced", r.LastSendResult, r.LastSendError, r.State)
	}
	for range 20 { // no time passes: nothing is due
		mustDrive(t, m, "crowded")
	}
	if got := mustGet(t, m, "crowded"); len(got.Attempts) != 1 || len(fb.seenHashes()) != 1 {
		t.Fatalf("with no time passing: %d attempts, %d sends; want 1 and 1", len(got.Attempts), len(fb.seenHashes()))
	}
	const intervals = 40
	for range intervals {
		clock.Advance(cfg.ResubmitInterval)
		mustDrive(t, m, "crowded")
	}
	got := mustGet(t, m, "crowded")
	first, last := got.Attempts[0], got.Attempts[len(got.Attempts)-1]
	t.Logf("%d attempts over %d resubmit intervals; fee cap %s → %s", len(got.Attempts), intervals, first.GasFeeCap, last.GasFeeCap)
	if len(got.Attempts) >= intervals/2 {
		t.Fatalf("%d attempts in %d resubmit intervals: the re-pricing does not stop at the fee limit", len(got.Attempts), intervals)
	}
	for _, a := range got.Attempts {
		if tx, err := a.Transaction(); err != nil || tx.Nonce() != 0 {
			t.Fatalf("attempt %s: nonce %v (%v), want every attempt at nonce 0", a.Hash, tx.Nonce(), err)
		}
	}
	if n := p.pooled(t); n != fullPoolSlots+fullPoolQueue {
		t.Fatalf("the pool holds %d, want still only the %d fillers", n, fullPoolSlots+fullPoolQueue)
	}

	p.drain(t)
	out := p.landsOnce(t, m, clock, cfg, "crowded")
	if a, _ := out.current(); out.MinedHash != a.Hash {
		t.Errorf("mined %s, want the latest attempt %s (no earlier one was accepted)", out.MinedHash, a.Hash)
	}
}

// TestPoolFullIsResentWithBackOffThenLandsOnce (failure scenario 40,
// "queue full"): the node's pool is full (the embedded go-ethereum node,
// three slots, filled by other accounts, blocks stopped) and what stands
// before it (testutil.RPCFault) answers "txpool is full", as a sequencer that refuses instead
// of evicting does. chain.ClassifySendError calls it SendPoolFull: the
// node does not hold our bytes (the record stays assigned) and a higher
// fee is not what it asks for, so the Manager resends the same signed
// bytes once per ResubmitInterval, its back-off, and nothing more: no
// resend while no time passes, no re-priced attempt before BumpAfter, no
// new nonce. When a block empties the pool, the stored bytes are accepted
// and land once at nonce 0, with the hash signed first.
func TestPoolFullIsResentWithBackOffThenLandsOnce(t *testing.T) {
	p := newFullPool(t)
	proxy := testutil.NewRPCFault(t, p.node.HTTPURL())
	proxy.SetRefuseSends("txpool is full", func() bool { return p.pooled(t) >= fullPoolSlots+fullPoolQueue })
	client, err := ethclient.Dial(proxy.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(client.Close)
	fb := newFaultBackend(client)
	m, clock, cfg := p.manager(t, fb)

	r, err := m.Send(context.Background(), "queued", transfer(1))
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	if r.LastSendResult != chain.SendPoolFull.String() || r.State != StateAssigned {
		t.Fatalf("first broadcast: %s %q, state %s; want pool_full, assigned", r.LastSendResult, r.LastSendError, r.State)
	}
	signed := r.Attempts[0].Hash
	for range 20 {
		mustDrive(t, m, "queued")
	}
	if n, sends := proxy.Injected("refuse_send"), fb.seenHashes(); n != 1 || len(sends) != 1 {
		t.Fatalf("with no time passing: %d refusals of %v, want only the first send of %s", n, sends, signed)
	}
	const intervals = 3 // with landsOnce's, short of BumpAfter
	for range intervals {
		clock.Advance(cfg.ResubmitInterval)
		mustDrive(t, m, "queued")
		mustDrive(t, m, "queued")
	}
	got := mustGet(t, m, "queued")
	if len(got.Attempts) != 1 || got.State != StateAssigned || got.LastSendResult != chain.SendPoolFull.String() {
		t.Fatalf("after %d resubmit intervals: %d attempts, %s, %s; want the one attempt, assigned, pool_full",
			intervals, len(got.Attempts), got.State, got.LastSendResult)
	}
	if n, sends := proxy.Injected("refuse_send"), fb.seenHashes(); n != 1+intervals || len(sends) != 1 || sends[signed] != 1+intervals {
		t.Fatalf("%d refusals of sends %v, want %d sends of the one attempt %s: one each resubmit interval", n, sends, 1+intervals, signed)
	}

	p.drain(t)
	out := p.landsOnce(t, m, clock, cfg, "queued")
	if out.MinedHash != signed || len(out.Attempts) != 1 {
		t.Errorf("mined %s after %d attempts, want the first signed bytes %s", out.MinedHash, len(out.Attempts), signed)
	}
}
