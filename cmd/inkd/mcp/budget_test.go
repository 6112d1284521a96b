package mcp

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
)

// step is one paid call against a budget: the fees it asks for in order
// and whether its write ended charged.
type step struct {
	fees []int64
	kept bool
}

// The caps refuse a payment before it is signed: per call on the sum of
// the call's payments, per session on what finished calls kept plus the
// call; refused writes give their payments back.
func TestBudgetCaps(t *testing.T) {
	for _, tc := range []struct {
		name    string
		perCall int64
		max     int64
		steps   []step
		// want is each payment's outcome: "ok", "call" or "session".
		want  []string
		spent string
	}{
		{"under both caps", 100, 1000, []step{{[]int64{100}, true}, {[]int64{50}, true}}, []string{"ok", "ok"}, "0.00015"},
		{"a fee above the call cap", 100, 1000, []step{{[]int64{101}, true}}, []string{"call"}, "0.00"},
		{"two payments of one call add up", 100, 1000, []step{{[]int64{60, 60}, true}}, []string{"ok", "call"}, "0.00006"},
		{"the session cap counts kept calls", 100, 150, []step{{[]int64{100}, true}, {[]int64{51}, true}, {[]int64{50}, true}}, []string{"ok", "session", "ok"}, "0.00015"},
		{"a refused write gives its fee back", 100, 150, []step{{[]int64{100}, false}, {[]int64{100}, true}}, []string{"ok", "ok"}, "0.0001"},
		{"exactly the cap is allowed", 100, 100, []step{{[]int64{100}, true}, {[]int64{1}, true}}, []string{"ok", "session"}, "0.0001"},
		{"a zero cap refuses everything", 0, 0, []step{{[]int64{1}, true}}, []string{"call"}, "0.00"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := NewBudget(big.NewInt(tc.perCall), big.NewInt(tc.max))
			var got []string
			for _, s := range tc.steps {
				b.Begin()
				for _, f := range s.fees {
					err := b.Confirm(big.NewInt(f), "")
					var ce *CapError
					switch {
					case err == nil:
						got = append(got, "ok")
					case errors.As(err, &ce) && ce.Session:
						got = append(got, "session")
					case errors.As(err, &ce):
						got = append(got, "call")
					default:
						t.Fatalf("Confirm(%d) = %v", f, err)
					}
				}
				b.End(s.kept)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("outcomes (-want +got):\n%s", diff)
			}
			if s := b.State().Spent; s != tc.spent {
				t.Errorf("spent %s USDC, want %s", s, tc.spent)
			}
		})
	}
}

// A payment asked for outside a call is refused.
func TestBudgetRefusesOutsideACall(t *testing.T) {
	b := NewBudget(nil, nil)
	if err := b.Confirm(big.NewInt(1), ""); !errors.Is(err, errNoCall) {
		t.Fatalf("Confirm outside a call = %v, want errNoCall", err)
	}
	b.Begin()
	if err := b.Confirm(big.NewInt(1), ""); err != nil {
		t.Fatal(err)
	}
	b.End(true)
	if err := b.Confirm(big.NewInt(1), ""); !errors.Is(err, errNoCall) {
		t.Fatalf("Confirm after End = %v, want errNoCall", err)
	}
}

// Only known refusals give a payment back; unknown outcomes count.
func TestCharged(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want bool
	}{
		{nil, true},
		{&client.PendingError{JobID: "pay_1"}, true},
		{&client.NetworkError{Err: errors.New("reset")}, true},
		{context.DeadlineExceeded, true},
		{&client.APIError{Status: 503, Code: wire.CodeServiceUnavailable}, true},
		{&client.APIError{Status: 429, Code: wire.CodeRateLimited}, true},
		{&client.APIError{Status: 500, Code: wire.CodeTxFailed}, false},
		{&client.APIError{Status: 409, Code: wire.CodeNameTaken}, false},
		{&client.APIError{Status: 402, Code: wire.CodePaymentInvalid}, false},
		{fmt.Errorf("push: %w", &CapError{Fee: big.NewInt(2), Cap: big.NewInt(1), Spent: new(big.Int)}), false},
		{&client.FeeTooHighError{Fee: big.NewInt(2), Max: big.NewInt(1)}, false},
	} {
		if got := Charged(tc.err); got != tc.want {
			t.Errorf("Charged(%v) = %v, want %v", tc.err, got, tc.want)
		}
	}
}

// A paid call that panics after a payment was signed keeps it as spent
// and frees the next paid call.
func TestPanickedPaidCallCountsItsPayment(t *testing.T) {
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	b := NewBudget(big.NewInt(100), big.NewInt(1000))
	c, err := client.New(client.Config{BaseURL: "http://127.0.0.1:1", Key: key, Confirm: b.Confirm})
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Client: c, Budget: b})
	if err != nil {
		t.Fatal(err)
	}
	func() {
		defer func() { _ = recover() }()
		_, _, _ = s.pay(context.Background(), func(context.Context) (*client.WriteResult, error) {
			if err := b.Confirm(big.NewInt(40), ""); err != nil {
				t.Fatal(err)
			}
			panic("after signing")
		})
	}()
	if got := b.State().Spent; got != "0.00004" {
		t.Errorf("spent %s after the panicked call, want 0.00004", got)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, _, err = s.pay(ctx, func(context.Context) (*client.WriteResult, error) {
		return nil, &client.APIError{Status: 409, Code: wire.CodeNameTaken}
	})
	if apiCode(err) != "name_taken" {
		t.Errorf("the next paid call = %v, want it to run", err)
	}
}
