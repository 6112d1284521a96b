package e2e

import (
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/cmd/inkd/app"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/batcher"
)

// channelRefund is channelrefund.mjs's output.
type channelRefund struct {
	Settle      map[string]any `json:"settle"`
	RefundError string         `json:"refundError"`
}

// The unmodified @x402/evm batch-settlement client's refund, against the
// running service, after it paid a create and three pushes by voucher: a
// fresh client (it recovers the channel from the chain and the server's
// corrective 402) asking more than the channel's unused part is refused
// with the scheme's code, nothing moving; asking for all of it gets it:
// the landed fees are claimed, the rest goes back to the payer, and the
// settle response says how much.
func TestRealClientRefundsItsChannel(t *testing.T) {
	s := startStack(t, stackOptions{
		apiConfig: []func(*api.Config){func(c *api.Config) { c.Channels.Enabled = true }},
		batch:     batcher.Config{MaxItems: batcher.DefaultMaxItems},
		claims:    app.ClaimParts{Enabled: true},
	})
	key := s.newPayers(t, 1, big.NewInt(10_000_000))[0]
	payer := addr(key)
	_, requests := s.createAndPushes(t, "refunded-channel", 3, 2)
	const deposit = 5_000_000
	hexKey := fmt.Sprintf("0x%x", crypto.FromECDSA(key))
	var paid struct {
		Results []channelResult `json:"results"`
	}
	testutil.RunNpmScript(t, filepath.Join("..", "tools", "npm"), "channelpublish.mjs", []string{"@x402/fetch", "@x402/evm", "viem"},
		map[string]any{"key": hexKey, "rpcUrl": s.RPCURL, "deposit": fmt.Sprint(deposit), "requests": requests}, &paid)
	var last *payment.Payment
	var err error
	for i, r := range paid.Results {
		if r.Status != http.StatusCreated {
			t.Fatalf("write %d: %d %s", i, r.Status, r.Body)
		}
		if last, err = payment.ParseHeader(r.PaymentHeader); err != nil || last.Voucher == nil {
			t.Fatalf("write %d's PAYMENT-SIGNATURE: %v", i, err)
		}
	}
	ceiling, id := last.Voucher.Voucher.MaxClaimableAmount, last.Voucher.Voucher.ChannelID
	left := new(big.Int).Sub(big.NewInt(deposit), ceiling)
	refund := func(amount *big.Int) channelRefund {
		t.Helper()
		in := map[string]any{"key": hexKey, "rpcUrl": s.RPCURL, "url": s.APIURL + "/v1/channels/refund"}
		if amount != nil {
			in["amount"] = amount.String()
		}
		var out channelRefund
		testutil.RunNpmScript(t, filepath.Join("..", "tools", "npm"), "channelrefund.mjs", []string{"@x402/evm", "viem"}, in, &out)
		return out
	}
	before := s.usdc(t, payer)

	over := refund(new(big.Int).Add(left, big.NewInt(1)))
	if !strings.Contains(over.RefundError, payment.ErrRefundAmountInvalid) {
		t.Fatalf("a refund of more than the %s left: %+v, want %s", left, over, payment.ErrRefundAmountInvalid)
	}
	if got := s.usdc(t, payer); got.Cmp(before) != 0 {
		t.Fatalf("the payer holds %s after a refused refund, had %s", got, before)
	}

	all := refund(nil)
	if all.RefundError != "" || all.Settle["success"] != true || all.Settle["amount"] != left.String() {
		raw, _ := json.Marshal(all)
		t.Fatalf("the refund: %s, want %s back", raw, left)
	}
	if got := new(big.Int).Sub(s.usdc(t, payer), before); got.Cmp(left) != 0 {
		t.Errorf("the payer's USDC rose by %s, want the %s its writes did not use", got, left)
	}
	st, err := payment.ChainChannels{Backend: s.eth, Token: s.Deployment.USDC, Writes: s.Deployment.ChannelWrites}.ChannelState(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	if st.Balance.Cmp(ceiling) != 0 || st.TotalClaimed.Cmp(ceiling) != 0 || st.RefundNonce.Cmp(big.NewInt(1)) != 0 {
		t.Errorf("the channel after its refund: balance %s, claimed %s, refund nonce %s; want %s, %s (the writes' fees claimed), 1", st.Balance, st.TotalClaimed, st.RefundNonce, ceiling, ceiling)
	}
}
