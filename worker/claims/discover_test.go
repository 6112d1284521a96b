package claims

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/payment/channelbook"
	"github.com/inkd/inkd/internal/testutil"
)

// loseRedis gives the loop a Redis that lost everything (an empty book, no
// cursor), with the discovery on; it returns that Redis.
func (r *rig) loseRedis(t *testing.T) redis.UniversalClient {
	t.Helper()
	rdb := testutil.RedisClient(t)
	book, err := channelbook.New(channelbook.Config{}, rdb)
	if err != nil {
		t.Fatal(err)
	}
	r.book, r.loop.book = book, book
	d := r.e.Dev.Deployment
	WithDiscovery(rdb, payment.ChainChannels{Backend: r.e.Eth, Token: d.USDC, Writes: d.ChannelWrites})(r.loop)
	r.loop.discovery.lag = 0 // the rig's write is in the head block
	return rdb
}

// TestAChannelRedisLostIsFoundAndClaimed: Redis lost everything, the
// book knows no channel, and the payer sends no voucher again. The scan
// finds the channel from its landed write, restores its config, state and
// voucher from the chain, and claims the landed fee a period later; the
// cursor then stands at the head, and the next discovery reads only the
// blocks since (and a few below).
func TestAChannelRedisLostIsFoundAndClaimed(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	rdb := r.loseRedis(t)
	book := r.book
	counts := &recorded{}
	WithMetrics(counts)(r.loop)
	r.loop.cfg.ScanWindow = 2 // several log queries
	if rc, err := r.loop.Once(ctx); err != nil || rc != nil {
		t.Fatalf("first sight of the unclaimed fee: %v %v, want nothing claimed yet", rc, err)
	}
	rec, ok, err := book.Get(ctx, r.id)
	if err != nil || !ok {
		t.Fatalf("the book does not know the channel after the scan (%v)", err)
	}
	var cfg channel.Config
	if err := json.Unmarshal(rec.Config, &cfg); err != nil || cfg != r.cfg {
		t.Fatalf("restored config %+v (%v), want %+v", cfg, err, r.cfg)
	}
	if rec.Ceiling.Cmp(fee) != 0 || len(rec.Signature) != 65 || rec.State.Balance.Int64() != 1_000_000 {
		t.Fatalf("restored %s signed %x, balance %s; want the voucher of %s and the deposit", rec.Ceiling, rec.Signature, rec.State.Balance, fee)
	}
	head, err := r.e.Eth.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if cur, err := rdb.Get(ctx, CursorKey).Uint64(); err != nil || cur != head {
		t.Fatalf("cursor %d (%v), want the head %d", cur, err, head)
	}
	if counts.restored != 1 {
		t.Fatalf("%d channels reported restored, want 1", counts.restored)
	}
	r.now = r.now.Add(time.Minute)
	if rc, err := r.loop.Once(ctx); err != nil || rc == nil || rc.Status != types.ReceiptStatusSuccessful || r.claimed(t).Cmp(fee) != 0 {
		t.Fatalf("a period later: %v %v, claimed %s; want the landed fee %s claimed", rc, err, r.claimed(t), fee)
	}
}

// TestDiscoveryLeavesAKnownChannelAlone: a channel the book knows is not
// touched by the discovery (its record, with the API's latest voucher,
// stays as it is).
func TestDiscoveryLeavesAKnownChannelAlone(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	before, _, err := r.book.Get(ctx, r.id)
	if err != nil {
		t.Fatal(err)
	}
	d := r.e.Dev.Deployment
	rdb := testutil.RedisClient(t)
	WithDiscovery(rdb, payment.ChainChannels{Backend: r.e.Eth, Token: d.USDC, Writes: d.ChannelWrites})(r.loop)
	r.loop.discovery.lag = 0
	if err := r.loop.discover(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := rdb.Get(ctx, CursorKey).Uint64(); err != nil {
		t.Fatalf("no cursor after the discovery: %v", err)
	}
	after, _, err := r.book.Get(ctx, r.id)
	if err != nil || after.Synced != before.Synced || after.Ceiling.Cmp(before.Ceiling) != 0 {
		t.Fatalf("the known record changed: %+v, was %+v (%v)", after, before, err)
	}
}

// TestDiscoveryReadsALongChainOverSeveralScans: after Redis lost the
// cursor, one discovery makes at most its cap of log queries (here 3 of a
// block each); the cursor stands where it stopped and the next one goes
// on from there (less the overlap) to the head.
func TestDiscoveryReadsALongChainOverSeveralScans(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	const windows = 3
	written, err := r.e.Eth.BlockNumber(ctx) // the rig's write is in its last block
	if err != nil {
		t.Fatal(err)
	}
	for range windows + 1 { // two discoveries to the head
		r.e.NextBlock(t)
	}
	rdb := r.loseRedis(t)
	book := r.book
	r.loop.cfg.ScanWindow = 1
	r.loop.cfg.ScanFrom = written - 1
	r.loop.discovery.windows = windows
	if err := r.loop.discover(ctx); err != nil {
		t.Fatal(err)
	}
	if cur, err := rdb.Get(ctx, CursorKey).Uint64(); err != nil || cur != written-1+windows-1 {
		t.Fatalf("cursor after one discovery %d (%v), want %d: one block a query, %d queries", cur, err, written-1+windows-1, windows)
	}
	if _, ok, err := book.Get(ctx, r.id); err != nil || !ok {
		t.Fatalf("the channel landed in the first blocks is not restored (%v)", err)
	}
	if err := r.loop.discover(ctx); err != nil {
		t.Fatal(err)
	}
	head, err := r.e.Eth.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if cur, err := rdb.Get(ctx, CursorKey).Uint64(); err != nil || cur != head {
		t.Fatalf("cursor after the second discovery %d (%v), want the head %d", cur, err, head)
	}
}

// TestDiscoveryStaysBehindTheHead: a write in the last blocks (within the
// lag) is not looked for yet, and the cursor does not pass them; once the
// chain is that many blocks further, the channel is restored.
func TestDiscoveryStaysBehindTheHead(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	rdb := r.loseRedis(t)
	const lag = 2
	r.loop.discovery.lag = lag
	if err := r.loop.discover(ctx); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := r.book.Get(ctx, r.id); err != nil || ok {
		t.Fatalf("a channel whose write is in the head block restored already (%v)", err)
	}
	head, err := r.e.Eth.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if cur, err := rdb.Get(ctx, CursorKey).Uint64(); err == nil && cur >= head-lag+1 {
		t.Fatalf("cursor %d within the last %d blocks of head %d", cur, lag, head)
	}
	for range lag {
		r.e.NextBlock(t)
	}
	if err := r.loop.discover(ctx); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := r.book.Get(ctx, r.id); err != nil || !ok {
		t.Fatalf("the channel not restored %d blocks later (%v)", lag, err)
	}
}
