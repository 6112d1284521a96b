package worker

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/batch"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/failpoint"
)

// flight drives one batch's transaction to its final receipt, once per
// process however many of its members wait for it.
type flight struct {
	// sent is closed once the transaction is stored (or cannot be).
	sent chan struct{}
	// done is closed when rcpt or err is set.
	done chan struct{}
	rcpt *types.Receipt
	err  error

	// outs are the members' outcomes in rcpt, matched once for all of
	// them (Batcher.outcomeIn); nil when rcpt does not tell every
	// member's, and then each member matches its own key.
	outsOnce sync.Once
	outs     map[batch.Key]batch.Outcome
}

// flightTimeout bounds one flight; a member whose delivery outlasts it
// starts another on its next delivery.
const flightTimeout = 10 * time.Minute

// flightOf returns the flight of rec, starting one if none runs here.
func (b *Batcher) flightOf(rec *batchRecord) *flight {
	b.mu.Lock()
	defer b.mu.Unlock()
	if f, ok := b.flights[rec.ID]; ok {
		return f
	}
	f := &flight{sent: make(chan struct{}), done: make(chan struct{})}
	if b.ctx.Err() != nil {
		// Shut down: the job's next delivery follows the batch.
		f.err = errBatcherStopped
		close(f.sent)
		close(f.done)
		return f
	}
	b.flights[rec.ID] = f
	b.flying.Add(1)
	go func() {
		defer b.flying.Done()
		defer func() {
			b.mu.Lock()
			delete(b.flights, rec.ID)
			b.mu.Unlock()
			close(f.done)
		}()
		ctx, cancel := context.WithTimeout(b.ctx, flightTimeout)
		defer cancel()
		f.rcpt, f.err = b.drive(ctx, rec, f.sent)
	}()
	return f
}

// drive makes sure the batch's transaction exists (a crash may have come
// between storing the batch and signing it: it is signed now, with the
// stored call), closes sent, and waits for the final receipt (PaidWrites.
// submit: resumes the stored transaction, applies the receipt to the read
// model; a revert is a *revertError, a nonce used by another transaction
// errBatchSuperseded).
func (b *Batcher) drive(ctx context.Context, rec *batchRecord, sent chan struct{}) (*types.Receipt, error) {
	pw := b.pw
	_, err := pw.txm.Get(ctx, rec.intent())
	if errors.Is(err, txmgr.ErrNotFound) {
		_, serr := pw.txm.Send(ctx, rec.intent(), rec.candidate(pw.cfg.Treasury))
		failpoint.Hit("batch_sent")
		if serr != nil {
			_, err = pw.txm.Get(ctx, rec.intent())
			if err != nil {
				close(sent)
				return nil, fmt.Errorf("send batch %s: %w", rec.ID, serr)
			}
		}
		err = nil
	}
	close(sent)
	if err != nil {
		return nil, fmt.Errorf("read batch %s transaction: %w", rec.ID, err)
	}
	rcpt, err := pw.submit(ctx, rec.intent(), rec.Data, 0, nil)
	if err != nil {
		if r, gerr := pw.txm.Get(ctx, rec.intent()); gerr == nil {
			switch {
			case r.State == txmgr.StateFailed:
				return nil, fmt.Errorf("batch %s: %w", rec.ID, errBatchSuperseded)
			case r.Failure == txmgr.FailRejected:
				// A node refused the batch for good (a gas limit above a
				// block gas limit that shrank after the plan, …): no item's
				// fault, and no single write of an item would meet it. The
				// transaction manager fills its nonce; until that filler
				// is final a node that took the batch earlier could still
				// mine it, so the members wait (uncounted), then go alone
				// (the record's StateFailed, above).
				return nil, fmt.Errorf("%w: batch %s was rejected (%v); its writes go alone once its nonce is filled", errTxUnresolved, rec.ID, err)
			}
		}
	}
	return rcpt, err
}

// follow waits for the final receipt of rec's transaction, driven by f.
func (b *Batcher) follow(ctx context.Context, rec *batchRecord) (*flight, error) {
	f := b.flightOf(rec)
	select {
	case <-f.done:
		return f, f.err
	case <-ctx.Done():
		return nil, fmt.Errorf("%w: wait for batch %s: %w", errRetryLater, rec.ID, ctx.Err())
	}
}

// outcomeIn is the outcome of the member paid under k in f's receipt,
// by (payer, nonce), never by position. The receipt is matched once for
// every member of rec: each member decoding the whole receipt for its
// own key made a batch's matching O(items²). When that fails (a member's
// events missing or doubled), k is matched alone, so that the error is
// about k only.
func (b *Batcher) outcomeIn(f *flight, rec *batchRecord, k batch.Key) (batch.Outcome, error) {
	at := batch.Addresses{Treasury: b.pw.cfg.Treasury, Registry: b.pw.cfg.Registry}
	f.outsOnce.Do(func() {
		keys := make([]batch.Key, len(rec.Members))
		for i, m := range rec.Members {
			keys[i] = batch.Key{Payer: m.Payer, Nonce: m.Nonce}
		}
		outs, err := b.match(f.rcpt, at, keys, b.pw.reverts)
		if err != nil {
			return
		}
		f.outs = make(map[batch.Key]batch.Outcome, len(outs))
		for _, o := range outs {
			f.outs[o.Key] = o
		}
	})
	if o, ok := f.outs[k]; ok {
		return o, nil
	}
	outs, err := b.match(f.rcpt, at, []batch.Key{k}, b.pw.reverts)
	if err != nil {
		return batch.Outcome{}, permanent(wire.CodeInternal, err.Error())
	}
	return outs[0], nil
}
