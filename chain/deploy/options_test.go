package deploy

import (
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
)

func TestOptionsCheck(t *testing.T) {
	usdc := CanonicalBaseUSDC
	tests := []struct {
		name    string
		opts    Options
		wantErr bool
	}{
		{"minimal", Options{USDC: usdc}, false},
		{"dev", Options{USDC: usdc, DevPool: true, AllowDevOnChainID8453: true, Settlers: []common.Address{{1}}}, false},
		{"no USDC", Options{}, true},
		{"slippage above 10%", Options{USDC: usdc, MaxSlippageBps: 1001}, true},
		{"slippage at 10%", Options{USDC: usdc, MaxSlippageBps: 1000}, false},
		{"zero settler", Options{USDC: usdc, Settlers: []common.Address{{}}}, true},
		{"zero keeper", Options{USDC: usdc, Keepers: []common.Address{{1}, {}}}, true},
		{"negative buyback floor", Options{USDC: usdc, BuybackMinInkdPerUSDC: big.NewInt(-1)}, true},
		{"buyback floor", Options{USDC: usdc, BuybackMinInkdPerUSDC: big.NewInt(1)}, false},
		{"zero supply", Options{USDC: usdc, TokenSupply: big.NewInt(0)}, true},
		{"negative threshold", Options{USDC: usdc, BuybackThreshold: big.NewInt(-1)}, true},
		{"zero threshold", Options{USDC: usdc, BuybackThreshold: big.NewInt(0)}, false},
		{"router and dev pool", Options{USDC: usdc, DevPool: true, Router: common.Address{9}}, true},
		{"pool larger than supply", Options{USDC: usdc, DevPool: true, TokenSupply: big.NewInt(10), PoolINKD: big.NewInt(11)}, true},
		{"zero pool USDC", Options{USDC: usdc, DevPool: true, PoolUSDC: big.NewInt(0)}, true},
		{"negative timeout", Options{USDC: usdc, NetworkTimeout: -1}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.opts.Check()
			if (err != nil) != tc.wantErr {
				t.Errorf("Check() = %v, want error %t", err, tc.wantErr)
			}
		})
	}
}

func TestOptionsDefaults(t *testing.T) {
	o := Options{USDC: CanonicalBaseUSDC}
	got := []string{o.tokenSupply().String(), o.buybackThreshold().String(), o.poolUSDC().String(), o.poolINKD().String()}
	want := []string{"1000000000000000000000000000", "10000000", "100000000000", "100000000000000000000000000"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("supply, threshold, pool USDC, pool INKD (-want +got):\n%s", diff)
	}
	if o.maxSlippageBps() != 300 || o.callGasLimit() != DefaultCallGasLimit || o.networkTimeout() != DefaultNetworkTimeout {
		t.Errorf("defaults: slippage %d, gas %d, timeout %s", o.maxSlippageBps(), o.callGasLimit(), o.networkTimeout())
	}
}

func TestCheckDevAllowed(t *testing.T) {
	dev := DevUSDCRuntimeCode()
	fiatProxy := []byte{0x60, 0x80, 0x60, 0x40} // anything that is not DevUSDC
	other := common.HexToAddress("0x036CbD53842c5426634e7929541eC2318f3dCF7e")
	tests := []struct {
		name    string
		chainID uint64
		allow   bool
		usdc    common.Address
		code    []byte
		wantErr bool
	}{
		{"anvil default id", 31337, false, other, fiatProxy, false},
		{"geth dev id", 1337, false, CanonicalBaseUSDC, dev, false},
		{"8453 dev node", 8453, true, CanonicalBaseUSDC, dev, false},
		{"8453 without flag", 8453, false, CanonicalBaseUSDC, dev, true},
		{"8453 real USDC code", 8453, true, CanonicalBaseUSDC, fiatProxy, true},
		{"8453 no code", 8453, true, CanonicalBaseUSDC, nil, true},
		{"8453 other address", 8453, true, other, dev, true},
		{"Base Sepolia", 84532, true, CanonicalBaseUSDC, dev, true},
		{"Ethereum", 1, true, CanonicalBaseUSDC, dev, true},
		{"Arbitrum", 42161, true, CanonicalBaseUSDC, dev, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckDevAllowed(tc.chainID, tc.allow, tc.usdc, tc.code)
			if (err != nil) != tc.wantErr {
				t.Fatalf("CheckDevAllowed = %v, want error %t", err, tc.wantErr)
			}
			var de *DevOnPublicChainError
			if err != nil && (!errors.Is(err, ErrDevOnPublicChain) || !errors.As(err, &de) || de.ChainID != tc.chainID) {
				t.Errorf("error %v is not a DevOnPublicChainError for chain %d", err, tc.chainID)
			}
		})
	}
}

