package claims

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/batchsettlement"
	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/chain/payment/channelbook"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/periodic"
)

// Defaults of Config.
const (
	// DefaultInterval is how often the channels are read.
	DefaultInterval = 15 * time.Second
	// DefaultEvery is the longest a landed fee waits to be claimed: well
	// inside the scheme's shortest withdrawal delay (15 minutes).
	DefaultEvery = time.Minute
	// DefaultMaxRows caps the channels of one claim call (~24,000 gas each).
	DefaultMaxRows = 200
)

// Config configures a Loop.
type Config struct {
	// ChannelWrites is the InkdChannelWrites contract that claims.
	ChannelWrites common.Address
	// Interval is how often the channels are read; Every, Threshold and
	// MaxRows are the Policy. Zero means the defaults.
	Interval  time.Duration
	Every     time.Duration
	Threshold *big.Int
	MaxRows   int
	// ScanFrom and ScanWindow bound the search of a channel's voucher in
	// the calldata of its writes when the book has none (writes.Scan):
	// ScanFrom is best InkdChannelWrites' deployment block.
	ScanFrom, ScanWindow uint64
}

// Loop claims, through a settler key, the fees of the writes paid by
// voucher that landed: once per Interval it reads every channel of the book
// on chain, plans (Plan) and sends one InkdChannelWrites.claim for the
// channels due, which also settles the claimed USDC to the treasury and
// books it there. Every worker process runs one: the claim's intent is
// named for the interval, so processes that plan in the same interval sign
// one transaction, and a claim sent twice claims nothing twice (a row at or
// below what is claimed is a no-op on chain).
type Loop struct {
	cfg     Config
	backend chain.Backend
	txm     *txmgr.Manager
	book    *channelbook.Book
	log     *logrus.Entry
	now     func() time.Time
	metrics Metrics

	mu    sync.Mutex
	since map[common.Hash]time.Time // when a channel's unclaimed fees were first seen
	quiet map[common.Hash]quietMark // channels found Settled (quiet.go)

	recovery recovery // of vouchers the book lost (rebuild.go)

	status redis.UniversalClient // where scans are reported (status.go); nil: nowhere
	lease  *lease                // the fleet's scan lease (lease.go); nil: always scan

	discovery *discovery // channels put back in the book (discover.go); nil: none

	loop *periodic.Loop
}

var (
	cws = channelwrites.NewInkdChannelWrites()
	bss = batchsettlement.NewX402BatchSettlement()
)

// New builds the claim loop; Start runs it.
func New(cfg Config, b chain.Backend, txm *txmgr.Manager, book *channelbook.Book, log *logrus.Entry, opts ...Option) (*Loop, error) {
	if cfg.ChannelWrites == (common.Address{}) {
		return nil, errors.New("claims: ChannelWrites is required")
	}
	if cfg.Interval < 0 || cfg.Every < 0 || cfg.MaxRows < 0 || (cfg.Threshold != nil && cfg.Threshold.Sign() < 0) {
		return nil, errors.New("claims: Interval, Every, Threshold and MaxRows must not be negative")
	}
	if cfg.Interval == 0 {
		cfg.Interval = DefaultInterval
	}
	if cfg.Every == 0 {
		cfg.Every = DefaultEvery
	}
	if cfg.MaxRows == 0 {
		cfg.MaxRows = DefaultMaxRows
	}
	l := &Loop{cfg: cfg, backend: b, txm: txm, book: book, log: log.WithField("component", "claims"),
		now: time.Now, metrics: NoopMetrics{}, since: map[common.Hash]time.Time{}, quiet: map[common.Hash]quietMark{}}
	for _, o := range opts {
		o(l)
	}
	return l, nil
}

// Start runs the loop until Shutdown.
func (l *Loop) Start(wg *sync.WaitGroup) {
	l.loop = periodic.Start(wg, l.cfg.Interval, func(ctx context.Context) error {
		_, err := l.Once(ctx)
		return err
	}, func(err error) { l.log.WithField("err", err.Error()).Warn("claims not made") })
}

// Shutdown stops the loop and waits for it, then hands the scan lease
// over (WithLease).
func (l *Loop) Shutdown() {
	l.loop.Stop()
	if l.lease != nil {
		l.releaseLease()
	}
}

// releaseLease hands the scan lease over, when this process holds it.
func (l *Loop) releaseLease() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := l.lease.release(ctx); err != nil {
		l.log.WithField("err", err.Error()).Warn("the scan lease was not released; another worker takes it when it lapses")
	}
}

