package api

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/payment/channelbook"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// countingChannels counts the book's commits (Decide with commit) and
// runs afterCommit, when set, after each.
type countingChannels struct {
	ChannelDecider
	commits     atomic.Int32
	afterCommit func()
}

func (c *countingChannels) Decide(ctx context.Context, p *payment.Payment, fee *big.Int, commit bool) (channelbook.Record, error) {
	rec, err := c.ChannelDecider.Decide(ctx, p, fee, commit)
	if commit {
		c.commits.Add(1)
		if c.afterCommit != nil {
			c.afterCommit()
		}
	}
	return rec, err
}

// counted makes r's server count the book's commits.
func (r *voucherRig) counted() *countingChannels {
	c := &countingChannels{ChannelDecider: r.srv.deps.Writes.Channels}
	r.srv.deps.Writes.Channels = c
	return c
}

// keyOf is the key of the voucher in header h.
func keyOf(t *testing.T, h string) payKey {
	t.Helper()
	p, err := payment.ParseHeader(h)
	if err != nil {
		t.Fatal(err)
	}
	return voucherKey(p.Voucher)
}

// payCreate is p's create of body paid by voucher: its fee, the header of
// the voucher for it and the voucher's key.
func (p *voucherPayer) payCreate(t *testing.T, body string) (fee *big.Int, h string, k payKey) {
	t.Helper()
	fee, _ = p.fee(t, body)
	h = p.header(t, p.cfg, fee)
	return fee, h, keyOf(t, h)
}

// voucherHolder is the fingerprint the reservation of the voucher in
// header h holds ("" when none).
func (r *payRig) voucherHolder(t *testing.T, h string) string {
	t.Helper()
	k := keyOf(t, h)
	held, err := r.res.Holder(context.Background(), k.payer, k.nonce)
	if err != nil {
		t.Fatal(err)
	}
	return held
}

// ceiling is the channel's ceiling in r's book.
func (r *voucherRig) ceiling(t *testing.T, p *voucherPayer) *big.Int {
	t.Helper()
	rec, ok, err := r.book.Get(context.Background(), p.id())
	if err != nil || !ok {
		t.Fatalf("the book has no channel %s (%v)", p.id().Hex(), err)
	}
	return rec.Ceiling
}

// voucherResponse decodes resp's PAYMENT-RESPONSE, requiring the
// scheme's voucher answer (no transaction) for payer p.
func voucherResponse(t *testing.T, p *voucherPayer, resp interface{ Get(string) string }) (charged string, state map[string]any) {
	t.Helper()
	h := resp.Get(payment.HeaderResponseV2)
	if h == "" {
		t.Fatal("no PAYMENT-RESPONSE")
	}
	m := testutil.Base64JSON(t, h)
	extra, _ := m["extra"].(map[string]any)
	state, _ = extra["channelState"].(map[string]any)
	if m["success"] != true || m["transaction"] != "" || m["payer"] != p.cfg.Payer.Hex() || m["network"] != "eip155:8453" || state == nil {
		t.Fatalf("PAYMENT-RESPONSE %v", m)
	}
	charged, _ = extra["chargedAmount"].(string)
	return charged, state
}

