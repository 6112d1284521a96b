package e2e

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"net/url"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/cmd/inkd/app"
	"github.com/inkd/inkd/cmd/inkd/metrics"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/pricing"
	"github.com/inkd/inkd/storage/setup"
	"github.com/inkd/inkd/worker/batcher"
)

// perByte is the storage rate of the tests: 1 base unit per 100 bytes.
type perByte struct{}

func (perByte) Quote(_ context.Context, n int64) (pricing.Quote, error) {
	return pricing.NewQuote(n, big.NewInt((n+99)/100)), nil
}

// stack is a running inkd on a real chain and a real redis-server.
type stack struct {
	*app.Dev
	// eth dials the chain directly, past proxy.
	eth *ethclient.Client
	// proxy stands between the chain and the API and worker when
	// stackOptions.chainProxy is set.
	proxy *testutil.Proxy
	// workerPID is the worker's process when it runs apart (benchmarks
	// that measure its CPU), 0 when it runs in the stack's process.
	workerPID int
}

type stackOptions struct {
	blockPeriod time.Duration
	writeWait   time.Duration
	noWorker    bool
	redisURL    string
	// writesPerMinute is the per-wallet write limit; 0 disables it.
	writesPerMinute int
	// rateLimitNow, when set, is the clock of the rate-limit windows.
	rateLimitNow func() time.Time
	// rpcIdleConns is the chain client's idle pool (0: rpcpool.DefaultIdleConns).
	rpcIdleConns int
	// storage configures storage (development defaults when zero).
	storage setup.Config
	// wrapDriver wraps the worker's storage driver.
	wrapDriver func(storage.Driver) storage.Driver
	// pricer prices storage; nil means perByte.
	pricer api.Pricer
	// chainProxy puts a proxy the test can stop and start (stack.proxy)
	// between the embedded chain and the API and worker.
	chainProxy bool
	// metrics, when set, records the API's and the worker's metrics.
	metrics *metrics.Metrics
	// batch configures the folding of paid writes (off when zero).
	batch batcher.Config
	// apiConfig changes the API's configuration, in order.
	apiConfig []func(*api.Config)
	// txMgr is the worker's transaction manager configuration (dev
	// defaults when zero).
	txMgr txmgr.Config
	// signerKeys are the worker's settler keys (all of the development
	// chain's when empty).
	signerKeys []*ecdsa.PrivateKey
	// claims configures the worker's claim loop and refunds of writes
	// paid by voucher (off when zero).
	claims app.ClaimParts
}

// e2eRedis is why the end-to-end tests skip under -short rather than run
// on miniredis: they judge the processes against the Redis production runs.
const e2eRedis = "end to end: the server production runs"

func startStack(t testing.TB, o stackOptions) *stack {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if o.redisURL == "" {
		o.redisURL = testutil.RealRedisURL(t, e2eRedis)
	}
	if o.pricer == nil {
		o.pricer = perByte{}
	}
	var proxy *testutil.Proxy
	var via func(string) string
	if o.chainProxy {
		via = func(rpcURL string) string {
			u, err := url.Parse(rpcURL)
			if err != nil {
				t.Fatal(err)
			}
			proxy = testutil.NewProxy(t, u.Host)
			u.Host = proxy.Addr()
			return u.String()
		}
	}
	// Every payer dials from loopback: one address stands for many
	// clients, so the per-client connection cap is off.
	apiCfg := api.Config{WriteWait: o.writeWait, WritesPerMinute: cmpOr(o.writesPerMinute, -1), ReadsPerMinute: -1,
		MaxConnsPerClient: -1, MaxConns: -1, UnpaidWritesPerMinute: -1,
		UploadBytesPerClientHour: -1, UploadBytesPerDay: -1}
	for _, change := range o.apiConfig {
		change(&apiCfg)
	}
	dev, err := app.StartDev(ctx, app.DevConfig{
		Listen:       "127.0.0.1:0",
		NoWorker:     o.noWorker,
		RPCIdleConns: o.rpcIdleConns,
		RedisURL:     o.redisURL,
		Chain:        devchain.Config{ListenAddr: "127.0.0.1:0", BlockPeriod: o.blockPeriod},
		ChainVia:     via,
		API:          apiCfg,
		APIParts:     app.APIParts{Pricer: o.pricer, Storage: o.storage, RateLimitNow: o.rateLimitNow, Metrics: o.metrics},
		WorkerParts:  app.WorkerParts{WrapDriver: o.wrapDriver, Metrics: o.metrics, Batch: o.batch, SignerKeys: o.signerKeys, TxMgr: o.txMgr, Claims: o.claims},
	}, testutil.Logger(t))
	if err != nil {
		t.Fatalf("start stack: %v", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		dev.Close(ctx)
	})
	direct := dev.RPCURL
	if proxy != nil {
		u, _ := url.Parse(direct)
		u.Host = proxy.Target()
		direct = u.String()
	}
	eth, err := ethclient.Dial(direct)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(eth.Close)
	return &stack{Dev: dev, eth: eth, proxy: proxy}
}

// payer returns an x402 client paying from development account i.
func (s *stack) payer(i, version int) *payclient.Client {
	return payclient.New(devkeys.Key(i), version)
}

func (s *stack) usdc(t *testing.T, a common.Address) *big.Int {
	t.Helper()
	b, err := chain.NewUSDCState(s.eth, s.Deployment.USDC).BalanceOf(context.Background(), a)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func addr(k *ecdsa.PrivateKey) common.Address { return payclient.New(k, 1).Address() }

func cmpOr(v, def int) int {
	if v == 0 {
		return def
	}
	return v
}
