package api

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/jobs"
)

// The failure branches of a paid request, each at the API's boundary: the
// answer's status and code, nothing queued and no trace of the
// authorization where the failure came before the job was queued, and the
// same authorization succeeding exactly once afterwards where the failure
// was ours.

const createBody = `{"name":"fails-first"}`

// Redis refusing the reservation of an authorization is 503
// service_unavailable; nothing is queued, and the same payment goes through
// once Redis is back.
func TestReservationStoreErrorQueuesNothing(t *testing.T) {
	r := newPayRig(t, 0)
	r.startWorker(t)
	p := r.payer(2, t.Name())
	header, _ := p.terms(t, "/v1/projects", createBody)
	r.resDown.on.Store(true)
	msg := wantError(t, p.send(t, "/v1/projects", createBody, header), http.StatusServiceUnavailable, wire.CodeServiceUnavailable)
	if !strings.Contains(msg, "retry") {
		t.Fatalf("message %q does not say to retry", msg)
	}
	r.nothingQueued(t, p)
	r.resDown.on.Store(false)
	r.succeedsOnce(t, p, "/v1/projects", createBody, header)
}

// A check that fails after the authorization was reserved releases the
// reservation: nothing is queued and, once the cause is gone, the same
// authorization goes through once.
func TestFailedCheckReleasesReservation(t *testing.T) {
	const pushBody = `{"storageHash":"ar://releasedAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1"}`
	for _, tc := range []struct {
		name       string
		path, body string
		// fail makes the check fail (on) or pass (off).
		fail   func(r *payRig, on bool)
		status int
		code   wire.Code
	}{
		{"name taken meanwhile", "/v1/projects", createBody,
			func(r *payRig, on bool) { r.registry.nameTaken.Store(on) }, http.StatusBadRequest, wire.CodeNameTaken},
		{"not a collaborator yet", "/v1/projects/7/versions", pushBody,
			func(r *payRig, on bool) { r.registry.notOwner.Store(on) }, http.StatusForbidden, wire.CodeNotOwner},
		{"balance too low", "/v1/projects", createBody,
			func(r *payRig, on bool) { r.checker.broke.Store(on) }, http.StatusForbidden, wire.CodePaymentInvalid},
		{"chain down", "/v1/projects/7/versions", pushBody,
			func(r *payRig, on bool) { r.registry.down.Store(on) }, http.StatusInternalServerError, wire.CodeRPCError},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newPayRig(t, 0)
			r.startWorker(t)
			p := r.payer(3, t.Name())
			header, _ := p.terms(t, tc.path, tc.body)
			tc.fail(r, true)
			wantError(t, p.send(t, tc.path, tc.body, header), tc.status, tc.code)
			r.nothingQueued(t, p)
			tc.fail(r, false)
			r.succeedsOnce(t, p, tc.path, tc.body, header)
		})
	}
}

// An enqueue that fails is 503 service_unavailable saying nothing was
// charged; the reservation is released and the same payment goes through
// once.
func TestEnqueueFailureQueuesNothing(t *testing.T) {
	r := newPayRig(t, 0)
	r.startWorker(t)
	p := r.payer(4, t.Name())
	header, _ := p.terms(t, "/v1/projects", createBody)
	r.enqueuer.failures.Store(1)
	msg := wantError(t, p.send(t, "/v1/projects", createBody, header), http.StatusServiceUnavailable, wire.CodeServiceUnavailable)
	if !strings.Contains(msg, "nothing was charged") {
		t.Fatalf("message %q does not say that nothing was charged", msg)
	}
	r.nothingQueued(t, p)
	r.succeedsOnce(t, p, "/v1/projects", createBody, header)
}

