package e2e

import (
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/devkeys"
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

// voucherTarget is a running service and its chain, for the tests of
// paying by voucher: the in-process stack, or processes on anvil.
type voucherTarget struct {
	apiURL, rpcURL string
	eth            *ethclient.Client
	dep            *deploy.Deployment
}

func (s *stack) target() voucherTarget {
	return voucherTarget{apiURL: s.APIURL, rpcURL: s.RPCURL, eth: s.eth, dep: s.Deployment}
}

func (r *reorgRig) target() voucherTarget {
	return voucherTarget{apiURL: r.apiURL, rpcURL: r.rpcURL, eth: r.eth, dep: r.dep}
}

// call is a read of the target's chain; it fails the test on an error.
func (v voucherTarget) call(t *testing.T, to common.Address, data []byte) []byte {
	t.Helper()
	out, err := v.eth.CallContract(t.Context(), ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func (v voucherTarget) projectCount(t *testing.T) *big.Int {
	t.Helper()
	reg := registry.NewInkdRegistry()
	n, err := reg.UnpackProjectCount(v.call(t, v.dep.Registry, reg.PackProjectCount()))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func (v voucherTarget) usdc(t *testing.T, a common.Address) *big.Int {
	t.Helper()
	b, err := chain.NewUSDCState(v.eth, v.dep.USDC).BalanceOf(t.Context(), a)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// used is what InkdChannelWrites counts landed on channel id.
func (v voucherTarget) used(t *testing.T, id common.Hash) *big.Int {
	t.Helper()
	cw := channelwrites.NewInkdChannelWrites()
	u, err := cw.UnpackUsage(v.call(t, v.dep.ChannelWrites, cw.PackUsage(id)))
	if err != nil {
		t.Fatal(err)
	}
	return u.Used
}

// createAndPushes is the requests of a create of name and of pushes to
// it (their storage hashes from seed), with the number of projects before.
func (v voucherTarget) createAndPushes(t *testing.T, name string, pushes, seed int) (*big.Int, []channelRequest) {
	t.Helper()
	count := v.projectCount(t)
	project := new(big.Int).Add(count, big.NewInt(1)).String()
	requests := []channelRequest{{Method: http.MethodPost, URL: v.apiURL + "/v1/projects", Body: fmt.Sprintf(`{"name":%q}`, name)}}
	for i := range pushes {
		requests = append(requests, channelRequest{Method: http.MethodPost, URL: v.apiURL + "/v1/projects/" + project + "/versions",
			Body: fmt.Sprintf(`{"storageHash":%q,"versionTag":"v%d"}`, storageHash(seed, i, 0), i)})
	}
	return count, requests
}

// createAndPushes is voucherTarget.createAndPushes on the stack.
func (s *stack) createAndPushes(t *testing.T, name string, pushes, seed int) (*big.Int, []channelRequest) {
	t.Helper()
	return s.target().createAndPushes(t, name, pushes, seed)
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
	realClientPaysByVoucher(t, s.target(), s.newPayers(t, 1, big.NewInt(10_000_000))[0], 20)
}

// The same on anvil, an EVM node of another implementation, with `inkd
// deploy`'s contracts (the channel contracts placed with anvil_setCode)
// and separate serve and worker processes.
func TestRealClientPaysByVoucherOnAnvil(t *testing.T) {
	testutil.SkipIfShort(t, "anvil, redis-server and two inkd processes")
	t.Parallel()
	r := newAnvilRig(t, "INKD_CHANNEL_PAYMENTS=on", "BATCH_MAX_ITEMS=64")
	realClientPaysByVoucher(t, r.target(), devkeys.Key(5), 5)
}

// realClientPaysByVoucher runs channelpublish.mjs as key: a create, then
// pushes pushes, all paid by voucher from one deposit, and checks the
// answers, the payer's USDC and what InkdChannelWrites counts.
func realClientPaysByVoucher(t *testing.T, v voucherTarget, key *ecdsa.PrivateKey, pushes int) {
	t.Helper()
	payer := addr(key)
	count, requests := v.createAndPushes(t, "paid-by-voucher", pushes, 1)
	const deposit = 5_000_000
	start := v.usdc(t, payer)
	var out struct {
		Results []channelResult `json:"results"`
	}
	testutil.RunNpmScript(t, filepath.Join("..", "tools", "npm"), "channelpublish.mjs",
		[]string{"@x402/fetch", "@x402/evm", "viem"},
		map[string]any{"key": fmt.Sprintf("0x%x", crypto.FromECDSA(key)), "rpcUrl": v.rpcURL, "deposit": fmt.Sprint(deposit), "requests": requests}, &out)
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
	if got := new(big.Int).Sub(start, v.usdc(t, payer)); got.Cmp(big.NewInt(deposit)) != 0 {
		t.Errorf("the payer's USDC moved by %s, want the one deposit of %d", got, deposit)
	}
	if used, ceiling := v.used(t, last.Voucher.Voucher.ChannelID), last.Voucher.Voucher.MaxClaimableAmount; used.Cmp(ceiling) != 0 {
		t.Errorf("the channel counts %s landed, want %s: the fees of the %d writes, the last voucher's ceiling", used, ceiling, len(requests))
	}
	if n := v.projectCount(t); n.Cmp(new(big.Int).Add(count, big.NewInt(1))) != 0 {
		t.Errorf("%v projects after one create, %v before", n, count)
	}
}
