package testutil

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// RedisServerBinary is the executable RedisURL starts. `make test` installs it
// (Debian package redis-server) when it is missing.
const RedisServerBinary = "redis-server"

// RedisURL starts a real redis-server of its own on 127.0.0.1 for the calling
// test and returns its URL (redis://127.0.0.1:PORT/0). The server runs with
// maxmemory-policy noeviction, as production must, and without persistence; it
// is killed and its directory removed at cleanup. A missing binary fails the
// test with the command that installs it: integration tests never skip
// silently. Under -short the test is skipped (see SkipIfShort) before
// redis-server is looked for.
func RedisURL(tb testing.TB) string {
	tb.Helper()
	SkipIfShort(tb, RedisServerBinary)
	bin, err := exec.LookPath(RedisServerBinary)
	if err != nil {
		tb.Fatalf("%s not found: run `make test` (it installs the Debian package) or `apt-get install -y redis-server`", RedisServerBinary)
	}
	var lastErr error
	for attempt := 0; attempt < 5; attempt++ {
		url, err := startRedis(tb, bin)
		if err == nil {
			return url
		}
		lastErr = err
	}
	tb.Fatalf("start redis-server: %v", lastErr)
	return ""
}

// RedisClient returns a go-redis client for a fresh real redis-server (see
// RedisURL), closed at cleanup.
func RedisClient(tb testing.TB) *redis.Client {
	tb.Helper()
	opt, err := redis.ParseURL(RedisURL(tb))
	if err != nil {
		tb.Fatalf("parse redis url: %v", err)
	}
	c := redis.NewClient(opt)
	tb.Cleanup(func() { _ = c.Close() })
	return c
}

func startRedis(tb testing.TB, bin string) (string, error) {
	tb.Helper()
	port, err := freePort()
	if err != nil {
		return "", err
	}
	dir := tb.TempDir()
	args := []string{
		"--bind", "127.0.0.1",
		"--port", fmt.Sprint(port),
		"--save", "",
		"--appendonly", "no",
		"--dir", dir,
		"--maxmemory-policy", "noeviction",
		"--databases", "16",
		"--protected-mode", "yes",
		"--logfile", filepath.Join(dir, "redis.log"),
	}
	cmd := exec.Command(bin, args...)
	if err := cmd.Start(); err != nil {
		return "", fmt.Errorf("exec %s: %w", bin, err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	stop := func() {
		_ = cmd.Process.Kill()
		<-done
	}
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	deadline := time.Now().Add(10 * time.Second)
	for {
		select {
		case err := <-done:
			return "", fmt.Errorf("redis-server exited: %v: %s", err, tail(filepath.Join(dir, "redis.log")))
		default:
		}
		if ping(addr) == nil {
			break
		}
		if time.Now().After(deadline) {
			stop()
			return "", fmt.Errorf("redis-server on %s not ready after 10s: %s", addr, tail(filepath.Join(dir, "redis.log")))
		}
		time.Sleep(10 * time.Millisecond)
	}
	tb.Cleanup(stop)
	return "redis://" + addr + "/0", nil
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
