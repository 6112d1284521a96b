package e2e

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// outageEnv sets the length of TestAllRPCsDown's outage (a Go duration;
// `make outage` sets 10m); unset, the outage lasts outageShort.
const outageEnv = "INKD_OUTAGE"

const (
	// outageShort is the outage of the normal test run.
	outageShort = 20 * time.Second
	// outageShortLived is the validity left to the payments that are to
	// expire during the outage: the least the API accepts
	// (payment.MinRemaining) and a margin for the request's own trip.
	outageShortLived = 15 * time.Second
	// outageSettleBound bounds the wait for every job's outcome after the
	// providers are back.
	outageSettleBound = 3 * time.Minute
	// outageLandMargin: a payment still valid this long after the outage
	// must land; one that expires sooner may fail.
	outageLandMargin = time.Minute
	// The bounds of the calls that reach the cut providers and of the
	// warnings the worker logs during the outage: a storm is every waiting
	// job polling every 250 ms (240 calls a job and minute), with a warning
	// each time. Measured on main (25 s outage, 7 jobs): 562 calls, 4 a
	// second of them from an idle worker's loops (indexer, reconciler,
	// provider checks), the rest from the jobs' deliveries (asynq's backoff:
	// 1, 2, 4 … 60 s), each of whose failing calls tries both providers
	// for rpcpool's 6 s budget (~18 connections); 19 warnings, one per
	// delivery.
	outageCallsPerSecond    = 10
	outageCallsPerJob       = 100
	outageCallsPerJobMinute = 30
	outageWarnsBase         = 20
	outageWarnsPerJob       = 10
	outageWarnsPerJobMinute = 2
)

// outageWrite is one paid request of the outage test and what became of it.
type outageWrite struct {
	payer  *payclient.Client
	path   string
	body   string
	header string
	fee    *big.Int
	// validBefore is the end of the payment's validity.
	validBefore time.Time
	// inflight: sent before the outage, its transaction broadcast.
	inflight bool
	// expired: the payment's validity ended before the providers came back.
	expired bool
	id      string
	first   *payclient.Response
	job     wire.JobStatus
}

