package txmgr

import (
	"context"
	"crypto/ecdsa"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/internal/testutil"
)

// killAtSend is the chain with one fault: the first transaction sent kills
// Redis (kill) just before the node receives it.
type killAtSend struct {
	chain.Backend
	kill  func()
	sends atomic.Int32
}

func (k *killAtSend) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	if k.sends.Add(1) == 1 {
		k.kill()
	}
	return k.Backend.SendTransaction(ctx, tx)
}

// TestRedisDownAtBroadcast: a real redis-server (append-only file, fsync
// always) is SIGKILLed at the moment the node receives the intent's signed
// transaction: after the attempt was stored, before the record could be
// marked broadcast. Nothing is signed while Redis is down; once it is back,
// the same Manager finds the record stored before the broadcast and the
// intent is final with that one attempt mined at the nonce it was given:
// one transaction on chain, the counter moved once.
// (Scenario 28.)
func TestRedisDownAtBroadcast(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	srv := testutil.StartRedis(t, testutil.RedisOptions{AppendOnly: true})
	opt, err := redis.ParseURL(srv.URL())
	if err != nil {
		t.Fatal(err)
	}
	rdb := redis.NewClient(opt)
	t.Cleanup(func() { _ = rdb.Close() })
	b := &killAtSend{Backend: sim.Client(), kill: srv.Kill}
	m := newManager(t, testConfig(), b, rdb, []*ecdsa.PrivateKey{key})

	_, err = m.Send(ctx, "intent-1", transfer(1))
	t.Logf("Send with Redis killed at its broadcast: %v", err)
	if _, err := m.Send(ctx, "intent-1", transfer(1)); err == nil {
		t.Fatal("a Send went through while Redis was down")
	}
	srv.Restart()
	sim.Commit()
	out, err := m.Wait(waitCtx(t), "intent-1")
	if err != nil {
		t.Fatalf("Wait after Redis came back: %v", err)
	}
	if out.State != StateFinal || len(out.Attempts) != 1 || out.MinedHash != out.Attempts[0].Hash || out.Nonce != 0 {
		t.Fatalf("record after Redis came back: state %s, %d attempts, mined %s, nonce %d; want final, its one stored attempt, nonce 0",
			out.State, len(out.Attempts), out.MinedHash, out.Nonce)
	}
	if n, err := sim.Client().NonceAt(ctx, addrOf(key), nil); err != nil || n != 1 {
		t.Fatalf("key's nonce on chain %d (%v), want 1: one transaction", n, err)
	}
	if c := counterOf(t, m.store, addrOf(key)); c != 1 {
		t.Errorf("nonce counter %d, want 1", c)
	}
}
