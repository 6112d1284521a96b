package app

import (
	"errors"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/payment/channelbook"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/cmd/inkd/metrics"
	"github.com/inkd/inkd/worker"
	"github.com/inkd/inkd/worker/claims"
)

// ClaimParts configure the worker's claim loop of writes paid by voucher
// (worker/claims).
type ClaimParts struct {
	// Enabled starts the loop: paying by voucher is on
	// (INKD_CHANNEL_PAYMENTS, the setting that turns on the API's half).
	Enabled bool
	// Interval is how often the channels are read, Every the longest a
	// landed fee waits to be claimed; zero means claims' defaults.
	Interval, Every time.Duration
	// Metrics, when set, records the loop's scans and claims in place of
	// WorkerParts.Metrics (tests observe the loop through it).
	Metrics claims.Metrics
}

// newClaimLoop builds the claim loop on the deployment's InkdChannelWrites
// and the channel book; nil when paying by voucher is off.
func newClaimLoop(infra Infra, parts ClaimParts, txm *txmgr.Manager, m *metrics.Metrics, log *logrus.Entry) (*claims.Loop, error) {
	if !parts.Enabled {
		return nil, nil
	}
	if infra.Deployment.ChannelWrites == (common.Address{}) {
		return nil, errors.New("worker: paying by voucher is on but the deployment has no InkdChannelWrites (it was deployed before the contract existed): deploy again, or turn INKD_CHANNEL_PAYMENTS off")
	}
	book, err := channelbook.New(channelbook.Config{}, infra.Redis)
	if err != nil {
		return nil, err
	}
	rec := parts.Metrics
	if rec == nil {
		rec = m.Claims()
	}
	d := infra.Deployment
	return claims.New(claims.Config{ChannelWrites: d.ChannelWrites, Interval: parts.Interval, Every: parts.Every,
		// channels and vouchers lost with Redis are searched for in the writes since the deployment
		ScanFrom: d.DeployBlock},
		infra.Backend, txm, book, log, claims.WithMetrics(rec), claims.WithStatus(infra.Redis), claims.WithLease(infra.Redis),
		claims.WithDiscovery(infra.Redis, payment.ChainChannels{Backend: infra.Backend, Token: d.USDC, Writes: d.ChannelWrites}))
}

// newRefunds builds the worker's refunds of channels, which claim through
// loop; nil when paying by voucher is off (loop nil).
func newRefunds(infra Infra, loop *claims.Loop, txm *txmgr.Manager) (*worker.Refunds, error) {
	if loop == nil {
		return nil, nil
	}
	book, err := channelbook.New(channelbook.Config{}, infra.Redis)
	if err != nil {
		return nil, err
	}
	d := infra.Deployment
	return &worker.Refunds{ChannelWrites: d.ChannelWrites, Txm: txm, Claims: loop, Book: book,
		Chain: payment.ChainChannels{Backend: infra.Backend, Token: d.USDC, Writes: d.ChannelWrites}}, nil
}
