package worker

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/settle"
)

// paidEnv is the embedded chain (paidtest.Env) with a settler and its
// transaction manager.
type paidEnv struct {
	*paidtest.Env
	txm *txmgr.Manager
	pw  *settle.PaidWrites
}

// newPaidEnv is a paidEnv on a chain that seals a block as soon as a
// transaction arrives unless blockPeriod (at most one) is given.
func newPaidEnv(t *testing.T, blockPeriod ...time.Duration) *paidEnv {
	t.Helper()
	return settlerOn(t, paidtest.NewEnv(t, blockPeriod...))
}

// newPaidEnvOn is newPaidEnv on an embedded chain configured by cfg.
func newPaidEnvOn(t *testing.T, cfg devchain.Config) *paidEnv {
	t.Helper()
	return settlerOn(t, paidtest.NewEnvOn(t, cfg))
}

func settlerOn(t *testing.T, env *paidtest.Env) *paidEnv {
	t.Helper()
	txm, err := txmgr.New(txmgr.Config{ChainID: big.NewInt(8453)}, env.Eth, testutil.RedisClient(t), env.Dev.Settlers, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	pw, err := settle.New(settle.Config{Treasury: env.Dev.Deployment.Treasury, Registry: env.Dev.Deployment.Registry}, env.Eth, txm, nil, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	return &paidEnv{Env: env, txm: txm, pw: pw}
}

// single runs one delivery of the create or single push t as its own
// write, as a delivery that claimed its own transaction does.
func (e *paidEnv) single(ctx context.Context, jobID string, t *asynq.Task) (json.RawMessage, error) {
	j, err := settle.DecodeJob(jobID, t)
	if err != nil {
		return nil, err
	}
	rcpt, err := e.pw.Execute(ctx, jobID, j)
	return e.pw.Result(ctx, j, rcpt, nil, err)
}

// runCreate runs a create job of account i as its own write and returns
// its failure as "code:message", "" when it landed.
func (e *paidEnv) runCreate(t *testing.T, job string, i int, nonce, name string) string {
	t.Helper()
	_, err := e.single(testutil.Context(t), job, e.CreateTask(t, i, nonce, name))
	return paidtest.FailureText(t, job, err)
}
