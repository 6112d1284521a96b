package api

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
)

// The three paid write routes, each with a body and another body.
var paidRoutes = []struct {
	name, path, body, other string
}{
	{"create", "/v1/projects", `{"name":"named-once"}`, `{"name":"named-twice"}`},
	{"push", "/v1/projects/7/versions", pushOf("v1"), pushOf("v2")},
	{"multi-push", multiPushURL, multiPushOf(testVersion(0, ""), testVersion(1, "")), multiPushOf(testVersion(0, ""))},
}

// pushOf is the body of a push of tag.
func pushOf(tag string) string {
	return `{"storageHash":"ar://payid` + strings.Repeat("A", 38) + `","versionTag":"` + tag + `"}`
}

// multiPushOf is the body of a multi-version push of vs.
func multiPushOf(vs ...map[string]any) string {
	b, _ := json.Marshal(map[string]any{"versions": vs})
	return string(b)
}

// v2Payer is development account i paying with x402 v2 under the nonce
// of label.
func (r *payRig) v2Payer(i int, label string) *payer {
	p := r.payer(i, label)
	p.Version = payclient.V2
	return p
}

// termsWithID asks for the 402 of a write, requires its v2 terms to offer
// the payment-identifier extension, and signs them with id.
func (p *payer) termsWithID(t *testing.T, path, body, id string) string {
	t.Helper()
	resp := p.send(t, path, body, "")
	if resp.Status != http.StatusPaymentRequired || !payment.OffersPaymentID(resp.Header.Get(payment.HeaderRequiredV2)) {
		t.Fatalf("POST %s = %d (PAYMENT-REQUIRED %q), want 402 offering %s", path, resp.Status, resp.Header.Get(payment.HeaderRequiredV2), payment.ExtensionPaymentID)
	}
	var terms payclient.Terms
	if err := resp.JSON(&terms); err != nil {
		t.Fatal(err)
	}
	header, err := p.SignWithID(&terms, id)
	if err != nil {
		t.Fatal(err)
	}
	return header
}

// held is what r's payer i has held against its balance.
func (r *payRig) held(t *testing.T, p *payer) string {
	t.Helper()
	v, err := r.spends.Pending(context.Background(), p.Address())
	if err != nil {
		t.Fatal(err)
	}
	return v.String()
}

// On every paid write route, a resend under the payment identifier of a
// write that landed is answered with its 201, byte for byte, even paid by
// a newly signed authorization: that authorization is never reserved,
// held or queued (nothing charged), and the job ran once. The same id
// with another request is 409 payment_id_conflict, nothing taken either.
func TestPaymentIDResendGetsTheFirstAnswer(t *testing.T) {
	for i, rt := range paidRoutes {
		t.Run(rt.name, func(t *testing.T) {
			r := newPayRig(t, 0)
			r.startWorker(t)
			const id = "pay_0f1e2d3c4b5a69788796a5b4c3d2e1f0"
			first := r.v2Payer(3+i, t.Name()+" first")
			header := first.termsWithID(t, rt.path, rt.body, id)
			res := r.succeedsOnce(t, first, rt.path, rt.body, header)
			if res["run"] != float64(1) {
				t.Fatalf("first answer %v", res)
			}
			firstBody := string(first.send(t, rt.path, rt.body, header).Body)
			hold := r.held(t, first)

			second := r.v2Payer(3+i, t.Name()+" second")
			again := second.send(t, rt.path, rt.body, second.termsWithID(t, rt.path, rt.body, id))
			if again.Status != http.StatusCreated || string(again.Body) != firstBody {
				t.Fatalf("resend under the id with a new authorization = %d %s, want the first 201 %s", again.Status, again.Body, firstBody)
			}
			if again.Header.Get(payment.HeaderResponseV2) == "" {
				t.Fatal("the resend's answer has no PAYMENT-RESPONSE")
			}
			r.unused(t, second)
			if got := r.held(t, first); got != hold {
				t.Fatalf("the payer holds %s after the resend, %s before: the new authorization was taken", got, hold)
			}
			if n := r.runCount(first.jobID()); n != 1 {
				t.Fatalf("job ran %d times, want once", n)
			}

			third := r.v2Payer(3+i, t.Name()+" third")
			msg := wantError(t, third.send(t, rt.path, rt.other, third.termsWithID(t, rt.path, rt.other, id)), http.StatusConflict, wire.CodePaymentIDConflict)
			if !strings.Contains(msg, id) || !strings.Contains(msg, "nothing was charged") {
				t.Fatalf("409 message %q does not name the id and say nothing was charged", msg)
			}
			r.unused(t, third)
			if got := r.held(t, first); got != hold {
				t.Fatalf("the payer holds %s after the conflict, %s before", got, hold)
			}
		})
	}
}

