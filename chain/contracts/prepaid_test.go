package contracts_test

import (
	"crypto/ecdsa"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/deploy/deploytest"
)

// frontRun submits pay (a transfer to `to`) straight to USDC from the
// stranger key, as anyone who saw the signed authorization can.
func (f *fixture) frontRun(tb testing.TB, stranger *ecdsa.PrivateKey, to common.Address, pay treasury.InkdTreasuryPayment) {
	tb.Helper()
	data := f.usdc.PackTransferWithAuthorization0(pay.From, to, pay.Value, pay.ValidAfter, pay.ValidBefore, pay.Nonce, pay.V, pay.R, pay.S)
	f.MustTransact(tb, stranger, f.Deployment.USDC, data)
}

// prepaidCreate packs a prepaid project creation with defaults for the
// optional fields.
func (f *fixture) prepaidCreate(pay treasury.InkdTreasuryPayment, storageCost int64, name string) []byte {
	return f.tre.PackCreateProjectPrepaid(pay, big.NewInt(storageCost), project(name, "", ""))
}

// TestFrontRunCompletedAsPrepaid is finding 3 of #9. The attack: a
// stranger who sees a payer's signed authorization submits it straight to
// USDC; the payer is charged, the treasury's paid write then reverts
// ("authorization is used") and the USDC sits in the treasury with no
// write. Now a settler completes the write as prepaid, exactly once, or
// refunds it; the contract accepts only authorizations USDC consumed,
// signed by the payer to this treasury and covered by the surplus.
func TestFrontRunCompletedAsPrepaid(t *testing.T) {
	f := newFixture(t)
	d := f.Deployment
	payer, stranger := f.Keys[2], f.Keys[4]
	payerAddr := f.Address(2)
	startBalance := f.USDCBalance(t, payerAddr)

	// The attack, as it plays out against the paid write.
	pay := f.pay(t, payer, 150_000)
	f.frontRun(t, stranger, d.Treasury, pay)
	f.wantRevert(t, f.Settler, d.Treasury, f.createPaid(pay, 30_000, "frontrun", ""), "FiatTokenV2: authorization is used or canceled")
	if got := f.books(t); got != (ledger{Surplus: 150_000}) {
		t.Fatalf("after the front-run: books %+v, want the payment as surplus", got)
	}
	if spent := new(big.Int).Sub(startBalance, f.USDCBalance(t, payerAddr)); spent.Int64() != 150_000 {
		t.Fatalf("payer charged %s by the front-run, want 150000", spent)
	}

	t.Run("settler completes the write once", func(t *testing.T) {
		rec := f.MustTransact(t, f.Settler, d.Treasury, f.prepaidCreate(pay, 30_000, "frontrun"))
		created := findEvent(t, rec, f.reg.UnpackProjectCreatedEvent)
		if created.Owner != payerAddr || created.Name != "frontrun" {
			t.Errorf("ProjectCreated = %+v", created)
		}
		want := &treasury.InkdTreasuryPaymentReceived{
			Payer: payerAddr, Nonce: pay.Nonce, Amount: big.NewInt(150_000), StorageCost: big.NewInt(30_000),
			ProjectId: created.ProjectId, Write: treasury.PackWrite(treasury.PaidWrite{Kind: treasury.KindCreate}),
		}
		got := findEvent(t, rec, f.tre.UnpackPaymentReceivedEvent)
		if diff := cmp.Diff(want, got, cmpopts.IgnoreFields(treasury.InkdTreasuryPaymentReceived{}, "Raw"), bigComparer()); diff != "" {
			t.Errorf("PaymentReceived (-want +got):\n%s", diff)
		}
		if got := f.books(t); got != (ledger{OwedStorage: 30_000, OwedBuyback: 60_000, Retained: 60_000}) {
			t.Errorf("books = %+v", got)
		}
		if !call(t, f, d.Treasury, f.tre.PackIsPrepaidSettled(payerAddr, pay.Nonce), f.tre.UnpackIsPrepaidSettled) {
			t.Error("isPrepaidSettled = false after completion")
		}

		// Neither a second write nor a refund for the same authorization.
		f.MustTransact(t, f.Keys[3], d.USDC, f.usdc.PackTransfer(d.Treasury, big.NewInt(1_000_000))) // surplus to steal from
		f.wantRevert(t, f.Settler, d.Treasury, f.prepaidCreate(pay, 0, "again"), "PrepaidAlreadySettled()")
		f.wantRevert(t, f.Settler, d.Treasury, f.tre.PackPushVersionPrepaid(pay, big.NewInt(0), created.ProjectId, chain.NameHash("frontrun"), version("ar://x", "v1", "")), "PrepaidAlreadySettled()")
		f.wantRevert(t, f.Settler, d.Treasury, f.tre.PackRefundPrepaid(pay), "PrepaidAlreadySettled()")
		if spent := new(big.Int).Sub(startBalance, f.USDCBalance(t, payerAddr)); spent.Int64() != 150_000 {
			t.Errorf("payer charged %s in all, want 150000 once", spent)
		}
		f.MustTransact(t, f.Settler, d.Treasury, f.tre.PackSettle(big.NewInt(1_000_000), big.NewInt(0))) // book it away again
	})

	t.Run("prepaid push", func(t *testing.T) {
		push := f.pay(t, payer, 120_000)
		f.frontRun(t, stranger, d.Treasury, push)
		rec := f.MustTransact(t, f.Settler, d.Treasury, f.tre.PackPushVersionPrepaid(push, big.NewInt(20_000), big.NewInt(1), chain.NameHash("frontrun"), version("ar://v1", "v1", "notes")))
		v := findEvent(t, rec, f.reg.UnpackVersionPushedEvent)
		p := findEvent(t, rec, f.tre.UnpackPaymentReceivedEvent)
		w, err := p.Written()
		if err != nil || v.PushedBy != payerAddr || v.VersionTag != "v1" || w.Kind != treasury.KindPush || p.Amount.Int64() != 120_000 ||
			p.ProjectId.Int64() != 1 || !v.VersionIndex.IsUint64() || w.VersionIndex != v.VersionIndex.Uint64() || w.VersionCount != 1 {
			t.Errorf("VersionPushed %+v, PaymentReceived %+v (%+v, %v)", v, p, w, err)
		}
	})

	t.Run("refund", func(t *testing.T) {
		refund := f.pay(t, payer, 110_000)
		f.frontRun(t, stranger, d.Treasury, refund)
		booksBefore, payerBefore := f.books(t), f.USDCBalance(t, payerAddr)
		rec := f.MustTransact(t, f.Settler, d.Treasury, f.tre.PackRefundPrepaid(refund))
		ev := findEvent(t, rec, f.tre.UnpackPrepaidRefundedEvent)
		if ev.Payer != payerAddr || ev.Nonce != refund.Nonce || ev.Amount.Int64() != 110_000 {
			t.Errorf("PrepaidRefunded = %+v", ev)
		}
		if got := new(big.Int).Sub(f.USDCBalance(t, payerAddr), payerBefore); got.Int64() != 110_000 {
			t.Errorf("payer got %s back, want 110000", got)
		}
		if diff := cmp.Diff(booksBefore.minus(ledger{Surplus: 110_000}), f.books(t)); diff != "" {
			t.Errorf("books after refund (-want +got):\n%s", diff)
		}
		f.wantRevert(t, f.Settler, d.Treasury, f.tre.PackRefundPrepaid(refund), "PrepaidAlreadySettled()")
		f.wantRevert(t, f.Settler, d.Treasury, f.prepaidCreate(refund, 0, "after-refund"), "PrepaidAlreadySettled()")
	})

	t.Run("refusals", func(t *testing.T) {
		// Surplus for every case, so only the check under test can refuse.
		f.MustTransact(t, f.Keys[3], d.USDC, f.usdc.PackTransfer(d.Treasury, big.NewInt(5_000_000)))
		now := f.HeadTime(t)

		elsewhere := signPay(t, f, payer, f.Address(6), 100_000, 0, now+300) // paid to someone else
		f.frontRun(t, stranger, f.Address(6), elsewhere)

		used := f.pay(t, payer, 100_000)
		f.frontRun(t, stranger, d.Treasury, used)
		otherKey := signPay(t, f, f.Keys[3], d.Treasury, 100_000, 0, now+300)
		otherKey.From, otherKey.Nonce = payerAddr, used.Nonce // the used nonce, signed by someone else
		highS := used
		highS.S = [32]byte(common.LeftPadBytes(new(big.Int).Sub(crypto.S256().Params().N, new(big.Int).SetBytes(used.S[:])).Bytes(), 32))
		highS.V = 55 - used.V // the same signature, malleated: 27 <-> 28
		if got := ecrecoverPrecompile(t, f, highS, d.Treasury); got != payerAddr {
			t.Fatalf("the malleated signature recovers %s with plain ecrecover, want the payer", got)
		}

		tests := []struct {
			name string
			pay  treasury.InkdTreasuryPayment
			want string
		}{
			{"signed to another recipient", elsewhere, "InvalidPayerSignature()"},
			{"value altered", withValue(used, 4_000_000), "InvalidPayerSignature()"},
			{"signed by another key", otherKey, "InvalidPayerSignature()"},
			{"high-s signature", highS, "InvalidPayerSignature()"},
			{"authorization never submitted", f.pay(t, payer, 100_000), "AuthorizationNotUsed()"},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				f.wantRevert(t, f.Settler, d.Treasury, f.prepaidCreate(tc.pay, 0, "refused"), tc.want)
				f.wantRevert(t, f.Settler, d.Treasury, f.tre.PackRefundPrepaid(tc.pay), tc.want)
			})
		}
		// The genuine one still works once the others were refused.
		f.MustTransact(t, f.Settler, d.Treasury, f.prepaidCreate(used, 0, "genuine"))
	})

	t.Run("no surplus to cover it", func(t *testing.T) {
		late := f.pay(t, payer, 100_000)
		f.frontRun(t, stranger, d.Treasury, late)
		// Someone already booked the surplus the payment left.
		f.MustTransact(t, f.Settler, d.Treasury, f.tre.PackSettle(big.NewInt(f.books(t).Surplus), big.NewInt(0)))
		f.wantRevert(t, f.Settler, d.Treasury, f.prepaidCreate(late, 0, "uncovered"), "Insufficient USDC")
		f.wantRevert(t, f.Settler, d.Treasury, f.tre.PackRefundPrepaid(late), "Insufficient USDC")
	})

	if bal, b := f.USDCBalance(t, d.Treasury).Int64(), f.books(t); bal != b.total() {
		t.Errorf("balance %d != owed + retained + surplus %d", bal, b.total())
	}
}

// ecrecoverPrecompile recovers the signer of pay (a transfer to `to`) with
// the EVM's ecrecover precompile, which accepts high-s signatures.
func ecrecoverPrecompile(tb testing.TB, f *fixture, pay treasury.InkdTreasuryPayment, to common.Address) common.Address {
	tb.Helper()
	digest := deploytest.TransferWithAuthorizationDigest(f.ChainID, pay.From, to, pay.Value, pay.ValidAfter, pay.ValidBefore, pay.Nonce)
	input := append(digest.Bytes(), common.LeftPadBytes([]byte{pay.V}, 32)...)
	input = append(append(input, pay.R[:]...), pay.S[:]...)
	out, err := f.Call(common.Address{}, common.BytesToAddress([]byte{1}), input)
	if err != nil {
		tb.Fatalf("ecrecover: %v", err)
	}
	return common.BytesToAddress(out)
}
