// Package channeltest is a stand-in for the API's side of the x402
// batch-settlement scheme, for tests of paying clients: one channel per
// test, vouchers taken exactly at the ceiling plus the fee, deposits, the
// corrective 402 and the voucher PAYMENT-RESPONSE as docs/api.md item 9
// has them.
package channeltest

import (
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/payment"
)

// Server plays the API's side of batch-settlement for one channel
// per payer: it takes a voucher exactly at its ceiling plus the fee, a
// deposit raising the balance, and answers as docs/api.md item 9 says.
type Server struct {
	mu sync.Mutex
	// Req is the offer (its Channel set); Srv the server; Fee the fee of
	// every write.
	Req payment.Requirement
	Srv *httptest.Server
	Fee *big.Int
	// Ceil, Sig and Bal are the channel as the server holds it.
	Ceil *big.Int
	Sig  []byte
	Bal  *big.Int
	// Deposits counts the deposits taken, Exact the writes paid with exact,
	// Corrections the corrective 402s, Reused the vouchers refused for
	// having paid another write; Ceilings the vouchers taken, in order.
	Deposits, Exact, Corrections, Reused int
	Ceilings                             []*big.Int
	// Refuse answers the next voucher with this 4xx before taking it.
	Refuse int
}

// NewServer starts a Server closed with t.
func NewServer(t *testing.T) *Server {
	cs := &Server{Fee: big.NewInt(100_000), Ceil: new(big.Int), Bal: new(big.Int)}
	cs.Srv = httptest.NewServer(cs)
	t.Cleanup(cs.Srv.Close)
	cs.Req = payment.Requirement{
		Amount: cs.Fee, PayTo: common.HexToAddress("0x7e45"), MimeType: "application/json",
		Asset:    payment.Domain{Name: "USD Coin", Version: "2", ChainID: big.NewInt(84532), VerifyingContract: common.HexToAddress("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913")},
		Resource: cs.Srv.URL + "/v1/projects",
		Channel:  &payment.ChannelTerms{ReceiverAuthorizer: common.HexToAddress("0xa11"), WithdrawDelay: 900},
	}
	return cs
}

func (cs *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	h := r.Header.Get(payment.HeaderPaymentV2)
	if h == "" {
		w.Header().Set(payment.HeaderRequiredV2, cs.Req.HeaderV2())
		w.WriteHeader(http.StatusPaymentRequired)
		_ = json.NewEncoder(w).Encode(cs.Req.Body(nil))
		return
	}
	p, err := payment.ParseHeader(h)
	if err != nil {
		http.Error(w, `{"error":"payment_invalid"}`, http.StatusForbidden)
		return
	}
	if p.Voucher == nil {
		cs.Exact++
		w.WriteHeader(http.StatusCreated)
		_, _ = w.Write([]byte(`{"txHash":"0x01","versionIndex":"0","projectId":"1"}`))
		return
	}
	if cs.Refuse != 0 {
		w.WriteHeader(cs.Refuse)
		_, _ = w.Write([]byte(`{"error":"tag_taken","message":"taken"}`))
		cs.Refuse = 0
		return
	}
	v := p.Voucher
	for _, c := range cs.Ceilings {
		if c.Cmp(v.Voucher.MaxClaimableAmount) == 0 {
			cs.Reused++
			w.WriteHeader(http.StatusForbidden)
			_, _ = w.Write([]byte(`{"error":"payment_invalid","message":"this voucher was already used for a different request; sign the next voucher for this one"}`))
			return
		}
	}
	state := func() payment.ChannelState {
		return payment.ChannelState{ChannelID: v.Voucher.ChannelID, Balance: cs.Bal, TotalClaimed: new(big.Int), RefundNonce: new(big.Int), ChargedCumulativeAmount: cs.Ceil}
	}
	if want := new(big.Int).Add(cs.Ceil, cs.Fee); v.Voucher.MaxClaimableAmount.Cmp(want) != 0 {
		cs.Corrections++
		w.Header().Set(payment.HeaderRequiredV2, cs.Req.CorrectiveHeaderV2(state(), cs.Sig))
		w.WriteHeader(http.StatusPaymentRequired)
		_, _ = w.Write([]byte(`{"error":"payment_required"}`))
		return
	}
	bal := cs.Bal
	if v.Deposit != nil {
		bal = new(big.Int).Add(bal, v.Deposit.Amount)
	}
	if v.Voucher.MaxClaimableAmount.Cmp(bal) > 0 {
		w.Header().Set(payment.HeaderRequiredV2, cs.Req.RefusalHeaderV2(payment.ErrChannelExceedsBalance))
		w.WriteHeader(http.StatusPaymentRequired)
		return
	}
	if v.Deposit != nil {
		cs.Deposits++
	}
	cs.Bal, cs.Ceil, cs.Sig = bal, v.Voucher.MaxClaimableAmount, v.Voucher.Signature
	cs.Ceilings = append(cs.Ceilings, cs.Ceil)
	w.Header().Set(payment.HeaderResponseV2, payment.VoucherSettlementHeader(v.Payer(), "eip155:84532", cs.Fee, state()))
	w.WriteHeader(http.StatusCreated)
	_, _ = w.Write([]byte(`{"txHash":"0x01","versionIndex":"0","projectId":"1"}`))
}