// A job that is already queued under the authorization's id (its
// reservation was lost, say in a Redis failover, and the client retried)
// is not queued a second time: the request waits for the job that exists
// (202 while it waits), and the job runs once.
func TestTaskIDConflictJoinsTheQueuedJob(t *testing.T) {
	r := newPayRig(t, 300*time.Millisecond)
	p := r.payer(5, t.Name())
	header, _ := p.terms(t, "/v1/projects", createBody)
	for i, lose := range []bool{false, true} {
		if lose {
			if err := r.rdb.Del(context.Background(), r.res.Key(p.Address(), p.nonce)).Err(); err != nil {
				t.Fatal(err)
			}
		}
		resp := p.send(t, "/v1/projects", createBody, header)
		var st wire.JobStatus
		if err := resp.JSON(&st); err != nil || resp.Status != http.StatusAccepted || st.JobID != p.jobID() || resp.Header.Get("Location") != "/v1/jobs/"+p.jobID() {
			t.Fatalf("request %d = %d %s, want 202 for job %s", i, resp.Status, resp.Body, p.jobID())
		}
	}
	q, err := r.insp.GetQueueInfo(jobs.QueueWrites)
	if err != nil || q.Size != 1 {
		t.Fatalf("queue holds %v tasks (%v), want the one job", q, err)
	}
	r.startWorker(t)
	r.succeedsOnce(t, p, "/v1/projects", createBody, header)
}

// A wait that ends in an error other than its deadline (the outcome cannot
// be read) is 503 service_unavailable naming the job to poll. The job is
// queued and runs once; the job and the same payment presented again then
// answer its result.
func TestWaitErrorPointsToTheJob(t *testing.T) {
	r := newPayRig(t, 0)
	p := r.payer(6, t.Name())
	header, _ := p.terms(t, "/v1/projects", createBody)
	r.waitDown.on.Store(true)
	msg := wantError(t, p.send(t, "/v1/projects", createBody, header), http.StatusServiceUnavailable, wire.CodeServiceUnavailable)
	if !strings.Contains(msg, "/v1/jobs/"+p.jobID()) {
		t.Fatalf("message %q does not name the job", msg)
	}
	if info, err := r.insp.GetTaskInfo(jobs.QueueWrites, p.jobID()); err != nil || info.State != asynq.TaskStatePending {
		t.Fatalf("job %s: %v %v, want it queued", p.jobID(), info, err)
	}
	r.waitDown.on.Store(false)
	r.startWorker(t)
	res := r.succeedsOnce(t, p, "/v1/projects", createBody, header)
	resp, err := p.Send(context.Background(), http.MethodGet, "http://inkd.test/v1/jobs/"+p.jobID(), nil, "")
	if err != nil {
		t.Fatal(err)
	}
	var st wire.JobStatus
	if err := resp.JSON(&st); err != nil || st.Status != jobs.StateSucceeded || !strings.Contains(string(st.Result), res["txHash"].(string)) {
		t.Fatalf("GET job = %d %s", resp.Status, resp.Body)
	}
}

// The fee quoted in a 402 is the fee of that request for the
// authorization window: when the storage price moves before the client
// pays, paying the quoted amount goes through and exactly that amount is
// charged; paying the new price for the old quote is a mismatch; a new
// request is quoted at the new price.
func TestQuotedFeeHonouredAfterPriceChange(t *testing.T) {
	const perMiB = 10_000 // 0.01 USDC per MiB
	for _, tc := range []struct {
		name   string
		newMiB int64
	}{{"price doubles", 2 * perMiB}, {"price halves", perMiB / 2}} {
		t.Run(tc.name, func(t *testing.T) {
			r := newPayRig(t, 0)
			r.startWorker(t)
			path := "/v1/projects/7/versions"
			body := `{"storageHash":"ar://quotedAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1","contentSize":52428800}`
			p := r.payer(7, t.Name())
			header, quoted := p.terms(t, path, body)
			if quoted != "600000" { // 50 MiB at 0.01 USDC + 20%
				t.Fatalf("quoted %s, want 600000", quoted)
			}
			r.pricer.perMiB.Store(tc.newMiB)

			late := r.payer(7, t.Name()+"/late")
			_, requoted := late.terms(t, path, body)
			if requoted != quoted {
				t.Fatalf("the same request was quoted %s after %s within the window", requoted, quoted)
			}
			other := `{"storageHash":"ar://quotedAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v2","contentSize":52428800}`
			if _, fresh := late.terms(t, path, other); fresh == quoted {
				t.Fatalf("a new request was quoted the old price %s", fresh)
			}
			res := r.succeedsOnce(t, p, path, body, header)
			if res["value"] != quoted {
				t.Fatalf("the job was paid %v, the 402 quoted %s", res["value"], quoted)
			}
		})
	}
}