// A real x402 client resending after a timeout starts again from the
// unpaid request. When the first write took its name already (landed), the
// free check would refuse it name_taken before any terms; because this
// very request was sent under a payment identifier, it gets the terms, and
// its payment, carrying the id, gets the first 201 and is never taken. A
// payer without the id sending the same body is offered the terms too and
// refused when it pays, nothing taken; another body naming the taken name
// is refused before the terms, as always.
func TestPaymentIDResendFromTheUnpaidRequest(t *testing.T) {
	r := newPayRig(t, 0)
	r.startWorker(t)
	const id = "pay_resend_from_the_start_01"
	rt := paidRoutes[0]
	first := r.v2Payer(3, t.Name()+" first")
	header := first.termsWithID(t, rt.path, rt.body, id)
	firstBody := string(first.send(t, rt.path, rt.body, header).Body)
	r.registry.nameTaken.Store(true) // the project is registered now

	second := r.v2Payer(3, t.Name()+" second")
	again := second.send(t, rt.path, rt.body, second.termsWithID(t, rt.path, rt.body, id))
	if again.Status != http.StatusCreated || string(again.Body) != firstBody {
		t.Fatalf("resend from the unpaid request = %d %s, want the first 201 %s", again.Status, again.Body, firstBody)
	}
	r.unused(t, second)

	stranger := r.v2Payer(4, t.Name()+" stranger")
	wantError(t, stranger.send(t, rt.path, rt.body, stranger.termsWithID(t, rt.path, rt.body, "")), http.StatusBadRequest, wire.CodeNameTaken)
	r.nothingQueued(t, stranger)
	wantError(t, stranger.send(t, rt.path, `{"name":"named-once","license":"MIT"}`, ""), http.StatusBadRequest, wire.CodeNameTaken)
}

// A push still on its way holds its tag, and the unpaid resend of it
// would be refused tag_taken ("being pushed"); sent under a payment
// identifier, it gets the terms, and its payment waits on the first job:
// 202 with that job, then the job's 201 once it ran, once.
func TestPaymentIDResendOfAPushOnItsWay(t *testing.T) {
	r := newPayRig(t, 300*time.Millisecond)
	const id = "pay_push_on_its_way_000001"
	rt := paidRoutes[1]
	first := r.v2Payer(3, t.Name()+" first")
	resp := first.send(t, rt.path, rt.body, first.termsWithID(t, rt.path, rt.body, id))
	if resp.Status != http.StatusAccepted {
		t.Fatalf("first push = %d %s, want 202 (no worker yet)", resp.Status, resp.Body)
	}
	stranger := r.v2Payer(4, t.Name()+" stranger")
	if got := stranger.send(t, rt.path, pushOf("v1"), ""); got.Status != http.StatusPaymentRequired {
		// The stranger's request is the same bytes: it is offered the terms
		// too, and refused when it pays (below).
		t.Fatalf("the same push from another wallet = %d %s, want 402", got.Status, got.Body)
	}
	wantError(t, stranger.send(t, rt.path, `{"storageHash":"ar://other`+strings.Repeat("A", 38)+`","versionTag":"v1"}`, ""), http.StatusBadRequest, wire.CodeTagTaken)

	second := r.v2Payer(3, t.Name()+" second")
	var st wire.JobStatus
	again := second.send(t, rt.path, rt.body, second.termsWithID(t, rt.path, rt.body, id))
	if err := again.JSON(&st); err != nil || again.Status != http.StatusAccepted || st.JobID != first.jobID() {
		t.Fatalf("resend = %d %s, want 202 with the first job %s", again.Status, again.Body, first.jobID())
	}
	r.unused(t, second)
	r.startWorker(t)
	done := second.send(t, rt.path, rt.body, second.termsWithID(t, rt.path, rt.body, id))
	if done.Status != http.StatusCreated || r.runCount(first.jobID()) != 1 {
		t.Fatalf("resend once the job ran = %d %s (ran %d times), want its 201, once", done.Status, done.Body, r.runCount(first.jobID()))
	}
	r.unused(t, second)
}

