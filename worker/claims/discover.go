package claims

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/chain/payment/channelbook"
)

// CursorKey holds the last block whose landed writes the loop has made
// sure the book knows the channels of (discover).
const CursorKey = "inkd:claims:cursor"

// DiscoverLag is how far behind the head a discovery stops: each block's
// logs are read once, when a reorg is no longer expected to move a write
// into it (8 blocks: 16 s on Base). Reading them again on every scan would
// fetch every WriteLanded log many times over.
const DiscoverLag = 8

// discoverWindows caps the new blocks of one discovery at that many log
// queries' worth: after Redis lost the cursor, the blocks since the
// deployment are read over several scans (a million blocks a scan at the
// default window), and the channels the book knows are claimed meanwhile.
const discoverWindows = 100

// ChainStates reads a channel's state as the book mirrors it
// (payment.ChainChannels does).
type ChainStates interface {
	ChannelState(ctx context.Context, id common.Hash) (channelbook.State, error)
}

// discovery is what discover needs: where the cursor is kept and how a
// channel's state is read.
type discovery struct {
	rdb    redis.UniversalClient
	states ChainStates
	// windows caps the log queries of one discovery (discoverWindows);
	// lag is how far behind the head it stops (DiscoverLag).
	windows, lag uint64
}

// WithDiscovery makes each scan first put back in the book every channel
// with a landed write that the book does not know (discover), keeping its
// cursor in rdb (CursorKey).
func WithDiscovery(rdb redis.UniversalClient, states ChainStates) Option {
	return func(l *Loop) {
		l.discovery = &discovery{rdb: rdb, states: states, windows: discoverWindows, lag: DiscoverLag}
	}
}

// discover makes sure the book knows every channel with a write landed
// since the cursor (from Config.ScanFrom when there is none: after Redis
// lost everything, that is all of them) up to DiscoverLag blocks below the
// head, at most discoverWindows queries a scan. The book learns a channel when
// the API accepts its first voucher; a book that Redis lost knows none,
// and a channel whose payer sends no voucher again would never be claimed:
// its payer could withdraw the fees of writes that landed. A channel the
// book lacks gets its config and last voucher from the calldata of its
// last landed write (writes.LastVoucher) and its state from the chain, and
// is then claimed as any other. The cursor moves only when every channel
// found was restored or proved beyond restoring; a failure reads the same
// blocks again next scan.
func (l *Loop) discover(ctx context.Context) error {
	if l.discovery == nil {
		return nil
	}
	d := l.discovery
	head, err := l.backend.BlockNumber(ctx)
	if err != nil {
		return fmt.Errorf("head block: %w", err)
	}
	from := l.cfg.ScanFrom // the first block not read yet
	switch cur, err := d.rdb.Get(ctx, CursorKey).Uint64(); {
	case err == nil:
		from = max(from, cur+1)
	case !errors.Is(err, redis.Nil):
		return fmt.Errorf("the discovery cursor: %w", err)
	}
	if head < d.lag || from > head-d.lag {
		return nil
	}
	window := l.cfg.ScanWindow
	if window == 0 {
		window = writes.DefaultScanWindow
	}
	to := min(head-d.lag, from+d.windows*window-1)
	ids, err := writes.LandedChannels(ctx, l.backend, l.cfg.ChannelWrites, from, to, window)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if err := l.restoreChannel(ctx, id); err != nil {
			return fmt.Errorf("channel %s: %w", id.Hex(), err)
		}
	}
	return d.rdb.Set(ctx, CursorKey, strconv.FormatUint(to, 10), 0).Err()
}

// restoreChannel puts channel id, which has a landed write, back in the
// book when the book does not know it.
func (l *Loop) restoreChannel(ctx context.Context, id common.Hash) error {
	if _, known, err := l.book.Get(ctx, id); err != nil || known {
		return err
	}
	chainID, err := l.chainID(ctx)
	if err != nil {
		return err
	}
	log := l.log.WithField("channel", id.Hex())
	v, found, err := writes.LastVoucher(ctx, l.backend, l.cfg.ChannelWrites, chainID, id, writes.Scan{From: l.cfg.ScanFrom, Window: l.cfg.ScanWindow})
	var verr *writes.VoucherError
	switch {
	case errors.As(err, &verr):
		// Not a write of ours that can be claimed: nothing will make it
		// one, so it does not hold the cursor back.
		log.WithField("err", err.Error()).Error("a channel with landed writes cannot be restored to the book; its fees cannot be claimed")
		return nil
	case err != nil:
		return err
	case !found: // the landed write a reorg took away since
		return nil
	}
	cfg, err := json.Marshal(v.Config)
	if err != nil {
		return err
	}
	st, err := l.discovery.states.ChannelState(ctx, id)
	if err != nil {
		return fmt.Errorf("its state: %w", err)
	}
	if err := l.book.Mirror(ctx, id, cfg, st); err != nil {
		return err
	}
	if _, err := l.book.Restore(ctx, channelbook.Voucher{Channel: id, Ceiling: v.Ceiling, Signature: v.Signature}); err != nil {
		return err
	}
	l.metrics.Restored()
	log.WithFields(logrus.Fields{"ceiling": v.Ceiling.String(), "tx_hash": v.TxHash.Hex()}).Warn("a channel the book did not know (Redis lost it?) restored from the chain")
	return nil
}
