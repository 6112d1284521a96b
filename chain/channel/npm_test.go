package channel_test

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/channel"
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
	Error string `json:"error"`
}

// runVectors runs channelvectors.mjs (the unmodified @x402/evm 2.27.0) on input.
func runVectors(t *testing.T, input any) npmVectors {
	t.Helper()
	testutil.SkipIfShort(t, "node and the npm x402 clients")
	for _, m := range []string{"@x402/evm", "viem"} {
		if _, err := os.Stat(filepath.Join(npmDir, "node_modules", m, "package.json")); err != nil {
			t.Skipf("npm clients not installed (%v): run `npm ci` in internal/tools/npm", err)
		}
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatalf("node_modules is installed but node is not on PATH: %v", err)
	}
	in, err := json.Marshal(input)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", "channelvectors.mjs")
	cmd.Dir = npmDir
	cmd.Stdin = bytes.NewReader(in)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	runErr := cmd.Run()
	var v npmVectors
	if err := json.Unmarshal(bytes.TrimSpace(stdout.Bytes()), &v); err != nil || runErr != nil || v.Error != "" {
		t.Fatalf("node channelvectors.mjs: %v, %v, %s\nstdout: %s\nstderr: %s", runErr, err, v.Error, stdout.String(), stderr.String())
	}
	return v
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

func decimal(t *testing.T, s string) *big.Int {
	t.Helper()
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		t.Fatalf("not a decimal: %q", s)
	}
	return x
}
