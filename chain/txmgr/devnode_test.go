package txmgr

import (
	"testing"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/internal/testutil"
)

// startDevNode starts the embedded go-ethereum node with cfg on loopback
// (a ListenAddr left empty is 127.0.0.1:0) and dials it over HTTP
// JSON-RPC; both are closed at cleanup.
func startDevNode(tb testing.TB, cfg devchain.Config) (*devchain.Chain, *ethclient.Client) {
	tb.Helper()
	if cfg.ListenAddr == "" {
		cfg.ListenAddr = "127.0.0.1:0"
	}
	node, err := devchain.Start(cfg, testutil.Logger(tb))
	if err != nil {
		tb.Fatalf("devchain: %v", err)
	}
	tb.Cleanup(func() { _ = node.Close() })
	client, err := ethclient.Dial(node.HTTPURL())
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(client.Close)
	return node, client
}
