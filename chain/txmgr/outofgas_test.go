package txmgr

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth/ethconfig"

	"github.com/inkd/inkd/internal/testutil"
)

// storeAddr holds a contract that stores its first calldata word in slot 0
// (PUSH1 0 CALLDATALOAD PUSH1 0 SSTORE STOP). Writing a non-zero word over a
// non-zero slot is cheap; over a zero slot it costs about 17,000 gas more.
var storeAddr = common.HexToAddress("0x0000000000000000000000000000000000057000")

// TestOutOfGasAfterLowEstimateIsNotResent (failure scenario 41): the gas of
// a call is estimated (+20 %) while slot 0 of the contract holds a value, so
// the write is cheap; before the call is mined another sender's transaction,
// ahead of ours in the same block, zeroes the slot, and our call runs out of
// gas on chain for real. The record is final with the failed receipt
// (status 0), its nonce consumed, and nothing is signed or sent for it
// again however long the monitor runs. Real redis-server; go-ethereum's
// simulated chain.
func TestOutOfGasAfterLowEstimateIsNotResent(t *testing.T) {
	ctx := context.Background()
	key, other := testKey(t, 0), testKey(t, 1)
	sim := newSimWith(t, func(ec *ethconfig.Config) {
		ec.Genesis.Alloc[storeAddr] = types.Account{
			Code:    []byte{0x60, 0x00, 0x35, 0x60, 0x00, 0x55, 0x00},
			Storage: map[common.Hash]common.Hash{{}: common.BigToHash(big.NewInt(5))},
			Balance: new(big.Int),
		}
	}, key, other)
	fb := newFaultBackend(sim.Client())
	cfg := testConfig()
	clock := newClock()
	m := newManager(t, cfg, fb, testutil.RedisClient(t), []*ecdsa.PrivateKey{key}, WithClock(clock.Now))

	word := common.BigToHash(big.NewInt(1))
	r, err := m.Send(ctx, "oog", Candidate{To: storeAddr, Data: word[:]})
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	// The other sender zeroes the slot, outbidding us for the block's first
	// place.
	c := sim.Client()
	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	tip := new(big.Int).Mul(r.Attempts[0].GasTipCap, big.NewInt(10))
	zero, err := types.SignNewTx(other, types.LatestSignerForChainID(simChainID), &types.DynamicFeeTx{
		ChainID: simChainID, Nonce: 0, GasTipCap: tip, GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip),
		Gas: 100_000, To: &storeAddr, Data: make([]byte, 32),
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.SendTransaction(ctx, zero); err != nil {
		t.Fatalf("send the zeroing transaction: %v", err)
	}
	awaitPending(t, c, addrOf(other), 1)
	commitUntilMined(t, sim, addrOf(key), 1)

	out, err := m.Wait(waitCtx(t), "oog")
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	zr, err := c.TransactionReceipt(ctx, zero.Hash())
	if err != nil || zr.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("zeroing transaction receipt %+v, err %v", zr, err)
	}
	if out.Receipt == nil {
		t.Fatal("no receipt in the outcome")
	}
	if out.Receipt.Status != types.ReceiptStatusFailed || out.Receipt.GasUsed != r.Call.GasLimit {
		t.Fatalf("receipt status %d, gas used %d; want status 0 with all %d gas used (out of gas)", out.Receipt.Status, out.Receipt.GasUsed, r.Call.GasLimit)
	}
	if out.Receipt.BlockNumber.Cmp(zr.BlockNumber) < 0 || out.Receipt.BlockNumber.Cmp(zr.BlockNumber) == 0 && out.Receipt.TransactionIndex < zr.TransactionIndex {
		t.Fatalf("our call mined before the zeroing transaction: not the out-of-gas case")
	}

	// Long after, nothing more is signed or sent for it.
	sentBefore := len(fb.seenHashes())
	for range 3 {
		clock.Advance(cfg.BumpAfter + time.Minute)
		m.monitorOnce(ctx)
	}
	got := mustGet(t, m, "oog")
	if got.State != StateFinal || len(got.Attempts) != 1 || len(fb.seenHashes()) != sentBefore {
		t.Errorf("after the monitor ran on: state %s, attempts %d, hashes sent %d→%d; want final, 1 attempt, none more",
			got.State, len(got.Attempts), sentBefore, len(fb.seenHashes()))
	}
	if n, err := c.NonceAt(ctx, addrOf(key), nil); err != nil || n != 1 {
		t.Errorf("mined nonce of our key = %d (err %v), want 1 (consumed by the failed call)", n, err)
	}
}
