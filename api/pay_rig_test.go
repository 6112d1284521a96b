package api

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/api/pending"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/projectname"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/storage/pricing"
)

// failSwitch injects Redis failures into one client: while on, the
// commands it matches fail with errRedisDown before reaching the server.
// It is a go-redis hook wrapping the real client.
type failSwitch struct {
	on    atomic.Bool
	match func(args []any) bool // nil matches every command
}

var errRedisDown = errors.New("dial tcp 127.0.0.1:6379: connect: connection refused")

func (f *failSwitch) fails(cmd redis.Cmder) bool {
	return f.on.Load() && (f.match == nil || f.match(cmd.Args()))
}

func (f *failSwitch) DialHook(next redis.DialHook) redis.DialHook { return next }

func (f *failSwitch) ProcessHook(next redis.ProcessHook) redis.ProcessHook {
	return func(ctx context.Context, cmd redis.Cmder) error {
		if f.fails(cmd) {
			cmd.SetErr(errRedisDown)
			return errRedisDown
		}
		return next(ctx, cmd)
	}
}

func (f *failSwitch) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return func(ctx context.Context, cmds []redis.Cmder) error {
		for _, c := range cmds {
			if f.fails(c) {
				for _, c := range cmds {
					c.SetErr(errRedisDown)
				}
				return errRedisDown
			}
		}
		return next(ctx, cmds)
	}
}

// faultyEnqueuer is the real asynq client, failing the next failures
// enqueues.
type faultyEnqueuer struct {
	Enqueuer
	failures atomic.Int32
}

func (f *faultyEnqueuer) EnqueueContext(ctx context.Context, t *asynq.Task, opts ...asynq.Option) (*asynq.TaskInfo, error) {
	if f.failures.Add(-1) >= 0 {
		return nil, errRedisDown
	}
	f.failures.Store(0)
	return f.Enqueuer.EnqueueContext(ctx, t, opts...)
}

// switchRegistry is a chain whose answers the test sets.
type switchRegistry struct {
	nameTaken, notOwner, down atomic.Bool
	// noProject makes Name answer that no project has the id.
	noProject atomic.Bool
}

func (r *switchRegistry) NameAvailable(context.Context, string) (bool, error) {
	if r.down.Load() {
		return false, errDown
	}
	return !r.nameTaken.Load(), nil
}

// Name names every project "project-<id>" (the API's ProjectNamer).
func (r *switchRegistry) Name(_ context.Context, id *big.Int) (string, error) {
	if r.down.Load() {
		return "", errDown
	}
	if r.noProject.Load() {
		return "", projectname.ErrNoProject
	}
	return "project-" + id.String(), nil
}

func (r *switchRegistry) CanPush(context.Context, *big.Int, [32]byte, common.Address) (bool, error) {
	if r.down.Load() {
		return false, errDown
	}
	return !r.notOwner.Load(), nil
}

// switchChecker is the on-chain payment check with an answer the test sets.
// A payment it accepts is held in spends, as payment.Checker holds it.
type switchChecker struct {
	broke  atomic.Bool
	spends *payment.Spends
	// during, when set, runs inside every check (something happening
	// while the request is at its checks).
	during atomic.Pointer[func()]
}

func (c *switchChecker) Check(ctx context.Context, p *payment.Payment) error {
	if f := c.during.Load(); f != nil {
		(*f)()
	}
	if c.broke.Load() {
		return &payment.InsufficientFundsError{Payer: p.Authorization.From, Balance: big.NewInt(0), Need: p.Authorization.Value}
	}
	return c.spends.Hold(ctx, p.Authorization, big.NewInt(1e12))
}

// ratePricer is the fixed price source at a rate the test changes.
type ratePricer struct {
	perMiB atomic.Int64
}

func (p *ratePricer) Quote(ctx context.Context, n int64) (pricing.Quote, error) {
	f, err := pricing.NewFixed(pricing.FixedConfig{BaseUnitsPerMiB: p.perMiB.Load()})
	if err != nil {
		return pricing.Quote{}, err
	}
	return f.Quote(ctx, n)
}

