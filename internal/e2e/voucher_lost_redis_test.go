package e2e

import (
	"encoding/json"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/bindings/batchsettlement"
	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/cmd/inkd/app"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/batcher"
	"github.com/inkd/inkd/worker/claims"
)

// A payer creates a project and pushes a version paying by voucher, then
// goes quiet; Redis loses everything (FLUSHALL: the channel book, the
// claim loop's cursor and lease); the payer starts a timed withdrawal of
// its whole deposit. The fees of its two landed writes are claimed all the
// same before the delay is over: the claim loop finds the channel from the
// chain's logs (once they are claims.DiscoverLag blocks deep) and claims at
// once for the withdrawal. (Claims are set a
// whole hour apart otherwise, so only the withdrawal can make them due.)
func TestLandedVoucherFeesAreClaimedAfterRedisLoss(t *testing.T) {
	s := startStack(t, stackOptions{
		apiConfig: []func(*api.Config){func(c *api.Config) { c.Channels.Enabled = true }},
		batch:     batcher.Config{MaxItems: batcher.DefaultMaxItems},
		claims:    app.ClaimParts{Enabled: true, Interval: 200 * time.Millisecond, Every: time.Hour},
	})
	key := devkeys.Key(6) // it holds ETH: it sends its withdrawal itself
	s.fundUSDC(t, big.NewInt(10_000_000), addr(key))
	v := newVoucherSigner(s, key)
	const deposit = 5_000_000
	w := createAndPushByVoucher(t, s, v, "quiet-after-redis-loss", deposit, storageHash(3, 1, 0))
	ceiling := w.ceiling
	if err := s.Infra.Redis.FlushAll(t.Context()).Err(); err != nil {
		t.Fatal(err)
	}
	bs := batchsettlement.NewX402BatchSettlement()
	claimed := func() *big.Int {
		out, err := s.eth.CallContract(t.Context(), ethereum.CallMsg{To: &channel.SettlementAddress, Data: bs.PackChannels(v.id)}, nil)
		if err != nil {
			t.Fatal(err)
		}
		ch, err := bs.UnpackChannels(out)
		if err != nil {
			t.Fatal(err)
		}
		return ch.TotalClaimed
	}
	if got := claimed(); got.Sign() != 0 {
		t.Fatalf("%s claimed before the withdrawal, with claims an hour apart", got)
	}
	c := v.cfg
	withdraw, err := bs.TryPackInitiateWithdraw(batchsettlement.X402BatchSettlementChannelConfig{Payer: c.Payer, PayerAuthorizer: c.PayerAuthorizer,
		Receiver: c.Receiver, ReceiverAuthorizer: c.ReceiverAuthorizer, Token: c.Token, WithdrawDelay: new(big.Int).SetUint64(c.WithdrawDelay), Salt: c.Salt},
		big.NewInt(deposit))
	if err != nil {
		t.Fatal(err)
	}
	s.sendTx(t, key, channel.SettlementAddress, withdraw, 300_000)
	for range claims.DiscoverLag { // the logs are read that far behind the head
		s.nextBlock(t)
	}
	testutil.Until(t, time.Minute, "the landed fees are claimed", func() bool { return claimed().Cmp(ceiling) == 0 })
}

