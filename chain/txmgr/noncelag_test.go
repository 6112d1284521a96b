package txmgr

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// lagMetrics is countingMetrics that also keeps the last nonce lag.
type lagMetrics struct {
	*countingMetrics
	mu   sync.Mutex
	last map[common.Address]uint64
}

func (l *lagMetrics) NonceLag(from common.Address, lag uint64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.last[from] = lag
}

func (l *lagMetrics) lag(a common.Address) (uint64, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	v, ok := l.last[a]
	return v, ok
}

// The monitor reports how many of a key's nonces the chain has not mined
// yet: three sent and unmined, then zero once they are. Before, the lag
// against the chain was not reported at all.
func TestMonitorReportsNonceLag(t *testing.T) {
	key := testKey(t, 0)
	sim := newSim(t, key)
	rdb, _ := newMiniredis(t)
	mt := &lagMetrics{countingMetrics: newCountingMetrics(), last: map[common.Address]uint64{}}
	m := newManager(t, testConfig(), sim.Client(), rdb, []*ecdsa.PrivateKey{key}, WithMetrics(mt))
	a := addrOf(key)
	for i := range 3 {
		if _, err := m.Send(context.Background(), fmt.Sprint("intent-", i), transfer(1)); err != nil {
			t.Fatalf("Send: %v", err)
		}
	}
	m.monitorOnce(context.Background())
	if got, ok := mt.lag(a); !ok || got != 3 {
		t.Fatalf("lag with three sent and unmined = %d (reported %v), want 3", got, ok)
	}
	commitUntilMined(t, sim, a, 3)
	m.monitorOnce(context.Background())
	if got, ok := mt.lag(a); !ok || got != 0 {
		t.Fatalf("lag once mined = %d (reported %v), want 0", got, ok)
	}
}

func TestNonceLag(t *testing.T) {
	for _, tc := range []struct{ next, mined, want uint64 }{{5, 2, 3}, {2, 2, 0}, {2, 7, 0}} {
		if got := nonceLag(tc.next, tc.mined); got != tc.want {
			t.Errorf("nonceLag(%d, %d) = %d, want %d", tc.next, tc.mined, got, tc.want)
		}
	}
}
