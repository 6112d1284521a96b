package txmgr

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain"
)

// A record is final at Confirmations deep, and its caller answers its
// client then (on Base, 3 blocks: seconds, where the finalized block trails
// by 15-20 minutes). A reorg deeper than that is rare, but when it drops
// the block, a node that lost the transaction (a sequencer failover that
// lost its unsafe blocks) gives the nonce back: nothing would send the
// intent again, and the key's next transactions would wait behind the
// hole, or the gap repair would fill it and the intent would never happen
// although its client was told it did.
//
// So with Confirmations above 1, a final record stays watched (the watch
// set, written in the same step that makes it final) until the node's
// finalized block reaches its block. The monitor looks at each watched
// record on every scan:
//   - its block still canonical: nothing to do; it leaves the watch set
//     once that block is finalized;
//   - its block replaced and an attempt's receipt canonical elsewhere: the
//     record follows it (block number and hash), still final;
//   - its block replaced and no receipt: the stored bytes of the mined
//     attempt are sent again, once per ResubmitInterval, until they are
//     mined again with the same hash. The record stays final: the answer
//     given was right, the transaction is signed and valid and only waits
//     to be included again. Its nonce is no hole for the gap repair.
//
// A node that does not serve the "finalized" tag leaves nothing to wait
// for: the record leaves the watch set, as before the tag was read.

// settleKey looks once at key a's final records a deep reorg moved
// (followMoved) and at its watched ones (settleWatched). A moved record the
// watcher refuses is told again on the next scan; the watch set is looked
// at all the same.
func (m *Manager) settleKey(ctx context.Context, a common.Address) error {
	movedErr := m.followMoved(ctx, a)
	return errors.Join(movedErr, m.settleWatched(ctx, a))
}

// settleWatched looks at the watched final records of key a once. The
// key's nonces are mined in order and no filler may take a watched nonce,
// so the finalized block's nonce settles every record below it, and the
// highest watched record's block still canonical vouches for every lower
// one: a scan reads the finalized header, one nonce and one header, and
// looks at each record only after a reorg replaced that block. One
// record's trouble holds up no other.
func (m *Manager) settleWatched(ctx context.Context, a common.Address) error {
	ids, err := m.store.watched(ctx, a)
	if err != nil || len(ids) == 0 {
		return err
	}
	fin, err := m.watchedUntil(ctx)
	switch {
	case err == nil:
		m.finalizedServed.Store(true)
	case m.finalizedServed.Load():
		return err // the node's trouble, not an answer: look again later
	case errors.Is(err, ethereum.NotFound), chain.IsJSONRPCError(err):
		return m.store.unwatch(ctx, a, ids...)
	default:
		return err
	}
	finNonce, err := m.nonceAt(ctx, a, fin)
	if err != nil {
		return err
	}
	if err := m.store.unwatchBelow(ctx, a, finNonce); err != nil {
		return err
	}
	if ids, err = m.store.watched(ctx, a); err != nil || len(ids) == 0 {
		return err
	}
	top, err := m.store.get(ctx, ids[len(ids)-1])
	if err == nil && top.State == StateFinal && top.BlockNumber != 0 {
		replaced, err := m.blockReplaced(ctx, top)
		if err != nil || !replaced {
			return err
		}
	} else if err != nil && !errors.Is(err, ErrNotFound) {
		return err
	}
	var errs []error
	for _, id := range ids {
		r, err := m.store.get(ctx, id)
		switch {
		case errors.Is(err, ErrNotFound):
			err = m.store.unwatch(ctx, a, id)
		case err == nil && r.State != StateFinal:
			err = m.store.unwatch(ctx, a, id)
		case err == nil:
			err = m.settle(ctx, r, fin)
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("watched record %q: %w", id, err))
		}
	}
	return errors.Join(errs...)
}

// settle looks at one watched final record r, given the node's finalized
// block number fin.
func (m *Manager) settle(ctx context.Context, r *Record, fin uint64) error {
	if r.BlockNumber != 0 {
		replaced, err := m.blockReplaced(ctx, r)
		if err != nil {
			return err
		}
		if !replaced {
			if r.BlockNumber <= fin {
				return m.store.unwatch(ctx, r.From, r.IntentID)
			}
			return nil
		}
	}
	rc, err := m.findReceipt(ctx, r)
	if err != nil {
		return err
	}
	if rc != nil {
		return m.refollow(ctx, r, rc)
	}
	return m.resendFinal(ctx, r)
}

