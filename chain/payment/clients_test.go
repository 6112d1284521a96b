package payment

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/internal/testutil"
)

var updateFixtures = flag.Bool("update", false, "rewrite testdata/x402-v{1,2}-payment.b64 with headers produced by the real npm clients")

// npmDir is internal/tools/npm, where x402pay.mjs and the pinned clients live.
const npmDir = "../../internal/tools/npm"

// fixturePath is the header a real client sent in TestRealClientsPay, kept for
// the table and fuzz tests. It was signed with testKey0 for testRequirement()
// (resource aside).
func fixturePath(client string) string {
	return filepath.Join("testdata", "x402-"+client+"-payment.b64")
}

// paidServer answers like inkd's paid endpoints: 402 with Requirement.Body and
// HeaderV2 without a payment, 403 with the error when ParseHeader or Verify
// fails, 201 with the settlement header when the payment verifies.
type paidServer struct {
	req Requirement

	mu       sync.Mutex
	requests int
	accepted []*Payment
	rejected []error
}

// settlementTx stands in for the hash of the settling transaction.
var settlementTx = common.HexToHash("0x5e771e5e771e5e771e5e771e5e771e5e771e5e771e5e771e5e771e5e771e00")

func (s *paidServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	s.requests++
	s.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	value, version := r.Header.Get(HeaderPaymentV2), V2
	if value == "" {
		value, version = r.Header.Get(HeaderPaymentV1), V1
	}
	if value == "" {
		w.Header().Set(HeaderRequiredV2, s.req.HeaderV2())
		w.WriteHeader(http.StatusPaymentRequired)
		_ = json.NewEncoder(w).Encode(s.req.Body(map[string]any{"message": "pay with X-PAYMENT"}))
		return
	}
	p, err := ParseHeader(value)
	if err == nil && p.Version != version {
		err = fmt.Errorf("x402Version %d sent in the v%d header", p.Version, version)
	}
	if err == nil {
		// The test's server, not decision logic: the real clients sign with the
		// real clock.
		err = Verify(p, s.req, time.Now())
	}
	if err != nil {
		s.mu.Lock()
		s.rejected = append(s.rejected, err)
		s.mu.Unlock()
		w.WriteHeader(http.StatusForbidden)
		_ = json.NewEncoder(w).Encode(map[string]string{"error": "payment_invalid", "message": err.Error()})
		return
	}
	s.mu.Lock()
	s.accepted = append(s.accepted, p)
	s.mu.Unlock()
	header := HeaderResponseV1
	if version == V2 {
		header = HeaderResponseV2
	}
	w.Header().Set(header, SettlementHeader(settlementTx, p.Authorization.From, s.req.Asset.Network(p.Version)))
	body, _ := io.ReadAll(r.Body)
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(map[string]any{"status": "success", "echo": json.RawMessage(body)})
}

// clientResult is the JSON line x402pay.mjs prints.
type clientResult struct {
	Status          int               `json:"status"`
	Headers         map[string]string `json:"headers"`
	Body            json.RawMessage   `json:"body"`
	PaymentHeader   string            `json:"paymentHeader"`
	PaymentResponse map[string]any    `json:"paymentResponse"`
	Error           string            `json:"error"`
}

// runClient runs x402pay.mjs with node and decodes its output line.
func runClient(tb testing.TB, args ...string) clientResult {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", append([]string{"x402pay.mjs"}, args...)...)
	cmd.Dir = npmDir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	runErr := cmd.Run()
	var res clientResult
	if err := json.Unmarshal(bytes.TrimSpace(stdout.Bytes()), &res); err != nil {
		tb.Fatalf("node x402pay.mjs %v: %v; output not JSON: %v\nstdout: %s\nstderr: %s", args, runErr, err, stdout.String(), stderr.String())
	}
	if runErr != nil || res.Error != "" {
		tb.Fatalf("node x402pay.mjs %v: %v: %s\nstderr: %s", args, runErr, res.Error, stderr.String())
	}
	return res
}

// requireNodeModules skips tb unless node and the npm x402 clients, with
// the modules extra, are installed.
func requireNodeModules(tb testing.TB, extra ...string) {
	tb.Helper()
	testutil.SkipIfShort(tb, "node and the npm x402 clients")
	for _, m := range append([]string{"x402-fetch", "@x402/fetch", "@x402/evm", "viem"}, extra...) {
		if _, err := os.Stat(filepath.Join(npmDir, "node_modules", m, "package.json")); err != nil {
			tb.Skipf("npm clients not installed (%v): run `npm ci` in internal/tools/npm", err)
		}
	}
	if _, err := exec.LookPath("node"); err != nil {
		tb.Fatalf("node_modules is installed but node is not on PATH: %v", err)
	}
}

