package batcher

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/batch"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/failpoint"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/settle"
)

// Settler is what a Batcher needs of the paid writes (*settle.PaidWrites): it
// folds the writes, the settler carries each one, and the batch's
// transaction, to its outcome.
type Settler interface {
	// Check runs job j's checks before its first signature and simulates
	// its own call, returned with its gas limit.
	Check(ctx context.Context, j *settle.Job) (txmgr.Candidate, error)
	// Estimate simulates a batch's call and returns its gas limit; a
	// revert of the batch as a whole is a *settle.RevertError.
	Estimate(ctx context.Context, data []byte) (uint64, error)
	// Drive sends the batch's call under intent unless it has a record,
	// calls sent once it is on its way, and waits for the final receipt.
	Drive(ctx context.Context, intent string, data []byte, gas uint64, sent func()) (*types.Receipt, error)
	// Execute sends j's own call under intent (the job's, or its lone
	// write's after its batch failed) and waits for the final receipt.
	Execute(ctx context.Context, intent string, j *settle.Job) (*types.Receipt, error)
	// Outcomes reads the writes paid under keys from a receipt.
	Outcomes(rcpt *types.Receipt, keys []batch.Key) ([]batch.Outcome, error)
	// Result is j's answer from its outcome o in rcpt, or from what its
	// own write returned (rcpt, err).
	Result(ctx context.Context, j *settle.Job, rcpt *types.Receipt, o *batch.Outcome, err error) (json.RawMessage, error)
}

var _ Settler = (*settle.PaidWrites)(nil)

// Transactions are the transaction records a Batcher reads and the lone
// writes it sends (*txmgr.Manager).
type Transactions interface {
	Get(ctx context.Context, intent string) (*txmgr.Record, error)
	Send(ctx context.Context, intent string, c txmgr.Candidate) (*txmgr.Record, error)
}

