package channel_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/contracts"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/testutil"
)

const npmDir = "../../internal/tools/npm"

// npmVectors is the JSON line internal/tools/npm/channelvectors.mjs prints.
type npmVectors struct {
	ChannelID common.Hash `json:"channelId"`
	Voucher   struct {
		ChannelID          common.Hash   `json:"channelId"`
		MaxClaimableAmount string        `json:"maxClaimableAmount"`
		Signature          hexutil.Bytes `json:"signature"`
	} `json:"voucher"`
	VoucherDigest    common.Hash `json:"voucherDigest"`
	RefundDigest     common.Hash `json:"refundDigest"`
	ClaimBatchDigest common.Hash `json:"claimBatchDigest"`
	Deposit          struct {
		ChannelConfig channel.Config `json:"channelConfig"`
		Deposit       struct {
			Amount        string `json:"amount"`
			Authorization struct {
				ERC3009 struct {
					ValidAfter  string        `json:"validAfter"`
					ValidBefore string        `json:"validBefore"`
					Salt        hexutil.Big   `json:"salt"`
					Signature   hexutil.Bytes `json:"signature"`
				} `json:"erc3009Authorization"`
			} `json:"authorization"`
		} `json:"deposit"`
	} `json:"deposit"`
	ABI   json.RawMessage `json:"abi"`
	Error string          `json:"error"`
}

// npmClients are the modules the scripts need.
var npmClients = []string{"@x402/evm", "viem"}

// requireNpmClients skips under -short or without the npm clients (a test
// that starts a node of its own checks before).
func requireNpmClients(t *testing.T) {
	t.Helper()
	testutil.SkipIfShort(t, "node and the npm x402 clients")
	for _, m := range npmClients {
		if _, err := os.Stat(filepath.Join(npmDir, "node_modules", m, "package.json")); err != nil {
			t.Skipf("npm clients not installed (%v): run `npm ci` in internal/tools/npm", err)
		}
	}
}

// runVectors runs channelvectors.mjs (the unmodified @x402/evm 2.27.0) on input.
func runVectors(t *testing.T, input any) npmVectors {
	t.Helper()
	var v npmVectors
	runNode(t, "channelvectors.mjs", input, &v)
	return v
}

// runNode runs the script of internal/tools/npm with input as JSON on stdin
// and decodes its one output line into out (testutil.RunNpmScript).
func runNode(t *testing.T, script string, input, out any) {
	t.Helper()
	testutil.RunNpmScript(t, npmDir, script, npmClients, input, out)
}

// The npm client and this package agree byte for byte: the channel id, the
// voucher, refund and claim-batch digests, the voucher signature itself
// (both sign deterministically, RFC 6979), and the deposit's ERC-3009
// authorization, whose nonce DepositNonce rebuilds from the client's salt.
func TestHashesEqualTheNpmClients(t *testing.T) {
	cfg := vectorConfig()
	v := runVectors(t, map[string]any{
		"key":                "0x" + common.Bytes2Hex(crypto.FromECDSA(payerKey)),
		"network":            "eip155:8453",
		"config":             cfg,
		"maxClaimableAmount": "5000",
		"refundNonce":        "3",
		"refundAmount":       "1500",
		"claims":             []map[string]string{{"maxClaimableAmount": "5000", "totalClaimed": "4000"}, {"maxClaimableAmount": "7", "totalClaimed": "7"}},
		"deposit":            map[string]string{"amount": "100000", "usdcName": "USD Coin", "usdcVersion": "2"},
	})

	chainID := big.NewInt(8453)
	d := channel.CanonicalDomain(chainID)
	id := channel.ChannelID(cfg, chainID)
	if id != v.ChannelID || id != d.ChannelID(cfg) {
		t.Errorf("ChannelID = %s, computeChannelId = %s", id, v.ChannelID)
	}
	if got := d.VoucherDigest(id, big.NewInt(5000)); got != v.VoucherDigest {
		t.Errorf("VoucherDigest = %s, npm %s", got, v.VoucherDigest)
	}
	if got := d.RefundDigest(id, big.NewInt(3), big.NewInt(1500)); got != v.RefundDigest {
		t.Errorf("RefundDigest = %s, npm %s", got, v.RefundDigest)
	}
	entries := []channel.ClaimEntry{
		{ChannelID: id, MaxClaimableAmount: big.NewInt(5000), TotalClaimed: big.NewInt(4000)},
		{ChannelID: id, MaxClaimableAmount: big.NewInt(7), TotalClaimed: big.NewInt(7)},
	}
	if got := d.ClaimBatchDigest(entries); got != v.ClaimBatchDigest {
		t.Errorf("ClaimBatchDigest = %s, npm %s", got, v.ClaimBatchDigest)
	}
	sig, err := channel.Sign(d.VoucherDigest(id, big.NewInt(5000)), payerKey)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(sig, v.Voucher.Signature) || v.Voucher.ChannelID != id || v.Voucher.MaxClaimableAmount != "5000" {
		t.Errorf("voucher: Go signature %x, npm signVoucher %+v", sig, v.Voucher)
	}
	if err := d.VerifyVoucher(cfg, channel.Voucher{ChannelID: id, MaxClaimableAmount: big.NewInt(5000), Signature: v.Voucher.Signature}); err != nil {
		t.Errorf("VerifyVoucher(npm voucher) = %v", err)
	}

	if v.Deposit.ChannelConfig != cfg {
		t.Errorf("deposit channelConfig %+v, want %+v", v.Deposit.ChannelConfig, cfg)
	}
	auth := v.Deposit.Deposit.Authorization.ERC3009
	dep := channel.Deposit{
		Amount:      decimal(t, v.Deposit.Deposit.Amount),
		ValidAfter:  decimal(t, auth.ValidAfter),
		ValidBefore: decimal(t, auth.ValidBefore),
		Salt:        auth.Salt.ToInt(),
		Signature:   auth.Signature,
	}
	usdc := payment.Domain{Name: "USD Coin", Version: "2", ChainID: chainID, VerifyingContract: cfg.Token}
	signer, err := channel.RecoverSigner(channel.ReceiveAuthorizationDigest(usdc.Separator(), cfg, id, dep), dep.Signature)
	if err != nil || signer != cfg.Payer {
		t.Errorf("the npm deposit authorization recovers to %s, %v; want the payer %s", signer.Hex(), err, cfg.Payer.Hex())
	}
}

