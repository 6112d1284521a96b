package txmgr

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain"
)

// maxConflictRetries bounds the read-modify-write retries of one record
// update when other writers keep changing it.
const maxConflictRetries = 16

// Manager sends intents as transactions: one intent, one (key, nonce), any
// number of fee-bumped attempts of that one transaction, across crashes,
// duplicate deliveries and processes. All state lives in Redis; a Manager
// holds none between calls beyond its configuration, so several Managers
// (in one process or many) may share the same Redis and keys. Its methods
// are safe for concurrent use.
type Manager struct {
	cfg   Config
	b     chain.Backend
	store *store
	keys  map[common.Address]*ecdsa.PrivateKey
	addrs []common.Address // keys in the order given
	// draining are keys given no new intent (WithDraining); active are
	// the others, in order, for picking.
	draining map[common.Address]bool
	active   []common.Address
	signer   types.Signer
	log      *logrus.Entry
	now      func() time.Time
	metrics  Metrics
	// maxHead is the highest block number any view has read.
	maxHead atomic.Uint64
	// finalizedServed: the node has answered the "finalized" block tag
	// once; from then on failing to read it is a reason to wait.
	finalizedServed atomic.Bool
	// rpc is what this process knows about the RPC's health.
	rpc rpcHealth
	// health is what this process knows about each key's health.
	health *keyHealth
	// failing are the keys whose last monitor scan failed (monitor.go),
	// so that a lasting error is logged once.
	failing *keyHealth
	// feeSem guards the fee snapshot (feeSnap, taken at feeSnapAt); a
	// channel so that a waiting caller's context can end the wait.
	feeSem    chan struct{}
	feeSnap   feeSuggestion
	feeSnapAt time.Time

	// watcher hears of final records a deep reorg moved (finalwatch.go).
	watcher atomic.Pointer[FinalWatcher]

	monMu   sync.Mutex
	monStop context.CancelFunc
	monDone chan struct{}
	// former are keys not held here with pending records in Redis, found
	// at formerAt, guarded by formerMu.
	formerMu sync.Mutex
	former   []common.Address
	formerAt time.Time
}

// Option changes how New builds a Manager.
type Option func(*Manager)

// WithClock makes the Manager read time from now instead of time.Now. It
// drives every timing decision: rebroadcast and bump due times, failure
// grace, the timestamps in records.
func WithClock(now func() time.Time) Option {
	return func(m *Manager) { m.now = now }
}

// WithMetrics makes the Manager report to mt instead of Noop.
func WithMetrics(mt Metrics) Option {
	return func(m *Manager) { m.metrics = mt }
}

// New returns a Manager signing with keys (at least one; a pool spreads
// intents over the keys with the fewest unconfirmed transactions) on backend
// b, keeping its state in rdb. It does not touch the network; Start runs the
// monitor.
func New(cfg Config, b chain.Backend, rdb redis.UniversalClient, keys []*ecdsa.PrivateKey, log *logrus.Entry, opts ...Option) (*Manager, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	switch {
	case b == nil:
		return nil, errors.New("txmgr: nil backend")
	case rdb == nil:
		return nil, errors.New("txmgr: nil redis client")
	case log == nil:
		return nil, errors.New("txmgr: nil logger")
	case len(keys) == 0:
		return nil, errors.New("txmgr: no signing keys")
	}
	cfg = cfg.withDefaults()
	m := &Manager{
		cfg:     cfg,
		b:       b,
		store:   newStore(rdb, cfg.KeyPrefix, cfg.Retention),
		health:  newKeyHealth(),
		failing: newKeyHealth(),
		feeSem:  make(chan struct{}, 1),
		keys:    make(map[common.Address]*ecdsa.PrivateKey, len(keys)),
		signer:  types.LatestSignerForChainID(cfg.ChainID),
		log:     log.WithField("component", "txmgr"),
		now:     time.Now,
		metrics: Noop{},
	}
	for i, k := range keys {
		if k == nil {
			return nil, fmt.Errorf("txmgr: key %d is nil", i)
		}
		a := crypto.PubkeyToAddress(k.PublicKey)
		if _, dup := m.keys[a]; dup {
			return nil, fmt.Errorf("txmgr: key %d (%s) given twice", i, a)
		}
		m.keys[a] = k
		m.addrs = append(m.addrs, a)
	}
	m.store.maxInFlight = cfg.MaxInFlight
	m.store.watchFinal = cfg.Confirmations > 1
	for _, o := range opts {
		o(m)
	}
	if err := m.checkDraining(); err != nil {
		return nil, err
	}
	return m, nil
}

// Addresses returns the addresses of the Manager's keys in the order given.
func (m *Manager) Addresses() []common.Address {
	return append([]common.Address(nil), m.addrs...)
}