// Scenario 46 of FAILURE-SCENARIOS.md: every chain provider is down for a
// long while (`make outage`: ten minutes; the normal run: outageShort).
// One `inkd worker` process reaches the chain through two providers, the
// API through a third, each a TCP proxy the test cuts. With the worker's
// providers cut, payers send paid creates and pushes: the API queues them
// (202); two of the payments are signed to expire during the outage. Then
// the API's provider goes too, and a paid request sent now must be refused
// (the spec's 500 rpc_error) and not queued. After the outage: no job was
// archived by a retry counter; the calls that reached the cut providers
// and the warnings the worker logged stay within bounds per job and minute
// (no storm); every write whose payment was still valid landed exactly
// once and the others failed with nothing charged; each client's answer
// matches the chain.
func TestAllRPCsDown(t *testing.T) {
	testutil.SkipIfShort(t, "a worker process, a chain outage of 20 s (make outage: 10 min)")
	t.Parallel() // it waits on the chain and on asynq far more than it computes
	outage := outageShort
	if v := os.Getenv(outageEnv); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			t.Fatalf("%s=%q: %v", outageEnv, v, err)
		}
		outage = d
	}
	inkdBin(t)
	redisURL := testutil.RealRedisURL(t, e2eRedis)
	s := startStack(t, stackOptions{blockPeriod: time.Second, writeWait: 2 * time.Second, noWorker: true, redisURL: redisURL, chainProxy: true})
	deployment := filepath.Join(t.TempDir(), "deployment.json")
	if err := s.Deployment.Save(deployment); err != nil {
		t.Fatal(err)
	}
	var providers []*testutil.Proxy
	var urls []string
	for range 2 {
		p := testutil.NewProxy(t, s.proxy.Target())
		u, err := url.Parse(s.RPCURL)
		if err != nil {
			t.Fatal(err)
		}
		u.Host = p.Addr()
		providers, urls = append(providers, p), append(urls, u.String())
	}
	w := startInkd(t, append(matrixEnv(t, s, redisURL, deployment), settlerKeysEnv(), "RPC_URL="+strings.Join(urls, ",")), "worker")
	w.ready(t, w.stderr, "worker running")

	// Two owners create a project each before the outage, to push to.
	ctx, cancel := context.WithTimeout(context.Background(), outage+outageSettleBound+5*time.Minute)
	defer cancel()
	var owners []*payclient.Client
	projects := map[*payclient.Client]string{}
	for _, i := range []int{3, 4} {
		c := s.payer(i, 1)
		body := []byte(`{"name":"outage-owner-` + string(rune('a'+i)) + `"}`)
		header, _ := s.signedWithin(t, c, "/v1/projects", string(body), false)
		var created map[string]string
		if err := json.Unmarshal(retryUntilCreated(ctx, t, func() (*payclient.Response, error) {
			return c.Send(ctx, http.MethodPost, s.APIURL+"/v1/projects", body, header)
		}, outageSettleBound), &created); err != nil {
			t.Fatal(err)
		}
		projects[c] = created["projectId"]
		owners = append(owners, c)
	}
	payers := map[common.Address]*payerBooks{}
	for i := 3; i <= 8; i++ {
		a := s.payer(i, 1).Address()
		payers[a] = &payerBooks{usdc: s.usdc(t, a), transfers: s.transfersFrom(t, a), charged: new(big.Int)}
	}
	nonces := s.settlerKeyNonces(t)
	var writes []*outageWrite
	add := func(c *payclient.Client, path, body string, shortLived bool) *outageWrite {
		wr := &outageWrite{payer: c, path: path, body: body}
		wr.header, wr.fee = s.signedWithin(t, c, path, body, shortLived)
		p, err := payment.ParseHeader(wr.header)
		if err != nil {
			t.Fatal(err)
		}
		wr.id, wr.validBefore = jobOf(t, wr.header), time.Unix(p.Authorization.ValidBefore.Int64(), 0)
		writes = append(writes, wr)
		return wr
	}
	push := func(tag string) string {
		return `{"storageHash":"ar://outageAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"` + tag + `","changelog":"outage","contentSize":1000}`
	}
	send := func(wr *outageWrite) {
		resp, err := wr.payer.Send(ctx, http.MethodPost, s.APIURL+wr.path, []byte(wr.body), wr.header)
		if err != nil {
			t.Errorf("send %s: %v", wr.body, err)
			return
		}
		wr.first = resp
	}

	// In flight when the outage starts: two writes whose transactions are
	// broadcast (the chain goes on mining behind the cut providers).
	var wg sync.WaitGroup
	inflight := []*outageWrite{
		add(s.payer(8, 1), "/v1/projects", `{"name":"outage-inflight"}`, false),
		add(owners[1], "/v1/projects/"+projects[owners[1]]+"/versions", push("v0.9.0-inflight"), false),
	}
	for _, wr := range inflight {
		wr.inflight = true
		wg.Go(func() { send(wr) })
	}
	testutil.Until(t, outageSettleBound, "the in-flight writes' transactions to be broadcast", func() bool {
		for _, wr := range inflight {
			if r := s.record(t, wr.id); r == nil || len(r.Attempts) == 0 {
				return false
			}
		}
		return true
	})
	// Queued during the outage: creates and pushes, two of them with a
	// payment that expires within outageShortLived.
	queued := len(writes)
	for k, i := range []int{5, 6, 7} {
		add(s.payer(i, 1), "/v1/projects", `{"name":"outage-`+string(rune('a'+k))+`"}`, false)
	}
	for _, c := range owners {
		add(c, "/v1/projects/"+projects[c]+"/versions", push("v1.0.0"), false)
	}
	add(s.payer(8, 1), "/v1/projects", `{"name":"outage-expires"}`, true)
	add(owners[0], "/v1/projects/"+projects[owners[0]]+"/versions", push("v9.0.0-expires"), true)
	refused := &outageWrite{payer: s.payer(5, 1), path: "/v1/projects", body: `{"name":"outage-refused"}`}
	refused.header, refused.fee = s.signedWithin(t, refused.payer, refused.path, refused.body, false)
	refused.id = jobOf(t, refused.header)

	// The worker's providers go down; the API still verifies and queues.
	for _, p := range providers {
		p.Down()
	}
	cut := time.Now()
	logAtCut := len(w.stderr.String())
	for _, wr := range writes[queued:] {
		wg.Go(func() { send(wr) })
	}
	testutil.Wait(t, &wg, "the writes")
	for _, wr := range writes[queued:] {
		if wr.first == nil || wr.first.Status != http.StatusAccepted {
			t.Fatalf("%s %s during the outage: %v, want 202 (queued)", wr.path, wr.body, wr.first)
		}
	}
	// Now the API's provider goes too: every RPC is down.
	s.proxy.Down()
	resp, err := refused.payer.Send(ctx, http.MethodPost, s.APIURL+refused.path, []byte(refused.body), refused.header)
	var refusal wire.ErrorBody
	if err != nil || resp.Status != http.StatusInternalServerError || resp.JSON(&refusal) != nil || refusal.Error != wire.CodeRPCError {
		t.Fatalf("a paid request with every provider down: %v %v, want the spec's 500 rpc_error", resp, err)
	}
	t.Logf("%d writes in flight, %d queued, a new one refused (%s: %s); providers down for %v", queued, len(writes)-queued, refusal.Error, refusal.Message, outage)
	time.Sleep(time.Until(cut.Add(outage))) // the outage itself, not a synchronisation
	apiCalls, workerCalls := s.proxy.Refused(), int64(0)
	for _, p := range providers {
		workerCalls += p.Refused()
	}
	calls := apiCalls + workerCalls
	warns := strings.Count(w.stderr.String()[logAtCut:], `"level":"warning"`)
	for _, p := range append(providers, s.proxy) {
		p.Up()
	}
	select {
	case <-w.exited:
		t.Fatalf("the worker exited during the outage: %v", w.waitErr)
	default:
	}
	minutes := outage.Minutes()
	t.Logf("during the %v outage: %d calls reached the providers (%d the worker's, %d the API's), the worker logged %d warnings",
		outage, calls, workerCalls, apiCalls, warns)
	jobsN := float64(len(writes))
	if bound := int64(outageCallsPerSecond*outage.Seconds() + jobsN*(outageCallsPerJob+outageCallsPerJobMinute*minutes)); calls > bound {
		t.Errorf("%d calls reached the cut providers during the outage, above the bound of %d: a request storm", calls, bound)
	}
	if bound := outageWarnsBase + int(jobsN*(outageWarnsPerJob+outageWarnsPerJobMinute*minutes)); warns > bound {
		t.Errorf("the worker logged %d warnings during the outage, above the bound of %d: a log storm", warns, bound)
	}

	// After the outage: every job reaches its outcome.
	recovered := time.Now()
	for _, wr := range writes {
		wr.expired = !wr.validBefore.After(recovered)
	}
	for _, wr := range writes {
		testutil.Until(t, outageSettleBound, "job "+wr.id+" ("+wr.body+") to end", func() bool {
			status, body := tryGet(s.APIURL + "/v1/jobs/" + wr.id)
			return status == http.StatusOK && json.Unmarshal([]byte(body), &wr.job) == nil && wr.job.Status != jobs.StatePending
		})
	}
	t.Logf("every job ended %v after the providers came back", time.Since(recovered).Round(time.Second))
	s.judgeOutage(t, ctx, writes, refused, payers, nonces, recovered)
}

