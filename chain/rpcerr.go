package chain

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/ethereum/go-ethereum/rpc"
)

// SendErrorClass is what a node's answer to eth_sendRawTransaction means for
// the sender of that transaction. It is the result of ClassifySendError.
type SendErrorClass int

// The classes ClassifySendError returns. Only SendUnknown leaves the sender
// unsure whether the node holds the transaction.
const (
	// SendAccepted: no error, the node took the transaction.
	SendAccepted SendErrorClass = iota
	// SendAlreadyKnown: the node already has these exact bytes (in its pool
	// or, for some nodes, in the chain). Counts as sent.
	SendAlreadyKnown
	// SendNonceTooLow: the account's nonce has moved past this transaction's
	// nonce, so some transaction with this nonce (ours or anyone's) was mined.
	SendNonceTooLow
	// SendNonceTooHigh: the node refuses a gapped nonce. A lower nonce is
	// missing from the node; retry after it lands.
	SendNonceTooHigh
	// SendReplacementUnderpriced: the node holds a different transaction with
	// the same nonce that this one does not outbid by the required margin.
	SendReplacementUnderpriced
	// SendUnderpriced: the fee is below what the node or the current base fee
	// requires. The same bytes may be accepted later; a bump helps.
	SendUnderpriced
	// SendInsufficientFunds: the sender cannot pay value + gas × fee cap.
	SendInsufficientFunds
	// SendPoolFull: the node's pool has no room for the transaction now.
	SendPoolFull
	// SendRejected: the node will never accept these bytes (gas below the
	// intrinsic cost or above the block limit, bad signature or chain id,
	// tip above fee cap, oversized data…).
	SendRejected
	// SendUnknown: a transport failure, a timeout or an error this table does
	// not know. The transaction may or may not have reached the node.
	SendUnknown
)

// String returns the class as a snake_case label for logs and metrics.
func (c SendErrorClass) String() string {
	switch c {
	case SendAccepted:
		return "accepted"
	case SendAlreadyKnown:
		return "already_known"
	case SendNonceTooLow:
		return "nonce_too_low"
	case SendNonceTooHigh:
		return "nonce_too_high"
	case SendReplacementUnderpriced:
		return "replacement_underpriced"
	case SendUnderpriced:
		return "underpriced"
	case SendInsufficientFunds:
		return "insufficient_funds"
	case SendPoolFull:
		return "pool_full"
	case SendRejected:
		return "rejected"
	default:
		return "unknown"
	}
}

// sendErrorPatterns maps lowercase fragments of the messages that geth,
// anvil, reth, erigon, nethermind and older parity/openethereum nodes return
// from eth_sendRawTransaction to their class. Order matters: the first
// fragment found wins, so longer, more specific fragments come first
// ("replacement transaction underpriced" before "transaction underpriced").
var sendErrorPatterns = []struct {
	fragment string
	class    SendErrorClass
}{
	// Guard: "unknown transaction type" contains "known transaction".
	{"unknown transaction type", SendRejected},
	// The node already has this exact transaction.
	{"already known", SendAlreadyKnown},                // geth, erigon, op-geth
	{"known transaction", SendAlreadyKnown},            // old geth: "known transaction: <hash>"
	{"transaction already imported", SendAlreadyKnown}, // anvil
	{"already imported", SendAlreadyKnown},             // parity, reth "[0x…] already imported"
	{"alreadyknown", SendAlreadyKnown},                 // nethermind "AlreadyKnown"
	{"tx already exists in cache", SendAlreadyKnown},   // some bsc/polygon nodes
	{"transaction already exists", SendAlreadyKnown},   // misc
	{"already in mempool", SendAlreadyKnown},           // misc
	{"could not replace existing tx", SendReplacementUnderpriced},
	{"replacement transaction underpriced", SendReplacementUnderpriced}, // geth, anvil
	{"insufficient gas price to replace", SendReplacementUnderpriced},   // reth
	{"another transaction with same nonce", SendReplacementUnderpriced}, // parity
	{"replacement fee too low", SendReplacementUnderpriced},
	{"nonce too low", SendNonceTooLow}, // geth "nonce too low: next nonce 1, tx nonce 0", anvil
	{"nonce is too low", SendNonceTooLow},
	{"oldnonce", SendNonceTooLow}, // nethermind "OldNonce"
	{"nonce too high", SendNonceTooHigh},
	{"insufficient funds", SendInsufficientFunds}, // geth "insufficient funds for gas * price + value: …", anvil "Insufficient funds …"
	{"insufficient balance", SendInsufficientFunds},
	{"txpool is full", SendPoolFull},
	{"account limit exceeded", SendPoolFull},
	{"in-flight transaction limit reached", SendPoolFull},
	{"transaction pool is full", SendPoolFull},
	{"future transaction tries to replace pending", SendPoolFull}, // geth: a full pool will not evict for a gapped nonce
	{"max fee per gas less than block base fee", SendUnderpriced}, // geth core, anvil
	{"fee cap less than block base fee", SendUnderpriced},
	{"transaction underpriced", SendUnderpriced},
	{"gas price below minimum", SendUnderpriced},
	{"gas price too low", SendUnderpriced},
	{"feecap below chain minimum", SendUnderpriced},
	{"intrinsic gas too low", SendRejected},  // geth "intrinsic gas too low: gas 20000, minimum needed 21000", anvil
	{"intrinsic gas too high", SendRejected}, // anvil "intrinsic gas too high -- tx.gas_limit > env.block.gas_limit"
	{"exceeds block gas limit", SendRejected},
	{"transaction gas limit too high", SendRejected}, // geth (Osaka cap)
	{"gas limit reached", SendRejected},
	{"insufficient gas for floor data gas cost", SendRejected},
	{"max priority fee per gas higher than max fee per gas", SendRejected},
	{"invalid sender", SendRejected}, // geth "invalid sender: invalid chain id for signer: …"
	{"invalid chain id", SendRejected},
	{"oversized data", SendRejected},
	{"negative value", SendRejected},
	{"gas uint64 overflow", SendRejected},
	{"transaction type not supported", SendRejected},
}