// Heads reads the chain's latest block, whose gas limit bounds a batch.
type Heads interface {
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// Deps are the parts a Batcher works with.
type Deps struct {
	// Settler checks, estimates, drives and answers the writes.
	Settler Settler
	// Txs are the transaction records, shared with the settler.
	Txs Transactions
	// Chain reads the latest block's gas limit.
	Chain Heads
	// Redis keeps the batches and memberships.
	Redis redis.UniversalClient
	// Log is the logger the Batcher derives its own from.
	Log *logrus.Entry
}

// Batcher folds the paid writes waiting at the same moment into one
// transaction (doc.go). It is a long-running part: Start it
// before the asynq server, Shutdown after.
type Batcher struct {
	cfg   Config
	s     Settler
	txs   Transactions
	chain Heads
	store *batchStore
	log   *logrus.Entry
	newID func() string
	// after is the clock of Wait (time.After).
	after func(time.Duration) <-chan time.Time
	// blockGas reads the chain's block gas limit (latestBlockGas).
	blockGas func(context.Context) (uint64, error)
	// waiting counts the writes handed to join and not yet taken by the
	// loop.
	waiting atomic.Int64

	in   chan *joinRequest
	stop chan struct{}
	// dispatches holds a token for each batch being prepared and sent
	// (at most maxDispatches); the loop waits for a free one, and
	// dispatching for every one at its end.
	dispatches  chan struct{}
	dispatching sync.WaitGroup
	// ctx bounds dispatches and flights; Shutdown cancels it and waits for
	// the flights (the transaction monitor drives their transactions on).
	ctx    context.Context
	cancel context.CancelFunc
	flying sync.WaitGroup

	mu      sync.Mutex
	flights map[string]*flight

	metrics Metrics
}

// New builds the Batcher of d.Settler's writes.
func New(cfg Config, d Deps, opts ...Option) (*Batcher, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if d.Settler == nil || d.Txs == nil || d.Chain == nil || d.Redis == nil || d.Log == nil {
		return nil, errors.New("batcher: a Batcher needs every one of Deps")
	}
	ctx, cancel := context.WithCancel(context.Background())
	b := &Batcher{
		cfg: cfg.withDefaults(), s: d.Settler, txs: d.Txs, chain: d.Chain, store: &batchStore{rdb: d.Redis},
		log: d.Log.WithField("component", "batcher"), newID: randomID, after: time.After,
		in: make(chan *joinRequest), stop: make(chan struct{}), flights: map[string]*flight{},
		dispatches: make(chan struct{}, maxDispatches),
		ctx:        ctx, cancel: cancel, metrics: NoopMetrics{},
	}
	b.blockGas = b.latestBlockGas
	for _, o := range opts {
		o(b)
	}
	return b, nil
}

func randomID() string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// folding reports whether new writes are folded into batches.
func (b *Batcher) folding() bool { return b.cfg.MaxItems > 1 }

// joinRequest is a checked write waiting for its batch.
type joinRequest struct {
	ctx  context.Context
	job  string
	item batch.Item
	// single is the write's own call, sent when it waits alone
	// (sendAlone); empty Data keeps even a lone write in a batch.
	single txmgr.Candidate
	// done receives the batch the job is a member of, or why it is not.
	done chan joinAnswer
}

type joinAnswer struct {
	rec *batchRecord
	err error
}

// errBatcherStopped answers the writes still waiting at shutdown (they
// are not members of any batch) and members that wait for their batch
// after it; both are retried.
var errBatcherStopped = errors.New("batcher stopped before the write joined a batch")

// errOwnTransaction answers a write that sends a transaction of its own
// (another delivery claimed it, batchStore.claimOwn): it is never put in a
// batch and goes on as a single write.
var errOwnTransaction = errors.New("the write sends a transaction of its own")

// Start runs the loop that forms batches.
func (b *Batcher) Start(wg *sync.WaitGroup) {
	wg.Add(1)
	go func() {
		defer wg.Done()
		b.loop()
	}()
}

// Shutdown stops forming batches; writes still waiting are answered with a
// retry. It stops waiting for the batches' receipts: the transactions
// already stored are driven on by the transaction monitor and by their
// jobs' next deliveries. Call it once, after the asynq server stopped.
func (b *Batcher) Shutdown() {
	b.mu.Lock()
	close(b.stop)
	b.cancel()
	b.mu.Unlock()
	b.flying.Wait()
}

// join hands a checked write to the loop and waits for its batch. A
// write whose context ends first may still have joined one: its next
// delivery finds its membership.
func (b *Batcher) join(ctx context.Context, job string, item batch.Item, single txmgr.Candidate) (*batchRecord, error) {
	r := &joinRequest{ctx: ctx, job: job, item: item, single: single, done: make(chan joinAnswer, 1)}
	b.waiting.Add(1)
	select {
	case b.in <- r:
		b.waiting.Add(-1)
	case <-b.stop:
		b.waiting.Add(-1)
		return nil, errBatcherStopped
	case <-ctx.Done():
		b.waiting.Add(-1)
		return nil, fmt.Errorf("%w: join a batch: %w", settle.ErrRetryLater, ctx.Err())
	}
	select {
	case a := <-r.done:
		return a.rec, a.err
	case <-ctx.Done():
		return nil, fmt.Errorf("%w: wait for a batch: %w", settle.ErrRetryLater, ctx.Err())
	}
}

// loop forms batches until Shutdown: it waits for a first write, lets
// others gather for Wait and for a free dispatch (maxDispatches), takes
// what batch.Plan picks, stores and sends that batch in a dispatch of its
// own, and starts over with whatever arrived meanwhile.
func (b *Batcher) loop() {
	var queue []*joinRequest
	defer func() {
		// Dispatches answer their own writes; Shutdown cancelled their
		// context, so they end soon.
		b.dispatching.Wait()
		for _, r := range append(queue, b.drain(nil)...) {
			r.done <- joinAnswer{err: errBatcherStopped}
		}
	}()
	for {
		if len(queue) == 0 {
			select {
			case r := <-b.in:
				queue = append(queue, r)
			case <-b.stop:
				return
			}
			queue = b.gather(queue)
		}
		// Wait for a free dispatch: meanwhile the writes that arrive
		// gather in the channel and make the next batch fuller.
		select {
		case b.dispatches <- struct{}{}:
		case <-b.stop:
			return
		}
		queue = b.drain(queue)
		live := queue[:0]
		for _, r := range queue {
			if r.ctx.Err() == nil {
				live = append(live, r)
			}
		}
		queue = live
		items := make([]batch.Item, len(queue))
		for i, r := range queue {
			items[i] = r.item
		}
		picked := batch.Plan(items, b.limits(len(items)))
		take := make([]*joinRequest, 0, len(picked))
		rest := queue[:0:0]
		next := 0
		for i, r := range queue {
			if next < len(picked) && picked[next] == i {
				take = append(take, r)
				next++
			} else {
				rest = append(rest, r)
			}
		}
		queue = rest
		if len(take) == 0 {
			// Nothing Plan can take (no item is one write): never spin.
			for _, r := range queue {
				r.done <- joinAnswer{err: jobs.Fail(wire.CodeInternal, "a paid write that is not one create or push cannot join a batch")}
			}
			queue = nil
			<-b.dispatches
			continue
		}
		b.dispatching.Add(1)
		go func() {
			defer func() { <-b.dispatches; b.dispatching.Done() }()
			b.dispatch(take)
		}()
		select {
		case <-b.stop:
			return
		default:
		}
	}
}

// limits are the batch limits for n waiting writes: the configured ones,
// with the gas budget kept within the chain's block (blockLimits).
func (b *Batcher) limits(n int) batch.Limits {
	l := b.cfg.limits()
	if n < 2 {
		return l // one write goes alone: nothing to plan
	}
	ctx, cancel := context.WithTimeout(b.ctx, dispatchTimeout)
	defer cancel()
	g, err := b.blockGas(ctx)
	if err != nil {
		// The estimate still caps the batch at the block (prepare).
		b.log.WithField("err", err.Error()).Warn("block gas limit not read; batch planned on BATCH_MAX_GAS alone")
		return l
	}
	return blockLimits(l, g)
}

// blockLimits keeps l's gas budget within a block of blockGas: a batch
// planned to the budget is signed with its estimate + 25 %, and a
// transaction above the block's gas limit never lands, so the plan may
// take at most 4/5 of the block.
func blockLimits(l batch.Limits, blockGas uint64) batch.Limits {
	l.MaxGas = max(min(l.MaxGas, blockGas/5*4), batch.TxGas+batch.ItemOverhead)
	return l
}

// latestBlockGas is the gas limit of the chain's latest block.
func (b *Batcher) latestBlockGas(ctx context.Context) (uint64, error) {
	h, err := b.chain.HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("read latest header: %w", err)
	}
	return h.GasLimit, nil
}

