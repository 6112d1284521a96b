package mcp

import (
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
)

// Defaults of the spending caps, USDC base units (6 decimals).
const (
	// DefaultMaxFeePerCall is the most one tool call pays: 1 USDC.
	DefaultMaxFeePerCall = 1_000_000
	// DefaultMaxSpend is the most one session pays in all: 5 USDC.
	DefaultMaxSpend = 5_000_000
)

// Budget holds the spending caps of a session and what it has paid. Its
// Confirm is the API client's Config.Confirm: the client asks it before it
// signs a payment, so a payment above a cap is never signed.
//
// A paid tool call runs between Begin and End, one call at a time (the
// server serialises them): Confirm counts each payment towards the open
// call, and End keeps the call's payments as spent unless the API refused
// the write (then nothing moved). Safe for concurrent use.
type Budget struct {
	mu      sync.Mutex
	perCall *big.Int
	max     *big.Int
	// spent is what finished calls paid, or may have paid.
	spent *big.Int
	// call is what the open call signed; nil when no call is open.
	call *big.Int
}

// NewBudget returns a budget refusing a call that pays more than perCall
// and a payment that would take the session's spending past max. Nil caps
// take the defaults; a zero cap refuses every payment.
func NewBudget(perCall, max *big.Int) *Budget {
	if perCall == nil {
		perCall = big.NewInt(DefaultMaxFeePerCall)
	}
	if max == nil {
		max = big.NewInt(DefaultMaxSpend)
	}
	return &Budget{perCall: new(big.Int).Set(perCall), max: new(big.Int).Set(max), spent: new(big.Int)}
}

// CapError is a payment a cap refused before it was signed: nothing was
// signed or paid.
type CapError struct {
	// Session is true for the session's cap, false for the per-call cap.
	Session bool
	// Fee is the payment asked for; Cap the cap it would pass; Spent what
	// the session had paid before.
	Fee, Cap, Spent *big.Int
}

func (e *CapError) Error() string {
	if e.Session {
		return fmt.Sprintf("session_spending_cap: paying %s USDC would take this session's spending from %s to %s USDC, above its cap of %s USDC; nothing was signed or paid",
			client.FormatUSDC(e.Fee), client.FormatUSDC(e.Spent), client.FormatUSDC(new(big.Int).Add(e.Spent, e.Fee)), client.FormatUSDC(e.Cap))
	}
	return fmt.Sprintf("call_fee_cap: the fee is %s USDC, above the cap of %s USDC for one tool call; nothing was signed or paid",
		client.FormatUSDC(e.Fee), client.FormatUSDC(e.Cap))
}

// errNoCall is a payment asked for outside a paid tool call.
var errNoCall = errors.New("payment asked for outside a paid tool call; nothing was signed")

// Begin opens a paid call.
func (b *Budget) Begin() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.call = new(big.Int)
}

// Confirm refuses fee with a *CapError when the open call would pay more
// than the per-call cap or the session more than its cap; otherwise it
// counts fee towards the call. The description is not used.
func (b *Budget) Confirm(fee *big.Int, _ string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.call == nil {
		return errNoCall
	}
	if fee == nil || fee.Sign() < 0 {
		return fmt.Errorf("payment of %v USDC base units refused; nothing was signed", fee)
	}
	callTotal := new(big.Int).Add(b.call, fee)
	if callTotal.Cmp(b.perCall) > 0 {
		return &CapError{Fee: callTotal, Cap: new(big.Int).Set(b.perCall), Spent: new(big.Int).Set(b.spent)}
	}
	sessionTotal := new(big.Int).Add(b.spent, callTotal)
	if sessionTotal.Cmp(b.max) > 0 {
		return &CapError{Session: true, Fee: callTotal, Cap: new(big.Int).Set(b.max), Spent: new(big.Int).Set(b.spent)}
	}
	b.call = callTotal
	return nil
}

// End closes the open call and returns what it signed. kept adds that to
// the session's spending (see Charged).
func (b *Budget) End(kept bool) *big.Int {
	b.mu.Lock()
	defer b.mu.Unlock()
	signed := b.call
	if signed == nil {
		signed = new(big.Int)
	}
	if kept {
		b.spent.Add(b.spent, signed)
	}
	b.call = nil
	return signed
}

// Spending is a budget's state, amounts in USDC (decimal strings).
type Spending struct {
	MaxFeePerCall string `json:"maxFeePerCallUsdc" jsonschema:"the most one tool call may pay, USDC"`
	MaxSpend      string `json:"maxSpendUsdc" jsonschema:"the most this session may pay in all, USDC"`
	Spent         string `json:"spentUsdc" jsonschema:"what this session has paid (or may have paid: payments whose outcome is unknown count), USDC"`
	Remaining     string `json:"remainingUsdc" jsonschema:"what this session may still pay, USDC"`
}

// State reports the caps and the spending.
func (b *Budget) State() Spending {
	b.mu.Lock()
	defer b.mu.Unlock()
	left := new(big.Int).Sub(b.max, b.spent)
	if left.Sign() < 0 {
		left.SetInt64(0)
	}
	return Spending{
		MaxFeePerCall: client.FormatUSDC(b.perCall), MaxSpend: client.FormatUSDC(b.max),
		Spent: client.FormatUSDC(b.spent), Remaining: client.FormatUSDC(left),
	}
}

// Charged reports whether a paid write that ended with err may have moved
// money, so that its payments count against the session's cap. Only a
// final refusal by the API (a 4xx other than 429, or tx_failed: the
// transaction reverted and the payment with it) and a refusal before
// signing are known to have cost nothing; an unknown outcome counts.
func Charged(err error) bool {
	var (
		ae  *client.APIError
		ce  *CapError
		fee *client.FeeTooHighError
	)
	switch {
	case err == nil:
		return true
	case errors.As(err, &ce), errors.As(err, &fee), errors.Is(err, client.ErrDeclined), errors.Is(err, errNoCall):
		return false
	case errors.As(err, &ae):
		if ae.Code == wire.CodeTxFailed {
			return false
		}
		return ae.Status == 429 || ae.Status >= 500
	}
	return true
}
