package settle

import (
	"math/big"
	"testing"
	"time"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/internal/paidtest"
)

// paidEnv runs PaidWrites on the embedded chain (paidtest.Env).
type paidEnv struct {
	*paidtest.Env
	pw *PaidWrites
}

// newPaidEnv runs PaidWrites on the embedded chain, which seals a block as
// soon as a transaction arrives unless blockPeriod (at most one) is given.
func newPaidEnv(t *testing.T, blockPeriod ...time.Duration) *paidEnv {
	t.Helper()
	return withPaidWrites(t, paidtest.NewEnv(t, blockPeriod...))
}

// newPaidEnvOn is newPaidEnv on an embedded chain configured by cfg.
func newPaidEnvOn(t *testing.T, cfg devchain.Config) *paidEnv {
	t.Helper()
	return withPaidWrites(t, paidtest.NewEnvOn(t, cfg))
}

// withPaidWrites builds PaidWrites on env, without a USDC address, signing
// with every settler.
func withPaidWrites(t *testing.T, env *paidtest.Env) *paidEnv {
	t.Helper()
	txm, err := txmgr.New(txmgr.Config{ChainID: big.NewInt(8453)}, env.Eth, testutil.RedisClient(t), env.Dev.Settlers, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	pw, err := New(Config{Addresses: chain.Addresses{Treasury: env.Dev.Deployment.Treasury, Registry: env.Dev.Deployment.Registry}}, env.Eth, txm, nil, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	return &paidEnv{Env: env, pw: pw}
}
