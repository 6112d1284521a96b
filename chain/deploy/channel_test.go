package deploy_test

import (
	"bytes"
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/chain/bindings/batchsettlement"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/deploy"
)

// The alloc entries hold the artifacts' runtime code at the canonical
// addresses, and only that code passes IsChannelCode.
func TestChannelAccounts(t *testing.T) {
	a := deploy.ChannelAccounts()
	s, c := a[channel.SettlementAddress].Code, a[channel.ERC3009CollectorAddress].Code
	if len(a) != 2 || len(s) == 0 || len(c) == 0 || bytes.Equal(s, c) {
		t.Fatalf("ChannelAccounts = %d entries, code sizes %d and %d", len(a), len(s), len(c))
	}
	if !deploy.IsChannelCode(s, c) || deploy.IsChannelCode(c, s) || deploy.IsChannelCode(nil, c) || deploy.IsChannelCode(s, nil) {
		t.Error("IsChannelCode accepts other code")
	}
	alloc := deploy.DevGenesisAlloc(nil, big.NewInt(0), big.NewInt(0))
	if !deploy.IsChannelCode(alloc[channel.SettlementAddress].Code, alloc[channel.ERC3009CollectorAddress].Code) {
		t.Error("DevGenesisAlloc lacks the channel contracts")
	}
}

// On anvil, InstallChannel places both contracts with anvil_setCode, and the
// placed settlement contract computes channel ids under its canonical domain.
func TestInstallChannelOnAnvil(t *testing.T) {
	rc := startAnvil(t)
	ctx := context.Background()
	client := ethclient.NewClient(rc)
	if err := deploy.InstallChannel(ctx, rc); err != nil {
		t.Fatalf("InstallChannel: %v", err)
	}
	s, err1 := client.CodeAt(ctx, channel.SettlementAddress, nil)
	c, err2 := client.CodeAt(ctx, channel.ERC3009CollectorAddress, nil)
	if err1 != nil || err2 != nil || !deploy.IsChannelCode(s, c) {
		t.Fatalf("code at the canonical addresses: %v, %v (channel code %t)", err1, err2, deploy.IsChannelCode(s, c))
	}
	cfg := channel.Config{Payer: common.Address{1}, Receiver: common.Address{2}, ReceiverAuthorizer: common.Address{3},
		Token: deploy.CanonicalBaseUSDC, WithdrawDelay: channel.MinWithdrawDelay}
	bs := batchsettlement.NewX402BatchSettlement()
	to := channel.SettlementAddress
	out, err := client.CallContract(ctx, ethereum.CallMsg{To: &to, Data: bs.PackGetChannelId(batchsettlement.X402BatchSettlementChannelConfig{
		Payer: cfg.Payer, Receiver: cfg.Receiver, ReceiverAuthorizer: cfg.ReceiverAuthorizer, Token: cfg.Token,
		WithdrawDelay: big.NewInt(int64(cfg.WithdrawDelay)),
	})}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := common.BytesToHash(out), channel.ChannelID(cfg, big.NewInt(deploy.BaseChainID)); got != want {
		t.Errorf("getChannelId on anvil = %s, ChannelID %s", got, want)
	}
}
