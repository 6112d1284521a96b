package redisconn

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/internal/testutil"
)

// redisProc runs redis-server with args (a sentinel with --sentinel) on a
// free loopback port for one test, killed at cleanup, and returns its
// port once it answers PING.
func redisProc(t *testing.T, conf string, args ...string) int {
	t.Helper()
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		t.Skip("redis-server not installed")
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	dir := t.TempDir()
	var full []string
	if conf != "" {
		path := filepath.Join(dir, "redis.conf")
		if err := os.WriteFile(path, []byte(conf), 0o600); err != nil {
			t.Fatal(err)
		}
		full = append(full, path)
	}
	full = append(full, "--bind", "127.0.0.1", "--port", strconv.Itoa(port), "--dir", dir, "--save", "", "--logfile", filepath.Join(dir, "log"))
	cmd := exec.Command(bin, append(full, args...)...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	c := redis.NewClient(&redis.Options{Addr: fmt.Sprintf("127.0.0.1:%d", port), MaxRetries: -1})
	defer c.Close()
	deadline := time.Now().Add(20 * time.Second)
	for c.Ping(context.Background()).Err() != nil {
		if time.Now().After(deadline) {
			log, _ := os.ReadFile(filepath.Join(dir, "log"))
			t.Fatalf("redis-server %v not answering after 20 s: %s", args, log)
		}
		time.Sleep(20 * time.Millisecond) // poll interval
	}
	return port
}

// TestSentinelURL: a REDIS_URL in go-redis's failover form reaches the
// primary a real redis-sentinel monitors: Connect, the eviction-policy
// and cluster checks and asynq all work through it, and what is written lands on the primary.
func TestSentinelURL(t *testing.T) {
	testutil.SkipIfShort(t, "starts redis-server and redis-sentinel")
	ctx := context.Background()
	primary := testutil.StartRedis(t, testutil.RedisOptions{})
	pport := strings.TrimSuffix(strings.TrimPrefix(primary.URL(), "redis://127.0.0.1:"), "/0")
	sport := redisProc(t, fmt.Sprintf("sentinel monitor inkd 127.0.0.1 %s 1\nsentinel down-after-milliseconds inkd 5000\n", pport), "--sentinel")

	url := fmt.Sprintf("redis://127.0.0.1:%d/3?master_name=inkd", sport)
	target, err := ParseURL(url)
	if err != nil {
		t.Fatal(err)
	}
	if got := target.String(); got != `primary "inkd" of sentinels 127.0.0.1:`+strconv.Itoa(sport) {
		t.Errorf("String() = %q", got)
	}
	rdb := connectWithin(t, url, MinPoolSize)
	if err := CheckNotCluster(ctx, rdb); err != nil {
		t.Errorf("CheckNotCluster: %v", err)
	}
	if warn, err := CheckEvictionPolicy(ctx, rdb); err != nil || warn != "" {
		t.Errorf("CheckEvictionPolicy = %q, %v", warn, err)
	}
	if err := rdb.Set(ctx, "inkd:test:sentinel", "yes", 0).Err(); err != nil {
		t.Fatal(err)
	}
	info, err := asynq.NewClientFromRedisClient(rdb).Enqueue(asynq.NewTask("test:sentinel", nil), asynq.Queue("writes"))
	if err != nil {
		t.Fatalf("asynq enqueue through the sentinel: %v", err)
	}

	direct := redis.NewClient(&redis.Options{Addr: "127.0.0.1:" + pport, DB: 3})
	defer direct.Close()
	if v, err := direct.Get(ctx, "inkd:test:sentinel").Result(); err != nil || v != "yes" {
		t.Errorf("primary holds %q, %v; want the value written through the sentinel", v, err)
	}
	if _, err := asynq.NewInspectorFromRedisClient(direct).GetTaskInfo("writes", info.ID); err != nil {
		t.Errorf("task enqueued through the sentinel is not on the primary: %v", err)
	}

	for _, bad := range []string{"redis://127.0.0.1:1/0?master_name=", "redis://127.0.0.1:1/0?master_name=x&bogus=1"} {
		if _, err := ParseURL(bad); err == nil || !strings.Contains(err.Error(), "REDIS_URL") {
			t.Errorf("ParseURL(%q) = %v, want an error naming REDIS_URL", bad, err)
		}
	}
}

// TestClusterRefused: a Redis in cluster mode is refused with the reason;
// a single server is not.
func TestClusterRefused(t *testing.T) {
	testutil.SkipIfShort(t, "starts redis-server in cluster mode")
	ctx := context.Background()
	port := redisProc(t, "", "--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf")
	c := redis.NewClient(&redis.Options{Addr: fmt.Sprintf("127.0.0.1:%d", port)})
	defer c.Close()
	var ce *ClusterError
	if err := CheckNotCluster(ctx, c); !errors.As(err, &ce) {
		t.Errorf("CheckNotCluster on a cluster node = %v, want a *ClusterError", err)
	}
	if err := CheckNotCluster(ctx, testutil.RedisClient(t)); err != nil {
		t.Errorf("CheckNotCluster on a single server = %v, want nil", err)
	}
}

// TestSentinelFailover: a client opened from a Sentinel REDIS_URL follows
// a failover: after redis-sentinel promotes the replica, writes through
// the same client land on the new primary, which also holds what was
// written before.
func TestSentinelFailover(t *testing.T) {
	testutil.SkipIfShort(t, "runs a Redis failover (up to ~30 s)")
	ctx := context.Background()
	primary := testutil.StartRedis(t, testutil.RedisOptions{})
	pport := strings.TrimSuffix(strings.TrimPrefix(primary.URL(), "redis://127.0.0.1:"), "/0")
	rport := redisProc(t, "", "--replicaof", "127.0.0.1", pport, "--maxmemory-policy", "noeviction")
	replica := redis.NewClient(&redis.Options{Addr: fmt.Sprintf("127.0.0.1:%d", rport)})
	defer replica.Close()
	testutil.Until(t, 30*time.Second, "replica linked to the primary", func() bool {
		info, err := replica.Info(ctx, "replication").Result()
		return err == nil && strings.Contains(info, "master_link_status:up")
	})
	sport := redisProc(t, fmt.Sprintf("sentinel monitor inkd 127.0.0.1 %s 1\nsentinel down-after-milliseconds inkd 2000\nsentinel failover-timeout inkd 10000\n", pport), "--sentinel")
	sentinel := redis.NewSentinelClient(&redis.Options{Addr: fmt.Sprintf("127.0.0.1:%d", sport)})
	defer sentinel.Close()
	testutil.Until(t, 30*time.Second, "sentinel knows the replica", func() bool {
		rs, err := sentinel.Replicas(ctx, "inkd").Result()
		return err == nil && len(rs) > 0
	})

	rdb := connectWithin(t, fmt.Sprintf("redis://127.0.0.1:%d/0?master_name=inkd", sport), MinPoolSize)
	if err := rdb.Set(ctx, "before", "1", 0).Err(); err != nil {
		t.Fatal(err)
	}
	testutil.Until(t, 30*time.Second, "the write replicated", func() bool { return replica.Get(ctx, "before").Val() == "1" })
	// Sentinel refuses (NOGOODSLAVE) until it has read the replica's own
	// INFO, up to 10 s after learning of it.
	testutil.Until(t, 30*time.Second, "SENTINEL FAILOVER accepted", func() bool { return sentinel.Failover(ctx, "inkd").Err() == nil })
	testutil.Until(t, 60*time.Second, "a write through the sentinel client to land on the promoted replica", func() bool {
		wctx, cancel := context.WithTimeout(ctx, 2*time.Second)
		defer cancel()
		return rdb.Set(wctx, "after", "2", 0).Err() == nil && replica.Get(ctx, "after").Val() == "2"
	})
	if v := replica.Get(ctx, "before").Val(); v != "1" {
		t.Errorf("new primary lost the write made before the failover: %q", v)
	}
}

// connectWithin connects to url with Connect, asking again until Redis
// answers (at most 30 s); the client is closed at cleanup.
func connectWithin(t *testing.T, url string, pool int) *redis.Client {
	t.Helper()
	var c *redis.Client
	testutil.Until(t, 30*time.Second, "redis answering", func() bool {
		var err error
		c, err = Connect(context.Background(), url, pool)
		return err == nil
	})
	t.Cleanup(func() { c.Close() })
	return c
}
