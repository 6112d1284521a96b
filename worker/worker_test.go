package worker

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/inkd/inkd/chain/rpcpool"
	"github.com/inkd/inkd/worker/settle"
)

// Deliveries of a job whose transaction is unresolved, or that found every
// chain provider known down, are spaced by a fixed delay and never counted
// as failures; other errors back off from one second and count.
func TestRetryDelay(t *testing.T) {
	boom := errors.New("boom")
	for _, tc := range []struct {
		name    string
		retried int
		err     error
		want    time.Duration
		failure bool
	}{
		{"first retry", 0, boom, time.Second, true},
		{"third retry", 2, boom, 4 * time.Second, true},
		{"capped", 20, boom, time.Minute, true},
		{"waiting for its block", 0, fmt.Errorf("%w: deadline", settle.ErrRetryLater), time.Second, false},
		{"transaction unresolved", 0, fmt.Errorf("%w: %w", settle.ErrTxUnresolved, boom), txRetryDelay, false},
		{"transaction unresolved, late", 20, fmt.Errorf("%w: %w", settle.ErrTxUnresolved, boom), txRetryDelay, false},
		{"every provider known down", 0, fmt.Errorf("%w: %w", settle.ErrRetryLater, fmt.Errorf("preflight: %w; %w", rpcpool.ErrKnownDown, boom)), chainDownRetryDelay, false},
		{"every provider known down, late", 20, fmt.Errorf("%w: %w", settle.ErrRetryLater, fmt.Errorf("%w; %w", rpcpool.ErrKnownDown, boom)), chainDownRetryDelay, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := retryDelay(tc.retried, tc.err, nil); got != tc.want {
				t.Errorf("retryDelay = %v, want %v", got, tc.want)
			}
			if got := isFailure(tc.err); got != tc.failure {
				t.Errorf("counted as a failure = %v, want %v", got, tc.failure)
			}
		})
	}
}
