package app

import (
	"context"
	"fmt"
	"math/big"
	"net"
	"sync"
	"time"

	"github.com/hibiken/asynq"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/api/pending"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/payment/channelbook"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/chain/txmgr/settlers"
	"github.com/inkd/inkd/cmd/inkd/metrics"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/storage/setup"
	"github.com/inkd/inkd/worker/settle"
)

// APIParts are the parts of the API process that depend on the storage
// configuration.
type APIParts struct {
	// Storage configures uploads, pricing, content sizes and (with the
	// local driver) the gateway at /ar/<id>.
	Storage setup.Config
	// Pricer, when set, replaces Storage's price source (tests).
	Pricer api.Pricer
	// RateLimitNow, when set, is the clock of the rate-limit windows
	// (api.Deps.RateLimitNow; tests).
	RateLimitNow func() time.Time
	// Metrics, when set, records HTTP requests and paid write outcomes.
	Metrics *metrics.Metrics
}

// APIProcess is a running API: the HTTP server and the job waiter it needs.
type APIProcess struct {
	Server *api.Server
	waiter *jobs.Waiter
	client *asynq.Client
	insp   *asynq.Inspector
	wg     sync.WaitGroup
	log    *logrus.Entry
	served chan error
	// closers release what the read and upload sides hold, after Shutdown.
	closers []func()
}

// NewAPI builds the API process on infra.
func NewAPI(infra Infra, cfg api.Config, parts APIParts, log *logrus.Entry) (*APIProcess, error) {
	st, err := newAPIStorage(infra, parts.Storage, cfg.PublicURL, parts.Pricer, log)
	if err != nil {
		return nil, err
	}
	cfg.ServeGateway = st.Gateway != nil
	if cfg.GatewayURL == "" {
		cfg.GatewayURL = st.GatewayURL // the explorer's content links
	}
	d := infra.Deployment
	reservations, err := payment.NewReservations(payment.ReservationConfig{}, infra.Redis)
	if err != nil {
		return nil, err
	}
	paymentIDs, err := payment.NewIdentifiers(payment.ReservationConfig{}, infra.Redis)
	if err != nil {
		return nil, err
	}
	spends, suspensions, strikes, err := paymentRecords(infra)
	if err != nil {
		return nil, err
	}
	checker, err := payment.NewChecker(payment.CheckerConfig{}, chain.NewUSDCState(infra.Backend, d.USDC),
		payment.WithCodeCheck(chain.NewAccountReader(infra.Backend)), payment.WithSpends(spends))
	if err != nil {
		return nil, err
	}
	registry := chain.NewRegistryReader(infra.Backend, d.Registry)
	names, err := projectNames(infra, registry, log)
	if err != nil {
		return nil, err
	}
	outcomes := jobs.NewStore(infra.Redis, "")
	claims, err := pending.New(infra.Redis, "", nil)
	if err != nil {
		return nil, err
	}
	p := &APIProcess{
		waiter: jobs.NewWaiter(outcomes, log),
		client: asynq.NewClientFromRedisClient(infra.Redis),
		insp:   asynq.NewInspectorFromRedisClient(infra.Redis),
		log:    log.WithField("component", "api_process"),
		served: make(chan error, 1),
	}
	cfg.RPCURL = infra.RPCURL
	reads, closeReads, err := readAPI(infra, log)
	if err != nil {
		return nil, err
	}
	// The write checks read the read model's indexes: name skeletons
	// (lookalikes) and tags.
	model, err := readmodel.New(readmodel.Config{}, infra.Redis)
	if err != nil {
		return nil, err
	}
	p.closers = append(p.closers, closeReads)
	reads.Content = st.Fetcher()
	readiness, err := NewReadiness(infra, true, log)
	if err != nil {
		return nil, err
	}
	channels, err := channelDecider(cfg, infra)
	if err != nil {
		return nil, err
	}
	srv, err := api.New(cfg, api.Deps{
		Log:           log,
		RateLimitNow:  parts.RateLimitNow,
		Chain:         chain.NewStatusReader(infra.Backend, d.Addresses),
		Settlers:      settlerStatus{settlers.NewReader(infra.Redis, time.Now)},
		Redis:         infra.Redis,
		Reads:         reads,
		HTTPMetrics:   parts.Metrics.HTTPMiddleware(),
		WriteMetrics:  parts.Metrics.PaidWrites(),
		UploadMetrics: parts.Metrics.Uploads(),
		UnpaidMetrics: parts.Metrics.UnpaidWrites(),
		Ready:         readiness,
		Writes: api.WriteDeps{
			Registry:       registry,
			Names:          names,
			Checker:        checker,
			Authorizations: chain.NewUSDCState(infra.Backend, d.USDC),
			Balances:       chain.NewUSDCState(infra.Backend, d.USDC),
			Reservations:   reservations,
			PaymentIDs:     paymentIDs,
			Enqueuer:       p.client,
			Inspector:      p.insp,
			Waiter:         p.waiter,
			Outcomes:       outcomes,
			Pricer:         st.Pricer,
			Contents:       st.sizes,
			Spends:         spends,
			Suspensions:    suspensions,
			Pending:        claims,
			Lookalikes:     model,
			Tags:           model,
			ClientStrikes:  strikes,
			Channels:       channels,
			// a voucher sent again after Redis lost its job is answered
			// from the write it paid, looked for as far back as exact's
			LandedVouchers: writes.Finder{Chain: infra.Backend, ChannelWrites: d.ChannelWrites,
				ChainID: new(big.Int).SetUint64(d.ChainID), Lookback: settle.DefaultPrepaidLookback},
			USDC:          usdcDomain(d),
			PayTo:         d.Treasury,
			ChannelWrites: d.ChannelWrites,
		},
		Uploads: api.UploadDeps{
			Signer:   st.Signer,
			Stager:   st.Stager,
			Enqueuer: p.client,
			Tasks:    p.insp,
			Waiter:   p.waiter,
			Outcomes: outcomes,
			Pricer:   st.Pricer,
			SpoolDir: st.SpoolDir,
			Gateway:  st.Gateway,
		},
	})
	if err != nil {
		return nil, err
	}
	p.Server = srv
	return p, nil
}

