package batcher

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/settle"
)

// latestVouchers is the channel book's Latest for the tests: each
// channel's highest voucher handed out.
type latestVouchers struct {
	mu       sync.Mutex
	channels map[common.Hash]*paidtest.Channel
	tb       testing.TB
}

func (l *latestVouchers) Latest(_ context.Context, id common.Hash) (*big.Int, []byte, bool, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	c, ok := l.channels[id]
	if !ok {
		return nil, nil, false, nil
	}
	ceiling, sig := c.Latest(l.tb)
	return ceiling, sig, true, nil
}

// jobOf is the job id of a write paid by the voucher of ceiling on c.
func jobOf(c *paidtest.Channel, ceiling string) string {
	n, _ := new(big.Int).SetString(ceiling, 10)
	return wire.VoucherJobID(c.ID, n)
}

func createdID(t *testing.T, out json.RawMessage) string {
	t.Helper()
	var r wire.CreateResult
	if err := json.Unmarshal(out, &r); err != nil || r.ProjectID == "" {
		t.Fatalf("create answer %s: %v", out, err)
	}
	return r.ProjectID
}

func txOf(t *testing.T, out json.RawMessage) string {
	t.Helper()
	var r struct {
		TxHash string `json:"txHash"`
	}
	if err := json.Unmarshal(out, &r); err != nil || r.TxHash == "" {
		t.Fatalf("answer %s: %v", out, err)
	}
	return r.TxHash
}

// Writes paid by voucher of two channels, waiting together, land in one
// writeByVouchers transaction with the deposits that open the channels;
// then pushes land and one that fails (no such project) fails alone, and
// each channel counts exactly the fees of its writes that landed.
func TestVoucherWritesFoldAndCountOnlyWhatLanded(t *testing.T) {
	r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	ctx := context.Background()
	const fee = paidtest.Fee
	c1, c2 := r.ChannelOf(t, 1, 7), r.ChannelOf(t, 2, 7)
	r.b.latest = &latestVouchers{channels: map[common.Hash]*paidtest.Channel{c1.ID: c1, c2.ID: c2}, tb: t}

	v1, v2 := c1.Next(t, fee, 20*fee), c2.Next(t, fee, 20*fee)
	creates := map[string]*asynq.Task{
		jobOf(c1, v1.Ceiling): paidtest.VoucherCreateTask(t, v1, "by-voucher-one"),
		jobOf(c2, v2.Ceiling): paidtest.VoucherCreateTask(t, v2, "by-voucher-two"),
	}
	answers := r.deliver(ctx, creates)
	r.waitJoined(t, 2)
	r.start()
	got := waitAll(t, answers)
	p1, p2 := createdID(t, got[jobOf(c1, v1.Ceiling)].out), createdID(t, got[jobOf(c2, v2.Ceiling)].out)
	if a, b := txOf(t, got[jobOf(c1, v1.Ceiling)].out), txOf(t, got[jobOf(c2, v2.Ceiling)].out); a != b {
		t.Errorf("the two creates waited together but landed in %s and %s", a, b)
	}

	pushes := map[string]*asynq.Task{}
	for _, tag := range []string{"v1", "v2", "v3"} {
		v := c1.Next(t, fee, 0)
		pushes[jobOf(c1, v.Ceiling)] = paidtest.VoucherPushTask(t, v, p1, "by-voucher-one", tag)
	}
	missing := c2.Next(t, fee, 0)
	pushes[jobOf(c2, missing.Ceiling)] = paidtest.VoucherPushTask(t, missing, "999999", "no-such-project", "v1")
	landed := c2.Next(t, fee, 0)
	pushes[jobOf(c2, landed.Ceiling)] = paidtest.VoucherPushTask(t, landed, p2, "by-voucher-two", "v1")
	got = waitAll(t, r.deliver(ctx, pushes))
	for id, a := range got {
		want := ""
		if id == jobOf(c2, missing.Ceiling) {
			want = "tx_failed:ProjectNotFound(); nothing is charged for this write"
		}
		if answerOf(a.err) != want {
			t.Errorf("job %s answered %q, want %q", id, answerOf(a.err), want)
		}
	}
	for _, c := range []struct {
		ch   *paidtest.Channel
		want int64
	}{{c1, 4 * fee}, {c2, 2 * fee}} {
		used, _ := c.ch.Usage(t)
		if used.Cmp(big.NewInt(c.want)) != 0 {
			t.Errorf("channel %s counts %s landed, want %d", c.ch.ID.Hex(), used, c.want)
		}
	}
}

// A write whose voucher is below one already used on chain (a later write
// of its channel landed first, from another batch) lands under the
// channel's latest voucher; without the book's latest it would be refused
// as stale.
func TestAVoucherWriteBelowTheLastLandsUnderTheLatest(t *testing.T) {
	for _, raise := range []bool{true, false} {
		r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
		ctx := context.Background()
		const fee = paidtest.Fee
		c := r.ChannelOf(t, 3, 9)
		if raise {
			r.b.latest = &latestVouchers{channels: map[common.Hash]*paidtest.Channel{c.ID: c}, tb: t}
		}
		r.start()
		create := c.Next(t, fee, 10*fee)
		got := waitAll(t, r.deliver(ctx, map[string]*asynq.Task{jobOf(c, create.Ceiling): paidtest.VoucherCreateTask(t, create, "stale-test")}))
		id := createdID(t, got[jobOf(c, create.Ceiling)].out)
		early, late := c.Next(t, fee, 0), c.Next(t, fee, 0)
		got = waitAll(t, r.deliver(ctx, map[string]*asynq.Task{jobOf(c, late.Ceiling): paidtest.VoucherPushTask(t, late, id, "stale-test", "v2")}))
		if err := got[jobOf(c, late.Ceiling)].err; err != nil {
			t.Fatalf("the later push: %v", err)
		}
		got = waitAll(t, r.deliver(ctx, map[string]*asynq.Task{jobOf(c, early.Ceiling): paidtest.VoucherPushTask(t, early, id, "stale-test", "v1")}))
		ans := answerOf(got[jobOf(c, early.Ceiling)].err)
		used, _ := c.Usage(t)
		switch {
		case raise && (ans != "" || used.Cmp(big.NewInt(3*fee)) != 0):
			t.Errorf("under the latest voucher: answered %q, %s counted; want it landed and 3 fees", ans, used)
		case !raise && (ans == "" || used.Cmp(big.NewInt(2*fee)) != 0):
			t.Errorf("under its own voucher: answered %q, %s counted; want it refused as stale and 2 fees", ans, used)
		}
	}
}

