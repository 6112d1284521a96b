package txmgr

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"
	"go.uber.org/goleak"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/internal/testutil"
)

// simChainID is the chain id of ethclient/simulated.
var simChainID = big.NewInt(1337)

// revertAddr holds a contract whose every call reverts (PUSH1 0 PUSH1 0
// REVERT), to make gas estimation fail.
var revertAddr = common.HexToAddress("0x00000000000000000000000000000000000bad00")

// sink receives the test transfers.
var sink = common.HexToAddress("0x000000000000000000000000000000000000dEaD")

// testKey returns a deterministic private key for index i.
func testKey(tb testing.TB, i int) *ecdsa.PrivateKey {
	tb.Helper()
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte(fmt.Sprintf("inkd txmgr test key %d", i))))
	if err != nil {
		tb.Fatalf("test key %d: %v", i, err)
	}
	return k
}

func addrOf(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

// newSim starts a simulated chain with the given keys funded with 1000 ETH
// and raised pool limits, closed at cleanup.
func newSim(tb testing.TB, funded ...*ecdsa.PrivateKey) *simulated.Backend {
	tb.Helper()
	return newSimWith(tb, nil, funded...)
}

// newSimWith is newSim with tune applied to the node's eth configuration
// (nil: none), e.g. to lower the RPC's fee cap.
func newSimWith(tb testing.TB, tune func(*ethconfig.Config), funded ...*ecdsa.PrivateKey) *simulated.Backend {
	tb.Helper()
	addrs := make([]common.Address, len(funded))
	for i, k := range funded {
		addrs[i] = addrOf(k)
	}
	return testutil.SimChain(tb, testutil.Sim{
		Alloc:  types.GenesisAlloc{revertAddr: {Code: []byte{0x60, 0x00, 0x60, 0x00, 0xfd}, Balance: new(big.Int)}},
		Funded: addrs,
		Tune: func(ec *ethconfig.Config) {
			ec.TxPool.AccountSlots = 1024
			ec.TxPool.AccountQueue = 1024
			ec.TxPool.GlobalSlots = 8192
			ec.TxPool.GlobalQueue = 8192
			if tune != nil {
				tune(ec)
			}
		},
	})
}

// newMiniredis returns a client on a fresh miniredis and the server, for
// FastForward.
func newMiniredis(tb testing.TB) (*redis.Client, *miniredis.Miniredis) {
	tb.Helper()
	mr := miniredis.RunT(tb)
	c := redis.NewClient(&redis.Options{Addr: mr.Addr()})
	tb.Cleanup(func() { _ = c.Close() })
	return c, mr
}

// redisKinds runs fn once on miniredis and once on a real redis-server.
func redisKinds(t *testing.T, fn func(t *testing.T, rdb redis.UniversalClient)) {
	t.Run("miniredis", func(t *testing.T) {
		rdb, _ := newMiniredis(t)
		fn(t, rdb)
	})
	t.Run("redis-server", func(t *testing.T) {
		fn(t, testutil.RedisClient(t))
	})
}

// testClock is a settable clock.
type testClock struct {
	mu  sync.Mutex
	now time.Time
}

func newClock() *testClock { return &testClock{now: time.Unix(1_700_000_000, 0).UTC()} }

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *testClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// testConfig is a Config for the simulated chain with fast polling. Its
// rebroadcast and bump intervals are far longer than any test runs on the
// wall clock, so that no test that counts broadcasts sees an extra one
// because a loaded machine made it slow; the tests of rebroadcasts and
// bumps inject a clock (WithClock) and advance it by these intervals.
func testConfig() Config {
	return Config{
		ChainID:          simChainID,
		NetworkTimeout:   5 * time.Second,
		ResubmitInterval: time.Minute,
		BumpAfter:        5 * time.Minute,
		ReceiptPoll:      5 * time.Millisecond,
		MonitorInterval:  5 * time.Millisecond,
	}
}

// newManager builds a Manager, failing the test on error.
func newManager(tb testing.TB, cfg Config, b chain.Backend, rdb redis.UniversalClient, keys []*ecdsa.PrivateKey, opts ...Option) *Manager {
	tb.Helper()
	m, err := New(cfg, b, rdb, keys, testutil.Logger(tb), opts...)
	if err != nil {
		tb.Fatalf("New: %v", err)
	}
	return m
}

// errNetwork is what faultBackend returns for a send that "did not reach"
// the node: a transport error, not a JSON-RPC answer.
var errNetwork = &net.OpError{Op: "write", Net: "tcp", Err: errors.New("connection reset by peer")}

// errSwallow, returned by a faultBackend's fault function, makes the send
// report success without forwarding the transaction.
var errSwallow = errors.New("swallow")

// faultBackend wraps a real backend and injects failures into
// SendTransaction. Every send it sees is reported on sends once handled.
type faultBackend struct {
	chain.Backend

	mu    sync.Mutex
	down  bool // fail every send with errNetwork, without forwarding
	drop  int  // swallow this many sends (report success, forward nothing)
	seen  []common.Hash
	sends chan common.Hash
	// beforeSend, when set, sees every transaction before it is handled.
	beforeSend func(tx *types.Transaction)
	// fault, when set, is asked first about every send; n counts the sends
	// of this transaction so far, this one included. A non-nil error fails
	// the send without forwarding it (errSwallow: reports success).
	fault func(tx *types.Transaction, n int) error
}

func newFaultBackend(b chain.Backend) *faultBackend {
	return &faultBackend{Backend: b, sends: make(chan common.Hash, 4096)}
}

// SendTransaction fails, swallows or forwards tx as configured.
func (f *faultBackend) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	f.mu.Lock()
	f.seen = append(f.seen, tx.Hash())
	n := 0
	for _, h := range f.seen {
		if h == tx.Hash() {
			n++
		}
	}
	before, fault := f.beforeSend, f.fault
	down := f.down
	drop := f.drop > 0
	if drop {
		f.drop--
	}
	f.mu.Unlock()
	if before != nil {
		before(tx)
	}
	var faultErr error
	if fault != nil {
		faultErr = fault(tx, n)
	}
	var err error
	switch {
	case errors.Is(faultErr, errSwallow):
	case faultErr != nil:
		err = faultErr
	case down:
		err = errNetwork
	case drop:
	default:
		err = f.Backend.SendTransaction(ctx, tx)
	}
	// Report only once the node has (or has not) the transaction, so a test
	// that mines after awaitSend mines it.
	select {
	case f.sends <- tx.Hash():
	default:
	}
	return err
}

