package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/internal/testutil"
)

func clients(t *testing.T) map[string]redis.UniversalClient {
	mr := miniredis.RunT(t)
	mini := redis.NewClient(&redis.Options{Addr: mr.Addr()})
	t.Cleanup(func() { mini.Close() })
	if testing.Short() { // RedisClient would be a second miniredis
		return map[string]redis.UniversalClient{"miniredis": mini}
	}
	return map[string]redis.UniversalClient{"miniredis": mini, "redis-server": testutil.RedisClient(t)}
}

// Waiters registered before an outcome is published receive it through the
// subscription, promptly: the safety poll is off, so a lost notification
// would leave the wait to run into its deadline. "announced only" publishes
// on the channel without storing the outcome, so the notification is the
// only way it can arrive.
func TestWaiterReceivesPublishedOutcome(t *testing.T) {
	// Generous for a loaded 2-core machine; the waits themselves give up
	// after 10 s, so a lost notification fails the test instead of hanging.
	const bound = 2 * time.Second
	for name, rdb := range clients(t) {
		for _, mode := range []string{"stored and announced", "announced only"} {
			t.Run(name+"/"+mode, func(t *testing.T) {
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				defer cancel()
				store := NewStore(rdb, "t:"+mode+":")
				w := NewWaiter(store, testutil.Logger(t), WithSafetyPoll(0))
				var wg sync.WaitGroup
				if err := w.Start(ctx, &wg); err != nil {
					t.Fatal(err)
				}
				defer func() { w.Shutdown(); testutil.Wait(t, &wg, "the waiter's shutdown") }()

				const n = 50
				want := make([]Outcome, n)
				got := make([]*Outcome, n)
				gotAt := make([]time.Time, n)
				var waiting sync.WaitGroup
				for i := range n {
					want[i] = Outcome{JobID: fmt.Sprintf("job-%02d", i), State: StateSucceeded, Result: json.RawMessage(`{"i":"x"}`)}
					waiting.Add(1)
					go func() {
						defer waiting.Done()
						o, err := w.Await(ctx, want[i].JobID)
						gotAt[i] = time.Now()
						if err != nil {
							t.Errorf("await %s: %v", want[i].JobID, err)
							return
						}
						got[i] = o
					}()
				}
				waitRegistered(t, w, n)
				sentAt := make([]time.Time, n)
				for i := range n {
					sentAt[i] = time.Now()
					if mode == "announced only" {
						b, _ := json.Marshal(want[i])
						if err := rdb.Publish(ctx, store.channel(want[i].JobID), b).Err(); err != nil {
							t.Fatal(err)
						}
						continue
					}
					if err := store.Publish(ctx, want[i]); err != nil {
						t.Fatal(err)
					}
				}
				testutil.Wait(t, &waiting, "the waiters")
				for i := range n {
					if got[i] == nil {
						continue
					}
					if diff := cmp.Diff(want[i], *got[i]); diff != "" {
						t.Errorf("outcome %d (-want +got):\n%s", i, diff)
					}
					if d := gotAt[i].Sub(sentAt[i]); d > bound {
						t.Errorf("outcome %d arrived %v after it was published, want within %v", i, d, bound)
					}
				}
			})
		}
	}
}

// waitRegistered waits until n calls of Await are registered with w.
func waitRegistered(t *testing.T, w *Waiter, n int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		w.mu.Lock()
		have := 0
		for _, cs := range w.waiters {
			have += len(cs)
		}
		w.mu.Unlock()
		if have == n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d waiters registered after 10s", have, n)
		}
		time.Sleep(time.Millisecond)
	}
}

func TestAwaitFindsOutcomePublishedBeforehand(t *testing.T) {
	for name, rdb := range clients(t) {
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			store := NewStore(rdb, "")
			o := Outcome{JobID: "done-early", State: StateFailed, Failure: &Failure{Code: "tx_failed", Message: "NameTaken()"}}
			if err := store.Publish(ctx, o); err != nil {
				t.Fatal(err)
			}
			w := NewWaiter(store, testutil.Logger(t))
			var wg sync.WaitGroup
			if err := w.Start(ctx, &wg); err != nil {
				t.Fatal(err)
			}
			defer func() { w.Shutdown(); testutil.Wait(t, &wg, "the waiter's shutdown") }()
			got, err := w.Await(ctx, "done-early")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(o, *got); diff != "" {
				t.Fatalf("(-want +got):\n%s", diff)
			}
		})
	}
}

// A duplicate delivery of a finished task must not replace its outcome.
func TestPublishKeepsFirstOutcome(t *testing.T) {
	ctx := context.Background()
	store := NewStore(testutil.RedisClient(t), "")
	first := Outcome{JobID: "j", State: StateSucceeded, Result: json.RawMessage(`{"txHash":"0x1"}`)}
	second := Outcome{JobID: "j", State: StateFailed, Failure: &Failure{Code: "tx_failed", Message: "x"}}
	if err := store.Publish(ctx, first); err != nil {
		t.Fatal(err)
	}
	if err := store.Publish(ctx, second); err != nil {
		t.Fatal(err)
	}
	got, err := store.Get(ctx, "j")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(first, *got); diff != "" {
		t.Fatalf("(-want +got):\n%s", diff)
	}
	if _, err := store.Get(ctx, "missing"); err != ErrNotFound {
		t.Fatalf("Get(missing) = %v, want ErrNotFound", err)
	}
}

func TestAwaitHonoursContext(t *testing.T) {
	store := NewStore(testutil.RedisClient(t), "")
	w := NewWaiter(store, testutil.Logger(t))
	var wg sync.WaitGroup
	if err := w.Start(context.Background(), &wg); err != nil {
		t.Fatal(err)
	}
	defer func() { w.Shutdown(); testutil.Wait(t, &wg, "the waiter's shutdown") }()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := w.Await(ctx, "never"); !errors.Is(err, context.Canceled) {
		t.Fatalf("Await = %v, want context.Canceled", err)
	}
}
