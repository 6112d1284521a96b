package payment

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// DefaultNetworkTimeout is the default time allowed to each token-state read.
const DefaultNetworkTimeout = 10 * time.Second

// TokenState is what the Checker reads from the USDC contract. The caller
// implements it over the token's bindings (authorizationState and balanceOf
// at the latest block). Implementations must be safe for concurrent use.
type TokenState interface {
	// AuthorizationState reports whether authorizer's nonce has been used
	// (or cancelled) on chain.
	AuthorizationState(ctx context.Context, authorizer common.Address, nonce [32]byte) (used bool, err error)
	// BalanceOf returns a's balance in base units.
	BalanceOf(ctx context.Context, a common.Address) (*big.Int, error)
}

// CheckerConfig configures a Checker.
type CheckerConfig struct {
	// NetworkTimeout bounds each TokenState call (a child context of the
	// caller's). Zero means DefaultNetworkTimeout; negative is invalid.
	NetworkTimeout time.Duration
}

// Check reports a field that is out of range.
func (c CheckerConfig) Check() error {
	if c.NetworkTimeout < 0 {
		return fmt.Errorf("checker config: NetworkTimeout %s is negative", c.NetworkTimeout)
	}
	return nil
}

// CodeReader reads the code at an address (eth_getCode at the latest
// block); chain.AccountReader implements it.
type CodeReader interface {
	CodeAt(ctx context.Context, a common.Address) ([]byte, error)
}

// Checker performs the stateful checks of a verified payment that would
// otherwise make its settlement revert or let the payer make the operator
// pay for nothing: the nonce is unused on chain, the payer is a plain
// account (no code), and the payer holds enough tokens for this payment on
// top of its other accepted, unsettled ones. The chain stays the final
// judge: all of it can change between the check and the settlement. A
// Checker is safe for concurrent use.
type Checker struct {
	token   TokenState
	code    CodeReader
	spends  *Spends
	timeout time.Duration
}

// CheckerOption adds a check to a Checker.
type CheckerOption func(*Checker)

// WithCodeCheck refuses payers whose address holds code, read through r.
func WithCodeCheck(r CodeReader) CheckerOption {
	return func(c *Checker) { c.code = r }
}

// WithSpends reserves each accepted payment's value in s against the
// payer's balance; the caller releases it (Spends.Release) when the write's
// job ends or the request fails before it is queued.
func WithSpends(s *Spends) CheckerOption {
	return func(c *Checker) { c.spends = s }
}

// NewChecker returns a Checker reading token through cfg.
func NewChecker(cfg CheckerConfig, token TokenState, opts ...CheckerOption) (*Checker, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if token == nil {
		return nil, errors.New("new checker: nil TokenState")
	}
	timeout := cfg.NetworkTimeout
	if timeout == 0 {
		timeout = DefaultNetworkTimeout
	}
	c := &Checker{token: token, timeout: timeout}
	for _, o := range opts {
		o(c)
	}
	return c, nil
}

// Check returns an *InvalidError when p's nonce is already used on chain, a
// *HasCodeError when the payer's address holds code (WithCodeCheck), an
// *InsufficientFundsError when the payer's balance is below the value (with
// WithSpends: below the value plus the payer's pending holds; otherwise the
// value is now held), and an error wrapping ErrChainUnavailable (and the
// cause) when the chain cannot be read. A balance too low is read again on
// the newest state when the TokenState is FreshBalances. p should have
// passed Verify.
func (c *Checker) Check(ctx context.Context, p *Payment) error {
	if p == nil || p.Voucher != nil || p.Authorization.Value == nil {
		return invalidf("no payment authorization to check")
	}
	a := p.Authorization
	used, err := c.authorizationState(ctx, a.From, a.Nonce)
	if err != nil {
		return fmt.Errorf("%w: authorization state of %s: %w", ErrChainUnavailable, a.From.Hex(), err)
	}
	if used {
		return invalidf("authorization nonce 0x%x of %s was already used; sign a new one", a.Nonce, a.From.Hex())
	}
	if c.code != nil {
		code, err := c.codeAt(ctx, a.From)
		if err != nil {
			return fmt.Errorf("%w: code of %s: %w", ErrChainUnavailable, a.From.Hex(), err)
		}
		if len(code) != 0 {
			return &HasCodeError{Payer: a.From, Delegated: IsDelegation(code)}
		}
	}
	bal, err := c.balanceOf(ctx, a.From)
	if err != nil {
		return fmt.Errorf("%w: balance of %s: %w", ErrChainUnavailable, a.From.Hex(), err)
	}
	if bal == nil {
		return fmt.Errorf("%w: balance of %s: nil balance", ErrChainUnavailable, a.From.Hex())
	}
	err = c.hold(ctx, a, bal)
	var short *InsufficientFundsError
	fresh, can := c.token.(FreshBalances)
	if !errors.As(err, &short) || !can {
		return err
	}
	// Too low, as read: it may have been read from a provider a few blocks
	// behind a payer who was just funded.
	newest, ferr := c.freshBalanceOf(ctx, fresh, a.From)
	if ferr != nil {
		return fmt.Errorf("%w: balance of %s at the newest head: %w", ErrChainUnavailable, a.From.Hex(), ferr)
	}
	if newest == nil || newest.Cmp(bal) <= 0 {
		return err
	}
	return c.hold(ctx, a, newest)
}

// FreshBalances is a TokenState that can also read a balance on the newest
// state its providers have (chain.USDCState over the provider pool). The
// Checker asks it only to confirm a balance that is too low.
type FreshBalances interface {
	FreshBalanceOf(ctx context.Context, a common.Address) (*big.Int, error)
}

// hold accepts a payment of a.Value against balance: an
// *InsufficientFundsError when it is below the value (with WithSpends: the
// value plus the payer's pending holds), otherwise the value is held.
func (c *Checker) hold(ctx context.Context, a Authorization, balance *big.Int) error {
	if balance.Cmp(a.Value) < 0 {
		return &InsufficientFundsError{Payer: a.From, Balance: new(big.Int).Set(balance), Need: new(big.Int).Set(a.Value)}
	}
	if c.spends != nil {
		return c.spends.Hold(ctx, a, balance)
	}
	return nil
}

func (c *Checker) freshBalanceOf(ctx context.Context, f FreshBalances, a common.Address) (*big.Int, error) {
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	return f.FreshBalanceOf(ctx, a)
}

// IsDelegation reports whether code is an EIP-7702 delegation designator
// (0xef0100 followed by the 20-byte delegate address).
func IsDelegation(code []byte) bool {
	return len(code) == 23 && code[0] == 0xef && code[1] == 0x01 && code[2] == 0x00
}

func (c *Checker) codeAt(ctx context.Context, a common.Address) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	return c.code.CodeAt(ctx, a)
}

func (c *Checker) authorizationState(ctx context.Context, from common.Address, nonce [32]byte) (bool, error) {
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	return c.token.AuthorizationState(ctx, from, nonce)
}

func (c *Checker) balanceOf(ctx context.Context, a common.Address) (*big.Int, error) {
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	return c.token.BalanceOf(ctx, a)
}
