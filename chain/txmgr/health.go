package txmgr

import (
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/sirupsen/logrus"
)

// A key that cannot get transactions mined should not be handed new work
// while another key can. This process learns it from what it sees: a node
// refusing a key's transaction for lack of ETH for gas (unfunded, until a
// node accepts one of its transactions again), and the monitor finding the
// key's lowest pending record unmined long after it was signed (stuck, until
// the monitor sees that record move). The knowledge is per process and only
// orders the choice: with no healthy key below MaxInFlight, an unhealthy one
// still gets the work.

// Why a key is unhealthy.
const (
	sickUnfunded = "unfunded"
	sickStuck    = "stuck"
)

// keyHealth holds the reasons each key is unhealthy; safe for concurrent use.
type keyHealth struct {
	mu   sync.Mutex
	sick map[common.Address]map[string]bool
}

func newKeyHealth() *keyHealth { return &keyHealth{sick: map[common.Address]map[string]bool{}} }

// set records whether key a suffers from reason and reports whether that
// changed anything.
func (h *keyHealth) set(a common.Address, reason string, on bool) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.sick[a][reason] == on {
		return false
	}
	if on {
		if h.sick[a] == nil {
			h.sick[a] = map[string]bool{}
		}
		h.sick[a][reason] = true
	} else {
		delete(h.sick[a], reason)
	}
	return true
}

// healthyMask reports, for each of addrs, whether it is healthy.
func (h *keyHealth) healthyMask(addrs []common.Address) []bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make([]bool, len(addrs))
	for i, a := range addrs {
		out[i] = len(h.sick[a]) == 0
	}
	return out
}

// choose picks among keys with n[i] unconfirmed records: the healthy key
// with the fewest below max, else any key with the fewest below max, else
// -1. Ties go to the first key.
func choose(n []int64, max int64, healthy []bool) int {
	best, bestHealthy := -1, -1
	for i := range n {
		if n[i] >= max {
			continue
		}
		if best < 0 || n[i] < n[best] {
			best = i
		}
		if healthy[i] && (bestHealthy < 0 || n[i] < n[bestHealthy]) {
			bestHealthy = i
		}
	}
	if bestHealthy >= 0 {
		return bestHealthy
	}
	return best
}

// keyIs records whether key a suffers from reason, logging each change.
func (m *Manager) keyIs(a common.Address, reason string, on bool) {
	if !m.health.set(a, reason, on) {
		return
	}
	log := m.log.WithFields(logrus.Fields{"from": a.Hex(), "reason": reason})
	if on {
		log.Warn("key unhealthy, new intents go to other keys while one is healthy")
		return
	}
	log.Info("key healthy again")
}

// stuckBumps is how many BumpAfter periods a key's next nonce may wait
// unmined after its first attempt before the key counts as stuck.
const stuckBumps = 3

// stuck reports whether r, the record of its key's next nonce to be mined,
// has waited unmined for stuckBumps × BumpAfter since its first attempt.
func stuck(r *Record, now time.Time, cfg Config) bool {
	if len(r.Attempts) == 0 || r.State == StateMined || r.State.terminal() {
		return false
	}
	return now.Sub(r.Attempts[0].SignedAt) >= stuckBumps*cfg.BumpAfter
}

// has reports whether key a suffers from reason.
func (h *keyHealth) has(a common.Address, reason string) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.sick[a][reason]
}
