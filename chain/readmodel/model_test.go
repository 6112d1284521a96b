package readmodel

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/google/go-cmp/cmp/cmpopts"
)

// fixture applies three blocks: two public projects (one an agent), a
// private one, versions, payments and a buyback.
func fixture(tb testing.TB, m *Model) {
	tb.Helper()
	mustApply(tb, m, block(10, "a",
		created(0, project(1, "alpha", true, false)),
		paid(1, 1, "n1", 100_000),
		created(2, project(2, "bot", true, true)),
		paid(3, 2, "n2", 100_000),
	), Canonical(testToken))
	mustApply(tb, m, block(11, "a",
		created(0, project(3, "secret", false, true)),
		pushed(1, version(1, 0, "v1")),
		paid(2, 1, "n3", 250_000),
		pushed(3, version(3, 0, "s1")),
	), Canonical(testToken))
	mustApply(tb, m, block(12, "a",
		pushed(4, version(1, 1, "v2")),
		Change{Kind: KindCollaboratorAdded, LogIndex: 5, ProjectID: "1", Collaborator: addr(9)},
		Change{Kind: KindSettled, LogIndex: 6, Amount: big.NewInt(7)},
		Change{Kind: KindBuyback, LogIndex: 7, Buyback: &Buyback{USDCSpent: big.NewInt(10_000_000), TokensReceived: big.NewInt(3), Timestamp: 5012, BlockNumber: 12, LogIndex: 7}},
	), Canonical(testToken))
}

func TestReads(t *testing.T) {
	m := newModel(t)
	fixture(t, m)
	ctx := context.Background()

	p, err := m.Project(ctx, "1")
	if err != nil {
		t.Fatal(err)
	}
	want := *project(1, "alpha", true, false)
	want.BlockNumber, want.VersionCount = 10, 2
	diffOrFail(t, "project 1", want, p)

	secret, err := m.Project(ctx, "3")
	if err != nil || secret.IsPublic || secret.VersionCount != 1 {
		t.Fatalf("private project by id = %+v, %v", secret, err)
	}
	if _, err := m.Project(ctx, "4"); !errors.Is(err, ErrProjectNotFound) {
		t.Fatalf("unknown project: %v", err)
	}

	ids := func(ps []Project) []string {
		out := []string{}
		for _, p := range ps {
			out = append(out, p.ID)
		}
		return out
	}
	pages := []struct {
		name          string
		agents        bool
		offset, limit int
		want          []string
		total         int
	}{
		{"all public", false, 0, 20, []string{"1", "2"}, 2},
		{"second", false, 1, 1, []string{"2"}, 2},
		{"past the end", false, 5, 20, []string{}, 2},
		{"public agents", true, 0, 20, []string{"2"}, 1},
	}
	for _, tc := range pages {
		t.Run(tc.name, func(t *testing.T) {
			read := m.Projects
			if tc.agents {
				read = m.Agents
			}
			ps, total, err := read(ctx, tc.offset, tc.limit)
			if err != nil {
				t.Fatal(err)
			}
			diffOrFail(t, "ids", tc.want, ids(ps))
			diffOrFail(t, "total", tc.total, total)
		})
	}

	byName, err := m.ProjectByName(ctx, "bot")
	if err != nil || byName.ID != "2" {
		t.Fatalf("by name = %+v, %v", byName, err)
	}
	if _, err := m.ProjectByName(ctx, "nope"); !errors.Is(err, ErrProjectNotFound) {
		t.Fatalf("unknown name: %v", err)
	}
	// A lookalike (small capital O) finds the project by its skeleton.
	if like, err := m.ProjectLike(ctx, "b\u1d0ft"); err != nil || like.ID != "2" {
		t.Fatalf("like bot = %+v, %v", like, err)
	}
	if _, err := m.ProjectLike(ctx, "bat"); !errors.Is(err, ErrProjectNotFound) {
		t.Fatalf("like bat: %v", err)
	}

	vs, err := m.Versions(ctx, "1")
	if err != nil {
		t.Fatal(err)
	}
	v0, v1 := *version(1, 0, "v1"), *version(1, 1, "v2")
	v0.BlockNumber, v1.BlockNumber = 11, 12
	diffOrFail(t, "versions", []Version{v0, v1}, vs)
	if _, err := m.Versions(ctx, "9"); !errors.Is(err, ErrProjectNotFound) {
		t.Fatalf("versions of unknown project: %v", err)
	}
	got, err := m.Version(ctx, "1", 1)
	if err != nil {
		t.Fatal(err)
	}
	diffOrFail(t, "version 1", v1, got)
	if _, err := m.Version(ctx, "1", 2); !errors.Is(err, ErrVersionNotFound) {
		t.Fatalf("unknown version: %v", err)
	}
	if _, err := m.Version(ctx, "9", 0); !errors.Is(err, ErrProjectNotFound) {
		t.Fatalf("version of unknown project: %v", err)
	}

	st, err := m.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	diffOrFail(t, "stats", Stats{
		ProjectCount: 3, TotalVersions: 3, USDCVolume: big.NewInt(450_007), Payments: 3,
		Buybacks: 1, BuybackUSDC: big.NewInt(10_000_000), IndexedBlock: 12,
	}, st, bigComparer)

	bbs, total, err := m.Buybacks(ctx, 0, 10)
	if err != nil || total != 1 || len(bbs) != 1 || bbs[0].USDCSpent.Int64() != 10_000_000 {
		t.Fatalf("buybacks = %+v %d %v", bbs, total, err)
	}
}

