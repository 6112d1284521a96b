package rpcpool

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain"
)

// Defaults of Config.
const (
	// DefaultRetryFor bounds how long one call keeps trying when every
	// provider fails transiently: a few seconds, so a blip costs a paid
	// request a short wait rather than an rpc_error.
	DefaultRetryFor = 6 * time.Second
	// DefaultAttemptTimeout bounds one attempt at one provider, so a
	// provider that hangs does not eat the whole budget.
	DefaultAttemptTimeout = 5 * time.Second
	// DefaultDownFor is how long a provider that failed is asked only after
	// the others; it doubles per failure in a row up to DefaultMaxDownFor.
	DefaultDownFor    = 500 * time.Millisecond
	DefaultMaxDownFor = 30 * time.Second
	// DefaultMaxLag is how many blocks a provider may trail the best head
	// seen and still be asked: Base makes a block every 2 s, so 3 blocks
	// is about 6 s behind.
	DefaultMaxLag = 3
	// DefaultHeadEvery is how often the pool asks every provider for its
	// head, to tell which are behind and the highest head there is.
	DefaultHeadEvery = 2 * time.Second
	// DefaultMarkEvery is how often a gas estimate at the newest head
	// (EstimateGasAtBest, every paid write) asks the fleet's shared mark:
	// about a block on Base. Reads that confirm an absence (CallAtBest)
	// ask it every time.
	DefaultMarkEvery = time.Second
)

// Config tunes a Pool. Zero values take the defaults above.
type Config struct {
	RetryFor       time.Duration
	AttemptTimeout time.Duration
	DownFor        time.Duration
	MaxDownFor     time.Duration
	MaxLag         uint64
	HeadEvery      time.Duration
	// Mark, when set, is the fleet's shared high-water mark (mark.go).
	Mark HeadMark
	// MarkEvery is how long EstimateGasAtBest goes on the shared mark it
	// last read, as long as its own view does not look behind (mark.go).
	// Zero means DefaultMarkEvery.
	MarkEvery time.Duration
}

func (c Config) withDefaults() Config {
	if c.RetryFor <= 0 {
		c.RetryFor = DefaultRetryFor
	}
	if c.AttemptTimeout <= 0 {
		c.AttemptTimeout = DefaultAttemptTimeout
	}
	if c.DownFor <= 0 {
		c.DownFor = DefaultDownFor
	}
	if c.MaxDownFor <= 0 {
		c.MaxDownFor = DefaultMaxDownFor
	}
	if c.MaxLag == 0 {
		c.MaxLag = DefaultMaxLag
	}
	if c.HeadEvery <= 0 {
		c.HeadEvery = DefaultHeadEvery
	}
	if c.MarkEvery <= 0 {
		c.MarkEvery = DefaultMarkEvery
	}
	return c
}

// Provider is one endpoint of the pool.
type Provider struct {
	// Name identifies it in logs: scheme and host, never a key.
	Name    string
	Backend chain.Backend
}

// Pool is a chain.Backend over several providers of one chain. It is safe
// for concurrent use. Close stops its head watch.
type Pool struct {
	cfg       Config
	providers []Provider
	log       *logrus.Entry
	now       func() time.Time

	mu     sync.Mutex
	states []state
	high   highWater
	// forgot is the last mark forgotten (adoptMark); raised the highest
	// head given to the shared mark; markAsked when the shared mark was
	// last asked (readMark).
	forgot    highWater
	raised    uint64
	markAsked time.Time

	stop chan struct{}
	done chan struct{}
}

// New returns a pool over providers, preferred first. It watches their
// heads every HeadEvery until Close (with one provider too: the highest
// head seen tells when it serves older state).
func New(cfg Config, providers []Provider, log *logrus.Entry) (*Pool, error) {
	if len(providers) == 0 {
		return nil, errors.New("rpcpool: no provider")
	}
	if log == nil {
		log = logrus.NewEntry(logrus.New())
	}
	p := &Pool{cfg: cfg.withDefaults(), providers: providers, log: log.WithField("component", "rpcpool"),
		now: time.Now, states: make([]state, len(providers)), stop: make(chan struct{}), done: make(chan struct{})}
	go p.watchHeads()
	return p, nil
}

// Close stops the head watch. It does not close the providers.
func (p *Pool) Close() {
	select {
	case <-p.stop:
	default:
		close(p.stop)
	}
	<-p.done
}

// Providers returns the providers' names, preferred first.
func (p *Pool) Providers() []string {
	out := make([]string, len(p.providers))
	for i, pr := range p.providers {
		out[i] = pr.Name
	}
	return out
}