// TestVoucherPaysACreate: a create paid by a deposit and its voucher is
// accepted by the book (the ceiling moves to the voucher's) and queued as
// one job under the voucher's id, carrying the channel, the voucher, its
// fee and the deposit, and no EIP-3009 payment; the request answers 202
// while no worker runs. The same voucher and request again is answered
// from that job (201 once it ran, with the scheme's PAYMENT-RESPONSE),
// never accepted a second time; it ran once.
func TestVoucherPaysACreate(t *testing.T) {
	r := newVoucherRigWaiting(t, fundedChannel(), 100*time.Millisecond)
	commits := r.counted()
	p := r.voucherPayer(6)
	body := `{"name":"paid-by-voucher"}`
	fee, _ := p.fee(t, body)
	dep := &channel.Deposit{Amount: big.NewInt(5_000_000), ValidAfter: big.NewInt(0), ValidBefore: big.NewInt(1_800_003_600), Salt: big.NewInt(7)}
	h := p.headerWith(t, p.cfg, fee, dep)
	jobID := wire.VoucherJobID(p.id(), fee)

	resp := p.send(t, "/v1/projects", body, h)
	var st wire.JobStatus
	if err := resp.JSON(&st); err != nil || resp.Status != http.StatusAccepted || st.JobID != jobID {
		t.Fatalf("paid by voucher: %d %s, want 202 for job %s", resp.Status, resp.Body, jobID)
	}
	info, err := r.insp.GetTaskInfo(jobs.QueueWrites, jobID)
	if err != nil || info.Type != jobs.TypeCreateProject {
		t.Fatalf("job %s: %v %v", jobID, info, err)
	}
	var job jobs.CreateProject
	if err := json.Unmarshal(info.Payload, &job); err != nil {
		t.Fatal(err)
	}
	parsed, err := payment.ParseHeader(h)
	if err != nil {
		t.Fatal(err)
	}
	c := p.cfg
	want := jobs.Voucher{
		Channel: jobs.ChannelConfig{Payer: c.Payer.Hex(), PayerAuthorizer: c.PayerAuthorizer.Hex(), Receiver: c.Receiver.Hex(),
			ReceiverAuthorizer: voucherAuthorizer.Hex(), Token: c.Token.Hex(), WithdrawDelay: 900, Salt: c.Salt.Hex()},
		ChannelID: p.id().Hex(), Ceiling: fee.String(), Fee: fee.String(),
		Signature: hexBytes(parsed.Voucher.Voucher.Signature),
		Deposit: &jobs.ChannelDeposit{Amount: "5000000", ValidAfter: "0", ValidBefore: "1800003600", Salt: "7",
			Signature: hexBytes(dep.Signature)},
	}
	if job.Voucher == nil || !reflect.DeepEqual(*job.Voucher, want) {
		t.Fatalf("job's voucher %+v, want %+v (deposit %+v)", job.Voucher, want, want.Deposit)
	}
	if job.Payment != (jobs.Payment{}) || job.Name != "paid-by-voucher" || job.StorageCost == "" {
		t.Fatalf("job %+v", job)
	}
	if got := r.ceiling(t, p); got.Cmp(fee) != 0 {
		t.Fatalf("the channel's ceiling is %s, want the voucher's %s", got, fee)
	}

	r.startWorker(t)
	again := p.send(t, "/v1/projects", body, h)
	if again.Status != http.StatusCreated {
		t.Fatalf("the same voucher again: %d %s, want 201", again.Status, again.Body)
	}
	charged, state := voucherResponse(t, p, again.Header)
	if charged != fee.String() || state["chargedCumulativeAmount"] != fee.String() || state["channelId"] != p.id().Hex() {
		t.Fatalf("resend's PAYMENT-RESPONSE: charged %s, state %v", charged, state)
	}
	if n := r.runCount(jobID); n != 1 || commits.commits.Load() != 1 {
		t.Fatalf("the job ran %d times, the book committed %d times; want once each", n, commits.commits.Load())
	}
	if q, err := r.insp.GetQueueInfo(jobs.QueueWrites); err != nil || q.Size != 1 {
		t.Fatalf("the writes queue holds %v (%v), want the one job", q, err)
	}
}

