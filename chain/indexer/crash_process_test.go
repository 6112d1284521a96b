package indexer

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/internal/testutil"
)

// crashChildEnv, when set, makes the test binary an indexer crash child: it
// runs the indexerChild spec given as JSON in the variable until it is
// killed.
const crashChildEnv = "INKD_INDEXER_CRASH_CHILD"

// parkedLine is what the crash child prints on stdout once it has stopped.
const parkedLine = "parked reading logs up to block "

func TestMain(m *testing.M) {
	testutil.RunChild(crashChildEnv, runIndexerChild)
	os.Exit(m.Run())
}

// indexerChild tells a crash child what to index and where to stop.
type indexerChild struct {
	RedisURL, RPCURL, Prefix string
	Contracts                chain.Addresses
	Config                   Config
	// ParkFile: once this file exists, the child stops for good inside its
	// next log query, holding the lease (its renewals go on until the
	// process is killed). A file, not a block number: the embedded chain
	// may seal empty blocks after the ones a test waited for.
	ParkFile string
}

// runIndexerChild is the crash child's main. It returns only when something
// went wrong.
func runIndexerChild(raw string) int {
	var spec indexerChild
	if err := json.Unmarshal([]byte(raw), &spec); err != nil {
		fmt.Fprintf(os.Stderr, "indexer child: spec: %v\n", err)
		return 2
	}
	opt, err := redis.ParseURL(spec.RedisURL)
	if err != nil {
		fmt.Fprintf(os.Stderr, "indexer child: %v\n", err)
		return 2
	}
	m, err := readmodel.New(readmodel.Config{Prefix: spec.Prefix}, redis.NewClient(opt))
	if err != nil {
		fmt.Fprintf(os.Stderr, "indexer child: %v\n", err)
		return 2
	}
	eth, err := ethclient.Dial(spec.RPCURL)
	if err != nil {
		fmt.Fprintf(os.Stderr, "indexer child: %v\n", err)
		return 2
	}
	l := logrus.New()
	l.SetOutput(os.Stderr)
	ix, err := New(spec.Config, parkingChain{Chain: eth, file: spec.ParkFile}, m, spec.Contracts, logrus.NewEntry(l))
	if err != nil {
		fmt.Fprintf(os.Stderr, "indexer child: %v\n", err)
		return 2
	}
	var wg sync.WaitGroup
	ix.Start(&wg)
	wg.Wait()
	fmt.Fprintln(os.Stderr, "indexer child: the indexer stopped on its own")
	return 3
}

// parkingChain stops the calling goroutine for good, after printing
// parkedLine, in the first log query made once file exists.
type parkingChain struct {
	Chain
	file string
}

func (c parkingChain) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	if _, err := os.Stat(c.file); err == nil {
		fmt.Fprintf(os.Stdout, "%s%v\n", parkedLine, q.ToBlock)
		for {
			time.Sleep(time.Hour) // until SIGKILL
		}
	}
	return c.Chain.FilterLogs(ctx, q)
}

// registryWriter writes projects and versions straight to the registry of a
// development chain from account #0, its owner, which makes itself a writer.
type registryWriter struct {
	eth    *ethclient.Client
	reg    common.Address
	chain  *big.Int
	nonce  uint64
	r      *registry.InkdRegistry
	nextID int64
}

func newRegistryWriter(tb testing.TB, eth *ethclient.Client, reg common.Address, chainID uint64) *registryWriter {
	tb.Helper()
	w := &registryWriter{eth: eth, reg: reg, chain: new(big.Int).SetUint64(chainID), r: registry.NewInkdRegistry(), nextID: 1}
	n, err := eth.PendingNonceAt(context.Background(), crypto.PubkeyToAddress(devkeys.Key(0).PublicKey))
	if err != nil {
		tb.Fatal(err)
	}
	w.nonce = n
	w.send(tb, w.r.PackAddWriter(crypto.PubkeyToAddress(devkeys.Key(0).PublicKey)))
	return w
}

// projects creates n projects with one version each and waits until all
// are mined.
func (w *registryWriter) projects(tb testing.TB, n int, tag string) {
	tb.Helper()
	var last common.Hash
	for range n {
		id := w.nextID
		w.nextID++
		owner := common.BigToAddress(big.NewInt(1000 + id))
		w.send(tb, w.r.PackCreateProjectFor(owner, registry.InkdRegistryProjectInput{
			Name: fmt.Sprintf("%s-%d", tag, id), Description: "about " + tag, License: "MIT", IsPublic: id%2 == 0,
		}))
		last = w.send(tb, w.r.PackPushVersionFor(owner, big.NewInt(id), chain.NameHash(fmt.Sprintf("%s-%d", tag, id)), registry.InkdRegistryVersionInput{ArweaveHash: "ar://" + tag, VersionTag: "v1", Changelog: "first"}))
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for {
		rec, err := w.eth.TransactionReceipt(ctx, last)
		if err == nil {
			if rec.Status != types.ReceiptStatusSuccessful {
				tb.Fatalf("registry write %s reverted", last)
			}
			return
		}
		select {
		case <-ctx.Done():
			tb.Fatalf("registry write %s not mined: %v", last, err)
		case <-time.After(10 * time.Millisecond):
		}
	}
}

func (w *registryWriter) send(tb testing.TB, data []byte) common.Hash {
	tb.Helper()
	ctx := context.Background()
	head, err := w.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		tb.Fatal(err)
	}
	tip := big.NewInt(1_000_000_000)
	signer := types.LatestSignerForChainID(w.chain)
	tx := types.MustSignNewTx(devkeys.Key(0), signer, &types.DynamicFeeTx{
		ChainID: w.chain, Nonce: w.nonce, GasTipCap: tip, Gas: 1_000_000, To: &w.reg, Data: data,
		GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(3))),
	})
	if err := w.eth.SendTransaction(ctx, tx); err != nil {
		tb.Fatalf("send nonce %d: %v", w.nonce, err)
	}
	w.nonce++
	return tx.Hash()
}

