package rpcpool

import (
	"context"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain"
)

var (
	_ chain.Backend        = (*Pool)(nil)
	_ chain.FreshCaller    = (*Pool)(nil)
	_ chain.FreshEstimator = (*Pool)(nil)
)

// Calls marked strict decide money (nonces, receipts, balances, contract
// state, logs, headers by number for reorg checks): they never go to a
// provider that is behind. The others (fees, gas estimates, head number,
// chain id) may.
const (
	strict = true
	loose  = false
)

func (p *Pool) BlockByHash(ctx context.Context, h common.Hash) (*types.Block, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) (*types.Block, error) { return b.BlockByHash(ctx, h) })
}

func (p *Pool) BlockByNumber(ctx context.Context, n *big.Int) (*types.Block, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) (*types.Block, error) { return b.BlockByNumber(ctx, n) })
}

func (p *Pool) HeaderByHash(ctx context.Context, h common.Hash) (*types.Header, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) (*types.Header, error) { return b.HeaderByHash(ctx, h) })
}

func (p *Pool) HeaderByNumber(ctx context.Context, n *big.Int) (*types.Header, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) (*types.Header, error) { return b.HeaderByNumber(ctx, n) })
}

func (p *Pool) TransactionCount(ctx context.Context, h common.Hash) (uint, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) (uint, error) { return b.TransactionCount(ctx, h) })
}

func (p *Pool) TransactionInBlock(ctx context.Context, h common.Hash, i uint) (*types.Transaction, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) (*types.Transaction, error) {
		return b.TransactionInBlock(ctx, h, i)
	})
}

// SubscribeNewHead subscribes at the first provider that accepts.
func (p *Pool) SubscribeNewHead(ctx context.Context, ch chan<- *types.Header) (ethereum.Subscription, error) {
	return do(p, ctx, loose, func(ctx context.Context, b chain.Backend) (ethereum.Subscription, error) {
		return b.SubscribeNewHead(ctx, ch)
	})
}

func (p *Pool) BalanceAt(ctx context.Context, a common.Address, n *big.Int) (*big.Int, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) (*big.Int, error) { return b.BalanceAt(ctx, a, n) })
}

func (p *Pool) StorageAt(ctx context.Context, a common.Address, k common.Hash, n *big.Int) ([]byte, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) ([]byte, error) { return b.StorageAt(ctx, a, k, n) })
}

func (p *Pool) CodeAt(ctx context.Context, a common.Address, n *big.Int) ([]byte, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) ([]byte, error) { return b.CodeAt(ctx, a, n) })
}

func (p *Pool) NonceAt(ctx context.Context, a common.Address, n *big.Int) (uint64, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) (uint64, error) { return b.NonceAt(ctx, a, n) })
}

// TransactionByHash asks the other fresh providers before it believes a
// "not found": a provider that has not seen the block yet says the same.
func (p *Pool) TransactionByHash(ctx context.Context, h common.Hash) (*types.Transaction, bool, error) {
	type found struct {
		tx      *types.Transaction
		pending bool
	}
	r, err := doFound(p, ctx, func(ctx context.Context, b chain.Backend) (found, error) {
		tx, pending, err := b.TransactionByHash(ctx, h)
		return found{tx, pending}, err
	})
	return r.tx, r.pending, err
}

// TransactionReceipt asks the other fresh providers before it believes a
// "not found", for the reason above.
func (p *Pool) TransactionReceipt(ctx context.Context, h common.Hash) (*types.Receipt, error) {
	return doFound(p, ctx, func(ctx context.Context, b chain.Backend) (*types.Receipt, error) {
		return b.TransactionReceipt(ctx, h)
	})
}

func (p *Pool) SuggestGasPrice(ctx context.Context) (*big.Int, error) {
	return do(p, ctx, loose, func(ctx context.Context, b chain.Backend) (*big.Int, error) { return b.SuggestGasPrice(ctx) })
}

func (p *Pool) SuggestGasTipCap(ctx context.Context) (*big.Int, error) {
	return do(p, ctx, loose, func(ctx context.Context, b chain.Backend) (*big.Int, error) { return b.SuggestGasTipCap(ctx) })
}

