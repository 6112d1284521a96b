package txmgr

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain"
)

// blocklessReceipts answers every receipt without a block number, as a
// broken or lying provider can (go-ethereum's client accepts it), and with
// the latest block's hash, so that only the missing number is wrong.
type blocklessReceipts struct{ chain.Backend }

func (b blocklessReceipts) TransactionReceipt(ctx context.Context, h common.Hash) (*types.Receipt, error) {
	head, err := b.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	return &types.Receipt{TxHash: h, Status: types.ReceiptStatusSuccessful, BlockHash: head.Hash()}, nil
}

// A receipt without a block number is not a receipt: it is treated as not
// found rather than marking the record mined (where its nil number
// panicked the monitor; found by FuzzRPCAnswer in package chain).
func TestReceiptWithoutBlockNumberIsNotFound(t *testing.T) {
	sim := newSim(t, testKey(t, 0))
	rdb, _ := newMiniredis(t)
	m := newManager(t, testConfig(), blocklessReceipts{sim.Client()}, rdb, []*ecdsa.PrivateKey{testKey(t, 0)})
	ctx := context.Background()
	h := common.HexToHash("0x01")
	if _, err := m.receipt(ctx, h); !errors.Is(err, ethereum.NotFound) {
		t.Fatalf("receipt without a block number: err %v, want not found", err)
	}
	rc, err := m.findReceipt(ctx, &Record{Attempts: []Attempt{{Hash: h}}})
	if rc != nil || err != nil {
		t.Fatalf("findReceipt = %v, %v; want none", rc, err)
	}
}
