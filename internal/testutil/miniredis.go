package testutil

import (
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
)

// miniClockTick is how often MiniRedis moves its server's clock.
const miniClockTick = 50 * time.Millisecond

// MiniRedis starts an embedded miniredis for the calling test, closed at
// cleanup. miniredis expires keys only when its clock is advanced: a
// goroutine advances it with the wall clock every 50 ms (as `inkd dev`
// does with its embedded Redis), so leases, holds and locks lapse as on a
// real server, give or take a tick. A test that steps time itself uses
// miniredis.RunT and FastForward instead.
func MiniRedis(tb testing.TB) *miniredis.Miniredis {
	tb.Helper()
	mr := miniredis.RunT(tb)
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(miniClockTick)
		defer t.Stop()
		last := time.Now()
		for {
			select {
			case <-stop:
				return
			case now := <-t.C:
				mr.FastForward(now.Sub(last))
				last = now
			}
		}
	}()
	// Registered after RunT's: cleanups run last first, so the clock
	// stops before the server closes.
	tb.Cleanup(func() {
		close(stop)
		<-done
	})
	return mr
}