// TestVoucherPaysAPushAt201: a single push paid by voucher, with a worker
// running, answers 201 with the scheme's PAYMENT-RESPONSE: the fee
// charged and the channel's state after it (its charged total the
// voucher's ceiling). The same voucher and request again answers the
// same 201 without a second commit; the same voucher with another body
// is 403 payment_invalid, queueing nothing.
func TestVoucherPaysAPushAt201(t *testing.T) {
	r := newVoucherRigWaiting(t, fundedChannel(), 0)
	commits := r.counted()
	r.startWorker(t)
	p := r.voucherPayer(7)
	body := pushOf("v1")
	const path = "/v1/projects/7/versions"
	fee, _ := p.feeOf(t, path, body)
	h := p.header(t, p.cfg, fee)
	jobID := wire.VoucherJobID(p.id(), fee)

	first := p.send(t, path, body, h)
	if first.Status != http.StatusCreated {
		t.Fatalf("paid by voucher: %d %s, want 201", first.Status, first.Body)
	}
	charged, state := voucherResponse(t, p, first.Header)
	if charged != fee.String() || state["chargedCumulativeAmount"] != fee.String() || state["balance"] != "1000000000" {
		t.Fatalf("PAYMENT-RESPONSE: charged %s, state %v", charged, state)
	}
	if first.Header.Get(payment.HeaderResponseV1) != "" {
		t.Fatal("an x402 v1 settlement header on a batch-settlement answer")
	}
	again := p.send(t, path, body, h)
	if again.Status != http.StatusCreated || string(again.Body) != string(first.Body) {
		t.Fatalf("the same voucher again: %d %s, want the first 201 %s", again.Status, again.Body, first.Body)
	}
	if n := r.runCount(jobID); n != 1 || commits.commits.Load() != 1 {
		t.Fatalf("the job ran %d times, the book committed %d times; want once each", n, commits.commits.Load())
	}

	msg := wantError(t, p.send(t, path, pushOf("v2"), h), http.StatusForbidden, wire.CodePaymentInvalid)
	if !strings.Contains(msg, "already used for a different request") {
		t.Fatalf("refusal %q", msg)
	}
	if commits.commits.Load() != 1 || r.ceiling(t, p).Cmp(fee) != 0 {
		t.Fatalf("the book committed %d times, ceiling %s", commits.commits.Load(), r.ceiling(t, p))
	}
	if q, err := r.insp.GetQueueInfo(jobs.QueueWrites); err != nil || q.Size != 1 {
		t.Fatalf("the writes queue holds %v (%v), want the one job", q, err)
	}
}

// TestVoucherRefusedByTheBookQueuesNothing: a voucher the book refuses
// (out of step) gets the corrective 402 and leaves nothing behind: no
// job, no reservation of the voucher, no claim on the name; the corrected
// voucher then pays the same request.
func TestVoucherRefusedByTheBookQueuesNothing(t *testing.T) {
	r := newVoucherRigWaiting(t, fundedChannel(), 0)
	r.startWorker(t)
	p := r.voucherPayer(8)
	body := `{"name":"refused-then-paid"}`
	fee, _ := p.fee(t, body)
	wrong := p.header(t, p.cfg, new(big.Int).Add(fee, big.NewInt(1)))
	resp := p.send(t, "/v1/projects", body, wrong)
	if resp.Status != http.StatusPaymentRequired || testutil.Base64JSON(t, resp.Header.Get(payment.HeaderRequiredV2))["error"] != payment.ErrChannelCumulativeMismatch {
		t.Fatalf("a voucher out of step: %d %s", resp.Status, resp.Body)
	}
	r.queueEmpty(t)
	if held := r.voucherHolder(t, wrong); held != "" {
		t.Fatalf("the refused voucher is still reserved for %s", held)
	}
	if got := r.ceiling(t, p); got.Sign() != 0 {
		t.Fatalf("the channel's ceiling moved to %s", got)
	}
	// The name is free again: the corrected voucher pays the same create.
	right := p.header(t, p.cfg, fee)
	if resp := p.send(t, "/v1/projects", body, right); resp.Status != http.StatusCreated {
		t.Fatalf("the corrected voucher: %d %s, want 201", resp.Status, resp.Body)
	}
	if n := r.runCount(wire.VoucherJobID(p.id(), fee)); n != 1 {
		t.Fatalf("the job ran %d times", n)
	}
}