// A push whose stored size cannot be looked up is refused with 503
// pricing_unavailable before any payment is asked for or taken, instead of
// being priced at 0 bytes; the same payment goes through once the lookup
// works again.
func TestStoredSizeLookupFailureRefusesPush(t *testing.T) {
	r := newPayRig(t, 0)
	r.startWorker(t)
	r.sizes.m["storedAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"] = 50 << 20
	const path, body = "/v1/projects/7/versions", `{"storageHash":"ar://storedAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1"}`
	p := r.payer(8, t.Name())
	header, quoted := p.terms(t, path, body)
	if quoted != "600000" {
		t.Fatalf("quoted %s for 50 MiB, want 600000", quoted)
	}
	r.sizes.setDown(true)
	for _, h := range []string{"", header} {
		msg := wantError(t, p.send(t, path, body, h), http.StatusServiceUnavailable, wire.CodePricingUnavailable)
		if !strings.Contains(msg, "nothing was charged") {
			t.Fatalf("message %q does not say that nothing was charged", msg)
		}
	}
	r.nothingQueued(t, p)
	r.sizes.setDown(false)
	if res := r.succeedsOnce(t, p, path, body, header); res["value"] != quoted {
		t.Fatalf("the job was paid %v, the 402 quoted %s", res["value"], quoted)
	}
}

// Content this service stored is priced from its stored size: a 402 for a
// stored 50 MiB item asks 0.60 USDC when contentSize is left out (or 0) or
// states that size (another size is refused: TestPushContentStatedMustMatch).
func TestPushPricedFromStoredSize(t *testing.T) {
	for _, tc := range []struct {
		name, hash, size string
		want             string
	}{
		{"stored, no contentSize", "ar://bigAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "", "600000"},
		{"stored, its contentSize", "ar://bigAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", `,"contentSize":52428800`, "600000"},
		{"stored, contentSize 0", "ar://bigAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", `,"contentSize":0`, "600000"},
		{"not stored here, contentSize", "ar://elsewhereAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", `,"contentSize":104857600`, "1200000"},
		{"not stored here, no contentSize", "ar://elsewhereAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "", "100000"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newPayRig(t, 0)
			r.sizes.m["bigAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"] = 50 << 20
			body := `{"storageHash":"` + tc.hash + `","versionTag":"v1"` + tc.size + `}`
			if _, amount := r.payer(2, t.Name()).terms(t, "/v1/projects/7/versions", body); amount != tc.want {
				t.Fatalf("402 asks %s, want %s", amount, tc.want)
			}
		})
	}
}

// The reconciler releases a reservation whose request seems dead (past its
// grace period, nothing staged) while the request is in fact still at its
// checks: the request must not queue a job for an authorization it no
// longer holds. It answers 503 with nothing queued, nothing held, nothing
// left on the reconciler's index; the same payment then goes through once,
// and a request that queued its job leaves nothing for the reconciler.
func TestReleasedReservationQueuesNothing(t *testing.T) {
	r := newPayRig(t, 0)
	r.startWorker(t)
	p := r.payer(2, t.Name())
	header, _ := p.terms(t, "/v1/projects", createBody)
	fingerprint := payment.RequestFingerprint(http.MethodPost, "/v1/projects", []byte(createBody))
	release := func() { _, _ = r.res.Release(context.Background(), p.Address(), p.nonce, fingerprint) }
	r.checker.during.Store(&release)
	msg := wantError(t, p.send(t, "/v1/projects", createBody, header), http.StatusServiceUnavailable, wire.CodeServiceUnavailable)
	if !strings.Contains(msg, "retry") {
		t.Fatalf("message %q does not say to retry", msg)
	}
	r.nothingQueued(t, p)
	r.checker.during.Store(nil)
	r.succeedsOnce(t, p, "/v1/projects", createBody, header)
	left, err := r.res.Unqueued(context.Background(), time.Now().Add(time.Hour), 10)
	if err != nil || len(left) != 0 {
		t.Fatalf("left for the reconciler: %v, %v; want nothing", left, err)
	}
}
