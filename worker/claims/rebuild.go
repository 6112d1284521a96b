package claims

import (
	"context"
	"fmt"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/chain/payment/channelbook"
)

// recovery is the loop's memory of its voucher recoveries: the chain id
// (of the channels' canonical EIP-712 domain), read once, and the landed
// fees each channel's last failed recovery was for; a channel is searched
// again only when its landed fees changed (a new write landed).
type recovery struct {
	mu      sync.Mutex
	chainID *big.Int
	failed  map[common.Hash]string
}

// try says whether s's channel is to be searched, and the chain id.
func (r *recovery) try(ctx context.Context, l *Loop, s State) (*big.Int, bool, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.failed[s.ID] == s.Used.String() {
		return nil, false, nil
	}
	id, err := r.chainIDLocked(ctx, l)
	return id, err == nil, err
}

// chainIDLocked is the chain id, read once; r.mu is held.
func (r *recovery) chainIDLocked(ctx context.Context, l *Loop) (*big.Int, error) {
	if r.chainID == nil {
		id, err := l.backend.ChainID(ctx)
		if err != nil {
			return nil, fmt.Errorf("chain id: %w", err)
		}
		r.chainID = id
	}
	return r.chainID, nil
}

// chainID is the chain id of the channels' canonical domain, read once.
func (l *Loop) chainID(ctx context.Context) (*big.Int, error) {
	l.recovery.mu.Lock()
	defer l.recovery.mu.Unlock()
	return l.recovery.chainIDLocked(ctx, l)
}

// done remembers whether s's channel's search failed.
func (r *recovery) done(s State, ok bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.failed == nil {
		r.failed = map[common.Hash]string{}
	}
	if ok {
		delete(r.failed, s.ID)
	} else {
		r.failed[s.ID] = s.Used.String()
	}
}

// needsVoucher says whether s has unclaimed fees that the book's voucher
// does not cover: no signature (the record was rebuilt from the chain
// after Redis lost it) or a ceiling below the landed fees.
func needsVoucher(s State) bool {
	if s.Used == nil || s.Claimed == nil || s.Used.Cmp(s.Claimed) <= 0 {
		return false
	}
	return len(s.Signature) == 0 || s.Ceiling == nil || s.Ceiling.Cmp(s.Used) < 0
}

// recoverVoucher gives s the voucher of its channel's last landed write,
// read from the chain (writes.LastVoucher from Config.ScanFrom), when the
// book's does not cover the landed fees, and writes it back to the book.
// A voucher it cannot recover leaves s as it was (Plan then skips and
// reports the channel) and is logged: it is never a reason to hold back
// the other channels' claims.
func (l *Loop) recoverVoucher(ctx context.Context, s *State) {
	if !needsVoucher(*s) {
		return
	}
	log := l.log.WithField("channel", s.ID.Hex())
	chainID, try, err := l.recovery.try(ctx, l, *s)
	if err != nil || !try {
		if err != nil {
			log.WithField("err", err.Error()).Warn("the channel's voucher not searched")
		}
		return
	}
	v, found, err := writes.LastVoucher(ctx, l.backend, l.cfg.ChannelWrites, chainID, s.ID, writes.Scan{From: l.cfg.ScanFrom, Window: l.cfg.ScanWindow})
	ok := err == nil && found && v.Ceiling.Cmp(s.Used) >= 0
	l.recovery.done(*s, ok)
	switch {
	case err != nil:
		log.WithField("err", err.Error()).Error("the channel's voucher cannot be recovered from the chain")
		return
	case !ok:
		log.WithField("found", found).Error("no landed write of the channel carries a voucher covering its landed fees")
		return
	}
	s.Ceiling, s.Signature = v.Ceiling, v.Signature
	if _, err := l.book.Restore(ctx, channelbook.Voucher{Channel: s.ID, Ceiling: v.Ceiling, Signature: v.Signature}); err != nil {
		log.WithField("err", err.Error()).Warn("the recovered voucher was not written back to the book")
	}
	log.WithFields(logrus.Fields{"ceiling": v.Ceiling.String(), "tx_hash": v.TxHash.Hex()}).Info("the channel's voucher recovered from the chain")
}