func (f *faultBackend) setDown(down bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.down = down
}

func (f *faultBackend) setFault(fault func(tx *types.Transaction, n int) error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.fault = fault
}

func (f *faultBackend) dropNext(n int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.drop = n
}

// seenHashes returns the distinct hashes sent so far.
func (f *faultBackend) seenHashes() map[common.Hash]int {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make(map[common.Hash]int)
	for _, h := range f.seen {
		out[h]++
	}
	return out
}

// awaitSend blocks until a send is seen; the deadline only guards a broken
// test.
func (f *faultBackend) awaitSend(tb testing.TB) common.Hash {
	tb.Helper()
	select {
	case h := <-f.sends:
		return h
	case <-time.After(30 * time.Second):
		tb.Fatal("no SendTransaction within 30s")
		return common.Hash{}
	}
}

// drain empties the sends channel.
func (f *faultBackend) drain() {
	for {
		select {
		case <-f.sends:
		default:
			return
		}
	}
}

// transfer is a plain transfer candidate with a fixed gas limit.
func transfer(wei int64) Candidate {
	return Candidate{To: sink, Value: big.NewInt(wei), GasLimit: 21_000}
}

// sendExternal signs and sends a transfer from k outside the Manager, with
// the given nonce, as an operator's manual transaction would.
func sendExternal(tb testing.TB, b chain.Backend, k *ecdsa.PrivateKey, nonce uint64) *types.Transaction {
	tb.Helper()
	ctx := context.Background()
	head, err := b.HeaderByNumber(ctx, nil)
	if err != nil {
		tb.Fatalf("header: %v", err)
	}
	tip := big.NewInt(2_000_000_000)
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
	tx, err := types.SignNewTx(k, types.LatestSignerForChainID(simChainID), &types.DynamicFeeTx{
		ChainID: simChainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: 21_000, To: &sink, Value: big.NewInt(7),
	})
	if err != nil {
		tb.Fatalf("sign external: %v", err)
	}
	if err := b.SendTransaction(ctx, tx); err != nil {
		tb.Fatalf("send external: %v", err)
	}
	return tx
}

