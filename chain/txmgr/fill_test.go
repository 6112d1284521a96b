package txmgr

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/internal/testutil"
)

// errIntrinsic is a node's refusal that resending cannot fix.
var errIntrinsic = jsonRPCError{"intrinsic gas too low: gas 21000, minimum needed 21016"}

// rejectFirst is a faultBackend fault that refuses the first send of every
// transaction match picks with errIntrinsic, and lets the rest through.
func rejectFirst(match func(tx *types.Transaction) bool) func(tx *types.Transaction, n int) error {
	return func(tx *types.Transaction, n int) error {
		if n == 1 && match(tx) {
			return errIntrinsic
		}
		return nil
	}
}

// paysWei picks the transactions sending exactly wei.
func paysWei(wei int64) func(tx *types.Transaction) bool {
	return func(tx *types.Transaction) bool { return tx.Value().Cmp(big.NewInt(wei)) == 0 }
}

// fillers returns the filler attempts of r.
func fillers(r *Record) []Attempt {
	var out []Attempt
	for _, a := range r.Attempts {
		if a.Filler {
			out = append(out, a)
		}
	}
	return out
}

// fillerShape is what a filler transaction must look like.
type fillerShape struct {
	Nonce uint64
	To    common.Address
	Value string
	Gas   uint64
	Data  int
}

func shapeOf(tb testing.TB, a Attempt) fillerShape {
	tb.Helper()
	tx, err := a.Transaction()
	if err != nil {
		tb.Fatal(err)
	}
	return fillerShape{tx.Nonce(), *tx.To(), tx.Value().String(), tx.Gas(), len(tx.Data())}
}

