package channel_test

import (
	"bytes"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/channel"
)

// Keys of the test vectors: anvil's development accounts #0 (payer and
// its voucher key), #1 (receiver) and #2 (receiver authorizer).
var (
	payerKey, _ = crypto.HexToECDSA("ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80")
	otherKey, _ = crypto.HexToECDSA("59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")
)

// vectorConfig is the channel of the npm vectors (and of the Foundry test
// test_hashes_equalTheNpmClients).
func vectorConfig() channel.Config {
	payer := crypto.PubkeyToAddress(payerKey.PublicKey)
	return channel.Config{
		Payer:              payer,
		PayerAuthorizer:    payer,
		Receiver:           common.HexToAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8"),
		ReceiverAuthorizer: common.HexToAddress("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"),
		Token:              common.HexToAddress("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"),
		WithdrawDelay:      900,
		Salt:               common.BigToHash(big.NewInt(0xaa)),
	}
}

func TestConfigCheck(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*channel.Config)
		ok     bool
	}{
		{"valid", func(*channel.Config) {}, true},
		{"no payer authorizer", func(c *channel.Config) { c.PayerAuthorizer = common.Address{} }, true},
		{"shortest delay", func(c *channel.Config) { c.WithdrawDelay = channel.MinWithdrawDelay }, true},
		{"longest delay", func(c *channel.Config) { c.WithdrawDelay = channel.MaxWithdrawDelay }, true},
		{"zero payer", func(c *channel.Config) { c.Payer = common.Address{} }, false},
		{"zero receiver", func(c *channel.Config) { c.Receiver = common.Address{} }, false},
		{"zero receiver authorizer", func(c *channel.Config) { c.ReceiverAuthorizer = common.Address{} }, false},
		{"zero token", func(c *channel.Config) { c.Token = common.Address{} }, false},
		{"delay too short", func(c *channel.Config) { c.WithdrawDelay = channel.MinWithdrawDelay - 1 }, false},
		{"delay too long", func(c *channel.Config) { c.WithdrawDelay = channel.MaxWithdrawDelay + 1 }, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := vectorConfig()
			tc.mutate(&cfg)
			err := cfg.Check()
			if (err == nil) != tc.ok || (err != nil && !errors.Is(err, channel.ErrInvalidConfig)) {
				t.Errorf("Check() = %v, want ok %t", err, tc.ok)
			}
		})
	}
}

func TestVerifyVoucher(t *testing.T) {
	d := channel.CanonicalDomain(big.NewInt(8453))
	cfg := vectorConfig()
	id := d.ChannelID(cfg)
	max := big.NewInt(5000)
	sign := func(k *ecdsa.PrivateKey) []byte {
		sig, err := channel.Sign(d.VoucherDigest(id, max), k)
		if err != nil {
			t.Fatal(err)
		}
		return sig
	}
	good := sign(payerKey)
	highS := highSCopy(good)
	vZero := bytes.Clone(good)
	vZero[64] -= 27
	noAuth := cfg
	noAuth.PayerAuthorizer = common.Address{}
	noAuthID := d.ChannelID(noAuth)
	noAuthSig, _ := channel.Sign(d.VoucherDigest(noAuthID, max), payerKey)
	otherSig, _ := channel.Sign(d.VoucherDigest(noAuthID, max), otherKey)

	tests := []struct {
		name string
		cfg  channel.Config
		v    channel.Voucher
		want error
	}{
		{"payer authorizer's signature", cfg, channel.Voucher{ChannelID: id, MaxClaimableAmount: max, Signature: good}, nil},
		{"another key", cfg, channel.Voucher{ChannelID: id, MaxClaimableAmount: max, Signature: sign(otherKey)}, channel.ErrWrongSigner},
		{"another amount", cfg, channel.Voucher{ChannelID: id, MaxClaimableAmount: big.NewInt(5001), Signature: good}, channel.ErrWrongSigner},
		{"another channel", cfg, channel.Voucher{ChannelID: common.Hash{1}, MaxClaimableAmount: max, Signature: good}, channel.ErrChannelIDMismatch},
		{"64 bytes", cfg, channel.Voucher{ChannelID: id, MaxClaimableAmount: max, Signature: good[:64]}, channel.ErrMalformedSignature},
		{"v 0", cfg, channel.Voucher{ChannelID: id, MaxClaimableAmount: max, Signature: vZero}, channel.ErrMalformedSignature},
		{"high s", cfg, channel.Voucher{ChannelID: id, MaxClaimableAmount: max, Signature: highS}, channel.ErrMalformedSignature},
		{"payer signs without authorizer", noAuth, channel.Voucher{ChannelID: noAuthID, MaxClaimableAmount: max, Signature: noAuthSig}, nil},
		{"maybe an EIP-1271 payer", noAuth, channel.Voucher{ChannelID: noAuthID, MaxClaimableAmount: max, Signature: otherSig}, channel.ErrNeedsOnChainCheck},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := d.VerifyVoucher(tc.cfg, tc.v)
			if (tc.want == nil) != (err == nil) || (tc.want != nil && !errors.Is(err, tc.want)) {
				t.Errorf("VerifyVoucher = %v, want %v", err, tc.want)
			}
		})
	}
}

// highSCopy returns sig with s replaced by n - s and v flipped: the same
// signature in its malleable form, which ecrecover accepts and
// OpenZeppelin's ECDSA refuses.
func highSCopy(sig []byte) []byte {
	out := bytes.Clone(sig)
	s := new(big.Int).SetBytes(sig[32:64])
	new(big.Int).Sub(crypto.S256().Params().N, s).FillBytes(out[32:64])
	out[64] ^= 1 // 27 <-> 28
	return out
}

// The collector data equals go-ethereum's ABI encoding of
// (uint256, uint256, uint256, bytes), whatever the signature's length.
func TestCollectorDataIsTheABIEncoding(t *testing.T) {
	u256, _ := abi.NewType("uint256", "", nil)
	byts, _ := abi.NewType("bytes", "", nil)
	args := abi.Arguments{{Type: u256}, {Type: u256}, {Type: u256}, {Type: byts}}
	for _, n := range []int{0, 1, 32, 65, 97} {
		dep := channel.Deposit{ValidAfter: big.NewInt(0), ValidBefore: big.NewInt(1_795_936_860),
			Salt: new(big.Int).Lsh(big.NewInt(7), 250), Signature: bytes.Repeat([]byte{0xab}, n)}
		want, err := args.Pack(dep.ValidAfter, dep.ValidBefore, dep.Salt, dep.Signature)
		if err != nil {
			t.Fatal(err)
		}
		if got := dep.CollectorData(); !bytes.Equal(got, want) {
			t.Errorf("signature of %d bytes: CollectorData\n%x\nwant\n%x", n, got, want)
		}
	}
}

func TestCheckAmount(t *testing.T) {
	max := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1))
	for _, tc := range []struct {
		x  *big.Int
		ok bool
	}{{nil, false}, {big.NewInt(-1), false}, {big.NewInt(0), true}, {max, true}, {new(big.Int).Add(max, big.NewInt(1)), false}} {
		if got := channel.CheckAmount(tc.x); got != tc.ok {
			t.Errorf("CheckAmount(%v) = %t, want %t", tc.x, got, tc.ok)
		}
	}
}
