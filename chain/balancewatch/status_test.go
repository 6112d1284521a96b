package balancewatch

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/chain/txmgr/settlers"
	"github.com/inkd/inkd/internal/testutil"
)

// TestUnfundedSettlerReachesStatus follows a settler key without ETH from
// the node's refusal to the API's status: a paid write's transaction is
// stored and refused for insufficient funds, the transaction manager marks
// the key unfunded with one record in flight, the worker's watch publishes
// that, and the reader the API asks reports the key stalled.
func TestUnfundedSettlerReachesStatus(t *testing.T) {
	ctx := context.Background()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	addr := crypto.PubkeyToAddress(key.PublicKey)
	sim := simulated.NewBackend(types.GenesisAlloc{})
	t.Cleanup(func() { _ = sim.Close() })
	rdb := testutil.RedisClient(t)
	log := testutil.Logger(t)
	txm, err := txmgr.New(txmgr.Config{ChainID: big.NewInt(1337)}, sim.Client(), rdb, []*ecdsa.PrivateKey{key}, log)
	if err != nil {
		t.Fatal(err)
	}
	sctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	_, err = txm.Send(sctx, "write-1", txmgr.Candidate{To: common.HexToAddress("0xdead"), GasLimit: 21_000})
	if !errors.Is(err, txmgr.ErrInsufficientFunds) {
		t.Fatalf("Send from a key without ETH: %v, want ErrInsufficientFunds", err)
	}

	w := newWatch(t, Config{Signers: []common.Address{addr}}, Deps{Balances: sim.Client(), States: txm.KeyStates, Redis: rdb}, log)
	w.once(ctx)
	got, err := settlers.NewReader(rdb, nil).Stalled(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]settlers.Stalled{{Address: addr, InFlight: 1}}, got); diff != "" {
		t.Errorf("stalled settlers (-want +got):\n%s", diff)
	}
}
