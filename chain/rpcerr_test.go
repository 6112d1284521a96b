package chain

import (
	"context"
	"errors"
	"fmt"
	"net"
	"testing"

	"github.com/ethereum/go-ethereum/rpc"
	"github.com/google/go-cmp/cmp"
)

// nodeError is a JSON-RPC error object as the rpc client hands it back: a
// code and a message, optionally data.
type nodeError struct {
	code int
	msg  string
	data any
}

func (e nodeError) Error() string      { return e.msg }
func (e nodeError) ErrorCode() int     { return e.code }
func (e nodeError) ErrorData() any     { return e.data }
func geth(msg string) error            { return nodeError{code: -32000, msg: msg} }
func anvil(code int, msg string) error { return nodeError{code: code, msg: msg} }

var (
	_ rpc.Error     = nodeError{}
	_ rpc.DataError = nodeError{}
)

// The messages below were captured from go-ethereum v1.17.10 (the simulated
// backend, which runs the real txpool behind the real RPC server) and from
// anvil 1.7.1 (--no-mining) by sending the offending transactions.
func TestClassifySendError(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want SendErrorClass
	}{
		{"nil", nil, SendAccepted},

		{"geth already known", geth("already known"), SendAlreadyKnown},
		{"geth replacement underpriced", geth("replacement transaction underpriced"), SendReplacementUnderpriced},
		{"geth nonce too low", geth("nonce too low: next nonce 1, tx nonce 0"), SendNonceTooLow},
		{"geth nonce too high", geth("nonce too high: tx nonce 7, gapped nonce 5"), SendNonceTooHigh},
		{"geth insufficient funds", geth("insufficient funds for gas * price + value: balance 0, tx cost 63000000000001, overshot 63000000000001"), SendInsufficientFunds},
		{"geth insufficient funds queued", geth("insufficient funds for gas * price + value: balance 5, queued cost 3, tx cost 4, overshot 2"), SendInsufficientFunds},
		{"geth intrinsic gas", geth("intrinsic gas too low: gas 20000, minimum needed 21000"), SendRejected},
		{"geth gas limit cap", geth("transaction gas limit too high (cap: 16777216, tx: 100000000)"), SendRejected},
		{"geth block gas limit", geth("exceeds block gas limit"), SendRejected},
		{"geth tip above cap", geth("max priority fee per gas higher than max fee per gas"), SendRejected},
		{"geth wrong chain", geth("invalid sender: invalid chain id for signer: have 99 want 1337"), SendRejected},
		{"geth underpriced", geth("transaction underpriced: tip needed 1, tip permitted 0"), SendUnderpriced},
		{"geth below minimum", geth("transaction gas price below minimum: gas tip cap 0, minimum needed 1"), SendUnderpriced},
		{"geth fee cap below base fee", geth("max fee per gas less than block base fee: address 0x1, maxFeePerGas: 1, baseFee: 7"), SendUnderpriced},
		{"geth pool full", geth("txpool is full"), SendPoolFull},
		{"geth account limit", geth("account limit exceeded: pooled 16 txs"), SendPoolFull},
		// A full pool refuses a gapped nonce that would evict an executable
		// transaction (seen from the embedded node with a pool of three).
		{"geth future replaces pending", geth("future transaction tries to replace pending"), SendPoolFull},
		{"geth oversized", geth("oversized data: transaction size 200000, limit 131072"), SendRejected},
		{"geth type not supported", geth("transaction type not supported"), SendRejected},

		{"anvil already imported", anvil(-32003, "transaction already imported"), SendAlreadyKnown},
		{"anvil replacement underpriced", anvil(-32003, "replacement transaction underpriced"), SendReplacementUnderpriced},
		{"anvil nonce too low", anvil(-32003, "nonce too low"), SendNonceTooLow},
		{"anvil insufficient funds", anvil(-32003, "Insufficient funds for gas * price + value"), SendInsufficientFunds},
		{"anvil fee cap below base fee", anvil(-32003, "max fee per gas less than block base fee"), SendUnderpriced},
		{"anvil intrinsic gas", anvil(-32000, "intrinsic gas too low"), SendRejected},
		{"anvil block gas limit", anvil(-32000, "intrinsic gas too high -- tx.gas_limit > env.block.gas_limit"), SendRejected},
		{"anvil tip above cap", anvil(-32003, "max priority fee per gas higher than max fee per gas"), SendRejected},
		{"anvil wrong chain", anvil(-32003, "invalid chain id for signer"), SendRejected},

		{"old geth known transaction", geth("known transaction: 5f3c…"), SendAlreadyKnown},
		{"could not replace", geth("could not replace existing tx"), SendReplacementUnderpriced},
		{"reth replace", geth("Tx: insufficient gas price to replace existing transaction"), SendReplacementUnderpriced},
		{"nethermind already known", geth("AlreadyKnown"), SendAlreadyKnown},
		{"nethermind old nonce", geth("OldNonce"), SendNonceTooLow},
		{"unknown transaction type is not known", geth("unknown transaction type 9"), SendRejected},

		{"wrapped", fmt.Errorf("broadcast 0xab: %w", geth("already known")), SendAlreadyKnown},
		{"deadline", fmt.Errorf("send: %w", context.DeadlineExceeded), SendUnknown},
		{"cancelled", context.Canceled, SendUnknown},
		{"connection refused", &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connect: connection refused")}, SendUnknown},
		{"http 502", rpc.HTTPError{StatusCode: 502, Status: "502 Bad Gateway"}, SendUnknown},
		// A proxy's error page is not the node's answer, whatever its text
		// says (found by FuzzRPCAnswer): the send may or may not have
		// reached a node.
		{"http 503 page with a node phrase", rpc.HTTPError{StatusCode: 503, Status: "503 Service Unavailable", Body: []byte("upstream said: invalid sender")}, SendUnknown},
		{"wrapped http 500 page", fmt.Errorf("provider a: %w", rpc.HTTPError{StatusCode: 500, Status: "500", Body: []byte("nonce too low")}), SendUnknown},
		{"unrecognised", geth("something odd happened"), SendUnknown},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := ClassifySendError(tc.err)
			if diff := cmp.Diff(tc.want.String(), got.String()); diff != "" {
				t.Errorf("ClassifySendError(%v) (-want +got):\n%s", tc.err, diff)
			}
		})
	}
}