// TestRealClientsPay makes x402-fetch 1.2.0 (v1) and @x402/fetch 2.27.0 (v2)
// pay a server that answers with Requirement.Body / HeaderV2 and accepts only
// payments that pass ParseHeader and Verify, and checks that both clients
// decode SettlementHeader.
func TestRealClientsPay(t *testing.T) {
	requireNodeModules(t)
	payer := crypto.PubkeyToAddress(mustKey(t, testKey0).PublicKey)
	cases := []struct {
		name     string
		client   string
		amount   int64
		maxValue string
		network  string
		header   string
		response string
	}{
		{name: "v1 default cap", client: "v1", amount: 100000, network: "base", header: HeaderPaymentV1, response: HeaderResponseV1},
		{name: "v2 default cap", client: "v2", amount: 100000, network: "eip155:8453", header: HeaderPaymentV2, response: HeaderResponseV2},
		{name: "v1 max value", client: "v1", amount: 2500000, maxValue: "3000000", network: "base", header: HeaderPaymentV1, response: HeaderResponseV1},
		{name: "v2 max value", client: "v2", amount: 2500000, maxValue: "3000000", network: "eip155:8453", header: HeaderPaymentV2, response: HeaderResponseV2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewUnstartedServer(nil)
			ps := &paidServer{req: testRequirement()}
			ps.req.Amount = big.NewInt(tc.amount)
			ps.req.Resource = "http://" + srv.Listener.Addr().String() + "/v1/projects"
			if err := ps.req.Check(); err != nil {
				t.Fatal(err)
			}
			srv.Config.Handler = ps
			srv.Start()
			defer srv.Close()

			args := []string{"--client", tc.client, "--key", "0x" + testKey0, "--method", "POST", "--url", ps.req.Resource, "--body", `{"name":"demo"}`}
			if tc.maxValue != "" {
				args = append(args, "--max-value", tc.maxValue)
			}
			res := runClient(t, args...)

			ps.mu.Lock()
			defer ps.mu.Unlock()
			if len(ps.rejected) > 0 {
				t.Fatalf("server rejected the %s client's payment: %v", tc.client, ps.rejected)
			}
			if res.Status != http.StatusCreated || len(ps.accepted) != 1 || ps.requests != 2 {
				t.Fatalf("status %d, %d payments accepted over %d requests; want 201, 1 over 2 (402 then paid)\nbody: %s",
					res.Status, len(ps.accepted), ps.requests, res.Body)
			}
			p := ps.accepted[0]
			if p.Authorization.From != payer || p.Network != tc.network || p.Authorization.Value.Int64() != tc.amount {
				t.Errorf("accepted payment from %s on %q of %s; want %s on %q of %d", p.Authorization.From.Hex(), p.Network, p.Authorization.Value, payer.Hex(), tc.network, tc.amount)
			}
			if res.PaymentHeader == "" {
				t.Errorf("x402pay.mjs captured no %s header", tc.header)
			}
			wantResp := map[string]any{"success": true, "transaction": settlementTx.Hex(), "network": tc.network, "payer": payer.Hex()}
			if diff := cmp.Diff(wantResp, res.PaymentResponse); diff != "" {
				t.Errorf("%s as decoded by the client (-want +got):\n%s", tc.response, diff)
			}
			if *updateFixtures && tc.maxValue == "" {
				if err := os.WriteFile(fixturePath(tc.client), []byte(res.PaymentHeader+"\n"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// TestRealClientRefusesOverCap checks the other side of --max-value: the
// v1 client will not pay more than its default cap of 0.10 USDC.
func TestRealClientRefusesOverCap(t *testing.T) {
	requireNodeModules(t)
	srv := httptest.NewUnstartedServer(nil)
	ps := &paidServer{req: testRequirement()}
	ps.req.Amount = big.NewInt(100001)
	ps.req.Resource = "http://" + srv.Listener.Addr().String() + "/v1/projects"
	srv.Config.Handler = ps
	srv.Start()
	defer srv.Close()

	cmd := exec.Command("node", "x402pay.mjs", "--client", "v1", "--key", "0x"+testKey0, "--method", "POST", "--url", ps.req.Resource)
	cmd.Dir = npmDir
	out, err := cmd.Output()
	var exitErr *exec.ExitError
	if !errors.As(err, &exitErr) {
		t.Fatalf("x402pay.mjs over the cap: err %v, want exit status 1; output %s", err, out)
	}
	var res clientResult
	if err := json.Unmarshal(bytes.TrimSpace(out), &res); err != nil {
		t.Fatalf("output not JSON: %v: %s", err, out)
	}
	if diff := cmp.Diff("Payment amount exceeds maximum allowed", res.Error); diff != "" {
		t.Errorf("client error (-want +got):\n%s", diff)
	}
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if len(ps.accepted) != 0 || ps.requests != 1 {
		t.Errorf("%d payments over %d requests, want none over 1", len(ps.accepted), ps.requests)
	}
}
