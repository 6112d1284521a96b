package e2e

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"math/big"
	"net/http"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
)

// fundUSDC mints amount development USDC to each address, sending the mint
// transactions from development account #9 and waiting for them.
func (s *stack) fundUSDC(t testing.TB, amount *big.Int, to ...common.Address) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	key := devkeys.Key(9)
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := s.eth.PendingNonceAt(ctx, from)
	if err != nil {
		t.Fatal(err)
	}
	head, err := s.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(3)), big.NewInt(1e9))
	usdc := devusdc.NewDevUSDC()
	signer := types.LatestSignerForChainID(big.NewInt(int64(s.Deployment.ChainID)))
	var last common.Hash
	for i, a := range to {
		tx := types.MustSignNewTx(key, signer, &types.DynamicFeeTx{
			ChainID: signer.ChainID(), Nonce: nonce + uint64(i), GasTipCap: big.NewInt(1e9), GasFeeCap: feeCap,
			Gas: 100_000, To: &s.Deployment.USDC, Data: usdc.PackMint(a, amount),
		})
		if err := s.eth.SendTransaction(ctx, tx); err != nil {
			t.Fatalf("mint to %s: %v", a, err)
		}
		last = tx.Hash()
	}
	if len(to) > 0 {
		if _, err := bind.WaitMined(ctx, s.eth, last); err != nil {
			t.Fatal(err)
		}
	}
}

// newPayers makes n fresh wallets holding usdc each.
func (s *stack) newPayers(t testing.TB, n int, usdc *big.Int) []*ecdsa.PrivateKey {
	t.Helper()
	keys := make([]*ecdsa.PrivateKey, n)
	addrs := make([]common.Address, n)
	for i := range keys {
		keys[i], _ = crypto.GenerateKey()
		addrs[i] = crypto.PubkeyToAddress(keys[i].PublicKey)
	}
	s.fundUSDC(t, usdc, addrs...)
	return keys
}

// project reads project id from the chain, with its versions checked
// against the registry's commitment.
func (s *stack) project(t *testing.T, id *big.Int) chainProject {
	t.Helper()
	p, err := readChainProject(context.Background(), s.eth, s.Deployment.Registry, id, true)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// create pays for a project and fails the test unless it is created.
func (s *stack) create(t *testing.T, c *payclient.Client, body string) map[string]string {
	t.Helper()
	resp, err := c.Do(context.Background(), http.MethodPost, s.APIURL+"/v1/projects", []byte(body))
	if err != nil {
		t.Fatal(err)
	}
	if resp.Status != http.StatusCreated {
		t.Fatalf("create %s: %d %s", body, resp.Status, resp.Body)
	}
	var out map[string]string
	if err := json.Unmarshal(resp.Body, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// errorBody decodes {error, message}.
func errorBody(t *testing.T, b []byte) (string, string) {
	t.Helper()
	var e struct{ Error, Message string }
	if err := json.Unmarshal(b, &e); err != nil {
		t.Fatalf("error body is not JSON: %q", b)
	}
	return e.Error, e.Message
}

// npmDir is where `make tools` installs the pinned Node tools.
func npmDir(t *testing.T) string {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "tools", "npm")
}

// nodePay performs one request through a real npm x402 client (see
// internal/tools/npm/x402pay.mjs).
func nodePay(t *testing.T, client, key, method, url, body string) (status int, respBody []byte, headers map[string]string) {
	t.Helper()
	res := nodeRun(t, client, key, method, url, body)
	return res.Status, res.Body, res.Headers
}

// nodeResult is what x402pay.mjs printed.
type nodeResult struct {
	Status        int               `json:"status"`
	Headers       map[string]string `json:"headers"`
	Body          json.RawMessage   `json:"body"`
	PaymentHeader string            `json:"paymentHeader"`
	Error         string            `json:"error"`
}

// nodeRun is nodePay with more of x402pay.mjs's options (extra) and its
// whole answer.
func nodeRun(t *testing.T, client, key, method, url, body string, extra ...string) nodeResult {
	t.Helper()
	testutil.SkipIfShort(t, "node and the npm x402 clients")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	args := []string{"x402pay.mjs", "--client", client, "--key", key, "--method", method, "--url", url, "--max-value", "10000000"}
	if body != "" {
		args = append(args, "--body", body)
	}
	args = append(args, extra...)
	cmd := exec.CommandContext(ctx, "node", args...)
	cmd.Dir = npmDir(t)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	runErr := cmd.Run()
	var res nodeResult
	if err := json.Unmarshal(bytes.TrimSpace(stdout.Bytes()), &res); err != nil || res.Error != "" {
		t.Fatalf("node %v: %v %s\nstdout: %s\nstderr: %s", args, runErr, res.Error, stdout.String(), stderr.String())
	}
	return res
}

// crypto_FromECDSA returns the private key bytes of development account i.
func crypto_FromECDSA(i int) []byte { return crypto.FromECDSA(devkeys.Key(i)) }

func (s *stack) projectCount() (*big.Int, error) {
	reg := registry.NewInkdRegistry()
	out, err := s.eth.CallContract(context.Background(), ethereum.CallMsg{To: &s.Deployment.Registry, Data: reg.PackProjectCount()}, nil)
	if err != nil {
		return nil, err
	}
	return reg.UnpackProjectCount(out)
}