func TestIsExecutionReverted(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want bool
	}{
		{"nil", nil, false},
		{"code 3 with data", nodeError{code: 3, msg: "execution reverted", data: "0x1c4b5a2e"}, true},
		{"geth reason", geth("execution reverted: Nothing to settle"), true},
		{"anvil custom error", nodeError{code: 3, msg: "execution reverted: custom error 0x1c4b5a2e", data: "0x1c4b5a2e"}, true},
		{"wrapped", fmt.Errorf("estimate gas: %w", nodeError{code: 3, msg: "execution reverted"}), true},
		{"hardhat", geth("VM Exception while processing transaction: revert"), true},
		{"insufficient funds", geth("insufficient funds for gas * price + value"), false},
		{"timeout", context.DeadlineExceeded, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, IsExecutionReverted(tc.err)); diff != "" {
				t.Errorf("IsExecutionReverted(%v) (-want +got):\n%s", tc.err, diff)
			}
		})
	}
}

func TestIsJSONRPCError(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want bool
	}{
		{"nil", nil, false},
		{"json-rpc", geth("nonce too low"), true},
		{"wrapped json-rpc", fmt.Errorf("send: %w", geth("already known")), true},
		{"http 429", rpc.HTTPError{StatusCode: 429, Status: "429 Too Many Requests"}, false},
		{"deadline", context.DeadlineExceeded, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, IsJSONRPCError(tc.err)); diff != "" {
				t.Errorf("IsJSONRPCError(%v) (-want +got):\n%s", tc.err, diff)
			}
		})
	}
}

func TestIsNotYetIndexed(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  error
		want bool
	}{
		{"geth", errors.New("transaction indexing is in progress"), true},
		{"wrapped", fmt.Errorf("receipt of 0x1: %w", errors.New("transaction indexing is in progress")), true},
		{"not found", errors.New("not found"), false},
		{"nil", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, IsNotYetIndexed(tc.err)); diff != "" {
				t.Errorf("IsNotYetIndexed(%v) (-want +got):\n%s", tc.err, diff)
			}
		})
	}
}

func TestRefusedLogRange(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want bool
	}{
		{"too many results", nodeError{code: -32005, msg: "query returned more than 10000 results"}, true},
		{"wrapped JSON-RPC error", fmt.Errorf("get logs: %w", nodeError{code: -32602, msg: "block range too large"}), true},
		{"payload too large", rpc.HTTPError{StatusCode: 413, Status: "413 Payload Too Large"}, true},
		{"bad request", rpc.HTTPError{StatusCode: 400, Status: "400 Bad Request"}, true},
		{"rate limited", rpc.HTTPError{StatusCode: 429, Status: "429 Too Many Requests"}, false},
		{"timeout", context.DeadlineExceeded, false},
		{"transport", errors.New("connection refused"), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := RefusedLogRange(tc.err); got != tc.want {
				t.Fatalf("RefusedLogRange(%v) = %v, want %v", tc.err, got, tc.want)
			}
		})
	}
}
