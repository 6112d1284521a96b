package api

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/storage/pricing"
)

// downPricer is a storage price source that is down.
type downPricer struct{}

func (downPricer) Quote(context.Context, int64) (pricing.Quote, error) {
	return pricing.Quote{}, &pricing.UnavailableError{Source: "turbo", Err: errors.New("connection refused")}
}

func TestQuoteEndpoints(t *testing.T) {
	const limit = 1 << 20
	s, _ := uploadServer(t, Config{UploadLimit: limit})
	down := newTestServer(t, Config{}, Deps{Uploads: UploadDeps{Pricer: downPricer{}}})
	for _, path := range []string{"/v1/upload/price", "/v1/projects/estimate"} {
		for _, tc := range []struct {
			query      string
			server     *Server
			wantStatus int
			want       map[string]any
		}{
			// Fixed price: 10000 base units per MiB.
			{"?bytes=1048576", s, 200, map[string]any{
				"bytes": float64(1 << 20), "storageCost": "10000", "markup": "2000", "total": "12000", "totalUsd": "$0.012",
				"minimumFee": "100000", "pushFee": "100000", "pushFeeUsd": "$0.10",
			}},
			{"?bytes=1", s, 200, map[string]any{
				"bytes": float64(1), "storageCost": "1", "markup": "1", "total": "2", "totalUsd": "$0.000002",
				"minimumFee": "100000", "pushFee": "100000", "pushFeeUsd": "$0.10",
			}},
			{"", s, 400, map[string]any{"error": "invalid_query"}},
			{"?bytes=", s, 400, map[string]any{"error": "invalid_query"}},
			{"?bytes=0", s, 400, map[string]any{"error": "invalid_query"}},
			{"?bytes=-1", s, 400, map[string]any{"error": "invalid_query"}},
			{"?bytes=abc", s, 400, map[string]any{"error": "invalid_query"}},
			{"?bytes=1.5", s, 400, map[string]any{"error": "invalid_query"}},
			{"?bytes=1e3", s, 400, map[string]any{"error": "invalid_query"}},
			{"?bytes=+5", s, 400, map[string]any{"error": "invalid_query"}},
			{"?bytes=007", s, 400, map[string]any{"error": "invalid_query"}},
			{"?bytes=99999999999999999999999", s, 400, map[string]any{"error": "invalid_query"}},
			{"?bytes=" + strconv.Itoa(limit+1), s, 400, map[string]any{"error": "invalid_query"}},
			{"?bytes=100", down, 503, map[string]any{"error": "pricing_unavailable"}},
		} {
			t.Run(path+tc.query, func(t *testing.T) {
				resp, got := do(t, tc.server, httptest.NewRequest(http.MethodGet, path+tc.query, nil))
				if resp.StatusCode != tc.wantStatus {
					t.Fatalf("status = %d %v, want %d", resp.StatusCode, got, tc.wantStatus)
				}
				if tc.wantStatus != 200 {
					delete(got, "message")
				}
				if diff := cmp.Diff(tc.want, got); diff != "" {
					t.Errorf("body (-want +got):\n%s", diff)
				}
			})
		}
	}
}