// txLogger is the logger for one record: intent, request, key, nonce and
// the latest attempt's hash.
func (m *Manager) txLogger(r *Record) *logrus.Entry {
	f := logrus.Fields{"intent_id": r.IntentID, "from": r.From.Hex(), "nonce": r.Nonce}
	if r.RequestID != "" {
		f["request_id"] = r.RequestID
	}
	if a, ok := r.latest(); ok {
		f["tx_hash"] = a.Hash.Hex()
	}
	return m.log.WithFields(f)
}

// Get returns the record of intentID, or an error wrapping ErrNotFound.
func (m *Manager) Get(ctx context.Context, intentID string) (*Record, error) {
	return m.store.get(ctx, intentID)
}

// Send makes sure intent intentID is on its way as a transaction for c, and
// returns its record. It is idempotent per intentID: the first call assigns
// a (key, nonce), signs, stores the signed bytes and only then broadcasts
// them; every later call, from any process, returns the same record and
// re-broadcasts the stored bytes (c is then ignored). Concurrent calls for
// one intent sign one transaction between them.
//
// With GasLimit zero the gas is estimated (+20%) before any nonce is taken,
// so a call that would revert fails here, with nothing stored; the error
// then satisfies chain.IsExecutionReverted.
//
// Once the record is stored, an unknown broadcast outcome (timeout, node
// unreachable) is not an error: Wait and the monitor keep re-broadcasting.
// ErrInsufficientFunds is returned with the record, which is kept: the same
// bytes go out again once the key is funded. A refusal that resending
// cannot fix fails the intent: Send returns the record with a
// *RejectedError (errors.Is ErrRejected) and fills the nonce with a filler
// (see FailRejected), now and on every later call. A record failed because
// another transaction took its nonce comes with an error wrapping
// ErrNonceConsumed. In short, a failed intent's record comes with
// Record.Err.
//
// Send waits while every key has MaxInFlight unconfirmed transactions.
func (m *Manager) Send(ctx context.Context, intentID string, c Candidate) (*Record, error) {
	if intentID == "" {
		return nil, errors.New("txmgr: empty intent id")
	}
	if err := c.check(); err != nil {
		return nil, fmt.Errorf("txmgr: intent %q: %w", intentID, err)
	}
	r, err := m.store.get(ctx, intentID)
	switch {
	case err == nil:
		return m.resume(ctx, r)
	case !errors.Is(err, ErrNotFound):
		return nil, err
	}
	for {
		r, created, err := m.create(ctx, intentID, c)
		if errors.Is(err, errKeyFull) {
			// Another Send took the key's last slot after pickKey saw it
			// free; pick again (pickKey waits while every key is full).
			continue
		}
		if err != nil {
			return r, err
		}
		if !created {
			return m.resume(ctx, r)
		}
		return m.broadcastLatest(ctx, r)
	}
}

// resume continues an existing record for a repeated Send: sign it if a
// crash left it without an attempt, fill its nonce if a crash came between a
// rejection and the filler, and broadcast its latest attempt (the filler,
// for a rejected intent).
func (m *Manager) resume(ctx context.Context, r *Record) (*Record, error) {
	switch {
	case r.State.terminal() || r.State == StateMined:
		return r, r.Err()
	case r.needsFill():
		return m.fill(ctx, r, r.recordedRejection())
	}
	var err error
	if len(r.Attempts) == 0 {
		if r, err = m.signFirst(ctx, r); err != nil {
			return r, err
		}
	}
	stored, err := m.broadcastLatest(ctx, r)
	if failed := stored.Err(); failed != nil && !errors.Is(err, ErrRejected) {
		// The filler went out again; how the node took it is the monitor's
		// business, the caller learns that the intent failed.
		if err != nil && ctx.Err() == nil {
			m.txLogger(stored).WithError(err).Warn("broadcast filler")
		}
		return stored, failed
	}
	return stored, err
}

