package e2e

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/inkd/inkd/api/wire"
)

// A write that outlasts the API's wait is answered 202 with a job to poll;
// the job then yields the same result a 201 would have carried.
func TestSlowWriteAnswers202ThenJobResult(t *testing.T) {
	s := startStack(t, stackOptions{blockPeriod: 2 * time.Second, writeWait: 50 * time.Millisecond})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	c := s.payer(7, 2)
	resp, err := c.Do(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(`{"name":"patient"}`))
	if err != nil {
		t.Fatal(err)
	}
	if resp.Status != http.StatusAccepted {
		t.Fatalf("status %d %s, want 202", resp.Status, resp.Body)
	}
	var st wire.JobStatus
	if err := json.Unmarshal(resp.Body, &st); err != nil || st.Status != "pending" || st.JobID == "" {
		t.Fatalf("202 body %s", resp.Body)
	}
	loc := resp.Header.Get("Location")
	if loc != "/v1/jobs/"+st.JobID {
		t.Fatalf("Location = %q", loc)
	}
	for st.Status == "pending" {
		select {
		case <-ctx.Done():
			t.Fatal("job never finished")
		case <-time.After(200 * time.Millisecond):
		}
		r, err := c.Send(ctx, http.MethodGet, s.APIURL+loc, nil, "")
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(r.Body, &st); err != nil {
			t.Fatal(err)
		}
	}
	var res map[string]string
	if err := json.Unmarshal(st.Result, &res); err != nil || st.Status != "succeeded" || res["name"] != "patient" || res["status"] != "success" {
		t.Fatalf("job = %+v", st)
	}
	// The same payment presented again now returns the 201 at once.
	again, err := c.Send(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(`{"name":"patient"}`), resp.PaymentHeader)
	if err != nil || again.Status != http.StatusCreated {
		t.Fatalf("retry: %v %d %s", err, again.Status, again.Body)
	}
	r, err := c.Send(ctx, http.MethodGet, s.APIURL+"/v1/jobs/pay_nosuchjob", nil, "")
	if err != nil {
		t.Fatal(err)
	}
	if code, _ := errorBody(t, r.Body); r.Status != 404 || code != "job_not_found" {
		t.Fatalf("unknown job: %d %s", r.Status, r.Body)
	}
}

// Paid writes are limited per wallet (20 a minute by default; 2 here),
// counted in Redis, with 429 rate_limited and Retry-After.
//
// The limiter's clock is pinned to the first instant of a minute, so the
// three writes share one window whatever the time of day (on the wall clock
// they would straddle a minute boundary now and then, and the third would
// pass). The window's Redis key then lives 61 s of real time, far more than
// the test takes.
func TestWriteRateLimitPerWallet(t *testing.T) {
	minute := time.Unix(1_800_000_000-1_800_000_000%60, 0)
	s := startStack(t, stackOptions{writesPerMinute: 2, rateLimitNow: func() time.Time { return minute }})
	ctx := context.Background()
	c := s.payer(8, 1)
	for i, name := range []string{"rl-a", "rl-b"} {
		if resp, err := c.Do(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(`{"name":"`+name+`"}`)); err != nil || resp.Status != 201 {
			t.Fatalf("write %d: %v %d %s", i, err, resp.Status, resp.Body)
		}
	}
	before := s.usdc(t, c.Address())
	resp, err := c.Do(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(`{"name":"rl-c"}`))
	if err != nil {
		t.Fatal(err)
	}
	if code, _ := errorBody(t, resp.Body); resp.Status != 429 || code != "rate_limited" || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("third write: %d %s %v", resp.Status, resp.Body, resp.Header)
	}
	if s.usdc(t, c.Address()).Cmp(before) != 0 {
		t.Fatal("a rate-limited write took money")
	}
	// Another wallet is not affected.
	if resp, err := s.payer(7, 1).Do(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(`{"name":"rl-d"}`)); err != nil || resp.Status != 201 {
		t.Fatalf("other wallet: %v %d %s", err, resp.Status, resp.Body)
	}
}
