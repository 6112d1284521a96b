package pending

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/internal/testutil"
)

// A reservation lapses with its authorization, and only its holder's
// Release ends it earlier.
func TestClaimLapses(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	c, err := New(testutil.RedisClient(t), "", func() time.Time { return now })
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	key := []Key{Name("n")}
	if got, err := c.Claim(ctx, key, "pay_a", now.Add(2*time.Second)); err != nil || got[0].JobID != "" {
		t.Fatalf("claim = %+v, %v", got, err)
	}
	if got, err := c.Claim(ctx, key, "pay_b", now.Add(time.Minute)); err != nil || got[0].JobID != "pay_a" {
		t.Fatalf("second claim = %+v, %v; want held by pay_a", got, err)
	}
	if err := c.Release(ctx, key, "pay_b"); err != nil {
		t.Fatal(err)
	}
	ttl, err := c.rdb.PTTL(ctx, c.redisKeys(key)[0]).Result()
	if err != nil || ttl <= 0 || ttl > 2*time.Second {
		t.Fatalf("reservation ttl %v (%v), want at most 2s, kept after another job's release", ttl, err)
	}
}

// A write's keys are claimed all or none: one key held by another job
// leaves the others free, and the holders are reported by position.
func TestClaimAllOrNone(t *testing.T) {
	c, err := New(testutil.RedisClient(t), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	until := time.Now().Add(time.Minute)
	a, b, x := Tag("7", "a"), Tag("7", "b"), Tag("7", "x")
	if _, err := c.Claim(ctx, []Key{b}, "pay_1", until); err != nil {
		t.Fatal(err)
	}
	got, err := c.Claim(ctx, []Key{a, b, x}, "pay_2", until)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]Holder{{}, {JobID: "pay_1", Label: "b"}, {}}, got); d != "" {
		t.Fatalf("holders (-want +got):\n%s", d)
	}
	held, err := c.Holders(ctx, []Key{a, b, x, Tag("8", "a")})
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]Holder{{}, {JobID: "pay_1", Label: "b"}, {}, {}}, held); d != "" {
		t.Fatalf("after a refused claim (-want +got):\n%s", d)
	}
	if err := c.Release(ctx, []Key{b}, "pay_1"); err != nil {
		t.Fatal(err)
	}
	if got, err := c.Claim(ctx, []Key{a, b, x}, "pay_2", until); err != nil || got[0] != (Holder{}) || got[1] != (Holder{}) || got[2] != (Holder{}) {
		t.Fatalf("claim once free = %+v, %v", got, err)
	}
	held, _ = c.Holders(ctx, []Key{a, b, x})
	for i, h := range held {
		if h.JobID != "pay_2" {
			t.Fatalf("key %d held by %+v, want pay_2", i, h)
		}
	}
}
