package periodic

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/inkd/inkd/internal/testutil"
)

// TestLoopCallsUntilStopped: fn runs every interval, its errors reach
// onErr, and Stop cancels the call in progress and waits for it.
func TestLoopCallsUntilStopped(t *testing.T) {
	var wg sync.WaitGroup
	var calls, errs atomic.Int32
	blocked := make(chan struct{})
	l := Start(&wg, time.Millisecond, func(ctx context.Context) error {
		if calls.Add(1) == 3 {
			close(blocked)
			<-ctx.Done() // held until Stop cancels it
			return ctx.Err()
		}
		return errors.New("not yet")
	}, func(error) { errs.Add(1) })
	testutil.Recv(t, blocked, "the third call")
	l.Stop()
	wg.Wait()
	if calls.Load() != 3 || errs.Load() != 2 {
		t.Fatalf("%d calls, %d errors reported; want 3 calls and the first two errors (the cancelled one is not reported)", calls.Load(), errs.Load())
	}
	var never *Loop
	never.Stop()
}