// Every function and event the npm client's facilitator uses
// (batchSettlementABI) is in X402BatchSettlement's ABI with the same
// selector, the same outputs and the same mutability: the exact external
// interface of the scheme.
func TestContractHasTheNpmClientsABI(t *testing.T) {
	v := runVectors(t, map[string]any{"key": "0x" + common.Bytes2Hex(crypto.FromECDSA(payerKey)), "network": "eip155:8453",
		"config": vectorConfig(), "maxClaimableAmount": "1", "refundNonce": "0", "refundAmount": "1", "claims": []any{}})
	want, err := abi.JSON(bytes.NewReader(v.ABI))
	if err != nil {
		t.Fatalf("npm ABI: %v", err)
	}
	art, err := contracts.LoadArtifact(contracts.X402BatchSettlement)
	if err != nil {
		t.Fatal(err)
	}
	got, err := abi.JSON(bytes.NewReader(art.ABI))
	if err != nil {
		t.Fatal(err)
	}
	if len(want.Methods) < 18 || len(want.Events) < 1 {
		t.Fatalf("npm ABI has %d methods and %d events; did the bundle change?", len(want.Methods), len(want.Events))
	}
	for name, m := range want.Methods {
		ours, ok := got.Methods[name]
		switch {
		case !ok:
			t.Errorf("%s is missing", m.Sig)
		case ours.Sig != m.Sig || ours.StateMutability != m.StateMutability || typeList(ours.Outputs) != typeList(m.Outputs):
			t.Errorf("%s %s returns (%s); npm: %s %s returns (%s)", ours.Sig, ours.StateMutability, typeList(ours.Outputs), m.Sig, m.StateMutability, typeList(m.Outputs))
		}
	}
	for name, e := range want.Events {
		ours, ok := got.Events[name]
		if !ok || ours.ID != e.ID || indexed(ours.Inputs) != indexed(e.Inputs) {
			t.Errorf("event %s: ours %s (indexed %s), npm indexed %s", e.Sig, ours.Sig, indexed(ours.Inputs), indexed(e.Inputs))
		}
	}
}

func typeList(args abi.Arguments) string {
	var b strings.Builder
	for _, a := range args {
		b.WriteString(a.Type.String() + " " + a.Name + ",")
	}
	return b.String()
}

func indexed(args abi.Arguments) string {
	var b strings.Builder
	for _, a := range args {
		fmt.Fprintf(&b, "%t,", a.Indexed)
	}
	return b.String()
}

func decimal(t *testing.T, s string) *big.Int {
	t.Helper()
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		t.Fatalf("not a decimal: %q", s)
	}
	return x
}