// A record of an id whose payment has no reservation names a job that
// never ran (its API process died before queueing it, and the reconciler
// released the reservation): a resend under the id is made once as a new
// write, not left waiting for that job.
func TestPaymentIDOfADeadRequestIsTakenOver(t *testing.T) {
	r := newPayRig(t, 2*time.Second)
	r.startWorker(t)
	const id = "pay_died_before_queueing_1"
	rt := paidRoutes[0]
	dead := r.v2Payer(3, t.Name()+" dead")
	rec := payment.IDRecord{Fingerprint: payment.RequestFingerprint(http.MethodPost, rt.path, []byte(rt.body)),
		Scheme: payment.SchemeExact, JobID: dead.jobID(), Nonce: dead.nonce}
	if _, fresh, err := r.ids.Claim(context.Background(), dead.Address(), id, rec, time.Hour); err != nil || !fresh {
		t.Fatalf("claim: %v %v", fresh, err)
	}
	p := r.v2Payer(3, t.Name()+" resend")
	r.succeedsOnce(t, p, rt.path, rt.body, p.termsWithID(t, rt.path, rt.body, id))
}

// The id's record that cannot be written is 503, nothing charged: the
// payment's reservation is released, and the same payment goes through
// once the store answers.
func TestPaymentIDStoreDown(t *testing.T) {
	r := newPayRig(t, 0)
	r.startWorker(t)
	rt := paidRoutes[0]
	p := r.v2Payer(3, t.Name())
	header := p.termsWithID(t, rt.path, rt.body, "pay_store_down_then_up_01")
	r.idsDown.on.Store(true)
	msg := wantError(t, p.send(t, rt.path, rt.body, header), http.StatusServiceUnavailable, wire.CodeServiceUnavailable)
	if !strings.Contains(msg, "nothing was charged") {
		t.Fatalf("message %q does not say nothing was charged", msg)
	}
	r.nothingQueued(t, p)
	r.idsDown.on.Store(false)
	r.succeedsOnce(t, p, rt.path, rt.body, header)
}

// An id is the payer's own: another payer's write under the same id is a
// write of its own.
func TestPaymentIDIsPerPayer(t *testing.T) {
	r := newPayRig(t, 0)
	r.startWorker(t)
	const id = "pay_shared_between_two_wallets"
	rt := paidRoutes[1]
	a, b := r.v2Payer(3, t.Name()+" a"), r.v2Payer(4, t.Name()+" b")
	r.succeedsOnce(t, a, rt.path, rt.body, a.termsWithID(t, rt.path, rt.body, id))
	r.succeedsOnce(t, b, rt.path, rt.body, b.termsWithID(t, rt.path, rt.body, id))
}

// withPaymentID re-encodes the payment header value h with ext as its
// extensions.
func withPaymentID(t *testing.T, h string, ext any) string {
	t.Helper()
	raw, err := base64.StdEncoding.DecodeString(h)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	m["extensions"] = ext
	b, _ := json.Marshal(m)
	return base64.StdEncoding.EncodeToString(b)
}

// A malformed payment identifier is 400 invalid_payment_id saying what is
// wrong, before anything is reserved or checked; the same authorization
// with a good id goes through.
func TestMalformedPaymentIDIs400(t *testing.T) {
	info := func(id any) any {
		return map[string]any{payment.ExtensionPaymentID: map[string]any{"info": map[string]any{"required": false, "id": id}}}
	}
	for _, tc := range []struct {
		name string
		ext  any
		says string
	}{
		{"too short", info("pay_123456789ab"), "16 to 128"},
		{"too long", info("pay_" + strings.Repeat("a", 125)), "16 to 128"},
		{"a slash", info("pay_0123456789/abcdef"), "only A-Z"},
		{"not a string", info(12345678901234567), "must be a string"},
		{"extension not an object", map[string]any{payment.ExtensionPaymentID: "pay_0123456789abcdef"}, "JSON object"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newPayRig(t, 0)
			r.startWorker(t)
			p := r.v2Payer(3, t.Name())
			header := p.termsWithID(t, paidRoutes[0].path, paidRoutes[0].body, "")
			msg := wantError(t, p.send(t, paidRoutes[0].path, paidRoutes[0].body, withPaymentID(t, header, tc.ext)), http.StatusBadRequest, wire.CodeInvalidPaymentID)
			if !strings.Contains(msg, tc.says) {
				t.Fatalf("message %q does not say %q", msg, tc.says)
			}
			r.nothingQueued(t, p)
			r.succeedsOnce(t, p, paidRoutes[0].path, paidRoutes[0].body, withPaymentID(t, header, info("pay_0123456789abcdef")))
		})
	}
}