// Two deliveries of one job paid by voucher that wait together put its
// write in one batch: one write lands, counted once, and both answer it.
func TestTwoDeliveriesOfAVoucherJobLandOnce(t *testing.T) {
	r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	ctx := context.Background()
	const fee = paidtest.Fee
	c := r.ChannelOf(t, 4, 1)
	// The channel opens with a first create; the second create, without
	// a deposit, is delivered twice, all three waiting together.
	open := c.Next(t, fee, 10*fee)
	v := c.Next(t, fee, 0)
	id := jobOf(c, v.Ceiling)
	task := paidtest.VoucherCreateTask(t, v, "delivered-twice")
	opened := r.deliverEach(ctx, map[string]*asynq.Task{jobOf(c, open.Ceiling): paidtest.VoucherCreateTask(t, open, "opens-the-channel")}, true)
	first := r.deliverEach(ctx, map[string]*asynq.Task{id: task}, true)
	second := r.deliverEach(ctx, map[string]*asynq.Task{id: task}, true)
	r.waitJoined(t, 3)
	r.start()
	if a := waitAll(t, opened)[jobOf(c, open.Ceiling)]; a.err != nil {
		t.Fatalf("the create that opens the channel: %v", a.err)
	}
	a, b := waitAll(t, first)[id], waitAll(t, second)[id]
	if a.err != nil || b.err != nil || string(a.out) != string(b.out) {
		t.Fatalf("the two deliveries answered %s (%v) and %s (%v), want the same landed write", a.out, a.err, b.out, b.err)
	}
	if used, _ := c.Usage(t); used.Cmp(big.NewInt(2*fee)) != 0 {
		t.Errorf("%s counted for two writes of %d", used, fee)
	}
}

// A write paid by voucher whose batch lands before the one carrying its
// channel's deposit is refused for the balance, counted nothing, and
// joins another batch on its next delivery, where it lands.
func TestAVoucherWriteWaitsForItsChannelsDeposit(t *testing.T) {
	r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	ctx := context.Background()
	const fee = paidtest.Fee
	c := r.ChannelOf(t, 5, 2)
	open, next := c.Next(t, fee, 10*fee), c.Next(t, fee, 0)
	r.start()
	waiting := map[string]*asynq.Task{jobOf(c, next.Ceiling): paidtest.VoucherCreateTask(t, next, "waits-for-the-deposit")}
	got := waitAll(t, r.deliver(ctx, waiting))
	if err := got[jobOf(c, next.Ceiling)].err; !errors.Is(err, settle.ErrRetryLater) || !strings.Contains(err.Error(), "CeilingAboveBalance(") {
		t.Fatalf("a write before its channel's deposit answered %v, want a retry for CeilingAboveBalance", err)
	}
	got = waitAll(t, r.deliver(ctx, map[string]*asynq.Task{jobOf(c, open.Ceiling): paidtest.VoucherCreateTask(t, open, "brings-the-deposit")}))
	if err := got[jobOf(c, open.Ceiling)].err; err != nil {
		t.Fatalf("the write with the deposit: %v", err)
	}
	got = waitAll(t, r.deliver(ctx, waiting))
	if err := got[jobOf(c, next.Ceiling)].err; err != nil {
		t.Fatalf("the write delivered again after the deposit: %v", err)
	}
	if used, _ := c.Usage(t); used.Cmp(big.NewInt(2*fee)) != 0 {
		t.Errorf("%s counted for two writes of %d", used, fee)
	}
}

// planVouchers keeps what one writeByVouchers call can hold: one request
// per job, one deposit per channel, MaxItems at most.
func TestPlanVouchers(t *testing.T) {
	b := &Batcher{cfg: Config{MaxItems: 3}.withDefaults()}
	cfgA, cfgB := channel.Config{Salt: common.Hash{1}}, channel.Config{Salt: common.Hash{2}}
	req := func(job string, cfg channel.Config, deposit bool) *joinRequest {
		it := &writes.Item{Config: cfg, Write: writes.Write{Input: make([]byte, 100)}}
		if deposit {
			it.Deposit = &channel.Deposit{}
		}
		return &joinRequest{job: job, voucher: it}
	}
	queue := []*joinRequest{
		req("a1", cfgA, true), req("a2", cfgA, false), req("a2", cfgA, false), // a second delivery of a2
		req("a3", cfgA, true), // a second deposit of channel A
		req("b1", cfgB, true), req("b2", cfgB, false),
	}
	got := b.planVouchers(queue)
	want := []int{0, 1, 4}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("planVouchers = %v, want %v", got, want)
	}
}