// TestVoucherPaymentID: under vouchers the payment identifier rules are
// exact's: a resend under the id with the same request, paid by the next
// voucher, is answered from the first job and that voucher is not
// accepted (the ceiling stays); the id with another request is 409
// payment_id_conflict, nothing accepted.
func TestVoucherPaymentID(t *testing.T) {
	r := newVoucherRigWaiting(t, fundedChannel(), 0)
	commits := r.counted()
	r.startWorker(t)
	p := r.voucherPayer(9)
	const id = "pay_a1b2c3d4e5f60718293a4b5c6d7e8f90"
	ext := map[string]any{payment.ExtensionPaymentID: map[string]any{"info": map[string]any{"required": false, "id": id}}}
	body, other := `{"name":"voucher-id-first"}`, `{"name":"voucher-id-other"}`
	fee, _ := p.fee(t, body)
	first := p.send(t, "/v1/projects", body, withPaymentID(t, p.header(t, p.cfg, fee), ext))
	if first.Status != http.StatusCreated {
		t.Fatalf("first write: %d %s", first.Status, first.Body)
	}
	next := withPaymentID(t, p.header(t, p.cfg, new(big.Int).Mul(fee, big.NewInt(2))), ext)
	again := p.send(t, "/v1/projects", body, next)
	if again.Status != http.StatusCreated || string(again.Body) != string(first.Body) {
		t.Fatalf("resend under the id: %d %s, want the first 201 %s", again.Status, again.Body, first.Body)
	}
	if _, state := voucherResponse(t, p, again.Header); state["chargedCumulativeAmount"] != fee.String() {
		t.Fatalf("resend's channel state %v: its charged total is the channel's, %s", state, fee)
	}
	if held := r.voucherHolder(t, next); held != "" {
		t.Fatalf("the resend's voucher is reserved for %s", held)
	}
	wantError(t, p.send(t, "/v1/projects", other, next), http.StatusConflict, wire.CodePaymentIDConflict)
	if commits.commits.Load() != 1 || r.ceiling(t, p).Cmp(fee) != 0 {
		t.Fatalf("the book committed %d times, ceiling %s; want once, %s", commits.commits.Load(), r.ceiling(t, p), fee)
	}
	if n := r.runCount(wire.VoucherJobID(p.id(), fee)); n != 1 {
		t.Fatalf("the job ran %d times", n)
	}
}

// TestVoucherNotStagedIsNotLost: when the job cannot be kept after the
// book accepted the voucher (here its reservation was released meanwhile,
// as the reconciler does for a request it takes for dead), the request is
// told so (503: the voucher is used, nothing is charged for it) and
// leaves nothing queued or claimed: the same voucher again gets the
// corrective 402, and the next voucher pays the same create.
func TestVoucherNotStagedIsNotLost(t *testing.T) {
	r := newVoucherRigWaiting(t, fundedChannel(), 0)
	commits := r.counted()
	r.startWorker(t)
	p := r.voucherPayer(1)
	body := `{"name":"voucher-not-staged"}`
	fee, h, k := p.payCreate(t, body)
	commits.afterCommit = func() {
		commits.afterCommit = nil
		fp := payment.RequestFingerprint(http.MethodPost, "/v1/projects", []byte(body))
		if _, err := r.res.Release(context.Background(), k.payer, k.nonce, fp); err != nil {
			t.Error(err)
		}
	}
	msg := wantError(t, p.send(t, "/v1/projects", body, h), http.StatusServiceUnavailable, wire.CodeServiceUnavailable)
	if !strings.Contains(msg, "nothing is charged") || !strings.Contains(msg, "next voucher") {
		t.Fatalf("message %q", msg)
	}
	r.queueEmpty(t)
	if resp := p.send(t, "/v1/projects", body, h); resp.Status != http.StatusPaymentRequired {
		t.Fatalf("the used voucher again: %d %s, want the corrective 402", resp.Status, resp.Body)
	}
	next := new(big.Int).Mul(fee, big.NewInt(2))
	if resp := p.send(t, "/v1/projects", body, p.header(t, p.cfg, next)); resp.Status != http.StatusCreated {
		t.Fatalf("the next voucher: %d %s, want 201", resp.Status, resp.Body)
	}
	if n := r.runCount(wire.VoucherJobID(p.id(), next)); n != 1 {
		t.Fatalf("the next voucher's job ran %d times", n)
	}
}

