package e2e

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
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
	header, first := createLanded(t, s, c, body)

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
		testutil.Until(t, time.Minute, "the job is done", func() bool {
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

// A client holds only the job id of a paid write (it was answered 202) when
// Redis loses everything (FLUSHALL), though the write landed. The id is a
// hash of the payment, so the server cannot find the payment from it; GET
// /v1/jobs/:id answers 404 job_not_found, and the message tells the client
// the one way to the chain's answer: send the same paid request again. That
// re-send answers the landed write (201, the same body, paid once), and the
// job id answers it again.
func TestJobPolledAfterRedisLoss(t *testing.T) {
	s := startStack(t, stackOptions{})
	ctx := context.Background()
	c := s.payer(4, 2)
	body := []byte(`{"name":"polled-after-flush"}`)
	header, first := createLanded(t, s, c, body)
	job := s.APIURL + "/v1/jobs/" + jobOf(t, header)
	if err := s.Infra.Redis.FlushAll(ctx).Err(); err != nil {
		t.Fatal(err)
	}

	status, got := getJob(t, job)
	if status != http.StatusNotFound || got.Error == nil || got.Error.Error != "job_not_found" ||
		!strings.Contains(got.Error.Message, "same paid request") {
		t.Fatalf("job after the loss: %d %+v; want 404 job_not_found telling the client to send the same paid request again", status, got.Error)
	}

	retry := resendUntilAnswered(t, s, c, "/v1/projects", body, header)
	if retry.Status != http.StatusCreated || string(retry.Body) != string(first.Body) {
		t.Fatalf("re-sent after the loss: %d %s, want the first 201 %s", retry.Status, retry.Body, first.Body)
	}
	status, got = getJob(t, job)
	if status != http.StatusOK || got.Status != jobs.StateSucceeded || string(got.Result) != string(first.Body) {
		t.Fatalf("job after the re-send: %d %+v, want succeeded with %s", status, got, first.Body)
	}
	s.nextBlock(t)
	if n := s.transfersFrom(t, c.Address()); n != 1 {
		t.Fatalf("%d USDC transfers from the payer, want 1", n)
	}
}

// Redis loses everything (FLUSHALL, the read model too) after a paid push
// landed; the client re-sends the same paid request. Its recovery job
// names the project as a new push's does (the name found on chain), so the
// worker answers the landed push's 201 — same version index, same
// transaction — and the payer paid for it once.
func TestPushRetryAfterRedisLossAnswersTheLandedPush(t *testing.T) {
	s := startStack(t, stackOptions{})
	ctx := context.Background()
	c := s.payer(5, 2)
	created := s.create(t, c, `{"name":"flushed-push"}`)
	path := "/v1/projects/" + created["projectId"] + "/versions"
	body := []byte(`{"storageHash":"ar://abcAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1.0.0"}`)
	header, _ := s.signed(t, c, path, string(body))
	first, err := c.Send(ctx, http.MethodPost, s.APIURL+path, body, header)
	if err != nil {
		t.Fatal(err)
	}
	if first.Status != http.StatusCreated {
		t.Fatalf("first push: %d %s", first.Status, first.Body)
	}
	s.nextBlock(t)
	transfers := s.transfersFrom(t, c.Address())
	before := s.usdc(t, c.Address())

	if err := s.Infra.Redis.FlushAll(ctx).Err(); err != nil {
		t.Fatal(err)
	}
	retry := resendUntilAnswered(t, s, c, path, body, header)
	var got, want map[string]string
	if err := first.JSON(&want); err != nil {
		t.Fatal(err)
	}
	if retry.Status != http.StatusCreated || retry.JSON(&got) != nil {
		t.Fatalf("re-sent after the loss: %d %s, want the first 201 %s", retry.Status, retry.Body, first.Body)
	}
	if got["versionIndex"] != want["versionIndex"] || got["txHash"] != want["txHash"] || got["projectId"] != want["projectId"] {
		t.Fatalf("re-sent after the loss: %v, want the landed push %v", got, want)
	}
	s.nextBlock(t)
	if n := s.transfersFrom(t, c.Address()); n != transfers {
		t.Fatalf("%d USDC transfers from the payer after the re-send, want %d (charged once)", n, transfers)
	}
	if after := s.usdc(t, c.Address()); after.Cmp(before) != 0 {
		t.Fatalf("payer holds %s after the re-send, had %s", after, before)
	}
}

// resendUntilAnswered sends the paid request again while it is answered
// 202 (its job still running), for at most a minute.
func resendUntilAnswered(t *testing.T, s *stack, c *payclient.Client, path string, body []byte, header string) *payclient.Response {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		resp, err := c.Send(context.Background(), http.MethodPost, s.APIURL+path, body, header)
		if err != nil {
			t.Fatal(err)
		}
		if resp.Status != http.StatusAccepted {
			return resp
		}
		if time.Now().After(deadline) {
			t.Fatalf("POST %s still 202 after a minute: %s", path, resp.Body)
		}
	}
}

// getJob GETs a job URL and decodes its body, whatever the status.
func getJob(t *testing.T, url string) (int, wire.JobStatus) {
	t.Helper()
	var st wire.JobStatus
	resp, err := http.Get(url)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	if resp.StatusCode != http.StatusOK {
		var e wire.ErrorBody
		if err := json.Unmarshal(raw, &e); err != nil {
			t.Fatalf("GET %s: %d %s", url, resp.StatusCode, raw)
		}
		st.Error = &e
		return resp.StatusCode, st
	}
	if err := json.Unmarshal(raw, &st); err != nil {
		t.Fatalf("GET %s: %s: %v", url, raw, err)
	}
	return resp.StatusCode, st
}

// createLanded sends a paid create of body from c and fails unless it is
// answered 201; it returns the payment header and the answer.
func createLanded(t *testing.T, s *stack, c *payclient.Client, body []byte) (string, *payclient.Response) {
	t.Helper()
	header, _ := s.signed(t, c, "/v1/projects", string(body))
	first, err := c.Send(context.Background(), http.MethodPost, s.APIURL+"/v1/projects", body, header)
	if err != nil {
		t.Fatal(err)
	}
	if first.Status != http.StatusCreated {
		t.Fatalf("first answer: %d %s", first.Status, first.Body)
	}
	return header, first
}
