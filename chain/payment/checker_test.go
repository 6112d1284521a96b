package payment

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
)

// tokenState is a hand-written TokenState: a map of used nonces, a map of
// balances and injectable failures. It records whether every call carried a
// deadline.
type tokenState struct {
	used     map[[32]byte]bool
	balances map[common.Address]*big.Int
	stateErr error
	balErr   error

	mu          sync.Mutex
	calls       int
	noDeadlines int
}

var _ TokenState = (*tokenState)(nil)

func (s *tokenState) record(ctx context.Context) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.calls++
	if _, ok := ctx.Deadline(); !ok {
		s.noDeadlines++
	}
}

func (s *tokenState) AuthorizationState(ctx context.Context, _ common.Address, nonce [32]byte) (bool, error) {
	s.record(ctx)
	if s.stateErr != nil {
		return false, s.stateErr
	}
	return s.used[nonce], nil
}

func (s *tokenState) BalanceOf(ctx context.Context, a common.Address) (*big.Int, error) {
	s.record(ctx)
	if s.balErr != nil {
		return nil, s.balErr
	}
	return s.balances[a], nil
}

func TestChecker(t *testing.T) {
	payer := common.HexToAddress(addr0)
	nonce := common.HexToHash("0x11")
	p := &Payment{Version: V1, Authorization: Authorization{From: payer, To: testPayTo, Value: big.NewInt(100000), ValidAfter: big.NewInt(0), ValidBefore: big.NewInt(1), Nonce: nonce}}
	errRPC := errors.New("dial tcp 127.0.0.1:8545: connection refused")
	cases := []struct {
		name  string
		state *tokenState
		want  error
		// wantIs lists errors the result must match with errors.Is (for
		// wrapped errors, whose text is not compared).
		wantIs []error
	}{
		{name: "ok", state: &tokenState{balances: map[common.Address]*big.Int{payer: big.NewInt(100000)}}},
		{name: "ok with more", state: &tokenState{balances: map[common.Address]*big.Int{payer: big.NewInt(5_000_000)}}},
		{name: "nonce used", state: &tokenState{used: map[[32]byte]bool{nonce: true}, balances: map[common.Address]*big.Int{payer: big.NewInt(100000)}},
			want: &InvalidError{Reason: "authorization nonce 0x0000000000000000000000000000000000000000000000000000000000000011 of " + addr0 + " was already used; sign a new one"}},
		{name: "balance low", state: &tokenState{balances: map[common.Address]*big.Int{payer: big.NewInt(99999)}},
			want: &InsufficientFundsError{Payer: payer, Balance: big.NewInt(99999), Need: big.NewInt(100000)}},
		{name: "no balance", state: &tokenState{balances: map[common.Address]*big.Int{payer: big.NewInt(0)}},
			want: &InsufficientFundsError{Payer: payer, Balance: big.NewInt(0), Need: big.NewInt(100000)}},
		{name: "state unavailable", state: &tokenState{stateErr: errRPC}, wantIs: []error{ErrChainUnavailable, errRPC}},
		{name: "balance unavailable", state: &tokenState{balErr: context.DeadlineExceeded}, wantIs: []error{ErrChainUnavailable, context.DeadlineExceeded}},
		{name: "nil balance", state: &tokenState{}, wantIs: []error{ErrChainUnavailable}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, err := NewChecker(CheckerConfig{NetworkTimeout: time.Minute}, tc.state)
			if err != nil {
				t.Fatal(err)
			}
			err = c.Check(context.Background(), p)
			if tc.wantIs != nil {
				for _, target := range tc.wantIs {
					if !errors.Is(err, target) {
						t.Errorf("Check = %v, want errors.Is %v", err, target)
					}
				}
			} else if diff := cmp.Diff(tc.want, err, bigEqual); diff != "" {
				t.Errorf("Check (-want +got):\n%s", diff)
			}
			if tc.state.noDeadlines != 0 {
				t.Errorf("%d of %d token reads ran without a deadline", tc.state.noDeadlines, tc.state.calls)
			}
		})
	}
}

func TestCheckerNoPayment(t *testing.T) {
	c, err := NewChecker(CheckerConfig{}, &tokenState{})
	if err != nil {
		t.Fatal(err)
	}
	want := &InvalidError{Reason: "no payment authorization to check"}
	if diff := cmp.Diff(want, c.Check(context.Background(), nil)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestCheckerConfig(t *testing.T) {
	if err := (CheckerConfig{}).Check(); err != nil {
		t.Errorf("zero config: %v", err)
	}
	if _, err := NewChecker(CheckerConfig{NetworkTimeout: -time.Second}, &tokenState{}); err == nil {
		t.Error("negative NetworkTimeout accepted")
	}
	if _, err := NewChecker(CheckerConfig{}, nil); err == nil {
		t.Error("nil TokenState accepted")
	}
	c, err := NewChecker(CheckerConfig{}, &tokenState{})
	if err != nil {
		t.Fatal(err)
	}
	if c.timeout != DefaultNetworkTimeout {
		t.Errorf("timeout %s, want DefaultNetworkTimeout", c.timeout)
	}
}

// codeMap is a hand-written CodeReader.
type codeMap map[common.Address][]byte

func (m codeMap) CodeAt(_ context.Context, a common.Address) ([]byte, error) { return m[a], nil }

// TestCheckerRefusesPayersWithCode is the API half of finding 1 of the
// money-path review: a payer whose address holds code (a contract, or an
// EIP-7702 designator 0xef0100 ‖ delegate) is refused before anything is
// queued, and an account without code passes.
func TestCheckerRefusesPayersWithCode(t *testing.T) {
	plain := common.HexToAddress("0x01")
	delegated := common.HexToAddress("0x02")
	contract := common.HexToAddress("0x03")
	designator := append([]byte{0xef, 0x01, 0x00}, common.HexToAddress("0xde1e9a7e").Bytes()...)
	codes := codeMap{delegated: designator, contract: {0x60, 0x00}}
	balances := map[common.Address]*big.Int{plain: big.NewInt(1e6), delegated: big.NewInt(1e6), contract: big.NewInt(1e6)}
	c, err := NewChecker(CheckerConfig{}, &tokenState{balances: balances}, WithCodeCheck(codes))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name      string
		from      common.Address
		refused   bool
		delegated bool
	}{
		{"plain account", plain, false, false},
		{"EIP-7702 delegated account", delegated, true, true},
		{"contract", contract, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := &Payment{Version: V1, Authorization: Authorization{From: tc.from, To: testPayTo, Value: big.NewInt(100000), ValidAfter: big.NewInt(0), ValidBefore: big.NewInt(1)}}
			err := c.Check(context.Background(), p)
			var hc *HasCodeError
			if got := errors.As(err, &hc); got != tc.refused {
				t.Fatalf("Check = %v, refused %v, want %v", err, got, tc.refused)
			}
			if tc.refused && hc.Delegated != tc.delegated {
				t.Fatalf("Delegated = %v, want %v", hc.Delegated, tc.delegated)
			}
		})
	}
}
