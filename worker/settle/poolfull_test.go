package settle

import (
	"context"
	"encoding/json"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
)

// Failure scenario 40, "queue full", for a paid write: the node in front of
// the embedded chain answers the paid write's first three broadcasts with
// go-ethereum's "txpool is full" (testutil.RPCFault), as a sequencer whose
// queue is full does. The write's one signed transaction is resent once per
// ResubmitInterval (1 s here) until the queue takes it: nothing else is
// signed, no second nonce; it lands once, the job answers its project, and
// the payer is charged one fee.
func TestPaidWriteRefusedPoolFullLandsOnce(t *testing.T) {
	e := newPaidEnvOn(t, devchain.Config{})
	proxy := testutil.NewRPCFault(t, e.Dev.HTTPURL())
	var refused atomic.Int32
	proxy.SetRefuseSends("txpool is full", func() bool { return refused.Add(1) <= 3 })
	eth, err := ethclient.Dial(proxy.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(eth.Close)
	cfg := txmgr.Config{ChainID: big.NewInt(8453), ResubmitInterval: time.Second, BumpAfter: time.Hour}
	txm, err := txmgr.New(cfg, eth, testutil.RedisClient(t), e.Dev.Settlers, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	pw, err := New(Config{Addresses: chain.Addresses{Treasury: e.Dev.Deployment.Treasury, Registry: e.Dev.Deployment.Registry}}, eth, txm, nil, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}

	payer := paidtest.PayerOf(4)
	before := e.USDC(t, payer)
	task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{
		Payment: e.SignedPayment(t, 4, 100_000, "pool-full"), StorageCost: "0", Name: "pool-full", License: "MIT", IsPublic: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out, err := pw.single(ctx, "job-pool-full", task)
	if err != nil {
		t.Fatalf("createProject: %v", err)
	}
	var res wire.CreateResult
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatal(err)
	}
	rec, err := txm.Get(ctx, "job-pool-full")
	if err != nil {
		t.Fatal(err)
	}
	if n := proxy.Injected("refuse_send"); n != 3 {
		t.Fatalf("%d sends refused, want 3", n)
	}
	if len(rec.Attempts) != 1 || rec.MinedHash != rec.Attempts[0].Hash || common.HexToHash(res.TxHash) != rec.MinedHash {
		t.Fatalf("answered %s; record mined %s after %d attempts; want the one signed attempt", res.TxHash, rec.MinedHash, len(rec.Attempts))
	}
	if res.Name != "pool-full" || res.ProjectID != e.ProjectIDByName(t, "pool-full") {
		t.Fatalf("answered %+v", res)
	}
	if paid := new(big.Int).Sub(before, e.USDC(t, payer)); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("payer paid %s, want one fee of 100000", paid)
	}
	n, err := e.Eth.NonceAt(ctx, rec.From, nil)
	if err != nil || n != rec.Nonce+1 {
		t.Fatalf("settler nonce %d (%v), want %d: one transaction", n, err, rec.Nonce+1)
	}
}