// TestRejectedIntentDoesNotJamKey: the node refuses intent a's transaction
// for good. a fails with ErrRejected, a filler (0-value self-transfer,
// 21000 gas) is stored before it is broadcast and takes a's nonce, and the
// intents sent after a on the same key are mined. The refused bytes are
// never sent again, and the filler's receipt does not make a succeed.
func TestRejectedIntentDoesNotJamKey(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	from := addrOf(key)
	sim := newSim(t, key)
	fb := newFaultBackend(sim.Client())
	rdb, mr := newMiniredis(t)
	mt := newCountingMetrics()
	m := newManager(t, testConfig(), fb, rdb, []*ecdsa.PrivateKey{key}, WithMetrics(mt))
	requireStoredBeforeSend(t, fb, m, "a", "b", "c")
	fb.setFault(rejectFirst(paysWei(1)))

	_, err := m.Send(ctx, "a", transfer(1))
	var rej *RejectedError
	if !errors.Is(err, ErrRejected) || !errors.As(err, &rej) {
		t.Fatalf("Send(a): err = %v, want a *RejectedError", err)
	}
	if !errors.Is(rej.Err, errIntrinsic) {
		t.Errorf("RejectedError.Err = %v, want the node's error %v", rej.Err, errIntrinsic)
	}
	a := mustGet(t, m, "a")
	if len(a.Attempts) != 2 || len(fillers(a)) != 1 || !a.Attempts[1].Filler {
		t.Fatalf("attempts of a = %+v, want the refused one and a filler", a.Attempts)
	}
	refused, filler := a.Attempts[0], a.Attempts[1]
	if diff := cmp.Diff(fillerShape{0, from, "0", 21_000, 0}, shapeOf(t, filler)); diff != "" {
		t.Errorf("filler (-want +got):\n%s", diff)
	}
	wantRej := Rejection{TxHash: refused.Hash, Error: errIntrinsic.msg, At: a.Rejection.At}
	if diff := cmp.Diff(&wantRej, a.Rejection); diff != "" {
		t.Errorf("rejection (-want +got):\n%s", diff)
	}
	if a.Failure != FailRejected || a.State != StateSent {
		t.Errorf("a = failure %q state %s; want rejected, sent (the filler is in the pool)", a.Failure, a.State)
	}

	// Later intents on the same key: without the filler they would wait
	// behind nonce 0 for ever.
	for i, id := range []string{"b", "c"} {
		r, err := m.Send(ctx, id, transfer(int64(i+2)))
		if err != nil {
			t.Fatalf("Send(%s): %v", id, err)
		}
		if r.Nonce != uint64(i+1) {
			t.Errorf("%s nonce = %d, want %d", id, r.Nonce, i+1)
		}
	}
	commitUntilMined(t, sim, from, 3)
	for _, id := range []string{"b", "c"} {
		out, err := m.Wait(waitCtx(t), id)
		if err != nil {
			t.Fatalf("Wait(%s): %v", id, err)
		}
		if out.Receipt.Status != types.ReceiptStatusSuccessful {
			t.Errorf("%s receipt status = %d", id, out.Receipt.Status)
		}
	}
	if n, _ := sim.Client().NonceAt(ctx, from, nil); n != 3 {
		t.Errorf("mined nonce = %d, want 3", n)
	}

	driveUntil(t, m, "a", isTerminal)
	out, err := m.Wait(waitCtx(t), "a")
	if !errors.Is(err, ErrRejected) || out == nil || out.Receipt != nil {
		t.Fatalf("Wait(a) = %+v, %v; want the failed record, no receipt, ErrRejected", out, err)
	}
	got := struct {
		State     State
		Failure   FailReason
		MinedHash common.Hash
	}{out.State, out.Failure, out.MinedHash}
	want := got
	want.State, want.Failure, want.MinedHash = StateFailed, FailRejected, filler.Hash
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("a after its filler was mined (-want +got):\n%s", diff)
	}

	// A re-delivered task finds the failure and sends nothing.
	if _, err := m.Send(ctx, "a", transfer(1)); !errors.Is(err, ErrRejected) {
		t.Errorf("Send(a) again: err = %v, want ErrRejected", err)
	}
	b, c := mustGet(t, m, "b"), mustGet(t, m, "c")
	wantSends := map[common.Hash]int{refused.Hash: 1, filler.Hash: 1, b.Attempts[0].Hash: 1, c.Attempts[0].Hash: 1}
	if diff := cmp.Diff(wantSends, fb.seenHashes()); diff != "" {
		t.Errorf("broadcasts (-want +got):\n%s", diff)
	}
	gotMetrics := map[string]int{}
	for _, k := range []string{"rejected", "final", "failed"} {
		gotMetrics[k] = mt.get(k)
	}
	if diff := cmp.Diff(map[string]int{"rejected": 1, "final": 2, "failed": 0}, gotMetrics); diff != "" {
		t.Errorf("metrics (-want +got):\n%s", diff)
	}
	if ids, _ := m.store.pending(ctx, from); len(ids) != 0 {
		t.Errorf("pending = %v, want none", ids)
	}
	if diff := cmp.Diff(DefaultRetention, mr.TTL(m.store.recordKey("a"))); diff != "" {
		t.Errorf("TTL of the failed record (-want +got):\n%s", diff)
	}
}

// refusedRecord stores intent a the way broadcastLatest leaves it when the
// node refuses its first attempt and the process stops before the filler is
// stored: one attempt, never seen by the node, LastSendResult "rejected".
func refusedRecord(tb testing.TB, m *Manager) *Record {
	tb.Helper()
	ctx := context.Background()
	r, created, err := m.create(ctx, "a", transfer(1))
	if err != nil || !created {
		tb.Fatalf("create = %v, %v", created, err)
	}
	r, err = m.mutate(ctx, "a", nil, func(x *Record) bool {
		x.LastBroadcastAt = m.now()
		x.LastSendResult, x.LastSendError = "rejected", errIntrinsic.msg
		return true
	})
	if err != nil {
		tb.Fatal(err)
	}
	return r
}

