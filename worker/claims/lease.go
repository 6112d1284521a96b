package claims

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"time"

	"github.com/redis/go-redis/v9"
)

// LeaseKey names the worker process that scans the channels. Every worker
// runs a claim loop, but one scan per interval is enough (a claim is sent
// once whoever plans it): without the lease a fleet of n workers reads
// every channel n times an interval.
const LeaseKey = "inkd:claims:scanner"

// leaseIntervals is how many intervals the lease outlives its last scan:
// a worker that died leaves the scans to another within that time (45 s at
// the defaults, well inside the 15-minute withdrawal delay that bounds a
// claim).
const leaseIntervals = 3

// lease is this process's claim on LeaseKey.
type lease struct {
	rdb   redis.UniversalClient
	token string
	ttl   time.Duration
}

// holdScript takes the lease when it is free or this process's, and
// renews it for ARGV[2] ms; 1 when it is held.
var holdScript = redis.NewScript(`
local v = redis.call('GET', KEYS[1])
if v == false or v == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`)

// releaseScript frees the lease when it is this process's.
var releaseScript = redis.NewScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`)

// newLease is a lease named for this process (host, pid and a random
// part, so that two loops of one process hold it apart), lasting ttl past
// each hold.
func newLease(rdb redis.UniversalClient, ttl time.Duration) *lease {
	host, _ := os.Hostname()
	var b [4]byte
	_, _ = rand.Read(b[:])
	return &lease{rdb: rdb, token: fmt.Sprintf("%s:%d:%s", host, os.Getpid(), hex.EncodeToString(b[:])), ttl: ttl}
}

// hold takes or renews the lease: true when this process scans now.
func (l *lease) hold(ctx context.Context) (bool, error) {
	n, err := holdScript.Run(ctx, l.rdb, []string{LeaseKey}, l.token, l.ttl.Milliseconds()).Int()
	if err != nil {
		return false, fmt.Errorf("claims: the scan lease: %w", err)
	}
	return n == 1, nil
}

// release frees the lease when this process holds it, so that another
// takes the scans over at its next interval rather than after the ttl.
func (l *lease) release(ctx context.Context) error {
	return releaseScript.Run(ctx, l.rdb, []string{LeaseKey}, l.token).Err()
}

// WithLease makes the Loop scan only while it holds the fleet's lease in
// rdb (LeaseKey): one worker of the fleet reads the channels, another
// takes over within leaseIntervals intervals of its last scan.
func WithLease(rdb redis.UniversalClient) Option {
	return func(l *Loop) { l.lease = newLease(rdb, leaseIntervals*l.cfg.Interval) }
}
