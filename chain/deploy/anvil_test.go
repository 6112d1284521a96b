package deploy_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/deploy/deploytest"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/testutil"
)

// startAnvil runs anvil (chain id 8453, one-second blocks) and returns its
// RPC client, closed when the test ends.
func startAnvil(tb testing.TB) *rpc.Client {
	tb.Helper()
	c, err := rpc.DialContext(context.Background(), testutil.Anvil(tb, deploy.BaseChainID, "--block-time", "1"))
	if err != nil {
		tb.Fatalf("dial anvil: %v", err)
	}
	tb.Cleanup(c.Close)
	return c
}

// TestDeployOnAnvilOverHTTP installs DevUSDC with anvil_setCode, deploys over
// real JSON-RPC with one-second blocks (every transaction sent before any
// receipt is awaited), redeploys idempotently and runs one paid write with
// an x402-style signature.
func TestDeployOnAnvilOverHTTP(t *testing.T) {
	rc := startAnvil(t)
	ctx := context.Background()
	client := ethclient.NewClient(rc)
	var _ chain.Backend = client

	if err := deploy.InstallDevUSDC(ctx, rc); err != nil {
		t.Fatalf("InstallDevUSDC: %v", err)
	}
	code, err := client.CodeAt(ctx, deploy.CanonicalBaseUSDC, nil)
	if err != nil || !deploy.IsDevUSDC(code) {
		t.Fatalf("code at canonical USDC: %v (DevUSDC %t)", err, deploy.IsDevUSDC(code))
	}

	settler := devkeys.Key(1)
	opts := deploy.Options{
		USDC:                  deploy.CanonicalBaseUSDC,
		Settlers:              []common.Address{crypto.PubkeyToAddress(settler.PublicKey)},
		DevPool:               true,
		AllowDevOnChainID8453: true,
		PollInterval:          50 * time.Millisecond,
	}
	path := filepath.Join(t.TempDir(), "deployment.json")
	d, deployed, err := deploy.LoadOrDeploy(ctx, client, devkeys.Key(0), opts, path)
	if err != nil || !deployed {
		t.Fatalf("LoadOrDeploy = %v, deployed %t", err, deployed)
	}
	if d.ChainID != 8453 {
		t.Errorf("chain id %d, want 8453", d.ChainID)
	}
	again, deployed, err := deploy.LoadOrDeploy(ctx, client, devkeys.Key(0), opts, path)
	if err != nil || deployed || again.Registry != d.Registry {
		t.Fatalf("second LoadOrDeploy = %v, deployed %t, registry %s (first %s)", err, deployed, again.Registry, d.Registry)
	}

	// A paid create signed like an x402 client (chain id 8453, payTo treasury).
	payer := devkeys.Key(2)
	payerAddr := crypto.PubkeyToAddress(payer.PublicKey)
	usdcABI, treABI, regABI := devusdc.NewDevUSDC(), treasury.NewInkdTreasury(), registry.NewInkdRegistry()
	waitOK(t, client, sendSigned(t, client, payer, d.USDC, usdcABI.PackMint(payerAddr, big.NewInt(1_000_000))))
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	pay := deploytest.SignTransferWithAuthorization(t, big.NewInt(8453), payer, d.Treasury, big.NewInt(100_000), 0, head.Time+300, [32]byte{7})
	rec := waitOK(t, client, sendSigned(t, client, settler, d.Treasury,
		treABI.PackCreateProjectPaid(pay, big.NewInt(20_000), treasury.InkdRegistryProjectInput{Name: "Over-HTTP", IsPublic: true})))
	var created *registry.InkdRegistryProjectCreated
	for _, l := range rec.Logs {
		if ev, err := regABI.UnpackProjectCreatedEvent(l); err == nil {
			created = ev
		}
	}
	if created == nil || created.Name != "over-http" || created.Owner != payerAddr {
		t.Fatalf("ProjectCreated = %+v", created)
	}

	// The same authorization again: estimation fails with the decoded reason.
	data := treABI.PackCreateProjectPaid(pay, big.NewInt(20_000), treasury.InkdRegistryProjectInput{Name: "again", IsPublic: true})
	_, err = client.EstimateGas(ctx, ethereum.CallMsg{From: crypto.PubkeyToAddress(settler.PublicKey), To: &d.Treasury, Data: data})
	if name, ok := chain.RevertName(err); !ok || name != "FiatTokenV2: authorization is used or canceled" {
		t.Errorf("reused authorization: %q, %t (%v)", name, ok, err)
	}
}

// sendSigned sends a transaction with estimated gas from key and returns it.
func sendSigned(tb testing.TB, c *ethclient.Client, k *ecdsa.PrivateKey, to common.Address, data []byte) *types.Transaction {
	tb.Helper()
	ctx := context.Background()
	from := crypto.PubkeyToAddress(k.PublicKey)
	gas, err := c.EstimateGas(ctx, ethereum.CallMsg{From: from, To: &to, Data: data})
	if err != nil {
		tb.Fatalf("estimate: %v", err)
	}
	nonce, err := c.PendingNonceAt(ctx, from)
	if err != nil {
		tb.Fatal(err)
	}
	tip, err := c.SuggestGasTipCap(ctx)
	if err != nil {
		tb.Fatal(err)
	}
	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		tb.Fatal(err)
	}
	tx, err := types.SignNewTx(k, types.LatestSignerForChainID(big.NewInt(8453)), &types.DynamicFeeTx{
		ChainID: big.NewInt(8453), Nonce: nonce, GasTipCap: tip, GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2))),
		Gas: gas * 2, To: &to, Data: data,
	})
	if err != nil {
		tb.Fatal(err)
	}
	if err := c.SendTransaction(ctx, tx); err != nil {
		tb.Fatalf("send: %v", err)
	}
	return tx
}

// waitOK waits for tx's receipt (anvil mines every second) and requires success.
func waitOK(tb testing.TB, c *ethclient.Client, tx *types.Transaction) *types.Receipt {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		rec, err := c.TransactionReceipt(ctx, tx.Hash())
		if err == nil {
			if rec.Status != types.ReceiptStatusSuccessful {
				tb.Fatalf("tx %s reverted", tx.Hash())
			}
			return rec
		}
		if !errors.Is(err, ethereum.NotFound) {
			tb.Fatalf("receipt: %v", err)
		}
		select {
		case <-ctx.Done():
			tb.Fatalf("tx %s not mined: %v", tx.Hash(), ctx.Err())
		case <-tick.C:
		}
	}
}
