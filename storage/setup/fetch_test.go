package setup

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// The fetcher reads at most limit bytes of an item, with its type and full
// size, both in-process through the local driver's handler and over HTTP
// from a public gateway; an empty item reads as empty, and a missing one
// is an error.
func TestFetcher(t *testing.T) {
	items := map[string]string{"ten": "0123456789", "empty": ""}
	gateway := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, ok := items[strings.TrimPrefix(r.URL.Path, "/ar/")]
		if !ok {
			body, ok = items[strings.TrimPrefix(r.URL.Path, "/")]
		}
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/plain")
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader([]byte(body)))
	})
	srv := httptest.NewServer(gateway)
	t.Cleanup(srv.Close)
	type result struct {
		Data string
		Type string
		Size int64
	}
	for _, f := range []struct {
		name string
		f    *Fetcher
	}{
		{"in-process", (&API{GatewayURL: "http://unused.example/ar", Gateway: gateway}).Fetcher()},
		{"public gateway", (&API{GatewayURL: srv.URL + "/ar/"}).Fetcher()},
	} {
		t.Run(f.name, func(t *testing.T) {
			ctx := context.Background()
			data, ct, size, err := f.f.Fetch(ctx, "ten", 4)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(result{"0123", "text/plain", 10}, result{string(data), ct, size}); diff != "" {
				t.Errorf("Fetch(ten, 4) (-want +got):\n%s", diff)
			}
			if data, _, size, err := f.f.Fetch(ctx, "empty", 4); err != nil || len(data) != 0 || size != 0 {
				t.Errorf("Fetch(empty) = %q, size %d, %v; want nothing, size 0", data, size, err)
			}
			if _, _, _, err := f.f.Fetch(ctx, "missing", 4); err == nil {
				t.Error("Fetch(missing) succeeded")
			}
		})
	}
}
