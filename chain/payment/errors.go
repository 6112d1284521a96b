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

// ErrStoreUnavailable wraps failures to read or write the payment records
// kept in Redis (holds, suspensions). Nothing was charged; the request may be
// retried. The API maps it to 503 service_unavailable.
var ErrStoreUnavailable = errors.New("payment records unavailable")

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
	// Pending is what the payer's other accepted, unsettled authorizations
	// already take from Balance (nil when none were counted).
	Pending *big.Int
}

// Error implements error.
func (e *InsufficientFundsError) Error() string {
	if e.Pending != nil && e.Pending.Sign() > 0 {
		return fmt.Sprintf("payer %s holds %s USDC base units, %s of them promised to writes still settling, and the payment needs %s; wait for those writes or fund the wallet, then retry",
			e.Payer.Hex(), decimal(e.Balance), decimal(e.Pending), decimal(e.Need))
	}
	return fmt.Sprintf("payer %s holds %s USDC base units but the payment needs %s; fund the wallet and retry",
		e.Payer.Hex(), decimal(e.Balance), decimal(e.Need))
}

// HasCodeError is a payer whose address holds code: a contract wallet or an
// EIP-7702 delegated account (code 0xef0100 ‖ delegate). USDC verifies such a
// signer through ERC-1271, which the account's code may answer one way when
// the write is simulated and another when it is settled, making the settler
// pay for a reverted transaction; inkd accepts payments from plain accounts
// only. The API maps it to 403 payment_invalid.
type HasCodeError struct {
	// Payer is the authorization's From.
	Payer common.Address
	// Delegated is true when the code is an EIP-7702 delegation designator.
	Delegated bool
}

// Error implements error.
func (e *HasCodeError) Error() string {
	what := "is a contract"
	if e.Delegated {
		what = "is delegated to code (EIP-7702)"
	}
	return fmt.Sprintf("payer %s %s; inkd accepts payments signed by plain accounts only: pay from a wallet without code", e.Payer.Hex(), what)
}

// decimal formats x in base 10; nil is "0".
func decimal(x *big.Int) string {
	if x == nil {
		return "0"
	}
	return x.String()
}
