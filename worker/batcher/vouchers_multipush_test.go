package batcher

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
)

// openChannel opens c with a create of name paid by voucher (its deposit
// deposit) and returns the project's id.
func (r *batchRig) openChannel(t *testing.T, c *paidtest.Channel, name string, deposit int64) string {
	t.Helper()
	v := c.Next(t, paidtest.Fee, deposit)
	got := waitAll(t, r.deliver(context.Background(), map[string]*asynq.Task{jobOf(c, v.Ceiling): paidtest.VoucherCreateTask(t, v, name)}))
	return createdID(t, got[jobOf(c, v.Ceiling)].out)
}

// multiPushed reads a multi-push's 201 body and its version tags.
func multiPushed(t *testing.T, out json.RawMessage) (wire.PushVersionsResult, []string) {
	t.Helper()
	var r wire.PushVersionsResult
	if err := json.Unmarshal(out, &r); err != nil {
		t.Fatalf("multi-push answer %s: %v", out, err)
	}
	tags := make([]string, len(r.Versions))
	for i, v := range r.Versions {
		tags[i] = v.VersionTag
	}
	return r, tags
}

// A multi-push paid by one voucher lands all its versions in one write,
// answered with the multi-push's body, and its channel counts its one
// fee; one the registry refuses a version of fails whole: nothing
// counted, none of its versions pushed (its good tag is pushed
// afterwards). The registry does not keep tags unique (the API does), so
// the refused version is one without a tag.
func TestAVoucherMultiPushLandsWholeOrNotAtAll(t *testing.T) {
	r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	ctx := context.Background()
	const fee = paidtest.Fee
	c := r.ChannelOf(t, 6, 3)
	r.start()
	id := r.openChannel(t, c, "multi-by-voucher", 40*fee)

	multi := c.Next(t, 3*fee, 0)
	got := waitAll(t, r.deliver(ctx, map[string]*asynq.Task{jobOf(c, multi.Ceiling): paidtest.VoucherPushesTask(t, multi, id, "multi-by-voucher", "v1", "v2", "v3")}))
	a := got[jobOf(c, multi.Ceiling)]
	if a.err != nil {
		t.Fatalf("the multi-push: %v", a.err)
	}
	res, tags := multiPushed(t, a.out)
	if res.ProjectID != id || strings.Join(tags, ",") != "v1,v2,v3" || res.Versions[2].VersionIndex != "2" || res.Pusher != c.Config.Payer.Hex() {
		t.Fatalf("the multi-push answered %s", a.out)
	}
	if used, _ := c.Usage(t); used.Cmp(big.NewInt(4*fee)) != 0 {
		t.Errorf("%s counted; want the create's fee and the multi-push's one fee, %d", used, 4*fee)
	}

	refused := c.Next(t, 2*fee, 0)
	got = waitAll(t, r.deliver(ctx, map[string]*asynq.Task{jobOf(c, refused.Ceiling): paidtest.VoucherPushesTask(t, refused, id, "multi-by-voucher", "v4", "")}))
	if ans := answerOf(got[jobOf(c, refused.Ceiling)].err); ans != "tx_failed:EmptyVersionTag(); nothing is charged for this write" {
		t.Fatalf("a multi-push with a refused version answered %q, want tx_failed with nothing charged", ans)
	}
	if used, _ := c.Usage(t); used.Cmp(big.NewInt(4*fee)) != 0 {
		t.Errorf("%s counted after the failed multi-push; want still %d", used, 4*fee)
	}
	free := c.Next(t, fee, 0)
	got = waitAll(t, r.deliver(ctx, map[string]*asynq.Task{jobOf(c, free.Ceiling): paidtest.VoucherPushTask(t, free, id, "multi-by-voucher", "v4")}))
	var pushed wire.PushResult
	if a := got[jobOf(c, free.Ceiling)]; a.err != nil || json.Unmarshal(a.out, &pushed) != nil || pushed.VersionIndex != "3" {
		t.Fatalf("v4 after the failed multi-push: %s %v; want it the project's fourth version", a.out, a.err)
	}
}

// The largest multi-pushes the API takes fit one writeByVouchers
// transaction, deposit and all: 256 versions, and 8 versions whose
// changelogs bring the exact call to its 127 KiB limit.
func TestVoucherMultiPushesAtTheAPILimitsLand(t *testing.T) {
	r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	ctx := context.Background()
	const fee = paidtest.Fee
	for i, changelogs := range [][]int{
		repeat(256, 32),
		append(repeat(7, 16<<10), 11328),
	} {
		c := r.ChannelOf(t, 7, int64(10+i))
		if i == 0 {
			r.start()
		}
		id := r.openChannel(t, c, fmt.Sprintf("at-the-limit-%d", i), 10*fee)
		vs := make([]jobs.VersionInput, len(changelogs))
		for k, n := range changelogs {
			vs[k] = jobs.VersionInput{StorageHash: fmt.Sprintf("ar://%043d", k), VersionTag: fmt.Sprintf("v%d", k), Changelog: strings.Repeat("x", n)}
		}
		v := c.Next(t, fee, 10*fee)
		task, _, err := jobs.NewPushVersionsTask(jobs.PushVersions{Voucher: v, StorageCost: "0", ProjectID: id, ProjectName: fmt.Sprintf("at-the-limit-%d", i), Versions: vs})
		if err != nil {
			t.Fatal(err)
		}
		a := waitAll(t, r.deliver(ctx, map[string]*asynq.Task{jobOf(c, v.Ceiling): task}))[jobOf(c, v.Ceiling)]
		if a.err != nil {
			t.Fatalf("multi-push %d (%d versions): %v", i, len(vs), a.err)
		}
		if _, tags := multiPushed(t, a.out); len(tags) != len(vs) {
			t.Fatalf("multi-push %d answered %d versions, want %d", i, len(tags), len(vs))
		}
	}
}

func repeat(n, x int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = x
	}
	return out
}
