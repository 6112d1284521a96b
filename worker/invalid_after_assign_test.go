package worker

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// beforeBroadcast is the chain, where an armed action runs once, right
// before the next transaction to one contract goes out: the write has its
// nonce and its signature stored, and the chain changes under it.
type beforeBroadcast struct {
	chain.Backend
	to common.Address

	mu     sync.Mutex
	action func() error
	err    error
}

func (b *beforeBroadcast) arm(action func() error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.action, b.err = action, nil
}

// ran returns whether the armed action ran, and its error.
func (b *beforeBroadcast) ran() (bool, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.action == nil, b.err
}

func (b *beforeBroadcast) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	if tx.To() != nil && *tx.To() == b.to {
		b.mu.Lock()
		if act := b.action; act != nil {
			b.action = nil
			b.err = act()
		}
		b.mu.Unlock()
	}
	return b.Backend.SendTransaction(ctx, tx)
}

// mineCall mines a call of key to `to` with data and fails unless it
// succeeds.
func mineCall(e *paidEnv, key *ecdsa.PrivateKey, to common.Address, data []byte) error {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	from := addrOf(key)
	nonce, err := e.eth.PendingNonceAt(ctx, from)
	if err != nil {
		return err
	}
	head, err := e.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	signer := types.LatestSignerForChainID(big.NewInt(8453))
	tx := types.MustSignNewTx(key, signer, &types.DynamicFeeTx{ChainID: signer.ChainID(), Nonce: nonce, GasTipCap: big.NewInt(1e9),
		GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), big.NewInt(1e9)), Gas: 2_000_000, To: &to, Data: data})
	if err := e.eth.SendTransaction(ctx, tx); err != nil {
		return err
	}
	rc, err := bind.WaitMined(ctx, e.eth, tx.Hash())
	if err != nil {
		return err
	}
	if rc.Status != types.ReceiptStatusSuccessful {
		return fmt.Errorf("call from %s reverted", from)
	}
	return nil
}