// storedSizes knows what this service stored (the size alone in m, a full
// record in c), or fails to look it up.
type storedSizes struct {
	mu   sync.Mutex
	m    map[string]int64
	c    map[string]jobs.Content
	down bool
}

func (s *storedSizes) Content(_ context.Context, id string) (jobs.Content, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.down {
		return jobs.Content{}, false, errRedisDown
	}
	if c, ok := s.c[id]; ok {
		return c, true, nil
	}
	n, ok := s.m[id]
	return jobs.Content{ContentSize: n}, ok, nil
}

func (s *storedSizes) setDown(down bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.down = down
}

// payRig is the API's paid path on a real redis-server: real reservations,
// job store, waiter and asynq client, each on its own client so a failure
// can be injected into one, and a real asynq server standing in for the
// worker, which answers every paid write with a success outcome echoing
// the payment it was given, and counts how often each job ran.
type payRig struct {
	srv      *Server
	rdb      redis.UniversalClient
	res      *payment.Reservations
	ids      *payment.Identifiers
	insp     *asynq.Inspector
	outcomes *jobs.Store
	pending  *pending.Claims
	model    *readmodel.Model // the tag index the push checks read

	resDown  *failSwitch // the reservations' client
	idsDown  *failSwitch // the payment identifiers' client
	waitDown *failSwitch // the waiter's reads of outcomes
	enqueuer *faultyEnqueuer
	registry *switchRegistry
	checker  *switchChecker
	spends   *payment.Spends
	pricer   *ratePricer
	sizes    *storedSizes

	mu   sync.Mutex
	runs map[string]int
	wsrv *asynq.Server
}

// newPayRig builds the rig; the stand-in worker is not running until
// startWorker, so jobs stay queued.
func newPayRig(t *testing.T, writeWait time.Duration) *payRig {
	t.Helper()
	return newTunedPayRig(t, writeWait, nil)
}

// newTunedPayRig is newPayRig with tune, when set, changing the server's
// configuration and parts before it is built.
func newTunedPayRig(t *testing.T, writeWait time.Duration, tune func(*Config, *Deps)) *payRig {
	t.Helper()
	opt, err := redis.ParseURL(testutil.RedisURL(t))
	if err != nil {
		t.Fatal(err)
	}
	client := func(hook redis.Hook) redis.UniversalClient {
		c := redis.NewClient(opt)
		if hook != nil {
			c.AddHook(hook)
		}
		t.Cleanup(func() { c.Close() })
		return c
	}
	r := &payRig{
		resDown: &failSwitch{},
		idsDown: &failSwitch{},
		waitDown: &failSwitch{match: func(args []any) bool {
			return len(args) > 1 && args[0] == "get" && strings.Contains(args[1].(string), "outcome:")
		}},
		registry: &switchRegistry{},
		checker:  &switchChecker{},
		pricer:   &ratePricer{},
		sizes:    &storedSizes{m: map[string]int64{}, c: map[string]jobs.Content{}},
		runs:     map[string]int{},
	}
	r.pricer.perMiB.Store(pricing.DefaultBaseUnitsPerMiB)
	r.rdb = client(nil)
	if r.res, err = payment.NewReservations(payment.ReservationConfig{}, client(r.resDown)); err != nil {
		t.Fatal(err)
	}
	if r.ids, err = payment.NewIdentifiers(payment.ReservationConfig{}, client(r.idsDown)); err != nil {
		t.Fatal(err)
	}
	r.outcomes = jobs.NewStore(r.rdb, "")
	if r.spends, err = payment.NewSpends(r.rdb, "", nil); err != nil {
		t.Fatal(err)
	}
	r.checker.spends = r.spends
	if r.pending, err = pending.New(r.rdb, "", nil); err != nil {
		t.Fatal(err)
	}
	if r.model, err = readmodel.New(readmodel.Config{}, r.rdb); err != nil {
		t.Fatal(err)
	}
	waiter := jobs.NewWaiter(jobs.NewStore(client(r.waitDown), ""), testutil.Logger(t))
	var wg sync.WaitGroup
	if err := waiter.Start(context.Background(), &wg); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { waiter.Shutdown(); testutil.Wait(t, &wg, "the job waiter's shutdown") })
	r.enqueuer = &faultyEnqueuer{Enqueuer: asynq.NewClientFromRedisClient(r.rdb)}
	r.insp = asynq.NewInspectorFromRedisClient(r.rdb)
	cfg := Config{WriteWait: writeWait, WritesPerMinute: -1, ReadsPerMinute: -1}
	deps := Deps{Redis: r.rdb, Writes: WriteDeps{
		Registry: r.registry, Names: r.registry, Checker: r.checker, Reservations: r.res, PaymentIDs: r.ids, Enqueuer: r.enqueuer, Inspector: r.insp,
		Waiter: waiter, Outcomes: r.outcomes, Pricer: r.pricer, Contents: r.sizes, Spends: r.spends, Pending: r.pending, Tags: r.model,
		USDC:  payment.Domain{Name: "USD Coin", Version: "2", ChainID: big.NewInt(8453), VerifyingContract: common.HexToAddress("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913")},
		PayTo: common.HexToAddress("0x1111111111111111111111111111111111111111"),
	}}
	if tune != nil {
		tune(&cfg, &deps)
	}
	r.srv = newTestServer(t, cfg, deps)
	t.Cleanup(func() {
		if r.wsrv != nil {
			r.wsrv.Shutdown()
		}
	})
	return r
}

