package testutil

import (
	"context"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// Each call is a Redis of its own, under -short (miniredis) as under
// `make test` (redis-server).
func TestRedisURLServesAndIsolates(t *testing.T) {
	a := RedisClient(t)
	b := RedisClient(t)
	ctx := context.Background()
	if err := a.Set(ctx, "k", "a", 0).Err(); err != nil {
		t.Fatalf("set: %v", err)
	}
	if n, err := b.Exists(ctx, "k").Result(); err != nil || n != 0 {
		t.Fatalf("second server sees the first one's key: n=%d err=%v", n, err)
	}
}

// The real server runs with noeviction, as production must.
func TestRealRedisRunsWithoutEviction(t *testing.T) {
	a := RealRedisClient(t, "CONFIG GET")
	policy, err := a.ConfigGet(context.Background(), "maxmemory-policy").Result()
	if err != nil || policy["maxmemory-policy"] != "noeviction" {
		t.Fatalf("maxmemory-policy = %v (err %v), want noeviction", policy, err)
	}
}

// Under -short a key's TTL runs out with the wall clock, as on a real
// server: leases and holds lapse.
func TestRedisKeysExpire(t *testing.T) {
	c := RedisClient(t)
	ctx := context.Background()
	if err := c.Set(ctx, "lease", "holder", 200*time.Millisecond).Err(); err != nil {
		t.Fatalf("set: %v", err)
	}
	deadline := time.Now().Add(WaitBound)
	for c.Exists(ctx, "lease").Val() != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("a key with a 200 ms TTL still exists after %s", WaitBound)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// A server killed with SIGKILL and restarted keeps every acknowledged write,
// expiry included, with the append-only file, and nothing without it.
func TestRedisRestart(t *testing.T) {
	tests := []struct {
		name     string
		aof      bool
		wantKept bool
	}{
		{"append-only file", true, true},
		{"no persistence", false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			s := StartRedis(t, RedisOptions{AppendOnly: tc.aof})
			opt, err := redis.ParseURL(s.URL())
			if err != nil {
				t.Fatal(err)
			}
			c := redis.NewClient(opt)
			defer c.Close()
			if err := c.Set(ctx, "lease", "holder", time.Hour).Err(); err != nil {
				t.Fatalf("set: %v", err)
			}
			s.Restart()
			ttl, err := c.PTTL(ctx, "lease").Result()
			if err != nil {
				t.Fatalf("pttl after restart: %v", err)
			}
			if kept := ttl > 59*time.Minute; kept != tc.wantKept {
				t.Errorf("after restart the key's TTL is %v; kept = %v, want %v", ttl, kept, tc.wantKept)
			}
		})
	}
}
