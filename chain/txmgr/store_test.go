package txmgr

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
)

var keyA = common.HexToAddress("0x00000000000000000000000000000000000000aa")

// mustLock takes the lock of a, failing when it is held.
func mustLock(tb testing.TB, s *store, a common.Address, ttl time.Duration) *lease {
	tb.Helper()
	l, err := s.tryLock(context.Background(), a, ttl)
	if err != nil || l == nil {
		tb.Fatalf("tryLock(%s) = %v, %v", a, l, err)
	}
	return l
}

// assign stores a new record for id under l with the given floor and
// returns its nonce.
func assign(tb testing.TB, s *store, l *lease, floor uint64, id string) (uint64, bool) {
	tb.Helper()
	r, created, _, err := s.assignRecord(context.Background(), l, floor, &Record{IntentID: id, From: l.addr, State: StateAssigned, Call: transfer(1)})
	if err != nil {
		tb.Fatalf("assignRecord(%q): %v", id, err)
	}
	return r.Nonce, created
}

func counterOf(tb testing.TB, s *store, a common.Address) uint64 {
	tb.Helper()
	n, _, err := s.counter(context.Background(), a)
	if err != nil {
		tb.Fatalf("counter: %v", err)
	}
	return n
}

func TestAssignRecordTakesNoncesInOrder(t *testing.T) {
	rdb, _ := newMiniredis(t)
	s := newStore(rdb, "t:", DefaultRetention)
	l := mustLock(t, s, keyA, time.Minute)

	var got []uint64
	for i := range 3 {
		n, created := assign(t, s, l, 0, fmt.Sprintf("intent-%d", i))
		if !created {
			t.Fatalf("intent-%d not created", i)
		}
		got = append(got, n)
	}
	if diff := cmp.Diff([]uint64{0, 1, 2}, got); diff != "" {
		t.Errorf("nonces (-want +got):\n%s", diff)
	}

	// An existing intent gets its record back and the counter stays put.
	n, created := assign(t, s, l, 0, "intent-1")
	if created || n != 1 {
		t.Errorf("re-assign intent-1 = nonce %d created %v, want nonce 1 not created", n, created)
	}
	if diff := cmp.Diff(uint64(3), counterOf(t, s, keyA)); diff != "" {
		t.Errorf("counter (-want +got):\n%s", diff)
	}
	ids, err := s.pending(context.Background(), keyA)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"intent-0", "intent-1", "intent-2"}, ids); diff != "" {
		t.Errorf("pending (-want +got):\n%s", diff)
	}
}

func TestAssignRecordResyncsCounter(t *testing.T) {
	tests := []struct {
		name    string
		counter string // "" = missing
		floor   uint64
		want    uint64
	}{
		{"missing counter starts at the mined nonce", "", 5, 5},
		{"counter below the mined nonce is raised", "2", 7, 7},
		{"counter above the mined nonce wins", "9", 4, 9},
		{"equal", "3", 3, 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rdb, _ := newMiniredis(t)
			s := newStore(rdb, "t:", DefaultRetention)
			if tc.counter != "" {
				if err := rdb.Set(context.Background(), s.counterKey(keyA), tc.counter, 0).Err(); err != nil {
					t.Fatal(err)
				}
			}
			l := mustLock(t, s, keyA, time.Minute)
			n, _ := assign(t, s, l, tc.floor, "x")
			if diff := cmp.Diff(tc.want, n); diff != "" {
				t.Errorf("nonce (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.want+1, counterOf(t, s, keyA)); diff != "" {
				t.Errorf("counter (-want +got):\n%s", diff)
			}
		})
	}
}

func TestAssignRecordSkipsNoncesOfPendingRecords(t *testing.T) {
	rdb, _ := newMiniredis(t)
	s := newStore(rdb, "t:", DefaultRetention)
	l := mustLock(t, s, keyA, time.Minute)
	assign(t, s, l, 0, "a")
	assign(t, s, l, 0, "b")
	// The counter is lost (an operator's DEL, a failover): the pending
	// records still hold nonces 0 and 1, so the next intent must get 2.
	if err := rdb.Del(context.Background(), s.counterKey(keyA)).Err(); err != nil {
		t.Fatal(err)
	}
	n, _ := assign(t, s, l, 0, "c")
	if diff := cmp.Diff(uint64(2), n); diff != "" {
		t.Errorf("nonce (-want +got):\n%s", diff)
	}
}

