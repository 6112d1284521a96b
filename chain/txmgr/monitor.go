package txmgr

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Start runs the monitor in a goroutine counted in wg until Shutdown. Every
// MonitorInterval it scans the unconfirmed records of this Manager's keys in
// Redis and drives each one (sign a record left without an attempt,
// rebroadcast, bump, confirm, follow reorgs), whether or not a Wait is
// watching it. Any number of Managers in any number of processes may run it
// at once on the same keys. Start on a running monitor does nothing.
func (m *Manager) Start(wg *sync.WaitGroup) {
	m.monMu.Lock()
	defer m.monMu.Unlock()
	if m.monStop != nil {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	m.monStop, m.monDone = cancel, done
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(done)
		m.monitor(ctx)
	}()
}

// Shutdown stops the monitor and returns once its goroutine has exited; an
// in-flight RPC or Redis call is cancelled. Records are left as they are for
// the next monitor. Shutdown without Start does nothing.
func (m *Manager) Shutdown() {
	m.monMu.Lock()
	stop, done := m.monStop, m.monDone
	m.monStop, m.monDone = nil, nil
	m.monMu.Unlock()
	if stop == nil {
		return
	}
	stop()
	<-done
}

func (m *Manager) monitor(ctx context.Context) {
	t := time.NewTicker(m.cfg.MonitorInterval)
	defer t.Stop()
	for {
		m.monitorOnce(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// monitorOnce drives every unconfirmed record of every key once, those of
// keys no longer configured included (see rotation.go).
func (m *Manager) monitorOnce(ctx context.Context) {
	former := m.formerKeysDue(ctx)
	for _, a := range append(append([]common.Address(nil), m.addrs...), former...) {
		if ctx.Err() != nil {
			return
		}
		err := m.monitorKey(ctx, a)
		if err == nil {
			err = m.settleKey(ctx, a)
		}
		if ctx.Err() == nil {
			m.scanned(a, err)
		}
	}
}

// Why a key's scans are logged as failing (Manager.failing).
const failingScan = "scan"

// scanned logs and counts how a scan of key a ended (err). An error that
// lasts (a moved record the FinalWatcher keeps refusing fails every scan)
// is logged when it starts (Warn) and when it clears (Info), at Debug in
// between; every failed scan is counted. An error while the RPC is down is
// the outage's (logged once by rpcHealth) and leaves a key's state as it
// was.
func (m *Manager) scanned(a common.Address, err error) {
	log := m.log.WithField("from", a.Hex())
	if err == nil {
		if m.failing.set(a, failingScan, false) {
			log.Info("monitor key: scans succeed again")
		}
		return
	}
	m.metrics.MonitorError(a)
	log = log.WithError(err)
	switch {
	case m.rpcDown():
		log.Debug("monitor key")
	case m.failing.set(a, failingScan, true):
		log.Warn("monitor key: a scan failed; until one succeeds, repeats are logged at debug")
	default:
		log.Debug("monitor key: a scan failed again")
	}
}

// monitorKey drives the unconfirmed records of one key, lowest nonce first,
// against one view of the chain.
func (m *Manager) monitorKey(ctx context.Context, a common.Address) error {
	ids, err := m.store.pending(ctx, a)
	if err != nil {
		return err
	}
	m.metrics.InFlight(a, len(ids))
	if len(ids) == 0 {
		m.reportNonceLag(ctx, a, false, 0)
		return nil
	}
	v, err := m.view(ctx, a)
	if err != nil {
		return err
	}
	m.reportNonceLag(ctx, a, true, v.minedNonce)
	if err := m.repairGaps(ctx, a, v); err != nil && ctx.Err() == nil {
		m.log.WithError(err).WithField("from", a.Hex()).Warn("repair nonce gaps")
	}
	lowest := true
	for _, id := range ids {
		if ctx.Err() != nil {
			return nil
		}
		r, err := m.store.get(ctx, id)
		if errors.Is(err, ErrNotFound) {
			continue
		}
		if err != nil {
			return err
		}
		if lowest && v.minedNonce <= r.Nonce {
			// The key's next nonce to be mined: is it stuck?
			lowest = false
			m.keyIs(a, sickStuck, stuck(r, m.now(), m.cfg))
		}
		if _, err := m.step(ctx, r, v); err != nil && ctx.Err() == nil && !m.rpcDown() {
			m.txLogger(r).WithError(err).Warn("drive transaction")
		}
	}
	return nil
}
