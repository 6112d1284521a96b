package batcher

// Writes paid by voucher (x402 batch-settlement) fold into writeByVouchers
// calls to InkdChannelWrites, in a lane of their own: a transaction holds
// either kind, never both. They have no call of their own: a batch of one
// is how a lone voucher write is sent. Their outcomes are matched by
// (channel, ceiling), as exact writes' are by (payer, nonce).
//
// A channel's writes go in one group under its highest voucher (writes.Fold),
// raised to the latest voucher the API accepted on the channel when the book
// has a higher one: a group of writes older than a group that landed first
// (another batch, another worker) would otherwise be refused as stale, and
// the latest voucher covers every write accepted before it. The contract
// counts only the fees of the writes that land, so the higher ceiling never
// charges the payer more than those.
//
// A batch whose transaction is final without its writes (superseded, or
// reverted as a whole for a reason that is no write's) let none of them
// land: each leaves it (batchStore.leave) and joins another on its next
// delivery; a pause or an unauthorised settler ends them as exact writes
// end.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/settle"
)

// Bounds of a writeByVouchers batch's calldata, estimated per write and
// per group (a channel's config, voucher and deposit): a node's pool takes
// transactions up to 128 KiB.
const (
	voucherWriteBytes = 384
	voucherGroupBytes = 1024
)

// planVouchers takes, in arrival order, the voucher writes one batch
// holds: at most MaxItems and MaxCalldata's worth, one request per job,
// and one deposit per channel (a later one waits for the next batch). A
// write above MaxCalldata alone (a large multi-push, up to the API's 127
// KiB) goes in a batch of its own, when it is the first waiting.
func (b *Batcher) planVouchers(queue []*joinRequest) []int {
	var picked []int
	size := 0
	jobs := map[string]bool{}
	groups := map[channel.Config]bool{}
	deposits := map[channel.Config]bool{}
	for i, r := range queue {
		v := r.voucher
		if len(picked) == b.cfg.MaxItems || jobs[r.job] || (v.Deposit != nil && deposits[v.Config]) {
			continue
		}
		n := voucherWriteBytes + len(v.Write.Input)
		if !groups[v.Config] {
			n += voucherGroupBytes
		}
		if len(picked) > 0 && size+n > b.cfg.MaxCalldata {
			continue
		}
		size += n
		jobs[r.job], groups[v.Config] = true, true
		if v.Deposit != nil {
			deposits[v.Config] = true
		}
		picked = append(picked, i)
	}
	return picked
}

// prepareVouchers builds the writeByVouchers batch of take: its groups,
// each under the latest voucher of its channel, its calldata and its gas
// limit (estimate).
func (b *Batcher) prepareVouchers(ctx context.Context, take []*joinRequest) (*batchRecord, error) {
	if b.channelWrites == (common.Address{}) {
		return nil, jobs.Fail(wire.CodeInternal, "this deployment has no InkdChannelWrites to run writes paid by voucher")
	}
	to := b.channelWrites
	rec := &batchRecord{ID: b.newID(), To: &to}
	items := make([]writes.Item, len(take))
	for i, r := range take {
		items[i] = *r.voucher
		ch := r.voucherKey.Channel
		rec.Members = append(rec.Members, batchMember{Job: r.job, Channel: &ch, Ceiling: r.voucherKey.Key.String()})
	}
	groups, err := writes.Fold(items)
	if err != nil {
		return nil, jobs.Fail(wire.CodeInternal, err.Error())
	}
	for i := range groups {
		if err := b.raiseToLatest(ctx, &groups[i], take); err != nil {
			return nil, err
		}
	}
	if rec.Data, err = writes.Calldata(groups); err != nil {
		return nil, jobs.Fail(wire.CodeInternal, err.Error())
	}
	if err := b.estimate(ctx, rec); err != nil {
		return nil, err
	}
	return rec, nil
}

// raiseToLatest puts group g under the latest voucher the book holds for
// its channel, when that one is higher than the group's own.
func (b *Batcher) raiseToLatest(ctx context.Context, g *writes.Group, take []*joinRequest) error {
	if b.latest == nil {
		return nil
	}
	var id common.Hash
	for _, r := range take {
		if r.voucher.Config == g.Config {
			id = r.voucherKey.Channel
			break
		}
	}
	ceiling, sig, ok, err := b.latest.Latest(ctx, id)
	if err != nil {
		return fmt.Errorf("read the latest voucher of channel %s: %w", id.Hex(), err)
	}
	if ok && ceiling.Cmp(g.Ceiling) > 0 {
		g.Ceiling, g.Signature = ceiling, sig
	}
	return nil
}

