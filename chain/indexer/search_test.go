package indexer

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/internal/testutil"
)

// searchIDs is the ids SearchProjects finds for q, failing the test on
// error.
func searchIDs(tb testing.TB, m *readmodel.Model, q string) []string {
	tb.Helper()
	ps, total, err := m.SearchProjects(context.Background(), q, 0, 100)
	if err != nil {
		tb.Fatal(err)
	}
	out := []string{}
	for _, p := range ps {
		out = append(out, p.ID)
	}
	if total != len(out) {
		tb.Fatalf("search %q: total %d for %d projects", q, total, len(out))
	}
	return out
}

// The indexer keeps the search index as projects land on the chain and as
// a reorg takes one back: public projects are found by name and
// description, private ones never.
func TestSearchFollowsTheChain(t *testing.T) {
	e := newEnv(t)
	m := newModel(t, testutil.RedisClient(t), "t:")
	start(t, testConfig(e), e.Client, m, e.contracts())
	e.create(t, 2, "Alpha", true, false)   // 1
	e.create(t, 3, "bot", true, true)      // 2
	e.create(t, 4, "secret", false, false) // 3
	waitIndexed(t, e, m)
	for q, want := range map[string][]string{
		"alp": {"1"}, "about": {"1", "2"}, "about b": {"2"}, "secret": {}, "zzz": {},
	} {
		if got := searchIDs(t, m, q); !cmp.Equal(want, got) {
			t.Errorf("search %q = %v, want %v", q, got, want)
		}
	}

	rec := e.create(t, 2, "gamma", true, false) // 4, taken back below
	waitIndexed(t, e, m)
	if got := searchIDs(t, m, "gamma"); !cmp.Equal([]string{"4"}, got) {
		t.Fatalf("landed project: %v", got)
	}
	if err := e.Backend.Fork(blockParent(t, e, rec)); err != nil {
		t.Fatal(err)
	}
	e.Backend.Rollback() // drop the forked-out create from the pool
	e.Backend.Commit()
	e.Backend.Commit()
	waitIndexed(t, e, m)
	if got := searchIDs(t, m, "gamma"); len(got) != 0 {
		t.Fatalf("project taken back by the reorg is still found: %v", got)
	}
	if got := searchIDs(t, m, "about"); !cmp.Equal([]string{"1", "2"}, got) {
		t.Fatalf("after the reorg 'about' finds %v", got)
	}
}

// A read model filled by an inkd without the search index (its index keys
// are gone) is indexed when an indexer starts on it: the index ends up as
// the one the indexer kept while projects landed.
func TestSearchIndexBuiltOnStart(t *testing.T) {
	e := newEnv(t)
	rdb := testutil.RedisClient(t)
	m := newModel(t, rdb, "t:")
	first := start(t, testConfig(e), e.Client, m, e.contracts())
	e.create(t, 2, "alpha", true, false)
	e.create(t, 3, "beta", true, true)
	e.create(t, 4, "hidden", false, false)
	waitIndexed(t, e, m)
	want := snapshot(t, m)
	first.Shutdown()
	testutil.Wait(t, &first.wg, "the first indexer's shutdown")

	ctx := context.Background()
	keys, err := rdb.Keys(ctx, "t:sx:*").Result()
	if err != nil || len(keys) == 0 {
		t.Fatalf("index keys %v, %v", keys, err)
	}
	if err := rdb.Del(ctx, keys...).Err(); err != nil {
		t.Fatal(err)
	}
	if got := searchIDs(t, m, "about"); len(got) != 0 {
		t.Fatalf("stripped model finds %v", got)
	}

	start(t, testConfig(e), e.Client, m, e.contracts())
	testutil.Until(t, 30*time.Second, "older projects indexed", func() bool {
		n, err := rdb.Exists(ctx, "t:sx:built").Result()
		return err == nil && n == 1
	})
	if got := searchIDs(t, m, "about"); !cmp.Equal([]string{"1", "2"}, got) {
		t.Fatalf("after the start 'about' finds %v", got)
	}
	if d := cmp.Diff(want, snapshot(t, m)); d != "" {
		t.Errorf("index built on start differs from the one kept live (-want +got):\n%s", d)
	}
}