// create assigns a key and nonce to a new intent, stores its record and
// then, under the same lease, signs and stores the first attempt. A crash
// between the two writes leaves a record in state assigned without an
// attempt, which signFirst completes with the same nonce. When another caller
// created the intent first, create returns that record with created false.
func (m *Manager) create(ctx context.Context, intentID string, c Candidate) (r *Record, created bool, err error) {
	from, err := m.pickKey(ctx)
	if err != nil {
		return nil, false, err
	}
	call := c
	call.Data = append([]byte(nil), c.Data...)
	if c.Value != nil {
		call.Value = new(big.Int).Set(c.Value)
	}
	if call.GasLimit == 0 {
		if call.GasLimit, err = m.estimateGas(ctx, from, c); err != nil {
			return nil, false, fmt.Errorf("intent %q: %w", intentID, err)
		}
	}
	sug, err := m.suggestFees(ctx)
	if err != nil {
		return nil, false, fmt.Errorf("intent %q: %w", intentID, err)
	}
	// The mined nonce is read before the lock: it only grows (a reorg that
	// lowers it leaves the counter, which is at least as high, in charge), so
	// a stale value is a lower floor, never a wrong one.
	floor, err := m.minedNonce(ctx, from)
	if err != nil {
		return nil, false, err
	}
	l, err := m.lock(ctx, from)
	if err != nil {
		return nil, false, err
	}
	defer m.unlock(l)
	now := m.now()
	r = &Record{IntentID: intentID, RequestID: RequestIDFrom(ctx), From: from, Call: call, State: StateAssigned, CreatedAt: now, UpdatedAt: now}
	r, created, raisedFrom, err := m.store.assignRecord(ctx, l, floor, r)
	if err != nil || !created {
		return r, false, err
	}
	if raisedFrom != nil {
		m.metrics.NonceFloorRaised(from)
		m.log.WithFields(map[string]any{"from": from.Hex(), "counter": *raisedFrom, "mined_nonce": floor}).Warn(msgFloorRaised)
	}
	m.metrics.TxAssigned(from)
	m.txLogger(r).Debug("nonce assigned")
	r, err = m.attachFirst(ctx, l, r, initialFees(sug, m.cfg.MaxFeeCap))
	return r, err == nil, err
}

// pickKey returns the key with the fewest unconfirmed records among the
// healthy keys not being drained below MaxInFlight, or among all keys below it when none is
// healthy, waiting while all of them are at MaxInFlight. Whether the key
// still has a free slot is checked again when the nonce is taken.
func (m *Manager) pickKey(ctx context.Context) (common.Address, error) {
	var t *time.Ticker
	for {
		n, err := m.store.inFlight(ctx, m.active)
		if err != nil {
			return common.Address{}, err
		}
		if i := choose(n, int64(m.cfg.MaxInFlight), m.health.healthyMask(m.active)); i >= 0 {
			if t != nil {
				t.Stop()
			}
			return m.active[i], nil
		}
		if t == nil {
			m.log.WithField("in_flight", n).Debug("every key at max in-flight, waiting")
			t = time.NewTicker(m.cfg.ReceiptPoll)
		}
		select {
		case <-ctx.Done():
			t.Stop()
			return common.Address{}, fmt.Errorf("wait for a key below max in-flight: %w", ctx.Err())
		case <-t.C:
		}
	}
}

