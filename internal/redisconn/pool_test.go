package redisconn

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/internal/testutil"
)

// A worker running more tasks at once than the old fixed pool of 256 gets
// a client on which every task can hold a connection at the same moment:
// n commands that block in a real redis-server (BLPOP, as a task waiting
// on Redis would) are all in the server together, none waits for a
// connection of the pool or times out waiting.
func TestRedisPoolHoldsWorkerConcurrency(t *testing.T) {
	const n = 400
	ctx := context.Background()
	url := testutil.StartRedis(t, testutil.RedisOptions{}).URL()
	c := connectWithin(t, url, PoolFor(n))
	admin := redis.NewClient(&redis.Options{Addr: c.Options().Addr})
	t.Cleanup(func() { admin.Close() })

	errs := make(chan error, n)
	for i := range n {
		go func() {
			errs <- c.BLPop(ctx, 2*time.Minute, "q:"+strconv.Itoa(i)).Err()
		}()
	}
	deadline := time.Now().Add(time.Minute)
	blocked := 0
	for blocked < n {
		select {
		case err := <-errs:
			t.Fatalf("a blocking command ended before it was released: %v (pool %s)", err, poolLine(c))
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d commands blocked in Redis after a minute (pool %s)", blocked, n, poolLine(c))
		}
		blocked = blockedClients(t, admin)
		time.Sleep(20 * time.Millisecond) // polling interval, not synchronisation
	}
	for i := range n {
		if err := admin.RPush(ctx, "q:"+strconv.Itoa(i), "x").Err(); err != nil {
			t.Fatal(err)
		}
	}
	for range n {
		if err := <-errs; err != nil {
			t.Fatalf("released command: %v", err)
		}
	}
	if st := c.PoolStats(); st.Timeouts != 0 || st.WaitCount != 0 {
		t.Fatalf("the pool made commands wait: %s", poolLine(c))
	}
}

func blockedClients(t *testing.T, admin *redis.Client) int {
	t.Helper()
	info, err := admin.Info(context.Background(), "clients").Result()
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(info, "\n") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), "blocked_clients:"); ok {
			n, err := strconv.Atoi(v)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
	}
	t.Fatal("INFO clients has no blocked_clients")
	return 0
}

func poolLine(c *redis.Client) string {
	st := c.PoolStats()
	return fmt.Sprintf("size %d, open %d, waits %d, timeouts %d", c.Options().PoolSize, st.TotalConns, st.WaitCount, st.Timeouts)
}
