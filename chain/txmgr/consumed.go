package txmgr

import (
	"context"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/inkd/inkd/chain"
)

// A wrong "failed" is the worst answer the Manager can give: the caller
// tells its client the payment was not taken while a transaction of the
// intent may be in the chain. So "our nonce was used by another
// transaction" is decided only from facts that a lagging or load-balanced
// RPC cannot fake by being slow:
//
//   - the nonce is used at the block Confirmations below the head, not only
//     at the head (a receipt not yet indexed is then long indexed), and,
//     where the node serves the "finalized" block tag (geth, anvil, Base
//     nodes), in the finalized block: the chain's final word, so no reorg
//     can give the nonce back to an attempt of ours. On Base that holds a
//     failure ~15-20 minutes; it is the rare answer (a key used outside
//     inkd), and a wrong one makes a payer pay twice. With Confirmations 1
//     (a development chain, final on inclusion) the tag is not asked;
//     a node that never served it is judged by depth alone;
//   - every attempt's receipt was looked up after the nonce was read, and
//     none is in the canonical chain;
//   - the node answering is not behind: it serves the header at the height
//     at which the nonce was read, and that height is not below the highest
//     head this Manager has seen;
//   - all of this still holds ResubmitInterval after it was first seen
//     (markConsumed).
//
// Until then the record keeps waiting: rebroadcasts of our bytes are
// answered "nonce too low" and cost nothing.

// nonceUsedElsewhere handles a record whose nonce is used at view v's head
// while no attempt of it has a canonical receipt (looked up just before).
func (m *Manager) nonceUsedElsewhere(ctx context.Context, r *Record, v chainView) (*Record, error) {
	decided, err := m.consumedAtDepth(ctx, r, v)
	if err != nil || !decided {
		if err == nil {
			m.txLogger(r).WithField("head", v.head).Debug("nonce used but not deep yet, or node behind: waiting")
		}
		return r, err
	}
	return m.markConsumed(ctx, r)
}

// consumedAtDepth reports whether r's nonce is used Confirmations deep
// below v's head on a node that is not behind.
func (m *Manager) consumedAtDepth(ctx context.Context, r *Record, v chainView) (bool, error) {
	if v.head < m.highestHead() || m.headStale() {
		return false, nil
	}
	if _, err := m.canonicalHash(ctx, new(big.Int).SetUint64(v.head)); err != nil {
		if errors.Is(err, ethereum.NotFound) {
			return false, nil // the node answering has not seen that head
		}
		return false, err
	}
	if m.cfg.Confirmations <= 1 {
		return true, nil
	}
	if v.head+1 < m.cfg.Confirmations {
		return false, nil
	}
	deep := v.head + 1 - m.cfg.Confirmations
	fin, err := m.finalizedNumber(ctx)
	switch {
	case err == nil:
		m.finalizedServed.Store(true)
		deep = min(deep, fin)
	case m.finalizedServed.Load():
		// The node served the tag before: this failure is the node's
		// trouble, not an answer. Wait.
		m.txLogger(r).WithField("err", err.Error()).Debug("finalized block not read, waiting")
		return false, nil
	case errors.Is(err, ethereum.NotFound), chain.IsJSONRPCError(err):
		// A node without the tag: depth alone decides.
	default:
		return false, err
	}
	n, err := m.nonceAt(ctx, r.From, deep)
	if err != nil {
		return false, err
	}
	return n > r.Nonce, nil
}

// watchedUntil reads the number of the head final records are watched
// until (Config.WatchUntil): the finalized block, or the safe one.
func (m *Manager) watchedUntil(ctx context.Context) (uint64, error) {
	if m.cfg.WatchUntil != WatchSafe {
		return m.finalizedNumber(ctx)
	}
	h, err := m.canonicalHeader(ctx, big.NewInt(int64(rpc.SafeBlockNumber)))
	if err != nil {
		return 0, err
	}
	return h.Number.Uint64(), nil
}

// finalizedNumber reads the number of the node's finalized block;
// ethereum.NotFound or a JSON-RPC error when it does not serve the tag.
func (m *Manager) finalizedNumber(ctx context.Context) (uint64, error) {
	h, err := m.canonicalHeader(ctx, big.NewInt(int64(rpc.FinalizedBlockNumber)))
	if err != nil {
		return 0, err
	}
	return h.Number.Uint64(), nil
}

// blockReplaced reports whether the block a mined record was seen in is no
// longer the canonical block at its height. A node that has no block at
// that height (behind, or a shorter chain not grown back yet) proves
// nothing: false.
func (m *Manager) blockReplaced(ctx context.Context, r *Record) (bool, error) {
	h, err := m.canonicalHash(ctx, new(big.Int).SetUint64(r.BlockNumber))
	switch {
	case errors.Is(err, ethereum.NotFound):
		m.txLogger(r).WithField("block_number", r.BlockNumber).Debug("node has no block at the mined height yet")
		return false, nil
	case err != nil:
		return false, err
	case h == r.BlockHash:
		m.txLogger(r).WithField("block_number", r.BlockNumber).Debug("mined block still canonical, node answers lag")
		return false, nil
	}
	return true, nil
}