// TestRejectedIntentResumesFromStagedStops writes intent a, in the same
// process, as a crash would leave it after the node refused it — before the
// filler was stored, or after it was stored and before it was broadcast —
// and resumes it with a re-delivered Send, a Wait or the monitor. Each
// stores one filler (at most), broadcasts it, never re-sends the refused
// bytes, and the key keeps going. The same stops in a process killed with
// SIGKILL are TestProcessKilledAfterRejection.
func TestRejectedIntentResumesFromStagedStops(t *testing.T) {
	crashes := []struct {
		name  string
		crash func(t *testing.T, m *Manager, r *Record)
	}{
		{"refusal recorded, no filler", func(*testing.T, *Manager, *Record) {}},
		{"filler stored, not broadcast", func(t *testing.T, m *Manager, r *Record) {
			if _, err := m.attachFiller(context.Background(), r, r.recordedRejection()); err != nil {
				t.Fatalf("attachFiller: %v", err)
			}
		}},
	}
	resumes := []struct {
		name   string
		resume func(t *testing.T, m *Manager) error
	}{
		{"re-delivered Send", func(t *testing.T, m *Manager) error {
			_, err := m.Send(context.Background(), "a", transfer(1))
			return err
		}},
		{"Wait", func(t *testing.T, m *Manager) error {
			_, err := m.Wait(waitCtx(t), "a")
			return err
		}},
		{"monitor", func(t *testing.T, m *Manager) error {
			m.monitorOnce(context.Background())
			return mustGet(t, m, "a").Err()
		}},
	}
	for _, cr := range crashes {
		for _, rs := range resumes {
			t.Run(cr.name+"/"+rs.name, func(t *testing.T) {
				ctx := context.Background()
				key := testKey(t, 0)
				sim := newSim(t, key)
				fb := newFaultBackend(sim.Client())
				rdb, _ := newMiniredis(t)
				m := newManager(t, testConfig(), fb, rdb, []*ecdsa.PrivateKey{key})
				requireStoredBeforeSend(t, fb, m, "a", "b")

				refused := refusedRecord(t, m)
				cr.crash(t, m, refused)
				if err := rs.resume(t, m); !errors.Is(err, ErrRejected) {
					t.Fatalf("resume: err = %v, want ErrRejected", err)
				}
				a := mustGet(t, m, "a")
				fs := fillers(a)
				if len(fs) != 1 || len(a.Attempts) != 2 || a.Failure != FailRejected {
					t.Fatalf("a = %d attempts, %d fillers, failure %q; want 2, 1, rejected", len(a.Attempts), len(fs), a.Failure)
				}
				want := map[common.Hash]int{fs[0].Hash: 1}
				if diff := cmp.Diff(want, fb.seenHashes()); diff != "" {
					t.Errorf("broadcasts (-want +got):\n%s", diff)
				}

				b, err := m.Send(ctx, "b", transfer(2))
				if err != nil || b.Nonce != 1 {
					t.Fatalf("Send(b) = nonce %v, %v; want nonce 1", b, err)
				}
				commitUntilMined(t, sim, addrOf(key), 2)
				if _, err := m.Wait(waitCtx(t), "b"); err != nil {
					t.Fatalf("Wait(b): %v", err)
				}
				a = driveUntil(t, m, "a", isTerminal)
				if a.State != StateFailed || a.MinedHash != fs[0].Hash {
					t.Errorf("a = state %s mined %s; want failed, the filler %s", a.State, a.MinedHash, fs[0].Hash)
				}
			})
		}
	}
}

