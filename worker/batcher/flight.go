package batcher

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain/batch"
	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/internal/failpoint"
	"github.com/inkd/inkd/worker/settle"
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
	// vouts are the same for a batch of writes paid by voucher, by
	// writes.Key.String().
	vouts map[string]writes.Outcome
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

// drive carries rec's transaction to its final receipt (Settler.Drive:
// signed from the stored call if a crash came before it was, one record
// read and one broadcast, then the wait), closing sent once it is on its
// way.
func (b *Batcher) drive(ctx context.Context, rec *batchRecord, sent chan struct{}) (*types.Receipt, error) {
	return b.s.Drive(ctx, rec.intent(), rec.to(), rec.Data, rec.Gas, func() {
		failpoint.Hit("batch_sent")
		close(sent)
	})
}

// follow waits for the final receipt of rec's transaction, driven by f.
func (b *Batcher) follow(ctx context.Context, rec *batchRecord) (*flight, error) {
	f := b.flightOf(rec)
	select {
	case <-f.done:
		return f, f.err
	case <-ctx.Done():
		return nil, fmt.Errorf("%w: wait for batch %s: %w", settle.ErrRetryLater, rec.ID, ctx.Err())
	}
}
