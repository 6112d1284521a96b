package api

import (
	"context"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/rpcpool"
)

// memMark is the fleet's shared head mark (cmd/inkd/app keeps it in
// Redis) held in memory: only raised.
type memMark struct {
	mu sync.Mutex
	n  uint64
}

func (m *memMark) Raise(_ context.Context, n uint64) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.n = max(m.n, n)
	return nil
}

func (m *memMark) Highest(context.Context) (uint64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.n, nil
}

// The block that holds the project was seen by another process (the
// worker that confirmed the create) and shared through the mark; this
// API's pool never saw it, and its only provider answers a block behind.
// Before the shared mark the owner, who holds the create's 201, was
// refused 404 project_not_found (the provider-down chaos run); now the
// push gets the retryable rpc_error and nothing is queued.
func TestPushBelowAHeadAnotherProcessSawIsRetryable(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	mark := &memMark{}
	c := newProxiedChain(t, 1, rpcpool.Config{HeadEvery: time.Hour, RetryFor: time.Second, Mark: mark})
	r := newTunedPayRig(t, 0, func(_ *Config, d *Deps) {
		c.onChain(t, &d.Writes)
	})
	r.startWorker(t)
	c.a.SetLag(1)
	id := c.create(t, devkeys.Key(2), "mark-"+t.Name())
	head, err := c.eth.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := mark.Raise(ctx, head); err != nil {
		t.Fatal(err)
	}
	path := "/v1/projects/" + id.String() + "/versions"
	p := r.payer(2, t.Name())
	wantError(t, p.send(t, path, staleBody, ""), http.StatusInternalServerError, wire.CodeRPCError)
	r.nothingQueued(t, p)
}
