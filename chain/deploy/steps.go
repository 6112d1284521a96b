package deploy

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain"
)

// ErrPendingTransactions means the deployer has transactions in the pool;
// Deploy refuses to start then, because its addresses depend on the nonces.
var ErrPendingTransactions = errors.New("deployer has pending transactions")

// StepFailedError reports a deployment transaction that was mined but reverted.
type StepFailedError struct {
	// Step names the transaction, e.g. "deploy InkdRegistry".
	Step string
	// TxHash is the reverted transaction.
	TxHash common.Hash
}

// Error implements error.
func (e *StepFailedError) Error() string {
	return fmt.Sprintf("deploy step %q reverted (tx %s)", e.Step, e.TxHash)
}

// nonceTaken reports whether a node refused a transaction because another
// one of its sender already holds its nonce, in the pool or mined.
func nonceTaken(err error) bool {
	switch chain.ClassifySendError(err) {
	case chain.SendAlreadyKnown, chain.SendNonceTooLow, chain.SendReplacementUnderpriced:
		return true
	}
	return false
}

// step is one transaction of a deployment. A nil to creates a contract.
type step struct {
	name string
	to   *common.Address
	data []byte
	// gas is the gas limit; 0 means estimate (creations only).
	gas uint64
}

// stepSender signs the deployment's transactions (its steps) with
// consecutive nonces from one key, sends them all, then waits for every
// receipt.
type stepSender struct {
	r       *rpcs
	key     *ecdsa.PrivateKey
	from    common.Address
	chainID *big.Int
	nonce   uint64 // nonce of the first step
	steps   []step
}

// address returns the address a creation at step index i gets.
func (ss *stepSender) address(i int) common.Address {
	return crypto.CreateAddress(ss.from, ss.nonce+uint64(i))
}

// add appends s and returns its index.
func (ss *stepSender) add(s step) int {
	ss.steps = append(ss.steps, s)
	return len(ss.steps) - 1
}

// fees are the fee fields shared by all transactions of a deployment.
type fees struct {
	tipCap, feeCap *big.Int // dynamic-fee chains
	gasPrice       *big.Int // legacy chains (no base fee)
}

func (ss *stepSender) suggestFees(ctx context.Context) (fees, error) {
	r := ss.r
	hctx, cancel := context.WithTimeout(ctx, r.timeout)
	head, err := r.b.HeaderByNumber(hctx, nil)
	cancel()
	if err != nil {
		return fees{}, fmt.Errorf("head: %w", err)
	}
	if head.BaseFee == nil {
		pctx, cancel := context.WithTimeout(ctx, r.timeout)
		defer cancel()
		price, err := r.b.SuggestGasPrice(pctx)
		if err != nil {
			return fees{}, fmt.Errorf("gas price: %w", err)
		}
		return fees{gasPrice: price}, nil
	}
	tctx, cancel := context.WithTimeout(ctx, r.timeout)
	defer cancel()
	tip, err := r.b.SuggestGasTipCap(tctx)
	if err != nil {
		return fees{}, fmt.Errorf("gas tip: %w", err)
	}
	// Twice the base fee leaves room for six full blocks of base fee growth.
	feeCap := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	return fees{tipCap: tip, feeCap: feeCap}, nil
}

func (ss *stepSender) estimate(ctx context.Context, s step) (uint64, error) {
	ctx, cancel := context.WithTimeout(ctx, ss.r.timeout)
	defer cancel()
	gas, err := ss.r.b.EstimateGas(ctx, ethereum.CallMsg{From: ss.from, To: s.to, Data: s.data})
	if err != nil {
		return 0, fmt.Errorf("estimate gas of %q: %w", s.name, err)
	}
	return gas + gas/5, nil // 20% margin
}

