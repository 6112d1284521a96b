package txmgr

import (
	"hash/fnv"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/sirupsen/logrus"
)

// An RPC outage must not turn into a storm: every waiting record polling
// every ReceiptPoll with three tries per call, a warning each time, and
// every record bumping at once when the node is back. So the Manager keeps
// one picture of the RPC's health, in wall-clock time (it is about the
// network, not about the records' clock):
//
//   - down: the latest call failed for a reason that is not an answer
//     (transport error, timeout, HTTP error status). The outage is logged
//     once when it starts and once when a call succeeds again; while down,
//     each call is tried once (a probe) instead of rpcTries times, the
//     records' drive failures are logged at debug, and each Wait polls with
//     its own jittered, doubling backoff from outageBackoffMin to
//     outageBackoffMax;
//   - stale: the chain head read by views has not advanced for
//     StaleHeadAfter. A node whose head is stuck answers from an old state;
//     nothing is bumped and no nonce is called used by another transaction
//     until the head moves again. Logged once each way;
//   - after an outage of a second or more or a stale head ends, bumps are
//     staggered: a record may bump only once its own offset (a hash of its
//     intent id spread over BumpAfter) has passed since the recovery.
//     Rebroadcasts of stored bytes, which cost nothing, go out at once.

// Backoff of a waiting record's polls while the RPC is down.
const (
	outageBackoffMin = 500 * time.Millisecond
	outageBackoffMax = 30 * time.Second
)

// staggerAfterOutage is the shortest outage after which bumps are
// staggered: a blip of one failed call leaves few records due at once, and
// staggering after every blip could put a bump off again and again.
const staggerAfterOutage = time.Second

// Messages logged once per outage and stale head, and at their ends.
const (
	msgOutage        = "RPC unreachable: waiting records back off"
	msgOutageOver    = "RPC reachable again"
	msgStaleHead     = "chain head not advancing: no bumps or failure decisions until it moves"
	msgStaleHeadOver = "chain head advancing again"
)

// rpcHealth is the Manager's picture of the RPC; safe for concurrent use.
type rpcHealth struct {
	mu          sync.Mutex
	down        bool
	downSince   time.Time
	head        uint64
	headAt      time.Time
	lastView    time.Time
	stale       bool
	recoveredAt time.Time
}

// failed records a call that failed without an answer.
func (m *Manager) rpcFailed(err error) {
	h := &m.rpc
	h.mu.Lock()
	start := !h.down
	if start {
		h.down, h.downSince = true, time.Now()
	}
	h.mu.Unlock()
	if start {
		m.log.WithError(err).Warn(msgOutage)
	}
}

// rpcAnswered records a call the node answered.
func (m *Manager) rpcAnswered() {
	h := &m.rpc
	h.mu.Lock()
	over := h.down
	var lasted time.Duration
	if over {
		now := time.Now()
		h.down = false
		lasted = now.Sub(h.downSince)
		if lasted >= staggerAfterOutage {
			h.recoveredAt = now
		}
	}
	h.mu.Unlock()
	if over {
		m.log.WithField("outage", lasted.Round(time.Millisecond).String()).Info(msgOutageOver)
	}
}

// rpcDown reports whether the latest call failed without an answer.
func (m *Manager) rpcDown() bool {
	m.rpc.mu.Lock()
	defer m.rpc.mu.Unlock()
	return m.rpc.down
}

// noteHeadProgress records a head read by a view and tracks whether the
// head has stopped advancing.
func (m *Manager) noteHeadProgress(head uint64) {
	h := &m.rpc
	now := time.Now()
	h.mu.Lock()
	if !h.lastView.IsZero() && now.Sub(h.lastView) > m.cfg.StaleHeadAfter/2 {
		// Nobody looked for a while (nothing was pending; a development
		// chain seals no blocks then): the head's clock starts now.
		h.headAt = now
	}
	h.lastView = now
	var msg string
	switch {
	case head > h.head || h.headAt.IsZero():
		h.head, h.headAt = head, now
		if h.stale {
			h.stale, h.recoveredAt = false, now
			msg = msgStaleHeadOver
		}
	case !h.stale && now.Sub(h.headAt) >= m.cfg.StaleHeadAfter:
		h.stale = true
		msg = msgStaleHead
	}
	h.mu.Unlock()
	switch msg {
	case msgStaleHead:
		m.log.WithFields(logrus.Fields{"head": head, "after": m.cfg.StaleHeadAfter.String()}).Warn(msg)
	case msgStaleHeadOver:
		m.log.WithField("head", head).Info(msg)
	}
}

// headStale reports whether the head has not advanced for StaleHeadAfter.
func (m *Manager) headStale() bool {
	m.rpc.mu.Lock()
	defer m.rpc.mu.Unlock()
	return m.rpc.stale
}

// mayBump reports whether record intentID may bump now: not while the head
// is stale, and after a recovery only once its own offset has passed.
func (m *Manager) mayBump(intentID string) bool {
	m.rpc.mu.Lock()
	stale, recovered := m.rpc.stale, m.rpc.recoveredAt
	m.rpc.mu.Unlock()
	if stale {
		return false
	}
	return recovered.IsZero() || time.Since(recovered) >= bumpOffset(intentID, m.cfg.BumpAfter)
}

// bumpOffset spreads records over window by their intent id.
func bumpOffset(intentID string, window time.Duration) time.Duration {
	if window <= 0 {
		return 0
	}
	f := fnv.New64a()
	_, _ = f.Write([]byte(intentID))
	return time.Duration(f.Sum64() % uint64(window))
}

// nextPoll is how long a Wait sleeps before its next poll: ReceiptPoll while
// the RPC answers, else prev doubled (outageBackoffMin at first) up to
// outageBackoffMax, with ±25% jitter so the records spread out.
func (m *Manager) nextPoll(prev time.Duration) (next, base time.Duration) {
	if !m.rpcDown() {
		return m.cfg.ReceiptPoll, 0
	}
	base = min(max(2*prev, outageBackoffMin), outageBackoffMax)
	jitter := time.Duration(rand.Int64N(int64(base)/2+1)) - base/4
	return base + jitter, base
}
