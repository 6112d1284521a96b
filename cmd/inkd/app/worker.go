package app

import (
	"crypto/ecdsa"
	"errors"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/hibiken/asynq"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/balancewatch"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/payment/channelbook"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/cmd/inkd/metrics"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/setup"
	"github.com/inkd/inkd/worker"
	"github.com/inkd/inkd/worker/batcher"
	"github.com/inkd/inkd/worker/claims"
	"github.com/inkd/inkd/worker/reconcile"
	"github.com/inkd/inkd/worker/settle"
)

// WorkerParts are the worker's parts that depend on other configuration.
type WorkerParts struct {
	// SignerKeys are the settler keys (at least one).
	SignerKeys []*ecdsa.PrivateKey
	// Draining are addresses of SignerKeys being rotated out: they finish
	// their own transactions and get no new intents (txmgr.WithDraining).
	Draining []common.Address
	// LowBalance is the ETH balance in wei under which a settler key is
	// logged at warn; nil or zero: never.
	LowBalance *big.Int
	// TxMgr configures the transaction manager; ChainID is filled in.
	TxMgr txmgr.Config
	// Storage configures the upload handler and the content URLs of push
	// results (storageUrl).
	Storage setup.Config
	// WrapDriver, when set, wraps the storage driver (failure injection
	// in tests).
	WrapDriver func(storage.Driver) storage.Driver
	// Reconcile configures the reconciler of stranded paid writes.
	Reconcile reconcile.Config
	// Metrics, when set, records the transaction manager's events.
	Metrics *metrics.Metrics
	// Batch configures the folding of paid writes into multi-payer
	// batches; the zero value leaves it off.
	Batch batcher.Config
	// Claims configures the claim loop of writes paid by voucher; the
	// zero value leaves it off.
	Claims ClaimParts
}

// WorkerProcess is a running worker.
type WorkerProcess struct {
	Worker *worker.Worker
	TxMgr  *txmgr.Manager
	// Claims is the claim loop of writes paid by voucher; nil when paying
	// by voucher is off.
	Claims *claims.Loop
	wg     sync.WaitGroup
	log    *logrus.Entry
}

