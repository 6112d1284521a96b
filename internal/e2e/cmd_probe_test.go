package e2e

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestCmdProbe runs `inkd probe` as a container healthcheck would: exit 0
// on a 2xx answer, 1 on anything else — an error status, a server that
// holds the request past --timeout, nothing listening, a bad URL (Docker
// reserves exit code 2 in healthchecks, so probe never uses it).
func TestCmdProbe(t *testing.T) {
	hold := make(chan struct{})
	t.Cleanup(func() { close(hold) })
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/v1/health":
			_, _ = w.Write([]byte(`{"ok":true}`))
		case "/down":
			http.Error(w, "not ready", http.StatusServiceUnavailable)
		case "/hang":
			select {
			case <-hold:
			case <-r.Context().Done():
			}
		}
	}))
	t.Cleanup(srv.Close)
	closed := httptest.NewServer(http.NotFoundHandler())
	closedURL := closed.URL
	closed.Close()

	env := cmdEnv()
	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		within time.Duration
	}{
		{"healthy", []string{srv.URL + "/v1/health"}, 0, queuesBound},
		{"503", []string{srv.URL + "/down"}, 1, queuesBound},
		{"held past the timeout", []string{"--timeout", "300ms", srv.URL + "/hang"}, 1, 20 * time.Second},
		{"nothing listening", []string{closedURL + "/v1/health"}, 1, queuesBound},
		{"not a URL", []string{"::nope"}, 1, queuesBound},
		{"two URLs", []string{srv.URL, srv.URL}, 1, queuesBound},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := runInkd(t, time.Minute, env, append([]string{"probe"}, tc.args...)...)
			if res.code != tc.code {
				t.Fatalf("inkd probe %s exited %d, want %d\nstdout: %s\nstderr: %s", strings.Join(tc.args, " "), res.code, tc.code, res.stdout, res.stderr)
			}
			if res.took > tc.within {
				t.Errorf("inkd probe took %v, want under %v", res.took, tc.within)
			}
		})
	}
}