// judgeOutage checks every write of the outage test against the chain.
func (s *stack) judgeOutage(t *testing.T, ctx context.Context, writes []*outageWrite, refused *outageWrite, payers map[common.Address]*payerBooks, nonces uint64, recovered time.Time) {
	t.Helper()
	usdc := chain.NewUSDCState(s.eth, s.Deployment.USDC)
	landed := 0
	failed := map[string]bool{}
	for _, wr := range append(writes, refused) {
		books := payers[wr.payer.Address()]
		if wr.job.Status == jobs.StateFailed {
			failed[wr.id] = true
		}
		p, err := payment.ParseHeader(wr.header)
		if err != nil {
			t.Fatal(err)
		}
		used, err := usdc.AuthorizationState(ctx, p.Authorization.From, p.Authorization.Nonce)
		if err != nil {
			t.Fatal(err)
		}
		if wr == refused {
			if used {
				t.Errorf("the request refused during the outage was charged")
			}
			s.noTrace(t, wr.id)
			continue
		}
		switch {
		case wr.job.Status == jobs.StateSucceeded != used || wr.job.Status != jobs.StateSucceeded && wr.job.Status != jobs.StateFailed:
			t.Errorf("%s: job %s %v, authorization used %v: the answer does not match the chain", wr.body, wr.job.Status, wr.job.Error, used)
		case wr.inflight && !used:
			t.Errorf("%s (broadcast before the outage): job %s %v; want it landed", wr.body, wr.job.Status, wr.job.Error)
		case !wr.inflight && wr.expired && used:
			t.Errorf("%s (its payment expired during the outage): landed; want it failed, unused", wr.body)
		case !wr.inflight && wr.validBefore.After(recovered.Add(outageLandMargin)) && !used:
			t.Errorf("%s (its payment valid until %v after the outage): job %s %v; want it landed", wr.body, wr.validBefore.Sub(recovered).Round(time.Second), wr.job.Status, wr.job.Error)
		}
		if wr.job.Status == jobs.StateFailed && wr.job.Error != nil && wr.job.Error.Error == "internal" {
			t.Errorf("%s failed internal: %s", wr.body, wr.job.Error.Message)
		}
		if used {
			landed++
			books.landed++
			books.charged.Add(books.charged, wr.fee)
			// The client's retry of the same payment gets the job's result.
			again, err := wr.payer.Send(ctx, http.MethodPost, s.APIURL+wr.path, []byte(wr.body), wr.header)
			if err != nil || again.Status != http.StatusCreated || !sameJSON(t, again.Body, wr.job.Result) {
				t.Errorf("%s retried: %v %v, want 201 %s", wr.body, again, err, wr.job.Result)
			}
		}
	}
	for a, books := range payers {
		if paid := new(big.Int).Sub(books.usdc, s.usdc(t, a)); paid.Cmp(books.charged) != 0 {
			t.Errorf("payer %s paid %s, want %s", a, paid, books.charged)
		}
		if n := s.transfersFrom(t, a) - books.transfers; n != books.landed {
			t.Errorf("payer %s: %d USDC transfers for %d landed writes", a, n, books.landed)
		}
	}
	// The worker may fold writes into one transaction (a batch), never
	// send two for one write.
	if sent := s.settlerKeyNonces(t) - nonces; sent == 0 || sent > uint64(landed) {
		t.Errorf("the settler keys sent %d transactions for %d landed writes", sent, landed)
	}
	insp := asynq.NewInspectorFromRedisClient(s.Infra.Redis)
	q, err := insp.GetQueueInfo(jobs.QueueWrites)
	if err != nil {
		t.Fatal(err)
	}
	if q.Pending+q.Active+q.Scheduled+q.Retry+q.Aggregating != 0 {
		t.Errorf("writes queue after the outage: %d pending, %d active, %d scheduled, %d retry", q.Pending, q.Active, q.Scheduled, q.Retry)
	}
	// Archived: only the failed jobs, each with its outcome published
	// (SkipRetry), none by running out of retries.
	archived, err := insp.ListArchivedTasks(jobs.QueueWrites)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range archived {
		if !failed[a.ID] {
			t.Errorf("job %s archived after %d retries: %s", a.ID, a.Retried, a.LastErr)
		}
	}
	t.Logf("%d writes landed once each, %d failed with nothing charged", landed, len(writes)-landed)
}

