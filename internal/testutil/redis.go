package testutil

import (
	"bufio"
	"cmp"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// RedisServerBinary is the executable RedisURL starts. `make test` installs it
// (Debian package redis-server) when it is missing.
const RedisServerBinary = "redis-server"

// RedisURL returns the URL (database 0) of a Redis of the calling test's
// own, emptied and closed at cleanup: under `make test` a real
// redis-server on 127.0.0.1 (see StartRedis); under -short (`make
// test-short`, the inner loop on Go alone) an embedded miniredis whose
// clock follows the wall clock (MiniRedis), so the tests of the money path
// run there instead of skipping. A test that needs what only the real
// server does (a kill or a restart, the append-only file, eviction, a
// command miniredis lacks) calls RealRedisClient or StartRedis, which skip
// under -short and name why.
func RedisURL(tb testing.TB) string {
	tb.Helper()
	if testing.Short() {
		return "redis://" + MiniRedis(tb).Addr() + "/0"
	}
	return StartRedis(tb, RedisOptions{}).URL()
}

// RedisClient returns a go-redis client for a fresh Redis of the calling
// test (see RedisURL), closed at cleanup.
func RedisClient(tb testing.TB) *redis.Client {
	tb.Helper()
	return clientFor(tb, RedisURL(tb))
}

// RealRedisURL is the URL (database 0) of a fresh real redis-server (see
// StartRedis), stopped at cleanup. Under -short the test is skipped: why
// says what it needs that miniredis does not have.
func RealRedisURL(tb testing.TB, why string) string {
	tb.Helper()
	SkipIfShort(tb, RedisServerBinary+" ("+why+")")
	return StartRedis(tb, RedisOptions{}).URL()
}

// RealRedisClient returns a go-redis client for a fresh real redis-server
// (see StartRedis), closed at cleanup. Under -short the test is skipped:
// why says what it needs that miniredis does not have.
func RealRedisClient(tb testing.TB, why string) *redis.Client {
	tb.Helper()
	return clientFor(tb, RealRedisURL(tb, why))
}

// clientFor is a go-redis client for url, closed at cleanup.
func clientFor(tb testing.TB, url string) *redis.Client {
	tb.Helper()
	opt, err := redis.ParseURL(url)
	if err != nil {
		tb.Fatalf("parse redis url: %v", err)
	}
	c := redis.NewClient(opt)
	tb.Cleanup(func() { _ = c.Close() })
	return c
}

// RedisOptions configures StartRedis. The zero value is RedisURL's server.
type RedisOptions struct {
	// AppendOnly turns the append-only file on with appendfsync always, as
	// docs/operating.md asks of production: Redis writes every command to disk
	// before it answers, so a server killed with SIGKILL and started again
	// (RedisServer.Restart) still holds every write it acknowledged,
	// expiry times included.
	AppendOnly bool
	// MaxMemoryPolicy is the server's maxmemory-policy. Empty means
	// noeviction, as production must run.
	MaxMemoryPolicy string
}

// RedisServer is a real redis-server run for one test on 127.0.0.1 (see
// StartRedis). Its methods are safe for concurrent use.
type RedisServer struct {
	tb   testing.TB
	bin  string
	opts RedisOptions
	port int
	dir  string

	mu  sync.Mutex
	run *redisProcess // nil while killed
}

// redisProcess is one run of redis-server.
type redisProcess struct {
	cmd  *exec.Cmd
	done chan error // receives Wait's result
}

// StartRedis starts a redis-server of its own for the calling test (as
// RedisURL does) with opts, killed and its directory removed at cleanup.
// Under -short the test is skipped.
func StartRedis(tb testing.TB, opts RedisOptions) *RedisServer {
	tb.Helper()
	SkipIfShort(tb, RedisServerBinary)
	bin, err := exec.LookPath(RedisServerBinary)
	if err != nil {
		tb.Fatalf("%s not found: run `make test` (it installs the Debian package) or `apt-get install -y redis-server`", RedisServerBinary)
	}
	s := &RedisServer{tb: tb, bin: bin, opts: opts, dir: tb.TempDir()}
	tb.Cleanup(s.Kill)
	var lastErr error
	for range 5 { // a free port can be taken before redis-server binds it
		if s.port, err = freePort(); err != nil {
			tb.Fatalf("free port: %v", err)
		}
		if lastErr = s.start(); lastErr == nil {
			return s
		}
	}
	tb.Fatalf("start redis-server: %v", lastErr)
	return nil
}

// URL is the server's redis:// URL (database 0); it stays the same across
// Restart.
func (s *RedisServer) URL() string { return fmt.Sprintf("redis://127.0.0.1:%d/0", s.port) }

// Client returns a go-redis client for the server, closed at cleanup. It
// keeps working across Restart (go-redis dials again).
func (s *RedisServer) Client() *redis.Client {
	s.tb.Helper()
	return clientFor(s.tb, s.URL())
}

// Kill stops the server with SIGKILL, as a crash would, and waits for it to
// exit. Killing a killed server does nothing.
func (s *RedisServer) Kill() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.run == nil {
		return
	}
	_ = s.run.cmd.Process.Kill()
	<-s.run.done
	s.run = nil
}

