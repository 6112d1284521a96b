package rpcpool

import (
	"context"
	"errors"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/rpc"
)

// JSON-RPC error codes that are the provider's trouble, not an answer
// about the chain: -32005 limit exceeded (Infura, Alchemy and others rate
// limit with it), -32603 internal error.
const (
	codeLimitExceeded = -32005
	codeInternal      = -32603
)

// providerTrouble lists lower-case fragments of JSON-RPC error messages
// that a provider gives when it cannot serve the call right now, whatever
// the chain holds: asking another provider may succeed.
var providerTrouble = []string{
	"header not found",                    // geth behind the asked block
	"unknown block",                       // erigon, nethermind behind the asked block
	"rate limit",                          // many hosted providers
	"too many requests",                   // many hosted providers
	"request timed out",                   // hosted providers
	"capacity exceeded",                   // hosted providers
	"service unavailable",                 // hosted providers
	"upstream",                            // proxies in front of nodes
	"transaction indexing is in progress", // geth still indexing
}

// transient reports whether err is the provider's failure rather than an
// answer: a transport error, a timeout of the attempt, an HTTP error
// status, or a JSON-RPC error of the kinds above. Another provider, or the
// same one later, may answer. Not found, reverts and the node's refusals
// ("nonce too low") are answers and are not transient.
func transient(err error) bool {
	if err == nil || errors.Is(err, ethereum.NotFound) || errors.Is(err, context.Canceled) {
		return false
	}
	var httpErr rpc.HTTPError
	if errors.As(err, &httpErr) {
		return true
	}
	var rpcErr rpc.Error
	if errors.As(err, &rpcErr) {
		if c := rpcErr.ErrorCode(); c == codeLimitExceeded || c == codeInternal {
			return true
		}
		msg := strings.ToLower(err.Error())
		for _, f := range providerTrouble {
			if strings.Contains(msg, f) {
				return true
			}
		}
		return false
	}
	return true
}
