package testutil

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"
)

// fakeNode answers eth_blockNumber with 100, eth_getTransactionCount with
// the block number it is asked at (latest: 100), and counts the raw
// transactions it receives.
func fakeNode(t *testing.T, sends *int) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var q rpcMsg
		if err := json.NewDecoder(r.Body).Decode(&q); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		resp := rpcMsg{JSONRPC: "2.0", ID: q.ID}
		switch q.Method {
		case "eth_blockNumber":
			resp.Result = json.RawMessage(`"0x64"`)
		case "eth_getTransactionCount":
			var tag string
			_ = json.Unmarshal(q.Params[len(q.Params)-1], &tag)
			if tag == "latest" || tag == "pending" {
				tag = "0x64"
			}
			resp.Result = json.RawMessage(strconv.Quote(tag))
		case "eth_sendRawTransaction":
			*sends++
			resp.Result = json.RawMessage(`"0x01"`)
		}
		_ = json.NewEncoder(w).Encode(resp)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// call sends one JSON-RPC call and returns the HTTP status, the result and
// whether it came back as a JSON-RPC error; a dropped connection is status 0.
func call(t *testing.T, url, method string, params ...string) (int, string, bool) {
	t.Helper()
	body := `{"jsonrpc":"2.0","id":1,"method":"` + method + `","params":[` + strings.Join(params, ",") + `]}`
	resp, err := http.Post(url, "application/json", bytes.NewReader([]byte(body)))
	if err != nil {
		return 0, "", false
	}
	defer resp.Body.Close()
	var m rpcMsg
	if resp.StatusCode != http.StatusOK || json.NewDecoder(resp.Body).Decode(&m) != nil {
		return resp.StatusCode, "", false
	}
	var s string
	_ = json.Unmarshal(m.Result, &s)
	return resp.StatusCode, s, m.Error != nil
}

// Each probabilistic fault does what it says at rate 1, nothing at rate
// 0, and a seed repeats the same draws.
func TestRPCFaultProbabilistic(t *testing.T) {
	sends := 0
	f := NewRPCFault(t, fakeNode(t, &sends))
	nonce := func() string { _, s, _ := call(t, f.URL(), "eth_getTransactionCount", `"0xabc"`, `"latest"`); return s }

	f.SetFaults(Faults{}, 1)
	if got := nonce(); got != "0x64" {
		t.Fatalf("no faults: nonce %s, want 0x64", got)
	}
	f.SetFaults(Faults{StaleNonce: 1}, 1)
	for range 20 {
		n, err := strconv.ParseUint(strings.TrimPrefix(nonce(), "0x"), 16, 64)
		if err != nil || n < 95 || n > 99 {
			t.Fatalf("stale nonce %d (%v), want 95..99", n, err)
		}
	}
	f.SetFaults(Faults{LoseSends: 1}, 1)
	if _, _, isErr := call(t, f.URL(), "eth_sendRawTransaction", `"0x02"`); isErr || sends != 0 {
		t.Fatalf("lost send: error %v, node got %d sends, want an accepted answer and none", isErr, sends)
	}
	f.SetFaults(Faults{Fail: 1}, 1)
	for range 20 {
		if status, _, isErr := call(t, f.URL(), "eth_blockNumber"); status != http.StatusBadGateway && !isErr {
			t.Fatalf("failing provider answered %d without an error", status)
		}
	}
	f.SetFaults(Faults{Drop: 1}, 1)
	if status, _, _ := call(t, f.URL(), "eth_blockNumber"); status != 0 {
		t.Fatalf("dropping provider answered %d", status)
	}
	f.SetFaults(Faults{MaxDelay: 300 * time.Millisecond}, 1)
	start := time.Now()
	for range 10 {
		call(t, f.URL(), "eth_blockNumber")
	}
	if took := time.Since(start); took < 300*time.Millisecond {
		t.Errorf("10 calls with delays up to 300 ms took %v; the delay is not applied", took)
	}

	draws := func(seed uint64) []bool {
		g := NewRPCFault(t, fakeNode(t, new(int)))
		g.SetFaults(Faults{Fail: 0.5}, seed)
		var out []bool
		for range 40 {
			status, _, isErr := call(t, g.URL(), "eth_blockNumber")
			out = append(out, status != http.StatusOK || isErr)
		}
		return out
	}
	a, b := draws(7), draws(7)
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("seed 7 drew differently at call %d", i)
		}
	}
	if f.Injected("stale_nonce") != 20 || f.Injected("lose_send") != 1 || f.Injected("drop") != 1 {
		t.Errorf("injected: stale %d, lost %d, drop %d; want 20, 1, 1", f.Injected("stale_nonce"), f.Injected("lose_send"), f.Injected("drop"))
	}
}

// A lagging spell answers the head and nonces LagBlocks behind for LagFor,
// every call of it, then the proxy answers the head again until the next
// spell starts.
func TestRPCFaultLaggingSpell(t *testing.T) {
	f := NewRPCFault(t, fakeNode(t, new(int)))
	head := func() string { _, s, _ := call(t, f.URL(), "eth_blockNumber"); return s }
	f.SetFaults(Faults{Lag: 1, LagBlocks: 7, LagFor: time.Hour}, 1)
	for range 5 {
		if got := head(); got != "0x5d" {
			t.Fatalf("head in a spell %s, want 0x5d (100 - 7)", got)
		}
		if _, got, _ := call(t, f.URL(), "eth_getTransactionCount", `"0xabc"`, `"latest"`); got != "0x5d" {
			t.Fatalf("nonce in a spell read at %s, want 0x5d", got)
		}
	}
	if n := f.Injected("lag"); n != 1 {
		t.Fatalf("%d spells started, want one lasting through every call", n)
	}
	// A spell ends when its time is up, and a new one starts only by a new
	// draw (none at rate 0).
	f.SetFaults(Faults{Lag: 1, LagFor: 50 * time.Millisecond}, 2)
	if got := head(); got != "0x5f" {
		t.Fatalf("head in a default spell %s, want 0x5f (100 - 5)", got)
	}
	f.set(func() { f.faults.Lag = 0 })
	for deadline := time.Now().Add(10 * time.Second); head() != "0x64"; {
		if time.Now().After(deadline) {
			t.Fatal("the spell of 50 ms still lags after 10 s")
		}
	}
	if n := f.Injected("lag"); n != 2 {
		t.Fatalf("%d spells started, want 2", n)
	}
}
