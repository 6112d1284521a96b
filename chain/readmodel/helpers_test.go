package readmodel

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/alicebob/miniredis/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/internal/testutil"
)

const testToken = "test-token"

// newModel returns a model on a fresh Redis (testutil.RedisClient),
// holding the lease as testToken.
func newModel(tb testing.TB) *Model {
	tb.Helper()
	return newModelOn(tb, testutil.RedisClient(tb))
}

// newMiniModel is newModel on miniredis (what `inkd dev` embeds).
func newMiniModel(tb testing.TB) *Model {
	tb.Helper()
	mr := miniredis.RunT(tb)
	c := redis.NewClient(&redis.Options{Addr: mr.Addr()})
	tb.Cleanup(func() { _ = c.Close() })
	return newModelOn(tb, c)
}

// eachBackend runs f as a subtest on a real redis-server ("redis", skipped
// under -short) and on miniredis ("miniredis"), each with a fresh model.
func eachBackend(t *testing.T, f func(t *testing.T, m *Model)) {
	t.Run("redis", func(t *testing.T) { f(t, newModelOn(t, testutil.RealRedisClient(t, "the miniredis run is beside it"))) })
	t.Run("miniredis", func(t *testing.T) { f(t, newMiniModel(t)) })
}

func newModelOn(tb testing.TB, c redis.UniversalClient) *Model {
	tb.Helper()
	m, err := New(Config{Prefix: "t:"}, c)
	if err != nil {
		tb.Fatal(err)
	}
	ok, err := m.AcquireLease(context.Background(), testToken, 0)
	if err != nil || !ok {
		tb.Fatalf("acquire lease: %v %v", ok, err)
	}
	return m
}

func hash(s string) common.Hash { return common.BytesToHash([]byte(s)) }

func addr(i int) common.Address { return common.BigToAddress(big.NewInt(int64(1000 + i))) }

func project(id int, name string, public, agent bool) *Project {
	return &Project{
		ID: fmt.Sprint(id), Name: name, Description: "about " + name, License: "MIT", Owner: addr(id),
		IsPublic: public, IsAgent: agent, CreatedAt: uint64(1000 + id), TxHash: hash(fmt.Sprintf("tx-p%d", id)),
	}
}

func created(log uint, p *Project) Change {
	return Change{Kind: KindProjectCreated, LogIndex: log, TxHash: p.TxHash, Project: p}
}

func version(pid, idx int, tag string) *Version {
	return &Version{
		ProjectID: fmt.Sprint(pid), Index: uint64(idx), StorageHash: "ar://" + tag, VersionTag: tag,
		Changelog: "log " + tag, PushedBy: addr(pid), PushedAt: uint64(2000 + idx), TxHash: hash("tx-v" + tag),
	}
}

func pushed(log uint, v *Version) Change {
	return Change{Kind: KindVersionPushed, LogIndex: log, TxHash: v.TxHash, Version: v}
}

func paid(log uint, payer int, nonce string, amount int64) Change {
	return Change{Kind: KindPayment, LogIndex: log, Payer: addr(payer), Nonce: hash(nonce), Amount: big.NewInt(amount)}
}

// block numbers the test blocks: its hash names number and fork.
func block(n uint64, fork string, changes ...Change) Block {
	return Block{Number: n, Hash: hash(fmt.Sprintf("%s-%d", fork, n)), Time: 5000 + n, Changes: changes}
}

func mustApply(tb testing.TB, m *Model, blk Block, mode Mode) ApplyResult {
	tb.Helper()
	for i := range blk.Changes {
		if blk.Changes[i].Project != nil {
			blk.Changes[i].Project.BlockNumber = blk.Number
		}
		if blk.Changes[i].Version != nil {
			blk.Changes[i].Version.BlockNumber = blk.Number
		}
	}
	res, err := m.ApplyBlock(context.Background(), blk, mode)
	if err != nil {
		tb.Fatalf("apply block %d: %v", blk.Number, err)
	}
	return res
}

// snapshot is Snapshot, failing the test on error.
func snapshot(tb testing.TB, m *Model) map[string]string {
	tb.Helper()
	s, err := m.Snapshot(context.Background())
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

func diffOrFail(tb testing.TB, what string, want, got any, opts ...cmp.Option) {
	tb.Helper()
	if d := cmp.Diff(want, got, opts...); d != "" {
		tb.Errorf("%s (-want +got):\n%s", what, d)
	}
}

// bigComparer compares *big.Int by value.
var bigComparer = cmp.Comparer(func(a, b *big.Int) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Cmp(b) == 0
})