// Restart kills the server (SIGKILL) and starts it again on the same port
// and directory: with RedisOptions.AppendOnly it loads its append-only
// file, without it comes back empty. It fails the test when the server does
// not come back within its start-up bound.
func (s *RedisServer) Restart() {
	s.tb.Helper()
	s.Kill()
	var err error
	for range 5 { // the port is ours, but give a slow kernel a moment
		if err = s.start(); err == nil {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	s.tb.Fatalf("restart redis-server on port %d: %v", s.port, err)
}

// start runs redis-server on s.port and s.dir and waits until it answers.
func (s *RedisServer) start() error {
	args := []string{
		"--bind", "127.0.0.1",
		"--port", fmt.Sprint(s.port),
		"--save", "",
		"--dir", s.dir,
		"--maxmemory-policy", cmp.Or(s.opts.MaxMemoryPolicy, "noeviction"),
		"--databases", "16",
		"--protected-mode", "yes",
		"--logfile", filepath.Join(s.dir, "redis.log"),
	}
	if s.opts.AppendOnly {
		args = append(args, "--appendonly", "yes", "--appendfsync", "always")
	} else {
		args = append(args, "--appendonly", "no")
	}
	cmd := exec.Command(s.bin, args...)
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("exec %s: %w", s.bin, err)
	}
	p := &redisProcess{cmd: cmd, done: make(chan error, 1)}
	go func() { p.done <- cmd.Wait() }()
	addr := fmt.Sprintf("127.0.0.1:%d", s.port)
	deadline := time.Now().Add(10 * time.Second)
	for {
		select {
		case err := <-p.done:
			return fmt.Errorf("redis-server exited: %v: %s", err, tail(filepath.Join(s.dir, "redis.log")))
		default:
		}
		if ping(addr) == nil {
			break
		}
		if time.Now().After(deadline) {
			_ = cmd.Process.Kill()
			<-p.done
			return fmt.Errorf("redis-server on %s not ready after 10s: %s", addr, tail(filepath.Join(s.dir, "redis.log")))
		}
		time.Sleep(10 * time.Millisecond)
	}
	s.mu.Lock()
	s.run = p
	s.mu.Unlock()
	return nil
}

func ping(addr string) error {
	c := redis.NewClient(&redis.Options{Addr: addr, MaxRetries: -1, DialTimeout: time.Second})
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	return c.Ping(ctx).Err()
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func tail(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	var lines []string
	s := bufio.NewScanner(f)
	for s.Scan() {
		lines = append(lines, s.Text())
		if len(lines) > 5 {
			lines = lines[1:]
		}
	}
	return strings.Join(lines, " | ")
}
