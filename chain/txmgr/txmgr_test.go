package txmgr

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/internal/testutil"
)

func TestSendHappyPath(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	fb := newFaultBackend(sim.Client())
	rdb, _ := newMiniredis(t)
	mt := newCountingMetrics()
	m := newManager(t, testConfig(), fb, rdb, []*ecdsa.PrivateKey{key}, WithMetrics(mt))
	requireStoredBeforeSend(t, fb, m, "intent-1")

	c := Candidate{To: sink, Value: big.NewInt(12345)} // gas estimated
	r, err := m.Send(ctx, "intent-1", c)
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	if diff := cmp.Diff(StateSent, r.State); diff != "" {
		t.Errorf("state after Send (-want +got):\n%s", diff)
	}
	if len(r.Attempts) != 1 {
		t.Fatalf("attempts = %d, want 1", len(r.Attempts))
	}
	if diff := cmp.Diff(uint64(21_000+4_200), r.Call.GasLimit); diff != "" {
		t.Errorf("estimated gas +20%% (-want +got):\n%s", diff)
	}
	tx, err := r.Attempts[0].Transaction()
	if err != nil {
		t.Fatal(err)
	}
	if tx.Hash() != r.Attempts[0].Hash || tx.Nonce() != 0 || *tx.To() != sink || tx.Value().Cmp(c.Value) != 0 {
		t.Errorf("stored tx %s nonce %d to %s value %s does not match the record", tx.Hash(), tx.Nonce(), tx.To(), tx.Value())
	}

	commitUntilMined(t, sim, addrOf(key), 1)
	out, err := m.Wait(waitCtx(t), "intent-1")
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	if out.Receipt.Status != types.ReceiptStatusSuccessful {
		t.Errorf("receipt status = %d", out.Receipt.Status)
	}
	got := struct {
		State     State
		From      common.Address
		Nonce     uint64
		MinedHash common.Hash
		Block     uint64
		BlockHash common.Hash
	}{out.State, out.From, out.Nonce, out.MinedHash, out.BlockNumber, out.BlockHash}
	want := got
	want.State, want.From, want.Nonce, want.MinedHash = StateFinal, addrOf(key), 0, r.Attempts[0].Hash
	want.Block, want.BlockHash = out.Receipt.BlockNumber.Uint64(), out.Receipt.BlockHash
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("final record (-want +got):\n%s", diff)
	}
	ids, _ := m.store.pending(ctx, addrOf(key))
	if len(ids) != 0 {
		t.Errorf("pending after final = %v", ids)
	}
	gotMetrics := map[string]int{}
	for _, k := range []string{"assigned", "broadcast_accepted", "final", "bumped"} {
		gotMetrics[k] = mt.get(k)
	}
	if diff := cmp.Diff(map[string]int{"assigned": 1, "broadcast_accepted": 1, "final": 1, "bumped": 0}, gotMetrics); diff != "" {
		t.Errorf("metrics (-want +got):\n%s", diff)
	}
	if _, err := m.Get(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Get(unknown) err = %v, want ErrNotFound", err)
	}
	if _, err := m.Wait(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Wait(unknown) err = %v, want ErrNotFound", err)
	}
}

func TestSendIsIdempotent(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	fb := newFaultBackend(sim.Client())
	rdb, _ := newMiniredis(t)
	m := newManager(t, testConfig(), fb, rdb, []*ecdsa.PrivateKey{key})

	first, err := m.Send(ctx, "intent-1", transfer(1))
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	// A re-delivered task calls Send again, even with another candidate.
	second, err := m.Send(ctx, "intent-1", transfer(999))
	if err != nil {
		t.Fatalf("second Send: %v", err)
	}
	if diff := cmp.Diff(first.Attempts, second.Attempts, bigEqual()); diff != "" {
		t.Errorf("attempts differ (-first +second):\n%s", diff)
	}
	if diff := cmp.Diff(map[common.Hash]int{first.Attempts[0].Hash: 2}, fb.seenHashes()); diff != "" {
		t.Errorf("broadcasts (-want +got):\n%s", diff)
	}

	commitUntilMined(t, sim, addrOf(key), 1)
	if _, err := m.Wait(waitCtx(t), "intent-1"); err != nil {
		t.Fatalf("Wait: %v", err)
	}
	// After final, Send returns the final record and sends nothing.
	third, err := m.Send(ctx, "intent-1", transfer(1))
	if err != nil {
		t.Fatalf("Send after final: %v", err)
	}
	if third.State != StateFinal || third.MinedHash != first.Attempts[0].Hash {
		t.Errorf("Send after final = state %s mined %s", third.State, third.MinedHash)
	}
	if diff := cmp.Diff(map[common.Hash]int{first.Attempts[0].Hash: 2}, fb.seenHashes()); diff != "" {
		t.Errorf("broadcasts after final (-want +got):\n%s", diff)
	}
	if n := counterOf(t, m.store, addrOf(key)); n != 1 {
		t.Errorf("nonce counter = %d, want 1", n)
	}
}

func TestEstimateRevertStoresNothing(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	rdb, _ := newMiniredis(t)
	m := newManager(t, testConfig(), sim.Client(), rdb, []*ecdsa.PrivateKey{key})

	_, err := m.Send(ctx, "intent-1", Candidate{To: revertAddr, Data: []byte{1, 2, 3, 4}})
	if err == nil || !chain.IsExecutionReverted(err) {
		t.Fatalf("Send of a reverting call: err = %v, want an execution-reverted error", err)
	}
	if _, err := m.Get(ctx, "intent-1"); !errors.Is(err, ErrNotFound) {
		t.Errorf("record after failed estimate: err = %v, want ErrNotFound", err)
	}
	if _, ok, _ := m.store.counter(ctx, addrOf(key)); ok {
		t.Error("nonce counter set by a failed estimate")
	}
}

