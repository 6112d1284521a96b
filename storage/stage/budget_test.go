package stage_test

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/storage/stage"
)

// TestBudgetBoundsStagedBytes reproduces the review's flood in small: with
// nothing to bound staging, eight 10 MiB uploads took Redis from 1 MB to
// 101 MB for a day. A Budget over the stager counts the bytes staged, in
// Redis (shared by every API and worker process), and refuses a Put that
// would pass MaxBytes with a *FullError, staging nothing; a Delete (the
// worker stored the item) gives its bytes back; staging an item again
// counts it once; an item's bytes leave the count once its TTL has
// passed (at most TTL/24 later).
func TestBudgetBoundsStagedBytes(t *testing.T) {
	ctx := context.Background()
	rdb := testutil.RedisClient(t)
	clk := &clock{t: time.Unix(1_800_000_000, 0)}
	inner, err := stage.NewRedis(rdb, stage.RedisConfig{ChunkSize: testChunk, TTL: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	// Two budgets, as an API and a worker process would hold.
	api, err := stage.NewBudget(inner, rdb, stage.BudgetConfig{MaxBytes: 3000, TTL: time.Hour}, clk.now)
	if err != nil {
		t.Fatal(err)
	}
	worker, err := stage.NewBudget(inner, rdb, stage.BudgetConfig{MaxBytes: 3000, TTL: time.Hour}, clk.now)
	if err != nil {
		t.Fatal(err)
	}
	put := func(name string) error {
		return api.Put(ctx, id(name), bytes.NewReader(make([]byte, 1200)), 1200)
	}
	staged := func(name string) bool {
		s, err := inner.Open(ctx, id(name))
		if err == nil {
			s.Close()
		}
		return err == nil
	}

	for _, name := range []string{"a", "b", "a"} { // a again: counted once
		if err := put(name); err != nil {
			t.Fatalf("put %s: %v", name, err)
		}
	}
	err = put("c")
	var full *stage.FullError
	if !errors.As(err, &full) || full.Staged != 2400 || full.Max != 3000 {
		t.Fatalf("put past the budget = %v, want a FullError at 2400 of 3000 bytes", err)
	}
	if staged("c") {
		t.Fatal("a refused item was staged")
	}
	if n, err := api.StagedBytes(ctx); err != nil || n != 2400 {
		t.Fatalf("staged bytes = %d, %v; want 2400", n, err)
	}

	if err := worker.Delete(ctx, id("a")); err != nil {
		t.Fatal(err)
	}
	if err := worker.Delete(ctx, id("a")); err != nil { // a second delete gives nothing back
		t.Fatal(err)
	}
	if err := put("c"); err != nil {
		t.Fatalf("put after a delete: %v", err)
	}
	if n, _ := api.StagedBytes(ctx); n != 2400 {
		t.Fatalf("staged bytes after delete and put = %d, want 2400", n)
	}

	// b and c expired with their TTL; the count forgets them at most one
	// bucket (TTL/24) later.
	clk.add(time.Hour + time.Hour/24)
	if n, _ := api.StagedBytes(ctx); n != 0 {
		t.Fatalf("staged bytes after the TTL = %d, want 0", n)
	}
	if err := put("d"); err != nil {
		t.Fatalf("put after the TTL: %v", err)
	}
}