// send signs and sends every step and returns the transaction hashes in step
// order. Gas of creations is estimated before anything is sent, so an
// estimation failure sends nothing.
func (ss *stepSender) send(ctx context.Context) ([]common.Hash, error) {
	f, err := ss.suggestFees(ctx)
	if err != nil {
		return nil, err
	}
	gasLimits := make([]uint64, len(ss.steps))
	for i, s := range ss.steps {
		if s.gas != 0 {
			gasLimits[i] = s.gas
			continue
		}
		if gasLimits[i], err = ss.estimate(ctx, s); err != nil {
			return nil, err
		}
	}
	signer := types.LatestSignerForChainID(ss.chainID)
	hashes := make([]common.Hash, len(ss.steps))
	for i, s := range ss.steps {
		var inner types.TxData
		nonce := ss.nonce + uint64(i)
		if f.gasPrice != nil {
			inner = &types.LegacyTx{Nonce: nonce, GasPrice: f.gasPrice, Gas: gasLimits[i], To: s.to, Data: s.data}
		} else {
			inner = &types.DynamicFeeTx{
				ChainID: ss.chainID, Nonce: nonce, GasTipCap: f.tipCap, GasFeeCap: f.feeCap,
				Gas: gasLimits[i], To: s.to, Data: s.data,
			}
		}
		tx, err := types.SignNewTx(ss.key, signer, inner)
		if err != nil {
			return nil, fmt.Errorf("sign %q: %w", s.name, err)
		}
		sctx, cancel := context.WithTimeout(ctx, ss.r.timeout)
		err = ss.r.b.SendTransaction(sctx, tx)
		cancel()
		if err != nil {
			if nonceTaken(err) {
				// The pool's pending nonce can trail a transaction it has
				// just taken, so startNonce's check does not catch all.
				return nil, fmt.Errorf("send %q: another transaction of the deployer holds nonce %d (%v): %w", s.name, nonce, err, ErrPendingTransactions)
			}
			return nil, fmt.Errorf("send %q (nonce %d): %w", s.name, nonce, err)
		}
		hashes[i] = tx.Hash()
	}
	return hashes, nil
}

// wait returns the receipts of hashes in order. With commit set it mines a
// block before each round of receipt checks (simulated backends); otherwise
// it polls every interval. Any reverted step fails with StepFailedError.
func (ss *stepSender) wait(ctx context.Context, hashes []common.Hash, commit func(), interval, timeout time.Duration) ([]*types.Receipt, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	receipts := make([]*types.Receipt, len(hashes))
	missing := len(hashes)
	var lastErr error
	var tick *time.Ticker
	if commit == nil {
		tick = time.NewTicker(interval)
		defer tick.Stop()
	}
	if commit != nil {
		// The pool promotes sent transactions asynchronously; a block mined
		// before that would miss some of them.
		if err := ss.waitPooled(ctx, ss.nonce+uint64(len(hashes))); err != nil {
			return nil, err
		}
	}
	// With commit, every round mines a block holding at least one of our
	// transactions, so len(hashes) rounds always suffice.
	for round := 0; missing > 0; round++ {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("receipts: %d of %d missing: %w", missing, len(hashes), err)
		}
		if commit != nil {
			if round > len(hashes) {
				return nil, fmt.Errorf("receipts: %d of %d transactions not mined after %d blocks", missing, len(hashes), round)
			}
			commit()
		}
		for i, h := range hashes {
			if receipts[i] != nil {
				continue
			}
			rctx, rcancel := context.WithTimeout(ctx, ss.r.timeout)
			rec, err := ss.r.b.TransactionReceipt(rctx, h)
			rcancel()
			if err != nil {
				if !errors.Is(err, ethereum.NotFound) {
					lastErr = err // transient: keep polling until the deadline
				}
				continue
			}
			if rec.Status != types.ReceiptStatusSuccessful {
				return nil, &StepFailedError{Step: ss.steps[i].name, TxHash: h}
			}
			receipts[i] = rec
			missing--
		}
		if missing == 0 || commit != nil {
			continue
		}
		select {
		case <-ctx.Done():
			if lastErr != nil {
				return nil, fmt.Errorf("receipts: %d of %d missing: %w (last error: %v)", missing, len(hashes), ctx.Err(), lastErr)
			}
			return nil, fmt.Errorf("receipts: %d of %d missing: %w", missing, len(hashes), ctx.Err())
		case <-tick.C:
		}
	}
	return receipts, nil
}

// pooledPollInterval is how often waitPooled asks an in-process node's pool.
const pooledPollInterval = 2 * time.Millisecond

// waitPooled waits until the pool's pending nonce of the sender reaches
// next, i.e. every transaction sent is executable and will be mined by the
// next block. Used before mining on demand (simulated backends), where
// go-ethereum's pool promotes new transactions in the background.
func (ss *stepSender) waitPooled(ctx context.Context, next uint64) error {
	tick := time.NewTicker(pooledPollInterval)
	defer tick.Stop()
	for {
		pctx, cancel := context.WithTimeout(ctx, ss.r.timeout)
		n, err := ss.r.b.PendingNonceAt(pctx, ss.from)
		cancel()
		if err != nil {
			return fmt.Errorf("pending nonce of %s: %w", ss.from, err)
		}
		if n >= next {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("pool holds nonces below %d of %d: %w", n, next, ctx.Err())
		case <-tick.C:
		}
	}
}