// TestVoucherNotQueuedIsKeptForTheReconciler: when the enqueue fails
// after the job was kept, the job stays staged under the voucher's job id
// for the reconciler (503 says the write is accepted); once queued as the
// reconciler queues it, the same voucher and request get its 201, and the
// job ran once.
func TestVoucherNotQueuedIsKeptForTheReconciler(t *testing.T) {
	r := newVoucherRigWaiting(t, fundedChannel(), 0)
	p := r.voucherPayer(2)
	body := `{"name":"voucher-not-queued"}`
	fee, h, k := p.payCreate(t, body)
	r.enqueuer.failures.Store(1)
	msg := wantError(t, p.send(t, "/v1/projects", body, h), http.StatusServiceUnavailable, wire.CodeServiceUnavailable)
	if !strings.Contains(msg, "accepted") || !strings.Contains(msg, "same voucher") {
		t.Fatalf("message %q", msg)
	}
	r.queueEmpty(t)
	ctx := context.Background()
	staged, err := r.res.Staged(ctx, k.payer, k.nonce)
	if err != nil || staged == nil || staged.JobID != wire.VoucherJobID(p.id(), fee) || staged.Type != jobs.TypeCreateProject {
		t.Fatalf("staged job %+v (%v), want the create under the voucher's job id", staged, err)
	}
	left, err := r.res.Unqueued(ctx, time.Now().Add(time.Hour), 10)
	if err != nil || len(left) != 1 || left[0].Payer != k.payer || left[0].Nonce != k.nonce {
		t.Fatalf("left for the reconciler: %v (%v), want the voucher's reservation", left, err)
	}
	// What the reconciler does with it (worker/reconcile).
	task, opts, err := jobs.RebuildWriteTask(staged.Type, staged.Payload)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.enqueuer.EnqueueContext(ctx, task, append(opts, asynq.TaskID(staged.JobID))...); err != nil {
		t.Fatal(err)
	}
	r.startWorker(t)
	if resp := p.send(t, "/v1/projects", body, h); resp.Status != http.StatusCreated {
		t.Fatalf("the same voucher again: %d %s, want 201", resp.Status, resp.Body)
	}
	if n := r.runCount(staged.JobID); n != 1 {
		t.Fatalf("the job ran %d times", n)
	}
}

// TestVoucherResendAfterItsDepositExpired: a resend of a voucher whose
// deposit authorization expired while its job waited is answered from the
// job, as an exact payment's is; a voucher of no reserved request with an
// expired deposit is refused as it always was.
func TestVoucherResendAfterItsDepositExpired(t *testing.T) {
	var now atomic.Int64
	now.Store(1_800_000_000)
	r := newVoucherRigTuned(t, fundedChannel(), 100*time.Millisecond, func(_ *Config, deps *Deps) {
		deps.Now = func() time.Time { return time.Unix(now.Load(), 0) }
	})
	p := r.voucherPayer(3)
	body := `{"name":"voucher-deposit-expired"}`
	fee, _ := p.fee(t, body)
	deposit := func() *channel.Deposit {
		return &channel.Deposit{Amount: big.NewInt(5_000_000), ValidAfter: big.NewInt(0), ValidBefore: big.NewInt(1_800_000_060), Salt: big.NewInt(1)}
	}
	h := p.headerWith(t, p.cfg, fee, deposit())
	if resp := p.send(t, "/v1/projects", body, h); resp.Status != http.StatusAccepted {
		t.Fatalf("paid by voucher: %d %s, want 202", resp.Status, resp.Body)
	}
	now.Store(1_800_003_600)
	r.startWorker(t)
	if resp := p.send(t, "/v1/projects", body, h); resp.Status != http.StatusCreated {
		t.Fatalf("the same voucher after its deposit expired: %d %s, want its job's 201", resp.Status, resp.Body)
	}
	next := p.headerWith(t, p.cfg, new(big.Int).Mul(fee, big.NewInt(2)), deposit())
	msg := wantError(t, p.send(t, "/v1/projects", `{"name":"voucher-deposit-expired-2"}`, next), http.StatusForbidden, wire.CodePaymentInvalid)
	if !strings.HasPrefix(msg, payment.ErrChannelDepositValidBefore) {
		t.Fatalf("refusal %q", msg)
	}
}
