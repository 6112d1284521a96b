// Package settletest runs a settler (worker/settle) on the paid writes'
// test chain (paidtest), for the tests of the packages above the settler:
// worker and worker/batcher.
package settletest

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/settle"
)

// Env is the test chain with a settler and its transaction manager.
type Env struct {
	*paidtest.Env
	Txm *txmgr.Manager
	PW  *settle.PaidWrites
}

// NewEnv is an Env on a chain that seals a block as soon as a transaction
// arrives unless blockPeriod (at most one) is given.
func NewEnv(tb testing.TB, blockPeriod ...time.Duration) *Env {
	tb.Helper()
	return On(tb, paidtest.NewEnv(tb, blockPeriod...))
}

// NewEnvOn is NewEnv on an embedded chain configured by cfg.
func NewEnvOn(tb testing.TB, cfg devchain.Config) *Env {
	tb.Helper()
	return On(tb, paidtest.NewEnvOn(tb, cfg))
}

// On builds a settler on env, on a fresh Redis, signing with every
// settler, without a USDC address (InkdChannelWrites known, for writes
// paid by voucher).
func On(tb testing.TB, env *paidtest.Env) *Env {
	tb.Helper()
	txm, err := txmgr.New(txmgr.Config{ChainID: big.NewInt(8453)}, env.Eth, testutil.RedisClient(tb), env.Dev.Settlers, testutil.Logger(tb))
	if err != nil {
		tb.Fatal(err)
	}
	pw, err := settle.New(settle.Config{Addresses: chain.Addresses{Treasury: env.Dev.Deployment.Treasury, Registry: env.Dev.Deployment.Registry, ChannelWrites: env.Dev.Deployment.ChannelWrites}}, env.Eth, txm, nil, testutil.Logger(tb))
	if err != nil {
		tb.Fatal(err)
	}
	return &Env{Env: env, Txm: txm, PW: pw}
}

// Single runs one delivery of the create or single push t as its own
// write, as a delivery that claimed its own transaction does.
func (e *Env) Single(ctx context.Context, jobID string, t *asynq.Task) (json.RawMessage, error) {
	j, err := settle.DecodeJob(jobID, t)
	if err != nil {
		return nil, err
	}
	rcpt, err := e.PW.Execute(ctx, jobID, j)
	return e.PW.Result(ctx, j, rcpt, nil, err)
}

// RunCreate runs a create job of account i as its own write and returns
// its failure as "code:message", "" when it landed.
func (e *Env) RunCreate(tb testing.TB, job string, i int, nonce, name string) string {
	tb.Helper()
	_, err := e.Single(testutil.Context(tb), job, e.CreateTask(tb, i, nonce, name))
	return paidtest.FailureText(tb, job, err)
}