func (p *Pool) FeeHistory(ctx context.Context, count uint64, last *big.Int, pct []float64) (*ethereum.FeeHistory, error) {
	return do(p, ctx, loose, func(ctx context.Context, b chain.Backend) (*ethereum.FeeHistory, error) {
		return b.FeeHistory(ctx, count, last, pct)
	})
}

func (p *Pool) EstimateGas(ctx context.Context, call ethereum.CallMsg) (uint64, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) (uint64, error) { return b.EstimateGas(ctx, call) })
}

func (p *Pool) CallContract(ctx context.Context, call ethereum.CallMsg, n *big.Int) ([]byte, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) ([]byte, error) { return b.CallContract(ctx, call, n) })
}

func (p *Pool) PendingBalanceAt(ctx context.Context, a common.Address) (*big.Int, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) (*big.Int, error) { return b.PendingBalanceAt(ctx, a) })
}

func (p *Pool) PendingStorageAt(ctx context.Context, a common.Address, k common.Hash) ([]byte, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) ([]byte, error) { return b.PendingStorageAt(ctx, a, k) })
}

func (p *Pool) PendingCodeAt(ctx context.Context, a common.Address) ([]byte, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) ([]byte, error) { return b.PendingCodeAt(ctx, a) })
}

func (p *Pool) PendingNonceAt(ctx context.Context, a common.Address) (uint64, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) (uint64, error) { return b.PendingNonceAt(ctx, a) })
}

func (p *Pool) PendingTransactionCount(ctx context.Context) (uint, error) {
	return do(p, ctx, loose, func(ctx context.Context, b chain.Backend) (uint, error) { return b.PendingTransactionCount(ctx) })
}

func (p *Pool) PendingCallContract(ctx context.Context, call ethereum.CallMsg) ([]byte, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) ([]byte, error) { return b.PendingCallContract(ctx, call) })
}

func (p *Pool) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) ([]types.Log, error) { return b.FilterLogs(ctx, q) })
}

// SubscribeFilterLogs subscribes at the first provider that accepts.
func (p *Pool) SubscribeFilterLogs(ctx context.Context, q ethereum.FilterQuery, ch chan<- types.Log) (ethereum.Subscription, error) {
	return do(p, ctx, loose, func(ctx context.Context, b chain.Backend) (ethereum.Subscription, error) {
		return b.SubscribeFilterLogs(ctx, q, ch)
	})
}

// BlockNumber asks for the head; the answer counts as one the pool saw.
func (p *Pool) BlockNumber(ctx context.Context) (uint64, error) {
	n, i, err := doAt(p, ctx, loose, func(ctx context.Context, b chain.Backend) (uint64, error) { return b.BlockNumber(ctx) })
	if err == nil && i >= 0 {
		p.sawHead(i, n)
	}
	return n, err
}

func (p *Pool) ChainID(ctx context.Context) (*big.Int, error) {
	return do(p, ctx, loose, func(ctx context.Context, b chain.Backend) (*big.Int, error) { return b.ChainID(ctx) })
}

// doFound is do for lookups of one transaction: a "not found" from the
// provider that answered first is checked with every other fresh provider
// before it is returned.
func doFound[T any](p *Pool, ctx context.Context, fn func(context.Context, chain.Backend) (T, error)) (T, error) {
	v, first, err := doAt(p, ctx, strict, fn)
	if !errors.Is(err, ethereum.NotFound) || len(p.providers) == 1 {
		return v, err
	}
	for _, i := range p.order(strict) {
		if i == first {
			continue
		}
		actx, cancel := context.WithTimeout(ctx, p.cfg.AttemptTimeout)
		w, err2 := fn(actx, p.providers[i].Backend)
		cancel()
		p.record(i, err2)
		if err2 == nil {
			return w, nil
		}
	}
	return v, err
}

// SubscribeTransactionReceipts subscribes at the first provider that
// accepts.
func (p *Pool) SubscribeTransactionReceipts(ctx context.Context, q *ethereum.TransactionReceiptsQuery, ch chan<- []*types.Receipt) (ethereum.Subscription, error) {
	return do(p, ctx, loose, func(ctx context.Context, b chain.Backend) (ethereum.Subscription, error) {
		return b.SubscribeTransactionReceipts(ctx, q, ch)
	})
}