func TestIsPublicChainID(t *testing.T) {
	for id, want := range map[uint64]bool{1: true, 8453: true, 84532: true, 10: true, 137: true, 42161: true, 1337: false, 31337: false, 900: false} {
		if got := IsPublicChainID(id); got != want {
			t.Errorf("IsPublicChainID(%d) = %t, want %t", id, got, want)
		}
	}
}

// TestOptionsCheckChain: an admin delay below MinAdminDelay (zero included)
// passes only on a development chain, as DevPool does.
func TestOptionsCheckChain(t *testing.T) {
	dev := DevUSDCRuntimeCode()
	fiatProxy := []byte{0x60, 0x80, 0x60, 0x40} // the real Base USDC: not DevUSDC
	usdc := CanonicalBaseUSDC
	tests := []struct {
		name    string
		chainID uint64
		opts    Options
		code    []byte
		wantErr error
	}{
		{"no delay on Base", 8453, Options{USDC: usdc, AllowDevOnChainID8453: true}, fiatProxy, ErrDevOnPublicChain},
		{"an hour on Base", 8453, Options{USDC: usdc, AdminDelay: time.Hour}, fiatProxy, ErrDevOnPublicChain},
		{"just below the minimum on Base", 8453, Options{USDC: usdc, AdminDelay: MinAdminDelay - time.Second}, fiatProxy, ErrDevOnPublicChain},
		{"the minimum on Base", 8453, Options{USDC: usdc, AdminDelay: MinAdminDelay}, fiatProxy, nil},
		{"the production delay on Base", 8453, Options{USDC: usdc, AdminDelay: ProductionAdminDelay}, fiatProxy, nil},
		{"no delay on Base Sepolia", 84532, Options{USDC: usdc, AllowDevOnChainID8453: true}, dev, ErrDevOnPublicChain},
		{"no delay on an 8453 dev node without the flag", 8453, Options{USDC: usdc}, dev, ErrDevOnPublicChain},
		{"no delay on an 8453 dev node", 8453, Options{USDC: usdc, AllowDevOnChainID8453: true}, dev, nil},
		{"no delay on anvil", 31337, Options{USDC: usdc}, fiatProxy, nil},
		{"dev pool without DevUSDC", 1337, Options{USDC: usdc, DevPool: true}, fiatProxy, ErrNotDevUSDC},
		{"dev pool on Base with a production delay", 8453, Options{USDC: usdc, DevPool: true, AdminDelay: ProductionAdminDelay}, fiatProxy, ErrDevOnPublicChain},
		{"dev funds without DevUSDC", 1337, Options{USDC: usdc, DevFunds: []common.Address{{1}}}, fiatProxy, ErrNotDevUSDC},
		{"dev funds on Base with a production delay", 8453, Options{USDC: usdc, DevFunds: []common.Address{{1}}, AdminDelay: ProductionAdminDelay}, fiatProxy, ErrDevOnPublicChain},
		{"dev funds on an 8453 dev node", 8453, Options{USDC: usdc, DevFunds: []common.Address{{1}}, AllowDevOnChainID8453: true}, dev, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.opts.CheckChain(tc.chainID, tc.code)
			if !errors.Is(err, tc.wantErr) || (tc.wantErr == nil) != (err == nil) {
				t.Errorf("CheckChain = %v, want %v", err, tc.wantErr)
			}
		})
	}
}
