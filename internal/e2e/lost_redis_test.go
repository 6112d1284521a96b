package e2e

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/inkd/inkd/jobs"
)

// Redis loses everything (FLUSHALL: the payment's reservation, the job,
// its transaction record and outcome) after a paid create landed. The
// client retries the same paid request, as x402 clients do when an answer
// is lost: it gets the original 201 — same transaction, same project — not
// name_taken for its own project, and it paid once. (Scenario 27.)
func TestRetryAfterRedisLossAnswersTheLandedWrite(t *testing.T) {
	s := startStack(t, stackOptions{})
	ctx := context.Background()
	c := s.payer(4, 2)
	before := s.usdc(t, c.Address())
	body := []byte(`{"name":"flushed"}`)
	header, _ := s.signed(t, c, "/v1/projects", string(body))
	first, err := c.Send(ctx, http.MethodPost, s.APIURL+"/v1/projects", body, header)
	if err != nil {
		t.Fatal(err)
	}
	if first.Status != http.StatusCreated {
		t.Fatalf("first answer: %d %s", first.Status, first.Body)
	}

	if err := s.Infra.Redis.FlushAll(ctx).Err(); err != nil {
		t.Fatal(err)
	}
	retry, err := c.Send(ctx, http.MethodPost, s.APIURL+"/v1/projects", body, header)
	if err != nil {
		t.Fatal(err)
	}
	// A 202 is allowed by the API (the job is answered from the chain);
	// poll the job then.
	if retry.Status == http.StatusAccepted {
		job := jobOf(t, header)
		waitFor(t, time.Minute, "the job is done", func() bool {
			_, err := jobs.NewStore(s.Infra.Redis, "").Get(ctx, job)
			return err == nil
		})
		if retry, err = c.Send(ctx, http.MethodPost, s.APIURL+"/v1/projects", body, header); err != nil {
			t.Fatal(err)
		}
	}
	if retry.Status != http.StatusCreated || string(retry.Body) != string(first.Body) {
		t.Fatalf("retry after the loss: %d %s, want the first 201 %s", retry.Status, retry.Body, first.Body)
	}
	s.nextBlock(t)
	if n := s.transfersFrom(t, c.Address()); n != 1 {
		t.Fatalf("%d USDC transfers from the payer, want 1", n)
	}
	if paid := before.Sub(before, s.usdc(t, c.Address())); paid.Sign() <= 0 {
		t.Fatalf("payer paid %s", paid)
	}
}
