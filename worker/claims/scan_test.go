package claims

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment/channelbook"
	"github.com/inkd/inkd/internal/testutil"
)

// counted counts the contract reads made through it.
type counted struct {
	chain.Backend
	calls atomic.Int64
}

func (c *counted) CallContract(ctx context.Context, msg ethereum.CallMsg, block *big.Int) ([]byte, error) {
	c.calls.Add(1)
	return c.Backend.CallContract(ctx, msg, block)
}

// reads is how many contract reads one Once of loop made through c.
func (c *counted) reads(t *testing.T, loop *Loop) int64 {
	t.Helper()
	before := c.calls.Load()
	if _, err := loop.Once(context.Background()); err != nil {
		t.Fatal(err)
	}
	return c.calls.Load() - before
}

// TestASettledChannelIsNotReadUntilItMoves: once every fee the book
// accepted landed and is claimed, the scans skip the channel (no read of
// the node) while the book's voucher stays put, read it again as soon as
// the book accepts a higher one, and at the latest a period after it was
// found settled.
func TestASettledChannelIsNotReadUntilItMoves(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	c := &counted{Backend: r.loop.backend}
	r.loop.backend = c
	rdb := testutil.RedisClient(t)
	WithStatus(rdb)(r.loop)
	if n := c.reads(t, r.loop); n == 0 {
		t.Fatal("the first scan read nothing")
	}
	r.now = r.now.Add(time.Minute)
	if rc, err := r.loop.Once(ctx); err != nil || rc == nil || rc.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("the claim: %v %v", rc, err)
	}
	if n := c.reads(t, r.loop); n == 0 {
		t.Fatal("the scan after the claim read nothing: the claim's result must be read once")
	}
	r.now = r.now.Add(time.Second)
	if n := c.reads(t, r.loop); n != 0 {
		t.Fatalf("a settled channel whose voucher did not move was read %d times", n)
	}
	if st, _, err := ReadStatus(ctx, rdb); err != nil || st.Quiet != 1 || st.Channels != 1 || st.Owed != 0 {
		t.Fatalf("status %+v (%v), want the one channel settled and skipped", st, err)
	}
	// A period later it is read again.
	r.now = r.now.Add(time.Minute)
	if n := c.reads(t, r.loop); n == 0 {
		t.Fatal("a settled channel was not read again after a period")
	}
	// The book accepts a higher voucher: the next scan reads the channel.
	next := new(big.Int).Add(fee, fee)
	sig, err := channel.Sign(channel.CanonicalDomain(big.NewInt(8453)).VoucherDigest(r.id, next), devkeys.Key(6))
	if err != nil {
		t.Fatal(err)
	}
	if dec, err := r.book.Accept(ctx, channelbook.Voucher{Channel: r.id, Ceiling: next, Signature: sig}, fee, nil); err != nil || dec.Outcome != channelbook.Accepted {
		t.Fatalf("the book took the next voucher: %v %v", dec.Outcome, err)
	}
	r.now = r.now.Add(time.Second)
	if n := c.reads(t, r.loop); n == 0 {
		t.Fatal("a channel whose voucher moved was not read")
	}
}

// TestOneWorkerOfTheFleetScans: with the lease, of two workers' loops on
// one Redis only the one holding it reads the channels; when it shuts
// down (or its lease lapses) the other takes the scans over at its next
// interval, and claims what is due a period after it first saw it.
func TestOneWorkerOfTheFleetScans(t *testing.T) {
	r := newRig(t)
	rdb := testutil.RedisClient(t)
	c := &counted{Backend: r.loop.backend}
	r.loop.backend = c
	WithLease(rdb)(r.loop)
	WithStatus(rdb)(r.loop)
	other, err := New(r.loop.cfg, c, r.e.Txm, r.book, testutil.Logger(t), WithLease(rdb), WithStatus(rdb))
	if err != nil {
		t.Fatal(err)
	}
	other.now = func() time.Time { return r.now }
	if n := c.reads(t, r.loop); n == 0 {
		t.Fatal("the first worker did not scan")
	}
	for range 2 {
		if n := c.reads(t, other); n != 0 {
			t.Fatalf("the second worker read %d times while the first holds the lease", n)
		}
	}
	if n := c.reads(t, r.loop); n == 0 {
		t.Fatal("the holder did not scan again")
	}
	r.loop.Shutdown() // never started: it only hands the lease over
	if n := c.reads(t, other); n == 0 {
		t.Fatal("the second worker did not take the scans over")
	}
	// It saw the fee unclaimed only now (a process's own memory): it
	// claims it a period later.
	r.now = r.now.Add(time.Minute)
	rc, err := other.Once(context.Background())
	if err != nil || rc == nil || rc.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("the second worker after the first stopped: %v %v, want its scan to claim the fee", rc, err)
	}
	if got := r.claimed(t); got.Cmp(fee) != 0 {
		t.Fatalf("claimed %s, want %s", got, fee)
	}
	st, _, err := ReadStatus(context.Background(), rdb)
	if err != nil || st.Scanner != other.lease.token {
		t.Fatalf("status names scanner %q (%v), want %q", st.Scanner, err, other.lease.token)
	}
	// A lease whose holder died lapses: the first worker takes it back.
	if err := rdb.PExpire(context.Background(), LeaseKey, time.Millisecond).Err(); err != nil {
		t.Fatal(err)
	}
	testutil.Until(t, 10*time.Second, "the lapsed lease is taken over", func() bool {
		held, err := r.loop.lease.hold(context.Background())
		return err == nil && held
	})
}

