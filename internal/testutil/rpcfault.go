package testutil

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

// RPCFault is a JSON-RPC proxy on 127.0.0.1 in front of one HTTP endpoint
// that misbehaves on request, as hosted providers do: it can be down (HTTP
// 503), fail calls with a provider error (-32603), lag N blocks behind the
// chain (head, receipts and nonces answered as of N blocks ago), and lose
// the transactions sent to it (answered as accepted, never forwarded). It
// is safe for concurrent use; settings apply to the next request. It is
// closed at the test's cleanup.
type RPCFault struct {
	target string
	srv    *http.Server
	url    string
	client *http.Client

	mu        sync.Mutex
	down      bool
	failAll   bool
	lag       uint64
	loseSends bool
	calls     map[string]int
}

// NewRPCFault starts a proxy to target (an http:// JSON-RPC URL).
func NewRPCFault(tb testing.TB, target string) *RPCFault {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatalf("rpc fault proxy listen: %v", err)
	}
	f := &RPCFault{target: target, url: "http://" + ln.Addr().String(), client: &http.Client{}, calls: map[string]int{}}
	f.srv = &http.Server{Handler: http.HandlerFunc(f.serve)}
	go func() { _ = f.srv.Serve(ln) }()
	tb.Cleanup(func() { _ = f.srv.Close() })
	return f
}

// URL is the proxy's JSON-RPC URL.
func (f *RPCFault) URL() string { return f.url }

// SetDown makes every request fail with HTTP 503 (true) or pass (false).
func (f *RPCFault) SetDown(down bool) { f.set(func() { f.down = down }) }

// SetFailing makes every call answer a JSON-RPC internal error (-32603).
func (f *RPCFault) SetFailing(fail bool) { f.set(func() { f.failAll = fail }) }

// SetLag makes the proxy answer as of n blocks before the chain's head:
// eth_blockNumber, receipts of later blocks (null) and nonces.
func (f *RPCFault) SetLag(n uint64) { f.set(func() { f.lag = n }) }

// SetLoseSends answers eth_sendRawTransaction as accepted without
// forwarding it.
func (f *RPCFault) SetLoseSends(lose bool) { f.set(func() { f.loseSends = lose }) }

// Calls returns how many calls of method reached the proxy.
func (f *RPCFault) Calls(method string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls[method]
}

func (f *RPCFault) set(fn func()) {
	f.mu.Lock()
	defer f.mu.Unlock()
	fn()
}

type rpcMsg struct {
	JSONRPC string            `json:"jsonrpc"`
	ID      json.RawMessage   `json:"id"`
	Method  string            `json:"method,omitempty"`
	Params  []json.RawMessage `json:"params,omitempty"`
	Result  json.RawMessage   `json:"result,omitempty"`
	Error   *rpcErrObj        `json:"error,omitempty"`
}

