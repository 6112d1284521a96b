package txmgr

import (
	"context"
	"errors"

	"github.com/ethereum/go-ethereum/rpc"

	"github.com/inkd/inkd/chain"
)

// The classes of RPCErrorClassMetrics, a bounded label set.
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

// RPCErrorClassMetrics is implemented by a Metrics that also wants the
// class of each failed RPC call. The Manager then calls RPCErrorClass
// instead of Metrics.RPCError. It is separate so that existing Metrics
// implementations keep compiling.
type RPCErrorClassMetrics interface {
	// RPCErrorClass counts a failed RPC call by JSON-RPC method and class
	// (RPCClassNode, RPCClassHTTP, RPCClassTimeout, RPCClassTransport).
	RPCErrorClass(method, class string)
}

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
	if cm, ok := m.metrics.(RPCErrorClassMetrics); ok {
		cm.RPCErrorClass(method, rpcErrorClass(err))
		return
	}
	m.metrics.RPCError(method)
}