// startWorker starts the stand-in worker.
func (r *payRig) startWorker(t *testing.T) {
	t.Helper()
	r.wsrv = asynq.NewServerFromRedisClient(r.rdb, asynq.Config{
		Concurrency: 2, Queues: map[string]int{jobs.QueueWrites: 1}, TaskCheckInterval: 10 * time.Millisecond,
		Logger: testutil.Logger(t), LogLevel: asynq.WarnLevel,
	})
	mux := asynq.NewServeMux()
	run := func(ctx context.Context, task *asynq.Task) error {
		id, _ := asynq.GetTaskID(ctx)
		var p struct {
			Payment     jobs.Payment `json:"payment"`
			StorageCost string       `json:"storageCost"`
			ProjectName string       `json:"projectName"`
		}
		if err := jobs.Decode(task, &p); err != nil {
			return err
		}
		r.mu.Lock()
		r.runs[id]++
		n := r.runs[id]
		r.mu.Unlock()
		res, _ := json.Marshal(map[string]any{"txHash": common.BytesToHash(crypto.Keccak256([]byte(id))).Hex(), "value": p.Payment.Value, "storageCost": p.StorageCost, "projectName": p.ProjectName, "run": n})
		return r.outcomes.Publish(ctx, jobs.Outcome{JobID: id, State: jobs.StateSucceeded, Result: res})
	}
	mux.HandleFunc(jobs.TypeCreateProject, run)
	mux.HandleFunc(jobs.TypePushVersion, run)
	mux.HandleFunc(jobs.TypePushVersions, run)
	if err := r.wsrv.Start(mux); err != nil {
		t.Fatal(err)
	}
}

// runCount is how often the stand-in worker ran job id.
func (r *payRig) runCount(id string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.runs[id]
}

// appTransport sends a client's requests through app.Test: the real fiber
// app with its real error handler, no listener.
type appTransport struct{ s *Server }

func (a appTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	return a.s.App().Test(req, -1)
}

// payer is an x402 client paying from development account i with a
// fixed authorization nonce, on the test server's clock.
type payer struct {
	*payclient.Client
	nonce [32]byte
}

func (r *payRig) payer(i int, nonceLabel string) *payer {
	p := &payer{Client: payclient.New(devkeys.Key(i), payclient.V1)}
	copy(p.nonce[:], crypto.Keccak256([]byte(nonceLabel)))
	p.HTTP = &http.Client{Transport: appTransport{r.srv}}
	p.Now = func() time.Time { return time.Unix(1_800_000_000, 0) }
	p.Nonce = func() [32]byte { return p.nonce }
	return p
}

// jobID is the job of p's authorization.
func (p *payer) jobID() string { return wire.JobID(p.Address(), p.nonce) }

