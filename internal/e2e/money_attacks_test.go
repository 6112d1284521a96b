package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/storage/pricing"
)

// settlerNonces is the number of transactions the settlers have sent.
func (s *stack) settlerNonces(t *testing.T) uint64 {
	t.Helper()
	var n uint64
	for _, a := range s.Worker.TxMgr.Addresses() {
		got, err := s.eth.NonceAt(context.Background(), a, nil)
		if err != nil {
			t.Fatal(err)
		}
		n += got
	}
	return n
}

// TestOverdraftRefusedNotReverted is finding 2 of the money-path review: a
// wallet holding 0.10 USDC sends ten creates at once. Each one alone passes
// the balance check; before the fix nine were queued and reverted on chain
// at the operator's cost. Now the pending spend is held in Redis across the
// requests: one 201, nine 403 payment_invalid, one settler transaction.
func TestOverdraftRefusedNotReverted(t *testing.T) {
	s := startStack(t, stackOptions{})
	payer := payclient.New(s.newPayers(t, 1, big.NewInt(100_000))[0], 2)
	before := s.settlerNonces(t)

	var wg sync.WaitGroup
	var created, refused atomic.Int32
	for i := range 10 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			body := fmt.Sprintf(`{"name":"overdraft-%d"}`, i)
			resp, err := payer.Do(context.Background(), http.MethodPost, s.APIURL+"/v1/projects", []byte(body))
			if err != nil {
				t.Error(err)
				return
			}
			switch code, msg := errorBodyOrEmpty(resp.Body); {
			case resp.Status == http.StatusCreated:
				created.Add(1)
			case resp.Status == http.StatusForbidden && code == "payment_invalid" && strings.Contains(msg, "promised to writes still settling"):
				refused.Add(1)
			default:
				t.Errorf("create %d: %d %s", i, resp.Status, resp.Body)
			}
		}()
	}
	testutil.Wait(t, &wg, "the attack's requests")
	if created.Load() != 1 || refused.Load() != 9 {
		t.Fatalf("%d created, %d refused; want 1 and 9", created.Load(), refused.Load())
	}
	if sent := s.settlerNonces(t) - before; sent != 1 {
		t.Fatalf("settlers sent %d transactions, want 1 (no reverted writes)", sent)
	}
	if got := s.usdc(t, payer.Address()); got.Sign() != 0 {
		t.Fatalf("payer holds %s, want 0 (charged once)", got)
	}
}

// TestPayerWithCodeRefusedBeforeQueue is finding 1 of the money-path review
// at the API: a payer whose account is delegated to code (EIP-7702) is
// refused with 403 payment_invalid when its payment is verified, and
// nothing is queued.
func TestPayerWithCodeRefusedBeforeQueue(t *testing.T) {
	s := startStack(t, stackOptions{})
	key := devkeys.Key(7)
	delegate := testutil.DeployCode(t, s.eth, devkeys.Key(9), testutil.GriefDelegateRuntime)
	testutil.Delegate(t, s.eth, devkeys.Key(9), key, delegate)
	before := s.settlerNonces(t)

	resp, err := payclient.New(key, 1).Do(context.Background(), http.MethodPost, s.APIURL+"/v1/projects", []byte(`{"name":"delegated"}`))
	if err != nil {
		t.Fatal(err)
	}
	code, msg := errorBodyOrEmpty(resp.Body)
	if resp.Status != http.StatusForbidden || code != "payment_invalid" || !strings.Contains(msg, "EIP-7702") {
		t.Fatalf("paid create by a delegated wallet: %d %s", resp.Status, resp.Body)
	}
	p, err := payment.ParseHeader(resp.PaymentHeader)
	if err != nil {
		t.Fatal(err)
	}
	job, err := http.Get(s.APIURL + "/v1/jobs/" + wire.JobID(p.Authorization.From, p.Authorization.Nonce))
	if err != nil {
		t.Fatal(err)
	}
	job.Body.Close()
	if job.StatusCode != http.StatusNotFound {
		t.Fatalf("job of the refused payment: %d, want 404 (nothing queued)", job.StatusCode)
	}
	if s.settlerNonces(t) != before {
		t.Fatal("a settler sent a transaction")
	}
}

