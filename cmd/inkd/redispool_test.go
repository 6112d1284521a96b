package main

import (
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/inkd/inkd/worker"
)

// TestRedisPoolFollowsConcurrency: worker's Redis pool grows with
// WORKER_CONCURRENCY and serve's with INKD_MAX_CONNS, so neither queues
// its tasks or requests for a connection; REDIS_POOL_SIZE sets it
// outright, and a negative one is refused naming the variable.
func TestRedisPoolFollowsConcurrency(t *testing.T) {
	for _, tc := range []struct {
		name, command string
		env           map[string]string
		atLeast       int
		exactly       int
	}{
		{name: "worker default", command: "worker", atLeast: 256 + 1},
		{name: "worker 1000 tasks", command: "worker", env: map[string]string{"WORKER_CONCURRENCY": "1000"}, atLeast: 1000 + 1},
		{name: "serve default", command: "serve", atLeast: 1024 + 1},
		{name: "serve 4000 conns", command: "serve", env: map[string]string{"INKD_MAX_CONNS": "4000"}, atLeast: 4000 + 1},
		{name: "set outright", command: "worker", env: map[string]string{"WORKER_CONCURRENCY": "1000", "REDIS_POOL_SIZE": "50"}, exactly: 50},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, v := range []string{"WORKER_CONCURRENCY", "INKD_MAX_CONNS", "REDIS_POOL_SIZE"} {
				t.Setenv(v, tc.env[v])
			}
			c := parseRedisPoolConfig(t, tc.command)
			got := c.redisPool()
			if tc.exactly != 0 && got != tc.exactly {
				t.Fatalf("pool %d, want %d", got, tc.exactly)
			}
			if got < tc.atLeast {
				t.Fatalf("pool %d, want at least %d", got, tc.atLeast)
			}
		})
	}
}

func TestRedisPoolSizeNegativeRefused(t *testing.T) {
	t.Setenv("REDIS_POOL_SIZE", "-1")
	c := parseRedisPoolConfig(t, "worker")
	if err := c.checkRedisPool(); err == nil || !strings.HasPrefix(err.Error(), "REDIS_POOL_SIZE ") {
		t.Fatalf("checkRedisPool = %v, want an error naming REDIS_POOL_SIZE", err)
	}
}

func parseRedisPoolConfig(t *testing.T, command string) Config {
	t.Helper()
	var c Config
	fs := flag.NewFlagSet(command, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	c.bindStartup(fs)
	if command == "worker" {
		c.bindWorker(fs)
	} else {
		c.bindAPI(fs)
	}
	if err := fs.Parse(nil); err != nil {
		t.Fatal(err)
	}
	return c
}

// TestWorkerDefaultConcurrencyHoldsChainRate: a paid write holds its task
// slot until its batch's receipt, about 2 to 4 s, so by Little's law the
// issue's target of 270 single pushes a second needs some 1,000 slots;
// the 640-payer benchmark stalled at 256 writes a block with 256. inkd
// worker's default follows worker.DefaultConcurrency, and its Redis pool
// follows that.
func TestWorkerDefaultConcurrencyHoldsChainRate(t *testing.T) {
	t.Setenv("WORKER_CONCURRENCY", "")
	t.Setenv("REDIS_POOL_SIZE", "")
	c := parseRedisPoolConfig(t, "worker")
	if c.Worker.Concurrency != worker.DefaultConcurrency || c.Worker.Concurrency < 270*35/10 {
		t.Fatalf("worker concurrency %d (worker.DefaultConcurrency %d), want the package default and at least %d", c.Worker.Concurrency, worker.DefaultConcurrency, 270*35/10)
	}
	if p := c.redisPool(); p <= c.Worker.Concurrency {
		t.Fatalf("Redis pool %d for %d tasks", p, c.Worker.Concurrency)
	}
}
