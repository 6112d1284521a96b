package batcher

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/settle"
)

// A folding worker checks each job before it joins a batch: a write whose
// simulation reverts at the worker (the chain changed after the API's
// checks) ends there, tx_failed with the revert's name, and never rides in
// a batch where it would fail at the operator's gas. Nothing is signed or
// stored for it, its payer is charged nothing and is not suspended.
// (Issue 28, item 11: the branch after preflight in checkAndJoin.)
func TestBatchJobRevertingAtTheWorkerNeverJoins(t *testing.T) {
	const payer = 2
	tests := []struct {
		name   string
		nonce  string
		reason string
		// accepted returns the job the API accepted, then changes the
		// chain so that the job's write reverts.
		accepted func(t *testing.T, r *batchRig) *asynq.Task
	}{
		{
			name: "name taken meanwhile", nonce: "late-create", reason: "NameTaken()",
			accepted: func(t *testing.T, r *batchRig) *asynq.Task {
				task := r.CreateTask(t, payer, "late-create", "contested")
				if f := r.RunCreate(t, "taker", 1, "taker", "contested"); f != "" {
					t.Fatalf("the taker's create failed: %s", f)
				}
				return task
			},
		},
		{
			name: "collaborator removed meanwhile", nonce: "late-push", reason: "NotOwnerOrCollaborator()",
			accepted: func(t *testing.T, r *batchRig) *asynq.Task {
				if f := r.RunCreate(t, "owner", 1, "owner", "shared"); f != "" {
					t.Fatalf("the owner's create failed: %s", f)
				}
				reg := registry.NewInkdRegistry()
				testutil.SendCall(t, r.Eth, devkeys.Key(1), r.Dev.Deployment.Registry, reg.PackAddCollaborator("shared", paidtest.PayerOf(payer)))
				task := r.pushTask(t, payer, "late-push", "shared", "1.0.0")
				testutil.SendCall(t, r.Eth, devkeys.Key(1), r.Dev.Deployment.Registry, reg.PackRemoveCollaborator("shared", paidtest.PayerOf(payer)))
				return task
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
			susp, err := payment.NewSuspensions(r.rdb, "", 0)
			if err != nil {
				t.Fatal(err)
			}
			settle.WithPaymentRecords(nil, susp)(r.PW)
			ctx := context.Background()
			task := tc.accepted(t, r)
			before := r.USDC(t, paidtest.PayerOf(payer))
			sent, _ := r.SettlerState(t)

			// Two honest writes wait for the (stopped) Batcher; the late
			// one must be answered at its checks, without waiting.
			answers := r.deliver(ctx, map[string]*asynq.Task{"late": task,
				"honest-3": r.CreateTask(t, 3, "honest-3", "honest-three"), "honest-4": r.CreateTask(t, 4, "honest-4", "honest-four")})
			var late *jobAnswer
			testutil.Until(t, time.Minute, "the three jobs checked", func() bool {
				select {
				case a := <-answers["late"]:
					late = &a
				default:
				}
				return late != nil && r.b.waiting.Load() == 2 || r.b.waiting.Load() == 3
			})
			r.start()
			lateCh := answers["late"]
			delete(answers, "late")
			got := waitAll(t, answers)
			if late == nil { // it joined a batch: the guard is gone
				a := waitAll(t, map[string]chan jobAnswer{"late": lateCh})["late"]
				late = &a
			}
			for job, a := range got {
				if a.err != nil {
					t.Fatalf("%s: %v", job, a.err)
				}
			}

			if a := answerOf(late.err); a != "tx_failed:"+tc.reason {
				t.Fatalf("the job answered %q (%s), want tx_failed:%s", a, late.out, tc.reason)
			}
			if rec, err := r.b.store.batchOf(ctx, "late"); err != nil {
				t.Fatal(err)
			} else if rec != nil {
				t.Fatalf("the job is a member of batch %s (%d members), want none", rec.ID, len(rec.Members))
			}
			if rec := r.batchOf(t, "honest-3"); len(rec.Members) != 2 {
				t.Fatalf("the honest writes' batch has %d members, want 2", len(rec.Members))
			}
			paidtest.WantNoRecord(t, r.Txm, "late")
			paidtest.WantNoRecord(t, r.Txm, settle.SoloIntent("late"))
			r.NextBlock(t)
			if now, _ := r.SettlerState(t); now != sent+1 {
				t.Fatalf("the settlers sent %d transactions, want 1 (the honest writes' batch)", now-sent)
			}
			if paid := new(big.Int).Sub(before, r.USDC(t, paidtest.PayerOf(payer))); paid.Sign() != 0 {
				t.Fatalf("the payer paid %s, want nothing", paid)
			}
			if r.AuthorizationUsed(t, paidtest.PayerOf(payer), tc.nonce) {
				t.Fatal("the payer's authorization is used, want unused")
			}
			if err := susp.Check(ctx, paidtest.PayerOf(payer)); err != nil {
				t.Fatalf("the payer is suspended: %v", err)
			}
		})
	}
}
