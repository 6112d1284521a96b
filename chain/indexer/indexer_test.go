package indexer

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/go-cmp/cmp"
	"go.uber.org/goleak"

	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/internal/testutil"
)

func snapshot(tb testing.TB, m *readmodel.Model) map[string]string {
	tb.Helper()
	s, err := m.Snapshot(context.Background())
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// TestFollowsTheChain writes every kind of event through the contracts,
// applies each paid write's receipt at once (racing the indexer, as the
// worker does) and checks the result against the chain and against a
// model built by the indexer alone: every log counted exactly once.
func TestFollowsTheChain(t *testing.T) {
	e := newEnv(t)
	rdb := testutil.RedisClient(t)
	m := newModel(t, rdb, "live:")
	start(t, testConfig(e), e.Client, m, e.contracts())
	applier := NewReceiptApplier(m, e.Client, e.contracts(), testutil.Logger(t))
	ctx := context.Background()
	apply := func(r *types.Receipt) {
		t.Helper()
		if err := applier.ApplyReceipt(ctx, r); err != nil {
			t.Fatalf("apply receipt: %v", err)
		}
	}

	apply(e.create(t, 2, "Alpha", true, false)) // id 1
	if p, err := m.Project(ctx, "1"); err != nil || p.Name != "alpha" {
		t.Fatalf("read-your-write of project 1: %+v %v", p, err)
	}
	apply(e.create(t, 3, "bot", true, true))     // id 2
	apply(e.create(t, 4, "secret", false, true)) // id 3
	apply(e.push(t, 2, 1, "v1"))
	e.addCollaborator(t, 2, 1, 6)
	apply(e.push(t, 6, 1, "v2"))
	e.removeCollaborator(t, 2, 1, 6)
	bbReceipt := e.buyback(t)
	waitIndexed(t, e, m)

	p, err := m.Project(ctx, "1")
	if err != nil {
		t.Fatal(err)
	}
	if p.VersionCount != 2 || p.Owner != e.Address(2) || !p.IsPublic || p.License != "MIT" {
		t.Errorf("project 1 = %+v", p)
	}
	vs, err := m.Versions(ctx, "1")
	if err != nil || len(vs) != 2 || vs[1].PushedBy != e.Address(6) || vs[1].VersionTag != "v2" {
		t.Errorf("versions of 1 = %+v, %v", vs, err)
	}
	public, total, err := m.Projects(ctx, 0, 10)
	if err != nil || total != 2 || len(public) != 2 {
		t.Errorf("public projects = %d of %d, %v", len(public), total, err)
	}
	agents, total, err := m.Agents(ctx, 0, 10)
	if err != nil || total != 1 || agents[0].Name != "bot" {
		t.Errorf("agents = %+v (%d), %v", agents, total, err)
	}

	st, err := m.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	bb, total, err := m.Buybacks(ctx, 0, 10)
	if err != nil || total != 1 {
		t.Fatalf("buybacks = %+v %d %v", bb, total, err)
	}
	// Five paid writes of 0.10 USDC without storage cost: half of each
	// margin went to the buyback, which swapped all of it.
	if bb[0].USDCSpent.Int64() != 250_000 || bb[0].TokensReceived.Sign() <= 0 || bb[0].TxHash != bbReceipt.TxHash {
		t.Errorf("buyback = %+v", bb[0])
	}
	if st.ProjectCount != 3 || st.TotalVersions != 2 || st.Payments != 5 || st.USDCVolume.Int64() != 500_000 || st.Buybacks != 1 {
		t.Errorf("stats = %+v", st)
	}
	if st.Supply == nil || st.Supply.Symbol != "INKD" || st.Supply.Decimals != 18 || st.Supply.Raw.Sign() <= 0 {
		t.Errorf("supply = %+v", st.Supply)
	}
	page, err := m.Events(ctx, readmodel.EventQuery{ProjectID: "1", Limit: 20})
	if err != nil {
		t.Fatal(err)
	}
	var types []readmodel.EventType
	for _, ev := range page.Events {
		types = append(types, ev.Type)
		if ev.Timestamp == 0 {
			t.Errorf("event %s has no timestamp", ev.ID)
		}
	}
	want := []readmodel.EventType{"collaborator_removed", "version_pushed", "collaborator_added", "version_pushed", "project_created"}
	if d := cmp.Diff(want, types); d != "" {
		t.Errorf("events of project 1 (-want +got):\n%s", d)
	}

	// A model built by the indexer alone, from scratch, is the same.
	ref := newModel(t, rdb, "ref:")
	start(t, testConfig(e), e.Client, ref, e.contracts())
	waitIndexed(t, e, ref)
	if d := cmp.Diff(snapshot(t, ref), snapshot(t, m)); d != "" {
		t.Errorf("model with receipts differs from the indexer's alone (-want +got):\n%s", d)
	}
	if a, b := rdb.XLen(ctx, "ref:stream").Val(), rdb.XLen(ctx, "live:stream").Val(); a != b {
		t.Errorf("stream entries: %d with receipts, %d without", b, a)
	}
}

// TestReorgRemovesVersion indexes a version, replaces its block with a
// longer fork that lacks it, and sees the read model follow.
func TestReorgRemovesVersion(t *testing.T) {
	e := newEnv(t)
	m := newModel(t, testutil.RedisClient(t), "t:")
	start(t, testConfig(e), e.Client, m, e.contracts())
	ctx := context.Background()
	e.create(t, 2, "alpha", true, false)
	rec := e.push(t, 2, 1, "v1")
	waitIndexed(t, e, m)
	if vs, err := m.Versions(ctx, "1"); err != nil || len(vs) != 1 {
		t.Fatalf("before the reorg: %+v %v", vs, err)
	}
	tail, err := m.StreamTail(ctx)
	if err != nil {
		t.Fatal(err)
	}

	parent := blockParent(t, e, rec)
	if err := e.Backend.Fork(parent); err != nil {
		t.Fatal(err)
	}
	e.Backend.Rollback() // drop the forked-out push from the pool
	e.Backend.Commit()
	e.Backend.Commit()
	waitIndexed(t, e, m)

	vs, err := m.Versions(ctx, "1")
	if err != nil || len(vs) != 0 {
		t.Fatalf("after the reorg: versions %+v %v", vs, err)
	}
	p, err := m.Project(ctx, "1")
	if err != nil || p.VersionCount != 0 {
		t.Fatalf("after the reorg: project %+v %v", p, err)
	}
	st, _ := m.Stats(ctx)
	if st.TotalVersions != 0 || st.Payments != 1 || st.USDCVolume.Int64() != 100_000 {
		t.Errorf("stats after the reorg = %+v", st)
	}
	evs, err := m.StreamAfter(ctx, tail, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(evs) != 1 || !evs[0].Removed || evs[0].Event.Type != readmodel.EventVersionPushed {
		t.Errorf("stream after the reorg = %+v, want the version's removal", evs)
	}
	page, _ := m.Events(ctx, readmodel.EventQuery{Limit: 10})
	if len(page.Events) != 1 || page.Events[0].Type != readmodel.EventProjectCreated {
		t.Errorf("events after the reorg = %+v", page.Events)
	}
}

// TestOrphanedReceiptRolledBack applies a receipt ahead of an indexer that
// waits for confirmations; a reorg drops the receipt's block before the
// indexer gets there, and the indexer rolls the receipt back.
func TestOrphanedReceiptRolledBack(t *testing.T) {
	e := newEnv(t)
	m := newModel(t, testutil.RedisClient(t), "t:")
	cfg := testConfig(e)
	cfg.Confirmations = 3
	start(t, cfg, e.Client, m, e.contracts())
	ctx := context.Background()
	applier := NewReceiptApplier(m, e.Client, e.contracts(), testutil.Logger(t))

	rec := e.create(t, 2, "ghost", true, false)
	if err := applier.ApplyReceipt(ctx, rec); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Project(ctx, "1"); err != nil {
		t.Fatalf("read-your-write: %v", err)
	}
	if err := e.Backend.Fork(blockParent(t, e, rec)); err != nil {
		t.Fatal(err)
	}
	e.Backend.Rollback()
	for range 5 {
		e.Backend.Commit()
	}
	head := e.head(t).Number.Uint64()
	testutil.Until(t, 30*time.Second, "indexer past the orphaned block", func() bool {
		cur, ok, err := m.Cursor(ctx)
		return err == nil && ok && cur.Number == head-cfg.Confirmations
	})
	testutil.Until(t, 30*time.Second, "orphaned receipt rolled back", func() bool {
		_, err := m.Project(ctx, "1")
		return errors.Is(err, readmodel.ErrProjectNotFound)
	})
	if ahead, err := m.Ahead(ctx, head); err != nil || len(ahead) != 0 {
		t.Errorf("ahead blocks left: %v %v", ahead, err)
	}
	st, _ := m.Stats(ctx)
	if st.ProjectCount != 0 || st.Payments != 0 || st.USDCVolume.Sign() != 0 {
		t.Errorf("stats = %+v", st)
	}
}

// TestBackfillInBoundedBatches indexes a chain that already holds a
// thousand projects through a node that refuses wide log queries: the
// indexer narrows its range until the node answers.
func TestBackfillInBoundedBatches(t *testing.T) {
	if testing.Short() {
		t.Skip("writes a thousand projects")
	}
	e := newEnv(t)
	const n = 1000
	datas := make([][]byte, n)
	for i := range datas {
		datas[i] = e.createData(t, 2+i%8, "p"+big.NewInt(int64(i)).String(), true, i%10 == 0)
	}
	e.sendMany(t, datas, 25) // 50 followed logs per block
	lc := &limitedChain{Chain: e.Client, maxRange: 8, maxLogs: 120}
	m := newModel(t, testutil.RedisClient(t), "t:")
	start(t, testConfig(e), lc, m, e.contracts())
	waitIndexed(t, e, m)

	st, err := m.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if st.ProjectCount != n || st.Payments != n {
		t.Errorf("stats = %+v, want %d projects and payments", st, n)
	}
	agents, total, err := m.Agents(context.Background(), 0, 100)
	if err != nil || total != n/10 || len(agents) != n/10 {
		t.Errorf("agents: %d of %d, %v", len(agents), total, err)
	}
	if lc.refused.Load() == 0 {
		t.Error("the node never refused a query: the test does not exercise narrowing")
	}
	if got := lc.largest.Load(); got > 120 {
		t.Errorf("largest answered query held %d logs", got)
	}
	t.Logf("%d log queries, %d refused, largest answer %d logs", lc.queries.Load(), lc.refused.Load(), lc.largest.Load())
}

// TestTakeoverAfterLeaderStopsWithoutRelease runs two indexers on one
// Redis. The leader stops its run gracefully but leaves its lease to
// expire, as a crashed process would (the process itself goes on); the
// other takes over once the lease expires and misses nothing: the result
// equals a model indexed by one indexer from scratch. A leader killed with
// SIGKILL in another process is TestTakeoverAfterLeaderKilled.
func TestTakeoverAfterLeaderStopsWithoutRelease(t *testing.T) {
	e := newEnv(t)
	rdb := testutil.RedisClient(t)
	m := newModel(t, rdb, "t:")
	cfg := testConfig(e)
	a := start(t, cfg, e.Client, m, e.contracts())
	testutil.Until(t, 10*time.Second, "a leading", a.Leading)
	b := start(t, cfg, e.Client, m, e.contracts())
	ctx := context.Background()

	for i := range 5 {
		e.create(t, 2+i, "before"+big.NewInt(int64(i)).String(), true, false)
	}
	waitIndexed(t, e, m)
	if b.Leading() {
		t.Fatal("both indexers lead")
	}

	stopped := time.Now()
	a.stop(false)
	for i := range 5 {
		e.create(t, 2+i, "after"+big.NewInt(int64(i)).String(), true, false)
		e.push(t, 2+i, int64(1+i), "v1")
	}
	testutil.Until(t, cfg.LeaseTTL+30*time.Second, "b leading", b.Leading)
	t.Logf("takeover %v after the leader stopped (lease TTL %v)", time.Since(stopped).Round(time.Millisecond), cfg.LeaseTTL)
	waitIndexed(t, e, m)

	holder, err := m.LeaseHolder(ctx)
	if err != nil || holder != b.token {
		t.Errorf("lease holder = %q (%v), want b", holder, err)
	}
	ref := newModel(t, rdb, "ref:")
	start(t, cfg, e.Client, ref, e.contracts())
	waitIndexed(t, e, ref)
	if d := cmp.Diff(snapshot(t, ref), snapshot(t, m)); d != "" {
		t.Errorf("model after the takeover differs from a single indexer's (-want +got):\n%s", d)
	}
	if a, b := rdb.XLen(ctx, "ref:stream").Val(), rdb.XLen(ctx, "t:stream").Val(); a != b {
		t.Errorf("stream entries: %d after the takeover, %d from one indexer", b, a)
	}
}

// TestShutdownReleasesTheLease stops the leader cleanly: the lease is free
// at once and no goroutine is left.
func TestShutdownReleasesTheLease(t *testing.T) {
	e := newEnv(t)
	m := newModel(t, testutil.RealRedisClient(t, "goleak: miniredis serves its connections in this process"), "t:")
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ix, err := New(testConfig(e), e.Client, m, e.contracts(), testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	r := &running{Indexer: ix}
	ix.Start(&r.wg)
	testutil.Until(t, 10*time.Second, "leading", ix.Leading)
	ix.Shutdown()
	testutil.Wait(t, &r.wg, "the indexer's shutdown")
	holder, err := m.LeaseHolder(context.Background())
	if err != nil || holder != "" {
		t.Fatalf("lease holder after shutdown = %q, %v", holder, err)
	}
}

func TestConfigCheck(t *testing.T) {
	tests := []struct {
		name string
		cfg  Config
		ok   bool
	}{
		{"defaults", Config{}, true},
		{"short lease", Config{LeaseTTL: time.Millisecond}, false},
		{"negative poll", Config{PollInterval: -time.Second}, false},
		{"huge batch", Config{BatchBlocks: 2_000_000}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.cfg.withDefaults().Check()
			if (err == nil) != tc.ok {
				t.Fatalf("Check() = %v, want ok=%v", err, tc.ok)
			}
		})
	}
}

// blockParent returns the parent hash of rec's block.
func blockParent(tb testing.TB, e *env, rec *types.Receipt) common.Hash {
	tb.Helper()
	h, err := e.Client.HeaderByNumber(context.Background(), rec.BlockNumber)
	if err != nil {
		tb.Fatal(err)
	}
	return h.ParentHash
}
