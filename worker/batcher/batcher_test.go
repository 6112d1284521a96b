package batcher

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/batch"
	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/internal/settletest"
	"github.com/inkd/inkd/worker/settle"
)

// batchRig runs the batched paid-write handlers on the embedded chain and a
// real redis-server, calling them as asynq would (one goroutine per
// delivery). Its Batcher starts only when the test says so, so that the
// test decides which writes wait together.
type batchRig struct {
	*settletest.Env
	rdb redis.UniversalClient
	b   *Batcher
	wg  sync.WaitGroup
	tb  testing.TB
}

const batchFee = paidtest.Fee

func newBatchRig(t *testing.T, cfg Config, blockPeriod ...time.Duration) *batchRig {
	t.Helper()
	e := settletest.NewEnv(t, blockPeriod...)
	rdb := testutil.RedisClient(t)
	return newBatchRigOn(t, e, rdb, cfg)
}

// newBatchRigOn builds another worker process's paid writes and Batcher
// on e's chain and rdb.
func newBatchRigOn(t *testing.T, e *settletest.Env, rdb redis.UniversalClient, cfg Config) *batchRig {
	t.Helper()
	return newBatchRigOver(t, e, e.Eth, rdb, cfg)
}

// newBatchRigOver is newBatchRigOn whose settler signs and sends over
// backend.
func newBatchRigOver(t *testing.T, e *settletest.Env, backend chain.Backend, rdb redis.UniversalClient, cfg Config) *batchRig {
	t.Helper()
	txm, err := txmgr.New(txmgr.Config{ChainID: big.NewInt(8453)}, backend, rdb, e.Dev.Settlers, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	pw, err := settle.New(settle.Config{Addresses: e.Dev.Deployment.Addresses},
		backend, txm, nil, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(cfg, Deps{Settler: pw, Txs: txm, Chain: backend, Redis: rdb, Log: testutil.Logger(t), ChannelWrites: e.Dev.Deployment.ChannelWrites})
	if err != nil {
		t.Fatal(err)
	}
	pe := *e
	pe.PW, pe.Txm = pw, txm
	r := &batchRig{Env: &pe, rdb: rdb, b: b, tb: t}
	t.Cleanup(r.stop)
	return r
}

func (r *batchRig) start() { r.b.Start(&r.wg) }

func (r *batchRig) stop() {
	select {
	case <-r.b.stop:
	default:
		r.b.Shutdown()
	}
	testutil.Wait(r.tb, &r.wg, "the Batcher's shutdown")
}

// job is one delivery's answer.
type jobAnswer struct {
	out json.RawMessage
	err error
}

// pushTask is a push job of account i to the project named name.
func (r *batchRig) pushTask(t *testing.T, i int, nonce, name, tag string) *asynq.Task {
	t.Helper()
	task, _, err := jobs.NewPushVersionTask(jobs.PushVersion{Payment: r.SignedPayment(t, i, batchFee, nonce), StorageCost: "0",
		ProjectID: r.ProjectIDByName(t, name), ProjectName: name, StorageHash: "ar://" + tag, VersionTag: tag})
	if err != nil {
		t.Fatal(err)
	}
	return task
}

// deliver runs one delivery of each task (jobs by id) at once and returns
// the channel of each job's answer. With the Batcher stopped, the jobs run
// their checks and then wait together.
func (r *batchRig) deliver(ctx context.Context, tasks map[string]*asynq.Task) map[string]chan jobAnswer {
	return r.deliverEach(ctx, tasks, false)
}

// deliverEach is deliver; with redeliver, a delivery that asks to be
// retried later (settle.ErrRetryLater, uncounted) is delivered again, as asynq
// would, and the last delivery's answer is the job's.
func (r *batchRig) deliverEach(ctx context.Context, tasks map[string]*asynq.Task, redeliver bool) map[string]chan jobAnswer {
	answers := map[string]chan jobAnswer{}
	// Bounded as waitAll is: a delivery that never ends returns.
	ctx, cancel := context.WithTimeout(ctx, testutil.WaitBound)
	var running sync.WaitGroup
	running.Add(len(tasks))
	go func() { running.Wait(); cancel() }()
	for id, task := range tasks {
		ch := make(chan jobAnswer, 1)
		answers[id] = ch
		go func() {
			h := r.b.Write
			out, err := h(ctx, id, task)
			for redeliver && errors.Is(err, settle.ErrRetryLater) && ctx.Err() == nil {
				time.Sleep(100 * time.Millisecond)
				out, err = h(ctx, id, task)
			}
			ch <- jobAnswer{out, err}
			running.Done()
		}()
	}
	return answers
}

// waitAll collects every answer.
func waitAll(t *testing.T, answers map[string]chan jobAnswer) map[string]jobAnswer {
	t.Helper()
	got := map[string]jobAnswer{}
	deadline := time.After(2 * time.Minute)
	for id, ch := range answers {
		select {
		case a := <-ch:
			got[id] = a
		case <-deadline:
			t.Fatalf("job %s did not answer", id)
		}
	}
	return got
}

// waitJoined waits until n writes wait for the (stopped) Batcher.
func (r *batchRig) waitJoined(t *testing.T, n int64) {
	t.Helper()
	testutil.Until(t, time.Minute, fmt.Sprintf("%d writes wait for a batch", n), func() bool { return r.b.waiting.Load() == n })
}

// batchOf returns the batch of job id, failing the test when it has none.
func (r *batchRig) batchOf(t *testing.T, id string) *batchRecord {
	t.Helper()
	rec, err := r.b.store.batchOf(context.Background(), id)
	if err != nil || rec == nil {
		t.Fatalf("batch of %s: %v, %v", id, rec, err)
	}
	return rec
}

// answerOf renders a job's failure as code:message, another error as
// error:…, and success as "".
func answerOf(err error) string {
	if f := paidtest.FailureOf(err); f != nil {
		return string(f.Code) + ":" + f.Message
	}
	if err != nil {
		return "error:" + err.Error()
	}
	return ""
}

// Several payers' creates and pushes that wait at the same moment land in
// one transaction, and each job answers with its own project id and
// version index, read from the events by its payment.
func TestBatchFoldsManyPayersIntoOneTransaction(t *testing.T) {
	r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	ctx := context.Background()
	// Two projects to push to, made as one batch of two.
	r.start()
	setup := waitAll(t, r.deliver(ctx, map[string]*asynq.Task{
		"setup-1": r.CreateTask(t, 1, "s1", "lib-one"), "setup-2": r.CreateTask(t, 2, "s2", "lib-two"),
	}))
	ids := map[string]string{}
	for job, a := range setup {
		if a.err != nil {
			t.Fatalf("%s: %v", job, a.err)
		}
		var c wire.CreateResult
		if err := json.Unmarshal(a.out, &c); err != nil {
			t.Fatal(err)
		}
		ids[c.Name] = c.ProjectID
	}
	r.stop()

	r2 := newBatchRigOn(t, r.Env, r.rdb, Config{MaxItems: DefaultMaxItems})
	payers := []int{1, 2, 3, 4, 5, 6}
	before := map[int]*big.Int{}
	for _, i := range payers {
		before[i] = r2.USDC(t, paidtest.PayerOf(i))
	}
	tasks := map[string]*asynq.Task{
		"create-3": r2.CreateTask(t, 3, "c3", "app-three"),
		"create-4": r2.CreateTask(t, 4, "c4", "app-four"),
		"create-5": r2.CreateTask(t, 5, "c5", "app-five"),
		"push-1a":  r2.pushTask(t, 1, "p1a", "lib-one", "1.0.0"),
		"push-2":   r2.pushTask(t, 2, "p2", "lib-two", "2.0.0"),
		"create-6": r2.CreateTask(t, 6, "c6", "app-six"),
	}
	answers := r2.deliver(ctx, tasks)
	r2.waitJoined(t, int64(len(tasks)))
	r2.start()
	got := waitAll(t, answers)

	var tx string
	for job, a := range got {
		if a.err != nil {
			t.Fatalf("%s: %v", job, a.err)
		}
		var res struct {
			TxHash, ProjectID, Name, Owner, VersionIndex, VersionTag, Pusher string
		}
		if err := json.Unmarshal(a.out, &res); err != nil {
			t.Fatal(err)
		}
		if tx == "" {
			tx = res.TxHash
		}
		if res.TxHash != tx {
			t.Fatalf("%s landed in %s, another job in %s: want one transaction", job, res.TxHash, tx)
		}
		switch job {
		case "push-1a", "push-2":
			want := map[string]string{"push-1a": ids["lib-one"], "push-2": ids["lib-two"]}[job]
			if res.ProjectID != want || res.VersionIndex != "0" {
				t.Fatalf("%s answered project %s index %s, want %s index 0", job, res.ProjectID, res.VersionIndex, want)
			}
		default:
			id := r2.ProjectIDByName(t, res.Name)
			if res.ProjectID != id || res.Owner != paidtest.PayerOf(int(job[len(job)-1]-'0')).Hex() {
				t.Fatalf("%s answered project %s (%s) owned by %s; the registry has %s", job, res.ProjectID, res.Name, res.Owner, id)
			}
		}
	}
	rec := r2.batchOf(t, "create-3")
	if len(rec.Members) != len(tasks) {
		t.Fatalf("batch %s has %d members, want %d", rec.ID, len(rec.Members), len(tasks))
	}
	for _, i := range payers {
		if paid := new(big.Int).Sub(before[i], r2.USDC(t, paidtest.PayerOf(i))); paid.Cmp(big.NewInt(batchFee)) != 0 {
			t.Fatalf("payer %d paid %s, want %d", i, paid, batchFee)
		}
	}
}

// A payer who moves its USDC away after its write was checked and before
// the batch is sent loses only its own item, charged nothing, while the
// others land. Its authorization stays public and unused: the job answers
// only once it is voided (after the balance came back here) or expired.
func TestBatchItemWithSpentBalanceFailsAlone(t *testing.T) {
	r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	ctx := context.Background()
	tasks := map[string]*asynq.Task{
		"honest-1": r.CreateTask(t, 1, "h1", "honest-one"),
		"spender":  r.CreateTask(t, 2, "sp", "spender"),
		"honest-3": r.CreateTask(t, 3, "h3", "honest-three"),
	}
	answers := r.deliver(ctx, tasks)
	r.waitJoined(t, 3)
	// Checked and waiting: now payer 2 empties its account.
	spender, sink := paidtest.PayerOf(2), paidtest.PayerOf(9)
	balance := r.USDC(t, spender)
	testutil.SendCall(t, r.Eth, devkeys.Key(2), r.Dev.Deployment.USDC, devusdc.NewDevUSDC().PackTransfer(sink, balance))
	sinkBefore := r.USDC(t, sink)
	r.start()
	got := waitAll(t, answers)
	for _, job := range []string{"honest-1", "honest-3"} {
		if got[job].err != nil {
			t.Fatalf("%s: %v", job, got[job].err)
		}
	}
	// Its authorization, public in the batch's calldata, cannot be voided
	// while the balance is gone: the job answers nothing yet.
	if err := got["spender"].err; !errors.Is(err, settle.ErrNotVoided) {
		t.Fatalf("spender answered %v (%s), want no answer while its authorization cannot be voided", err, got["spender"].out)
	}
	if b := r.USDC(t, spender); b.Sign() != 0 {
		t.Fatalf("spender holds %s, want 0", b)
	}
	// The payer's balance comes back, so a stranger could now use the
	// authorization: the job's next delivery voids it first.
	testutil.SendCall(t, r.Eth, devkeys.Key(9), r.Dev.Deployment.USDC, devusdc.NewDevUSDC().PackTransfer(spender, balance))
	sinkBefore = r.USDC(t, sink)
	again := waitAll(t, r.deliver(ctx, map[string]*asynq.Task{"spender": tasks["spender"]}))
	if f := answerOf(again["spender"].err); !strings.HasPrefix(f, "payment_invalid:the payer's USDC balance no longer covers the payment (ERC20: transfer amount exceeds balance); nothing was charged; its payment authorization was used up and the money returned") {
		t.Fatalf("spender answered %q (%s)", f, again["spender"].out)
	}
	if b := r.USDC(t, spender); b.Cmp(balance) != 0 {
		t.Fatalf("spender holds %s, want its %s back untouched", b, balance)
	}
	if r.USDC(t, sink).Cmp(sinkBefore) != 0 {
		t.Fatal("the sink's balance changed")
	}
	if k := mustPayment(t, tasks["spender"]); !r.AuthorizationState(t, k.Payer, k.Nonce) {
		t.Fatal("spender's authorization is unused, want used up by the void, so no stranger can charge it")
	}
	if r.batchOf(t, "spender").ID != r.batchOf(t, "honest-1").ID {
		t.Fatal("the spender's write was not in the others' batch")
	}
}

// Two creates of one name in one batch: the first lands, the second fails
// alone with NameTaken() and its payer is charged nothing; its
// authorization is voided (the answer names the void).
func TestBatchSameNameTwice(t *testing.T) {
	r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	rec := &recordedBatches{}
	WithMetrics(rec)(r.b)
	ctx := context.Background()
	tasks := map[string]*asynq.Task{"first": r.CreateTask(t, 1, "n1", "shared-name"), "second": r.CreateTask(t, 2, "n2", "shared-name")}
	before := r.USDC(t, paidtest.PayerOf(2))
	before1 := r.USDC(t, paidtest.PayerOf(1))
	answers := r.deliver(ctx, tasks)
	r.waitJoined(t, 2)
	r.start()
	got := waitAll(t, answers)
	landed, failed := 0, ""
	charged := map[string]*big.Int{
		"first":  new(big.Int).Sub(before1, r.USDC(t, paidtest.PayerOf(1))),
		"second": new(big.Int).Sub(before, r.USDC(t, paidtest.PayerOf(2))),
	}
	for job, a := range got {
		switch {
		case a.err == nil:
			landed++
			if charged[job].Cmp(big.NewInt(batchFee)) != 0 {
				t.Fatalf("%s landed and paid %s", job, charged[job])
			}
		default:
			failed = answerOf(a.err)
			if charged[job].Sign() != 0 {
				t.Fatalf("%s failed and paid %s", job, charged[job])
			}
		}
	}
	if landed != 1 || !strings.HasPrefix(failed, "tx_failed:NameTaken(); its payment authorization was used up and the money returned") {
		t.Fatalf("%d landed, the other answered %q; want one landed and tx_failed:NameTaken()", landed, failed)
	}
	if r.batchOf(t, "first").ID != r.batchOf(t, "second").ID {
		t.Fatal("the two creates were not in one batch")
	}
	if diff := cmp.Diff(&recordedBatches{sizes: []int{2}, outcomes: map[string]int{ItemLanded: 1, ItemFailed: 1}}, rec, cmp.AllowUnexported(recordedBatches{}), cmpopts.IgnoreFields(recordedBatches{}, "mu")); diff != "" {
		t.Fatalf("batch metrics (-want +got):\n%s", diff)
	}
}

// recordedBatches is a Metrics that remembers what it was told.
type recordedBatches struct {
	mu       sync.Mutex
	sizes    []int
	outcomes map[string]int
}

func (r *recordedBatches) BatchStored(items int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.sizes = append(r.sizes, items)
}

func (r *recordedBatches) ItemOutcome(outcome string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.outcomes == nil {
		r.outcomes = map[string]int{}
	}
	r.outcomes[outcome]++
}

// At concurrency 1 a write is prepared at once: with Wait zero the Batcher
// never starts a timer, and with a Wait the lone write goes when it ends.
func TestBatchLoneWriteIsNotDelayed(t *testing.T) {
	r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	r.b.after = func(d time.Duration) <-chan time.Time {
		t.Errorf("the Batcher waited %s with Wait zero", d)
		return time.After(d)
	}
	r.start()
	got := waitAll(t, r.deliver(context.Background(), map[string]*asynq.Task{"lone": r.CreateTask(t, 1, "l1", "lone")}))
	if got["lone"].err != nil {
		t.Fatal(got["lone"].err)
	}

	// With a Wait, a lone write waits for the timer and no longer.
	r2 := newBatchRigOn(t, r.Env, r.rdb, Config{MaxItems: DefaultMaxItems, Wait: MaxWait})
	fire, waiting := make(chan time.Time), make(chan struct{})
	r2.b.after = func(d time.Duration) <-chan time.Time {
		if d != MaxWait {
			t.Errorf("waited %s, want %s", d, MaxWait)
		}
		close(waiting)
		return fire
	}
	r2.start()
	answers := r2.deliver(context.Background(), map[string]*asynq.Task{"waits": r2.CreateTask(t, 2, "w2", "waits")})
	select {
	case <-waiting:
	case <-time.After(time.Minute):
		t.Fatal("the Batcher never waited")
	}
	if rec, _ := r2.b.store.batchOf(context.Background(), "waits"); rec != nil {
		t.Fatal("the write joined a batch before the wait ended")
	}
	close(fire)
	if got := waitAll(t, answers); got["waits"].err != nil {
		t.Fatal(got["waits"].err)
	}
}

// One job delivered to two worker processes at once (asynq re-delivers a
// task whose worker stalled while the old handler still runs), each folding
// it with other writes: the job is stored in exactly one batch, both
// deliveries answer its one result, its payer pays once and the other
// writes land.
func TestBatchOverlappingDeliveriesShareOneBatch(t *testing.T) {
	a := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	b := newBatchRigOn(t, a.Env, a.rdb, Config{MaxItems: DefaultMaxItems})
	ctx := context.Background()
	dup := a.CreateTask(t, 1, "dup", "delivered-twice")
	before := a.USDC(t, paidtest.PayerOf(1))
	answersA := a.deliver(ctx, map[string]*asynq.Task{"dup": dup, "other-a": a.CreateTask(t, 2, "oa", "other-a")})
	answersB := b.deliver(ctx, map[string]*asynq.Task{"dup": dup, "other-b": b.CreateTask(t, 3, "ob", "other-b")})
	a.waitJoined(t, 2)
	b.waitJoined(t, 2)
	a.start()
	b.start()
	gotA, gotB := waitAll(t, answersA), waitAll(t, answersB)
	for job, ans := range map[string]jobAnswer{"dup@a": gotA["dup"], "dup@b": gotB["dup"], "other-a": gotA["other-a"], "other-b": gotB["other-b"]} {
		if ans.err != nil {
			t.Fatalf("%s: %v", job, ans.err)
		}
	}
	if string(gotA["dup"].out) != string(gotB["dup"].out) {
		t.Fatalf("the two deliveries answered %s and %s", gotA["dup"].out, gotB["dup"].out)
	}
	if paid := new(big.Int).Sub(before, a.USDC(t, paidtest.PayerOf(1))); paid.Cmp(big.NewInt(batchFee)) != 0 {
		t.Fatalf("payer paid %s, want one fee", paid)
	}
	keys, err := a.rdb.Keys(ctx, batchKeyPrefix+"record:*").Result()
	if err != nil {
		t.Fatal(err)
	}
	holding := 0
	for _, k := range keys {
		rec, err := a.b.store.record(ctx, k[len(batchKeyPrefix+"record:"):])
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range rec.Members {
			if m.Job == "dup" {
				holding++
			}
		}
	}
	if holding != 1 {
		t.Fatalf("the job is a member of %d stored batches (of %d), want 1", holding, len(keys))
	}
}

// A batch being prepared does not hold the writes behind it: while one
// batch's dispatch is stalled (here its id, taken in prepare, waits for
// the test), a write that arrives after it is dispatched and lands. With
// one dispatch at a time it waited for the stalled batch, which capped a
// worker at one batch per dispatch's round trips.
func TestBatchStalledDispatchDoesNotHoldTheNext(t *testing.T) {
	r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	ctx := context.Background()
	release, preparing := make(chan struct{}), make(chan struct{})
	var once sync.Once
	r.b.newID = func() string {
		stall := false
		once.Do(func() { stall = true })
		if stall {
			close(preparing)
			<-release
		}
		return randomID()
	}
	first := r.deliver(ctx, map[string]*asynq.Task{
		"first-1": r.CreateTask(t, 1, "f1", "first-one"), "first-2": r.CreateTask(t, 2, "f2", "first-two"),
	})
	r.waitJoined(t, 2)
	r.start()
	select {
	case <-preparing:
	case <-time.After(time.Minute):
		t.Fatal("the first batch was never prepared")
	}
	later := r.deliver(ctx, map[string]*asynq.Task{"later": r.CreateTask(t, 3, "l3", "later")})
	select {
	case a := <-later["later"]:
		if a.err != nil {
			t.Fatalf("later: %v", a.err)
		}
	case <-time.After(90 * time.Second):
		close(release)
		t.Fatal("a write behind a stalled batch did not land in 90 s")
	}
	close(release)
	for job, a := range waitAll(t, first) {
		if a.err != nil {
			t.Fatalf("%s: %v", job, a.err)
		}
	}
	if r.batchOf(t, "first-1").ID != r.batchOf(t, "first-2").ID {
		t.Fatal("the first two writes are not in one batch")
	}
}

// mustPayment is the payment of task as a batch item's key.
func mustPayment(t *testing.T, task *asynq.Task) batch.Key {
	t.Helper()
	j, err := settle.DecodeJob("", task)
	if err != nil {
		t.Fatal(err)
	}
	return j.Item().Key()
}