// waitHead waits until m's cursor has reached eth's head block: that block
// itself or, since the embedded chain may seal empty blocks after a burst
// of transactions, a later one.
func waitHead(tb testing.TB, eth *ethclient.Client, m *readmodel.Model) {
	tb.Helper()
	head, err := eth.HeaderByNumber(context.Background(), nil)
	if err != nil {
		tb.Fatal(err)
	}
	var last string
	deadline := time.Now().Add(30 * time.Second)
	for {
		cur, ok, err := m.Cursor(context.Background())
		if err == nil && ok && (cur.Number > head.Number.Uint64() || cur.Number == head.Number.Uint64() && cur.Hash == head.Hash()) {
			return
		}
		last = fmt.Sprintf("cursor %+v (ok %v, err %v)", cur, ok, err)
		if time.Now().After(deadline) {
			now, _ := eth.HeaderByNumber(context.Background(), head.Number)
			tb.Fatalf("block %d (%s) not indexed after 30 s: %s; the chain's block %d is now %s", head.Number, head.Hash(), last, head.Number, now.Hash())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestTakeoverAfterLeaderKilled: the leading indexer runs in another
// process, on the embedded go-ethereum node over HTTP and a real
// redis-server with its append-only file on. It is killed with SIGKILL in
// the middle of a step, holding the lease, with new blocks to index; with
// Redis kept or killed and restarted from its append-only file, the
// indexer waiting in this process takes over once the lease expires and
// misses nothing: the model equals one indexed by a single indexer from
// scratch.
func TestTakeoverAfterLeaderKilled(t *testing.T) {
	for _, restartRedis := range []bool{false, true} {
		name := map[bool]string{false: "redis kept", true: "redis restarted from AOF"}[restartRedis]
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			srv := testutil.StartRedis(t, testutil.RedisOptions{AppendOnly: true})
			dev, err := devchain.StartWithContracts(ctx, devchain.Config{ListenAddr: "127.0.0.1:0"}, testutil.Logger(t))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = dev.Close() })
			eth, err := ethclient.Dial(dev.HTTPURL())
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(eth.Close)
			opt, err := redis.ParseURL(srv.URL())
			if err != nil {
				t.Fatal(err)
			}
			rdb := redis.NewClient(opt)
			t.Cleanup(func() { _ = rdb.Close() })
			m := newModel(t, rdb, "t:")
			contracts := dev.Deployment.Addresses
			cfg := Config{StartBlock: dev.Deployment.DeployBlock, PollInterval: 10 * time.Millisecond, LeaseTTL: testLeaseTTL}

			w := newRegistryWriter(t, eth, dev.Deployment.Registry, dev.ChainID())
			w.projects(t, 5, "before")
			park := filepath.Join(t.TempDir(), "park")
			child := testutil.StartChild(t, crashChildEnv, indexerChild{
				RedisURL: srv.URL(), RPCURL: dev.HTTPURL(), Prefix: "t:", Contracts: contracts, Config: cfg, ParkFile: park,
			}, parkedLine)
			waitHead(t, eth, m)
			holder, err := m.LeaseHolder(ctx)
			if err != nil || !strings.HasPrefix(holder, fmt.Sprintf("%d-", child.Process().Pid)) {
				t.Fatalf("lease holder = %q (%v), want the child (pid %d)", holder, err, child.Process().Pid)
			}
			b := start(t, cfg, eth, m, contracts)

			// From now on the child stops in its next log query: the
			// blocks written below are never applied by it.
			if err := os.WriteFile(park, nil, 0o600); err != nil {
				t.Fatal(err)
			}
			w.projects(t, 5, "after")
			child.WaitParked(t, "")
			if b.Leading() {
				t.Fatal("the waiting indexer leads while the child holds the lease")
			}
			killed := time.Now()
			child.Kill(t)
			if restartRedis {
				srv.Restart()
			}
			testutil.Until(t, cfg.LeaseTTL+30*time.Second, "the waiting indexer leading", b.Leading)
			t.Logf("takeover %v after SIGKILL (lease TTL %v)", time.Since(killed).Round(time.Millisecond), cfg.LeaseTTL)
			waitHead(t, eth, m)
			if holder, err := m.LeaseHolder(ctx); err != nil || holder != b.token {
				t.Errorf("lease holder = %q (%v), want the waiting indexer", holder, err)
			}

			ref := newModel(t, rdb, "ref:")
			start(t, cfg, eth, ref, contracts)
			waitHead(t, eth, ref)
			if d := cmp.Diff(snapshot(t, ref), snapshot(t, m)); d != "" {
				t.Errorf("model after the takeover differs from a single indexer's (-want +got):\n%s", d)
			}
			if a, b := rdb.XLen(ctx, "ref:stream").Val(), rdb.XLen(ctx, "t:stream").Val(); a != b {
				t.Errorf("stream entries: %d after the takeover, %d from one indexer", b, a)
			}
		})
	}
}
