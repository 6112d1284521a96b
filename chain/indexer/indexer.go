package indexer

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/readmodel"
)

// Chain is what the indexer reads from the chain; chain.Backend satisfies
// it.
type Chain interface {
	ethereum.BlockNumberReader
	ethereum.LogFilterer
	ethereum.ContractCaller
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// ReorgTooDeepError is returned when no block the indexer recorded is still
// on the chain: the reorg went deeper than Config.ReorgDepth. The indexer
// keeps retrying and logging it; the read model must then be rebuilt (delete
// its keys and let the indexer start over from the deployment block).
type ReorgTooDeepError struct {
	// Cursor is the block the indexer had reached.
	Cursor uint64
	// Checked is how many recorded blocks were found off the chain.
	Checked int
}

func (e *ReorgTooDeepError) Error() string {
	return fmt.Sprintf("reorg below every recorded block (cursor %d, %d recorded blocks checked)", e.Cursor, e.Checked)
}

// errChainMoved reports logs and headers that disagree: the chain moved
// while a range was being read. The step is retried.
var errChainMoved = errors.New("the chain moved while the range was read")

// Indexer follows the chain into the read model. Run one in every worker
// process: they elect a leader through the lease. Start and Shutdown follow
// the worker's Lifecycle.
type Indexer struct {
	cfg   Config
	chain Chain
	m     *readmodel.Model
	dec   *Decoder
	c     chain.Addresses
	log   *logrus.Entry
	now   func() time.Time
	token string

	// Owned by the run goroutine.
	span       uint64
	okStreak   int
	lastSupply time.Time
	tokenMeta  *readmodel.TokenSupply
	// searchBuilt is set once the search index covers older data
	// (search.go).
	searchBuilt bool

	leading   atomic.Bool
	noRelease atomic.Bool
	cancel    context.CancelFunc
	done      chan struct{}
	stopOnce  sync.Once
}

// New returns an indexer of the contracts c on chain into m. It does not
// start; see Start.
func New(cfg Config, chain Chain, m *readmodel.Model, c chain.Addresses, log *logrus.Entry) (*Indexer, error) {
	cfg = cfg.withDefaults()
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if err := checkContracts(c); err != nil {
		return nil, err
	}
	if chain == nil || m == nil {
		return nil, errors.New("indexer: a chain and a read model are required")
	}
	var nonce [12]byte
	if _, err := rand.Read(nonce[:]); err != nil {
		return nil, fmt.Errorf("indexer: lease token: %w", err)
	}
	return &Indexer{
		cfg: cfg, chain: chain, m: m, c: c, dec: NewDecoder(c),
		log:   log.WithField("component", "indexer"),
		now:   time.Now,
		token: fmt.Sprintf("%d-%s", os.Getpid(), hex.EncodeToString(nonce[:])),
		span:  cfg.BatchBlocks,
		done:  make(chan struct{}),
	}, nil
}

// Start runs the indexer in the background until Shutdown: it competes for
// the lease and, while it holds it, indexes.
func (ix *Indexer) Start(wg *sync.WaitGroup) {
	ctx, cancel := context.WithCancel(context.Background())
	ix.cancel = cancel
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(ix.done)
		ix.run(ctx)
	}()
}

// Shutdown stops the indexer, waits for the step in progress and releases
// the lease, so another process takes over at once.
func (ix *Indexer) Shutdown() { ix.stop(true) }

// stop ends the run; without release it leaves the lease to expire, as a
// crashed process would.
func (ix *Indexer) stop(release bool) {
	ix.stopOnce.Do(func() {
		ix.noRelease.Store(!release)
		if ix.cancel == nil {
			close(ix.done)
			return
		}
		ix.cancel()
	})
	<-ix.done
}

// Leading reports whether this indexer holds the lease now.
func (ix *Indexer) Leading() bool { return ix.leading.Load() }

func (ix *Indexer) run(ctx context.Context) {
	for {
		ok, err := ix.m.AcquireLease(ctx, ix.token, ix.cfg.LeaseTTL)
		if err != nil && ctx.Err() == nil {
			ix.log.WithField("err", err.Error()).Warn("cannot reach the indexer lease")
		}
		if ok {
			ix.lead(ctx)
		}
		if !sleep(ctx, ix.cfg.PollInterval) {
			return
		}
	}
}

// lead indexes while the lease holds. It returns when the lease is lost or
// ctx ends (then releasing the lease unless told not to).
func (ix *Indexer) lead(ctx context.Context) {
	lctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		ix.renew(lctx, cancel)
	}()
	ix.leading.Store(true)
	ix.log.Info("indexer took the lease")
	defer func() {
		ix.leading.Store(false)
		cancel()
		wg.Wait()
		if ctx.Err() != nil && !ix.noRelease.Load() {
			rctx, rcancel := context.WithTimeout(context.Background(), ix.cfg.NetworkTimeout)
			defer rcancel()
			if err := ix.m.ReleaseLease(rctx, ix.token); err != nil {
				ix.log.WithField("err", err.Error()).Warn("cannot release the indexer lease")
			}
		}
	}()
	failures := 0
	for lctx.Err() == nil {
		caughtUp, err := ix.step(lctx)
		switch {
		case errors.Is(err, readmodel.ErrLeaseLost):
			ix.log.Warn("indexer lost the lease")
			return
		case err != nil:
			if lctx.Err() != nil {
				return
			}
			failures++
			ix.log.WithFields(logrus.Fields{"err": err.Error(), "failures": failures}).Warn("indexer step failed")
			if !sleep(lctx, backoff(ix.cfg.PollInterval, failures)) {
				return
			}
		case caughtUp:
			failures = 0
			if !sleep(lctx, ix.cfg.PollInterval) {
				return
			}
		default:
			failures = 0
		}
	}
}

// renew extends the lease every third of its TTL and cancels the lead when
// it is lost.
func (ix *Indexer) renew(ctx context.Context, lost context.CancelFunc) {
	t := time.NewTicker(ix.cfg.LeaseTTL / 3)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		ok, err := ix.m.RenewLease(ctx, ix.token, ix.cfg.LeaseTTL)
		if err != nil {
			if ctx.Err() == nil {
				ix.log.WithField("err", err.Error()).Warn("cannot renew the indexer lease")
			}
			continue
		}
		if !ok {
			lost()
			return
		}
	}
}

// backoff is the pause after n consecutive failures: base doubling, capped.
func backoff(base time.Duration, n int) time.Duration {
	d := base
	for i := 1; i < n && d < maxErrorBackoff; i++ {
		d *= 2
	}
	return min(d, maxErrorBackoff)
}

// sleep waits d or until ctx ends; it reports whether d passed.
func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}
