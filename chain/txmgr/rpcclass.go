package txmgr

import (
	"context"
	"errors"

	"github.com/ethereum/go-ethereum/rpc"

	"github.com/inkd/inkd/chain"
)

// The classes of a failed call in Metrics.RPCError, a bounded label set.
const (
	// RPCClassNode: the node answered with a JSON-RPC error.
	RPCClassNode = "node_error"
	// RPCClassHTTP: an HTTP error status (a provider or gateway refused).
	RPCClassHTTP = "http_status"
	// RPCClassTimeout: no answer within NetworkTimeout.
	RPCClassTimeout = "timeout"
	// RPCClassTransport: the connection failed (refused, reset, DNS…).
	RPCClassTransport = "transport"
)

// rpcErrorClass classifies a failed call's error.
func rpcErrorClass(err error) string {
	var httpErr rpc.HTTPError
	switch {
	case chain.IsJSONRPCError(err):
		return RPCClassNode
	case errors.As(err, &httpErr):
		return RPCClassHTTP
	case errors.Is(err, context.DeadlineExceeded):
		return RPCClassTimeout
	}
	return RPCClassTransport
}

// countRPCError reports a failed call of method.
func (m *Manager) countRPCError(method string, err error) {
	m.metrics.RPCError(method, rpcErrorClass(err))
}
