package txmgr

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Key rotation: a new key is added to the configuration, the old one is
// drained (kept, so that it can still sign bumps and fillers for its own
// pending records, but given no new intent), and once it has nothing in
// flight it is removed. A key removed too early does not strand its
// records: every monitor also drives the pending records of keys no
// manager of this process holds, found in Redis (formerKeys). Without the
// key those records can be re-sent from their stored bytes and confirmed,
// not bumped or signed; they are logged at warn.

// formerKeysEvery is how often the monitor looks for pending records of
// keys it does not hold. They appear only when a process with another
// configuration stops, so a slow period is enough.
const formerKeysEvery = 5 * time.Minute

// WithDraining marks keys, each one of the Manager's, as being drained:
// they sign for their own pending records (first attempts left by a
// crash, bumps, fillers) and are monitored as usual, but new intents go
// to the other keys. New fails when every key would be drained.
func WithDraining(addrs ...common.Address) Option {
	return func(m *Manager) {
		if m.draining == nil {
			m.draining = map[common.Address]bool{}
		}
		for _, a := range addrs {
			m.draining[a] = true
		}
	}
}

// checkDraining validates the drained keys and sets the keys that take
// new intents.
func (m *Manager) checkDraining() error {
	for a := range m.draining {
		if _, ok := m.keys[a]; !ok {
			return fmt.Errorf("txmgr: drained key %s is not one of the signing keys (a drained key must stay configured until its records are final)", a.Hex())
		}
	}
	m.active = nil
	for _, a := range m.addrs {
		if !m.draining[a] {
			m.active = append(m.active, a)
		}
	}
	if len(m.active) == 0 {
		return errors.New("txmgr: every signing key is being drained; no key could take a new intent")
	}
	return nil
}

// Draining returns the addresses of the keys being drained, in the order
// the keys were given.
func (m *Manager) Draining() []common.Address {
	var out []common.Address
	for _, a := range m.addrs {
		if m.draining[a] {
			out = append(out, a)
		}
	}
	return out
}

// formerKeys returns the addresses with pending records in Redis that are
// not among the Manager's keys. It scans the key space for the pending
// sets (Redis deletes an empty set, so only keys with records show).
func (m *Manager) formerKeys(ctx context.Context) ([]common.Address, error) {
	prefix := m.store.pendingKey(common.Address{})
	prefix = strings.TrimSuffix(prefix, addrKey(common.Address{}))
	var out []common.Address
	iter := m.store.rdb.Scan(ctx, 0, prefix+"0x*", 1000).Iterator()
	for iter.Next(ctx) {
		hex := strings.TrimPrefix(iter.Val(), prefix)
		if !common.IsHexAddress(hex) {
			continue
		}
		a := common.HexToAddress(hex)
		if _, ours := m.keys[a]; !ours {
			out = append(out, a)
		}
	}
	return out, iter.Err()
}

// formerKeysDue returns the monitor's list of former keys, looked for
// again when it is due; each newly found one is logged.
func (m *Manager) formerKeysDue(ctx context.Context) []common.Address {
	m.formerMu.Lock()
	defer m.formerMu.Unlock()
	if !m.formerAt.IsZero() && m.now().Sub(m.formerAt) < formerKeysEvery {
		return m.former
	}
	found, err := m.formerKeys(ctx)
	if err != nil {
		if ctx.Err() == nil {
			m.log.WithError(err).Warn("look for pending records of keys not configured")
		}
		return m.former
	}
	m.formerAt = m.now()
	known := map[common.Address]bool{}
	for _, a := range m.former {
		known[a] = true
	}
	for _, a := range found {
		if !known[a] {
			m.log.WithField("from", a.Hex()).Warn("key not configured has pending records: re-sending and confirming them; bumps need the key configured again")
		}
	}
	m.former = found
	return found
}

// KeyState is what a Manager knows about one of its keys.
type KeyState struct {
	Address common.Address
	// InFlight counts the key's unconfirmed records in Redis.
	InFlight int64
	// Unfunded is true while a node refuses the key's transactions for
	// lack of ETH for gas, as this process last saw it.
	Unfunded bool
	// Draining is true for a key given no new intents (WithDraining).
	Draining bool
}

// KeyStates reports each of the Manager's keys, in the order given.
func (m *Manager) KeyStates(ctx context.Context) ([]KeyState, error) {
	n, err := m.store.inFlight(ctx, m.addrs)
	if err != nil {
		return nil, err
	}
	out := make([]KeyState, len(m.addrs))
	for i, a := range m.addrs {
		out[i] = KeyState{Address: a, InFlight: n[i], Unfunded: m.health.has(a, sickUnfunded), Draining: m.draining[a]}
	}
	return out, nil
}