func TestStaleFenceCannotWrite(t *testing.T) {
	ctx := context.Background()
	rdb, mr := newMiniredis(t)
	s := newStore(rdb, "t:", DefaultRetention)
	ttl := 10 * time.Second

	old := mustLock(t, s, keyA, ttl)
	if l, err := s.tryLock(ctx, keyA, ttl); err != nil || l != nil {
		t.Fatalf("tryLock on a held lock = %v, %v; want nil, nil", l, err)
	}
	n, _ := assign(t, s, old, 0, "a")
	r, err := s.get(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}

	// The lease runs out while nobody else holds the lock: no more writes.
	mr.FastForward(ttl + time.Millisecond)
	_, _, _, err = s.assignRecord(ctx, old, 0, &Record{IntentID: "b", From: keyA, State: StateAssigned})
	if !errors.Is(err, ErrStaleFence) {
		t.Errorf("assign with expired lease: err = %v, want ErrStaleFence", err)
	}
	r.Attempts = append(r.Attempts, Attempt{Hash: common.HexToHash("0x01")})
	if err := s.saveRecord(ctx, old, r); !errors.Is(err, ErrStaleFence) {
		t.Errorf("fenced save with expired lease: err = %v, want ErrStaleFence", err)
	}

	// A new holder takes the lock: the old one still cannot write, the new
	// one can.
	cur := mustLock(t, s, keyA, ttl)
	if cur.fence <= old.fence {
		t.Errorf("fence did not increase: old %d, new %d", old.fence, cur.fence)
	}
	if err := s.saveRecord(ctx, old, r); !errors.Is(err, ErrStaleFence) {
		t.Errorf("fenced save by the old holder: err = %v, want ErrStaleFence", err)
	}
	// Releasing with the old lease must not free the new holder's lock.
	if err := s.unlock(ctx, old); err != nil {
		t.Fatal(err)
	}
	if l, _ := s.tryLock(ctx, keyA, ttl); l != nil {
		t.Error("old lease released the new holder's lock")
	}
	if err := s.saveRecord(ctx, cur, r); err != nil {
		t.Errorf("fenced save by the current holder: %v", err)
	}
	if _, err := s.get(ctx, "b"); !errors.Is(err, ErrNotFound) {
		t.Errorf("record b written by a stale holder: err = %v", err)
	}
	if diff := cmp.Diff(n+1, counterOf(t, s, keyA)); diff != "" {
		t.Errorf("counter moved by a stale holder (-want +got):\n%s", diff)
	}
}

func TestSaveRecordCompareAndSet(t *testing.T) {
	ctx := context.Background()
	rdb, _ := newMiniredis(t)
	s := newStore(rdb, "t:", DefaultRetention)
	l := mustLock(t, s, keyA, time.Minute)
	assign(t, s, l, 0, "a")

	r1, _ := s.get(ctx, "a")
	r2, _ := s.get(ctx, "a")
	r1.State = StateSent
	if err := s.saveRecord(ctx, nil, r1); err != nil {
		t.Fatalf("first save: %v", err)
	}
	r2.State = StateMined
	if err := s.saveRecord(ctx, nil, r2); !errors.Is(err, errConflict) {
		t.Errorf("save of a stale copy: err = %v, want errConflict", err)
	}

	// A terminal record leaves the pending set.
	r1.State = StateFinal
	if err := s.saveRecord(ctx, nil, r1); err != nil {
		t.Fatalf("final save: %v", err)
	}
	ids, _ := s.pending(ctx, keyA)
	if len(ids) != 0 {
		t.Errorf("pending after final = %v, want none", ids)
	}
	got, _ := s.get(ctx, "a")
	if diff := cmp.Diff(StateFinal, got.State); diff != "" {
		t.Errorf("state (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(uint64(3), got.Revision); diff != "" {
		t.Errorf("revision (-want +got):\n%s", diff)
	}
}