// gather waits up to Wait for more writes, or until a batch is full.
func (b *Batcher) gather(queue []*joinRequest) []*joinRequest {
	if b.cfg.Wait <= 0 {
		return queue
	}
	expired := b.after(b.cfg.Wait)
	for len(queue) < b.cfg.MaxItems {
		select {
		case r := <-b.in:
			queue = append(queue, r)
		case <-expired:
			return queue
		case <-b.stop:
			return queue
		}
	}
	return queue
}

// drain adds the writes waiting to be taken, without blocking.
func (b *Batcher) drain(queue []*joinRequest) []*joinRequest {
	for {
		select {
		case r := <-b.in:
			queue = append(queue, r)
		default:
			return queue
		}
	}
}

// dispatchTimeout bounds storing and sending one batch.
const dispatchTimeout = time.Minute

// maxDispatches is how many batches are prepared and sent at once. One
// batch's dispatch (the block's gas limit, its fees and estimate, storing
// it, signing and sending) takes a few hundred milliseconds on a busy
// node, so one at a time capped a worker at BATCH_MAX_ITEMS writes per
// dispatch (64 a dispatch: 65 pushes/s at 640 payers); several overlap
// those round trips. Each batch holds other jobs (the loop hands every
// write to one dispatch) and the store's memberships keep a job out of a
// second batch whatever runs at once.
const maxDispatches = 4