// TestConcurrentFillSignsOneFiller: many steps in two Managers find the
// same refused record at once; between them they sign one filler.
func TestConcurrentFillSignsOneFiller(t *testing.T) {
	redisKinds(t, func(t *testing.T, rdb redis.UniversalClient) {
		ctx := context.Background()
		key := testKey(t, 0)
		sim := newSim(t, key)
		fb := newFaultBackend(sim.Client())
		managers := []*Manager{
			newManager(t, testConfig(), fb, rdb, []*ecdsa.PrivateKey{key}),
			newManager(t, testConfig(), fb, rdb, []*ecdsa.PrivateKey{key}),
		}
		refusedRecord(t, managers[0])

		var wg sync.WaitGroup
		start := make(chan struct{})
		for i := range 8 {
			m := managers[i%2]
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				r, err := m.store.get(ctx, "a")
				if err != nil {
					t.Errorf("get: %v", err)
					return
				}
				// The step that fills reports the rejection; a step that
				// finds the filler already there drives it, without error.
				got, err := m.drive(ctx, r)
				if err != nil && !errors.Is(err, ErrRejected) || got == nil || !errors.Is(got.Err(), ErrRejected) {
					t.Errorf("drive = record error %v, error %v; want a rejected record", got.Err(), err)
				}
			}()
		}
		close(start)
		testutil.Wait(t, &wg, "the concurrent drives")

		a := mustGet(t, managers[0], "a")
		fs := fillers(a)
		if len(fs) != 1 || len(a.Attempts) != 2 {
			t.Fatalf("a has %d attempts, %d fillers; want 2, 1", len(a.Attempts), len(fs))
		}
		for h := range fb.seenHashes() {
			if h != fs[0].Hash {
				t.Errorf("broadcast %s, want only the filler %s", h, fs[0].Hash)
			}
		}
		if n := counterOf(t, managers[0].store, addrOf(key)); n != 1 {
			t.Errorf("nonce counter = %d, want 1", n)
		}
	})
}

// bumpRefused is intent a after rejectedBump.
type bumpRefused struct {
	m      *Manager
	sim    *simulated.Backend
	clock  *testClock
	a0     Attempt // accepted, in the pool
	filler Attempt
}

// rejectedBump sends intent a (accepted: its first attempt a0 is in the
// pool), lets BumpAfter pass and has the node refuse the bump for good, so
// that a filler is stored with a0 still pooled. With swallowFiller the
// first filler's first broadcast never reaches the node.
func rejectedBump(t *testing.T, cfg Config, swallowFiller bool) bumpRefused {
	t.Helper()
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	fb := newFaultBackend(sim.Client())
	rdb, _ := newMiniredis(t)
	clock := newClock()
	m := newManager(t, cfg, fb, rdb, []*ecdsa.PrivateKey{key}, WithClock(clock.Now))
	requireStoredBeforeSend(t, fb, m, "a")

	r, err := m.Send(ctx, "a", transfer(1))
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	a0 := r.Attempts[0]
	var swallowed atomic.Bool
	fb.setFault(func(tx *types.Transaction, n int) error {
		switch {
		case tx.Hash() == a0.Hash:
			return nil
		case *tx.To() == sink:
			return errIntrinsic // the bump
		case swallowFiller && swallowed.CompareAndSwap(false, true):
			return errSwallow // the first filler's first broadcast
		}
		return nil
	})
	clock.Advance(cfg.BumpAfter)
	r, err = m.drive(ctx, mustGet(t, m, "a"))
	if !errors.Is(err, ErrRejected) {
		t.Fatalf("drive with the bump refused: err = %v, want ErrRejected", err)
	}
	if len(r.Attempts) != 3 || !r.Attempts[2].Filler || r.Attempts[1].Filler {
		t.Fatalf("attempts = %+v; want a0, the refused bump, a filler", r.Attempts)
	}
	bumped, filler := r.Attempts[1], r.Attempts[2]
	for _, p := range []struct {
		name          string
		prev, replace *big.Int
	}{{"tip", bumped.GasTipCap, filler.GasTipCap}, {"fee cap", bumped.GasFeeCap, filler.GasFeeCap}} {
		if p.replace.Cmp(bumpMin(p.prev)) < 0 {
			t.Errorf("filler %s %s does not outbid the highest attempt's %s by 10%%", p.name, p.replace, p.prev)
		}
	}
	return bumpRefused{m: m, sim: sim, clock: clock, a0: a0, filler: filler}
}

