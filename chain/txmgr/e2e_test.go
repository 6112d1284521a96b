package txmgr

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sort"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/internal/testutil"
)

// faultProxy is a JSON-RPC HTTP proxy on loopback that forwards to a node
// and, for the first lose calls of method, forwards the request but answers
// 502 instead of the node's response: the transaction reached the node, the
// sender does not know it.
type faultProxy struct {
	upstream string
	method   string

	mu   sync.Mutex
	lose int
	lost int
}

func (p *faultProxy) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	body, err := io.ReadAll(req.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	var msg struct {
		Method string `json:"method"`
	}
	_ = json.Unmarshal(body, &msg) // batches are forwarded as they are
	resp, err := http.Post(p.upstream, "application/json", bytes.NewReader(body))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	p.mu.Lock()
	drop := msg.Method == p.method && p.lost < p.lose
	if drop {
		p.lost++
	}
	p.mu.Unlock()
	if drop {
		http.Error(w, "response lost", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(resp.StatusCode)
	_, _ = w.Write(out)
}

func (p *faultProxy) lostCount() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.lost
}

// TestEndToEndDevchain drives intents through two Managers sharing two keys
// and a real redis-server, against the embedded go-ethereum node over HTTP
// JSON-RPC, behind a proxy that loses the node's answer to the first
// broadcasts. Each intent is sent and awaited by a worker, as the paid-write
// handler does; every one must be final, once, with gapless nonces.
func TestEndToEndDevchain(t *testing.T) {
	ctx := context.Background()
	log := testutil.Logger(t)
	keys := []*ecdsa.PrivateKey{testKey(t, 0), testKey(t, 1)}
	node, err := devchain.Start(devchain.Config{
		ListenAddr: "127.0.0.1:0",
		Accounts:   []common.Address{addrOf(keys[0]), addrOf(keys[1])},
	}, log)
	if err != nil {
		t.Fatalf("devchain: %v", err)
	}
	t.Cleanup(func() { _ = node.Close() })

	proxy := &faultProxy{upstream: node.HTTPURL(), method: "eth_sendRawTransaction", lose: 5}
	srv := httptest.NewServer(proxy) // listens on 127.0.0.1
	t.Cleanup(srv.Close)
	client, err := ethclient.Dial(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(client.Close)

	rdb := testutil.RedisClient(t)
	cfg := testConfig()
	cfg.ChainID = new(big.Int).SetUint64(node.ChainID())
	cfg.ReceiptPoll = 20 * cfg.ReceiptPoll
	managers := []*Manager{
		newManager(t, cfg, client, rdb, keys),
		newManager(t, cfg, client, rdb, keys),
	}
	var wg sync.WaitGroup
	managers[0].Start(&wg)
	defer func() {
		managers[0].Shutdown()
		testutil.Wait(t, &wg, "the manager's shutdown")
	}()

	const intents, workers = 40, 8
	ids := make(chan string)
	var (
		mu       sync.Mutex
		receipts = map[string]*types.Receipt{}
		work     sync.WaitGroup
	)
	for w := range workers {
		m := managers[w%2]
		work.Add(1)
		go func() {
			defer work.Done()
			for id := range ids {
				if _, err := m.Send(ctx, id, Candidate{To: sink, Value: big.NewInt(1)}); err != nil {
					t.Errorf("Send(%s): %v", id, err)
					continue
				}
				out, err := m.Wait(waitCtx(t), id)
				if err != nil {
					t.Errorf("Wait(%s): %v", id, err)
					continue
				}
				mu.Lock()
				receipts[id] = out.Receipt
				mu.Unlock()
			}
		}()
	}
	for i := range intents {
		ids <- fmt.Sprintf("e2e-%02d", i)
	}
	close(ids)
	testutil.Wait(t, &work, "the sends")
	if t.Failed() {
		return
	}

	if got := proxy.lostCount(); got != proxy.lose {
		t.Errorf("answers lost by the proxy = %d, want %d", got, proxy.lose)
	}
	txs := map[common.Hash]string{}
	nonces := map[common.Address][]uint64{}
	for id, rc := range receipts {
		if rc.Status != types.ReceiptStatusSuccessful {
			t.Errorf("%s: receipt status %d", id, rc.Status)
		}
		if other, dup := txs[rc.TxHash]; dup {
			t.Errorf("%s and %s share transaction %s", id, other, rc.TxHash)
		}
		txs[rc.TxHash] = id
		r := mustGet(t, managers[1], id)
		nonces[r.From] = append(nonces[r.From], r.Nonce)
	}
	if len(receipts) != intents {
		t.Fatalf("final intents = %d, want %d", len(receipts), intents)
	}
	for a, ns := range nonces {
		sort.Slice(ns, func(i, j int) bool { return ns[i] < ns[j] })
		for i, n := range ns {
			if n != uint64(i) {
				t.Fatalf("key %s nonces %v: gap or duplicate at %d", a, ns, i)
			}
		}
		mined, err := client.NonceAt(ctx, a, nil)
		if err != nil {
			t.Fatal(err)
		}
		if mined != uint64(len(ns)) {
			t.Errorf("key %s: chain nonce %d, records %d (a transaction outside the records was mined)", a, mined, len(ns))
		}
	}
}
