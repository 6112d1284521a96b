package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/internal/payclient"
)

// The same payment presented again with the same request returns the
// original result and takes nothing more; with another request it is
// payment_invalid. (Invariant 2: an authorization is used at most once.)
func TestSamePaymentTwice(t *testing.T) {
	s := startStack(t, stackOptions{})
	ctx := context.Background()
	c := s.payer(4, 2)
	before := s.usdc(t, c.Address())
	body := []byte(`{"name":"replayed"}`)
	first, err := c.Do(ctx, http.MethodPost, s.APIURL+"/v1/projects", body)
	if err != nil || first.Status != http.StatusCreated {
		t.Fatalf("first: %v %d %s", err, first.Status, first.Body)
	}
	// Concurrent retries of the same paid request.
	var wg sync.WaitGroup
	results := make([]*payclient.Response, 8)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], _ = c.Send(ctx, http.MethodPost, s.APIURL+"/v1/projects", body, first.PaymentHeader)
		}()
	}
	wg.Wait()
	for i, r := range results {
		if r == nil || r.Status != http.StatusCreated || string(r.Body) != string(first.Body) {
			t.Fatalf("retry %d: %+v, want the original 201 %s", i, r, first.Body)
		}
	}
	other, err := c.Send(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(`{"name":"replayed-elsewhere"}`), first.PaymentHeader)
	if err != nil {
		t.Fatal(err)
	}
	if code, _ := errorBody(t, other.Body); other.Status != 403 || code != "payment_invalid" {
		t.Fatalf("replay with another request: %d %s", other.Status, other.Body)
	}
	if paid := new(big.Int).Sub(before, s.usdc(t, c.Address())); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("paid %s in all, want 100000 once", paid)
	}
}

// Twenty payers race for one name: exactly one 201, the rest name_taken or
// tx_failed NameTaken(), and exactly one payment taken. (Invariant 1.)
func TestNameRace(t *testing.T) {
	s := startStack(t, stackOptions{})
	ctx := context.Background()
	keys := s.newPayers(t, 20, big.NewInt(1_000_000))
	var wg sync.WaitGroup
	type result struct {
		status int
		code   string
		msg    string
	}
	results := make([]result, len(keys))
	for i, k := range keys {
		wg.Add(1)
		go func() {
			defer wg.Done()
			resp, err := payclient.New(k, 1+i%2).Do(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(`{"name":"contested"}`))
			if err != nil {
				t.Errorf("payer %d: %v", i, err)
				return
			}
			results[i].status = resp.Status
			if resp.Status != http.StatusCreated {
				results[i].code, results[i].msg = errorBody(t, resp.Body)
			}
		}()
	}
	wg.Wait()
	won := 0
	for i, r := range results {
		switch {
		case r.status == 201:
			won++
		case r.status == 400 && r.code == "name_taken":
		case r.status == 500 && r.code == "tx_failed" && r.msg == "NameTaken()":
		default:
			t.Errorf("payer %d: %+v", i, r)
		}
	}
	if won != 1 {
		t.Fatalf("%d payers won the name, want 1", won)
	}
	total := new(big.Int)
	for _, k := range keys {
		spent := new(big.Int).Sub(big.NewInt(1_000_000), s.usdc(t, addr(k)))
		total.Add(total, spent)
	}
	if total.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("payers paid %s in all, want exactly one fee of 100000", total)
	}
}

// A hundred payers create a hundred projects at once: a hundred 201s with
// distinct ids, each matching the chain.
func TestHundredConcurrentCreates(t *testing.T) {
	s := startStack(t, stackOptions{})
	ctx := context.Background()
	keys := s.newPayers(t, 100, big.NewInt(1_000_000))
	var wg sync.WaitGroup
	ids := make([]string, len(keys))
	for i, k := range keys {
		wg.Add(1)
		go func() {
			defer wg.Done()
			resp, err := payclient.New(k, 1+i%2).Do(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(fmt.Sprintf(`{"name":"bulk-%03d"}`, i)))
			if err != nil {
				t.Errorf("payer %d: %v", i, err)
				return
			}
			if resp.Status != http.StatusCreated {
				t.Errorf("payer %d: %d %s", i, resp.Status, resp.Body)
				return
			}
			var r map[string]string
			_ = json.Unmarshal(resp.Body, &r)
			ids[i] = r["projectId"]
		}()
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	seen := map[string]bool{}
	for i, id := range ids {
		if seen[id] {
			t.Fatalf("project id %s returned twice", id)
		}
		seen[id] = true
		n, _ := new(big.Int).SetString(id, 10)
		p := s.project(t, n)
		if p.Name != fmt.Sprintf("bulk-%03d", i) || p.Owner != common.Address(addr(keys[i])) {
			t.Fatalf("project %s on chain is %q owned by %s; the 201 told payer %d otherwise", id, p.Name, p.Owner, i)
		}
	}
}

// The real npm x402 clients pay the running service for a create and a push.
func TestRealClientsPayService(t *testing.T) {
	s := startStack(t, stackOptions{})
	for i, client := range []string{"v1", "v2"} {
		t.Run(client, func(t *testing.T) {
			key := fmt.Sprintf("0x%x", crypto_FromECDSA(5+i))
			name := "npm-" + client
			status, body, headers := nodePay(t, client, key, "POST", s.APIURL+"/v1/projects", `{"name":"`+name+`"}`)
			if status != 201 {
				t.Fatalf("create: %d %s", status, body)
			}
			var created map[string]string
			if err := json.Unmarshal(body, &created); err != nil {
				t.Fatal(err)
			}
			if created["name"] != name || created["status"] != "success" {
				t.Fatalf("create result %v", created)
			}
			if headers["x-payment-response"] == "" && headers["payment-response"] == "" {
				t.Fatalf("no settlement header in %v", headers)
			}
			status, body, _ = nodePay(t, client, key, "POST", s.APIURL+"/v1/projects/"+created["projectId"]+"/versions", `{"storageHash":"ar://npm","versionTag":"1.0.0"}`)
			if status != 201 {
				t.Fatalf("push: %d %s", status, body)
			}
		})
	}
}
