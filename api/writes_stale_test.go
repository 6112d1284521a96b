package api

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/rpcpool"
)

// staleRig is the API over the embedded chain behind ONE provider, as a
// deployment with one RPC URL behind a load balancer runs: a project is
// created and the pool sees the head that holds it; then the provider
// answers as of a block ago (a node behind the balancer that lags). With
// one provider, its lagging head was the newest view there was, and the
// project's owner, who holds the create's 201, was refused 404
// project_not_found.
func staleRig(t *testing.T, retryFor time.Duration) (*lagChain, *payRig, string) {
	t.Helper()
	c := newProxiedChain(t, 1, rpcpool.Config{HeadEvery: time.Hour, RetryFor: retryFor})
	r := newTunedPayRig(t, 0, func(_ *Config, d *Deps) {
		c.onChain(t, &d.Writes)
	})
	r.startWorker(t)
	id := c.create(t, devkeys.Key(2), "stale-"+t.Name())
	if _, err := c.pool.BlockNumber(context.Background()); err != nil {
		t.Fatal(err)
	}
	c.a.SetLag(1)
	return c, r, "/v1/projects/" + id.String() + "/versions"
}

const staleBody = `{"storageHash":"ar://staleAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1"}`

// A lagging spell shorter than the read's budget: the push waits for the
// provider to reach the head already seen, then lands.
func TestPushWaitsOutAStaleSingleProvider(t *testing.T) {
	c, r, path := staleRig(t, 30*time.Second)
	spell := time.AfterFunc(2*time.Second, func() { c.a.SetLag(0) })
	defer spell.Stop()
	p := r.payer(2, t.Name())
	r.succeedsOnce(t, p, path, staleBody, r.pushTerms(t, p, path, staleBody))
}

// A lagging spell longer than the read's budget: the chain is as good as
// unreachable for that request, which gets the retryable rpc_error, never
// a 404 from a state older than one already seen; nothing is queued.
func TestPushOnAStaleSingleProviderIsRetryable(t *testing.T) {
	_, r, path := staleRig(t, time.Second)
	p := r.payer(2, t.Name())
	wantError(t, p.send(t, path, staleBody, ""), http.StatusInternalServerError, wire.CodeRPCError)
	r.nothingQueued(t, p)
}
