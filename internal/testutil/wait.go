package testutil

import (
	"context"
	"runtime"
	"sync"
	"testing"
	"time"
)

// WaitBound is how long Wait, Recv and Context let a test wait for work it
// started before failing it: generous for a loaded two-core machine, far
// below the package timeout, so a test whose work never ends fails with
// what it waited for instead of hanging until `go test` kills the binary.
const WaitBound = 2 * time.Minute

// Wait waits for wg, failing the test (with every goroutine's stack) when
// it has not finished within WaitBound, or before the test binary's own
// deadline (-timeout) if that comes first. what names the work waited for.
// Call it from the test's goroutine (or a cleanup).
func Wait(tb testing.TB, wg *sync.WaitGroup, what string) {
	tb.Helper()
	WaitWithin(tb, wg, WaitBound, what)
}

// WaitWithin is Wait with the bound d instead of WaitBound, for work that
// runs for a set time (a load of d, an outage) before it can end.
func WaitWithin(tb testing.TB, wg *sync.WaitGroup, d time.Duration, what string) {
	tb.Helper()
	done := make(chan struct{})
	go func() {
		wg.Wait()
		close(done)
	}()
	recv(tb, done, d, what)
}

// Recv receives one value from ch under the bound of Wait, failing the
// test when none comes; a closed channel yields its zero value.
func Recv[T any](tb testing.TB, ch <-chan T, what string) T {
	tb.Helper()
	return recv(tb, ch, WaitBound, what)
}

// recv receives from ch within d, or before the test binary's deadline.
func recv[T any](tb testing.TB, ch <-chan T, d time.Duration, what string) T {
	tb.Helper()
	bound := waitBound(tb, d)
	timer := time.NewTimer(bound)
	defer timer.Stop()
	select {
	case v := <-ch:
		return v
	case <-timer.C:
		tb.Fatalf("%s: not done within %s\n%s", what, bound.Round(time.Second), stacks())
		var zero T
		return zero
	}
}

// Context returns a context that ends after the bound of Wait, cancelled
// at cleanup: a test passes it to calls that wait (a handler following its
// transaction, a poll) so that they return instead of blocking for ever.
func Context(tb testing.TB) context.Context {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), waitBound(tb, WaitBound))
	tb.Cleanup(cancel)
	return ctx
}

// waitBound is d, shortened to end 10 s before the test binary's deadline
// when that is nearer, so the failure is the test's own.
func waitBound(tb testing.TB, d time.Duration) time.Duration {
	if t, ok := tb.(interface{ Deadline() (time.Time, bool) }); ok {
		if end, ok := t.Deadline(); ok {
			d = min(d, max(time.Until(end)-10*time.Second, time.Second))
		}
	}
	return d
}

// stacks is every goroutine's stack, cut at 64 KiB: what the hang is.
func stacks() string {
	buf := make([]byte, 64<<10)
	return string(buf[:runtime.Stack(buf, true)])
}

// Until polls cond every 10 ms until it holds, failing the test when it
// does not within d (or before the test binary's own deadline, if that
// comes first). what names the state waited for. For state seen only by
// polling (a job's outcome in Redis, a chain's head); work a test started
// itself is waited for with Wait or Recv.
func Until(tb testing.TB, d time.Duration, what string, cond func() bool) {
	tb.Helper()
	bound := waitBound(tb, d)
	deadline := time.Now().Add(bound)
	for !cond() {
		if time.Now().After(deadline) {
			tb.Fatalf("timed out after %s waiting until %s", bound.Round(time.Millisecond), what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
