// Package periodic runs a function at a fixed interval in a goroutine of
// its own until it is stopped: the shape of the worker's background loops
// (payouts, claims).
package periodic

import (
	"context"
	"sync"
	"time"
)

// Loop is a running periodic function.
type Loop struct {
	stop context.CancelFunc
	done chan struct{}
}

// Start calls fn every interval (the first call one interval from now) in
// a goroutine added to wg, until Stop; fn's context is cancelled by Stop.
// An error fn returns while the loop still runs is passed to onErr.
func Start(wg *sync.WaitGroup, interval time.Duration, fn func(context.Context) error, onErr func(error)) *Loop {
	ctx, cancel := context.WithCancel(context.Background())
	l := &Loop{stop: cancel, done: make(chan struct{})}
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(l.done)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				if err := fn(ctx); err != nil && ctx.Err() == nil {
					onErr(err)
				}
			}
		}
	}()
	return l
}

// Stop stops the loop and waits for its call in progress to return. A nil
// Loop (never started) stops at once.
func (l *Loop) Stop() {
	if l == nil {
		return
	}
	l.stop()
	<-l.done
}