// TestConcurrentSendOneIntent races Send for one intent from many
// goroutines on two Managers sharing Redis and keys, as overlapping asynq
// deliveries in two worker processes would.
func TestConcurrentSendOneIntent(t *testing.T) {
	redisKinds(t, func(t *testing.T, rdb redis.UniversalClient) {
		ctx := context.Background()
		keys := []*ecdsa.PrivateKey{testKey(t, 0), testKey(t, 1)}
		sim := newSim(t, keys...)
		fb := newFaultBackend(sim.Client())
		managers := []*Manager{
			newManager(t, testConfig(), fb, rdb, keys),
			newManager(t, testConfig(), fb, rdb, keys),
		}
		const perManager = 8
		var (
			wg      sync.WaitGroup
			mu      sync.Mutex
			records []*Record
		)
		start := make(chan struct{})
		for i := range 2 * perManager {
			m := managers[i%2]
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				r, err := m.Send(ctx, "the-intent", transfer(int64(i+1)))
				if err != nil {
					t.Errorf("Send: %v", err)
					return
				}
				mu.Lock()
				records = append(records, r)
				mu.Unlock()
			}()
		}
		close(start)
		testutil.Wait(t, &wg, "the concurrent sends")
		if t.Failed() {
			return
		}

		type ident struct {
			From  common.Address
			Nonce uint64
			Hash  common.Hash
		}
		want := ident{records[0].From, records[0].Nonce, records[0].Attempts[0].Hash}
		for _, r := range records {
			got := ident{r.From, r.Nonce, r.Attempts[0].Hash}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("records differ (-first +this):\n%s", diff)
			}
		}
		// One signed transaction for the intent: every broadcast carried it.
		if hs := fb.seenHashes(); len(hs) != 1 || hs[want.Hash] == 0 {
			t.Errorf("distinct transactions broadcast = %v, want only %s", hs, want.Hash)
		}
		var total uint64
		for _, k := range keys {
			n, _, _ := managers[0].store.counter(ctx, addrOf(k))
			total += n
		}
		if total != 1 {
			t.Errorf("nonces taken over all keys = %d, want 1", total)
		}
		commitUntilMined(t, sim, want.From, want.Nonce+1)
		out, err := managers[1].Wait(waitCtx(t), "the-intent")
		if err != nil {
			t.Fatalf("Wait: %v", err)
		}
		if out.MinedHash != want.Hash {
			t.Errorf("mined %s, want %s", out.MinedHash, want.Hash)
		}
	})
}

// TestManyIntentsTwoManagersTwoKeys sends 200 intents through two Managers
// sharing two keys and checks that they got 200 distinct nonces, gapless per
// key, and that all of them were mined.
func TestManyIntentsTwoManagersTwoKeys(t *testing.T) {
	redisKinds(t, func(t *testing.T, rdb redis.UniversalClient) {
		ctx := context.Background()
		keys := []*ecdsa.PrivateKey{testKey(t, 0), testKey(t, 1)}
		sim := newSim(t, keys...)
		managers := []*Manager{
			newManager(t, testConfig(), sim.Client(), rdb, keys),
			newManager(t, testConfig(), sim.Client(), rdb, keys),
		}
		const intents, workers = 200, 16
		ids := make(chan string)
		var wg sync.WaitGroup
		for w := range workers {
			m := managers[w%2]
			wg.Add(1)
			go func() {
				defer wg.Done()
				for id := range ids {
					if _, err := m.Send(ctx, id, transfer(1)); err != nil {
						t.Errorf("Send(%s): %v", id, err)
					}
				}
			}()
		}
		for i := range intents {
			ids <- fmt.Sprintf("intent-%03d", i)
		}
		close(ids)
		testutil.Wait(t, &wg, "the concurrent sends")
		if t.Failed() {
			return
		}

		nonces := map[common.Address][]uint64{}
		for i := range intents {
			r := mustGet(t, managers[0], fmt.Sprintf("intent-%03d", i))
			nonces[r.From] = append(nonces[r.From], r.Nonce)
		}
		total := 0
		for a, ns := range nonces {
			sort.Slice(ns, func(i, j int) bool { return ns[i] < ns[j] })
			for i, n := range ns {
				if n != uint64(i) {
					t.Fatalf("key %s nonces %v: gap or duplicate at %d", a, ns, i)
				}
			}
			total += len(ns)
		}
		if total != intents {
			t.Fatalf("records = %d, want %d", total, intents)
		}
		if len(nonces) != len(keys) {
			t.Errorf("intents spread over %d keys, want %d", len(nonces), len(keys))
		}

		// Mine; the monitors of both Managers confirm everything.
		for round := 0; ; round++ {
			if round == 20 {
				t.Fatal("not all intents final after 20 blocks")
			}
			sim.Commit()
			for _, m := range managers {
				m.monitorOnce(ctx)
			}
			pending := 0
			for _, k := range keys {
				ids, err := managers[0].store.pending(ctx, addrOf(k))
				if err != nil {
					t.Fatal(err)
				}
				pending += len(ids)
			}
			if pending == 0 {
				break
			}
		}
		for a := range nonces {
			n, err := sim.Client().NonceAt(ctx, a, nil)
			if err != nil {
				t.Fatal(err)
			}
			if n != uint64(len(nonces[a])) {
				t.Errorf("key %s mined nonce = %d, want %d", a, n, len(nonces[a]))
			}
		}
		for i := range intents {
			if r := mustGet(t, managers[1], fmt.Sprintf("intent-%03d", i)); r.State != StateFinal {
				t.Errorf("intent-%03d state %s", i, r.State)
			}
		}
	})
}
