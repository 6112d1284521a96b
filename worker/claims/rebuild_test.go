package claims

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain/payment/channelbook"
	"github.com/inkd/inkd/internal/testutil"
)

// loseTheBook replaces the rig's book by one on an empty Redis, rebuilt
// from the chain's state as after Redis loss: the channel's config, balance
// and floor (its usage ceiling, the fee), and no signature.
func (r *rig) loseTheBook(t *testing.T) {
	t.Helper()
	book, err := channelbook.New(channelbook.Config{}, testutil.RedisClient(t))
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := json.Marshal(r.cfg)
	if err := book.Mirror(context.Background(), r.id, raw, channelbook.State{Balance: big.NewInt(1_000_000), TotalClaimed: new(big.Int),
		RefundNonce: new(big.Int), Floor: fee, Block: 2}); err != nil {
		t.Fatal(err)
	}
	if rec, _, _ := book.Get(context.Background(), r.id); len(rec.Signature) != 0 || rec.Ceiling.Cmp(fee) != 0 {
		t.Fatalf("the rebuilt record holds %s signed %x, want the floor unsigned", rec.Ceiling, rec.Signature)
	}
	r.book, r.loop.book = book, book
}

// TestAClaimAfterRedisLossUsesTheVoucherOfTheCalldata: the book lost its
// record and rebuilt it from the chain without a signature; the loop
// recovers the voucher from the calldata of the channel's landed write
// (scanning back two blocks a query), claims with it a period later and
// writes it back to the book.
func TestAClaimAfterRedisLossUsesTheVoucherOfTheCalldata(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	r.loseTheBook(t)
	r.loop.cfg.ScanWindow = 2
	if rc, err := r.loop.Once(ctx); err != nil || rc != nil {
		t.Fatalf("first sight of the unclaimed fee: %v %v, want nothing claimed yet", rc, err)
	}
	rec, _, err := r.book.Get(ctx, r.id)
	if err != nil || rec.Ceiling.Cmp(fee) != 0 || len(rec.Signature) != 65 {
		t.Fatalf("the book after the recovery holds %s signed %x (%v), want the voucher of %s", rec.Ceiling, rec.Signature, err, fee)
	}
	r.now = r.now.Add(time.Minute)
	if rc, err := r.loop.Once(ctx); err != nil || rc == nil || rc.Status != types.ReceiptStatusSuccessful || r.claimed(t).Cmp(fee) != 0 {
		t.Fatalf("a period later: %v %v, claimed %s; want the landed fee %s claimed", rc, err, r.claimed(t), fee)
	}
}

// TestAVoucherNotOnChainIsNotClaimedNorSearchedAgain: when the search range
// holds no landed write of the channel, the channel is skipped (nothing is
// sent) and not searched again while its landed fees stay the same.
func TestAVoucherNotOnChainIsNotClaimedNorSearchedAgain(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	r.loseTheBook(t)
	head, err := r.e.Eth.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	r.loop.cfg.ScanFrom = head + 1
	r.now = r.now.Add(time.Minute)
	for range 2 {
		r.now = r.now.Add(time.Minute)
		if rc, err := r.loop.Once(ctx); err != nil || rc != nil {
			t.Fatalf("no voucher found: %v %v, want nothing sent", rc, err)
		}
	}
	if _, try, err := r.loop.recovery.try(ctx, r.loop, State{ID: r.id, Used: fee}); err != nil || try {
		t.Fatalf("the channel is to be searched again with the same landed fees: %v %v", try, err)
	}
	if _, try, _ := r.loop.recovery.try(ctx, r.loop, State{ID: r.id, Used: big.NewInt(2 * fee.Int64())}); !try {
		t.Fatal("the channel is not searched again once more fees landed")
	}
}
