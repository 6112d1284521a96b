package worker

import (
	"context"
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/internal/testutil"
)

// BenchmarkWaitingTasks measures what a task costs the worker while it
// only waits (as a paid write waits for its batch's receipt): an asynq
// server with Concurrency n runs n tasks that block on a channel, and
// over a 10 s window the benchmark reports the heap and stacks they hold,
// the process's CPU time and the Redis commands asynq sends meanwhile
// (lease extension, heartbeats), each per waiting task. It decides
// whether worker.DefaultConcurrency can grow.
//
//	go test -run '^$' -bench WaitingTasks -benchtime 1x ./worker/
func BenchmarkWaitingTasks(b *testing.B) {
	for _, n := range []int{256, 1024} {
		b.Run(fmt.Sprintf("tasks=%d", n), func(b *testing.B) { benchWaiting(b, n) })
	}
}

func benchWaiting(b *testing.B, n int) {
	opt, err := redis.ParseURL(testutil.StartRedis(b, testutil.RedisOptions{}).URL())
	if err != nil {
		b.Fatal(err)
	}
	opt.PoolSize = n + 64
	rdb := redis.NewClient(opt)
	b.Cleanup(func() { rdb.Close() })
	admin := redis.NewClient(&redis.Options{Addr: opt.Addr})
	b.Cleanup(func() { admin.Close() })

	release := make(chan struct{})
	var running atomic.Int64
	srv := asynq.NewServerFromRedisClient(rdb, asynq.Config{Concurrency: n, TaskCheckInterval: DefaultTaskCheckInterval, LogLevel: asynq.ErrorLevel})
	mux := asynq.NewServeMux()
	mux.HandleFunc("wait", func(ctx context.Context, _ *asynq.Task) error {
		running.Add(1)
		select {
		case <-release:
		case <-ctx.Done():
		}
		return nil
	})
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	if err := srv.Start(mux); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(srv.Shutdown)
	cl := asynq.NewClientFromRedisClient(rdb)
	for i := range n {
		if _, err := cl.Enqueue(asynq.NewTask("wait", []byte(strconv.Itoa(i))), asynq.Timeout(time.Hour)); err != nil {
			b.Fatal(err)
		}
	}
	deadline := time.Now().Add(2 * time.Minute)
	for running.Load() < int64(n) {
		if time.Now().After(deadline) {
			b.Fatalf("%d of %d tasks running after 2 minutes", running.Load(), n)
		}
		time.Sleep(20 * time.Millisecond) // polling interval
	}
	const window = 10 * time.Second
	cmds0 := commandsProcessed(b, admin)
	cpu0 := processCPU()
	time.Sleep(window) // the measured window, not synchronisation
	cpu := processCPU() - cpu0
	cmds := commandsProcessed(b, admin) - cmds0
	runtime.GC()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	held := int64(after.HeapInuse+after.StackInuse) - int64(before.HeapInuse+before.StackInuse)
	close(release)
	fmt.Printf("waiting tasks %d: heap+stacks %d KiB (%.1f KiB a task), goroutines %d, CPU %s in %s (%.1f µs/s a task), Redis %d commands (%.3f/s a task)\n",
		n, held/1024, float64(held)/1024/float64(n), runtime.NumGoroutine(), cpu.Round(time.Millisecond), window,
		float64(cpu.Microseconds())/window.Seconds()/float64(n), cmds, float64(cmds)/window.Seconds()/float64(n))
}

func commandsProcessed(b *testing.B, admin *redis.Client) int64 {
	info, err := admin.Info(context.Background(), "stats").Result()
	if err != nil {
		b.Fatal(err)
	}
	for _, line := range strings.Split(info, "\n") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), "total_commands_processed:"); ok {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				b.Fatal(err)
			}
			return n
		}
	}
	b.Fatal("INFO stats has no total_commands_processed")
	return 0
}

func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
