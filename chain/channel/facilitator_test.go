package channel_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/inkd/inkd/chain/bindings/batchsettlement"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/testutil"
)

// The unmodified @x402/evm 2.27.0 client and facilitator run a channel's
// whole life against the contracts as development chains place them (on
// anvil, anvil_setCode at the canonical addresses): a deposit through the
// ERC-3009 collector, a voucher, a claim signed by the receiver authorizer,
// settle and a cooperative refund (channelfacilitator.mjs). The chain's
// books afterwards are what those steps mean.
func TestNpmFacilitatorRunsAChannel(t *testing.T) {
	requireNpmClients(t)
	url := testutil.Anvil(t, deploy.BaseChainID)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	rc, err := rpc.DialContext(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer rc.Close()
	if err := deploy.InstallDevUSDC(ctx, rc); err != nil {
		t.Fatal(err)
	}
	if err := deploy.InstallChannel(ctx, rc); err != nil {
		t.Fatal(err)
	}
	hexKey := func(i int) string { return "0x" + common.Bytes2Hex(crypto.FromECDSA(devkeys.Key(i))) }
	receiver := devkeys.Addresses()[6]
	var out struct {
		ChannelID common.Hash `json:"channelId"`
	}
	runNode(t, "channelfacilitator.mjs", map[string]string{
		"rpc": url, "payerKey": hexKey(3), "receiverAuthorizerKey": hexKey(4), "facilitatorKey": hexKey(5),
		"receiver": receiver.Hex(), "usdc": deploy.CanonicalBaseUSDC.Hex(),
	}, &out)

	client := ethclient.NewClient(rc)
	bs := batchsettlement.NewX402BatchSettlement()
	call := func(data []byte) []byte {
		t.Helper()
		to := channel.SettlementAddress
		res, err := client.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	st, err := bs.UnpackChannels(call(bs.PackChannels(out.ChannelID)))
	if err != nil || st.Balance.Int64() != 3000 || st.TotalClaimed.Int64() != 3000 {
		t.Errorf("channel after the run: %+v, %v; want balance 3000 of which 3000 claimed", st, err)
	}
	r, err := bs.UnpackReceivers(call(bs.PackReceivers(receiver, deploy.CanonicalBaseUSDC)))
	if err != nil || r.TotalClaimed.Int64() != 3000 || r.TotalSettled.Int64() != 3000 {
		t.Errorf("receiver books: %+v, %v; want 3000 claimed and settled", r, err)
	}
	nonce, err := bs.UnpackRefundNonce(call(bs.PackRefundNonce(out.ChannelID)))
	if err != nil || nonce.Cmp(big.NewInt(1)) != 0 {
		t.Errorf("refundNonce = %v, %v; want 1", nonce, err)
	}
	usdc := func(a common.Address) int64 {
		data := append(crypto.Keccak256([]byte("balanceOf(address)"))[:4], common.LeftPadBytes(a.Bytes(), 32)...)
		to := deploy.CanonicalBaseUSDC
		res, err := client.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return new(big.Int).SetBytes(res).Int64()
	}
	if got := usdc(receiver); got != 3000 {
		t.Errorf("receiver holds %d, want 3000", got)
	}
	if got := usdc(devkeys.Addresses()[3]); got != 1_000_000-3000 {
		t.Errorf("payer holds %d, want 997000 (1 USDC minted, 3000 paid)", got)
	}
	if got := usdc(channel.SettlementAddress); got != 0 {
		t.Errorf("escrow holds %d, want 0 (3000 settled, 97000 refunded)", got)
	}
}