// TestSuspendedPayerRefused: a payer suspended after a reverted write is
// refused at verification, with how long the suspension lasts and why.
func TestSuspendedPayerRefused(t *testing.T) {
	s := startStack(t, stackOptions{})
	susp, err := payment.NewSuspensions(s.Infra.Redis, "", 0)
	if err != nil {
		t.Fatal(err)
	}
	payer := s.payer(5, 2)
	if err := susp.Suspend(context.Background(), payer.Address(), "PayerHasCode()"); err != nil {
		t.Fatal(err)
	}
	resp, err := payer.Do(context.Background(), http.MethodPost, s.APIURL+"/v1/projects", []byte(`{"name":"suspended"}`))
	if err != nil {
		t.Fatal(err)
	}
	code, msg := errorBodyOrEmpty(resp.Body)
	if resp.Status != http.StatusForbidden || code != "payment_invalid" || !strings.Contains(msg, "PayerHasCode()") {
		t.Fatalf("paid create by a suspended wallet: %d %s", resp.Status, resp.Body)
	}
}

// risingPrice is a storage rate that can be raised mid-test.
type risingPrice struct{ percent atomic.Int64 }

func (r *risingPrice) Quote(_ context.Context, n int64) (pricing.Quote, error) {
	base := (n + 99) / 100
	return pricing.NewQuote(n, big.NewInt(base*r.percent.Load()/100)), nil
}

// TestQuoteLocksStorageCost is finding 5 of the money-path review: the 402
// locks the fee and the storage cost it was computed from. A storage rate
// that rises by half between the 402 and the paid request changes neither:
// the client pays what it was asked and the write books the quoted storage
// cost (before the fix the new, higher storage cost exceeded the locked fee
// and the treasury reverted).
func TestQuoteLocksStorageCost(t *testing.T) {
	price := &risingPrice{}
	price.percent.Store(100)
	s := startStack(t, stackOptions{pricer: price})
	owner := s.payer(4, 1)
	proj := s.create(t, owner, `{"name":"locked-quote"}`)
	url := s.APIURL + "/v1/projects/" + proj["projectId"] + "/versions"
	body := []byte(`{"storageHash":"ar://lockedAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1","contentSize":20000000}`)

	first, err := owner.Send(context.Background(), http.MethodPost, url, body, "")
	if err != nil || first.Status != http.StatusPaymentRequired {
		t.Fatalf("402: %v %d %s", err, first.Status, first.Body)
	}
	var terms payclient.Terms
	if err := first.JSON(&terms); err != nil {
		t.Fatal(err)
	}
	if terms.Amount != "240000" {
		t.Fatalf("quoted %s, want 240000 (200000 storage + 20%%)", terms.Amount)
	}
	price.percent.Store(150)
	header, err := owner.Sign(&terms)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := owner.Send(context.Background(), http.MethodPost, url, body, header)
	if err != nil || resp.Status != http.StatusCreated {
		t.Fatalf("paid push after the rate rose: %v %d %s", err, resp.Status, resp.Body)
	}
	var out struct{ TxHash string }
	if err := json.Unmarshal(resp.Body, &out); err != nil {
		t.Fatal(err)
	}
	rcpt, err := s.eth.TransactionReceipt(context.Background(), common.HexToHash(out.TxHash))
	if err != nil {
		t.Fatal(err)
	}
	tre := treasury.NewInkdTreasury()
	for _, l := range rcpt.Logs {
		if ev, err := tre.UnpackPaymentReceivedEvent(l); err == nil {
			if ev.Amount.Int64() != 240_000 || ev.StorageCost.Int64() != 200_000 {
				t.Fatalf("booked amount %s storage %s; want the quoted 240000 and 200000", ev.Amount, ev.StorageCost)
			}
			return
		}
	}
	t.Fatal("no PaymentReceived event")
}

// errorBodyOrEmpty decodes {error, message}, or returns empty strings.
func errorBodyOrEmpty(b []byte) (string, string) {
	var e struct{ Error, Message string }
	_ = json.Unmarshal(b, &e)
	return e.Error, e.Message
}
