package balancewatch

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/chain/txmgr/settlers"
)

// readTimeout bounds one round of balance reads.
const readTimeout = 10 * time.Second

// Config configures a Watch.
type Config struct {
	// Signers are the addresses of the settler keys whose balances are
	// read. Empty: nothing is read.
	Signers []common.Address
	// LowBalance is the ETH balance in wei under which a key is logged at
	// warn. Nil or zero: no warnings.
	LowBalance *big.Int
}

// Check reports a negative LowBalance.
func (c Config) Check() error {
	if c.LowBalance != nil && c.LowBalance.Sign() < 0 {
		return errors.New("balancewatch: LowBalance is negative")
	}
	return nil
}

// BalanceReader reads an account's ETH balance (ethereum.ChainStateReader's
// method; chain.Backend has it).
type BalanceReader interface {
	BalanceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (*big.Int, error)
}

// Deps are what a Watch reads and where it publishes.
type Deps struct {
	// Balances reads the keys' balances. Required.
	Balances BalanceReader
	// States and Redis, when both set, publish each key's report
	// (settlers.Publish) every round: States is the transaction manager's
	// view of its keys (txmgr.Manager.KeyStates).
	States func(context.Context) ([]txmgr.KeyState, error)
	Redis  redis.UniversalClient
	// Now dates the reports. Nil: time.Now.
	Now func() time.Time
}

// Watch reads the settler keys' balances every settlers.PublishEvery. It
// logs at warn when one falls under Config.LowBalance and at info when it
// is back over it: one line per change, so an operator without alerting
// still learns it before the key's writes stall ("key unhealthy" is the
// transaction manager's later line, when a node refuses a transaction for
// lack of funds). With Deps.States and Deps.Redis it also publishes each
// key's balance, transactions in flight and health for GET /v1/status
// (chain/txmgr/settlers). A worker Lifecycle: Start, then Shutdown once.
type Watch struct {
	cfg   Config
	deps  Deps
	every time.Duration
	log   *logrus.Entry
	low   map[common.Address]bool

	stop context.CancelFunc
	done chan struct{}
}

// New returns a watch of cfg.Signers; it reads nothing until Start.
func New(cfg Config, deps Deps, log *logrus.Entry) (*Watch, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if deps.Balances == nil {
		return nil, errors.New("balancewatch: Deps.Balances is required")
	}
	if deps.Now == nil {
		deps.Now = time.Now
	}
	return &Watch{cfg: cfg, deps: deps, every: settlers.PublishEvery,
		log: log.WithField("component", "balance_watch"), low: map[common.Address]bool{}}, nil
}

// warns reports whether low balances are logged.
func (w *Watch) warns() bool { return w.cfg.LowBalance != nil && w.cfg.LowBalance.Sign() > 0 }

// publishes reports whether settler reports are published.
func (w *Watch) publishes() bool { return w.deps.States != nil && w.deps.Redis != nil }

// Start reads the balances at once and then every round until Shutdown.
// With nothing to warn about and nothing to publish it starts nothing.
func (w *Watch) Start(wg *sync.WaitGroup) {
	if !w.warns() && !w.publishes() {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	w.stop, w.done = cancel, make(chan struct{})
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(w.done)
		t := time.NewTicker(w.every)
		defer t.Stop()
		for {
			w.once(ctx)
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
		}
	}()
}

// Shutdown stops the watch and waits for it.
func (w *Watch) Shutdown() {
	if w.stop == nil {
		return
	}
	w.stop()
	<-w.done
}

// once reads every balance, logs the changes and publishes the reports;
// an unreadable balance changes nothing (the RPC outage is logged
// elsewhere).
func (w *Watch) once(ctx context.Context) {
	rctx, cancel := context.WithTimeout(ctx, readTimeout)
	defer cancel()
	balances := map[common.Address]*big.Int{}
	for _, a := range w.cfg.Signers {
		wei, err := w.deps.Balances.BalanceAt(rctx, a, nil)
		if err != nil {
			continue
		}
		balances[a] = wei
		w.warnLow(a, wei)
	}
	if !w.publishes() {
		return
	}
	states, err := w.deps.States(rctx)
	if err == nil {
		err = settlers.Publish(rctx, w.deps.Redis, states, balances, w.deps.Now())
	}
	if err != nil && ctx.Err() == nil {
		w.log.WithError(err).Warn("publish settler reports")
	}
}

// warnLow logs a crossing of the threshold by key a's balance wei.
func (w *Watch) warnLow(a common.Address, wei *big.Int) {
	if !w.warns() {
		return
	}
	low, changed := balanceChange(w.low[a], wei, w.cfg.LowBalance)
	if !changed {
		return
	}
	w.low[a] = low
	log := w.log.WithFields(logrus.Fields{"signer": a.Hex(), "balance_wei": wei.String(), "threshold_wei": w.cfg.LowBalance.String()})
	if low {
		log.Warn("settler balance low: fund the key before its writes stall (SIGNER_LOW_BALANCE)")
		return
	}
	log.Info("settler balance back over the threshold")
}

// balanceChange decides whether a balance is low against threshold and
// whether that differs from wasLow.
func balanceChange(wasLow bool, balance, threshold *big.Int) (low, changed bool) {
	low = balance.Cmp(threshold) < 0
	return low, low != wasLow
}
