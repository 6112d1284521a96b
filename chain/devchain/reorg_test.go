package devchain

import (
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/internal/testutil"
)

// devchain_reorg replaces the blocks from the one named: the dropped block's transaction goes
// back to the pool and lands again, after the new branch's own transaction
// that pays a higher tip, in a block of another hash; the chain is longer
// than before. With a block period, a reorg is refused.
func TestReorgReplacesTheHead(t *testing.T) {
	dropped, rival := mustKey(t), mustKey(t)
	_, client, ctx := startDialed(t, addr(dropped), addr(rival))
	first := transfer(t, dropped, big.NewInt(1e9))
	if err := client.SendTransaction(ctx, first); err != nil {
		t.Fatal(err)
	}
	was, err := bind.WaitMined(ctx, client, first.Hash())
	if err != nil {
		t.Fatal(err)
	}
	head, err := client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	second := transfer(t, rival, big.NewInt(5e9))
	raw, err := second.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if err := client.Client().CallContext(ctx, nil, "devchain_reorg", hexutil.Uint64(was.BlockNumber.Uint64()), []hexutil.Bytes{raw}); err != nil {
		t.Fatalf("devchain_reorg: %v", err)
	}
	now, err := client.TransactionReceipt(ctx, first.Hash())
	if err != nil {
		t.Fatalf("the dropped transaction is not in the new branch: %v", err)
	}
	theirs, err := client.TransactionReceipt(ctx, second.Hash())
	if err != nil {
		t.Fatal(err)
	}
	if now.BlockHash == was.BlockHash || now.BlockNumber.Cmp(was.BlockNumber) != 0 || theirs.BlockHash != now.BlockHash || theirs.TransactionIndex != 0 || now.TransactionIndex != 1 {
		t.Fatalf("after the reorg: dropped tx in block %v (%s) at %d, was %v (%s); rival in %s at %d",
			now.BlockNumber, now.BlockHash, now.TransactionIndex, was.BlockNumber, was.BlockHash, theirs.BlockHash, theirs.TransactionIndex)
	}
	if n, err := client.BlockNumber(ctx); err != nil || n <= head {
		t.Fatalf("head %d after replacing blocks %d to %d, want a longer chain (%v)", n, was.BlockNumber, head, err)
	}

	timed, err := Start(Config{ListenAddr: "127.0.0.1:0", BlockPeriod: time.Hour}, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	defer timed.Close()
	if err := timed.Reorg(1, nil); err == nil {
		t.Fatal("a chain sealing on its own clock reorged")
	}
}

func mustKey(t *testing.T) *ecdsa.PrivateKey {
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func addr(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

// transfer is a key's first transaction: 1 wei to itself with tip tip.
func transfer(t *testing.T, k *ecdsa.PrivateKey, tip *big.Int) *types.Transaction {
	t.Helper()
	to := addr(k)
	id := big.NewInt(int64(DefaultChainID))
	return types.MustSignNewTx(k, types.LatestSignerForChainID(id), &types.DynamicFeeTx{
		ChainID: id, Nonce: 0, GasTipCap: tip, GasFeeCap: new(big.Int).Add(tip, big.NewInt(1e11)), Gas: 21000, To: &to, Value: big.NewInt(1),
	})
}
