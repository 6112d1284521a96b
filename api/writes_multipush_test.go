package api

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/jobs"
)

const multiPushURL = "/v1/projects/7/versions/batch"

// testVersion is version i of a test multi-push.
func testVersion(i int, changelog string) map[string]any {
	return map[string]any{
		"storageHash": fmt.Sprintf("ar://batch%037dA", i),
		"versionTag":  fmt.Sprintf("v1.0.%d", i),
		"changelog":   changelog,
	}
}

// multiPushBody is {"versions": [n versions with changelogs of clLen bytes]}.
func multiPushBody(t *testing.T, n, clLen int) string {
	t.Helper()
	vs := make([]map[string]any, n)
	for i := range vs {
		vs[i] = testVersion(i, strings.Repeat("c", clLen))
	}
	b, err := json.Marshal(map[string]any{"versions": vs})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// queueEmpty requires that no paid write is queued, running or done.
func (r *payRig) queueEmpty(t *testing.T) {
	t.Helper()
	queues, err := r.insp.Queues()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(queues, jobs.QueueWrites) {
		return
	}
	info, err := r.insp.GetQueueInfo(jobs.QueueWrites)
	if err != nil {
		t.Fatal(err)
	}
	if info.Size != 0 || info.Completed != 0 {
		t.Fatalf("the writes queue holds %d tasks (%d completed), want none", info.Size, info.Completed)
	}
}

// The 402 of a multi-push asks for the sum of the items' single-push fees (each
// at least the 0.10 USDC minimum, stored content priced from its stored
// size) with the same terms as a single write: the x402 v1 body and the v2
// PAYMENT-REQUIRED header. Paid, the job gets every version and the
// summed storage cost, and the same payment again answers the same 201.
func TestMultiPushFeeIsTheSumOfSinglePushFees(t *testing.T) {
	r := newPayRig(t, 0)
	r.startWorker(t)
	big1 := testVersion(1, "")
	big1["contentSize"] = 50 << 20 // 0.60 USDC at the rig's rate
	stored := testVersion(2, "notes")
	r.sizes.m[strings.TrimPrefix(stored["storageHash"].(string), "ar://")] = 100 << 20
	items := []map[string]any{testVersion(0, "first"), big1, stored}

	p := r.payer(3, t.Name())
	want := new(big.Int)
	for i, it := range items {
		b, _ := json.Marshal(it)
		_, fee := r.payer(3, fmt.Sprint(t.Name(), i)).terms(t, "/v1/projects/7/versions", string(b))
		n, _ := new(big.Int).SetString(fee, 10)
		want.Add(want, n)
	}
	if want.Cmp(big.NewInt(100_000+600_000+1_200_000)) != 0 {
		t.Fatalf("single fees sum to %s", want)
	}
	b, _ := json.Marshal(map[string]any{"versions": items})
	body := string(b)
	resp, err := p.Send(context.Background(), http.MethodPost, "http://inkd.test"+multiPushURL, b, "")
	if err != nil {
		t.Fatal(err)
	}
	if resp.Status != http.StatusPaymentRequired || resp.Header.Get(payment.HeaderRequiredV2) == "" {
		t.Fatalf("batch without payment = %d (PAYMENT-REQUIRED %q), want 402 with the v2 header", resp.Status, resp.Header.Get(payment.HeaderRequiredV2))
	}
	var terms payclient.Terms
	if err := resp.JSON(&terms); err != nil {
		t.Fatal(err)
	}
	if terms.Amount != want.String() || len(terms.Accepts) != 1 || terms.Accepts[0].MaxAmountRequired != want.String() ||
		!strings.Contains(terms.Accepts[0].Description, "Push 3 versions") {
		t.Fatalf("402 asks %s (%+v), want the sum %s", terms.Amount, terms.Accepts, want)
	}
	header, err := p.Sign(&terms)
	if err != nil {
		t.Fatal(err)
	}
	res := r.succeedsOnce(t, p, multiPushURL, body, header)
	// Storage cost: 0 + 50 MiB + 100 MiB at 10,000 base units a MiB.
	if res["value"] != want.String() || res["storageCost"] != "1500000" {
		t.Fatalf("job paid %v with storage cost %v, want %s and 1500000", res["value"], res["storageCost"], want)
	}
	var job jobs.PushVersions
	typ := r.queuedJob(t, p, &job)
	if typ != jobs.TypePushVersions || job.ProjectID != "7" || len(job.Versions) != 3 ||
		job.Versions[1].VersionTag != "v1.0.1" || job.Versions[2].Changelog != "notes" {
		t.Fatalf("job %s %+v", typ, job)
	}
}

// A multi-push of the default limit, 256 versions, with changelogs that make
// its body larger than a single write's 64 KiB (32 bytes each on chain,
// written as JSON escapes of 6 bytes each: the transaction must stay under
// 128 KiB), is accepted and asks for 256 minimum fees; 257 versions are
// 400 batch_too_large.
func TestMultiPushOf256Versions(t *testing.T) {
	r := newPayRig(t, 0)
	r.startWorker(t)
	body := strings.ReplaceAll(multiPushBody(t, 256, 32), strings.Repeat("c", 32), strings.Repeat(`\u003c`, 32))
	if len(body) <= DefaultBodyLimit {
		t.Fatalf("body is %d bytes, want more than %d", len(body), DefaultBodyLimit)
	}
	p := r.payer(4, t.Name())
	header, fee := p.terms(t, multiPushURL, body)
	if fee != "25600000" {
		t.Fatalf("256 versions quoted %s, want 25600000", fee)
	}
	r.succeedsOnce(t, p, multiPushURL, body, header)
	over := r.payer(4, t.Name()+"/257")
	resp, err := over.Send(context.Background(), http.MethodPost, "http://inkd.test"+multiPushURL, []byte(multiPushBody(t, 257, 10)), "")
	if err != nil {
		t.Fatal(err)
	}
	if msg := wantError(t, resp, http.StatusBadRequest, wire.CodeMultiPushTooLarge); !strings.Contains(msg, "257 versions; the limit is 256") {
		t.Fatalf("message %q", msg)
	}
}

// Requests that are not a valid multi-push are refused 400 before any payment
// is asked for, and an item's error names the item and its field.
func TestMultiPushValidation(t *testing.T) {
	r := newTunedPayRig(t, 0, func(c *Config, _ *Deps) { c.MultiPushMaxVersions = 8 })
	item := func(i int, f func(map[string]any)) map[string]any {
		v := testVersion(i, "x")
		if f != nil {
			f(v)
		}
		return v
	}
	enc := func(v any) string {
		b, _ := json.Marshal(v)
		return string(b)
	}
	for _, tc := range []struct {
		name, body string
		code       wire.Code
		inMessage  string
	}{
		{"no versions field", `{}`, wire.CodeInvalidField, "versions must be an array"},
		{"versions not an array", `{"versions":{}}`, wire.CodeInvalidField, "versions must be an array"},
		{"empty", `{"versions":[]}`, wire.CodeInvalidField, "versions is empty"},
		{"over the limit", multiPushBody(t, 9, 1), wire.CodeMultiPushTooLarge, "the limit is 8"},
		{"item not an object", enc(map[string]any{"versions": []any{item(0, nil), 7}}), wire.CodeInvalidField, "versions[1] must be an object"},
		{"item without tag", enc(map[string]any{"versions": []any{item(0, nil), item(1, nil), item(2, nil), item(3, func(v map[string]any) { delete(v, "versionTag") })}}),
			wire.CodeTagRequired, "versions[3].versionTag: "},
		{"item with a bad hash", enc(map[string]any{"versions": []any{item(0, nil), item(1, func(v map[string]any) { v["storageHash"] = "ar://short" })}}),
			wire.CodeInvalidHash, "versions[1].storageHash: "},
		{"item with a bad size", enc(map[string]any{"versions": []any{item(0, func(v map[string]any) { v["contentSize"] = -1 })}}),
			wire.CodeInvalidField, "versions[0].contentSize: "},
		{"item with a long changelog", enc(map[string]any{"versions": []any{item(0, nil), item(1, func(v map[string]any) { v["changelog"] = strings.Repeat("c", maxChangelogLen+1) })}}),
			wire.CodeInvalidField, "versions[1].changelog: "},
		{"too many bytes for one transaction", multiPushBody(t, 8, maxChangelogLen), wire.CodeMultiPushTooLarge, "one transaction carries at most"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := r.payer(5, t.Name())
			resp, err := p.Send(context.Background(), http.MethodPost, "http://inkd.test"+multiPushURL, []byte(tc.body), "")
			if err != nil {
				t.Fatal(err)
			}
			msg := wantError(t, resp, http.StatusBadRequest, tc.code)
			if !strings.Contains(msg, tc.inMessage) {
				t.Fatalf("message %q does not contain %q", msg, tc.inMessage)
			}
		})
	}
	r.queueEmpty(t)
}

