package api

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRedactURL: /v1/status shows scheme and host only; the keys hosted
// providers put in paths, user info, queries and fragments never appear.
func TestRedactURL(t *testing.T) {
	tests := []struct {
		name, raw, want string
	}{
		{"alchemy key in path", "https://base-mainnet.g.alchemy.com/v2/aBcD3fGh1JkLmNoPqRsTuVwXyZ012345", "https://base-mainnet.g.alchemy.com"},
		{"infura key in path", "https://base-mainnet.infura.io/v3/9aa3d95b3bc440fa88ea12eaa4456161", "https://base-mainnet.infura.io"},
		{"quicknode token", "https://dry-wild-sun.base-mainnet.quiknode.pro/5a1b2c3d4e5f60718293a4b5c6d7e8f901234567/", "https://dry-wild-sun.base-mainnet.quiknode.pro"},
		{"ankr key in path", "https://rpc.ankr.com/base/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef", "https://rpc.ankr.com"},
		{"websocket", "wss://base-mainnet.g.alchemy.com/v2/aBcD3fGh1JkLmNoPqRsTuVwXyZ012345", "wss://base-mainnet.g.alchemy.com"},
		{"user info", "https://user:s3cret@rpc.example.com:8443/", "https://rpc.example.com:8443"},
		{"query key", "https://rpc.example.com/?apikey=abc123", "https://rpc.example.com"},
		{"fragment", "https://rpc.example.com/#key=abc123", "https://rpc.example.com"},
		{"local node", "http://127.0.0.1:8545", "http://127.0.0.1:8545"},
		{"ipc path", "/var/run/geth.ipc", ""},
		{"not a URL", "base-mainnet key=abc", ""},
		{"empty", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, redactURL(tc.raw)); diff != "" {
				t.Errorf("redactURL(%q) (-want +got):\n%s", tc.raw, diff)
			}
		})
	}
}