// terms asks for the 402 of a write and signs it: the payment header of
// that request.
func (p *payer) terms(t *testing.T, path, body string) (header string, amount string) {
	t.Helper()
	resp, err := p.Send(context.Background(), http.MethodPost, "http://inkd.test"+path, []byte(body), "")
	if err != nil {
		t.Fatal(err)
	}
	if resp.Status != http.StatusPaymentRequired {
		t.Fatalf("POST %s %s = %d %s, want 402", path, body, resp.Status, resp.Body)
	}
	var terms payclient.Terms
	if err := resp.JSON(&terms); err != nil {
		t.Fatal(err)
	}
	if header, err = p.Sign(&terms); err != nil {
		t.Fatal(err)
	}
	return header, terms.Amount
}

// send posts body with the payment header.
func (p *payer) send(t *testing.T, path, body, header string) *payclient.Response {
	t.Helper()
	resp, err := p.Send(context.Background(), http.MethodPost, "http://inkd.test"+path, []byte(body), header)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

// wantError requires resp to be the error {code, message}.
func wantError(t *testing.T, resp *payclient.Response, status int, code wire.Code) string {
	t.Helper()
	var e wire.ErrorBody
	if err := resp.JSON(&e); err != nil || resp.Status != status || e.Error != code || e.Message == "" {
		t.Fatalf("answer %d %s, want %d %s", resp.Status, resp.Body, status, code)
	}
	return e.Message
}

// nothingQueued requires that p's authorization left no trace: no task,
// no outcome, no reservation, no hold, and the worker never ran it.
func (r *payRig) nothingQueued(t *testing.T, p *payer) {
	t.Helper()
	r.unused(t, p)
	if held, err := r.spends.Pending(context.Background(), p.Address()); err != nil || held.Sign() != 0 {
		t.Fatalf("the payment's value is still held (%v, %v)", held, err)
	}
}

// unused requires that p's authorization was never taken up: no task, no
// outcome, no reservation, never run (its payer's holds are not
// looked at).
func (r *payRig) unused(t *testing.T, p *payer) {
	t.Helper()
	id := p.jobID()
	if info, err := r.insp.GetTaskInfo(jobs.QueueWrites, id); err == nil {
		t.Fatalf("job %s is queued (%v)", id, info.State)
	} else if !errors.Is(err, asynq.ErrTaskNotFound) && !errors.Is(err, asynq.ErrQueueNotFound) {
		t.Fatal(err)
	}
	if _, err := r.outcomes.Get(context.Background(), id); !errors.Is(err, jobs.ErrNotFound) {
		t.Fatalf("job %s has an outcome (%v)", id, err)
	}
	if n, err := r.rdb.Exists(context.Background(), r.res.Key(p.Address(), p.nonce)).Result(); err != nil || n != 0 {
		t.Fatalf("the authorization is reserved (%d, %v)", n, err)
	}
	if n := r.runCount(id); n != 0 {
		t.Fatalf("job %s ran %d times", id, n)
	}
}

// succeedsOnce requires that the payment header now gets its 201, that
// presenting it again gets the same 201, and that the job ran once.
func (r *payRig) succeedsOnce(t *testing.T, p *payer, path, body, header string) map[string]any {
	t.Helper()
	first := p.send(t, path, body, header)
	if first.Status != http.StatusCreated {
		t.Fatalf("paid request = %d %s, want 201", first.Status, first.Body)
	}
	again := p.send(t, path, body, header)
	if again.Status != http.StatusCreated || string(again.Body) != string(first.Body) {
		t.Fatalf("the same payment again = %d %s, want the first 201 %s", again.Status, again.Body, first.Body)
	}
	if n := r.runCount(p.jobID()); n != 1 {
		t.Fatalf("job ran %d times, want once", n)
	}
	var res map[string]any
	if err := first.JSON(&res); err != nil {
		t.Fatal(err)
	}
	return res
}

// queuedJob decodes the payload of p's queued job into v and returns the
// job's type.
func (r *payRig) queuedJob(t *testing.T, p *payer, v any) string {
	t.Helper()
	info, err := r.insp.GetTaskInfo(jobs.QueueWrites, p.jobID())
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(info.Payload, v); err != nil {
		t.Fatal(err)
	}
	return info.Type
}