func TestEventPages(t *testing.T) {
	m := newModel(t)
	fixture(t, m)
	ctx := context.Background()
	idsOf := func(p EventPage) []string {
		out := []string{}
		for _, e := range p.Events {
			out = append(out, string(e.Type)+"@"+e.ID)
		}
		return out
	}
	tests := []struct {
		name     string
		q        EventQuery
		want     []string
		wantNext string
	}{
		{"newest public first", EventQuery{Limit: 10}, []string{
			"collaborator_added@12-5", "version_pushed@12-4", "version_pushed@11-1", "project_created@10-2", "project_created@10-0",
		}, ""},
		{"first page", EventQuery{Limit: 2}, []string{"collaborator_added@12-5", "version_pushed@12-4"}, "12-4"},
		{"next page", EventQuery{Limit: 2, Before: "12-4"}, []string{"version_pushed@11-1", "project_created@10-2"}, "10-2"},
		{"last page", EventQuery{Limit: 2, Before: "10-2"}, []string{"project_created@10-0"}, ""},
		{"by type", EventQuery{Limit: 10, Type: EventVersionPushed}, []string{"version_pushed@12-4", "version_pushed@11-1"}, ""},
		{"private project by id", EventQuery{Limit: 10, ProjectID: "3"}, []string{"version_pushed@11-3", "project_created@11-0"}, ""},
		{"project and type", EventQuery{Limit: 1, ProjectID: "1", Type: EventVersionPushed}, []string{"version_pushed@12-4"}, "12-4"},
		{"project and type, next", EventQuery{Limit: 1, ProjectID: "1", Type: EventVersionPushed, Before: "12-4"}, []string{"version_pushed@11-1"}, "11-1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := m.Events(ctx, tc.q)
			if err != nil {
				t.Fatal(err)
			}
			diffOrFail(t, "events", tc.want, idsOf(p))
			diffOrFail(t, "next", tc.wantNext, p.Next)
		})
	}
	p, err := m.Events(ctx, EventQuery{Limit: 1, Type: EventCollaboratorAdded})
	if err != nil {
		t.Fatal(err)
	}
	ev := p.Events[0]
	if ev.Collaborator == nil || *ev.Collaborator != addr(9) || ev.Timestamp != 5012 || ev.ProjectID != "1" {
		t.Fatalf("collaborator event = %+v", ev)
	}
}

