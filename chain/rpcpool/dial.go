package rpcpool

import (
	"context"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
)

// DefaultIdleConns is how many idle HTTP connections the chain client keeps to
// its endpoint. go-ethereum's rpc.DialHTTP uses http.DefaultTransport, which
// keeps 2: with the worker's concurrent tasks and the API's requests
// each making JSON-RPC calls, every call beyond two in flight then dials a
// fresh TCP connection and closes it after one response, leaving a socket
// in TIME_WAIT for a minute; at a few hundred payers that exhausts the
// ~28,000 ephemeral ports of one loopback destination. BENCHMARKS.md has
// the paid-write benchmark's figures for both pool sizes
// (INKD_BENCH_RPC_IDLE_CONNS). Sized like the worker's default concurrency
// (worker.DefaultConcurrency; cmd/inkd/app's tests keep the two equal):
// any task may be in a call at once.
const DefaultIdleConns = 1024

// rpcIdleTimeout closes pooled connections idle for this long.
const rpcIdleTimeout = 90 * time.Second

// Dial connects to a JSON-RPC endpoint (http(s) or ws(s)) with an HTTP
// connection pool of idle connections (0 or less means DefaultIdleConns,
// sized for inkd's concurrency), asking for gzipped answers only from
// endpoints that may be far away (compressRPC). The client is safe for
// concurrent use; the caller closes it.
func Dial(ctx context.Context, endpoint string, idle int) (*ethclient.Client, error) {
	if idle <= 0 {
		idle = DefaultIdleConns
	}
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConns = idle
	tr.MaxIdleConnsPerHost = idle
	tr.IdleConnTimeout = rpcIdleTimeout
	tr.DisableCompression = !compressRPC(endpoint)
	rc, err := rpc.DialOptions(ctx, endpoint, rpc.WithHTTPClient(&http.Client{Transport: tr}))
	if err != nil {
		return nil, err
	}
	return ethclient.NewClient(rc), nil
}

// compressRPC tells whether the client should ask endpoint for gzipped
// answers (Go's transport does unless told not to). Over loopback or a
// private address the bytes cost nothing and the compression costs CPU on
// both ends: measured with the push benchmark on the embedded node, 1.4 ms
// of CPU a paid write (9.9 -> 8.5 ms) at the same throughput. A provider
// named by a host name may be far away: it keeps gzip.
func compressRPC(endpoint string) bool {
	u, err := url.Parse(endpoint)
	if err != nil {
		return true
	}
	host := u.Hostname()
	if strings.EqualFold(host, "localhost") {
		return false
	}
	ip := net.ParseIP(host)
	return ip == nil || !(ip.IsLoopback() || ip.IsPrivate())
}