// runVoucher carries job j, paid by voucher, to its answer: it joins a
// batch when rec is nil, then reads its outcome from the batch's final
// receipt.
func (b *Batcher) runVoucher(ctx context.Context, j *settle.Job, rec *batchRecord) (json.RawMessage, error) {
	if rec == nil {
		var err error
		rec, err = b.join(ctx, &joinRequest{job: j.ID(), voucher: j.Voucher(), voucherKey: j.VoucherKey()})
		if err != nil {
			return b.s.VoucherResult(ctx, j, nil, nil, err)
		}
	}
	f, err := b.follow(ctx, rec)
	var rev *settle.RevertError
	switch {
	case errors.As(err, &rev) && revertEndsItems(rev.Reason):
		b.metrics.ItemOutcome(BatchReverted)
		return b.s.VoucherResult(ctx, j, nil, nil, jobs.Fail(wire.CodeTxFailed, rev.Reason+"; the batch transaction this write was in reverted, nothing is charged for it"))
	case rev != nil || errors.Is(err, settle.ErrSuperseded):
		// Final without any write: this one joins another batch.
		if lerr := b.store.leave(ctx, j.ID(), rec.ID); lerr != nil {
			return nil, lerr
		}
		return nil, fmt.Errorf("batch %s is final without its writes (%v); the write joins another", rec.ID, err)
	case err != nil:
		return b.s.VoucherResult(ctx, j, nil, nil, err)
	}
	o, err := b.voucherOutcomeIn(f, rec, j.VoucherKey())
	if err != nil {
		return b.s.VoucherResult(ctx, j, nil, nil, err)
	}
	if !o.Landed && strings.HasPrefix(o.Reason, "CeilingAboveBalance(") {
		if err := b.awaitDeposit(ctx, j.ID(), rec.ID, o.Reason); err != nil {
			return nil, err
		}
	}
	if o.Landed {
		b.metrics.ItemOutcome(ItemLanded)
	} else {
		b.metrics.ItemOutcome(ItemFailed)
	}
	return b.s.VoucherResult(ctx, j, f.rcpt, &o, nil)
}

// voucherOutcomeIn is outcomeIn for a batch of writes paid by voucher:
// matched once for every member, by (channel, ceiling), else k alone.
func (b *Batcher) voucherOutcomeIn(f *flight, rec *batchRecord, k writes.Key) (writes.Outcome, error) {
	f.outsOnce.Do(func() {
		keys := make([]writes.Key, 0, len(rec.Members))
		for _, m := range rec.Members {
			key, ok := m.voucherKey()
			if !ok {
				return
			}
			keys = append(keys, key)
		}
		outs, err := b.s.VoucherOutcomes(f.rcpt, keys)
		if err != nil {
			return
		}
		f.vouts = make(map[string]writes.Outcome, len(outs))
		for _, o := range outs {
			f.vouts[o.Key.String()] = o
		}
	})
	if o, ok := f.vouts[k.String()]; ok {
		return o, nil
	}
	outs, err := b.s.VoucherOutcomes(f.rcpt, []writes.Key{k})
	if err != nil {
		return writes.Outcome{}, jobs.Fail(wire.CodeInternal, err.Error())
	}
	return outs[0], nil
}

// maxDepositWaits is how often a write paid by voucher whose channel's
// balance did not cover its ceiling joins another batch before it fails.
const maxDepositWaits = 10

// awaitDeposit decides for job, whose write batch id refused for reason
// (its ceiling above the channel's balance): the API accepted the voucher
// within the balance it knew, which counts a deposit still on its way
// when that deposit rode with an earlier write of the channel in another
// batch, still to land. The write then leaves the batch and joins another
// on a later delivery (settle.ErrRetryLater), up to maxDepositWaits
// times; nothing was counted for it. Past that, nil: the job fails with
// reason.
func (b *Batcher) awaitDeposit(ctx context.Context, job, id, reason string) error {
	n, err := b.store.depositWaits(ctx, job)
	if err != nil {
		return err
	}
	if n > maxDepositWaits {
		return nil
	}
	if err := b.store.leave(ctx, job, id); err != nil {
		return err
	}
	return fmt.Errorf("%w: %s: the channel's deposit may still be on its way; the write joins another batch (%d of %d)", settle.ErrRetryLater, reason, n, maxDepositWaits)
}
