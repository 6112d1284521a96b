package api

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
)

// TestPayerFailuresRefuseTheirClient is the fresh-wallet evasion of the
// payer suspension: one client address sends k accepted writes, each from
// a new wallet, and each reverts on chain for its payer's doing (the
// worker suspends the payer, as for a balance moved away after the
// checks). The next paid write from that address, from yet another fresh
// wallet, is refused 429 rate_limited before any 402 — with or without a
// payment, and nothing is reserved, held or queued — while the same wallet
// and payment from another address go through.
func TestPayerFailuresRefuseTheirClient(t *testing.T) {
	const k = 2
	const attacker, other = "198.51.100.7", "203.0.113.9"
	var susp *payment.Suspensions
	var refused countingWriteMetrics
	r := newTunedPayRig(t, 30*time.Second, func(cfg *Config, d *Deps) {
		cfg.TrustedProxies = []string{"0.0.0.0"}
		cfg.PayerFailuresPerClient = k
		strikes, err := payment.NewClientStrikes(d.Redis, "", 0)
		if err != nil {
			t.Fatal(err)
		}
		if susp, err = payment.NewSuspensions(d.Redis, "", 0); err != nil {
			t.Fatal(err)
		}
		susp = susp.WithClients(strikes)
		d.Writes.ClientStrikes, d.Writes.Suspensions = strikes, susp
		d.WriteMetrics = &refused
	})
	r.startWorker(t)
	from := func(i int, ip, label string) *payer {
		p := r.payer(i, label)
		p.HTTP = &http.Client{Transport: fromClient{r.srv, ip}}
		return p
	}
	for i := range k {
		p := from(2+i, attacker, fmt.Sprintf("strike-%d", i))
		body := fmt.Sprintf(`{"name":"strike-%d"}`, i)
		header, _ := p.terms(t, "/v1/projects", body)
		if resp := p.send(t, "/v1/projects", body, header); resp.Status != http.StatusCreated {
			t.Fatalf("write %d = %d %s, want 201", i, resp.Status, resp.Body)
		}
		if err := susp.Suspend(context.Background(), p.Address(), "ERC20: transfer amount exceeds balance"); err != nil {
			t.Fatal(err)
		}
	}

	const body = `{"name":"strike-fresh"}`
	fresh := from(2+k, attacker, "strike-fresh")
	resp := fresh.send(t, "/v1/projects", body, "")
	wantError(t, resp, http.StatusTooManyRequests, wire.CodeRateLimited)
	if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err != nil || s < 1 || s > 3600 {
		t.Fatalf("Retry-After %q, want the strikes' remaining seconds", resp.Header.Get("Retry-After"))
	}
	elsewhere := from(2+k, other, "strike-fresh")
	header, _ := elsewhere.terms(t, "/v1/projects", body) // another address gets its 402
	wantError(t, fresh.send(t, "/v1/projects", body, header), http.StatusTooManyRequests, wire.CodeRateLimited)
	r.nothingQueued(t, fresh)
	if n := refused.clients.Load(); n != 2 {
		t.Fatalf("client refusals counted %d, want 2", n)
	}
	r.succeedsOnce(t, elsewhere, "/v1/projects", body, header)
}

// countingWriteMetrics counts the refusals for a client's payers.
type countingWriteMetrics struct {
	NoopWriteMetrics
	clients atomic.Int64
}

func (m *countingWriteMetrics) ClientRefused() { m.clients.Add(1) }
