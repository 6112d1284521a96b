package txmgr

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/go-cmp/cmp"
	"github.com/sirupsen/logrus"
	"github.com/sirupsen/logrus/hooks/test"
)

// moveRecorder is a FinalWatcher that records what it is told and refuses
// the first fail calls.
type moveRecorder struct {
	mu     sync.Mutex
	fail   int
	refuse string // an intent it always refuses
	calls  int
	moved  []common.Hash // the blocks it accepted, in order
}

func (w *moveRecorder) FinalMoved(_ context.Context, r Record, rc *types.Receipt) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.calls++
	if r.IntentID == w.refuse {
		return errors.New("never")
	}
	if w.fail > 0 {
		w.fail--
		return errors.New("not now")
	}
	if rc.BlockHash != r.BlockHash {
		return errors.New("receipt of another block")
	}
	w.moved = append(w.moved, r.BlockHash)
	return nil
}

func (w *moveRecorder) FinalLost(context.Context, Record) error { return nil }

// A final record that a deep reorg moved into another block is told to the
// FinalWatcher with its new receipt, once it accepts; a watcher that
// refuses is told again on the next scan, and the record stays watched
// meanwhile.
func TestDeepReorgTellsTheFinalWatcher(t *testing.T) {
	ctx := context.Background()
	g := newRedisRig(t)
	cfg := testConfig()
	cfg.Confirmations = 3
	w := &moveRecorder{fail: 1}
	m := g.manager(t, cfg, WithFinalWatcher(w))
	sent, oldBlock := finalThenDeepReorg(t, g, m, false)
	rc, err := g.sim.Client().TransactionReceipt(ctx, sent.Attempts[0].Hash)
	if err != nil || rc.BlockHash == oldBlock {
		t.Fatalf("the node did not mine the transaction again in the new chain: %v", err)
	}
	m.monitorOnce(ctx) // follows it; the watcher refuses
	marked := func() []string {
		ids, err := m.store.movedOf(ctx, addrOf(g.key))
		if err != nil {
			t.Fatal(err)
		}
		return ids
	}
	if r := mustGet(t, m, "paid-1"); len(marked()) != 1 || r.BlockHash != rc.BlockHash || len(w.moved) != 0 {
		t.Fatalf("after a refused telling: marked %v, block %s, told %v; want marked, block %s, nothing accepted", marked(), r.BlockHash, w.moved, rc.BlockHash)
	}
	m.monitorOnce(ctx) // told again, accepted
	if len(marked()) != 0 || len(w.moved) != 1 || w.moved[0] != rc.BlockHash {
		t.Fatalf("after the second scan: marked %v, accepted %v; want none, [%s]", marked(), w.moved, rc.BlockHash)
	}
	calls := w.calls
	m.monitorOnce(ctx) // nothing more to tell
	if w.calls != calls {
		t.Fatalf("told %d more times after it accepted", w.calls-calls)
	}
	requireUnwatchedOnceFinalized(t, g, m)
}

// A final record a deep reorg dropped is sent again; when the key's next
// intent is mined after it and is final first, the scan's shortcut (the
// top record canonical vouches for the lower ones) must not leave the
// lower one without its new block: it is followed there, and told to the
// watcher.
func TestResentFinalIsFollowedUnderANewerFinal(t *testing.T) {
	ctx := context.Background()
	g := newRedisRig(t)
	cfg := testConfig()
	cfg.Confirmations = 3
	w := &moveRecorder{}
	m := g.manager(t, cfg, WithFinalWatcher(w))
	sent, _ := finalThenDeepReorg(t, g, m, true)
	m.monitorOnce(ctx) // sees paid-1 gone, sends its stored bytes again
	if r := mustGet(t, m, "paid-1"); r.BlockNumber != 0 {
		t.Fatalf("after the reorg paid-1 is in block %d", r.BlockNumber)
	}
	if _, err := m.Send(ctx, "paid-2", transfer(2)); err != nil {
		t.Fatal(err)
	}
	commitUntilMined(t, g.sim, addrOf(g.key), 2)
	g.sim.Commit()
	g.sim.Commit()
	if r, err := m.Wait(waitCtx(t), "paid-2"); err != nil || r.State != StateFinal {
		t.Fatalf("paid-2: %v", err)
	}
	rc, err := g.sim.Client().TransactionReceipt(ctx, sent.Attempts[0].Hash)
	if err != nil {
		t.Fatalf("paid-1 not mined again: %v", err)
	}
	m.monitorOnce(ctx)
	r := mustGet(t, m, "paid-1")
	if r.BlockHash != rc.BlockHash || len(w.moved) != 1 || w.moved[0] != rc.BlockHash {
		t.Fatalf("paid-1 in block %s (mined in %s), told %v", r.BlockHash, rc.BlockHash, w.moved)
	}
	requireUnwatchedOnceFinalized(t, g, m)
}