// Resends under one id that arrive together, each with its own
// authorization, share one job: one write, one hold, one answer.
func TestPaymentIDConcurrentResendsShareOneJob(t *testing.T) {
	r := newPayRig(t, 0)
	r.startWorker(t)
	const id = "pay_concurrent_resends_0001"
	rt := paidRoutes[0]
	payers := make([]*payer, 6)
	headers := make([]string, len(payers))
	for i := range payers {
		payers[i] = r.v2Payer(3, t.Name()+string(rune('a'+i)))
		headers[i] = payers[i].termsWithID(t, rt.path, rt.body, id)
	}
	answers := make([]*payclient.Response, len(payers))
	var wg sync.WaitGroup
	for i := range payers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			resp, err := payers[i].Send(context.Background(), http.MethodPost, "http://inkd.test"+rt.path, []byte(rt.body), headers[i])
			if err != nil {
				t.Error(err)
				return
			}
			answers[i] = resp
		}()
	}
	testutil.Wait(t, &wg, "the resends")
	if t.Failed() {
		return
	}
	ran := 0
	for i, a := range answers {
		if a.Status != http.StatusCreated || string(a.Body) != string(answers[0].Body) {
			t.Fatalf("resend %d = %d %s, want the one 201 %s", i, a.Status, a.Body, answers[0].Body)
		}
		if n := r.runCount(payers[i].jobID()); n > 0 {
			ran += n
		} else {
			r.unused(t, payers[i])
		}
	}
	if ran != 1 {
		t.Fatalf("jobs ran %d times in all, want once", ran)
	}
}

// A write refused by a check before its job is queued frees its id with
// its reservation: the id is not a record of a write that never was, so
// the same id goes with the request the client sends next.
func TestPaymentIDFreedByARefusal(t *testing.T) {
	r := newPayRig(t, 0)
	r.startWorker(t)
	const id = "pay_refused_then_fixed_01"
	rt := paidRoutes[0]
	p := r.v2Payer(3, t.Name())
	header := p.termsWithID(t, rt.path, rt.body, id)
	r.registry.nameTaken.Store(true)
	wantError(t, p.send(t, rt.path, rt.body, header), http.StatusBadRequest, wire.CodeNameTaken)
	r.nothingQueued(t, p)
	r.registry.nameTaken.Store(false)
	q := r.v2Payer(3, t.Name()+" fixed")
	r.succeedsOnce(t, q, rt.path, rt.other, q.termsWithID(t, rt.path, rt.other, id))
}

// Without a store of ids the extension is not offered, and an id sent
// anyway (well formed) names nothing: each authorization is its own write.
func TestPaymentIDNotKept(t *testing.T) {
	r := newTunedPayRig(t, 5*time.Second, func(_ *Config, d *Deps) { d.Writes.PaymentIDs = nil })
	r.startWorker(t)
	rt := paidRoutes[0]
	p := r.v2Payer(3, t.Name())
	resp := p.send(t, rt.path, rt.body, "")
	if resp.Status != http.StatusPaymentRequired || payment.OffersPaymentID(resp.Header.Get(payment.HeaderRequiredV2)) {
		t.Fatalf("402 = %d, offering the extension: %v", resp.Status, payment.OffersPaymentID(resp.Header.Get(payment.HeaderRequiredV2)))
	}
	var terms payclient.Terms
	if err := resp.JSON(&terms); err != nil {
		t.Fatal(err)
	}
	header, err := p.SignWithID(&terms, "pay_not_kept_anywhere_01")
	if err != nil {
		t.Fatal(err)
	}
	r.succeedsOnce(t, p, rt.path, rt.body, header)
	second := r.v2Payer(3, t.Name()+" second")
	if header, err = second.SignWithID(&terms, "pay_not_kept_anywhere_01"); err != nil {
		t.Fatal(err)
	}
	r.succeedsOnce(t, second, rt.path, rt.body, header)
}
