package contracts_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestVoidPaymentEndsAFailedWrite is item 2 of #28. The attack: a paid
// write that reverts on chain (here the loser of a name race) leaves its
// authorization unused, valid and public; a stranger submits it to USDC
// and the payer is charged for no write. The settler now voids it through
// the binding: USDC marks the nonce used, the payer keeps its money, the
// books and surplus stay, and neither the stranger nor the prepaid paths
// can use the nonce afterwards.
func TestVoidPaymentEndsAFailedWrite(t *testing.T) {
	f := newFixture(t)
	d := f.Deployment
	payer, rival, stranger := f.Keys[2], f.Keys[3], f.Keys[4]
	payerAddr := f.Address(2)

	f.createProject(t, rival, "raced")
	pay := f.pay(t, payer, 150_000)
	f.wantRevert(t, f.Settler, d.Treasury, f.createPaid(pay, 30_000, "raced", ""), "NameTaken()")
	used := func() bool {
		return call(t, f, d.USDC, f.usdc.PackAuthorizationState(payerAddr, pay.Nonce), f.usdc.UnpackAuthorizationState)
	}
	if used() {
		t.Fatal("the failed write used its authorization")
	}

	booksBefore, payerBefore := f.books(t), f.USDCBalance(t, payerAddr)
	rec := f.MustTransact(t, f.Settler, d.Treasury, f.tre.PackVoidPayment(pay))
	ev := findEvent(t, rec, f.tre.UnpackPaymentVoidedEvent)
	if ev.Payer != payerAddr || ev.Nonce != pay.Nonce || ev.Amount.Int64() != 150_000 {
		t.Errorf("PaymentVoided = %+v", ev)
	}
	if !used() {
		t.Error("authorizationState = false after the void, want the nonce used")
	}
	if got := f.USDCBalance(t, payerAddr); got.Cmp(payerBefore) != 0 {
		t.Errorf("payer balance %s after the void, want %s", got, payerBefore)
	}
	if diff := cmp.Diff(booksBefore, f.books(t)); diff != "" {
		t.Errorf("books after the void (-want +got):\n%s", diff)
	}

	// The stranger who read the authorization comes too late, and the
	// prepaid paths cannot claim the nonce from other payers' surplus.
	f.MustTransact(t, rival, d.USDC, f.usdc.PackTransfer(d.Treasury, pay.Value))
	f.wantRevert(t, stranger, d.USDC, f.usdc.PackTransferWithAuthorization0(pay.From, d.Treasury, pay.Value, pay.ValidAfter, pay.ValidBefore, pay.Nonce, pay.V, pay.R, pay.S),
		"FiatTokenV2: authorization is used or canceled")
	f.wantRevert(t, f.Settler, d.Treasury, f.tre.PackRefundPrepaid(pay), "PrepaidAlreadySettled()")
	f.wantRevert(t, f.Settler, d.Treasury, f.prepaidCreate(pay, 0, "claimed"), "PrepaidAlreadySettled()")
	f.wantRevert(t, f.Settler, d.Treasury, f.tre.PackVoidPayment(pay), "FiatTokenV2: authorization is used or canceled")
	if got := f.USDCBalance(t, payerAddr); got.Cmp(payerBefore) != 0 {
		t.Errorf("payer balance %s at the end, want %s", got, payerBefore)
	}
}