// estimateGas estimates c sent from `from` and adds gasMarginPercent.
func (m *Manager) estimateGas(ctx context.Context, from common.Address, c Candidate) (uint64, error) {
	to := c.To
	msg := ethereum.CallMsg{From: from, To: &to, Data: c.Data, Value: c.Value}
	var gas uint64
	err := m.call(ctx, "eth_estimateGas", func(ctx context.Context) (err error) {
		gas, err = m.b.EstimateGas(ctx, msg)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("estimate gas: %w", err)
	}
	return gas + (gas*gasMarginPercent+99)/100, nil
}

// sign signs the record's next attempt with its nonce and the given fees:
// the intent's call, or a filler once the record has one.
func (m *Manager) sign(r *Record, f fees) (Attempt, error) {
	if r.filling() {
		a, err := m.signCall(r, fillerCall(r.From), f)
		a.Filler = true
		return a, err
	}
	return m.signCall(r, r.Call, f)
}

// signCall signs c with the record's key and nonce and the given fees.
func (m *Manager) signCall(r *Record, c Candidate, f fees) (Attempt, error) {
	key, ok := m.keys[r.From]
	if !ok {
		return Attempt{}, fmt.Errorf("sign intent %q: %s: %w", r.IntentID, r.From, ErrUnknownKey)
	}
	to := c.To
	value := c.Value
	if value == nil {
		value = new(big.Int)
	}
	tx, err := types.SignNewTx(key, m.signer, &types.DynamicFeeTx{
		ChainID:   m.cfg.ChainID,
		Nonce:     r.Nonce,
		GasTipCap: f.tip,
		GasFeeCap: f.cap,
		Gas:       c.GasLimit,
		To:        &to,
		Value:     value,
		Data:      c.Data,
	})
	if err != nil {
		return Attempt{}, fmt.Errorf("sign intent %q: %w", r.IntentID, err)
	}
	raw, err := tx.MarshalBinary()
	if err != nil {
		return Attempt{}, fmt.Errorf("encode intent %q: %w", r.IntentID, err)
	}
	return Attempt{Hash: tx.Hash(), Raw: raw, GasTipCap: f.tip, GasFeeCap: f.cap, SignedAt: m.now()}, nil
}

// mutate applies fn to the current record of id and stores the result,
// retrying on concurrent changes: fn sees a fresh copy each time and reports
// whether it changed anything. With a lease, the write is fenced. It returns
// the stored record (unchanged when fn changed nothing).
func (m *Manager) mutate(ctx context.Context, id string, l *lease, fn func(r *Record) bool) (*Record, error) {
	for range maxConflictRetries {
		r, err := m.store.get(ctx, id)
		if err != nil {
			return nil, err
		}
		if !fn(r) {
			return r, nil
		}
		r.UpdatedAt = m.now()
		err = m.store.saveRecord(ctx, l, r)
		if errors.Is(err, errConflict) {
			continue
		}
		if err != nil {
			return nil, err
		}
		return r, nil
	}
	return nil, fmt.Errorf("update intent %q: %w after %d tries", id, errConflict, maxConflictRetries)
}

// Wait drives intent intentID until it is final (Confirmations deep) and
// returns the receipt with the final record. While waiting it does what the
// monitor does for the record: re-broadcasts, bumps, follows reorgs. A
// reverted call is a final outcome with Receipt.Status 0, not an error.
//
// A failed intent ends the wait with the record in the Outcome (Receipt
// nil) and Record.Err: a *RejectedError (errors.Is ErrRejected) as soon as
// a node refused the transaction for good — the filler that takes its nonce
// is left to the monitor, each Wait only drives it one step — or an error
// wrapping ErrNonceConsumed when another transaction took the nonce.
//
// Other errors: ErrNotFound for an unknown intent (or one whose record
// expired after Retention); ErrInsufficientFunds when the node refuses the
// transaction for lack of funds (the record is kept); the context's error
// when ctx ends first. Transient RPC failures are logged and retried.
func (m *Manager) Wait(ctx context.Context, intentID string) (*Outcome, error) {
	t := time.NewTimer(m.cfg.ReceiptPoll)
	defer t.Stop()
	var backoff time.Duration
	for {
		r, err := m.store.get(ctx, intentID)
		if err != nil {
			return nil, err
		}
		if !r.State.terminal() {
			driven, err := m.drive(ctx, r)
			if driven != nil {
				r = driven
			}
			switch {
			case r.State.terminal() || r.Err() != nil:
				if err != nil && !errors.Is(err, ErrRejected) && ctx.Err() == nil {
					m.txLogger(r).WithError(err).Warn("drive failed intent")
				}
			case errors.Is(err, ErrInsufficientFunds):
				return nil, err
			case errors.Is(err, ErrRejected):
				// Refused for good, the filler not stored yet: the next
				// step (the monitor's) stores it.
				return &Outcome{Record: *r}, err
			case err != nil && ctx.Err() == nil && m.rpcDown():
				// The outage is logged once; each record only backs off.
				m.log.WithError(err).WithField("intent_id", intentID).Debug("drive transaction")
			case err != nil && ctx.Err() == nil:
				m.log.WithError(err).WithField("intent_id", intentID).Warn("drive transaction")
			}
		}
		if r.State.terminal() || r.Err() != nil {
			return m.outcome(ctx, r)
		}
		var delay time.Duration
		delay, backoff = m.nextPoll(backoff)
		t.Reset(delay)
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("wait for intent %q: %w", intentID, ctx.Err())
		case <-t.C:
		}
	}
}

// outcome builds Wait's answer for a final or failed record.
func (m *Manager) outcome(ctx context.Context, r *Record) (*Outcome, error) {
	if err := r.Err(); err != nil {
		return &Outcome{Record: *r}, err
	}
	rc, err := m.receipt(ctx, r.MinedHash)
	if err != nil {
		return nil, fmt.Errorf("intent %q: %w", r.IntentID, err)
	}
	return &Outcome{Receipt: rc, Record: *r}, nil
}

// drive does one step for one record against a fresh view of its key.
func (m *Manager) drive(ctx context.Context, r *Record) (*Record, error) {
	if len(r.Attempts) == 0 {
		return m.step(ctx, r, chainView{})
	}
	v, err := m.view(ctx, r.From)
	if err != nil {
		return r, err
	}
	return m.step(ctx, r, v)
}

// msgFloorRaised is logged when a key's counter is raised to the chain.
const msgFloorRaised = "nonce counter behind the chain: key used outside the manager, counter raised"

// Confirmations is the depth at which this Manager calls a transaction
// final (Config.Confirmations with its default): above 1 the caller runs
// on a chain that reorgs, where a decision for good waits for the
// finalized block as well.
func (m *Manager) Confirmations() uint64 { return m.cfg.Confirmations }