// ClassifySendError tells what an error from SendTransaction means. It is the
// only place in inkd that looks at the text of JSON-RPC errors: nodes report
// these conditions with code -32000 (geth) or -32003 (anvil) and a message,
// nothing more. A nil error is SendAccepted; a context deadline, a cancelled
// context, a transport failure, an HTTP error status (whatever its body) or
// an unknown message is SendUnknown.
func ClassifySendError(err error) SendErrorClass {
	if err == nil {
		return SendAccepted
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return SendUnknown
	}
	// An HTTP error status comes from whatever stands before the node (a
	// load balancer, a provider's gateway); its body is no answer of the
	// node's, even when it quotes one.
	var httpErr rpc.HTTPError
	if errors.As(err, &httpErr) {
		return SendUnknown
	}
	msg := strings.ToLower(err.Error())
	for _, p := range sendErrorPatterns {
		if strings.Contains(msg, p.fragment) {
			return p.class
		}
	}
	return SendUnknown
}

// revertErrorCode is the JSON-RPC error code geth and anvil give a call or gas
// estimate that reverted with revert data.
const revertErrorCode = 3

// IsExecutionReverted reports whether err from eth_call or eth_estimateGas
// says that the call reverted (as opposed to the node being unreachable or
// failing). The revert data, when the node sent it, is reachable with
// errors.As(err, &rpc.DataError).
func IsExecutionReverted(err error) bool {
	if err == nil {
		return false
	}
	var rpcErr rpc.Error
	if errors.As(err, &rpcErr) && rpcErr.ErrorCode() == revertErrorCode {
		return true
	}
	msg := strings.ToLower(err.Error())
	return strings.Contains(msg, "execution reverted") ||
		strings.Contains(msg, "vm exception while processing transaction: revert")
}

// IsJSONRPCError reports whether err carries a JSON-RPC error object: the node
// answered and refused or failed the request. Asking again gives the same
// answer, unlike a transport failure, a timeout or an HTTP error status (a
// load balancer's 429 or 502), which are worth a retry.
func IsJSONRPCError(err error) bool {
	var rpcErr rpc.Error
	return errors.As(err, &rpcErr)
}

// RefusedLogRange reports whether a failed eth_getLogs may succeed over a
// narrower range: the node answered with a JSON-RPC error ("query returned
// more than 10000 results", "block range is too wide", "response size
// exceeded"…) or a gateway refused the request or its response as too
// large (HTTP 400, 413). Transport failures and timeouts are retried as
// they are.
func RefusedLogRange(err error) bool {
	if IsJSONRPCError(err) {
		return true
	}
	var he rpc.HTTPError
	return errors.As(err, &he) && (he.StatusCode == http.StatusBadRequest || he.StatusCode == http.StatusRequestEntityTooLarge)
}

// IsNotYetIndexed reports whether err is a node saying it cannot answer a
// transaction lookup yet because its transaction index is still being
// built (go-ethereum: "transaction indexing is in progress"). The receipt
// may well exist: callers treat it as "not found yet" and ask again later.
func IsNotYetIndexed(err error) bool {
	return err != nil && strings.Contains(strings.ToLower(err.Error()), "transaction indexing is in progress")
}
