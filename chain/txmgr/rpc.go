package txmgr

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain"
)

// RPC calls are tried rpcTries times, waiting rpcBackoff, then twice that,
// between tries.
const (
	rpcTries   = 3
	rpcBackoff = 100 * time.Millisecond
)

// call runs fn under a child context bounded by NetworkTimeout, retrying
// failures that may pass: transport errors, timeouts of the child context,
// HTTP error statuses. It does not retry JSON-RPC errors (the node answered),
// ethereum.NotFound (an answer too) or anything once ctx is done. Every RPC
// the Manager makes goes through here. method names the call for metrics.
func (m *Manager) call(ctx context.Context, method string, fn func(ctx context.Context) error) error {
	wait := rpcBackoff
	tries := rpcTries
	if m.rpcDown() {
		tries = 1 // a probe: the outage is known, the caller backs off
	}
	var err error
	for try := 1; ; try++ {
		cctx, cancel := context.WithTimeout(ctx, m.cfg.NetworkTimeout)
		err = fn(cctx)
		cancel()
		if err == nil || errors.Is(err, ethereum.NotFound) {
			m.rpcAnswered()
			return err
		}
		m.countRPCError(method, err)
		if chain.IsJSONRPCError(err) {
			m.rpcAnswered()
			return err
		}
		if ctx.Err() != nil {
			return err
		}
		if try >= tries {
			m.rpcFailed(err)
			return err
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return err
		case <-t.C:
		}
		wait *= 2
	}
}

// chainView is what the chain says about one key at one block.
type chainView struct {
	// head is the latest block number.
	head uint64
	// minedNonce is the key's nonce at head: every nonce below it is used.
	minedNonce uint64
}

// view reads the head and the key's nonce at that head (never the pending
// nonce: a load-balanced RPC's pending state is some node's mempool).
func (m *Manager) view(ctx context.Context, from common.Address) (chainView, error) {
	var v chainView
	err := m.call(ctx, "eth_blockNumber", func(ctx context.Context) (err error) {
		v.head, err = m.b.BlockNumber(ctx)
		return err
	})
	if err != nil {
		return chainView{}, fmt.Errorf("block number: %w", err)
	}
	m.noteHead(v.head)
	m.noteHeadProgress(v.head)
	if v.minedNonce, err = m.nonceAt(ctx, from, v.head); err != nil {
		return chainView{}, err
	}
	return v, nil
}

// nonceAt reads the key's nonce at block n.
func (m *Manager) nonceAt(ctx context.Context, from common.Address, n uint64) (uint64, error) {
	var nonce uint64
	err := m.call(ctx, "eth_getTransactionCount", func(ctx context.Context) (err error) {
		nonce, err = m.b.NonceAt(ctx, from, new(big.Int).SetUint64(n))
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("nonce of %s at %d: %w", from, n, err)
	}
	return nonce, nil
}

// noteHead raises the highest head this Manager has seen to n.
func (m *Manager) noteHead(n uint64) {
	for {
		cur := m.maxHead.Load()
		if n <= cur || m.maxHead.CompareAndSwap(cur, n) {
			return
		}
	}
}

// highestHead is the highest head this Manager has seen: a node answering
// below it is behind.
func (m *Manager) highestHead() uint64 { return m.maxHead.Load() }

// minedNonce reads the key's nonce at the latest block.
func (m *Manager) minedNonce(ctx context.Context, from common.Address) (uint64, error) {
	var n uint64
	err := m.call(ctx, "eth_getTransactionCount", func(ctx context.Context) (err error) {
		n, err = m.b.NonceAt(ctx, from, nil)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("mined nonce of %s: %w", from, err)
	}
	return n, nil
}

// findReceipt looks up the receipt of every attempt of r, newest first (the
// last one sent is not always the one mined), and returns the first whose
// block is canonical: its hash matches the canonical block at its height. It
// returns nil when no attempt is in the canonical chain.
func (m *Manager) findReceipt(ctx context.Context, r *Record) (*types.Receipt, error) {
	for i := len(r.Attempts) - 1; i >= 0; i-- {
		h := r.Attempts[i].Hash
		rc, err := m.receipt(ctx, h)
		if errors.Is(err, ethereum.NotFound) {
			continue
		}
		if err != nil {
			return nil, err
		}
		canonical, err := m.canonicalHash(ctx, rc.BlockNumber)
		if errors.Is(err, ethereum.NotFound) {
			continue
		}
		if err != nil {
			return nil, err
		}
		if canonical != rc.BlockHash {
			m.txLogger(r).WithField("tx_hash", h.Hex()).Debug("receipt from a non-canonical block")
			continue
		}
		return rc, nil
	}
	return nil, nil
}

// receipt fetches the receipt of h; ethereum.NotFound when there is none.
func (m *Manager) receipt(ctx context.Context, h common.Hash) (*types.Receipt, error) {
	var rc *types.Receipt
	err := m.call(ctx, "eth_getTransactionReceipt", func(ctx context.Context) (err error) {
		rc, err = m.b.TransactionReceipt(ctx, h)
		if chain.IsNotYetIndexed(err) {
			// The node's index lags its chain: not found yet.
			return ethereum.NotFound
		}
		if err == nil && (rc == nil || rc.BlockNumber == nil || rc.BlockHash == (common.Hash{})) {
			// A receipt that names no block proves nothing (a broken or
			// lying provider): not found, asked again later.
			return ethereum.NotFound
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("receipt of %s: %w", h, err)
	}
	return rc, nil
}

// canonicalHash is the hash of the canonical block at height n.
func (m *Manager) canonicalHash(ctx context.Context, n *big.Int) (common.Hash, error) {
	hdr, err := m.canonicalHeader(ctx, n)
	if err != nil {
		return common.Hash{}, err
	}
	return hdr.Hash(), nil
}

// canonicalHeader is the canonical block header at height n (or a block
// tag, rpc.FinalizedBlockNumber…); ethereum.NotFound when the node has none.
func (m *Manager) canonicalHeader(ctx context.Context, n *big.Int) (*types.Header, error) {
	var hdr *types.Header
	err := m.call(ctx, "eth_getBlockByNumber", func(ctx context.Context) (err error) {
		hdr, err = m.b.HeaderByNumber(ctx, n)
		if err == nil && (hdr == nil || hdr.Number == nil) {
			return ethereum.NotFound
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("header %s: %w", n, err)
	}
	return hdr, nil
}
