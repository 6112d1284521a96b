package testutil

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
)

// RPCFault is a JSON-RPC proxy on 127.0.0.1 in front of one HTTP endpoint
// that misbehaves on request, as hosted providers do: it can be down (HTTP
// 503), fail calls with a provider error (-32603), lag N blocks behind the
// chain (head, receipts, nonces, calls and gas estimates answered as of N
// blocks ago), and lose the transactions sent to it (answered as accepted,
// never forwarded). It
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
	lagUntil  time.Time // end of the running lagging spell (Faults.Lag)
	loseSends bool
	calls     map[string]int
	// refuse, when set, is asked about each eth_sendRawTransaction; true
	// answers it with refuseMsg (-32000) without forwarding it.
	refuse    func() bool
	refuseMsg string

	faults   Faults
	rng      *rand.Rand
	injected map[string]int
}

// Faults are the probabilistic misbehaviours of a proxy (SetFaults): each
// rate is the chance, from 0 to 1, that one request or call suffers it.
type Faults struct {
	// Drop closes the connection of an HTTP request without an answer.
	Drop float64
	// Fail answers an HTTP request with 502, or a call with a JSON-RPC
	// internal error (-32603), half of each.
	Fail float64
	// MaxDelay holds each HTTP request for a uniform random time up to it.
	MaxDelay time.Duration
	// LoseSends answers eth_sendRawTransaction as accepted without
	// forwarding it.
	LoseSends float64
	// StaleNonce answers eth_getTransactionCount as of 1 to 5 blocks
	// before the head, as a provider behind the others would.
	StaleNonce float64
	// Lag starts a lagging spell: the provider falls LagBlocks behind the
	// head for LagFor and answers every call that shows the chain's state
	// (head, nonces, balances, calls, gas estimates, receipts) as of then,
	// as SetLag does.
	// A spell does not start while one runs.
	Lag float64
	// LagBlocks is how far behind a spell answers; zero means 5 blocks.
	LagBlocks uint64
	// LagFor is how long a spell lasts; zero means 5 s.
	LagFor time.Duration
}

// Defaults of a lagging spell (Faults.Lag).
const (
	defaultLagBlocks = 5
	defaultLagFor    = 5 * time.Second
)

// NewRPCFault starts a proxy to target (an http:// JSON-RPC URL).
func NewRPCFault(tb testing.TB, target string) *RPCFault {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatalf("rpc fault proxy listen: %v", err)
	}
	f := &RPCFault{target: target, url: "http://" + ln.Addr().String(), client: &http.Client{}, calls: map[string]int{}, injected: map[string]int{}}
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
// eth_blockNumber, receipts of later blocks (null), nonces, balances,
// code, calls and gas estimates at the latest block.
func (f *RPCFault) SetLag(n uint64) { f.set(func() { f.lag = n }) }

// SetLoseSends answers eth_sendRawTransaction as accepted without
// forwarding it.
func (f *RPCFault) SetLoseSends(lose bool) { f.set(func() { f.loseSends = lose }) }

// SetRefuseSends answers eth_sendRawTransaction with a node's JSON-RPC
// error (-32000, message, e.g. go-ethereum's "txpool is full") without
// forwarding it, for as long as refuse, asked once for each such call,
// returns true. A nil refuse forwards every send again. Injected
// ("refuse_send") counts the refusals.
func (f *RPCFault) SetRefuseSends(message string, refuse func() bool) {
	f.set(func() { f.refuse, f.refuseMsg = refuse, message })
}

// SetFaults turns the probabilistic faults on (a zero Faults turns them
// off, and ends a lagging spell), drawn from a generator seeded with seed so that a run can be
// repeated.
func (f *RPCFault) SetFaults(fs Faults, seed uint64) {
	f.set(func() {
		f.faults = fs
		f.lagUntil = time.Time{}
		f.rng = rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	})
}

// Injected returns how many faults of kind ("drop", "fail", "lose_send",
// "stale_nonce", "lag" for a lagging spell) the probabilistic faults
// caused, and how many sends SetRefuseSends refused ("refuse_send").
func (f *RPCFault) Injected(kind string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.injected[kind]
}

// roll reports whether an event of probability p happens, counting it
// under kind when it does.
func (f *RPCFault) roll(kind string, p float64) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	if p <= 0 || f.rng == nil || f.rng.Float64() >= p {
		return false
	}
	f.injected[kind]++
	return true
}

