package app

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

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
)

// TestUnfundedSettlerReachesStatus follows a settler key without ETH from
// the node's refusal to the API's status: a paid write's transaction is
// stored and refused for insufficient funds, the transaction manager marks
// the key unfunded with one record in flight, the worker's watch publishes
// that, and the API's reader reports the key stalled.
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

	w := newBalanceWatch(balanceWatchParams{r: sim.Client(), signers: []common.Address{addr}, states: txm.KeyStates, rdb: rdb}, log)
	w.once(ctx)
	got, err := settlerReader{rdb: rdb, now: time.Now}.StalledSettlers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]api.StalledSettler{{Address: addr, InFlight: 1}}, got); diff != "" {
		t.Errorf("stalled settlers (-want +got):\n%s", diff)
	}
}