// An intent that turns invalid after its nonce was assigned (and its
// transaction signed and stored, before the broadcast): the payer spends
// its USDC elsewhere, or another write takes the name. The transaction goes
// out as signed, mines and reverts: its nonce is used, so the key does not
// jam, and the next write on the same (only) key lands. Each job answers
// the revert — a balance spent since the checks is payment_invalid, as the
// API answers it before queueing and a batched write does; a name taken is
// tx_failed NameTaken(), its public authorization voided (one more
// transaction on the key) — and nothing is charged. (Scenario 23.)
func TestIntentInvalidAfterAssign(t *testing.T) {
	e := newPaidEnv(t)
	hook := &beforeBroadcast{Backend: e.eth, to: e.dev.Deployment.Treasury}
	settler := e.dev.Settlers[0]
	r := newQueueRigOver(t, e, hook, testutil.RedisClient(t), []*ecdsa.PrivateKey{settler})
	ctx := context.Background()
	usdc := devusdc.NewDevUSDC()

	// Each case prepares, in the test, the call that makes the intent
	// invalid: its sender, target and data.
	type call struct {
		key  *ecdsa.PrivateKey
		to   common.Address
		data []byte
	}
	for _, tc := range []struct {
		name, reason string
		code         wire.Code
		payer        int
		voided       bool
		// refill: the payer's balance comes back after the revert, which
		// lets the job void the authorization (until then it waits).
		refill     bool
		invalidate func(t *testing.T, payer *ecdsa.PrivateKey) call
	}{
		{name: "spent", code: "payment_invalid", reason: "ERC20: transfer amount exceeds balance", payer: 4, voided: true, refill: true,
			invalidate: func(t *testing.T, payer *ecdsa.PrivateKey) call {
				bal := e.usdc(t, addrOf(payer))
				return call{payer, e.dev.Deployment.USDC, usdc.PackTransfer(addrOf(devkeys.Key(9)), bal)}
			}},
		{name: "taken", code: "tx_failed", reason: "NameTaken()", payer: 5, voided: true,
			invalidate: func(t *testing.T, _ *ecdsa.PrivateKey) call {
				// Another payer's create of the same name, by another settler.
				task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Payment: e.signedPayment(t, 6, 100_000, "taker"),
					StorageCost: "0", Name: "invalid-taken", License: "MIT", IsPublic: true})
				if err != nil {
					t.Fatal(err)
				}
				c, err := decodeCreate(task)
				if err != nil {
					t.Fatal(err)
				}
				return call{e.dev.Settlers[1], e.dev.Deployment.Treasury, e.pw.tre.PackCreateProjectPaid(c.pay, c.storage, c.project)}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			key := devkeys.Key(tc.payer)
			payer := addrOf(key)
			label := "invalid-" + tc.name
			c := tc.invalidate(t, key)
			hook.arm(func() error { return mineCall(e, c.key, c.to, c.data) })
			settlerNonce, err := e.eth.NonceAt(ctx, addrOf(settler), nil)
			if err != nil {
				t.Fatal(err)
			}
			before := e.usdc(t, payer)
			r.enqueueCreate(t, label, e.signedPayment(t, tc.payer, 100_000, label), label)
			if tc.refill {
				waitUntil(t, 2*time.Minute, "the job's write reverted", func() bool {
					rec := r.record(t, label)
					return rec != nil && rec.State == txmgr.StateFinal
				})
				if o := r.outcome(t, label); o != nil {
					t.Fatalf("outcome %s while the authorization could neither be voided nor had expired", describe(o))
				}
				if err := mineCall(e, devkeys.Key(9), e.dev.Deployment.USDC, usdc.PackTransfer(payer, before)); err != nil {
					t.Fatal(err)
				}
			}
			waitUntil(t, 2*time.Minute, "the job has an outcome", func() bool { return r.outcome(t, label) != nil })
			if ran, err := hook.ran(); !ran || err != nil {
				t.Fatalf("the intent was not made invalid before its broadcast (ran %v): %v", ran, err)
			}
			balance := e.usdc(t, payer) // after the invalidation
			o := r.outcome(t, label)
			if o.State != jobs.StateFailed || o.Failure == nil || o.Failure.Code != tc.code || !strings.Contains(o.Failure.Message, tc.reason) {
				t.Fatalf("outcome = %s, want failed %s with %q", describe(o), tc.code, tc.reason)
			}
			rec := r.record(t, label)
			if rec == nil || rec.State != txmgr.StateFinal || rec.Nonce != settlerNonce {
				t.Fatalf("record %+v: want final at the key's next nonce %d (the reverted transaction used it)", rec, settlerNonce)
			}
			if used := e.authorizationUsed(t, payer, label); used != tc.voided {
				t.Fatalf("the payer's authorization used %v, want %v (a failed write's authorization is voided)", used, tc.voided)
			}
			sent := uint64(1)
			if tc.voided {
				sent++
			}

			// The key goes on: the next write on it lands, once.
			next := label + "-next"
			r.enqueueCreate(t, next, e.signedPayment(t, 7, 100_000, next), next)
			waitUntil(t, 2*time.Minute, "the next job has an outcome", func() bool { return r.outcome(t, next) != nil })
			if o := r.outcome(t, next); o.State != jobs.StateSucceeded {
				t.Fatalf("next write on the key: %s", describe(o))
			}
			if got, err := e.eth.NonceAt(ctx, addrOf(settler), nil); err != nil || got != settlerNonce+sent+1 {
				t.Fatalf("settler nonce %d (%v), want %d: one transaction for each write and each void", got, err, settlerNonce+sent+1)
			}
			if e.usdc(t, payer).Cmp(balance) != 0 {
				t.Fatal("the payer of the invalid write was charged")
			}
		})
	}
}