// NewWorker builds the worker process on infra.
func NewWorker(infra Infra, cfg worker.Config, parts WorkerParts, log *logrus.Entry) (*WorkerProcess, error) {
	if len(parts.SignerKeys) == 0 {
		return nil, errors.New("app: at least one signer key is required (SIGNER_KEYS)")
	}
	d := infra.Deployment
	parts.Metrics.WatchQueues(asynq.NewInspectorFromRedisClient(infra.Redis))
	lag, err := IndexerLagReader(infra)
	if err != nil {
		return nil, err
	}
	parts.Metrics.WatchIndexer(lag)
	parts.Metrics.WatchBalances(infra.Backend, KeyAddresses(parts.SignerKeys))
	model, err := readmodel.New(readmodel.Config{}, infra.Redis)
	if err != nil {
		return nil, err
	}
	parts.Metrics.WatchAdminOperations(model)
	tcfg := parts.TxMgr
	tcfg.ChainID = new(big.Int).SetUint64(d.ChainID)
	txm, err := txmgr.New(tcfg, infra.Backend, infra.Redis, parts.SignerKeys, log,
		txmgr.WithMetrics(parts.Metrics.TxMgr()), txmgr.WithDraining(parts.Draining...))
	if err != nil {
		return nil, err
	}
	applier, background, err := readWorker(infra, log)
	if err != nil {
		return nil, err
	}
	st, err := newWorkerStorage(infra, parts.Storage, parts.WrapDriver, log)
	if err != nil {
		return nil, err
	}
	spends, suspensions, _, err := paymentRecords(infra)
	if err != nil {
		return nil, err
	}
	writes, err := settle.New(settle.Config{Addresses: d.Addresses, GatewayURL: st.contentURL},
		infra.Backend, txm, applier, log, settle.WithPaymentRecords(spends, suspensions), settle.WithMetrics(parts.Metrics.Fees()))
	if err != nil {
		return nil, err
	}
	book, err := channelbook.New(channelbook.Config{}, infra.Redis)
	if err != nil {
		return nil, err
	}
	batches, err := batcher.New(parts.Batch, batcher.Deps{Settler: writes, Txs: txm, Chain: infra.Backend, Redis: infra.Redis, Log: log,
		ChannelWrites: d.ChannelWrites, Vouchers: book},
		batcher.WithMetrics(parts.Metrics.Batches()))
	if err != nil {
		return nil, err
	}
	payouts, err := worker.NewPayouts(worker.PayoutConfig{Treasury: d.Treasury}, infra.Backend, txm, log)
	if err != nil {
		return nil, err
	}
	claimLoop, err := newClaimLoop(infra, parts.Claims, txm, parts.Metrics, log)
	if err != nil {
		return nil, err
	}
	refunds, err := newRefunds(infra, claimLoop, txm)
	if err != nil {
		return nil, err
	}
	loops := []worker.Lifecycle{txm, batches, payouts}
	if claimLoop != nil {
		loops = append(loops, claimLoop)
	}
	outcomes := jobs.NewStore(infra.Redis, "")
	rc, err := newReconciler(infra, parts.Reconcile, txm, outcomes, spends, log)
	if err != nil {
		return nil, err
	}
	balances, err := balancewatch.New(balancewatch.Config{Signers: KeyAddresses(parts.SignerKeys), LowBalance: parts.LowBalance},
		balancewatch.Deps{Balances: infra.Backend, States: txm.KeyStates, Redis: infra.Redis}, log)
	if err != nil {
		return nil, err
	}
	w, err := worker.New(cfg, infra.Redis, worker.Deps{
		Log:      log,
		Outcomes: outcomes,
		Writes:   writes,
		Batches:  batches,
		Uploads:  st.uploads,
		Refunds:  refunds,
		Fees:     parts.Metrics.Fees(),
		// A write a deep reorg corrected is announced on the event stream.
		CorrectionEvents: model,
		// Started in this order and stopped in reverse: the transaction
		// manager first, since the batcher, payouts, claims and reconciler
		// send through it; the indexer and the stage pruner last.
		Background: append(append(append(loops, rc, balances), background...), st.background...),
	})
	if err != nil {
		return nil, err
	}
	return &WorkerProcess{Worker: w, TxMgr: txm, Claims: claimLoop, log: log.WithField("component", "worker_process")}, nil
}

// Start starts the background parts and the asynq server.
func (p *WorkerProcess) Start() error { return p.Worker.Start(&p.wg) }

// Shutdown stops taking tasks, waits for running ones and stops the
// background parts, all within the worker's ShutdownTimeout: tasks still
// running are handed back to asynq, and goroutines still running past it
// end with the process.
func (p *WorkerProcess) Shutdown() {
	deadline := time.Now().Add(p.Worker.ShutdownTimeout())
	p.Worker.Shutdown()
	stopped := make(chan struct{})
	go func() { p.wg.Wait(); close(stopped) }()
	t := time.NewTimer(time.Until(deadline))
	defer t.Stop()
	select {
	case <-stopped:
	case <-t.C:
		p.log.Warn("background goroutines still running at the shutdown timeout; leaving them")
	}
}

func pubAddr(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

// newReconciler builds the reconciler of stranded paid writes on the
// worker's Redis, transaction store and job outcomes.
func newReconciler(infra Infra, cfg reconcile.Config, txm *txmgr.Manager, outcomes *jobs.Store, spends *payment.Spends, log *logrus.Entry) (*reconcile.Reconciler, error) {
	reservations, err := payment.NewReservations(payment.ReservationConfig{}, infra.Redis)
	if err != nil {
		return nil, err
	}
	return reconcile.New(cfg, reconcile.Deps{
		Redis:        infra.Redis,
		Reservations: reservations,
		Enqueuer:     asynq.NewClientFromRedisClient(infra.Redis),
		Inspector:    asynq.NewInspectorFromRedisClient(infra.Redis),
		Records:      txm,
		Outcomes:     outcomes,
		Spends:       spends,
	}, log)
}
