package app

import (
	"context"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/rpcpool"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker"
)

// deadURL is an http URL on a loopback port nobody listens on.
func deadURL(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return "http://" + addr
}

// Several providers, the preferred one dead at start: serve and worker
// start on the others, and calls go through.
func TestDialChainsStartsWithAProviderDown(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	node := startNode(t)
	dep := &deploy.Deployment{ChainID: node.ChainID()}

	b, closeB, err := DialChains(ctx, []string{deadURL(t), node.HTTPURL()}, dep, 0, nil, testutil.Logger(t))
	if err != nil {
		t.Fatalf("dial with the first provider dead: %v", err)
	}
	defer closeB()
	if id, err := b.ChainID(ctx); err != nil || id.Uint64() != node.ChainID() {
		t.Fatalf("chain id through the pool: %v %v", id, err)
	}

	if _, _, err := DialChains(ctx, []string{deadURL(t), deadURL(t)}, dep, time.Second, nil, testutil.Logger(t)); err == nil {
		t.Fatal("dial with every provider dead: no error")
	}
	other := &deploy.Deployment{ChainID: 1}
	_, _, err = DialChains(ctx, []string{node.HTTPURL()}, other, 0, nil, testutil.Logger(t))
	if err == nil || !strings.Contains(err.Error(), "chain id") {
		t.Fatalf("dial of a provider of another chain: %v, want the chain id named", err)
	}
}

// A provider that fails its first calls at start-up (a blip while the
// process starts) does not stop the process: the check is retried within
// the start-up budget (found by the chaos test: 3 of 13 starts exited).
func TestDialChainsRetriesABlipAtStart(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	node := startNode(t)
	f := testutil.NewRPCFault(t, node.HTTPURL())
	f.SetDown(true)
	time.AfterFunc(time.Second, func() { f.SetDown(false) })
	b, closeB, err := DialChains(ctx, []string{f.URL()}, &deploy.Deployment{ChainID: node.ChainID()}, 0, nil, testutil.Logger(t))
	if err != nil {
		t.Fatalf("dial with the only provider down for 1 s at start: %v", err)
	}
	defer closeB()
	if _, err := b.ChainID(ctx); err != nil {
		t.Fatal(err)
	}
}

// startNode runs the embedded chain over HTTP JSON-RPC until the test ends.
func startNode(t *testing.T) *devchain.Chain {
	t.Helper()
	node, err := devchain.Start(devchain.Config{ListenAddr: "127.0.0.1:0"}, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = node.Close() })
	return node
}

// The chain client keeps an idle connection for every task the worker
// runs at once by default: rpcpool cannot import worker, so this test
// keeps the two defaults equal.
func TestRPCIdleConnsFollowWorkerConcurrency(t *testing.T) {
	if rpcpool.DefaultIdleConns != worker.DefaultConcurrency {
		t.Fatalf("rpcpool.DefaultIdleConns = %d, worker.DefaultConcurrency = %d: keep them equal", rpcpool.DefaultIdleConns, worker.DefaultConcurrency)
	}
}
