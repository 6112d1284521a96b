package turbo

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/inkd/inkd/storage"
)

// retryPolicy says how often and how patiently a request is retried.
type retryPolicy struct {
	attempts   int
	minBackoff time.Duration
	maxBackoff time.Duration
}

// backoff returns the wait after the given failed attempt (1-based):
// minBackoff doubled attempt-1 times, capped at maxBackoff.
func (p retryPolicy) backoff(attempt int) time.Duration {
	d := p.minBackoff
	for i := 1; i < attempt && d < p.maxBackoff; i++ {
		d *= 2
	}
	return min(d, p.maxBackoff)
}

// retry runs op until it succeeds, fails permanently (storage.ErrPermanent),
// ctx is done, or the attempts are used up, waiting between attempts. It is
// the driver's only retry loop. onRetry is told about each failure that will
// be retried.
func retry(ctx context.Context, p retryPolicy, op func(ctx context.Context) error, onRetry func(attempt int, wait time.Duration, err error)) error {
	for attempt := 1; ; attempt++ {
		err := op(ctx)
		if err == nil || errors.Is(err, storage.ErrPermanent) {
			return err
		}
		if ctxErr := ctx.Err(); ctxErr != nil {
			return fmt.Errorf("%w (last error: %v)", ctxErr, err)
		}
		if attempt >= p.attempts {
			return fmt.Errorf("turbo: giving up after %d attempts: %w", attempt, err)
		}
		wait := p.backoff(attempt)
		onRetry(attempt, wait, err)
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return fmt.Errorf("%w (last error: %v)", ctx.Err(), err)
		case <-t.C:
		}
	}
}
