package e2e

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"
)

// withHeader adds one header to every request it carries.
type withHeader struct {
	name, value string
	next        http.RoundTripper
}

func (h withHeader) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set(h.name, h.value)
	return h.next.RoundTrip(r)
}

// A paid write's request id (the client's X-Request-Id, or one the API
// makes) comes back in the response header, travels with its job, and is
// on every line the worker logs about that job, so one id finds the
// request and its job across processes. An id that is not a short token
// (too long, quotes, spaces) is replaced, never logged as sent.
func TestCmdRequestIDFollowsTheJob(t *testing.T) {
	r := newCmdRig(t)
	_, worker := r.startServeWorker(t, "LOG_LEVEL=debug")

	const rid = "e2e-request-7f3a.1"
	c := r.s.payer(5, 2)
	c.HTTP = &http.Client{Timeout: 2 * time.Minute, Transport: withHeader{"X-Request-Id", rid, http.DefaultTransport}}
	jobID := fixedNonce(c, t.Name())
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	resp, err := c.Do(ctx, http.MethodPost, "http://"+r.listen+"/v1/projects", []byte(`{"name":"traced"}`))
	if err != nil || resp.Status != http.StatusCreated {
		t.Fatalf("paid create: %v %+v", err, resp)
	}
	if got := resp.Header.Get("X-Request-Id"); got != rid {
		t.Errorf("X-Request-Id answered %q, want %q", got, rid)
	}
	worker.ready(t, worker.stderr, `"msg":"job delivery ended"`)
	var lines []string
	for _, l := range strings.Split(worker.stderr.String(), "\n") {
		if strings.Contains(l, jobID) {
			lines = append(lines, l)
		}
	}
	if len(lines) == 0 {
		t.Fatalf("the worker logged nothing about job %s", jobID)
	}
	for _, l := range lines {
		if !strings.Contains(l, `"request_id":"`+rid+`"`) {
			t.Errorf("worker line without the request id: %s", l)
		}
	}
	t.Logf("%d worker lines of the job carry request_id %s", len(lines), rid)

	for _, bad := range []string{strings.Repeat("x", 200), `a"b`, "two words"} {
		req, _ := http.NewRequest(http.MethodGet, "http://"+r.listen+"/v1/health", nil)
		req.Header.Set("X-Request-Id", bad)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if got := res.Header.Get("X-Request-Id"); got == bad || got == "" {
			t.Errorf("X-Request-Id %q answered %q: want a new id in its place", bad, got)
		}
	}
}
