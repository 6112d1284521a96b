package rpcpool

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/testutil"
)

// rig is the embedded node over HTTP JSON-RPC behind two fault proxies,
// a (preferred) and b, pooled.
type rig struct {
	node *devchain.Chain
	a, b *testutil.RPCFault
	pool *Pool
	key  *ecdsa.PrivateKey
	id   *big.Int
}

// startNode runs the embedded chain over HTTP JSON-RPC, with accounts
// funded, until the test ends.
func startNode(t *testing.T, accounts ...common.Address) *devchain.Chain {
	t.Helper()
	node, err := devchain.Start(devchain.Config{ListenAddr: "127.0.0.1:0", Accounts: accounts}, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = node.Close() })
	return node
}

func newRig(t *testing.T, cfg Config) *rig {
	t.Helper()
	key := devkeys.Key(0)
	node := startNode(t, crypto.PubkeyToAddress(key.PublicKey))
	r := &rig{node: node, a: testutil.NewRPCFault(t, node.HTTPURL()), b: testutil.NewRPCFault(t, node.HTTPURL()), key: key,
		id: new(big.Int).SetUint64(node.ChainID())}
	var providers []Provider
	for _, f := range []*testutil.RPCFault{r.a, r.b} {
		c, err := ethclient.Dial(f.URL())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Close)
		providers = append(providers, Provider{Name: f.URL(), Backend: c})
	}
	if cfg.HeadEvery == 0 {
		cfg.HeadEvery = time.Hour // tests poll heads themselves
	}
	pool, err := New(cfg, providers, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	r.pool = pool
	t.Cleanup(r.pool.Close)
	return r
}

// transfer signs a 1 wei transfer with the next nonce read from the node
// itself (not through the pool).
func (r *rig) transfer(t *testing.T, ctx context.Context) *types.Transaction {
	t.Helper()
	direct, err := ethclient.Dial(r.node.HTTPURL())
	if err != nil {
		t.Fatal(err)
	}
	defer direct.Close()
	nonce, err := direct.PendingNonceAt(ctx, crypto.PubkeyToAddress(r.key.PublicKey))
	if err != nil {
		t.Fatal(err)
	}
	to := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	tx, err := types.SignNewTx(r.key, types.LatestSignerForChainID(r.id), &types.DynamicFeeTx{
		ChainID: r.id, Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9), Gas: 21000, To: &to, Value: big.NewInt(1),
	})
	if err != nil {
		t.Fatal(err)
	}
	return tx
}

