package payment

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/payment/channelbook"
)

// ChannelChain reads what deciding a voucher needs from the chain: a
// channel's state (balance, claimed total, pending withdrawal, refund
// nonce, and the floor its next voucher starts from) and, for a deposit,
// the payer's token balance. Errors are the node's.
type ChannelChain interface {
	ChannelState(ctx context.Context, id common.Hash) (channelbook.State, error)
	TokenBalance(ctx context.Context, owner common.Address) (*big.Int, error)
}

// Channels decides which voucher pays a write: the channel book in Redis
// (one decision across API replicas) and, when the book has no fresh
// state of a channel, one read of the chain. A plain voucher on a channel
// the book knows needs no chain call.
type Channels struct {
	Book  *channelbook.Book
	Chain ChannelChain
}

// Decide decides whether p (which passed VerifyChannel) pays a write of
// fee. With commit, an accepted voucher becomes the channel's ceiling,
// once across replicas (Book.Accept); without, nothing moves (Book.Check).
// A deposit payload is refused unless the payer holds the deposit (one
// chain read), and its deposit counts toward the channel's balance.
// Refusals are *ChannelError; a node or Redis failure wraps
// ErrChainUnavailable or ErrStoreUnavailable. On acceptance the record
// as found is returned (its ceiling is the one before this voucher).
func (c *Channels) Decide(ctx context.Context, p *Payment, fee *big.Int, commit bool) (channelbook.Record, error) {
	if p == nil || p.Voucher == nil {
		return channelbook.Record{}, invalidf("not a %s payment", SchemeBatchSettlement)
	}
	v := p.Voucher
	var deposit *big.Int
	if v.Deposit != nil {
		deposit = v.Deposit.Amount
		bal, err := c.Chain.TokenBalance(ctx, v.Config.Payer)
		if err != nil {
			return channelbook.Record{}, fmt.Errorf("%w: balance of %s: %w", ErrChainUnavailable, v.Config.Payer.Hex(), err)
		}
		if bal == nil || bal.Cmp(deposit) < 0 {
			return channelbook.Record{}, channelErrorf(ErrChannelInsufficientBalance, "payer %s holds %s USDC base units but deposits %s; fund the wallet and retry",
				v.Config.Payer.Hex(), decimal(bal), deposit)
		}
	}
	bv := channelbook.Voucher{Channel: v.Voucher.ChannelID, Ceiling: v.Voucher.MaxClaimableAmount, Signature: v.Voucher.Signature}
	decide := c.Book.Check
	if commit {
		decide = c.Book.Accept
	}
	var d channelbook.Decision
	for read := false; ; read = true {
		var err error
		if d, err = decide(ctx, bv, fee, deposit); err != nil {
			return channelbook.Record{}, fmt.Errorf("%w: %w", ErrStoreUnavailable, err)
		}
		if d.Outcome != channelbook.Unknown && d.Outcome != channelbook.Stale {
			break
		}
		if read {
			return channelbook.Record{}, fmt.Errorf("%w: channel %s: the book answers %s after a fresh read", ErrStoreUnavailable, bv.Channel.Hex(), d.Outcome)
		}
		st, err := c.Chain.ChannelState(ctx, bv.Channel)
		if err != nil {
			return channelbook.Record{}, fmt.Errorf("%w: channel %s: %w", ErrChainUnavailable, bv.Channel.Hex(), err)
		}
		cfg, err := json.Marshal(v.Config)
		if err != nil {
			return channelbook.Record{}, fmt.Errorf("channel config: %w", err)
		}
		if err := c.Book.Mirror(ctx, bv.Channel, cfg, st); err != nil {
			return channelbook.Record{}, fmt.Errorf("%w: %w", ErrStoreUnavailable, err)
		}
	}
	return d.Record, channelRefusal(d, bv, fee, deposit)
}

// Record is channel id's record in the book, ok false when the book does
// not know the channel.
func (c *Channels) Record(ctx context.Context, id common.Hash) (rec channelbook.Record, ok bool, err error) {
	return c.Book.Get(ctx, id)
}

// channelRefusal maps the book's decision d on voucher v to nil (accepted)
// or the *ChannelError the client is answered with.
func channelRefusal(d channelbook.Decision, v channelbook.Voucher, fee, deposit *big.Int) error {
	rec := d.Record
	state := func() *ChannelState {
		return &ChannelState{ChannelID: v.Channel, Balance: rec.State.Balance, TotalClaimed: rec.State.TotalClaimed,
			WithdrawRequestedAt: rec.State.WithdrawRequestedAt, RefundNonce: rec.State.RefundNonce, ChargedCumulativeAmount: rec.Ceiling}
	}
	switch d.Outcome {
	case channelbook.Accepted:
		return nil
	case channelbook.Mismatch:
		next := new(big.Int).Add(orZero(rec.Ceiling), fee)
		return &ChannelError{Code: ErrChannelCumulativeMismatch, Renew: true, State: state(), Signature: rec.Signature,
			Reason: fmt.Sprintf("voucher maxClaimableAmount %s does not follow the channel's charged total %s: this write needs a voucher for %s", v.Ceiling, decimal(rec.Ceiling), next)}
	case channelbook.OverBalance:
		bal := decimal(rec.State.Balance)
		if deposit == nil && (rec.State.Balance == nil || rec.State.Balance.Sign() == 0) {
			return &ChannelError{Code: ErrChannelNotFound, Renew: true,
				Reason: fmt.Sprintf("channel %s holds nothing; open it with a deposit payload", v.Channel.Hex())}
		}
		return &ChannelError{Code: ErrChannelExceedsBalance, Renew: true,
			Reason: fmt.Sprintf("voucher maxClaimableAmount %s exceeds the channel's balance %s (with this payload's deposit %s); top the channel up with a deposit payload", v.Ceiling, bal, decimal(deposit))}
	case channelbook.Withdrawing:
		return &ChannelError{Code: ErrChannelWithdrawing, Renew: true,
			Reason: fmt.Sprintf("channel %s has a withdrawal pending since %d; it pays for no more writes: pay from another channel (another salt) or with scheme %q", v.Channel.Hex(), rec.State.WithdrawRequestedAt, SchemeExact)}
	}
	return fmt.Errorf("%w: channel %s: the book answers %s", ErrStoreUnavailable, v.Channel.Hex(), d.Outcome)
}