// Once reads the channels, plans and, when claims are due, sends them and
// waits for the receipt, which it returns (nil when nothing was due).
// Channels it must skip are logged as errors: their fees may be lost. A
// channel whose state cannot be read waits for the next scan; the others
// are claimed all the same. A channel found Settled is not read again
// while the book's voucher of it stays put, for up to a period (quiet.go).
// What the scan found is kept for operators (WithStatus). With a lease
// (WithLease) a process that does not hold it scans nothing, and one
// whose scan fails lets the lease go.
func (l *Loop) Once(ctx context.Context) (rc *types.Receipt, err error) {
	if l.lease != nil {
		if held, err := l.lease.hold(ctx); err != nil || !held {
			return nil, err
		}
		defer func() {
			if err != nil {
				// A scanner whose scans fail (its node, its key) must not
				// keep the fleet's claims waiting: another worker may
				// take the next scan.
				l.releaseLease()
			}
		}()
	}
	return l.scan(ctx)
}

// scan is Once for the process that scans.
func (l *Loop) scan(ctx context.Context) (*types.Receipt, error) {
	if err := l.discover(ctx); err != nil {
		// The channels the book knows are claimed all the same.
		l.log.WithField("err", err.Error()).Warn("the channels of landed writes were not all checked against the book; trying again next scan")
	}
	ids, err := l.book.Channels(ctx)
	if err != nil {
		return nil, err
	}
	now := l.now()
	states := make([]State, 0, len(ids))
	unread, quiet := 0, 0
	for i, r := range l.readAll(ctx, ids, now) {
		switch {
		case errors.Is(r.err, errQuiet):
			quiet++
		case r.err != nil:
			// One channel the node does not answer for must not hold
			// back the others' claims: it is read again next scan.
			unread++
			l.log.WithFields(logrus.Fields{"channel": ids[i].Hex(), "err": r.err.Error()}).Warn("a channel's state was not read; it waits for the next scan")
		case r.ok:
			states = append(states, r.s)
		}
	}
	due, skipped, amount := Plan(now, states, Policy{Every: l.cfg.Every, Threshold: l.cfg.Threshold, MaxRows: l.cfg.MaxRows})
	for _, s := range skipped {
		l.log.WithFields(logrus.Fields{"channel": s.ID.Hex(), "reason": s.Reason}).Error("a channel's landed fees cannot all be claimed")
	}
	l.metrics.Scanned(len(skipped))
	status := summarize(now, len(ids), unread, states, len(due), len(skipped))
	status.Quiet = quiet
	if l.lease != nil {
		status.Scanner = l.lease.token
	}
	if len(due) == 0 {
		l.publish(ctx, status, nil)
		if unread > 0 && unread == len(ids) {
			return nil, fmt.Errorf("no channel's state could be read (%d channels)", unread)
		}
		return nil, nil
	}
	period := max(int64(l.cfg.Interval/time.Second), 1)
	rc, err := l.send(ctx, "claims:"+strconv.FormatInt(now.Unix()/period, 10), due)
	claim := &Claim{At: now, Channels: len(due), Amount: "0"}
	switch {
	case err != nil:
		l.metrics.ClaimSent(ClaimError, 0, nil)
		claim.Outcome = ClaimError
		l.publish(ctx, status, claim)
		return nil, err
	case rc.Status != types.ReceiptStatusSuccessful:
		l.metrics.ClaimSent(ClaimReverted, 0, nil)
		claim.Outcome = ClaimReverted
	default:
		l.metrics.ClaimSent(ClaimLanded, len(due), amount)
		claim.Outcome, claim.Amount = ClaimLanded, amount.String()
	}
	claim.TxHash = rc.TxHash.Hex()
	l.publish(ctx, status, claim)
	l.log.WithFields(logrus.Fields{"tx_hash": rc.TxHash.Hex(), "channels": len(due), "amount": amount.String(), "status": rc.Status}).Info("claims sent")
	return rc, nil
}

// ClaimChannel claims channel id's landed fees now, whatever the policy,
// in one claim call, and waits for its final receipt, which it returns;
// nil when nothing of the channel is unclaimed. Its intent is intent and
// the total it claims to: the same claim is sent once, and a claim of
// fees that landed since is another. A channel it
// cannot claim (no voucher covers its landed fees) is an error. A refund
// claims first: InkdChannelWrites refunds nothing while fees are unclaimed.
func (l *Loop) ClaimChannel(ctx context.Context, id common.Hash, intent string) (*types.Receipt, error) {
	now := l.now()
	s, ok, err := l.read(ctx, id, now, false)
	if err != nil {
		return nil, fmt.Errorf("channel %s: %w", id.Hex(), err)
	}
	if !ok {
		return nil, fmt.Errorf("channel %s: the book holds no config of it", id.Hex())
	}
	due, skipped, _ := Plan(now, []State{s}, Policy{Threshold: big.NewInt(1)})
	if len(skipped) > 0 {
		return nil, fmt.Errorf("channel %s: cannot claim its landed fees: %s", id.Hex(), skipped[0].Reason)
	}
	if len(due) == 0 {
		return nil, nil
	}
	intent += ":" + due[0].TotalClaimed.String()
	rc, err := l.send(ctx, intent, due)
	switch {
	case err != nil:
		return nil, err
	case rc == nil:
		return nil, fmt.Errorf("channel %s: the claim under %q failed", id.Hex(), intent)
	case rc.Status != types.ReceiptStatusSuccessful:
		return nil, fmt.Errorf("channel %s: the claim %s reverted", id.Hex(), rc.TxHash.Hex())
	}
	return rc, nil
}

