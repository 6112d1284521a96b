package deploy_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/accessmanager"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/devkeys"
)

// TestTimelockOnAnvil deploys with a 48-hour admin delay over real
// JSON-RPC and moves anvil's clock (evm_increaseTime + evm_mine): the
// admin's change of the storage wallet reverts unscheduled and before the
// delay, and lands after it; the guardian removes a writer at once and
// cannot add one or withdraw USDC.
func TestTimelockOnAnvil(t *testing.T) {
	rc := startAnvil(t)
	ctx := context.Background()
	client := ethclient.NewClient(rc)
	if err := deploy.InstallDevUSDC(ctx, rc); err != nil {
		t.Fatal(err)
	}
	adminKey, guardianKey := devkeys.Key(7), devkeys.Key(8)
	adminAddr, guardianAddr := crypto.PubkeyToAddress(adminKey.PublicKey), crypto.PubkeyToAddress(guardianKey.PublicKey)
	delay := 48 * time.Hour
	d, err := deploy.Deploy(ctx, client, devkeys.Key(0), deploy.Options{
		USDC: deploy.CanonicalBaseUSDC, Admin: adminAddr, AdminDelay: delay, Guardian: guardianAddr,
		PollInterval: 50 * time.Millisecond,
	})
	if err != nil {
		t.Fatalf("Deploy: %v", err)
	}
	if err := deploy.Verify(ctx, client, d); err != nil {
		t.Fatalf("Verify: %v", err)
	}
	am, tre, reg := accessmanager.NewInkdAccessManager(), treasury.NewInkdTreasury(), registry.NewInkdRegistry()
	revertOf := func(from common.Address, to common.Address, data []byte) string {
		t.Helper()
		_, err := client.EstimateGas(ctx, ethereum.CallMsg{From: from, To: &to, Data: data})
		name, _ := chain.RevertName(err)
		return name
	}
	prefix := func(s string, n int) string { return s[:min(len(s), n)] }

	wallet := common.HexToAddress("0x00000000000000000000000000000000000000bb")
	data := tre.PackSetStorageWallet(wallet)
	if got := revertOf(adminAddr, d.Treasury, data); prefix(got, 26) != "AccessManagerNotScheduled(" {
		t.Fatalf("unscheduled admin call: %q", got)
	}
	waitOK(t, client, sendSigned(t, client, adminKey, d.AccessManager, am.PackSchedule(d.Treasury, data, big.NewInt(0))))
	if got := revertOf(adminAddr, d.AccessManager, am.PackExecute(d.Treasury, data)); prefix(got, 22) != "AccessManagerNotReady(" {
		t.Fatalf("early execute: %q", got)
	}

	// Guardian: revoke at once, never add, never move USDC.
	if got := revertOf(guardianAddr, d.Registry, reg.PackAddWriter(guardianAddr)); got != "AccessManagedUnauthorized("+guardianAddr.Hex()+")" {
		t.Errorf("guardian addWriter: %q", got)
	}
	if got := revertOf(guardianAddr, d.Treasury, tre.PackWithdraw(guardianAddr, big.NewInt(0))); got != "AccessManagedUnauthorized("+guardianAddr.Hex()+")" {
		t.Errorf("guardian withdraw: %q", got)
	}
	waitOK(t, client, sendSigned(t, client, guardianKey, d.Registry, reg.PackRemoveWriter(d.Treasury)))
	if ok := viewCall(t, client, d.Registry, reg.PackIsWriter(d.Treasury), reg.UnpackIsWriter); ok {
		t.Error("treasury still a writer")
	}

	if err := rc.CallContext(ctx, nil, "evm_increaseTime", int64(delay/time.Second)); err != nil {
		t.Fatal(err)
	}
	if err := rc.CallContext(ctx, nil, "evm_mine"); err != nil {
		t.Fatal(err)
	}
	waitOK(t, client, sendSigned(t, client, adminKey, d.AccessManager, am.PackExecute(d.Treasury, data)))
	if got := viewCall(t, client, d.Treasury, tre.PackStorageWallet(), tre.UnpackStorageWallet); got != wallet {
		t.Errorf("storage wallet = %s, want %s", got, wallet)
	}
}
