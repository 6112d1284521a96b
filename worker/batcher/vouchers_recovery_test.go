package batcher

import (
	"context"
	"math/big"
	"strings"
	"testing"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
)

// A recovery job of a voucher (used already, its job lost with Redis)
// answers with the write the voucher paid, read from the chain, and writes
// nothing. One whose voucher paid another write's content, or nothing
// that landed, is refused payment_invalid, in terms a client steps over
// (the voucher is used).
func TestAVoucherRecoveryJobAnswersFromTheChain(t *testing.T) {
	r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	ctx := context.Background()
	const fee = paidtest.Fee
	c := r.ChannelOf(t, 6, 3)
	open := c.Next(t, fee, 10*fee)
	r.start()
	id := jobOf(c, open.Ceiling)
	first := waitAll(t, r.deliver(ctx, map[string]*asynq.Task{id: paidtest.VoucherCreateTask(t, open, "recovered-from-the-chain")}))[id]
	if first.err != nil {
		t.Fatalf("the create paid by voucher: %v", first.err)
	}
	recovery := func(v *jobs.Voucher, name string) (string, string) {
		t.Helper()
		rv := *v
		rv.Recovery = true
		out, err := r.b.Write(ctx, jobOf(c, v.Ceiling), paidtest.VoucherCreateTask(t, &rv, name))
		return string(out), answerOf(err)
	}
	if out, ans := recovery(open, "recovered-from-the-chain"); ans != "" || out != string(first.out) {
		t.Fatalf("the recovery job answered %s %q, want the create's 201 %s", out, ans, first.out)
	}
	if _, ans := recovery(open, "another-name"); !strings.HasPrefix(ans, "payment_invalid:") || !strings.Contains(ans, "paid another write") {
		t.Fatalf("a recovery job of other content answered %q, want payment_invalid: paid another write", ans)
	}
	never := c.Next(t, fee, 0)
	if _, ans := recovery(never, "never-landed"); !strings.HasPrefix(ans, "payment_invalid:") || !strings.Contains(ans, "already used for a different request") {
		t.Fatalf("a recovery job of a voucher whose write never landed answered %q, want payment_invalid", ans)
	}
	if used, _ := c.Usage(t); used.Cmp(big.NewInt(fee)) != 0 {
		t.Errorf("%s counted, want the one create's fee %d: a recovery job never writes", used, fee)
	}
}