// TestApplyIsIdempotent applies the same logs through both modes in both
// orders: the model counts each log once.
func TestApplyIsIdempotent(t *testing.T) {
	blk := func() Block {
		return block(20, "a", created(0, project(1, "alpha", true, false)), paid(1, 1, "n1", 100_000), pushed(2, version(1, 0, "v1")))
	}
	orders := []struct {
		name  string
		modes []Mode
	}{
		{"receipt then indexer", []Mode{Optimistic(), Canonical(testToken), Canonical(testToken)}},
		{"receipt twice", []Mode{Optimistic(), Optimistic(), Canonical(testToken)}},
		{"indexer then receipt", []Mode{Canonical(testToken), Optimistic()}},
	}
	for _, tc := range orders {
		t.Run(tc.name, func(t *testing.T) {
			m := newModel(t)
			ref := newModel(t)
			mustApply(t, ref, blk(), Canonical(testToken))
			for _, mode := range tc.modes {
				mustApply(t, m, blk(), mode)
			}
			diffOrFail(t, "model", snapshot(t, ref), snapshot(t, m))
			n, err := m.rdb.XLen(context.Background(), m.key("stream")).Result()
			if err != nil || n != 2 {
				t.Fatalf("stream holds %d entries (%v), want 2", n, err)
			}
			ahead, err := m.Ahead(context.Background(), 100)
			if err != nil || len(ahead) != 0 {
				t.Fatalf("ahead blocks left: %v %v", ahead, err)
			}
		})
	}
}

// TestRewindRestores rolls back blocks and finds the model exactly as it
// was before them.
func TestRewindRestores(t *testing.T) {
	eachBackend(t, func(t *testing.T, m *Model) {
		ctx := context.Background()
		mustApply(t, m, block(9, "a", created(0, project(5, "base", true, false))), Canonical(testToken))
		before := snapshot(t, m)
		fixture(t, m)
		undone, err := m.Rewind(ctx, testToken, BlockRef{Number: 9, Hash: hash("a-9")})
		if err != nil {
			t.Fatal(err)
		}
		if undone != 12 {
			t.Errorf("undone = %d, want 12", undone)
		}
		diffOrFail(t, "model after rewind", before, snapshot(t, m))
		cur, ok, err := m.Cursor(ctx)
		if err != nil || !ok || cur.Number != 9 {
			t.Fatalf("cursor = %+v %v %v", cur, ok, err)
		}
		// Removed events were announced on the stream.
		evs, err := m.StreamAfter(ctx, "0-0", 100)
		if err != nil {
			t.Fatal(err)
		}
		removed := 0
		for _, e := range evs {
			if e.Removed {
				removed++
			}
		}
		if removed != 7 {
			t.Errorf("stream announced %d removed events, want 7", removed)
		}
	})
}

// TestOrphanedReceipt covers a receipt applied ahead of the indexer from a
// block a reorg then dropped: the indexer's canonical copy of the same
// project wins, and the orphan's other changes are rolled back.
func TestOrphanedReceipt(t *testing.T) {
	m := newModel(t)
	ctx := context.Background()
	ref := newModel(t)
	canonical := block(31, "b", created(0, project(1, "alpha", true, false)), paid(1, 1, "n1", 100_000))
	mustApply(t, ref, canonical, Canonical(testToken))

	res := mustApply(t, m, block(30, "a", created(3, project(1, "wrong", true, true)), paid(4, 1, "nx", 5)), Optimistic())
	if res.Applied != 2 {
		t.Fatalf("optimistic apply = %+v", res)
	}
	if p, err := m.Project(ctx, "1"); err != nil || p.Name != "wrong" {
		t.Fatalf("read-your-write: %+v %v", p, err)
	}
	res = mustApply(t, m, canonical, Canonical(testToken))
	if res.RolledBack != 2 || res.Applied != 2 {
		t.Fatalf("canonical apply = %+v, want the orphan's 2 changes rolled back", res)
	}
	diffOrFail(t, "model", snapshot(t, ref), snapshot(t, m))
}