// outcomeOf summarises what Wait said about an intent.
type outcomeOf struct {
	Err       bool // errors.Is ErrRejected
	State     State
	Failure   FailReason
	MinedHash common.Hash
	Receipt   common.Hash
	Reorgs    int
}

func summarise(out *Outcome, err error) outcomeOf {
	o := outcomeOf{Err: errors.Is(err, ErrRejected)}
	if out != nil {
		o.State, o.Failure, o.MinedHash, o.Reorgs = out.State, out.Failure, out.MinedHash, out.Reorgs
		if out.Receipt != nil {
			o.Receipt = out.Receipt.TxHash
		}
	}
	return o
}

// TestFillerRacesAcceptedAttempt: a node held an earlier attempt of the
// intent when a later one was refused. If the filler reaches the pool it
// replaces that attempt and the intent fails; if it does not, the earlier
// attempt is mined and the record follows the chain: the intent succeeded.
func TestFillerRacesAcceptedAttempt(t *testing.T) {
	tests := []struct {
		name          string
		swallowFiller bool
		want          func(e bumpRefused) outcomeOf
	}{
		{"filler replaces the pooled attempt", false, func(e bumpRefused) outcomeOf {
			return outcomeOf{Err: true, State: StateFailed, Failure: FailRejected, MinedHash: e.filler.Hash}
		}},
		{"pooled attempt mined after all", true, func(e bumpRefused) outcomeOf {
			return outcomeOf{State: StateFinal, MinedHash: e.a0.Hash, Receipt: e.a0.Hash}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := rejectedBump(t, testConfig(), tc.swallowFiller)
			commitUntilMined(t, e.sim, e.m.addrs[0], 1)
			driveUntil(t, e.m, "a", isTerminal)
			got := summarise(e.m.Wait(waitCtx(t), "a"))
			if diff := cmp.Diff(tc.want(e), got); diff != "" {
				t.Errorf("Wait (-want +got):\n%s", diff)
			}
			if r := mustGet(t, e.m, "a"); r.Rejection == nil || r.Rejection.Error != errIntrinsic.msg {
				t.Errorf("rejection = %+v, want it kept", r.Rejection)
			}
		})
	}
}

// TestRejectedIntentMinedThenReorgedOut: the pooled attempt of a rejected
// intent is mined (the intent is no longer failed), then reorged out before
// it is final; the record is a rejected intent again, its filler goes out
// and takes the nonce.
func TestRejectedIntentMinedThenReorgedOut(t *testing.T) {
	ctx := context.Background()
	cfg := testConfig()
	cfg.Confirmations = 3
	e := rejectedBump(t, cfg, true)
	genesis, err := e.sim.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	commitUntilMined(t, e.sim, e.m.addrs[0], 1)
	mined := driveUntil(t, e.m, "a", isMined)
	if mined.State != StateMined || mined.MinedHash != e.a0.Hash || mined.Err() != nil {
		t.Fatalf("after one block: state %s mined %s err %v; want mined, a0, no error", mined.State, mined.MinedHash, mined.Err())
	}

	if err := e.sim.Fork(genesis.Hash()); err != nil {
		t.Fatalf("Fork: %v", err)
	}
	e.sim.Rollback() // drop a0, which the reorg put back into the pool
	e.sim.Commit()
	back, err := e.m.drive(ctx, mustGet(t, e.m, "a"))
	if err != nil {
		t.Fatalf("drive after the reorg: %v", err)
	}
	if back.Failure != FailRejected || back.Reorgs != 1 || back.LastBroadcastAt.IsZero() {
		t.Fatalf("after the reorg: failure %q reorgs %d broadcast %v; want rejected, 1, the filler sent", back.Failure, back.Reorgs, back.LastBroadcastAt)
	}
	commitUntilMined(t, e.sim, e.m.addrs[0], 1)
	e.sim.Commit()
	e.sim.Commit() // 3 confirmations
	driveUntil(t, e.m, "a", isTerminal)
	got := summarise(e.m.Wait(waitCtx(t), "a"))
	want := outcomeOf{Err: true, State: StateFailed, Failure: FailRejected, MinedHash: e.filler.Hash, Reorgs: 1}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Wait (-want +got):\n%s", diff)
	}
}

