package api

import (
	"net/http"
	"sync/atomic"
	"testing"
	"time"
)

// A client that retries a paid request after its authorization expired
// (a long outage kept the job waiting, the answer came after validBefore)
// gets the original job's answer, as for any retry: "expired, sign a new
// one" would invite it to pay a second time for a write that landed. An
// expired authorization this server never accepted is still refused.
func TestRetryAfterExpiryAnswersTheJob(t *testing.T) {
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
	again := p.send(t, "/v1/projects", createBody, header)
	if again.Status != http.StatusCreated || string(again.Body) != string(first.Body) {
		t.Fatalf("the same payment after its expiry = %d %s, want the first 201 %s", again.Status, again.Body, first.Body)
	}
	if n := r.runCount(p.jobID()); n != 1 {
		t.Fatalf("job ran %d times, want once", n)
	}
	wantError(t, stranger.send(t, "/v1/projects", createBody, unseen), http.StatusForbidden, CodePaymentInvalid)
	r.nothingQueued(t, stranger)
}
