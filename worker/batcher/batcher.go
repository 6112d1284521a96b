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

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/batch"
	"github.com/inkd/inkd/chain/channel/writes"
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
	// Estimate simulates a batch's call to to (zero: the treasury's
	// executeBatch) and returns its gas limit; a revert of the batch as a
	// whole is a *settle.RevertError.
	Estimate(ctx context.Context, to common.Address, data []byte) (uint64, error)
	// Drive sends the batch's call to to under intent unless it has a
	// record, calls sent once it is on its way, and waits for the final
	// receipt.
	Drive(ctx context.Context, intent string, to common.Address, data []byte, gas uint64, sent func()) (*types.Receipt, error)
	// Execute sends j's own call under intent (the job's, or its lone
	// write's after its batch failed) and waits for the final receipt.
	Execute(ctx context.Context, intent string, j *settle.Job) (*types.Receipt, error)
	// Outcomes reads the writes paid under keys from a receipt.
	Outcomes(rcpt *types.Receipt, keys []batch.Key) ([]batch.Outcome, error)
	// Result is j's answer from its outcome o in rcpt, or from what its
	// own write returned (rcpt, err).
	Result(ctx context.Context, j *settle.Job, rcpt *types.Receipt, o *batch.Outcome, err error) (json.RawMessage, error)
	// VoucherOutcomes reads the writes paid by voucher under keys from a
	// writeByVouchers receipt.
	VoucherOutcomes(rcpt *types.Receipt, keys []writes.Key) ([]writes.Outcome, error)
	// VoucherResult is the answer of j, paid by voucher, from its outcome
	// o in rcpt, or err.
	VoucherResult(ctx context.Context, j *settle.Job, rcpt *types.Receipt, o *writes.Outcome, err error) (json.RawMessage, error)
	// RecoverVoucher answers a recovery job of a voucher (used already,
	// its job lost with Redis) from the write it paid on chain.
	RecoverVoucher(ctx context.Context, j *settle.Job) (json.RawMessage, error)
}

// Vouchers reads the latest voucher the API accepted on a channel (the
// channel book): a channel's group is sent under it, so that a group
// whose own vouchers are below one already used on chain still lands.
// ok is false when the book holds no signed voucher of the channel.
type Vouchers interface {
	Latest(ctx context.Context, channel common.Hash) (ceiling *big.Int, signature []byte, ok bool, err error)
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
	// ChannelWrites is InkdChannelWrites, which runs the writes paid by
	// voucher; zero when the deployment has none (no such write is then
	// folded: each fails).
	ChannelWrites common.Address
	// Vouchers, when set, raises each channel's group to the latest
	// voucher accepted on it.
	Vouchers Vouchers
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

	// exact and vouchers are the two kinds of batch the loops form:
	// executeBatch of writes paid under exact, writeByVouchers of writes
	// paid by voucher (vouchers.go). A transaction holds one kind.
	exact, vouchers lane
	stop            chan struct{}
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

	// channelWrites and latest are Deps.ChannelWrites and Deps.Vouchers.
	channelWrites common.Address
	latest        Vouchers
}

// lane is one kind of batch: the writes that wait for it and how a batch
// is picked from them.
type lane struct {
	in chan *joinRequest
	// plan returns the positions, ascending, of the writes of queue that
	// one batch takes.
	plan func(queue []*joinRequest) []int
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
		stop: make(chan struct{}), flights: map[string]*flight{},
		dispatches: make(chan struct{}, maxDispatches),
		ctx:        ctx, cancel: cancel, metrics: NoopMetrics{},
	}
	b.blockGas = b.latestBlockGas
	b.exact = lane{in: make(chan *joinRequest), plan: b.planExact}
	b.vouchers = lane{in: make(chan *joinRequest), plan: b.planVouchers}
	b.channelWrites, b.latest = d.ChannelWrites, d.Vouchers
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
	// voucher is the write of a job paid by voucher (item and single are
	// then zero), voucherKey its key: it waits in the vouchers lane.
	voucher    *writes.Item
	voucherKey writes.Key
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