// gate holds every contract read until want of them are in flight at
// once (or, failing one read, until a deadline passes), and keeps the most
// seen.
type gate struct {
	chain.Backend
	want     int64
	inFlight atomic.Int64
	most     atomic.Int64
	open     chan struct{}
	once     sync.Once
}

func (g *gate) CallContract(ctx context.Context, msg ethereum.CallMsg, block *big.Int) ([]byte, error) {
	n := g.inFlight.Add(1)
	defer g.inFlight.Add(-1)
	for m := g.most.Load(); n > m && !g.most.CompareAndSwap(m, n); m = g.most.Load() {
	}
	if n >= g.want {
		g.once.Do(func() { close(g.open) })
	}
	select {
	case <-g.open:
	case <-time.After(10 * time.Second):
		g.once.Do(func() { close(g.open) }) // the rest need not wait too
		return nil, errors.New("the reads never overlapped")
	}
	return g.Backend.CallContract(ctx, msg, block)
}

// TestAScanReadsChannelsSideBySide: a scan reads scanReaders channels at
// once (one after the other, a scan of many channels on a remote node
// outlasts its interval), and each channel's answer stays its own.
func TestAScanReadsChannelsSideBySide(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	raw, _ := json.Marshal(r.cfg)
	for i := range 2 * scanReaders {
		ghost := common.BigToHash(big.NewInt(int64(1000 + i)))
		if err := r.book.Mirror(ctx, ghost, raw, channelbook.State{Balance: big.NewInt(1), TotalClaimed: new(big.Int), RefundNonce: new(big.Int), Block: 1}); err != nil {
			t.Fatal(err)
		}
	}
	g := &gate{Backend: r.loop.backend, want: scanReaders, open: make(chan struct{})}
	r.loop.backend = g
	rdb := testutil.RedisClient(t)
	WithStatus(rdb)(r.loop)
	if _, err := r.loop.Once(ctx); err != nil {
		t.Fatal(err)
	}
	if got := g.most.Load(); got != scanReaders {
		t.Fatalf("at most %d reads at once, want %d", got, scanReaders)
	}
	st, _, err := ReadStatus(ctx, rdb)
	if err != nil || st.Channels != 2*scanReaders+1 || st.Unread != 0 || st.Owed != 1 || st.Unclaimed != fee.String() {
		t.Fatalf("status %+v (%v), want every channel read and only the rig's owing %s", st, err, fee)
	}
}

// TestAScannerWhoseScansFailLetsTheLeaseGo: the worker holding the lease
// cannot read any channel (its node does not answer); its failed scan
// releases the lease, and another worker's next scan reads and claims.
func TestAScannerWhoseScansFailLetsTheLeaseGo(t *testing.T) {
	r := newRig(t)
	rdb := testutil.RedisClient(t)
	healthy := r.loop.backend
	r.loop.backend = unanswered{Backend: healthy, channel: r.id}
	WithLease(rdb)(r.loop)
	other, err := New(r.loop.cfg, healthy, r.e.Txm, r.book, testutil.Logger(t), WithLease(rdb))
	if err != nil {
		t.Fatal(err)
	}
	other.now = func() time.Time { return r.now }
	if _, err := r.loop.Once(context.Background()); err == nil {
		t.Fatal("a scan that read no channel reported no error")
	}
	if _, err := other.Once(context.Background()); err != nil {
		t.Fatal(err)
	}
	r.now = r.now.Add(time.Minute)
	rc, err := other.Once(context.Background())
	if err != nil || rc == nil || rc.Status != types.ReceiptStatusSuccessful || r.claimed(t).Cmp(fee) != 0 {
		t.Fatalf("the healthy worker: %v %v, claimed %s; want it to take the scans and claim %s", rc, err, r.claimed(t), fee)
	}
}
