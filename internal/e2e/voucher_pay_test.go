package e2e

import (
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/batcher"
)

// channelRequest and channelResult are channelpublish.mjs's input and
// output rows.
type channelRequest struct {
	Method string `json:"method"`
	URL    string `json:"url"`
	Body   string `json:"body,omitempty"`
}

type channelResult struct {
	Status          int             `json:"status"`
	Body            json.RawMessage `json:"body"`
	PaymentHeader   string          `json:"paymentHeader"`
	PayloadType     string          `json:"payloadType"`
	PaymentResponse json.RawMessage `json:"paymentResponse"`
}

// createAndPushes is the requests of a create of name and of pushes to
// it (their storage hashes from seed), with the number of projects before.
func (s *stack) createAndPushes(t *testing.T, name string, pushes, seed int) (*big.Int, []channelRequest) {
	t.Helper()
	count, err := s.projectCount()
	if err != nil {
		t.Fatal(err)
	}
	project := new(big.Int).Add(count, big.NewInt(1)).String()
	requests := []channelRequest{{Method: http.MethodPost, URL: s.APIURL + "/v1/projects", Body: fmt.Sprintf(`{"name":%q}`, name)}}
	for i := range pushes {
		requests = append(requests, channelRequest{Method: http.MethodPost, URL: s.APIURL + "/v1/projects/" + project + "/versions",
			Body: fmt.Sprintf(`{"storageHash":%q,"versionTag":"v%d"}`, storageHash(seed, i, 0), i)})
	}
	return count, requests
}

// The unmodified @x402/fetch client with @x402/evm's batch-settlement
// client, against the running service with vouchers on: it opens a
// channel with one deposit on its first paid request (a create) and pays
// 20 pushes with vouchers. Every write lands; the payer's USDC moved once,
// into the channel; InkdChannelWrites counts exactly the fees of the 21
// writes, which is the last voucher's ceiling.
func TestRealClientPaysTwentyPushesWithOneDeposit(t *testing.T) {
	s := startStack(t, stackOptions{
		apiConfig: []func(*api.Config){func(c *api.Config) { c.Channels.Enabled = true }},
		batch:     batcher.Config{MaxItems: batcher.DefaultMaxItems},
	})
	key := s.newPayers(t, 1, big.NewInt(10_000_000))[0]
	payer := addr(key)
	count, requests := s.createAndPushes(t, "paid-by-voucher", 20, 1)
	const deposit = 5_000_000
	start := s.usdc(t, payer)
	var out struct {
		Results []channelResult `json:"results"`
	}
	testutil.RunNpmScript(t, filepath.Join("..", "tools", "npm"), "channelpublish.mjs",
		[]string{"@x402/fetch", "@x402/evm", "viem"},
		map[string]any{"key": fmt.Sprintf("0x%x", crypto.FromECDSA(key)), "rpcUrl": s.RPCURL, "deposit": fmt.Sprint(deposit), "requests": requests}, &out)
	if len(out.Results) != len(requests) {
		t.Fatalf("%d results for %d requests", len(out.Results), len(requests))
	}
	var last *payment.Payment
	var err error
	for i, r := range out.Results {
		want := "voucher"
		if i == 0 {
			want = "deposit"
		}
		if r.Status != http.StatusCreated || r.PayloadType != want || len(r.PaymentResponse) == 0 {
			t.Fatalf("request %d: %d %s, paid with a %q payload (want %q), PAYMENT-RESPONSE %s", i, r.Status, r.Body, r.PayloadType, want, r.PaymentResponse)
		}
		if last, err = payment.ParseHeader(r.PaymentHeader); err != nil || last.Voucher == nil {
			t.Fatalf("request %d's PAYMENT-SIGNATURE: %v", i, err)
		}
	}
	if got := new(big.Int).Sub(start, s.usdc(t, payer)); got.Cmp(big.NewInt(deposit)) != 0 {
		t.Errorf("the payer's USDC moved by %s, want the one deposit of %d", got, deposit)
	}
	cw := channelwrites.NewInkdChannelWrites()
	res, err := s.eth.CallContract(t.Context(), ethereum.CallMsg{To: &s.Deployment.ChannelWrites, Data: cw.PackUsage(last.Voucher.Voucher.ChannelID)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	usage, err := cw.UnpackUsage(res)
	if err != nil {
		t.Fatal(err)
	}
	if ceiling := last.Voucher.Voucher.MaxClaimableAmount; usage.Used.Cmp(ceiling) != 0 {
		t.Errorf("the channel counts %s landed, want %s: the fees of the 21 writes, the last voucher's ceiling", usage.Used, ceiling)
	}
	if n, err := s.projectCount(); err != nil || n.Cmp(new(big.Int).Add(count, big.NewInt(1))) != 0 {
		t.Errorf("%v projects after one create, %v before (%v)", n, count, err)
	}
}