// multiPushTerms asks for a multi-push's 402 terms.
func (p *payer) multiPushTerms(t *testing.T, body string) *payclient.Terms {
	t.Helper()
	resp, err := p.Send(context.Background(), http.MethodPost, "http://inkd.test"+multiPushURL, []byte(body), "")
	if err != nil {
		t.Fatal(err)
	}
	var terms payclient.Terms
	if resp.Status != http.StatusPaymentRequired || resp.JSON(&terms) != nil {
		t.Fatalf("batch = %d %s, want 402", resp.Status, resp.Body)
	}
	return &terms
}

// A multi-push paid badly (too little, expired, signed by another key than the
// payer's, by a wallet that may not push) is refused as a single push is,
// before anything is queued or reserved.
func TestMultiPushBadPaymentQueuesNothing(t *testing.T) {
	body := multiPushBody(t, 3, 10)
	for _, tc := range []struct {
		name   string
		sign   func(t *testing.T, r *payRig, p *payer) string
		status int
		code   wire.Code
	}{
		{"wrong amount", func(t *testing.T, r *payRig, p *payer) string {
			terms := p.multiPushTerms(t, body)
			terms.Accepts[0].MaxAmountRequired = "100000" // one version's fee for three
			h, err := p.Sign(terms)
			if err != nil {
				t.Fatal(err)
			}
			return h
		}, http.StatusForbidden, wire.CodePaymentMismatch},
		{"expired", func(t *testing.T, r *payRig, p *payer) string {
			terms := p.multiPushTerms(t, body)
			p.Now = func() time.Time { return time.Unix(1_800_000_000, 0).Add(-time.Hour) }
			h, err := p.Sign(terms)
			if err != nil {
				t.Fatal(err)
			}
			return h
		}, http.StatusForbidden, wire.CodePaymentInvalid},
		{"wrong signer", func(t *testing.T, r *payRig, p *payer) string {
			terms := p.multiPushTerms(t, body)
			h, err := r.payer(8, "other key").Sign(terms)
			if err != nil {
				t.Fatal(err)
			}
			forged, err := payment.ParseHeader(h)
			if err != nil {
				t.Fatal(err)
			}
			req, err := terms.Requirement()
			if err != nil {
				t.Fatal(err)
			}
			forged.Authorization.From, forged.Authorization.Nonce = p.Address(), p.nonce
			h, err = payment.EncodeHeader(payclient.V1, req, forged.Authorization, forged.Signature)
			if err != nil {
				t.Fatal(err)
			}
			return h
		}, http.StatusForbidden, wire.CodePaymentInvalid},
		{"not a collaborator", func(t *testing.T, r *payRig, p *payer) string {
			h, _ := p.terms(t, multiPushURL, body)
			r.registry.notOwner.Store(true)
			return h
		}, http.StatusForbidden, wire.CodeNotOwner},
		{"balance too low", func(t *testing.T, r *payRig, p *payer) string {
			h, _ := p.terms(t, multiPushURL, body)
			r.checker.broke.Store(true)
			return h
		}, http.StatusForbidden, wire.CodePaymentInvalid},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newPayRig(t, 0)
			r.startWorker(t)
			p := r.payer(6, t.Name())
			header := tc.sign(t, r, p)
			wantError(t, p.send(t, multiPushURL, body, header), tc.status, tc.code)
			r.nothingQueued(t, p)
			r.queueEmpty(t)
		})
	}
}

