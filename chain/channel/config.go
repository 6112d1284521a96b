package channel

import (
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
)

// SettlementAddress is X402BatchSettlement's canonical address, the same on
// every chain (CREATE2), and the verifyingContract of the scheme's EIP-712
// domain. Development chains place the contract's runtime code here.
var SettlementAddress = common.HexToAddress("0x4020074e9dF2ce1deE5A9C1b5c3f541D02a10003")

// ERC3009CollectorAddress is ERC3009DepositCollector's canonical address: the
// `to` of the payer's ReceiveWithAuthorization in a deposit.
var ERC3009CollectorAddress = common.HexToAddress("0x4020806089470a89826cB9fB1f4059150b550004")

// Permit2CollectorAddress is the canonical address of the scheme's Permit2
// deposit collector, for tokens without EIP-3009. inkd does not implement or
// advertise it (USDC has EIP-3009); the address is named so that a deposit
// naming it can be recognised and refused.
var Permit2CollectorAddress = common.HexToAddress("0x4020425FAf3B746C082C2f942b4E5159887B0005")

// Withdrawal delay bounds of a channel, in seconds (15 minutes, 30 days),
// as the contract enforces them on deposit.
const (
	MinWithdrawDelay = 900
	MaxWithdrawDelay = 2_592_000
)

// Config is a channel's immutable configuration (the contract's
// ChannelConfig); its EIP-712 hash is the channel id. The JSON names are the
// scheme's `channelConfig` object's.
type Config struct {
	// Payer deposits and receives withdrawals and refunds.
	Payer common.Address `json:"payer"`
	// PayerAuthorizer is the EOA that signs vouchers; zero means the payer
	// signs them (possibly an EIP-1271 wallet, checked on chain).
	PayerAuthorizer common.Address `json:"payerAuthorizer"`
	// Receiver is paid by settle.
	Receiver common.Address `json:"receiver"`
	// ReceiverAuthorizer signs claim batches and refunds; never zero.
	ReceiverAuthorizer common.Address `json:"receiverAuthorizer"`
	// Token is the escrowed ERC-20 (USDC).
	Token common.Address `json:"token"`
	// WithdrawDelay is the seconds between initiateWithdraw and
	// finalizeWithdraw, within [MinWithdrawDelay, MaxWithdrawDelay].
	WithdrawDelay uint64 `json:"withdrawDelay"`
	// Salt tells channels with otherwise equal configs apart.
	Salt common.Hash `json:"salt"`
}

// ErrInvalidConfig is wrapped by Check's errors.
var ErrInvalidConfig = errors.New("invalid channel config")

// Check reports a config the contract would refuse on deposit: a zero payer,
// receiver, receiver authorizer or token, or a withdrawal delay out of
// bounds. The error wraps ErrInvalidConfig and names the field.
func (c Config) Check() error {
	zero := common.Address{}
	switch {
	case c.Payer == zero:
		return fmt.Errorf("%w: payer is the zero address", ErrInvalidConfig)
	case c.Receiver == zero:
		return fmt.Errorf("%w: receiver is the zero address", ErrInvalidConfig)
	case c.ReceiverAuthorizer == zero:
		return fmt.Errorf("%w: receiverAuthorizer is the zero address", ErrInvalidConfig)
	case c.Token == zero:
		return fmt.Errorf("%w: token is the zero address", ErrInvalidConfig)
	case c.WithdrawDelay < MinWithdrawDelay || c.WithdrawDelay > MaxWithdrawDelay:
		return fmt.Errorf("%w: withdrawDelay %d is outside [%d, %d] seconds", ErrInvalidConfig, c.WithdrawDelay, MinWithdrawDelay, MaxWithdrawDelay)
	}
	return nil
}

// VoucherSigner returns the address whose ECDSA signature a voucher of c
// needs: the payer authorizer. ok is false when the payer authorizer is zero;
// then the payer signs, and a smart-wallet payer's EIP-1271 signature can
// only be checked on chain.
func (c Config) VoucherSigner() (signer common.Address, ok bool) {
	return c.PayerAuthorizer, c.PayerAuthorizer != common.Address{}
}
