package txmgr

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/internal/testutil"
)

// TestBaseFeeRefusalIsRepricedAfterBackOff (failure scenario 40): anvil,
// like an L2 sequencer and unlike geth, refuses a transaction whose fee cap
// is below the base fee: "max fee per gas less than block base fee". The
// base fee rises for real between signing our first attempt and its
// arrival at the node, so the node refuses it. Sending the same bytes again
// cannot help while the base fee stays up, so once ResubmitInterval has
// passed (the back-off) the Manager signs a replacement re-priced from the
// current base fee, without waiting for BumpAfter, and it is mined at the
// same nonce. Real redis-server; anvil over JSON-RPC.
func TestBaseFeeRefusalIsRepricedAfterBackOff(t *testing.T) {
	const chainID = 8453
	url := testutil.Anvil(t, chainID)
	ctx := context.Background()
	rc, err := rpc.Dial(url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(rc.Close)
	client := ethclient.NewClient(rc)
	key := testKey(t, 0)
	eth := new(big.Int).Exp(big.NewInt(10), big.NewInt(21), nil)
	if err := rc.CallContext(ctx, nil, "anvil_setBalance", addrOf(key), (*hexutil.Big)(eth)); err != nil {
		t.Fatalf("anvil_setBalance: %v", err)
	}

	// The base fee rises tenfold as the first attempt travels to the node.
	fb := newFaultBackend(client)
	var once sync.Once
	fb.beforeSend = func(*types.Transaction) {
		once.Do(func() {
			h, err := client.HeaderByNumber(ctx, nil)
			if err == nil {
				err = rc.CallContext(ctx, nil, "anvil_setNextBlockBaseFeePerGas", (*hexutil.Big)(new(big.Int).Mul(h.BaseFee, big.NewInt(10))))
			}
			if err == nil {
				err = rc.CallContext(ctx, nil, "evm_mine")
			}
			if err != nil {
				t.Errorf("raise the base fee: %v", err)
			}
		})
	}
	cfg := testConfig()
	cfg.ChainID = big.NewInt(chainID)
	clock := newClock()
	m := newManager(t, cfg, fb, testutil.RedisClient(t), []*ecdsa.PrivateKey{key}, WithClock(clock.Now))

	r, err := m.Send(ctx, "refused", transfer(1))
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	if r.LastSendResult != chain.SendUnderpriced.String() {
		t.Fatalf("first broadcast answered %q (%s), want %q", r.LastSendResult, r.LastSendError, chain.SendUnderpriced)
	}
	first := r.Attempts[0]

	clock.Advance(cfg.ResubmitInterval)
	got := driveUntil(t, m, "refused", isTerminal)
	if got.State != StateFinal || got.Nonce != 0 || len(got.Attempts) != 2 || got.MinedHash != got.Attempts[1].Hash {
		t.Fatalf("state %s, nonce %d, attempts %d, mined %s; want final at nonce 0, mined as the second attempt",
			got.State, got.Nonce, len(got.Attempts), got.MinedHash)
	}
	h, err := client.HeaderByHash(ctx, got.BlockHash)
	if err != nil {
		t.Fatal(err)
	}
	if h.BaseFee.Cmp(first.GasFeeCap) <= 0 {
		t.Errorf("mined at base fee %s, which the refused attempt's cap %s could pay", h.BaseFee, first.GasFeeCap)
	}
}
