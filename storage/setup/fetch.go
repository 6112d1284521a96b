package setup

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"time"
)

// Fetcher reads stored content through the storage gateway (for the API's
// version diff). With the local driver it asks the driver's handler
// in-process; otherwise it fetches the public gateway URL. Either way it
// asks for a byte range, so at most limit bytes are read. Safe for
// concurrent use.
type Fetcher struct {
	base    string
	handler http.Handler
	client  *http.Client
}

// fetchTimeout bounds one fetch from a public gateway.
const fetchTimeout = 30 * time.Second

// Fetcher returns the reader of a's stored content: through a.Gateway
// in-process with the local driver, else from a.GatewayURL.
func (a *API) Fetcher() *Fetcher { return newFetcher(a.GatewayURL, a.Gateway) }

func newFetcher(base string, handler http.Handler) *Fetcher {
	return &Fetcher{base: strings.TrimRight(base, "/"), handler: handler, client: &http.Client{Timeout: fetchTimeout}}
}

// Fetch returns up to limit bytes of item id, its content type and its full
// size (negative when the gateway does not say).
func (f *Fetcher) Fetch(ctx context.Context, id string, limit int64) ([]byte, string, int64, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, f.base+"/"+id, nil)
	if err != nil {
		return nil, "", 0, err
	}
	if limit > 0 {
		req.Header.Set("Range", fmt.Sprintf("bytes=0-%d", limit-1))
	}
	var resp *http.Response
	if f.handler != nil {
		req.URL.Path = "/" + id
		rec := httptest.NewRecorder()
		f.handler.ServeHTTP(rec, req)
		resp = rec.Result()
	} else if resp, err = f.client.Do(req); err != nil {
		return nil, "", 0, fmt.Errorf("fetch %s: %w", id, err)
	}
	defer resp.Body.Close()
	size := int64(-1)
	switch resp.StatusCode {
	case http.StatusOK:
		size = resp.ContentLength
	case http.StatusPartialContent:
		if _, total, ok := strings.Cut(resp.Header.Get("Content-Range"), "/"); ok {
			if n, err := strconv.ParseInt(total, 10, 64); err == nil {
				size = n
			}
		}
	case http.StatusRequestedRangeNotSatisfiable: // empty content
		return nil, resp.Header.Get("Content-Type"), 0, nil
	default:
		return nil, "", 0, fmt.Errorf("fetch %s: gateway answered %s", id, resp.Status)
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, limit))
	if err != nil {
		return nil, "", 0, fmt.Errorf("fetch %s: %w", id, err)
	}
	return data, resp.Header.Get("Content-Type"), size, nil
}