// A payer's create and push, paid by voucher, landed; Redis loses
// everything (FLUSHALL: the vouchers' reservations, jobs and outcomes, the
// channel book, the read model). The same requests sent again with the
// same vouchers are answered with their original 201s, read from the
// chain, and nothing is written or charged again. A voucher at a ceiling
// the create used, signed for a new version by a client behind its
// channel, gets the corrective 402 as before the loss; the push's voucher
// sent for another version, once the push was answered again, is refused
// as used for a different request. (Scenario 27, paid by voucher.)
func TestVoucherResentAfterRedisLossAnswersItsWrite(t *testing.T) {
	s := startStack(t, stackOptions{
		apiConfig: []func(*api.Config){func(c *api.Config) { c.Channels.Enabled = true }},
		batch:     batcher.Config{MaxItems: batcher.DefaultMaxItems},
	})
	key := devkeys.Key(6)
	s.fundUSDC(t, big.NewInt(10_000_000), addr(key))
	before := s.usdc(t, addr(key))
	v := newVoucherSigner(s, key)
	const deposit = 5_000_000
	w := createAndPushByVoucher(t, s, v, "resent-after-redis-loss", deposit, storageHash(3, 2, 0))
	create, createHeader, created, firstFee := w.create, w.createHeader, w.created, w.firstFee
	versions, push, pushHeader, pushed, ceiling := w.versions, w.push, w.pushHeader, w.pushed, w.ceiling
	if err := s.Infra.Redis.FlushAll(t.Context()).Err(); err != nil {
		t.Fatal(err)
	}
	// A client behind its channel (it restarted) signs a voucher at a
	// ceiling the create used: the corrective 402, as before the loss.
	other := `{"storageHash":"` + storageHash(3, 3, 0) + `","versionTag":"v2"}`
	if status, b := post(t, versions, other, v.header(t, firstFee, nil)); status != http.StatusPaymentRequired {
		t.Fatalf("a voucher behind the channel for a new version: %d %s, want the corrective 402", status, b)
	}
	if status, b := post(t, versions, push, pushHeader); status != http.StatusCreated || string(b) != string(pushed) {
		t.Fatalf("the push sent again after the loss: %d %s, want its 201 %s", status, b, pushed)
	}
	if status, b := post(t, s.APIURL+"/v1/projects", create, createHeader); status != http.StatusCreated || string(b) != string(created) {
		t.Fatalf("the create sent again after the loss: %d %s, want its 201 %s", status, b, created)
	}
	if status, b := post(t, versions, other, pushHeader); status != http.StatusForbidden || !strings.Contains(string(b), "already used for a different request") {
		t.Fatalf("the push's voucher for another version: %d %s, want 403: used for a different request", status, b)
	}
	if paid := new(big.Int).Sub(before, s.usdc(t, addr(key))); paid.Cmp(big.NewInt(deposit)) != 0 {
		t.Fatalf("the payer's USDC moved by %s, want the one deposit", paid)
	}
	cw := channelwrites.NewInkdChannelWrites()
	out, err := s.eth.CallContract(t.Context(), ethereum.CallMsg{To: &s.Deployment.ChannelWrites, Data: cw.PackUsage(v.id)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if usage, err := cw.UnpackUsage(out); err != nil || usage.Used.Cmp(ceiling) != 0 {
		t.Fatalf("InkdChannelWrites counts %v (%v), want the two fees %s", usage.Used, err, ceiling)
	}
}

// byVoucher is a create and a push of tag v1 paid by voucher, both 201.
type byVoucher struct {
	create, push, versions   string
	createHeader, pushHeader string
	created, pushed          []byte
	firstFee, ceiling        *big.Int
}

// createAndPushByVoucher creates project name paying by v's voucher with a
// deposit of deposit, then pushes content as v1 by the next voucher.
func createAndPushByVoucher(t *testing.T, s *stack, v *voucherSigner, name string, deposit int64, content string) byVoucher {
	t.Helper()
	w := byVoucher{create: `{"name":"` + name + `"}`}
	w.firstFee = quotedFee(t, s.APIURL+"/v1/projects", w.create)
	w.createHeader = v.header(t, w.firstFee, big.NewInt(deposit))
	status, created := post(t, s.APIURL+"/v1/projects", w.create, w.createHeader)
	var project struct {
		ProjectID string `json:"projectId"`
	}
	if status != http.StatusCreated || json.Unmarshal(created, &project) != nil {
		t.Fatalf("create paid by voucher: %d %s", status, created)
	}
	w.created = created
	w.versions = s.APIURL + "/v1/projects/" + project.ProjectID + "/versions"
	w.push = `{"storageHash":"` + content + `","versionTag":"v1"}`
	w.ceiling = new(big.Int).Add(w.firstFee, quotedFee(t, w.versions, w.push))
	w.pushHeader = v.header(t, w.ceiling, nil)
	if status, w.pushed = post(t, w.versions, w.push, w.pushHeader); status != http.StatusCreated {
		t.Fatalf("push paid by voucher: %d %s", status, w.pushed)
	}
	return w
}
