package e2e

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// Item 5 of the money-path review: two wallets create one name at once
// (the worker paused, so the first stays pending). Exactly one create is
// queued; the other is 400 name_taken "being registered", charged nothing,
// and reaches no chain transaction (before the reservation both were
// queued and the loser reverted NameTaken() at the operator's gas). The
// first then fails (its payer moved its USDC away): the API sees the
// failure and the name is free again; the second payer's create lands,
// charged once, in the only settler transaction of the test.
func TestConcurrentCreatesOfOneName(t *testing.T) {
	s := startStack(t, stackOptions{writeWait: 2 * time.Minute})
	ctx := context.Background()
	insp := s.inspector(t)
	// A queue is known to asynq once a task was queued in it: a
	// placeholder far in the future makes the writes queue, to pause it.
	if _, err := asynq.NewClientFromRedisClient(s.Infra.Redis).Enqueue(asynq.NewTask("test:placeholder", nil),
		asynq.Queue(jobs.QueueWrites), asynq.ProcessIn(time.Hour), asynq.TaskID("placeholder")); err != nil {
		t.Fatal(err)
	}
	if err := insp.PauseQueue(jobs.QueueWrites); err != nil {
		t.Fatal(err)
	}
	const body = `{"name":"contested"}`
	payers := []*payclient.Client{s.payer(6, 2), s.payer(7, 2)}
	keys := []int{6, 7}
	headers := make([]string, 2)
	for i, c := range payers {
		headers[i], _ = s.signed(t, c, "/v1/projects", body)
	}
	before := s.settlerNonces(t)
	type answer struct {
		i    int
		resp *payclient.Response
	}
	answers := make(chan answer, 2)
	for i, c := range payers {
		go func() {
			resp, err := c.Send(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(body), headers[i])
			if err != nil {
				t.Error(err)
			}
			answers <- answer{i, resp}
		}()
	}
	var refused answer
	select {
	case refused = <-answers:
	case <-time.After(time.Minute):
		t.Fatal("neither create was answered within a minute")
	}
	if refused.resp == nil {
		t.FailNow()
	}
	code, msg := errorBody(t, refused.resp.Body)
	if refused.resp.Status != http.StatusBadRequest || code != "name_taken" || !strings.Contains(msg, "being registered") {
		t.Fatalf("first answer: %d %s, want 400 name_taken being registered", refused.resp.Status, refused.resp.Body)
	}
	loser, holder := refused.i, 1-refused.i
	testutil.Until(t, time.Minute, "the holder's create is queued", func() bool {
		_, err := insp.GetTaskInfo(jobs.QueueWrites, jobOf(t, headers[holder]))
		return err == nil
	})
	s.noTrace(t, jobOf(t, headers[loser]))

	// The holder's write fails: its payer moves its USDC away, then the
	// worker takes the job.
	holderAddr := payers[holder].Address()
	s.sendTx(t, devkeys.Key(keys[holder]), s.Deployment.USDC,
		devusdc.NewDevUSDC().PackTransfer(common.HexToAddress("0x000000000000000000000000000000000000dEaD"), s.usdc(t, holderAddr)), 100_000)
	if err := insp.UnpauseQueue(jobs.QueueWrites); err != nil {
		t.Fatal(err)
	}
	var held answer
	select {
	case held = <-answers:
	case <-time.After(2 * time.Minute):
		t.Fatal("the holder's create was not answered within two minutes")
	}
	if held.resp == nil {
		t.FailNow()
	}
	if code, _ := errorBody(t, held.resp.Body); held.resp.Status != http.StatusForbidden || code != "payment_invalid" {
		t.Fatalf("the holder's create: %d %s, want 403 payment_invalid (its USDC moved away)", held.resp.Status, held.resp.Body)
	}

	// The name is free again: the loser's create lands, charged once.
	paidBefore := s.usdc(t, payers[loser].Address())
	created := s.create(t, payers[loser], body)
	if created["name"] != "contested" {
		t.Fatalf("created %v", created)
	}
	s.nextBlock(t)
	if n := s.transfersFrom(t, payers[loser].Address()); n != 1 {
		t.Fatalf("%d USDC transfers from the second payer, want 1", n)
	}
	if paid := paidBefore.Sub(paidBefore, s.usdc(t, payers[loser].Address())); paid.Sign() <= 0 {
		t.Fatalf("second payer paid %s", paid)
	}
	if sent := s.settlerNonces(t) - before; sent != 1 {
		t.Fatalf("settlers sent %d transactions, want 1 (no reverted NameTaken())", sent)
	}
}