type rpcErrObj struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (f *RPCFault) serve(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	f.mu.Lock()
	down := f.down
	f.mu.Unlock()
	if down {
		http.Error(w, "provider down", http.StatusServiceUnavailable)
		return
	}
	trimmed := bytes.TrimSpace(body)
	var out []byte
	if len(trimmed) > 0 && trimmed[0] == '[' {
		var reqs []rpcMsg
		if err := json.Unmarshal(trimmed, &reqs); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		resps := make([]rpcMsg, len(reqs))
		for i, q := range reqs {
			resps[i] = f.handle(q)
		}
		out, _ = json.Marshal(resps)
	} else {
		var q rpcMsg
		if err := json.Unmarshal(trimmed, &q); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		out, _ = json.Marshal(f.handle(q))
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(out)
}

// handle answers one call, faulty or forwarded.
func (f *RPCFault) handle(q rpcMsg) rpcMsg {
	f.mu.Lock()
	f.calls[q.Method]++
	failAll, lag, lose := f.failAll, f.lag, f.loseSends
	f.mu.Unlock()
	resp := rpcMsg{JSONRPC: "2.0", ID: q.ID}
	switch {
	case failAll:
		resp.Error = &rpcErrObj{Code: -32603, Message: "internal error: provider trouble"}
		return resp
	case lose && q.Method == "eth_sendRawTransaction":
		resp.Result = txHashOfRaw(q.Params)
		return resp
	case lag > 0:
		if r, ok := f.lagged(q, lag); ok {
			return r
		}
	}
	return f.forward(q)
}

// lagged answers the calls that show how far the chain has gone as of lag
// blocks ago; ok false sends q on unchanged.
func (f *RPCFault) lagged(q rpcMsg, lag uint64) (rpcMsg, bool) {
	resp := rpcMsg{JSONRPC: "2.0", ID: q.ID}
	head, err := f.head()
	if err != nil {
		return resp, false
	}
	past := uint64(0)
	if head > lag {
		past = head - lag
	}
	switch q.Method {
	case "eth_blockNumber":
		resp.Result = json.RawMessage(strconv.Quote("0x" + strconv.FormatUint(past, 16)))
		return resp, true
	case "eth_getTransactionCount", "eth_getBalance", "eth_call", "eth_getCode":
		if n := len(q.Params); n > 0 {
			var tag string
			if json.Unmarshal(q.Params[n-1], &tag) == nil && (tag == "latest" || tag == "pending") {
				q.Params[n-1] = json.RawMessage(strconv.Quote("0x" + strconv.FormatUint(past, 16)))
			}
		}
		return f.forward(q), true
	case "eth_getTransactionReceipt":
		r := f.forward(q)
		var rec struct {
			BlockNumber string `json:"blockNumber"`
		}
		if r.Error == nil && json.Unmarshal(r.Result, &rec) == nil && rec.BlockNumber != "" {
			if n, err := strconv.ParseUint(strings.TrimPrefix(rec.BlockNumber, "0x"), 16, 64); err == nil && n > past {
				r.Result = json.RawMessage("null")
			}
		}
		return r, true
	}
	return resp, false
}

func (f *RPCFault) head() (uint64, error) {
	r := f.forward(rpcMsg{JSONRPC: "2.0", ID: json.RawMessage("1"), Method: "eth_blockNumber", Params: []json.RawMessage{}})
	if r.Error != nil {
		return 0, fmt.Errorf("%s", r.Error.Message)
	}
	var s string
	if err := json.Unmarshal(r.Result, &s); err != nil {
		return 0, err
	}
	return strconv.ParseUint(strings.TrimPrefix(s, "0x"), 16, 64)
}

// forward sends q to the target and returns its answer (a transport
// failure becomes a JSON-RPC error answer).
func (f *RPCFault) forward(q rpcMsg) rpcMsg {
	if q.Params == nil {
		q.Params = []json.RawMessage{}
	}
	body, _ := json.Marshal(q)
	resp := rpcMsg{JSONRPC: "2.0", ID: q.ID}
	r, err := f.client.Post(f.target, "application/json", bytes.NewReader(body))
	if err != nil {
		resp.Error = &rpcErrObj{Code: -32603, Message: "upstream: " + err.Error()}
		return resp
	}
	defer r.Body.Close()
	if err := json.NewDecoder(r.Body).Decode(&resp); err != nil {
		resp.Error = &rpcErrObj{Code: -32603, Message: "upstream: " + err.Error()}
	}
	return resp
}

// txHashOfRaw is the hash a node answers eth_sendRawTransaction with: the
// Keccak-256 of the raw transaction bytes.
func txHashOfRaw(params []json.RawMessage) json.RawMessage {
	var raw string
	if len(params) > 0 {
		_ = json.Unmarshal(params[0], &raw)
	}
	b, _ := hex.DecodeString(strings.TrimPrefix(raw, "0x"))
	return json.RawMessage(strconv.Quote(crypto.Keccak256Hash(b).Hex()))
}
