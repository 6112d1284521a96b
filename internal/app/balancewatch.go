package app

import (
	"context"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/internal/metrics"
)

// balanceWatchEvery is how often the worker reads its settler keys'
// balances for the low-balance warning (the metric
// inkd_signer_balance_eth is read at each scrape instead).
const balanceWatchEvery = time.Minute

// balanceReadTimeout bounds one round of balance reads.
const balanceReadTimeout = 10 * time.Second

// balanceWatch logs at warn when a settler key's ETH balance falls under a
// threshold and at info when it is back over it: one line per change, so
// an operator without alerting still learns it before the key's writes
// stall ("key unhealthy" is the transaction manager's later line, when a
// node refuses a transaction for lack of funds).
type balanceWatch struct {
	r         metrics.BalanceReader
	signers   []common.Address
	threshold *big.Int
	every     time.Duration
	log       *logrus.Entry
	low       map[common.Address]bool

	stop context.CancelFunc
	done chan struct{}
}

func newBalanceWatch(r metrics.BalanceReader, signers []common.Address, threshold *big.Int, log *logrus.Entry) *balanceWatch {
	return &balanceWatch{r: r, signers: signers, threshold: threshold, every: balanceWatchEvery,
		log: log.WithField("component", "balance_watch"), low: map[common.Address]bool{}}
}

// Start reads the balances at once and then every w.every until Shutdown.
// A nil or zero threshold turns the watch off.
func (w *balanceWatch) Start(wg *sync.WaitGroup) {
	if w.threshold == nil || w.threshold.Sign() == 0 {
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

// once reads every balance and logs the changes; an unreadable balance
// changes nothing (the RPC outage is logged elsewhere).
func (w *balanceWatch) once(ctx context.Context) {
	rctx, cancel := context.WithTimeout(ctx, balanceReadTimeout)
	defer cancel()
	for _, a := range w.signers {
		wei, err := w.r.BalanceAt(rctx, a, nil)
		if err != nil {
			continue
		}
		low, changed := balanceChange(w.low[a], wei, w.threshold)
		if !changed {
			continue
		}
		w.low[a] = low
		log := w.log.WithFields(logrus.Fields{"signer": a.Hex(), "balance_wei": wei.String(), "threshold_wei": w.threshold.String()})
		if low {
			log.Warn("settler balance low: fund the key before its writes stall (SIGNER_LOW_BALANCE)")
		} else {
			log.Info("settler balance back over the threshold")
		}
	}
}

// balanceChange decides whether a balance is low against threshold and
// whether that differs from wasLow.
func balanceChange(wasLow bool, balance, threshold *big.Int) (low, changed bool) {
	low = balance.Cmp(threshold) < 0
	return low, low != wasLow
}