// Start runs the loops that form batches, one per lane.
func (b *Batcher) Start(wg *sync.WaitGroup) {
	for _, l := range []lane{b.exact, b.vouchers} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b.loop(l)
		}()
	}
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
func (b *Batcher) join(ctx context.Context, r *joinRequest) (*batchRecord, error) {
	r.ctx, r.done = ctx, make(chan joinAnswer, 1)
	in := b.exact.in
	if r.voucher != nil {
		in = b.vouchers.in
	}
	b.waiting.Add(1)
	select {
	case in <- r:
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
func (b *Batcher) loop(l lane) {
	var queue []*joinRequest
	defer func() {
		// Dispatches answer their own writes; Shutdown cancelled their
		// context, so they end soon.
		b.dispatching.Wait()
		for _, r := range append(queue, b.drain(l.in, nil)...) {
			r.done <- joinAnswer{err: errBatcherStopped}
		}
	}()
	for {
		if len(queue) == 0 {
			select {
			case r := <-l.in:
				queue = append(queue, r)
			case <-b.stop:
				return
			}
			queue = b.gather(l.in, queue)
		}
		// Wait for a free dispatch: meanwhile the writes that arrive
		// gather in the channel and make the next batch fuller.
		select {
		case b.dispatches <- struct{}{}:
		case <-b.stop:
			return
		}
		queue = b.drain(l.in, queue)
		live := queue[:0]
		for _, r := range queue {
			if r.ctx.Err() == nil {
				live = append(live, r)
			}
		}
		queue = live
		picked := l.plan(queue)
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

// planExact is batch.Plan of the exact lane's queue.
func (b *Batcher) planExact(queue []*joinRequest) []int {
	items := make([]batch.Item, len(queue))
	for i, r := range queue {
		items[i] = r.item
	}
	return batch.Plan(items, b.limits(len(items)))
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
func (b *Batcher) gather(in chan *joinRequest, queue []*joinRequest) []*joinRequest {
	if b.cfg.Wait <= 0 {
		return queue
	}
	expired := b.after(b.cfg.Wait)
	for len(queue) < b.cfg.MaxItems {
		select {
		case r := <-in:
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
func (b *Batcher) drain(in chan *joinRequest, queue []*joinRequest) []*joinRequest {
	for {
		select {
		case r := <-in:
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
		prepare := b.prepare
		if take[0].voucher != nil {
			prepare = b.prepareVouchers
		}
		rec, err := prepare(ctx, take)
		if errors.Is(err, errBatchUnsendable) && take[0].voucher != nil {
			// No call of their own to go alone with: each joins
			// another batch on its next delivery (a counted retry).
			b.log.WithFields(logrus.Fields{"items": len(take), "err": err.Error()}).Warn("batch of writes paid by voucher cannot be sent; they join others")
			answer(take, joinAnswer{err: err})
			return
		}
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
	if err := b.estimate(ctx, rec); err != nil {
		return nil, err
	}
	return rec, nil
}

// estimate sets rec's gas limit from the estimate of its call. A revert
// of the whole call ends its writes for a pause or an unauthorised
// settler (tx_failed, nothing signed, as a single write would end); any
// other is no write's fault: errBatchUnsendable.
func (b *Batcher) estimate(ctx context.Context, rec *batchRecord) error {
	var err error
	rec.Gas, err = b.s.Estimate(ctx, rec.to(), rec.Data)
	var rev *settle.RevertError
	switch {
	case errors.As(err, &rev) && revertEndsItems(rev.Reason):
		return jobs.Fail(wire.CodeTxFailed, rev.Reason+"; the batch this write was in cannot be sent, nothing was charged")
	case rev != nil:
		return fmt.Errorf("%w: %s", errBatchUnsendable, rev.Reason)
	}
	return err
}