// A multi-push counts once against the per-wallet write limit, whatever its
// size: with a limit of 1, a multi-push of 5 versions goes through and the
// wallet's next write is refused 429.
func TestMultiPushCountsOnceAgainstWriteLimit(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	r := newTunedPayRig(t, 0, func(c *Config, d *Deps) {
		c.WritesPerMinute = 1
		d.RateLimitNow = func() time.Time { return now }
	})
	r.startWorker(t)
	body := multiPushBody(t, 5, 10)
	p := r.payer(7, t.Name())
	header, _ := p.terms(t, multiPushURL, body)
	if resp := p.send(t, multiPushURL, body, header); resp.Status != http.StatusCreated {
		t.Fatalf("batch = %d %s, want 201", resp.Status, resp.Body)
	}
	next := r.payer(7, t.Name()+"/next")
	h2, _ := next.terms(t, "/v1/projects/7/versions", `{"storageHash":"ar://limitAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v9"}`)
	wantError(t, next.send(t, "/v1/projects/7/versions", `{"storageHash":"ar://limitAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v9"}`, h2), http.StatusTooManyRequests, wire.CodeRateLimited)
}

// multiPushCalldataSize is the size of the treasury call the worker packs.
func TestMultiPushCalldataSizeMatchesTheABI(t *testing.T) {
	tre := treasury.NewInkdTreasury()
	for _, n := range []int{1, 3, 256} {
		for _, cl := range []int{0, 1, 31, 32, 33, 160, 16 << 10} {
			vs := make([]jobs.VersionInput, n)
			in := make([]treasury.InkdRegistryVersionInput, n)
			for i := range vs {
				vs[i] = jobs.VersionInput{StorageHash: "ar://" + strings.Repeat("a", 43), VersionTag: fmt.Sprintf("v%d", i), Changelog: strings.Repeat("c", cl)}
				in[i] = treasury.InkdRegistryVersionInput{ArweaveHash: vs[i].StorageHash, VersionTag: vs[i].VersionTag, Changelog: vs[i].Changelog}
			}
			pay := treasury.InkdTreasuryPayment{From: common.Address{1}, Value: big.NewInt(1), ValidAfter: big.NewInt(0), ValidBefore: big.NewInt(1)}
			want := len(tre.PackPushVersionsPaid(pay, big.NewInt(0), big.NewInt(7), [32]byte{7}, in))
			if got := multiPushCalldataSize(vs); got != want {
				t.Fatalf("%d versions, %d-byte changelogs: %d bytes, the ABI packs %d", n, cl, got, want)
			}
		}
	}
}

