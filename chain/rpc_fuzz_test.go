package chain

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
)

// cannedNode is an http.RoundTripper that answers every JSON-RPC request
// with one fixed HTTP status and body: the whole of the node's answer comes
// from the fuzzer, and go-ethereum's own client decodes it.
type cannedNode struct {
	status int
	body   []byte
}

func (n *cannedNode) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.Body != nil {
		_, _ = io.Copy(io.Discard, req.Body)
		_ = req.Body.Close()
	}
	return &http.Response{
		StatusCode: n.status, Status: fmt.Sprintf("%d %s", n.status, http.StatusText(n.status)),
		Header: http.Header{"Content-Type": {"application/json"}}, Body: io.NopCloser(bytes.NewReader(n.body)),
		ContentLength: int64(len(n.body)), Request: req,
	}, nil
}

// rpcErrorSeeds are answers real nodes give (geth, anvil, a load balancer).
var rpcErrorSeeds = []string{
	`{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"nonce too low: next nonce 5, tx nonce 4"}}`,
	`{"jsonrpc":"2.0","id":1,"error":{"code":-32003,"message":"Insufficient funds for gas * price + value"}}`,
	`{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"already known"}}`,
	`{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"replacement transaction underpriced"}}`,
	`{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"intrinsic gas too low: gas 20000, minimum needed 21000"}}`,
	`{"jsonrpc":"2.0","id":1,"error":{"code":3,"message":"execution reverted","data":"0xe7cc2d50"}}`,
	`{"jsonrpc":"2.0","id":1,"error":{"code":3,"message":"execution reverted: Max 10% slippage","data":"0x08c379a0000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000104d61782031302520736c69707061676500000000000000000000000000000000"}}`,
	`{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"execution reverted","data":{"data":"0x4e487b710000000000000000000000000000000000000000000000000000000000000011"}}}`,
	`{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"transaction indexing is in progress"}}`,
	`{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":""}}`,
	`{"jsonrpc":"2.0","id":1,"result":"0x1b4"}`,
	`{"jsonrpc":"2.0","id":1,"result":null}`,
	`{"jsonrpc":"2.0","id":1,"result":"0xc0ffee"}`,
	`{"jsonrpc":"2.0","id":1,"result":{"transactionHash":"0x0000000000000000000000000000000000000000000000000000000000000001","blockHash":"0x0000000000000000000000000000000000000000000000000000000000000002","blockNumber":"0x10","status":"0x1","cumulativeGasUsed":"0x5208","gasUsed":"0x5208","logs":[],"logsBloom":"0x` + strings.Repeat("00", 256) + `","type":"0x2"}}`,
	`<html><body>502 Bad Gateway: nonce too low</body></html>`,
	`{"jsonrpc":"2.0","id":1,"error":{"code":-32005,"message":"rate limited"}}`,
	``, `{`, `[]`, `{"error":null}`, `{"error":{"code":"x"}}`,
}

// FuzzRPCAnswer sends the calls the transaction manager and the paid-write
// worker make (block number, nonce, receipt, header, send, call, estimate)
// to a node whose every answer is fuzzed, and runs the error helpers of
// this package over what go-ethereum's client makes of it. None panics, and
// they agree with the answer:
//   - an HTTP error status is never a JSON-RPC error (txmgr retries it);
//   - a 200 whose body is a JSON-RPC error object is one (txmgr does not
//     retry it), and its class is the class of its message alone;
//   - wrapping an error changes none of the answers;
//   - revert data sent as a hex string comes back as those bytes, and
//     decoding it names it, or gives "" for none and the hex when unknown.
func FuzzRPCAnswer(f *testing.F) {
	for i, s := range rpcErrorSeeds {
		f.Add(uint8(i), uint16(200), []byte(s))
	}
	f.Add(uint8(4), uint16(502), []byte(rpcErrorSeeds[0]))
	f.Add(uint8(0), uint16(429), []byte("Too Many Requests"))
	rig := newRPCAnswerRig(f)
	f.Fuzz(func(t *testing.T, call uint8, status uint16, body []byte) { rig.check(t, call, status, body) })
}

// BenchmarkRPCAnswer times one FuzzRPCAnswer exec over its seeds: the cost
// of the harness against the code under test.
func BenchmarkRPCAnswer(b *testing.B) {
	rig := newRPCAnswerRig(b)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		rig.check(b, uint8(i), 200, []byte(rpcErrorSeeds[i%len(rpcErrorSeeds)]))
	}
}

// rpcAnswerRig is go-ethereum's client on a cannedNode, with a signed
// transaction to send and the revert decoder.
type rpcAnswerRig struct {
	node    *cannedNode
	ec      *ethclient.Client
	tx      *types.Transaction
	decoder *RevertDecoder
}

