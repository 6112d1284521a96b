package app

import (
	"context"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/metrics"
)

// balanceWatchEvery is how often the worker reads its settler keys'
// balances for the low-balance warning (the metric
// inkd_signer_balance_eth is read at each scrape instead).
const balanceWatchEvery = time.Minute

// balanceReadTimeout bounds one round of balance reads.
const balanceReadTimeout = 10 * time.Second

// balanceWatch reads the settler keys' balances every minute. It logs at
// warn when one falls under a threshold and at info when it is back over
// it: one line per change, so an operator without alerting still learns
// it before the key's writes stall ("key unhealthy" is the transaction
// manager's later line, when a node refuses a transaction for lack of
// funds). With states and rdb set it also publishes each key's balance,
// transactions in flight and health for GET /v1/status (settlers.go).
type balanceWatch struct {
	balanceWatchParams
	every time.Duration
	log   *logrus.Entry
	low   map[common.Address]bool

	stop context.CancelFunc
	done chan struct{}
}

// balanceWatchParams are a balanceWatch's inputs.
type balanceWatchParams struct {
	r       metrics.BalanceReader
	signers []common.Address
	// threshold is the low-balance line in wei; nil or zero: no warnings.
	threshold *big.Int
	// states and rdb, when both set, publish the keys' reports.
	states func(context.Context) ([]txmgr.KeyState, error)
	rdb    redis.UniversalClient
	now    func() time.Time
}

func newBalanceWatch(p balanceWatchParams, log *logrus.Entry) *balanceWatch {
	if p.now == nil {
		p.now = time.Now
	}
	return &balanceWatch{balanceWatchParams: p, every: balanceWatchEvery,
		log: log.WithField("component", "balance_watch"), low: map[common.Address]bool{}}
}

// warns reports whether low balances are logged.
func (w *balanceWatch) warns() bool { return w.threshold != nil && w.threshold.Sign() > 0 }

// Start reads the balances at once and then every w.every until Shutdown.
// With nothing to warn about and nothing to publish it starts nothing.
func (w *balanceWatch) Start(wg *sync.WaitGroup) {
	if !w.warns() && (w.states == nil || w.rdb == nil) {
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
func (w *balanceWatch) Shutdown() {
	if w.stop == nil {
		return
	}
	w.stop()
	<-w.done
}

// once reads every balance, logs the changes and publishes the reports;
// an unreadable balance changes nothing (the RPC outage is logged
// elsewhere).
func (w *balanceWatch) once(ctx context.Context) {
	rctx, cancel := context.WithTimeout(ctx, balanceReadTimeout)
	defer cancel()
	balances := map[common.Address]*big.Int{}
	for _, a := range w.signers {
		wei, err := w.r.BalanceAt(rctx, a, nil)
		if err != nil {
			continue
		}
		balances[a] = wei
		w.warnLow(a, wei)
	}
	if w.states == nil || w.rdb == nil {
		return
	}
	states, err := w.states(rctx)
	if err == nil {
		err = publishSettlers(rctx, w.rdb, states, balances, w.now())
	}
	if err != nil && ctx.Err() == nil {
		w.log.WithError(err).Warn("publish settler reports")
	}
}

// warnLow logs a crossing of the threshold by key a's balance wei.
func (w *balanceWatch) warnLow(a common.Address, wei *big.Int) {
	if !w.warns() {
		return
	}
	low, changed := balanceChange(w.low[a], wei, w.threshold)
	if !changed {
		return
	}
	w.low[a] = low
	log := w.log.WithFields(logrus.Fields{"signer": a.Hex(), "balance_wei": wei.String(), "threshold_wei": w.threshold.String()})
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