func (p *Pool) order(strict bool) []int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return order(p.states, p.now(), p.cfg.MaxLag, strict)
}

// record notes the outcome of one attempt at provider i.
func (p *Pool) record(i int, err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	s := &p.states[i]
	switch {
	case err == nil || !transient(err):
		if s.fails > 0 {
			p.log.WithField("provider", p.providers[i].Name).Info("provider answers again")
		}
		s.succeeded()
	default:
		if s.fails == 0 {
			p.log.WithFields(logrus.Fields{"provider": p.providers[i].Name, "err": err.Error()}).Warn("provider failed; asking the others first")
		}
		s.failed(p.now(), p.cfg.DownFor, p.cfg.MaxDownFor)
	}
}

func (p *Pool) sawHead(i int, n uint64) {
	p.mu.Lock()
	now := p.now()
	p.states[i].sawHead(n, now)
	p.high.saw(n, now)
	p.mu.Unlock()
	p.raiseMark(n)
}

// watchHeads asks every provider for its head every HeadEvery.
func (p *Pool) watchHeads() {
	defer close(p.done)
	t := time.NewTicker(p.cfg.HeadEvery)
	defer t.Stop()
	for {
		_ = p.pollHeads(context.Background())
		select {
		case <-p.stop:
			return
		case <-t.C:
		}
	}
}

// pollHeads asks every provider for its head at once and records the
// answers; it returns when all have answered, failed or timed out: nil
// when one told its head, else a provider's error.
func (p *Pool) pollHeads(ctx context.Context) error {
	var wg sync.WaitGroup
	errs := make([]error, len(p.providers))
	for i, pr := range p.providers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx, cancel := context.WithTimeout(ctx, p.cfg.AttemptTimeout)
			defer cancel()
			n, err := pr.Backend.BlockNumber(ctx)
			p.record(i, err)
			if err == nil {
				p.sawHead(i, n)
				return
			}
			errs[i] = fmt.Errorf("%s: %w", pr.Name, err)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err == nil {
			return nil
		}
	}
	return errs[0]
}

// probeOnce reports whether a call starting now asks each provider once
// only (probeOnce in knowndown.go): every one is known down.
func (p *Pool) probeOnce() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return probeOnce(p.states, p.now(), p.cfg.RetryFor)
}

// do runs fn at the providers in order until one answers (an error that is
// not transient is an answer), round after round with backoff, until
// RetryFor has passed or ctx ends; when every provider is known down as
// the call starts (probeOnce), after one round. strict calls skip
// providers behind.
func do[T any](p *Pool, ctx context.Context, strict bool, fn func(context.Context, chain.Backend) (T, error)) (T, error) {
	v, _, err := doAt(p, ctx, strict, fn)
	return v, err
}

// doAt is do that also returns which provider answered (-1: none).
func doAt[T any](p *Pool, ctx context.Context, strict bool, fn func(context.Context, chain.Backend) (T, error)) (T, int, error) {
	return doIn(p, ctx, func() []int { return p.order(strict) }, fn)
}

// doIn is doAt over the providers that order lists, asked anew each round.
func doIn[T any](p *Pool, ctx context.Context, order func() []int, fn func(context.Context, chain.Backend) (T, error)) (T, int, error) {
	once := p.probeOnce() // decided before this call's own failures count
	deadline := p.now().Add(p.cfg.RetryFor)
	wait := p.cfg.DownFor / 5
	var zero T
	var last error
	for {
		idx := order()
		for _, i := range idx {
			actx, cancel := context.WithTimeout(ctx, p.cfg.AttemptTimeout)
			v, err := fn(actx, p.providers[i].Backend)
			cancel()
			if ctx.Err() != nil {
				return zero, -1, ctx.Err()
			}
			p.record(i, err)
			if !transient(err) {
				return v, i, err
			}
			last = fmt.Errorf("%s: %w", p.providers[i].Name, err)
		}
		if len(idx) == 0 {
			last = errors.New("rpcpool: every provider is behind the chain head")
		}
		if once && len(idx) > 0 {
			return zero, -1, fmt.Errorf("%w; %w", ErrKnownDown, last)
		}
		if once || !p.now().Add(wait).Before(deadline) {
			return zero, -1, last
		}
		select {
		case <-ctx.Done():
			return zero, -1, ctx.Err()
		case <-time.After(wait):
		}
		wait = min(wait*2, time.Second)
	}
}