// refollow records that the final record r's transaction is canonical in
// the block of rc, after a deep reorg moved it.
func (m *Manager) refollow(ctx context.Context, r *Record, rc *types.Receipt) error {
	if a, ok := r.attempt(rc.TxHash); !ok || a.Filler {
		// A filler of the intent mined instead: nothing can undo that.
		m.txLogger(r).WithField("tx_hash", rc.TxHash.Hex()).Error("final intent reorged out and its nonce filled")
		if err := m.tellLost(ctx, r); err != nil {
			return err // watched still: told again on the next scan
		}
		return m.store.unwatch(ctx, r.From, r.IntentID)
	}
	// Marked before the record moves: a crash in between leaves a mark that
	// the next scan finds unmoved and tells all the same, which the watcher
	// takes as a no-op.
	if err := m.store.markMoved(ctx, r.From, r.IntentID); err != nil {
		return err
	}
	stored, err := m.mutate(ctx, r.IntentID, nil, func(x *Record) bool {
		if x.State != StateFinal || x.BlockHash == rc.BlockHash {
			return false
		}
		x.MinedHash, x.BlockNumber, x.BlockHash = rc.TxHash, rc.BlockNumber.Uint64(), rc.BlockHash
		return true
	})
	if err != nil {
		return err
	}
	if m.finalWatcher() != nil {
		defer func() { _ = m.tellMoved(ctx, stored) }()
	}
	log := m.txLogger(stored).WithFields(map[string]any{"tx_hash": rc.TxHash.Hex(), "block_number": stored.BlockNumber, "status": rc.Status})
	// status: the same signed call on another chain state may not do what
	// it did (an authorization past its validBefore reverts); nothing can
	// sign it again, so the log says it for the operator.
	log.Warn("final transaction included again after a deep reorg")
	return nil
}

// resendFinal sends the stored bytes of the final record r's mined attempt
// again: the first time a deep reorg is seen to have dropped it, then once
// per ResubmitInterval.
func (m *Manager) resendFinal(ctx context.Context, r *Record) error {
	a, ok := r.attempt(r.MinedHash)
	if !ok {
		return fmt.Errorf("intent %q: mined attempt %s not stored", r.IntentID, r.MinedHash)
	}
	if r.BlockNumber == 0 && m.now().Sub(r.LastBroadcastAt) < m.cfg.ResubmitInterval {
		return nil
	}
	tx, err := a.Transaction()
	if err != nil {
		return err
	}
	// Followed on every scan until it is mined again (followMoved).
	if err := m.store.markMoved(ctx, r.From, r.IntentID); err != nil {
		return err
	}
	first := r.BlockNumber != 0
	now := m.now()
	stored, err := m.mutate(ctx, r.IntentID, nil, func(x *Record) bool {
		if x.State != StateFinal || x.MinedHash != a.Hash {
			return false
		}
		if x.BlockNumber != 0 {
			x.Reorgs++
		}
		x.BlockNumber, x.BlockHash, x.LastBroadcastAt = 0, common.Hash{}, now
		return true
	})
	if err != nil {
		return err
	}
	log := m.txLogger(stored).WithField("tx_hash", a.Hash.Hex())
	if first {
		m.metrics.TxReorged()
		log.WithField("block_number", r.BlockNumber).Warn("final transaction reorged out by a deep reorg, sending its stored bytes again")
	}
	sendErr := m.call(ctx, "eth_sendRawTransaction", func(ctx context.Context) error {
		return m.b.SendTransaction(ctx, tx)
	})
	class := m.classifySend(sendErr)
	m.metrics.TxBroadcast(class.String())
	log.WithField("result", class.String()).Debug("final transaction sent again")
	return nil
}

// watched returns the final intent ids of key a still watched (settle.go).
func (s *store) watched(ctx context.Context, a common.Address) ([]string, error) {
	ids, err := s.rdb.ZRange(ctx, s.watchKey(a), 0, -1).Result()
	if err != nil {
		return nil, fmt.Errorf("list watched of %s: %w", a, err)
	}
	return ids, nil
}

// watchedNonces returns the nonces of key a's watched final records.
func (s *store) watchedNonces(ctx context.Context, a common.Address) (map[uint64]bool, error) {
	zs, err := s.rdb.ZRangeWithScores(ctx, s.watchKey(a), 0, -1).Result()
	if err != nil {
		return nil, fmt.Errorf("list watched nonces of %s: %w", a, err)
	}
	out := make(map[uint64]bool, len(zs))
	for _, z := range zs {
		out[uint64(z.Score)] = true
	}
	return out, nil
}

// unwatchBelow takes the records of key a with a nonce below n out of its
// watch set.
func (s *store) unwatchBelow(ctx context.Context, a common.Address, n uint64) error {
	if n == 0 {
		return nil
	}
	if err := s.rdb.ZRemRangeByScore(ctx, s.watchKey(a), "-inf", "("+strconv.FormatUint(n, 10)).Err(); err != nil {
		return fmt.Errorf("unwatch records of %s below nonce %d: %w", a, n, err)
	}
	return nil
}

// unwatch takes ids out of key a's watch set.
func (s *store) unwatch(ctx context.Context, a common.Address, ids ...string) error {
	if len(ids) == 0 {
		return nil
	}
	members := make([]any, len(ids))
	for i, id := range ids {
		members[i] = id
	}
	if err := s.rdb.ZRem(ctx, s.watchKey(a), members...).Err(); err != nil {
		return fmt.Errorf("unwatch %d records of %s: %w", len(ids), a, err)
	}
	return nil
}
