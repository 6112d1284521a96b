package api

import (
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/payclient"
)

// expiredRig is a paid request that got its 201 and an authorization signed
// but never sent, both past their validBefore on the server's clock.
type expiredRig struct {
	rig            *payRig
	paid, stranger *payer
	header, unseen string
	first          *payclient.Response
}

func newExpiredRig(t *testing.T) expiredRig {
	t.Helper()
	var now atomic.Int64
	now.Store(1_800_000_000)
	r := newTunedPayRig(t, 5*time.Second, func(_ *Config, d *Deps) {
		d.Now = func() time.Time { return time.Unix(now.Load(), 0) }
	})
	r.startWorker(t)
	p := r.payer(5, t.Name())
	header, _ := p.terms(t, "/v1/projects", createBody)
	first := p.send(t, "/v1/projects", createBody, header)
	if first.Status != http.StatusCreated {
		t.Fatalf("paid request = %d %s, want 201", first.Status, first.Body)
	}
	stranger := r.payer(6, t.Name()+" never sent")
	unseen, _ := stranger.terms(t, "/v1/projects", createBody)
	// Past the authorizations' validBefore (now + the 300 s window).
	now.Add(int64(10 * time.Minute / time.Second))
	return expiredRig{rig: r, paid: p, stranger: stranger, header: header, unseen: unseen, first: first}
}

// A client that retries a paid request after its authorization expired
// (a long outage kept the job waiting, the answer came after validBefore)
// gets the original job's answer, as for any retry: "expired, sign a new
// one" would invite it to pay a second time for a write that landed. An
// expired authorization this server never accepted is still refused.
func TestRetryAfterExpiryAnswersTheJob(t *testing.T) {
	x := newExpiredRig(t)
	r, p, header, first, stranger, unseen := x.rig, x.paid, x.header, x.first, x.stranger, x.unseen
	again := p.send(t, "/v1/projects", createBody, header)
	if again.Status != http.StatusCreated || string(again.Body) != string(first.Body) {
		t.Fatalf("the same payment after its expiry = %d %s, want the first 201 %s", again.Status, again.Body, first.Body)
	}
	if n := r.runCount(p.jobID()); n != 1 {
		t.Fatalf("job ran %d times, want once", n)
	}
	wantError(t, stranger.send(t, "/v1/projects", createBody, unseen), http.StatusForbidden, wire.CodePaymentInvalid)
	r.nothingQueued(t, stranger)
}

// When the reservation cannot be read, an expired authorization may still
// be a retry of a paid request: the answer is 503 service_unavailable
// (retry), never "expired, sign a new one" (a second payment) and never a
// 500; nothing is queued for it and the job does not run again. Once
// Redis answers, the retry gets the original 201 and the stranger its 403.
func TestRetryAfterExpiryReservationReadFails(t *testing.T) {
	x := newExpiredRig(t)
	r, p, header, first, stranger, unseen := x.rig, x.paid, x.header, x.first, x.stranger, x.unseen
	r.resDown.on.Store(true)
	for _, c := range []struct {
		name   string
		p      *payer
		header string
	}{{"the paid request again", p, header}, {"an expired authorization never sent", stranger, unseen}} {
		msg := wantError(t, c.p.send(t, "/v1/projects", createBody, c.header), http.StatusServiceUnavailable, wire.CodeServiceUnavailable)
		if !strings.Contains(msg, "retry") {
			t.Fatalf("%s: message %q does not say to retry", c.name, msg)
		}
	}
	if n := r.runCount(p.jobID()); n != 1 {
		t.Fatalf("job ran %d times, want once", n)
	}
	r.nothingQueued(t, stranger)

	r.resDown.on.Store(false)
	again := p.send(t, "/v1/projects", createBody, header)
	if again.Status != http.StatusCreated || string(again.Body) != string(first.Body) {
		t.Fatalf("the same payment once Redis answers = %d %s, want the first 201 %s", again.Status, again.Body, first.Body)
	}
	wantError(t, stranger.send(t, "/v1/projects", createBody, unseen), http.StatusForbidden, wire.CodePaymentInvalid)
	r.nothingQueued(t, stranger)
}
