package rpcpool

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
)

func TestCompressRPC(t *testing.T) {
	for _, tc := range []struct {
		endpoint string
		want     bool
	}{
		{"http://127.0.0.1:8545", false},
		{"http://localhost:8545", false},
		{"ws://[::1]:8546", false},
		{"http://10.0.3.7:8545", false},
		{"http://192.168.1.20:8545", false},
		{"https://mainnet.base.org", true},
		{"https://base.example.com/v2/key", true},
		{"http://geth:8545", true},
		{"http://8.8.8.8:8545", true},
		{"::not a url", true},
	} {
		if got := compressRPC(tc.endpoint); got != tc.want {
			t.Errorf("compressRPC(%q) = %v, want %v", tc.endpoint, got, tc.want)
		}
	}
}

// TestLoopbackRPCIsNotGzipped: the chain client dialled to a loopback
// endpoint does not ask for gzip (Go's transport would by default).
func TestLoopbackRPCIsNotGzipped(t *testing.T) {
	var mu sync.Mutex
	var encodings []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		encodings = append(encodings, r.Header.Get("Accept-Encoding"))
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"jsonrpc":"2.0","id":1,"result":"0x2105"}`))
	}))
	defer srv.Close()
	c, err := Dial(context.Background(), srv.URL, 4)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if id, err := c.ChainID(context.Background()); err != nil || id.Uint64() != 8453 {
		t.Fatalf("chain id %v, %v", id, err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(encodings) == 0 || encodings[0] != "" {
		t.Fatalf("Accept-Encoding sent to a loopback endpoint: %q", encodings)
	}
}