func newRPCAnswerRig(tb testing.TB) *rpcAnswerRig {
	node := &cannedNode{}
	rc, err := rpc.DialOptions(context.Background(), "http://node.invalid", rpc.WithHTTPClient(&http.Client{Transport: node}))
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(rc.Close)
	key, err := crypto.HexToECDSA("59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")
	if err != nil {
		tb.Fatal(err)
	}
	signer := types.LatestSignerForChainID(big.NewInt(8453))
	tx := types.MustSignNewTx(key, signer, &types.DynamicFeeTx{ChainID: big.NewInt(8453), Gas: 21000, GasFeeCap: big.NewInt(1e9)})
	return &rpcAnswerRig{node: node, ec: ethclient.NewClient(rc), tx: tx, decoder: NewRevertDecoder()}
}

// check is one FuzzRPCAnswer exec.
func (r *rpcAnswerRig) check(t testing.TB, call uint8, status uint16, body []byte) {
	node, ec, tx, decoder := r.node, r.ec, r.tx, r.decoder
	node.status = 200
	if status >= 100 && status <= 599 {
		node.status = int(status)
	}
	node.body = body
	// An answer that kept go-ethereum's client waiting would stall the
	// fuzzer without a report: it fails here, with its input saved.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var err error
	switch call % 7 {
	case 0:
		_, err = ec.BlockNumber(ctx)
	case 1:
		_, err = ec.NonceAt(ctx, common.Address{1}, big.NewInt(7))
	case 2:
		_, err = ec.TransactionReceipt(ctx, common.Hash{1})
	case 3:
		_, err = ec.HeaderByNumber(ctx, big.NewInt(7))
	case 4:
		err = ec.SendTransaction(ctx, tx)
	case 5:
		_, err = ec.CallContract(ctx, ethereum.CallMsg{To: &common.Address{2}, Data: []byte{1, 2, 3, 4}}, nil)
	case 6:
		_, err = ec.EstimateGas(ctx, ethereum.CallMsg{To: &common.Address{2}})
	}
	if errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("the answer kept the client waiting 10 s: %v", err)
	}
	if err == nil {
		return
	}
	class := ClassifySendError(err)
	reverted := IsExecutionReverted(err)
	isRPC := IsJSONRPCError(err)
	_ = IsNotYetIndexed(err)
	data, hasData := RevertData(err)
	name, named := decoder.Name(err)

	wrapped := fmt.Errorf("send transaction: %w", err)
	if ClassifySendError(wrapped) != class || IsExecutionReverted(wrapped) != reverted || IsJSONRPCError(wrapped) != isRPC {
		t.Fatalf("wrapping %v changed its classification", err)
	}
	if d2, ok2 := RevertData(wrapped); ok2 != hasData || !bytes.Equal(d2, data) {
		t.Fatalf("wrapping %v changed its revert data", err)
	}

	if node.status < 200 || node.status > 299 {
		if isRPC {
			t.Fatalf("HTTP %d taken for a JSON-RPC error (never retried): %v", node.status, err)
		}
		return
	}
	// The fields of a JSON-RPC message as go-ethereum decodes it: an
	// answer whose other fields have the wrong type ({"jsonrpc":0,…})
	// is no JSON-RPC message at all, a decoding failure (retried).
	var resp struct {
		Version string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Method  string          `json:"method"`
		Params  json.RawMessage `json:"params"`
		Result  json.RawMessage `json:"result"`
		Error   *struct {
			Code    int             `json:"code"`
			Message string          `json:"message"`
			Data    json.RawMessage `json:"data"`
		} `json:"error"`
	}
	if json.NewDecoder(bytes.NewReader(body)).Decode(&resp) != nil || resp.Error == nil {
		return
	}
	if !isRPC {
		t.Fatalf("JSON-RPC error answer %s not taken for one: %v (%T)", body, err, err)
	}
	msg := resp.Error.Message
	if msg == "" {
		msg = fmt.Sprintf("json-rpc error %d", resp.Error.Code)
	}
	if want := ClassifySendError(errors.New(msg)); class != want {
		t.Fatalf("class %s, but its message %q alone is %s", class, msg, want)
	}
	var hexData string
	if json.Unmarshal(resp.Error.Data, &hexData) == nil {
		want, herr := hex.DecodeString(strings.TrimPrefix(strings.TrimPrefix(hexData, "0x"), "0X"))
		if (herr == nil) != hasData || (herr == nil && !bytes.Equal(want, data)) {
			t.Fatalf("revert data %q read as %x (ok %v)", hexData, data, hasData)
		}
	}
	switch {
	case !hasData:
		if named || name != "" {
			t.Fatalf("named %q without revert data", name)
		}
	case len(data) == 0:
		if named || name != "" {
			t.Fatalf("bare revert named %q", name)
		}
	case !named && name != hexutil.Encode(data):
		t.Fatalf("unknown revert named %q, want its hex", name)
	}
}