// Start subscribes to job outcomes, then serves HTTP on ln in the background.
func (p *APIProcess) Start(ctx context.Context, ln net.Listener) error {
	if err := p.waiter.Start(ctx, &p.wg); err != nil {
		return fmt.Errorf("job waiter: %w", err)
	}
	go func() { p.served <- p.Server.Serve(ln) }()
	p.log.WithField("listen", ln.Addr().String()).Info("api listening")
	return nil
}

// Done reports the HTTP server's exit.
func (p *APIProcess) Done() <-chan error { return p.served }

// Shutdown stops the HTTP server (waiting for in-flight requests until ctx
// ends), then the waiter; it does not close the shared Redis client.
func (p *APIProcess) Shutdown(ctx context.Context) error {
	err := p.Server.Shutdown(ctx)
	p.waiter.Shutdown()
	p.wg.Wait()
	for _, c := range p.closers {
		c()
	}
	return err
}

// paymentRecords builds the per-payer records API and worker share in
// Redis: the holds of accepted, unsettled payments, the suspensions, and
// the strikes every suspension counts against the clients its payer came
// from.
func paymentRecords(infra Infra) (*payment.Spends, *payment.Suspensions, *payment.ClientStrikes, error) {
	spends, err := payment.NewSpends(infra.Redis, "", nil)
	if err != nil {
		return nil, nil, nil, err
	}
	suspensions, err := payment.NewSuspensions(infra.Redis, "", 0)
	if err != nil {
		return nil, nil, nil, err
	}
	strikes, err := payment.NewClientStrikes(infra.Redis, "", 0)
	if err != nil {
		return nil, nil, nil, err
	}
	return spends, suspensions.WithClients(strikes), strikes, nil
}

// settlerStatus is the workers' settler reports as the API's
// api.SettlerReader.
type settlerStatus struct{ r *settlers.Reader }

var _ api.SettlerReader = settlerStatus{}

// StalledSettlers lists the stalled keys in address order.
func (s settlerStatus) StalledSettlers(ctx context.Context) ([]api.StalledSettler, error) {
	stalled, err := s.r.Stalled(ctx)
	if err != nil {
		return nil, err
	}
	var out []api.StalledSettler
	for _, k := range stalled {
		out = append(out, api.StalledSettler{Address: k.Address, InFlight: k.InFlight})
	}
	return out, nil
}

// channelDecider is the voucher verifier of paying by voucher, nil unless
// cfg.Channels is on: the channel book in Redis and the chain, where the
// channel writes contract's usage ceiling raises a channel's floor.
func channelDecider(cfg api.Config, infra Infra) (api.ChannelDecider, error) {
	if !cfg.Channels.Enabled {
		return nil, nil
	}
	book, err := channelbook.New(channelbook.Config{}, infra.Redis)
	if err != nil {
		return nil, err
	}
	return &payment.Channels{Book: book, Chain: payment.ChainChannels{
		Backend: infra.Backend, Token: infra.Deployment.USDC, Writes: infra.Deployment.ChannelWrites,
	}}, nil
}