// mined waits for tx's receipt through the pool.
func (r *rig) mined(t *testing.T, ctx context.Context, tx *types.Transaction) *types.Receipt {
	t.Helper()
	for {
		rec, err := r.pool.TransactionReceipt(ctx, tx.Hash())
		if err == nil {
			return rec
		}
		select {
		case <-ctx.Done():
			t.Fatalf("transaction %s not mined: %v", tx.Hash(), err)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// With the preferred provider down, reads and sends go to the other one
// and the write lands; the dead provider is not asked first again.
func TestPoolFailsOverWhenAProviderIsDown(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	r := newRig(t, Config{})
	r.a.SetDown(true)
	if _, err := r.pool.BlockNumber(ctx); err != nil {
		t.Fatalf("block number with one of two providers down: %v", err)
	}
	tx := r.transfer(t, ctx)
	if err := r.pool.SendTransaction(ctx, tx); err != nil {
		t.Fatalf("send with one of two providers down: %v", err)
	}
	if rec := r.mined(t, ctx, tx); rec.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("receipt status %d", rec.Status)
	}
	if got := r.pool.order(loose); got[0] != 1 {
		t.Errorf("order after a's failure = %v, want b first", got)
	}
}

// A provider that drops every transaction sent to it while answering
// "accepted" does not lose the write: the pool broadcasts to both.
func TestPoolBroadcastsToEveryProvider(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	r := newRig(t, Config{})
	r.a.SetLoseSends(true)
	tx := r.transfer(t, ctx)
	if err := r.pool.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	r.mined(t, ctx, tx)
	if r.a.Calls("eth_sendRawTransaction") != 1 || r.b.Calls("eth_sendRawTransaction") != 1 {
		t.Errorf("sends: a %d, b %d; want one each", r.a.Calls("eth_sendRawTransaction"), r.b.Calls("eth_sendRawTransaction"))
	}
}

// A provider behind the chain is not trusted for money-deciding reads:
// nonces and receipts come from the fresh one, although the lagging one
// is preferred and answers without error; with the fresh one down they
// fail rather than answer stale, while other reads still get an answer.
func TestPoolDoesNotTrustALaggingProvider(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	r := newRig(t, Config{MaxLag: 1, RetryFor: time.Second})
	sender := crypto.PubkeyToAddress(r.key.PublicKey)
	var last *types.Transaction
	for range 4 {
		last = r.transfer(t, ctx)
		if err := r.pool.SendTransaction(ctx, last); err != nil {
			t.Fatal(err)
		}
		r.mined(t, ctx, last)
	}
	r.a.SetLag(3)
	r.pool.pollHeads(context.Background())

	direct, err := ethclient.Dial(r.a.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer direct.Close()
	stale, err := direct.NonceAt(ctx, sender, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, err := r.pool.NonceAt(ctx, sender, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got != 4 || stale == 4 {
		t.Fatalf("nonce through the pool = %d (lagging provider alone says %d), want 4", got, stale)
	}
	if _, err := direct.TransactionReceipt(ctx, last.Hash()); err == nil {
		t.Fatal("the lagging provider knows the last receipt: the lag is not staged")
	}
	if rec, err := r.pool.TransactionReceipt(ctx, last.Hash()); err != nil || rec.TxHash != last.Hash() {
		t.Fatalf("receipt through the pool: %v %v", rec, err)
	}

	r.b.SetDown(true)
	if n, err := r.pool.NonceAt(ctx, sender, nil); err == nil {
		t.Fatalf("nonce with only the lagging provider up = %d, want an error", n)
	}
	if _, err := r.pool.BlockNumber(ctx); err != nil {
		t.Fatalf("block number with only the lagging provider up: %v", err)
	}
}

// A lookup that one provider answers "not found" is asked of the other
// fresh providers before it is believed.
func TestPoolChecksNotFoundWithTheOthers(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	r := newRig(t, Config{MaxLag: 100}) // a's lag stays within MaxLag: a is "fresh"
	tx := r.transfer(t, ctx)
	if err := r.pool.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	r.mined(t, ctx, tx)
	r.a.SetLag(1)
	r.pool.pollHeads(context.Background())
	if rec, err := r.pool.TransactionReceipt(ctx, tx.Hash()); err != nil || rec.TxHash != tx.Hash() {
		t.Fatalf("receipt through the pool: %v %v", rec, err)
	}
}

// Every provider failing: a read keeps trying within RetryFor and
// succeeds when a provider comes back; failing for the whole budget, it
// returns the provider's error.
func TestPoolRetriesWithinItsBudget(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	r := newRig(t, Config{RetryFor: 30 * time.Second, DownFor: 50 * time.Millisecond})
	r.a.SetFailing(true)
	r.b.SetDown(true)
	go func() {
		time.Sleep(300 * time.Millisecond)
		r.b.SetDown(false)
	}()
	if _, err := r.pool.ChainID(ctx); err != nil {
		t.Fatalf("chain id after a 300 ms outage of both: %v", err)
	}

	r2 := newRig(t, Config{RetryFor: 500 * time.Millisecond, DownFor: 50 * time.Millisecond})
	r2.a.SetDown(true)
	r2.b.SetFailing(true)
	start := time.Now()
	_, err := r2.pool.ChainID(ctx)
	if err == nil || !transient(err) {
		t.Fatalf("chain id with both providers failing: %v, want their transient error", err)
	}
	if took := time.Since(start); took > 30*time.Second {
		t.Fatalf("gave up after %v", took)
	}
}
