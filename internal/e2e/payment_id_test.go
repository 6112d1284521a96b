package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/payment"
)

// The unmodified @x402/fetch client, adding an x402 payment-identifier id
// through @x402/extensions' documented hook, creates a project against the
// running service. Run again under the same id it pays a new 402 with a
// new authorization and gets the first 201: the project is not created
// twice, the payer's USDC moved once and the second authorization is
// unused on chain. The same id with another body is 409
// payment_id_conflict, nothing charged.
func TestRealClientPaymentIDResend(t *testing.T) {
	s := startStack(t, stackOptions{})
	key := s.newPayers(t, 1, big.NewInt(1_000_000))[0]
	payer := addr(key)
	hexKey := fmt.Sprintf("0x%x", crypto.FromECDSA(key))
	const id = "pay_e2e_real_client_resend_0001"
	url := s.APIURL + "/v1/projects"
	body := `{"name":"npm-payment-id"}`
	start := s.usdc(t, payer)

	first := nodeRun(t, "v2", hexKey, "POST", url, body, "--payment-id", id)
	if first.Status != http.StatusCreated {
		t.Fatalf("create: %d %s", first.Status, first.Body)
	}
	var created map[string]string
	if err := json.Unmarshal(first.Body, &created); err != nil {
		t.Fatal(err)
	}
	paid := s.usdc(t, payer)
	fee := new(big.Int).Sub(start, paid)
	if fee.Sign() <= 0 {
		t.Fatalf("the create took %s USDC base units", fee)
	}
	count, err := s.projectCount()
	if err != nil {
		t.Fatal(err)
	}

	again := nodeRun(t, "v2", hexKey, "POST", url, body, "--payment-id", id)
	var resent map[string]string
	if err := json.Unmarshal(again.Body, &resent); err != nil || again.Status != http.StatusCreated {
		t.Fatalf("resend under the id: %d %s", again.Status, again.Body)
	}
	if diff := cmp.Diff(created, resent); diff != "" {
		t.Fatalf("resend's 201 (-first +resend):\n%s", diff)
	}
	p1, err := payment.ParseHeader(first.PaymentHeader)
	if err != nil {
		t.Fatal(err)
	}
	p2, err := payment.ParseHeader(again.PaymentHeader)
	if err != nil {
		t.Fatal(err)
	}
	if p1.Authorization.Nonce == p2.Authorization.Nonce {
		t.Fatal("the client did not sign a new authorization for the resend")
	}
	if got, err := p2.PaymentID(); err != nil || got != id {
		t.Fatalf("the resend carried id %q (%v), want %q", got, err, id)
	}
	if got := s.usdc(t, payer); got.Cmp(paid) != 0 {
		t.Fatalf("balance %s after the resend, %s before: the resend was charged", got, paid)
	}
	used, err := chain.NewUSDCState(s.eth, s.Deployment.USDC).AuthorizationState(context.Background(), payer, p2.Authorization.Nonce)
	if err != nil || used {
		t.Fatalf("the resend's authorization is used on chain: %v, %v", used, err)
	}
	if n, err := s.projectCount(); err != nil || n.Cmp(count) != 0 {
		t.Fatalf("%v projects after the resend, %v before (%v)", n, count, err)
	}

	other := nodeRun(t, "v2", hexKey, "POST", url, `{"name":"npm-payment-id-other"}`, "--payment-id", id)
	if code, _ := errorBody(t, other.Body); other.Status != http.StatusConflict || code != "payment_id_conflict" {
		t.Fatalf("the id with another body: %d %s, want 409 payment_id_conflict", other.Status, other.Body)
	}
	if got := s.usdc(t, payer); got.Cmp(paid) != 0 {
		t.Fatalf("balance %s after the conflict, %s before", got, paid)
	}
}
