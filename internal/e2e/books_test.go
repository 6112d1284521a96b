package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/batcher"
)

// booksWatch follows the treasury's money from the start of a test: what
// the payers paid, what the treasury's events recorded and paid out, and
// what it holds.
type booksWatch struct {
	s      *stack
	payers []common.Address
	from   uint64
	// start balances: each payer's, then the treasury's, the storage
	// wallet's and the buyback's.
	start map[common.Address]*big.Int
	tre   *treasury.InkdTreasury
}

func watchBooks(t *testing.T, s *stack, payers []common.Address) *booksWatch {
	t.Helper()
	head, err := s.eth.BlockNumber(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	w := &booksWatch{s: s, payers: payers, from: head + 1, start: map[common.Address]*big.Int{}, tre: treasury.NewInkdTreasury()}
	d := s.Deployment
	for _, a := range append([]common.Address{d.Treasury, d.StorageWallet, d.Buyback}, payers...) {
		w.start[a] = s.usdc(t, a)
	}
	return w
}

// gained is a's USDC balance now minus at the start.
func (w *booksWatch) gained(t *testing.T, a common.Address) *big.Int {
	t.Helper()
	return new(big.Int).Sub(w.s.usdc(t, a), w.start[a])
}

// check fails the test unless the books balance after step: the USDC the
// payers paid is what the treasury's PaymentReceived events recorded, and
// that is what its PaidOut events moved (exactly the storage wallet's and
// the buyback's gains) plus what the treasury gained; the treasury's own
// books (owed + retained) account for its whole balance. It returns what
// was recorded and paid out so far.
func (w *booksWatch) check(t *testing.T, step string) (recorded, paidOut *big.Int) {
	t.Helper()
	ctx := context.Background()
	d := w.s.Deployment
	in := new(big.Int)
	for _, p := range w.payers {
		in.Sub(in, w.gained(t, p))
	}
	logs, err := w.s.eth.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(w.from), Addresses: []common.Address{d.Treasury}})
	if err != nil {
		t.Fatal(err)
	}
	recorded, paidOut = new(big.Int), new(big.Int)
	toStorage, toBuyback := new(big.Int), new(big.Int)
	for i := range logs {
		if ev, err := w.tre.UnpackPaymentReceivedEvent(&logs[i]); err == nil {
			recorded.Add(recorded, ev.Amount)
		} else if ev, err := w.tre.UnpackPaidOutEvent(&logs[i]); err == nil {
			toStorage.Add(toStorage, ev.ToStorage)
			toBuyback.Add(toBuyback, ev.ToBuyback)
		}
	}
	paidOut.Add(toStorage, toBuyback)
	held := w.gained(t, d.Treasury)
	if in.Cmp(recorded) != 0 {
		t.Fatalf("%s: the payers paid %s, the treasury's events recorded %s", step, in, recorded)
	}
	if sum := new(big.Int).Add(paidOut, held); sum.Cmp(recorded) != 0 {
		t.Fatalf("%s: recorded %s != paid out %s + held %s", step, recorded, paidOut, held)
	}
	if g := w.gained(t, d.StorageWallet); g.Cmp(toStorage) != 0 {
		t.Fatalf("%s: the storage wallet gained %s, PaidOut says %s", step, g, toStorage)
	}
	if g := w.gained(t, d.Buyback); g.Cmp(toBuyback) != 0 {
		t.Fatalf("%s: the buyback gained %s, PaidOut says %s", step, g, toBuyback)
	}
	out, err := w.s.eth.CallContract(ctx, ethereum.CallMsg{To: &d.Treasury, Data: w.tre.PackBooks()}, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := w.tre.UnpackBooks(out)
	if err != nil {
		t.Fatal(err)
	}
	owed := new(big.Int).Add(b.OwedStorage, b.OwedBuyback)
	if sum, bal := new(big.Int).Add(owed, b.Retained), w.s.usdc(t, d.Treasury); sum.Cmp(bal) != 0 {
		t.Fatalf("%s: owed %s + retained %s != the treasury's balance %s", step, owed, b.Retained, bal)
	}
	t.Logf("%s: paid in %s, recorded %s, paid out %s, held %s (owed %s)", step, in, recorded, paidOut, held, owed)
	return recorded, paidOut
}

// payAll sends one paid request per client at once and waits for every
// answer: the 201 bodies, or an error for any other answer.
func payAll(apiURL string, clients []*payclient.Client, request func(p int) (path, body string)) ([]map[string]any, []error) {
	out := make([]map[string]any, len(clients))
	errs := make([]error, len(clients))
	var wg sync.WaitGroup
	for p, c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			path, body := request(p)
			resp, err := c.Do(context.Background(), http.MethodPost, apiURL+path, []byte(body))
			if err == nil && resp.Status != http.StatusCreated {
				err = fmt.Errorf("%s: %d %s", path, resp.Status, resp.Body)
			}
			if err == nil {
				err = json.Unmarshal(resp.Body, &out[p])
			}
			errs[p] = err
		}()
	}
	wg.Wait()
	return out, errs
}