// fund sends wei from k to to, mines it and lets the pool see it.
func fund(tb testing.TB, sim *simulated.Backend, k *ecdsa.PrivateKey, to common.Address, wei *big.Int) {
	tb.Helper()
	ctx := context.Background()
	b := sim.Client()
	nonce, err := b.PendingNonceAt(ctx, addrOf(k))
	if err != nil {
		tb.Fatalf("nonce: %v", err)
	}
	head, err := b.HeaderByNumber(ctx, nil)
	if err != nil {
		tb.Fatalf("header: %v", err)
	}
	tip := big.NewInt(1_000_000_000)
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
	tx, err := types.SignNewTx(k, types.LatestSignerForChainID(simChainID), &types.DynamicFeeTx{
		ChainID: simChainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: 21_000, To: &to, Value: wei,
	})
	if err != nil {
		tb.Fatalf("sign funding: %v", err)
	}
	if err := b.SendTransaction(ctx, tx); err != nil {
		tb.Fatalf("send funding: %v", err)
	}
	commitUntilMined(tb, sim, addrOf(k), nonce+1)
	// The pool moves to a new head in the background; sealing the next block
	// waits for it, so after one more Commit the pool sees the funds.
	sim.Commit()
}

// commitUntilMined seals blocks until key a's mined nonce reaches n and
// returns the hash of the block that took it there. A test that sealed one
// block and assumed its transaction was in it would flake: the pool promotes
// a sent transaction in the background (a loaded machine can seal first),
// and now and then (about once in a hundred blocks here) the simulated chain
// seals a block without a transaction that sat executable in its pool. So
// each round waits until the pool holds nonces up to n, seals, and looks.
// The bounds (20 blocks, 30 s) only guard a broken test.
func commitUntilMined(tb testing.TB, sim *simulated.Backend, a common.Address, n uint64) common.Hash {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for range 20 {
		awaitPending(tb, sim.Client(), a, n)
		block := sim.Commit()
		got, err := sim.Client().NonceAt(ctx, a, nil)
		if err != nil {
			tb.Fatalf("nonce of %s: %v", a, err)
		}
		if got >= n {
			return block
		}
	}
	tb.Fatalf("mined nonce of %s below %d after 20 blocks", a, n)
	return common.Hash{}
}

// awaitPending polls until the pool holds the nonces of a below n.
func awaitPending(t testing.TB, c interface {
	PendingNonceAt(context.Context, common.Address) (uint64, error)
}, a common.Address, n uint64) {
	t.Helper()
	ctx := waitCtx(t)
	for {
		got, err := c.PendingNonceAt(ctx, a)
		if err != nil {
			t.Fatalf("pending nonce of %s: %v", a, err)
		}
		if got >= n {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatalf("the pool holds nonces of %s below %d only (%d) after 30 s", a, n, got)
		case <-time.After(2 * time.Millisecond):
		}
	}
}

// mustGet loads a record, failing the test on error.
func mustGet(tb testing.TB, m *Manager, id string) *Record {
	tb.Helper()
	r, err := m.Get(context.Background(), id)
	if err != nil {
		tb.Fatalf("Get(%q): %v", id, err)
	}
	return r
}

// mustDrive runs one step for a record against a fresh view.
func mustDrive(tb testing.TB, m *Manager, id string) *Record {
	tb.Helper()
	r, err := m.drive(context.Background(), mustGet(tb, m, id))
	if err != nil {
		tb.Fatalf("drive(%q): %v", id, err)
	}
	return r
}

// driveUntil steps intent id, as the monitor would, until done holds for
// its record, and returns that record. Wait cannot do this for a failed
// intent (it answers at once), and the node may index a new block's
// receipts a moment after Commit. The deadline only guards a broken test.
func driveUntil(tb testing.TB, m *Manager, id string, done func(r *Record) bool) *Record {
	tb.Helper()
	ctx := waitCtx(tb)
	t := time.NewTicker(m.cfg.ReceiptPoll)
	defer t.Stop()
	for {
		r, err := m.drive(ctx, mustGet(tb, m, id))
		if err != nil && !errors.Is(err, ErrRejected) {
			tb.Logf("drive(%q): %v", id, err)
		}
		if r != nil && done(r) {
			return r
		}
		select {
		case <-ctx.Done():
			tb.Fatalf("intent %q: condition not reached: %v", id, ctx.Err())
			return nil
		case <-t.C:
		}
	}
}

// isTerminal is a driveUntil condition.
func isTerminal(r *Record) bool { return r.State.terminal() }

// isMined is a driveUntil condition: the record has seen its receipt.
func isMined(r *Record) bool { return r.State == StateMined }

// waitCtx is a context for Wait calls that guards a broken test.
func waitCtx(tb testing.TB) context.Context {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	tb.Cleanup(cancel)
	return ctx
}

// bigEqual lets cmp compare *big.Int values by value.
func bigEqual() cmp.Option {
	return cmp.Comparer(func(a, b *big.Int) bool {
		if a == nil || b == nil {
			return a == b
		}
		return a.Cmp(b) == 0
	})
}