// A watcher that keeps refusing one moved record (its job cannot be
// corrected yet) holds up no other. Two final records are dropped by a
// deep reorg with a node that forgets them; the first lands again and is
// refused for good; the second, lost once more, must still be sent again
// and, once it lands, followed and told.
func TestRefusedTellingHoldsUpNoOtherMovedRecord(t *testing.T) {
	ctx := context.Background()
	g := newRedisRig(t)
	cfg := testConfig()
	cfg.Confirmations = 3
	w := &moveRecorder{refuse: "paid-0"}
	m := g.manager(t, cfg, WithFinalWatcher(w))
	genesis, err := g.sim.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	var second common.Hash
	for i, id := range []string{"paid-0", "paid-1"} {
		r, err := m.Send(ctx, id, transfer(int64(i+1)))
		if err != nil {
			t.Fatal(err)
		}
		second = r.Attempts[0].Hash
	}
	commitUntilMined(t, g.sim, addrOf(g.key), 2)
	g.sim.Commit()
	g.sim.Commit()
	for _, id := range []string{"paid-0", "paid-1"} {
		if r, err := m.Wait(waitCtx(t), id); err != nil || r.State != StateFinal {
			t.Fatalf("%s: %v", id, err)
		}
	}
	if err := g.sim.Fork(genesis.Hash()); err != nil {
		t.Fatal(err)
	}
	g.sim.Rollback() // the node forgets both
	for range 4 {
		g.sim.Commit()
	}
	g.fb.setFault(func(tx *types.Transaction, _ int) error {
		if tx.Hash() == second {
			return errSwallow
		}
		return nil
	})
	m.monitorOnce(ctx) // both sent again; paid-1's send is lost
	commitUntilMined(t, g.sim, addrOf(g.key), 1)
	m.monitorOnce(ctx) // paid-0 followed, refused
	g.fb.setFault(nil)
	g.clock.Advance(cfg.ResubmitInterval)
	m.monitorOnce(ctx) // paid-0 refused again; paid-1 sent again all the same
	commitUntilMined(t, g.sim, addrOf(g.key), 2)
	m.monitorOnce(ctx)
	r := mustGet(t, m, "paid-1")
	if r.BlockNumber == 0 || len(w.moved) != 1 || w.moved[0] != r.BlockHash {
		t.Fatalf("paid-1 in block %d, told %v; want it followed and told although paid-0 is refused", r.BlockNumber, w.moved)
	}
}

// A moved record the watcher keeps refusing fails every scan of its key:
// the failure is logged as a warning when it starts, at debug while it
// lasts and at info when it clears, not once per scan, and each failed
// scan is counted.
func TestRefusedTellingWarnsOnce(t *testing.T) {
	ctx := context.Background()
	w := &moveRecorder{refuse: "paid-1"}
	mt := newCountingMetrics()
	g, m := newDeepReorgRig(t, WithFinalWatcher(w), WithMetrics(mt))
	m.log.Logger.SetLevel(logrus.DebugLevel)
	hook := test.NewLocal(m.log.Logger)
	finalThenDeepReorg(t, g, m, false)
	levels := func() map[logrus.Level]int {
		n := map[logrus.Level]int{}
		for _, e := range hook.AllEntries() {
			if strings.HasPrefix(e.Message, "monitor key") {
				n[e.Level]++
			}
		}
		return n
	}
	m.monitorOnce(ctx) // follows it and tells; the record stays marked
	if n := len(levels()); n != 0 || w.calls != 1 {
		t.Fatalf("the scan that followed the record logged %d failures, told %d times", n, w.calls)
	}
	const scans = 4 // each tells again and fails
	for range scans {
		m.monitorOnce(ctx)
	}
	want := map[logrus.Level]int{logrus.WarnLevel: 1, logrus.DebugLevel: scans - 1}
	if diff := cmp.Diff(want, levels()); diff != "" || w.calls != 1+scans || mt.get("monitor_error") != scans {
		t.Fatalf("after %d refused scans: logs by level (-want +got):\n%s, told %d times, %d failed scans counted", scans, diff, w.calls, mt.get("monitor_error"))
	}
	w.mu.Lock()
	w.refuse = ""
	w.mu.Unlock()
	m.monitorOnce(ctx) // accepted
	m.monitorOnce(ctx)
	want[logrus.InfoLevel] = 1
	if diff := cmp.Diff(want, levels()); diff != "" || len(w.moved) != 1 || mt.get("monitor_error") != scans {
		t.Fatalf("once accepted: logs by level (-want +got):\n%s, accepted %d, %d failed scans counted", diff, len(w.moved), mt.get("monitor_error"))
	}
}

// WatchUntil takes the two heads and nothing else. (The simulated chain
// answers "safe" with its head, so the safe window is exercised on anvil,
// whose safe head trails by 32 blocks: TestReorgPastTheConfirmationsCorrectsTheJob.)
func TestWatchUntilChecked(t *testing.T) {
	for _, w := range []string{"", WatchFinalized, WatchSafe} {
		if err := (Config{ChainID: testConfig().ChainID, WatchUntil: w}).Check(); err != nil {
			t.Errorf("WatchUntil %q: %v", w, err)
		}
	}
	if err := (Config{ChainID: testConfig().ChainID, WatchUntil: "latest"}).Check(); err == nil {
		t.Fatal("WatchUntil latest was accepted")
	}
}
