package api

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/jobs"
)

// Two paid creates of one name at once, through the API on a real Redis
// (the stand-in worker not running, so the first stays pending): exactly
// one is queued, the other is 400 name_taken "being registered" with
// nothing queued, reserved or held for it. The holder's own re-send still
// reaches its job. Once the first job fails, the name is free again for
// the second payer, without waiting for the reservation to lapse; once a
// job succeeds, its name stays taken.
func TestPendingNameRefusesASecondCreate(t *testing.T) {
	r := newPayRig(t, 50*time.Millisecond)
	const body = `{"name":"contested"}`
	a, b := r.payer(2, t.Name()+"a"), r.payer(3, t.Name()+"b")
	ha, _ := a.terms(t, "/v1/projects", body)
	hb, _ := b.terms(t, "/v1/projects", body)

	answers := make([]int, 2)
	var wg sync.WaitGroup
	for i, p := range []*payer{a, b} {
		header := []string{ha, hb}[i]
		wg.Add(1)
		go func() {
			defer wg.Done()
			answers[i] = p.send(t, "/v1/projects", body, header).Status
		}()
	}
	wg.Wait()
	first, second, h1, h2 := a, b, ha, hb
	if answers[0] != http.StatusAccepted {
		first, second, h1, h2 = b, a, hb, ha
	}
	if answers[0]+answers[1] != http.StatusAccepted+http.StatusBadRequest {
		t.Fatalf("answers %v, want one 202 and one 400", answers)
	}
	msg := wantError(t, second.send(t, "/v1/projects", body, h2), http.StatusBadRequest, wire.CodeNameTaken)
	if !strings.Contains(msg, "being registered") {
		t.Fatalf("refusal %q does not say the name is being registered", msg)
	}
	r.nothingQueued(t, second)
	if _, err := r.insp.GetTaskInfo(jobs.QueueWrites, first.jobID()); err != nil {
		t.Fatalf("the first create is not queued: %v", err)
	}
	// Before its payment, the second payer is refused too: no 402.
	if resp := second.send(t, "/v1/projects", body, ""); resp.Status != http.StatusBadRequest {
		t.Fatalf("402 of a pending name: %d %s, want 400 name_taken", resp.Status, resp.Body)
	}
	// The holder's own re-send reaches its job.
	if resp := first.send(t, "/v1/projects", body, h1); resp.Status != http.StatusAccepted {
		t.Fatalf("the holder's re-send: %d %s, want 202 with its job", resp.Status, resp.Body)
	}

	ctx := context.Background()
	if err := r.outcomes.Publish(ctx, jobs.Outcome{JobID: first.jobID(), State: jobs.StateFailed,
		Failure: &jobs.Failure{Code: "tx_failed", Message: "reverted"}}); err != nil {
		t.Fatal(err)
	}
	second.nonce[0]++
	h2, _ = second.terms(t, "/v1/projects", body)
	if resp := second.send(t, "/v1/projects", body, h2); resp.Status != http.StatusAccepted {
		t.Fatalf("create after the first failed: %d %s, want 202", resp.Status, resp.Body)
	}

	if err := r.outcomes.Publish(ctx, jobs.Outcome{JobID: second.jobID(), State: jobs.StateSucceeded, Result: []byte(`{}`)}); err != nil {
		t.Fatal(err)
	}
	msg = wantError(t, first.send(t, "/v1/projects", body, ""), http.StatusBadRequest, wire.CodeNameTaken)
	if !strings.Contains(msg, "already registered") {
		t.Fatalf("refusal %q after the create landed, want already registered", msg)
	}
}
