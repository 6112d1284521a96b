package worker

import (
	"context"
	"crypto/ecdsa"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/internal/settletest"
	"github.com/inkd/inkd/worker/settle"
)

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
	e := settletest.NewEnv(t)
	hook := &paidtest.BeforeBroadcast{Backend: e.Eth, To: e.Dev.Deployment.Treasury}
	settler := e.Dev.Settlers[0]
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
				bal := e.USDC(t, paidtest.AddrOf(payer))
				return call{payer, e.Dev.Deployment.USDC, usdc.PackTransfer(paidtest.AddrOf(devkeys.Key(9)), bal)}
			}},
		{name: "taken", code: "tx_failed", reason: "NameTaken()", payer: 5, voided: true,
			invalidate: func(t *testing.T, _ *ecdsa.PrivateKey) call {
				// Another payer's create of the same name, by another settler.
				task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Payment: e.SignedPayment(t, 6, 100_000, "taker"),
					StorageCost: "0", Name: "invalid-taken", License: "MIT", IsPublic: true})
				if err != nil {
					t.Fatal(err)
				}
				c, err := settle.DecodeJob("taker", task)
				if err != nil {
					t.Fatal(err)
				}
				return call{e.Dev.Settlers[1], e.Dev.Deployment.Treasury, c.Call()}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			key := devkeys.Key(tc.payer)
			payer := paidtest.AddrOf(key)
			label := "invalid-" + tc.name
			c := tc.invalidate(t, key)
			hook.Arm(func() error { return e.MineCall(c.key, c.to, c.data) })
			settlerNonce, err := e.Eth.NonceAt(ctx, paidtest.AddrOf(settler), nil)
			if err != nil {
				t.Fatal(err)
			}
			before := e.USDC(t, payer)
			r.enqueueCreate(t, label, e.SignedPayment(t, tc.payer, 100_000, label), label)
			if tc.refill {
				testutil.Until(t, 2*time.Minute, "the job's write reverted", func() bool {
					rec := r.record(t, label)
					return rec != nil && rec.State == txmgr.StateFinal
				})
				if o := r.outcome(t, label); o != nil {
					t.Fatalf("outcome %s while the authorization could neither be voided nor had expired", paidtest.Describe(o))
				}
				if err := e.MineCall(devkeys.Key(9), e.Dev.Deployment.USDC, usdc.PackTransfer(payer, before)); err != nil {
					t.Fatal(err)
				}
			}
			testutil.Until(t, 2*time.Minute, "the job has an outcome", func() bool { return r.outcome(t, label) != nil })
			if ran, err := hook.Ran(); !ran || err != nil {
				t.Fatalf("the intent was not made invalid before its broadcast (ran %v): %v", ran, err)
			}
			balance := e.USDC(t, payer) // after the invalidation
			o := r.outcome(t, label)
			if o.State != jobs.StateFailed || o.Failure == nil || o.Failure.Code != tc.code || !strings.Contains(o.Failure.Message, tc.reason) {
				t.Fatalf("outcome = %s, want failed %s with %q", paidtest.Describe(o), tc.code, tc.reason)
			}
			rec := r.record(t, label)
			if rec == nil || rec.State != txmgr.StateFinal || rec.Nonce != settlerNonce {
				t.Fatalf("record %+v: want final at the key's next nonce %d (the reverted transaction used it)", rec, settlerNonce)
			}
			if used := e.AuthorizationUsed(t, payer, label); used != tc.voided {
				t.Fatalf("the payer's authorization used %v, want %v (a failed write's authorization is voided)", used, tc.voided)
			}
			sent := uint64(1)
			if tc.voided {
				sent++
			}

			// The key goes on: the next write on it lands, once.
			next := label + "-next"
			r.enqueueCreate(t, next, e.SignedPayment(t, 7, 100_000, next), next)
			testutil.Until(t, 2*time.Minute, "the next job has an outcome", func() bool { return r.outcome(t, next) != nil })
			if o := r.outcome(t, next); o.State != jobs.StateSucceeded {
				t.Fatalf("next write on the key: %s", paidtest.Describe(o))
			}
			if got, err := e.Eth.NonceAt(ctx, paidtest.AddrOf(settler), nil); err != nil || got != settlerNonce+sent+1 {
				t.Fatalf("settler nonce %d (%v), want %d: one transaction for each write and each void", got, err, settlerNonce+sent+1)
			}
			if e.USDC(t, payer).Cmp(balance) != 0 {
				t.Fatal("the payer of the invalid write was charged")
			}
		})
	}
}