// dispatch makes one batch of take: it estimates the batch, stores it with
// its memberships (members that already belong to a batch are told to
// follow theirs and left out), starts its transaction and answers every
// member once the signed transaction is stored. A write left alone, and
// the writes of a batch that cannot be sent, go alone (sendAlone).
func (b *Batcher) dispatch(take []*joinRequest) {
	ctx, cancel := context.WithTimeout(b.ctx, dispatchTimeout)
	defer cancel()
	answer := func(rs []*joinRequest, a joinAnswer) {
		for _, r := range rs {
			r.done <- a
		}
	}
	for len(take) > 0 {
		if len(take) == 1 && len(take[0].single.Data) > 0 {
			// Alone (at first, or once the others followed other
			// batches): a batch of one costs more than its single call.
			b.sendAlone(take[0])
			return
		}
		rec, err := b.prepare(ctx, take)
		if errors.Is(err, errBatchUnsendable) {
			// No item's fault, and no batch stored: each goes alone.
			b.log.WithFields(logrus.Fields{"items": len(take), "err": err.Error()}).Warn("batch cannot be sent; its writes go alone")
			for _, r := range take {
				b.sendAlone(r)
			}
			return
		}
		if err != nil {
			answer(take, joinAnswer{err: err})
			return
		}
		taken, err := b.store.join(ctx, rec)
		if err != nil {
			answer(take, joinAnswer{err: err})
			return
		}
		if len(taken) > 0 {
			// Another delivery of these jobs put them in a batch first.
			rest := take[:0:0]
			for i, r := range take {
				id, ok := taken[i]
				if !ok {
					rest = append(rest, r)
					continue
				}
				if id == ownTransaction {
					r.done <- joinAnswer{err: errOwnTransaction}
					continue
				}
				other, err := b.store.record(ctx, id)
				r.done <- joinAnswer{rec: other, err: err}
			}
			take = rest
			continue
		}
		failpoint.Hit("batch_stored")
		b.metrics.BatchStored(len(rec.Members))
		f := b.flightOf(rec)
		select {
		case <-f.sent:
		case <-ctx.Done():
		}
		b.log.WithFields(logrus.Fields{"batch": rec.ID, "items": len(rec.Members), "gas": rec.Gas}).Debug("batch sent")
		answer(take, joinAnswer{rec: rec})
		return
	}
}

// prepare builds the batch of take: its calldata and its gas limit, the
// batch's own estimate + 25 % (at most what a transaction may use). An
// estimate that reverts is the whole batch's revert (items revert alone
// inside it): for a pause or an unauthorised settler every member ends
// with tx_failed, nothing signed, as a single write would end; any other
// (BatchOutOfGas(): the batch needs more than a block or a transaction
// may use) is no item's fault, errBatchUnsendable.
func (b *Batcher) prepare(ctx context.Context, take []*joinRequest) (*batchRecord, error) {
	items := make([]batch.Item, len(take))
	rec := &batchRecord{ID: b.newID()}
	for i, r := range take {
		items[i] = r.item
		k := r.item.Key()
		rec.Members = append(rec.Members, batchMember{Job: r.job, Payer: k.Payer, Nonce: k.Nonce})
	}
	data, err := batch.Build(items)
	if err != nil {
		return nil, jobs.Fail(wire.CodeInternal, err.Error())
	}
	rec.Data = data
	rec.Gas, err = b.s.Estimate(ctx, data)
	var rev *settle.RevertError
	switch {
	case errors.As(err, &rev) && revertEndsItems(rev.Reason):
		return nil, jobs.Fail(wire.CodeTxFailed, rev.Reason+"; the batch this write was in cannot be sent, nothing was charged")
	case rev != nil:
		return nil, fmt.Errorf("%w: %s", errBatchUnsendable, rev.Reason)
	case err != nil:
		return nil, err
	}
	return rec, nil
}