// requireStoredBeforeSend makes fb fail the test when a transaction reaches
// SendTransaction before the record of one of the intents ids holds it.
func requireStoredBeforeSend(tb testing.TB, fb *faultBackend, m *Manager, ids ...string) {
	fb.mu.Lock()
	defer fb.mu.Unlock()
	fb.beforeSend = func(tx *types.Transaction) {
		var errs []error
		for _, id := range ids {
			r, err := m.store.get(context.Background(), id)
			if err == nil && r.hasAttempt(tx.Hash()) {
				return
			}
			errs = append(errs, err)
		}
		tb.Errorf("transaction %s broadcast before it was stored (record errors %v)", tx.Hash(), errs)
	}
}

// leakOptions ignores the goroutines that exist before the call and the
// ones the embedded infrastructure starts per connection or subscription
// (miniredis peers, the in-process RPC client of the simulated chain, its
// txpool feeds). Goroutines started by this package are still reported.
func leakOptions() []goleak.Option {
	return []goleak.Option{
		goleak.IgnoreCurrent(),
		goleak.IgnoreAnyFunction("github.com/alicebob/miniredis/v2/server.(*Server).servePeer"),
		goleak.IgnoreAnyFunction("github.com/alicebob/miniredis/v2/server.(*Server).servePeer.func2"),
		goleak.IgnoreAnyFunction("github.com/ethereum/go-ethereum/rpc.(*Client).read"),
		goleak.IgnoreAnyFunction("github.com/ethereum/go-ethereum/rpc.(*Client).dispatch"),
		goleak.IgnoreAnyFunction("github.com/ethereum/go-ethereum/core/txpool.(*TxPool).SubscribeTransactions.JoinSubscriptions.func1.2"),
	}
}

// countingMetrics counts the events a Manager reports.
type countingMetrics struct {
	mu     sync.Mutex
	counts map[string]int
}

var _ Metrics = (*countingMetrics)(nil)

func newCountingMetrics() *countingMetrics { return &countingMetrics{counts: map[string]int{}} }

func (c *countingMetrics) inc(name string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.counts[name]++
}

func (c *countingMetrics) get(name string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.counts[name]
}

func (c *countingMetrics) TxAssigned(common.Address)    { c.inc("assigned") }
func (c *countingMetrics) TxBroadcast(result string)    { c.inc("broadcast_" + result) }
func (c *countingMetrics) TxBumped()                    { c.inc("bumped") }
func (c *countingMetrics) TxFinal(time.Duration, int)   { c.inc("final") }
func (c *countingMetrics) TxFailed()                    { c.inc("failed") }
func (c *countingMetrics) TxRejected()                  { c.inc("rejected") }
func (c *countingMetrics) TxReorged()                   { c.inc("reorged") }
func (c *countingMetrics) RPCError(method, _ string)    { c.inc("rpc_error_" + method) }
func (c *countingMetrics) InFlight(common.Address, int) { c.inc("in_flight") }
func (c *countingMetrics) GapFilled(common.Address)     { c.inc("gap_filled") }
func (c *countingMetrics) NonceFloorRaised(common.Address) {
	c.inc("nonce_floor_raised")
}
func (c *countingMetrics) MonitorError(common.Address)               { c.inc("monitor_error") }
func (c *countingMetrics) TxRebroadcast(common.Address)              {}
func (c *countingMetrics) NonceLag(common.Address, uint64)           {}
func (c *countingMetrics) GasSpent(common.Address, uint64, *big.Int) {}

// redisRig is a simulated chain funding one key, behind a faultBackend, a
// fresh real redis-server and a settable clock, for the tests that restart
// Managers over the same Redis.
type redisRig struct {
	key   *ecdsa.PrivateKey
	sim   *simulated.Backend
	fb    *faultBackend
	rdb   *redis.Client
	clock *testClock
}

func newRedisRig(tb testing.TB) *redisRig {
	tb.Helper()
	key := testKey(tb, 0)
	sim := newSim(tb, key)
	return &redisRig{key: key, sim: sim, fb: newFaultBackend(sim.Client()), rdb: testutil.RedisClient(tb), clock: newClock()}
}

// manager starts a Manager on the rig with cfg, the rig's clock and opts.
func (g *redisRig) manager(tb testing.TB, cfg Config, opts ...Option) *Manager {
	tb.Helper()
	return newManager(tb, cfg, g.fb, g.rdb, []*ecdsa.PrivateKey{g.key}, append(opts, WithClock(g.clock.Now))...)
}
