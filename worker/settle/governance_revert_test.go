package settle

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
)

// A write in flight when the guardian acts (removes the treasury as the
// registry's writer, removes the settler that sends it, pauses the
// treasury) reverts on chain for a governance reason, not its payer's: the
// job fails tx_failed naming the revert, nothing is charged, and the payer
// is not suspended — an honest payer must not be refused for an hour for
// what the operator did. The guardian's call is mined right before the
// write's signed transaction is broadcast, so the API's checks and the
// simulation passed. The failed write's authorization, public in its
// calldata, is voided where the settler still can (writer removed,
// paused); with the only settler removed the void cannot be sent, and the
// job answers nothing until the authorization expires unused (void.go).
func TestGovernanceRevertDoesNotSuspendThePayer(t *testing.T) {
	reg, tre := registry.NewInkdRegistry(), treasury.NewInkdTreasury()
	guardian := devkeys.Key(0) // the development deployment's guardian
	for _, tc := range []struct {
		name, reason string
		voided       bool
		call         func(d *devchain.Dev) (common.Address, []byte)
	}{
		{name: "writer removed", reason: "Unauthorized()", voided: true, call: func(d *devchain.Dev) (common.Address, []byte) {
			return d.Deployment.Registry, reg.PackRemoveWriter(d.Deployment.Treasury)
		}},
		{name: "settler removed", reason: "Unauthorized()", call: func(d *devchain.Dev) (common.Address, []byte) {
			return d.Deployment.Treasury, tre.PackRemoveSettler(paidtest.AddrOf(d.Settlers[0]))
		}},
		{name: "paused", reason: "EnforcedPause()", voided: true, call: func(d *devchain.Dev) (common.Address, []byte) {
			return d.Deployment.Treasury, tre.PackPause()
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newPaidEnv(t)
			hook := &paidtest.BeforeBroadcast{Backend: e.Eth, To: e.Dev.Deployment.Treasury}
			susp, pw := governedWrites(t, e, hook)
			const payerIndex = 3
			payer := paidtest.PayerOf(payerIndex)
			before := e.USDC(t, payer)
			to, data := tc.call(e.Dev)
			hook.Arm(func() error { return e.MineCall(guardian, to, data) })

			ge := &paidEnv{Env: e.Env, pw: pw}
			_, err := pw.single(testutil.Context(t), "job-gov", ge.CreateTask(t, payerIndex, "gov", "governed"))
			if ran, herr := hook.Ran(); !ran || herr != nil {
				t.Fatalf("the guardian did not act before the broadcast (ran %v): %v", ran, herr)
			}
			var fe *jobs.FailureError
			switch {
			case tc.voided && (!errors.As(err, &fe) || fe.Failure.Code != wire.CodeTxFailed || !strings.HasPrefix(fe.Failure.Message, tc.reason+"; its payment authorization was used up")):
				t.Fatalf("write = %v, want tx_failed %s naming the void", err, tc.reason)
			case !tc.voided && !errors.Is(err, ErrNotVoided):
				t.Fatalf("write = %v, want no answer until the unvoidable authorization expires", err)
			}
			if rec, err := pw.txm.Get(context.Background(), "job-gov"); err != nil || rec.State != txmgr.StateFinal {
				t.Fatalf("record %+v (%v): want the reverted transaction final", rec, err)
			}
			if err := susp.Check(context.Background(), payer); err != nil {
				t.Fatalf("the payer is refused after the guardian's %s: %v", tc.name, err)
			}
			if after := e.USDC(t, payer); after.Cmp(before) != 0 {
				t.Fatalf("payer went from %s to %s", before, after)
			}
		})
	}
}

// governedWrites is PaidWrites over b (the chain with a hook) recording
// suspensions in real Redis, signing with the first settler only.
func governedWrites(t *testing.T, e *paidEnv, b *paidtest.BeforeBroadcast) (*payment.Suspensions, *PaidWrites) {
	t.Helper()
	rdb := testutil.RedisClient(t)
	susp, err := payment.NewSuspensions(rdb, "", 0)
	if err != nil {
		t.Fatal(err)
	}
	txm, err := txmgr.New(txmgr.Config{ChainID: big.NewInt(8453), ResubmitInterval: time.Second}, b, rdb, e.Dev.Settlers[:1], testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	d := e.Dev.Deployment
	pw, err := New(Config{Addresses: d.Addresses}, b, txm, nil, testutil.Logger(t),
		WithPaymentRecords(nil, susp))
	if err != nil {
		t.Fatal(err)
	}
	return susp, pw
}
