package redisconn

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/internal/testutil"
)

// The start-up check of serve and worker refuses a Redis that may evict
// keys, passes noeviction, and only warns where the client may not read the
// configuration (managed Redis): each against a real redis-server.
func TestCheckEvictionPolicy(t *testing.T) {
	ctx := context.Background()
	connect := func(t *testing.T, url string) *redis.Client {
		c, err := Connect(ctx, url, MinPoolSize)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		return c
	}
	t.Run("noeviction", func(t *testing.T) {
		c := connect(t, testutil.StartRedis(t, testutil.RedisOptions{}).URL())
		warn, err := CheckEvictionPolicy(ctx, c)
		if err != nil || warn != "" {
			t.Fatalf("CheckEvictionPolicy = %q, %v; want no warning, no error", warn, err)
		}
	})
	t.Run("allkeys-lru", func(t *testing.T) {
		c := connect(t, testutil.StartRedis(t, testutil.RedisOptions{MaxMemoryPolicy: "allkeys-lru"}).URL())
		_, err := CheckEvictionPolicy(ctx, c)
		var pe *EvictionPolicyError
		if !errors.As(err, &pe) || pe.Policy != "allkeys-lru" {
			t.Fatalf("CheckEvictionPolicy err = %v; want an EvictionPolicyError for allkeys-lru", err)
		}
		if msg := err.Error(); !strings.Contains(msg, "maxmemory-policy") || !strings.Contains(msg, "noeviction") {
			t.Fatalf("error %q names neither the setting nor the fix", msg)
		}
	})
	t.Run("CONFIG forbidden", func(t *testing.T) {
		srv := testutil.StartRedis(t, testutil.RedisOptions{MaxMemoryPolicy: "allkeys-lru"})
		admin := connect(t, srv.URL())
		// A managed Redis's application user: everything but CONFIG.
		if err := admin.Do(ctx, "ACL", "SETUSER", "app", "on", ">secret", "~*", "&*", "+@all", "-config").Err(); err != nil {
			t.Fatal(err)
		}
		app := connect(t, strings.Replace(srv.URL(), "redis://", "redis://app:secret@", 1))
		warn, err := CheckEvictionPolicy(ctx, app)
		if err != nil || !strings.Contains(warn, "maxmemory-policy") {
			t.Fatalf("CheckEvictionPolicy = %q, %v; want a warning naming maxmemory-policy and no error", warn, err)
		}
	})
}
