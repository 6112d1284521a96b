package batcher

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/internal/settletest"
)

// sendCounter is the chain, counting the transactions sent to one
// contract.
type sendCounter struct {
	chain.Backend
	to    common.Address
	sends atomic.Int32
}

func (c *sendCounter) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	if tx.To() != nil && *tx.To() == c.to {
		c.sends.Add(1)
	}
	return c.Backend.SendTransaction(ctx, tx)
}

// A batch's drive broadcasts its signed transaction once before it waits
// for the receipt: one Send signs, stores and broadcasts it (or, for a
// stored batch, broadcasts the stored bytes), then the wait. Driving it
// with a record read, a Send, a second read and a second Send sent the
// same bytes twice.
func TestBatchDriveBroadcastsOnce(t *testing.T) {
	e := settletest.NewEnv(t)
	counter := &sendCounter{Backend: e.Eth, to: e.Dev.Deployment.Treasury}
	r := newBatchRigOver(t, e, counter, testutil.RedisClient(t), Config{MaxItems: DefaultMaxItems})
	tasks := map[string]*asynq.Task{"once-1": r.CreateTask(t, 1, "o1", "once-one"), "once-2": r.CreateTask(t, 2, "o2", "once-two")}
	answers := r.deliver(context.Background(), tasks)
	r.waitJoined(t, int64(len(tasks)))
	r.start()
	for job, a := range waitAll(t, answers) {
		if a.err != nil {
			t.Fatalf("%s: %v", job, a.err)
		}
	}
	if r.batchOf(t, "once-1").ID != r.batchOf(t, "once-2").ID {
		t.Fatal("the two writes were not folded into one batch")
	}
	if n := counter.sends.Load(); n != 1 {
		t.Fatalf("the batch's transaction was broadcast %d times, want once", n)
	}
}
