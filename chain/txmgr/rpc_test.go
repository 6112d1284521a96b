package txmgr

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/internal/testutil"
)

// jsonRPCError is a node's JSON-RPC error answer.
type jsonRPCError struct{ msg string }

func (e jsonRPCError) Error() string  { return e.msg }
func (e jsonRPCError) ErrorCode() int { return -32000 }

var _ rpc.Error = jsonRPCError{}

func TestCallRetriesOnlyTransportFailures(t *testing.T) {
	tests := []struct {
		name      string
		errs      []error // returned by successive tries; nil = success
		wantCalls int
		wantErr   error
	}{
		{"success", []error{nil}, 1, nil},
		{"transport error then success", []error{errNetwork, nil}, 2, nil},
		{"timeout then success", []error{context.DeadlineExceeded, nil}, 2, nil},
		{"http 502 then success", []error{rpc.HTTPError{StatusCode: 502}, nil}, 2, nil},
		{"transport error every time", []error{errNetwork, errNetwork, errNetwork, errNetwork}, rpcTries, errNetwork},
		{"json-rpc error is an answer", []error{jsonRPCError{"nonce too low"}, nil}, 1, jsonRPCError{"nonce too low"}},
		{"not found is an answer", []error{ethereum.NotFound, nil}, 1, ethereum.NotFound},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			mt := newCountingMetrics()
			m := &Manager{cfg: testConfig().withDefaults(), metrics: mt, log: testutil.Logger(t)}
			calls := 0
			err := m.call(context.Background(), "eth_test", func(ctx context.Context) error {
				if _, ok := ctx.Deadline(); !ok {
					t.Error("call without a deadline")
				}
				calls++
				return tc.errs[calls-1]
			})
			if !errors.Is(err, tc.wantErr) && err != tc.wantErr {
				t.Errorf("err = %v, want %v", err, tc.wantErr)
			}
			if diff := cmp.Diff(tc.wantCalls, calls); diff != "" {
				t.Errorf("calls (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCallStopsWhenContextEnds(t *testing.T) {
	m := &Manager{cfg: testConfig().withDefaults(), metrics: Noop{}, log: testutil.Logger(t)}
	ctx, cancel := context.WithCancel(context.Background())
	calls := 0
	err := m.call(ctx, "eth_test", func(context.Context) error {
		calls++
		cancel()
		return errNetwork
	})
	if !errors.Is(err, errNetwork) || calls != 1 {
		t.Errorf("call after cancel = %v after %d calls; want errNetwork after 1", err, calls)
	}
}