// A multi-push whose job does not end within the wait is 202 with its job, as
// a single write is; the job then answers the multi-push's result, and so does
// the same payment presented again.
func TestSlowMultiPushAnswers202WithItsJob(t *testing.T) {
	r := newPayRig(t, 300*time.Millisecond)
	body := multiPushBody(t, 3, 10)
	p := r.payer(9, t.Name())
	header, _ := p.terms(t, multiPushURL, body)
	resp := p.send(t, multiPushURL, body, header)
	var st wire.JobStatus
	if err := resp.JSON(&st); err != nil || resp.Status != http.StatusAccepted || st.JobID != p.jobID() || resp.Header.Get("Location") != "/v1/jobs/"+p.jobID() {
		t.Fatalf("slow batch = %d %s, want 202 for job %s", resp.Status, resp.Body, p.jobID())
	}
	r.startWorker(t)
	res := r.succeedsOnce(t, p, multiPushURL, body, header)
	job, err := p.Do(context.Background(), http.MethodGet, "http://inkd.test/v1/jobs/"+p.jobID(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var js struct {
		Status string         `json:"status"`
		Result map[string]any `json:"result"`
	}
	if err := job.JSON(&js); err != nil || js.Status != "succeeded" || js.Result["txHash"] != res["txHash"] {
		t.Fatalf("job = %d %s, want succeeded with the 201's result", job.Status, job.Body)
	}
}