// TestResolveAhead rolls back an ahead block the indexer found orphaned
// and keeps one it found canonical.
func TestResolveAhead(t *testing.T) {
	m := newModel(t)
	ctx := context.Background()
	mustApply(t, m, block(40, "a", created(0, project(1, "kept", true, false))), Optimistic())
	mustApply(t, m, block(41, "x", created(0, project(2, "dropped", true, false))), Optimistic())
	ahead, err := m.Ahead(ctx, 100)
	if err != nil || len(ahead) != 2 {
		t.Fatalf("ahead = %v %v", ahead, err)
	}
	undone, err := m.ResolveAhead(ctx, testToken, []common.Hash{hash("x-41")}, []common.Hash{hash("a-40")})
	if err != nil || undone != 1 {
		t.Fatalf("resolve = %d %v", undone, err)
	}
	if _, err := m.Project(ctx, "2"); !errors.Is(err, ErrProjectNotFound) {
		t.Fatalf("orphaned project still there: %v", err)
	}
	if _, err := m.Project(ctx, "1"); err != nil {
		t.Fatalf("canonical project gone: %v", err)
	}
	if ahead, _ := m.Ahead(ctx, 100); len(ahead) != 0 {
		t.Fatalf("ahead after resolve = %v", ahead)
	}
}

// TestReceiptForUnknownProjectWaitsForTheIndexer: a receipt pushing a
// version of a project the model does not hold yet (it is still
// backfilling) is left to the indexer, which then lists the event as
// public.
func TestReceiptForUnknownProjectWaitsForTheIndexer(t *testing.T) {
	m := newModel(t)
	ctx := context.Background()
	push := func() Block { return block(60, "a", pushed(1, version(1, 0, "v1"))) }
	res := mustApply(t, m, push(), Optimistic())
	if res.Applied != 0 || res.Skipped != 1 {
		t.Fatalf("optimistic apply = %+v, want the change skipped", res)
	}
	mustApply(t, m, block(59, "a", created(0, project(1, "alpha", true, false))), Canonical(testToken))
	mustApply(t, m, push(), Canonical(testToken))
	p, err := m.Events(ctx, EventQuery{Limit: 10, Type: EventVersionPushed})
	if err != nil || len(p.Events) != 1 {
		t.Fatalf("public version events = %+v, %v", p.Events, err)
	}
	if ahead, _ := m.Ahead(ctx, 100); len(ahead) != 0 {
		t.Fatalf("ahead = %v", ahead)
	}
}

func TestOptimisticBelowCursorIsIgnored(t *testing.T) {
	m := newModel(t)
	ctx := context.Background()
	if err := m.SaveCheckpoint(ctx, testToken, Checkpoint{Cursor: BlockRef{Number: 50, Hash: hash("a-50")}}); err != nil {
		t.Fatal(err)
	}
	res := mustApply(t, m, block(50, "x", created(0, project(1, "late", true, false))), Optimistic())
	if !res.Ignored || res.Applied != 0 {
		t.Fatalf("apply = %+v, want ignored", res)
	}
	if _, err := m.Project(ctx, "1"); !errors.Is(err, ErrProjectNotFound) {
		t.Fatalf("project applied below the cursor: %v", err)
	}
}

func TestWritesAreFencedByTheLease(t *testing.T) {
	m := newModel(t)
	ctx := context.Background()
	stale := Canonical("someone-else")
	if _, err := m.ApplyBlock(ctx, block(1, "a", created(0, project(1, "x", true, false))), stale); !errors.Is(err, ErrLeaseLost) {
		t.Fatalf("apply with a stale token: %v", err)
	}
	if err := m.SaveCheckpoint(ctx, "someone-else", Checkpoint{Cursor: BlockRef{Number: 1}}); !errors.Is(err, ErrLeaseLost) {
		t.Fatalf("checkpoint with a stale token: %v", err)
	}
	if _, err := m.Rewind(ctx, "someone-else", BlockRef{}); !errors.Is(err, ErrLeaseLost) {
		t.Fatalf("rewind with a stale token: %v", err)
	}
	if _, err := m.ResolveAhead(ctx, "someone-else", []common.Hash{{1}}, nil); !errors.Is(err, ErrLeaseLost) {
		t.Fatalf("resolve with a stale token: %v", err)
	}
	diffOrFail(t, "model", map[string]string{}, snapshot(t, m))
}

