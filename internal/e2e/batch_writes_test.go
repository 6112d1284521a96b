package e2e

import (
	"context"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/batcher"
)

// Paid creates of several payers that wait together (the writes queue is
// paused until all are queued) are folded by the worker into fewer
// transactions, and through the API each request still gets its own 201
// with its own project, readable right after; of two requests for one name
// the second is refused by the API (400 name_taken, being registered) and
// pays nothing: it never reaches the batch.
func TestBatchedWritesThroughTheAPI(t *testing.T) {
	s := startStack(t, stackOptions{batch: batcher.Config{MaxItems: batcher.DefaultMaxItems, Wait: batcher.MaxWait}})
	ctx := context.Background()
	type request struct {
		payer int
		name  string
	}
	reqs := []request{{1, "batched-one"}, {2, "batched-two"}, {3, "batched-three"}, {4, "batched-four"}, {5, "shared-name"}, {6, "shared-name"}}
	clients := make([]*payclient.Client, len(reqs))
	before := make([]*big.Int, len(reqs))
	resps := make([]*payclient.Response, len(reqs))
	errs := make([]error, len(reqs))
	var wg sync.WaitGroup
	queuedTogether(t, s, len(reqs)-1, func() {
		for i, r := range reqs {
			clients[i] = s.payer(r.payer, 2)
			before[i] = s.usdc(t, clients[i].Address())
			wg.Add(1)
			go func() {
				defer wg.Done()
				resps[i], errs[i] = clients[i].Do(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(fmt.Sprintf(`{"name":%q}`, r.name)))
			}()
		}
	})
	testutil.Wait(t, &wg, "the writes")
	txs := map[string]bool{}
	shared := map[int]string{}
	for i, r := range reqs {
		if errs[i] != nil {
			t.Fatalf("%s by %d: %v", r.name, r.payer, errs[i])
		}
		paid := new(big.Int).Sub(before[i], s.usdc(t, clients[i].Address()))
		if resps[i].Status != http.StatusCreated {
			code, msg := errorBody(t, resps[i].Body)
			if r.name != "shared-name" {
				t.Fatalf("%s: %d %s", r.name, resps[i].Status, resps[i].Body)
			}
			shared[i] = fmt.Sprintf("%d %s %s", resps[i].Status, code, msg)
			if paid.Sign() != 0 {
				t.Fatalf("the losing request for the shared name paid %s", paid)
			}
			continue
		}
		var created map[string]string
		if err := resps[i].JSON(&created); err != nil {
			t.Fatal(err)
		}
		if created["name"] != r.name || created["owner"] != clients[i].Address().Hex() {
			t.Fatalf("%s by %d answered %v", r.name, r.payer, created)
		}
		var p map[string]any
		readsGet(t, s.APIURL+"/v1/projects/"+created["projectId"], 200, &p)
		if p["name"] != r.name || p["owner"] != clients[i].Address().Hex() {
			t.Fatalf("project %s read right after its 201: %v, want %s by %s", created["projectId"], p, r.name, clients[i].Address().Hex())
		}
		if paid.Cmp(big.NewInt(100_000)) != 0 {
			t.Fatalf("%s paid %s, want 100000", r.name, paid)
		}
		txs[created["txHash"]] = true
	}
	if len(shared) != 1 {
		t.Fatalf("both requests for one name answered %v; want exactly one to fail", shared)
	}
	for _, got := range shared {
		if !strings.HasPrefix(got, "400 name_taken") || !strings.Contains(got, "being registered") {
			t.Fatalf("the losing request answered %q, want 400 name_taken, being registered", got)
		}
	}
	t.Logf("%d writes landed in %d transactions", len(reqs)-1, len(txs))
	if len(txs) >= len(reqs)-1 {
		t.Fatalf("%d writes in %d transactions: nothing was folded", len(reqs)-1, len(txs))
	}
}
