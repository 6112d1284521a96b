package settle

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/rpcpool"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// A push whose project was created in the last block, simulated at a
// preferred provider one block behind (within the lag the pool trusts),
// reverts ProjectNotFound there, and the job ended tx_failed. The
// preflight estimates on the newest state the providers have, so the push
// lands at its first delivery, with one payment.
func TestPreflightSimulatesAtTheNewestHead(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e := newPaidEnvOn(t, devchain.Config{})
	a, b := testutil.NewRPCFault(t, e.Dev.HTTPURL()), testutil.NewRPCFault(t, e.Dev.HTTPURL())
	var providers []rpcpool.Provider
	for _, f := range []*testutil.RPCFault{a, b} {
		c, err := ethclient.Dial(f.URL())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Close)
		providers = append(providers, rpcpool.Provider{Name: f.URL(), Backend: c})
	}
	pool, err := rpcpool.New(rpcpool.Config{HeadEvery: time.Hour}, providers, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	txm, err := txmgr.New(txmgr.Config{ChainID: big.NewInt(8453)}, pool, testutil.RedisClient(t), e.Dev.Settlers, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	pw, err := New(Config{Addresses: chain.Addresses{Treasury: e.Dev.Deployment.Treasury, Registry: e.Dev.Deployment.Registry}}, pool, txm, nil, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}

	create, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Payment: e.SignedPayment(t, 3, 100_000, "lag-create"), StorageCost: "0", Name: "lag", License: "MIT", IsPublic: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pw.single(ctx, "job-lag-create", create); err != nil {
		t.Fatalf("create: %v", err)
	}
	payer := crypto.PubkeyToAddress(devkeys.Key(3).PublicKey)
	before := e.USDC(t, payer)
	push, _, err := jobs.NewPushVersionTask(jobs.PushVersion{Payment: e.SignedPayment(t, 3, 100_000, "lag-push"), StorageCost: "0", ProjectID: "1", ProjectName: "lag",
		StorageHash: "ar://lagAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", VersionTag: "v1"})
	if err != nil {
		t.Fatal(err)
	}

	a.SetLag(1)
	done := make(chan error, 1)
	go func() {
		_, err := pw.single(ctx, "job-lag-push", push)
		done <- err
	}()
	// Once the push is signed (its preflight is behind it), the lagging
	// provider catches up: with one block per transaction its head would
	// otherwise never show the push confirmed.
	for signed := false; !signed; {
		select {
		case err := <-done:
			t.Fatalf("push simulated while the preferred provider is one block behind ended before it was signed: %v", err)
		case <-time.After(20 * time.Millisecond):
		}
		_, err := pw.txm.Get(ctx, "job-lag-push")
		signed = err == nil
	}
	a.SetLag(0)
	if err := <-done; err != nil {
		t.Fatalf("push: %v", err)
	}
	if paid := new(big.Int).Sub(before, e.USDC(t, payer)); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("paid %s, want one fee", paid)
	}
}
