package client

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/payclient"
)

// idServer is a paid create route that offers the payment-identifier
// extension when offer is set, records each payment's (id, nonce), and
// answers the first payment 202 (pending) and the others 201; its jobs are
// unknown (404 job_not_found), as when a payment was never used.
type idServer struct {
	offer bool

	mu   sync.Mutex
	paid []paidWith
}

type paidWith struct {
	id    string
	nonce [32]byte
}

func (s *idServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	if r.Method == http.MethodGet {
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"job_not_found","message":"no job"}`))
		return
	}
	v := r.Header.Get(payment.HeaderPaymentV2)
	if v == "" {
		v = r.Header.Get(payment.HeaderPaymentV1)
	}
	if v == "" {
		req := payment.Requirement{
			Amount: big.NewInt(100_000), PayTo: common.HexToAddress("0x1111111111111111111111111111111111111111"),
			Asset: payment.Domain{Name: "USD Coin", Version: "2", ChainID: big.NewInt(8453),
				VerifyingContract: common.HexToAddress("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913")},
			Resource: "http://" + r.Host + r.URL.Path, MimeType: "application/json", OfferPaymentID: s.offer,
		}
		w.Header().Set(payment.HeaderRequiredV2, req.HeaderV2())
		w.WriteHeader(http.StatusPaymentRequired)
		_ = json.NewEncoder(w).Encode(req.Body(nil))
		return
	}
	p, err := payment.ParseHeader(v)
	if err != nil {
		w.WriteHeader(http.StatusForbidden)
		return
	}
	id, err := p.PaymentID()
	if err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	s.paid = append(s.paid, paidWith{id: id, nonce: p.Authorization.Nonce})
	n := len(s.paid)
	s.mu.Unlock()
	if n == 1 {
		w.WriteHeader(http.StatusAccepted)
		_, _ = w.Write([]byte(`{"jobId":"pay_1","status":"pending"}`))
		return
	}
	w.WriteHeader(http.StatusCreated)
	_, _ = w.Write([]byte(`{"txHash":"0x01","projectId":"1","name":"a","status":"success"}`))
}

func (s *idServer) payments() []paidWith {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]paidWith(nil), s.paid...)
}

// A write paid to a server that offers the payment-identifier extension
// carries a new id; when its payment expired unused and is signed again,
// the new payment carries the same id (one logical write), and the next
// write a new one. Without the offer, or paying with x402 v1, no id is
// sent.
func TestWriteSendsOnePaymentIDPerWrite(t *testing.T) {
	for _, tc := range []struct {
		name    string
		offer   bool
		version int
		wantID  bool
	}{
		{"offered, v2", true, payclient.V2, true},
		{"not offered", false, payclient.V2, false},
		{"offered, v1", true, payclient.V1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			is := &idServer{offer: tc.offer}
			srv := httptest.NewServer(is)
			defer srv.Close()
			now := time.Unix(1_800_000_000, 0)
			c, err := New(Config{BaseURL: srv.URL, Key: devkeys.Key(1), X402Version: tc.version, Backoff: time.Millisecond,
				Now: func() time.Time { return now }})
			if err != nil {
				t.Fatal(err)
			}
			ctx := context.Background()
			body := []byte(`{"name":"a"}`)
			var pending *PendingError
			if _, err := c.Write(ctx, "", http.MethodPost, "/v1/projects", body); !errors.As(err, &pending) {
				t.Fatalf("first write: %v, want pending", err)
			}
			now = now.Add(10 * time.Minute) // the saved payment expired, its job unknown
			if r, err := c.Write(ctx, "", http.MethodPost, "/v1/projects", body); err != nil || r.Create == nil {
				t.Fatalf("write again: %+v, %v", r, err)
			}
			if _, err := c.Write(ctx, "", http.MethodPost, "/v1/projects", []byte(`{"name":"b"}`)); err != nil {
				t.Fatal(err)
			}
			paid := is.payments()
			if len(paid) != 3 || paid[0].nonce == paid[1].nonce {
				t.Fatalf("payments %+v, want three with a new authorization each", paid)
			}
			if !tc.wantID {
				for _, p := range paid {
					if p.id != "" {
						t.Fatalf("payment carries id %q, want none", p.id)
					}
				}
				return
			}
			if err := payment.CheckPaymentID(paid[0].id); err != nil {
				t.Fatal(err)
			}
			if paid[1].id != paid[0].id {
				t.Fatalf("the payment signed again for the same write carries id %q, the first %q", paid[1].id, paid[0].id)
			}
			if paid[2].id == paid[0].id || payment.CheckPaymentID(paid[2].id) != nil {
				t.Fatalf("another write carries id %q, the first %q; want a new one", paid[2].id, paid[0].id)
			}
		})
	}
}
