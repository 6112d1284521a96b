package stage_test

import (
	"bytes"
	"context"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/storage/stage"
)

// removals is a logrus hook that passes on the count of every
// "expired staged items removed" line.
type removals chan int

func (removals) Levels() []logrus.Level { return logrus.AllLevels }

func (r removals) Fire(e *logrus.Entry) error {
	if n, ok := e.Data["removed"].(int); ok {
		r <- n
	}
	return nil
}

// A running Pruner removes the expired items of a directory stager on its
// own, and stops at Shutdown; DirOf finds the directory under a staging
// budget.
func TestPrunerRemovesExpiredItems(t *testing.T) {
	clk := &clock{t: time.Now()}
	dir := t.TempDir()
	ds, err := stage.NewDir(stage.DirConfig{Dir: dir, TTL: time.Hour}, clk.now)
	if err != nil {
		t.Fatal(err)
	}
	budget, err := stage.NewBudget(ds, testutil.RedisClient(t), stage.BudgetConfig{MaxBytes: 1 << 20, TTL: time.Hour}, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, ok := stage.DirOf(budget)
	if !ok || got != ds {
		t.Fatalf("DirOf(budget over a Dir) = %v, %v; want the Dir", got, ok)
	}
	if err := ds.Put(context.Background(), id("expiring"), bytes.NewReader([]byte("abc")), 3); err != nil {
		t.Fatal(err)
	}
	clk.add(time.Hour + time.Second)

	removed := make(removals, 1)
	logger := logrus.New()
	logger.AddHook(removed)
	p := stage.NewPruner(ds, time.Millisecond, logrus.NewEntry(logger))
	var wg sync.WaitGroup
	p.Start(&wg)
	if n := testutil.Recv(t, (<-chan int)(removed), "a prune that removes the expired item"); n != 1 {
		t.Errorf("removed %d items, want 1", n)
	}
	p.Shutdown()
	testutil.Wait(t, &wg, "the pruner's shutdown")
	if entries, err := os.ReadDir(dir); err != nil || len(entries) != 0 {
		t.Errorf("directory holds %d entries after the prune (%v), want none", len(entries), err)
	}
}
