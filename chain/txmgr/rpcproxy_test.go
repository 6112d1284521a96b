package txmgr

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/rpc"
)

// rpcProxy serves JSON-RPC over HTTP in front of a simulated chain, so the
// Manager talks to a real node through ethclient, and lets a test make
// selected methods lie: answer from a stale view, answer null (a node that
// has not indexed a receipt, or has not seen a block yet), or fail. It counts
// the calls per method.
type rpcProxy struct {
	srv *httptest.Server
	up  *rpc.Client

	mu    sync.Mutex
	lies  map[string]lie
	calls map[string]int
}

// lie answers one method instead of the node. It gets the call's params and
// returns the raw JSON result; ok false forwards the call to the node.
type lie func(params []json.RawMessage) (result json.RawMessage, ok bool)

// null is a lie that answers JSON null to every call of its method.
func null([]json.RawMessage) (json.RawMessage, bool) { return json.RawMessage("null"), true }

// fixed is a lie that answers v to every call of its method.
func fixed(v string) lie {
	return func([]json.RawMessage) (json.RawMessage, bool) { return json.RawMessage(v), true }
}

// newRPCProxy starts a proxy in front of sim and returns it with an
// ethclient dialled to it; both are closed at cleanup.
func newRPCProxy(tb testing.TB, sim *simulated.Backend) (*rpcProxy, *ethclient.Client) {
	tb.Helper()
	// The simulated client embeds an *ethclient.Client in a field named
	// Client, which hides that client's Client method.
	f := reflect.ValueOf(sim.Client()).FieldByName("Client")
	ec, ok := f.Interface().(*ethclient.Client)
	if !f.IsValid() || !ok {
		tb.Fatal("simulated client holds no *ethclient.Client")
	}
	p := &rpcProxy{up: ec.Client(), lies: map[string]lie{}, calls: map[string]int{}}
	p.srv = httptest.NewServer(http.HandlerFunc(p.serve))
	tb.Cleanup(p.srv.Close)
	c, err := ethclient.Dial(p.srv.URL)
	if err != nil {
		tb.Fatalf("dial proxy: %v", err)
	}
	tb.Cleanup(c.Close)
	return p, c
}

// setLie makes method answer with l; nil forwards it to the node again.
func (p *rpcProxy) setLie(method string, l lie) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if l == nil {
		delete(p.lies, method)
		return
	}
	p.lies[method] = l
}

// count returns the calls of method so far.
func (p *rpcProxy) count(method string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.calls[method]
}

type rpcRequest struct {
	ID     json.RawMessage   `json:"id"`
	Method string            `json:"method"`
	Params []json.RawMessage `json:"params"`
}

type rpcErrorBody struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

type rpcResponse struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *rpcErrorBody   `json:"error,omitempty"`
}

func (p *rpcProxy) serve(w http.ResponseWriter, r *http.Request) {
	var body json.RawMessage
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	if len(body) > 0 && body[0] == '[' {
		var reqs []rpcRequest
		if err := json.Unmarshal(body, &reqs); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		out := make([]rpcResponse, len(reqs))
		for i, req := range reqs {
			out[i] = p.answer(r.Context(), req)
		}
		_ = json.NewEncoder(w).Encode(out)
		return
	}
	var req rpcRequest
	if err := json.Unmarshal(body, &req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	_ = json.NewEncoder(w).Encode(p.answer(r.Context(), req))
}

// answer lies or forwards one call.
func (p *rpcProxy) answer(ctx context.Context, req rpcRequest) rpcResponse {
	p.mu.Lock()
	p.calls[req.Method]++
	l := p.lies[req.Method]
	p.mu.Unlock()
	resp := rpcResponse{JSONRPC: "2.0", ID: req.ID}
	if l != nil {
		if res, ok := l(req.Params); ok {
			resp.Result = res
			return resp
		}
	}
	args := make([]any, len(req.Params))
	for i, a := range req.Params {
		args[i] = a
	}
	var res json.RawMessage
	if err := p.up.CallContext(ctx, &res, req.Method, args...); err != nil {
		resp.Error = &rpcErrorBody{Code: -32000, Message: err.Error()}
		if de, ok := err.(rpc.DataError); ok {
			resp.Error.Data = de.ErrorData()
		}
		if ce, ok := err.(rpc.Error); ok {
			resp.Error.Code = ce.ErrorCode()
		}
		return resp
	}
	if res == nil {
		res = json.RawMessage("null")
	}
	resp.Result = res
	return resp
}
