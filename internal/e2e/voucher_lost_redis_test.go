package e2e

import (
	"encoding/json"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/bindings/batchsettlement"
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
	create := `{"name":"quiet-after-redis-loss"}`
	ceiling := quotedFee(t, s.APIURL+"/v1/projects", create)
	status, b := post(t, s.APIURL+"/v1/projects", create, v.header(t, ceiling, big.NewInt(deposit)))
	var created struct {
		ProjectID string `json:"projectId"`
	}
	if status != http.StatusCreated || json.Unmarshal(b, &created) != nil {
		t.Fatalf("create paid by voucher: %d %s", status, b)
	}
	versions := s.APIURL + "/v1/projects/" + created.ProjectID + "/versions"
	push := `{"storageHash":"` + storageHash(3, 1, 0) + `","versionTag":"v1"}`
	ceiling = new(big.Int).Add(ceiling, quotedFee(t, versions, push))
	if status, b := post(t, versions, push, v.header(t, ceiling, nil)); status != http.StatusCreated {
		t.Fatalf("push paid by voucher: %d %s", status, b)
	}
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