// delay draws the hold of one request, zero without faults.
func (f *RPCFault) delay() time.Duration {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.rng == nil || f.faults.MaxDelay <= 0 {
		return 0
	}
	return time.Duration(f.rng.Int64N(int64(f.faults.MaxDelay) + 1))
}

// coin draws true or false, evenly.
func (f *RPCFault) coin() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.rng.IntN(2) == 0
}

// spellLag is how many blocks behind the running lagging spell answers,
// starting one with chance fs.Lag when none runs; 0 outside a spell.
func (f *RPCFault) spellLag(fs Faults) uint64 {
	now := time.Now()
	f.mu.Lock()
	running := now.Before(f.lagUntil)
	f.mu.Unlock()
	if !running && !f.roll("lag", fs.Lag) {
		return 0
	}
	blocks, spell := fs.LagBlocks, fs.LagFor
	if blocks == 0 {
		blocks = defaultLagBlocks
	}
	if spell <= 0 {
		spell = defaultLagFor
	}
	if !running {
		f.set(func() { f.lagUntil = now.Add(spell) })
	}
	return blocks
}

// delayBlocks draws how many blocks (0 to 4, plus one) a stale answer is
// behind.
func (f *RPCFault) delayBlocks() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.rng.IntN(5)
}

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

// rpcErrObj is a JSON-RPC error; Data carries a revert's data, which
// callers decode (the revert's name), so it is passed on as it came.
type rpcErrObj struct {
	Code    int             `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`
}

func (f *RPCFault) serve(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	f.mu.Lock()
	down, fs := f.down, f.faults
	f.mu.Unlock()
	if down {
		http.Error(w, "provider down", http.StatusServiceUnavailable)
		return
	}
	if d := f.delay(); d > 0 {
		time.Sleep(d) // the fault itself: a slow provider
	}
	if f.roll("drop", fs.Drop) {
		if hj, ok := w.(http.Hijacker); ok {
			if conn, _, err := hj.Hijack(); err == nil {
				_ = conn.Close()
				return
			}
		}
	}
	failCalls := false
	if f.roll("fail", fs.Fail) {
		if f.coin() {
			http.Error(w, "bad gateway", http.StatusBadGateway)
			return
		}
		failCalls = true
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
			resps[i] = f.handle(q, failCalls)
		}
		out, _ = json.Marshal(resps)
	} else {
		var q rpcMsg
		if err := json.Unmarshal(trimmed, &q); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		out, _ = json.Marshal(f.handle(q, failCalls))
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(out)
}

// handle answers one call, faulty or forwarded; fail answers it with a
// provider error.
func (f *RPCFault) handle(q rpcMsg, fail bool) rpcMsg {
	f.mu.Lock()
	f.calls[q.Method]++
	failAll, lag, lose, fs := f.failAll, f.lag, f.loseSends, f.faults
	refuse, refuseMsg := f.refuse, f.refuseMsg
	f.mu.Unlock()
	lag = max(lag, f.spellLag(fs))
	resp := rpcMsg{JSONRPC: "2.0", ID: q.ID}
	switch {
	case failAll, fail:
		resp.Error = &rpcErrObj{Code: -32603, Message: "internal error: provider trouble"}
		return resp
	case q.Method == "eth_sendRawTransaction" && refuse != nil && refuse():
		f.mu.Lock()
		f.injected["refuse_send"]++
		f.mu.Unlock()
		resp.Error = &rpcErrObj{Code: -32000, Message: refuseMsg}
		return resp
	case q.Method == "eth_sendRawTransaction" && (lose || f.roll("lose_send", fs.LoseSends)):
		resp.Result = txHashOfRaw(q.Params)
		return resp
	case lag > 0:
		if r, ok := f.lagged(q, lag); ok {
			return r
		}
	case q.Method == "eth_getTransactionCount" && f.roll("stale_nonce", fs.StaleNonce):
		if r, ok := f.lagged(q, 1+uint64(f.delayBlocks())); ok {
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
	case "eth_estimateGas":
		// Estimated on the state the provider has: its head, unless the
		// caller named a block (ethclient names none).
		past := json.RawMessage(strconv.Quote("0x" + strconv.FormatUint(past, 16)))
		var tag string
		switch n := len(q.Params); {
		case n == 1:
			q.Params = append(q.Params, past)
		case n > 1 && json.Unmarshal(q.Params[n-1], &tag) == nil && (tag == "latest" || tag == "pending"):
			q.Params[n-1] = past
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
