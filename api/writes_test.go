package api

import (
	"context"
	"errors"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/alicebob/miniredis/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/storage/pricing"
)

// downRegistry is a chain node that does not answer: failure injection.
type downRegistry struct{}

var errDown = errors.New("dial tcp 127.0.0.1:1: connect: connection refused")

func (downRegistry) NameAvailable(context.Context, string) (bool, error) { return false, errDown }
func (downRegistry) Name(context.Context, *big.Int) (string, error)      { return "", errDown }
func (downRegistry) CanPush(context.Context, *big.Int, [32]byte, common.Address) (bool, error) {
	return false, errDown
}

type noChecks struct{}

func (noChecks) Check(context.Context, *payment.Payment) error { return nil }

// registryNamer is a fake chain: the registry and the project names.
type registryNamer interface {
	RegistryReader
	ProjectNamer
}

func writeDeps(t *testing.T, reg registryNamer) (WriteDeps, redis.UniversalClient) {
	t.Helper()
	mr := miniredis.RunT(t)
	rdb := redis.NewClient(&redis.Options{Addr: mr.Addr()})
	t.Cleanup(func() { rdb.Close() })
	res, err := payment.NewReservations(payment.ReservationConfig{}, rdb)
	if err != nil {
		t.Fatal(err)
	}
	store := jobs.NewStore(rdb, "")
	w := jobs.NewWaiter(store, testutil.Logger(t))
	var wg sync.WaitGroup
	if err := w.Start(context.Background(), &wg); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Shutdown(); testutil.Wait(t, &wg, "the job waiter's shutdown") })
	client := asynq.NewClientFromRedisClient(rdb)
	fixed, err := pricing.NewFixed(pricing.FixedConfig{})
	if err != nil {
		t.Fatal(err)
	}
	return WriteDeps{
		Registry: reg, Names: reg, Checker: noChecks{}, Reservations: res, Enqueuer: client, Waiter: w, Outcomes: store, Pricer: fixed,
		USDC:  payment.Domain{Name: "USD Coin", Version: "2", ChainID: big.NewInt(8453), VerifyingContract: common.HexToAddress("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913")},
		PayTo: common.HexToAddress("0x1111111111111111111111111111111111111111"),
	}, rdb
}

// An unreachable chain node is 500 rpc_error, before any payment is asked.
func TestWriteWithChainDownIsRPCError(t *testing.T) {
	deps, rdb := writeDeps(t, downRegistry{})
	s := newTestServer(t, Config{}, Deps{Writes: deps, Redis: rdb})
	for _, tc := range []struct{ path, body string }{
		{"/v1/projects", `{"name":"x"}`},
		{"/v1/projects/1/versions", `{"storageHash":"ar://xAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1"}`},
	} {
		req := httptest.NewRequest(http.MethodPost, tc.path, strings.NewReader(tc.body))
		req.Header.Set("Content-Type", "application/json")
		resp, body := do(t, s, req)
		if resp.StatusCode != 500 || body["error"] != "rpc_error" {
			t.Fatalf("POST %s = %d %v, want 500 rpc_error", tc.path, resp.StatusCode, body)
		}
	}
}

// Browser agents may send the payment headers and read the settlement ones,
// on the 402 too.
func TestCORSAllowsPaymentHeaders(t *testing.T) {
	deps, rdb := writeDeps(t, freeRegistry{})
	s := newTestServer(t, Config{CORSOrigins: []string{"https://agent.example"}}, Deps{Writes: deps, Redis: rdb})
	pre := httptest.NewRequest(http.MethodOptions, "/v1/projects", nil)
	pre.Header.Set("Origin", "https://agent.example")
	pre.Header.Set("Access-Control-Request-Method", "POST")
	pre.Header.Set("Access-Control-Request-Headers", "content-type,x-payment,payment-signature")
	resp, _ := do(t, s, pre)
	allowed := strings.ToLower(resp.Header.Get("Access-Control-Allow-Headers"))
	if resp.StatusCode/100 != 2 || !strings.Contains(allowed, "x-payment") || !strings.Contains(allowed, "payment-signature") {
		t.Fatalf("preflight = %d, allow-headers %q", resp.StatusCode, allowed)
	}
	req := httptest.NewRequest(http.MethodPost, "/v1/projects", strings.NewReader(`{"name":"cors"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", "https://agent.example")
	resp, body := do(t, s, req)
	exposed := strings.ToLower(resp.Header.Get("Access-Control-Expose-Headers"))
	if resp.StatusCode != 402 || body["error"] != "payment_required" {
		t.Fatalf("POST = %d %v", resp.StatusCode, body)
	}
	for _, h := range []string{"payment-required", "payment-response", "x-payment-response"} {
		if !strings.Contains(exposed, h) {
			t.Fatalf("402 exposes %q, missing %s", exposed, h)
		}
	}
	if resp.Header.Get("PAYMENT-REQUIRED") == "" || resp.Header.Get("Cache-Control") != "no-store" {
		t.Fatalf("402 headers = %v", resp.Header)
	}
	other := httptest.NewRequest(http.MethodOptions, "/v1/projects", nil)
	other.Header.Set("Origin", "https://evil.example")
	other.Header.Set("Access-Control-Request-Method", "POST")
	resp, _ = do(t, s, other)
	if got := resp.Header.Get("Access-Control-Allow-Origin"); got != "" {
		t.Fatalf("origin not configured got Allow-Origin %q", got)
	}
}

type freeRegistry struct{}

func (freeRegistry) NameAvailable(context.Context, string) (bool, error) { return true, nil }
func (freeRegistry) Name(_ context.Context, id *big.Int) (string, error) {
	return "project-" + id.String(), nil
}
func (freeRegistry) CanPush(context.Context, *big.Int, [32]byte, common.Address) (bool, error) {
	return true, nil
}