// mustAll fails the test on the first error of errs.
func mustAll(tb testing.TB, what string, errs []error) {
	tb.Helper()
	for p, err := range errs {
		if err != nil {
			tb.Fatalf("%s of payer %d: %v", what, p, err)
		}
	}
}

// queuedTogether runs send, which queues n paid writes, with the writes
// queue paused until all n are pending: the worker then finds them waiting
// together (and, with a BATCH_WAIT, folds them).
func queuedTogether(t *testing.T, s *stack, n int, send func()) {
	t.Helper()
	insp := s.inspector(t)
	if err := insp.PauseQueue(jobs.QueueWrites); err != nil {
		t.Fatal(err)
	}
	send()
	testutil.Until(t, 2*time.Minute, "every write is queued", func() bool {
		q, err := insp.GetQueueInfo(jobs.QueueWrites)
		return err == nil && q.Pending == n
	})
	if err := insp.UnpauseQueue(jobs.QueueWrites); err != nil {
		t.Fatal(err)
	}
}

// foldedWrites sends one request per payer, queued together, and fails
// the test unless every one is answered 201 and fewer transactions than
// writes carried them. It returns the 201 bodies.
func foldedWrites(t *testing.T, s *stack, clients []*payclient.Client, request func(p int) (path, body string)) []map[string]any {
	t.Helper()
	var out []map[string]any
	var errs []error
	done := make(chan struct{})
	queuedTogether(t, s, len(clients), func() {
		go func() {
			defer close(done)
			out, errs = payAll(s.APIURL, clients, request)
		}()
	})
	testutil.Recv(t, done, "the payments")
	mustAll(t, "folded write", errs)
	txs := map[any]bool{}
	for _, o := range out {
		txs[o["txHash"]] = true
	}
	if len(txs) >= len(clients) {
		t.Fatalf("%d writes in %d transactions: nothing was folded", len(clients), len(txs))
	}
	return out
}

// The fee books balance through every kind of paid write and payouts, on
// the whole stack (real chain, real Redis, the folding worker): creates and
// single pushes of several payers folded into executeBatch transactions,
// multi-pushes, and payouts between them. After each step the USDC the
// payers paid equals the fees the treasury's events recorded, which equal
// what was paid out (exactly what the storage wallet and the buyback
// gained) plus what the treasury holds, and the treasury's own books
// account for its whole balance.
func TestBooksBalanceWithBatchesAndPayouts(t *testing.T) {
	s := startStack(t, stackOptions{batch: batcher.Config{MaxItems: batcher.DefaultMaxItems, Wait: batcher.MaxWait}})
	const payers = 6
	keys := s.newPayers(t, payers, big.NewInt(100_000_000))
	clients := make([]*payclient.Client, payers)
	addrs := make([]common.Address, payers)
	for p, k := range keys {
		clients[p] = payclient.New(k, 1+p%2)
		addrs[p] = clients[p].Address()
	}
	w := watchBooks(t, s, addrs)

	created := foldedWrites(t, s, clients, func(p int) (string, string) {
		return "/v1/projects", fmt.Sprintf(`{"name":"books-%d"}`, p)
	})
	w.check(t, "folded creates")
	var paidOut *big.Int
	for round := range 3 {
		foldedWrites(t, s, clients, func(p int) (string, string) {
			// contentSize makes a storage cost, so both owed shares grow.
			return fmt.Sprintf("/v1/projects/%v/versions", created[p]["projectId"]),
				fmt.Sprintf(`{"storageHash":%q,"versionTag":"r%d","contentSize":%d}`, storageHash(p, round, 0), round, 250_000*(p+1))
		})
		w.check(t, fmt.Sprintf("round %d: folded pushes", round))
		_, errs := payAll(s.APIURL, clients, func(p int) (string, string) {
			vs := make([]map[string]any, 3+p)
			for v := range vs {
				vs[v] = map[string]any{"storageHash": storageHash(p, 10+round, v), "versionTag": fmt.Sprintf("b%d.%d", round, v), "contentSize": 100_000 * (v + 1)}
			}
			body, _ := json.Marshal(map[string]any{"versions": vs})
			return fmt.Sprintf("/v1/projects/%v/versions/batch", created[p]["projectId"]), string(body)
		})
		mustAll(t, fmt.Sprintf("round %d: batch push", round), errs)
		w.check(t, fmt.Sprintf("round %d: batch pushes", round))
		if round < 2 {
			// The deployer, an owner of the treasury, pays out what is owed.
			if r := testutil.SendCall(t, s.eth, devkeys.Key(0), s.Deployment.Treasury, w.tre.PackPayout()); r.Status != types.ReceiptStatusSuccessful {
				t.Fatalf("round %d: payout reverted", round)
			}
			_, paidOut = w.check(t, fmt.Sprintf("round %d: payout", round))
		}
	}
	if paidOut.Sign() == 0 {
		t.Fatal("the payouts moved nothing: the test proves less than it says")
	}
}