// TestFillerIsBumped: a filler left unmined for BumpAfter is replaced like
// any attempt — by another filler, never by the intent's call.
func TestFillerIsBumped(t *testing.T) {
	cfg := testConfig()
	e := rejectedBump(t, cfg, true) // the pool still holds a0, not the filler
	e.clock.Advance(cfg.BumpAfter)
	r, err := e.m.drive(context.Background(), mustGet(t, e.m, "a"))
	if err != nil {
		t.Fatalf("drive: %v", err)
	}
	if len(r.Attempts) != 4 || len(fillers(r)) != 2 {
		t.Fatalf("attempts = %d, fillers %d; want 4, 2", len(r.Attempts), len(fillers(r)))
	}
	bumped := r.Attempts[3]
	if diff := cmp.Diff(shapeOf(t, e.filler), shapeOf(t, bumped)); diff != "" {
		t.Errorf("bumped filler (-filler +bumped):\n%s", diff)
	}
	if bumped.GasTipCap.Cmp(bumpMin(e.filler.GasTipCap)) < 0 || bumped.GasFeeCap.Cmp(bumpMin(e.filler.GasFeeCap)) < 0 {
		t.Errorf("bumped filler fees %s/%s, want ≥ 10%% over %s/%s", bumped.GasTipCap, bumped.GasFeeCap, e.filler.GasTipCap, e.filler.GasFeeCap)
	}
	commitUntilMined(t, e.sim, e.m.addrs[0], 1)
	driveUntil(t, e.m, "a", isTerminal)
	got := summarise(e.m.Wait(waitCtx(t), "a"))
	want := outcomeOf{Err: true, State: StateFailed, Failure: FailRejected, MinedHash: bumped.Hash}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Wait (-want +got):\n%s", diff)
	}
}

func TestFillerFees(t *testing.T) {
	gwei := func(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1_000_000_000)) }
	s := feeSuggestion{tip: gwei(1), baseFee: gwei(10)} // network fee cap 21 gwei
	tests := []struct {
		name      string
		attempts  []Attempt
		maxFeeCap *big.Int
		want      fees
	}{
		{"no attempt: first-attempt fees", nil, nil, fees{gwei(1), gwei(21)}},
		{"cheap attempts: network fees", []Attempt{{GasTipCap: big.NewInt(1), GasFeeCap: big.NewInt(2)}}, nil, fees{gwei(1), gwei(21)}},
		{"outbids the highest attempt", []Attempt{
			{GasTipCap: gwei(2), GasFeeCap: gwei(30)},
			{GasTipCap: gwei(3), GasFeeCap: gwei(25)},
		}, nil, fees{bumpMin(gwei(3)), bumpMin(gwei(30))}},
		{"max fee cap clamps", []Attempt{{GasTipCap: gwei(40), GasFeeCap: gwei(40)}}, gwei(35), fees{gwei(35), gwei(35)}},
		{"tip above cap raises the cap", []Attempt{{GasTipCap: gwei(30), GasFeeCap: gwei(20)}}, nil, fees{bumpMin(gwei(30)), bumpMin(gwei(30))}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := fillerFees(tc.attempts, s, tc.maxFeeCap)
			if diff := cmp.Diff(tc.want, got, bigEqual(), cmp.AllowUnexported(fees{})); diff != "" {
				t.Errorf("fillerFees (-want +got):\n%s", diff)
			}
		})
	}
}
