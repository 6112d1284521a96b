package testutil

import (
	"context"
	"testing"
)

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
	policy, err := a.ConfigGet(ctx, "maxmemory-policy").Result()
	if err != nil || policy["maxmemory-policy"] != "noeviction" {
		t.Fatalf("maxmemory-policy = %v (err %v), want noeviction", policy, err)
	}
}