// payerBooks is one payer's account in the outage test: the balance and
// the USDC transfers out before the outage, what it should be charged and
// how many of its writes landed.
type payerBooks struct {
	usdc      *big.Int
	transfers int
	charged   *big.Int
	landed    int
}

// signedWithin signs the payment of a write like (*stack).signed; with
// shortLived, valid for outageShortLived only. It returns the header and
// the fee.
func (s *stack) signedWithin(t *testing.T, c *payclient.Client, path, body string, shortLived bool) (string, *big.Int) {
	t.Helper()
	resp, err := c.Send(context.Background(), http.MethodPost, s.APIURL+path, []byte(body), "")
	if err != nil || resp.Status != http.StatusPaymentRequired {
		t.Fatalf("POST %s %s = %v %v, want 402", path, body, resp, err)
	}
	var terms payclient.Terms
	if err := resp.JSON(&terms); err != nil {
		t.Fatal(err)
	}
	signer := *c
	if shortLived {
		// The client's validity window is the offer's maxTimeoutSeconds
		// from its clock; a clock running behind makes it shorter.
		window := time.Duration(terms.Accepts[0].MaxTimeoutSeconds) * time.Second
		signer.Now = func() time.Time { return time.Now().Add(outageShortLived - window) }
	}
	header, err := signer.Sign(&terms)
	if err != nil {
		t.Fatal(err)
	}
	fee, ok := new(big.Int).SetString(terms.Accepts[0].MaxAmountRequired, 10)
	if !ok {
		t.Fatalf("fee %q", terms.Accepts[0].MaxAmountRequired)
	}
	return header, fee
}