// send sends one claim call of the rows due under intent and waits for
// its receipt.
func (l *Loop) send(ctx context.Context, intent string, due []writes.Claim) (*types.Receipt, error) {
	data, err := writes.ClaimCalldata(due)
	if err != nil {
		return nil, err
	}
	if _, err := l.txm.Send(ctx, intent, txmgr.Candidate{To: l.cfg.ChannelWrites, Data: data}); err != nil {
		return nil, fmt.Errorf("send claims: %w", err)
	}
	res, err := l.txm.Wait(ctx, intent)
	if err != nil {
		return nil, fmt.Errorf("wait for claims: %w", err)
	}
	return res.Receipt, nil
}

// scanReaders is how many channels a scan reads at once: with a remote
// node at 50 ms a call, 8 readers read 640 channels owing fees (three
// calls each) in 12 s, inside the 15 s interval.
const scanReaders = 8

// readResult is read's answer for one channel.
type readResult struct {
	s   State
	ok  bool
	err error
}

// readAll reads channels ids for a scan at now, scanReaders at a time; the
// answers are in the order of ids.
func (l *Loop) readAll(ctx context.Context, ids []common.Hash, now time.Time) []readResult {
	out := make([]readResult, len(ids))
	slots := make(chan struct{}, scanReaders)
	var wg sync.WaitGroup
	for i, id := range ids {
		slots <- struct{}{}
		wg.Go(func() {
			defer func() { <-slots }()
			s, ok, err := l.read(ctx, id, now, true)
			out[i] = readResult{s: s, ok: ok, err: err}
		})
	}
	wg.Wait()
	return out
}

// errQuiet is read's answer for a channel a scan skips (stillQuiet).
var errQuiet = errors.New("settled, and the book's voucher did not move")

// read is a channel's State: the book's config and voucher, the contracts'
// totals. ok is false for a channel the book holds no config of. For a
// scan, a channel still quiet is not read (errQuiet).
func (l *Loop) read(ctx context.Context, id common.Hash, now time.Time, scan bool) (State, bool, error) {
	rec, ok, err := l.book.Get(ctx, id)
	if err != nil || !ok || len(rec.Config) == 0 {
		return State{}, false, err
	}
	if scan && l.stillQuiet(id, rec.Ceiling, now) {
		return State{}, false, errQuiet
	}
	var cfg channel.Config
	if err := json.Unmarshal(rec.Config, &cfg); err != nil {
		return State{}, false, fmt.Errorf("the book's config: %w", err)
	}
	out, err := l.call(ctx, l.cfg.ChannelWrites, cws.PackUsage(id))
	if err != nil {
		return State{}, false, err
	}
	usage, err := cws.UnpackUsage(out)
	if err != nil {
		return State{}, false, err
	}
	if out, err = l.call(ctx, channel.SettlementAddress, bss.PackChannels(id)); err != nil {
		return State{}, false, err
	}
	ch, err := bss.UnpackChannels(out)
	if err != nil {
		return State{}, false, err
	}
	if out, err = l.call(ctx, channel.SettlementAddress, bss.PackPendingWithdrawals(id)); err != nil {
		return State{}, false, err
	}
	w, err := bss.UnpackPendingWithdrawals(out)
	if err != nil {
		return State{}, false, err
	}
	s := State{ID: id, Config: cfg, Used: usage.Used, Claimed: ch.TotalClaimed, Balance: ch.Balance,
		Ceiling: rec.Ceiling, Signature: rec.Signature}
	if w.InitiatedAt != nil && w.InitiatedAt.Sign() > 0 {
		s.WithdrawSince = time.Unix(w.InitiatedAt.Int64(), 0)
	}
	s.UnclaimedSince = l.unclaimedSince(id, s.Used.Cmp(s.Claimed) > 0, now)
	l.recoverVoucher(ctx, &s)
	l.noteQuiet(s, rec.Ceiling, now)
	return s, true, nil
}

// unclaimedSince remembers when a channel's unclaimed fees were first seen
// (this process's memory: after a restart a channel waits one more period).
func (l *Loop) unclaimedSince(id common.Hash, unclaimed bool, now time.Time) time.Time {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !unclaimed {
		delete(l.since, id)
		return time.Time{}
	}
	t, ok := l.since[id]
	if !ok {
		t = now
		l.since[id] = t
	}
	return t
}

func (l *Loop) call(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
	return l.backend.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
}