func TestLease(t *testing.T) {
	m := newModel(t) // testToken holds it without TTL
	ctx := context.Background()
	steps := []struct {
		name string
		do   func() (bool, error)
		want bool
	}{
		{"other cannot acquire", func() (bool, error) { return m.AcquireLease(ctx, "b", time.Minute) }, false},
		{"other cannot renew", func() (bool, error) { return m.RenewLease(ctx, "b", time.Minute) }, false},
		{"holder renews", func() (bool, error) { return m.RenewLease(ctx, testToken, time.Minute) }, true},
		{"holder reacquires", func() (bool, error) { return m.AcquireLease(ctx, testToken, time.Minute) }, true},
		{"other release is a no-op", func() (bool, error) { return true, m.ReleaseLease(ctx, "b") }, true},
		{"still held", func() (bool, error) { return m.AcquireLease(ctx, "b", time.Minute) }, false},
		{"holder releases", func() (bool, error) { return true, m.ReleaseLease(ctx, testToken) }, true},
		{"other acquires", func() (bool, error) { return m.AcquireLease(ctx, "b", time.Minute) }, true},
	}
	for _, s := range steps {
		got, err := s.do()
		if err != nil || got != s.want {
			t.Fatalf("%s: got %v, %v; want %v", s.name, got, err, s.want)
		}
	}
	holder, err := m.LeaseHolder(ctx)
	if err != nil || holder != "b" {
		t.Fatalf("holder = %q %v", holder, err)
	}
}

func TestBigDecimalCounters(t *testing.T) {
	m := newModel(t)
	ctx := context.Background()
	huge, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	mustApply(t, m, block(1, "a", Change{Kind: KindSettled, LogIndex: 0, Amount: huge}, paid(1, 1, "n", 999)), Canonical(testToken))
	st, err := m.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := new(big.Int).Add(huge, big.NewInt(999))
	diffOrFail(t, "volume", want, st.USDCVolume, bigComparer)
	if _, err := m.Rewind(ctx, testToken, BlockRef{Number: 0}); err != nil {
		t.Fatal(err)
	}
	st, _ = m.Stats(ctx)
	diffOrFail(t, "volume after rewind", big.NewInt(0), st.USDCVolume, bigComparer, cmpopts.EquateEmpty())
}

// TestTagIndex: a project's tags name their first version; a version of a
// tag already taken (pushed before the tag rule) leaves the entry alone,
// and a rewind removes the entries of the versions it removes, and only
// those.
func TestTagIndex(t *testing.T) {
	eachBackend(t, func(t *testing.T, m *Model) {
		ctx := context.Background()
		fixture(t, m)
		again := version(1, 2, "v1")
		again.StorageHash = "ar://other"
		mustApply(t, m, block(13, "a", pushed(0, again), pushed(1, version(1, 3, "v3"))), Canonical(testToken))
		tagged := func() map[string]uint64 {
			t.Helper()
			got, err := m.TaggedVersions(ctx, "1", []string{"v1", "v2", "v3", "s1", "nope"})
			if err != nil {
				t.Fatal(err)
			}
			idx := map[string]uint64{}
			for tag, v := range got {
				if v.VersionTag != tag || v.ProjectID != "1" {
					t.Fatalf("tag %q names %+v", tag, v)
				}
				idx[tag] = v.Index
			}
			return idx
		}
		diffOrFail(t, "tags", map[string]uint64{"v1": 0, "v2": 1, "v3": 3}, tagged())
		if _, err := m.Rewind(ctx, testToken, BlockRef{Number: 12, Hash: hash("a-12")}); err != nil {
			t.Fatal(err)
		}
		diffOrFail(t, "tags after rewinding block 13", map[string]uint64{"v1": 0, "v2": 1}, tagged())
		if _, err := m.Rewind(ctx, testToken, BlockRef{Number: 11, Hash: hash("a-11")}); err != nil {
			t.Fatal(err)
		}
		diffOrFail(t, "tags after rewinding block 12", map[string]uint64{"v1": 0}, tagged())
		if _, err := m.Rewind(ctx, testToken, BlockRef{Number: 9}); err != nil {
			t.Fatal(err)
		}
		diffOrFail(t, "tags after rewinding everything", map[string]uint64{}, tagged())
	})
}
