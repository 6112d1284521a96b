// Package txrecord gives tests real transaction records: each intent is
// signed and broadcast by a real chain/txmgr Manager on a simulated chain,
// so the record in Redis is the one a worker would have left, laid out by
// txmgr itself. Tools that must look at records before they act (inkd
// queues) are tested against them.
//
//	sig := txrecord.New(t, rdb)
//	sig.Send(t, "job-1")   // a record in state sent
//	sig.Mine(t, "job-1")   // now final
package txrecord

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
)

// waitBound bounds the wait for a mined transaction to become final.
const waitBound = time.Minute

// sink receives the transfers.
var sink = common.HexToAddress("0x000000000000000000000000000000000000dEaD")

// Signer signs plain transfers under chosen intents.
type Signer struct {
	sim *simulated.Backend
	m   *txmgr.Manager
}

// New returns a Signer whose Manager keeps its records in rdb under
// txmgr.DefaultKeyPrefix, as the worker does. The chain is closed at
// cleanup.
func New(tb testing.TB, rdb redis.UniversalClient) *Signer {
	tb.Helper()
	key, err := crypto.ToECDSA(crypto.Keccak256([]byte("inkd txrecord key")))
	if err != nil {
		tb.Fatal(err)
	}
	sim := simulated.NewBackend(types.GenesisAlloc{addr(key): {Balance: new(big.Int).Exp(big.NewInt(10), big.NewInt(20), nil)}})
	tb.Cleanup(func() { _ = sim.Close() })
	chainID, err := sim.Client().ChainID(context.Background())
	if err != nil {
		tb.Fatal(err)
	}
	m, err := txmgr.New(txmgr.Config{ChainID: chainID, ReceiptPoll: 20 * time.Millisecond}, sim.Client(), rdb, []*ecdsa.PrivateKey{key}, testutil.Logger(tb))
	if err != nil {
		tb.Fatal(err)
	}
	return &Signer{sim: sim, m: m}
}

func addr(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

// Send signs and broadcasts a transfer for intent and returns its record
// (state sent: nothing is mined until Mine).
func (s *Signer) Send(tb testing.TB, intent string) *txmgr.Record {
	tb.Helper()
	r, err := s.m.Send(context.Background(), intent, txmgr.Candidate{To: sink, GasLimit: 21000})
	if err != nil {
		tb.Fatalf("send intent %s: %v", intent, err)
	}
	return r
}

// Mine mines a block and waits until intent's record is final.
func (s *Signer) Mine(tb testing.TB, intent string) *txmgr.Record {
	tb.Helper()
	s.sim.Commit()
	ctx, cancel := context.WithTimeout(context.Background(), waitBound)
	defer cancel()
	out, err := s.m.Wait(ctx, intent)
	if err != nil {
		tb.Fatalf("wait for intent %s: %v", intent, err)
	}
	return &out.Record
}
