package contents

import (
	"context"
	"strings"
	"testing"

	"github.com/alicebob/miniredis/v2"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/jobs"
)

// Records read back what was recorded, the size alone of a record from
// before digests were kept, nothing of an unknown or unreadable item, and
// nothing once DefaultTTL has passed.
func TestRecords(t *testing.T) {
	mr := miniredis.RunT(t)
	rdb := redis.NewClient(&redis.Options{Addr: mr.Addr()})
	defer rdb.Close()
	recs := New(rdb)
	ctx := context.Background()
	if c, ok, err := recs.Content(ctx, "unknown"); err != nil || ok || c != (jobs.Content{}) {
		t.Fatalf("unknown item = %+v %v %v", c, ok, err)
	}
	want := jobs.Content{Sha256: strings.Repeat("ab", 32), ContentSize: 52_428_800, ContentType: "application/gzip"}
	if err := recs.RecordContent(ctx, "item", want); err != nil {
		t.Fatal(err)
	}
	if c, ok, err := recs.Content(ctx, "item"); err != nil || !ok || c != want {
		t.Fatalf("recorded item = %+v %v %v, want %+v", c, ok, err, want)
	}
	// A record written before digests were kept: the size alone.
	if err := rdb.Set(ctx, KeyPrefix+"old", "1234", 0).Err(); err != nil {
		t.Fatal(err)
	}
	if c, ok, err := recs.Content(ctx, "old"); err != nil || !ok || c != (jobs.Content{ContentSize: 1234}) {
		t.Fatalf("old record = %+v %v %v, want its size", c, ok, err)
	}
	if err := rdb.Set(ctx, KeyPrefix+"junk", "{not json", 0).Err(); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := recs.Content(ctx, "junk"); err != nil || ok {
		t.Fatalf("unreadable record = %v %v, want unknown", ok, err)
	}
	mr.FastForward(DefaultTTL + 1)
	if _, ok, _ := recs.Content(ctx, "item"); ok {
		t.Fatal("content still known after DefaultTTL")
	}
}
