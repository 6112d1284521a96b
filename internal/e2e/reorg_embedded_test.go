package e2e

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/deploy/deploytest"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
)

// Issue 30, on the embedded chain (go-ethereum, where a reorg puts the
// dropped blocks' transactions back in the pool, unlike anvil_reorg): a
// paid create answered 201 as project 1 at 3 confirmations is reorged out,
// five blocks deep, by a branch whose first block holds another payer's
// create (devchain_reorg). The create lands again after it, as project 2;
// the worker follows it there, corrects the job (GET /v1/jobs/{id}: project
// 2, the 201 kept under corrections) and the payer is charged once.
func TestEmbeddedChainReorgPastTheConfirmationsCorrectsTheJob(t *testing.T) {
	settlers := devchain.SettlerKeys(devchain.DefaultSettlers)
	rival := settlers[len(settlers)-1] // the test's own settler; the worker signs with the others
	s := startStack(t, stackOptions{txMgr: txmgr.Config{Confirmations: 3}, signerKeys: settlers[:len(settlers)-1]})
	ctx := testutil.Context(t)
	driveBlocks(t, s, devkeys.Key(9))
	// The finalized block is every 32nd: start the create where the five
	// blocks it needs stay in one epoch, so it is still watched.
	testutil.Until(t, time.Minute, "a head early in its epoch", func() bool {
		n, err := s.eth.BlockNumber(ctx)
		return err == nil && n%32 < 16
	})

	payer := s.payer(2, 1)
	var payNonce [32]byte
	copy(payNonce[:], crypto.Keccak256([]byte(t.Name()+"/payer")))
	payer.Nonce = func() [32]byte { return payNonce }
	jobID := wire.JobID(payer.Address(), payNonce)
	before := s.usdc(t, payer.Address())
	resp, err := payer.Do(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(`{"name":"first-come"}`))
	if err != nil || resp.Status != http.StatusCreated {
		t.Fatalf("paid create: %v %+v", err, resp)
	}
	var answered struct{ ProjectID, BlockNumber string }
	if err := resp.JSON(&answered); err != nil || answered.ProjectID != "1" {
		t.Fatalf("201 %s: want project 1", resp.Body)
	}
	createdAt, _ := new(big.Int).SetString(answered.BlockNumber, 10)

	var nonce [32]byte
	copy(nonce[:], crypto.Keccak256([]byte(t.Name())))
	pay := deploytest.SignTransferWithAuthorization(t, big.NewInt(deploy.BaseChainID), devkeys.Key(3), s.Deployment.Treasury, big.NewInt(100_000),
		0, uint64(time.Now().Add(time.Hour).Unix()), nonce)
	data := treasury.NewInkdTreasury().PackCreateProjectPaid(pay, new(big.Int), treasury.InkdRegistryProjectInput{Name: "second-come", IsPublic: true})
	var head *types.Header
	testutil.Until(t, time.Minute, "two blocks past the confirmations", func() bool {
		head, err = s.eth.HeaderByNumber(ctx, nil)
		return err == nil && head.Number.Uint64() >= createdAt.Uint64()+4
	})
	rivalNonce, err := s.eth.NonceAt(ctx, addr(rival), nil)
	if err != nil {
		t.Fatal(err)
	}
	// A tip far above the worker's: the rival comes first in the branch.
	tip := big.NewInt(50e9)
	tx := types.MustSignNewTx(rival, types.LatestSignerForChainID(big.NewInt(deploy.BaseChainID)), &types.DynamicFeeTx{
		ChainID: big.NewInt(deploy.BaseChainID), Nonce: rivalNonce, GasTipCap: tip, GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(4))),
		Gas: 1_000_000, To: &s.Deployment.Treasury, Data: data,
	})
	raw, err := tx.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	// The first block replaced is named, not a depth from the head: the
	// driver's blocks sealed meanwhile cannot shift it.
	if err := s.eth.Client().CallContext(ctx, nil, "devchain_reorg", hexutil.Uint64(createdAt.Uint64()), []hexutil.Bytes{raw}); err != nil {
		t.Fatalf("devchain_reorg: %v", err)
	}

	// Seen to fail once under load (the create found again as project 1):
	// a failure shows the new branch's first blocks as they are.
	t.Cleanup(func() {
		if t.Failed() {
			logBranch(t, s, createdAt.Uint64(), tx.Hash())
		}
	})
	var st wire.JobStatus
	testutil.Until(t, 2*time.Minute, "the job corrected", func() bool {
		got, err := chaosJob(ctx, s.APIURL, jobID)
		if err != nil || got == nil || len(got.Corrections) == 0 {
			return false
		}
		st = *got
		return true
	})
	wantMovedToProject2(t, st)
	if id, owner := (&chaosChain{eth: s.eth, usdc: s.Deployment.USDC, registry: s.Deployment.Registry}).project(t, "first-come"); id.Cmp(big.NewInt(2)) != 0 || owner != payer.Address() {
		t.Fatalf("chain: first-come is project %v owned by %s", id, owner)
	}
	if paid := new(big.Int).Sub(before, s.usdc(t, payer.Address())); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("the payer paid %s, want one fee of 100000", paid)
	}
}

// driveBlocks moves an on-demand chain on, as traffic would: a transfer
// of 1 wei to itself from key every 100 ms, each sealed in a block of its
// own, until the test ends.
func driveBlocks(t *testing.T, s *stack, key *ecdsa.PrivateKey) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	wg.Go(func() {
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			}
			sendTransfer(ctx, s, key)
		}
	})
	t.Cleanup(func() {
		cancel()
		testutil.Wait(t, &wg, "the block driver")
	})
}

// sendTransfer sends key's next transfer; errors are left to the next
// tick.
func sendTransfer(ctx context.Context, s *stack, key *ecdsa.PrivateKey) {
	from := addr(key)
	nonce, err := s.eth.PendingNonceAt(ctx, from)
	if err != nil {
		return
	}
	head, err := s.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		return
	}
	tip := big.NewInt(1e9)
	id := big.NewInt(deploy.BaseChainID)
	tx := types.MustSignNewTx(key, types.LatestSignerForChainID(id), &types.DynamicFeeTx{
		ChainID: id, Nonce: nonce, GasTipCap: tip, GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2))),
		Gas: 21000, To: &from, Value: big.NewInt(1),
	})
	_ = s.eth.SendTransaction(ctx, tx)
}

// logBranch logs blocks from..from+3 of the chain: each transaction's
// sender, tip and hash, marking rival.
func logBranch(t *testing.T, s *stack, from uint64, rival common.Hash) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	signer := types.LatestSignerForChainID(big.NewInt(deploy.BaseChainID))
	for n := from; n < from+4; n++ {
		b, err := s.eth.BlockByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			t.Logf("block %d: %v", n, err)
			continue
		}
		for i, tx := range b.Transactions() {
			sender, _ := types.Sender(signer, tx)
			mark := ""
			if tx.Hash() == rival {
				mark = " (the rival)"
			}
			t.Logf("block %d %s tx %d: from %s tip %s to %v %s%s", n, b.Hash().Hex()[:10], i, sender.Hex(), tx.GasTipCap(), tx.To(), tx.Hash().Hex(), mark)
		}
	}
}
