package payment

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// ErrChainUnavailable wraps failures to read token state from the chain node
// (timeouts, transport errors). It says nothing about the payment itself: the
// request may be retried. The API maps it to 500 rpc_error.
var ErrChainUnavailable = errors.New("chain state unavailable")

// InvalidError is a payment that can never succeed as sent: undecodable,
// wrong scheme, network, asset or recipient, outside its validity window,
// badly signed, or with a nonce already used. The API maps it to
// 403 payment_invalid and shows Reason to the client.
type InvalidError struct {
	// Reason says what is wrong and what to do, in one sentence meant for the
	// client, e.g. "authorization expired at 2025-01-02T03:04:05Z; sign a new one".
	Reason string
}

// Error implements error.
func (e *InvalidError) Error() string {
	return "invalid payment: " + e.Reason
}

func invalidf(format string, args ...any) *InvalidError {
	return &InvalidError{Reason: fmt.Sprintf(format, args...)}
}

// AmountMismatchError is an authorization whose value differs from the
// required amount (the exact scheme pays the amount exactly, no more, no
// less). Amounts are token base units. The API maps it to
// 403 payment_amount_mismatch.
type AmountMismatchError struct {
	// Want is the required amount.
	Want *big.Int
	// Got is the authorization's value.
	Got *big.Int
}

// Error implements error.
func (e *AmountMismatchError) Error() string {
	return fmt.Sprintf("payment amount %s differs from the required %s (USDC base units); sign an authorization for exactly %s",
		decimal(e.Got), decimal(e.Want), decimal(e.Want))
}

// InsufficientFundsError is a payer whose token balance is below the
// authorization's value, so the transfer would revert. Amounts are token base
// units. The API maps it to 403 payment_invalid: the client funds the wallet
// and retries.
type InsufficientFundsError struct {
	// Payer is the authorization's From.
	Payer common.Address
	// Balance is the payer's balance when checked.
	Balance *big.Int
	// Need is the authorization's value.
	Need *big.Int
}

// Error implements error.
func (e *InsufficientFundsError) Error() string {
	return fmt.Sprintf("payer %s holds %s USDC base units but the payment needs %s; fund the wallet and retry",
		e.Payer.Hex(), decimal(e.Balance), decimal(e.Need))
}

// decimal formats x in base 10; nil is "0".
func decimal(x *big.Int) string {
	if x == nil {
		return "0"
	}
	return x.String()
}
