package worker

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/periodic"
)

// Defaults of PayoutConfig.
const (
	// DefaultPayoutInterval is how often the treasury's books are read.
	DefaultPayoutInterval = time.Hour
	// DefaultPayoutThreshold is the owed amount (USDC base units: 1 USDC)
	// that makes a payout worth its gas.
	DefaultPayoutThreshold = 1_000_000
)

// PayoutConfig configures Payouts.
type PayoutConfig struct {
	// Treasury is the contract whose owed amounts are paid out.
	Treasury common.Address
	// Interval is how often the books are read. Zero means
	// DefaultPayoutInterval.
	Interval time.Duration
	// Threshold is the least owed amount (storage plus buyback, USDC base
	// units) paid out. Nil means DefaultPayoutThreshold.
	Threshold *big.Int
}

// Payouts pays out what the treasury owes. Paid writes only book the
// storage wallet's and the buyback's shares; once per Interval, when they
// reach Threshold, a settler calls payout(), which moves exactly what is
// owed. Every worker process runs one: the transaction's intent is named
// for the interval, so however many processes see the same interval, one
// transaction is signed.
type Payouts struct {
	cfg     PayoutConfig
	backend chain.Backend
	txm     *txmgr.Manager
	tre     *treasury.InkdTreasury
	log     *logrus.Entry
	now     func() time.Time

	loop *periodic.Loop
}

// NewPayouts builds the payout loop; Start runs it.
func NewPayouts(cfg PayoutConfig, b chain.Backend, txm *txmgr.Manager, log *logrus.Entry) (*Payouts, error) {
	if cfg.Treasury == (common.Address{}) {
		return nil, errors.New("payouts: Treasury is required")
	}
	if cfg.Interval < 0 || (cfg.Threshold != nil && cfg.Threshold.Sign() < 0) {
		return nil, errors.New("payouts: Interval and Threshold must not be negative")
	}
	if cfg.Interval == 0 {
		cfg.Interval = DefaultPayoutInterval
	}
	if cfg.Threshold == nil {
		cfg.Threshold = big.NewInt(DefaultPayoutThreshold)
	}
	return &Payouts{cfg: cfg, backend: b, txm: txm, tre: treasury.NewInkdTreasury(),
		log: log.WithField("component", "payouts"), now: time.Now}, nil
}

// Start runs the loop until Shutdown.
func (p *Payouts) Start(wg *sync.WaitGroup) {
	p.loop = periodic.Start(wg, p.cfg.Interval, func(ctx context.Context) error {
		_, err := p.Once(ctx)
		return err
	}, func(err error) { p.log.WithField("err", err.Error()).Warn("payout not made") })
}

// Shutdown stops the loop and waits for it.
func (p *Payouts) Shutdown() { p.loop.Stop() }

// Once reads the books and, when the owed amounts reach the threshold,
// pays them out and waits for the receipt. It returns the receipt, or nil
// when nothing was due.
func (p *Payouts) Once(ctx context.Context) (*types.Receipt, error) {
	out, err := p.backend.CallContract(ctx, ethereum.CallMsg{To: &p.cfg.Treasury, Data: p.tre.PackBooks()}, nil)
	if err != nil {
		return nil, fmt.Errorf("read books: %w", err)
	}
	books, err := p.tre.UnpackBooks(out)
	if err != nil {
		return nil, fmt.Errorf("decode books: %w", err)
	}
	owed := new(big.Int).Add(books.OwedStorage, books.OwedBuyback)
	if owed.Sign() == 0 || owed.Cmp(p.cfg.Threshold) < 0 {
		return nil, nil
	}
	period := max(int64(p.cfg.Interval/time.Second), 1)
	intent := "payout:" + strconv.FormatInt(p.now().Unix()/period, 10)
	if _, err := p.txm.Send(ctx, intent, txmgr.Candidate{To: p.cfg.Treasury, Data: p.tre.PackPayout()}); err != nil {
		return nil, fmt.Errorf("send payout: %w", err)
	}
	res, err := p.txm.Wait(ctx, intent)
	if err != nil {
		return nil, fmt.Errorf("wait for payout: %w", err)
	}
	p.log.WithFields(logrus.Fields{"tx_hash": res.Receipt.TxHash.Hex(), "owed": owed.String(), "status": res.Receipt.Status}).Info("payout sent")
	return res.Receipt, nil
}
