package settle

import (
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// transferWithAuthorizationLen is one transferWithAuthorization(from, to,
// value, validAfter, validBefore, nonce, v, r, s) call: selector + 9 words.
const transferWithAuthorizationLen = 4 + 9*32

// burnTo packs a transferWithAuthorization of value from payer i to to
// under the nonce of p, signed by the payer: the same nonce as the paid
// request p, another message.
func (e *paidEnv) burnTo(t *testing.T, i int, p jobs.Payment, to common.Address, value int64) []byte {
	t.Helper()
	pay, _, err := treasuryPayment(p, "0")
	if err != nil {
		t.Fatal(err)
	}
	dom := payment.Domain{Name: "USD Coin", Version: "2", ChainID: big.NewInt(8453), VerifyingContract: e.Dev.Deployment.USDC}
	a := payment.Authorization{From: pay.From, To: to, Value: big.NewInt(value), ValidAfter: big.NewInt(0), ValidBefore: pay.ValidBefore, Nonce: pay.Nonce}
	sig, err := payment.Sign(dom, a, devkeys.Key(i))
	if err != nil {
		t.Fatal(err)
	}
	v, r, s, err := payment.SplitSignature(sig)
	if err != nil {
		t.Fatal(err)
	}
	return devusdc.NewDevUSDC().PackTransferWithAuthorization0(a.From, a.To, a.Value, a.ValidAfter, a.ValidBefore, a.Nonce, v, r, s)
}

// paidCall packs p itself, the payer's authorization to the treasury.
func (e *paidEnv) paidCall(t *testing.T, p jobs.Payment) []byte {
	t.Helper()
	pay, _, err := treasuryPayment(p, "0")
	if err != nil {
		t.Fatal(err)
	}
	return devusdc.NewDevUSDC().PackTransferWithAuthorization0(pay.From, e.Dev.Deployment.Treasury, pay.Value, pay.ValidAfter, pay.ValidBefore, pay.Nonce, pay.V, pay.R, pay.S)
}

// Issue 28, item 1: one USDC transfer counted as the payment of every
// nonce used in its transaction. The payer signs three paid requests, then
// in ONE transaction burns the first two nonces with 0-value transfers to
// itself and pays the third one's fee to the treasury, and sends the three
// requests (which the API queues as recovery jobs: their authorizations are
// used). Before the fix the worker saw "a Transfer(payer → treasury) in the
// transaction that used the nonce" three times and refunded three fees out
// of other payers' surplus: paid 0.10, got 0.30. Now only the transfer made
// under a nonce counts for it: the two burnt nonces end payment_invalid,
// the third is refunded once, and the payer and the treasury's surplus end
// where they started.
func TestOneTransferRefundsOnlyItsOwnNonce(t *testing.T) {
	e := newPaidEnv(t)
	e.pw.cfg.USDC = e.Dev.Deployment.USDC
	const fee = 100_000
	d := e.Dev.Deployment
	attacker := crypto.PubkeyToAddress(devkeys.Key(3).PublicKey)
	// Other payers' money the treasury holds as surplus (a stray transfer).
	surplus := devusdc.NewDevUSDC().PackTransfer(d.Treasury, big.NewInt(10*fee))
	if rcpt := testutil.SendCall(t, e.Eth, devkeys.Key(6), d.USDC, surplus); rcpt.Status != types.ReceiptStatusSuccessful {
		t.Fatal("surplus transfer reverted")
	}
	ps := []jobs.Payment{e.SignedPayment(t, 3, fee, "burn-1"), e.SignedPayment(t, 3, fee, "burn-2"), e.SignedPayment(t, 3, fee, "burn-paid")}
	var calls []byte
	calls = append(calls, e.burnTo(t, 3, ps[0], attacker, 0)...)
	calls = append(calls, e.burnTo(t, 3, ps[1], attacker, 0)...)
	calls = append(calls, e.paidCall(t, ps[2])...)
	multi := testutil.DeployCode(t, e.Eth, devkeys.Key(9), testutil.MultiCallRuntime(d.USDC, transferWithAuthorizationLen))
	before, treasuryBefore := e.USDC(t, attacker), e.USDC(t, d.Treasury)
	if rcpt := testutil.SendCall(t, e.Eth, devkeys.Key(9), multi, calls); rcpt.Status != types.ReceiptStatusSuccessful {
		t.Fatal("the attacker's transaction reverted")
	}
	var refunded int
	for i, p := range ps {
		p.Recovery = true
		_, fail := e.createJob(t, "job-burn-"+string(rune('a'+i)), p, "burn")
		switch {
		case i < 2 && !strings.HasPrefix(fail, "payment_invalid:"):
			t.Errorf("burnt nonce %d: job = %q, want payment_invalid", i, fail)
		case i == 2 && !strings.Contains(fail, "refunded in transaction 0x"):
			t.Errorf("paid nonce: job = %q, want its fee refunded", fail)
		case strings.Contains(fail, "refunded in transaction 0x"):
			refunded++
		}
	}
	if refunded != 1 {
		t.Errorf("%d refunds, want 1", refunded)
	}
	if after := e.USDC(t, attacker); after.Cmp(before) != 0 {
		t.Errorf("attacker balance %s → %s, want unchanged (paid one fee, refunded one)", before, after)
	}
	if after := e.USDC(t, d.Treasury); after.Cmp(treasuryBefore) != 0 {
		t.Errorf("treasury balance %s → %s, want unchanged: no other payer's surplus paid out", treasuryBefore, after)
	}
}

// Issue 28, item 4: a payer cancels its authorization with USDC's
// cancelAuthorization after the API accepted the write. Before, the job
// found no AuthorizationUsed log and was retried for ever, each retry a log
// search over 10,000 blocks. Now the cancellation is found and the job
// ends payment_invalid at once, nothing charged.
func TestCancelledAuthorizationEndsJob(t *testing.T) {
	e := newPaidEnv(t)
	e.pw.cfg.USDC = e.Dev.Deployment.USDC
	d := e.Dev.Deployment
	payer := crypto.PubkeyToAddress(devkeys.Key(4).PublicKey)
	p := e.SignedPayment(t, 4, 100_000, "cancelled")
	pay, _, err := treasuryPayment(p, "0")
	if err != nil {
		t.Fatal(err)
	}
	dom := payment.Domain{Name: "USD Coin", Version: "2", ChainID: big.NewInt(8453), VerifyingContract: d.USDC}
	typeHash := crypto.Keccak256Hash([]byte("CancelAuthorization(address authorizer,bytes32 nonce)"))
	structHash := crypto.Keccak256Hash(typeHash.Bytes(), common.LeftPadBytes(payer.Bytes(), 32), pay.Nonce[:])
	sep := dom.Separator()
	digest := crypto.Keccak256([]byte{0x19, 0x01}, sep[:], structHash[:])
	sig, err := crypto.Sign(digest, devkeys.Key(4))
	if err != nil {
		t.Fatal(err)
	}
	sig[64] += 27
	cancel := devusdc.NewDevUSDC().PackCancelAuthorization0(payer, pay.Nonce, sig)
	if rcpt := testutil.SendCall(t, e.Eth, devkeys.Key(4), d.USDC, cancel); rcpt.Status != types.ReceiptStatusSuccessful {
		t.Fatal("cancelAuthorization reverted")
	}
	before := e.USDC(t, payer)
	_, fail := e.createJob(t, "job-cancelled", p, "cancelled-name")
	if !strings.HasPrefix(fail, "payment_invalid:") || !strings.Contains(fail, "cancelled") {
		t.Fatalf("job = %q, want payment_invalid naming the cancellation", fail)
	}
	if after := e.USDC(t, payer); after.Cmp(before) != 0 {
		t.Fatalf("payer balance %s → %s, want unchanged", before, after)
	}
}
