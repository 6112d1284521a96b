package payment

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/bindings/batchsettlement"
	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/bindings/usdc"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/payment/channelbook"
)

// ChainCaller is the node access ChainChannels needs.
type ChainCaller interface {
	ethereum.ContractCaller
	BlockNumber(ctx context.Context) (uint64, error)
}

// ChainChannels is the ChannelChain of a node: the settlement contract at
// channel.SettlementAddress, the token, and, when Writes is not zero, the
// InkdChannelWrites contract whose usage ceiling raises a channel's floor.
type ChainChannels struct {
	Backend ChainCaller
	Token   common.Address
	Writes  common.Address
}

var (
	settlementABI = batchsettlement.NewX402BatchSettlement()
	writesABI     = channelwrites.NewInkdChannelWrites()
	tokenABI      = usdc.NewFiatToken()
)

// ChannelState reads the channel's state at the newest block: channels(id),
// pendingWithdrawals(id), refundNonce(id) and, with Writes, usage(id); the
// floor is the highest of totalClaimed and the usage ceiling.
func (c ChainChannels) ChannelState(ctx context.Context, id common.Hash) (channelbook.State, error) {
	block, err := c.Backend.BlockNumber(ctx)
	if err != nil {
		return channelbook.State{}, err
	}
	at := new(big.Int).SetUint64(block)
	call := func(to common.Address, data []byte) ([]byte, error) {
		return c.Backend.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, at)
	}
	out, err := call(channel.SettlementAddress, settlementABI.PackChannels(id))
	if err != nil {
		return channelbook.State{}, fmt.Errorf("channels: %w", err)
	}
	ch, err := settlementABI.UnpackChannels(out)
	if err != nil {
		return channelbook.State{}, fmt.Errorf("channels: %w", err)
	}
	if out, err = call(channel.SettlementAddress, settlementABI.PackPendingWithdrawals(id)); err != nil {
		return channelbook.State{}, fmt.Errorf("pendingWithdrawals: %w", err)
	}
	pw, err := settlementABI.UnpackPendingWithdrawals(out)
	if err != nil {
		return channelbook.State{}, fmt.Errorf("pendingWithdrawals: %w", err)
	}
	if out, err = call(channel.SettlementAddress, settlementABI.PackRefundNonce(id)); err != nil {
		return channelbook.State{}, fmt.Errorf("refundNonce: %w", err)
	}
	nonce, err := settlementABI.UnpackRefundNonce(out)
	if err != nil {
		return channelbook.State{}, fmt.Errorf("refundNonce: %w", err)
	}
	st := channelbook.State{Balance: ch.Balance, TotalClaimed: ch.TotalClaimed, RefundNonce: nonce, Floor: ch.TotalClaimed, Block: block}
	if pw.InitiatedAt != nil && pw.InitiatedAt.IsUint64() {
		st.WithdrawRequestedAt = pw.InitiatedAt.Uint64()
	}
	if c.Writes != (common.Address{}) {
		if out, err = call(c.Writes, writesABI.PackUsage(id)); err != nil {
			return channelbook.State{}, fmt.Errorf("usage: %w", err)
		}
		u, err := writesABI.UnpackUsage(out)
		if err != nil {
			return channelbook.State{}, fmt.Errorf("usage: %w", err)
		}
		if u.Ceiling != nil && u.Ceiling.Cmp(st.Floor) > 0 {
			st.Floor = u.Ceiling
		}
	}
	return st, nil
}

// TokenBalance reads the token balance of owner at the newest block.
func (c ChainChannels) TokenBalance(ctx context.Context, owner common.Address) (*big.Int, error) {
	out, err := c.Backend.CallContract(ctx, ethereum.CallMsg{To: &c.Token, Data: tokenABI.PackBalanceOf(owner)}, nil)
	if err != nil {
		return nil, err
	}
	return tokenABI.UnpackBalanceOf(out)
}
