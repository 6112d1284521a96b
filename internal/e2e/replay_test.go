package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptrace"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// The same paid request sent many times at once while its job is still
// pending (the writes queue is paused until every copy is on the wire)
// gets one job, one transaction record, one USDC transfer and identical
// answers; the same payment with another request is payment_invalid.
// (Invariant 2: an authorization is used at most once.)
func TestSamePaymentTwice(t *testing.T) {
	s := startStack(t, stackOptions{})
	ctx := context.Background()
	c := s.payer(4, 2)
	before := s.usdc(t, c.Address())
	body := []byte(`{"name":"replayed"}`)
	header, _ := s.signed(t, c, "/v1/projects", string(body))
	job := jobOf(t, header)

	insp := s.inspector(t)
	if err := insp.PauseQueue(jobs.QueueWrites); err != nil {
		t.Fatal(err)
	}
	const copies = 8
	var sent, wg sync.WaitGroup
	results := make([]*payclient.Response, copies)
	errs := make([]error, copies)
	for i := range results {
		sent.Add(1)
		wg.Add(1)
		go func() {
			defer wg.Done()
			trace := &httptrace.ClientTrace{WroteRequest: func(httptrace.WroteRequestInfo) { sent.Done() }}
			results[i], errs[i] = c.Send(httptrace.WithClientTrace(ctx, trace), http.MethodPost, s.APIURL+"/v1/projects", body, header)
		}()
	}
	testutil.Wait(t, &sent, "the sends")
	testutil.Until(t, time.Minute, "the job is queued", func() bool {
		info, err := insp.GetTaskInfo(jobs.QueueWrites, job)
		return err == nil && info.State == asynq.TaskStatePending
	})
	if err := insp.UnpauseQueue(jobs.QueueWrites); err != nil {
		t.Fatal(err)
	}
	testutil.Wait(t, &wg, "the replays")
	for i, r := range results {
		if errs[i] != nil || r.Status != http.StatusCreated || string(r.Body) != string(results[0].Body) {
			t.Fatalf("copy %d: %v %+v, want the same 201 as copy 0 (%s)", i, errs[i], r, results[0].Body)
		}
	}
	other, err := c.Send(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(`{"name":"replayed-elsewhere"}`), header)
	if err != nil {
		t.Fatal(err)
	}
	if code, _ := errorBody(t, other.Body); other.Status != 403 || code != "payment_invalid" {
		t.Fatalf("replay with another request: %d %s", other.Status, other.Body)
	}
	s.nextBlock(t)
	if n := s.writesQueue(t); n != 1 {
		t.Fatalf("%d tasks in the writes queue, want the one job", n)
	}
	if n := s.intentRecords(t); n != 1 {
		t.Fatalf("%d transaction records, want 1", n)
	}
	if n := s.transfersFrom(t, c.Address()); n != 1 {
		t.Fatalf("%d USDC transfers from the payer, want 1", n)
	}
	if paid := new(big.Int).Sub(before, s.usdc(t, c.Address())); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("paid %s in all, want 100000 once", paid)
	}
}

// Twenty payers race for one name: the writes queue is paused until every
// request is answered or queued. The name is reserved by the first paid
// create the API accepts, so exactly one is queued and answered 201; every
// loser is 400 name_taken before anything is queued or signed for it (no
// transaction record, no revert at the operator's gas); exactly one
// payment taken and every loser's USDC unchanged. (Invariant 1; item 5 of
// the second money-path review.)
func TestNameRace(t *testing.T) {
	s := startStack(t, stackOptions{blockPeriod: 2 * time.Second})
	ctx := context.Background()
	const racers = 20
	keys := s.newPayers(t, racers, big.NewInt(1_000_000))
	insp := s.inspector(t)
	if err := insp.PauseQueue(jobs.QueueWrites); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	type result struct {
		job    string
		status int
		code   string
		msg    string
	}
	results := make([]result, len(keys))
	var refused atomic.Int32
	for i, k := range keys {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := payclient.New(k, 1+i%2)
			resp, err := c.Do(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(`{"name":"contested"}`))
			if err != nil {
				t.Errorf("payer %d: %v", i, err)
				return
			}
			results[i].status = resp.Status
			if resp.Status == http.StatusBadRequest {
				refused.Add(1)
			}
			if resp.PaymentHeader != "" {
				results[i].job = jobOf(t, resp.PaymentHeader)
			}
			if resp.Status != http.StatusCreated {
				results[i].code, results[i].msg = errorBody(t, resp.Body)
			}
		}()
	}
	testutil.Until(t, 2*time.Minute, "one racer's job is queued and the others are refused", func() bool {
		q, err := insp.GetQueueInfo(jobs.QueueWrites)
		return err == nil && q.Pending == 1 && int(refused.Load()) == racers-1
	})
	if err := insp.UnpauseQueue(jobs.QueueWrites); err != nil {
		t.Fatal(err)
	}
	testutil.Wait(t, &wg, "the replays")
	s.nextBlock(t)
	winner := -1
	for i, r := range results {
		switch {
		case r.status == 201:
			if winner >= 0 {
				t.Fatalf("payers %d and %d both won the name", winner, i)
			}
			winner = i
		case r.status == 400 && r.code == "name_taken":
		default:
			t.Fatalf("payer %d: %+v, want 201 or 400 name_taken", i, r)
		}
	}
	if winner < 0 {
		t.Fatal("nobody won the name")
	}
	for i, r := range results {
		if i == winner {
			continue
		}
		if spent := new(big.Int).Sub(big.NewInt(1_000_000), s.usdc(t, addr(keys[i]))); spent.Sign() != 0 {
			t.Fatalf("losing payer %d paid %s", i, spent)
		}
		if r.job != "" {
			s.noTrace(t, r.job)
		}
	}
	if spent := new(big.Int).Sub(big.NewInt(1_000_000), s.usdc(t, addr(keys[winner]))); spent.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("the winner paid %s, want one fee of 100000", spent)
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
	testutil.Wait(t, &wg, "the replays")
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
		if p.Created.Name != fmt.Sprintf("bulk-%03d", i) || p.Owner != common.Address(addr(keys[i])) {
			t.Fatalf("project %s on chain is %q owned by %s; the 201 told payer %d otherwise", id, p.Created.Name, p.Owner, i)
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
			status, body, _ = nodePay(t, client, key, "POST", s.APIURL+"/v1/projects/"+created["projectId"]+"/versions", `{"storageHash":"ar://npmAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"1.0.0"}`)
			if status != 201 {
				t.Fatalf("push: %d %s", status, body)
			}
		})
	}
}
