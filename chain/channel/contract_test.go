package channel_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/bindings/batchsettlement"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/deploy/deploytest"
	"github.com/inkd/inkd/chain/payment"
)

func bindingConfig(c channel.Config) batchsettlement.X402BatchSettlementChannelConfig {
	return batchsettlement.X402BatchSettlementChannelConfig{
		Payer: c.Payer, PayerAuthorizer: c.PayerAuthorizer, Receiver: c.Receiver, ReceiverAuthorizer: c.ReceiverAuthorizer,
		Token: c.Token, WithdrawDelay: new(big.Int).SetUint64(c.WithdrawDelay), Salt: c.Salt,
	}
}

// On the simulated development chain, where the genesis alloc placed the
// contracts' runtime code at the canonical addresses, the contract's
// hashes equal this package's, and a channel's whole life runs on Go
// signatures: a deposit through the ERC-3009 collector with the payer's
// ReceiveWithAuthorization, a relayed claim of a voucher, settle, and a
// relayed refund of the rest.
func TestContractAgreesAndAChannelRuns(t *testing.T) {
	env := deploytest.NewSimulated(t)
	bs := batchsettlement.NewX402BatchSettlement()
	payerKey, voucherKey, receiverAuthKey, relayer := env.Keys[2], otherKey, env.Keys[4], env.Keys[5]
	cfg := channel.Config{
		Payer:              env.Address(2),
		PayerAuthorizer:    crypto.PubkeyToAddress(voucherKey.PublicKey),
		Receiver:           env.Address(3),
		ReceiverAuthorizer: env.Address(4),
		Token:              deploy.CanonicalBaseUSDC,
		WithdrawDelay:      900,
		Salt:               common.Hash{31: 1},
	}
	d := channel.CanonicalDomain(env.ChainID)
	id := d.ChannelID(cfg)
	call := func(data []byte) []byte {
		t.Helper()
		out, err := env.Call(common.Address{}, channel.SettlementAddress, data)
		if err != nil {
			t.Fatalf("call: %v", err)
		}
		return out
	}
	hash := func(out []byte) common.Hash { return common.BytesToHash(out) }

	if got := hash(call(bs.PackGetChannelId(bindingConfig(cfg)))); got != id {
		t.Fatalf("getChannelId = %s, ChannelID %s", got, id)
	}
	if got := hash(call(bs.PackGetVoucherDigest(id, big.NewInt(3000)))); got != d.VoucherDigest(id, big.NewInt(3000)) {
		t.Errorf("getVoucherDigest = %s, VoucherDigest %s", got, d.VoucherDigest(id, big.NewInt(3000)))
	}
	if got := hash(call(bs.PackGetRefundDigest(id, big.NewInt(4), big.NewInt(77)))); got != d.RefundDigest(id, big.NewInt(4), big.NewInt(77)) {
		t.Errorf("getRefundDigest = %s, RefundDigest %s", got, d.RefundDigest(id, big.NewInt(4), big.NewInt(77)))
	}

	// deposit 5 USDC through the collector
	dep := channel.Deposit{Amount: big.NewInt(5_000_000), ValidAfter: big.NewInt(0),
		ValidBefore: new(big.Int).SetUint64(env.HeadTime(t) + 3600), Salt: big.NewInt(0x5a17)}
	usdc := payment.Domain{Name: "USD Coin", Version: "2", ChainID: env.ChainID, VerifyingContract: deploy.CanonicalBaseUSDC}
	var err error
	if dep.Signature, err = channel.Sign(channel.ReceiveAuthorizationDigest(usdc.Separator(), cfg, id, dep), payerKey); err != nil {
		t.Fatal(err)
	}
	payerBefore := env.USDCBalance(t, cfg.Payer)
	env.MustTransact(t, relayer, channel.SettlementAddress, bs.PackDeposit(bindingConfig(cfg), dep.Amount, channel.ERC3009CollectorAddress, dep.CollectorData()))
	state, err := bs.UnpackChannels(call(bs.PackChannels(id)))
	if err != nil || state.Balance.Cmp(dep.Amount) != 0 || env.USDCBalance(t, channel.SettlementAddress).Cmp(dep.Amount) != 0 {
		t.Fatalf("after the deposit: channel %+v, %v; escrow %s", state, err, env.USDCBalance(t, channel.SettlementAddress))
	}

	// a relayed claim of 3,000 under a voucher of 3,000
	max := big.NewInt(3000)
	vsig, err := channel.Sign(d.VoucherDigest(id, max), voucherKey)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.VerifyVoucher(cfg, channel.Voucher{ChannelID: id, MaxClaimableAmount: max, Signature: vsig}); err != nil {
		t.Fatal(err)
	}
	rows := []batchsettlement.X402BatchSettlementVoucherClaim{{
		Voucher:   batchsettlement.X402BatchSettlementVoucher{Channel: bindingConfig(cfg), MaxClaimableAmount: max},
		Signature: vsig, TotalClaimed: max,
	}}
	batch := d.ClaimBatchDigest([]channel.ClaimEntry{{ChannelID: id, MaxClaimableAmount: max, TotalClaimed: max}})
	if got := hash(call(bs.PackGetClaimBatchDigest(rows))); got != batch {
		t.Errorf("getClaimBatchDigest = %s, ClaimBatchDigest %s", got, batch)
	}
	bsig, err := channel.Sign(batch, receiverAuthKey)
	if err != nil {
		t.Fatal(err)
	}
	env.MustTransact(t, relayer, channel.SettlementAddress, bs.PackClaimWithSignature(rows, bsig))
	env.MustTransact(t, relayer, channel.SettlementAddress, bs.PackSettle(cfg.Receiver, cfg.Token))

	// a relayed refund of everything left
	rest := new(big.Int).Sub(dep.Amount, max)
	rsig, err := channel.Sign(d.RefundDigest(id, big.NewInt(0), rest), receiverAuthKey)
	if err != nil {
		t.Fatal(err)
	}
	env.MustTransact(t, relayer, channel.SettlementAddress, bs.PackRefundWithSignature(bindingConfig(cfg), rest, big.NewInt(0), rsig))

	if got := new(big.Int).Sub(payerBefore, env.USDCBalance(t, cfg.Payer)); got.Cmp(max) != 0 {
		t.Errorf("the payer paid %s, want the claimed %s", got, max)
	}
	if got := env.USDCBalance(t, cfg.Receiver); got.Cmp(new(big.Int).Add(deploytest.InitialUSDC(), max)) != 0 {
		t.Errorf("the receiver holds %s, want its %s and the claimed %s", got, deploytest.InitialUSDC(), max)
	}
	if got := env.USDCBalance(t, channel.SettlementAddress); got.Sign() != 0 {
		t.Errorf("escrow left %s, want 0", got)
	}
	nonce, err := bs.UnpackRefundNonce(call(bs.PackRefundNonce(id)))
	if err != nil || nonce.Cmp(big.NewInt(1)) != 0 {
		t.Errorf("refundNonce = %v, %v; want 1", nonce, err)
	}
}
